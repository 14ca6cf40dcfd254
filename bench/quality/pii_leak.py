"""PII leak benchmark on the frozen sets: every item's messages saved through a real daemon (one session
per item), then every byte under its data folder and each session's export searched for the planted
values; clean sentences checked for any change. The unscrubbed baseline and (with --stock) stock Presidio
run in the same run and are scored by the same rules.

    python -m bench.quality.pii_leak [--set test|dev] [--stock] [--variant general-ner] [--json PATH] [--show]
    python -m bench.quality.pii_leak --set real-dev [--corpus DIR] [--stock] [--ablate]
        [--thresholds 0.2,0.3,...] [--show]

`--set real-dev` scores real labelled posts by other people (bench/quality/pii_real.py) and then the
synthetic test set, and exits 1 when #30's floor is missed; `--ablate` prints the ablation table.

Leak rules. A name/place leaks when any distinctive word of it (3+ letters, not a street word, not a
common English word: bench/data/pii/common_words.txt) survives in its session's stored text as a whole
word, any case, or the whole value is found anywhere under the data folder. A phone leaks when 6+ of
its consecutive digits survive in the session's digit stream (placeholders removed). Cards and SSNs
leak when all their digits survive in that stream, IBANs when the value (separators ignored) or its
account digits survive, emails and IPs when the value survives. A clean sentence is altered when the
stored text differs from the input. Proportions carry a Wilson 95 % upper bound.
"""

from __future__ import annotations

import argparse
import json
import re
import sqlite3
import sys
import threading
import time
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from bench.build_sets.pii_sets import NAME_TYPES, common_words, distinctive
from bench.lib import data
from bench.lib.harness import print_targets, running_daemon, side_by_side, stock_presidio, wilson_upper
from bench.quality import real_dev
from hushmem.core.config import field_flag_name

USER = "bench"
AGENT = "a"
ROLES = ("user", "assistant")
STRUCTURED = ("EMAIL_ADDRESS", "PHONE_NUMBER", "CREDIT_CARD", "IBAN_CODE", "US_SSN", "IP_ADDRESS")
TARGETS = {"names_places_pct": 3.0, "structured_pct": 0.0, "clean_altered_pct": 3.0}
PLACEHOLDER = re.compile(r"<[A-Z][A-Z_]*(?:_\d+)?>")
UNSCRUBBED = ["--transforms", '["drop", "clip"]']
# Other settings of hushmem's own scrubber, scored side by side with the default (--variant): what a
# cheaper detector would cost in privacy, in the same run.
VARIANTS = {
    "general-ner": ("hushmem, with the general NER", {"pii_general_ner": True}),
    "no-general-ner": ("hushmem, no general NER", {"pii_general_ner": False}),
}


def add_variant_option(parser: argparse.ArgumentParser) -> None:
    """--variant NAME (repeatable): also score hushmem with that entry of VARIANTS, side by side."""
    parser.add_argument(
        "--variant",
        action="append",
        choices=sorted(VARIANTS),
        default=[],
        help="also hushmem with this setting",
    )


def daemon_args(settings: dict) -> list[str]:
    """`hushmem serve` flags for settings: {"pii_general_ner": False} -> ["--no-pii-general-ner"]."""
    args = []
    for key, value in settings.items():
        flag = field_flag_name(key)  # as the CLI names it
        if isinstance(value, bool):
            args.append(flag if value else f"--no-{flag[2:]}")
        else:
            args += [flag, value if isinstance(value, str) else json.dumps(value)]
    return args


def load_set(name: str) -> tuple[list[dict], list[dict]]:
    return data.rows(f"pii/pii_{name}.jsonl"), data.rows(f"clean/clean_{name}.jsonl")


def proportion(bad: int, n: int) -> dict:
    return {"n": n, "bad": bad, "pct": round(100 * bad / n, 1) if n else 0.0, "upper95": wilson_upper(bad, n)}


# ------------------------------------------------------------------ leak rules


def digit_stream(text: str) -> str:
    return re.sub(r"\D", "", PLACEHOLDER.sub(" ", text))


def has_word(text: str, word: str) -> bool:
    """`word` as a whole word of `text` (both already casefolded); Unicode-aware."""
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None


def found(haystack: str, needle: str) -> bool:
    """`needle` in `haystack`, not glued to a longer word or number (a cheap test first: blobs are big)."""
    return needle in haystack and has_word(haystack, needle)


