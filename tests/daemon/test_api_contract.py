"""The HTTP contract, in-process through the ASGI app on a real database (light chain: no PII model);
the README's curl example runs against a real daemon on a real socket."""

from __future__ import annotations

import json
import subprocess

import httpx
import pytest

from hushmem.core import errors
from hushmem.daemon.client import text_message as msg


def texts(data: dict) -> list[str]:
    return [m["content"][0]["text"] for m in data["messages"]]


def test_health_reports_ok_and_version(client):
    health = client.health()
    assert health["status"] == "ok"
    assert health["version"]
    assert health["scrubber"]["state"] == "ready"


def test_save_then_fetch_returns_messages_in_order(client, uid):
    client.save(uid, "s", "a", [msg("user", "one"), msg("assistant", "two"), msg("user", "three")])
    data = client.fetch(uid, "s", "a")
    assert data["summary"] is None
    assert texts(data) == ["one", "two", "three"]
    assert [m["role"] for m in data["messages"]] == ["user", "assistant", "user"]


def test_save_answers_with_stored_ids(client, uid):
    result = client.save(uid, "s", "a", [msg("user", "hi", id="m1"), msg("assistant", "yo")])
    assert result["stored"][0] == {"index": 0, "id": "m1"}
    assert result["stored"][1]["index"] == 1 and result["stored"][1]["id"]
    assert result["skipped"] == [] and result["dropped"] == []


def test_single_message_body_is_accepted(http, client, uid):
    response = http.request("POST", f"/v1/chats/{uid}/s/a/messages", json=msg("user", "solo"))
    assert response.status_code == 200
    assert texts(client.fetch(uid, "s", "a")) == ["solo"]


def test_plain_string_content_means_one_text_part(client, uid):
    client.save(uid, "s", "a", [{"role": "user", "content": "plain"}])
    assert client.fetch(uid, "s", "a")["messages"][0]["content"] == [{"text": "plain"}]


def test_unknown_and_tool_parts_are_kept_as_given(client, uid):
    parts = [
        {"text": "see image"},
        {"image": {"format": "png", "source": "ref-1"}},
        {"tool_call": {"id": "c1", "name": "lookup", "input": {"q": "weather"}}},
    ]
    client.save(uid, "s", "a", [{"role": "assistant", "content": parts}])
    assert client.fetch(uid, "s", "a")["messages"][0]["content"] == parts


def test_timestamp_accepts_epoch_ms_and_iso8601(client, uid):
    client.save(
        uid,
        "s",
        "a",
        [
            msg("user", "a", timestamp=1_700_000_000_000),
            msg("assistant", "b", timestamp="2024-01-02T03:04:05Z"),
        ],
    )
    stamps = [m["timestamp"] for m in client.fetch(uid, "s", "a")["messages"]]
    assert stamps == [1_700_000_000_000, 1_704_164_645_000]


def test_consecutive_same_role_is_skipped_within_a_batch(client, uid):
    result = client.save(uid, "s", "a", [msg("user", "q1"), msg("user", "q2"), msg("assistant", "a1")])
    assert [s["reason"] for s in result["skipped"]] == ["consecutive_role"]
    assert result["skipped"][0]["index"] == 1
    assert texts(client.fetch(uid, "s", "a")) == ["q1", "a1"]


def test_consecutive_same_role_is_skipped_across_saves(client, uid):
    client.save(uid, "s", "a", [msg("user", "q1")])
    result = client.save(uid, "s", "a", [msg("user", "q2")])
    assert result["stored"] == [] and result["skipped"][0]["reason"] == "consecutive_role"


def test_tool_and_system_messages_are_not_guarded(client, uid):
    batch = [msg("system", "s1"), msg("system", "s2"), msg("tool", "t1"), msg("tool", "t2")]
    assert len(client.save(uid, "s", "a", batch)["stored"]) == 4


