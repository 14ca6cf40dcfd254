"""How the `pii` scrubber shares a batch's analysis with its helper processes (helpers.py).

Analysis (spaCy, the recognizers, the evidence rules) is a pure function of a text, so it can run
anywhere; placeholders and propagation are not, and stay with the caller. A batch of several texts
is cut into consecutive shares, one per process, sized so that every process spends about as much
CPU on the batch: this process also serves HTTP, commits and numbers placeholders, so it takes
fewer texts by the CPU that work cost per text lately (measured, not assumed). A lone text is
split by model: a helper runs `spacy_model`'s NER on it while this thread runs the chat NER; the
entities come back as token offsets over the same tokenizer's tokens. Either way the result is
what analyze_here() gives for the same texts.

Pipelined: once a batch is analysed, the helpers' share of the texts of the saves queued behind it
goes to them (prefetch) while this thread numbers placeholders and the daemon answers and commits;
the next batch takes their answers, and this thread analyses its share and what arrived since.
"""

from __future__ import annotations

import logging
import time
from typing import TYPE_CHECKING, Any

from presidio_analyzer import RecognizerResult
from spacy.tokens import Span

from hushmem.core.errors import ScrubberUnavailable
from hushmem.scrubbers import chat_ner
from hushmem.scrubbers.helpers import Helper

if TYPE_CHECKING:
    from hushmem.scrubbers.presidio import PiiScrubber

log = logging.getLogger("hushmem.scrub")
SMOOTHING = 0.3  # weight of the newest measurement in each smoothed CPU cost

Spans = list[tuple[str, int, int, float]]  # (entity, start, end, score): a RecognizerResult on the wire


