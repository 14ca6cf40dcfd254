"""Search over a user's scrubbed memory: BM25 keywords (any word), vectors (a scripted embedder, and
the real one where marked), their fusion, the background indexer, and forgets."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import sys
import threading
from pathlib import Path

import pytest

from hushmem.core import errors
from hushmem.core.config import Config
from hushmem.core.database import open_database
from hushmem.daemon.client import Client
from hushmem.daemon.client import text_message as msg
from hushmem.daemon.search import RRF_K, fuse, query_terms
from hushmem.daemon.vectors import EMBEDDER_NICENESS
from tests.support.daemon import FAST_CHAIN
from tests.support.waiting import wait_for

WORDS = "tests.support.embedders:words"


@contextlib.contextmanager
def serving(data_dir: Path, embedder: str = WORDS, **settings):
    """A Client over the ASGI app of a runtime on `data_dir` (light chain unless `settings` say
    otherwise), stopped on exit."""
    from fastapi.testclient import TestClient

    from hushmem.daemon.app import create_app
    from hushmem.daemon.runtime import Runtime

    settings = {"transforms": ["drop", "clip"], **settings}
    config = Config(socket=data_dir / "unused.sock", data_dir=data_dir, summarizer="none", embedder=embedder,
                    **settings)  # fmt: skip
    runtime = Runtime(config)
    runtime.start()
    assert runtime.runner.wait_ready(120)
    try:
        with TestClient(create_app(runtime), base_url="http://hushmem") as http:
            yield Client(http=http), runtime
    finally:
        runtime.stop()


def indexed(client: Client) -> bool:
    embedder = client.health()["embedder"]
    return embedder["state"] == "ready" and embedder["queue"] == 0


def vector_rows(data_dir: Path, user_id: str) -> int:
    with contextlib.closing(sqlite3.connect(data_dir / "hushmem.db")) as conn:
        rows = conn.execute("SELECT count(*) FROM message_vectors WHERE user_id = ?", (user_id,))
        return rows.fetchone()[0]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    data_dir = tmp_path_factory.mktemp("search") / "data"
    with serving(data_dir) as (client, runtime):
        yield client, data_dir


@pytest.fixture
def sem(served):
    return served[0]


# --- keyword: BM25 over FTS5


def test_query_terms_drop_stop_words_unless_nothing_else_is_left():
    assert query_terms("What is the quarterly Budget? budget!") == ["quarterly", "budget"]
    assert query_terms("what is it") == ["what", "is", "it"]


def test_keyword_search_matches_any_word_and_ranks_the_fuller_match_first(client, uid):
    client.save(uid, "s1", "a", [msg("user", "The quarterly budget is tight"), msg("assistant", "Noted")])
    client.save(uid, "s2", "b", [{"role": "user", "content": [{"audio_transcript": "budget meeting moved"}]}])
    client.save(uid + "-other", "s1", "a", [msg("user", "my budget too")])
    hits = client.search(uid, "budget", mode="keyword")["results"]
    assert sorted((h["session_id"], h["agent_id"]) for h in hits) == [("s1", "a"), ("s2", "b")]
    assert "[budget]" in hits[0]["snippet"]
    ranked = client.search(uid, "how tight is the budget", mode="keyword")["results"]
    assert [h["session_id"] for h in ranked] == ["s1", "s2"]  # any word matches; both words rank higher
    assert ranked[0]["scores"]["keyword"] > ranked[1]["scores"]["keyword"]
    assert client.search(uid, "nonexistentword")["results"] == []


def test_keyword_search_keeps_to_the_session_asked(client, uid):
    client.save(uid, "s1", "a", [msg("user", "pottery class on monday")])
    client.save(uid, "s2", "a", [msg("user", "pottery class on friday")])
    hits = client.search(uid, "pottery", session_id="s2")["results"]
    assert [h["session_id"] for h in hits] == ["s2"]


def test_fts_syntax_in_a_query_is_not_an_error(client, uid):
    client.save(uid, "s", "a", [msg("user", "alpha beta")])
    for query in ['"', "alpha OR", "NEAR(alpha", "a*", "alpha)", "-alpha", "^alpha", "alpha:beta"]:
        client.search(uid, query)  # raises on a 4xx/5xx
    assert client.search(uid, "alpha OR")["results"][0]["snippet"] == "[alpha] beta"


def test_unknown_mode_is_a_validation_error(client, uid):
    with pytest.raises(errors.ValidationFailed):
        client.search(uid, "x", mode="fuzzy")


def test_semantic_search_without_an_embedder_is_unavailable_and_hybrid_says_keyword_only(client, uid):
    client.save(uid, "s", "a", [msg("user", "marmalade recipe")])
    with pytest.raises(errors.EmbedderUnavailable):
        client.search(uid, "marmalade", mode="semantic")
    answer = client.search(uid, "marmalade")
    assert answer["semantic"] == "off" and len(answer["results"]) == 1
    scores = answer["results"][0]["scores"]
    assert set(scores) == {"keyword", "fused"} and scores["fused"] == pytest.approx(1 / (RRF_K + 1))


def test_forgotten_messages_leave_the_index(app, client, uid):
    data_dir = app.state.runtime.config.data_dir
    marker = "zyzzyvaquillet"
    client.save(uid, "s", "a", [msg("user", f"{marker} here")])
    assert len(client.search(uid, marker)["results"]) == 1
    client.forget_user(uid)
    assert client.search(uid, marker)["results"] == []
    for path in data_dir.iterdir():
        assert marker.encode() not in path.read_bytes(), path.name
    with sqlite3.connect(data_dir / "hushmem.db") as conn:
        hits = conn.execute("SELECT count(*) FROM messages_fts WHERE messages_fts MATCH ?", (marker,))
        assert hits.fetchone()[0] == 0


# --- meaning: vectors from the background indexer (scripted embedder)


def test_fuse_sums_reciprocal_ranks_and_keeps_each_lists_score():
    hits = fuse({"keyword": [(1, 9.0), (2, 5.0)], "semantic": [(2, 0.9), (3, 0.8)]}, limit=10, k=60)
    assert [h.seq for h in hits] == [2, 1, 3]
    assert hits[0].scores == {"keyword": 5.0, "semantic": 0.9, "fused": pytest.approx(1 / 62 + 1 / 61)}
    assert hits[2].scores["keyword"] is None


def test_semantic_search_finds_what_shares_no_indexed_word(sem, uid):
    sem.save(uid, "s", "a", [msg("user", "I love window seats"), msg("assistant", "Lunch is at noon")])
    wait_for(lambda: indexed(sem))
    assert sem.search(uid, "which seat", mode="keyword")["results"] == []  # "seat" is not "seats"
    answer = sem.search(uid, "which seat", mode="semantic")
    assert answer["semantic"] == "ready"
    assert answer["results"][0]["content"][0]["text"] == "I love window seats"
    assert answer["results"][0]["snippet"] == "I love window seats"  # no keyword match: its first words
    hybrid = sem.search(uid, "which seat")["results"]
    assert hybrid[0]["content"][0]["text"] == "I love window seats"
    assert set(hybrid[0]["scores"]) == {"keyword", "semantic", "fused"}


def test_a_message_is_embedded_with_the_one_before_it_in_its_session(sem, uid):
    sem.save(
        uid, "s", "a", [msg("user", "did you go to the pottery class"), msg("assistant", "yes, on friday")]
    )
    sem.save(uid, "t", "a", [msg("user", "yes, on friday")])  # the same words, alone in its session
    wait_for(lambda: indexed(sem))
    hits = sem.search(uid, "pottery", mode="semantic")["results"]
    scores = {(h["session_id"], h["content"][0]["text"]): h["scores"]["semantic"] for h in hits}
    assert scores[("s", "yes, on friday")] > 0.3 > scores[("t", "yes, on friday")]


def test_hybrid_ranks_first_what_both_lists_rank_high(sem, uid):
    sem.save(uid, "s", "a", [msg("user", "the garden needs watering"), msg("assistant", "garden gnomes")])
    sem.save(uid, "t", "a", [msg("user", "watering cans are on sale")])
    wait_for(lambda: indexed(sem))
    hits = sem.search(uid, "watering the garden")["results"]
    assert hits[0]["content"][0]["text"] == "the garden needs watering"
    assert hits[0]["scores"]["keyword"] is not None and hits[0]["scores"]["semantic"] is not None


def test_health_and_metrics_show_the_embedding_queue_and_lag(sem, uid):
    sem.save(uid, "s", "a", [msg("user", "one more line")])
    wait_for(lambda: indexed(sem))
    embedder = sem.health()["embedder"]
    assert embedder["model"] == "test-words+previous" and embedder["lag_seconds"] == 0
    assert embedder["last_lag_seconds"] >= 0 and embedder["embedded"] >= 1
    metrics = sem._http.get("/v1/metrics").text
    assert "hushmem_embed_queue 0.0" in metrics and "hushmem_embed_lag_seconds" in metrics


def test_forgetting_removes_the_vectors(served, uid):
    client, data_dir = served
    client.save(uid, "s1", "a", [msg("user", "keep this one")])
    client.save(uid, "s2", "a", [msg("user", "forget this one")])
    wait_for(lambda: indexed(client))
    assert vector_rows(data_dir, uid) == 2
    client.forget_session(uid, "s2")
    assert vector_rows(data_dir, uid) == 1
    assert [h["session_id"] for h in client.search(uid, "one", mode="semantic")["results"]] == ["s1"]
    client.forget_user(uid)
    assert vector_rows(data_dir, uid) == 0


def test_messages_stored_before_the_upgrade_are_backfilled(tmp_path, uid):
    data_dir = tmp_path / "data"
    with serving(data_dir, embedder="none") as (client, _):
        turns = [msg(("user", "assistant")[n % 2], f"old line {n}", id=f"m{n}") for n in range(20)]
        client.save(uid, "s", "a", turns)
    with serving(data_dir) as (client, runtime):
        wait_for(lambda: indexed(client))
        assert vector_rows(data_dir, uid) == 20
        assert runtime.vectors.embedder.texts_embedded == 20
        hits = client.search(uid, "old line 17", mode="semantic")["results"]
        assert {h["id"] for h in hits[:2]} == {"m17", "m18"}  # m18 is embedded after m17's text


def test_a_vector_is_not_written_for_a_message_forgotten_while_it_was_embedded(served, uid):
    from hushmem.daemon.vectors import _store

    client, data_dir = served
    client.save(uid, "s", "a", [msg("user", "short-lived")])
    wait_for(lambda: indexed(client))
    with contextlib.closing(sqlite3.connect(data_dir / "hushmem.db")) as conn:
        row = conn.execute(
            "SELECT seq, user_id, session_id, agent_id, id, stored_at, content FROM messages"
            " WHERE user_id = ?",
            (uid,),
        ).fetchone()
    client.forget_user(uid)
    db = open_database(data_dir / "hushmem.db")
    try:
        assert _store(db, "test-words+previous", [row], [b"\0" * 8]) == 0
    finally:
        db.conn.close()


# --- names in a query find the placeholders they became (the real PII scrubber)


def test_a_name_in_the_query_finds_its_placeholder_in_the_sessions_where_it_is_that_name(tmp_path, uid):
    settings = {"transforms": ["pii"], "search_names": True}
    with serving(tmp_path / "data", embedder="none", **settings) as (client, runtime):
        client.save(uid, "trip", "a", [msg("user", "Priya Sharma booked the train tickets.")])
        client.save(uid, "work", "a", [msg("user", "Tom Becker booked the meeting room.")])
        stored = client.fetch(uid, "trip", "a")["messages"][0]["content"][0]["text"]
        assert stored == "<PERSON_1> booked the train tickets."  # both sessions' <PERSON_1>
        hits = client.search(uid, "What did Priya Sharma book?")["results"]
        assert [h["session_id"] for h in hits] == ["trip"]
        assert hits[0]["snippet"] == "<[PERSON_1]> booked the train tickets."
        assert [h["session_id"] for h in client.search(uid, "tom becker")["results"]] == ["work"]
        assert client.search(uid, "Anna Lindqvist")["results"] == []
        runtime.config.search_names = False
        assert client.search(uid, "What did Priya Sharma book?")["results"] == []
        rows = runtime.reader.execute("SELECT * FROM placeholders ORDER BY 1, 2, 3, 4").fetchall()
        assert len(rows) == 6  # as the saves left them (2 names, their 4 parts): a search stores nothing


# --- the real embedder


@pytest.mark.embedder
def test_the_bundled_embedder_finds_a_preference_asked_about_in_other_words(tmp_path, uid):
    with serving(tmp_path / "data", embedder="minilm") as (client, _):
        client.save(uid, "s", "a", [
            msg("user", "I prefer window seats when I fly"), msg("assistant", "Noted."),
            msg("user", "The printer on the third floor is broken again"), msg("assistant", "I'll file it."),
            msg("user", "My sister's wedding is in June"),
        ])  # fmt: skip
        wait_for(lambda: indexed(client), timeout=60)
        hits = client.search(uid, "what seat do I like on a plane", mode="semantic")["results"]
        assert hits[0]["content"][0]["text"] == "I prefer window seats when I fly"
        assert 0 < hits[0]["scores"]["semantic"] <= 1


def test_search_cli(start_daemon):
    import os
    import subprocess
    import sys

    from tests.support.daemon import ROOT

    daemon = start_daemon(*FAST_CHAIN)
    with daemon.client() as client:
        client.save("u", "s", "a", [msg("user", "remember the anniversary dinner")])
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HUSHMEM_SOCKET": str(daemon.socket)}
    command = [sys.executable, "-m", "hushmem", "search", "u", "when is our anniversary", "--mode", "keyword"]
    out = subprocess.run(command, capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0 and "s/a user: remember the [anniversary] dinner" in out.stdout


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a thread's niceness is Linux's")
def test_the_embedder_thread_yields_the_cpu_to_saves(served):
    thread = next(t for t in threading.enumerate() if t.name == "hushmem-embedder")
    assert os.getpriority(os.PRIO_PROCESS, thread.native_id) == EMBEDDER_NICENESS
    assert os.getpriority(os.PRIO_PROCESS, threading.get_native_id()) < EMBEDDER_NICENESS


def test_a_user_with_no_vector_yet_finds_no_meaning_and_no_error(sem, uid):
    sem.save(uid, "s", "a", [msg("user", "   ")])  # stored, but no text to embed: no vector
    wait_for(lambda: indexed(sem))
    assert sem.search(uid, "kettle", mode="semantic")["results"] == []
    assert sem.search(uid, "kettle")["results"] == []


def test_a_search_waits_for_one_text_of_the_indexers_batch_not_the_batch(tmp_path, uid):
    with serving(tmp_path / "data", embedder="tests.support.embedders:gated") as (client, runtime):
        embedder = runtime.vectors.embedder
        roles = ("user", "assistant", "user")
        client.save(
            uid, "s", "a", [msg(r, f"gated {n}") for r, n in zip(roles, ("one", "two", "three"), strict=True)]
        )
        assert embedder.held.wait(10)  # the indexer is inside its first text's call
        search = threading.Thread(target=client.search, args=(uid, "kettle"), kwargs={"mode": "semantic"})
        search.start()
        wait_for(lambda: runtime.vectors._queries_waiting == 1)
        embedder.gate.set()
        search.join(10)
        wait_for(lambda: indexed(client))
    assert len(embedder.calls[0]) == 1 and embedder.calls[1] == ["kettle"]
    assert sum(len(call) for call in embedder.calls[2:]) == 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a thread's niceness is Linux's")
def test_a_query_is_embedded_at_the_daemons_priority_not_the_indexers(tmp_path, uid):
    with serving(tmp_path / "data") as (client, runtime):
        client.save(uid, "s", "a", [msg("user", "the kettle whistles at dawn")])
        wait_for(lambda: indexed(client))
        client.search(uid, "when does the kettle whistle", mode="semantic")
        niceness = runtime.vectors.embedder.niceness
    assert niceness["the kettle whistles at dawn"] == EMBEDDER_NICENESS
    assert niceness["when does the kettle whistle"] < EMBEDDER_NICENESS
