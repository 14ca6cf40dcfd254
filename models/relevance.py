"""Whether a later statement is about the same thing as a note it shares a value or a word with, or about
something else ("I'd rather have lunch at 12:30" is not about "The dentist is at 9:00"; "I don't run on
Tuesdays" is not about "User goes swimming on Tuesdays"): the guards that keep an update from
rewriting a fact it does not change.
"""

from __future__ import annotations

import re

from hushmem.models.contrasts import REFERENTS, contrasted, other_kind_of, other_purpose, unsaid
from hushmem.models.cues import (
    ARTICLE,
    CHANGE_TO,
    CUE,
    DECISION,
    NEGATION,
    STRONG_CUE,
    THAT,
    content_words,
    find_value,
    new_total,
    without_history,
    words,
)
from hushmem.models.frame import CLAUSE, from_the_change, main_clause, reported, stating, without_reason
from hushmem.models.owners import owned_by_another, someone_elses
from hushmem.models.values import CURRENCY, UNIT_NAMES, Found, dimension, found, unit, value_keys

UNIT_WORDS = words(" ".join([*CURRENCY, *UNIT_NAMES, *UNIT_NAMES.values()]))


# verbs that say little of their own, in the forms `words` leaves them ("goes" → "goe")
LIGHT_VERBS = {
    w.rstrip("s")
    for w in "take took taken taking put putting get getting make made making have having do doing done "
    "add added adding remove removed removing drop dropped dropping keep kept keeping let letting give "
    "gave giving work worked working go goes went going come came coming count".split()
}

ENTITIES = {"placeholder", "name"}  # values that are the thing a note is about, not what it has

# "The flight got pushed to 5 May": a thing named as known ("the") that a change verb acts on
KNOWN_THING_CHANGED = re.compile(
    r"^(?:the|our|my) \w+(?: \w+)? (?:got |was |were |is |are |has been |have been )?"
    r"(?:moved|pushed|postponed|delayed|rescheduled|changed|shifted|bumped|brought forward|cancell?ed)\b",
    re.IGNORECASE,
)
OBJECT_PRONOUN = re.compile(  # "this" and "that" as pronouns, not in "this Monday", "that week"
    rf"\b(?:it|them|her|him)\b|\b(?:this|{THAT})\b(?!\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|"
    r"weekend|month|year|morning|afternoon|evening|time)\b)",
    re.IGNORECASE,
)


def points_back(sentence: str) -> bool:
    """Whether a change names what it changes only by pointing back at it: a pronoun ("we moved it to
    the hall", "we ended up calling her Tofu"), a decision or a new total, or a thing named as known
    that a change verb acts on ("The flight got pushed to 5 May")."""
    pointed = OBJECT_PRONOUN.search(CUE.sub(" ", sentence)) or KNOWN_THING_CHANGED.search(sentence)
    return bool(pointed or DECISION.search(sentence) or new_total(sentence) or _kind_changed(sentence))


# a label saying that a value of a kind changed, then what it is: "They confirmed a precise time: the van
# will be here at 9:15", "New date: the 14th"
KIND_CHANGED = re.compile(r"^(?P<label>[^:]{1,60}):\s+\S")
WHICH_VALUE = words("precise exact actual new final proper firm definite revised")


# what a label (`KIND_CHANGED`) says its value is of: "New time for pilates", "(Update) on pilates"
LABELLED_THING = re.compile(r"\b(?:for|on|of|about)\s+(?P<thing>.+)$", re.IGNORECASE)


def _label_names_else(line: str, before: str) -> bool:
    """Whether `line` opens with a label naming a thing the note `before` does not name ("New time for
    User's sister's pilates: 19:00" beside "User's yoga class is at 18:00"): its value is that thing's,
    however `stating` reads the rest."""
    label = KIND_CHANGED.match(line)
    named = label and LABELLED_THING.search(label.group("label"))
    thing = words(named.group("thing")) - REFERENTS if named else set()  # "Change of venue and time: …"
    return bool(unsaid(thing, words(before)))


def _kind_changed(sentence: str) -> bool:
    """Whether `sentence` opens with a label that says a change came to a kind of value and names no thing
    (`REFERENTS`: a time, a date, a price): what follows is that value, of the note holding its kind."""
    label = KIND_CHANGED.match(sentence)
    if not label or not CUE.search(label.group("label")):
        return False
    said = {w for w in content_words(label.group("label")) if "'" not in w}  # "they've"
    return bool(said & REFERENTS) and not said - REFERENTS - WHICH_VALUE - DISCOURSE


