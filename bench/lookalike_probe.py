"""Everyday chat full of look-alike words (bench/lookalike_lists.py), scrubbed in-process: clean sentences
count as altered when any byte changes; personal ones leak when the planted value survives as a whole
word (any case). Each sentence is its own session. Split by a hash of each sentence into half A (tune
on it) and half B (check once at the end), so both halves hold clean and personal sentences.

    python -m bench.lookalike_probe [--half A|B|both] [--show]
"""

from __future__ import annotations

import argparse
import hashlib
import sys
import time

from bench.lookalike_lists import CLEAN, PERSONAL
from bench.pii_leak import has_word, proportion
from hushmem.core.schema import Slot
from hushmem.scrubbers.chain import Context

BATCH = 32


def half_of(sentence: str) -> str:
    return "A" if hashlib.sha256(sentence.encode()).digest()[0] % 2 == 0 else "B"


def corpus(half: str) -> tuple[list[str], list[tuple[str, str, str]]]:
    """(clean sentences, personal (sentence, value, type)) of `half` ("A", "B" or "both")."""
    keep = (lambda s: True) if half == "both" else (lambda s: half_of(s) == half)
    return [s for s in CLEAN if keep(s)], [p for p in PERSONAL if keep(p[0])]


def scrubbed(scrubber, sentences: list[str]) -> tuple[list[str], float]:
    """Each sentence scrubbed in a session of its own; and the CPU seconds it took."""
    out, cpu = [], 0.0
    for start in range(0, len(sentences), BATCH):
        batch = sentences[start : start + BATCH]
        contexts = [Context(Slot("lookalike", f"s{start + i}", "a")) for i in range(len(batch))]
        began = time.process_time()
        out += scrubber.rewrite(batch, contexts)
        cpu += time.process_time() - began
    return out, cpu


def survives(value: str, stored: str) -> bool:
    return has_word(stored.casefold(), value.casefold())


def run(half: str) -> dict:
    from bench.scrub_cost import load_scrubber

    clean, personal = corpus(half)
    stored, cpu = scrubbed(load_scrubber(), clean + [p[0] for p in personal])
    altered = [(s, t) for s, t in zip(clean, stored[: len(clean)], strict=True) if s != t]
    leaks = [
        (sentence, value, kind, t)
        for (sentence, value, kind), t in zip(personal, stored[len(clean) :], strict=True)
        if survives(value, t)
    ]
    return {
        "half": half,
        "altered": altered,
        "leaks": leaks,
        "clean": proportion(len(altered), len(clean)),
        "personal": proportion(len(leaks), len(personal)),
        "cpu": cpu,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--half", choices=["A", "B", "both"], default="A")
    parser.add_argument("--show", action="store_true", help="print each altered sentence and leak")
    args = parser.parse_args(argv)
    report = run(args.half)
    c, p = report["clean"], report["personal"]
    print(f"look-alike probe half {args.half}: clean altered {c['bad']}/{c['n']} {c['pct']} % "
          f"(<= {c['upper95']}), personal leaked {p['bad']}/{p['n']} {p['pct']} % (<= {p['upper95']})  "
          f"(scrub CPU {report['cpu']:.1f} s)")  # fmt: skip
    if args.show:
        for before, after in report["altered"]:
            print(f"  altered {before!r}\n       -> {after!r}")
        for _, value, kind, after in report["leaks"]:
            print(f"  leak {kind} {value!r}: {after!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
