"""Chat history in SQLite: the save rules (idempotent ids, same-role guard), fetches, forgets.

Write functions take the writer's connection and run inside its transaction; read functions take
any connection. Message text is stored only after the transform chain has run.
"""

from __future__ import annotations

import json
import time
import uuid
from dataclasses import dataclass, field
from typing import Any

import sqlite_utils

from hushmem.core.schema import Message, Slot

# The same-role guard keeps user/assistant turns alternating (Agent Squad's rule); system and tool
# messages are never skipped by it (parallel tool results are legitimately consecutive).
GUARDED_ROLES = frozenset({"user", "assistant"})

SKIP_DUPLICATE_ID = "duplicate_id"
SKIP_CONSECUTIVE_ROLE = "consecutive_role"


@dataclass
class SaveOutcome:
    stored: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class SaveCommitted:
    """What a committed save job reports to the post-commit hooks."""

    slot: Slot
    outcome: SaveOutcome


@dataclass(frozen=True)
class Forgotten:
    """What a committed forget job reports; session_id None means the whole user."""

    user_id: str
    session_id: str | None
    messages: int
    # the writer checkpoints and truncates the WAL after committing this, so the deleted text
    # (zeroed in the database by secure_delete) is in no file under the data folder
    needs_checkpoint = True


def _last_role(db: sqlite_utils.Database, slot: Slot) -> str | None:
    row = db.execute(
        "SELECT role FROM messages WHERE user_id = ? AND session_id = ? AND agent_id = ?"
        " ORDER BY seq DESC LIMIT 1",
        slot.key,
    ).fetchone()
    return row[0] if row else None


def _id_exists(db: sqlite_utils.Database, slot: Slot, message_id: str) -> bool:
    return (
        db.execute(
            "SELECT 1 FROM messages WHERE user_id = ? AND session_id = ? AND agent_id = ? AND id = ?",
            (*slot.key, message_id),
        ).fetchone()
        is not None
    )


def save_messages(db: sqlite_utils.Database, slot: Slot, messages: list[tuple[int, Message]]) -> SaveOutcome:
    """Store (index, message) pairs in order, skipping retries and same-role repeats."""
    outcome = SaveOutcome()
    last_role = _last_role(db, slot)
    seen_ids: set[str] = set()
    now = int(time.time() * 1000)
    for index, message in messages:
        if message.id is not None and (message.id in seen_ids or _id_exists(db, slot, message.id)):
            outcome.skipped.append({"index": index, "id": message.id, "reason": SKIP_DUPLICATE_ID})
            continue
        if message.role in GUARDED_ROLES and message.role == last_role:
            outcome.skipped.append({"index": index, "id": message.id, "reason": SKIP_CONSECUTIVE_ROLE})
            continue
        message_id = message.id or uuid.uuid4().hex
        db.execute(
            "INSERT INTO messages (user_id, session_id, agent_id, id, role, timestamp, content,"
            " stored_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (
                slot.user_id,
                slot.session_id,
                slot.agent_id,
                message_id,
                message.role,
                message.timestamp,
                json.dumps(message.content, ensure_ascii=False, separators=(",", ":")),
                now,
            ),
        )
        seen_ids.add(message_id)
        last_role = message.role
        outcome.stored.append({"index": index, "id": message_id})
    return outcome


# Tables whose rows belong to a user session; later migrations add theirs here.
SESSION_TABLES: list[str] = ["messages", "placeholders", "summaries", "notes"]


def forget(db: sqlite_utils.Database, user_id: str, session_id: str | None = None) -> Forgotten:
    """Delete everything of one session, or of the whole user when session_id is None."""
    where, params = "user_id = ?", [user_id]
    if session_id is not None:
        where, params = "user_id = ? AND session_id = ?", [user_id, session_id]
    removed = 0
    for table in SESSION_TABLES:
        cursor = db.execute(f"DELETE FROM [{table}] WHERE {where}", params)
        if table == "messages":
            removed = cursor.rowcount
    if removed:
        # FTS5 deletes only mark entries deleted (SQLite < 3.42 has no FTS secure-delete); merging
        # the index rewrites it without them, and secure_delete zeroes the freed pages.
        db.execute("INSERT INTO messages_fts (messages_fts) VALUES ('optimize')")
    return Forgotten(user_id, session_id, removed)


