"""Summarization end to end with the real bundled GGUF model in its worker process."""

from __future__ import annotations

import os
import signal
import time

import pytest

from tests.support.waiting import wait_for

pytestmark = pytest.mark.model

REAL = ["--transforms", '["clip"]', "--trigger-at", "3", "--keep-last", "1"]
CONVERSATION = [
    ("user", "I'm planning the team offsite for March 14."),
    ("assistant", "Great, how many people?"),
    ("user", "We are 12 people and the budget is 2,400 euros."),
    ("assistant", "Noted. Any dietary needs?"),
    ("user", "Two vegetarians, and I'm allergic to peanuts."),
    ("assistant", "Understood, no peanuts."),
    ("user", "Please book the venue near the station."),
]


def save_conversation(client, user="u"):
    for role, text in CONVERSATION:
        client.save(user, "s", "a", [{"role": role, "content": text}])


def health_model(client):
    return client.health()["summarizer"]["model"]


def test_summary_is_made_in_the_background_with_the_real_model(start_daemon):
    daemon = start_daemon(*REAL)
    with daemon.client() as client:
        started = time.monotonic()
        save_conversation(client)
        assert time.monotonic() - started < 5  # saves do not wait for the model
        state = wait_for(lambda: (s := client.summary("u", "s", "a"))["state"] == "ready" and s, timeout=180)
        text = state["summary"]["text"]
        for key in ("March 14", "2,400", "peanuts", "vegetarians"):
            assert key in text, key
        fetched = client.fetch("u", "s", "a")
        assert [m["content"][0]["text"] for m in fetched["messages"]] == [
            "Understood, no peanuts.",
            "Please book the venue near the station.",
        ]
        assert client.health()["summarizer"]["summaries_made"] == 1


def test_summary_survives_restart_without_a_model_call(start_daemon, tmp_path):
    daemon = start_daemon(*REAL, data_dir=tmp_path / "d")
    with daemon.client() as client:
        save_conversation(client)
        before = wait_for(lambda: (s := client.summary("u", "s", "a"))["state"] == "ready" and s, timeout=180)
    daemon.restart()
    with daemon.client() as client:
        wait_for(lambda: client.health()["summarizer"]["queue"] == 0)  # a resumed job would be queued
        assert client.summary("u", "s", "a")["summary"] == before["summary"]
        assert health_model(client) == {"state": "stopped", "pid": None}
        assert client.health()["summarizer"]["summaries_made"] == 0


def test_worker_killed_mid_summary_leaves_daemon_serving_and_data_intact(start_daemon):
    daemon = start_daemon(*REAL, "--n-threads", "1")
    with daemon.client() as client:
        save_conversation(client)
        pid = wait_for(lambda: health_model(client)["pid"], timeout=180)
        os.kill(pid, signal.SIGKILL)
        failed = wait_for(
            lambda: (s := client.summary("u", "s", "a"))["state"] in ("failed", "ready") and s, timeout=180
        )
        assert client.health()["status"] == "ok"
        assert len(client.fetch_all("u", "s")["messages"]) == len(CONVERSATION)
        if failed["state"] == "failed":  # we killed it mid-job (not after it had already finished)
            assert "died" in failed["error"]
            # retried with backoff on a fresh worker
            wait_for(lambda: client.summary("u", "s", "a")["state"] == "ready", timeout=180)


def test_broken_model_file_fails_visibly_and_loses_nothing(start_daemon, tmp_path):
    bogus = tmp_path / "not-a-model.gguf"
    bogus.write_bytes(b"this is not a gguf file" * 100)
    daemon = start_daemon(*REAL, "--model-path", str(bogus))
    with daemon.client() as client:
        save_conversation(client)
        state = wait_for(lambda: (s := client.summary("u", "s", "a"))["state"] == "failed" and s, timeout=180)
        assert "could not be loaded" in state["error"]
        assert len(client.fetch("u", "s", "a")["messages"]) == len(CONVERSATION)
        assert client.health()["status"] == "ok"


def test_a_model_error_on_every_attempt_leaves_the_notes_and_records_it(start_daemon):
    # a 64-token context: every prompt overflows it, so the model fails the same way on each attempt
    daemon = start_daemon(*REAL, "--n-ctx", "64")
    with daemon.client() as client:
        save_conversation(client)
        state = wait_for(lambda: (s := client.summary("u", "s", "a"))["summary"] and s, timeout=180)
        assert state["state"] == "ready" and "the model failed" in state["error"]
        for key in ("March 14", "2,400", "peanuts"):  # the notes by rule, without the model's label
            assert key in state["summary"]["text"], key
        assert len(client.fetch("u", "s", "a")["messages"]) == 2  # the watermark moved on


