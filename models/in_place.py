"""A value put where the old one stood in a note ("from 10am till 3pm (was 5pm)"): which new value
pairs with which old one by kind, unit and leading word, and the rewrite checked against the statement
(models/rewrites.py decides the rewrite's shape; this module places the values).
"""

from __future__ import annotations

import re

from hushmem.models.cues import (
    DELTA,
    PRICE,
    content_words,
    swap_in,
    with_unit,
    without_history,
    words,
)
from hushmem.models.frame import NOTE_PART, piece_at, without_reason
from hushmem.models.relevance import (
    HEADS,
    UNIT_WORDS,
)
from hushmem.models.values import (
    CURRENCY,
    MEASURES,
    Found,
    dimension,
    found,
    name_runs,
    trimmed,
    unit,
    value_keys,
)


def one_of_several(
    old_line: str,
    line: str,
    alone: bool = False,
    known: set[str] = frozenset(),  # type: ignore[assignment]
) -> str | None:
    """The old note with one of its several values of a kind replaced where it stands, when the update
    brings one new value of that kind ("<PERSON_2> can't come, <PERSON_4> is coming instead" in a list
    of guests; "we now fly back on 20 May" of "out on 3 May and back on 17 May"): the value the update
    names, else the one whose leading words the update shares; None when that is not one value.
    `alone`: a note's only value of the kind is replaced too (an offer taken up, a new total)."""
    base = without_history(old_line)
    theirs = name_runs(base, found(base))
    mine = [v for v in name_runs(line, found(line, known=known)) if not DELTA.match(line, v.start)]
    their_keys = {t.key for t in theirs}
    new = [v for v in mine if v.key not in their_keys]
    if len(new) != 1:
        return None
    same = [v for v in theirs if v.sort == new[0].sort]
    units = {dimension(unit(base, v)) for v in same} | {dimension(unit(line, new[0]))}
    if len(same) < (1 if alone else 2) or len(units - {""}) > 1:
        return None  # "6 friends" does not replace "4 litres"
    named = [v for v in same if v.key in {m.key for m in mine}]
    if len(named) > 1:
        return None
    measured = [v for v in same if dimension(unit(base, v)) == dimension(unit(line, new[0]))]
    if not named and len(same) == 1:
        named = same
    if not named and alone and len(measured) == 1:
        named = measured  # "so 45.5k now" of "42k for a dormer, start in 6 weeks": the amount in its unit
    if not named:
        said = content_words(line)
        part = {v: piece_at(base, v.start, NOTE_PART) for v in same}
        shared = {v: len(said & words(part[v])) for v in same}
        best = max(shared.values())
        named = [v for v in same if shared[v] == best] if best else []
        if len(named) != 1:
            return None
    old = named[0]
    end = with_unit(base, old)  # "4 people (was 3)", not "4 (was 3) people"
    return f"{base[: old.start]}{new[0].text}{base[old.end : end]} (was {old.text}){base[end:]}"


def clean(old_line: str, said: str, merged: str) -> bool:
    """Whether `merged`, the note `old_line` rewritten for the update `said`, changes only what the
    update replaces: each value of the note is still stated or gave way to a new value of its kind (and,
    for an amount, its unit), and each value it states is one the note or the update names, counted in
    the unit the update gave it ("the slot is 95 (was 8)-10am" of "It's 95 pounds" is not clean)."""
    base = without_history(old_line)
    theirs = _values(base)  # "the Corn Exchange" is one value
    their_keys = {v.key for v in theirs}
    text = without_history(merged)
    now = _values(text, known=their_keys | value_keys(said))
    now_keys = {v.key for v in now}
    named = [trimmed(v) for v in found(said, known=now_keys)]
    mine = {k: _unit(said, v) for v in named + _values(said, known=now_keys) for k in (v.key, v.text)}
    fresh = [v for v in now if v.key not in their_keys]
    for value in fresh:
        said_in = mine.get(value.key, mine.get(value.text))  # "at 6" a time there, a number here
        if said_in is None:
            return False
        if said_in in MEASURES and _measure(said_in) != _measure(_unit(text, value)):
            return False  # "95 pounds" put where a bare "8" stood
    for value in theirs:
        inside = re.compile(rf"(?<!\w){re.escape(value.text)}(?!\w)", re.IGNORECASE)
        if value.key in now_keys or any(inside.search(v.text) for v in now):
            continue  # still stated ("May" of "3rd of May" inside "10 May")
        old = (_kind(base, value), _unit(base, value))
        instead = next((v for v in fresh if _fits(_kind(text, v), _unit(text, v), *old)), None)
        if instead is not None:
            fresh.remove(instead)  # one new value stands for one old value
        elif not (old[0] in ("date", "time") and RELATIVE.search(said)):  # "moved it to next week"
            return False  # "(was £20 14 managers)": the count went to history, no new count came
    # "on Thursday at 20:00 at the Northgate club" changes the day and time of the note, not its venue alone
    stated = now_keys | {v.text for v in now}  # "at 6": a time in the update, a number in the note
    return all(new.key in stated or new.text in stated for new in _pairs(base, said)[0].values())


