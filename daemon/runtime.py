"""The daemon's running parts, built from a Config: writer, transform runner, read connection.

`start()` does what must succeed before the socket accepts anything (data folder, database,
migrations); heavy models load in the background after it returns.
"""

from __future__ import annotations

import logging
import time

import sqlite_utils

from hushmem.core import paths
from hushmem.core.config import Config
from hushmem.core.database import open_database
from hushmem.core.errors import StartupError
from hushmem.daemon import store
from hushmem.daemon.admission import Admission
from hushmem.daemon.metrics import Metrics
from hushmem.daemon.retention import Retention
from hushmem.daemon.summaries import SummaryScheduler
from hushmem.daemon.vectors import VectorIndexer
from hushmem.daemon.writer import Writer
from hushmem.models.build import build_summarizer, build_worker
from hushmem.models.embedder import build_embedder, check_installed
from hushmem.scrubbers.build import build_chain
from hushmem.scrubbers.runner import TransformRunner

log = logging.getLogger("hushmem")


class Runtime:
    def __init__(self, config: Config) -> None:
        self.config = config
        self.started_at = time.time()
        self.metrics = Metrics()
        self.writer = Writer(config.database_path)
        self.runner = TransformRunner(build_chain(config), self.metrics)
        self.admission = Admission(config.max_pending_seconds, lambda: self.runner.seconds_per_message)
        self.model_worker = build_worker(config)
        summarizer = build_summarizer(config, self.model_worker)
        self.summaries: SummaryScheduler | None = None
        if summarizer is not None:
            counter = None
            if config.trigger_tokens and self.model_worker is not None:
                worker = self.model_worker
                counter = lambda texts: worker.call("count_tokens", texts=texts)  # noqa: E731
            self.summaries = SummaryScheduler(config, self.writer, summarizer, counter, self.metrics)
        check_installed(config)
        embedder = build_embedder(config)
        self.vectors: VectorIndexer | None = None
        if embedder is not None:
            self.vectors = VectorIndexer(
                config.database_path, self.writer, embedder, self.metrics, config.embed_context
            )
        self.retention = Retention(config.retention_days, self.writer) if config.retention_days else None
        self.reader: sqlite_utils.Database | None = None

    def start(self) -> None:
        assert self.config.data_dir is not None
        paths.ensure_private_dir(self.config.data_dir)
        try:
            self.writer.start()
        except Exception as exc:
            raise StartupError(f"cannot open the database: {exc}") from exc
        self.reader = open_database(self.config.database_path, readonly=True)
        self.writer.add_post_commit_hook(self._after_commit)
        self.runner.start()
        if self.summaries is not None:
            self.writer.add_post_commit_hook(self.summaries.after_commit)
            self.summaries.start()
        if self.vectors is not None:
            self.writer.add_post_commit_hook(self.vectors.after_commit)
            self.vectors.start()  # the embedder loads on its own thread
        if self.retention is not None:
            self.retention.start()

    def background_idle(self) -> bool:
        """No queued writes, scrubs or summary jobs: safe to exit when idle."""
        summaries_idle = self.summaries is None or self.summaries.queue_depth == 0
        vectors_idle = self.vectors is None or self.vectors.state != "ready" or self.vectors.pending == 0
        queues_idle = self.writer.queue_depth == 0 and self.runner.queue_depth == 0
        return summaries_idle and vectors_idle and queues_idle

    def _after_commit(self, results: list) -> None:
        flat: list = []
        for result in results:
            flat.extend(result.forgotten if isinstance(result, store.Sweep) else [result])
        for result in flat:
            if isinstance(result, store.Forgotten):
                self.runner.chain.forget(result.user_id, result.session_id)
                self.metrics.forgotten.inc(result.messages)
            elif isinstance(result, store.SaveCommitted):
                self.metrics.messages.labels("stored").inc(len(result.outcome.stored))
                for skipped in result.outcome.skipped:
                    self.metrics.messages.labels(f"skipped_{skipped['reason']}").inc()

    def stop(self, timeout: float = 10.0) -> None:
        if self.retention is not None:
            self.retention.stop()
        if self.summaries is not None:
            self.summaries.stop(timeout)
        if self.vectors is not None:
            self.vectors.stop(timeout)
        if self.model_worker is not None:
            self.model_worker.stop()
        self.runner.stop(timeout)
        self.writer.close(timeout)
        if self.reader is not None:
            self.reader.conn.close()
            self.reader = None
