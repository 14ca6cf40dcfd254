"""Python clients for the daemon's socket, sync (`Client`) and async (`AsyncClient`), over httpx's
Unix-socket transport. The socket is resolved as the daemon resolves it; error answers come back
as the daemon's own exception types (`daemon.errors`), matched by code.

    from hushmem.daemon.client import Client, text_message
    with Client() as memory:
        memory.save("alice", "s1", "helper", [text_message("user", "hi")])
        memory.fetch("alice", "s1", "helper")["messages"]
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any, Literal, NotRequired, TypedDict
from urllib.parse import quote

import httpx

from hushmem.core import errors, paths
from hushmem.core.schema import checked_ids

Role = Literal["user", "assistant", "system", "tool"]


class Message(TypedDict):
    """A message as the daemon takes and returns it (Agent Squad's wire shape)."""

    role: Role
    content: list[dict[str, Any]] | str
    id: NotRequired[str]
    timestamp: NotRequired[int | str]


def text_message(role: Role, text: str, id: str | None = None, timestamp: int | str | None = None) -> Message:
    """A one-text-part message; `id` makes retries safe, `timestamp` defaults to the daemon's now."""
    message: Message = {"role": role, "content": [{"text": text}]}
    if id is not None:
        message["id"] = id
    if timestamp is not None:
        message["timestamp"] = timestamp
    return message


_BY_CODE: dict[str, type[errors.HushmemError]] = {}


def _index(cls: type[errors.HushmemError]) -> None:
    _BY_CODE.setdefault(cls.code, cls)
    for sub in cls.__subclasses__():
        _index(sub)


_index(errors.HushmemError)


def error_from_response(response: httpx.Response) -> errors.HushmemError:
    try:
        detail = response.json()["error"]
        code, message = detail["code"], detail["message"]
    except (ValueError, KeyError, TypeError):
        code, message = "internal", f"HTTP {response.status_code}"
    error = _BY_CODE.get(code, errors.HushmemError)(message, code=code)
    error.status = response.status_code
    return error


def daemon_socket_path() -> Path:
    """Where the daemon listens with the current settings: HUSHMEM_SOCKET, else the default."""
    return Path(os.environ.get("HUSHMEM_SOCKET") or paths.default_socket_path())


def _segment(*ids: str) -> str:
    """The ids (user, session, agent, in that order) as path segments, each checked as the daemon
    checks it (an empty one would change the route: refused here with the daemon's 422
    `ValidationFailed` naming it) and percent-encoded whole."""
    names = ("user_id", "session_id", "agent_id")
    checked = checked_ids(**dict(zip(names, ids, strict=False)))
    return "/".join(quote(value, safe="") for value in checked)


def _unreachable(socket_path: Path, exc: Exception) -> errors.DaemonUnreachable:
    return errors.DaemonUnreachable(
        f"no hushmem daemon answers on {socket_path} ({type(exc).__name__}); start one with `hushmem serve`"
    )


def _answer(response: httpx.Response, path: str) -> Any:
    if response.status_code >= 400 and path != "/v1/health":
        raise error_from_response(response)
    return response.json()


class _Api:
    """The endpoints, written once: `_call` is synchronous in Client, a coroutine in AsyncClient."""

    socket_path: Path

    def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        raise NotImplementedError

    def health(self):
        return self._call("GET", "/v1/health")

    def save(self, user_id: str, session_id: str, agent_id: str, messages: list[Message]):
        return self._call("POST", f"/v1/chats/{_segment(user_id, session_id, agent_id)}/messages",
                          json={"messages": messages})  # fmt: skip

    def fetch(self, user_id: str, session_id: str, agent_id: str, max_history_size: int | None = None,
              view: Literal["summary", "flat"] = "summary"):  # fmt: skip
        params: dict[str, Any] = {} if view == "summary" else {"view": view}
        if max_history_size is not None:
            params["max_history_size"] = max_history_size
        return self._call(
            "GET", f"/v1/chats/{_segment(user_id, session_id, agent_id)}/messages", params=params
        )

    def fetch_all(self, user_id: str, session_id: str):
        return self._call("GET", f"/v1/chats/{_segment(user_id, session_id)}/messages")

    def summary(self, user_id: str, session_id: str, agent_id: str):
        return self._call("GET", f"/v1/chats/{_segment(user_id, session_id, agent_id)}/summary")

    def search(self, user_id: str, query: str, limit: int = 20):
        return self._call("GET", f"/v1/users/{_segment(user_id)}/search", params={"q": query, "limit": limit})

    def forget_session(self, user_id: str, session_id: str):
        return self._call("DELETE", f"/v1/chats/{_segment(user_id, session_id)}")

    def forget_user(self, user_id: str):
        return self._call("DELETE", f"/v1/users/{_segment(user_id)}")

    @staticmethod
    def _export_params(user_id: str, session_id: str | None) -> dict[str, str]:
        return {"user_id": user_id, **({"session_id": session_id} if session_id else {})}


# verify=False: plain HTTP over a Unix socket never does TLS, and otherwise httpx loads the CA
# bundle for every client (~65 ms here), which the framework adapters make on every call.
class Client(_Api):
    def __init__(
        self, socket_path: Path | str | None = None, timeout: float = 60.0, http: httpx.Client | None = None
    ) -> None:
        """`http`: an httpx client of your own to send through instead of the socket (e.g. an
        in-process ASGI test client)."""
        self.socket_path = Path(socket_path) if socket_path else daemon_socket_path()
        self._http = http or httpx.Client(
            transport=httpx.HTTPTransport(uds=str(self.socket_path), verify=False),
            base_url="http://hushmem",
            timeout=timeout,
        )

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        try:
            response = self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise _unreachable(self.socket_path, exc) from None
        return _answer(response, path)

    def export(self, user_id: str, session_id: str | None = None) -> Iterator[str]:
        """The stored messages as JSON lines, streamed."""
        try:
            with self._http.stream("GET", "/v1/export", params=self._export_params(user_id, session_id)) as r:
                if r.status_code >= 400:
                    r.read()
                    raise error_from_response(r)
                yield from r.iter_lines()
        except httpx.TransportError as exc:
            raise _unreachable(self.socket_path, exc) from None


class AsyncClient(_Api):
    def __init__(
        self,
        socket_path: Path | str | None = None,
        timeout: float = 60.0,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        """`http`: an httpx client of your own (e.g. with `httpx.ASGITransport(app)`)."""
        self.socket_path = Path(socket_path) if socket_path else daemon_socket_path()
        self._http = http or httpx.AsyncClient(
            transport=httpx.AsyncHTTPTransport(uds=str(self.socket_path), verify=False),
            base_url="http://hushmem",
            timeout=timeout,
        )

    async def __aenter__(self) -> AsyncClient:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        await self._http.aclose()

    async def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        try:
            response = await self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise _unreachable(self.socket_path, exc) from None
        return _answer(response, path)

    async def export(self, user_id: str, session_id: str | None = None) -> AsyncIterator[str]:
        try:
            async with self._http.stream(
                "GET", "/v1/export", params=self._export_params(user_id, session_id)
            ) as r:
                if r.status_code >= 400:
                    await r.aread()
                    raise error_from_response(r)
                async for line in r.aiter_lines():
                    yield line
        except httpx.TransportError as exc:
            raise _unreachable(self.socket_path, exc) from None
