"""Background summarization per slot, off the request path, with a watermark in SQLite.

Per (user, session, agent): when the messages after the watermark exceed `2 x trigger_at` (or
`trigger_tokens`), everything but the last `keep_last` pairs is folded into the rolling summary,
never splitting a tool call from its result. Saves only schedule work (a post-commit hook); one
thread runs the jobs; fetch reads the stored summary plus the messages after its watermark, so it
is correct while a job is pending and warm after a restart. Raw messages are never modified. A
fold's notes (daemon/notes.py) are stored in the same transaction as its summary. A failed job is
logged (no text), shown in the slot's summary state and retried with backoff; a fold that fails again
(a model or resolver error that repeats on the same input, such as a context overflow) is summarized
by rule (the notes, no model), the failure kept in the slot's state.
"""

from __future__ import annotations

import logging
import threading
import time
from concurrent.futures import Future
from dataclasses import dataclass

import sqlite_utils

from hushmem.core.config import Config
from hushmem.core.database import open_database
from hushmem.core.errors import HushmemError, translate
from hushmem.core.schema import Slot
from hushmem.daemon import notes, store
from hushmem.daemon.store import SaveCommitted
from hushmem.daemon.writer import Writer
from hushmem.models.extract import message_texts
from hushmem.models.summarizer import Summarizer, Summary

log = logging.getLogger("hushmem.summaries")

MAX_BACKOFF = 600.0
# a fold the summarizer failed on this many times is summarized by rule (no model line) and the
# failure recorded: a model error that repeats on the same input must not hold the watermark forever
FAILURES_BEFORE_RULE = 2


def backoff_seconds(attempts: int) -> float:
    return min(MAX_BACKOFF, 5.0 * 2 ** max(0, attempts - 1))


def _has_tool_call(message: dict) -> bool:
    return any("tool_call" in part for part in message["content"])


def _is_tool_result(message: dict) -> bool:
    return message["role"] == "tool" or any("tool_result" in part for part in message["content"])


def fold_boundary(messages: list[dict], keep_last: int) -> int:
    """How many leading messages to fold: all but the last `keep_last` pairs, moved earlier so a
    tool call and its result stay on the same side; when nothing earlier can be folded (one long
    chain of tool calls), moved later instead, so a slot past its trigger always folds."""
    wanted = max(0, len(messages) - 2 * keep_last)

    def splits(boundary: int) -> bool:
        return 0 < boundary < len(messages) and (
            _is_tool_result(messages[boundary]) or _has_tool_call(messages[boundary - 1])
        )

    boundary = wanted
    while splits(boundary):
        boundary -= 1
    if boundary == 0 and wanted > 0:
        boundary = wanted
        while splits(boundary):
            boundary += 1
    return boundary


