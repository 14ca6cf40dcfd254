"""Opening hushmem's SQLite database (WAL, private file modes) and explicit transactions.

Connections run in autocommit mode and every write goes through `transaction()`, so a group of
statements (schema changes included) commits or rolls back as one.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import sqlite_utils

from hushmem.core.errors import StorageUnavailable

DB_FILE_MODE = 0o600


def open_database(path: Path, *, readonly: bool = False) -> sqlite_utils.Database:
    """A connection with hushmem's pragmas; the writer creates the file 0600 if missing."""
    if not readonly and not path.exists():
        os.close(os.open(path, os.O_CREAT | os.O_WRONLY, DB_FILE_MODE))
    uri = f"file:{path}?mode={'ro' if readonly else 'rwc'}"
    try:
        conn = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
        conn.execute("PRAGMA busy_timeout = 5000")
        if not readonly:
            conn.execute("PRAGMA journal_mode = WAL")
            # FULL: an acknowledged save survives a power cut too, not only a process crash;
            # the writer's group commit pays the fsync once for many saves.
            conn.execute("PRAGMA synchronous = FULL")
        conn.execute("PRAGMA secure_delete = ON")
        conn.execute("PRAGMA foreign_keys = ON")
    except sqlite3.Error as exc:
        raise StorageUnavailable(f"cannot open the database {path}: {exc}") from None
    return sqlite_utils.Database(conn)


@contextlib.contextmanager
def transaction(db: sqlite_utils.Database) -> Iterator[sqlite_utils.Database]:
    """BEGIN IMMEDIATE ... COMMIT, or ROLLBACK on any exception."""
    db.conn.execute("BEGIN IMMEDIATE")
    try:
        yield db
    except BaseException:
        db.conn.execute("ROLLBACK")
        raise
    db.conn.execute("COMMIT")
