"""How a change is said: the cue words of an update ("actually", "instead", "moved to"), the old and new
value a sentence names ("from X to Y", "Y, not X"), the content words a note is about, where a text
states a value however written, and the "(was …)" history a note keeps.
"""

from __future__ import annotations

import re
from typing import TypeVar

from hushmem.models.values import MONTH, NUMBER_WORD, Found, found, unit, values

# a new state from a time on, after "from": "from next week", "from the next issue", "from April"
FROM_ON = rf"(?:the )?next [a-z]+|(?:{MONTH})\b(?! ?\d| to\b| till\b| until\b)"
SINCE = re.compile(rf"\b(?:from|starting) (?:{FROM_ON})", re.IGNORECASE)
# "it's" said of a value, the apostrophe typed or not: "so its £165 now", "that's the 29th"
IT_IS_WORDS = r"it'?s|it is|it'll be|it will be|that'?s|that is"

# what a value stands for, when "a new" names it: "we've got a new date", "a new time for the match"
NEW_SLOTS = (
    "date|time|day|slot|venue|place|location|address|room|price|fee|rate|quote|total|figure|number|budget|"
    "deadline|start|plan|schedule"
)

# cues strong enough to match a note by the kind of its value when no content word is shared
STRONG_CUES = [
    # a change verb and its direction around what it moves: "they brought my appointment forward" (first:
    # the whole phrase is the cue, not "moved" alone)
    r"(?:brought|bring|moved?|push(?:ed)?|put|bump(?:ed)?|shift(?:ed)?|pulled) "
    r"(?:it|them|this|that|(?:my|our|your|User's|the|their|his|her) [\w']+) "
    r"(?:forward|back|earlier|later|ahead)(?= (?:to|by|until|till)\b)",
    r"instead", r"change[ds]?", r"switch(?:ed)?", r"swap(?:ped)?", r"no longer", r"correction",
    r"moved?(?! on\b)",  # "moved on" goes on to something else
    # a plan's present tense, with where it goes: "Lunch moves to 13:00", "the class shifts back to 6"
    r"(?:moves|shifts|switches|swaps)(?= (?:to|back|forward|from|over)\b)",
    r"scratch that", r"update[ds]?", r"rather", r"replace[ds]?", r"resched\w*", r"postpone[ds]?", r"delayed",
    r"make (?:it|that)", r"slipped", r"slid",
    # booked, arranged or timed again: "rebooked for Monday", "they've re-arranged it to the 9th"
    r"re-?(?:book|arrang|dat|tim)(?:ed|ing)",
    r"meant", r"bump(?:ed)?", r"push(?:ed)?", r"raised", r"lowered", r"shifted", r"any ?more", r"renamed?",
    r"changed (?:my|our) minds?", r"second thoughts?",
    # an offer told as taken up in the same breath: "the coach offered me an earlier spot, next Tuesday, and
    # I said yes"
    r"offered (?:me|us|User|him|her|them)\b[^.;?]{0,80}?\b(?:and|so) (?:I|we|User) "
    r"(?:said yes|accepted|agreed|took it|grabbed it|jumped at it)",
    # a new total after an amount added or taken away: "add 5 more chairs, so 25 altogether"
    r"(?:so|making|makes|for) (?:it's |it is |that's |we're |we are )?\w+ (?:\w+ )?"
    r"(?:in total|total|altogether|in all)",
]  # fmt: skip
OTHER_CUES = [
    r"actually", r"changing", r"switching", r"moving", r"now(?! that)", r"any longer", r"turns out",
    # "new" naming a value's new slot ("the new time", "a new date"), not a thing got ("a new drawing tablet")
    rf"(?<!\ba )(?<!\ban )new|(?<=\ba )new(?= (?:{NEW_SLOTS})\b)",
    r"revised", r"final", r"went (?:up|down)", r"increased", r"decreased", r"reduced", r"extended", r"cut",
    # the verb, not the thing: "upgraded to the 8-inch", not "a 50 mm lens is a cheap upgrade"
    r"(?:up|down)graded", r"(?:up|down)grade(?= (?:to|it|them|us|me|User)\b)",
    r"not any", r"from now on", r"going forward", r"after all",
    r"confirm(?:ed|ing)?", r"as of", r"these days", r"price (?:hike|increase|rise|drop)",
    r"in the end",  # a count or choice settled after all: "forty five feeders in the end"
    # a thing turning into a new state: "the lessons become 1 hour", "the fee is becoming 12 percent"; a
    # revision of a plan ("Second revision: the heat is at 9:50")
    r"becom(?:e|es|ing)", r"became", r"revisions?",
    # a round figure settled on: "let's call it 16 sandwiches"
    rf"call (?:it|that)(?= [£$€]?\d| (?:{NUMBER_WORD})\b)",
    # a booking given a new slot: "they've put her in at 14:40", "squeezed me in on Monday"
    r"(?:put|squeezed?|fit(?:ted)?|slotted) (?:[A-Za-z]+ )?(?:in|down) (?:for|at|on)",
    # an amount moving one way to a new value: "he came down to 15%", "we're going up to 320 copies",
    # "the tickets jumped to 52 euros", "the group shrank to 11"
    # (to an amount: "we're going up to Scotland" goes somewhere)
    r"(?:come|comes|came|coming|go|goes|going|gone) (?:up|down) (?:to|by)"
    rf"(?= [£$€]?\d| (?:{NUMBER_WORD})\b)",
    r"(?:rose|risen|rises|jumped|jumps|climbed|climbs|soared|fell|fallen|falls|dipped|grew|grown|grows|shrank|"
    r"shrunk|shrinks)(?= (?:up |down )?(?:to|by)\b)",
    # a new state from a time on: "it's in room 9 from next week", "from the next issue"
    # (only "from" is the cue: the words after it may be the note's, "58 pounds a month")
    rf"(?:from|starting)(?= (?:{FROM_ON}))",
    # a change of amount or date said with its direction: "upped it to 250", "dropped to 24"
    r"(?:upped|dropped|hiked|slashed|doubled|halved|delayed|brought|knocked|moved up|went)"
    r"(?: \w+)? (?:to|from|by|down|up|forward|back|until)",
    r"(?:is|are|'s) (?:off|cancell?ed)", r"called off", r"cancell?ed", r"forget", r"ignore",
    r"(?:rais|increas|decreas|lower|reduc)(?:e|ing)(?: \w+){1,3} (?:to|by)",  # the verb, not "a raise to"
    r"can(?:'t|not) make", r"won't make", r"(?:doesn't|does not|won't) work", r"never ?mind",
    r"my (?:mistake|bad)", r"(?:got|had|read|heard|wrote|noted|copied) (?:it|that|this|the \w+) wrong",
    # an amount given again, lower or higher: "he came back with a lower number, 1,950 all in"
    r"(?:came|come|comes|coming) back (?:with|at) (?:a|an) "
    r"(?:lower|higher|cheaper|better|new|revised|different)\b",
    # a slip owned: "I misspoke, the fee is 95 dollars", "I mixed them up"
    r"misspoke", r"misspoken", r"misremembered", r"mis(?:typed|heard|counted)",
    r"mixed (?:it|them|that|those) up", r"I was wrong",
    # an amount brought lower: "they knocked the price down to 575", "we're down to 3" (the verb alone is
    # the cue: what it acts on is a word the note may share)
    r"(?:knocked|marked|brought|cut|dropped|slashed)(?=(?: \w+){0,2} down to\b)",
    r"(?:'re|'m|'s|is|are|now) down to",
    # a verb said to set a thing to a new amount, whatever the verb: "they stretched the class to 2 hours"
    rf"[a-z]+ed(?= (?:it|them|the [a-z]+(?: [a-z]+)?) to (?:\d|(?i:{NUMBER_WORD})\b))",
]  # fmt: skip