def leaked(planted: dict, text: str, blob: str, common: set[str]) -> bool:
    """Whether one planted value survives in its session's stored `text` or anywhere in `blob` (the data
    folder's bytes, decoded and casefolded)."""
    value, kind = planted["value"], planted["type"]
    folded = text.casefold()
    if found(blob, value.casefold()) or found(folded, value.casefold()):
        return True
    if kind in NAME_TYPES:
        return any(has_word(folded, t.casefold()) for t in distinctive(value, common))
    digits, stream = re.sub(r"\D", "", value), digit_stream(text)
    if kind == "PHONE_NUMBER":
        return any(digits[i : i + 6] in stream for i in range(len(digits) - 5))
    if kind in ("CREDIT_CARD", "US_SSN"):
        return digits in stream
    if kind == "IBAN_CODE":
        compact = re.sub(r"[^0-9a-z]", "", value.casefold())
        account = re.sub(r"\D", "", compact[4:])
        return compact in re.sub(r"[^0-9a-z]", "", folded) or (len(account) >= 6 and account in stream)
    return False  # emails and IPs: the whole value, checked above


# ------------------------------------------------------------------ detectors


def _message(i: int, text: str) -> dict:
    return {"role": ROLES[i % 2], "content": text}


Stored = tuple[dict[str, str], str, float]  # session texts, the data folder's text, seconds


def through_daemon(items: list[dict], clean: list[dict], args: list[str]) -> Stored:
    """Save every item (one session each) and every clean sentence through a real daemon; return each
    session's stored text (database rows plus its export), the data folder's bytes, and the seconds."""
    sessions = [(it["id"], it["messages"]) for it in items] + [(c["id"], [c["text"]]) for c in clean]
    with running_daemon(*args) as daemon:
        local = threading.local()

        def save(session: tuple[str, list[str]]) -> None:
            if not hasattr(local, "client"):
                local.client = daemon.client()
            sid, messages = session
            answer = local.client.save(USER, sid, AGENT, [_message(i, m) for i, m in enumerate(messages)])
            if answer.get("skipped") or answer.get("dropped"):
                raise RuntimeError(f"{sid}: not everything was stored: {answer}")

        started = time.monotonic()
        with ThreadPoolExecutor(4) as pool:
            list(pool.map(save, sessions))
        seconds = time.monotonic() - started
        exported: dict[str, list[str]] = defaultdict(list)
        with daemon.client() as client:
            for line in client.export(USER):
                row = json.loads(line)
                exported[row["session_id"]].append(_text_of(row["content"]))
        daemon.stop()
        files = [p for p in daemon.data_dir.rglob("*") if p.is_file()]
        blob = b"\n".join(p.read_bytes() for p in files).decode("utf-8", "ignore").casefold()
        stored = _database_texts(daemon.data_dir / "hushmem.db")
    texts = {sid: stored.get(sid, "") + "\n" + "\n".join(exported.get(sid, [])) for sid, _ in sessions}
    clean_texts = {c["id"]: stored.get(c["id"]) for c in clean}
    return {**texts, **{f"exact:{k}": v for k, v in clean_texts.items() if v is not None}}, blob, seconds


def _text_of(content) -> str:
    if isinstance(content, str):
        content = json.loads(content)
    return "\n".join(part.get("text", "") for part in content if isinstance(part, dict))


def _database_texts(database: Path) -> dict[str, str]:
    with sqlite3.connect(database) as conn:
        rows = conn.execute(
            "SELECT session_id, content FROM messages WHERE user_id = ? ORDER BY seq", (USER,)
        ).fetchall()
    out: dict[str, list[str]] = defaultdict(list)
    for session, content in rows:
        out[session].append(_text_of(content))
    return {session: "\n".join(parts) for session, parts in out.items()}


def through_stock_presidio(items: list[dict], clean: list[dict]) -> Stored:
    """Stock Presidio in-process: its default recognizers over en_core_web_sm, replace anonymizer."""
    analyzer, anonymizer = stock_presidio()

    def scrub(text: str) -> str:
        return anonymizer.anonymize(text=text, analyzer_results=analyzer.analyze(text, language="en")).text

    started = time.monotonic()
    texts = {it["id"]: "\n".join(scrub(m) for m in it["messages"]) for it in items}
    for c in clean:
        texts[f"exact:{c['id']}"] = scrub(c["text"])
    return texts, "", time.monotonic() - started


