"""Background summarization per slot, off the request path, with a watermark in SQLite.

Per (user, session, agent): when the messages after the watermark exceed `2 x trigger_at` (or
`trigger_tokens`), everything but the last `keep_last` pairs is folded into the rolling summary,
never splitting a tool call from its result. Saves only schedule work (a post-commit hook); one
thread runs the jobs; fetch reads the stored summary plus the messages after its watermark, so it
is correct while a job is pending and warm after a restart. Raw messages are never modified. A
failed job is logged (no text), shown in the slot's summary state and retried with backoff.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from concurrent.futures import Future

import sqlite_utils

from daemon.config import Config
from daemon.database import open_database
from daemon.errors import HushmemError, translate
from daemon.schema import Slot
from daemon.store import SaveCommitted
from daemon.writer import Writer
from models.summarizer import Summarizer, Summary

log = logging.getLogger("hushmem.summaries")

MAX_BACKOFF = 600.0


def backoff_seconds(attempts: int) -> float:
    return min(MAX_BACKOFF, 5.0 * 2 ** max(0, attempts - 1))


def _has_tool_call(message: dict) -> bool:
    return any("tool_call" in part for part in message["content"])


def _is_tool_result(message: dict) -> bool:
    return message["role"] == "tool" or any("tool_result" in part for part in message["content"])


def fold_boundary(messages: list[dict], keep_last: int) -> int:
    """How many leading messages to fold: all but the last `keep_last` pairs, moved earlier so a
    tool call and its result stay on the same side."""
    boundary = len(messages) - 2 * keep_last
    while 0 < boundary < len(messages) and (
        _is_tool_result(messages[boundary]) or _has_tool_call(messages[boundary - 1])
    ):
        boundary -= 1
    return max(0, boundary)


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


def _slot_has_messages(db: sqlite_utils.Database, slot: Slot, seq: int | None = None) -> bool:
    sql = "SELECT 1 FROM messages WHERE user_id = ? AND session_id = ? AND agent_id = ?"
    params: list = list(slot.key)
    if seq is not None:
        sql += " AND seq = ?"
        params.append(seq)
    return db.execute(sql + " LIMIT 1", params).fetchone() is not None


def _set_state(
    db: sqlite_utils.Database, slot: Slot, state: str, error: str | None, attempts_delta: int
) -> None:
    if not _slot_has_messages(db, slot):
        return  # forgotten meanwhile: do not bring a row back
    db.execute(
        "INSERT INTO summaries (user_id, session_id, agent_id, state, error, attempts, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id, session_id, agent_id) DO UPDATE SET"
        " state = excluded.state, error = excluded.error, attempts = summaries.attempts + ?",
        (*slot.key, state, error, max(0, attempts_delta), _now_ms(), attempts_delta),
    )


def _store_summary(
    db: sqlite_utils.Database, slot: Slot, summary: Summary, covers_seq: int, folded: int
) -> bool:
    if not _slot_has_messages(db, slot, covers_seq):
        return False  # the folded messages were forgotten while the model worked
    db.execute(
        "INSERT INTO summaries (user_id, session_id, agent_id, text, facts, narrative, covers_seq,"
        " covered_messages, state, error, attempts, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'ready',"
        " NULL, 0, ?) ON CONFLICT (user_id, session_id, agent_id) DO UPDATE SET text = excluded.text,"
        " facts = excluded.facts, narrative = excluded.narrative, covers_seq = excluded.covers_seq,"
        " covered_messages = summaries.covered_messages + excluded.covered_messages, state = 'ready',"
        " error = NULL, attempts = 0, updated_at = excluded.updated_at",
        (*slot.key, summary.text, summary.facts_json(), summary.narrative, covers_seq, folded, _now_ms()),
    )
    return True


def _now_ms() -> int:
    return int(time.time() * 1000)


class SummaryScheduler:
    def __init__(
        self, config: Config, writer: Writer, summarizer: Summarizer, token_counter=None, metrics=None
    ) -> None:
        self.metrics = metrics
        self.config = config
        self.writer = writer
        self.summarizer = summarizer
        self.token_counter = token_counter  # callable(list[str]) -> list[int], or None
        self._due: dict[Slot, float] = {}
        self._cond = threading.Condition()
        self._stopping = False
        self._busy = False
        self._thread = threading.Thread(target=self._run, name="hushmem-summaries", daemon=True)
        self._db: sqlite_utils.Database | None = None
        self.summaries_made = 0
        self.failures = 0

    # --- scheduling (any thread)

    def start(self) -> None:
        self._db = open_database(self.config.database_path, readonly=True)
        self._resume()
        self._thread.start()

    def after_commit(self, results: list) -> None:
        for result in results:
            if isinstance(result, SaveCommitted) and result.outcome.stored:
                self.schedule(result.slot)

    def schedule(self, slot: Slot, delay: float = 0.0) -> None:
        with self._cond:
            due = time.monotonic() + delay
            self._due[slot] = min(due, self._due.get(slot, due))
            self._cond.notify()

    @property
    def queue_depth(self) -> int:
        with self._cond:
            return len(self._due) + (1 if self._busy else 0)

    def stop(self, timeout: float = 10.0) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify()
        self._thread.join(timeout)
        if self._db is not None:
            self._db.conn.close()

    def _resume(self) -> None:
        """Slots left over their trigger by an earlier run (or a crash) get their job back."""
        assert self._db is not None
        threshold = 2 * self.config.keep_last if self.config.trigger_tokens else 2 * self.config.trigger_at
        rows = self._db.execute(
            "SELECT m.user_id, m.session_id, m.agent_id FROM messages m LEFT JOIN summaries s"
            " ON s.user_id = m.user_id AND s.session_id = m.session_id AND s.agent_id = m.agent_id"
            " WHERE m.seq > coalesce(s.covers_seq, 0) GROUP BY m.user_id, m.session_id, m.agent_id"
            " HAVING count(*) > ?",
            (threshold,),
        ).fetchall()
        for row in rows:
            self.schedule(Slot(*row))
        if rows:
            log.info("resuming summaries for %d slot(s)", len(rows))

    # --- the job thread

    def _run(self) -> None:
        while True:
            with self._cond:
                slot = None
                while slot is None:
                    if self._stopping:
                        return
                    now = time.monotonic()
                    ready = [s for s, due in self._due.items() if due <= now]
                    if ready:
                        slot = min(ready, key=self._due.__getitem__)
                        del self._due[slot]
                    else:
                        wait = min(self._due.values(), default=now + 3600) - now
                        self._cond.wait(max(0.01, wait))
                self._busy = True
            try:
                self._process(slot)
            except Exception as exc:  # noqa: BLE001 - the thread must survive any one job
                log.exception("summary job crashed: %s", type(exc).__name__)
            finally:
                with self._cond:
                    self._busy = False

    def _write(self, job) -> object:
        future: Future = self.writer.submit(job)
        return future.result()

    def _process(self, slot: Slot) -> None:
        assert self._db is not None
        row = read_summary_row(self._db, slot)
        covers_seq = row["covers_seq"] if row else 0
        messages = self._messages_after(slot, covers_seq)
        if not self._triggered(messages):
            return
        boundary = fold_boundary([m["message"] for m in messages], self.config.keep_last)
        if boundary == 0:
            return
        folded = messages[:boundary]
        previous = None
        if row and row["text"]:
            previous = Summary(row["text"], Summary.facts_from_json(row["facts"]), row["narrative"] or "")
        self._write(lambda db: _set_state(db, slot, "pending", None, 0))
        started = time.monotonic()
        try:
            summary = self.summarizer.summarize(previous, [m["message"] for m in folded])
        except Exception as exc:  # noqa: BLE001 - recorded on the slot, retried later
            self.failures += 1
            if self.metrics is not None:
                self.metrics.summaries.labels("failed").inc()
            reason = translate(exc, HushmemError, "{type} in the summarizer").message
            attempts = (row["attempts"] if row else 0) + 1
            self._write(lambda db: _set_state(db, slot, "failed", reason, 1))
            delay = backoff_seconds(attempts)
            log.warning("summary failed (attempt %d, retry in %.0f s): %s", attempts, delay, reason)
            self.schedule(slot, delay)
            return
        stored = self._write(lambda db: _store_summary(db, slot, summary, folded[-1]["seq"], len(folded)))
        if stored:
            self.summaries_made += 1
            if self.metrics is not None:
                self.metrics.summaries.labels("made").inc()
                self.metrics.summary_seconds.observe(time.monotonic() - started)
            log.info(
                "summarized %d message(s) in %.1f s (model %.1f s)",
                len(folded),
                time.monotonic() - started,
                summary.model_seconds,
            )
            self.schedule(slot)  # more may have arrived meanwhile

    def _messages_after(self, slot: Slot, covers_seq: int) -> list[dict]:
        assert self._db is not None
        rows = self._db.execute(
            "SELECT seq, id, role, timestamp, content FROM messages WHERE user_id = ? AND session_id = ?"
            " AND agent_id = ? AND seq > ? ORDER BY seq",
            (*slot.key, covers_seq),
        ).fetchall()
        return [
            {
                "seq": seq,
                "message": {"id": mid, "role": role, "timestamp": ts, "content": json.loads(content)},
            }
            for seq, mid, role, ts, content in rows
        ]

    def _triggered(self, messages: list[dict]) -> bool:
        if len(messages) > 2 * self.config.trigger_at:
            return True
        if self.config.trigger_tokens and self.token_counter and len(messages) > 2 * self.config.keep_last:
            from models.extract import message_texts

            texts = [" ".join(message_texts(m["message"])) for m in messages]
            return sum(self.token_counter(texts)) > self.config.trigger_tokens
        return False
