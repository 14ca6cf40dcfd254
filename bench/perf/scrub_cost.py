"""The `pii` scrubber in-process, without the daemon: CPU milliseconds per message by stage, and a dump
of everything it writes (texts and placeholder rows) to check that a speed change altered nothing.

    python -m bench.perf.scrub_cost profile [--batch 1 8 32]    # CPU ms per message, by stage
    python -m bench.perf.scrub_cost dump OUT.json [--processes N]  # then: diff two commits' dumps
    python -m bench.perf.scrub_cost calls [--processes N] [--variant no-general-ner]  # NER passes' batches

All use the development set only (bench/data/*/*_dev.jsonl); CPU time (time.process_time), so other
processes on a shared machine barely move the figures; `calls` counts the neural passes each process
runs and the texts each sees, which a loaded machine barely moves (the split follows measured CPU).
"""

from __future__ import annotations

import argparse
import collections
import functools
import hashlib
import json
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from bench.perf.save_latency import sample_texts
from bench.quality.pii_leak import VARIANTS, load_set
from hushmem.core.config import Config, load
from hushmem.core.database import open_database
from hushmem.core.schema import Message, Slot
from hushmem.daemon.migrations import migrate
from hushmem.scrubbers.chain import Context

FIXED_SECRET = b"bench-scrub-cost-fixed-secret-32b"  # digests comparable between runs


def load_scrubber(**settings):
    from hushmem.scrubbers.presidio import PiiScrubber

    data = Path(tempfile.mkdtemp(prefix="hm-cost-"))
    known = Config.model_fields  # so the tool also runs on commits older than a setting (A/B)
    config = load({"data_dir": str(data), **{k: v for k, v in settings.items() if k in known}}, environ={})
    db = open_database(config.database_path)
    migrate(db)
    db.conn.close()
    (data / "placeholder.key").write_bytes(FIXED_SECRET)
    scrubber = PiiScrubber.from_config(config)
    scrubber.load()
    if hasattr(scrubber, "idle"):  # forks the helpers when scrub_processes > 1, as the idle daemon does
        scrubber.idle()
    return scrubber


def half_of(sentence: str) -> str:
    """A probe sentence's half, "A" (tune on it) or "B" (check it once), fixed by its hash."""
    return "A" if hashlib.sha256(sentence.encode()).digest()[0] % 2 == 0 else "B"


def scrub_each(sentences: list[str], batch: int = 32, **settings) -> tuple[list[str], float]:
    """Each sentence scrubbed in a session of its own, `batch` to a call, by a scrubber with these
    settings; the stored texts and the CPU seconds the scrubbing took. One process, unless the
    settings say otherwise: process_time() would not see a helper's share."""
    scrubber = load_scrubber(**{"scrub_processes": 1, **settings})
    out, cpu = [], 0.0
    try:
        for start in range(0, len(sentences), batch):
            chunk = sentences[start : start + batch]
            contexts = [Context(Slot("probe", f"s{start + i}", "a")) for i in range(len(chunk))]
            began = time.process_time()
            out += scrubber.rewrite(chunk, contexts)
            cpu += time.process_time() - began
    finally:
        scrubber.close()  # its helper processes too
    return out, cpu


def _rows(contexts: list[Context]) -> list[list]:
    rows = set()
    for context in contexts:
        rows |= context.scratch.get("placeholder_rows", set())
    return sorted(list(r) for r in rows)


