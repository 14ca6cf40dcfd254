"""How often the bundled model's work survives its guard, in-process (no daemon): the share of folds whose
account line is the model's, and of `structured` answers that pass their check, with the model worker's
CPU seconds per fold (read from /proc, so other load on the machine does not count).

    python -m bench.model_line [--set dev] [--dialogsum-limit 100] [--structured]

Inputs: the frozen set's folded part (`--set`, dev unless told) and the first `--dialogsum-limit`
dialogues of DialogSum's dev split (whole dialogue folded, as `bench.summary_quality --dialogsum`).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bench.lib.harness import cpu_seconds, default_model_worker
from bench.summary_quality import dialogsum_messages, dialogsum_rows, folds_at_trigger, load_set, wire
from hushmem.models.structured import StructuredSummarizer
from hushmem.models.summarizer import HybridSummarizer
from hushmem.models.worker import ModelWorker


def process_cpu_seconds(pid: int | None) -> float:
    """User + system CPU time of a live process (0 when there is none)."""
    return 0.0 if pid is None else cpu_seconds(f"/proc/{pid}/stat")


def folds(set_name: str, dialogsum_limit: int) -> dict[str, list[list[dict]]]:
    items = load_set(set_name)
    folded = [item["messages"][: item["fold_end"]] for item in items]
    sets = {f"{set_name} set": [[wire(m["role"], m["text"]) for m in span] for span in folded]}
    dialogues = [dialogsum_messages(row) for row in dialogsum_rows("dev", dialogsum_limit)]
    sets["DialogSum dev"] = [d for d in dialogues if folds_at_trigger(d)]
    return sets


def measure(worker: ModelWorker, summarizer: HybridSummarizer, spans: list[list[dict]]) -> dict:
    accepted = written = 0
    cpu = 0.0
    examples = []
    for messages in spans:
        worker.call("count_tokens", texts=[""])  # the worker is up before its CPU time is read
        before = process_cpu_seconds(worker.pid)
        summary = summarizer.summarize(None, messages)
        cpu += process_cpu_seconds(worker.pid) - before
        accepted += summary.account_by == "model"
        written += summary.written_by == "model"
        if summary.account_by == "model" and len(examples) < 3:
            examples.append(summary.narrative)
    n = len(spans)
    return {
        "folds": n,
        "account_by_model": accepted,
        "account_by_model_pct": round(100 * accepted / max(1, n), 1),
        "structured_passed": written,
        "model_cpu_seconds_per_fold": round(cpu / max(1, n), 2),
        "examples": examples,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--set", choices=["dev", "test"], default="dev")
    parser.add_argument("--dialogsum-limit", type=int, default=100)
    parser.add_argument("--structured", action="store_true", help="also run summarizer = structured")
    parser.add_argument("--json", type=Path)
    args = parser.parse_args(argv)
    report: dict = {}
    with default_model_worker() as worker:
        kinds = {"hybrid": HybridSummarizer(worker)}
        if args.structured:
            kinds["structured"] = StructuredSummarizer(worker)
        for source, spans in folds(args.set, args.dialogsum_limit).items():
            for kind, summarizer in kinds.items():
                result = measure(worker, summarizer, spans)
                report[f"{source}, {kind}"] = result
                line = (f"{source:<14} {kind:<10} account line by the model: {result['account_by_model']}/"
                        f"{result['folds']} ({result['account_by_model_pct']} %), model CPU "
                        f"{result['model_cpu_seconds_per_fold']} s per fold")  # fmt: skip
                if kind == "structured":
                    line += f", structured answers passing: {result['structured_passed']}/{result['folds']}"
                print(line)
                if args.set == "dev":
                    for example in result["examples"]:
                        print(f"    e.g. {example!r}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
