"""The background indexer of search by meaning: one thread embeds the stored (already scrubbed) text
of messages that have no vector yet; a search embeds its query on its own thread, at the daemon's
priority, and goes before the indexer's next text (one lock: the embedder runs one call at a time).

Saves only wake it (a post-commit hook), so embedding never sits on the save path. Its work list is
read from the database, newest first ("messages without a vector of this model"), so a backfill of
messages stored before the upgrade and a restart after a crash need nothing else. A vector is
written only if its message is still there unchanged; deleting a message deletes its vector
(a trigger, migrations.m005_vectors).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import threading
import time
from collections import OrderedDict

import numpy as np
import sqlite_utils

from hushmem.core.database import open_database
from hushmem.core.errors import EmbedderUnavailable, translate
from hushmem.daemon.search import StoredVectors, load_vectors, message_text
from hushmem.daemon.store import Forgotten, SaveCommitted, Sweep
from hushmem.daemon.writer import Writer
from hushmem.models.embedder import Embedder

log = logging.getLogger("hushmem.vectors")
EMBEDDER_NICENESS = 10  # saves come first: their scrubbing keeps the CPU while vectors wait

BATCH = 16  # messages read, embedded one by one, and written together
# users whose vectors stay in memory between searches (10,000 messages: 15 MB); reading them from
# SQLite again took most of a search's time at that size
CACHED_USERS = 4


class VectorIndexer:
    def __init__(
        self, database_path, writer: Writer, embedder: Embedder, metrics=None, context: bool = True
    ) -> None:
        self.database_path = database_path
        self.writer = writer
        self.embedder = embedder
        self.context = context
        # what the vectors are of: another model, or text embedded otherwise, is embedded again
        self.model = embedder.name + ("+previous" if context else "")
        self.metrics = metrics
        self.state = "loading"  # loading -> ready | failed
        self.load_error: str | None = None
        self.embedded = 0
        self.pending = 0  # messages of this model without a vector, as last counted
        self.oldest_pending_ms: int | None = None
        self.last_lag = 0.0  # seconds from a message's commit to its vector's, in the last batch
        self._queries_waiting = 0  # searches waiting for the embedder: the indexer waits for them
        self._embedding = threading.Lock()  # the embedder runs one call at a time, on any thread
        self._wake = False
        self._stopping = False
        self._cond = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="hushmem-embedder", daemon=True)
        self._db: sqlite_utils.Database | None = None
        self._cache: OrderedDict[str, tuple[int, StoredVectors]] = OrderedDict()
        self._generation: dict[str, int] = {}  # per user, moved on by every vector written or deleted

    # --- any thread

    def start(self) -> None:
        self._db = open_database(self.database_path, readonly=True)
        self._thread.start()

    def after_commit(self, results: list) -> None:
        for result in results:
            for forgotten in result.forgotten if isinstance(result, Sweep) else [result]:
                if isinstance(forgotten, Forgotten):
                    self._changed(forgotten.user_id)
        stored = sum(len(r.outcome.stored) for r in results if isinstance(r, SaveCommitted))
        if stored:
            with self._cond:  # counted at once, so the queue shows a save as soon as it commits
                self.pending += stored
                if self.oldest_pending_ms is None:
                    self.oldest_pending_ms = int(time.time() * 1000)
            self.wake()

    def _changed(self, user_id: str) -> None:
        self._generation[user_id] = self._generation.get(user_id, 0) + 1

    def stored_vectors(self, db: sqlite_utils.Database, user_id: str) -> StoredVectors:
        """The user's vectors (on the search's thread), from memory while none was written or
        deleted since they were read."""
        generation = self._generation.get(user_id, 0)
        cached = self._cache.get(user_id)
        if cached is not None and cached[0] == generation:
            self._cache.move_to_end(user_id)
            return cached[1]
        stored = load_vectors(db, user_id, self.model)
        self._cache[user_id] = (generation, stored)
        while len(self._cache) > CACHED_USERS:
            self._cache.popitem(last=False)
        return stored

    def wake(self) -> None:
        with self._cond:
            self._wake = True
            self._cond.notify()

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        """The texts' vectors, on the calling thread ahead of the indexer's next text. A search must
        not embed on the indexer's thread: at nice +10 on a busy machine, a query took 170 ms at p50
        instead of 23 (3 busy processes on 2 cores)."""
        with self._cond:
            if self.state != "ready" or self._stopping:
                state = "shutting down" if self._stopping else self.state
                raise EmbedderUnavailable(f"search by meaning is {state}")
            self._queries_waiting += 1
        try:
            with self._embedding:
                return self.embedder.embed(texts)
        except Exception as exc:
            raise translate(exc, EmbedderUnavailable, "{type} in the embedder") from None
        finally:
            with self._cond:
                self._queries_waiting -= 1
                self._cond.notify_all()

    async def query_vectors(self, text: str, variants: dict[str, str]) -> dict[str | None, np.ndarray]:
        """The query's vector for every session (None), and for each session in `variants` its own
        wording's; each distinct text embedded once, in one call."""
        texts = list(dict.fromkeys([text, *variants.values()]))
        vectors = dict(zip(texts, await asyncio.to_thread(self.embed_queries, texts), strict=True))
        return {None: vectors[text], **{session: vectors[t] for session, t in variants.items()}}

    @property
    def lag_seconds(self) -> float:
        """How long the oldest message still waiting for its vector has waited (0 when none waits)."""
        if not self.pending or self.oldest_pending_ms is None:
            return 0.0
        return max(0.0, time.time() - self.oldest_pending_ms / 1000)

    def health(self) -> dict:
        body = {"state": self.state, "model": self.model, "queue": self.pending,
                "lag_seconds": round(self.lag_seconds, 3), "last_lag_seconds": round(self.last_lag, 3),
                "embedded": self.embedded}  # fmt: skip
        if self.load_error:
            body["error"] = self.load_error
        return body

    def stop(self, timeout: float = 10.0) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify()
        if self._thread.is_alive():
            self._thread.join(timeout)
        if self._db is not None:
            self._db.conn.close()
            self._db = None

    # --- the embedder's thread

    @staticmethod
    def _lower_priority() -> None:
        """Embedding yields the CPU to saves: this thread runs at nice +10, as the model process does.
        Linux sets a thread's niceness by its id; elsewhere the call fails and the thread keeps the
        daemon's priority (logged)."""
        try:
            os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), EMBEDDER_NICENESS)
        except OSError as exc:
            log.info("embedder thread keeps the daemon's priority: %s", type(exc).__name__)

    def _run(self) -> None:
        self._lower_priority()
        started = time.monotonic()
        try:
            self.embedder.load()
        except Exception as exc:  # noqa: BLE001 - shown in health; keyword search goes on
            self.load_error = translate(exc, EmbedderUnavailable, "{type} loading the embedder").message
            self.state = "failed"
            log.error("embedder failed to load: %s", self.load_error)
            return
        self._count_pending()  # before "ready": a waiter on ready and an empty queue sees the backfill
        self.state = "ready"
        log.info("embedder %s ready in %.1f s", self.model, time.monotonic() - started)
        more = True
        while True:
            with self._cond:
                while not self._stopping and (self._queries_waiting or not (self._wake or more)):
                    self._cond.wait()
                if self._stopping:
                    return
                self._wake = False
            try:
                more = self._index_batch()
            except Exception as exc:  # noqa: BLE001 - the thread must survive any one batch
                log.error("embedding failed: %s", type(exc).__name__)
                more = False

    def _index_batch(self) -> bool:
        """Embed the newest messages without a vector; whether more may be waiting."""
        assert self._db is not None
        rows = self._db.execute(
            "SELECT m.seq, m.user_id, m.session_id, m.agent_id, m.id, m.stored_at, m.content"
            " FROM messages m LEFT JOIN message_vectors v ON v.seq = m.seq AND v.model = ?"
            " WHERE v.seq IS NULL ORDER BY m.seq DESC LIMIT ?",
            (self.model, BATCH),
        ).fetchall()
        if not rows:
            self._count_pending()
            return False
        texts = [message_text(json.loads(row[6])) for row in rows]
        with_text = [i for i, text in enumerate(texts) if text.strip()]
        blobs: list[bytes | None] = [None] * len(rows)
        if with_text:
            vectors = [self._embed_after_searches(self._with_context(rows[i], texts[i])) for i in with_text]
            for i, vector in zip(with_text, vectors, strict=True):
                blobs[i] = np.asarray(vector, dtype=np.float32).tobytes()
        written = self.writer.submit(lambda db: _store(db, self.model, rows, blobs)).result()
        for user_id in {row[1] for row in rows}:
            self._changed(user_id)
        self.embedded += written
        if self.metrics is not None:
            self.metrics.embedded.inc(written)
        now_ms = time.time() * 1000
        self.last_lag = max((now_ms - (row[5] or now_ms)) / 1000 for row in rows)
        self._count_pending()
        return len(rows) == BATCH or self.pending > 0

    def _embed_after_searches(self, text: str) -> np.ndarray:
        """One text's vector, once no search waits for the embedder: a search waits for one text
        at most, not a batch (10,000 messages, 1,000 more waiting: search p95 275-705 ms -> 80-130)."""
        with self._cond:
            while self._queries_waiting and not self._stopping:
                self._cond.wait()
        with self._embedding:
            return self.embedder.embed([text])[0]

    def _with_context(self, row: tuple, text: str) -> str:
        """The text embedded for a message: with `context`, the slot's previous message before it
        (an answer such as "Yes, last Friday" means little alone; LoCoMo dev: bench.quality.recall)."""
        if not self.context:
            return text
        assert self._db is not None
        previous = self._db.execute(
            "SELECT content FROM messages WHERE user_id = ? AND session_id = ? AND agent_id = ? AND seq < ?"
            " ORDER BY seq DESC LIMIT 1",
            (row[1], row[2], row[3], row[0]),
        ).fetchone()
        before = message_text(json.loads(previous[0])) if previous else ""
        return f"{before} {text}" if before.strip() else text

    def _count_pending(self) -> None:
        assert self._db is not None
        count, oldest = self._db.execute(
            "SELECT count(*), min(m.stored_at) FROM messages m LEFT JOIN message_vectors v"
            " ON v.seq = m.seq AND v.model = ? WHERE v.seq IS NULL",
            (self.model,),
        ).fetchone()
        self.pending, self.oldest_pending_ms = count, oldest
        if self.metrics is not None:
            self.metrics.embed_queue.set(count)
            self.metrics.embed_lag.set(self.lag_seconds)


def _store(db: sqlite_utils.Database, model: str, rows: list[tuple], blobs: list[bytes | None]) -> int:
    """Write each vector if its message is still the one embedded (not forgotten meanwhile, its seq
    not reused by a later save); a vector of another model for it is replaced."""
    written = 0
    for (seq, user_id, session_id, agent_id, message_id, stored_at, _), blob in zip(rows, blobs, strict=True):
        cursor = db.execute(
            "INSERT OR REPLACE INTO message_vectors (seq, user_id, session_id, model, vector)"
            " SELECT seq, user_id, session_id, ?, ? FROM messages WHERE seq = ? AND user_id = ?"
            " AND session_id = ? AND agent_id = ? AND id = ? AND stored_at IS ?",
            (model, blob, seq, user_id, session_id, agent_id, message_id, stored_at),
        )
        written += cursor.rowcount
    return written
