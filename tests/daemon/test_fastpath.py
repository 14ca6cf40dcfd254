"""The save route served straight from ASGI (fastpath.py) answers exactly as FastAPI's route does:
the same status, body and headers for stored saves, skipped ones and each kind of refusal."""

from __future__ import annotations

import json

import pytest
from fastapi.testclient import TestClient

from hushmem.daemon.fastpath import SaveFastPath
from hushmem.daemon.metrics import RequestObserver


@pytest.fixture(scope="module")
def both(app):
    """(FastAPI's route, the fast path) over the same in-process app."""
    with (
        TestClient(app, base_url="http://hushmem", raise_server_exceptions=False) as routed,
        TestClient(SaveFastPath(app), base_url="http://hushmem", raise_server_exceptions=False) as fast,
    ):
        yield routed, fast


def _message(text: str, role: str = "user", **extra) -> dict:
    return {"role": role, "content": [{"text": text}], **extra}


SAVES = [
    ("stored", {"messages": [_message("hello"), _message("hi", "assistant")]}),
    ("one message", _message("alone")),
    ("skipped twice", {"messages": [_message("a", id="m1"), _message("b", id="m1")]}),
    ("not json", b"{nope"),
    ("wrong shape", {"messages": "many"}),
    ("bad role", {"messages": [_message("x", role="robot")]}),
    ("too large", {"messages": [_message("x" * 1_100_000)]}),
    ("bad id", {"messages": [_message("x", id="")]}),
]


def _post(client: TestClient, path: str, body) -> tuple[int, dict, dict]:
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    answer = client.post(path, content=content, headers={"content-type": "application/json"})
    return answer.status_code, answer.json(), dict(answer.headers)


@pytest.mark.parametrize(("case", "body"), SAVES, ids=[case for case, _ in SAVES])
def test_a_save_is_answered_as_fastapis_route_answers_it(both, uid, case, body):
    # each to its own slot: the second save of the same messages would be skipped as a repeat
    routed, fast = (
        _post(client, f"/v1/chats/{uid}/{name}/a/messages", body)
        for name, client in zip("rf", both, strict=True)
    )
    assert (routed[0], routed[2]) == (fast[0], fast[2])  # status, every header (Retry-After among them)
    if routed[0] == 200:  # ids the daemon made up differ; everything else is the same
        for answer in (routed, fast):
            answer[1]["stored"] = [{**stored, "id": None} for stored in answer[1]["stored"]]
    assert routed[1] == fast[1]


@pytest.mark.parametrize("session", ["s" * 300, "s%2Fx"], ids=["overlong", "encoded slash"])
def test_refused_ids_get_the_routes_answer(both, uid, session):
    path = f"/v1/chats/{uid}/{session}/a/messages"
    routed, fast = (_post(client, path, {"messages": [_message("x")]}) for client in both)
    assert routed == fast
    assert routed[0] == 422


def test_a_fast_save_is_counted_under_the_routes_template(app, uid):
    observed = RequestObserver(SaveFastPath(app), app.state.runtime.metrics)  # as the daemon serves it
    with TestClient(observed, base_url="http://hushmem") as fast:
        assert _post(fast, f"/v1/chats/{uid}/s/a/messages", {"messages": [_message("counted")]})[0] == 200
        metrics = fast.get("/v1/metrics").text
    assert 'route="/v1/chats/{user_id}/{session_id}/{agent_id}/messages",status="200"' in metrics


def test_other_requests_pass_through_to_the_app(both, uid):
    _, fast = both
    assert _post(fast, f"/v1/chats/{uid}/s/a/messages", {"messages": [_message("kept")]})[0] == 200
    fetched = fast.get(f"/v1/chats/{uid}/s/a/messages").json()
    assert [m["content"][0]["text"] for m in fetched["messages"]] == ["kept"]
    assert fast.get("/v1/nowhere").status_code == 404
    assert fast.put(f"/v1/chats/{uid}/s/a/messages").status_code == 405
