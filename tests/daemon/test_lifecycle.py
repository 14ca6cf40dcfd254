"""The daemon as a process: file modes, durability, clean shutdown, exit codes."""

from __future__ import annotations

import os
import signal
import socket
import stat
import subprocess
import sys
import time

from hushmem.daemon.client import text_message as msg
from tests.support.daemon import FAST_CHAIN, ROOT


def mode(path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_socket_is_0600_and_data_is_private(start_daemon):
    daemon = start_daemon(*FAST_CHAIN)
    with daemon.client() as client:
        client.save("u", "s", "a", [msg("user", "hi")])
    assert stat.S_ISSOCK(os.lstat(daemon.socket).st_mode) and mode(daemon.socket) == 0o600
    assert mode(daemon.data_dir) == 0o700
    for name in os.listdir(daemon.data_dir):
        assert mode(daemon.data_dir / name) == 0o600, name


def test_sigterm_removes_socket_and_exits_zero(start_daemon):
    daemon = start_daemon(*FAST_CHAIN)
    assert daemon.stop(signal.SIGTERM) == 0
    assert not daemon.socket.exists()
    assert "hushmem stopped" in daemon.log()


def test_acknowledged_saves_survive_kill_9(start_daemon, tmp_path):
    daemon = start_daemon(*FAST_CHAIN, data_dir=tmp_path / "d")
    with daemon.client() as client:
        for i in range(20):
            client.save("u", "s", "a", [msg("user" if i % 2 == 0 else "assistant", f"m{i}", id=f"id{i}")])
    daemon.stop(signal.SIGKILL)
    again = start_daemon(*FAST_CHAIN, data_dir=tmp_path / "d")
    with again.client() as client:
        ids = [m["id"] for m in client.fetch("u", "s", "a")["messages"]]
    assert ids == [f"id{i}" for i in range(20)]


def test_stale_socket_file_is_replaced(start_daemon, tmp_path):
    daemon = start_daemon(*FAST_CHAIN)
    daemon.stop(signal.SIGKILL)
    assert daemon.socket.exists()  # left behind by the crash
    daemon.start()
    with daemon.client() as client:
        assert client.health()["status"] == "ok"


def run_serve(*args: str, env_extra: dict | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), **(env_extra or {})}
    return subprocess.run(
        [sys.executable, "-m", "hushmem", "serve", *args], capture_output=True, text=True, env=env, timeout=60
    )


def test_bad_config_exits_1_with_one_error_line(tmp_path):
    result = run_serve("--clip-max-chars", "0", "--data-dir", str(tmp_path / "d"))
    assert result.returncode == 1
    assert result.stderr.startswith("Error: invalid configuration: clip-max-chars")
    assert "Traceback" not in result.stderr


def test_second_daemon_on_a_live_socket_exits_3(start_daemon, tmp_path):
    daemon = start_daemon(*FAST_CHAIN)
    result = run_serve("--socket", str(daemon.socket), "--data-dir", str(tmp_path / "other"), *FAST_CHAIN)
    assert result.returncode == 3
    assert "already listening" in result.stderr and "Traceback" not in result.stderr


def test_unusable_data_dir_exits_3(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    sock_dir = tmp_path / "s"
    result = run_serve("--data-dir", str(blocker / "sub"), "--socket", str(sock_dir / "x.sock"), *FAST_CHAIN)
    assert result.returncode == 3 and result.stderr.startswith("Error: cannot create")
    assert "Traceback" not in result.stderr


def test_default_socket_without_xdg_runtime_dir_is_private_not_tmp(isolated_home):
    from hushmem.core import paths

    path = paths.default_socket_path()
    assert path.is_relative_to(isolated_home) or path.is_relative_to(f"/run/user/{os.getuid()}")


def test_socket_path_too_long_is_a_config_error(tmp_path):
    long_socket = tmp_path / ("x" * 120) / "h.sock"
    result = run_serve("--socket", str(long_socket), "--data-dir", str(tmp_path / "d"), *FAST_CHAIN)
    assert result.returncode == 1 and "longer than" in result.stderr


def test_socket_speaks_http(start_daemon):
    daemon = start_daemon(*FAST_CHAIN)
    with socket.socket(socket.AF_UNIX) as sock:
        sock.connect(str(daemon.socket))
        sock.sendall(b"GET /v1/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        reply = sock.recv(4096)
    assert reply.startswith(b"HTTP/1.1 200")


def test_default_socket_folder_is_made_private_again(isolated_home, tmp_path):
    from hushmem.core import paths

    folder = paths.default_runtime_dir()
    folder.mkdir(parents=True)
    os.chmod(folder, 0o755)  # e.g. made by hand
    env = {"HOME": str(isolated_home), "XDG_CACHE_HOME": str(isolated_home / "cache")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "hushmem", "serve", "--data-dir", str(tmp_path / "d"), *FAST_CHAIN],
        env={**os.environ, "PYTHONPATH": str(ROOT), **env},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and not (folder / "hushmem.sock").exists():
            time.sleep(0.1)
        assert mode(folder) == 0o700
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.wait(30)