def dump(scrubber) -> dict:
    """Outputs of four workloads that between them take every path of `rewrite`: one save per dev
    item (its messages together), every clean sentence alone, dev items eight sessions to a call
    (siblings of other sessions), and bench texts in batches of 16 over 20 recurring sessions
    (propagation from earlier calls)."""
    items, clean = load_set("dev")
    calls: list[tuple[str, list[str], list[Context]]] = []
    for item in items:
        contexts = [Context(Slot("items", item["id"], "a")) for _ in item["messages"]]
        calls.append(("items", item["messages"], contexts))
    for sentence in clean:
        calls.append(("clean", [sentence["text"]], [Context(Slot("clean", sentence["id"], "a"))]))
    for start in range(0, len(items), 8):
        texts, contexts = [], []
        for item in items[start : start + 8]:
            context = Context(Slot("mixed", item["id"], "a"))
            texts += item["messages"]
            contexts += [context] * len(item["messages"])
        calls.append(("mixed", texts, contexts))
    texts = sample_texts(320)
    for start in range(0, len(texts), 16):
        contexts = [Context(Slot("batched", f"s{(start + j) % 20}", "a")) for j in range(16)]
        calls.append(("batched", texts[start : start + 16], contexts))
    out: dict = {"items": [], "clean": [], "mixed": [], "batched": []}
    for i, (workload, texts, contexts) in enumerate(calls):
        # As the daemon's runner does: the next call's texts are queued behind this one (the first
        # half of them only, so the next call also analyses texts that were not prefetched).
        following = calls[i + 1][1] if i + 1 < len(calls) else []
        queued = [Message("user", [{"text": t}], 0) for t in following[: (len(following) + 1) // 2]]
        scrubber.upcoming = lambda queued=queued: queued
        rewritten = scrubber.rewrite(texts, contexts)
        out[workload].append([rewritten, _rows(list({id(c): c for c in contexts}.values()))])
    return out


# ------------------------------------------------------------------ profile


class _Stages:
    """Self CPU time of wrapped callables (a stage's time excludes the stages it calls)."""

    def __init__(self) -> None:
        self.totals: collections.Counter = collections.Counter()
        self._stack: list[float] = []

    def timed(self, label: str, fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            started = time.process_time()
            self._stack.append(0.0)
            try:
                return fn(*args, **kwargs)
            finally:
                elapsed = time.process_time() - started
                inner = self._stack.pop()
                self.totals[label] += elapsed - inner
                if self._stack:
                    self._stack[-1] += elapsed

        return wrapper

    def wrap(self, owner, attribute: str, label: str) -> None:
        setattr(owner, attribute, self.timed(label, getattr(owner, attribute)))


class _WrappedPipe:
    """A spaCy component whose calls, single and piped, go through `_run(texts, call)`."""

    def __init__(self, proc) -> None:
        self._proc = proc

    def _run(self, texts: int, call):
        return call()

    def __call__(self, doc):
        return self._run(1, lambda: self._proc(doc))

    def pipe(self, docs, **kwargs):
        docs = list(docs)
        return iter(self._run(len(docs), lambda: list(self._proc.pipe(docs, **kwargs))))

    def __getattr__(self, name):
        found = getattr(self._proc, name)
        if name == "predict":  # a batch run as one pass (chat_ner.one_pass): predict, then set_annotations
            return lambda docs: self._run(len(docs), lambda: found(docs))
        return found


class _TimedPipe(_WrappedPipe):
    """A spaCy component whose calls are timed as one stage."""

    def __init__(self, stages: _Stages, label: str, proc) -> None:
        super().__init__(proc)
        self._timed = stages.timed(label, lambda call: call())

    def _run(self, texts: int, call):
        return self._timed(call)


def _wrap_components(scrubber, wrap) -> Callable[[], None]:
    """Each component of spaCy's pipeline and of the chat NER's replaced by `wrap(model, name, it)`;
    returns what puts them back (the chat NER's pipeline is one object in the process)."""
    nlps = [("en_core_web_sm", scrubber.analyzer.nlp_engine.nlp["en"])]
    if scrubber.chat_ner is not None:
        nlps.append(("chat NER", scrubber.chat_ner.nlp))
    originals = [(nlp, list(nlp._components)) for _, nlp in nlps]
    for model, nlp in nlps:
        nlp._components = [(n, wrap(model, n, p)) for n, p in nlp._components]

    def restore() -> None:
        for nlp, components in originals:
            nlp._components = components

    return restore


def instrument(scrubber) -> _Stages:
    import presidio_anonymizer
    from presidio_analyzer import analyzer_engine, pattern_recognizer
    from presidio_analyzer.predefined_recognizers import SpacyRecognizer

    from hushmem.scrubbers import chat_ner, decision, name_words, names, patterns, placeholders, presidio

    stages = _Stages()
    _wrap_components(scrubber, lambda model, n, p: _TimedPipe(stages, f"spaCy {n} ({model})", p))
    stages.wrap(presidio.PiiScrubber, "rewrite", "placeholders, anonymizer glue (rewrite)")
    stages.wrap(presidio.PiiScrubber, "analyze_batch", "analyze_batch glue")
    stages.wrap(presidio.PiiScrubber, "spread", "propagation (spread)")
    stages.wrap(presidio._PreloadedSpacyEngine, "_doc_to_nlp_artifact", "Presidio NlpArtifacts")
    engine = type(scrubber.analyzer)  # Presidio's AnalyzerEngine, or the scrubber's subclass of it
    for cls in {analyzer_engine.AnalyzerEngine, engine}:
        stages.wrap(cls, "analyze", "Presidio analyze loop")
        stages.wrap(cls, "_enhance_using_context", "Presidio context enhancement")
    stages.wrap(chat_ner.ChatNerRecognizer, "analyze", "chat NER recognizer (own)")
    stages.wrap(names.NameAndPlaceRecognizer, "analyze", "NameAndPlaceRecognizer")
    stages.wrap(SpacyRecognizer, "analyze", "SpacyRecognizer")
    stages.wrap(pattern_recognizer.PatternRecognizer, "analyze", "pattern recognizers")
    for cls in (patterns.CuedDigitsPhoneRecognizer, patterns.CuedSsnRecognizer):
        stages.wrap(cls, "analyze", "pattern recognizers")
    stages.wrap(name_words.NameWords, "vectors", "name classifier: MiniLM vectors")
    stages.wrap(name_words.NameWords, "read", "name classifier: read")
    stages.wrap(decision, "decide", "decision")
    stages.wrap(presidio, "merge_overlaps", "merging overlaps")
    stages.wrap(placeholders.Placeholders, "placeholder", "placeholder numbers (HMAC)")
    stages.wrap(presidio_anonymizer.AnonymizerEngine, "anonymize", "Presidio anonymizer")
    return stages


def cpu_per_message(scrubber, texts: list[str], batch: int, tag: str) -> float:
    started = time.process_time()
    for start in range(0, len(texts), batch):
        chunk = texts[start : start + batch]
        contexts = [Context(Slot(tag, f"s{(start + j) % 50}", "a")) for j in range(len(chunk))]
        scrubber.rewrite(chunk, contexts)
    return (time.process_time() - started) / len(texts) * 1000


def profile(batches: list[int], messages: int = 300) -> None:
    scrubber = load_scrubber(scrub_processes=1)  # stages are timed in this process
    texts = sample_texts(messages)
    print(f"CPU ms per message, {messages} bench messages (~200 characters), uninstrumented:")
    for batch in batches:
        cpu_per_message(scrubber, texts[:40], batch, f"warm{batch}")
        print(f"  batch {batch:3d}: {cpu_per_message(scrubber, texts, batch, f'plain{batch}'):6.2f}")
    stages = instrument(scrubber)
    for batch in batches:
        cpu_per_message(scrubber, texts[:40], batch, f"iwarm{batch}")
        stages.totals.clear()
        total = cpu_per_message(scrubber, texts, batch, f"staged{batch}")
        print(f"\nbatch {batch}: {total:.2f} CPU ms per message (instrumented), by stage:")
        for label, seconds in stages.totals.most_common():
            print(f"  {label:44s} {seconds / len(texts) * 1000:6.2f}")


# ------------------------------------------------------------------ calls


class _CountedPipe(_WrappedPipe):
    """A spaCy component that appends `pid name texts` to a file for each call (single or piped):
    forked helpers inherit it, so every process's passes are counted."""

    def __init__(self, log: Path, name: str, proc) -> None:
        super().__init__(proc)
        self._log, self._name = log, name

    def _run(self, texts: int, call):
        with self._log.open("a") as out:
            out.write(f"{os.getpid()} {self._name} {texts}\n")
        return call()


def calls(processes: int, settings: dict, messages: int = 600, seed: int = 1) -> dict:
    """How many passes of each NER every process runs, over how many texts, for `messages` bench texts
    saved in batches of 1-7 (as 8 clients make them), each with the next batch queued behind it."""
    scrubber = load_scrubber(scrub_processes=1, **settings)  # counted before the helpers are forked
    log = Path(tempfile.mkdtemp(prefix="hm-calls-")) / "calls.txt"
    passes = {"en_core_web_sm": "general NER", "chat NER": "chat NER"}
    restore = _wrap_components(
        scrubber, lambda model, n, p: _CountedPipe(log, passes[model], p) if n == "ner" else p
    )
    log.write_text("")  # not the warm-up
    scrubber.processes = processes
    scrubber.idle()
    rng = random.Random(seed)
    texts, batches = sample_texts(messages), []
    while sum(map(len, batches)) < len(texts):
        start = sum(map(len, batches))
        batches.append(texts[start : start + rng.randint(1, 7)])
    try:
        for i, batch in enumerate(batches):
            following = batches[i + 1] if i + 1 < len(batches) else []
            queued = [Message("user", [{"text": t}], 0) for t in following]
            scrubber.upcoming = lambda queued=queued: queued
            scrubber.rewrite(
                batch, [Context(Slot("calls", f"s{(i + j) % 50}", "a")) for j in range(len(batch))]
            )
    finally:
        scrubber.close()
        restore()
    counted: dict = {}
    for line in log.read_text().splitlines():
        pid, rest = line.split(" ", 1)
        name, count = rest.rsplit(" ", 1)
        where = "daemon" if int(pid) == os.getpid() else "helper"
        counted.setdefault(f"{name}, {where}", collections.Counter())[int(count)] += 1
    report: dict = {"texts": messages, "batches": len(batches)}
    for key, passes in sorted(counted.items()):
        report[f"{key}: passes / texts / passes over one text"] = (
            f"{sum(passes.values())} / {sum(n * c for n, c in passes.items())} / {passes[1]}"
        )
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    prof = commands.add_parser("profile")
    prof.add_argument("--batch", type=int, nargs="+", default=[1, 8, 32])
    out = commands.add_parser("dump")
    out.add_argument("path", type=Path)
    out.add_argument("--processes", type=int, default=1, help="scrub_processes (helpers forked)")
    count = commands.add_parser("calls")
    count.add_argument("--processes", type=int, default=2, help="scrub_processes (helpers forked)")
    count.add_argument("--variant", choices=sorted(VARIANTS), help="hushmem with this setting (pii_leak.py)")
    args = parser.parse_args(argv)
    if args.command == "profile":
        profile(args.batch)
    elif args.command == "calls":
        for key, value in calls(args.processes, VARIANTS[args.variant][1] if args.variant else {}).items():
            print(f"{key:60s} {value}")
    else:
        scrubber = load_scrubber(scrub_processes=args.processes)
        try:
            args.path.write_text(json.dumps(dump(scrubber), ensure_ascii=False, indent=0), encoding="utf-8")
        finally:
            scrubber.close()
        print(f"wrote {args.path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
