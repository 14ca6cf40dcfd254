"""Numbered schema migrations, each applied once, in order, inside its own transaction.

Add a new `mNNN_name` function at the end and list it in MIGRATIONS; never edit one that shipped.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import sqlite_utils

from hushmem.core.database import transaction

Migration = Callable[[sqlite_utils.Database], None]


def m001_initial(db: sqlite_utils.Database) -> None:
    db["messages"].create(
        {
            "seq": int,
            "user_id": str,
            "session_id": str,
            "agent_id": str,
            "id": str,
            "role": str,
            "timestamp": int,
            "content": str,
            "stored_at": int,
        },
        pk="seq",
        not_null={"user_id", "session_id", "agent_id", "id", "role", "timestamp", "content"},
    )
    # AUTOINCREMENT semantics are not needed: seq only orders rows within the table's life,
    # and a forgotten row's seq being reused later breaks nothing.
    db["messages"].create_index(["user_id", "session_id", "agent_id", "id"], unique=True)
    db["messages"].create_index(["user_id", "session_id", "agent_id", "seq"])
    db["messages"].create_index(["user_id", "session_id", "timestamp", "seq"])


def m002_placeholders(db: sqlite_utils.Database) -> None:
    # keyed hashes of scrubbed values, never the values (see scrubbers/placeholders.py)
    db["placeholders"].create(
        {"user_id": str, "session_id": str, "entity": str, "digest": str, "number": int},
        pk=("user_id", "session_id", "entity", "digest"),
        not_null={"number"},
    )
    db["placeholders"].create_index(["user_id", "session_id", "entity", "number"], unique=True)


def m003_summaries(db: sqlite_utils.Database) -> None:
    # One rolling summary per slot. `covers_seq` is the watermark: the summary folds every message
    # of the slot with seq <= covers_seq. state/error/attempts describe the background job.
    db["summaries"].create(
        {
            "user_id": str,
            "session_id": str,
            "agent_id": str,
            "text": str,
            "facts": str,  # JSON list of [score, line]
            "narrative": str,
            "covers_seq": int,
            "covered_messages": int,
            "state": str,
            "error": str,
            "attempts": int,
            "updated_at": int,
        },
        pk=("user_id", "session_id", "agent_id"),
        not_null={"state", "covers_seq", "covered_messages", "attempts"},
        defaults={"state": "none", "covers_seq": 0, "covered_messages": 0, "attempts": 0},
    )


def m004_search(db: sqlite_utils.Database) -> None:
    # Full-text index over the (already scrubbed) text parts, kept in step by triggers, so every
    # path that writes or deletes messages (saves, imports, forgets, retention) updates it.
    text_of = (
        "(SELECT group_concat(coalesce(json_extract(value, '$.text'),"
        " json_extract(value, '$.audio_transcript')), ' ') FROM json_each({row}.content))"
    )
    db.execute("CREATE VIRTUAL TABLE messages_fts USING fts5(text, tokenize = 'unicode61')")
    db.execute(
        "CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN"
        " INSERT INTO messages_fts (rowid, text)"
        f" VALUES (new.seq, coalesce({text_of.format(row='new')}, ''));"
        " END"
    )
    db.execute(
        "CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN"
        " DELETE FROM messages_fts WHERE rowid = old.seq; END"
    )
    db.execute(
        f"INSERT INTO messages_fts (rowid, text) SELECT seq, coalesce({text_of.format(row='messages')}, '')"
        " FROM messages"
    )


def m005_notes(db: sqlite_utils.Database) -> None:
    # The summary's notes as rows: scrubbed text (read from stored messages, or passed through the
    # transform chain when the app writes one), when it was said, where from, and what replaced it.
    db["notes"].create(
        {
            "id": int,
            "user_id": str,
            "session_id": str,
            "agent_id": str,
            "text": str,
            "source_ids": str,  # JSON list of message ids
            "said_at": int,  # ms since the epoch: the source message's timestamp
            "superseded_by": int,
            "decided_by": str,  # "none", "model" or "app"
            "created_at": int,
            "updated_at": int,
        },
        pk="id",
        not_null={"user_id", "session_id", "agent_id", "text", "source_ids", "said_at", "decided_by"},
    )
    db["notes"].create_index(["user_id", "session_id", "agent_id", "said_at"])


def m006_vectors(db: sqlite_utils.Database) -> None:
    # One embedding per message (of its scrubbed text), written by the background indexer
    # (daemon/vectors.py); `vector` is NULL for a message with no text. Deleting a message deletes
    # its vector in the same transaction, whichever path deletes it (forgets, retention).
    db.execute(
        "CREATE TABLE message_vectors (seq INTEGER PRIMARY KEY, user_id TEXT NOT NULL,"
        " session_id TEXT NOT NULL, model TEXT NOT NULL, vector BLOB)"
    )
    db.execute("CREATE INDEX message_vectors_user ON message_vectors (user_id, model)")
    db.execute(
        "CREATE TRIGGER message_vectors_delete AFTER DELETE ON messages BEGIN"
        " DELETE FROM message_vectors WHERE seq = old.seq; END"
    )


MIGRATIONS: list[Migration] = [
    m001_initial,
    m002_placeholders,
    m003_summaries,
    m004_search,
    m005_notes,
    m006_vectors,
]


def applied(db: sqlite_utils.Database) -> set[str]:
    if "_migrations" not in db.table_names():
        return set()
    return {row["name"] for row in db["_migrations"].rows}


def migrate(db: sqlite_utils.Database, migrations: list[Migration] | None = None) -> list[str]:
    """Apply what is missing; returns the names applied now."""
    migrations = MIGRATIONS if migrations is None else migrations
    if "_migrations" not in db.table_names():
        db["_migrations"].create({"name": str, "applied_at": int}, pk="name")
    done = applied(db)
    newly = []
    for migration in migrations:
        name = migration.__name__
        if name in done:
            continue
        with transaction(db):
            migration(db)
            db["_migrations"].insert({"name": name, "applied_at": int(time.time())})
        newly.append(name)
    return newly
