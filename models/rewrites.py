"""How an update rewrites the note it changes: the new value put where the old one stood, the old
one kept as "(was …)" (models/updates.py decides which note a statement changes, this module what the
note says afterwards). Values are copied from the note and the statement, never generated.
"""

from __future__ import annotations

import re
from dataclasses import replace

from hushmem.models.cues import (
    ARTICLE,
    CHANGE_TO,
    CUE,
    DELTA,
    NEGATION,
    PRICE,
    STRONG_CUE,
    SUBJECT,
    THING,
    content_words,
    find_value,
    replace_value,
    swap_in,
    with_unit,
    without_history,
    words,
)
from hushmem.models.frame import CLAUSE, NOTE_PART, from_the_change, piece_at, without_reason
from hushmem.models.relevance import (
    DISCOURSE,
    ENTITIES,
    HEADS,
    LIGHT_VERBS,
    REFERENTS,
    UNIT_WORDS,
)
from hushmem.models.values import (
    CURRENCY,
    MEASURES,
    ROLES,
    Found,
    dimension,
    found,
    kind,
    name_runs,
    unit,
    value_key,
    value_keys,
    values,
)

MAX_NEW_WORDS = 3  # a longer "new" part is a statement of its own, not a value to put in the old note


COPULA_SUBJECT = re.compile(r"^(?:it|that|this|they|he|she)(?:'s|'re| is| are| was| were)\s+", re.IGNORECASE)


def restated(old_line: str, line: str, swap: tuple[str, str, str] | None) -> str | None:
    """The old note with its changed value replaced, when the update adds nothing but the new value
    ("make it Thursdays", "change green to dark blue", "sorry, 80 litres, not 60"); else None."""
    base = without_history(old_line)
    stated = without_history(swap[0]) if swap else line  # "80 litres, not 60": 60 is not stated
    theirs = [v for v in values(base) if v.casefold() not in stated.casefold()]
    mine = [v for v in values(line) if v.casefold() not in base.casefold()]
    # words that only point at the value ("the deadline slipped to Friday", "postponed till the 20th"),
    # what a head count counts ("make that 15 people" of a group), and who made the change ("the club
    # pushed the trip back"), say nothing new
    said = {w for w in content_words(from_the_change(line, base)) - REFERENTS - DISCOURSE if "'" not in w}
    said -= HEADS if words(base) & HEADS else set()
    elliptic = said <= words(base) and len(said) <= len(words(base)) / 2
    if len(mine) == 1 and elliptic:
        same_kind = [v for v in theirs if kind(v) == kind(mine[0])]
        # the value as the update wrote it: "8 o'clock", "half nine"
        named = next((v for v in found(line) if mine[0] in v.text), None)
        written = named.text if named else mine[0]
        if line.startswith(written) and written[:1].isupper() and kind(written) == "number":
            written = written[:1].lower() + written[1:]  # "Forty five" opened the update, not the note
        at = find_value(base, same_kind[0]) if len(same_kind) == 1 else None
        word = re.match(r"\s*([A-Za-z]+)", base[at[1] :]) if at is not None else None
        if word and written[:1] in CURRENCY and word.group(1).casefold().rstrip("s") in CURRENCY:
            at = (at[0], at[1] + word.end())  # "£110" where "85 quid" stood: its currency word goes too
        if at is not None:  # "(was 8 pm)": the old value as the note wrote it
            before, written = (
                with_which_day(base[: at[0]], line, named) if named else (base[: at[0]], written)
            )
            return f"{before}{written}{base[at[1] :]} (was {base[at[0] : at[1]]})"
    if not swap:
        return None
    _, old, new = swap
    if CHANGE_TO.search(line) and not found(old) and found(new):
        # "we changed the rain tank to 250 litres": what changed is named, not its old value
        return one_of_several(old_line, new, alone=True)
    old = ARTICLE.sub("", old)
    at = find_value(base, old) if old else None
    if at is None:
        return None
    new = COPULA_SUBJECT.sub("", new)  # "It's 27 pupils, not 20": "27 pupils"
    new = re.sub(r"\s+(?:and|but|or)$", "", new, flags=re.IGNORECASE)  # "it's the 16th and not the 9th"
    before = base[: at[0]]  # "User will take " + the ferry: a new part restating it is trimmed to the value
    if new.casefold().startswith(before.casefold()):
        new = new[len(before) :]
    lead = re.match(r"^(?:[A-Za-z']+\s+)+", new)  # "pickup at 7:45" of "The pickup is at 7:15": its words
    if lead and all(w in before.casefold().split() for w in lead.group(0).casefold().split()):
        new = new[lead.end() :]
    new = ARTICLE.sub("", new)
    following = base[at[1] :].split()[:1]
    if following and len(new.split()) > 1 and new.split()[-1].casefold() == following[0].casefold():
        new = new.rsplit(" ", 1)[0]  # "The class has twenty pupils": the noun counted is there already
    said = replace_value(replace_value(line, old, " ") or line, new, " ") or line
    if len(new.split()) > MAX_NEW_WORDS or not content_words(said) <= words(base):
        return None
    return f"{base[: at[0]]}{new}{base[at[1] :]} (was {base[at[0] : at[1]]})"


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


