"""Running the daemon: private socket, uvicorn serving the app, clean shutdown.

uvicorn owns the signal handling (SIGTERM/SIGINT stop accepting, in-flight requests finish within
`shutdown_timeout`); after it returns, the runtime drains the writer and the socket file we bound
is removed.
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import stat
from pathlib import Path

import uvicorn

from daemon import paths
from daemon.app import create_app
from daemon.config import Config
from daemon.errors import ConfigError, StartupError
from daemon.logs import configure_logging
from daemon.runtime import Runtime

log = logging.getLogger("hushmem")

MAX_SOCKET_PATH = 107  # sun_path is 108 bytes on Linux (104 on macOS), including the NUL


def bind_socket(path: Path) -> socket.socket:
    """Listen on `path` with mode 0600 inside a private folder; refuse to steal a live socket."""
    if len(os.fsencode(path)) > MAX_SOCKET_PATH:
        raise ConfigError(f"socket path is longer than {MAX_SOCKET_PATH} bytes: {path}")
    paths.ensure_socket_dir(path.parent)
    try:
        info = path.lstat()
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISSOCK(info.st_mode):
            raise StartupError(f"{path} exists and is not a socket; refusing to replace it")
        probe = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            probe.connect(str(path))
        except OSError:
            path.unlink()  # stale: left by a daemon that did not shut down cleanly
        else:
            raise StartupError(f"another hushmem daemon is already listening on {path}")
        finally:
            probe.close()
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    previous = os.umask(0o177)  # the socket file is born 0600: no window where others may connect
    try:
        sock.bind(str(path))
    except OSError as exc:
        sock.close()
        raise StartupError(f"cannot bind {path}: {exc.strerror}") from None
    finally:
        os.umask(previous)
    sock.listen(256)
    return sock


class _Terminated(Exception):
    """SIGTERM/SIGINT arrived (re-raised by uvicorn after its graceful shutdown)."""


def _raise_terminated(signum: int, frame: object) -> None:
    raise _Terminated(signal.Signals(signum).name)


def serve(config: Config) -> None:
    """Run in the foreground until SIGTERM/SIGINT. Raises ConfigError / StartupError."""
    os.umask(0o077)  # database, WAL and secret files are private to this user
    configure_logging(config.log_level)
    assert config.socket is not None
    runtime = Runtime(config)
    runtime.start()
    sock = None
    try:
        sock = bind_socket(config.socket)
        server = uvicorn.Server(
            uvicorn.Config(
                create_app(runtime),
                log_config=None,
                access_log=False,  # request paths carry user and session ids
                lifespan="off",
                timeout_graceful_shutdown=10,
            )
        )
        log.info("hushmem listening on %s (data in %s)", config.socket, config.data_dir)
        # uvicorn captures these during serve and re-raises them once it has shut down; these
        # handlers turn that re-raise into a clean return so the cleanup below always runs.
        signal.signal(signal.SIGTERM, _raise_terminated)
        signal.signal(signal.SIGINT, _raise_terminated)
        try:
            server.run(sockets=[sock])
        except _Terminated as stop:
            log.info("received %s", stop)
    finally:
        runtime.stop()
        if sock is not None:
            sock.close()
            config.socket.unlink(missing_ok=True)
        log.info("hushmem stopped")
