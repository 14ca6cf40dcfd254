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

from hushmem.models.contrasts import same_stem
from hushmem.models.counted import recounted, said_again
from hushmem.models.cues import (
    ARTICLE,
    CHANGE_TO,
    CUE,
    DECISION,
    DECISION_WORDS,
    IT_IS_WORDS,
    SETTLED,
    SINCE,
    Note,
    changes,
    content_words,
    find_value,
    new_total,
    swap_in,
    without_history,
    words,
)
from hushmem.models.frame import NOTE_PART, changing_clause, main_clause, piece_span, stating
from hushmem.models.in_place import RELATIVE, clean, in_place, one_of_several
from hushmem.models.occasions import (
    AWHILE,
    CONDITION,
    OPEN_QUESTION,
    OTHER_OCCASION,
    PAST_OCCASION,
    REFUSED,
    REQUESTED,
    TOO,
)
from hushmem.models.owners import someone_elses
from hushmem.models.relevance import (
    DISCOURSE,
    ENTITIES,
    LIGHT_VERBS,
    REFERENTS,
    UNIT_WORDS,
    about_else,
    elsewhere,
    news_of,
    not_about,
    opens_elsewhere,
    other_kinds_only,
    shares_amounts_only,
    shares_more_than_units,
    unsaid,
)
from hushmem.models.restated import same_key
from hushmem.models.rewrites import (
    called_off,
    keeping_values,
    named_swap,
    pronoun_resolved,
    restated,
    with_history,
    without_old_clauses,
)
from hushmem.models.slots import slot_restated
from hushmem.models.targets import by_kind, by_words, changed_note, it_says, of_its_kind, pointed_back
from hushmem.models.untouched import with_untouched
from hushmem.models.values import (
    Found,
    found,
    value_key,
    value_keys,
    values,
)


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


