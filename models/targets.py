"""Which note a change is about: the latest one sharing the most of its words (its values compared as
values), else, for a strong cue or a sentence that says little but a value, the latest one holding a
value of the same kind, unless the sentence is about something else (models/relevance.py).
"""

from __future__ import annotations

import re

from hushmem.models.cues import (
    CONFIRMED,
    CUE,
    DECISION,
    DECISION_WORDS,
    NEGATION,
    PRICE,
    PRONOUN_WORD,
    SINCE,
    STRONG_CUE,
    SUBJECT,
    content_words,
    new_total,
    without_history,
    words,
)
from hushmem.models.frame import CLAUSE, stating, without_reason
from hushmem.models.occasions import OTHER_OCCASION
from hushmem.models.relevance import (
    DISCOURSE,
    LIGHT_VERBS,
    REFERENTS,
    UNIT_WORDS,
    about_else,
    points_back,
    restates_elsewhere,
    unsaid,
)
from hushmem.models.restated import FROM_WHEN
from hushmem.models.values import (
    CURRENCY,
    DIMENSIONS,
    MEASURES,
    PLACEHOLDER,
    dimension,
    found,
    kind,
    unit,
    unit_name,
    value_keys,
    values,
)


def changed_note(notes: list, sentence: str) -> int | None:
    """The index of the latest note sharing the most content words with `sentence` whose values
    differ from it; failing that, for a strong cue or a sentence that says little but a value, the
    latest note with a value of the same kind, unless the sentence names another thing ("I'd rather
    have lunch at 12:30" is not about "The dentist is at 9:00"); failing that, for a strong cue about
    "it", the latest note about something."""
    worded = by_words(notes, sentence)
    kindred = of_its_kind(notes, sentence, worded)
    if kindred is not None:
        return kindred
    same_kind = by_kind(notes, sentence, offered=False)
    if same_kind is None:  # "it's actually the 16th": the note saying when that "it" points back to
        same_kind = pointed_back(notes, sentence, measured=True)
        if same_kind is not None and PERSON_SUBJECT.search(sentence) and not IT_SUBJECT.search(sentence):
            return same_kind  # "hes coming on the 10th now": a clause saying nothing but when
    if same_kind is None or points_back(sentence):
        return same_kind if same_kind is not None else worded
    if worded is not None and _stands_in(notes[same_kind].line, sentence):
        return same_kind  # the note sharing its words has no one: "his brother <PERSON_5> does it instead"
    return worded if about_else(stating(sentence), notes[same_kind].line) else same_kind


def _stands_in(line: str, sentence: str) -> bool:
    """Whether `sentence` says, with "instead", that someone new stands in for the one person the note
    `line` names ("so his brother <PERSON_5> is doing the job instead" of "<PERSON_2> from the Facebook
    group will assemble the wardrobes"): a person is who does a thing, not what the words say of it."""
    theirs = [v for v in found(without_history(line)) if v.kind == "placeholder"]
    fresh = [v for v in found(sentence) if v.kind == "placeholder" and v.key not in {t.key for t in theirs}]
    alone = len(theirs) == 1 and len(fresh) == 1 and theirs[0].sort == fresh[0].sort
    return alone and bool(re.search(r"\binstead\b", sentence, re.IGNORECASE))


def of_its_kind(notes: list, sentence: str, worded: int | None) -> int | None:
    """Of the notes sharing `sentence`'s words, the one holding a value of a kind it brings a new one of:
    `worded` (`by_words`) when it does, else the latest sharing its words that does ("They said my group
    is full" shares "group" with "Would the Monday group work instead?", the course note has the day)."""
    if worded is None or not _lacks_kind(notes[worded].line, sentence):
        return worded
    kindred = by_words(notes, sentence, holding={v.broad_kind for v in found(sentence)})
    return kindred if kindred is not None and not _lacks_kind(notes[kindred].line, sentence) else None


def _lacks_kind(line: str, sentence: str) -> bool:
    """Whether the note `line` holds no value of any kind `sentence` brings a new one of: "The dentist
    rescheduled it for the 8th" names the dentist, but moves the note that has a date."""
    theirs = found(without_history(line))
    keys, kinds = {v.key for v in theirs}, {v.broad_kind for v in theirs}
    fresh = {v.broad_kind for v in found(sentence) if v.key not in keys}
    return bool(fresh) and not fresh & kinds