def _fits(new_kind: str, new_unit: str, old_kind: str, old_unit: str) -> bool:
    """Whether a value may stand for another: the same kind, and for an amount the same unit or none
    (any head count counts heads: "11 people" for "9 members")."""
    units = not new_unit or not old_unit or _measure(new_unit) == _measure(old_unit)
    return new_kind == old_kind and units


def _kind(text: str, value: Found) -> str:
    """A value's kind as an update compares it: a bare hour said after "at" is a time ("It's at 6")."""
    hour = value.kind == "number" and re.fullmatch(r"\d{1,2}", value.text) and not _unit(text, value)
    return "time" if hour and _lead(text, value) in ("at", "by", "until", "till") else value.broad_kind


def _measure(unit_word: str) -> str:
    return "heads" if unit_word in HEADS else dimension(unit_word)


# a day or time said without a value: "moved it to next week" ends "on Friday" without naming a day
RELATIVE = re.compile(
    r"\b(?:today|tomorrow|tonight|next|later|earlier|sooner|weekend|week|month|year)\b", re.I
)
# values whose kind alone says what they are of: a new one replaces the one of its kind in the note
TYPED = {"date", "time", "weekday", "placeholder"}
# words a price is said after: "quoted 180", "paid 40", "costs 12"
PRICING = set("quoted quote costs cost paid pay pays charge charges charged price priced".split())
# a number said as a head count: "8 of us", "five of them"
HEAD_COUNT = re.compile(r"\s+of (?:us|them|you)\b", re.IGNORECASE)
# a statement of one more thing, not of a new value: "User also bought a tablet for 650 pounds"
ADDS = re.compile(r"\b(?:also|as well|too|another)\b", re.IGNORECASE)


def in_place(old_line: str, said: str) -> str | None:
    """The note `old_line` with the new values of `said` put where the value each replaces stood
    (`_pairs`), the old one kept as "(was …)"; None when it replaces none."""
    base = without_history(old_line)
    pairs, fresh, about = _pairs(base, said)
    if not pairs:
        # "we now fly back on 20 May" of "out on 3 May and back on 17 May": the words decide
        return one_of_several(old_line, said, alone=True) if len(fresh) == 1 and about else None
    text = base
    for old in sorted(pairs, key=lambda v: v.start, reverse=True):
        text = swapped_in(text, old, said, pairs[old])
    return text