# words about the conversation itself: "scratch what I said earlier", "new info:"; and words that only
# say when a change came ("I switched to Obsidian last month")
DISCOURSE = set(
    "said say told mentioned wrote meant earlier before previously info news typo mistake wrong last next "
    "ago recently lately week month year yesterday today till until".split()
)


def about_else(sentence: str, old: str) -> bool:
    """Whether `sentence`, matched to the note `old` by a value only, says a word of its own beyond a
    light verb, a word that only points at an event or at the conversation, or a contraction: it is
    about something else ("I'd rather have lunch at 12:30" is not about "The dentist is at 9:00"). A
    note that says "it" may be about what the sentence names ("User writes it in Scrivener"). Read
    from its change on: a clause saying why it came ("Heavy rain is forecast, so …") and who made the
    change ("the club pushed the trip back") are about nothing."""
    before = without_history(old)
    if OBJECT_PRONOUN.search(before):
        return False
    theirs = words(before)
    said = from_the_change(without_reason(main_clause(sentence)))
    named = words(" ".join(v.text for v in found(sentence)))  # a value opening it too: "Friday, …"
    own = {
        w for w in content_words(said) - named - theirs - LIGHT_VERBS - REFERENTS - DISCOURSE if "'" not in w
    }
    if theirs & HEADS or _counted(before) & HEADS:  # a head count: "make that 15 people" of "we are 12"
        own -= HEADS
    return bool(unsaid(own, theirs))


# what a head count counts: "Make that 15 guests" changes "User's group is 12 for the table"
HEADS = words("people person guests adults kids children members players volunteers attendees group party")


def _counted(text: str) -> set[str]:
    """The words a text counts its numbers in ("12 people" → "people")."""
    return {unit(text, v) for v in found(text) if v.kind == "number"} - {""}


# a note of what someone does: "User goes swimming on Tuesdays", "User doesn't run on Tuesdays"
ACTIVITY = re.compile(
    r"^(?:User|Assistant)(?:'s group)? (?:(?:no longer|never|always|still|also|usually|often|sometimes|now|"
    r"only|doesn't|does not|don't|didn't|won't|will|would|can't|cannot|can|could|has to|must)\s+)*[a-z]+"
)


def doings(clause: str) -> set[str] | None:
    """What a note or clause of what someone does names beyond light verbs and values, or None when it
    is no such statement."""
    if not ACTIVITY.match(clause.strip()):
        return None
    return {w for w in content_words(clause) - LIGHT_VERBS - UNIT_WORDS - DISCOURSE if "'" not in w}


def _other_activity(line: str, old: str) -> bool:
    """Whether `line` shares a day, time or amount with the note `old` only in a clause about another
    thing the same person does ("User doesn't run on Tuesdays, User runs on Thursdays" beside "User
    goes swimming on Tuesdays"): both say what someone does, and no word of one is the other's."""
    before = without_history(old)
    theirs = doings(before)
    if not theirs:
        return False
    keys = {v.key for v in found(before) if v.kind not in ENTITIES}  # a name or person is the thing itself
    for clause in CLAUSE.split(line):
        shares = value_keys(clause) & keys or words(clause) & words(before) & UNIT_WORDS  # "40 km" of "10 km"
        mine = doings(clause) if shares else None
        if mine and unsaid(mine, theirs) == mine:
            return True
    return False


def elsewhere(line: str, old: str) -> bool:
    """Whether an update matched to the note `old` is about something else: another thing the same
    person does, another subject named at its start ("The bus is at 9:40 now" is not "User's train
    is at 9:10"; "The deadline for the report moved" is not "The deadline for the grant is 30 June"), or
    someone leaving a group or role the note does not name. Read from its change on (`main_clause`), by
    the clauses that state a value (`stating`); after a label naming the kind of value that changed ("They
    confirmed a precise time: the van …"), what the value is said of opens no other subject."""
    before = without_history(old)
    labelled = _kind_changed(line)
    if _label_names_else(line, before):
        return True
    line = stating(main_clause(line))
    return (
        _other_activity(line, old)
        or (_other_subject(line, before) and not same_slot(line, before) and not labelled)
        or _left_elsewhere(line, before)
        or someone_elses(line, before)
        or owned_by_another(line, before)
        or contrasted(line, before)
        or other_purpose(line, before)
        or other_kind_of(line, before)
        or _narrower_and_far(line, before)
        or keeps_value(line, before)
    )