def by_kind(notes: list, sentence: str, offered: bool) -> int | None:
    """changed_note's fallbacks, when no note shares the sentence's words."""
    short_decision = DECISION.search(sentence) and len(sentence.split()) <= DECISION_WORDS
    strong = STRONG_CUE.search(sentence) or CONFIRMED.match(sentence) or short_decision or new_total(sentence)
    priced = CUE.search(sentence) and PRICE.search(sentence)  # "knocked the price down to 1.9k"
    strong = bool(strong or offered or priced)
    # "from next month" says when, not what; "because the hinge is broken" why, not what
    said = content_words(SINCE.sub(" ", without_reason(stating(sentence))))
    if not (strong or len(said) <= 1):  # "it's at 9 now, they added a band"
        return None
    if not strong and _priced_after_a_thing(sentence):
        return None  # "I ordered a cork mat online, it's 15 pounds now": the mat's price
    mine = found(sentence)
    kinds, keys = {v.broad_kind for v in mine}, {v.key for v in mine}
    bare = {v.broad_kind for v in mine if v.kind == "number" and not unit(sentence, v) and not priced}
    counted = {unit(sentence, v) for v in mine if v.kind == "number"} - {""}
    for index in range(len(notes) - 1, -1, -1):  # "4pm" is a time, not the count "8" a total changes
        line = notes[index].line
        held = [v for v in found(line) if v.key not in keys]
        # a bare number ("we went with 6") counts things, it is no measured amount ("2 hours", "30 euros");
        # an amount in one unit is not one in another ("15 %" is not "80 people")
        theirs = {
            v.broad_kind
            for v in held
            if not (v.broad_kind in bare and unit(line, v) in MEASURES)
            and not (v.kind == "number" and counted and unit(line, v) and unit(line, v) not in counted)
        }
        if theirs & kinds and not line.endswith("?"):
            return index
    if strong and PRONOUN_WORD.search(CUE.sub(" ", sentence)):
        for index in range(len(notes) - 1, -1, -1):
            if SUBJECT.match(notes[index].line):
                return index
    return None


def _priced_after_a_thing(sentence: str) -> bool:
    """Whether `sentence` states only a price of "it", after a clause naming a thing of its own: the price
    is that thing's ("I ordered a cork mat online, it's 15 pounds now"), no change of an earlier price."""
    stated = stating(sentence)
    money = [v for v in found(stated) if unit(stated, v) in CURRENCY.values()]
    if not money or len(found(stated)) != len(money) or not IT_SUBJECT.match(stated):
        return False  # "so the final bill is €95" names what it prices
    before = sentence[: sentence.casefold().find(stated[:12].casefold())]
    if re.search(r"\bso\s+$", before):  # a consequence: "the cassette is worn too so it's £110 now"
        return False  # prices the job, not the cassette
    named = content_words(sentence) - content_words(stated) - LIGHT_VERBS - DISCOURSE - REFERENTS
    return bool({w for w in named if "'" not in w})


def _plain_words(text: str) -> set[str]:
    """The words of `text` beyond placeholders ("<PERSON_2>" shares no word "person"), the month of a
    date (the seedlings moved "on 5 April" share no word with "The plant sale is on 12 April") and the
    units amounts are counted in ("the paddling pool … 250 litres" shares none with "The rain tank holds
    200 litres"): values are compared as values, their units by `same_unit`."""
    dates = [v for v in found(text) if v.kind == "date"]
    measured_in = {unit(text, v) for v in found(text) if v.kind == "number"} & MEASURES  # "3 days": "day"
    for value in reversed(dates):
        text = f"{text[: value.start]} {text[value.end :]}"
    return {w for w in words(PLACEHOLDER.sub(" ", text)) - UNIT_WORDS if unit_name(w) not in measured_in}


# a hedge names no thing: "Looks like the venue will be <LOCATION_2>" shares nothing with "would like"
HEDGE = re.compile(r"\b(?:looks|seems|sounds|feels) like\b", re.IGNORECASE)


