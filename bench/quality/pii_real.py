"""The PII bench on real labelled dev text (`python -m bench.quality.pii_leak --set real-dev`): every
message of the BTC and WNUT-17 dev splits (bench/quality/real_dev.py) saved through a real daemon, one session
each, beside the unscrubbed baseline (which must fail) and stock Presidio + en_core_web_sm in the same
run, then the synthetic test set as the secondary check of structured identifiers and forms.

`--ablate` scores the scrubber in-process with each of its components (scrubbers/components.py)
switched off in turn, next to the whole scrubber: what each one saves in names left and costs in
entity-free messages altered. In-process runs use the same transform as the daemon, without a socket.
"""

from __future__ import annotations

import subprocess
import tempfile
import time
from pathlib import Path

from bench.lib.harness import side_by_side
from bench.quality import pii_leak, real_dev
from hushmem.scrubbers.components import COMPONENTS

ALTERED_FLOOR = 3.0  # % of entity-free messages altered, at most (#30)
BATCH = 16  # messages per in-process rewrite, as a busy daemon batches them


def commit() -> str:
    try:
        return subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip() + (" (uncommitted changes)" if _dirty() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def _dirty() -> bool:
    status = subprocess.run(
        ["git", "status", "--porcelain", "--", "scrubbers", "bench"], capture_output=True, text=True
    )
    return bool(status.stdout.strip())


def _flat(corpora: dict[str, list[real_dev.Sentence]]) -> list[real_dev.Sentence]:
    return [s for sentences in corpora.values() for s in sentences]


def through_daemon(corpora, args: list[str]) -> tuple[dict[str, str], float]:
    clean = [{"id": s.id, "text": s.text} for s in _flat(corpora)]
    texts, _, seconds = pii_leak.through_daemon([], clean, args)
    return {s.id: texts[f"exact:{s.id}"] for s in _flat(corpora)}, seconds


def through_stock(corpora) -> tuple[dict[str, str], float]:
    clean = [{"id": s.id, "text": s.text} for s in _flat(corpora)]
    texts, _, seconds = pii_leak.through_stock_presidio([], clean)
    return {s.id: texts[f"exact:{s.id}"] for s in _flat(corpora)}, seconds


class InProcess:
    """The `pii` transform loaded here (no daemon) with `disabled` components switched off."""

    def __init__(
        self,
        disabled: frozenset[str] = frozenset(),
        general_ner: bool | None = None,
        threshold: float | None = None,
    ) -> None:
        from hushmem.core.config import load
        from hushmem.core.database import open_database
        from hushmem.daemon.migrations import migrate
        from hushmem.scrubbers.presidio import PiiScrubber

        self._folder = tempfile.TemporaryDirectory()
        overrides = {"data_dir": self._folder.name}
        if general_ner is not None:
            overrides["pii_general_ner"] = general_ner
        if threshold is not None:
            overrides["pii_name_threshold"] = threshold
        config = load(overrides, environ={})
        migrate(open_database(config.database_path))
        self.scrubber = PiiScrubber.from_config(config, disabled=disabled)
        self.scrubber.load()

    def stored(self, sessions: list[tuple[str, list[str]]]) -> dict[str, list[str]]:
        """What is stored of each session's messages, BATCH messages to a rewrite, in order."""
        from hushmem.core.schema import Slot
        from hushmem.scrubbers.chain import Context

        flat = [(sid, text) for sid, texts in sessions for text in texts]
        out: dict[str, list[str]] = {sid: [] for sid, _ in sessions}
        for i in range(0, len(flat), BATCH):
            batch = flat[i : i + BATCH]
            contexts = [Context(Slot(pii_leak.USER, sid, pii_leak.AGENT)) for sid, _ in batch]
            rewritten = self.scrubber.rewrite([text for _, text in batch], contexts)
            for (sid, _), text in zip(batch, rewritten, strict=True):
                out[sid].append(text)
        return out

    def close(self) -> None:
        self.scrubber.close()
        self._folder.cleanup()


def in_process(
    corpora, disabled: frozenset[str] = frozenset(), general_ner: bool | None = None, threshold=None
):
    """What the `pii` transform stores of each real message, run here, one session each; seconds."""
    run = InProcess(disabled, general_ner, threshold)
    try:
        started = time.monotonic()
        stored = run.stored([(s.id, [s.text]) for s in _flat(corpora)])
        return {sid: texts[0] for sid, texts in stored.items()}, time.monotonic() - started
    finally:
        run.close()


def synthetic_in_process(
    disabled: frozenset[str] = frozenset(), general_ner: bool | None = None, threshold: float | None = None
) -> dict:
    """The synthetic dev set (bench/data/pii_dev, clean_dev) scored by pii_leak's rules, in-process."""
    items, clean = pii_leak.load_set("dev")
    run = InProcess(disabled, general_ner, threshold)
    try:
        sessions = [(it["id"], it["messages"]) for it in items] + [
            (f"exact:{c['id']}", [c["text"]]) for c in clean
        ]
        texts = {sid: "\n".join(stored) for sid, stored in run.stored(sessions).items()}
    finally:
        run.close()
    return pii_leak.score(items, clean, texts, "", pii_leak.common_words())


def run(folder: Path, stock: bool, variants: list[str] = ()) -> dict:
    measured_on = commit()  # before the run: a commit made meanwhile is not what ran
    corpora = real_dev.load(folder)
    runs = [("hushmem", lambda: through_daemon(corpora, []))]
    for variant in variants:
        label, settings = pii_leak.VARIANTS[variant]
        runs.append((label, lambda s=settings: through_daemon(corpora, pii_leak.daemon_args(s))))
    runs.append(("no scrubbing", lambda: through_daemon(corpora, pii_leak.UNSCRUBBED)))
    if stock:
        runs.append(("stock Presidio", lambda: through_stock(corpora)))
    detectors = {}
    for name, make in runs:
        stored, seconds = make()
        detectors[name] = real_dev.score(corpora, stored) | {"seconds": round(seconds, 1)}
    return {"commit": measured_on, "corpus": str(folder), "detectors": detectors}


def floor(report: dict, synthetic: dict | None) -> dict[str, bool]:
    """#30's floor for hushmem: below stock on every corpus and class, entity-free altered ≤ 3 %,
    structured identifiers 0 on the synthetic set; and the unscrubbed baseline fails."""
    ours, detectors = report["detectors"]["hushmem"], report["detectors"]
    checks = {"entity-free altered ≤ 3 %": ours["clean_altered"]["pct"] <= ALTERED_FLOOR}
    if "stock Presidio" in detectors:
        stock = detectors["stock Presidio"]["names_places"]
        for key, cell in ours["names_places"].items():
            checks[f"below stock: {key}"] = cell["pct"] < stock[key]["pct"]
    baseline = detectors["no scrubbing"]
    checks["baseline fails"] = baseline["names_places"]["all/all"]["pct"] > 50
    if synthetic is not None:
        checks["structured identifiers 0"] = synthetic["detectors"]["hushmem"]["structured"]["bad"] == 0
    return checks


def _cell(p: dict) -> str:
    return f"{p['bad']:>4}/{p['n']:<4} {p['pct']:>5.1f}% [{p['low95']:>4.1f}-{p['upper95']:>5.1f}]"


def print_table(report: dict) -> None:
    width = 32
    print(
        f"Real dev text ({report['corpus']}), commit {report['commit']}. Cells: bad/n, %,"
        " [Wilson 95 % interval]."
    )
    detectors = report["detectors"]
    row = side_by_side(detectors, 30, width)
    for key in next(iter(detectors.values()))["names_places"]:
        row(f"names+places left {key}", lambda d, k=key: _cell(d["names_places"][k]))
    row("entity-free altered", lambda d: _cell(d["clean_altered"]))
    row("@handles kept as written", lambda d: _cell(d["kept"]["handles"]))
    row("#hashtags kept as written", lambda d: _cell(d["kept"]["hashtags"]))
    row("seconds", lambda d: d["seconds"])


# ------------------------------------------------------------------ ablation


def ablate(
    folder: Path, general_ner: bool | None = None, only: list[str] | None = None, thresholds: list[float] = ()
) -> dict:
    """Names left and entity-free messages altered with each component off in turn (`only` these, all
    when None), then the whole scrubber at each of `thresholds` (pii_name_threshold), in-process."""
    measured_on = commit()
    corpora = real_dev.load(folder)
    rows = {}
    components = list(COMPONENTS) if only is None else only
    runs = [("whole scrubber", frozenset(), None)] + [(name, frozenset({name}), None) for name in components]
    runs += [(f"threshold {t:g}", frozenset(), t) for t in thresholds]
    for label, disabled, threshold in runs:
        stored, seconds = in_process(corpora, disabled, general_ner, threshold)
        result = real_dev.score(corpora, stored)
        synthetic = synthetic_in_process(disabled, general_ner, threshold)
        rows[label] = {
            "names_places": result["names_places"],
            "clean_altered": result["clean_altered"],
            "synthetic": {k: synthetic[k] for k in ("names_places", "structured", "clean_altered")},
            "seconds": round(seconds, 1),
        }
        print(_ablation_line(label, rows[label]), flush=True)
    return {"commit": measured_on, "general_ner": general_ner, "rows": rows}


def _ablation_line(name: str, row: dict) -> str:
    """One markdown row: names left (count, %) per corpus and class, clean altered, synthetic figures."""
    cells = [row["names_places"][k] for k in ABLATION_KEYS] + [row["clean_altered"]]
    cells += [row["synthetic"][k] for k in ("names_places", "structured", "clean_altered")]
    return f"| {name} | " + " | ".join(f"{c['bad']} ({c['pct']:.1f} %)" for c in cells) + " |"


ABLATION_KEYS = ("all/all", "btc-dev/person", "btc-dev/location", "wnut17-dev/person", "wnut17-dev/location")
SYNTHETIC_KEYS = ("synthetic names", "synthetic structured", "synthetic clean altered")


def ablation_header() -> str:
    """The markdown header of the ablation table (real dev names left, clean altered, synthetic dev)."""
    names = [f"names left {k}" for k in ABLATION_KEYS] + ["entity-free altered", *SYNTHETIC_KEYS]
    return "| switched off | " + " | ".join(names) + " |\n|---" + "|---" * len(names) + "|"
