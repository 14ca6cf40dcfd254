"""The Python clients (sync and async) and the framework adapters against a real daemon, with the
real langchain-core and agent-squad packages."""

from __future__ import annotations

import asyncio

import pytest
from agent_squad.types import ConversationMessage, ParticipantRole, TimestampedMessage
from hushmem.daemon.client import AsyncClient, Client, text_message
from langchain_core.messages import AIMessage, HumanMessage, SystemMessage, ToolMessage

from hushmem.core import errors
from hushmem.integrations.agent_squad import HushmemChatStorage
from hushmem.integrations.langchain import HushmemChatMessageHistory
from tests.conftest import FAST_CHAIN

FAKE_SUMMARIES = [*FAST_CHAIN[:2], "--summarizer", "tests.support.summarizers:fake", "--trigger-at", "2",
                  "--keep-last", "1"]  # fmt: skip


def test_async_client_round_trip(fast_daemon, uid):
    async def scenario():
        async with AsyncClient(fast_daemon.socket) as client:
            saved = await client.save(uid, "s", "a", [text_message("user", "hi", id="a1")])
            fetched = await client.fetch(uid, "s", "a")
            lines = [line async for line in client.export(uid)]
            with pytest.raises(errors.ValidationFailed):
                await client.fetch("x" * 300, "s", "a")
            return saved, fetched, lines

    saved, fetched, lines = asyncio.run(scenario())
    assert saved["stored"] == [{"index": 0, "id": "a1"}]
    assert fetched["messages"][0]["content"] == [{"text": "hi"}]
    assert len(lines) == 1


# httpcore leaves its socket unclosed when a Unix-socket connect is refused (a ResourceWarning,
# hidden outside tests); that is upstream's, not a leak of ours
@pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")
def test_clients_say_when_no_daemon_answers(tmp_path):
    with Client(tmp_path / "none.sock") as client, pytest.raises(errors.DaemonUnreachable):
        client.health()

    async def scenario():
        async with AsyncClient(tmp_path / "none.sock") as client:
            await client.health()

    with pytest.raises(errors.DaemonUnreachable):
        asyncio.run(scenario())


def test_default_socket_follows_the_daemon_rules(isolated_home, monkeypatch):
    monkeypatch.setenv("XDG_RUNTIME_DIR", "/run/user/4242")
    with Client() as client:
        assert str(client.socket_path) == "/run/user/4242/hushmem/hushmem.sock"


def test_langchain_history_round_trip(fast_daemon, uid):
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    history.add_messages(
        [
            HumanMessage("What's the weather in the office?"),
            AIMessage("", tool_calls=[{"id": "c1", "name": "weather", "args": {"where": "office"}}]),
            ToolMessage("sunny", tool_call_id="c1"),
            AIMessage("It is sunny."),
        ]
    )
    messages = history.messages
    assert [type(m) for m in messages] == [HumanMessage, AIMessage, ToolMessage, AIMessage]
    assert messages[1].tool_calls[0]["name"] == "weather"
    assert messages[2].tool_call_id == "c1" and messages[2].content == "sunny"
    assert asyncio.run(history.aget_messages())[-1].content == "It is sunny."
    history.clear()
    assert history.messages == []


def test_langchain_history_puts_the_summary_first(start_daemon):
    daemon = start_daemon(*FAKE_SUMMARIES)
    history = HushmemChatMessageHistory("u", "s", socket_path=daemon.socket)
    for i in range(3):
        history.add_messages([HumanMessage(f"q{i}"), AIMessage(f"a{i}")])
    import time

    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and not isinstance(history.messages[0], SystemMessage):
        time.sleep(0.1)
    messages = history.messages
    assert isinstance(messages[0], SystemMessage) and messages[0].content.startswith("Summary of the earlier")
    assert [m.content for m in messages[1:]] == ["q2", "a2"]


def test_langchain_skipped_messages_are_reported(fast_daemon, uid, caplog):
    history = HushmemChatMessageHistory(uid, "s", socket_path=fast_daemon.socket)
    history.add_messages([HumanMessage("one"), HumanMessage("two")])
    assert history.last_result["skipped"][0]["reason"] == "consecutive_role"
    assert "did not store message 1" in caplog.text


def test_agent_squad_storage_contract(fast_daemon, uid):
    storage = HushmemChatStorage(fast_daemon.socket)

    async def scenario():
        ok = await storage.save_chat_message(
            uid, "s", "tech", ConversationMessage(ParticipantRole.USER.value, [{"text": "reset my router"}])
        )
        dup = await storage.save_chat_message(
            uid, "s", "tech", ConversationMessage("user", [{"text": "again"}])
        )
        many = await storage.save_chat_messages(uid, "s", "tech", [
            TimestampedMessage("assistant", [{"text": "Unplug it."}], timestamp=2_000_000_000_000),
            TimestampedMessage("user", [{"text": "done"}], timestamp=2_000_000_000_001),
        ])  # fmt: skip
        await storage.save_chat_message(
            uid, "s", "billing", ConversationMessage("assistant", [{"text": "Invoice sent."}])
        )
        chat = await storage.fetch_chat(uid, "s", "tech")
        last_two = await storage.fetch_chat(uid, "s", "tech", max_history_size=2)
        everything = await storage.fetch_all_chats(uid, "s")
        return ok, dup, many, chat, last_two, everything

    ok, dup, many, chat, last_two, everything = asyncio.run(scenario())
    assert ok is True and dup is False and many is True  # the same-role repeat was skipped
    assert [m.content[0]["text"] for m in chat] == ["reset my router", "Unplug it.", "done"]
    assert [m.content[0]["text"] for m in last_two] == ["Unplug it.", "done"]
    texts = [m.content[0]["text"] for m in everything]
    assert "[billing] Invoice sent." in texts and "[tech] Unplug it." in texts
    assert all(isinstance(m, ConversationMessage) for m in everything)


def test_agent_squad_fetch_chat_leads_with_the_summary(start_daemon):
    daemon = start_daemon(*FAKE_SUMMARIES)
    storage = HushmemChatStorage(daemon.socket)

    async def scenario():
        for i in range(3):
            pair = [
                ConversationMessage("user", [{"text": f"q{i}"}]),
                ConversationMessage("assistant", [{"text": f"a{i}"}]),
            ]
            await storage.save_chat_messages("u", "s", "a", pair)
        for _ in range(200):
            chat = await storage.fetch_chat("u", "s", "a")
            if chat[0].content[0]["text"].startswith("[Summary]: "):
                return chat
            await asyncio.sleep(0.1)
        return chat

    chat = asyncio.run(scenario())
    assert chat[0].role == "user" and chat[0].content[0]["text"].startswith("[Summary]: ")
    assert [m.content[0]["text"] for m in chat[1:]] == ["q2", "a2"]
