"""A fact said again with one value changed and no change cue ("The budget is 4000 euros." … "Budget: 5000
euros."; "The shop opens at 9:30 from Monday" of "The shop opens at 9am"): the same thing said of the same
subject, one value of the note gone and one of its kind in its place.
"""

from __future__ import annotations

import re

from hushmem.models.cues import content_words, without_history, words
from hushmem.models.values import CURRENCY, MONTH, WEEKDAY, found, kind, unit, value_key, values

# a sentence adding a second value beside the first, not replacing it ("on Thursdays too")
ADDITIVE = re.compile(r"\b(?:too|also|as well|another|other|second|plus|both|either|each)\b", re.IGNORECASE)


SAME_KEY = 0.5  # share of the larger set of content words the two notes must share
# words that place a statement in time or only link its subject to its value: "The mower service is 55
# euros this year" says what "The mower service costs 45 euros" said; and the rate an amount is counted
# at ("950 a month", "12 pounds per head")
TIMELESS = re.compile(
    r"\b(?:this|next|that) (?:year|month|week|season|time)\b|\b(?:nowadays|these days|currently|"
    r"cost|costs|costing|priced at)\b|"
    r"\b(?:a|an|per|each|every) (?:day|week|fortnight|month|year|night|hour|head|person)\b",
    re.IGNORECASE,
)


MONEY_WORDS = words(" ".join(CURRENCY))
MONEY_MENTION = re.compile(rf"[€£$]|\b(?:{'|'.join(w for w in CURRENCY if w.isalpha())})", re.IGNORECASE)
MONEY = "#money"  # one word for an amount of money however written: "€950" says what "900 euros" says


def _said_of(text: str) -> set[str]:
    """The content words `same_key` compares: without the words that only place it in time or link, and
    any currency as one word."""
    priced = MONEY_MENTION.search(text) and any(unit(text, v) in CURRENCY.values() for v in found(text))
    return content_words(TIMELESS.sub(" ", text)) - MONEY_WORDS | ({MONEY} if priced else set())


def _roles(text: str) -> set[str]:
    return set(re.findall(r"\b(?:User|Assistant)\b", text))


def same_key(notes: list, line: str) -> int | None:
    """The latest note saying the same thing of the same subject with one value changed, without any
    change cue ("The budget is 4000 euros." … "Budget: 5000 euros."): the same content words (one
    set holding the other, at least two shared unless they are equal), exactly one value of the old
    note gone and one new value of the same kind in its place."""
    if ADDITIVE.search(line) or line.endswith("?"):
        return None
    mine = _said_of(line)
    for index in range(len(notes) - 1, -1, -1):
        base = without_history(notes[index].line)
        if base.endswith("?"):
            continue
        theirs = _said_of(base)
        shared = mine & theirs
        if not (mine <= theirs or theirs <= mine) or len(shared) < SAME_KEY * max(len(mine), len(theirs)):
            continue
        roles = (_roles(base), _roles(line))
        if not shared or (len(shared) < 2 and mine != theirs) or (all(roles) and roles[0] != roles[1]):
            continue  # "User will be ten on …" is not "Assistant will be ten on …"
        # whole values by key: "1" is not in "101", and "5k" is "5000", not a change
        now = _without_when(line, base)  # "opens at 9:30 from Monday": Monday says when, of "opens at 9am"
        before, after = {value_key(v): v for v in values(base)}, {value_key(v): v for v in values(now)}
        gone, added = sorted(before.keys() - after.keys()), sorted(after.keys() - before.keys())
        if len(gone) == 1 and len(added) == 1 and _kind(before[gone[0]]) == _kind(after[added[0]]):
            units = {_unit(base, gone[0]), _unit(now, added[0])} - {""}
            if len(units) <= 1:  # "8 euros a bag" is not "10 bags" changed
                return index
    return None


def _unit(text: str, key: str) -> str:
    """The unit the value of `key` in `text` is counted in ("" when none or not found)."""
    return next((unit(text, v) for v in found(text) if v.key == key), "")


# when a change applies: "from Monday", "starting next week", "as of 1 May"
FROM_WHEN = re.compile(
    rf"\s*\b(?:from|starting(?: on| from)?|as of|beginning|effective)\s+(?:next\s+|this\s+)?"
    rf"(?P<when>{WEEKDAY}|{MONTH}(?: \d{{1,2}}(?:st|nd|rd|th)?)?|"
    rf"(?:the )?\d{{1,2}}(?:st|nd|rd|th)?(?: (?:of )?{MONTH})?|tomorrow|week|month|year)",
    re.IGNORECASE,
)


def _without_when(line: str, base: str) -> str:
    """`line` without the phrases saying from when it holds, when the note `base` has no value of
    their kind (then they say when the change applies, not what changed)."""
    kinds = {v.broad_kind for v in found(base)}

    def drop(match: re.Match) -> str:
        return " " if all(v.broad_kind not in kinds for v in found(match.group("when"))) else match.group(0)

    return FROM_WHEN.sub(drop, line)


def _kind(token: str) -> str:
    """The kind of one value token, a time apart from a count ("7:00" is not "3")."""
    named = found(token)
    return named[0].broad_kind if len(named) == 1 else kind(token)
