"""Python clients for the daemon's socket, sync (`Client`) and async (`AsyncClient`), over httpx's
Unix-socket transport. The socket is resolved as the daemon resolves it; error answers come back
as the daemon's own exception types (`hushmem.core.errors`), matched by code. A save refused with
503 `overloaded` (nothing of it was stored) is retried after the daemon's Retry-After, a bounded
number of times, then raised as `Overloaded`.

    from hushmem.daemon.client import Client, text_message
    with Client() as memory:
        memory.save("alice", "s1", "helper", [text_message("user", "hi")])
        memory.fetch("alice", "s1", "helper")["messages"]
"""

from __future__ import annotations

import asyncio
import os
import random
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any, Literal, NotRequired, TypedDict
from urllib.parse import quote

import httpx

from hushmem.core import errors, paths
from hushmem.core.schema import checked_ids

Role = Literal["user", "assistant", "system", "tool"]
SearchMode = Literal["hybrid", "keyword", "semantic"]


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
    if isinstance(error, errors.Overloaded):
        error.retry_after = _retry_after_header(response) or 1
    return error


def _retry_after_header(response: httpx.Response) -> int | None:
    """Retry-After in whole seconds (the daemon sends seconds, never an HTTP date)."""
    value = response.headers.get("retry-after", "")
    return max(1, int(value)) if value.isdigit() else None


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


def _not_utf8() -> errors.ValidationFailed:
    # The text itself stays out of the message: it may be message content.
    return errors.ValidationFailed("the request holds text that is not valid UTF-8 (an unpaired surrogate)")


def _answer(response: httpx.Response, path: str) -> Any:
    if response.status_code >= 400 and path != "/v1/health":
        raise error_from_response(response)
    return response.json()


DEFAULT_OVERLOAD_RETRIES = 3
MAX_RETRY_WAIT = 30.0  # seconds; a longer Retry-After is cut to this (the daemon caps it at 60)
OnWait = Callable[[float], None]


class _Api:
    """The endpoints, written once: `_call` is synchronous in Client, a coroutine in AsyncClient."""

    def __init__(
        self,
        socket_path: Path | str | None,
        overload_retries: int,
        max_retry_wait: float,
        on_wait: OnWait | None,
    ) -> None:
        self.socket_path = Path(socket_path) if socket_path else daemon_socket_path()
        self.overload_retries = overload_retries
        self.max_retry_wait = max_retry_wait
        self.on_wait = on_wait

    def _call(self, method: str, path: str, **kwargs: Any) -> Any:
        raise NotImplementedError

    def _wait_before_retry(self, response: httpx.Response, tries: int) -> float | None:
        """Seconds to wait before trying again after an `overloaded` answer; None when it is final.
        Jitter spreads clients refused together so they do not all come back at the same moment."""
        retry_after = _retry_after_header(response)
        if response.status_code != 503 or retry_after is None or tries > self.overload_retries:
            return None
        wait = min(retry_after, self.max_retry_wait) * random.uniform(1.0, 1.25)
        if self.on_wait is not None:
            self.on_wait(wait)
        return wait

    @staticmethod
    def _final(response: httpx.Response, path: str, tries: int, waited: float) -> Any:
        try:
            return _answer(response, path)
        except errors.Overloaded as exc:
            if tries == 1:
                raise
            message = f"{exc.message} (gave up after {tries} tries over {waited:.0f} s)"
            raise errors.Overloaded(message, retry_after=exc.retry_after) from None

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

    def notes(self, user_id: str, session_id: str, agent_id: str):
        """`{"notes": [...]}`: the chat's notes, current and replaced, in time order."""
        return self._call("GET", f"/v1/chats/{_segment(user_id, session_id, agent_id)}/notes")

    def update_note(self, user_id: str, session_id: str, agent_id: str, note_id: int, text: str):
        """Correct a note's text (scrubbed before it is stored); returns the note."""
        path = f"/v1/chats/{_segment(user_id, session_id, agent_id)}/notes/{int(note_id)}"
        return self._call("PATCH", path, json={"text": text})

    def forget_note(self, user_id: str, session_id: str, agent_id: str, note_id: int):
        return self._call(
            "DELETE", f"/v1/chats/{_segment(user_id, session_id, agent_id)}/notes/{int(note_id)}"
        )

    def fetch_all(self, user_id: str, session_id: str):
        return self._call("GET", f"/v1/chats/{_segment(user_id, session_id)}/messages")

    def summary(self, user_id: str, session_id: str, agent_id: str):
        return self._call("GET", f"/v1/chats/{_segment(user_id, session_id, agent_id)}/summary")

    def search(self, user_id: str, query: str, limit: int = 20, mode: SearchMode = "hybrid",
               session_id: str | None = None):  # fmt: skip
        """Ranked results: `hybrid` fuses `keyword` (BM25, any word) and `semantic` (by meaning)."""
        params: dict[str, Any] = {"q": query, "limit": limit, "mode": mode}
        if session_id is not None:
            params["session_id"] = session_id
        return self._call("GET", f"/v1/users/{_segment(user_id)}/search", params=params)

    def forget_session(self, user_id: str, session_id: str):
        return self._call("DELETE", f"/v1/chats/{_segment(user_id, session_id)}")

    def forget_user(self, user_id: str):
        return self._call("DELETE", f"/v1/users/{_segment(user_id)}")

    @staticmethod
    def _export_params(user_id: str, session_id: str | None) -> dict[str, str]:
        """The export's query, its ids checked as the daemon checks them (as `_segment` does)."""
        if session_id:
            user_id, session_id = checked_ids(user_id=user_id, session_id=session_id)
            return {"user_id": user_id, "session_id": session_id}
        (user_id,) = checked_ids(user_id=user_id)
        return {"user_id": user_id}


