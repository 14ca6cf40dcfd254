"""Scrubbing helper processes (scrub_processes): forked children of a real daemon that share the
analysis; one that dies or hangs fails only its batch (503, nothing stored) and is forked again."""

from __future__ import annotations

import concurrent.futures
import contextlib
import os
import signal
import time

import pytest

from hushmem.core.config import default_scrub_processes
from hushmem.core.errors import ScrubberUnavailable
from hushmem.daemon.client import Client
from hushmem.scrubbers.helpers import Helper
from tests.support.waiting import wait_until_gone

TEXT = "Call Wilhelmina Okonkwo in Trondheim at 0441 839 2271"
SCRUBBED = "Call <PERSON_1> in <LOCATION_1> at <PHONE_NUMBER_1>"


def _helpers(client: Client, restarts: int = 0, timeout: float = 20.0) -> list[dict]:
    """The helpers once each is running with `restarts` forks behind it (they are forked when the
    scrub thread is idle, a moment after it is ready or after one died)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        helpers = client.health()["scrubber"]["helpers"]
        if helpers and all(h["pid"] and h["restarts"] == restarts for h in helpers):
            return helpers
        time.sleep(0.02)
    raise AssertionError(f"helpers not running with {restarts} restart(s): {helpers}")


def _parent_of(pid: int) -> int:
    with open(f"/proc/{pid}/stat") as stat:
        return int(stat.read().rsplit(")", 1)[1].split()[1])


def _texts(client: Client, user: str, session: str) -> list[str]:
    return [m["content"][0]["text"] for m in client.fetch(user, session, "a")["messages"]]


def test_the_default_daemon_forks_a_helper_per_core_and_scrubs_with_them(start_daemon):
    daemon = start_daemon()
    with daemon.client() as client:
        helpers = _helpers(client)
        assert len(helpers) == default_scrub_processes(os.cpu_count() or 1) - 1
        assert {_parent_of(h["pid"]) for h in helpers} == {daemon.proc.pid}
        client.save("u", "one", "a", [{"role": "user", "content": TEXT}])
        batch = [{"role": ("user", "assistant")[i % 2], "content": TEXT} for i in range(6)]
        client.save("u", "batch", "a", batch)
        assert _texts(client, "u", "one") == [SCRUBBED]
        assert _texts(client, "u", "batch") == [SCRUBBED] * 6
    daemon.stop()
    for helper in helpers:
        wait_until_gone(helper["pid"])  # stopped with the daemon, not left behind


def test_concurrent_saves_through_helpers_number_placeholders_per_session(start_daemon):
    daemon = start_daemon()

    def save(i: int) -> None:
        with daemon.client() as client:
            for turn in range(4):
                role = ("user", "assistant")[turn % 2]
                text = f"Ingrid Halvorsen met Magnus Thorvaldsen in Bergen, turn {turn}"
                client.save("u", f"s{i}", "a", [{"role": role, "content": text}])

    with concurrent.futures.ThreadPoolExecutor(6) as pool:
        list(pool.map(save, range(6)))
    with daemon.client() as client:
        for i in range(6):
            assert _texts(client, "u", f"s{i}") == [
                f"<PERSON_1> met <PERSON_2> in <LOCATION_1>, turn {turn}" for turn in range(4)
            ]


def test_a_killed_helper_is_forked_again_for_the_next_save(start_daemon):
    daemon = start_daemon("--scrub-processes", "2")
    with daemon.client() as client:
        [before] = _helpers(client)
        os.kill(before["pid"], signal.SIGKILL)
        wait_until_gone(before["pid"])
        client.save("u", "after-kill", "a", [{"role": "user", "content": TEXT}])
        assert _texts(client, "u", "after-kill") == [SCRUBBED]
        [after] = _helpers(client, restarts=1)
    assert after["pid"] != before["pid"]


@pytest.mark.parametrize(
    "messages, flags",
    [(1, ["--pii-general-ner"]), (6, [])],  # a lone text goes to the helper only to be split by model
    ids=["lone message", "batch"],
)
def test_a_hung_helper_fails_its_save_with_503_and_nothing_is_stored(start_daemon, messages, flags):
    daemon = start_daemon("--scrub-processes", "2", "--scrub-helper-timeout", "1", *flags)
    # distinct texts: the scrubber analyses a repeated text once, and then only in the daemon
    texts = [TEXT[:-1] + str(i + 1) for i in range(messages)]
    save = [{"role": ("user", "assistant")[i % 2], "content": text} for i, text in enumerate(texts)]
    with daemon.client() as client:
        [hung] = _helpers(client)
        os.kill(hung["pid"], signal.SIGSTOP)
        try:
            with pytest.raises(ScrubberUnavailable) as failed:
                client.save("u", "hung", "a", save)
        finally:
            with contextlib.suppress(ProcessLookupError):  # the daemon killed and reaped it
                os.kill(hung["pid"], signal.SIGCONT)
        assert failed.value.status == 503
        assert _texts(client, "u", "hung") == []
        wait_until_gone(hung["pid"])
        [again] = _helpers(client, restarts=1)
        assert again["pid"] != hung["pid"]
        client.save("u", "hung", "a", save)
        assert _texts(client, "u", "hung") == [SCRUBBED[:-2] + f"{i + 1}>" for i in range(messages)]


def test_one_process_means_no_helper(start_daemon):
    daemon = start_daemon("--scrub-processes", "1")
    with daemon.client() as client:
        assert client.health()["scrubber"]["helpers"] == []
        client.save("u", "solo", "a", [{"role": "user", "content": TEXT}])
        assert _texts(client, "u", "solo") == [SCRUBBED]


def _serve(kind: str, payload: int) -> int:
    if kind == "exit":
        os._exit(3)
    if kind == "raise":
        raise KeyError("a value that must not reach the daemon's logs")
    return payload * 2


def test_a_helper_that_exits_mid_request_is_reported_and_can_start_again():
    helper = Helper(_serve, answer_timeout=10)
    helper.start()
    try:
        helper.send("double", 21)
        assert helper.receive() == 42
        helper.send("exit", 0)
        with pytest.raises(ScrubberUnavailable, match="stopped"):
            helper.receive()
        assert not helper.alive
        helper.start()  # a fresh fork answers again
        helper.send("raise", 0)
        with pytest.raises(ScrubberUnavailable) as raised:
            helper.receive()
        assert "KeyError" in str(raised.value) and "must not" not in str(raised.value)
        helper.send("double", 2)
        assert helper.receive() == 4  # an exception in the helper does not end it
    finally:
        helper.stop()
