"""The Python clients (sync and async) against a real daemon (the framework adapters have their
own modules beside this one)."""

from __future__ import annotations

import asyncio

import pytest

from hushmem.core import errors
from hushmem.daemon.client import AsyncClient, Client, text_message
from tests.support.daemon import FAST_CHAIN

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


@pytest.mark.parametrize("ids", [("", "s", "a"), ("u", "", "a"), ("u", "s", ""), ("u", "s/x", "a")])
def test_clients_refuse_an_id_the_path_cannot_carry(tmp_path, ids):
    """Refused before sending (no daemon is needed to say so), with the daemon's own error."""
    named = ("user_id", "session_id", "agent_id")[next(i for i, v in enumerate(ids) if not v or "/" in v)]
    with Client(tmp_path / "none.sock") as client, pytest.raises(errors.ValidationFailed, match=named):
        client.fetch(*ids)
