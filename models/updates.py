"""Keeping facts current: a later statement that changes a fact ("actually, move it to Friday", "the
limit is now 500") replaces the note it changes, and the old value stays only as "(was …)".

Deterministic on purpose: an update is recognised by its wording (a change cue) and matched to the
earlier note that shares the most content words with it; the values are copied, never generated.
"""

from __future__ import annotations

import re
from typing import TypeVar

CUE = re.compile(
    r"\b(?:actually|instead|change[ds]?|changing|switch(?:ed|ing)?|mov(?:e|ed|ing)|now|no longer|"
    r"any ?more|rather|update[ds]?|correction|scratch that|turns out|new|revised|postpone[ds]?|"
    r"resched\w*|replace[ds]?|bump(?:ed)?|push(?:ed)?|went (?:up|down)|raised|lowered|increased|"
    r"decreased|cut|upgraded?|downgraded?|not any|from now on|going forward|after all)\b",
    re.IGNORECASE,
)
# "from X to Y", "Y instead of X", "Y rather than X", "Y, not X": the old value named in the sentence
SWAPS = [
    re.compile(r"\bfrom (?P<old>[^,;]{1,40}?) to (?P<new>[^,;]{1,60})$", re.IGNORECASE),
    re.compile(r"(?P<new>\S[^,;]{0,60}?) (?:instead of|rather than) (?P<old>[^,;]{1,40})$", re.IGNORECASE),
    re.compile(r"(?P<new>\S[^,;]{0,60}?),? not (?P<old>[^,;]{1,40})$", re.IGNORECASE),
]
STOP = set(
    "a an the and or but if of to in on at for with by from as is are was were be been being am do does "
    "did have has had will would shall should can could may might must it its this that these those "
    "there here then than so too very just also not no yes i me my we our you your he him his she her "
    "they them their user assistant user's assistant's what which who whom when where why how all any "
    "some more most other such only own same about into over after before again once up down out off "
    "let's lets get got go going one two thing things".split()
)
# cues strong enough to match a note by the kind of its value when no content word is shared
STRONG_CUE = re.compile(
    r"\b(?:instead|change[ds]?|switch(?:ed)?|moved?|no longer|correction|scratch that|update[ds]?|"
    r"rather|replace[ds]?|resched\w*|postpone[ds]?)\b",
    re.IGNORECASE,
)
MONTHS_DAYS = re.compile(
    r"^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)", re.IGNORECASE
)
VALUE = re.compile(
    r"<[A-Z_]+_\d+>|[\w£$€%:,./-]*\d[\w%:/-]*|(?<!^)(?<![.!?] )\b[A-Z](?=[A-Za-z]*[a-z])[A-Za-z]{2,}"
)
ROLES = {"User", "Assistant"}  # the notes' own subjects, not values
Note = TypeVar("Note")  # a Fact: anything with .score and .line


def words(text: str) -> set[str]:
    return {w.rstrip("s") for w in re.findall(r"[a-z][a-z'-]+", text.casefold()) if w not in STOP}


def values(text: str) -> list[str]:
    """The value-like tokens of a note: numbers (with their units), placeholders, capitalised words."""
    tokens = re.findall(
        r"<[A-Z_]+_\d+>|[\w£$€%:,./-]*\d[\w%:/-]*|(?<!^)(?<![.!?] )\b[A-Z](?=[A-Za-z]*[a-z])[A-Za-z]{2,}",
        text,
    )
    return [t.strip(",.") for t in tokens if t.strip(",.") and t not in ROLES]


def _swap(line: str) -> str | None:
    """`line` with an old value it names moved into "(was …)", or None when it names none."""
    for pattern in SWAPS:
        match = pattern.search(line)
        if match:
            to = "to " if pattern is SWAPS[0] else ""
            return (
                f"{line[: match.start()]}{to}{match.group('new').strip()} (was {match.group('old').strip()})"
            )
    return None


def apply(notes: list[Note], sentence: str, new: Note) -> list[Note]:
    """`notes` with `new` added; when `sentence` changes a fact, `new` replaces that fact's note."""
    make = type(new)
    line = new.line  # type: ignore[attr-defined]
    if not CUE.search(sentence):
        return [*notes, new]
    line = _swap(line) or line  # the sentence names both values: the old one becomes history
    target = _changed_note(notes, sentence)
    if target is None:
        return [*notes, make(new.score, line)]  # type: ignore[attr-defined]
    old = notes[target].line  # type: ignore[attr-defined]
    gone = [v for v in values(old) if v.casefold() not in line.casefold()]
    if not gone:
        gone = sorted(words(old) - words(line), key=old.casefold().find)[:4]
    if gone and "(was " not in line:
        line = f"{line} (was {' '.join(gone)})"
    out = list(notes)
    out[target] = make(max(new.score, notes[target].score), line)  # type: ignore[attr-defined]
    return out


def kind(value: str) -> str:
    if value.startswith("<"):
        return value[1 : value.rfind("_")]
    if MONTHS_DAYS.match(value) or re.search(r"\d(?:st|nd|rd|th)$", value):
        return "date"
    return "number" if re.search(r"\d", value) else "name"


def _changed_note(notes: list, sentence: str) -> int | None:
    """The index of the latest note sharing the most content words with `sentence` whose values
    differ from it; failing that, for a strong cue, the latest note with a value of the same kind."""
    found = _by_words(notes, sentence)
    if found is not None or not STRONG_CUE.search(sentence):
        return found
    kinds = {kind(v) for v in values(sentence)}
    for index in range(len(notes) - 1, -1, -1):
        theirs = [v for v in values(notes[index].line) if v.casefold() not in sentence.casefold()]
        if theirs and {kind(v) for v in theirs} & kinds:
            return index
    return None


def _by_words(notes: list, sentence: str) -> int | None:
    mine = words(CUE.sub(" ", sentence))
    best, best_overlap = None, 0
    for index, note in enumerate(notes):
        overlap = len(mine & words(note.line))
        differs = any(v.casefold() not in sentence.casefold() for v in values(note.line)) or bool(
            words(note.line) - mine
        )
        if overlap and differs and overlap >= best_overlap:
            best, best_overlap = index, overlap
    return best
