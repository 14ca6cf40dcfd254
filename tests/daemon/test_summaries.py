"""Trigger, watermark and rolling-summary logic through the real daemon, with a deterministic
fake summarizer behind the same seam the model uses."""

from __future__ import annotations

import pytest

from hushmem.daemon.summaries import backoff_seconds, fold_boundary
from tests.support.daemon import FAST_CHAIN
from tests.support.waiting import wait_for

LIGHT = ["--transforms", '["clip"]']
FAKE = [*LIGHT, "--summarizer", "tests.support.summarizers:fake", "--trigger-at", "3", "--keep-last", "1"]


def turn(i: int) -> dict:
    return {"role": "user" if i % 2 == 0 else "assistant", "content": f"m{i}"}


def save_turns(client, count: int, start: int = 0, user: str = "u", session: str = "s") -> None:
    for i in range(start, start + count):
        client.save(user, session, "a", [turn(i)])


def summary_state(client, user="u", session="s"):
    return client.summary(user, session, "a")


def texts(messages) -> list[str]:
    return [m["content"][0]["text"] for m in messages]


def test_fold_boundary_keeps_last_pairs():
    messages = [
        {"role": "user" if i % 2 == 0 else "assistant", "content": [{"text": str(i)}]} for i in range(8)
    ]
    assert fold_boundary(messages, 2) == 4
    assert fold_boundary(messages, 0) == 8
    assert fold_boundary(messages, 5) == 0


def test_fold_boundary_never_splits_a_tool_call_from_its_result():
    messages = [
        {"role": "user", "content": [{"text": "q"}]},
        {"role": "assistant", "content": [{"text": "a"}]},
        {"role": "user", "content": [{"text": "weather?"}]},
        {"role": "assistant", "content": [{"tool_call": {"id": "c1", "name": "weather"}}]},
        {"role": "tool", "content": [{"tool_result": {"toolUseId": "c1", "content": "sunny"}}]},
        {"role": "assistant", "content": [{"text": "It is sunny."}]},
    ]
    # keep_last=1 would start the tail at the tool result: the call moves into the tail with it
    assert fold_boundary(messages, 1) == 3


def test_fold_boundary_folds_a_slot_made_only_of_tool_calls():
    def step(n: int, result: bool = True, call: bool = True) -> dict:
        parts = [{"tool_result": {"toolUseId": f"c{n - 1}", "content": "busy"}}] if result else []
        parts += [{"tool_call": {"id": f"c{n}", "name": "poll"}}] if call else []
        return {"role": "assistant", "content": parts}

    # an agent polling: every message answers the previous call and makes the next one
    messages = [step(0, result=False), *(step(n) for n in range(1, 8)), step(8, call=False)]
    # moving earlier would fold nothing, ever: the boundary moves later, to the end of the chain
    assert fold_boundary(messages, 2) == len(messages)


def test_backoff_grows_and_is_capped():
    assert [backoff_seconds(n) for n in (1, 2, 3)] == [5.0, 10.0, 20.0]
    assert backoff_seconds(50) == 600.0


def test_below_trigger_nothing_is_summarized(start_daemon):
    daemon = start_daemon(*FAKE)
    with daemon.client() as client:
        client.save("u", "s", "a", [turn(i) for i in range(6)])  # one commit, one job; 6 is not > 2 x 3
        wait_for(lambda: client.health()["summarizer"]["jobs_run"] >= 1)  # that job has run
        assert summary_state(client)["state"] == "none"
        assert client.fetch("u", "s", "a")["summary"] is None


def test_past_trigger_summary_plus_last_pairs_verbatim(start_daemon):
    daemon = start_daemon(*FAKE)
    with daemon.client() as client:
        save_turns(client, 7)
        state = wait_for(lambda: (s := summary_state(client))["state"] == "ready" and s)
        assert state["summary"]["text"] == "[m0|m1|m2|m3|m4]"
        assert state["summary"]["covered_messages"] == 5
        fetched = client.fetch("u", "s", "a")
        assert fetched["summary"]["text"] == "[m0|m1|m2|m3|m4]"
        assert texts(fetched["messages"]) == ["m5", "m6"]
        # raw history is untouched, and fetch-all stays raw
        assert texts(client.fetch_all("u", "s")["messages"]) == [f"m{i}" for i in range(7)]


def test_rolling_summary_builds_on_the_previous_one(start_daemon):
    daemon = start_daemon(*FAKE)
    with daemon.client() as client:
        save_turns(client, 7)
        wait_for(lambda: summary_state(client)["state"] == "ready")
        save_turns(client, 5, start=7)  # 2 + 5 = 7 after the watermark > 6
        state = wait_for(lambda: (s := summary_state(client))["summary"]["covered_messages"] == 10 and s)
        assert state["summary"]["text"] == "[m0|m1|m2|m3|m4]+[m5|m6|m7|m8|m9]"
        assert texts(client.fetch("u", "s", "a")["messages"]) == ["m10", "m11"]


