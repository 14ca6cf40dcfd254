"""Overload end to end on a real daemon: a save that would queue too long is refused at once with
503 `overloaded` + Retry-After and nothing of it is stored; reads are still answered; the client
retries, then raises; a patient client, and `hushmem import`, get through once the queue drains."""

from __future__ import annotations

import asyncio
import json
import threading
import time

import httpx
import pytest

from hushmem.core.errors import Overloaded
from hushmem.daemon.client import AsyncClient, text_message
from tests.support.cli import hushmem
from tests.support.waiting import wait_for

# Each message takes 1 s in the `slow` transform; 2 s of queued work is the limit.
SLOW = [
    "--transforms",
    '["tests.support.transforms:slow"]',
    "--summarizer",
    "none",
    "--max-pending-seconds",
    "2",
]
BLOCKING_BATCH = 6  # 6 s of scrubbing: the window in which the daemon is overloaded
ROLES = ("user", "assistant")


@pytest.fixture
def overloaded(start_daemon):
    """A daemon busy with a 6-message batch it has admitted (checked stored whole at teardown). The
    scrubber has measured itself on one message first: 1 s a message."""
    daemon = start_daemon(*SLOW, env={"HUSHMEM_TEST_SLOW": "1"})
    with daemon.client() as client:
        client.save("u", "warm", "a", [text_message("user", "calibrate")])
    outcome: dict = {}

    def blocking_save() -> None:
        with daemon.client() as client:
            batch = [text_message(ROLES[i % 2], f"m{i}") for i in range(BLOCKING_BATCH)]
            outcome["result"] = client.save("u", "busy", "a", batch)

    worker = threading.Thread(target=blocking_save)
    worker.start()
    with daemon.client() as client:
        wait_for(lambda: client.health()["pending_messages"] == BLOCKING_BATCH)
    yield daemon
    worker.join(60)
    assert len(outcome["result"]["stored"]) == BLOCKING_BATCH  # the admitted batch was stored whole


def test_a_save_past_the_limit_gets_503_overloaded_with_retry_after_and_nothing_is_stored(overloaded):
    daemon = overloaded
    transport = httpx.HTTPTransport(uds=str(daemon.socket))
    with httpx.Client(transport=transport, base_url="http://hushmem", timeout=10) as http:
        started = time.monotonic()
        answer = http.post("/v1/chats/u/refused/a/messages", json={"messages": [text_message("user", "hi")]})
        assert time.monotonic() - started < 1.0  # at once, not after the queue
        assert answer.status_code == 503
        assert answer.json()["error"]["code"] == "overloaded"
        assert int(answer.headers["Retry-After"]) >= 1
        # a read during the overload is answered, and the refused save left nothing behind
        fetched = http.get("/v1/chats/u/refused/a/messages")
        assert fetched.status_code == 200 and fetched.json()["messages"] == []
        assert http.get("/v1/health").json()["refused_overloaded"] == 1
        metrics = http.get("/v1/metrics").text
        assert 'hushmem_errors_total{code="overloaded"} 1.0' in metrics
        assert f"hushmem_pending_messages {BLOCKING_BATCH:.1f}" in metrics


def test_the_client_retries_then_raises_overloaded(overloaded):
    daemon = overloaded
    with daemon.client() as client:
        client.overload_retries, client.max_retry_wait = 2, 0.1
        with pytest.raises(Overloaded) as refused:
            client.save("u", "refused", "a", [text_message("user", "hi")])
        assert "gave up after 3 tries" in refused.value.message
        assert refused.value.retry_after >= 1
        assert client.health()["refused_overloaded"] == 3
        assert client.fetch("u", "refused", "a")["messages"] == []


def test_a_patient_client_gets_through_once_the_queue_drains(overloaded):
    daemon = overloaded
    waits: list[float] = []
    with daemon.client() as client:
        client.overload_retries, client.max_retry_wait, client.on_wait = 100, 0.5, waits.append
        result = client.save("u", "later", "a", [text_message("user", "hi", id="once")])
        assert [item["id"] for item in result["stored"]] == ["once"]
        assert waits  # it was refused at least once and waited
        assert [m["id"] for m in client.fetch("u", "later", "a")["messages"]] == ["once"]


def test_the_async_client_retries_then_raises_overloaded(overloaded):
    daemon = overloaded

    async def save() -> None:
        async with AsyncClient(daemon.socket, overload_retries=1, max_retry_wait=0.1) as client:
            await client.save("u", "refused", "a", [text_message("user", "hi")])

    with pytest.raises(Overloaded) as refused:
        asyncio.run(save())
    assert "gave up after 2 tries" in refused.value.message


def test_import_waits_out_the_overload_and_resumes(overloaded, tmp_path):
    daemon = overloaded
    export = tmp_path / "export.jsonl"
    slot = {"user_id": "u", "session_id": "imported", "agent_id": "a"}
    rows = [{**slot, "id": f"i{n}", "role": role, "content": "hi"} for n, role in enumerate(ROLES)]
    export.write_text("".join(json.dumps(row) + "\n" for row in rows))
    imported = hushmem("import", str(export), socket=daemon.socket)
    assert imported.returncode == 0, imported.stderr
    assert "daemon busy (overloaded); sending the batch again in" in imported.stderr
    assert "stored 2, skipped 0" in imported.stderr
    with daemon.client() as client:
        assert [m["id"] for m in client.fetch("u", "imported", "a")["messages"]] == ["i0", "i1"]
