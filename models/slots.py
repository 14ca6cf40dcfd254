"""A fact's slot said again with another value and no change word: the value glued to the word naming its
slot ("stall 9" of "on stall 22", "the 17 seater" of "a 14 seater"), the note's subject restated with one
value of a kind changed ("The spanish class is on thursday" of "the spanish evening class on tuesday"), a
bare "wait no, it's the 29th", and a recap's item under a noted label ("Venue: Hollins Barn").
"""

from __future__ import annotations

import itertools
import re

from hushmem.models.cues import IT_IS_WORDS, content_words, without_history, words
from hushmem.models.frame import LABEL, NOTE_PART, piece_at, piece_span
from hushmem.models.in_place import swapped_in
from hushmem.models.occasions import OTHER_OCCASION
from hushmem.models.relevance import DISCOURSE, HEADS, LIGHT_VERBS, REFERENTS, UNIT_WORDS, elsewhere
from hushmem.models.values import (
    CURRENCY,
    MEASURES,
    MONTH,
    NUMBERS,
    WEEKDAY,
    Found,
    dimension,
    found,
    trimmed,
    unit,
    value_keys,
)

# a value said beside the slot's, not in its place, in the clause that says it: another one, a comparison,
# the same as something else, someone's own ("a second stall", "cheaper than stall 4", "the 8 berth one")
BESIDE = re.compile(
    r"\b(?:too|also|as well|another|other|others|second|both|either|each|plus|same as|or|instead of|"
    r"rather than|than|compared|vs|versus)\b|\bthe (?:[\w-]+ ){0,2}one\b|\b(?:his|her|their|your) own\b",
    re.IGNORECASE,
)
# a case that may not come, anywhere in the statement: an option, an offer, a wish ("we could take the 17
# seater", "they offered table 2 but we said no")
MAYBE = re.compile(
    r"\b(?:if|could|would|might|maybe|perhaps|option|whether|offer(?:s|ed)?|suggest(?:s|ed)?|declined|"
    r"turned down|said no)\b|\b(?:we|I|you|they|he|she|it)'d\b|\?",
    re.IGNORECASE,
)
# verbs an amount follows, which name no slot ("paid 35", "makes 23l"): the slot word is a noun
AMOUNT_VERBS = words(
    "is are was were be cost costs paid pay pays spend spent spending need needs make makes take takes "
    "got get gets have has had want wants buy bought sell sold charge charges quote quoted say said "
    "doing do does about around roughly only just over under nearly almost until till from since before "
    "after between past per within approx and"
)
STEM = 5  # two words sharing their first five letters say one thing ("fermenter", "fermenting")


def slot_restated(notes: list, sentence: str, line: str) -> tuple[int, str, str] | None:
    """The note whose slot `line` states again with another value, without a change word, that note
    with the new value where the old one stood ("User is on stall 9 (was 22) selling prints") and the
    clause of `line` saying it; None when no one slot of the notes is named, or `sentence` says its value
    beside the slot's, not instead."""
    if MAYBE.search(sentence):
        return None
    line = VERSION.sub(
        "", line
    )  # "On the winter timetable the crossing takes 5-6 hours": the version says when
    pair = (
        _by_label(notes, line) or _by_subject(notes, line) or _by_name(notes, line) or _corrected(notes, line)
    )
    clause = _clause_of(line, pair[2])[1] if pair else ""
    if pair is None or BESIDE.search(clause) or OTHER_OCCASION.search(clause):
        return None  # "Last year we had plot 12", "the 8 berth one was too dear"
    index, old, new, label = (pair[0], trimmed(pair[1]), trimmed(pair[2]), pair[3])
    base = without_history(notes[index].line)
    if OTHER_OCCASION.search(piece_at(base, old.start, NOTE_PART)) or _rate(base, old) != _rate(line, new):
        return None  # "charged 400 pounds last time" holds no current value; "a box" is not "a month"
    if old.key in {v.key for v in found(line)}:
        return None  # the old value named again: a comparison or a correction, said elsewhere
    if label and not label.startswith("#"):  # "19 litres (was 23l)": each with its unit
        return index, swapped_in(base, old, line, new), clause
    return index, f"{base[: old.start]}{new.text} (was {old.text}){base[old.end :]}", clause


# a version of the rules a statement holds under, opening it: "On the winter timetable", "Under the new rota,"
VERSION = re.compile(
    r"^(?:on|under|with|according to|in) (?:the|our|User's) (?:[a-z]+ ){0,2}"
    r"(?:timetable|schedule|rota|rules|tariff|terms|price list|pricing)"
    # ending where the statement starts, at a comma or before its subject ("on the bus timetable app …" is
    # no version)
    r"(?:,\s*|\s+(?=(?:the|a|an|my|our|his|her|their|it|we|I|User)\b))",
    re.IGNORECASE,
)
# the rate an amount is counted at, after its unit: "48 pounds a box", "£15 per visit"
RATE = re.compile(r"^\s*(?:[A-Za-z]+\s+)?(?:a|an|per|each|every)\s+([a-z]+)", re.IGNORECASE)


