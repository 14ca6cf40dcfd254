"""A number said again of the same thing it counted, with no change cue ("User is getting 10 neon tetras"
of "User is planning on 6 neon tetras"; "so User only gets 12 metres of tables" of "It needs 14 metres
of tables"): the later count replaces the earlier, where it stands; so does a value a change states after
the same two words as the note's ("the platform takes 8%" of "…, and the platform takes 5% of …").

What a number counts is read from the words after it (its unit and the thing), and who has it from the
clause's subject; another subject ("The hall seats 120 people" beside "User expects 80 people"),
another occasion ("Last year …", "on Sunday" beside "on Saturday", "tonight" beside "a night") or an
addition ("also", "another") is no change.
"""

from __future__ import annotations

import re

from hushmem.models.cues import with_unit, without_history, words
from hushmem.models.frame import CLAUSE, piece_at
from hushmem.models.occasions import OTHER_OCCASION
from hushmem.models.relevance import (
    ENTITIES,
    LIGHT_VERBS,
    SUBJECT_NP,
    UNIT_WORDS,
    slot,
    unsaid,
)
from hushmem.models.restated import ADDITIVE
from hushmem.models.values import Found, dimension, found, unit, unit_name, value_keys

# a rate, not an amount: "20 pages a night" is not the "35 pages" read tonight
RATE = re.compile(
    r"\b(?:a|an|per|each|every) (?:day|night|week|fortnight|month|year|hour|session|time)\b", re.I
)
# words saying when, which end what a number counts: "2 chickens last year", "10 tetras now"
WHEN_WORDS = words("last next this today tonight tomorrow yesterday now already still instead altogether")
# a thing pointed at, which may be what the note is about ("It needs 14 metres"); he, she, they are others
PRONOUN_SUBJECT = re.compile(r"^\W*(?:it|this|that|these|those|there)\b", re.IGNORECASE)
ROLE_SUBJECT = re.compile(r"^\W*(?:User|Assistant|I|[Ww]e)\b(?!'s)")  # the speaker, as the notes say it
DETERMINED = re.compile(r"^\W*(?:the|a|an|my|our|your|each|every|User's|Assistant's)\s+([a-z][\w'-]*)", re.I)


def said_again(notes: list, sentence: str) -> int | None:
    """For a sentence without a change cue: the latest note counting the same thing as it, of the same
    subject, with another number."""
    if ADDITIVE.search(sentence) or OTHER_OCCASION.search(sentence):
        return None
    if not any(_counted(sentence, v) for v in found(sentence) if v.kind == "number"):
        return None  # no number counting a thing: most sentences, so say so before reading any note
    for index in range(len(notes) - 1, -1, -1):
        line = without_history(notes[index].line)
        if not line.endswith("?") and _recount(line, sentence) is not None:
            return index
    return None


def recounted(line: str, sentence: str) -> str | None:
    """The note `line` with the number `sentence` counts again replaced where it stands ("User is planning
    on 10 neon tetras (was 6) and a couple of cherry shrimp"), its other values kept; None when no one
    number of the note is counted again."""
    base = without_history(line)
    pair = _recount(base, sentence) or _same_slot(base, sentence)
    if pair is None:
        return None
    old, new = pair
    percent = base[old.end : old.end + 1] == "%"  # "8% (was 5%)", not "8 (was 5)%"
    end, thing = with_unit(base, old) + percent, _counted(base, old)
    while after := re.match(r"(?:\s+of)?\s+([a-z][\w'-]*)", base[end:]):  # the thing counted: "neon tetras"
        if not (words(after.group(1)) and words(after.group(1)) <= thing):
            break
        end += after.end()
    was = old.text + "%" * percent
    return f"{base[: old.start]}{new.text}{base[old.end : end]} (was {was}){base[end:]}"


