"""How an update rewrites the note it changes: the new value put where the old one stood, the old
one kept as "(was …)" (models/updates.py decides which note a statement changes, this module what the
note says afterwards). Values are copied from the note and the statement, never generated.
"""

from __future__ import annotations

import re

from hushmem.models.cues import (
    ARTICLE,
    CHANGE_TO,
    CUE,
    NEGATION,
    STRONG_CUE,
    SUBJECT,
    THING,
    content_words,
    find_value,
    replace_value,
    with_unit,
    without_history,
    words,
)
from hushmem.models.frame import CLAUSE, from_the_change
from hushmem.models.in_place import one_of_several, with_which_day
from hushmem.models.relevance import (
    DISCOURSE,
    ENTITIES,
    HEADS,
    LIGHT_VERBS,
    REFERENTS,
)
from hushmem.models.values import (
    CURRENCY,
    ROLES,
    found,
    kind,
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
    stated, in_line = values(line), found(line)
    kept = {value_key(v) for v in stated}  # "5k" still states "5000"
    # a value inside a longer one is not stated: "two hundred" of "two hundred and fifty"
    shown = {v.casefold() for v in stated} | set(words(line))
    base = without_history(old)
    in_base = found(base)
    kept |= {v.key for v in in_line}
    # a number in one word is a value too ("twelve people"), though `values` keeps it only in a longer one
    worded = [v.text for v in in_base if v.kind == "number" and v.text.isalpha()]
    # in the note's order; a list, not a set, so two values found at one place ("18" and "1" of "Table 18
    # for 1 night") keep one order on every run
    held = list(dict.fromkeys(sorted([*values(base), *worded], key=base.find)))
    gone = [v for v in held if v.casefold() not in shown and value_key(v) not in kept]
    # with its unit when the line counts in another: "(was 90 minutes)" beside "2 hours", not "(was 90)"
    units = {unit(line, f) for f in in_line}
    spelled = [f for f in in_base if unit(base, f) not in units and f.text[:1] not in CURRENCY]
    measured = {f.text: base[f.start : with_unit(base, f)] for f in spelled}
    gone = [measured.get(v, v) for v in gone]
    return f"{line} (was {' '.join(gone)})" if gone and "(was " not in line else line
