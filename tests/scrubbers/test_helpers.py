"""Scrubbing helper processes (scrub_processes): forked children of a real daemon that share the
analysis; one that dies or hangs fails only its batch (503, nothing stored) and is forked again."""

from __future__ import annotations

import concurrent.futures
import contextlib
import os
import signal
import time

import pytest

from hushmem.core.errors import ScrubberUnavailable
from hushmem.daemon.client import Client
from hushmem.scrubbers.helpers import Helper
from hushmem.scrubbers.parallel import shares

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


def _wait_until_gone(pid: int, timeout: float = 10.0) -> None:
    """Until `pid` has exited (reaped, or a zombie its parent has not reaped yet)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with open(f"/proc/{pid}/stat") as stat:
                if stat.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return
        except FileNotFoundError:
            return
        time.sleep(0.02)
    raise AssertionError(f"helper {pid} is still running")


def test_the_default_daemon_forks_one_helper_and_scrubs_with_it(start_daemon):
    daemon = start_daemon()
    with daemon.client() as client:
        [helper] = _helpers(client)
        assert _parent_of(helper["pid"]) == daemon.proc.pid
        client.save("u", "one", "a", [{"role": "user", "content": TEXT}])
        batch = [{"role": ("user", "assistant")[i % 2], "content": TEXT} for i in range(6)]
        client.save("u", "batch", "a", batch)
        assert _texts(client, "u", "one") == [SCRUBBED]
        assert _texts(client, "u", "batch") == [SCRUBBED] * 6
    pid = helper["pid"]
    daemon.stop()
    _wait_until_gone(pid)  # stopped with the daemon, not left behind


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
    daemon = start_daemon()
    with daemon.client() as client:
        [before] = _helpers(client)
        os.kill(before["pid"], signal.SIGKILL)
        _wait_until_gone(before["pid"])
        client.save("u", "after-kill", "a", [{"role": "user", "content": TEXT}])
        assert _texts(client, "u", "after-kill") == [SCRUBBED]
        [after] = _helpers(client, restarts=1)
    assert after["pid"] != before["pid"]


def test_a_hung_helper_fails_its_save_with_503_and_nothing_is_stored(start_daemon):
    daemon = start_daemon("--scrub-helper-timeout", "1")
    with daemon.client() as client:
        [hung] = _helpers(client)
        os.kill(hung["pid"], signal.SIGSTOP)
        try:
            with pytest.raises(ScrubberUnavailable) as failed:  # a batch: the helper takes a share
                client.save("u", "hung", "a", [{"role": "user", "content": TEXT}] * 4)
        finally:
            with contextlib.suppress(ProcessLookupError):  # the daemon killed and reaped it
                os.kill(hung["pid"], signal.SIGCONT)
        assert failed.value.status == 503
        assert _texts(client, "u", "hung") == []
        _wait_until_gone(hung["pid"])
        [again] = _helpers(client, restarts=1)
        assert again["pid"] != hung["pid"]
        client.save("u", "hung", "a", [{"role": "user", "content": TEXT}])
        assert _texts(client, "u", "hung") == [SCRUBBED]


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


@pytest.mark.parametrize(
    "count, speeds, expected",
    [
        (2, [1.0, 1.0], [1, 1]),
        (8, [1.0, 3.0], [2, 6]),
        (7, [2.0, 1.0, 1.0], [3, 2, 2]),
        (1, [1.0, 9.0], [0, 1]),
    ],
)
def test_shares_follow_speed_and_add_up(count, speeds, expected):
    assert shares(count, speeds) == expected


TEXTS = [
    "Could you thank Rosalind Okafor for the flowers?",
    "tell ingrid halvorsen the meeting moved to 221B Baker Street",
    "Maria: see you in Pardubice\nQuincy: ok, call me on +44 7700 900123",
    "Port this script from Python 2 please.",
    "",
    "Wohnung in der Hauptstraße 5, IBAN fi10 6335 8551 7472 81",
]


def _scrubber(tmp_path, processes: int):
    from hushmem.core.config import load
    from hushmem.core.database import open_database
    from hushmem.daemon.migrations import migrate
    from hushmem.scrubbers.presidio import PiiScrubber

    config = load({"data_dir": str(tmp_path / f"p{processes}"), "scrub_processes": processes}, environ={})
    config.data_dir.mkdir()
    migrate(open_database(config.database_path))
    (config.data_dir / "placeholder.key").write_bytes(b"k" * 32)  # the same digests in both
    scrubber = PiiScrubber.from_config(config)
    scrubber.load()
    scrubber.idle()  # forks the helper, as the daemon's idle scrub thread does
    return scrubber


def _outputs(scrubber) -> list[list[str]]:
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    lone = [scrubber.rewrite([t], [Context(Slot("u", f"one-{i}", "a"))]) for i, t in enumerate(TEXTS)]
    batch = scrubber.rewrite(TEXTS, [Context(Slot("u", f"batch-{i % 2}", "a")) for i in range(len(TEXTS))])
    return [*lone, batch]  # lone texts are split by model, a batch by text (two sessions in it)


def test_shared_analysis_stores_what_one_process_stores(tmp_path):
    alone, shared = _scrubber(tmp_path, 1), _scrubber(tmp_path, 2)
    try:
        assert alone.helpers() == [] and len(shared.helpers()) == 1
        outputs = _outputs(shared)
        assert shared.sharing.cost["helper"] is not None  # the helper did analyse part of the batch
        assert outputs == _outputs(alone)
        assert outputs[0] == ["Could you thank <PERSON_1> for the flowers?"]
    finally:
        alone.close()
        shared.close()


def _queued(texts: list[str]) -> list:
    from hushmem.core.schema import Message

    return [Message("user", [{"text": text}], 0) for text in texts]


def _prefetched_outputs(scrubber) -> list[list[str]]:
    """_outputs' calls, each with the next call's texts queued behind it (as the runner offers them)."""
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    outputs = []
    for i, text in enumerate(TEXTS):
        scrubber.upcoming = lambda i=i: _queued(TEXTS[i + 1 :] or TEXTS)
        outputs.append(scrubber.rewrite([text], [Context(Slot("u", f"one-{i}", "a"))]))
        if scrubber.sharing is not None and TEXTS[i + 1 :]:
            assert scrubber.sharing.prefetched  # the helper was started on what is queued
    scrubber.upcoming = None
    contexts = [Context(Slot("u", f"batch-{i % 2}", "a")) for i in range(len(TEXTS))]
    return [*outputs, scrubber.rewrite(TEXTS, contexts)]


def test_texts_analysed_ahead_by_the_helper_store_what_one_process_stores(tmp_path):
    alone, shared = _scrubber(tmp_path, 1), _scrubber(tmp_path, 2)
    try:
        assert _prefetched_outputs(shared) == _outputs(alone)
        assert shared.sharing.prefetched == 0  # every answer was read
    finally:
        alone.close()
        shared.close()


def test_a_helper_killed_with_texts_ahead_fails_only_the_batch_that_needs_them(tmp_path):
    from hushmem.core.schema import Slot
    from hushmem.scrubbers.chain import Context

    shared = _scrubber(tmp_path, 2)
    try:
        ahead = "Ask Wilhelmina Okonkwo about Trondheim"
        shared.upcoming = lambda: _queued([ahead])
        shared.rewrite(["first"], [Context(Slot("u", "s", "a"))])
        [helper] = shared.helpers()
        os.kill(helper["pid"], signal.SIGKILL)
        _wait_until_gone(helper["pid"])
        shared.upcoming = None
        with pytest.raises(ScrubberUnavailable):
            shared.rewrite([ahead], [Context(Slot("u", "s", "a"))])
        shared.idle()  # forked again, as at the daemon's next idle moment
        assert shared.helpers()[0]["restarts"] == 1
        assert shared.rewrite([ahead], [Context(Slot("u", "s", "a"))]) == [
            "Ask <PERSON_1> about <LOCATION_1>"
        ]
        # texts ahead that the next batch does not need: a helper's death there fails nothing, even
        # once it is forked again (the new one is not asked for the lost answer)
        shared.upcoming = lambda: _queued(["not what comes next"])
        shared.rewrite(["second"], [Context(Slot("u", "s", "a"))])
        os.kill(shared.helpers()[0]["pid"], signal.SIGKILL)
        _wait_until_gone(shared.helpers()[0]["pid"])
        shared.idle()
        [replaced] = shared.helpers()
        shared.upcoming = None
        [again] = shared.rewrite(["Trondheim again"], [Context(Slot("u", "s", "a"))])  # no 503
        assert "Trondheim" not in again
        assert shared.helpers() == [replaced] and replaced["restarts"] == 2
    finally:
        shared.close()
