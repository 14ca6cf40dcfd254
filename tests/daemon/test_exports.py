"""ChatGPT and Claude exports read into our messages, from hand-written files in the exports'
documented shapes (tests/fixtures/exports/): the branch last seen, order, roles, ids, times."""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

import pytest

from hushmem.core.errors import ConfigError
from hushmem.daemon.exports import join_same_role_runs, read_export
from tests.support.exports import CHATGPT, CLAUDE, HELLO, LISBON


def texts(message: dict) -> list[str]:
    return [part["text"] for part in message["content"]]


def test_chatgpt_follows_current_node_to_the_root_oldest_first():
    lisbon, hello = read_export(CHATGPT, "chatgpt")
    assert (lisbon.session_id, hello.session_id) == (LISBON, HELLO)
    # u2-old / a2-old were edited away; sys and ctx are hidden; a3 joins a2-new (same role)
    assert [m["id"] for m in lisbon.messages] == ["u1", "a1", "u2-new", "a2-new", "t1", "a4"]
    assert [m["role"] for m in lisbon.messages] == [
        "user",
        "assistant",
        "user",
        "assistant",
        "tool",
        "assistant",
    ]
    everything = json.dumps(lisbon.messages)
    assert "old.branch@example.com" not in everything and "I am Jane" not in everything


def test_chatgpt_keeps_text_parts_of_multimodal_messages():
    lisbon, _ = read_export(CHATGPT, "chatgpt")
    photo = next(m for m in lisbon.messages if m["id"] == "u2-new")
    assert texts(photo) == ["Five days, here is a photo of the hotel I liked"]


def test_chatgpt_times_are_ms_and_a_missing_time_takes_the_previous_one():
    lisbon, _ = read_export(CHATGPT, "chatgpt")
    times = {m["id"]: m["timestamp"] for m in lisbon.messages}
    assert times["u1"] == 1_700_000_000_500
    assert times["a2-new"] == times["u2-new"] == 1_700_000_200_000


def test_chatgpt_same_role_runs_are_joined_not_lost():
    lisbon, hello = read_export(CHATGPT, "chatgpt")
    steps = next(m for m in lisbon.messages if m["id"] == "a2-new")
    assert texts(steps) == ["Five days it is. Let me look for hotels.", 'search("Lisbon hotels")']
    # an empty assistant message is skipped, not joined
    assert [(m["id"], texts(m)) for m in hello.messages] == [
        ("q", ["Hello there"]),
        ("a", ["Hi! How can I help?"]),
    ]


def test_claude_messages_in_order_human_is_user_with_uuid_and_created_at():
    (cats,) = read_export(CLAUDE, "claude")  # the empty conversation is left out
    assert cats.session_id == "5d3c0b7e-aaaa-4000-8000-000000000001"
    assert [(m["id"], m["role"]) for m in cats.messages] == [
        ("m-1", "user"), ("m-2", "assistant"), ("m-4", "user"), ("m-6", "assistant")
    ]  # fmt: skip
    assert texts(cats.messages[1]) == ["How about Miso?"]  # from content blocks when text is empty
    assert texts(cats.messages[2]) == ["One more thing:", "and a name for a dog?"]
    assert cats.messages[0]["timestamp"] == 1_714_557_600_000  # 2024-05-01T10:00:00Z


def test_claude_follows_the_current_leaf_when_the_export_has_one(tmp_path: Path):
    def turn(uuid: str, sender: str, parent: str) -> dict:
        return {"uuid": uuid, "sender": sender, "text": uuid, "parent_message_uuid": parent,
                "created_at": "2024-05-01T10:00:00Z"}  # fmt: skip

    root = "00000000-0000-4000-8000-000000000000"
    chat = [turn("q", "human", root), turn("a-old", "assistant", "q"), turn("a-new", "assistant", "q"),
            turn("q2", "human", "a-new")]  # fmt: skip
    path = tmp_path / "conversations.json"
    path.write_text(json.dumps([{"uuid": "c", "chat_messages": chat, "current_leaf_message_uuid": "q2"}]))
    (conversation,) = read_export(path, "claude")
    assert [m["id"] for m in conversation.messages] == ["q", "a-new", "q2"]


@pytest.mark.parametrize("inner", ["conversations.json", "export-2024/conversations.json"])
def test_the_export_zip_is_read_like_its_conversations_json(tmp_path: Path, inner: str):
    archive = tmp_path / "export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("chat.html", "<html></html>")
        zf.write(CHATGPT, inner)
    assert read_export(archive, "chatgpt") == read_export(CHATGPT, "chatgpt")


def test_join_keeps_tool_and_system_messages_apart():
    runs = [{"role": r, "content": [{"text": r}]} for r in ("tool", "tool", "system", "system")]
    assert len(join_same_role_runs(runs)) == 4


def problem(path: Path, source: str) -> str:
    with pytest.raises(ConfigError) as caught:
        read_export(path, source)
    return caught.value.message


def test_missing_file_folder_and_zip_without_conversations(tmp_path: Path):
    assert problem(tmp_path / "nope.json", "claude").endswith("nope.json: no such file")
    assert "is a folder" in problem(tmp_path, "claude")
    archive = tmp_path / "other.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("notes.txt", "hi")
    assert "holds no conversations.json" in problem(archive, "chatgpt")


def test_malformed_json_and_wrong_shapes_are_clear(tmp_path: Path):
    broken = tmp_path / "conversations.json"
    broken.write_text('[{"uuid": "x", ')
    assert "is not valid JSON" in problem(broken, "claude")
    broken.write_text('{"conversations": []}')
    assert "must hold a JSON list" in problem(broken, "chatgpt")
    assert "is it a Claude export? see --from" in problem(CHATGPT, "claude")
    assert "is it a ChatGPT export? see --from" in problem(CLAUDE, "chatgpt")


def test_a_broken_tree_names_the_conversation(tmp_path: Path):
    data = json.loads(CHATGPT.read_text())
    data[1]["mapping"]["q"]["parent"] = "gone"
    broken = tmp_path / "conversations.json"
    broken.write_text(json.dumps(data))
    assert "conversation 2 is not a ChatGPT conversation: its mapping lacks a node" in problem(
        broken, "chatgpt"
    )
    data[1]["mapping"]["q"]["parent"] = "a"  # a cycle
    broken.write_text(json.dumps(data))
    assert "cycle" in problem(broken, "chatgpt")
