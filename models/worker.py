"""The model's own process: started on first use, one job at a time, lower CPU priority, and gone
after `idle_exit` seconds without work (memory back to the system, as Ollama's keep-alive does).

Why a process: a llama.cpp crash (SIGSEGV, SIGILL, OOM kill) ends only the worker; the daemon
sees the pipe close, reports the job as failed and starts a fresh worker for the next one. The
worker runs at nice +10, so saves keep their CPU while a summary is being written.
"""

from __future__ import annotations

import logging
import multiprocessing
import os
import threading
import time
from multiprocessing.connection import Connection
from typing import Any

from hushmem.core.errors import ModelUnavailable
from hushmem.models.llm import ModelSettings

log = logging.getLogger("hushmem.model")

LOAD_TIMEOUT = 120.0
NICENESS = 10


class ModelWorker:
    def __init__(self, settings: ModelSettings, idle_exit: float, job_timeout: float = 300.0) -> None:
        self.settings = settings
        self.idle_exit = idle_exit
        self.job_timeout = job_timeout
        self._lock = threading.Lock()  # one job at a time
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Connection | None = None
        self.jobs_done = 0

    @property
    def state(self) -> str:
        if self._process is not None and self._process.is_alive():
            return "busy" if self._lock.locked() else "ready"
        return "stopped"

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None and self._process.is_alive() else None

    def call(self, method: str, **payload: Any) -> Any:
        """Run `method` in the worker (starting it if needed); raises ModelUnavailable."""
        with self._lock:
            self._ensure_started()
            assert self._conn is not None
            try:
                self._conn.send((method, payload))
                if not self._conn.poll(self.job_timeout):
                    self._kill()
                    raise ModelUnavailable(f"the model did not answer within {self.job_timeout:.0f} s")
                status, value = self._conn.recv()
            except (EOFError, OSError, BrokenPipeError):
                code = self._reap()
                raise ModelUnavailable(f"the model worker died (exit code {code})") from None
            if status != "ok":
                raise ModelUnavailable(f"the model failed: {value}")
            self.jobs_done += 1
            return value

    def _ensure_started(self) -> None:
        if self._process is not None and self._process.is_alive():
            return
        self._reap()
        context = multiprocessing.get_context("spawn")
        parent, child = context.Pipe()
        process = context.Process(
            target=serve, args=(child, self.settings, self.idle_exit), name="hushmem-model", daemon=True
        )
        started = time.monotonic()
        process.start()
        child.close()
        self._process, self._conn = process, parent
        if not parent.poll(LOAD_TIMEOUT):
            self._kill()
            raise ModelUnavailable("the model did not load in time")
        try:
            status, value = parent.recv()
        except EOFError:
            code = self._reap()
            raise ModelUnavailable(f"the model worker died while loading (exit code {code})") from None
        if status != "ready":
            self._reap()
            raise ModelUnavailable(f"the model could not be loaded: {value}")
        log.info("model worker pid %d loaded in %.1f s", process.pid, time.monotonic() - started)

    def _kill(self) -> None:
        if self._process is not None and self._process.is_alive():
            self._process.kill()
        self._reap()

    def _reap(self) -> int | None:
        code = None
        if self._process is not None:
            self._process.join(5)
            code = self._process.exitcode
        if self._conn is not None:
            self._conn.close()
        self._process, self._conn = None, None
        return code

    def stop(self) -> None:
        with self._lock:
            if self._conn is not None:
                try:
                    self._conn.send(("exit", {}))
                except OSError:
                    pass
            if self._process is not None:
                self._process.join(5)
            self._kill()


def serve(conn: Connection, settings: ModelSettings, idle_exit: float) -> None:
    """The worker process: load the model, answer jobs, exit when idle or told to."""
    try:
        os.nice(NICENESS)
    except OSError:
        pass
    try:
        from hushmem.models.llm import LocalModel

        model = LocalModel(settings)
    except Exception as exc:  # noqa: BLE001 - reported to the parent, then exit
        conn.send(("failed", f"{type(exc).__name__}: {str(exc)[:200]}"))
        return
    conn.send(("ready", None))
    while conn.poll(idle_exit):
        try:
            method, payload = conn.recv()
        except EOFError:
            return
        if method == "exit":
            return
        try:
            if method == "chat":
                result = model.chat(payload["messages"], payload["max_tokens"], payload.get("grammar"))
            elif method == "json":
                result = model.chat_json(payload["messages"], payload["schema"], payload["max_tokens"])
            elif method == "count_tokens":
                result = [model.count_tokens(text) for text in payload["texts"]]
            else:
                raise ValueError(f"unknown method {method!r}")
        except Exception as exc:  # noqa: BLE001 - type only: the text could quote the prompt
            conn.send(("error", type(exc).__name__))
        else:
            conn.send(("ok", result))
