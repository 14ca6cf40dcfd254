"""The `hushmem` command against a real daemon: readable by default, --json for scripts, one
`Error:` line when something is wrong."""

from __future__ import annotations

import json

from tests.support.cli import hushmem


def test_save_fetch_history_forget_roundtrip(fast_daemon, uid):
    saved = hushmem("save", uid, "s", "a", "hello from the cli", socket=fast_daemon.socket)
    assert saved.returncode == 0, saved.stderr
    assert saved.stdout.startswith("stored 1, skipped 0, dropped 0")
    reply = hushmem("save", uid, "s", "a", "hi back", "--role", "assistant", socket=fast_daemon.socket)
    assert reply.returncode == 0
    fetched = hushmem("fetch", uid, "s", "a", socket=fast_daemon.socket)
    lines = fetched.stdout.splitlines()
    assert lines[0].endswith("user: hello from the cli") and lines[1].endswith("assistant: hi back")
    history = hushmem("history", uid, "s", "--json", socket=fast_daemon.socket)
    assert [m["agent_id"] for m in json.loads(history.stdout)["messages"]] == ["a", "a"]
    forgot = hushmem("forget", uid, "s", "--json", socket=fast_daemon.socket)
    assert json.loads(forgot.stdout) == {"forgotten_messages": 2}
    assert hushmem("fetch", uid, "s", "a", socket=fast_daemon.socket).stdout.strip() == "(no messages)"


def test_save_batch_from_stdin(fast_daemon, uid):
    batch = {"messages": [{"role": "user", "content": "q"}, {"role": "user", "content": "q again"}]}
    result = hushmem(
        "save", uid, "s", "a", "--file", "-", "--json", socket=fast_daemon.socket, stdin=json.dumps(batch)
    )
    data = json.loads(result.stdout)
    assert len(data["stored"]) == 1 and data["skipped"][0]["reason"] == "consecutive_role"


def test_socket_flag_overrides_env(fast_daemon, uid):
    result = hushmem("status", "--socket", str(fast_daemon.socket), socket="/nonexistent/x.sock")
    assert result.returncode == 0 and "ok" in result.stdout


def test_status_json(fast_daemon):
    result = hushmem("status", "--json", socket=fast_daemon.socket)
    assert json.loads(result.stdout)["status"] == "ok"


def test_no_daemon_is_one_error_line_exit_2(tmp_path):
    result = hushmem("status", socket=tmp_path / "none.sock")
    assert result.returncode == 2
    assert result.stderr.startswith("Error: no hushmem daemon answers on")
    assert len(result.stderr.strip().splitlines()) == 1


def test_server_side_error_is_one_error_line_exit_1(fast_daemon):
    result = hushmem("fetch", "u" * 300, "s", "a", socket=fast_daemon.socket)
    assert result.returncode == 1
    assert result.stderr.startswith("Error: user_id") and "Traceback" not in result.stderr


def test_serve_help_lists_every_setting_as_a_flag():
    from hushmem.core.config import Config, field_flag_name

    help_text = hushmem("serve", "--help").stdout
    assert [n for n in Config.model_fields if field_flag_name(n) not in help_text] == []


def test_where_prints_the_socket_the_daemon_would_use(isolated_home):
    env_socket = isolated_home / "x.sock"
    result = hushmem("where", "--socket", socket=env_socket)
    assert result.stdout.strip() == str(env_socket)
