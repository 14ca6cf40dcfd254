"""Everyday chat full of look-alike words (bench/data/lookalike/), scrubbed in-process:
clean sentences count as altered when any byte changes; personal ones leak when the planted value
survives as a whole word (any case). Each sentence is its own session. Split by a hash of each
sentence into half A (tune on it) and half B (check once at the end), so both halves hold clean and
personal sentences.

    python -m bench.quality.lookalike_probe [--half A|B|both] [--show] [--stock] [--variant general-ner]
"""

from __future__ import annotations

import argparse
import sys

from bench.lib import data
from bench.perf.scrub_cost import half_of, scrub_each
from bench.quality.pii_leak import VARIANTS, add_variant_option, has_word, proportion, through_stock_presidio

CLEAN = [row["text"] for row in data.rows("lookalike/clean.jsonl")]  # no scrubber should change these
PERSONAL = [(r["text"], r["value"], r["type"]) for r in data.rows("lookalike/personal.jsonl")]  # must go


def corpus(half: str) -> tuple[list[str], list[tuple[str, str, str]]]:
    """(clean sentences, personal (sentence, value, type)) of `half` ("A", "B" or "both")."""
    keep = (lambda s: True) if half == "both" else (lambda s: half_of(s) == half)
    return [s for s in CLEAN if keep(s)], [p for p in PERSONAL if keep(p[0])]


def survives(value: str, stored: str) -> bool:
    return has_word(stored.casefold(), value.casefold())


def score(clean: list[str], personal: list[tuple[str, str, str]], stored: list[str]) -> dict:
    """Clean sentences altered and personal values that survive, for the texts a scrubber stored."""
    altered = [(s, t) for s, t in zip(clean, stored[: len(clean)], strict=True) if s != t]
    leaks = [
        (sentence, value, kind, t)
        for (sentence, value, kind), t in zip(personal, stored[len(clean) :], strict=True)
        if survives(value, t)
    ]
    return {
        "altered": altered,
        "leaks": leaks,
        "clean": proportion(len(altered), len(clean)),
        "personal": proportion(len(leaks), len(personal)),
    }


def stock_presidio(sentences: list[str]) -> list[str]:
    texts, _, _ = through_stock_presidio([], [{"id": str(i), "text": s} for i, s in enumerate(sentences)])
    return [texts[f"exact:{i}"] for i in range(len(sentences))]


def run(half: str, stock: bool = False, variants: tuple[str, ...] = ()) -> dict:
    """hushmem, the unscrubbed baseline (it keeps every clean sentence and leaks every value, so the
    leak figure can fail), hushmem with each of `variants`' settings and optionally stock Presidio, on
    the same sentences."""
    clean, personal = corpus(half)
    sentences = clean + [p[0] for p in personal]
    stored, cpu = scrub_each(sentences)
    detectors = {"hushmem": score(clean, personal, stored), "no scrubbing": score(clean, personal, sentences)}
    for variant in variants:
        label, settings = VARIANTS[variant]
        detectors[label] = score(clean, personal, scrub_each(sentences, **settings)[0])
    if stock:
        detectors["stock Presidio"] = score(clean, personal, stock_presidio(sentences))
    return {"half": half, "detectors": detectors, "cpu": cpu}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--half", choices=["A", "B", "both"], default="A")
    parser.add_argument("--show", action="store_true", help="print each altered sentence and leak")
    parser.add_argument("--stock", action="store_true", help="also stock Presidio on the same sentences")
    add_variant_option(parser)
    args = parser.parse_args(argv)
    report = run(args.half, args.stock, tuple(args.variant))
    for name, result in report["detectors"].items():
        c, p = result["clean"], result["personal"]
        print(f"look-alike probe half {args.half}, {name}: "
              f"clean altered {c['bad']}/{c['n']} {c['pct']} % (<= {c['upper95']}), "
              f"personal leaked {p['bad']}/{p['n']} {p['pct']} % (<= {p['upper95']})")  # fmt: skip
    print(f"(hushmem's scrub CPU {report['cpu']:.1f} s)")
    if args.show:
        for name in ["hushmem"] + [VARIANTS[v][0] for v in args.variant]:
            for before, after in report["detectors"][name]["altered"]:
                print(f"  {name}: altered {before!r}\n       -> {after!r}")
            for _, value, kind, after in report["detectors"][name]["leaks"]:
                print(f"  {name}: leak {kind} {value!r}: {after!r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