def _rate(text: str, value: Found) -> str:
    """What an amount is counted per ("box" of "48 pounds a box"), or ""."""
    rate = RATE.match(text[value.end :])
    return words(rate.group(1)).pop() if rate and words(rate.group(1)) else ""


ITEM_WORDS = 6  # a labelled item's value is short: "Venue: the Old Mill", not a sentence after a colon


def labelled(notes: list, line: str) -> int | None:
    """The latest note that is an item under the label `line` has ("Venue: …" of "Venue: the Old Mill")."""
    mine = LABEL.match(line)
    if not mine or not words(mine.group("label")):
        return None
    for index in range(len(notes) - 1, -1, -1):
        theirs = LABEL.match(without_history(notes[index].line))
        if theirs and words(theirs.group("label")) == words(mine.group("label")):
            return index
    return None


def relabelled(notes: list, line: str) -> tuple[int, str] | None:
    """The latest note that is an item under the label `line` has ("Venue: Hollins Barn" of "Venue: the
    Old Mill", as a recap restates a plan), with `line`'s value in place of its own; None when no note
    has that label or the value is the same. For a recap only (models/extract.py): one item alone may
    be of another plan."""
    mine = LABEL.match(line)
    if not mine or len(mine.group("rest").split()) > ITEM_WORDS or not words(mine.group("label")):
        return None
    if MAYBE.search(line) or BESIDE.search(mine.group("rest")):
        return None  # "Venue: Hollins Barn if the Mill is full", "Venue: the Mill or Hollins Barn"
    index = labelled(notes, line)
    if index is None:
        return None
    theirs = LABEL.match(without_history(notes[index].line))
    old, new = theirs.group("rest").rstrip(" ."), mine.group("rest").rstrip(" .")  # type: ignore[union-attr]
    if len(old.split()) > ITEM_WORDS or words(old) | value_keys(old) == words(new) | value_keys(new):
        return None
    return index, f"{theirs.group('label')}: {new} (was {old})"  # type: ignore[union-attr]


def _by_label(notes: list, line: str) -> tuple[int, Found, Found, str] | None:
    """A new number carrying a label (the noun it follows, or the word it counts) that exactly one value
    of the notes carries: "stall 9" of "User is on stall 22", "19 litres" of "Kit makes 23l". A label
    that names only a measure (money, litres) or people counts the slot only beside a word of the note."""
    held = _held(notes)
    bases = [without_history(note.line) for note in notes]
    for new in (v for v in found(line) if v.kind == "number" and v.key not in held and not _ranged(line, v)):
        for label in _labels(line, new):
            same = [
                (index, old)
                for index, base in enumerate(bases)
                for old in found(base)
                if old.kind == "number" and label in _labels(base, old) and old.key != new.key
            ]
            if not _strong(label):  # an amount of money or litres: one in all the notes, of the same thing
                same = (
                    [(i, o) for i, o in same if _shares_word(line, bases[i], label)] if len(same) == 1 else []
                )
            same = [(i, o) for i, o in same if not _beside_others(line, new, bases[i])]
            start, clause = _clause_of(line, new)
            said = line[:start] + _unreported(clause)  # up to a reason: "… 150 pounds", not "because …"
            if (
                len(same) == 1
                and _fits(notes[same[0][0]].line, said)
                and _of_it(line, new, label, bases[same[0][0]])
            ):
                return same[0][0], same[0][1], new, label
    return None


def _of_it(line: str, new: Found, label: str, old: str) -> bool:
    """Whether the things `line` names before the new value in its clause, and someone's named after it,
    are the note `old`'s (beyond words of amounts and the label): "The scarf needs 3 balls" is not "The
    jumper needs 9 balls of wool", "User's neighbour is taking 2 bags" not "User is dropping 4 bags",
    "size 12 for my sister" not "User wears size 10 boots"."""
    at, clause = _clause_of(line, new)
    before, after = _unreported(clause[: new.start - at]), clause[new.end - at :]  # "size 12 for my sister"
    named = words(" ".join(THING.findall(before) + OWNED.findall(after)))
    theirs = content_words(old)
    said = named - AMOUNT_VERBS - LIGHT_VERBS - REFERENTS - DISCOURSE - {label.lstrip("#")}
    return all(_alike(word, theirs) for word in said)


