"""Running the daemon: the listening socket (listener.py), uvicorn serving the app, idle exit when
socket-activated, clean shutdown.

uvicorn owns the signal handling (SIGTERM/SIGINT stop accepting, in-flight requests finish within
`shutdown_timeout`); after it returns, the runtime drains the writer and the socket file we bound
is removed.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time

import uvicorn

from hushmem.core.config import Config
from hushmem.daemon.app import create_app
from hushmem.daemon.fastpath import SaveFastPath
from hushmem.daemon.listener import guard, listening_socket
from hushmem.daemon.logs import configure_logging
from hushmem.daemon.metrics import RequestObserver
from hushmem.daemon.runtime import Runtime

log = logging.getLogger("hushmem")


class _Terminated(Exception):
    """SIGTERM/SIGINT arrived (re-raised by uvicorn after its graceful shutdown)."""


def _raise_terminated(signum: int, frame: object) -> None:
    raise _Terminated(signal.Signals(signum).name)


def _watch_idle(
    server: uvicorn.Server, observer: RequestObserver, runtime: Runtime, idle_exit: float
) -> None:
    """Ask the server to stop once nothing has happened for `idle_exit` seconds and no background
    work is queued; systemd or launchd start us again on the next connection."""
    while not server.should_exit:
        time.sleep(min(1.0, idle_exit / 4))
        if observer.idle_for() >= idle_exit and runtime.background_idle():
            log.info("idle for %.0f s: exiting until the next connection", idle_exit)
            server.should_exit = True


def serve(config: Config) -> None:
    """Run in the foreground until SIGTERM/SIGINT. Raises ConfigError / StartupError."""
    os.umask(0o077)  # database, WAL and secret files are private to this user
    configure_logging(config.log_level)
    assert config.socket is not None
    runtime = Runtime(config)
    runtime.start()
    sock, bound = None, False
    try:
        raw, bound = listening_socket(config.socket)
        sock = guard(raw, {os.getuid(), *config.allowed_uids})
        observer = RequestObserver(SaveFastPath(create_app(runtime)), runtime.metrics)
        server = uvicorn.Server(
            uvicorn.Config(
                observer,
                log_config=None,
                access_log=False,  # request paths carry user and session ids
                lifespan="off",
                timeout_graceful_shutdown=config.shutdown_timeout,
                # asyncio's own loop, never uvloop: uvloop accepts connections in C, past
                # PeerCheckedSocket.accept(), which would silently skip the peer check
                loop="asyncio",
                http="httptools",
            )
        )
        if config.idle_exit:
            if bound:
                log.warning("idle_exit applies only when socket-activated (systemd/launchd); ignored")
            else:
                watcher = threading.Thread(
                    target=_watch_idle, args=(server, observer, runtime, config.idle_exit), daemon=True
                )
                watcher.start()
        where = config.socket if bound else "the socket systemd/launchd passed"
        log.info("hushmem listening on %s (data in %s)", where, config.data_dir)
        # uvicorn captures these during serve and re-raises them once it has shut down; these
        # handlers turn that re-raise into a clean return so the cleanup below always runs.
        signal.signal(signal.SIGTERM, _raise_terminated)
        signal.signal(signal.SIGINT, _raise_terminated)
        try:
            server.run(sockets=[sock])
        except _Terminated as stop:
            log.info("received %s", stop)
    finally:
        runtime.stop(config.shutdown_timeout)
        if sock is not None:
            sock.close()
            if bound:  # a socket systemd or launchd owns stays for the next activation
                config.socket.unlink(missing_ok=True)
        log.info("hushmem stopped")