def named_swap(old_line: str, line: str) -> str | None:
    """The old note with its value replaced, when the update names that value beside one new value of
    its kind in a wording no pattern knows ("Instead of meeting on the 9th we'll meet on the 16th")."""
    base = without_history(old_line)
    theirs = found(base)
    keys = {v.key for v in theirs}
    mine = found(without_history(line), known=keys)
    for named in (v for v in mine if v.key in keys):
        new = [v for v in mine if v.key not in keys and v.sort == named.sort]
        old = [v for v in theirs if v.sort == named.sort]
        if len(new) == 1 and len(old) == 1:
            return f"{base[: old[0].start]}{new[0].text}{base[old[0].end :]} (was {old[0].text})"
    return None


# "this afternoon", "that week" say when, they point at no thing
# nor does a word of a compound: "one" of "the one-to-one"
THING_PRONOUN = re.compile(
    rf"(?<!-)\b(?:{THING})\b(?!-)(?!\s+(?:morning|afternoon|evening|night|week|weekend|month|year|time|\w+day)\b)",
    re.IGNORECASE,
)


def pronoun_resolved(old_line: str, line: str) -> str | None:
    """ "User moved it to the hall" after "The rehearsal is at the church": the pronoun replaced by what
    the old note is about, the rest of the old note kept as history; None when the note has no subject,
    or the line neither brings a value nor says a change outright ("User feels better about it now" says
    nothing of what the note was)."""
    match = SUBJECT.match(without_history(old_line))
    if not match or not THING_PRONOUN.search(CUE.sub(" ", line)):
        return None
    if not STRONG_CUE.search(line) and not found(line):
        return None
    subject = match.group("subject")
    subject = subject[:1].lower() + subject[1:] if subject.split()[0] in ("The", "A", "An") else subject
    resolved = THING_PRONOUN.sub(
        lambda m: subject if m.start() else subject[:1].upper() + subject[1:], line, count=1
    )
    rest = re.sub(r"^(?:is|are|was|were)\s+", "", match.group("rest"))
    # what the change leaves as it was stays current: "moved it to the Guildhall" of "… at the Corn
    # Exchange on Sunday" keeps "on Sunday" (a value of a kind the change brings none of)
    brought = {v.broad_kind for v in found(line) if v.key not in value_keys(rest)}
    parts = re.split(r"\s+(?=(?:on|at|in|from|until|till|every|by)\s)", rest)
    kept = [p for p in parts[1:] if found(p) and not {v.broad_kind for v in found(p)} & brought]
    if kept and brought:
        rest = " ".join(p for p in parts if p not in kept)
        resolved = f"{resolved.rstrip('.!')} {' '.join(kept)}"
    return f"{resolved} (was {rest})"


# a thing ended for good, not moved: "Thursday's tennis is cancelled for good", "the Monday swim is off"
CALLED_OFF = re.compile(r"\b(?:cancell?ed|called off|is off|are off|scrapped|discontinued)\b", re.IGNORECASE)


def called_off(line: str, old: str) -> str | None:
    """The note of a thing called off that the note `old` dated ("Thursday's tennis is cancelled for
    good" of "User plays tennis on Thursdays"): `line` without the old note's days, times and amounts
    naming which thing it was ("Tennis is cancelled for good (was Thursdays)"), so none of them still
    reads as current; None when `line` brings a value of its own (then it is a change, not an end) or
    names none of the note's."""
    if not CALLED_OFF.search(line):
        return None
    keys = value_keys(without_history(old))
    named = [v for v in found(line) if v.key in keys]
    if not named or any(v.key not in keys for v in found(line)) or any(v.kind in ENTITIES for v in named):
        return None
    text = line
    for value in reversed(named):
        before = re.search(r"(?:\b(?:on|at|from|for|the)\s+)?$", text[: value.start])
        after = re.match(r"(?:'s)?\s*", text[value.end :])
        text = f"{text[: before.start()]}{text[value.end + after.end() :]}"  # type: ignore[union-attr]
    text = re.sub(r"\s{2,}", " ", text).strip(" ,")
    return f"{text[:1].upper()}{text[1:]} (was {' '.join(v.text for v in named)})"


