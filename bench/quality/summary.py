"""Summary quality on the frozen conversations and on DialogSum, through a real daemon with the bundled
model; baselines that must fail (copy, empty, lead) are scored by the same rules in the same run.

    python -m bench.quality.summary [--set test|dev] [--json PATH]
    python -m bench.quality.summary --dialogsum [--split test|dev] [--limit 100] [--data-dir DIR]

Set mode: each conversation is saved in one batch to a daemon run with `--transforms '["drop","clip"]'
--trigger-at 20 --keep-last 2` (text unchanged); once the slot's summary is `ready` and covers the fold,
it is scored: size = summary characters / characters of the folded messages' text parts; a fact is kept
when all its keys appear (whole word, any case); an update is current when every new key appears on one
line after every other line stating an old key (outside a parenthesis starting with "was", "previously"
or "formerly": the notes are in time order, a later one overriding an earlier one); a small-talk
conversation is folded when a non-empty summary covers its fold. Proportions carry a Wilson 95 % interval.

DialogSum mode: #Person1# turns are `user`, #Person2# turns `assistant` (consecutive lines of one speaker
merged, other speakers appended to the current turn); the whole dialogue is saved in one batch with
`--trigger-at 1 --keep-last 0` so it folds completely, and the stored summary is scored with ROUGE-1/2/L F
(rouge-score, stemmer on) against `summary1`, after mapping role words back to the speaker tags.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from pathlib import Path

from bench.build_sets.summary_sets import DATA, has_key
from bench.lib.harness import ROOT, print_targets, running_daemon, side_by_side, wilson_upper

USER, AGENT = "bench", "a"
UNCHANGED = ["--transforms", '["drop", "clip"]']
SET_ARGS = [*UNCHANGED, "--trigger-at", "20", "--keep-last", "2"]
DIALOGSUM_TRIGGER_AT = 1
DIALOGSUM_ARGS = [*UNCHANGED, "--trigger-at", str(DIALOGSUM_TRIGGER_AT), "--keep-last", "0"]
DIALOGSUM_DIR = ROOT.parent / "shared" / "data" / "dialogsum"
WAIT_SECONDS = 180.0
TARGETS = {"size_pct_max": 35.0, "facts_kept_pct": 90.0, "updates_current_pct": 100.0, "folded_pct": 100.0}
DIALOGSUM_BAR = "lead-3"  # DialogSum's target: ROUGE-L above this baseline's in the same run
ROLE_WORDS = [
    (re.compile(r"\b(?:the )?user\b", re.IGNORECASE), "#Person1#"),
    (re.compile(r"\b(?:the )?assistant\b", re.IGNORECASE), "#Person2#"),
]
HISTORICAL = re.compile(r"\((?:was|previously|formerly)\b[^)]*\)", re.IGNORECASE)


def wire(role: str, text: str) -> dict:
    return {"role": role, "content": [{"text": text}]}


def load_set(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / f"summary_{name}.jsonl").read_text("utf-8").splitlines()]


# ------------------------------------------------------------------ the daemon side


def summarize_through(daemon, session: str, messages: list[dict], expect: int) -> dict:
    """Save one conversation in one batch, wait until its summary is ready and covers `expect`
    messages; the summary text ("" if none), what it covers, state and seconds."""
    with daemon.client(timeout=120) as client:
        started = time.monotonic()
        answer = client.save(USER, session, AGENT, messages)
        if answer.get("skipped") or answer.get("dropped"):
            raise RuntimeError(f"{session}: not everything was stored: {answer}")
        state: dict = {}
        while time.monotonic() - started < WAIT_SECONDS:
            state = client.summary(USER, session, AGENT)
            summary = state.get("summary") or {}
            if state["state"] == "failed" and state.get("attempts", 0) >= 2:
                break
            if state["state"] == "ready" and (not summary or summary.get("covered_messages", 0) >= expect):
                break  # folded, or the job ran and left no summary (a conversation that never folds)
            time.sleep(0.1)
        seconds = time.monotonic() - started
    summary = state.get("summary") or {}
    return {
        "text": summary.get("text") or "",
        "covered": summary.get("covered_messages", 0),
        "state": state.get("state"),
        "seconds": round(seconds, 2),
    }


# ------------------------------------------------------------------ scoring the frozen sets


def proportion(ok: int, n: int) -> dict:
    """ok/n in percent with its Wilson 95 % interval."""
    return {
        "n": n,
        "ok": ok,
        "pct": round(100 * ok / n, 1) if n else 0.0,
        "lo95": round(100 - wilson_upper(n - ok, n), 1) if n else 0.0,
        "hi95": wilson_upper(ok, n),
    }


def folded_chars(item: dict, covered: int) -> int:
    return sum(len(m["text"]) for m in item["messages"][:covered])


def fact_kept(summary: str, fact: dict) -> bool:
    return all(has_key(summary, k) for k in fact["keys"])


def update_current(summary: str, update: dict) -> bool:
    """The new value on a line after every other line that still states the old one (outside "(was
    …)"): the summary's notes are in time order, a later one overriding an earlier one."""
    lines = [HISTORICAL.sub(" ", line) for line in summary.splitlines()]
    newest = [i for i, line in enumerate(lines) if all(has_key(line, k) for k in update["new"])]
    if not newest:
        return False
    old = [i for i, line in enumerate(lines) if any(has_key(line, k) for k in update["old"])]
    return all(i < newest[-1] for i in old if i != newest[-1])


