"""`make bench`: every benchmark in one run, printed as tables and written as JSON.

    python -m bench [--quick] [--json bench/results/latest.json]

Sections: save path vs stock Presidio (latency, throughput at 1/8 clients), first save vs the spaCy
floor, a flood (statuses, latencies, reads, peak RSS), fetch scaling, framework adapters per turn,
summarization (quality, seconds per summary, tokens per second), memory and cold start, PII leaks.
Each figure is a median of repeated runs; comparisons run side by side in the same run.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import platform
import sys
from pathlib import Path

from bench import summary_quality
from bench.lib.harness import print_pairs
from bench.perf import adapters, fetch, overload, resources, save_latency, startup
from bench.quality import pii_leak

TARGETS = {
    "save p50 <= stock Presidio per message (hushmem's entities)": lambda r: (
        r["save"]["save_p50_ms"] <= r["save"]["stock_presidio_hushmem_entities_ms_per_message"]
    ),
    ">= 3x stock Presidio msgs/s with 8 clients (hushmem's entities)": lambda r: (
        r["save"]["ratio_8_vs_stock_hushmem_entities"] >= 3
    ),
    "first save <= 1.5x the spaCy floor": lambda r: r["startup"]["first_save_vs_floor"] <= 1.5,
    "flood: every answer <= 20 s, 200 or 503 + Retry-After": lambda r: (
        r["overload"]["slowest_answer_s"] <= 20 and r["overload"]["answered_other"] == 0
        and r["overload"]["every_503_has_retry_after"]
    ),
    "flood: nothing acknowledged lost or doubled, nothing refused stored": lambda r: (
        r["overload"]["acknowledged_lost"] == r["overload"]["acknowledged_duplicated"]
        == r["overload"]["refused_but_stored"] == 0
    ),
    "flood: reads p99 <= 250 ms, peak RSS <= 450 MB": lambda r: (
        r["overload"]["read_p99_ms"] <= 250 and r["overload"]["peak_rss_mb"] <= 450
    ),
    "fetch p99 < 2 ms at 10 000 messages (last 20)": lambda r: next(
        row["last20_p99_ms"] for row in r["fetch"]["rows"] if row["messages"] == 10_000) < 2,
    "RSS <= 250 MB with no model loaded (summed over scrubbing processes)": lambda r: (
        r["resources"]["rss_with_scrubber_mb"] <= 250
    ),
    "PSS <= 300 MB with the scrubber (summed over scrubbing processes)": lambda r: (
        r["resources"]["pss_with_scrubber_mb"] <= 300
    ),
    ">= 90% planted facts kept in summaries": lambda r: r["summary"]["facts_kept_pct"] >= 90,
    "summary <= 35% of the folded text (every conversation)": lambda r: r["summary"]["size_pct_max"] <= 35,
    "later updates replace old values (all)": lambda r: r["summary"]["updates_current_pct"] >= 100,
    "every conversation past the trigger folds": lambda r: r["summary"]["folded_pct"] >= 100,
    "DialogSum ROUGE-L >= 20 (test split)": lambda r: r["summary"]["dialogsum_rouge_l"] >= 20,
    "names + places reaching disk <= 3%": lambda r: r["pii"]["names_places_pct"] <= 3,
    "structured identifiers reaching disk: 0": lambda r: r["pii"]["structured_pct"] == 0,
    "clean text altered <= 3%": lambda r: r["pii"]["clean_altered_pct"] <= 3,
}  # fmt: skip


def machine() -> dict:
    return {
        "date": datetime.date.today().isoformat(),
        "cpus": os.cpu_count(),
        "machine": platform.machine(),
        "python": platform.python_version(),
        "system": f"{platform.system()} {platform.release()}",
    }


def section(title: str, rows: dict) -> None:
    print(f"\n## {title}")
    print_pairs(rows, indent="  ")


def _aggregates(result: dict, detail: str) -> dict:
    return {key: value for key, value in result.items() if key != detail}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="fewer repeats and smaller sizes")
    parser.add_argument("--json", type=Path, default=Path("bench/results/latest.json"))
    args = parser.parse_args(argv)
    repeats = 1 if args.quick else 3
    report: dict = {"machine": machine()}
    section("machine", report["machine"])
    report["save"] = save_latency.measure(messages=150 if args.quick else 300, repeats=repeats)
    section("save path (HTTP + scrub + commit) vs stock Presidio", report["save"])
    report["startup"] = startup.measure(repeats)
    section("first save after start vs the spaCy floor", report["startup"])
    report["overload"] = overload.measure()
    section("flood: 160 clients x 30-message batch at once, one reader", report["overload"])
    sizes = fetch.SIZES[:3] if args.quick else fetch.SIZES
    report["fetch"] = fetch.measure(sizes, runs=100 if args.quick else 300)
    print("\n## fetch scaling")
    print(f"  {'messages':>9}  {'last-20 p50 ms':>14}  {'last-20 p99 ms':>14}  {'whole slot p50 ms':>17}")
    for row in report["fetch"]["rows"]:
        cells = (row["messages"], row["last20_p50_ms"], row["last20_p99_ms"], row["full_p50_ms"])
        print("  {:>9}  {:>14}  {:>14}  {:>17}".format(*cells))
    report["adapters"] = adapters.measure(turns=100 if args.quick else 300)
    section("framework adapters, storage cost of one turn", report["adapters"])
    quality_report = summary_quality.run("test")
    quality = quality_report["summarizers"]["hushmem"]
    dialogsum = summary_quality.run_dialogsum("test", limit=20 if args.quick else 100)
    print()  # the whole tables, baselines beside hushmem, so the README's come from this run
    summary_quality.print_set(quality_report)
    summary_quality.print_dialogsum({**dialogsum, "examples": []})  # scores only, no test text
    report["summary_sets"] = {  # aggregates only: per-conversation results of a frozen set stay unread
        "test": {n: _aggregates(r, "per_item") for n, r in quality_report["summarizers"].items()},
        "dialogsum": dialogsum["rouge"],
    }
    report["summary"] = {
        "facts_kept_pct": quality["facts_kept"]["pct"],
        "updates_current_pct": quality["updates_current"]["pct"],
        "folded_pct": quality["folded"]["pct"],
        "size_pct_median": quality["size_pct_median"],
        "size_pct_max": quality["size_pct_max"],
        "seconds_per_summary_median": quality["seconds_per_summary_median"],
        "seconds_per_summary_max": quality["seconds_per_summary_max"],
        "dialogsum_rouge_1": dialogsum["rouge"]["hushmem"]["rouge1"],
        "dialogsum_rouge_2": dialogsum["rouge"]["hushmem"]["rouge2"],
        "dialogsum_rouge_l": dialogsum["rouge"]["hushmem"]["rougeL"],
        "dialogsum_dialogues": dialogsum["dialogues"],
        **resources.model_speed(repeats),
    }
    section(
        "summarization (bundled SmolLM2-135M Q4_1, frozen test conversations, DialogSum)", report["summary"]
    )
    report["resources"] = resources.measure(repeats)
    section("memory and start-up", report["resources"])
    leak_report = pii_leak.run("test", stock=True)
    leak = leak_report["detectors"]["hushmem"]
    print()
    pii_leak.print_table(leak_report)  # hushmem, the unscrubbed baseline and stock Presidio, one run
    report["pii_sets"] = {n: _aggregates(r, "misses") for n, r in leak_report["detectors"].items()}
    report["pii"] = {
        "names_places_pct": leak["names_places"]["pct"],
        "names_places_upper95": leak["names_places"]["upper95"],
        "structured_pct": leak["structured"]["pct"],
        "clean_altered_pct": leak["clean_altered"]["pct"],
        **{f"{kind}_pct": p["pct"] for kind, p in leak["by_type"].items()},
    }
    section("PII leak % (frozen test set, bench/data/pii/pii_test.jsonl)", report["pii"])
    report["targets"] = {name: bool(check(report)) for name, check in TARGETS.items()}
    section("targets", {name: "met" if ok else "MISSED" for name, ok in report["targets"].items()})
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(report, indent=2))
    print(f"\nwritten to {args.json}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