# a value said to be kept: "They offered the 21st instead but User kept the 14th", "sticking with 8:05"
KEEPS = re.compile(
    r"\b(?:kept|keep|keeps|keeping|stick(?:s|ing)? (?:with|to)|stuck (?:with|to)|stay(?:s|ing)? with)\b", re.I
)


def keeps_value(line: str, old: str) -> bool:
    """Whether `line` says a value the note `old` holds is kept ("They offered the 21st instead but User
    kept the 14th" beside "The MOT is on the 14th"): an offer turned down, no change."""
    held = value_keys(without_history(old))
    return any(value_keys(line[match.end() :]) & held for match in KEEPS.finditer(line))


def opens_elsewhere(line: str, old: str) -> bool:
    """Whether an update, read from its change on, opens with a subject the note `old` is not about, so
    it is no note to stand in the note's place (`elsewhere` lets it change the note only by the same
    slot)."""
    return _other_subject(stating(main_clause(line)), without_history(old))


def same_slot(line: str, old: str) -> bool:
    """Whether `line` states a value of a kind (and unit) the note `old` states after the same two words
    ("the platform takes 8% all in" of "The target is 3,000 pounds and the platform takes 5% of …"):
    it is said of the same thing, whatever either opens with."""
    theirs = {(slot(old, v), v.broad_kind, dimension(unit(old, v))) for v in found(old)}
    return any(
        (slot(line, v), v.broad_kind, dimension(unit(line, v))) in theirs
        for v in found(line)
        if slot(line, v)
    )


def slot(text: str, value: Found) -> tuple[str, ...]:
    """The last two words before `value` in its clause, as `words` leaves them ("the platform takes 5%"
    → platform, take); empty when its clause has fewer."""
    clause = CLAUSE.split(text[: value.start])[-1]
    said = [w for token in re.findall(r"[A-Za-z][\w'-]*", clause) for w in words(token)]
    return tuple(said[-2:]) if len(said) >= 2 else ()


FAR = 3.0  # an amount this many times the note's, or a this-th of it, is no change of it


def _narrower_and_far(line: str, old: str) -> bool:
    """Whether `line` opens with the subject of the note `old` narrowed ("Rent for the garage", "The
    garage rent" of "The rent") and states an amount in the note's unit far from the note's: another
    thing of that name, not a change ("The rent for the garage is 60 euros now" beside "The rent is 900
    euros a month"; "The rent for the flat is 950 now" still changes it)."""
    mine, theirs = SUBJECT_NP.match(line), SUBJECT_NP.match(old)
    if not mine or not theirs:
        return False
    narrow, broad = _named(mine.group("np")), _named(theirs.group("np"))
    if not broad or unsaid(broad, narrow) or not unsaid(narrow, broad):
        return False
    held = [(unit(old, v), _amount(v.key)) for v in found(old) if v.kind == "number"]
    for value in (v for v in found(line) if v.kind == "number"):
        measure, amount = unit(line, value), _amount(value.key)
        was = [a for u, a in held if a and (u == measure or not u or not measure)]
        if amount and len(was) == 1 and max(amount, was[0]) >= FAR * min(amount, was[0]):
            return True
    return False


def _amount(key: str) -> float | None:
    try:
        return float(key)
    except ValueError:
        return None


# someone leaving a group or a role, named: "<PERSON_1> is no longer on the hiking committee", "quit the band"
LEFT = re.compile(
    r"\b(?:no longer|not any ?more|not any longer)\s+(?:on|in|at|with|part of|a member of|(?:runs|leads|"
    r"hosts|coaches|chairs))\s+(?P<what>(?:the |a |an |our |User's )?[\w'-]+(?: [a-z][\w'-]*)?)|"
    r"\b(?:left|quit|quits|quitting|leaving|leaves|"
    r"(?:stepped|stepping|steps|stood|standing) down (?:from|as)|"
    r"resign(?:ed|ing|s)? (?:from|as)|retir(?:ed|ing|es) from|dropped out of|dropping out of)\s+"
    r"(?!(?:at|on|in|from|by|around|about|before|after)\b)"  # "the coach leaves at eleven thirty": no role
    r"(?P<role>(?:the |a |an |our |User's )?[\w'-]+(?: [a-z][\w'-]*)?)",
    re.IGNORECASE,
)


def _left_elsewhere(line: str, old: str) -> bool:
    """Whether `line` has someone leave a group or role none of whose words the note `old` says
    ("<PERSON_1> is no longer on the hiking committee" beside "<PERSON_1> runs the Tuesday quiz")."""
    theirs = words(old)
    for match in LEFT.finditer(line):
        named = words(match.group("what") or match.group("role")) - REFERENTS
        if named and unsaid(named, theirs) == named:
            return True
    return False


