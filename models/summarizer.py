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
from hushmem.models.cues import without_history, words
from hushmem.models.current import presents_replaced
from hushmem.models.extract import NOTED, Fact, bound, extract_facts, message_texts
from hushmem.models.gist import gist, topics_line
from hushmem.models.values import PLACEHOLDER, values
from hushmem.models.worker import ModelWorker

NARRATIVE_TOKENS = 60


@dataclass
class Summary:
    text: str
    facts: list[Fact] = field(default_factory=list)
    narrative: str = ""
    model_seconds: float = 0.0
    written_by: str = "notes"  # "model" when a structured summary passed its check
    account_by: str = ""  # who wrote the account line: "model", "earlier" (kept), "topics" or ""

    def facts_json(self) -> str:
        return json.dumps([[f.score, f.line] for f in self.facts], ensure_ascii=False)

    @staticmethod
    def facts_from_json(raw: str | None) -> list[Fact]:
        return [Fact(score, line) for score, line in json.loads(raw or "[]")]


class Summarizer(ABC):
    @abstractmethod
    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        """The new rolling summary of `previous` plus `messages` (wire-shaped dicts)."""

    def summarize_by_rule(self, previous: Summary | None, messages: list[dict]) -> Summary:
        """The same fold without any model, for when `summarize` keeps failing on it (a model error
        that repeats on the same input): the notes by rule, so the fold still moves on. A summarizer
        of your own may do better; the built-ins keep their configured budgets."""
        return ModelFreeSummarizer().summarize(previous, messages)

    def current_with(self, summary: Summary, later: list[dict]) -> Summary:
        """`summary` as shown beside the `later` messages the fold kept unfolded (`keep_last`): a
        summarizer may mark there what they change. Unchanged by default."""
        return summary


def render(narrative: str, facts: list[Fact]) -> str:
    """The account first, then one compact note a line."""
    lines = [narrative] if narrative else []
    return "\n".join(lines + [f"- {fact.line}" for fact in facts])


class HybridSummarizer(Summarizer):
    """Notes by rule (models/extract.py), bounded to a share of the folded text; one guarded model
    sentence on what was talked about. Every fold gets a summary: with no notes and no usable model
    sentence, a line naming the conversation's most frequent topics stands in."""

    MAX_PROMPT_CHARS = 1500  # even with a large context: one short prompt keeps a summary fast
    SUMMARY_SHARE = 0.32  # of the folded characters, for the notes and the account line together (rule: 35 %)
    MIN_NOTES_CHARS = 300  # a short, dense fold keeps its facts (the share is for chatty ones)

    def __init__(self, worker: ModelWorker | None, max_fact_chars: int = 2400) -> None:
        self.worker = worker
        self.max_fact_chars = max_fact_chars
        n_ctx = worker.settings.n_ctx if worker is not None else 2048
        self.notes_budget = min(self.MAX_PROMPT_CHARS, prompts.notes_budget_chars(n_ctx, NARRATIVE_TOKENS))

    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        return self._fold(previous, messages, with_model=self.worker is not None)

    def summarize_by_rule(self, previous: Summary | None, messages: list[dict]) -> Summary:
        """This summarizer's own fold (its budgets) without the model."""
        return self._fold(previous, messages, with_model=False)

    def _fold(self, previous: Summary | None, messages: list[dict], with_model: bool) -> Summary:
        earlier = previous.facts if previous else []
        facts = extract_facts(messages, earlier)
        span = sum(len(text) for message in messages for text in message_texts(message))
        carried = sum(len(f.line) + 3 for f in earlier)
        share = int(carried + self.SUMMARY_SHARE * span)  # the notes kept while there is room stay within it
        facts = bound(facts, self._notes_chars(carried, self.SUMMARY_SHARE * span), share)
        previous_narrative = current_narrative(previous.narrative if previous else "", facts)
        self._seconds = 0.0
        narrative, shown = "", facts
        if with_model:
            # the model sees current values only: an old one it repeated would read as current
            source = [without_history(f.line) for f in facts] or gist(messages, self.notes_budget)
            narrative, shown = self._account(source, previous_narrative, facts)
        account_by = "model" if narrative else "earlier" if previous_narrative else "" if facts else "topics"
        narrative = narrative or previous_narrative or ("" if facts else topics_line(messages))
        if narrative:  # the account line takes its room from the notes' share
            room = self._notes_chars(carried, self.SUMMARY_SHARE * span - len(narrative) - 1)
            spare, total = share - len(narrative) - 1, sum(len(f.line) + 1 for f in facts)
            if total > room or (total > spare and any(f.score < NOTED for f in facts)):
                facts = bound(facts, room, spare)
                narrative, shown = without_repeats(narrative, facts)
                narrative = narrative or ("" if facts else topics_line(messages))
        return Summary(render(narrative, shown), facts, narrative, self._seconds, account_by=account_by)

    def _notes_chars(self, carried: int, share: float) -> int:
        """The characters the notes may take: the earlier folds' notes, plus the share of this fold (at
        least `MIN_NOTES_CHARS`), at most `max_fact_chars`."""
        return int(min(self.max_fact_chars, carried + max(self.MIN_NOTES_CHARS, share)))

    def current_with(self, summary: Summary, later: list[dict]) -> Summary:
        """The notes a `later` message changes ("the test flight is the 20th now", kept unfolded after
        the fold) shown changed, so the summary beside it does not present the old value as current.
        Only the text changes: the notes kept for the next fold are the fold's own (that fold takes
        the later messages in and makes the same change), and nothing new is added from them."""
        if not later or not summary.facts:
            return summary
        shown = extract_facts(later, summary.facts)[: len(summary.facts)]  # new facts wait for their fold
        if [f.line for f in shown] == [f.line for f in summary.facts]:
            return summary
        if summary.written_by == "model" and not presents_replaced(summary.text, shown):
            return summary
        narrative, notes = without_repeats(current_narrative(summary.narrative, shown), shown)
        return Summary(render(narrative, notes), summary.facts, narrative, summary.model_seconds,
                       account_by=summary.account_by if narrative else "")  # fmt: skip

    def _account(
        self, lines: list[str], previous_narrative: str, facts: list[Fact]
    ) -> tuple[str, list[Fact]]:
        """The model's account line and the notes shown beside it (see `_sentence`)."""
        chunks = prompts.chunk_notes(lines, self.notes_budget)
        if len(chunks) == 1:
            return self._sentence(lines, previous_narrative, facts)
        partial = [line for line, _ in (self._sentence(chunk, "", facts) for chunk in chunks) if line]
        return self._sentence(prompts.chunk_notes(partial, self.notes_budget)[0], previous_narrative, facts)

    def _sentence(
        self, notes: list[str], previous_narrative: str, facts: list[Fact]
    ) -> tuple[str, list[Fact]]:
        """The first line that passes the guard, names no replaced value and does not merely repeat a
        note, with the notes it leaves to show; ("", facts) when none does. The check is the one the
        stored summary gets: a line accepted here is the line stored."""
        assert self.worker is not None
        if not notes:
            return "", facts
        for question in prompts.NARRATIVE_QUESTIONS:  # the next question only when a line is unusable
            result = self.worker.call(
                "chat",
                messages=prompts.narrative_messages(notes, previous_narrative, question),
                max_tokens=NARRATIVE_TOKENS,
            )
            self._seconds += result["seconds"]
            line = clean_narrative(
                result["text"], " ".join(notes) + " " + previous_narrative, result.get("finished")
            )
            line, shown = without_repeats(current_narrative(line, facts), facts)
            if line:
                return line, shown
        return "", facts