# verify=False: plain HTTP over a Unix socket never does TLS, and otherwise httpx loads the CA
# bundle for every client (~65 ms here), which the framework adapters make on every call.
class Client(_Api):
    """`overload_retries`: how many times a request refused as `overloaded` is tried again, each
    after the daemon's Retry-After (at most `max_retry_wait` seconds), before `Overloaded` is
    raised; `on_wait(seconds)` hears of each wait. `http`: an httpx client of your own to send
    through instead of the socket (e.g. an in-process ASGI test client)."""

    def __init__(
        self,
        socket_path: Path | str | None = None,
        timeout: float = 60.0,
        http: httpx.Client | None = None,
        overload_retries: int = DEFAULT_OVERLOAD_RETRIES,
        max_retry_wait: float = MAX_RETRY_WAIT,
        on_wait: OnWait | None = None,
    ) -> None:
        super().__init__(socket_path, overload_retries, max_retry_wait, on_wait)
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
        tries, waited = 0, 0.0
        while True:
            tries += 1
            try:
                response = self._http.request(method, path, **kwargs)
            except httpx.TransportError as exc:
                raise _unreachable(self.socket_path, exc) from None
            except UnicodeEncodeError:
                raise _not_utf8() from None
            wait = self._wait_before_retry(response, tries)
            if wait is None:
                return self._final(response, path, tries, waited)
            time.sleep(wait)
            waited += wait

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
    """As `Client`, with coroutines; waits for Retry-After without blocking the event loop.
    `http`: an httpx client of your own (e.g. with `httpx.ASGITransport(app)`)."""

    def __init__(
        self,
        socket_path: Path | str | None = None,
        timeout: float = 60.0,
        http: httpx.AsyncClient | None = None,
        overload_retries: int = DEFAULT_OVERLOAD_RETRIES,
        max_retry_wait: float = MAX_RETRY_WAIT,
        on_wait: OnWait | None = None,
    ) -> None:
        super().__init__(socket_path, overload_retries, max_retry_wait, on_wait)
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
        tries, waited = 0, 0.0
        while True:
            tries += 1
            try:
                response = await self._http.request(method, path, **kwargs)
            except httpx.TransportError as exc:
                raise _unreachable(self.socket_path, exc) from None
            except UnicodeEncodeError:
                raise _not_utf8() from None
            wait = self._wait_before_retry(response, tries)
            if wait is None:
                return self._final(response, path, tries, waited)
            await asyncio.sleep(wait)
            waited += wait

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
