"""Every route of the HTTP API, in-process through the ASGI app, fed hostile input (hypothesis): ids of
any characters percent-encoded, query values of any text and integer size, bodies of any JSON, deep
JSON, invalid UTF-8. Every answer is below 500 (or 503 with a known code) in the documented error
shape, and a normal save and fetch still work afterwards.

Routes come from the app's own table (its OpenAPI document, plus the routes it leaves out), so a new
route is fuzzed without editing this file. Requests are ASGI scopes built as uvicorn builds them
from the raw request line, so paths reach the app exactly as a client wrote them (httpx would
resolve `..` and re-encode first).
"""

from __future__ import annotations

import asyncio
import json
import re
from dataclasses import dataclass
from urllib.parse import quote, unquote

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hushmem.daemon.app import create_app
from hushmem.daemon.fastpath import SaveFastPath
from tests.support.fuzzing import any_text, bodies, check_error_shape, fuzz_settings

SEEDED = ("fz", "s", "a")  # a slot with messages, so fetches and searches reach their SQL
IDS = ("user_id", "session_id", "agent_id")
SEEDED_IDS = {**dict(zip(IDS, SEEDED, strict=True)), "note_id": "1"}  # path ids that pass validation
METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"]


@dataclass(frozen=True)
class Param:
    """A documented query parameter: its name, a value it takes, the type of what it takes."""

    name: str
    valid: str
    kind: str  # "integer" or "string"
    required: bool


@dataclass(frozen=True)
class Route:
    path: str  # the template: /v1/chats/{user_id}/...
    methods: tuple[str, ...]
    query: tuple[Param, ...]


def param_of(spec: dict) -> Param:
    """A Param from an OpenAPI parameter: a valid value from its schema (the seeded slot's ids)."""
    schema = next(s for s in spec["schema"].get("anyOf", [spec["schema"]]) if s.get("type") != "null")
    if "enum" in schema:
        valid = schema["enum"][-1]
    elif schema.get("type") == "integer":
        valid = str(schema.get("minimum", 2))
    else:
        valid = SEEDED_IDS.get(spec["name"], "hello")
    kind = "integer" if schema.get("type") == "integer" else "string"
    return Param(spec["name"], valid, kind, spec.get("required", False))


def route_table(app) -> list[Route]:
    """Every route the app serves: those of its OpenAPI document with their query parameters, and
    the plain ones it leaves out of it (/openapi.json, /docs, ...)."""
    table = []
    for path, operations in app.openapi()["paths"].items():
        for method, operation in operations.items():
            query = [param_of(p) for p in operation.get("parameters", []) if p["in"] == "query"]
            table.append(Route(path, (method.upper(),), tuple(query)))
    for route in app.routes:
        if getattr(route, "path", None) and getattr(route, "methods", None):
            table.append(Route(route.path, tuple(sorted(route.methods)), ()))
    return table


ROUTES = route_table(create_app(None))  # only the table is read: no runtime needed


@dataclass(frozen=True)
class Request:
    method: str
    raw_path: bytes
    query: bytes
    body: bytes
    content_type: bytes | None
    fast_path: bool  # through the save fast path in front of the app, as the daemon serves it


async def asgi_request(app, request: Request) -> tuple[int, bytes]:
    """(status, body) of one request, its scope built as uvicorn builds it from the request line."""
    path = request.raw_path.decode("ascii")
    headers = [(b"host", b"hushmem"), (b"content-length", str(len(request.body)).encode())]
    if request.content_type is not None:
        headers.append((b"content-type", request.content_type))
    scope = {
        "type": "http", "asgi": {"version": "3.0", "spec_version": "2.3"}, "http_version": "1.1",
        "server": None, "client": None, "scheme": "http", "method": request.method, "root_path": "",
        "path": unquote(path) if "%" in path else path, "raw_path": request.raw_path,
        "query_string": request.query, "headers": headers,
    }  # fmt: skip
    finished, sent_body = asyncio.Event(), False
    status, chunks = 0, []

    async def receive() -> dict:
        nonlocal sent_body
        if not sent_body:
            sent_body = True
            return {"type": "http.request", "body": request.body, "more_body": False}
        await finished.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict) -> None:
        nonlocal status
        if message["type"] == "http.response.start":
            status = message["status"]
        elif message["type"] == "http.response.body":
            chunks.append(message.get("body", b""))
            if not message.get("more_body"):
                finished.set()

    try:
        await app(scope, receive, send)
    finally:
        finished.set()
    return status, b"".join(chunks)


segments = st.one_of(
    any_text.map(lambda t: quote(t, safe="")),
    any_text.map(lambda t: quote(t, safe="/.%")),  # literal slashes, dots and stray percent signs
)
huge = st.integers(min_value=2**62, max_value=2**300).map(lambda n: n * (-1) ** (n % 2))
typed_values = {
    "integer": st.one_of(st.integers(), huge, st.sampled_from([2**63 - 1, 2**63, -(2**63) - 1, 0, -1])).map(
        str
    ),
    "string": any_text.map(lambda t: quote(t, safe="")),
}
query_values = st.one_of(
    *typed_values.values(),
    st.binary(max_size=8).map(lambda b: quote(b, safe="")),  # invalid UTF-8
    st.sampled_from(["", "flat", "summary", "0", "1", "20", "-1", "1e3", "0x10", "%", "%zz", "hello"]),
)
JUNK = [b"", b"&&", b"=", b"&q", b"&q=%", b"&q=\xff", b"&limit=1&limit=x", b"\x00"]
CONTENT_TYPES = [b"application/json", None, b"text/plain", b"multipart/form-data"]


