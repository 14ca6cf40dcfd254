"""`/v1/chats/...`: save a message or a batch, fetch a slot (with its summary), a slot's summary
state, every agent of a session, and forgetting a session."""

from __future__ import annotations

import asyncio
import json
from concurrent.futures import Future
from typing import Any, Literal

from fastapi import APIRouter, Depends, Query, Request
from fastapi.responses import JSONResponse, Response

from hushmem.core.errors import ScrubberUnavailable
from hushmem.core.schema import SQLITE_MAX_INTEGER, Message, SaveRequest, Slot, parse_save_body
from hushmem.daemon import store
from hushmem.daemon.routes.common import (
    RuntimeDep,
    checked_ids,
    checked_slot,
    json_bytes,
    no_encoded_slash,
    read_body,
)
from hushmem.daemon.runtime import Runtime
from hushmem.scrubbers.chain import ChainResult, Context

router = APIRouter(prefix="/v1/chats", dependencies=[Depends(no_encoded_slash)])
SUMMARY_PREFIX = "[Summary]: "
SUMMARY_ACK = "Understood; I will keep that summary of our earlier conversation in mind."


def _save_body_schema() -> dict[str, Any]:
    """The save body for /openapi.json: `{"messages": [...]}` or one message (parsed by hand in
    schema.py, so that malformed JSON, surrogates and oversized bodies get precise 4xx answers)."""
    batch = SaveRequest.model_json_schema(ref_template="#/$defs/{model}")
    defs = batch.pop("$defs")
    schema = {"oneOf": [batch, {"$ref": "#/$defs/MessageIn"}], "$defs": defs}
    return {"required": True, "content": {"application/json": {"schema": schema}}}


@router.post(
    "/{user_id}/{session_id}/{agent_id}/messages",
    openapi_extra={"requestBody": _save_body_schema()},
    summary="Save one message or a batch",
)
async def save(user_id: str, session_id: str, agent_id: str, request: Request, runtime: RuntimeDep):
    return await save_answer(runtime, request, user_id, session_id, agent_id)


async def save_answer(
    runtime: Runtime, request: Request, user_id: str, session_id: str, agent_id: str
) -> JSONResponse:
    """The save's answer (or its HushmemError); also served without FastAPI's routing (fastpath.py)."""
    config = runtime.config
    slot = checked_slot(user_id, session_id, agent_id)
    runtime.admission.refuse_if_full()
    body = await read_body(request, config.max_body_bytes)
    messages = parse_save_body(body, config.max_batch_messages)
    with runtime.admission.admit(len(messages)):  # Overloaded here: nothing scrubbed or stored
        committed, chained = await _scrub_and_store(runtime, slot, messages)
    dropped = [
        {"index": i, "id": messages[i].id, "transform": name}
        for i, name in sorted(chained.dropped_by.items())
    ]
    outcome = committed.outcome
    return JSONResponse({"stored": outcome.stored, "skipped": outcome.skipped, "dropped": dropped})


async def _scrub_and_store(runtime: Runtime, slot: Slot, messages: list[Message]):
    """(SaveCommitted, ChainResult): the chain runs first, then one write job stores what it kept."""
    runner = runtime.runner
    if runner.state == "loading":
        ready = await asyncio.to_thread(runner.wait_ready, runtime.config.scrubber_ready_timeout)
        if not ready:
            raise ScrubberUnavailable("the scrubber is still loading; nothing was stored, retry shortly")
    chained, committed = await asyncio.wrap_future(
        runner.submit(messages, Context(slot), then=_storing(runtime, slot))
    )
    return committed, chained


def _storing(runtime: Runtime, slot: Slot):
    """The save's write job, submitted on the scrub thread as soon as its batch is scrubbed (the
    batch's saves reach the writer together: one group commit)."""

    def submit(chained: ChainResult) -> Future:
        to_store = [(i, m) for i, m in enumerate(chained.messages) if m is not None]

        def job(db):
            for side_write in chained.side_writes:
                side_write(db)
            return store.SaveCommitted(slot, store.save_messages(db, slot, to_store))

        return runtime.writer.submit(job)

    return submit


