"""How the `pii` scrubber shares a batch's analysis with its helper processes (helpers.py).

Analysis (spaCy, the recognizers, the name classifier, the decision) is a pure function of a text, so it can
run anywhere; placeholders and propagation are not, and stay with the caller. A spaCy pass costs less per
text the more texts it sees at once (~1 ms a call of fixed cost; MiniLM does not gain, and reads one text
a call: name_words.py), so a batch is split by model: the first
helper runs `spacy_model`'s NER over every text of the batch in one pass and sends back its entities as
token offsets, while this thread runs the chat NER and the findings over its texts in one pass; to keep both
processes about equally busy (this one also serves HTTP, commits and numbers placeholders, measured, not
assumed), the helpers analyse the other texts whole. Without a general NER that can run apart (see
_by_model), the helpers analyse every text of the batch whole, in equal shares, and this thread none (but a
lone save with nothing asked ahead, which then does not wait for a helper to wake, and every text while a
helper is down): the same analysis costs this thread about 1.5x the CPU it costs a helper (measured with 8
clients, before the name classifier made analysis several times dearer: 2.6 against 2.0 ms a text,
this thread's shares being the few texts that arrived after the prefetch, small chat NER passes, on a
thread that shares its core and the GIL with the event loop and the writer), so sharing it by CPU cost
more CPU in all than it gave back (8 clients, daemon + helper, interleaved: 3.0-3.4 ms a save sharing,
2.7-2.9 with every text in the helper, at a higher rate).

Pipelined: the texts of the saves queued behind a batch go to the helpers (prefetch) before this
thread waits for the helpers' answers on it, so a helper goes from one request to the next without
waiting for this thread (measured: +3 and +11 % saves/s with 8 clients, median of 10 rounds each,
against prefetching only once the batch was analysed), or else once the batch is analysed, while
this thread numbers placeholders and the daemon commits and answers; the next batch takes their
answers, and this thread finishes its texts (by model) and asks for what arrived since.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from presidio_analyzer import RecognizerResult
from spacy.tokens import Doc, Span

from hushmem.core.errors import ScrubberUnavailable
from hushmem.scrubbers.helpers import Helper

if TYPE_CHECKING:
    from hushmem.scrubbers.presidio import PiiScrubber

log = logging.getLogger("hushmem.scrub")
SMOOTHING = 0.3  # weight of the newest measurement in each smoothed CPU cost

Spans = list[tuple[str, int, int, float]]  # (entity, start, end, score): a RecognizerResult on the wire
Entities = list[tuple[int, int, str]]  # the general NER's entities of a text: (first token, end token, label)


@dataclass
class Ask:
    """Texts sent to one helper, whose answers are not read yet: `named` get only the general NER's
    entities back (this thread finishes them), `whole` get their spans."""

    helper: Helper
    forks: int  # the helper's fork count when asked: a new fork has not got the request
    named: list[str]
    whole: list[str]


class SharedAnalysis:
    def __init__(self, scrubber: PiiScrubber, helpers: int, answer_timeout: float) -> None:
        self.scrubber = scrubber
        self.helpers = [Helper(self.serve, answer_timeout) for _ in range(helpers)]
        # CPU seconds per text, smoothed. By model: this thread's share (tokens, chat NER, findings),
        # a helper's general NER, and a helper's rest of a whole text; by text: a whole text in a
        # helper. And this process's other work (HTTP, commits, placeholders) per text analysed.
        self.cost: dict[str, float | None] = dict.fromkeys(["mine", "general", "whole", "helper", "other"])
        self._mark: float | None = None  # this process's CPU time at the last analyze()
        self._analysed_here = 0.0  # CPU this thread spent analysing since the mark
        self._texts = 0  # texts analysed since the mark
        self._ner_apart: bool | None = None  # see _by_model()
        self._carried = 0.0  # see _no_lone_text()
        self._ahead: list[Ask] = []  # sent, answers not read yet (by prefetch() or this batch)
        self._kept: list[tuple[str, Doc]] = []  # in a helper: Docs whose general NER ran, to finish

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
        return sum(len(ask.named) + len(ask.whole) for ask in self._ahead)

    def status(self) -> list[dict[str, Any]]:
        return [{"pid": h.pid, "restarts": h.restarts} for h in self.helpers]

    # ------------------------------------------------------------------ in the helper

    def serve(self, kind: str, payload: Any) -> Any:
        started = time.process_time()
        if kind == "analyze":  # whole texts
            found = self.scrubber.analyze_here(payload)
        elif kind == "general":  # the general NER over all the texts; the named ones' entities back
            named, whole = payload
            docs = self.scrubber.docs(named + whole)
            self._kept = list(zip(whole, docs[len(named) :], strict=True))
            entities = [[(e.start, e.end, e.label_) for e in doc.ents] for doc in docs[: len(named)]]
            return time.process_time() - started, entities
        elif kind == "finish":  # the whole texts of the last "general" request
            kept, self._kept = self._kept, []
            found = self.scrubber.findings_of([text for text, _ in kept], [doc for _, doc in kept])
        else:
            raise ValueError(kind)
        return time.process_time() - started, _on_wire(found)

    # ------------------------------------------------------------------ in the daemon

    def prefetch(self, texts: list[str]) -> None:
        """Start the helpers on texts the next batch will bring (the saves queued behind this one);
        analyze() reads their answers. Nothing is sent if answers are still unread."""
        if self._ahead or not self._alive():
            return
        texts = list(dict.fromkeys(texts))
        self._ask(texts, mine=self._mine_count(len(texts)) if self._by_model() else 0, failing=False)

    def analyze(self, texts: list[str]) -> list[list[RecognizerResult]]:
        self._observe_other_work(len(texts))
        started = time.thread_time()
        try:
            found = self._analyze(list(dict.fromkeys(texts)))
        finally:
            self._analysed_here += time.thread_time() - started
        return [[RecognizerResult(*r) for r in found[text]] for text in texts]  # one object per span

    def _analyze(self, texts: list[str]) -> dict[str, Spans]:
        asked = {text for ask in self._ahead for text in ask.named + ask.whole}
        new = [text for text in texts if text not in asked]
        here: list[str] = []  # analysed whole in this thread
        if not self._alive():  # one died since the last idle moment: whatever was asked fails below
            here = new
        elif len(new) == 1 and not asked and not self._by_model():  # a lone save: no hop to a helper
            here = new
        elif new:
            mine = self._mine_count(len(new), least=1) if self._by_model() else 0
            self._ask(new, mine=mine, failing=True)
        asks, self._ahead = self._ahead, []
        return self._finish(texts, asks, here)

    def _finish(self, texts: list[str], asks: list[Ask], here: list[str]) -> dict[str, Spans]:
        """The spans of `texts`: analysed whole here (`here`), finished here from the general NER's
        entities (the asks' `named`) or read from the helpers (their `whole`)."""
        wanted = set(texts)
        mine = [text for ask in asks for text in ask.named if text in wanted]
        found: dict[str, Spans] = {}
        prepared: dict[str, tuple[Doc, Doc | None]] = {}
        try:
            started = time.thread_time()
            if mine:  # this thread's neural pass runs while the helper runs the general NER
                docs = self.scrubber.docs(mine, general_ner=False)
                chat = self.scrubber.chat_docs(docs) or [None] * len(docs)
                prepared = dict(zip(mine, zip(docs, chat, strict=True), strict=True))
            if here:
                found.update(zip(here, _on_wire(self.scrubber.analyze_here(here)), strict=True))
        finally:  # every answer is read, whatever happened here: an unread one would be taken for the next
            found.update(self._read(asks, wanted, prepared))
        if mine:
            self._smooth("mine", (time.thread_time() - started) / len(mine))
        return found

    def _read(
        self, asks: list[Ask], wanted: set[str], prepared: dict[str, tuple[Doc, Doc | None]]
    ) -> dict[str, Spans]:
        """Every answer to `asks`, in the order asked (each helper answers in order), the named texts
        finished here as their entities come; a helper's failure fails the batch only if the batch
        needed one of that helper's texts."""
        found: dict[str, Spans] = {}
        failure: BaseException | None = None
        for ask in asks:
            try:
                if ask.helper.forks != ask.forks:  # it died and was forked again since: the answer is lost
                    raise ScrubberUnavailable("a scrubbing helper was replaced; nothing was stored")
                if ask.named:
                    seconds, entities = ask.helper.receive()
                    self._smooth("general", seconds / (len(ask.named) + len(ask.whole)))
                    try:
                        found.update(self._named(ask.named, entities, prepared))
                    except Exception as exc:  # noqa: BLE001 - raised below, once every answer is read
                        failure = failure or exc
                if ask.whole:
                    if not self._ahead:
                        try:  # the saves queued now go to the helper before it is done here
                            self.scrubber.analyse_upcoming()
                        except Exception:  # an optional head start: this answer must still be read
                            log.exception("sending the queued saves ahead failed")
                    seconds, spans = ask.helper.receive()
                    self._smooth("whole" if ask.named else "helper", seconds / len(ask.whole))
                    found.update(zip(ask.whole, spans, strict=True))
            except ScrubberUnavailable as exc:
                if wanted.intersection(ask.named + ask.whole):
                    failure = failure or exc
        if failure is not None:
            raise failure
        return found

    def _named(
        self, named: list[str], entities: list[Entities], prepared: dict[str, tuple[Doc, Doc | None]]
    ) -> dict[str, Spans]:
        """The findings of this thread's texts, from their Docs and the general NER's entities."""
        texts = [text for text in named if text in prepared]
        for text, found in zip(named, entities, strict=True):
            if text in prepared:
                doc = prepared[text][0]
                doc.ents = [Span(doc, start, end, label=label) for start, end, label in found]
        docs = [prepared[text][0] for text in texts]
        chat = [prepared[text][1] for text in texts]
        spans = self.scrubber.findings_of(texts, docs, None if any(c is None for c in chat) else chat)
        return dict(zip(texts, _on_wire(spans), strict=True))

    def _ask(self, texts: list[str], mine: int, failing: bool) -> None:
        """Send `texts` to the helpers: the first `mine` for their general NER entities only (to the
        first helper, with its share of the rest), the rest whole, in equal shares. A helper that cannot
        be reached fails the batch if `failing`; otherwise its texts are left for the next batch."""
        named, rest = texts[:mine], texts[mine:]
        start = 0
        for i, (helper, count) in enumerate(
            zip(self.helpers, shares(len(rest), [1.0] * len(self.helpers)), strict=True)
        ):
            ask = Ask(helper, helper.forks, named if i == 0 else [], rest[start : start + count])
            start += count
            if not ask.named and not ask.whole:
                continue
            try:
                if ask.named:
                    helper.send("general", (ask.named, ask.whole))
                    if ask.whole:
                        helper.send("finish", None)
                else:
                    helper.send("analyze", ask.whole)
            except ScrubberUnavailable:  # it is stopped: reading its answers fails the batch
                if not failing:
                    continue
            self._ahead.append(ask)

    def _alive(self) -> bool:
        return all(helper.alive for helper in self.helpers)

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

    def _by_model(self) -> bool:
        """Whether `spacy_model`'s NER can run apart: it runs, it is the last component run (none
        reads its entities) and it has its own tok2vec (en_core_web_sm's does; a listener of a shared
        one needs that run first)."""
        if self._ner_apart is None:
            nlp = self.scrubber.analyzer.nlp_engine.nlp["en"]
            listened = {n for _, c in nlp.pipeline for n in getattr(c, "listening_components", [])}
            self._ner_apart = nlp.pipe_names[-1:] == ["ner"] and "ner" not in listened
        return self._ner_apart

    def _mine_count(self, count: int, least: int = 0) -> int:
        """How many of `count` texts this thread finishes from the general NER's entities, the rest
        going whole to the helpers: each process about as much CPU in all, this one's other work
        included; half until this thread's cost is measured."""
        k = len(self.helpers)
        mine, other = self.cost["mine"], self.cost["other"] or 0.0
        if mine is None:
            return max(least, count // 2)
        general = self.cost["general"] or mine
        whole = self.cost["whole"] or mine
        exact = count * ((general + whole) / k - other) / (mine + whole / k)
        return self._no_lone_text(count, exact, least)

    def _no_lone_text(self, count: int, exact: float, least: int = 0) -> int:
        """`exact` (this thread's share of `count` texts) rounded so that neither side's neural pass
        gets one text of several (a pass over one text costs ~1.3-1.4x as much a text as over two,
        measured); what rounding gives or takes is carried to the next batch, so the shares keep
        their balance on average."""
        allowed = [n for n in range(least, count + 1) if count == 1 or 1 not in (n, count - n)]
        target = exact + self._carried
        share = min(allowed, key=lambda n: abs(n - target))
        self._carried = max(-count, min(count, target - share))
        return share


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


def _on_wire(found: list[list[RecognizerResult]]) -> list[Spans]:
    return [[_wire(r) for r in spans] for spans in found]
