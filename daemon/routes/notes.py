"""`/v1/chats/{user}/{session}/{agent}/notes`: a slot's notes as data, and the app's own corrections
(PATCH a note's text, DELETE a note). An edited text passes through the transform chain first, as a
saved message does, so nothing unscrubbed reaches the table."""

from __future__ import annotations

import asyncio
import time
from concurrent.futures import Future

from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field

from hushmem.core.errors import ScrubberUnavailable, ValidationFailed
from hushmem.core.schema import Message, Slot
from hushmem.daemon import notes
from hushmem.daemon.routes.common import RuntimeDep, checked_slot, no_encoded_slash
from hushmem.daemon.runtime import Runtime
from hushmem.scrubbers.chain import ChainResult, Context

router = APIRouter(prefix="/v1/chats", dependencies=[Depends(no_encoded_slash)])
NOTES = "/{user_id}/{session_id}/{agent_id}/notes"


class NoteEdit(BaseModel):
    text: str = Field(
        min_length=1, max_length=4000, description="the note's new text (scrubbed before it is stored)"
    )


@router.get(NOTES, summary="A chat's notes, current and replaced, in time order")
async def list_notes(user_id: str, session_id: str, agent_id: str, runtime: RuntimeDep) -> JSONResponse:
    slot = checked_slot(user_id, session_id, agent_id)
    return JSONResponse({"notes": [n.as_json() for n in notes.read_notes(runtime.reader, slot)]})


@router.patch(NOTES + "/{note_id}", summary="Correct a note's text")
async def edit_note(
    user_id: str, session_id: str, agent_id: str, note_id: int, edit: NoteEdit, runtime: RuntimeDep
) -> JSONResponse:
    slot = checked_slot(user_id, session_id, agent_id)
    note = await _scrub_and_edit(runtime, slot, note_id, edit.text)
    return JSONResponse(note.as_json())


@router.delete(NOTES + "/{note_id}", summary="Forget one note")
async def forget_note(
    user_id: str, session_id: str, agent_id: str, note_id: int, runtime: RuntimeDep
) -> JSONResponse:
    slot = checked_slot(user_id, session_id, agent_id)
    await asyncio.wrap_future(runtime.writer.submit(lambda db: notes.delete_note(db, slot, note_id)))
    return JSONResponse({"forgotten_notes": 1})


async def _scrub_and_edit(runtime: Runtime, slot: Slot, note_id: int, text: str) -> notes.Note:
    """The chain runs on the text as on a user message; then one write job stores what it made of it."""
    runner = runtime.runner
    if runner.state == "loading" and not await asyncio.to_thread(
        runner.wait_ready, runtime.config.scrubber_ready_timeout
    ):
        raise ScrubberUnavailable("the scrubber is still loading; nothing was changed, retry shortly")
    message = Message(role="user", content=[{"text": text}], timestamp=int(time.time() * 1000))

    def then(chained: ChainResult) -> Future:
        scrubbed = chained.messages[0]

        def job(db):
            if scrubbed is None:
                raise ValidationFailed(
                    f"the note's text was dropped by the {chained.dropped_by[0]} transform"
                )
            for side_write in chained.side_writes:
                side_write(db)
            return notes.edit_note(db, slot, note_id, " ".join(scrubbed.texts()))

        return runtime.writer.submit(job)

    _, note = await asyncio.wrap_future(runner.submit([message], Context(slot), then=then))
    return note