# someone's thing or someone, named after a value: "for my sister", "of User's neighbour"
OWNED = re.compile(
    r"\b(?:my|our|his|her|their|(?!(?:she|he|it|that|there|what|who|here|let)'s)[\w>]+'s)\s+([a-z][\w-]*)",
    re.I,
)
# a thing named with its determiner or owner: "the hedge trimmer", "User's neighbour", "her scarf"
THING = re.compile(
    r"\b(?:the|a|an|my|our|his|her|their|its|this|that|these|those|"
    r"(?!(?:she|he|it|that|there|what|who|here|let)'s)[\w>]+'s)\s+((?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)",
    re.IGNORECASE,
)


def _labels(text: str, value: Found) -> set[str]:
    """The words naming a number's slot: its unit or counted word ("seater" of "17 seater", "l" of "19
    litres") and the noun it follows ("#stall" of "on stall 22"; not a verb: "paid 35")."""
    measure = unit(text, value)
    out = {measure} if measure and measure not in NUMBERS and not words(measure) & AMOUNT_VERBS else set()
    before = re.search(r"\b([A-Za-z][a-z]{2,})\s+(?:no\.?\s+|number\s+)?$", text[: value.start])
    noun = before.group(1).casefold() if before else ""
    noun = "" if noun in ("number", "num") else noun  # "his own locker, number 118": named by the locker
    if noun and value.text[:1] not in CURRENCY and words(noun) and not words(noun) & AMOUNT_VERBS:
        dated = re.fullmatch(rf"{WEEKDAY}|{MONTH}", noun, re.IGNORECASE)  # "may 5" is a date
        out |= set() if re.search(r"(?:ed|ing)$", noun) or dated else {f"#{noun}"}
    return out


def _ranged(text: str, value: Found) -> bool:
    """Whether `value` is one end of a range ("5-6 hours"): the range is the value, not the number."""
    return bool(
        re.match(r"\s*[-–]\s*\d", text[value.end :]) or re.search(r"\d\s*[-–]\s*$", text[: value.start])
    )


def _strong(label: str) -> bool:
    """Whether a label names one slot on its own: a noun before a number ("#stall"), or a counted word
    that is no measure and no word for people ("seater", "jar")."""
    return label.startswith("#") or (label not in MEASURES and label not in {*HEADS, "people", "ppl"})


def _by_subject(notes: list, line: str) -> tuple[int, Found, Found, str] | None:
    """The one note naming every word of `line`'s subject (it may say more: "the spanish evening class"
    for "The spanish class") and one of its values, or opening with that very subject, while `line`
    names one value of a kind the note has once, another one ("The spanish class is on thursday, 7
    until 9" of "… on tuesday, 7 until 9 …"; "the dentist appointment is on the 14th")."""
    subject = SUBJECT.match(line)
    if not subject:
        return None
    named = words(subject.group("np"))
    said = found(line)
    matches = []
    for index, note in enumerate(notes):
        base = without_history(note.line)
        theirs = found(base)
        own = SUBJECT.match(base)
        same_subject = own is not None and words(own.group("np")) == named  # "The dentist appointment"
        if (
            not named
            or named - words(base)
            or not ({v.key for v in said} & {v.key for v in theirs} or same_subject)
        ):
            continue
        fresh = [v for v in said if v.key not in {t.key for t in theirs}]
        kin = [t for t in theirs if fresh and t.broad_kind == fresh[0].broad_kind]
        if len(fresh) == 1 and len(kin) == 1 and _measure(base, kin[0]) == _measure(line, fresh[0]):
            matches.append((index, kin[0], fresh[0], ""))
    if len(matches) != 1 or not _fits(notes[matches[0][0]].line, line):
        return None
    return matches[0]


# a name and the day, date or time it is put at: "Sintra on Wednesday", "the Crown at 8pm"
NAME_AT = re.compile(r"\s+(on|at|in|for|from)\s+(?:the\s+)?$", re.IGNORECASE)
WHEN = {"date", "time"}


def _by_name(notes: list, line: str) -> tuple[int, Found, Found, str] | None:
    """The one note putting a name `line` puts at another day, date or time, after the same word ("so we'll
    do Sintra on Thursday" of "Belém on Monday, Sintra on Wednesday and Alfama on Friday"): that value."""
    said = found(line, known=_held(notes))
    matches = []
    for name, new in itertools.pairwise(said):
        lead = NAME_AT.fullmatch(line[name.end : new.start])
        if name.kind != "name" or new.broad_kind not in WHEN or not lead:
            continue
        for index, note in enumerate(notes):
            base = without_history(note.line)
            for theirs, old in itertools.pairwise(found(base, known={name.key})):
                at = NAME_AT.fullmatch(base[theirs.end : old.start])
                same = theirs.key == name.key and at and at.group(1).casefold() == lead.group(1).casefold()
                if same and old.broad_kind == new.broad_kind and old.key != new.key:
                    matches.append((index, old, new, ""))
    if len(matches) != 1 or not _fits(notes[matches[0][0]].line, line):
        return None
    return matches[0]