# how a thing turned out, as its only cue: of a plan, its change; of a past occasion, only how it went
SETTLED = re.compile(r"\bin the end\b", re.IGNORECASE)


def _cues(alternatives: list[str]) -> re.Pattern:
    return re.compile(rf"\b(?:{'|'.join(alternatives)})\b", re.IGNORECASE)


STRONG_CUE = _cues(STRONG_CUES)
CUE = _cues(STRONG_CUES + OTHER_CUES)
# a decision may settle what an earlier note left open ("We went with the grey sofa") or be news of its
# own ("User decided to give Assistant a raise"): it replaces a note only when short or close to it
DECISION = re.compile(
    r"\b(?:went (?:with|for)|gone (?:with|for)|go with|going with|decided|settled on|opted|ended up)\b",
    re.IGNORECASE,
)
DECISION_WORDS = 8
# the other speaker taking up a proposed value: "Got it, Friday then."
CONFIRMED = re.compile(
    r"^(?:(?:ah|oh|well|yes|yeah)[,.!]?\s+)?"
    r"(?:got it|ok(?:ay)?|sure|fine|right|great|perfect|noted|alright|all right|well spotted|"
    r"good (?:catch|spot)|fair enough|in that case|you'?re right|you are right)[,.!]?\s+\S+(?:\s\S+){0,3}"
    r"\s+then[.!]*$",
    re.IGNORECASE,
)


