"""Deterministic extraction of the statements a memory must keep: facts with numbers and dates,
decisions, preferences, constraints, action items, and anything carrying a placeholder.

A 135M-parameter model paraphrases badly and drops details, so the details never depend on it:
they are copied verbatim from the messages, scored, deduplicated and bounded here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hushmem.core.schema import part_texts

SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
PLACEHOLDER = re.compile(r"<[A-Z][A-Z_]*_\d+>")
DIGIT = re.compile(r"\d")
DATE_WORDS = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|yesterday|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|next week|next month|weekend|morning|evening|"
    r"noon|midnight|am|pm)\b",
    re.IGNORECASE,
)
KEY_WORDS = re.compile(
    r"\b(?:prefer|prefers|preferred|like|likes|love|loves|hate|hates|dislike|favou?rite|want|wants|"
    r"need|needs|must|should|shouldn't|can't|cannot|never|always|only|allergic|allergy|avoid|"
    r"vegetarian|vegan|decided|decide|decision|agreed|agree|chose|choose|picked|going with|will|"
    r"won't|plan|plans|planning|deadline|due|budget|cost|price|remind|reminder|todo|to-do|task|"
    r"follow up|booked|book|reserve|reserved|schedule|scheduled|meeting|appointment|call|email|send|"
    r"buy|order|ordered|pay|paid|live|lives|moved|work|works|named|name is|my|our|password|account|"
    r"address|phone|birthday|anniversary|goal|constraint|limit|requirement|important)\b",
    re.IGNORECASE,
)
FILLER = re.compile(
    r"^(?:hi|hello|hey|thanks|thank you|ok|okay|sure|great|noted|got it|understood|sounds good|"
    r"you're welcome|no problem|bye|goodbye|cool|perfect|yes|no)[\s!.,]*$",
    re.IGNORECASE,
)
MAX_SENTENCE_CHARS = 300


@dataclass(frozen=True)
class Fact:
    score: int
    line: str  # "User: I prefer window seats."


def sentences(text: str) -> list[str]:
    return [s.strip() for s in SENTENCE_END.split(text) if s and s.strip()]


def score_sentence(sentence: str, role: str) -> int:
    if FILLER.match(sentence):
        return 0
    score = 0
    if PLACEHOLDER.search(sentence):
        score += 3
    if DIGIT.search(sentence):
        score += 2
    if DATE_WORDS.search(sentence):
        score += 2
    if KEY_WORDS.search(sentence):
        score += 2
    if re.search(r"\s[A-Z][a-z]+", sentence):  # a capitalised word past the first: a name, a place
        score += 1
    if sentence.endswith("?"):
        score -= 2  # a question asks for a fact; the answer states it
    if role == "assistant":
        score -= 1  # the assistant mostly restates; what it adds still scores high enough
    return score


def extract_facts(messages: list[dict], threshold: int = 2) -> list[Fact]:
    """Salient sentences of `messages` (wire-shaped dicts), in order, each once."""
    facts, seen = [], set()
    for message in messages:
        role = message.get("role", "user")
        for text in message_texts(message):
            for sentence in sentences(text):
                clipped = sentence[:MAX_SENTENCE_CHARS]
                key = re.sub(r"\W+", " ", clipped.casefold()).strip()
                if not key or key in seen:
                    continue
                score = score_sentence(clipped, role)
                if score >= threshold:
                    seen.add(key)
                    facts.append(Fact(score, f"{role.capitalize()}: {clipped}"))
    return facts


def message_texts(message: dict) -> list[str]:
    """The text parts and transcripts of a stored message, then its tool results flattened."""
    content = message.get("content", [])
    results = [_flatten(part["tool_result"]) for part in content if "tool_result" in part]
    return part_texts(content) + results


def _flatten(value) -> str:
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return " ".join(_flatten(v) for k, v in value.items() if k not in ("toolUseId", "id", "status"))
    if isinstance(value, list):
        return " ".join(_flatten(v) for v in value)
    return ""


def bound(facts: list[Fact], max_chars: int) -> list[Fact]:
    """Keep facts in order within `max_chars`, dropping the lowest-scoring (then oldest) first."""
    total = sum(len(f.line) + 1 for f in facts)
    if total <= max_chars:
        return facts
    order = sorted(range(len(facts)), key=lambda i: (facts[i].score, i))
    dropped = set()
    for index in order:
        if total <= max_chars:
            break
        dropped.add(index)
        total -= len(facts[index].line) + 1
    return [f for i, f in enumerate(facts) if i not in dropped]