def score_set(items: list[dict], outputs: dict[str, dict]) -> dict:
    """Figures of one summarizer (or baseline) over the set; `outputs[id]` has text and covered."""
    facts = updates = kept = current = folds = folded = within = 0
    ratios = []
    per_item = []
    for item in items:
        out = outputs[item["id"]]
        text, covered = out["text"], out["covered"] or item["fold_end"]
        ratio = 100 * len(text) / max(1, folded_chars(item, covered))
        ratios.append(ratio)
        within += ratio <= TARGETS["size_pct_max"]
        k = sum(fact_kept(text, f) for f in item["facts"])
        c = sum(update_current(text, u) for u in item["updates"])
        kept, facts, current, updates = (
            kept + k,
            facts + len(item["facts"]),
            current + c,
            updates + len(item["updates"]),
        )
        ok = bool(text.strip()) and (out["covered"] or 0) >= item["fold_end"]
        folds += 1
        folded += ok
        per_item.append({
            "id": item["id"], "size_pct": round(ratio, 1), "facts": f"{k}/{len(item['facts'])}",
            "updates": f"{c}/{len(item['updates'])}", "folded": ok, "summary": text,
        })  # fmt: skip
    return {
        "size_pct_median": round(statistics.median(ratios), 1),
        "size_pct_max": round(max(ratios), 1),
        "within_size": proportion(within, len(items)),
        "facts_kept": proportion(kept, facts),
        "updates_current": proportion(current, updates),
        "folded": proportion(folded, folds),
        "per_item": per_item,
    }


def baselines(items: list[dict]) -> dict[str, dict[str, dict]]:
    """Summaries that must fail: the folded text copied, nothing, the first three folded messages."""
    out: dict[str, dict[str, dict]] = {"copy": {}, "empty": {}, "lead-3": {}}
    for item in items:
        folded = [m["text"] for m in item["messages"][: item["fold_end"]]]
        cover = item["fold_end"]
        out["copy"][item["id"]] = {"text": "\n".join(folded), "covered": cover}
        out["empty"][item["id"]] = {"text": "", "covered": cover}
        out["lead-3"][item["id"]] = {"text": "\n".join(folded[:3]), "covered": cover}
    return out


def meets(result: dict) -> dict[str, bool]:
    return {
        "size <= 35 % (every conversation)": result["size_pct_max"] <= TARGETS["size_pct_max"],
        "facts kept >= 90 %": result["facts_kept"]["pct"] >= TARGETS["facts_kept_pct"],
        "updates current (all)": result["updates_current"]["pct"] >= TARGETS["updates_current_pct"],
        "every conversation folds": result["folded"]["pct"] >= TARGETS["folded_pct"],
    }