# a change said of the price itself, whatever it is the price of: "he knocked the price down to 1.9k"
PRICE = re.compile(
    r"\b(?:the|his|her|their|its|our|my) (?:price|cost|quote|fee|bill|charge)\b", re.IGNORECASE
)


def changes(sentence: str) -> bool:
    """Whether `sentence` is worded as a change to something said before."""
    return bool(CUE.search(sentence) or DECISION.search(sentence) or CONFIRMED.match(sentence)) or new_total(
        sentence
    )


# a request to keep a fact, asked as a question: "Could you note that the fee is now 140 euros?", "Can you
# update the fee to 140 euros?" state the fact (a question otherwise only asks)
ASKED_TO = r"^(?:(?:can|could|would|will) you(?: please)?|please) "
NOTE_THAT = re.compile(
    ASKED_TO + r"(?:note|remember|record|write down|jot down|make a note|keep in mind)(?: that| of)? "
    r"(?P<said>[^?]+?)[?.!]*$",
    re.IGNORECASE,
)
UPDATE_TO = re.compile(
    ASKED_TO + r"(?:update|change|correct|switch) (?P<what>[^?]+?) to (?P<to>[^?]+?)[?.!]*$", re.IGNORECASE
)


def as_statement(sentence: str) -> str:
    """A request to keep a fact as the statement it makes ("Could you note that the fee is now 140
    euros?" → "The fee is now 140 euros."; "Can you update the fee to 140 euros?" → "Change the fee to
    140 euros."); any other sentence as it is."""
    noted = NOTE_THAT.match(sentence.strip())
    if noted:
        said = noted.group("said")
        return f"{said[:1].upper()}{said[1:]}."
    update = UPDATE_TO.match(sentence.strip())
    return f"Change {update.group('what')} to {update.group('to')}." if update else sentence


# a thing brought up as a question, then said of as "it": "Remember the discount? It's 15 % now."
TOPIC = re.compile(
    r"^(?:(?:oh,? )?(?:remember|you know|about|regarding|as for)\s+"
    r"(?!(?:it|that|this|when|what|how|if|I|you)\b)|(?=(?:the|our|my|that) ))(?P<topic>[^?,;]{1,40})\?$",
    re.IGNORECASE,
)
IT_IS = re.compile(r"^(?:it|that)(?:'s| is)\s+", re.IGNORECASE)


def said_of_topic(question: str, answer: str) -> str | None:
    """The statement a question naming a thing and the next sentence saying "it is …" make together
    ("Remember the discount?" + "It's 15 % now." → "The discount is 15 % now."), or None."""
    topic, said = TOPIC.match(question.strip()), IT_IS.match(answer.strip())
    if not topic or not said:
        return None
    thing = re.sub(r"^that ", "the ", topic.group("topic"))
    return f"{thing[:1].upper()}{thing[1:]} is {answer.strip()[said.end() :]}"


# a change by an amount, not a new value: "two more", "5 extra", "3 fewer"
DELTA = re.compile(
    r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of) "
    r"(?:more|fewer|less|extra|additional)\b|"
    # the amount after a verb adding it: "adds 3.5k so 45.5k now", "plus £20, so £95"
    r"(?:(?<=\badds )|(?<=\badd )|(?<=\badded )|(?<=\bplus )|(?<=\bextra )|(?<=\banother ))"
    r"[£$€]?\d[\d,.]*(?:k\b)?",
    re.IGNORECASE,
)