def summary_lead(text: str, tail: list[str]) -> list[str]:
    """The summary as a leading user message, answered by a short assistant acknowledgement unless
    the kept tail already starts with the assistant: roles then alternate from the first message,
    and after an empty tail the caller's next user message still alternates (Bedrock's Converse
    API refuses two user messages in a row)."""
    lead = [{"role": "user", "content": [{"text": f"{SUMMARY_PREFIX}{text}"}]}]
    if not tail or json.loads(tail[0])["role"] != "assistant":
        lead.append({"role": "assistant", "content": [{"text": SUMMARY_ACK}]})
    return [json.dumps(m, ensure_ascii=False) for m in lead]


@router.get("/{user_id}/{session_id}/{agent_id}/messages", summary="Fetch a slot")
async def fetch(
    user_id: str,
    session_id: str,
    agent_id: str,
    runtime: RuntimeDep,
    max_history_size: int | None = Query(
        None, le=SQLITE_MAX_INTEGER, description="last N messages, N rounded down to even"
    ),
    view: Literal["summary", "flat"] = Query(
        "summary",
        description="flat: Agent Squad's shape, the summary as a leading user message (answered by an "
        "assistant acknowledgement unless the kept messages start with the assistant)",
    ),
) -> Response:
    slot = checked_slot(user_id, session_id, agent_id)
    row = store.read_summary_row(runtime.reader, slot)
    summary = store.public_summary(row)
    after = row["covers_seq"] if summary else 0
    rows = store.fetch_messages_json(runtime.reader, slot, max_history_size, after_seq=after)
    if view == "flat":
        lead = summary_lead(summary["text"], rows) if summary else []
        return json_bytes('{"messages":[' + ",".join(lead + rows) + "]}")
    head = json.dumps({"summary": summary}, ensure_ascii=False, separators=(",", ":"))[:-1]
    return json_bytes(head + ',"messages":[' + ",".join(rows) + "]}")


@router.get("/{user_id}/{session_id}/{agent_id}/summary", summary="A slot's summary and its state")
async def summary_state(user_id: str, session_id: str, agent_id: str, runtime: RuntimeDep) -> JSONResponse:
    config = runtime.config
    slot = checked_slot(user_id, session_id, agent_id)
    row = store.read_summary_row(runtime.reader, slot)
    after = row["covers_seq"] if row and row["text"] else 0
    return JSONResponse(
        {
            "summary": store.public_summary(row),
            "state": row["state"] if row else "none",
            "error": row["error"] if row else None,
            "attempts": row["attempts"] if row else 0,
            "unsummarized_messages": store.count_after(runtime.reader, slot, after),
            "enabled": runtime.summaries is not None,
            "trigger_at": config.trigger_at,
            "keep_last": config.keep_last,
        }
    )


@router.get("/{user_id}/{session_id}/messages", summary="Fetch every agent of a session")
async def fetch_all(user_id: str, session_id: str, runtime: RuntimeDep) -> Response:
    user_id, session_id = checked_ids(user_id=user_id, session_id=session_id)
    rows = store.fetch_session_json(runtime.reader, user_id, session_id)
    return json_bytes('{"messages":[' + ",".join(rows) + "]}")


@router.delete("/{user_id}/{session_id}", summary="Forget a session")
async def forget_session(user_id: str, session_id: str, runtime: RuntimeDep) -> JSONResponse:
    user_id, session_id = checked_ids(user_id=user_id, session_id=session_id)
    forgotten = await asyncio.wrap_future(
        runtime.writer.submit(lambda db: store.forget(db, user_id, session_id))
    )
    return JSONResponse({"forgotten_messages": forgotten.messages})