def _asked_only(sentence: str) -> bool:
    """Whether the change `sentence` words is only asked about: its cue comes after "whether" or "wonder
    if" ("Ask whether the repair will change the sound"), none before it; or asked for and refused ("I
    asked whether I could move to 7pm, but she said no")."""
    # the change must be what is asked: in the clause the question opens ("Not sure if it matters but the
    # class moved to 7pm" asks nothing of the move)
    if (request := REQUESTED.search(sentence)) and REFUSED.search(sentence[request.end() :]):
        return bool(CUE.search(sentence[request.start() : piece_span(sentence, request.end(), NOTE_PART)[1]]))
    asked = OPEN_QUESTION.search(sentence)
    if asked is None or CUE.search(sentence[: asked.start()]):
        return False
    return bool(CUE.search(sentence[asked.start() : piece_span(sentence, asked.end(), NOTE_PART)[1]]))


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
    worded = of_its_kind(notes, sentence, by_words(notes, sentence))
    target = worded if worded is not None else by_kind(notes, sentence, offered=True)
    if target is None:
        return None
    old = notes[target].line  # type: ignore[attr-defined]
    by_kind_only = worded is None or not shares_more_than_units(sentence, old)
    if (by_kind_only or shares_amounts_only(sentence, old)) and about_else(sentence, old):
        return None  # found by a value only, and about something else: "lunch at 12:30?"
    merged = one_of_several(old, line, alone=True, known=answered)  # "Backblaze would be cheaper …"
    merged = merged and _rewrite(notes, target, line, merged)
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
    if CONDITION.search(sentence) or _asked_only(sentence):
        return None, new  # a plan for a case that may not come: "If the forecast is bad, we'll play indoors"
    # only said how a thing turned out ("Pitch 12 in the end"): read first as said without a cue
    settled = bool(SETTLED.search(sentence)) and not changes(SETTLED.sub(" ", sentence))
    if settled and PAST_OCCASION.search(sentence):
        return None, new  # how another occasion turned out: "Last year only 12 people came in the end"
    uncued = settled or not changes(sentence)
    target, dismissed = None, False
    if uncued:  # said without a cue: a value dismissed, a correction, or a restatement
        target = _dismissed(notes, line)
        dismissed = target is not None  # the note's thing is gone: none of its values holds
        target = _swapped(notes, line) if target is None else target
    restatement, counted_again, pointed = False, False, False
    if target is None and uncued:
        target = same_key(notes, line)
        restatement = target is not None
        target = target if restatement else said_again(notes, sentence)
        counted_again = target is not None and not restatement  # its number replaced where it stands
        pointed = target is None and (target := pointed_back(notes, sentence)) is not None
        if target is None:
            slotted = _slot_restated(notes, sentence, new)
            if slotted[0] is not None or not settled:
                return slotted  # else weighed as a change: "forty five feeders in the end"
    if restatement:
        old = notes[target].line  # type: ignore[attr-defined]
        if someone_elses(line, without_history(old)) or OTHER_OCCASION.search(sentence):
            return None, new  # "User's sister's flight lands at 16:00" is not "User's flight lands at 14:30"
        merged = _rewrite(notes, target, line, restated(old, line, None) or with_history(line, old))
        if merged is None:
            return None, new
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
    if target is not None and not pointed and _since_only(sentence, notes[target].line):  # type: ignore[attr-defined]
        return (
            None,
            new,
        )  # "From next week I'm working from home on Fridays" is no change of "Yoga is on Fridays"
    if target is not None and not_about(line, swap, notes[target].line):  # type: ignore[attr-defined]
        return None, new  # "I meant the deposit is 1800 EUR, not the rent": the rent note stays
    if target is None:
        return None, make(new.score, swap[0] if swap and not ambiguous else line)  # type: ignore[attr-defined]
    old = notes[target].line  # type: ignore[attr-defined]
    said = line
    if (ended := called_off(line, old)) is not None:
        return target, make(max(new.score, notes[target].score), ended)  # type: ignore[attr-defined]
    named = swap
    merged = recounted(old, said) if counted_again else None
    # "From next month it's on Tuesdays": the day it says replaces the note's where it stands
    merged = merged or one_of_several(
        old, it_says(said) if pointed else said, alone=pointed or new_total(said)
    )
    line = without_old_clauses(line, old)
    merged = merged or restated(old, line, swap) or named_swap(old, said)
    # "He wouldn't waive it but he came down to 15%": the clause stating the value restates the note
    merged = merged or (restated(old, stated, swap) if (stated := stating(line)) != line else None)
    merged = merged or (None if swap else pronoun_resolved(old, line))
    if (
        merged is None and not swap and opens_elsewhere(said, old)
    ):  # "Bad news on fees: … the platform takes 8%"
        merged = recounted(old, said)  # of "The target is 3,000 pounds and the platform takes 5% of …"
    swap = None if ambiguous else swap
    if merged is None and (other_kinds_only(old, said) or _no_when_or_amount(old, sentence)):
        return None, new  # "The rental opens at 9:00 now" does not change "The rental costs 35 euros"
    if (
        merged is None
        and not swap
        and _it_is(said)
        and (placed := in_place(old, said))
        and clean(old, said, placed)
    ):
        merged = placed  # "…, so it's £165 instead": "It costs £165 (was £180) and User needs …" stays
    if merged is None:
        line = with_untouched(with_history(swap[0] if swap else line, old), old, said)
    merged = keeping_values(old, said, merged or line) or merged or line
    rewritten = _rewrite(notes, target, said, merged, named, check=not (dismissed or _ends(said, old)))
    if rewritten is None and said != sentence:  # "Tournament news: they moved it to …": the words the
        rewritten = _rewrite(notes, target, sentence, merged, named)  # line lost named the note's thing
    if rewritten is None:
        return None, new
    merged = rewritten
    return target, make(max(new.score, notes[target].score), merged)  # type: ignore[attr-defined]


