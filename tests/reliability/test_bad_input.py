"""Property-based bad input against the real daemon: malformed JSON, wrong types, deep and huge
bodies, invalid UTF-8 and surrogates, long ids and path tricks, unknown roles and parts. Always a
clear 4xx (or a 200 for what happens to be valid), never a 500, never a crash, nothing half
written."""

from __future__ import annotations

import json
from urllib.parse import quote

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.support.fuzzing import bodies

CLEAR = {200, 400, 404, 405, 413, 422}
ids = st.one_of(
    st.text(min_size=1, max_size=40),
    st.sampled_from(
        ["..", ".", "%2e%2e", "a/b", "a%2Fb", "x" * 300, "\u0000", "é", "🙂", "%00", "?q=1", "#x"]
    ),
)


@pytest.fixture(scope="module")
def http(fast_daemon):
    with httpx.Client(transport=httpx.HTTPTransport(uds=str(fast_daemon.socket)), base_url="http://localhost",
                      timeout=30) as client:  # fmt: skip
        yield client


def check(response: httpx.Response) -> None:
    assert response.status_code in CLEAR, (response.status_code, response.text[:300])
    if response.status_code >= 400:
        error = response.json()["error"]
        assert error["code"] and error["message"]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(body=bodies)
def test_any_body_gets_a_clear_answer(http, body):
    check(http.post("/v1/chats/fuzz/s/a/messages", content=body))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(user=ids, session=ids, agent=ids)
def test_any_ids_in_the_path_get_a_clear_answer(http, user, session, agent):
    path = f"/v1/chats/{quote(user, safe='')}/{quote(session, safe='')}/{quote(agent, safe='')}/messages"
    check(http.get(path))
    check(http.post(path, json={"role": "user", "content": "hi"}))
    check(http.delete(f"/v1/chats/{quote(user, safe='')}/{quote(session, safe='')}"))


def test_huge_and_deep_bodies(http):
    check(http.post("/v1/chats/fuzz/s/a/messages", content=b"[" * 200_000 + b"]" * 200_000))
    check(
        http.post(
            "/v1/chats/fuzz/s/a/messages", content=b'{"role":"user","content":"' + b"a" * 5_000_000 + b'"}'
        )
    )
    many = {"messages": [{"role": "tool", "content": "x"}] * 5000}
    check(http.post("/v1/chats/fuzz/s/a/messages", json=many))


def test_after_the_fuzzing_the_daemon_is_healthy_and_consistent(http, fast_daemon):
    assert http.get("/v1/health").json()["status"] == "ok"
    import sqlite3

    with sqlite3.connect(fast_daemon.data_dir / "hushmem.db") as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        for (content,) in conn.execute("SELECT content FROM messages WHERE user_id = 'fuzz'"):
            assert isinstance(json.loads(content), list)  # every stored message is whole