# --- reads: rows are turned into wire JSON without re-parsing the stored content


def _message_json(row: tuple, with_agent: bool = False) -> str:
    message_id, role, timestamp, content = row[:4]
    agent = f',"agent_id":{json.dumps(row[4], ensure_ascii=False)}' if with_agent else ""
    return (
        f'{{"id":{json.dumps(message_id, ensure_ascii=False)},"role":"{role}",'
        f'"timestamp":{timestamp}{agent},"content":{content}}}'
    )


def even_window(max_history_size: int | None) -> int | None:
    """Agent Squad's trim: keep the last N rounded down to even; N <= 1 keeps nothing."""
    if max_history_size is None:
        return None
    return max(0, max_history_size - max_history_size % 2)


def fetch_messages_json(
    db: sqlite_utils.Database,
    slot: Slot,
    max_history_size: int | None = None,
    after_seq: int = 0,
) -> list[str]:
    """The slot's messages after `after_seq`, oldest first, as JSON object strings."""
    limit = even_window(max_history_size)
    if limit == 0:
        return []
    params: list[Any] = [*slot.key, after_seq]
    sql = (
        "SELECT id, role, timestamp, content FROM messages"
        " WHERE user_id = ? AND session_id = ? AND agent_id = ? AND seq > ? ORDER BY seq DESC"
    )
    if limit is not None:
        sql += " LIMIT ?"
        params.append(limit)
    rows = db.execute(sql, params).fetchall()
    rows.reverse()
    return [_message_json(row) for row in rows]


def fetch_session_json(db: sqlite_utils.Database, user_id: str, session_id: str) -> list[str]:
    """Every agent's messages of a session, by timestamp then insertion, with agent_id."""
    rows = db.execute(
        "SELECT id, role, timestamp, content, agent_id FROM messages"
        " WHERE user_id = ? AND session_id = ? ORDER BY timestamp, seq",
        (user_id, session_id),
    ).fetchall()
    return [_message_json(row, with_agent=True) for row in rows]


def count_after(db: sqlite_utils.Database, slot: Slot, after_seq: int) -> int:
    return db.execute(
        "SELECT count(*) FROM messages WHERE user_id = ? AND session_id = ? AND agent_id = ? AND seq > ?",
        (*slot.key, after_seq),
    ).fetchone()[0]


@dataclass(frozen=True)
class Sweep:
    """Several forgets committed by one job (retention)."""

    forgotten: tuple[Forgotten, ...]
    needs_checkpoint = True


def sessions_idle_since(db: sqlite_utils.Database, cutoff_ms: int) -> list[tuple[str, str]]:
    """(user_id, session_id) of sessions whose newest message was stored before `cutoff_ms`."""
    return db.execute(
        "SELECT user_id, session_id FROM messages GROUP BY user_id, session_id HAVING max(stored_at) < ?",
        (cutoff_ms,),
    ).fetchall()


def user_scope(user_id: str, session_id: str | None, table: str = "") -> tuple[str, list[Any]]:
    """The WHERE condition (and its parameters) for a user's rows, or one session's of them."""
    prefix = f"{table}." if table else ""
    if session_id is None:
        return f"{prefix}user_id = ?", [user_id]
    return f"{prefix}user_id = ? AND {prefix}session_id = ?", [user_id, session_id]


def export_rows(db: sqlite_utils.Database, user_id: str, session_id: str | None, after_seq: int, limit: int):
    """One page of a user's (or session's) messages for export, in storage order."""
    where, params = user_scope(user_id, session_id)
    return db.execute(
        "SELECT seq, user_id, session_id, agent_id, id, role, timestamp, content FROM messages"
        f" WHERE {where} AND seq > ? ORDER BY seq LIMIT ?",
        [*params, after_seq, limit],
    ).fetchall()


# --- summaries: one row per slot, the rolling summary and its watermark (covers_seq)


