"""`/v1/users/...` and `/v1/export`: search a user's scrubbed memory, export it, forget a user."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Literal

from fastapi import APIRouter, Depends, Query
from fastapi.responses import JSONResponse, StreamingResponse
from pydantic import AfterValidator

from hushmem.core.database import open_database
from hushmem.core.errors import EmbedderUnavailable
from hushmem.core.schema import no_nul
from hushmem.daemon import search as search_module
from hushmem.daemon import store
from hushmem.daemon.routes.common import RuntimeDep, checked_ids, no_encoded_slash

router = APIRouter(prefix="/v1", dependencies=[Depends(no_encoded_slash)])


@router.get("/users/{user_id}/search", summary="Search a user's scrubbed memory by words and by meaning")
async def search(
    user_id: str,
    runtime: RuntimeDep,
    q: Annotated[
        str,
        Query(min_length=1, max_length=500, description="a question or words; any may match"),
        AfterValidator(no_nul),
    ],
    mode: Literal["hybrid", "keyword", "semantic"] = Query(
        "hybrid", description="hybrid (both lists fused), keyword (BM25) or semantic (vectors)"
    ),
    limit: int = Query(20, ge=1, le=200),
    session_id: str | None = Query(None, description="search this session only"),
) -> JSONResponse:
    (user_id,) = checked_ids(user_id=user_id)
    if session_id is not None:
        (session_id,) = checked_ids(session_id=session_id)
    vectors, semantic = None, runtime.vectors.state if runtime.vectors else "off"
    variants = {}
    if runtime.config.search_names and runtime.runner.state == "ready":
        variants = runtime.runner.chain.placeholders_in(runtime.reader, user_id, q)
        if session_id is not None:
            variants = {s: v for s, v in variants.items() if s == session_id}
    if mode != "keyword":
        try:
            vectors = await runtime.vectors.query_vectors(q, variants) if runtime.vectors else None
        except EmbedderUnavailable:
            if mode == "semantic":
                raise
        if vectors is None and mode == "semantic":
            raise EmbedderUnavailable(f"semantic search is unavailable (embedder: {semantic})")
    stored = runtime.vectors.stored_vectors(runtime.reader, user_id) if vectors is not None else None
    found = search_module.search(
        runtime.reader, user_id, q, mode=mode, limit=limit, session_id=session_id,
        query_vectors=vectors, stored=stored, variants=variants,
    )  # fmt: skip
    return JSONResponse({"mode": mode, "semantic": semantic, "results": found})


@router.delete("/users/{user_id}", summary="Forget a user")
async def forget_user(user_id: str, runtime: RuntimeDep) -> JSONResponse:
    (user_id,) = checked_ids(user_id=user_id)
    forgotten = await asyncio.wrap_future(runtime.writer.submit(lambda db: store.forget(db, user_id)))
    return JSONResponse({"forgotten_messages": forgotten.messages})


@router.get("/export", summary="A user's (or session's) messages as JSON lines")
async def export(user_id: str, runtime: RuntimeDep, session_id: str | None = None) -> StreamingResponse:
    (user_id,) = checked_ids(user_id=user_id)
    if session_id is not None:
        (session_id,) = checked_ids(session_id=session_id)
    lines = _export_lines(runtime.config.database_path, user_id, session_id)
    return StreamingResponse(lines, media_type="application/x-ndjson")


def _export_lines(database_path: Path, user_id: str, session_id: str | None) -> Iterator[bytes]:
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
