"""The single writer: one thread owns the only write connection and commits jobs in groups.

Jobs queue up while a commit is in flight; the next round runs them all in one transaction, each
inside its own SAVEPOINT (one failing job does not spoil the others), and pays one fsync for the
group. A job's future resolves only after COMMIT, so an acknowledged save is on disk. After each
commit the post-commit hooks run on this thread with what the jobs reported (e.g. slots touched).
"""

from __future__ import annotations

import logging
import queue
import sqlite3
import threading
from collections.abc import Callable
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import sqlite_utils

from hushmem.core.database import open_database, transaction
from hushmem.core.errors import HushmemError, ServiceUnavailable, StorageUnavailable, translate
from hushmem.daemon.migrations import migrate

log = logging.getLogger("hushmem.writer")

Job = Callable[[sqlite_utils.Database], Any]
PostCommitHook = Callable[[list[Any]], None]
MAX_GROUP = 128
_STOP = object()


class Writer:
    def __init__(self, database_path: Path) -> None:
        self._path = database_path
        self._queue: queue.Queue[Any] = queue.Queue()
        self._hooks: list[PostCommitHook] = []
        self._thread = threading.Thread(target=self._run, name="hushmem-writer", daemon=True)
        self._db: sqlite_utils.Database | None = None
        self._closed = False

    def start(self) -> None:
        """Open the database and apply migrations (raises on failure), then start the thread."""
        self._db = open_database(self._path)
        migrate(self._db)
        self._thread.start()

    def add_post_commit_hook(self, hook: PostCommitHook) -> None:
        self._hooks.append(hook)

    @property
    def queue_depth(self) -> int:
        return self._queue.qsize()

    def submit(self, job: Job) -> Future:
        """Run `job(db)` in the next group transaction; the future holds its return value."""
        future: Future = Future()
        if self._closed:
            future.set_exception(ServiceUnavailable("the daemon is shutting down"))
            return future
        self._queue.put((job, future))
        return future

    def close(self, timeout: float = 10.0) -> None:
        """Finish queued jobs, then close the connection."""
        if self._closed:
            return
        self._closed = True
        if self._thread.is_alive():
            self._queue.put(_STOP)
            self._thread.join(timeout)
        elif self._db is not None:
            self._db.conn.close()

    def _run(self) -> None:
        assert self._db is not None
        db = self._db
        stopping = False
        while not stopping:
            item = self._queue.get()
            group = []
            if item is _STOP:
                stopping = True
            else:
                group.append(item)
            while len(group) < MAX_GROUP and not stopping:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is _STOP:
                    stopping = True
                else:
                    group.append(item)
            if group:
                self._commit_group(db, group)
        try:
            db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error as exc:
            log.warning("final WAL checkpoint failed: %s", exc)
        db.conn.close()

    def _commit_group(self, db: sqlite_utils.Database, group: list[tuple[Job, Future]]) -> None:
        results: list[tuple[Future, Any, BaseException | None]] = []
        try:
            with transaction(db):
                for index, (job, future) in enumerate(group):
                    savepoint = f"job{index}"
                    db.execute(f"SAVEPOINT {savepoint}")
                    try:
                        value = job(db)
                    except Exception as exc:  # noqa: BLE001 - reported to that job's caller
                        db.execute(f"ROLLBACK TO {savepoint}")
                        db.execute(f"RELEASE {savepoint}")
                        results.append((future, None, _as_hushmem(exc)))
                    else:
                        db.execute(f"RELEASE {savepoint}")
                        results.append((future, value, None))
        except sqlite3.Error as exc:
            log.error("commit of %d job(s) failed: %s", len(group), exc)
            error = StorageUnavailable(f"the database refused the write: {exc}")
            for _, future in group:
                future.set_exception(error)
            return
        committed = [value for _, value, error in results if error is None]
        forgets = any(getattr(value, "needs_checkpoint", False) for value in committed)
        if forgets:
            self._checkpoint(db)  # outside the transaction: a checkpoint cannot run inside one
            # a forget is answered once what it forgot is gone from memory too (placeholder numbers):
            # the caller's next save must not get the forgotten numbers back
            self._run_hooks(committed)
        for future, value, error in results:
            if error is None:
                future.set_result(value)
            else:
                future.set_exception(error)
        if not forgets:
            self._run_hooks(committed)  # after the answers: a save's answer does not wait for them

    def _run_hooks(self, committed: list) -> None:
        for hook in self._hooks:
            try:
                hook(committed)
            except Exception:  # noqa: BLE001 - a hook must not stop the writer
                log.exception("post-commit hook %r failed", hook)

    @staticmethod
    def _checkpoint(db: sqlite_utils.Database) -> None:
        """Move the WAL into the database and truncate it to zero bytes."""
        try:
            busy, _, _ = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        except sqlite3.Error as exc:
            log.warning("WAL checkpoint after a forget failed: %s", exc)
            return
        if busy:
            log.warning("WAL checkpoint after a forget was blocked by a reader; retried at the next")


def _as_hushmem(exc: Exception) -> HushmemError:
    if isinstance(exc, sqlite3.Error):  # SQLite's messages name columns and errors, never values
        return StorageUnavailable(f"the database refused the write: {exc}")
    error = translate(exc, HushmemError, "write failed: {type}")
    if error is not exc:
        log.error("write job failed: %s", type(exc).__name__)
    return error
