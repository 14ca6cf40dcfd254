"""The notes API in-process on a real database: list, correct (through the transform chain), forget
one note, 404 for an unknown one; the summary text follows an edit."""

from __future__ import annotations

import pytest

from hushmem.core.schema import Slot
from hushmem.daemon import notes, store
from hushmem.models.notes import HEADER, Note, render

DAY = 86_400_000


@pytest.fixture
def noted(app, uid):
    """Two notes and the summary made of them, written as a fold writes them."""
    slot = Slot(uid, "s", "a")
    folded = [
        Note(-1, "The meetup is on the 9th", DAY, ["m1"]),
        Note(-2, "User's budget is 90 euros", 2 * DAY, ["m2"]),
    ]
    writer = app.state.runtime.writer

    def job(db):
        store.save_messages(db, slot, [])
        db.execute(
            "INSERT INTO summaries (user_id, session_id, agent_id, text, facts, narrative, covers_seq, state)"
            " VALUES (?, ?, ?, ?, '[]', '', 0, 'ready')",
            (*slot.key, render(folded)),
        )
        notes.store_fold(db, slot, [], folded)

    writer.submit(job).result()
    return slot


def ids(client, uid) -> list[int]:
    return [n["id"] for n in client.notes(uid, "s", "a")["notes"]]


def summary_text(app, slot) -> str:
    return store.read_summary_row(app.state.runtime.reader, slot)["text"]


def test_notes_are_listed_as_data_in_time_order(client, noted, uid):
    listed = client.notes(uid, "s", "a")["notes"]
    keys = ("text", "said_at", "source_ids", "superseded_by", "decided_by")
    assert [{k: n[k] for k in keys} for n in listed] == [
        {"text": "The meetup is on the 9th", "said_at": DAY, "source_ids": ["m1"], "superseded_by": None,
         "decided_by": "none"},
        {"text": "User's budget is 90 euros", "said_at": 2 * DAY, "source_ids": ["m2"], "superseded_by": None,
         "decided_by": "none"},
    ]  # fmt: skip


def test_a_correction_is_stored_as_decided_by_the_app_and_the_summary_follows(app, client, noted, uid):
    first = ids(client, uid)[0]
    note = client.update_note(uid, "s", "a", first, "The meetup is on the 16th")
    assert (note["id"], note["text"], note["decided_by"]) == (first, "The meetup is on the 16th", "app")
    assert summary_text(app, noted).splitlines() == [
        HEADER,
        "1970-01-02:",
        "- The meetup is on the 16th",
        "1970-01-03:",
        "- User's budget is 90 euros",
    ]


def test_a_correction_passes_through_the_transform_chain(tmp_path):
    """With the PII scrubber in the chain, a correction's email is stored as a placeholder."""
    from fastapi.testclient import TestClient

    from hushmem.core.config import Config
    from hushmem.daemon.app import create_app
    from hushmem.daemon.client import Client
    from hushmem.daemon.runtime import Runtime

    config = Config(socket=tmp_path / "unused.sock", data_dir=tmp_path / "data", transforms=["pii"],
                    summarizer="none", scrub_processes=1)  # fmt: skip
    runtime = Runtime(config)
    runtime.start()
    try:
        assert runtime.runner.wait_ready(120)
        app = create_app(runtime)
        slot = Slot("u", "s", "a")
        runtime.writer.submit(lambda db: notes.store_fold(db, slot, [], [Note(-1, "Old mail", DAY)])).result()
        with TestClient(app, base_url="http://hushmem") as http:
            client = Client(http=http)
            (note,) = client.notes("u", "s", "a")["notes"]
            edited = client.update_note("u", "s", "a", note["id"], "User's email is alice.smith@example.com")
        assert edited["text"] == "User's email is <EMAIL_ADDRESS_1>"
        stored = runtime.reader.execute("SELECT group_concat(text) FROM notes").fetchone()[0]
        assert "alice.smith" not in stored
    finally:
        runtime.stop()


def test_forgetting_a_note_removes_it_from_the_notes_and_the_summary(app, client, noted, uid):
    first = ids(client, uid)[0]
    assert client.forget_note(uid, "s", "a", first) == {"forgotten_notes": 1}
    assert len(ids(client, uid)) == 1
    assert "meetup" not in summary_text(app, noted)


@pytest.mark.parametrize("method", ["PATCH", "DELETE"])
def test_an_unknown_note_is_a_404_with_the_error_shape(http, noted, uid, method):
    body = {"json": {"text": "x"}} if method == "PATCH" else {}
    response = http.request(method, f"/v1/chats/{uid}/s/a/notes/999999", **body)
    assert response.status_code == 404
    assert response.json()["error"]["code"] == "not_found"


def test_another_chats_note_is_not_found(http, client, noted, uid):
    first = ids(client, uid)[0]
    response = http.request("DELETE", f"/v1/chats/{uid}/other/a/notes/{first}")
    assert response.status_code == 404 and len(ids(client, uid)) == 2


def test_an_empty_correction_is_refused(http, noted, uid):
    response = http.request("PATCH", f"/v1/chats/{uid}/s/a/notes/1", json={"text": ""})
    assert response.status_code == 422 and response.json()["error"]["code"] == "validation"


def test_flat_view_carries_the_summary_text(client, noted, uid):
    flat = client.fetch(uid, "s", "a", view="flat")["messages"]
    assert flat[0]["content"][0]["text"].endswith("User's budget is 90 euros")