@dataclass(frozen=True)
class Fold:
    """One job's work: the slot's previous summary and the messages to fold into it."""

    slot: Slot
    previous: Summary | None
    messages: list[dict]
    last_seq: int  # the new watermark
    attempts: int  # failed attempts so far


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
        self.jobs_run = 0  # slots looked at, folded or not: lets a caller wait for a job to have run

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
        rows = store.slots_with_more_unsummarized_than(self._db, threshold)
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
                    self.jobs_run += 1

    def _write(self, job) -> object:
        future: Future = self.writer.submit(job)
        return future.result()

    def _process(self, slot: Slot) -> None:
        fold = self._due_fold(slot)
        if fold is None:
            return
        self._write(lambda db: store.set_summary_state(db, slot, "pending", None, 0))
        started = time.monotonic()
        error = None
        try:
            summary = self.summarizer.summarize(fold.previous, fold.messages)
        except Exception as exc:  # noqa: BLE001 - recorded on the slot, retried later
            if fold.attempts + 1 < FAILURES_BEFORE_RULE:
                self._record_failure(fold, exc)
                return
            reason = self._count_failure(exc, "by_rule")
            error = f"{reason} (failed {fold.attempts + 1} times on these messages: notes by rule stand)"
            log.warning("summary by rule after %d failures: %s", fold.attempts + 1, reason)
            try:
                summary = self.summarizer.summarize_by_rule(fold.previous, fold.messages)
            except Exception as again:  # noqa: BLE001 - as any failure: recorded, retried later
                self._record_failure(fold, again)
                return
        self._store(fold, summary, time.monotonic() - started, error)

    def _due_fold(self, slot: Slot) -> Fold | None:
        """The messages to fold now (all but the last `keep_last` pairs after the watermark), or
        None while the slot is under its trigger."""
        assert self._db is not None
        row = store.read_summary_row(self._db, slot)
        covered = row["covers_seq"] if row else 0
        if not self._may_trigger(store.count_after(self._db, slot, covered)):
            return None  # every save schedules this check: most slots are under their trigger
        after = store.messages_after(self._db, slot, covered)
        messages = [message for _, message in after]
        if not self._triggered(messages):
            return None
        boundary = fold_boundary(messages, self.config.keep_last)
        if boundary == 0:
            return None
        previous = None
        if row and row["text"]:
            previous = Summary(row["text"], notes.read_notes(self._db, slot), row["narrative"] or "")
        attempts = row["attempts"] if row else 0
        return Fold(slot, previous, messages[:boundary], after[boundary - 1][0], attempts)

    def _record_failure(self, fold: Fold, exc: Exception) -> None:
        """Shown in the slot's state (the reason names a type, never text), retried with backoff."""
        reason = self._count_failure(exc, "failed")
        self._write(lambda db: store.set_summary_state(db, fold.slot, "failed", reason, 1))
        delay = backoff_seconds(fold.attempts + 1)
        log.warning("summary failed (attempt %d, retry in %.0f s): %s", fold.attempts + 1, delay, reason)
        self.schedule(fold.slot, delay)

    def _count_failure(self, exc: Exception, outcome: str) -> str:
        """Count a summarizer failure (health, metrics by outcome); its reason names a type, never text."""
        self.failures += 1
        if self.metrics is not None:
            self.metrics.summaries.labels(outcome).inc()
        return translate(exc, HushmemError, "{type} in the summarizer").message

    def _store(self, fold: Fold, summary: Summary, seconds: float, error: str | None = None) -> None:
        row = (summary.text, "[]", summary.narrative)
        before = fold.previous.notes if fold.previous else []

        def job(db) -> bool:
            stored = store.store_summary(db, fold.slot, row, fold.last_seq, len(fold.messages), error)
            if stored:
                notes.store_fold(db, fold.slot, before, summary.notes)
            return stored

        stored = self._write(job)
        if not stored:
            return  # the folded messages were forgotten while the summarizer worked
        self.summaries_made += 1
        if self.metrics is not None:
            self.metrics.summaries.labels("made").inc()
            self.metrics.summary_seconds.observe(seconds)
        log.info("summarized %d message(s) in %.1f s (model %.1f s)", len(fold.messages), seconds,
                 summary.model_seconds)  # fmt: skip
        self.schedule(fold.slot)  # more may have arrived meanwhile

    def _may_trigger(self, count: int) -> bool:
        """Whether `count` messages after the watermark could pass _triggered (which reads them)."""
        if count > 2 * self.config.trigger_at:
            return True
        return bool(self.config.trigger_tokens and self.token_counter and count > 2 * self.config.keep_last)

    def _triggered(self, messages: list[dict]) -> bool:
        if not self._may_trigger(len(messages)):
            return False
        if len(messages) > 2 * self.config.trigger_at:
            return True
        texts = [" ".join(message_texts(m)) for m in messages]  # past keep_last, with a token trigger
        try:
            return sum(self.token_counter(texts)) > self.config.trigger_tokens
        except Exception as exc:  # noqa: BLE001 - the message trigger still holds; no retry loop here
            log.warning("tokens not counted (%s): the message trigger decides", type(exc).__name__)
            return False