class SharedAnalysis:
    def __init__(self, scrubber: PiiScrubber, helpers: int, answer_timeout: float) -> None:
        self.scrubber = scrubber
        self.helpers = [Helper(self.serve, answer_timeout) for _ in range(helpers)]
        # CPU seconds per text, smoothed: analysis here, analysis in a helper, and this process's
        # other work (HTTP, commits, placeholders) per text analysed
        self.cost: dict[str, float | None] = {"here": None, "helper": None, "other": None}
        self._mark: float | None = None  # this process's CPU time at the last analyze()
        self._analysed_here = 0.0  # CPU this thread spent analysing since the mark
        self._texts = 0  # texts analysed since the mark
        self._ner_apart: bool | None = None  # see _splittable()
        # texts sent by prefetch(), not yet read: (helper, its fork count then, texts)
        self._ahead: list[tuple[Helper, int, list[str]]] = []

    def start(self) -> None:
        """Fork each helper that is not running (the first time, or after one died)."""
        for helper in self.helpers:
            if not helper.alive:
                if helper.forks:
                    log.warning("a scrubbing helper had exited; forking a new one")
                helper.start()

    def stop(self) -> None:
        for helper in self.helpers:
            helper.stop()

    @property
    def prefetched(self) -> int:
        """Texts sent to the helpers by prefetch() whose answers are not read yet."""
        return sum(len(chunk) for _, _, chunk in self._ahead)

    def status(self) -> list[dict[str, Any]]:
        return [{"pid": h.pid, "restarts": h.restarts} for h in self.helpers]

    # ------------------------------------------------------------------ in the helper

    def serve(self, kind: str, payload: Any) -> Any:
        if kind == "analyze":
            started = time.process_time()
            found = self.scrubber.analyze_here(payload)
            return time.process_time() - started, [[_wire(r) for r in spans] for spans in found]
        if kind == "general_ner":
            nlp = self.scrubber.analyzer.nlp_engine.nlp["en"]
            doc = nlp.get_pipe("ner")(nlp.make_doc(payload))
            return [(e.start, e.end, e.label_) for e in doc.ents]
        raise ValueError(kind)

    # ------------------------------------------------------------------ in the daemon

    def prefetch(self, texts: list[str]) -> None:
        """Start the helpers on texts the next batch will bring (the saves queued behind this one);
        analyze() reads their answers. Nothing is sent if answers are still unread."""
        if self._ahead or not all(helper.alive for helper in self.helpers):
            return
        texts = texts[self._here_count(len(texts)) :]  # this thread's share waits for the next batch
        start = 0
        for helper, count in zip(self.helpers, shares(len(texts), [1.0] * len(self.helpers)), strict=True):
            chunk, start = texts[start : start + count], start + count
            if not chunk:
                continue
            try:
                helper.send("analyze", chunk)
            except ScrubberUnavailable:  # it is stopped: its texts are analysed here instead
                continue
            self._ahead.append((helper, helper.forks, chunk))

    def analyze(self, texts: list[str]) -> list[list[RecognizerResult]]:
        self._observe_other_work(len(texts))
        started = time.thread_time()
        try:
            if self._ahead:
                return self._with_prefetched(texts)
            if not all(helper.alive for helper in self.helpers):  # one died since the last idle moment
                return self.scrubber.analyze_here(texts)
            if len(texts) == 1 and self._splittable():
                return [self._split_by_model(texts[0])]
            if len(texts) == 1:
                return self.scrubber.analyze_here(texts)
            return self._split_by_text(texts)
        finally:
            self._analysed_here += time.thread_time() - started

    def _with_prefetched(self, texts: list[str]) -> list[list[RecognizerResult]]:
        """The helpers' answers for the texts prefetched; the rest analysed here while they work."""
        ahead = {text for _, _, chunk in self._ahead for text in chunk}
        rest = [text for text in dict.fromkeys(texts) if text not in ahead]
        found: dict[str, Spans] = {}
        try:
            if rest:
                started = time.thread_time()
                here = self.scrubber.analyze_here(rest)
                self._smooth("here", (time.thread_time() - started) / len(rest))
                found.update((text, [_wire(r) for r in s]) for text, s in zip(rest, here, strict=True))
        finally:
            found.update(self._read_prefetched(set(texts)))  # always read: see _split_by_model
        return [[RecognizerResult(*r) for r in found[text]] for text in texts]  # one object per span

    def _read_prefetched(self, wanted: set[str]) -> dict[str, Spans]:
        """Every prefetched answer (text -> spans on the wire); a helper's failure fails the batch
        only if that batch needed one of its texts."""
        found: dict[str, Spans] = {}
        failure: ScrubberUnavailable | None = None
        asked, self._ahead = self._ahead, []
        for helper, forks, chunk in asked:
            try:
                if helper.forks != forks:  # it died and was forked again since: the answer is lost
                    raise ScrubberUnavailable("a scrubbing helper was replaced; nothing was stored")
                seconds, spans = helper.receive()
            except ScrubberUnavailable as exc:
                if wanted.intersection(chunk):
                    failure = exc
                continue
            self._smooth("helper", seconds / len(chunk))
            found.update(zip(chunk, spans, strict=True))
        if failure is not None:
            raise failure
        return found

    def _observe_other_work(self, texts: int) -> None:
        """This process's CPU since the last call, less this thread's analysis: HTTP, commits,
        placeholders, per text analysed then."""
        now = time.process_time()
        if self._mark is not None and self._texts:
            other = max(0.0, now - self._mark - self._analysed_here) / self._texts
            self._smooth("other", other)
        self._mark, self._analysed_here, self._texts = now, 0.0, texts

    def _smooth(self, key: str, value: float) -> None:
        previous = self.cost[key]
        self.cost[key] = value if previous is None else previous + SMOOTHING * (value - previous)

    def _splittable(self) -> bool:
        """Whether `spacy_model`'s NER can run apart: it is the last component run (none reads its
        entities) and it has its own tok2vec (en_core_web_sm's does; a listener of a shared one
        needs that run first)."""
        if self._ner_apart is None:
            nlp = self.scrubber.analyzer.nlp_engine.nlp["en"]
            listened = {n for _, c in nlp.pipeline for n in getattr(c, "listening_components", [])}
            self._ner_apart = nlp.pipe_names[-1:] == ["ner"] and "ner" not in listened
        return self._ner_apart

    def _split_by_model(self, text: str) -> list[RecognizerResult]:
        helper = self.helpers[0]
        helper.send("general_ner", text)
        try:
            nlp = self.scrubber.analyzer.nlp_engine.nlp["en"]
            doc = nlp.make_doc(text)
            for name, component in nlp.pipeline:
                if name != "ner":
                    doc = component(doc)
            chat = self.scrubber.chat_ner.annotate([doc])[0] if self.scrubber.chat_ner else None
        finally:
            entities = helper.receive()  # always read: an unread answer would be taken for the next one
        doc.ents = [Span(doc, start, end, label=label) for start, end, label in entities]
        artifacts = self.scrubber.analyzer.nlp_engine._doc_to_nlp_artifact(doc, "en")
        if chat is not None:
            setattr(artifacts, chat_ner.ANNOTATED, chat)
        return self.scrubber.findings(text, artifacts)

    def _here_count(self, count: int) -> int:
        """How many of `count` texts this thread analyses: each process about as much CPU in all,
        this one's other work included; half-and-half-like until both costs are measured."""
        k = len(self.helpers)
        here, helper, other = self.cost["here"], self.cost["helper"], self.cost["other"] or 0.0
        if here is None or helper is None:
            return round(count / (k + 1))
        exact = (count * helper / k - count * other) / (here + helper / k)
        return min(count, max(0, round(exact)))

    def _split_by_text(self, texts: list[str]) -> list[list[RecognizerResult]]:
        here = self._here_count(len(texts))
        counts = [here, *shares(len(texts) - here, [1.0] * len(self.helpers))]
        bounds = [sum(counts[:i]) for i in range(len(counts) + 1)]
        chunks = [texts[bounds[i] : bounds[i + 1]] for i in range(len(counts))]
        answers: dict[int, list] = {}
        failure: Exception | None = None
        asked = []
        for i, helper in enumerate(self.helpers, 1):
            if chunks[i]:
                try:
                    helper.send("analyze", chunks[i])
                except ScrubberUnavailable as exc:
                    failure = exc
                else:
                    asked.append((i, helper))
        try:
            started = time.thread_time()
            answers[0] = self.scrubber.analyze_here(chunks[0]) if chunks[0] else []
            if chunks[0]:
                self._smooth("here", (time.thread_time() - started) / len(chunks[0]))
        finally:
            for i, helper in asked:  # every helper asked is read, whatever happened here
                try:
                    seconds, found = helper.receive()
                except Exception as exc:  # noqa: BLE001 - raised below, once all are read
                    failure = exc
                    continue
                self._smooth("helper", seconds / len(chunks[i]))
                answers[i] = [[RecognizerResult(*r) for r in spans] for spans in found]
        if failure is not None:
            raise failure
        return [spans for i in range(len(chunks)) for spans in answers.get(i, [])]


def shares(count: int, speeds: list[float]) -> list[int]:
    """`count` texts cut in proportion to `speeds` (largest remainders round up); sums to `count`.
    The helpers' shares of a batch (equal speeds: the same code on the same cores)."""
    total = sum(speeds)
    exact = [count * s / total for s in speeds]
    counts = [int(x) for x in exact]
    for i in sorted(range(len(speeds)), key=lambda i: counts[i] - exact[i])[: count - sum(counts)]:
        counts[i] += 1
    return counts


def _wire(result: RecognizerResult) -> tuple[str, int, int, float]:
    return (result.entity_type, result.start, result.end, result.score)
