"""A dev probe for compact notes on chatty conversations (issue 11): facts inside long user turns, long
assistant answers that restate values and advise, a few updates. Each conversation is one fold, as the
daemon folds ~40 messages; scored by `summary_quality`'s rules beside its three baselines, which must
fail: copying the input (the size rule), an empty summary and the first three messages (facts kept).

    python -m bench.chatty_probe [--model] [--show] [--group tuning|held-out|all]

`tuning` (bench/chatty_tuning.py) is free to read and tune on; `held-out` (bench/chatty_heldout.py,
written with it before any logic change) prints only its aggregates. The rule notes alone unless
`--model` (the bundled model writes the account line, as the daemon's default).
"""

from __future__ import annotations

import argparse
import contextlib
import statistics
import sys
import time

from bench.chatty_heldout import CHATTY_HELD_OUT
from bench.chatty_tuning import CHATTY_TUNING
from bench.lib.harness import default_model_worker
from bench.summary_quality import TARGETS, baselines, wire
from bench.update_probe import score

GROUPS = {"tuning": CHATTY_TUNING, "held-out": CHATTY_HELD_OUT}
UNSEEN = {"held-out"}
ROLES = ("user", "assistant")


def messages(conversation: dict) -> list[dict]:
    """The conversation's wire messages, user and assistant in turn."""
    return [wire(m["role"], m["text"]) for m in as_item(conversation)["messages"]]


def as_item(conversation: dict) -> dict:
    """A conversation in `summary_quality`'s item shape: the whole of it folded."""
    texts = conversation["messages"]
    return {
        "id": conversation["id"],
        "messages": [{"role": ROLES[i % 2], "text": text} for i, text in enumerate(texts)],
        "fold_end": len(texts),
        "facts": [{"keys": keys} for keys in conversation["facts"]],
        "updates": [{"old": old, "new": new} for old, new in conversation["updates"]],
    }


def line(name: str, result: dict, show_misses: bool) -> str:
    f, u = result["facts_kept"], result["updates_current"]
    missed = f"; missed: {', '.join(result['misses']) or 'none'}" if show_misses else ""
    return (
        f"{name}: size median {result['size_pct_median']:.1f} %, max {result['size_pct_max']:.1f} % "
        f"(target <= {TARGETS['size_pct_max']:.0f}; within {result['within_size']['ok']}/"
        f"{result['within_size']['n']}); facts kept {f['ok']}/{f['n']} {f['pct']:.0f} % "
        f"[95 %: {f['lo95']:.0f}-{f['hi95']:.0f}], damaged {result['damaged']}; "
        f"updates current {u['ok']}/{u['n']}{missed}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", action="store_true", help="the bundled model writes the account line")
    parser.add_argument("--group", choices=[*GROUPS, "all"], default="all")
    parser.add_argument("--show", action="store_true", help="print the tuning group's summaries")
    args = parser.parse_args(argv)
    from hushmem.models.summarizer import HybridSummarizer, ModelFreeSummarizer

    groups = list(GROUPS) if args.group == "all" else [args.group]
    texts, seconds = {}, []
    with default_model_worker() if args.model else contextlib.nullcontext() as worker:
        summarizer = HybridSummarizer(worker) if worker else ModelFreeSummarizer()
        for group in groups:
            for conversation in GROUPS[group]:
                started = time.perf_counter()
                texts[conversation["id"]] = summarizer.summarize(None, messages(conversation)).text
                seconds.append(time.perf_counter() - started)
    writer = "model line" if args.model else "rule notes only"
    for group in groups:
        items = [as_item(c) for c in GROUPS[group]]
        count = sum(len(i["messages"]) for i in items) / len(items)
        print(f"chatty probe, {group}: {len(items)} conversations, {count:.0f} messages each on average")
        # the baselines that must fail: copying keeps every fact at full size, the others keep too few
        trivial = {
            name: {key: s["text"] for key, s in made.items()} for name, made in baselines(items).items()
        }
        for name, made in (
            (f"  hushmem, {writer}", texts),
            *((f"  baseline: {n}", m) for n, m in trivial.items()),
        ):
            print(line(name, score(items, made), group not in UNSEEN))
    print(f"seconds a fold: median {statistics.median(seconds):.2f}, max {max(seconds):.2f}")
    for conversation in (c for g in groups if args.show and g not in UNSEEN for c in GROUPS[g]):
        print(f"--- {conversation['id']}\n{texts[conversation['id']]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