def read_summary_row(db: sqlite_utils.Database, slot: Slot) -> dict | None:
    row = db.execute(
        "SELECT text, facts, narrative, covers_seq, covered_messages, state, error, attempts, updated_at"
        " FROM summaries WHERE user_id = ? AND session_id = ? AND agent_id = ?",
        slot.key,
    ).fetchone()
    if row is None:
        return None
    keys = ("text", "facts", "narrative", "covers_seq", "covered_messages", "state", "error", "attempts")
    return dict(zip((*keys, "updated_at"), row, strict=True))


def public_summary(row: dict | None) -> dict | None:
    """What fetch shows: the summary text and what it covers, or None before the first one."""
    if row is None or not row["text"]:
        return None
    return {
        "text": row["text"],
        "covered_messages": row["covered_messages"],
        "updated_at": row["updated_at"],
        "state": row["state"],
    }


def slot_has_messages(db: sqlite_utils.Database, slot: Slot, seq: int | None = None) -> bool:
    sql = "SELECT 1 FROM messages WHERE user_id = ? AND session_id = ? AND agent_id = ?"
    params: list = list(slot.key)
    if seq is not None:
        sql += " AND seq = ?"
        params.append(seq)
    return db.execute(sql + " LIMIT 1", params).fetchone() is not None


def set_summary_state(
    db: sqlite_utils.Database, slot: Slot, state: str, error: str | None, attempts_delta: int
) -> None:
    if not slot_has_messages(db, slot):
        return  # forgotten meanwhile: do not bring a row back
    db.execute(
        "INSERT INTO summaries (user_id, session_id, agent_id, state, error, attempts, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, session_id, agent_id) DO UPDATE SET"
        " state = excluded.state, error = excluded.error, attempts = summaries.attempts + ?",
        (*slot.key, state, error, max(0, attempts_delta), int(time.time() * 1000), attempts_delta),
    )


def store_summary(
    db: sqlite_utils.Database,
    slot: Slot,
    summary: tuple[str, str, str],
    covers_seq: int,
    folded: int,
    error: str | None = None,
) -> bool:
    """Store (text, facts JSON, narrative) as the slot's summary up to `covers_seq`, `ready`, with
    `error` when it was made by rule after failures; False when the folded messages were forgotten
    while the summarizer worked."""
    if not slot_has_messages(db, slot, covers_seq):
        return False
    db.execute(
        "INSERT INTO summaries (user_id, session_id, agent_id, text, facts, narrative, covers_seq,"
        " covered_messages, state, error, attempts, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ready',"
        " ?, 0, ?) ON CONFLICT (user_id, session_id, agent_id) DO UPDATE SET text = excluded.text,"
        " facts = excluded.facts, narrative = excluded.narrative, covers_seq = excluded.covers_seq,"
        " covered_messages = summaries.covered_messages + excluded.covered_messages, state = 'ready',"
        " error = excluded.error, attempts = 0, updated_at = excluded.updated_at",
        (*slot.key, *summary, covers_seq, folded, error, int(time.time() * 1000)),
    )
    return True


def messages_after(db: sqlite_utils.Database, slot: Slot, after_seq: int) -> list[tuple[int, dict]]:
    """(seq, message) of the slot's messages after `after_seq`, oldest first, content parsed."""
    rows = db.execute(
        "SELECT seq, id, role, timestamp, content FROM messages WHERE user_id = ? AND session_id = ?"
        " AND agent_id = ? AND seq > ? ORDER BY seq",
        (*slot.key, after_seq),
    ).fetchall()
    return [
        (seq, {"id": mid, "role": role, "timestamp": ts, "content": json.loads(content)})
        for seq, mid, role, ts, content in rows
    ]


def slots_with_more_unsummarized_than(
    db: sqlite_utils.Database, threshold: int
) -> list[tuple[str, str, str]]:
    """Slots with more than `threshold` messages after their summary's watermark."""
    return db.execute(
        "SELECT m.user_id, m.session_id, m.agent_id FROM messages m LEFT JOIN summaries s"
        " ON s.user_id = m.user_id AND s.session_id = m.session_id AND s.agent_id = m.agent_id"
        " WHERE m.seq > coalesce(s.covers_seq, 0) GROUP BY m.user_id, m.session_id, m.agent_id"
        " HAVING count(*) > ?",
        (threshold,),
    ).fetchall()