def new_total(sentence: str) -> bool:
    """Whether `sentence` changes a count by an amount and states the result ("two more are coming,
    we'll be 10"; "3 fewer boxes, so 12")."""
    deltas = [m.start() for m in DELTA.finditer(sentence)]
    return bool(deltas) and any(v.kind == "number" and v.start not in deltas for v in found(sentence))


# "that" joining a clause ("now that I took the rack off", "so that", "that we booked") points at nothing
THAT = r"(?<!\bnow )(?<!\bso )(?<!\bsuch )that(?!\s+(?:User|Assistant|I|we|you|he|she|they|it)\b)"
# a pronoun for the thing a change acts on; "they" mostly does the changing ("they've raised it")
THING = rf"it|{THAT}|this|them|one"
PRONOUN = rf"(?:{THING}|they)"
NEGATION = re.compile(r"\b(?:not|no longer|never|no more)\b|n't\b", re.IGNORECASE)
PRONOUN_WORD = re.compile(rf"\b{PRONOUN}\b", re.IGNORECASE)  # a note opens with a capital: "It moved …"
# "from X to Y", "change X to Y", "Y instead of X", "instead of X, Y", "not X any more, Y", "Y, not X":
# the old value named in the sentence
FROM_TO = re.compile(r"\bfrom (?P<old>[^,;]{1,40}?) to (?P<new>[^,;]{1,60})$", re.IGNORECASE)
CHANGE_TO = re.compile(  # "change the name to Bolt": the name is what changes, not the old value
    rf"\b(?:chang|switch|swap|correct)\w*\s+"
    rf"(?!{PRONOUN}\b)(?P<old>[^,;]{{1,40}}?)\s+(?:to|into|for)\s+(?P<new>[^,;]{{1,60}})$",
    re.IGNORECASE,
)
ARROW = r"(?:->|-->|=>|→|⇒)"
SWAPS = [
    FROM_TO,
    CHANGE_TO,
    re.compile(r"^instead of (?P<old>[^,;]{1,40}),\s*(?P<new>\S[^;]{0,80})$", re.IGNORECASE),
    re.compile(r"^not (?P<old>[^,;]{1,40}?) any ?(?:more|longer),\s*(?P<new>\S[^;]{0,80})$", re.IGNORECASE),
    re.compile(  # the old value ends where a new clause starts: "at 4 instead of 3 and we need 20 chairs"
        r"(?P<new>\S[^,;]{0,60}?) (?:instead of|rather than) (?P<old>[^,;]{1,40}?)"
        r"(?=\s+(?:and|but|so)\s+(?:User|we|I|it|they|he|she|you)\b|$)",
        re.IGNORECASE,
    ),
    re.compile(r"(?P<new>\S[^,;]{0,60}?),? not (?P<old>[^,;]{1,40})$", re.IGNORECASE),
    re.compile(  # "Darktable has replaced Lightroom for me"
        r"^(?P<new>\S[^,;]{0,40}?) (?:has |have |had )?replaced (?P<old>[^,;]{1,40}?)(?: for \w+)?$",
        re.IGNORECASE,
    ),
    # an arrow from the old value to the new, as in a planner's notes: "Date: 14 June -> 21 June"
    re.compile(
        rf"(?:(?<=^)|(?<=\s))(?P<old>[^\s,;:]+(?: [A-Za-z]{{3,9}})?)\s*{ARROW}\s*"
        rf"(?P<new>[^\s,;](?:(?!{ARROW})[^,;]){{0,59}})$"
    ),
    # "Bedtime is not 8pm any more, it is 8:30pm": the subject and verb kept, the restatement dropped
    re.compile(
        r"^(?P<lead>[^,;]{1,40}? (?:is|are|was|were|costs?|starts?|takes?|runs?)) not (?P<old>[^,;]{1,30}?) "
        r"any ?(?:more|longer),\s*(?:(?:it|that|this|they|he|she)(?:'s| is| are) |but |now )*"
        r"(?P<new>\S[^;]{0,60})$",
        re.IGNORECASE,
    ),
]
STOP = set(
    "a an the and or but if of to in on at for with by from as is are was were be been being am do does "
    "did have has had will would shall should can could may might must it its this that these those "
    "there here then than so too very just also not no yes i me my we us our you your he him his she her "
    "they them their user assistant user's assistant's what which who whom when where why how all any "
    "some more most other such only own same about into over after before again once up down out off "
    "let's lets get got go going one two thing things it's that's there's it'll "
    # chat's fillers and spoken forms of the words above: "its gonna be £110 now ugh"
    "im ive theyre gonna wanna gotta lol lmao haha ugh argh omg tbh btw fyi yay phew "
    "um uh erm er hmm myself yourself ourselves himself herself themselves itself".split()
)
Note = TypeVar("Note")  # a Fact: anything with .score and .line