def by_words(notes: list, sentence: str, holding: set[str] | None = None) -> int | None:
    """The latest note sharing the most of `sentence`'s words (or values) whose values differ from it (of
    those holding a value of one of the kinds `holding`, when given)."""
    mine = _plain_words(HEDGE.sub(" ", CUE.sub(" ", sentence)))
    # a cue word the note has as a word of its own ("the seed swap"): it breaks a tie, it matches nothing
    cue_words = words(PLACEHOLDER.sub(" ", sentence)) - mine
    named = value_keys(sentence)
    folded, negates, offered = sentence.casefold(), bool(NEGATION.search(sentence)), values(sentence)
    # amounts with their units: of two notes sharing as many words, the one counting in the same unit
    measured = {(v.broad_kind, unit(sentence, v)) for v in found(sentence) if unit(sentence, v)}
    best, best_fit, by_user = None, (1, 0, 0, -1_000), _by_user(sentence)
    for index, note in enumerate(notes):
        line = without_history(note.line)
        if line.endswith("?"):
            continue  # a question asked for the value; the update answers it
        if holding is not None and not holding & {v.broad_kind for v in found(line)}:
            continue
        # the words it shares, and the values it names however written ("from Fri to Sat": Friday);
        # of two notes sharing as much, the one with fewer words the sentence lacks
        theirs, held = _plain_words(line), values(line)
        # the same words in any form: "meeting" of "meets", "the roof quote" of "The roofer quoted …"
        overlap = len(mine - unsaid(mine, theirs)) + len(named & value_keys(line))
        if overlap and restates_elsewhere(sentence, line):
            continue
        same_unit = len(measured & {(v.broad_kind, unit(line, v)) for v in found(line)}) if measured else 0
        # an amount in the note's unit, no word of another thing: "so it's 45 minutes now" of "35 minutes"
        overlap = overlap or int(
            bool(same_unit)
            and not about_else(_last_measured(sentence), line)
            and not _priced_after_a_thing(sentence)  # "I ordered a cork mat, it's 15 pounds now": the mat's
        )
        # of two notes measuring in its unit, the one the same doer does: "I'm putting 6.5% in myself" is
        # User's own share ("User pays 4.5%"), not "User's employer matches up to 3%"
        same_doer = int(bool(same_unit) and by_user == _by_user(line))
        fit = (overlap, same_unit, same_doer, len(cue_words & theirs), -len(theirs - mine - cue_words))
        changed = any(v.casefold() not in folded for v in held)
        negated = negates != bool(NEGATION.search(line))  # "I don't … any more"
        kinds = {kind(v) for v in held}
        added = any(kind(v) in kinds for v in offered if v.casefold() not in line.casefold())
        differs = changed or negated or added or bool(theirs - mine)
        if overlap and differs and fit >= best_fit:
            best, best_fit = index, fit
    return best


# the user doing something: "I'm", "we", "User pays" (not "User's employer")
BY_USER = re.compile(r"\b(?:I|we|User(?!'s))\b", re.IGNORECASE)  # "I'm", "we've" too: "I", "we" end at "'"


def _by_user(text: str) -> bool:
    return bool(BY_USER.search(text))


def _last_measured(sentence: str) -> str:
    """The last clause of `sentence` stating an amount with a unit ("Roadworks add 10 minutes, so it's 45
    minutes now" → "it's 45 minutes now"): the amount it ends at."""
    clauses = [c for c in CLAUSE.split(sentence) if any(unit(c, v) for v in found(c) if v.kind == "number")]
    return clauses[-1] if clauses else sentence


# "it" as the subject of a clause: "From next month it's on Tuesdays", "It's been put back to 22 February"
# ("its" typed for "it's": before a value or a word no noun is, "its 13:05 now", "its gonna be …")
IT_SUBJECT = re.compile(
    r"\bit(?:'s|'ll| is| was| will| has| had)\b"
    r"|\bits\b(?=\s+(?:now|actually|gonna|going|been|back|still|only|just|on|at|in|not|[\d£$€]))",
    re.IGNORECASE,
)
# a person as the subject of a clause, the apostrophe typed or not: "he's coming on the 10th now"
PERSON_SUBJECT = re.compile(r"\b(?:he|she)(?:'s|s| is| was| will|'ll)\b", re.IGNORECASE)
# words saying only which way a value moved
DIRECTION = words("back forward forwards earlier later ahead")
WHEN_KINDS = {"date", "time"}
NOW = words("today yesterday")  # "it's the 12th today" says what day it is, not when a thing is