def keeping_values(old: str, said: str, merged: str) -> str | None:
    """When `merged` would leave only as history a value of the note `old` that the update does not
    replace ("They moved the slot to 13:45" of "The slot is at 15:00 on Thursday": Thursday still holds),
    the old note with the one value the update brings replaced where it stands, and the update's clauses
    that say something new without a value after it; None when `merged` drops no such value or the
    update does not bring one value of a kind the note has."""
    base = without_history(old)
    theirs = found(base)
    now = found(without_history(merged))
    their_keys = {t.key for t in theirs}
    fresh = {v.broad_kind for v in now if v.key not in their_keys}
    kept = {v.key for v in now}
    if not any(v.key not in kept and v.broad_kind not in fresh for v in theirs):
        return None
    in_place = one_of_several(old, said, alone=True)
    if in_place is None:
        return None
    own = words(base) | LIGHT_VERBS | REFERENTS  # a clause that only points back ("same time") adds nothing
    extra = [c.strip() for c in CLAUSE.split(said) if not found(c) and content_words(c) - own]
    return "; ".join([in_place, *extra])


def without_old_clauses(line: str, old: str) -> str:
    """`line` without its clauses that only name the old value ("Forget the 65 km, the route is 80 km
    long now"; "iMovie was too limited, so now User uses DaVinci"): kept only where another clause
    states a new value, so the old one survives only as history."""
    if "(was " in line:
        return line
    before = without_history(old)
    base = _markers(before)
    clauses = [c for c in CLAUSE.split(line) if c.strip()]
    old_only = [c for c in clauses if _markers(c, base) and _markers(c, base) <= base]
    kept = [c for c in clauses if c not in old_only]
    if old_only and any(_markers(c, base) - base for c in kept):
        text = ", ".join(kept)
        return text[:1].upper() + text[1:]
    # "User doesn't take the train anymore; User cycles": the negated clause says only what the old
    # note said, another clause says something new; the old note stays as history
    denied = [c for c in clauses if _denies(c, before)]
    kept = [c for c in clauses if c not in denied and content_words(c) - words(before)]
    if not denied or not kept:
        return line
    text = ", ".join(kept)
    was = re.sub(r"^(?:User|Assistant) ", "", before)
    return f"{text[:1].upper()}{text[1:]} (was {was})"


def _denies(clause: str, old: str) -> bool:
    """Whether `clause` negates what `old` says and nothing else ("User doesn't take the train
    anymore" of "User takes the train to the office")."""
    said = content_words(NEGATION.sub(" ", clause))
    return bool(NEGATION.search(clause)) and not values(clause) and bool(said) and said <= words(old)


def _markers(text: str, known: set[str] = frozenset()) -> set[str]:  # type: ignore[assignment]
    """The keys of the values `text` names (a capitalised word opening it only when `known`:
    "Lightroom got too expensive"), and words with a capital past their first letter ("iMovie")."""
    inner = {w.casefold() for w in re.findall(r"\b\w+[A-Z]\w*", text) if w not in ROLES}
    return value_keys(text, known=known) | inner


def with_history(line: str, old: str) -> str:
    """`line` followed by "(was …)" with the old note's values it no longer states."""
    stated = values(line)
    kept = {value_key(v) for v in stated}  # "5k" still states "5000"
    # a value inside a longer one is not stated: "two hundred" of "two hundred and fifty"
    shown = {v.casefold() for v in stated} | set(words(line))
    base = without_history(old)
    kept |= {v.key for v in found(line)}
    # a number in one word is a value too ("twelve people"), though `values` keeps it only in a longer one
    worded = [v.text for v in found(base) if v.kind == "number" and v.text.isalpha()]
    held = sorted({*values(base), *worded}, key=lambda v: base.find(v))
    gone = [v for v in held if v.casefold() not in shown and value_key(v) not in kept]
    # with its unit when the line counts in another: "(was 90 minutes)" beside "2 hours", not "(was 90)"
    units = {unit(line, f) for f in found(line)}
    spelled = [f for f in found(base) if unit(base, f) not in units and f.text[:1] not in CURRENCY]
    measured = {f.text: base[f.start : with_unit(base, f)] for f in spelled}
    gone = [measured.get(v, v) for v in gone]
    return f"{line} (was {' '.join(gone)})" if gone and "(was " not in line else line


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
    named = [_trimmed(v) for v in found(said, known=now_keys)]
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
    priced = bool(PRICE.search(said))
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
        money = [v for v in kin if _unit(base, v) in CURRENCY.values()]
        same_unit = same_unit or (money if priced and not measure else [])
        unnamed = [v for v in kin if v.key not in named]
        alike = [v for v in unnamed if _lead(base, v) == _lead(said, value)]
        typed = unnamed if value.kind in TYPED else []
        # a price for the note's one amount said after a word of pricing: "£215" of "quoted 180"
        money = measure in CURRENCY.values()
        priced = [v for v in unnamed if money and not _unit(base, v) and _lead(base, v) in PRICING]
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
    return [_trimmed(v) for v in name_runs(text, found(text, known=known))]


def _trimmed(value: Found) -> Found:
    """`value` without the comma or full stop its match may end with ("8," of "at 8, meeting")."""
    text = value.text.rstrip(",.")
    return replace(value, end=value.start + len(text), text=text) if text else value


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
