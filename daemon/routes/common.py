"""What every router shares: the Runtime dependency, id checks, body reading, raw JSON answers."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from fastapi.responses import Response
from hushmem.daemon.runtime import Runtime

from hushmem.core.errors import PayloadTooLarge, ValidationFailed
from hushmem.core.schema import Slot, check_id


def get_runtime(request: Request) -> Runtime:
    return request.app.state.runtime


RuntimeDep = Annotated[Runtime, Depends(get_runtime)]


def checked_ids(**ids: str) -> list[str]:
    """The path ids in order, each checked (422 `validation` naming the bad one)."""
    try:
        return [check_id(value, name) for name, value in ids.items()]
    except ValueError as exc:
        raise ValidationFailed(str(exc)) from None


def checked_slot(user_id: str, session_id: str, agent_id: str) -> Slot:
    return Slot(*checked_ids(user_id=user_id, session_id=session_id, agent_id=agent_id))


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
