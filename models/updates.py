"""Keeping facts current: a later statement that changes a fact ("actually, move it to Friday", "the
limit is now 500") replaces the note it changes, and the old value stays only as "(was …)".

Deterministic on purpose: an update is recognised by its wording (a change cue, models/cues.py) or by
its structure without one (an old value dismissed beside a new one of its kind, a correction "Y, not X",
the same fact restated with one value changed, an offer taken up: models/proposals.py), and matched to
the note it changes; the new value goes where the old one stood. Values are copied, never generated.
"""

from __future__ import annotations

import itertools
import re

from hushmem.models.counted import recounted, said_again
from hushmem.models.cues import (
    ARTICLE,
    CHANGE_TO,
    CUE,
    DECISION,
    DECISION_WORDS,
    DELTA,
    NEGATION,
    SUBJECT,
    THING,
    Note,
    changes,
    content_words,
    find_value,
    new_total,
    replace_value,
    swap_in,
    with_unit,
    without_history,
    words,
)
from hushmem.models.frame import CLAUSE, changing_clause, from_the_change, main_clause, stating
from hushmem.models.occasions import AWHILE, CONDITION, OTHER_OCCASION, TOO
from hushmem.models.relevance import (
    DISCOURSE,
    ENTITIES,
    HEADS,
    LIGHT_VERBS,
    REFERENTS,
    about_else,
    elsewhere,
    news_of,
    not_about,
    opens_elsewhere,
    other_kinds_only,
    same_stem,
    shares_amounts_only,
    shares_more_than_units,
    someone_elses,
    unsaid,
)
from hushmem.models.restated import same_key
from hushmem.models.targets import by_kind, by_words, changed_note, it_says, pointed_back
from hushmem.models.values import (
    CURRENCY,
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


def _restated(old_line: str, line: str, swap: tuple[str, str, str] | None) -> str | None:
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
        written = next((v.text for v in found(line) if mine[0] in v.text), mine[0])
        if len(same_kind) == 1:
            return f"{replace_value(base, same_kind[0], written)} (was {same_kind[0]})"
    if not swap:
        return None
    _, old, new = swap
    if CHANGE_TO.search(line) and not found(old) and found(new):
        # "we changed the rain tank to 250 litres": what changed is named, not its old value
        return _one_of_several(old_line, new, alone=True)
    old = ARTICLE.sub("", old)
    at = find_value(base, old) if old else None
    if at is None:
        return None
    before = base[: at[0]]  # "User will take " + the ferry: a new part restating it is trimmed to the value
    if new.casefold().startswith(before.casefold()):
        new = new[len(before) :]
    lead = re.match(r"^(?:[A-Za-z']+\s+)+", new)  # "pickup at 7:45" of "The pickup is at 7:15": its words
    if lead and all(w in before.casefold().split() for w in lead.group(0).casefold().split()):
        new = new[lead.end() :]
    new = ARTICLE.sub("", new)
    said = replace_value(replace_value(line, old, " ") or line, new, " ") or line
    if len(new.split()) > MAX_NEW_WORDS or not content_words(said) <= words(base):
        return None
    return f"{base[: at[0]]}{new}{base[at[1] :]} (was {base[at[0] : at[1]]})"


PART = re.compile(r"[,;]\s*|\s+(?:and|but|so|then|while)\s+|\s+[-–—]\s+")  # a note's clauses


def _one_of_several(
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
    if not named and len(same) == 1:
        named = same
    if not named:
        said = content_words(line)
        cuts = [0] + [m.end() for m in PART.finditer(base)] + [len(base) + 1]
        part = {v: next(base[a:b] for a, b in itertools.pairwise(cuts) if a <= v.start < b) for v in same}
        shared = {v: len(said & words(part[v])) for v in same}
        best = max(shared.values())
        named = [v for v in same if shared[v] == best] if best else []
        if len(named) != 1:
            return None
    old = named[0]
    end = with_unit(base, old)  # "4 people (was 3)", not "4 (was 3) people"
    return f"{base[: old.start]}{new[0].text}{base[old.end : end]} (was {old.text}){base[end:]}"


def _named_swap(old_line: str, line: str) -> str | None:
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
THING_PRONOUN = re.compile(
    rf"\b(?:{THING})\b(?!\s+(?:morning|afternoon|evening|night|week|weekend|month|year|time|\w+day)\b)",
    re.IGNORECASE,
)


def _resolved(old_line: str, line: str) -> str | None:
    """ "User moved it to the hall" after "The rehearsal is at the church": the pronoun replaced by what
    the old note is about, the rest of the old note kept as history; None when the note has no subject."""
    match = SUBJECT.match(without_history(old_line))
    if not match or not THING_PRONOUN.search(CUE.sub(" ", line)):
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


def apply(notes: list[Note], sentence: str, new: Note) -> tuple[list[Note], int | None]:
    """`notes` with `new` added, unless a note says it already; when `sentence` changes a fact, `new`
    replaces that fact's note. With the notes, the index of the note whose line changed (None when
    `new` was added or dropped), for models/current.py to mark the value it replaced elsewhere."""
    line = new.line  # type: ignore[attr-defined]
    if any(_says_again(without_history(n.line), line) for n in notes):  # type: ignore[attr-defined]
        return notes, None  # a note the summary already has ("Just a reminder, …", "5k" for "5000")
    target, replacement = _replacement(notes, sentence, new)
    if target is None:
        return [*notes, replacement], None
    out = list(notes)
    out[target] = replacement
    changed = out[target].line != notes[target].line  # type: ignore[attr-defined]
    return out, target if changed else None


def take_up(
    notes: list[Note],
    sentence: str,
    new: Note,
    answered: set[str] = frozenset(),  # type: ignore[assignment]
) -> tuple[list[Note], int] | None:
    """`notes` with the fact an offer the other speaker took up changes ("Could we do Friday instead?"
    … "Yes, Friday works"), its value replaced where it stands, and that note's index; None when the
    offer changes no note's value (then it is weighed as any statement). `answered`: the keys of the
    values the answer names."""
    line = new.line  # type: ignore[attr-defined]
    worded = by_words(notes, sentence)
    target = worded if worded is not None else by_kind(notes, sentence, offered=True)
    if target is None:
        return None
    old = notes[target].line  # type: ignore[attr-defined]
    by_kind_only = worded is None or not shares_more_than_units(sentence, old)
    if (by_kind_only or shares_amounts_only(sentence, old)) and about_else(sentence, old):
        return None  # found by a value only, and about something else: "lunch at 12:30?"
    if _beside_another_note(notes, target, sentence):
        return None  # an offer naming this note's value beside another note's changes neither
    merged = _one_of_several(old, line, alone=True, known=answered)  # "Backblaze would be cheaper …"
    if merged is None:
        return None
    out = list(notes)
    out[target] = type(new)(max(new.score, notes[target].score), merged)  # type: ignore[attr-defined]
    return out, target


def _replacement(notes: list[Note], sentence: str, new: Note) -> tuple[int | None, Note]:
    """The note `new` replaces (None: it is added) and what stands there now."""
    make = type(new)
    line = new.line  # type: ignore[attr-defined]
    if sentence.rstrip().endswith("?"):
        return None, new  # a question only asks; taken up, it changes a fact (take_up)
    if (
        AWHILE.search(sentence)
        and AWHILE.search(changing_clause(sentence))
        or TOO.search(stating(sentence).strip())
    ):
        return None, new  # away for a while, not gone: "<PERSON_1> is off until Monday, so ask <PERSON_2>"
    if CONDITION.search(sentence):
        return None, new  # a plan for a case that may not come: "If the forecast is bad, we'll play indoors"
    target = None
    if not changes(sentence):  # said without a cue: a value dismissed, a correction, or a restatement
        target = _dismissed(notes, line)
        target = _swapped(notes, line) if target is None else target
    restated, counted_again, pointed = False, False, False
    if target is None and not changes(sentence):
        target = same_key(notes, line)
        restated = target is not None
        target = target if restated else said_again(notes, sentence)
        counted_again = target is not None and not restated  # its number replaced where it stands
        pointed = target is None and (target := pointed_back(notes, sentence)) is not None
        if target is None:
            return None, new
    if restated:
        old = notes[target].line  # type: ignore[attr-defined]
        if someone_elses(line, without_history(old)) or OTHER_OCCASION.search(sentence):
            return None, new  # "User's sister's flight lands at 16:00" is not "User's flight lands at 14:30"
        merged = _restated(old, line, None) or _with_history(line, old)
        return target, make(max(new.score, notes[target].score), merged)  # type: ignore[attr-defined]
    if target is None:
        target = changed_note(notes, sentence)
        pointed = target is not None and target == pointed_back(notes, sentence, measured=True)
    if target is not None:  # "The surgery rang, the appointment moved to …"
        line = main_clause(line)
        line = line[:1].upper() + line[1:]
    swap = swap_in(line)
    if target is not None and elsewhere(line, notes[target].line):  # type: ignore[attr-defined]
        return None, new  # "User doesn't run on Tuesdays" is not "User goes swimming on Tuesdays"
    if target is not None and _takes_on_else(line, notes[target].line):  # type: ignore[attr-defined]
        return None, new  # "<PERSON_2> will bring the cake" does not bring "the salad" of <PERSON_1>
    if target is not None and news_of(line, notes[target].line):  # type: ignore[attr-defined]
        return None, new  # "<PERSON_1> changed jobs" is news of the person, not of "Lunch with <PERSON_1>"
    # "change X to Y": X may be the thing changed ("the name"), not its old value; only the old note
    # can tell (it has X), so that swap counts only when the old note is restated with it
    ambiguous = swap is not None and bool(CHANGE_TO.search(line))
    if target is not None and not CUE.search(sentence) and DECISION.search(sentence):
        before = without_history(notes[target].line)  # type: ignore[attr-defined]
        shared = words(DECISION.sub(" ", sentence)) & words(before)
        close = len(sentence.split()) <= DECISION_WORDS or len(shared) >= 2 or _another_make(sentence, before)
        target = target if close else None
    if target is not None and not_about(line, swap, notes[target].line):  # type: ignore[attr-defined]
        return None, new  # "I meant the deposit is 1800 EUR, not the rent": the rent note stays
    if target is None:
        return None, make(new.score, swap[0] if swap and not ambiguous else line)  # type: ignore[attr-defined]
    if swap is None and _beside_another_note(notes, target, line):
        return None, new  # "At 60 cm deep, a 27-inch screen …" moves neither the screen nor the desk
    old = notes[target].line  # type: ignore[attr-defined]
    said = line
    if (ended := _called_off(line, old)) is not None:
        return target, make(max(new.score, notes[target].score), ended)  # type: ignore[attr-defined]
    merged = recounted(old, said) if counted_again else None
    # "From next month it's on Tuesdays": the day it says replaces the note's where it stands
    merged = merged or _one_of_several(
        old, it_says(said) if pointed else said, alone=pointed or new_total(said)
    )
    line = _without_old_clauses(line, old)
    merged = merged or _restated(old, line, swap) or _named_swap(old, said)
    merged = merged or (None if swap else _resolved(old, line))
    if (
        merged is None and not swap and opens_elsewhere(said, old)
    ):  # "Bad news on fees: … the platform takes 8%"
        merged = recounted(old, said)  # of "The target is 3,000 pounds and the platform takes 5% of …"
    swap = None if ambiguous else swap
    if merged is None and (other_kinds_only(old, said) or _no_when_or_amount(old, sentence)):
        return None, new  # "The rental opens at 9:00 now" does not change "The rental costs 35 euros"
    if merged is None:
        line = _with_history(swap[0] if swap else line, old)
    merged = _keeping_values(old, said, merged or line) or merged or line
    return target, make(max(new.score, notes[target].score), merged)  # type: ignore[attr-defined]


def _beside_another_note(notes: list, target: int, line: str) -> bool:
    """Whether `line` names the note's own values and, as its only others, values another note states:
    it says the two notes together ("At 60 cm deep, a 27-inch screen on an arm is right" of "User is
    thinking a 27-inch screen" and "The desk is 60 cm deep"), it changes neither."""
    own = value_keys(without_history(notes[target].line))
    said = value_keys(line)
    fresh = said - own
    if not fresh or not own & said:
        return False
    others = [value_keys(without_history(n.line)) for i, n in enumerate(notes) if i != target]
    return fresh <= set().union(*others)


# a thing ended for good, not moved: "Thursday's tennis is cancelled for good", "the Monday swim is off"
CALLED_OFF = re.compile(r"\b(?:cancell?ed|called off|is off|are off|scrapped|discontinued)\b", re.IGNORECASE)


def _called_off(line: str, old: str) -> str | None:
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


def _another_make(sentence: str, old: str) -> bool:
    """Whether `sentence` names a new name before the word a name of the note `old` stands before ("we
    went for the Coleman tent" of "User is buying the Vango tent"): another make of the same thing."""
    keys = {v.key for v in found(old)}
    heads = {_word_after(old, v) for v in found(old) if v.kind == "name"} - {""}
    fresh = [v for v in found(sentence) if v.kind == "name" and v.key not in keys]
    return any(_word_after(sentence, v) in heads for v in fresh)


def _word_after(text: str, value: Found) -> str:
    after = re.match(r"\s+([a-z][\w-]*)", text[value.end :])
    return after.group(1) if after else ""


WHEN = re.compile(r"\b(?:today|tomorrow|tonight|next|later|earlier|sooner|weekend|week|month|year)\b", re.I)


def _no_when_or_amount(old: str, sentence: str) -> bool:
    """Whether a change names no value and no time at all while the note `old` holds only days, times
    and amounts: it moves or changes something else of the thing ("We moved the hutch into the shed"
    does not change "The hutch gets cleaned on Sundays")."""
    held = found(without_history(old))
    when_or_amount = held and all(v.kind in ("date", "time", "number", "weekday") for v in held)
    dismissed = DISMISSAL.search(sentence)  # "Tennis is off, squash is on" changes "Tennis is on Tuesdays"
    return bool(when_or_amount) and not found(sentence) and not WHEN.search(sentence) and not dismissed


def _keeping_values(old: str, said: str, merged: str) -> str | None:
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
    in_place = _one_of_several(old, said, alone=True)
    if in_place is None:
        return None
    own = words(base) | LIGHT_VERBS | REFERENTS  # a clause that only points back ("same time") adds nothing
    extra = [c.strip() for c in CLAUSE.split(said) if not found(c) and content_words(c) - own]
    return "; ".join([in_place, *extra])


def _without_old_clauses(line: str, old: str) -> str:
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


def _says_again(note: str, line: str) -> bool:
    """Whether `line` says what `note` says: the same text, or the same words and the same values
    however written ("The barrel holds 5k litres" of "The barrel holds 5000 litres")."""
    if note.casefold() == line.casefold():
        return True
    keys = sorted(value_key(v) for v in values(line))
    same_words = words(note) == words(line) and note.endswith("?") == line.endswith("?")
    return bool(keys) and same_words and keys == sorted(value_key(v) for v in values(note))


def _with_history(line: str, old: str) -> str:
    """`line` followed by "(was …)" with the old note's values it no longer states."""
    kept = {value_key(v) for v in values(line)}  # "5k" still states "5000"
    base = without_history(old)
    gone = [v for v in values(base) if v.casefold() not in line.casefold() and value_key(v) not in kept]
    # with its unit when the line counts in another: "(was 90 minutes)" beside "2 hours", not "(was 90)"
    units = {unit(line, f) for f in found(line)}
    spelled = [f for f in found(base) if unit(base, f) not in units and f.text[:1] not in CURRENCY]
    measured = {f.text: base[f.start : with_unit(base, f)] for f in spelled}
    gone = [measured.get(v, v) for v in gone]
    return f"{line} (was {' '.join(gone)})" if gone and "(was " not in line else line


# said of an old value in a clause of its own: "<PERSON_1> quit", "bye bye Evernote", "X is history",
# "<PERSON_3> is injured"
DISMISSAL = re.compile(
    r"\b(?:hurt|injured|ill|sick|unwell|withdrew|withdrawn|pulled out|bowed out|unavailable|"
    r"not|no|no longer|any ?more|any longer|never|quit|quits|quitting|left|retired|retiring|resigned|"
    r"resigning|(?:step|stepp(?:ed|ing)|steps|stand|standing|stood|stands) down|closed|"
    r"cancell?ed|gone|history|off|out|dropped|bye|goodbye|busy|away|stopped|ended|sold|broke|too)\b|n't\b",
    re.IGNORECASE,
)


def _dismissed(notes: list, line: str) -> int | None:
    """The latest note holding a value that `line` dismisses in a clause of its own while another
    clause brings a new value of its kind ("<PERSON_6> drums for us, <PERSON_1> quit"; "Lightroom is
    history, Darktable it is"), without any change cue."""
    held: dict[str, int] = {}
    for index, note in enumerate(notes):
        held |= {v.key: index for v in found(without_history(note.line))}
    cuts = [0] + [m.end() for m in PART.finditer(line)] + [len(line) + 1]
    clauses = list(itertools.pairwise(cuts))
    gone, fresh = [], []
    for value in found(line, known=set(held)):
        a, b = next((a, b) for a, b in clauses if a <= value.start < b)
        dismissed = bool(DISMISSAL.search(line[a:b]))
        if (
            dismissed
            and value.key in held
            and not _elsewhere(line[a:b], notes[held[value.key]].line, value.kind)
        ):
            gone.append(value)
        elif not dismissed and value.key not in held:
            fresh.append(value)
    targets = [held[v.key] for v in gone if any(f.sort == v.sort for f in fresh)]
    return max(targets) if targets else None


def _takes_on_else(line: str, old: str) -> bool:
    """Whether a newcomer in `line` (a person or name the note `old` lacks) is said to do what one of
    its sort does in the note, to something else: the same verb after each, other objects ("<PERSON_1>
    can't come, so <PERSON_2> will bring the cake" of "<PERSON_1> brings the salad")."""
    before = without_history(old)
    theirs = found(before)
    keys = {v.key for v in theirs}
    for fresh in (v for v in found(line) if v.key not in keys and v.kind in ENTITIES):
        mine = _predicate(line[fresh.end :])
        for held in (v for v in theirs if v.sort == fresh.sort):
            done = _predicate(before[held.end :])
            if len(done) < 2 or len(mine) < 2 or not _same_verb(done[0], mine[0]):
                continue
            objects = set(mine[1:]) - LIGHT_VERBS - REFERENTS - DISCOURSE
            if unsaid(objects, set(done[1:])) and unsaid(set(done[1:]), objects):
                return True
    return False


def _same_verb(a: str, b: str) -> bool:
    """ "bring" and "bringing", "bake" and "baking": one the start of the other, a final "e" dropped."""
    short, long = sorted((a, b), key=len)
    return same_stem(a, b) or (len(short) >= 3 and short.endswith("e") and long.startswith(short[:-1]))


def _predicate(text: str) -> list[str]:
    """The content words of what a value is said to do, in order, up to the end of its clause
    ("will bring the cake" → bring, cake)."""
    clause = PART.split(text.strip(), maxsplit=1)[0]
    return [next(iter(said)) for token in clause.split() if (said := content_words(token))]


def completes(notes: list, first: str, second: str) -> bool:
    """Whether `second` says the new value a change in `first` left unsaid: `first` dismisses a value
    a note holds ("No Tuesdays any more.") and names no other of its kind, `second` names one."""
    if not DISMISSAL.search(first):
        return False
    held = {v.key for note in notes for v in found(without_history(note.line))}
    named = found(first, known=held)
    gone = {v.broad_kind for v in named if v.key in held}
    if not gone or any(v.key not in held and v.broad_kind in gone for v in named):
        return False
    return any(v.key not in held and v.broad_kind in gone for v in found(second))


def _elsewhere(clause: str, old: str, kind_: str) -> bool:
    """Whether a dismissing `clause` is about another thing than the old note: of a person or a name
    (the thing itself), another thing it does ("<PERSON_1> can't bring dessert" of "<PERSON_1> brings
    the salad"): it shares what the note says and adds a word of its own beyond a light verb ("take
    <PERSON_2> off the carpool" is about the carpool); of a day, time or amount (what a thing has), any
    word of its own ("I don't run on Tuesdays" is not about "User goes swimming on Tuesdays")."""
    said, theirs = content_words(DISMISSAL.sub(" ", clause)), words(without_history(old))
    own = bool(said - theirs - LIGHT_VERBS)
    return own if kind_ not in ENTITIES else bool(said & theirs) and own


def _swapped(notes: list, line: str) -> int | None:
    """The latest note stating the old value a correction names ("20 GBP, not £18"), without any cue."""
    swap = swap_in(line)
    if swap is None or CHANGE_TO.search(line):
        return None
    old = ARTICLE.sub("", swap[1])
    for index in range(len(notes) - 1, -1, -1):
        if old and find_value(without_history(notes[index].line), old):
            return index
    return None