def run(set_name: str = "test") -> dict:
    """The bundled model's summaries of one frozen set, with the baselines, scored alike."""
    items = load_set(set_name)
    outputs, seconds = {}, []
    with running_daemon(*SET_ARGS) as daemon:
        for item in items:
            messages = [wire(m["role"], m["text"]) for m in item["messages"]]
            out = summarize_through(daemon, item["id"], messages, item["fold_end"])
            outputs[item["id"]] = out
            seconds.append(out["seconds"])
    results = {"hushmem": score_set(items, outputs)}
    results["hushmem"]["seconds_per_summary_median"] = round(statistics.median(seconds), 2)
    results["hushmem"]["seconds_per_summary_max"] = round(max(seconds), 2)
    for name, made in baselines(items).items():
        results[name] = score_set(items, made)
    for result in results.values():
        result["targets_met"] = meets(result)
    return {
        "set": set_name,
        "conversations": len(items),
        "messages": [len(i["messages"]) for i in items],
        "summarizers": results,
    }


def _p(p: dict) -> str:
    return f"{p['ok']}/{p['n']} {p['pct']:.0f}% [{p['lo95']:.0f}-{p['hi95']:.0f}]"


def print_set(report: dict) -> None:
    w = 24
    print(
        f"Summaries of the {report['set']} set: {report['conversations']} conversations of "
        f"{min(report['messages'])}-{max(report['messages'])} messages (bundled model, trigger 20, keep 2)."
        " Proportions: count/n, %, [Wilson 95 % interval]."
    )
    row = side_by_side(report["summarizers"], 30, w)

    row("size % median (target ≤ 35)", lambda r: f"{r['size_pct_median']:.1f}")
    row("size % max", lambda r: f"{r['size_pct_max']:.1f}")
    row("conversations within 35 %", lambda r: _p(r["within_size"]))
    row("facts kept (target ≥ 90 %)", lambda r: _p(r["facts_kept"]))
    row("updates current (target all)", lambda r: _p(r["updates_current"]))
    row("folded (target all)", lambda r: _p(r["folded"]))
    hm = report["summarizers"]["hushmem"]
    print(f"seconds per summary (save to ready): median {hm['seconds_per_summary_median']}, "
          f"max {hm['seconds_per_summary_max']}")  # fmt: skip
    print_targets(report["summarizers"])


# ------------------------------------------------------------------ DialogSum


def dialogue_turns(dialogue: str) -> list[dict]:
    """#Person1# → user, #Person2# → assistant; a speaker's consecutive lines merged, other speakers'
    lines appended to the current turn."""
    turns: list[dict] = []
    for line in dialogue.splitlines():
        match = re.match(r"\s*#Person(\d+)#\s*:\s*(.*)", line)
        if not match:
            if turns and line.strip():
                turns[-1]["text"] += " " + line.strip()
            continue
        speaker, text = match.group(1), match.group(2).strip()
        role = {"1": "user", "2": "assistant"}.get(speaker)
        if role is None or (turns and turns[-1]["role"] == role):
            if turns:
                turns[-1]["text"] += " " + (text if role else f"#Person{speaker}#: {text}")
                continue
            role = role or "user"
        turns.append({"role": role, "text": text})
    return turns


def to_speaker_tags(summary: str) -> str:
    for pattern, tag in ROLE_WORDS:
        summary = pattern.sub(tag, summary)
    return summary


def rouge(pairs: list[tuple[str, str]]) -> dict:
    from rouge_score import rouge_scorer

    scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], use_stemmer=True)
    totals = {"rouge1": 0.0, "rouge2": 0.0, "rougeL": 0.0}
    for reference, candidate in pairs:
        scores = scorer.score(reference, candidate)
        for key in totals:
            totals[key] += scores[key].fmeasure
    return {k: round(100 * v / max(1, len(pairs)), 2) for k, v in totals.items()}


def dialogsum_rows(split: str, limit: int, data_dir: Path = DIALOGSUM_DIR) -> list[dict]:
    """The first `limit` dialogues of a DialogSum split, read from the shared data folder."""
    lines = (data_dir / f"dialogsum.{split}.jsonl").read_text("utf-8").splitlines()[:limit]
    return [json.loads(line) for line in lines]


def dialogsum_messages(row: dict) -> list[dict]:
    """A DialogSum dialogue as wire messages, speakers mapped to user and assistant."""
    return [wire(t["role"], t["text"]) for t in dialogue_turns(row["dialogue"])]


