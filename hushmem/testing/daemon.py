"""A real `hushmem serve` subprocess on its own short socket path, data folder and home: for tests
where a socket, a signal or a process is what is tested, and for benches that measure a real daemon."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from hushmem.daemon.client import Client


def short_dir() -> Path:
    """AF_UNIX paths are limited to ~107 bytes; pytest's tmp_path can be longer."""
    return Path(tempfile.mkdtemp(prefix="hm-", dir="/tmp"))


class Daemon:
    """A real `hushmem serve` subprocess on its own socket and data folder, with a home of its own."""

    def __init__(
        self, data_dir: Path, args: list[str], env: dict[str, str] | None = None, module: str = "hushmem"
    ) -> None:
        self.module = module
        self.sock_dir = short_dir()
        self.socket = self.sock_dir / "hm.sock"
        self.data_dir = data_dir
        self.args = args
        home = data_dir.parent / f"{data_dir.name}-home"
        isolated = {
            "HOME": str(home),
            "XDG_CONFIG_HOME": str(home / "config"),
            "XDG_DATA_HOME": str(home / "data"),
            "XDG_CACHE_HOME": str(home / "cache"),
        }
        inherited = {k: v for k, v in os.environ.items() if not k.startswith("HUSHMEM_")}
        self.env = {**inherited, **isolated, **(env or {})}
        self.proc: subprocess.Popen | None = None
        self.log_path = data_dir.parent / f"{data_dir.name}-daemon.log"
        self._log = None  # the log file, open while the process runs

    @property
    def command(self) -> list[str]:
        where = ["--socket", str(self.socket), "--data-dir", str(self.data_dir)]
        return [sys.executable, "-m", self.module, "serve", *where, *self.args]

    def start(self, wait_ready: bool = True, timeout: float = 120.0) -> Daemon:
        """Start it and return once it answers /v1/health (with "ok" unless not `wait_ready`)."""
        self._log = self.log_path.open("ab")
        self.proc = subprocess.Popen(self.command, env=self.env, stdout=self._log, stderr=self._log)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self._log.close()
                raise RuntimeError(f"daemon exited with {self.proc.returncode}:\n{self.log()}")
            if self.socket.exists() and self._accepts() and self._healthy(wait_ready):
                return self
            time.sleep(0.05)
        raise RuntimeError(f"daemon not ready after {timeout} s:\n{self.log()}")

    def _accepts(self) -> bool:
        # a raw probe first: httpx leaks its socket (ResourceWarning) when a connect is refused
        with socket.socket(socket.AF_UNIX) as probe:
            try:
                probe.connect(str(self.socket))
            except OSError:
                return False
        return True

    def _healthy(self, wait_ready: bool) -> bool:
        try:
            with self.client(timeout=2) as client:
                status = client.health().get("status")
        except Exception:  # noqa: BLE001 - not up yet
            return False
        return status == "ok" or not wait_ready

    def client(self, timeout: float = 60.0) -> Client:
        return Client(self.socket, timeout=timeout)

    def scrubbing_pids(self, timeout: float = 30.0) -> list[int]:
        """The daemon's pid and its scrubbing helpers' (scrub_processes), from /v1/health, once
        every helper is forked (a moment after the scrubber is ready)."""
        assert self.proc is not None
        deadline = time.monotonic() + timeout
        with self.client() as client:
            while True:
                helpers = client.health()["scrubber"].get("helpers", [])
                if all(h["pid"] for h in helpers) or time.monotonic() > deadline:
                    break
                time.sleep(0.05)
        return [self.proc.pid] + [h["pid"] for h in helpers if h["pid"]]

    def stop(self, sig: int = signal.SIGTERM, timeout: float = 30.0) -> int:
        """Send `sig`, wait up to `timeout` seconds (then kill), and return the exit code."""
        assert self.proc is not None
        if self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        if not self._log.closed:
            self._log.close()
        return self.proc.returncode

    def restart(self) -> Daemon:
        self.stop()
        return self.start()

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def cleanup(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.stop()
        if self._log is not None and not self._log.closed:
            self._log.close()
        shutil.rmtree(self.sock_dir, ignore_errors=True)