def _recount(line: str, sentence: str) -> tuple[Found, Found] | None:
    """(the note's number, the sentence's) when exactly one number of the note `line` counts what a
    number of `sentence` counts, of the same subject, and the sentence names neither the note's number
    (then it compares: "30 GB is more than User needs, User uses 11 GB") nor another value of a kind the
    note has (another occasion: "5 volunteers on Sunday" beside "3 volunteers on Saturday")."""
    keys, held = value_keys(sentence), found(line)
    their_keys, their_kinds = {v.key for v in held}, {v.broad_kind for v in held}
    if any(
        v.key not in their_keys and v.kind != "number" and v.broad_kind in their_kinds
        for v in found(sentence)
    ):
        return None
    if bool(RATE.search(line)) != bool(RATE.search(sentence)):
        return None
    pairs = []
    for clause in CLAUSE.split(sentence):
        for new in (v for v in found(clause) if v.kind == "number"):
            thing = _counted(clause, new)
            if not thing:
                continue
            for old in (v for v in held if v.kind == "number" and v.key != new.key and v.key not in keys):
                their_clause = piece_at(line, old.start)
                same = _same_subject(their_clause, clause) and _same_doing(their_clause, old, clause, new)
                if _counted(line, old) == thing and same:
                    pairs.append((old, next(v for v in found(sentence) if v.key == new.key)))
    return pairs[0] if len(pairs) == 1 else None


def _same_slot(line: str, sentence: str) -> tuple[Found, Found] | None:
    """(the note's value, the sentence's) when exactly one value of the note `line` stands after the same
    two words as one of `sentence` of its kind and unit, the two differing ("the platform takes 8%" of
    "… and the platform takes 5% of whatever User raises")."""
    keys = value_keys(sentence)
    pairs = [
        (old, new)
        for new in found(sentence)
        for old in found(line)
        if slot(sentence, new)
        and slot(line, old) == slot(sentence, new)
        and old.key != new.key
        and old.key not in keys
        and old.broad_kind == new.broad_kind
        and new.kind not in ENTITIES  # a name is the thing itself, not what is said of it
        and dimension(unit(line, old)) == dimension(unit(sentence, new))
    ]
    return pairs[0] if len(pairs) == 1 else None


def _subject(clause: str) -> set[str] | None:
    """The words naming who or what a clause is about ("User"; "The hall seats …" → hall), None for a
    pronoun (it may be anything), nothing when the clause names none ("so 24 eggs")."""
    if PRONOUN_SUBJECT.match(clause):
        return None
    if ROLE_SUBJECT.match(clause):
        return {"user"}
    named = SUBJECT_NP.match(clause.strip())
    if named:
        return words(named.group("np"))
    determined = DETERMINED.match(clause)
    return words(determined.group(1)) if determined else set()


def _same_subject(note_clause: str, clause: str) -> bool:
    theirs, mine = _subject(note_clause), _subject(clause)
    if theirs is None or mine is None:
        return True
    return unsaid(mine, theirs) != mine


def _same_doing(note_clause: str, old: Found, clause: str, new: Found) -> bool:
    """Whether what the two clauses say of their numbers is one doing: the same verb, or a light one on
    either side ("User is getting 10 neon tetras" of "User is planning on 6"; not "User expects 15
    people" of "User is inviting 20 people")."""
    theirs, mine = _doing(note_clause, old), _doing(clause, new)
    return not theirs or not mine or unsaid(mine, theirs) != mine


def _doing(clause: str, value: Found) -> set[str]:
    """The words of `clause` before `value` beyond its subject and light verbs ("User is inviting 20
    people" → inviting)."""
    at = clause.find(value.text)
    before = clause[: at if at >= 0 else len(clause)]
    said = words(before) - (_subject(clause) or set()) - LIGHT_VERBS - WHEN_WORDS - {"user"}
    return {w for w in said if "'" not in w}  # "I'm", "we'll" say who, not what


def _counted(text: str, value: Found) -> frozenset[str]:
    """What a number counts, by the words after it (its unit and the thing: "10 neon tetras" → neon,
    tetra; "12 metres of tables" → metre, table), empty when that names only a unit ("5 hours") or
    nothing."""
    said: list[str] = []
    for token in re.findall(r"[A-Za-z][\w'-]*|\S", text[value.end :])[:5]:
        if token.casefold() == "of" and said:
            continue
        named = words(token) - WHEN_WORDS
        if not named or (said and words(token) & WHEN_WORDS):
            break
        said.extend(named)
    return frozenset(said) if any(not _is_unit(w) for w in said) else frozenset()


def _is_unit(word: str) -> bool:
    """Whether `word` (as `words` leaves it) names a unit ("litre", "day", "pound"), not a thing."""
    return word in UNIT_WORDS or dimension(unit_name(word)) != word