# a bare correction of what was just said: "wait no, it's the 29th", "no no, it is at 6:45", typed on a
# phone as "wait no 6am, …"
CORRECTION = re.compile(
    r"^\W*(?:(?:oh|wait|hang on|hold on|sorry|oops|ah|um|er)\W+)*(?:no|nope)(?:\W+no)?\W+(?:wait\W+)?"
    rf"(?:(?:{IT_IS_WORDS})\s+)?(?:the\s+|on\s+|at\s+|in\s+)?",
    re.IGNORECASE,
)

ALONE = re.compile(r"\s*(?:$|[,.;:!?)]|(?:then|now|instead|actually|sorry|lol)\b)", re.IGNORECASE)


def _corrected(notes: list, line: str) -> tuple[int, Found, Found, str] | None:
    """The latest note holding a value of the kind a bare correction opens with ("Wait no, it's the 29th"
    of "The exam is on 22 Nov"), when it holds one value of that kind (and unit)."""
    opening = CORRECTION.match(line)
    said = [v for v in found(line) if opening and v.start == opening.end() and ALONE.match(line[v.end :])]
    if not said:  # "No, it's the 21st that's the service": the value is said of something else
        return None
    new = said[0]
    for index in range(len(notes) - 1, -1, -1):
        base = without_history(notes[index].line)
        kin = [v for v in found(base) if v.broad_kind == new.broad_kind]
        if kin:
            alike = len(kin) == 1 and _measure(base, kin[0]) == _measure(line, new) and kin[0].key != new.key
            return (index, kin[0], new, "") if alike else None
    return None


# "The committee meeting is at …", "The spanish class is on …": a subject naming a thing, then its value
SUBJECT = re.compile(
    r"^(?:(?:so|and|ok|okay|right|well|oh|yeah|um|er|anyway)\W+)*(?:the|our|User's)\s+"
    r"(?P<np>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)"
    r"(?:'s\s+(?=(?:now\s+)?(?:on|at|in|from|for)\b)|\s+(?:is|are|will be|starts|runs)\s+)"
    r"(?:now\s+)?(?:on|at|in|from|for)?\b",
    re.IGNORECASE,
)


def _measure(text: str, value: Found) -> str:
    return dimension(unit(text, value))


def _held(notes: list) -> set[str]:
    return {v.key for note in notes for v in found(without_history(note.line))}


def _fits(old: str, line: str) -> bool:
    """Whether `line` may be said of the note `old`: not of another thing or another person's
    (models/relevance.py `elsewhere`; another kind of its thing too, models/contrasts.py)."""
    base = without_history(old)
    return not elsewhere(line, base)


def _shares_word(line: str, old: str, label: str) -> bool:
    """Whether `line` and the note `old` share a content word beyond units and the label ("people" of
    "15 people" and "20 people"), or two words of one stem."""
    theirs = content_words(old) - UNIT_WORDS - words(label)
    return any(_alike(word, theirs) for word in content_words(line) - UNIT_WORDS - words(label))


def _beside_others(line: str, new: Found, old: str) -> bool:
    """Whether the clause of `line` saying the new value names another value the note `old` lacks:
    "Room 2 costs 70 euros" describes another room than "Room 1 costs 50 euros" and changes neither."""
    at, clause = _clause_of(line, new)
    theirs = {v.key for v in found(old)}
    return any(
        v.key not in theirs and v.start != new.start for v in found(line) if at <= v.start < at + len(clause)
    )


# what a clause goes on to say of something else: "… 150 pounds because User needs it till 7"
SUBORDINATE = re.compile(r"\s+(?:because|cos|since|so that|which|who|although|though)\b", re.I)


# who says what a clause reports: "User's sister says User needs the eleven seater"
REPORTER = re.compile(
    r"^.*?\b(?:says|said|reckons|thinks|told (?:me|us|User|him|her)|mentioned|confirmed|texted|emailed)\s+"
    r"(?:that\s+)?",
    re.IGNORECASE,
)


def _unreported(clause: str) -> str:
    """`clause` without who reports it: the reporter is no thing the value is said of."""
    return REPORTER.sub("", clause, count=1)


def _clause_of(line: str, value: Found) -> tuple[int, str]:
    """Where the clause of `line` saying `value` starts, and that clause up to a subordinate clause
    after the value (a reason or a relative clause says something of its own)."""
    start, end = piece_span(line, value.start, NOTE_PART)
    clause = line[start:end]
    rest = SUBORDINATE.search(clause, value.end - start)
    return start, clause[: rest.start()] if rest else clause


def _alike(word: str, theirs: set[str]) -> bool:
    """Whether `word` is one of `theirs`, or shares its first letters with one ("fermenter", "fermenting")."""
    return any(
        word == w or (len(word) >= STEM and len(w) >= STEM and word[:STEM] == w[:STEM]) for w in theirs
    )
