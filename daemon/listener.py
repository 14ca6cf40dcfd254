"""The listening socket: bound by us, or adopted from systemd (LISTEN_FDS) or launchd, and a check
of every connecting peer's credentials before it is handed to the HTTP server.

The socket file is 0600 inside a 0700 folder, so only its owner can connect; the peer check is
the second lock (a mode opened up by mistake, a shared folder): SO_PEERCRED on Linux,
LOCAL_PEERCRED/LOCAL_PEERPID on macOS. Refused peers get no data; their uid and pid are logged.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import logging
import os
import socket
import stat
import struct
import sys
from pathlib import Path

from hushmem.core import paths
from hushmem.core.errors import ConfigError, StartupError

log = logging.getLogger("hushmem")

MAX_SOCKET_PATH = 107  # sun_path is 108 bytes on Linux (104 on macOS), including the NUL
SD_LISTEN_FDS_START = 3
LAUNCHD_SOCKET_NAME = "Listeners"


def peer_credentials(conn: socket.socket) -> tuple[int, int]:
    """(uid, pid) of the process at the other end of a Unix socket (pid -1 where unknown)."""
    if sys.platform.startswith("linux"):
        raw = conn.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
        pid, uid, _gid = struct.unpack("3i", raw)
        return uid, pid
    # macOS / BSD: struct xucred { u_int cr_version; uid_t cr_uid; short cr_ngroups; gid_t cr_groups[16]; }
    sol_local, local_peercred, local_peerpid = 0, 0x001, 0x002
    raw = conn.getsockopt(sol_local, local_peercred, struct.calcsize("IIh16I"))
    uid = struct.unpack_from("II", raw)[1]
    try:
        pid = struct.unpack("i", conn.getsockopt(sol_local, local_peerpid, 4))[0]
    except OSError:
        pid = -1
    return uid, pid


class PeerCheckedSocket(socket.socket):
    """A listening socket whose accept() only returns peers with an allowed uid.

    asyncio's server calls sock.accept() on the object it is given, so this check runs on every
    connection before uvicorn sees it.
    """

    allowed_uids: frozenset[int] = frozenset()
    refused = 0

    def accept(self):  # type: ignore[override]
        while True:
            conn, address = super().accept()  # BlockingIOError when none is pending: asyncio's cue
            try:
                uid, pid = peer_credentials(conn)
            except OSError:
                uid, pid = -1, -1
            if uid in self.allowed_uids:
                return conn, address
            type(self).refused += 1
            log.warning("refused a connection from uid %d pid %d (not an allowed uid)", uid, pid)
            conn.close()


def guard(sock: socket.socket, allowed_uids: set[int]) -> PeerCheckedSocket:
    checked = PeerCheckedSocket(fileno=sock.detach())
    PeerCheckedSocket.allowed_uids = frozenset(allowed_uids)
    return checked


def systemd_socket() -> socket.socket | None:
    """The socket systemd passed us (fd 3), if it was meant for this process."""
    if os.environ.get("LISTEN_PID") != str(os.getpid()):
        return None
    count = int(os.environ.get("LISTEN_FDS", "0") or 0)
    for name in ("LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"):
        os.environ.pop(name, None)  # not for the model worker we may spawn
    if count < 1:
        return None
    sock = socket.socket(fileno=SD_LISTEN_FDS_START)
    if sock.family != socket.AF_UNIX or sock.type != socket.SOCK_STREAM:
        raise StartupError("systemd passed a socket that is not a Unix stream socket")
    for extra in range(SD_LISTEN_FDS_START + 1, SD_LISTEN_FDS_START + count):
        os.close(extra)
    return sock


def launchd_socket() -> socket.socket | None:
    """The socket launchd created for the `Listeners` entry of our plist (macOS only)."""
    if sys.platform != "darwin" or "XPC_SERVICE_NAME" not in os.environ:
        return None
    libc = ctypes.CDLL(ctypes.util.find_library("c"))
    fds = ctypes.POINTER(ctypes.c_int)()
    count = ctypes.c_size_t(0)
    result = libc.launch_activate_socket(LAUNCHD_SOCKET_NAME.encode(), ctypes.byref(fds), ctypes.byref(count))
    if result != 0 or count.value < 1:
        return None  # started by hand, not by launchd: bind our own
    fd = fds[0]
    libc.free(fds)
    return socket.socket(fileno=fd)


def bind_socket(path: Path) -> socket.socket:
    """Listen on `path` with mode 0600; refuse to steal a live socket, replace a stale one."""
    if len(os.fsencode(path)) > MAX_SOCKET_PATH:
        raise ConfigError(f"socket path is longer than {MAX_SOCKET_PATH} bytes: {path}")
    if path.parent == paths.default_runtime_dir():
        paths.ensure_private_dir(path.parent)  # our folder: it must be ours and 0700
    else:
        paths.ensure_socket_dir(path.parent)  # a folder the user chose: created 0700 if missing
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


def listening_socket(path: Path) -> tuple[socket.socket, bool]:
    """(socket, bound_by_us): adopted from systemd or launchd when they started us, else bound."""
    for adopt in (systemd_socket, launchd_socket):
        sock = adopt()
        if sock is not None:
            log.info("adopted the listening socket from %s", adopt.__name__.split("_")[0])
            return sock, False
    return bind_socket(path), True