# ------------------------------------------------------------------ scoring


def score(items: list[dict], clean: list[dict], texts: dict[str, str], blob: str, common: set[str]) -> dict:
    by_type: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_kind: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    by_shape: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    misses = []
    for item in items:
        text = texts.get(item["id"], "")
        for planted in item["planted"]:
            bad = leaked(planted, text, blob, common)
            for table, key in (
                (by_type, planted["type"]),
                (by_kind, f"{planted['type']}/{planted['kind']}"),
                (by_shape, item["shape"] if planted["type"] in NAME_TYPES else "structured"),
            ):
                table[key][0] += 1
                table[key][1] += bad
            if bad:
                misses.append(
                    {"id": item["id"], "type": planted["type"], "value": planted["value"], "stored": text}
                )
    altered = [c for c in clean if texts.get(f"exact:{c['id']}") != c["text"]]

    def total(types: tuple[str, ...]) -> dict:
        return proportion(sum(by_type[t][1] for t in types), sum(by_type[t][0] for t in types))

    return {
        "names_places": total(NAME_TYPES),
        "structured": total(STRUCTURED),
        "clean_altered": proportion(len(altered), len(clean)),
        "by_type": {k: proportion(v[1], v[0]) for k, v in sorted(by_type.items())},
        "by_kind": {k: proportion(v[1], v[0]) for k, v in sorted(by_kind.items())},
        "by_shape": {k: proportion(v[1], v[0]) for k, v in sorted(by_shape.items())},
        "misses": misses,
        "altered": [
            {"id": c["id"], "text": c["text"], "stored": texts.get(f"exact:{c['id']}")} for c in altered
        ],
    }


def meets_targets(result: dict) -> dict[str, bool]:
    return {
        "names_places_pct": result["names_places"]["pct"] <= TARGETS["names_places_pct"],
        "structured_pct": result["structured"]["pct"] <= TARGETS["structured_pct"],
        "clean_altered_pct": result["clean_altered"]["pct"] <= TARGETS["clean_altered_pct"],
    }


def score_detectors(
    items: list[dict], clean: list[dict], common: set[str], stock: bool, variants: list[str] = ()
) -> dict[str, dict]:
    """hushmem's default chain, the unscrubbed baseline (which must fail), optionally stock Presidio
    and hushmem with other settings (VARIANTS), each scored on the same items and clean sentences."""
    detectors: dict[str, dict] = {}
    runs = [("hushmem", lambda: through_daemon(items, clean, []))]
    for variant in variants:
        label, settings = VARIANTS[variant]
        args = daemon_args(settings)
        runs.append((label, lambda args=args: through_daemon(items, clean, args)))
    runs.append(("no scrubbing", lambda: through_daemon(items, clean, UNSCRUBBED)))
    if stock:
        runs.append(("stock Presidio", lambda: through_stock_presidio(items, clean)))
    for name, make in runs:
        texts, blob, seconds = make()
        result = score(items, clean, texts, blob, common)
        result["seconds"] = round(seconds, 1)
        result["targets_met"] = meets_targets(result)
        detectors[name] = result
    return detectors


def run(set_name: str = "test", stock: bool = False, variants: list[str] = ()) -> dict:
    """Score hushmem's default chain, the unscrubbed baseline and optionally stock Presidio and other
    settings of hushmem's scrubber on one set."""
    items, clean = load_set(set_name)
    detectors = score_detectors(items, clean, common_words(), stock, variants)
    planted = [p for it in items for p in it["planted"]]
    return {
        "set": set_name,
        "items": len(items),
        "planted": len(planted),
        "clean_sentences": len(clean),
        "targets": TARGETS,
        "detectors": detectors,
    }


def _cell(p: dict) -> str:
    return f"{p['bad']:>4}/{p['n']:<4} {p['pct']:>5.1f}% (≤{p['upper95']:>5.1f})"