def folds_at_trigger(messages: list[dict]) -> bool:
    """Whether a dialogue is past DialogSum's trigger (shorter ones never fold, by design)."""
    return len(messages) > 2 * DIALOGSUM_TRIGGER_AT


def run_dialogsum(split: str = "test", limit: int = 100, data_dir: Path = DIALOGSUM_DIR) -> dict:
    rows = dialogsum_rows(split, limit, data_dir)
    reference_key = "summary1" if "summary1" in rows[0] else "summary"
    ours, seconds, unfolded = [], [], 0
    with running_daemon(*DIALOGSUM_ARGS) as daemon:
        for row in rows:
            messages = dialogsum_messages(row)
            if not folds_at_trigger(messages):
                unfolded += 1
                ours.append("")
                continue
            out = summarize_through(daemon, row["fname"], messages, len(messages))
            unfolded += out["covered"] < len(messages) or not out["text"]
            ours.append(out["text"])
            seconds.append(out["seconds"])
    references = [row[reference_key] for row in rows]
    copies = [row["dialogue"] for row in rows]
    leads = ["\n".join(row["dialogue"].splitlines()[:3]) for row in rows]
    systems = {"hushmem": ours, "copy the dialogue": copies, "lead-3": leads}
    scores = {name: rouge([(r, to_speaker_tags(s)) for r, s in zip(references, texts, strict=True)])
              for name, texts in systems.items()}  # fmt: skip
    return {
        "split": split,
        "dialogues": len(rows),
        "reference": reference_key,
        "not_folded": unfolded,
        "seconds_per_summary_median": round(statistics.median(seconds), 2),
        "summary_chars_median": int(statistics.median(len(s) for s in ours)),
        "rouge": scores,
        "examples": ours[:2] if split == "dev" else [],
    }


def beats_dialogsum_bar(rouge: dict[str, dict], name: str) -> bool:
    """Whether system `name`'s ROUGE-L is above the first-three-lines baseline's in the same run (that
    baseline cannot meet it, so a bench it would pass cannot exist)."""
    return rouge[name]["rougeL"] > rouge[DIALOGSUM_BAR]["rougeL"]


def print_dialogsum(report: dict) -> None:
    print(
        f"DialogSum {report['split']}, first {report['dialogues']} dialogues, ROUGE F ×100 against "
        f"{report['reference']} (rouge-score, stemmer). Role words in every summary mapped back before "
        'scoring: "User"/"the user" → #Person1#, "Assistant"/"the assistant" → #Person2#.'
    )
    print(f"{'':<20}{'ROUGE-1':>9}{'ROUGE-2':>9}{'ROUGE-L':>9}")
    for name, s in report["rouge"].items():
        print(f"{name:<20}{s['rouge1']:>9}{s['rouge2']:>9}{s['rougeL']:>9}")
    met = beats_dialogsum_bar(report["rouge"], "hushmem")
    print(f"target ROUGE-L above {DIALOGSUM_BAR}'s: {'met' if met else 'MISSED'}; "
          f"not folded: {report['not_folded']}; seconds per summary (median): "
          f"{report['seconds_per_summary_median']}; summary length (median chars): "
          f"{report['summary_chars_median']}")  # fmt: skip
    for example in report["examples"]:
        print(f"  e.g. {example!r}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--set", choices=["test", "dev"], default="test")
    parser.add_argument("--dialogsum", action="store_true", help="score DialogSum instead of the sets")
    parser.add_argument("--split", choices=["test", "dev"], default="test")
    parser.add_argument("--limit", type=int, default=100)
    parser.add_argument("--data-dir", type=Path, default=DIALOGSUM_DIR)
    parser.add_argument("--json", type=Path, help="also write the report here")
    args = parser.parse_args(argv)
    if args.dialogsum:
        report = run_dialogsum(args.split, args.limit, args.data_dir)
        print_dialogsum(report)
    else:
        report = run(args.set)
        print_set(report)
        if args.set == "test":  # per-conversation results stay unseen on the test set
            for result in report["summarizers"].values():
                result.pop("per_item")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