RESTATES = 0.7  # share of the account line's words one note already has: the line adds nothing


def without_repeats(narrative: str, facts: list[Fact]) -> tuple[str, list[Fact]]:
    """Nothing said twice: the notes the account line states in full (every content word and value)
    are left out of the text, and then a line that mostly repeats one remaining note is dropped. The
    notes themselves stay in the summary's facts for the next fold."""
    if not narrative:
        return narrative, facts
    said, folded = words(narrative), narrative.casefold()
    shown = [
        f
        for f in facts
        if not (words(f.line) <= said and all(v.casefold() in folded for v in values(f.line)))
        or not words(f.line)
    ]
    if said and any(len(said & words(f.line)) >= RESTATES * len(said) for f in shown):
        return "", facts
    return narrative, shown


def current_narrative(narrative: str, facts: list[Fact]) -> str:
    """The account line, unless it names a value the notes now hold only as history ("(was 9th)",
    however written): a line from an earlier fold, or the model's, must not keep an old value current."""
    return "" if presents_replaced(narrative, facts) else narrative


SUPPORT = 0.6  # share of the line's content words that must come from the notes
FRAME_WORDS = {"conversation", "discussion", "chat", "user", "assistant", "talk", "about"}
PREAMBLE = re.compile(
    r"^(?:in (?:this|the) conversation, |(?:this|the) conversation (?:is|was) (?:about|on) )", re.IGNORECASE
)


SPEAKER_LABEL = re.compile(r"^[\"'*]*[A-Z][\w.]*(?: [A-Z][\w.]*)?\s*:")  # "Karen:", "Photography:"


def clean_narrative(text: str, source: str, finished: bool = False) -> str:
    """The model's first sentence, if it is usable; "" otherwise. `finished`: the model ended its
    answer itself (not the token limit), so one line without a full stop is still a whole sentence."""
    lines = [line for line in text.splitlines() if line.strip()]
    text = " ".join(text.split())
    if finished and len(lines) == 1 and text and text[-1].isalnum():
        text += "."
    first = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0].strip()
    if not first.endswith((".", "!")):
        return ""  # cut off mid-sentence by the token limit
    if re.search(r"\b(?:user|assistant)\s*:", first, re.IGNORECASE) or SPEAKER_LABEL.match(first):
        return ""  # a transcript line or a heading, not an account
    if len(first) < 15:
        return ""
    if re.search(r"\b(?:I|I'm|I'd|I'll|me|my|you|your)\b", first):
        return ""  # role play: the model answering as a party to the conversation
    if set(PLACEHOLDER.findall(first)) - set(PLACEHOLDER.findall(source)):
        return ""  # a placeholder the notes do not have stands for no one
    first = PREAMBLE.sub("", first)
    first = first[:1].upper() + first[1:]
    claimed = words(first) - FRAME_WORDS
    if len(claimed) < 2 or len(claimed & words(source)) < SUPPORT * len(claimed):
        return ""  # mostly words the notes do not have: generic or invented (FINDINGS.md)
    known = set(re.findall(r"\d+", source))
    # drop numbers the notes do not contain (the model likes to add a year)
    first = re.sub(
        r"\s*\b\d[\d,.:]*\b", lambda m: m.group(0) if m.group(0).strip(" ,.") in known else "", first
    )
    tokens = first.casefold().split()
    trigrams = [tuple(tokens[i : i + 3]) for i in range(len(tokens) - 2)]
    if trigrams and len(set(trigrams)) < 0.8 * len(trigrams):
        return ""  # looping
    return first


class ModelFreeSummarizer(HybridSummarizer):
    """Key points only, no model: `summarizer = "extract"`."""

    def __init__(self) -> None:
        super().__init__(worker=None)
