"""The HTTP/JSON API (FastAPI): routes, and the one place errors become JSON responses.

Bodies are parsed by hand (schema.py) so that malformed JSON, lone surrogates and oversized bodies
get precise 4xx answers; the OpenAPI document still describes them (served at /openapi.json).
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any, Literal

from fastapi import FastAPI, Query, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response, StreamingResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from daemon import __version__, store
from daemon.database import open_database
from daemon.errors import HushmemError, PayloadTooLarge, ScrubberUnavailable, ValidationFailed
from daemon.listener import PeerCheckedSocket
from daemon.runtime import Runtime
from daemon.schema import SaveRequest, Slot, check_id, parse_save_body
from daemon.summaries import public_summary, read_summary_row
from scrubbers.chain import Context

log = logging.getLogger("hushmem.api")


def error_response(status: int, code: str, message: str) -> JSONResponse:
    return JSONResponse({"error": {"code": code, "message": message}}, status_code=status)


def _ids(**ids: str) -> list[str]:
    try:
        return [check_id(value, name) for name, value in ids.items()]
    except ValueError as exc:
        raise ValidationFailed(str(exc)) from None


async def read_body(request: Request, limit: int) -> bytes:
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


def _json_bytes(payload: str) -> Response:
    return Response(payload.encode("utf-8"), media_type="application/json")


def _save_body_schema() -> dict[str, Any]:
    """The save body for /openapi.json: `{"messages": [...]}` or one message."""
    batch = SaveRequest.model_json_schema(ref_template="#/$defs/{model}")
    defs = batch.pop("$defs")
    schema = {"oneOf": [batch, {"$ref": "#/$defs/MessageIn"}], "$defs": defs}
    return {"required": True, "content": {"application/json": {"schema": schema}}}


def create_app(runtime: Runtime) -> FastAPI:
    config = runtime.config
    app = FastAPI(
        title="hushmem",
        version=__version__,
        description="On-device chat memory: PII scrubbed before disk, summaries made locally.",
    )
    # "/v1/chats/u/s%2F/a" decodes to a path with "//": a 404, not a redirect to another slot
    app.router.redirect_slashes = False

    def answer_error(status: int, code: str, message: str) -> JSONResponse:
        runtime.metrics.errors.labels(code).inc()
        return error_response(status, code, message)

    @app.exception_handler(HushmemError)
    async def _hushmem_error(request: Request, exc: HushmemError) -> JSONResponse:
        if exc.status >= 500:
            log.warning("%s %s -> %d %s", request.method, _route(request), exc.status, exc.code)
        return answer_error(exc.status, exc.code, exc.message)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> JSONResponse:
        code = {404: "not_found", 405: "method_not_allowed"}.get(exc.status_code, "http_error")
        return answer_error(exc.status_code, code, str(exc.detail))

    @app.exception_handler(RequestValidationError)
    async def _validation_error(request: Request, exc: RequestValidationError) -> JSONResponse:
        problems = [f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:5]]
        return answer_error(422, "validation", "; ".join(problems))

    @app.exception_handler(Exception)
    async def _unexpected(request: Request, exc: Exception) -> JSONResponse:
        # Only the type: an exception's text could quote message content.
        log.error("%s %s failed: %s", request.method, _route(request), type(exc).__name__)
        return answer_error(500, "internal", "internal error; see the daemon's log")

    @app.get("/v1/users/{user_id}/search", summary="Full-text search over a user's scrubbed memory")
    async def search(
        user_id: str,
        q: str = Query(..., min_length=1, max_length=500, description="words, all of which must match"),
        limit: int = Query(20, ge=1, le=200),
    ) -> JSONResponse:
        (user_id,) = _ids(user_id=user_id)
        return JSONResponse({"results": store.search(runtime.reader, user_id, q, limit)})

    @app.get("/v1/metrics", summary="Prometheus metrics")
    async def metrics() -> Response:
        runtime.metrics.write_queue.set(runtime.writer.queue_depth)
        runtime.metrics.refused.set(PeerCheckedSocket.refused)
        return Response(runtime.metrics.render(), media_type="text/plain; version=0.0.4")

    @app.get("/v1/export", summary="A user's (or session's) messages as JSON lines")
    async def export(user_id: str, session_id: str | None = None) -> StreamingResponse:
        (user_id,) = _ids(user_id=user_id)
        if session_id is not None:
            (session_id,) = _ids(session_id=session_id)
        return StreamingResponse(
            _export_lines(config.database_path, user_id, session_id), media_type="application/x-ndjson"
        )

    @app.get("/v1/health")
    async def health() -> JSONResponse:
        runner = runtime.runner
        scrubber: dict[str, Any] = {"state": runner.state, "transforms": runner.chain.names}
        if runner.load_error:
            scrubber["error"] = runner.load_error
        if runner.load_seconds is not None:
            scrubber["load_seconds"] = round(runner.load_seconds, 2)
        status = {"ready": "ok", "loading": "starting", "failed": "degraded"}[runner.state]
        body = {
            "status": status,
            "version": __version__,
            "scrubber": scrubber,
            "write_queue": runtime.writer.queue_depth,
            "summarizer": _summarizer_health(runtime),
        }
        return JSONResponse(body, status_code=200 if status == "ok" else 503)

    @app.post(
        "/v1/chats/{user_id}/{session_id}/{agent_id}/messages",
        openapi_extra={"requestBody": _save_body_schema()},
        summary="Save one message or a batch",
    )
    async def save(user_id: str, session_id: str, agent_id: str, request: Request) -> JSONResponse:
        slot = Slot(*_ids(user_id=user_id, session_id=session_id, agent_id=agent_id))
        body = await read_body(request, config.max_body_bytes)
        messages = parse_save_body(body, config.max_batch_messages)
        runner = runtime.runner
        if runner.state == "loading":
            ready = await asyncio.to_thread(runner.wait_ready, config.scrubber_ready_timeout)
            if not ready:
                raise ScrubberUnavailable("the scrubber is still loading; nothing was stored, retry shortly")
        chained = await asyncio.wrap_future(runner.submit(messages, Context(slot)))
        to_store = [(i, m) for i, m in enumerate(chained.messages) if m is not None]

        def job(db):
            for side_write in chained.side_writes:
                side_write(db)
            return store.SaveCommitted(slot, store.save_messages(db, slot, to_store))

        committed = await asyncio.wrap_future(runtime.writer.submit(job))
        dropped = [
            {"index": i, "id": messages[i].id, "transform": name}
            for i, name in sorted(chained.dropped_by.items())
        ]
        return JSONResponse(
            {
                "stored": committed.outcome.stored,
                "skipped": committed.outcome.skipped,
                "dropped": dropped,
            }
        )

    @app.get("/v1/chats/{user_id}/{session_id}/{agent_id}/messages", summary="Fetch a slot")
    async def fetch(
        user_id: str,
        session_id: str,
        agent_id: str,
        max_history_size: int | None = Query(None, description="last N messages, N rounded down to even"),
        view: Literal["summary", "flat"] = Query(
            "summary", description="flat: Agent Squad's shape, the summary as a leading user message"
        ),
    ) -> Response:
        slot = Slot(*_ids(user_id=user_id, session_id=session_id, agent_id=agent_id))
        row = read_summary_row(runtime.reader, slot)
        summary = public_summary(row)
        after = row["covers_seq"] if summary else 0
        rows = store.fetch_messages_json(runtime.reader, slot, max_history_size, after_seq=after)
        if view == "flat":
            if summary:
                lead = {"role": "user", "content": [{"text": f"[Summary]: {summary['text']}"}]}
                rows.insert(0, json.dumps(lead, ensure_ascii=False))
            return _json_bytes('{"messages":[' + ",".join(rows) + "]}")
        head = json.dumps({"summary": summary}, ensure_ascii=False, separators=(",", ":"))[:-1]
        return _json_bytes(head + ',"messages":[' + ",".join(rows) + "]}")

    @app.get("/v1/chats/{user_id}/{session_id}/{agent_id}/summary", summary="A slot's summary and its state")
    async def summary_state(user_id: str, session_id: str, agent_id: str) -> JSONResponse:
        slot = Slot(*_ids(user_id=user_id, session_id=session_id, agent_id=agent_id))
        row = read_summary_row(runtime.reader, slot)
        after = row["covers_seq"] if row and row["text"] else 0
        return JSONResponse(
            {
                "summary": public_summary(row),
                "state": row["state"] if row else "none",
                "error": row["error"] if row else None,
                "attempts": row["attempts"] if row else 0,
                "unsummarized_messages": store.count_after(runtime.reader, slot, after),
                "enabled": runtime.summaries is not None,
                "trigger_at": config.trigger_at,
                "keep_last": config.keep_last,
            }
        )

    @app.get("/v1/chats/{user_id}/{session_id}/messages", summary="Fetch every agent of a session")
    async def fetch_all(user_id: str, session_id: str) -> Response:
        user_id, session_id = _ids(user_id=user_id, session_id=session_id)
        rows = store.fetch_session_json(runtime.reader, user_id, session_id)
        return _json_bytes('{"messages":[' + ",".join(rows) + "]}")

    @app.delete("/v1/chats/{user_id}/{session_id}", summary="Forget a session")
    async def forget_session(user_id: str, session_id: str) -> JSONResponse:
        user_id, session_id = _ids(user_id=user_id, session_id=session_id)
        forgotten = await asyncio.wrap_future(
            runtime.writer.submit(lambda db: store.forget(db, user_id, session_id))
        )
        return JSONResponse({"forgotten_messages": forgotten.messages})

    @app.delete("/v1/users/{user_id}", summary="Forget a user")
    async def forget_user(user_id: str) -> JSONResponse:
        (user_id,) = _ids(user_id=user_id)
        forgotten = await asyncio.wrap_future(runtime.writer.submit(lambda db: store.forget(db, user_id)))
        return JSONResponse({"forgotten_messages": forgotten.messages})

    return app


def _export_lines(database_path, user_id: str, session_id: str | None):
    """JSON lines in storage order, read through a connection of the export's own (it runs in a
    thread of Starlette's pool, not on the event loop)."""
    db = open_database(database_path, readonly=True)
    try:
        after = 0
        while True:
            rows = store.export_rows(db, user_id, session_id, after, 500)
            if not rows:
                return
            for seq, user, session, agent, message_id, role, timestamp, content in rows:
                head = json.dumps(
                    {"user_id": user, "session_id": session, "agent_id": agent, "id": message_id,
                     "role": role, "timestamp": timestamp},
                    ensure_ascii=False,
                )[:-1]  # fmt: skip
                yield f'{head},"content":{content}}}\n'.encode()
                after = seq
    finally:
        db.conn.close()


def _summarizer_health(runtime: Runtime) -> dict[str, Any]:
    if runtime.summaries is None:
        return {"enabled": False}
    worker = runtime.model_worker
    return {
        "enabled": True,
        "queue": runtime.summaries.queue_depth,
        "summaries_made": runtime.summaries.summaries_made,
        "failures": runtime.summaries.failures,
        "model": {"state": worker.state, "pid": worker.pid} if worker else None,
    }


def _route(request: Request) -> str:
    """The route template, never the concrete path (ids may be identifying)."""
    route = request.scope.get("route")
    return getattr(route, "path", "?")
