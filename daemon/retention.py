"""Optional retention: sessions with no new message for `retention_days` are forgotten, checked
at start-up and then every hour, through the writer like any other forget."""

from __future__ import annotations

import logging
import threading
import time

from hushmem.daemon import store
from hushmem.daemon.writer import Writer

log = logging.getLogger("hushmem.retention")

CHECK_EVERY = 3600.0


class Retention:
    def __init__(self, days: float, writer: Writer) -> None:
        self.days = days
        self.writer = writer
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="hushmem-retention", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)

    def sweep(self) -> int:
        """Forget every expired session now; returns how many."""
        cutoff = int((time.time() - self.days * 86400) * 1000)

        def job(db) -> store.Sweep:
            expired = store.sessions_idle_since(db, cutoff)
            return store.Sweep(tuple(store.forget(db, user, session) for user, session in expired))

        sweep = self.writer.submit(job).result()
        if sweep.forgotten:
            log.info("retention: forgot %d session(s) idle for over %g days", len(sweep.forgotten), self.days)
        return len(sweep.forgotten)

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                self.sweep()
            except Exception as exc:  # noqa: BLE001 - try again at the next check
                log.warning("retention sweep failed: %s", type(exc).__name__)
            self._stop.wait(CHECK_EVERY)