def test_model_worker_exits_when_idle(start_daemon):
    daemon = start_daemon(*REAL, "--model-idle-exit", "1")
    with daemon.client() as client:
        save_conversation(client)
        wait_for(lambda: client.summary("u", "s", "a")["state"] == "ready", timeout=180)
        wait_for(lambda: health_model(client)["state"] == "stopped", timeout=10)


def test_missing_model_path_is_a_config_error_at_start(tmp_path):
    from hushmem.core.config import load
    from hushmem.core.errors import ConfigError
    from hushmem.models.build import model_settings

    with pytest.raises(ConfigError, match="not a file"):
        model_settings(load({"model_path": str(tmp_path / "nope.gguf")}, environ={}))


def test_the_bundled_model_decides_through_the_json_grammar(bundled_worker):
    """The plumbing of `resolver = "model"` with the local GGUF: the grammar llama.cpp makes from the
    decision schema holds the 135M model to valid JSON; the check decides whether it stands."""
    import json

    from hushmem.models.backends import worker_complete
    from hushmem.models.notes import Note
    from hushmem.models.resolvers import ACTIONS, DECISION_SCHEMA, ModelResolver, decision_messages

    notes = [Note(1, "The team offsite is on March 14", 0), Note(2, "User's budget is 2,400 euros", 0)]
    complete = worker_complete(bundled_worker)
    raw = complete(decision_messages("The offsite moved to March 21", notes), DECISION_SCHEMA)
    answer = json.loads(raw)  # valid JSON whatever the model thinks
    assert answer["action"] in ACTIONS and isinstance(answer["note_id"], int)
    decision = ModelResolver(complete).decide("The offsite moved to March 21", notes)
    assert decision.action in ACTIONS
    assert decision.note_id in (None, 1, 2)  # an id it was not offered never stands


def test_trigger_tokens_summarizes_by_model_tokens(start_daemon):
    daemon = start_daemon("--transforms", '["clip"]', "--trigger-at", "100", "--keep-last", "1",
                          "--trigger-tokens", "60")  # fmt: skip
    with daemon.client() as client:
        save_conversation(client)  # 7 messages: far below 2 x 100, but over 60 tokens
        state = wait_for(lambda: (s := client.summary("u", "s", "a"))["state"] == "ready" and s, timeout=180)
        assert state["summary"]["covered_messages"] >= 3


@pytest.fixture
def bundled_worker():
    from hushmem.core.config import load
    from hushmem.models.build import model_settings
    from hushmem.models.worker import ModelWorker

    worker = ModelWorker(model_settings(load({}, environ={})), idle_exit=30)
    yield worker
    worker.stop()


def conversation_messages() -> list[dict]:
    return [{"role": role, "content": [{"text": text}]} for role, text in CONVERSATION]


def test_structured_summary_runs_and_either_passes_its_check_or_leaves_the_notes(bundled_worker):
    from hushmem.models.structured import StructuredSummarizer, check
    from hushmem.models.summarizer import NotesSummarizer

    summary = StructuredSummarizer(bundled_worker).summarize(None, conversation_messages())
    notes = NotesSummarizer().summarize(None, conversation_messages())
    assert bundled_worker.jobs_done == 1  # the structured answer; the notes need no model
    if summary.written_by == "model":
        assert [line.split(":")[0] for line in summary.text.splitlines()] == [
            "Topics", "About the user", "Decisions", "Open tasks",
        ]  # fmt: skip
        assert check(summary.text, summary.text + "\n" + notes.text, notes.text) is None
    else:
        assert summary.text == notes.text
    for key in ("March 14", "2,400"):
        assert key in summary.text


def test_structured_answer_cut_short_falls_back_to_the_notes(bundled_worker):
    from hushmem.models.structured import StructuredSummarizer

    class Terse(StructuredSummarizer):
        answer_tokens = 6  # too few tokens for four sections: the check must reject the answer

    summary = Terse(bundled_worker).summarize(None, conversation_messages())
    assert summary.written_by == "notes"
    assert "- Two vegetarians, and User is allergic to peanuts" in summary.text.splitlines()


def test_structured_is_a_builtin_summarizer_that_needs_the_model():
    from hushmem.core.config import load
    from hushmem.models.build import BUILTIN_SUMMARIZERS, build_summarizer
    from hushmem.models.structured import StructuredSummarizer

    assert BUILTIN_SUMMARIZERS["structured"].needs_model
    built = build_summarizer(load({"summarizer": "structured"}, environ={}), None)
    assert isinstance(built, StructuredSummarizer)