def it_says(sentence: str) -> str:
    """The clause of `sentence` from its "it" as subject on ("From next month it's on Tuesdays, …" →
    "it's on Tuesdays"): what the change says of the note it points back to; `sentence` when none."""
    for clause in CLAUSE.split(sentence):
        if said := IT_SUBJECT.search(clause):
            return clause[said.start() :]
    return sentence


def pointed_back(notes: list, sentence: str, measured: bool = False) -> int | None:
    """For a clause with "it" as its subject that says nothing but when (a day, date or time, and which
    way it moved): the note "it" points back to, the latest note saying when something is, when that
    note holds a value of the kind ("The party is on Saturday" before "it's at 8pm" gets a time, it
    changes no earlier note's); "it" after a value in the same sentence is about what that sentence
    named ("My daughter's party is on Saturday, it starts at 15:00"). `measured` (a change cue said
    it): also an amount measured in a unit, of the latest note measuring in its dimension ("reckons
    it'll take 5 hours now" of "booked as a 3 hours sitting"; a price may be a new thing's)."""
    if KEPT.search(sentence):
        return None  # "It's on 12 July, same as last year"
    for clause in CLAUSE.split(sentence):
        said = IT_SUBJECT.search(clause)
        # of a person said to come at a new time ("he's coming on the 10th now"), only when a cue says so
        person = PERSON_SUBJECT.search(clause) if said is None and measured else None
        said = said or person
        if said is None or OTHER_OCCASION.search(clause):
            continue
        # "From January it's on …": a value saying from when is no thing "it" could be
        if found(FROM_WHEN.sub(" ", sentence[: sentence.find(clause) + said.start()])):
            return None
        rest = clause[said.end() :] if person else clause[said.start() :]  # "he" is who, not what
        own = content_words(SINCE.sub(" ", rest)) - LIGHT_VERBS - REFERENTS - (DISCOURSE - NOW)
        own -= DIRECTION | UNIT_WORDS
        if {w for w in own if "'" not in w}:
            continue
        kinds = {v.broad_kind for v in found(rest)}
        if kinds and kinds <= WHEN_KINDS:
            return _latest_when(notes, rest, kinds)
        if measured and not person:
            return _latest_measure(notes, rest)
    return None


def _latest_when(notes: list, rest: str, kinds: set[str]) -> int | None:
    """The latest note saying when something is, when it holds a value of `kinds` that `rest` changes."""
    for index in range(len(notes) - 1, -1, -1):
        line = without_history(notes[index].line)
        when = {v.broad_kind for v in found(line)} & WHEN_KINDS
        if when and not line.endswith("?"):
            fresh = value_keys(rest) - value_keys(line)  # "it's on 12 July" of "… on 12 July" is no change
            return index if when & kinds and fresh else None
    return None


def _latest_measure(notes: list, rest: str) -> int | None:
    """The latest note with an amount in the dimension of the one amount `rest` measures (hours, metres,
    litres: not money), another amount than the note's."""
    amounts = [v for v in found(rest) if v.kind == "number"]
    if len(amounts) != 1 or len(found(rest)) != 1:
        return None
    measure = dimension(unit(rest, amounts[0]))
    if measure not in set(DIMENSIONS.values()):
        return None
    for index in range(len(notes) - 1, -1, -1):
        line = without_history(notes[index].line)
        held = [v for v in found(line) if v.kind == "number" and dimension(unit(line, v)) == measure]
        if held and not line.endswith("?"):
            return index if all(v.key != amounts[0].key for v in held) else None
    return None


# a value said to hold as it was: "the call stays on Wednesdays", "same as before"
KEPT = re.compile(r"\b(?:stays?|stayed|remains?|remained|still|unchanged|same as|as before|as usual)\b", re.I)
