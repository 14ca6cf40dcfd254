"""What every router shares: the Runtime dependency, id checks, body reading, raw JSON answers."""

from __future__ import annotations

from typing import Annotated
from urllib.parse import unquote

from fastapi import Depends, Request
from fastapi.responses import Response

from hushmem.core.errors import PayloadTooLarge, ValidationFailed
from hushmem.core.schema import Slot, checked_ids
from hushmem.daemon.runtime import Runtime


# Dependencies are `async def`: FastAPI runs a plain `def` one in a worker thread, a thread hop per
# request for a dictionary lookup (measured: ~0.1 ms of CPU per dependency, and a GIL handoff).
async def get_runtime(request: Request) -> Runtime:
    return request.app.state.runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


def checked_slot(user_id: str, session_id: str, agent_id: str) -> Slot:
    return Slot(*checked_ids(user_id=user_id, session_id=session_id, agent_id=agent_id))


# The ids each id-carrying prefix takes, in path order.
_PATH_IDS = {"/v1/chats/": ("user_id", "session_id", "agent_id"), "/v1/users/": ("user_id",)}


def misrouted_id(raw_path: bytes) -> ValidationFailed | None:
    """Why a path under an id-carrying prefix matched no route, when an id is to blame: an empty
    id (`/v1/chats///...`) or one holding an encoded slash (`s%2Fx`, decoded before routing)
    leaves the path with the wrong number of segments. Answering 422 naming the id beats a 404."""
    path = raw_path.decode("latin-1").partition("?")[0]  # some ASGI servers keep the query in it
    for prefix, names in _PATH_IDS.items():
        if path.startswith(prefix):
            segments = path[len(prefix) :].split("/")
            try:
                checked_ids(**{name: unquote(seg) for name, seg in zip(names, segments, strict=False)})
            except ValidationFailed as exc:
                return exc
    return None


async def no_encoded_slash(request: Request) -> None:
    """Routes match the decoded path, so `u%2Fs/a` can match another slot's route as `u/s/a`: a
    request whose raw path encodes a slash in an id is refused, naming the id (ids hold none)."""
    raw_path = request.scope.get("raw_path", b"")
    if b"%2f" in raw_path.lower() and (error := misrouted_id(raw_path)):
        raise error


async def read_body(request: Request, limit: int) -> bytes:
    """The request body, refused with 413 as soon as it passes `limit` bytes."""
    declared = request.headers.get("content-length")
    if declared is not None and declared.isdigit() and int(declared) > limit:
        raise PayloadTooLarge(f"request body is larger than {limit} bytes")
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise PayloadTooLarge(f"request body is larger than {limit} bytes")
        chunks.append(chunk)
    return b"".join(chunks)


def json_bytes(payload: str) -> Response:
    """An answer already serialized (stored content is spliced in without re-parsing)."""
    return Response(payload.encode("utf-8"), media_type="application/json")
