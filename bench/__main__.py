"""`make bench`: every benchmark in one run, printed as tables and written as JSON; exits 1 when a target
is missed or a baseline that must fail passes (bench/lib/targets.py).

    python -m bench [--quick] [--only SECTION ...] [--json bench/results/latest.json]

`--quick` (`make bench-quick`, under 3 minutes) runs the save path, start-up, flood, fetch, adapters and
PII sections on the dev set, with fewer repeats and smaller sizes; the model's sections (summary,
dialogsum, resources) are "not run" there: run them with `--only`. Each figure is a median of
repeated runs; comparisons run side by side in the same run. `python -m bench.report` turns the JSON
into docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from bench.lib.harness import ROOT, print_pairs
from bench.lib.targets import verdicts
from bench.perf import adapters, fetch, overload, resources, save_latency, startup
from bench.quality import pii_leak, summary


def provenance() -> dict:
    """The commit measured, whether the tree differed from it, and the machine."""

    def git(*args: str) -> str:
        return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True).stdout.strip()

    return {
        "commit": git("rev-parse", "HEAD"),
        "dirty": bool(git("status", "--porcelain", "--untracked-files=no")),
        "date": datetime.datetime.now(datetime.UTC).isoformat(timespec="seconds"),
        "cpus": os.cpu_count(),
        "machine": platform.machine(),
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
    }


def _aggregates(result: dict, *details: str) -> dict:
    """A result without its per-item detail: no item of a frozen set reaches the report."""
    return {key: value for key, value in result.items() if key not in details}


def run_save(quick: bool, repeats: int) -> dict:
    return {"save": save_latency.measure(messages=100 if quick else 300, repeats=repeats)}


def run_startup(quick: bool, repeats: int) -> dict:
    return {"startup": startup.measure(repeats)}


def run_overload(quick: bool, repeats: int) -> dict:
    return {"overload": overload.measure(clients=80) if quick else overload.measure()}


def run_fetch(quick: bool, repeats: int) -> dict:
    return {"fetch": fetch.measure(fetch.SIZES[:3] if quick else fetch.SIZES, runs=100 if quick else 300)}


def run_adapters(quick: bool, repeats: int) -> dict:
    return {"adapters": adapters.measure(turns=60 if quick else 300)}


def run_summary(quick: bool, repeats: int) -> dict:
    result = summary.run("dev" if quick else "test")
    summary.print_set(result)  # baselines beside hushmem, as the report shows them
    ours = result["summarizers"]["hushmem"]
    return {
        "summary_set": {n: _aggregates(r, "per_item") for n, r in result["summarizers"].items()},
        "summary": {
            "set": result["set"],
            "facts_kept_pct": ours["facts_kept"]["pct"],
            "updates_current_pct": ours["updates_current"]["pct"],
            "folded_pct": ours["folded"]["pct"],
            "size_pct_median": ours["size_pct_median"],
            "size_pct_max": ours["size_pct_max"],
            "seconds_per_summary_median": ours["seconds_per_summary_median"],
            "seconds_per_summary_max": ours["seconds_per_summary_max"],
            **resources.model_speed(repeats),
        },
    }


def run_dialogsum(quick: bool, repeats: int) -> dict:
    result = summary.run_dialogsum("dev" if quick else "test", limit=12 if quick else 100)
    summary.print_dialogsum({**result, "examples": []})  # scores only, no text
    info = {k: result[k] for k in ("split", "dialogues", "not_folded", "seconds_per_summary_median")}
    return {"dialogsum": result["rouge"], "dialogsum_run": info}


def run_resources(quick: bool, repeats: int) -> dict:
    return {"resources": resources.measure(repeats)}


def run_pii(quick: bool, repeats: int) -> dict:
    result = pii_leak.run("dev" if quick else "test", stock=not quick)
    pii_leak.print_table(result)  # hushmem, the unscrubbed baseline (and stock Presidio), one run
    ours = result["detectors"]["hushmem"]
    return {
        "pii_set": {n: _aggregates(r, "misses", "altered") for n, r in result["detectors"].items()},
        "pii": {
            "set": result["set"],
            "names_places_pct": ours["names_places"]["pct"],
            "names_places_upper95": ours["names_places"]["upper95"],
            "structured_pct": ours["structured"]["pct"],
            "clean_altered_pct": ours["clean_altered"]["pct"],
            **{f"{kind}_pct": p["pct"] for kind, p in ours["by_type"].items()},
        },
    }


SECTIONS = {
    "save": run_save,
    "startup": run_startup,
    "overload": run_overload,
    "fetch": run_fetch,
    "adapters": run_adapters,
    "summary": run_summary,
    "dialogsum": run_dialogsum,
    "resources": run_resources,
    "pii": run_pii,
}
QUICK = ("save", "startup", "overload", "fetch", "adapters", "pii")  # no model: under 3 minutes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="dev sets, fewer repeats and smaller sizes")
    parser.add_argument("--only", nargs="+", choices=list(SECTIONS), help="run these sections alone")
    parser.add_argument("--json", type=Path, default=ROOT / "bench" / "results" / "latest.json")
    args = parser.parse_args(argv)
    started = time.monotonic()
    report: dict = {"run": {**provenance(), "quick": args.quick}, "seconds": {}}
    print_pairs(report["run"])
    for name in args.only or (QUICK if args.quick else SECTIONS):
        print(f"\n## {name}", flush=True)
        began = time.monotonic()
        figures = SECTIONS[name](args.quick, 1 if args.quick else 3)
        report["seconds"][name] = round(time.monotonic() - began, 1)
        report.update(figures)
        for value in figures.values():
            flat = {k: json.dumps(v) if isinstance(v, dict | list) else v for k, v in value.items()}
            print_pairs(flat, indent="  ")
    report["targets"] = verdicts(report)
    report["run"]["duration_s"] = round(time.monotonic() - started, 1)
    print("\n## targets")
    print_pairs(report["targets"], indent="  ")
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    missed = [name for name, verdict in report["targets"].items() if verdict == "MISSED"]
    print(f"\n{len(missed)} missed; took {report['run']['duration_s']:.0f} s; written to {args.json}")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