# a value said of "it": the note's thing, whatever the rest of the sentence is about
VALUE_OF_IT = re.compile(rf"\b(?:{IT_IS_WORDS})\s+(?:now\s+|only\s+|just\s+|about\s+)?$", re.IGNORECASE)


def _it_is(said: str) -> bool:
    """Whether `said` states a value of "it" ("Got an email from the college: …, so it's £165 instead")."""
    return any(VALUE_OF_IT.search(said[: value.start]) for value in found(said))


def _slot_restated(notes: list[Note], sentence: str, new: Note) -> tuple[int | None, Note]:
    """The note whose slot `new` states again with another value ("Stall 9 for User" of "User is on
    stall 22", models/slots.py), its old value put in history where it stood; else `new`, added."""
    line = new.line  # type: ignore[attr-defined]
    slotted = slot_restated(notes, sentence, line)
    if slotted is None:
        return None, new
    target, merged, clause = slotted
    # "Pena Palace is shut, so we'll do Sintra on Thursday": its clause says the new value, the rest names
    # no value of the note (read whole when the clause alone does not account for the rewrite)
    said = clause if clean(notes[target].line, clause, merged) else line
    merged = _rewrite(notes, target, said, merged)
    if merged is None:
        return None, new
    return target, type(new)(max(new.score, notes[target].score), merged)  # type: ignore[attr-defined]


def _rewrite(
    notes: list, target: int, said: str, merged: str, swap: tuple | None = None, check: bool = True
) -> str | None:
    """The note `target` once `said` changes it (`merged`, checked by `_checked` when `check`), or None
    when `said` changes no note: it names the note's own values beside another note's (without naming
    an old value as a correction does), or the rewrite would lose or mix values."""
    if swap is None and _beside_another_note(notes, target, said):
        return None  # "At 60 cm deep, a 27-inch screen …" moves neither the screen nor the desk
    return _checked(notes[target].line, said, merged) if check else merged


def _since_only(sentence: str, old: str) -> bool:
    """Whether `sentence` is worded as a change only by saying from when ("from next week", "from April")
    and names nothing the note `old` is about beyond its values and words of time: a new state of another
    thing ("From April User gets paid 2100 a month" of "Rent is 900 a month")."""
    if not SINCE.search(sentence) or CUE.search(SINCE.sub(" ", sentence)) or DECISION.search(sentence):
        return False
    said = content_words(SINCE.sub(" ", sentence)) - DISCOURSE - UNIT_WORDS
    if not {w for w in said - LIGHT_VERBS if "'" not in w}:
        return False  # "From April I'm putting 6.5% in": nothing named but the amount, found by its unit
    return not said - unsaid(said, words(without_history(old)))  # "room" of "in Room 14" too


def _ends(said: str, old: str) -> bool:
    """Whether a clause of `said` without a value dismisses what the note `old` is about ("Tennis is
    off, squash is on" of "Tennis is on Tuesday evenings"): the note is over, none of its values holds."""
    theirs = content_words(without_history(old))
    clauses = [c for c in NOTE_PART.split(said) if _dismisses(c) and not found(c)]
    return any(content_words(DISMISSAL.sub(" ", c)) & theirs for c in clauses)


def _checked(old: str, said: str, merged: str) -> str | None:
    """`merged`, the note `old` rewritten for `said`, when it changes only the values `said` replaces
    (models/in_place.py `clean`); else the note with only those values replaced in place; else None."""
    if clean(old, said, merged):
        return merged
    merged = in_place(old, said)  # "The final bill is €95 (was Chapel Street €120)" lost the street
    return merged if merged is not None and clean(old, said, merged) else None


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