def print_table(report: dict) -> None:
    width = 26
    print(
        f"PII leaks on the {report['set']} set: {report['items']} items, {report['planted']} planted"
        f" values, {report['clean_sentences']} clean sentences."
        " Cells: leaked/planted, %, (≤ Wilson 95 % upper bound)."
    )
    detectors = report["detectors"]
    row = side_by_side(detectors, 34, width)
    first = next(iter(detectors.values()))
    row("NAMES + PLACES (target ≤ 3 %)", lambda d: _cell(d["names_places"]))
    row("STRUCTURED (target 0)", lambda d: _cell(d["structured"]))
    row("CLEAN ALTERED (target ≤ 3 %)", lambda d: _cell(d["clean_altered"]))
    for title, part in (
        ("by type", "by_type"),
        ("by kind", "by_kind"),
        ("names and places by shape", "by_shape"),
    ):
        print(title)
        for key in first[part]:
            row(f"  {key}", lambda d, p=part, k=key: _cell(d[p][k]))
    row("seconds", lambda d: d["seconds"])
    print_targets(detectors)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--set", choices=["test", "dev", "real-dev"], default="test")
    parser.add_argument(
        "--corpus",
        type=Path,
        default=real_dev.DEFAULT_CORPUS,
        help="real-dev: the folder of CoNLL dev splits",
    )
    parser.add_argument(
        "--ablate", action="store_true", help="real-dev: each component off in turn, in-process"
    )
    parser.add_argument(
        "--thresholds",
        type=lambda v: [float(t) for t in v.split(",")],
        default=[],
        help="real-dev: the whole scrubber at each pii_name_threshold (comma-separated), in-process",
    )
    parser.add_argument("--stock", action="store_true", help="also score stock Presidio, side by side")
    add_variant_option(parser)
    parser.add_argument("--json", type=Path, help="write the report here (test-set misses left out)")
    parser.add_argument("--show", action="store_true", help="print each miss (dev set only)")
    args = parser.parse_args(argv)
    if args.show and args.set == "test":
        parser.error("--show is for the dev set: the test set's items stay unseen")
    if args.set == "real-dev":
        return real_main(args)
    if args.ablate or args.thresholds:
        parser.error("--ablate and --thresholds are for --set real-dev")
    report = run(args.set, args.stock, args.variant)
    print_table(report)
    if args.show:
        for name, result in report["detectors"].items():
            if name == "no scrubbing":
                continue
            for miss in result["misses"]:
                print(f"  {name}: {miss['id']} {miss['type']} {miss['value']!r} in {miss['stored']!r}")
            for alt in result["altered"]:
                print(f"  {name}: altered {alt['text']!r} -> {alt['stored']!r}")
    if args.json:
        if args.set == "test":
            for result in report["detectors"].values():
                result.pop("misses"), result.pop("altered")
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


def real_main(args: argparse.Namespace) -> int:
    """--set real-dev: the real dev sets, the synthetic test set, #30's floor (exit 1 when missed)."""
    # the real-dev bench builds on this module's scoring: imported here, so neither imports the other at load
    from bench.quality import pii_real

    try:
        if args.ablate or args.thresholds:
            print(f"Ablation on commit {pii_real.commit()}, in-process:")
            print(pii_real.ablation_header())
            components = None if args.ablate else []
            report = pii_real.ablate(args.corpus.resolve(), thresholds=args.thresholds, only=components)
            report = {"ablation": report}
        else:
            report = pii_real.run(args.corpus.resolve(), args.stock, args.variant)
    except real_dev.CorpusMissing as exc:
        print(f"Error: {exc}", file=sys.stderr)
        return 2
    if args.ablate or args.thresholds:
        if args.json:
            args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False))
        return 0
    pii_real.print_table(report)
    if args.show:
        for name, result in report["detectors"].items():
            if name in ("hushmem", "stock Presidio"):
                for miss in result["misses"]:
                    print(f"  {name}: {miss['id']} {miss['class']} {miss['value']!r} in {miss['stored']!r}")
                for alt in result["altered"]:
                    print(f"  {name}: altered {alt['text']!r} -> {alt['stored']!r}")
    synthetic = run("test", args.stock)
    print()
    print_table(synthetic)
    checks = pii_real.floor(report, synthetic)
    for check, ok in checks.items():
        print(f"floor: {check}: {'met' if ok else 'MISSED'}")
    if args.json:
        for result in synthetic["detectors"].values():
            result.pop("misses"), result.pop("altered")
        args.json.write_text(
            json.dumps({"real_dev": report, "synthetic": synthetic}, indent=2, ensure_ascii=False)
        )
    return 0 if all(checks.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