# what a statement opens with as its subject: "The deadline for the grant" is, "User's phone bill" costs
SUBJECT_NP = re.compile(
    r"^(?:(?P<det>The|A|An|User's|Assistant's|My|Our)\s+)?"
    r"(?!(?:User|Assistant|It|They|We|He|She|This|That|There)\b)"
    r"(?P<np>[A-Za-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}"
    r"(?:\s+(?:of|for|at|in|to)\s+(?:the\s+|a\s+)?[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)?)"
    r"\s+(?:is|are|was|were|will|has|have|had|can|got|gets|went|goes|rose|fell|became|become|now|[a-z]+s|[a-z]+ed)\b"
)
DOING = re.compile(r"^(?:User|Assistant)\b(?!'s)")  # a note of what someone does: "User waters the plants"


def _other_subject(line: str, old: str) -> bool:
    """Whether `line` opens with a subject the note `old` is not about: both open with subjects each
    naming a word the other statement lacks (beyond change words and words naming only what kind of
    value it is: "The new price is 35 dollars" may be the gym membership's), or the user's own thing
    beside another person's ("User's flight" is not "User's sister's flight"), or a thing the note, of
    what someone does, never names ("The cactus needs water every 14 days" beside "User waters the
    plants every 3 days"). A line pointing back ("The landlord raised it to 950", "The flight got
    pushed to 5 May") or whose subject changes the note's thing ("The caterer moved the tasting to 4pm")
    is left alone; a report is judged by what it reports ("The garage says the car is ready on Monday")."""
    line = reported(line)
    if _agent_of_change(line, old):
        return False
    mine, theirs = SUBJECT_NP.match(line), SUBJECT_NP.match(old)
    if not mine or OBJECT_PRONOUN.search(CUE.sub(" ", line)) or found(mine.group("np")):
        return False  # a count or a name opening it ("Three more joined", "Darktable has replaced …")
    acted = line[mine.end("np") :]
    if STRONG_CUE.match(acted.lstrip()) and words(acted) & words(old):
        return False  # who made the change, then what it acts on: "the club pushed the trip back"
    if not theirs:
        if KNOWN_THING_CHANGED.search(line):
            return False
        named = _named(mine.group("np"))
        about = bool(DOING.match(old)) and not value_keys(line) & value_keys(old)  # "Darktable … Lightroom"
        return about and bool(named) and unsaid(named, words(old)) == named
    if found(theirs.group("np")):
        return False
    if mine.group("det") in ("User's", "My") and _possessors(theirs.group("np")) - _possessors(line) - words(
        line
    ):
        return True
    return bool(unsaid(_named(mine.group("np")), words(old))) and bool(
        unsaid(_named(theirs.group("np")), words(line))
    )


# a subject doing a change to a thing: "The caterer moved the tasting", "The shop knocked the price down to"
AGENT = re.compile(
    r"^(?:(?:The|A|An|User's|My|Our)\s+)?[A-Za-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?\s+"
    r"(?:has\s+|have\s+|had\s+|just\s+)?(?=\w+ed\b)"
)


def _agent_of_change(line: str, old: str) -> bool:
    """Whether `line` opens with someone changing, by a change cue, a thing the note `old` names ("The
    teacher moved the lesson to 19:30" beside "The lesson is at 18:00")."""
    agent = AGENT.match(line)
    if not agent or OBJECT_PRONOUN.match(line):
        return False
    cue = CUE.match(line, agent.end())
    if not cue:
        return False
    acted_on = re.split(r"\b(?:to|by|from|until|till)\b", line[agent.end() :], maxsplit=1)[0]
    return bool(words(CUE.sub(" ", acted_on)) & words(old))


def _possessors(phrase: str) -> set[str]:
    return {w.casefold() for w in re.findall(r"\b(\w+)'s\b", phrase)}


def _named(phrase: str) -> set[str]:
    return words(CUE.sub(" ", phrase)) - REFERENTS


def not_about(line: str, swap: tuple[str, str, str] | None, old: str) -> bool:
    """Whether a swap's old part X names no value and is not what the note `old` says ("Instead of the
    gym, User will go hiking on the 3rd" beside "The parcel arrives on the 3rd"), or a correction "Y, not
    X" names in X what its value is not about ("the deposit is 1800 EUR, not the rent" beside "The rent
    is 950 EUR"; beside "The rent is 1800 EUR" it moves the 1800). "Change the name to Y" names the
    thing changed, not its old value: it is left to the rules that read the note."""
    before = without_history(old)
    # a name the note holds is a value, even alone ("…, not Nimbus")
    if swap is None or found(swap[1], known=value_keys(before)) or CHANGE_TO.search(line):
        return False
    if find_value(before, ARTICLE.sub("", swap[1])) is None:
        return True
    if not re.search(rf"\bnot {re.escape(swap[1])}$", line):
        return False
    stated = value_keys(swap[2])
    return bool(stated) and not stated & value_keys(before)