def test_fetch_is_correct_while_a_summary_is_pending(start_daemon):
    daemon = start_daemon(*FAKE, env={"HUSHMEM_TEST_SUMMARY_DELAY": "3"})
    with daemon.client() as client:
        save_turns(client, 7)
        wait_for(lambda: summary_state(client)["state"] == "pending")
        fetched = client.fetch("u", "s", "a")
        assert fetched["summary"] is None and len(fetched["messages"]) == 7


def test_max_history_size_trims_the_tail_after_the_summary(start_daemon):
    daemon = start_daemon(*FAKE)
    with daemon.client() as client:
        save_turns(client, 7)
        wait_for(lambda: summary_state(client)["state"] == "ready")
        fetched = client.fetch("u", "s", "a", max_history_size=1)
        assert fetched["summary"] is not None and fetched["messages"] == []


def test_flat_view_is_agent_squads_shape(start_daemon):
    daemon = start_daemon(*FAKE)
    with daemon.client() as client:
        save_turns(client, 7)
        wait_for(lambda: summary_state(client)["state"] == "ready")
        flat = client.fetch("u", "s", "a", view="flat")
        assert flat["messages"][0] == {"role": "user", "content": [{"text": "[Summary]: [m0|m1|m2|m3|m4]"}]}
        assert texts(flat["messages"][1:]) == ["m5", "m6"]  # the tail answers the summary: no ack


def test_flat_view_answers_the_summary_when_the_tail_starts_with_the_user(start_daemon):
    """Roles must alternate (Bedrock refuses two user turns in a row): summary, ack, then the tail."""
    daemon = start_daemon(*FAKE)
    with daemon.client() as client:
        save_turns(client, 8)
        wait_for(lambda: summary_state(client)["state"] == "ready")
        flat = client.fetch("u", "s", "a", view="flat")["messages"]
        assert [m["role"] for m in flat] == ["user", "assistant", "user", "assistant"]
        assert texts(flat)[0].startswith("[Summary]: ") and texts(flat)[2:] == ["m6", "m7"]
        empty_tail = client.fetch("u", "s", "a", max_history_size=0, view="flat")["messages"]
        assert [m["role"] for m in empty_tail] == ["user", "assistant"]


def test_summary_survives_restart_without_a_new_call(start_daemon, tmp_path):
    calls = tmp_path / "calls"
    daemon = start_daemon(*FAKE, data_dir=tmp_path / "d", env={"HUSHMEM_TEST_SUMMARY_CALLS": str(calls)})
    with daemon.client() as client:
        save_turns(client, 7)
        before = wait_for(lambda: (s := summary_state(client))["state"] == "ready" and s)
    daemon.restart()
    with daemon.client() as client:
        wait_for(lambda: client.health()["summarizer"]["queue"] == 0)  # a resumed job would be queued
        assert summary_state(client)["summary"] == before["summary"]
    assert calls.read_text().splitlines() == ["5"]


def test_slots_over_their_trigger_are_resumed_at_start(start_daemon, tmp_path):
    data = tmp_path / "d"
    plain = start_daemon(*FAST_CHAIN, data_dir=data)
    with plain.client() as client:
        save_turns(client, 9)
    plain.stop()
    resumed = start_daemon(*FAKE, data_dir=data)
    with resumed.client() as client:
        state = wait_for(lambda: (s := summary_state(client))["state"] == "ready" and s)
        assert state["summary"]["covered_messages"] == 7


def test_failing_summarizer_is_visible_and_loses_nothing(start_daemon):
    daemon = start_daemon(
        *LIGHT, "--summarizer", "tests.support.summarizers:broken", "--trigger-at", "3", "--keep-last", "1"
    )
    with daemon.client() as client:
        save_turns(client, 7)
        state = wait_for(lambda: (s := summary_state(client))["state"] == "failed" and s)
        assert state["error"] == "RuntimeError in the summarizer" and state["attempts"] == 1
        assert len(client.fetch("u", "s", "a")["messages"]) == 7
        assert client.health()["status"] == "ok"
        client.save("u", "s", "a", [turn(7)])  # still saving
    assert "secret words" not in daemon.log()


def test_forget_removes_the_summary(start_daemon):
    daemon = start_daemon(*FAKE)
    with daemon.client() as client:
        save_turns(client, 7)
        wait_for(lambda: summary_state(client)["state"] == "ready")
        client.forget_session("u", "s")
        assert summary_state(client)["state"] == "none"
        assert client.fetch("u", "s", "a") == {"summary": None, "messages": []}


@pytest.mark.parametrize("flag", ["--trigger-at", "--model-idle-exit"])
def test_bad_summary_settings_are_config_errors(flag, tmp_path):
    from hushmem.core.config import load
    from hushmem.core.errors import ConfigError

    with pytest.raises(ConfigError):
        load({flag[2:].replace("-", "_"): 0}, environ={})


