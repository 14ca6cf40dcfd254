"""A small synchronous Python client for the daemon's socket (httpx over a Unix socket).

Error answers come back as the daemon's own exception types (`errors.py`), matched by code.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx

from daemon import errors, paths

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
    cls = _BY_CODE.get(code, errors.HushmemError)
    error = cls(message, code=code)
    error.status = response.status_code
    return error


class Client:
    def __init__(self, socket_path: Path | str | None = None, timeout: float = 60.0) -> None:
        self.socket_path = Path(socket_path) if socket_path else paths.default_socket_path()
        self._http = httpx.Client(
            transport=httpx.HTTPTransport(uds=str(self.socket_path)),
            base_url="http://hushmem",
            timeout=timeout,
        )

    def __enter__(self) -> Client:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        self._http.close()

    def _request(self, method: str, path: str, **kwargs: Any) -> Any:
        try:
            response = self._http.request(method, path, **kwargs)
        except httpx.TransportError as exc:
            raise errors.DaemonUnreachable(
                f"no hushmem daemon answers on {self.socket_path} ({type(exc).__name__});"
                " start one with `hushmem serve`"
            ) from None
        if response.status_code >= 400 and path != "/v1/health":
            raise error_from_response(response)
        return response.json()

    @staticmethod
    def _slot(*ids: str) -> str:
        """Path segments, each percent-encoded whole (a `/` in an id cannot change the route)."""
        return "/".join(quote(value, safe="") for value in ids)

    def health(self) -> dict[str, Any]:
        return self._request("GET", "/v1/health")

    def save(
        self, user_id: str, session_id: str, agent_id: str, messages: list[dict[str, Any]]
    ) -> dict[str, Any]:
        path = f"/v1/chats/{self._slot(user_id, session_id, agent_id)}/messages"
        return self._request("POST", path, json={"messages": messages})

    def fetch(
        self, user_id: str, session_id: str, agent_id: str, max_history_size: int | None = None
    ) -> dict[str, Any]:
        params = {} if max_history_size is None else {"max_history_size": max_history_size}
        path = f"/v1/chats/{self._slot(user_id, session_id, agent_id)}/messages"
        return self._request("GET", path, params=params)

    def fetch_all(self, user_id: str, session_id: str) -> dict[str, Any]:
        return self._request("GET", f"/v1/chats/{self._slot(user_id, session_id)}/messages")

    def forget_session(self, user_id: str, session_id: str) -> dict[str, Any]:
        return self._request("DELETE", f"/v1/chats/{self._slot(user_id, session_id)}")

    def summary(self, user_id: str, session_id: str, agent_id: str) -> dict[str, Any]:
        return self._request("GET", f"/v1/chats/{self._slot(user_id, session_id, agent_id)}/summary")

    def export(self, user_id: str, session_id: str | None = None):
        """The stored messages as JSON lines (strings), streamed."""
        params = {"user_id": user_id, **({"session_id": session_id} if session_id else {})}
        try:
            with self._http.stream("GET", "/v1/export", params=params) as response:
                if response.status_code >= 400:
                    response.read()
                    raise error_from_response(response)
                yield from response.iter_lines()
        except httpx.TransportError as exc:
            raise errors.DaemonUnreachable(
                f"no hushmem daemon answers on {self.socket_path} ({type(exc).__name__})"
            ) from None

    def forget_user(self, user_id: str) -> dict[str, Any]:
        return self._request("DELETE", f"/v1/users/{self._slot(user_id)}")
