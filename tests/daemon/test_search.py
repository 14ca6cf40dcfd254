"""Full-text search over a user's scrubbed memory, kept in step with saves and forgets."""

from __future__ import annotations

import sqlite3

from hushmem.daemon.client import text_message as msg
from tests.support.daemon import FAST_CHAIN


def test_search_finds_words_across_sessions_for_that_user_only(client, uid):
    client.save(uid, "s1", "a", [msg("user", "The quarterly budget is tight"), msg("assistant", "Noted")])
    client.save(uid, "s2", "b", [{"role": "user", "content": [{"audio_transcript": "budget meeting moved"}]}])
    client.save(uid + "-other", "s1", "a", [msg("user", "my budget too")])
    hits = client.search(uid, "budget")["results"]
    assert sorted((h["session_id"], h["agent_id"]) for h in hits) == [("s1", "a"), ("s2", "b")]
    assert "[budget]" in hits[0]["snippet"]
    assert client.search(uid, "budget tight")["results"][0]["session_id"] == "s1"  # every word
    assert client.search(uid, "nonexistentword")["results"] == []


def test_fts_syntax_in_a_query_is_not_an_error(client, uid):
    client.save(uid, "s", "a", [msg("user", "alpha beta")])
    for query in ['"', "alpha OR", "NEAR(alpha", "a*", "alpha)"]:
        client.search(uid, query)  # raises on a 4xx/5xx


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


def test_search_cli(start_daemon):
    import os
    import subprocess
    import sys

    from tests.support.daemon import ROOT

    daemon = start_daemon(*FAST_CHAIN)
    with daemon.client() as client:
        client.save("u", "s", "a", [msg("user", "remember the anniversary dinner")])
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HUSHMEM_SOCKET": str(daemon.socket)}
    out = subprocess.run([sys.executable, "-m", "hushmem", "search", "u", "anniversary"], capture_output=True,
                         text=True, env=env, timeout=60)  # fmt: skip
    assert out.returncode == 0 and "s/a user: remember the [anniversary] dinner" in out.stdout