def other_kinds_only(old: str, line: str) -> bool:
    """Whether `line` brings new values, none of a kind (and, for an amount, a unit) the note `old` has:
    it says something else of the same thing, it does not change a value of the note ("The rental
    opens at 9:00 now" beside "The rental costs 35 euros"; "60 litres" beside "15 km per litre";
    "User changed the guest password to sunflower42" beside "The wifi password is on the fridge")."""
    before = without_history(old)
    theirs = found(before)
    kinds = {(v.broad_kind, unit(before, v)) for v in theirs}
    their_keys = {t.key for t in theirs}
    fresh = [v for v in found(line) if v.key not in their_keys]
    if not kinds:  # a note without values: changed by a value only when it named one in its way ("iMovie")
        return bool(fresh) and not re.search(r"\b[a-z]+[A-Z]\w*", before)
    return bool(fresh) and not any(_fits(v, unit(line, v), kinds) for v in fresh)


def _fits(value, measure: str, kinds: set[tuple[str, str]]) -> bool:
    """Whether a new value could replace one of `kinds` (kind, unit): the same kind, and for an amount
    with a unit, the same unit or none on either side."""
    kind_ = value.broad_kind
    return any(k == kind_ and (not measure or not u or dimension(u) == dimension(measure)) for k, u in kinds)


def shares_amounts_only(sentence: str, line: str) -> bool:
    """Whether an offer shares with a note no content word, and of values only days, times and amounts
    ("book the optician for Thursday at 9:00?" beside "The dentist is on Monday at 9:00"), no person or
    name (the thing itself: "Backblaze would be cheaper than Dropbox")."""
    line = without_history(line)
    keys = value_keys(sentence)
    shared = {v.kind for v in found(line) if v.key in keys}
    return not content_words(sentence) & content_words(line) and not shared & ENTITIES


def shares_more_than_units(sentence: str, line: str) -> bool:
    """Whether an offer and a note share a word or a value beyond a unit: "a mouse for 30 EUR?" is
    not about "the laptop budget is 1200 EUR"."""
    line = without_history(line)
    if value_keys(sentence) & value_keys(line):
        return True
    return bool(words(CUE.sub(" ", sentence)) & words(line) - UNIT_WORDS)


def restates_elsewhere(sentence: str, line: str) -> bool:
    """Whether `sentence` names every value of the note `line`, and no other of their kinds, and shares
    none of its words beyond units, while saying a word of its own: the same day and time of another
    thing ("I moved my haircut to Wednesday at 10:00" beside "The team call is on Wednesdays at 10:00"),
    no change of the note."""
    opener = {w.casefold() for w in re.findall(r"^\W*([A-Z]\w+)", sentence)}  # "Darktable has replaced …"
    held, named = found(line), found(sentence, known=opener)
    keys, kinds = {v.key for v in held}, {v.broad_kind for v in held}
    if not keys or not keys <= {v.key for v in named}:
        return False
    if any(v.key not in keys and v.broad_kind in kinds for v in named):
        return False  # a new value of a kind the note has: "Instead of the 9th we'll meet on the 16th"
    return not content_words(sentence) & content_words(line) - UNIT_WORDS and about_else(sentence, line)


def news_of(line: str, old: str) -> bool:
    """Whether a change shares with the note `old` only a person or a name and brings no value of its
    own: news of that person or thing ("<PERSON_1> changed jobs last month" beside "Lunch with
    <PERSON_1> is on Thursday"), not a change of what the note says of them."""
    before = without_history(old)
    their_keys = {t.key for t in found(before)}
    opener = {w.casefold() for w in re.findall(r"^\W*([A-Z]\w+)", line)}  # "Darktable has replaced …"
    if any(v.key not in their_keys for v in found(line, known=opener)):
        return False  # a new value: the note may be what changes
    shared = {v.kind for v in found(line) if v.key in their_keys}
    said = content_words(NEGATION.sub(" ", line)) - LIGHT_VERBS
    return bool(shared) and shared <= ENTITIES and bool(said) and not said & words(before)