def test_a_fold_that_fails_again_is_summarized_by_rule_and_the_failure_kept(start_daemon):
    daemon = start_daemon(
        *LIGHT, "--summarizer", "tests.support.summarizers:broken", "--trigger-at", "3", "--keep-last", "1"
    )
    with daemon.client() as client:
        client.save("u", "s", "a", [{"role": "user", "content": "The shed door is 80 cm wide."}])
        save_turns(client, 6, start=1)
        # first failure: retried after the backoff (5 s); the second failure gives up on the summarizer
        state = wait_for(lambda: (s := summary_state(client))["summary"] and s, timeout=30)
        assert state["state"] == "ready" and state["summary"]["covered_messages"] == 5
        assert "The shed door is 80 cm wide" in state["summary"]["text"]  # the notes by rule
        assert state["error"].startswith("RuntimeError in the summarizer (failed 2 times")
        assert client.health()["summarizer"]["failures"] == 2


def test_a_fold_stores_its_notes_dated_by_their_messages_and_a_forget_removes_them(start_daemon):
    daemon = start_daemon(*LIGHT, "--summarizer", "extract", "--trigger-at", "3", "--keep-last", "1")
    said = ["The gym induction is on the 2nd.", "Noted.", "The locker costs 3 euros.", "Noted.",
            "I want to use the pool.", "Noted.", "The gym induction moved to the 4th."]  # fmt: skip
    with daemon.client() as client:
        client.save(
            "u",
            "s",
            "a",
            [
                turn(i) | {"content": text, "timestamp": 1000 * i, "id": f"m{i}"}
                for i, text in enumerate(said)
            ],
        )
        state = wait_for(lambda: (s := summary_state(client))["state"] == "ready" and s)
        assert state["summary"]["covered_messages"] == 5
        notes = client.notes("u", "s", "a")["notes"]
        assert [(n["text"], n["said_at"], n["source_ids"]) for n in notes] == [
            ("The gym induction is on the 2nd", 0, ["m0"]),
            ("The locker costs 3 euros", 2000, ["m2"]),
            ("User wants to use the pool", 4000, ["m4"]),
        ]
        assert all(n["superseded_by"] is None and n["decided_by"] == "none" for n in notes)
        assert state["summary"]["text"].splitlines()[1:] == [
            "1970-01-01:",
            "- The gym induction is on the 2nd",
            "- The locker costs 3 euros",
            "- User wants to use the pool",
        ]
        more = ["Noted.", "I need a padlock.", "Noted.", "Sauna is extra.", "Noted."]
        client.save(
            "u", "s", "a", [turn(i + 1) | {"content": t, "timestamp": 7000 + i} for i, t in enumerate(more)]
        )
        state = wait_for(lambda: (s := summary_state(client))["summary"]["covered_messages"] == 10 and s)
        texts_now = [n["text"] for n in client.notes("u", "s", "a")["notes"]]
        assert texts_now[-2:] == ["The gym induction moved to the 4th", "User needs a padlock"]  # later last
        assert state["summary"]["text"].endswith(
            "- The gym induction moved to the 4th\n- User needs a padlock"
        )
        client.forget_session("u", "s")
        assert client.notes("u", "s", "a") == {"notes": []}


@pytest.mark.parametrize(
    "url", ["http://10.1.2.3:8080/v1", "https://api.example.com/v1", "http://127.0.0.1.nip.io/v1"]
)
def test_a_model_url_off_the_machine_is_refused_naming_the_rule(url):
    from hushmem.core.config import load
    from hushmem.core.errors import ConfigError

    with pytest.raises(ConfigError, match=r"loopback or Unix socket only"):
        load({"resolver": "model", "model_url": url}, environ={})
    assert load({"model_url": "http://[::1]:8080/v1"}, environ={}).model_url == "http://[::1]:8080/v1"


def test_a_resolver_server_that_keeps_failing_leaves_the_notes_by_rule(start_daemon):
    from hushmem.testing.scripted_server import scripted_server
    from tests.support.daemon import short_dir

    socket = short_dir() / "llm.sock"
    with scripted_server(socket, lambda body: None) as requests:  # every decision: HTTP 500
        daemon = start_daemon(*LIGHT, "--summarizer", "extract", "--trigger-at", "3", "--keep-last", "1",
                              "--resolver", "model", "--model-url", f"unix:{socket}")  # fmt: skip
        said = ["The shed door is 80 cm wide.", "Noted.", "The shed door is 90 cm wide now.", "Noted."]
        with daemon.client() as client:
            client.save("u", "s", "a", [turn(i) | {"content": text} for i, text in enumerate(said)])
            save_turns(client, 3, start=4)
            state = wait_for(lambda: (s := summary_state(client))["summary"] and s, timeout=30)
        assert (
            state["error"]
            == "the model server answered HTTP 500 (failed 2 times on these messages: notes by rule stand)"
        )
        assert "80 cm" in state["summary"]["text"] and "90 cm" in state["summary"]["text"]  # time order
        assert len(requests) == 2  # one decision asked per attempt, none after the fold gave up
