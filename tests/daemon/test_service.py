"""hushmem as a per-user service: unit files systemd accepts, socket activation, peer credentials,
idle exit, retention, a forget that leaves no trace in any file, export/import, metrics, shutdown."""

from __future__ import annotations

import json
import os
import plistlib
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from hushmem.daemon import service
from hushmem.daemon.client import text_message as msg
from tests.support.daemon import FAST_CHAIN, ROOT, short_dir


def curl(sock: Path, path: str = "/v1/health", as_uid: int | None = None) -> subprocess.CompletedProcess:
    command = ["curl", "-sS", "--max-time", "10", "--unix-socket", str(sock), f"http://localhost{path}"]
    if as_uid is not None:
        command = ["setpriv", f"--reuid={as_uid}", f"--regid={as_uid}", "--clear-groups", *command]
    return subprocess.run(command, capture_output=True, text=True, timeout=30)


def test_systemd_accepts_every_directive(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    units = service.render(platform="linux")
    for unit in units:
        (tmp_path / unit.path.name).write_text(unit.text)
    runtime = tmp_path / "run"
    runtime.mkdir(mode=0o700)
    result = subprocess.run(
        ["systemd-analyze", "--user", "verify", *(str(tmp_path / u.path.name) for u in units)],
        capture_output=True,
        text=True,
        env={**os.environ, "XDG_RUNTIME_DIR": str(runtime)},
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.strip() == "", result.stderr  # unknown or misspelt keys only warn
    service_text = units[1].text
    for directive in ("PrivateNetwork=yes", "RestrictAddressFamilies=AF_UNIX", "NoNewPrivileges=yes",
                      "ProtectSystem=strict", "ProtectHome=read-only", "UMask=0077"):  # fmt: skip
        assert directive in service_text
    assert "SocketMode=0600" in units[0].text


def test_service_install_writes_units_and_says_the_next_step(tmp_path):
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "c"), "XDG_DATA_HOME": str(tmp_path / "d"),
           "PYTHONPATH": str(ROOT)}  # fmt: skip
    result = subprocess.run(
        [sys.executable, "-m", "hushmem", "service", "install"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "c/systemd/user/hushmem.socket").exists()
    assert "systemctl --user enable --now hushmem.socket" in result.stdout
    assert (tmp_path / "d/hushmem").is_dir()


def test_launchd_plist_owns_a_0600_socket(tmp_path):
    (plist,) = service.render(platform="darwin", home=tmp_path)
    data = plistlib.loads(plist.text.encode())
    assert data["Sockets"]["Listeners"]["SockPathMode"] == 384
    assert Path(data["ProgramArguments"][0]).exists()
    assert plist.path == tmp_path / "Library/LaunchAgents/com.hushmem.daemon.plist"


def serve_command(sock: Path, data: Path, *extra: str) -> list[str]:
    return [
        sys.executable,
        "-m",
        "hushmem",
        "serve",
        "--socket",
        str(sock),
        "--data-dir",
        str(data),
        *FAST_CHAIN,
        *extra,
    ]


def wait_until(predicate, timeout=60.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.1)
    return False


@pytest.mark.skipif(shutil.which("systemd-socket-activate") is None, reason="needs systemd-socket-activate")
def test_socket_activation_with_systemd_socket_activate_and_idle_exit(tmp_path):
    folder = short_dir()
    sock = folder / "act.sock"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    activator = subprocess.Popen(
        [
            "systemd-socket-activate",
            "-l",
            str(sock),
            *serve_command(sock, tmp_path / "d", "--idle-exit", "2"),
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    try:
        assert wait_until(sock.exists, 10)
        # the first connection starts the daemon on the socket systemd-socket-activate holds
        first = curl(sock, "/v1/health")
        assert json.loads(first.stdout)["status"] == "ok", first.stderr
        # idle for 2 s: the daemon exits by itself, leaving the socket file to its owner
        output, _ = activator.communicate(timeout=60)
        assert activator.returncode == 0
        log = output.decode()
        assert "adopted the listening socket from systemd" in log
        assert "idle for 2 s" in log
    finally:
        if activator.poll() is None:
            activator.kill()
            activator.communicate()
        shutil.rmtree(folder, ignore_errors=True)


def test_adopts_a_socket_passed_as_fd_3(tmp_path):
    """The LISTEN_FDS protocol itself, without systemd's helper: bash moves our listener to fd 3 and
    execs the daemon with LISTEN_PID set to its own pid."""
    folder = short_dir()
    path = folder / "fd3.sock"
    listener = socket.socket(socket.AF_UNIX)
    listener.bind(str(path))
    listener.listen(16)
    fd = listener.fileno()
    command = " ".join(f"'{part}'" for part in serve_command(path, tmp_path / "d"))
    script = f"exec 3<&{fd}; exec {fd}<&-; LISTEN_PID=$$ LISTEN_FDS=1 exec {command}"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(["bash", "-c", script], pass_fds=(fd,), env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)  # fmt: skip
    try:
        assert wait_until(lambda: '"ok"' in curl(path).stdout, 60)
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(30) == 0
        assert path.exists()  # not ours to remove: it belongs to whoever passed it
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        listener.close()
        shutil.rmtree(folder, ignore_errors=True)


def open_up(sock: Path) -> None:
    """Make the socket reachable for everyone at the file-mode level (the mistake the check guards)."""
    os.chmod(sock.parent, 0o755)
    os.chmod(sock, 0o666)


def test_other_uids_are_refused_even_with_the_mode_opened_up(start_daemon):
    daemon = start_daemon(*FAST_CHAIN)
    open_up(daemon.socket)
    refused = curl(daemon.socket, as_uid=65534)
    assert refused.returncode != 0 and refused.stdout == ""
    assert "refused a connection from uid 65534" in daemon.log()
    assert curl(daemon.socket).returncode == 0  # the owner still gets in
    metrics = curl(daemon.socket, "/v1/metrics").stdout
    assert "hushmem_refused_connections 1.0" in metrics


def test_allowed_uids_may_connect(start_daemon):
    daemon = start_daemon(*FAST_CHAIN, "--allowed-uids", "65534")
    open_up(daemon.socket)
    allowed = curl(daemon.socket, as_uid=65534)
    assert allowed.returncode == 0 and json.loads(allowed.stdout)["status"] == "ok"


def test_forgotten_text_is_in_no_file_under_the_data_folder(start_daemon):
    daemon = start_daemon(*FAST_CHAIN)
    marker = "zanzibarquuxplover"
    with daemon.client() as client:
        for i in range(30):
            client.save(
                "u", "s", "a", [msg("user" if i % 2 == 0 else "assistant", f"{marker} {i} " + "x" * 300)]
            )
        client.save("u", "keep", "a", [msg("user", "unrelated")])
        assert any(marker.encode() in p.read_bytes() for p in daemon.data_dir.iterdir())
        assert client.forget_session("u", "s") == {"forgotten_messages": 30}
    for path in daemon.data_dir.iterdir():
        assert marker.encode() not in path.read_bytes(), path.name
    assert (daemon.data_dir / "hushmem.db-wal").stat().st_size == 0


def test_retention_forgets_old_sessions_at_start(start_daemon, tmp_path):
    data = tmp_path / "d"
    first = start_daemon(*FAST_CHAIN, data_dir=data)
    with first.client() as client:
        client.save("u", "old", "a", [msg("user", "ancient")])
    first.stop()
    time.sleep(1.2)  # the session must be older than the ~0.9 s retention below (not an assertion wait)
    second = start_daemon(*FAST_CHAIN, "--retention-days", "0.00001", data_dir=data)  # ~0.9 s
    with second.client() as client:
        assert wait_until(lambda: client.fetch("u", "old", "a")["messages"] == [], 10)
        client.save("u", "new", "a", [msg("user", "fresh")])
        assert len(client.fetch("u", "new", "a")["messages"]) == 1


def hushmem_cli(*args: str, sock: Path, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HUSHMEM_SOCKET": str(sock)}
    return subprocess.run([sys.executable, "-m", "hushmem", *args], capture_output=True, text=True, env=env,
                          input=stdin, timeout=120)  # fmt: skip


def test_export_then_import_roundtrip_through_the_chain(start_daemon, tmp_path):
    source = start_daemon(*FAST_CHAIN)
    with source.client() as client:
        client.save("u", "s1", "a", [msg("user", "one", id="m1"), msg("assistant", "two", id="m2")])
        client.save("u", "s2", "b", [msg("user", "/debug three", id="m3")])
    exported = hushmem_cli("export", "u", "-o", str(tmp_path / "u.jsonl"), sock=source.socket)
    assert exported.returncode == 0 and "exported 3 message(s)" in exported.stderr
    lines = [json.loads(line) for line in (tmp_path / "u.jsonl").read_text().splitlines()]
    assert [(r["session_id"], r["id"], r["content"][0]["text"]) for r in lines] == [
        ("s1", "m1", "one"), ("s1", "m2", "two"), ("s2", "m3", "/debug three"),
    ]  # fmt: skip
    target = start_daemon(*FAST_CHAIN, "--drop-prefixes", "/debug")
    imported = hushmem_cli("import", str(tmp_path / "u.jsonl"), sock=target.socket)
    assert imported.returncode == 0 and "stored 2, skipped 0, dropped 1" in imported.stderr
    again = hushmem_cli("import", str(tmp_path / "u.jsonl"), sock=target.socket)
    # ids already there: a re-import stores nothing (the /debug one is dropped again)
    assert "stored 0, skipped 2 (2 duplicate_id), dropped 1" in again.stderr
    with target.client() as client:
        assert [m["id"] for m in client.fetch("u", "s1", "a")["messages"]] == ["m1", "m2"]
        assert client.fetch("u", "s2", "b")["messages"] == []


def test_metrics_count_saves_and_latency(start_daemon):
    daemon = start_daemon(*FAST_CHAIN)
    with daemon.client() as client:
        client.save("u", "s", "a", [msg("user", "a"), msg("user", "b")])
    text = curl(daemon.socket, "/v1/metrics").stdout
    assert 'hushmem_messages_total{outcome="stored"} 1.0' in text
    assert 'hushmem_messages_total{outcome="skipped_consecutive_role"} 1.0' in text
    route = "/v1/chats/{user_id}/{session_id}/{agent_id}/messages"
    assert f'hushmem_request_seconds_count{{method="POST",route="{route}",status="200"}} 1.0' in text
    assert 'u"' not in text.replace('outcome="stored"', "")  # no ids in labels


def test_sigterm_lets_an_in_flight_save_finish(start_daemon, tmp_path):
    data = tmp_path / "d"
    in_flight = tmp_path / "in-flight"
    daemon = start_daemon("--transforms", '["tests.support.transforms:slow"]', "--summarizer", "none",
                          data_dir=data, env={"HUSHMEM_TEST_SLOW": "2",
                                              "HUSHMEM_TEST_SLOW_STARTED": str(in_flight)})  # fmt: skip
    outcome = {}

    def save() -> None:
        with daemon.client() as client:
            outcome["result"] = client.save("u", "s", "a", [msg("user", "in flight", id="f1")])

    worker = threading.Thread(target=save)
    worker.start()
    assert wait_until(in_flight.exists, 30)  # the save is inside the chain now
    daemon.proc.send_signal(signal.SIGTERM)
    worker.join(30)
    assert outcome["result"]["stored"] == [{"index": 0, "id": "f1"}]
    assert daemon.proc.wait(30) == 0
    again = start_daemon(*FAST_CHAIN, data_dir=data)
    with again.client() as client:
        assert [m["id"] for m in client.fetch("u", "s", "a")["messages"]] == ["f1"]
