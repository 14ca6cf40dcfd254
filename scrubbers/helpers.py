"""Scrubbing helper processes: forked from the daemon once the `pii` scrubber is loaded, they share its
models copy-on-write and run the part of scrubbing that knows no session (models, recognizers,
the decision) on the second core, while the daemon keeps all session state.

Why fork from the loaded scrubber: a spawned process would load spaCy and the name lists again
(another ~150 MB and a second or two); a fork shares those pages until one side writes them (the
objects are frozen out of the garbage collector first, so collections do not write them). Why only the
session-free part: placeholder numbers and propagation depend on everything a session saved before,
so they stay on the daemon's one scrub thread, in arrival order, exactly as without helpers.

A helper never writes to the database, never logs, and exits when its pipe closes (the daemon
stopped or died). One that dies or stops answering fails the saves of its batch with
`ScrubberUnavailable` (503, nothing stored) and is forked again for the next batch.
"""

from __future__ import annotations

import gc
import logging
import os
import signal
import sys
import time
from collections.abc import Callable
from multiprocessing.connection import Connection, Pipe
from typing import Any

from hushmem.core import memory
from hushmem.core.errors import ScrubberUnavailable

log = logging.getLogger("hushmem.scrub")
IDLE_TRIM_SECONDS = 0.5  # a helper this long without a request trims its heap (~1 ms; not per batch)
ANSWER_TIMEOUT = 30.0  # seconds: a helper silent this long on one batch is taken as hung (setting)

Serve = Callable[[str, Any], Any]


class Helper:
    """One forked process answering `(kind, payload)` requests with `serve(kind, payload)`."""

    def __init__(self, serve: Serve, answer_timeout: float = ANSWER_TIMEOUT) -> None:
        self._serve = serve
        self.answer_timeout = answer_timeout
        self._conn: Connection | None = None
        self.pid: int | None = None
        self.forks = 0

    @property
    def restarts(self) -> int:
        """Forks after the first (a helper that died or hung, replaced)."""
        return max(0, self.forks - 1)

    @property
    def alive(self) -> bool:
        """Started and not exited (an exited helper is reaped here)."""
        if self._conn is None or self.pid is None:
            return False
        done, _ = os.waitpid(self.pid, os.WNOHANG)
        if done:
            self.pid = None
            self._conn.close()
            self._conn = None
        return not done

    def start(self) -> None:
        """Fork (again, if the last one died). Called on the scrub thread."""
        self.stop()
        parent_end, child_end = Pipe(duplex=True)
        gc.collect()
        memory.trim()  # freed heap pages would be counted in the child's RSS too
        gc.freeze()  # what exists now is shared with the child: keep collections off those pages
        pid = os.fork()
        if pid == 0:  # the child: never returns into the daemon's code
            try:
                parent_end.close()
                _serve_forever(child_end, self._serve)
            finally:
                os._exit(0)
        child_end.close()
        self._conn, self.pid = parent_end, pid
        self.forks += 1

    def send(self, kind: str, payload: Any) -> None:
        assert self._conn is not None
        try:
            self._conn.send((kind, payload))
        except OSError as exc:
            self._failed(f"could not reach it ({type(exc).__name__})")

    def receive(self) -> Any:
        """The answer to the last `send`, or ScrubberUnavailable (the helper is then stopped)."""
        if self._conn is None:
            self._failed("it is not running")
        try:
            if not self._conn.poll(self.answer_timeout):
                self._failed(f"no answer within {self.answer_timeout:g} s")
            status, value = self._conn.recv()
        except (EOFError, OSError) as exc:
            self._failed(f"it stopped ({type(exc).__name__})")
        if status != "ok":
            raise ScrubberUnavailable(f"a scrubbing helper raised {value}; nothing was stored")
        return value

    def stop(self, timeout: float = 2.0) -> None:
        """Close the pipe (the helper exits on EOF) and reap it; kill it if it does not go."""
        if self._conn is not None:
            self._conn.close()
            self._conn = None
        if self.pid is None:
            return
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            done, _ = os.waitpid(self.pid, os.WNOHANG)
            if done:
                break
            time.sleep(0.01)
        else:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        self.pid = None

    def _failed(self, why: str):
        log.warning("scrubbing helper %s failed: %s; its batch failed, it is forked again", self.pid, why)
        self.stop(timeout=0.5)
        raise ScrubberUnavailable(f"a scrubbing helper failed: {why}; nothing of this batch was stored")


def _serve_forever(conn: Connection, serve: Serve) -> None:
    # The daemon handles Ctrl-C and shuts helpers down by closing their pipes; SIGTERM just ends one.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    # Inherited descriptors (the listening socket, the database, other helpers' pipes) are not ours.
    keep = conn.fileno()
    os.closerange(3, keep)
    os.closerange(keep + 1, os.sysconf("SC_OPEN_MAX"))
    # It never logs or prints: another thread may have held a stream's lock at the fork.
    logging.disable(logging.CRITICAL)
    sys.stdout = sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - for the process's life
    while True:
        try:
            kind, payload = conn.recv()
        except (EOFError, OSError):
            return
        try:
            answer = ("ok", serve(kind, payload))
        except Exception as exc:  # noqa: BLE001 - reported to the daemon by type only (no text)
            answer = ("error", type(exc).__name__)
        conn.send(answer)
        del answer
        if not conn.poll(IDLE_TRIM_SECONDS):  # idle: a batch's freed buffers go back to the system
            memory.trim()
