"""Migrations: a blank database gets the whole schema; an old one is upgraded in place."""

from __future__ import annotations

import pytest
import sqlite_utils

from hushmem.core.database import open_database
from hushmem.daemon.migrations import MIGRATIONS, applied, migrate


def test_blank_database_gets_every_migration(tmp_path):
    db = open_database(tmp_path / "h.db")
    assert migrate(db) == [m.__name__ for m in MIGRATIONS]
    assert "messages" in db.table_names()
    assert applied(db) == {m.__name__ for m in MIGRATIONS}


def test_migrate_twice_applies_nothing_new(tmp_path):
    db = open_database(tmp_path / "h.db")
    migrate(db)
    assert migrate(db) == []


def test_old_database_is_upgraded_and_keeps_its_rows(tmp_path):
    path = tmp_path / "h.db"
    db = open_database(path)
    migrate(db, MIGRATIONS[:1])
    db["messages"].insert(
        {
            "user_id": "u",
            "session_id": "s",
            "agent_id": "a",
            "id": "m",
            "role": "user",
            "timestamp": 1,
            "content": "[]",
            "stored_at": 1,
        }
    )
    db.conn.close()
    db = open_database(path)
    assert migrate(db) == [m.__name__ for m in MIGRATIONS[1:]]
    assert db["messages"].count == 1


def test_failed_migration_rolls_back_entirely(tmp_path):
    db = open_database(tmp_path / "h.db")

    def m999_broken(database: sqlite_utils.Database) -> None:
        database["half"].create({"x": int})
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        migrate(db, [*MIGRATIONS, m999_broken])
    assert "half" not in db.table_names()
    assert "m999_broken" not in applied(db)
