"""The summarizer seam, and the built-ins: the notes (models/extract.py, models/resolvers.py) rendered
dated and in time order, under a short topic label.

`Summarizer.summarize(previous, messages)` is rolling: it gets the previous summary (with the slot's
notes) and the messages being folded, and returns the new summary with every note after the fold. The
bundled 135M model's one-sentence account joined facts into claims nobody made (FINDINGS.md), so it now
writes only a topic label, kept only when every word of it is a word of the notes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field

from hushmem.models import prompts
from hushmem.models.extract import extract_statements
from hushmem.models.gist import clean_label, label_grammar, topics_line
from hushmem.models.notes import Note, current, render
from hushmem.models.resolvers import Resolver, TimeOrder, fold_notes

LABEL_TOKENS = 16


@dataclass
class Summary:
    text: str
    notes: list[Note] = field(default_factory=list)  # the slot's notes after the fold, replaced ones too
    narrative: str = ""  # the topic label shown above the notes
    model_seconds: float = 0.0
    written_by: str = "notes"  # "model" when a structured summary passed its check


class Summarizer(ABC):
    @abstractmethod
    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        """The new rolling summary of `previous` plus `messages` (wire-shaped dicts)."""

    def summarize_by_rule(self, previous: Summary | None, messages: list[dict]) -> Summary:
        """The same fold without any model, for when `summarize` keeps failing on it (a model error
        that repeats on the same input, such as a context overflow): the notes in time order."""
        return NotesSummarizer().summarize(previous, messages)


def new_notes(previous: Summary | None, messages: list[dict], resolver: Resolver) -> list[Note]:
    """The slot's notes after folding `messages`: their statements, each dated by its message."""
    notes = previous.notes if previous else []
    statements = extract_statements(messages, [n.text for n in current(notes)])
    said = [
        (s.text, int(messages[s.turn].get("timestamp", 0)), [str(messages[t].get("id", "")) for t in s.turns])
        for s in statements
    ]
    return fold_notes(notes, said, resolver)


class NotesSummarizer(Summarizer):
    """`summarizer = "extract"`: the notes, no model line; a topics line when there are no notes."""

    def __init__(self, resolver: Resolver | None = None) -> None:
        self.resolver = resolver or TimeOrder()

    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        notes = new_notes(previous, messages, self.resolver)
        label = "" if current(notes) else topics_line(messages)
        return Summary(render(notes, label), notes, label)

    def summarize_by_rule(self, previous: Summary | None, messages: list[dict]) -> Summary:
        return NotesSummarizer().summarize(previous, messages)


class HybridSummarizer(NotesSummarizer):
    """`summarizer = "hybrid"`: the notes under a topic label the local model writes from them, kept only
    when made of the notes' words (else the topics line)."""

    def __init__(self, worker, resolver: Resolver | None = None) -> None:
        super().__init__(resolver)
        self.worker = worker
        n_ctx = worker.settings.n_ctx if worker is not None else 2048
        self.notes_budget = prompts.notes_budget_chars(n_ctx, LABEL_TOKENS)

    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        notes = new_notes(previous, messages, self.resolver)
        shown = [n.text for n in current(notes)]
        label, seconds = "", 0.0
        if shown and self.worker is not None:
            lines = prompts.chunk_notes(shown[-40:], self.notes_budget)[-1]  # the newest that fit
            result = self.worker.call("chat", messages=prompts.label_messages(lines), max_tokens=LABEL_TOKENS,
                                      grammar=label_grammar("\n".join(lines)))  # fmt: skip
            seconds = result["seconds"]
            label = clean_label(result["text"], " ".join(shown))
        label = label or ("" if shown else topics_line(messages))
        return Summary(render(notes, label), notes, label, seconds)
