"""`hushmem import --from chatgpt|claude` against a real daemon (the light chain): sessions and
order as the export had them, a second import stores nothing, bad files are one `Error:` line."""

from __future__ import annotations

import json
import zipfile

from tests.support.cli import hushmem
from tests.support.daemon import FAST_CHAIN
from tests.support.exports import CHATGPT, CLAUDE, HELLO, LISBON


def imported(result) -> str:
    assert result.returncode == 0, result.stderr
    return result.stderr.strip().splitlines()[-1]


def test_chatgpt_import_makes_one_session_per_conversation(fast_daemon, uid):
    result = hushmem("import", "--from", "chatgpt", str(CHATGPT), "--user-id", uid, socket=fast_daemon.socket)
    assert imported(result) == "imported 2 conversation(s): stored 8, skipped 0, dropped 0"
    with fast_daemon.client() as client:
        lisbon = client.fetch(uid, LISBON, "chatgpt")["messages"]
        hello = client.fetch(uid, HELLO, "chatgpt")["messages"]
    assert [m["id"] for m in lisbon] == ["u1", "a1", "u2-new", "a2-new", "t1", "a4"]
    assert lisbon[0]["timestamp"] == 1_700_000_000_500
    assert [m["id"] for m in hello] == ["q", "a"]


def test_importing_twice_stores_nothing_new(fast_daemon, uid):
    args = ("import", "--from", "claude", str(CLAUDE), "--user-id", uid, "--agent-id", "claude-web")
    first = imported(hushmem(*args, socket=fast_daemon.socket))
    assert first == "imported 1 conversation(s): stored 4, skipped 0, dropped 0"
    second = imported(hushmem(*args, socket=fast_daemon.socket))
    assert second == "imported 1 conversation(s): stored 0, skipped 4 (4 duplicate_id), dropped 0"
    with fast_daemon.client() as client:
        messages = client.fetch(uid, "5d3c0b7e-aaaa-4000-8000-000000000001", "claude-web")["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant"]


def test_the_export_zip_imports_like_the_file(fast_daemon, uid, tmp_path):
    archive = tmp_path / "chatgpt-export.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.writestr("user.json", "{}")
        zf.write(CHATGPT, "conversations.json")
    result = hushmem("import", "--from", "chatgpt", str(archive), "--user-id", uid, socket=fast_daemon.socket)
    assert imported(result).startswith("imported 2 conversation(s): stored 8")


def test_imported_messages_go_through_the_transform_chain(start_daemon, uid):
    daemon = start_daemon(*FAST_CHAIN, "--drop-patterns", json.dumps([r"cat\.lover@"]))
    result = hushmem("import", "--from", "claude", str(CLAUDE), "--user-id", uid, socket=daemon.socket)
    assert imported(result) == "imported 1 conversation(s): stored 3, skipped 0, dropped 1"
    with daemon.client() as client:
        stored = client.fetch(uid, "5d3c0b7e-aaaa-4000-8000-000000000001", "claude")["messages"]
    assert "cat.lover" not in json.dumps(stored) and [m["id"] for m in stored] == ["m-2", "m-4", "m-6"]


def one_error_line(result, code: int = 1) -> str:
    assert result.returncode == code, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.stderr
    assert "imported" not in result.stderr and "Traceback" not in result.stderr
    return lines[0]


def test_a_missing_file_is_one_error_line(fast_daemon, uid, tmp_path):
    result = hushmem("import", "--from", "claude", str(tmp_path / "nope.zip"), socket=fast_daemon.socket)
    assert one_error_line(result).endswith("nope.zip: no such file")
    plain = hushmem("import", str(tmp_path / "nope.jsonl"), socket=fast_daemon.socket)
    assert one_error_line(plain).endswith("nope.jsonl: no such file")


def test_a_malformed_export_stores_nothing(fast_daemon, uid, tmp_path):
    data = json.loads(CHATGPT.read_text())
    data[1]["mapping"] = "not a tree"  # the first conversation is fine; nothing of it may be stored
    bad = tmp_path / "conversations.json"
    bad.write_text(json.dumps(data))
    result = hushmem("import", "--from", "chatgpt", str(bad), "--user-id", uid, socket=fast_daemon.socket)
    assert "conversation 2 is not a ChatGPT conversation" in one_error_line(result)
    with fast_daemon.client() as client:
        assert client.search(uid, "Lisbon")["results"] == []


def test_the_wrong_format_says_which_flag_to_check(fast_daemon, uid):
    result = hushmem("import", "--from", "chatgpt", str(CLAUDE), "--user-id", uid, socket=fast_daemon.socket)
    assert "is it a ChatGPT export? see --from" in one_error_line(result)


def test_an_unreachable_daemon_stops_with_how_far_it_got(tmp_path, uid):
    result = hushmem(
        "import", "--from", "claude", str(CLAUDE), "--user-id", uid, socket=tmp_path / "none.sock"
    )
    assert result.returncode == 2 and "imported" not in result.stderr
    (error,) = [line for line in result.stderr.splitlines() if line.startswith("Error: ")]
    assert "no hushmem daemon answers" in error and "stopped at conversation 1 of 1 after stored 0" in error
    assert "run the same command again to resume" in error


def test_user_and_agent_flags_are_for_foreign_exports_only(fast_daemon, tmp_path):
    empty = tmp_path / "x.jsonl"
    empty.write_text("")
    result = hushmem("import", str(empty), "--user-id", "bob", socket=fast_daemon.socket)
    assert result.returncode == 2 and "--user-id and --agent-id are for --from chatgpt" in result.stderr


def test_a_busy_daemon_is_waited_for_and_the_import_resumes(start_daemon, uid):
    """While the scrubber loads, a daemon that may not wait answers 503 `scrubber_unavailable`:
    the import sends the same batch again until it is taken, then everything is stored, scrubbed."""
    daemon = start_daemon("--scrubber-ready-timeout", "0.01", wait_ready=False)
    with daemon.client() as client:
        assert client.health()["status"] == "starting"  # the default chain loads for seconds
    result = hushmem("import", "--from", "claude", str(CLAUDE), "--user-id", uid, socket=daemon.socket)
    assert "daemon busy (scrubber_unavailable); sending the batch again in 0.5 s" in result.stderr
    assert imported(result) == "imported 1 conversation(s): stored 4, skipped 0, dropped 0"
    with daemon.client() as client:
        first = client.fetch(uid, "5d3c0b7e-aaaa-4000-8000-000000000001", "claude")["messages"][0]
    assert first["content"][0]["text"].endswith("Write to me at <EMAIL_ADDRESS_1>")
