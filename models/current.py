"""Once a fact's value is replaced, no line of the summary presents the old value as current: a value
one note now holds only as history ("(was 14th)") is marked wherever another line still states it
("glaze the vases before the 21st (was 14th)"), and an account line that states it is not kept.

An update changes one note (models/updates.py); the same value may also stand in a task, a decision,
the same fact said twice in other words, or the assistant's restatement. Values are matched by key,
so "Fri" stands for "Friday" and "5k" for "5000" (models/values.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from hushmem.models.cues import HISTORY, Note, content_words, without_history, words
from hushmem.models.values import Found, found, unit

HISTORY_PART = re.compile(rf"({HISTORY.pattern})")
# of these kinds a value names one thing (a date, a person); a bare number needs its context too
NAMING = {"placeholder", "date", "name"}
# a weekday or a clock time is shared by many things ("band practice" and "yoga" both on Thursdays): the
# line must be about what the changed note is about
SHARED = {"time", "weekday"}
ON_DATE = re.compile(r"\b(?:is|are|was|were|falls?|happens?|takes? place) on (?:the )?$", re.IGNORECASE)


@dataclass(frozen=True)
class Replaced:
    note: int  # the note that holds the value as history
    new: Found | None  # the value that replaced it there, when that is one value of its kind
    unit: str
    about: frozenset[str]  # the content words of that note


def replaced(notes: list, changed: set[int]) -> dict[str, Replaced]:
    """Values (by key) that a `changed` note holds only as history and now states another value of
    their kind for, with what replaced them."""
    out: dict[str, Replaced] = {}
    for index, note in enumerate(notes):
        history = HISTORY.findall(note.line)
        if not history or index not in changed:
            continue
        now_text = without_history(note.line)
        now = found(now_text)
        now_keys = {v.key for v in now}
        about = frozenset(content_words(now_text))
        for part in history:
            for old in found(part):
                if old.key in now_keys:
                    continue
                same = [v for v in now if v.sort == old.sort]
                if same:  # replaced by a value of its kind, not only dropped from a note that changed
                    new = same[0] if len(same) == 1 else None
                    out[old.key] = Replaced(index, new, unit(part, old), about)
    return out


def current(notes: list[Note], changed: set[int]) -> list[Note]:
    """`notes` with the values the `changed` notes now hold only as history marked where another line
    still states them. Run when the change is made: a later statement of that value is news."""
    gone = replaced(notes, changed)
    if not gone:
        return notes
    out = []
    for index, note in enumerate(notes):
        line = note.line  # type: ignore[attr-defined]
        pieces = HISTORY_PART.split(line)
        pieces[::2] = [_marked(text, gone, index) for text in pieces[::2]]
        marked = "".join(pieces)
        out.append(note if marked == line else type(note)(note.score, marked))  # type: ignore[attr-defined]
    return out


def _marked(text: str, gone: dict[str, Replaced], index: int) -> str:
    values = found(text)
    said = {v.key for v in values}
    for value in reversed(values):
        was = gone.get(value.key)
        if was is None or not _same_thing(text, value, was, index):
            continue
        new = was.new.text if was.note != index and was.new and was.new.key not in said else None
        text = f"{text[: value.start]}{new + ' ' if new else ''}(was {value.text}){text[value.end :]}"
    return text


def _same_thing(text: str, value: Found, was: Replaced, index: int) -> bool:
    """Whether `value` in `text` is the replaced one, not the same number counting something else:
    a value naming one thing (a date, a person) always is, unless it dates another event ("The school
    play is on the 9th as well" when the dentist moved off the 9th; a task "before the 14th" or "for the
    5th" still counts); a weekday, a time or a number when the line is about what the changed note is
    about (a number also when both name the same unit)."""
    if was.note == index:
        return True
    if value.kind in NAMING:
        another_event = value.kind == "date" and ON_DATE.search(text[: value.start])
        return not (another_event and not words(text) & was.about)
    if value.kind in SHARED:
        return bool(words(text) & was.about)
    mine = unit(text, value)
    if mine and was.unit and mine != was.unit:
        return False  # "4 bikes" is not the "4 people" that changed
    return bool(words(text) & was.about) or bool(mine and mine == was.unit)


def presents_replaced(text: str, notes: list) -> bool:
    """Whether `text` (an account line) states, outside "(was …)", what the notes hold only as history
    and no note states as current: a value ("the 14th", however written), or every word (two or
    more) of a history without one ("(was at the church hall)")."""
    now_lines = [without_history(note.line) for note in notes]
    history = [part for note in notes for part in HISTORY.findall(note.line)]
    stale = {v.key for part in history for v in found(part)} - {
        v.key for line in now_lines for v in found(line)
    }
    now = without_history(text)
    if any(v.key in stale for v in found(now)):
        return True
    said, current_words = words(now), words(" ".join(now_lines))
    wordy = [
        content_words(part.strip()[len("(was ") : -1]) - current_words for part in history if not found(part)
    ]
    return any(len(old) >= 2 and old <= said for old in wordy)