def encode(pairs: list[tuple[str, str]]) -> bytes:
    return "&".join(f"{name}={value}" for name, value in pairs).encode("ascii")


@st.composite
def one_bad_thing(draw, route: Route) -> Request:
    """Ids, method and other parameters that pass, and one hostile value (a query parameter of the
    right type, or the body), so that it reaches the handler's own code."""
    method = route.methods[0]
    pairs = [(p.name, p.valid) for p in route.query if p.required or draw(st.booleans())]
    body = b""
    if route.query and (method == "GET" or draw(st.booleans())):
        param = draw(st.sampled_from(route.query))
        value = draw(typed_values[param.kind] if draw(st.integers(0, 3)) else query_values)
        pairs = [(n, v) for n, v in pairs if n != param.name] + [(param.name, value)]
    else:
        body = draw(bodies)
    raw_path = route.path.format(**SEEDED_IDS)
    query = encode(draw(st.permutations(pairs)))
    return Request(method, raw_path.encode("ascii"), query, body, b"application/json", draw(st.booleans()))


@st.composite
def anything_bad(draw, route: Route) -> Request:
    """Hostile everything: ids, method, parameters known and unknown, body, content type."""
    method = draw(st.sampled_from(route.methods) if draw(st.integers(0, 4)) else st.sampled_from(METHODS))
    raw_path = re.sub(r"\{[^}]*\}", lambda _: draw(segments), route.path)
    pairs = [(p.name, draw(query_values)) for p in route.query if draw(st.booleans())]
    pairs += draw(st.lists(st.tuples(any_text.map(lambda t: quote(t, safe="")), query_values), max_size=2))
    with_body = method in ("POST", "PUT", "PATCH") or draw(st.integers(0, 5)) == 0
    return Request(
        method=method,
        raw_path=raw_path.encode("ascii"),
        query=encode(draw(st.permutations(pairs))) + draw(st.sampled_from(JUNK)),
        body=draw(bodies) if with_body else b"",
        content_type=draw(st.sampled_from(CONTENT_TYPES)),
        fast_path=draw(st.booleans()),
    )


def requests(route: Route) -> st.SearchStrategy[Request]:
    return one_bad_thing(route) | anything_bad(route)


@pytest.fixture(scope="module")
def runner():
    with asyncio.Runner() as runner:
        yield runner


def send(app, runner, request: Request) -> tuple[int, bytes]:
    return runner.run(asgi_request(SaveFastPath(app) if request.fast_path else app, request))


def save_and_fetch(app, runner, slot: tuple[str, str, str], texts: list[str]) -> list[str]:
    """Save `texts` (user, assistant, ...) with ids (a repeat stores nothing), then fetch the slot."""
    messages = [{"id": f"m{i}", "role": ("user", "assistant")[i % 2], "content": text}
                for i, text in enumerate(texts)]  # fmt: skip
    path = "/v1/chats/{}/{}/{}/messages".format(*slot).encode()
    body = json.dumps({"messages": messages}).encode()
    assert send(app, runner, Request("POST", path, b"", body, b"application/json", True))[0] == 200
    status, fetched = send(app, runner, Request("GET", path, b"", b"", None, False))
    assert status == 200
    return [m["content"][0]["text"] for m in json.loads(fetched)["messages"]]


@pytest.fixture
def seeded(app, runner):
    """The app with a slot of messages, so fetches, searches and exports reach their SQL (stored
    again before each route's run: another route's run may have forgotten it)."""
    save_and_fetch(app, runner, SEEDED, ["hello world", "hello again"])
    return app


def test_the_route_table_is_read_from_the_app():
    paths = {route.path for route in ROUTES}
    assert {"/v1/chats/{user_id}/{session_id}/{agent_id}/messages", "/v1/users/{user_id}/search",
            "/v1/export", "/v1/health", "/openapi.json"} <= paths  # fmt: skip
    search = next(r for r in ROUTES if r.path == "/v1/users/{user_id}/search")
    assert [(p.name, p.kind, p.required) for p in search.query] == [
        ("q", "string", True), ("mode", "string", False), ("limit", "integer", False),
        ("session_id", "string", False)]  # fmt: skip


def examples(route: Route) -> int:
    """More for more to vary: ten, and ten per path and query parameter and for a body."""
    return 10 * (1 + route.path.count("{") + len(route.query) + ("POST" in route.methods))


@pytest.mark.parametrize("route", ROUTES, ids=lambda r: f"{'/'.join(r.methods)} {r.path}")
def test_hostile_requests_get_a_clean_answer_and_the_daemon_still_works(seeded, runner, uid, route):
    @fuzz_settings(examples(route))
    @given(request=requests(route))
    def answered_cleanly(request: Request) -> None:
        status, body = send(seeded, runner, request)
        check_error_shape(status, body)

    answered_cleanly()
    assert save_and_fetch(seeded, runner, (uid, "s", "a"), ["still here", "and answering"]) == [
        "still here", "and answering"]  # fmt: skip
