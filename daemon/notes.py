"""The notes table: a slot's notes read as `Note`s, a fold's changes written (new notes, notes marked
replaced), the app's edits and deletes, and the summary text re-rendered after an edit.

Write functions take the writer's connection and run inside its transaction (a fold's notes are stored
in the same transaction as its summary). Note text is always scrubbed: a fold reads stored messages,
and an edit passes through the transform chain first (routes/notes.py).
"""

from __future__ import annotations

import json
import time

import sqlite_utils

from hushmem.core.errors import NotFound
from hushmem.core.schema import Slot
from hushmem.models.notes import Note, render

COLUMNS = "id, text, said_at, source_ids, superseded_by, decided_by"


def _note(row: tuple) -> Note:
    note_id, text, said_at, source_ids, superseded_by, decided_by = row
    return Note(note_id, text, said_at, json.loads(source_ids), superseded_by, decided_by)


def read_notes(db: sqlite_utils.Database, slot: Slot) -> list[Note]:
    """Every note of the slot, replaced ones too, in time order."""
    rows = db.execute(
        f"SELECT {COLUMNS} FROM notes WHERE user_id = ? AND session_id = ? AND agent_id = ?"
        " ORDER BY said_at, id",
        slot.key,
    ).fetchall()
    return [_note(row) for row in rows]


def read_note(db: sqlite_utils.Database, slot: Slot, note_id: int) -> Note:
    row = db.execute(
        f"SELECT {COLUMNS} FROM notes WHERE user_id = ? AND session_id = ? AND agent_id = ? AND id = ?",
        (*slot.key, note_id),
    ).fetchone()
    if row is None:
        raise NotFound(f"no note {note_id} in this chat")
    return _note(row)


def store_fold(db: sqlite_utils.Database, slot: Slot, before: list[Note], after: list[Note]) -> None:
    """Write what a fold changed from `before` to `after`: its new notes (negative ids) inserted in
    order, and the notes it marked replaced. A note deleted meanwhile by the app is not brought back."""
    now = int(time.time() * 1000)
    ids: dict[int, int] = {}
    for note in after:
        if note.id < 0:
            cursor = db.execute(
                "INSERT INTO notes (user_id, session_id, agent_id, text, source_ids, said_at, decided_by,"
                " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (*slot.key, note.text, json.dumps(note.source_ids), note.said_at, note.decided_by, now, now),
            )
            ids[note.id] = cursor.lastrowid
    was = {n.id: n.superseded_by for n in before}
    for note in after:
        if note.superseded_by is not None and was.get(note.id, None) != note.superseded_by:
            db.execute(
                "UPDATE notes SET superseded_by = ?, decided_by = ?, updated_at = ? WHERE id = ?"
                " AND user_id = ? AND session_id = ? AND agent_id = ?",
                (ids.get(note.superseded_by, note.superseded_by), note.decided_by, now,
                 ids.get(note.id, note.id), *slot.key),
            )  # fmt: skip


def edit_note(db: sqlite_utils.Database, slot: Slot, note_id: int, text: str) -> Note:
    """The app's correction: the note's (already scrubbed) text replaced, decided by the app."""
    read_note(db, slot, note_id)
    db.execute(
        "UPDATE notes SET text = ?, decided_by = 'app', updated_at = ? WHERE id = ?",
        (text, int(time.time() * 1000), note_id),
    )
    refresh_summary(db, slot)
    return read_note(db, slot, note_id)


class NoteForgotten:
    """What a committed note delete reports: the writer checkpoints after it, as after any forget, so
    the deleted text is in no file under the data folder."""

    needs_checkpoint = True


def delete_note(db: sqlite_utils.Database, slot: Slot, note_id: int) -> NoteForgotten:
    """The app's forget of one note (the notes it replaced stay replaced)."""
    read_note(db, slot, note_id)
    db.execute("DELETE FROM notes WHERE id = ?", (note_id,))
    refresh_summary(db, slot)
    return NoteForgotten()


def refresh_summary(db: sqlite_utils.Database, slot: Slot) -> None:
    """The slot's summary text made again from its notes, under its stored topic label."""
    row = db.execute(
        "SELECT narrative FROM summaries WHERE user_id = ? AND session_id = ? AND agent_id = ?"
        " AND text IS NOT NULL AND text != ''",
        slot.key,
    ).fetchone()
    if row is not None:
        db.execute(
            "UPDATE summaries SET text = ?, updated_at = ?"
            " WHERE user_id = ? AND session_id = ? AND agent_id = ?",
            (render(read_notes(db, slot), row[0] or ""), int(time.time() * 1000), *slot.key),
        )
