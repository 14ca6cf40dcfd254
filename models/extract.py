"""Deterministic, extractive notes: the statements of a span that carry a fact, a preference, a decision
or a task, each as said, with first person rewritten to the speaker's role (models/person.py). (A
cut of trailing clauses that carry nothing was measured and removed: it lost 21 of 793 held-out facts
and needed spaCy's tagger, +144 MB, for a few points of summary size.)

Small talk ("Okay, sounds good."), questions, the assistant's advice and restatements of what is already
noted are dropped. No word is changed beyond the person, so a note cannot say what nobody said.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hushmem.core.schema import part_texts
from hushmem.models.notes import PLACEHOLDER, specifics, words
from hushmem.models.person import third_person

# ("9 p.m. on Friday" goes on: a clock's "a.m."/"p.m." ends a sentence only before a capital)
SENTENCE_END = re.compile(r"(?<=[.!?])(?<![aApP]\.[mM]\.)\s+|(?<=[aApP]\.[mM]\.)\s+(?=[A-Z])|\n+")
DIGIT = re.compile(r"\d")
NUMBER_WORD = (
    r"two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|"
    r"hundred|a dozen|a couple of|half"
)
COUNTED = re.compile(rf"\b(?:{NUMBER_WORD}) (?:of us|[a-z]{{3,}})\b", re.IGNORECASE)
DATE_WORDS = re.compile(
    r"(?<!')\b(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tue|tues|weds|thur|thurs)s?|"
    r"(?-i:Mon|Wed|Thu|Fri|Sat|Sun)s?|today|tomorrow|tonight|yesterday|"
    r"january|february|march|april|may|june|july|august|september|october|november|december|"
    r"next week|next month|weekend|morning|evening|noon|midnight|daily|weekly|monthly)\b",
    re.IGNORECASE,
)
# what marks a preference, a decision, a task or a standing fact about someone
KEY_WORDS = re.compile(
    r"\b(?:prefer|prefers|preferred|like|likes|love|loves|hate|hates|dislike|favou?rite|want|wants|"
    r"need|needs|have to|has to|must|should|can't|cannot|never|always|allergic|allergy|avoid|"
    r"vegetarian|vegan|decided|decide|decision|agreed|chose|choose|picked|going with|will|won't|'ll|’ll|"
    r"plan|plans|planning|deadline|due|budget|cost|costs|price|remind|reminder|todo|to-do|task|"
    r"booked|book|reserved|scheduled|meeting|appointment|buy|order|ordered|pay|paid|live|lives|moved|"
    r"work|works|named|my|our|password|account|address|birthday|anniversary|goal|limit|requirement|"
    r"rather|settled on|opted|went with|switch|switched|change|changed|instead|cancel|cancelled|no longer|"
    r"move|postponed|pushed|brought forward|correction|"
    r"at least|no more than|at most|required|requires|allowed|remember to)\b",
    re.IGNORECASE,
)
# an assistant's advice: "you might want to", "I'd suggest", "it's worth asking"
ADVICE = re.compile(
    r"\b(?:you (?:might|may|could|should) (?:want to|also|try|consider)|"
    r"(?:I'd|I would) (?:suggest|recommend)|"
    r"it'?s worth|worth (?:asking|checking|noting)|try to|make sure|don't forget|you could|consider|"
    r"a good idea)\b",
    re.IGNORECASE,
)
FILLER = re.compile(
    r"^(?:hi|hello|hey|thanks|thank you|ok|okay|sure|great|noted|got it|understood|sounds good|"
    r"you.re welcome|no problem|bye|goodbye|cool|perfect|yes|no|yeah|right|will do|of course|fine|lovely|"
    r"(?:good )?(?:morning|evening|afternoon|night))(?:[\s!.,]+(?:thanks|thank you|so much|then))*[\s!.,]*$",
    re.IGNORECASE,
)
NAME = re.compile(r"\s(?:[A-Z][a-z]+|[a-z]+[A-Z]\w*)")  # a name, a place, "iMovie" (not a sentence's start)
MAX_SENTENCE_CHARS = 300
ANSWER_WORDS = 8  # an answer this short is read with the question it answers
NOTED = 2  # the score a statement needs to become a note
SAME_WORDS = 0.7  # share of content words two statements share to be one said again


@dataclass(frozen=True)
class Statement:
    """A kept statement: the note's text, who said it, the index of its message in the span (its date)
    and of every message its words come from (a question and its answer: two)."""

    text: str
    role: str
    turn: int
    turns: tuple[int, ...]


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


# a numbered or bulleted item's marker at the start of its line: "1. Venue: …", "- Guests: 40"
LIST_MARKER = re.compile(r"^[ \t]*(?:\d{1,2}[.)]|[-*•])[ \t]+", re.MULTILINE)
MARKUP = re.compile(r"\*\*|^[ \t]*#{1,6}[ \t]+", re.MULTILINE)  # bold and headings of a formatted answer


def sentences(text: str) -> list[str]:
    text = LIST_MARKER.sub("", MARKUP.sub("", text))
    return [_clipped(s.strip()) for s in SENTENCE_END.split(text) if s and s.strip()]


def _clipped(sentence: str) -> str:
    """A sentence cut to MAX_SENTENCE_CHARS at a space: a word cut in two is a word nobody said."""
    if len(sentence) <= MAX_SENTENCE_CHARS:
        return sentence
    head = sentence[: MAX_SENTENCE_CHARS + 1]
    return head.rsplit(None, 1)[0] if " " in head else head[:MAX_SENTENCE_CHARS]


def score_sentence(sentence: str, role: str) -> int:
    """How much a sentence carries: values, dates, names and the words of preferences, decisions
    and tasks score; questions, fillers and the assistant's advice do not."""
    if FILLER.match(sentence) or sentence.endswith("?"):
        return 0
    score = 3 * bool(PLACEHOLDER.search(sentence)) + 2 * bool(
        DIGIT.search(sentence) or COUNTED.search(sentence)
    )
    score += 2 * bool(DATE_WORDS.search(sentence)) + 2 * bool(KEY_WORDS.search(sentence))
    score += bool(NAME.search(sentence))
    if role == "assistant" and ADVICE.search(sentence):
        score -= 3
    return score