def words(text: str) -> set[str]:
    # whole words only: "8th" and "7pm" name no word "th" or "pm"; "the cat's visit" names the cat
    tokens = re.findall(r"\b[a-z][a-z'-]+", text.casefold())
    return {re.sub(r"'s$", "", w).rstrip("s") for w in tokens if w not in STOP}


HISTORY = re.compile(r"\s*\(was [^)]*\)")


def without_history(line: str) -> str:
    """What a note states now: its line without the "(was …)" parts."""
    return HISTORY.sub("", line)


# words an update uses to point at a fact without restating it ("make it Friday", "sorry, I meant 80")
POINTING = set("make let's let do meant sorry scratch oh okay ok well hmm wait instead please".split())
# "The rehearsal is at the hall": who or what a note is about, then what it says of it
SUBJECT = re.compile(
    r"^(?P<subject>(?:[Tt]he|[Aa]n?|User's|Assistant's)\s[^,;]{1,40}?)\s+(?P<rest>(?:is|are|was|were|will|has|"
    r"have|costs?|starts?|meets?|takes?|holds?|weighs?|runs?)\b.*)$"
)


# an old value named only as what was said before: "not the time I told you", "not what User said"
SAID_BEFORE = re.compile(r"\b(?:told|said|mentioned|gave|wrote|quoted)\b", re.IGNORECASE)


def swap_in(line: str) -> tuple[str, str, str] | None:
    """(`line` with the old value it names moved into "(was …)", old, new), or None when it names none."""
    for pattern in SWAPS:
        match = pattern.search(line)
        if match:
            old, new = match.group("old").strip(), match.group("new").strip()
            if not found(old) and SAID_BEFORE.search(old):
                continue  # "it's 8:15, not the time I told you": the old value is the note's, unnamed
            to = "to " if pattern is FROM_TO else ""
            lead = f"{match.group('lead')} " if "lead" in pattern.groupindex else line[: match.start()]
            return f"{lead}{to}{new} (was {old})", old, new
    return None


def content_words(text: str) -> set[str]:
    """Content words of `text` beyond its values and the words that only point at a change."""
    # and the days found beyond `values`' capitalised names: "thurs", "wed 16 oct"
    days = [v.text for v in found(text) if v.kind in ("weekday", "date")]
    value_words = words(" ".join(values(text) + days))
    return words(CUE.sub(" ", text)) - value_words - POINTING


def find_value(text: str, old: str) -> tuple[int, int] | None:
    """Where `text` says `old`: as written (whole words, any case), else the same value written
    another way ("Fri" for "Friday", "5k" for "5000", "half past 3" for "3:30")."""
    match = re.search(rf"(?<!\w){re.escape(old)}(?!\w)", text, re.IGNORECASE)
    if match:  # "8" of "at 8 pm" is the whole time: its "pm" goes with it
        times = [v.end for v in found(text) if v.kind == "time" and v.start == match.start()]
        return match.start(), max([match.end(), *times])
    named = found(old)
    if len(named) != 1:
        return None
    same = [v for v in found(text) if v.key == named[0].key]
    if not same:
        return None
    # "23 kg" names "23 kilos": the unit goes with the number
    spelled = unit(old, named[0]) and unit(old, named[0]) == unit(text, same[0])
    return same[0].start, with_unit(text, same[0]) if spelled else same[0].end


def replace_value(text: str, old: str, new: str) -> str | None:
    at = find_value(text, old)
    return None if at is None else text[: at[0]] + new + text[at[1] :]


ARTICLE = re.compile(r"^(?:the|a|an|User's|Assistant's)\s+", re.IGNORECASE)


def with_unit(text: str, value: Found) -> int:
    """Where `value` ends in `text`, with the unit word after a number ("3 people")."""
    after = re.match(r"\s*[A-Za-z]+", text[value.end :])
    return value.end + after.end() if after and unit(text, value) else value.end
