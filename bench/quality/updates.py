"""Memory that stays true, measured on the notes themselves (not on the summary's wording): the update
groups (bench/data/updates/*.jsonl, one conversation a line; roles in groups.json) folded in turn.

    python -m bench.quality.updates [--group tuning|held-out|NAME ...] [--gguf] [--show]

Each conversation's folds (then its kept tail, which the reader sees after the notes) go through the
notes summarizer in-process, one day apart, each message a minute after the last. Rows, in one run:
- copy the input: every message a note (keeps everything; must fail on size);
- resolver=none: notes in time order, no update rule;
- resolver=model, scripted: a scripted model behind a fake OpenAI-compatible server on a Unix socket,
  answering from the group's labels (the plumbing and the mechanical checks, not a model's skill);
- with `--gguf`: resolver=model with the bundled GGUF through the JSON grammar (slow).

Metrics:
- facts kept: every key of a planted fact in one current note;
- updates carried: the new value in a current note dated after every other current note still holding
  the old value (an old note marked replaced is not current);
- damaged: a fact held by a note a resolver marked replaced and by no current note (the wrong value
  replaced), or a note with words its source message does not have (facts joined or invented);
- size: the summary's characters over the folded text's, every conversation (fact-dense <= 50 %,
  chatty <= 35 %).
Targets: facts kept >= 90 %, damaged 0, every update carried, size within its limit. A group's misses
print only for tuning groups; the exit code is 1 when a target is missed by a hushmem row, or met by
the copy baseline (a bench that cannot fail is no bench).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import re
import shutil
import statistics
import sys

from bench.build_sets.summary_sets import has_key
from bench.lib.harness import ROOT, default_model_worker
from hushmem.models.notes import Note, current, render, words
from hushmem.models.person import third_person
from hushmem.models.resolvers import ModelResolver, TimeOrder
from hushmem.models.summarizer import NotesSummarizer, Summary
from hushmem.testing.daemon import short_dir
from hushmem.testing.scripted_server import scripted_server

DATA = ROOT / "bench" / "data" / "updates"
DAY, MINUTE = 86_400_000, 60_000
START = 1_767_225_600_000  # 2026-01-01
SIZE_LIMIT = {"fact-dense": 50.0, "chatty": 35.0}
FACTS_KEPT_PCT = 90.0


def groups() -> dict[str, dict]:
    return json.loads((DATA / "groups.json").read_text())


def load(group: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / f"{group}.jsonl").read_text().splitlines() if line]


def folds(conversation: dict) -> list[list[dict]]:
    """Wire messages with ids and timestamps: the folds, then the tail as one more."""
    spans = [*conversation["folds"], *([conversation["tail"]] if conversation["tail"] else [])]
    out, n = [], 0
    for day, span in enumerate(spans):
        out.append([])
        for role, text in span:
            stamp = START + day * DAY + n * MINUTE
            out[-1].append({"id": f"m{n}", "role": role, "timestamp": stamp, "content": [{"text": text}]})
            n += 1
    return out


def folded_chars(conversation: dict) -> int:
    return sum(len(m["content"][0]["text"]) for span in folds(conversation) for m in span)


def run_notes(summarizer, conversation: dict) -> Summary:
    """The rolling summary after every fold, notes stored between folds as the daemon stores them."""
    summary, next_id = None, 1
    for span in folds(conversation):
        summary = summarizer.summarize(summary, span)
        ids = {}
        for note in summary.notes:
            if note.id < 0:
                ids[note.id], next_id = next_id, next_id + 1
        for note in summary.notes:
            note.id = ids.get(note.id, note.id)
            note.superseded_by = ids.get(note.superseded_by, note.superseded_by)
    assert summary is not None
    return summary


def copy_input(conversation: dict) -> Summary:
    """The baseline: every message kept whole as a note."""
    notes = [Note(i + 1, m["content"][0]["text"], m["timestamp"], [m["id"]])
             for i, m in enumerate(m for span in folds(conversation) for m in span)]  # fmt: skip
    return Summary(render(notes), notes)


def holds(note: Note, keys: list[str]) -> bool:
    return all(has_key(note.text, key) for key in keys)


def score(conversation: dict, summary: Summary) -> dict:
    notes, shown = summary.notes, current(summary.notes)
    order = {n.id: i for i, n in enumerate(shown)}
    kept = [any(holds(n, keys) for n in shown) for keys in conversation["facts"]]
    carried = []
    for update in conversation["updates"]:
        newest = [n for n in shown if holds(n, update["new"])]
        old = [n for n in shown if any(has_key(n.text, k) for k in update["old"])]
        carried.append(
            bool(newest) and all(order[o.id] < order[newest[-1].id] for o in old if o is not newest[-1])
        )
    replaced = [n for n in notes if not n.current]
    damaged = sum(
        1
        for keys in conversation["facts"]
        if any(holds(n, keys) for n in replaced) and not any(holds(n, keys) for n in shown)
    )
    said = {m["id"]: words(m["content"][0]["text"]) | words(third_person(m["content"][0]["text"], m["role"]))
            for span in folds(conversation) for m in span}  # fmt: skip
    damaged += sum(
        1 for n in shown if words(n.text) - set().union(*(said.get(s, set()) for s in n.source_ids))
    )
    return {
        "kept": sum(kept), "facts": len(kept), "carried": sum(carried), "updates": len(carried),
        "damaged": damaged, "size": 100 * len(summary.text) / max(1, folded_chars(conversation)),
        "missed": not all(kept) or not all(carried) or damaged > 0,
    }  # fmt: skip


def oracle(conversation: dict):
    """The scripted model: UPDATE the offered note holding an update's old value when the new note
    says its new value (the replaced value as the note writes it); ADD otherwise."""

    def answer(body: dict) -> str:
        prompt = body["messages"][-1]["content"]
        new = prompt.rsplit("New note: ", 1)[1]
        offered = re.findall(r"^\[(\d+)\] (.*)$", prompt, re.MULTILINE)
        for update in conversation["updates"]:
            if not all(has_key(new, k) for k in update["new"]):
                continue
            for note_id, text in offered:
                for key in update["old"]:
                    if has_key(text, key) and not has_key(new, key):
                        at = text.casefold().index(key.casefold())
                        replaced = text[at : at + len(key)]
                        return json.dumps({"action": "UPDATE", "note_id": int(note_id), "replaced": replaced})
        return json.dumps({"action": "ADD", "note_id": 0, "replaced": ""})

    return answer


def summarize_all(conversations: list[dict], gguf_worker=None) -> dict[str, dict[str, Summary]]:
    from hushmem.models.backends import ServerModel, worker_complete

    rows: dict[str, dict[str, Summary]] = {
        "copy the input": {},
        "resolver=none": {},
        "resolver=model, scripted": {},
    }
    plain = NotesSummarizer(TimeOrder())
    folder = short_dir()
    socket = folder / "model.sock"
    script: dict = {"answer": None}
    try:
        with scripted_server(socket, lambda body: script["answer"](body)):
            server = ServerModel(f"unix:{socket}")
            scripted = NotesSummarizer(ModelResolver(server))
            for c in conversations:
                rows["copy the input"][c["id"]] = copy_input(c)
                rows["resolver=none"][c["id"]] = run_notes(plain, c)
                script["answer"] = oracle(c)
                rows["resolver=model, scripted"][c["id"]] = run_notes(scripted, c)
            server.close()
        rows["resolver=model, scripted"]["refused"] = scripted.resolver.refused  # type: ignore[assignment]
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    if gguf_worker is not None:
        gguf = NotesSummarizer(ModelResolver(worker_complete(gguf_worker)))
        rows["resolver=model, bundled GGUF"] = {c["id"]: run_notes(gguf, c) for c in conversations}
        rows["resolver=model, bundled GGUF"]["refused"] = gguf.resolver.refused  # type: ignore[assignment]
    return rows


def report(
    group: str, meta: dict, conversations: list[dict], made: dict[str, Summary]
) -> tuple[str, bool, list]:
    scores = {c["id"]: score(c, made[c["id"]]) for c in conversations}
    total = {
        k: sum(s[k] for s in scores.values()) for k in ("kept", "facts", "carried", "updates", "damaged")
    }
    sizes = [s["size"] for s in scores.values()]
    limit = SIZE_LIMIT[meta["text"]]
    kept_pct = 100 * total["kept"] / max(1, total["facts"])
    met = (kept_pct >= FACTS_KEPT_PCT and total["damaged"] == 0 and total["carried"] == total["updates"]
           and max(sizes) <= limit)  # fmt: skip
    refused = f", checks refused {made['refused']}" if "refused" in made else ""
    line = (f"facts kept {total['kept']}/{total['facts']} ({kept_pct:.0f} %), updates carried "
            f"{total['carried']}/{total['updates']}, damaged {total['damaged']}, size median "
            f"{statistics.median(sizes):.0f} % max {max(sizes):.0f} % (limit {limit:.0f}){refused}: "
            f"{'met' if met else 'MISSED'}")  # fmt: skip
    return line, met, [cid for cid, s in scores.items() if s["missed"]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--group",
        nargs="*",
        default=["tuning"],
        help="group names; `tuning`/`held-out`: every group of that role",
    )
    parser.add_argument("--gguf", action="store_true", help="also resolver=model with the bundled GGUF")
    parser.add_argument("--show", action="store_true", help="print the tuning groups' missed summaries")
    args = parser.parse_args(argv)
    meta = groups()
    chosen = [g for g in meta if g in args.group or meta[g]["role"] in args.group]
    failed = False
    with default_model_worker() if args.gguf else contextlib.nullcontext() as worker:
        for group in chosen:
            conversations = load(group)
            rows = summarize_all(conversations, worker)
            print(
                f"{group} ({meta[group]['role']}, {meta[group]['text']}, {len(conversations)} conversations)"
            )
            for name, made in rows.items():
                line, met, missed = report(group, meta[group], conversations, made)
                failed |= met if name == "copy the input" else not met
                shown = meta[group]["role"] == "tuning" and name != "copy the input"
                print(f"  {name}: {line}" + (f"; missed: {', '.join(missed) or 'none'}" if shown else ""))
                if args.show and shown:
                    for cid in missed:
                        print(f"--- {cid}\n{made[cid].text}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