def values(text: str) -> set[str]:
    """The values a statement holds: its numbers, placeholders, names, dates and counted things (what
    it is noted for, beyond key words). A replaced note may not take one with it (models/resolvers.py).
    (A restatement is judged on numbers and placeholders only: with names and dates too, "today" made
    small talk news and the dev summaries grew, for no held-out update carried.)"""
    found = [*NAME.findall(text), *DATE_WORDS.findall(text), *COUNTED.findall(text)]
    return specifics(text) | ({v.strip().casefold() for v in found} - {"user", "assistant"})


def restates(text: str, known: list[str]) -> bool:
    """Whether `text` says again what one of `known` says: most of its content words and no value of
    its own."""
    said, values = words(text), specifics(text)
    for other in known:
        theirs = words(other)
        if values <= specifics(other) and said and len(said & theirs) >= SAME_WORDS * len(said):
            return True
    return False


def extract_statements(messages: list[dict], known: list[str] | None = None) -> list[Statement]:
    """The statements of `messages` (wire-shaped dicts) worth a note, in order, none restating
    `known` (the notes so far) or one another. A bare answer ("Yes, Friday works.") is noted with
    what it answers (`answered`)."""
    kept: list[str] = list(known or [])
    user_values: set[str] = set()
    out = []
    asked: tuple[int, str, str] | None = None  # the previous message: its turn, role and last question
    for turn, message in enumerate(messages):
        role = message.get("role", "user")
        role = role if role in ("user", "assistant") else "user"  # a tool result: what the user got
        said = [sentence for text in message_texts(message) for sentence in sentences(text)]
        unnoted = []
        for sentence in said:
            if role == "user":
                user_values |= specifics(sentence)
            line, turns = "", (turn,)
            # an answer opens a reply; to a statement (a proposal), it is the whole reply
            proposal = asked and not asked[2].endswith("?")
            if asked and asked[1] != role and sentence == said[0] and not (proposal and len(said) > 1):
                line = answered(asked[2], asked[1], sentence, role)
                turns = (asked[0], turn) if line else turns
            line = line or _noted(sentence, role, user_values)
            if not line:
                unnoted.append(sentence)
            if not line or restates(line, kept):
                continue
            kept.append(line)
            out.append(Statement(line, role, turn, turns))
        # what a reply may answer: the message's last question, else its last sentence, if not noted
        questions = [s for s in said if s.endswith("?")] or said[-1:]
        asked = (turn, role, questions[-1]) if questions and questions[-1] in unnoted else None
    return out


def _noted(sentence: str, role: str, user_values: set[str]) -> str:
    """The note a sentence makes on its own, or ""."""
    if score_sentence(sentence, role) < NOTED:
        return ""
    if role == "assistant" and not specifics(sentence) - user_values:
        return ""  # the assistant saying back what the user said, or adding no value
    return third_person(sentence, role).rstrip(".!").strip()


def answered(question: str, asker: str, answer: str, role: str) -> str:
    """A short answer (a reply's first sentence to a question, or a whole one-sentence reply to a
    proposal) noted with what it answers when that holds a value, a date or a name: "Could User do
    Friday instead? Yes, Friday works". Alone, it says nothing ("Yes, switch me.") or only repeats
    the value."""
    if len(answer.split()) > ANSWER_WORDS or not (
        DIGIT.search(question) or PLACEHOLDER.search(question) or DATE_WORDS.search(question)
        or NAME.search(question)
    ):  # fmt: skip
        return ""
    return f"{third_person(question, asker)} {third_person(answer, role).rstrip('.!').strip()}"