def _no_when_or_amount(old: str, sentence: str) -> bool:
    """Whether a change names no value and no time at all while the note `old` holds only days, times
    and amounts: it moves or changes something else of the thing ("We moved the hutch into the shed"
    does not change "The hutch gets cleaned on Sundays")."""
    held = found(without_history(old))
    when_or_amount = held and all(v.kind in ("date", "time", "number", "weekday") for v in held)
    dismissed = _dismisses(sentence)  # "Tennis is off, squash is on" changes "Tennis is on Tuesdays"
    return bool(when_or_amount) and not found(sentence) and not RELATIVE.search(sentence) and not dismissed


def _says_again(note: str, line: str) -> bool:
    """Whether `line` says what `note` says: the same text, or the same words and the same values
    however written ("The barrel holds 5k litres" of "The barrel holds 5000 litres")."""
    if note.casefold() == line.casefold():
        return True
    keys = sorted(value_key(v) for v in values(line))
    same_words = words(note) == words(line) and note.endswith("?") == line.endswith("?")
    return bool(keys) and same_words and keys == sorted(value_key(v) for v in values(note))


# said of an old value in a clause of its own: "<PERSON_1> quit", "bye bye Evernote", "X is history",
# "<PERSON_3> is injured"
DISMISSAL = re.compile(
    r"\b(?:hurt|injured|ill|sick|unwell|withdrew|withdrawn|pulled out|bowed out|unavailable|"
    r"not|no|no longer|any ?more|any longer|never|quit|quits|quitting|left|retired|retiring|resigned|"
    r"resigning|(?:step|stepp(?:ed|ing)|steps|stand|standing|stood|stands) down|closed|"
    r"cancell?ed|gone|history|off|out|dropped|bye|goodbye|busy|away|stopped|ended|sold|broke|too|"
    r"typo|misprint|smudge|mistake|wrong)\b|n't\b",
    re.IGNORECASE,
)
# a state a thing puts something else in, not its own end ("the Dobsonian will keep you busy", "leave it
# out"), and verbs whose "out" or "off" is no end ("turns out", "found out", "set off")
PUT_IN_STATE = re.compile(
    r"\b(?:keep|keeps|kept|keeping|leave|leaves|leaving|make|makes|made)\s+(?:\S+\s+){1,2}?(?:busy|off|out|away)\b|"
    r"\b(?:turns?|turned|turning|find|finds|found|work|works|worked|figured?|sort|sorted|point|pointed|"
    r"check|checked|print|printed|fill|filled|hand|handed) out\b|\b(?:set|sets|paid|pays|show|showed) off\b",
    re.IGNORECASE,
)


def _dismisses(clause: str) -> bool:
    """Whether `clause` says a thing is gone ("<PERSON_1> quit", "Lightroom is history"), not that it
    keeps something else busy or out."""
    return bool(DISMISSAL.search(PUT_IN_STATE.sub(" ", clause)))


def _dismissed(notes: list, line: str) -> int | None:
    """The latest note holding a value that `line` dismisses in a clause of its own while another
    clause brings a new value of its kind ("<PERSON_6> drums for us, <PERSON_1> quit"; "Lightroom is
    history, Darktable it is"), without any change cue."""
    held: dict[str, int] = {}
    for index, note in enumerate(notes):
        held |= {v.key: index for v in found(without_history(note.line))}
    cuts = [0] + [m.end() for m in NOTE_PART.finditer(line)] + [len(line) + 1]
    clauses = list(itertools.pairwise(cuts))
    gone, fresh = [], []
    for value in found(line, known=set(held)):
        a, b = next((a, b) for a, b in clauses if a <= value.start < b)
        dismissed = _dismisses(line[a:b])
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
    clause = NOTE_PART.split(text.strip(), maxsplit=1)[0]
    return [next(iter(said)) for token in clause.split() if (said := content_words(token))]


def completes(notes: list, first: str, second: str) -> bool:
    """Whether `second` says the new value a change in `first` left unsaid: `first` dismisses a value
    a note holds ("No Tuesdays any more.") and names no other of its kind, `second` names one."""
    if not _dismisses(first):
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