def _pairs(base: str, said: str) -> tuple[dict[Found, Found], list[Found], bool]:
    """The values of the note `base` that new values of `said` replace, each with its new value: the
    one value of its sort (and unit) it names beside it ("165 euros, not 140 euros"), else the one in
    its unit, else the one said after the same word ("at 9" for "at 8"), else the one of its kind of
    day, date, time or placeholder; a new value that replaces none is left out ("no 3am alarm"). Without
    a word shared with the note beyond units, only by the first three, and none when `said` says it
    adds ("User also bought …"). With the new values and whether `said` shares a word with the note."""
    about = bool(content_words(said) & content_words(base) - UNIT_WORDS)
    theirs = _values(base)
    their_keys = {v.key for v in theirs}
    mine = [v for v in _values(said, known=their_keys) if not DELTA.match(said, v.start)]
    swap = swap_in(said)  # "from 3 May to 10 May": 3 May is the old value, however the note wrote it
    was = value_keys(swap[1]) if swap else set()
    fresh = [v for v in mine if v.key not in their_keys | was]
    if not about and ADDS.search(without_reason(said)):  # "because also the hinge …" says why
        return {}, fresh, about
    named = {m.key for m in mine}
    price_said = bool(PRICE.search(said))
    pairs: dict[Found, Found] = {}
    for value in fresh:
        measure = _unit(said, value)
        kin = [  # of those a new value has not taken yet: "at 4 instead of 3 and 20 chairs" (3 went to 4)
            v
            for v in theirs
            if v.sort == value.sort
            and v not in pairs
            and _fits(value.broad_kind, measure, v.broad_kind, _unit(base, v))
        ]
        said_too = [v for v in kin if v.key in named]
        same_unit = [v for v in kin if measure and _measure(_unit(base, v)) == _measure(measure)]
        # a bare amount said of the price is money: "knocked the price down to 1.9k" of "quoted 2,400 pounds"
        money_notes = [v for v in kin if _unit(base, v) in CURRENCY.values()]
        same_unit = same_unit or (money_notes if price_said and not measure else [])
        unnamed = [v for v in kin if v.key not in named]
        alike = [v for v in unnamed if _lead(base, v) == _lead(said, value)]
        typed = unnamed if value.kind in TYPED else []
        # a price for the note's one amount said after a word of pricing: "£215" of "quoted 180"
        in_money = measure in CURRENCY.values()
        priced = [v for v in unnamed if in_money and not _unit(base, v) and _lead(base, v) in PRICING]
        # a head count for the note's one bare count: "8 of us now" of "six going, … 2 nights"
        heads = value.kind == "number" and HEAD_COUNT.match(said, value.end)
        bare = [v for v in unnamed if not measure and not _unit(base, v)] if heads else []
        match = next((c[0] for c in (said_too, same_unit, alike, typed, bare, priced) if len(c) == 1), None)
        if (
            match is not None
            and match not in pairs
            and (about or match in said_too + same_unit + alike + priced)
        ):
            pairs[match] = value
    return pairs, fresh, about


def _values(text: str, known: set[str] = frozenset()) -> list[Found]:  # type: ignore[assignment]
    """The values of `text` (`found`), names standing together as one, without a closing comma."""
    return [trimmed(v) for v in name_runs(text, found(text, known=known))]


def _unit(text: str, value: Found) -> str:
    """A number's unit, or the word it is joined to ("slot" of "the 10-slot plan")."""
    compound = re.match(r"-([A-Za-z]+)", text[value.end :])
    return unit(text, value) or (compound.group(1).casefold() if compound else "")


SAME_LEAD = {"till": "until", "til": "until"}  # "only until 4pm" is the end "from noon till 6pm" had


def _lead(text: str, value: Found) -> str:
    """The word a value is said after ("at" of "at 8", "on" of "on the 9th"; "till" as "until"), or ""."""
    before = re.search(r"([A-Za-z]+)\s+(?:the\s+)?$", text[: value.start])
    lead = before.group(1).casefold() if before else ""
    return SAME_LEAD.get(lead, lead)


def swapped_in(text: str, old: Found, said: str, new: Found) -> str:
    """`text` with `new` (of `said`) where `old` stands and "(was …)" after it: written with the unit
    the update gave it ("82 pounds (was 75 pounds)"), else in the note's ("15 people (was 12)")."""
    end = _written_end(text, old)
    if unit(said, new):
        written = said[new.start : _written_end(said, new)]
        return f"{text[: old.start]}{written} (was {text[old.start : end]}){text[end:]}"
    before, shown = with_which_day(text[: old.start], said, new)
    return f"{before}{shown}{text[old.end : end]} (was {old.text}){text[end:]}"


# which of its weekdays a day is: "next Tuesday", "this Friday"
RELATIVE_DAY = re.compile(r"\b(next|this|coming)\s+$", re.IGNORECASE)


def with_which_day(before: str, said: str, new: Found) -> tuple[str, str]:
    """The note's text `before` a new value and the value as shown: a weekday with the word of `said`
    saying which one ("next Tuesday"), the article of a date it replaces dropped ("on the 14th" → "on
    next Tuesday"); else both as they are."""
    which = RELATIVE_DAY.search(said[: new.start]) if new.kind == "weekday" else None
    if which is None:
        return before, new.text
    return re.sub(r"\bthe\s+$", "", before), f"{which.group(1).casefold()} {new.text}"


def _written_end(text: str, value: Found) -> int:
    """Where `value` ends with its unit: a compound ("10-slot"), a sign or glued unit ("€120", "6ft")
    ends with the value, a unit word after it ("75 pounds") with that word."""
    compound = re.match(r"-[A-Za-z]+|\s?%", text[value.end :])  # a sign after it: "10%", "10 %"
    if compound:
        return value.end + compound.end()
    inside = value.text[:1] in CURRENCY or re.search(r"\d[A-Za-z%]+$", value.text)
    return value.end if inside else with_unit(text, value)