def test_retry_with_same_client_id_is_stored_once(client, uid):
    client.save(uid, "s", "a", [msg("user", "hi", id="x1")])
    again = client.save(uid, "s", "a", [msg("user", "hi", id="x1")])
    assert again["stored"] == []
    assert again["skipped"] == [{"index": 0, "id": "x1", "reason": "duplicate_id"}]
    assert texts(client.fetch(uid, "s", "a")) == ["hi"]


def test_max_history_size_keeps_last_even_number(client, uid):
    batch = [msg("user" if i % 2 == 0 else "assistant", str(i)) for i in range(7)]
    client.save(uid, "s", "a", batch)
    assert texts(client.fetch(uid, "s", "a", max_history_size=4)) == ["3", "4", "5", "6"]
    assert texts(client.fetch(uid, "s", "a", max_history_size=5)) == ["3", "4", "5", "6"]
    assert texts(client.fetch(uid, "s", "a", max_history_size=1)) == []
    assert texts(client.fetch(uid, "s", "a", max_history_size=0)) == []
    assert len(client.fetch(uid, "s", "a", max_history_size=100)["messages"]) == 7


def test_max_history_size_never_deletes(client, uid):
    client.save(uid, "s", "a", [msg("user", "1"), msg("assistant", "2"), msg("user", "3")])
    client.fetch(uid, "s", "a", max_history_size=2)
    assert len(client.fetch(uid, "s", "a")["messages"]) == 3


def test_unknown_slot_is_an_empty_list(client, uid):
    assert client.fetch(uid, "nobody", "none") == {"summary": None, "messages": []}


@pytest.mark.parametrize("other", [("u2", "s", "a"), ("USER", "s2", "a"), ("USER", "s", "a2")])
def test_users_sessions_and_agents_are_isolated(client, uid, other):
    client.save(uid, "s", "a", [msg("user", "mine")])
    user = uid if other[0] == "USER" else uid + other[0]
    assert client.fetch(user, other[1], other[2])["messages"] == []


def test_fetch_all_orders_by_timestamp_then_insertion_with_agent_id(client, uid):
    client.save(uid, "s", "billing", [msg("user", "b-late", timestamp=3000)])
    client.save(uid, "s", "tech", [msg("user", "t-early", timestamp=1000)])
    client.save(uid, "s", "tech", [msg("assistant", "t-tie", timestamp=3000)])
    data = client.fetch_all(uid, "s")
    assert texts(data) == ["t-early", "b-late", "t-tie"]
    assert [m["agent_id"] for m in data["messages"]] == ["tech", "billing", "tech"]


def test_forget_session_removes_only_that_session(client, uid):
    client.save(uid, "s1", "a", [msg("user", "x")])
    client.save(uid, "s2", "a", [msg("user", "y")])
    assert client.forget_session(uid, "s1") == {"forgotten_messages": 1}
    assert client.fetch(uid, "s1", "a")["messages"] == []
    assert texts(client.fetch(uid, "s2", "a")) == ["y"]


def test_forget_user_removes_every_session(client, uid):
    client.save(uid, "s1", "a", [msg("user", "x")])
    client.save(uid, "s2", "b", [msg("user", "y")])
    client.save(uid + "-other", "s1", "a", [msg("user", "z")])
    assert client.forget_user(uid) == {"forgotten_messages": 2}
    assert client.fetch_all(uid, "s1")["messages"] == [] and client.fetch_all(uid, "s2")["messages"] == []
    assert texts(client.fetch(uid + "-other", "s1", "a")) == ["z"]


def test_openapi_document_is_served(http):
    spec = http.request("GET", "/openapi.json").json()
    assert "/v1/chats/{user_id}/{session_id}/{agent_id}/messages" in spec["paths"]
    post = spec["paths"]["/v1/chats/{user_id}/{session_id}/{agent_id}/messages"]["post"]
    assert "requestBody" in post


