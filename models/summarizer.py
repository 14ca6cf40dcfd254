"""The summarizer seam, and the built-in hybrid: verbatim key points plus one model-written line.

`Summarizer.summarize(previous, messages)` is rolling: it gets the previous summary and the
messages being folded, and returns the new summary, so nothing earlier is forgotten. The hybrid
keeps facts, numbers, dates, decisions, preferences and placeholders verbatim (models/extract.py)
and asks the local model only for one sentence on what the conversation is about, kept only if
it is clean (no role prefixes, no numbers the notes do not have, no loops).
"""

from __future__ import annotations

import json
import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field

from hushmem.models import prompts
from hushmem.models.extract import Fact, bound, extract_facts
from hushmem.models.worker import ModelWorker

NARRATIVE_TOKENS = 60


@dataclass
class Summary:
    text: str
    facts: list[Fact] = field(default_factory=list)
    narrative: str = ""
    model_seconds: float = 0.0

    def facts_json(self) -> str:
        return json.dumps([[f.score, f.line] for f in self.facts], ensure_ascii=False)

    @staticmethod
    def facts_from_json(raw: str | None) -> list[Fact]:
        return [Fact(score, line) for score, line in json.loads(raw or "[]")]


class Summarizer(ABC):
    @abstractmethod
    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        """The new rolling summary of `previous` plus `messages` (wire-shaped dicts)."""


def render(narrative: str, facts: list[Fact]) -> str:
    lines = [narrative] if narrative else []
    if facts:
        lines.append("Key points:")
        lines.extend(f"- {fact.line}" for fact in facts)
    return "\n".join(lines)


class HybridSummarizer(Summarizer):
    """Key points verbatim; one model sentence over them. Notes longer than the model's context
    are folded in chunks: one sentence per chunk (map), then one sentence over those (merge)."""

    MAX_PROMPT_CHARS = 3000  # even with a large context: one short prompt keeps a summary ~2 s

    def __init__(self, worker: ModelWorker | None, max_fact_chars: int = 2400) -> None:
        self.worker = worker
        self.max_fact_chars = max_fact_chars
        n_ctx = worker.settings.n_ctx if worker is not None else 2048
        self.notes_budget = min(self.MAX_PROMPT_CHARS, prompts.notes_budget_chars(n_ctx, NARRATIVE_TOKENS))

    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        earlier = previous.facts if previous else []
        facts = bound(earlier + extract_facts(messages), self.max_fact_chars)
        narrative = previous.narrative if previous else ""
        self._seconds = 0.0
        if self.worker is not None and facts:
            lines = [f.line for f in facts]
            chunks = prompts.chunk_notes(lines, self.notes_budget)
            if len(chunks) == 1:
                narrative = self._sentence(lines, narrative) or narrative
            else:
                partial = [s for s in (self._sentence(chunk, "") for chunk in chunks) if s]
                merged = prompts.chunk_notes(partial, self.notes_budget)[0]
                narrative = self._sentence(merged, narrative) or narrative
        return Summary(render(narrative, facts), facts, narrative, self._seconds)

    def _sentence(self, notes: list[str], previous_narrative: str) -> str:
        assert self.worker is not None
        result = self.worker.call(
            "chat",
            messages=prompts.narrative_messages(notes, previous_narrative),
            max_tokens=NARRATIVE_TOKENS,
        )
        self._seconds += result["seconds"]
        return clean_narrative(result["text"], " ".join(notes) + " " + previous_narrative)


def clean_narrative(text: str, source: str) -> str:
    """The model's first sentence, if it is usable; "" otherwise."""
    text = " ".join(text.split())
    first = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0].strip()
    if not first.endswith((".", "!")):
        return ""  # cut off mid-sentence by the token limit
    if re.search(r"\b(?:user|assistant)\s*:", first, re.IGNORECASE) or len(first) < 15:
        return ""
    known = set(re.findall(r"\d+", source))
    # drop numbers the notes do not contain (the model likes to add a year)
    first = re.sub(
        r"\s*\b\d[\d,.:]*\b", lambda m: m.group(0) if m.group(0).strip(" ,.") in known else "", first
    )
    words = first.casefold().split()
    trigrams = [tuple(words[i : i + 3]) for i in range(len(words) - 2)]
    if trigrams and len(set(trigrams)) < 0.8 * len(trigrams):
        return ""  # looping
    return first


class ModelFreeSummarizer(HybridSummarizer):
    """Key points only, no model: `summarizer = "extract"`."""

    def __init__(self) -> None:
        super().__init__(worker=None)