def test_curl_works_as_in_readme(fast_daemon, uid):
    """The README's curl example, run as pasted (with this daemon's socket)."""
    base = ["curl", "-sS", "--unix-socket", str(fast_daemon.socket)]
    body = json.dumps({"messages": [{"role": "user", "content": "Hello there"}]})
    saved = subprocess.run(
        [*base, "-X", "POST", f"http://localhost/v1/chats/{uid}/s1/a1/messages", "-d", body],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(saved.stdout)["stored"][0]["index"] == 0
    fetched = subprocess.run(
        [*base, f"http://localhost/v1/chats/{uid}/s1/a1/messages"], capture_output=True, text=True, check=True
    )
    assert json.loads(fetched.stdout)["messages"][0]["content"] == [{"text": "Hello there"}]


# --- errors: one JSON shape, the right status, and the daemon stays up


def error_of(response: httpx.Response) -> tuple[int, str]:
    return response.status_code, response.json()["error"]["code"]


@pytest.mark.parametrize(
    "body, status, code",
    [
        (b"{not json", 400, "invalid_json"),
        (b"\xff\xfe", 400, "invalid_json"),
        (b'{"role": "user", "content": "\\ud800"}', 400, "invalid_json"),
        (b'{"role": "user", "content": [{"x": NaN}]}', 400, "invalid_json"),
        (b'{"role": "user", "content": [{"x": -Infinity}]}', 400, "invalid_json"),
        (b"[]", 422, "validation"),
        (b'{"messages": []}', 422, "validation"),
        (b'{"role": "robot", "content": "x"}', 422, "validation"),
        (b'{"role": "user", "content": 5}', 422, "validation"),
        (b'{"role": "user", "content": [{"text": 5}]}', 422, "validation"),
        (b'{"role": "user", "content": [{}]}', 422, "validation"),
        (b'{"role": "user", "content": "x", "timestamp": "yesterday"}', 422, "validation"),
        (b'{"role": "user", "content": "x", "timestamp": true}', 422, "validation"),
        (b'{"role": "user", "content": "x", "extra": 1}', 422, "validation"),
        (b'{"role": "user", "content": "x", "id": ""}', 422, "validation"),
        (b'{"role": "user", "content": [' + b"[" * 100 + b"]" * 100 + b"]}", 422, "validation"),
    ],
)
def test_bad_bodies_get_a_clear_4xx(http, client, uid, body, status, code):
    response = http.request("POST", f"/v1/chats/{uid}/s/a/messages", content=body)
    assert error_of(response) == (status, code)
    assert client.fetch(uid, "s", "a")["messages"] == []
    assert client.health()["status"] == "ok"


def test_one_invalid_message_stores_none_of_the_batch(http, client, uid):
    body = {"messages": [msg("user", "fine"), {"role": "user", "content": 3}]}
    response = http.request("POST", f"/v1/chats/{uid}/s/a/messages", json=body)
    assert response.status_code == 422
    assert client.fetch(uid, "s", "a")["messages"] == []


def test_oversized_body_is_413(http, client, uid):
    big = {"role": "user", "content": "x" * 1_100_000}
    response = http.request("POST", f"/v1/chats/{uid}/s/a/messages", json=big)
    assert error_of(response) == (413, "payload_too_large")
    assert client.fetch(uid, "s", "a")["messages"] == []


def test_unknown_route_is_json_404(http):
    assert error_of(http.request("GET", "/v1/nothing")) == (404, "not_found")


def test_bad_query_parameter_is_422(http, uid):
    response = http.request("GET", f"/v1/chats/{uid}/s/a/messages?max_history_size=lots")
    assert error_of(response) == (422, "validation")


def test_overlong_id_is_422(client):
    with pytest.raises(errors.ValidationFailed):
        client.fetch("u" * 300, "s", "a")


def test_slash_in_id_cannot_reach_another_route(client, uid):
    with pytest.raises(errors.ValidationFailed, match="session_id"):
        client.save(uid, "s/../x", "a", [msg("user", "x")])


@pytest.mark.parametrize(
    "method, path, named",
    [("GET", "/v1/chats/u/s%2F/a/messages", "session_id"), ("POST", "/v1/chats////messages", "user_id"),
     ("GET", "/v1/chats/u//a/summary", "session_id"), ("GET", "/v1/chats/u/s//messages", "agent_id"),
     ("DELETE", "/v1/chats/u%2Fv/s", "user_id"), ("GET", "/v1/users//search?q=x", "user_id")],
)  # fmt: skip
def test_an_id_that_breaks_the_route_is_422_naming_it_not_404(http, method, path, named):
    """Empty ids, or encoded slashes (decoded before routing), leave no route to match: the answer
    names the id rather than saying the endpoint does not exist (and never redirects)."""
    response = http.request(method, path)
    assert error_of(response) == (422, "validation")
    assert named in response.json()["error"]["message"]


@pytest.mark.parametrize(
    "path, named",
    [("/v1/chats/u%2Fs/a/messages", "user_id"), ("/v1/chats/u/s%2fa/messages", "session_id"),
     ("/v1/users/u%2Fsearch?q=x", "user_id")],
)  # fmt: skip
def test_an_encoded_slash_cannot_make_a_path_match_another_slot(http, path, named):
    """Decoded, `u%2Fs/a/messages` is `u/s/a/messages`: slot (u, s, a), not user "u/s"."""
    response = http.request("GET", path)
    assert error_of(response) == (422, "validation")
    assert named in response.json()["error"]["message"]


def test_an_unknown_endpoint_with_good_ids_is_still_404(http):
    assert error_of(http.request("GET", "/v1/chats/u/s/a/nothing")) == (404, "not_found")


def test_an_encoded_slash_in_the_query_is_not_an_id(client, uid):
    assert client.search(uid, "a/b")["results"] == []


@pytest.mark.parametrize("query", ["%00", "a%00b", "%00%00", "word%00"])
def test_a_nul_in_the_search_query_is_422_naming_q(http, uid, query):
    response = http.request("GET", f"/v1/users/{uid}/search?q={query}")
    assert error_of(response) == (422, "validation")
    assert "query.q" in response.json()["error"]["message"]


@pytest.mark.parametrize("view", ["summary", "flat"])
def test_a_max_history_size_beyond_sqlites_integers_is_422_naming_it(http, client, uid, view):
    client.save(uid, "s", "a", [msg("user", "one")])  # with no message the query never ran
    response = http.request(
        "GET", f"/v1/chats/{uid}/s/a/messages", params={"max_history_size": 2**63, "view": view}
    )
    assert error_of(response) == (422, "validation")
    assert "query.max_history_size" in response.json()["error"]["message"]


def test_the_largest_sqlite_integer_is_still_a_max_history_size(http, client, uid):
    client.save(uid, "s", "a", [msg("user", "one"), msg("assistant", "two")])
    response = http.request("GET", f"/v1/chats/{uid}/s/a/messages", params={"max_history_size": 2**63 - 1})
    assert texts(response.json()) == ["one", "two"]


@pytest.mark.parametrize(
    "timestamp", ["0001-01-01T00:00:00+14:00", "1969-12-31T23:59:59Z", "9999-12-31T23:59:59-14:00"]
)
def test_an_iso_timestamp_outside_the_integer_range_is_422(http, client, uid, timestamp):
    """ISO strings get the range epoch integers get (1970 up to year 10000): one before year 1 in UTC
    was stored, and `hushmem fetch` then crashed rendering it (found by the CLI fuzz)."""
    body = {"role": "user", "content": "x", "timestamp": timestamp}
    response = http.request("POST", f"/v1/chats/{uid}/s/a/messages", json=body)
    assert error_of(response) == (422, "validation")
    assert "timestamp" in response.json()["error"]["message"]
    assert client.fetch(uid, "s", "a")["messages"] == []
