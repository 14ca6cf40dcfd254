"""One thing set against another of its kind: "User's old phone" and "User's new phone", 12 euros "for
streaming" and 30 "for the gym", "the pool team" and "the darts team": a statement about the other one
changes no note of this one.
"""

from __future__ import annotations

import re

from hushmem.models.cues import DECISION, words

# words that point at an event or at what kind of value changes, without naming a thing ("they moved
# my appointment to 4:30", "I changed the name to Bolt")
REFERENTS = set(
    "appointment booking reservation slot session meeting date time day plan name title place venue deadline "
    "location address spot point price cost fee charge rate amount number size count total start end".split()
)
# one thing set against another of its kind: "User's old phone" and "User's new phone"
CONTRASTS = [
    ("old", "new"), ("previous", "new"), ("former", "new"), ("old", "current"), ("first", "second"),
    ("front", "back"), ("upstairs", "downstairs"), ("morning", "evening"), ("left", "right"),
]  # fmt: skip


def contrasted(line: str, old: str) -> bool:
    """Whether `line` and the note `old` name one kind of thing with contrasting words ("User's new phone
    costs 450 euros" beside "User's old phone cost 300 euros"; "User's new one" too)."""
    for a, b in CONTRASTS:
        for this, that in ((a, b), (b, a)):
            mine = {w.casefold() for w in CONTRAST_WORD[this].findall(line)}
            theirs = {w.casefold() for w in CONTRAST_WORD[that].findall(old)}
            if mine & theirs or ("one" in mine and theirs):
                return True
    return False


CONTRAST_WORD = {w: re.compile(rf"\b{w} ([a-z][\w-]+)", re.IGNORECASE) for pair in CONTRASTS for w in pair}


FOR_WHAT = re.compile(r"\bfor (?:the |a |an |User's )?([a-z][\w-]+)", re.IGNORECASE)


def other_purpose(line: str, old: str) -> bool:
    """Whether `line` and the note `old` say what an amount is for and name different things ("User pays
    12 euros a month for streaming" beside "User pays 30 euros a month for the gym")."""
    # "went for the Coleman tent" is a choice, not a purpose
    mine, theirs = FOR_WHAT.findall(DECISION.sub(" ", line)), FOR_WHAT.findall(DECISION.sub(" ", old))
    if not mine or not theirs:
        return False
    said, held = words(" ".join(mine)) - REFERENTS, words(" ".join(theirs)) - REFERENTS
    unshared = unsaid(said, words(old)) == said and unsaid(held, words(line)) == held
    return bool(said and held) and unshared


# a determiner, then a word saying which one of its kind, then the thing: "the pool team", "User's darts team"
WHICH_ONE = re.compile(
    r"\b(?i:the|a|an|our|my|his|her|their|User's|Assistant's) ([a-z][a-z-]+) ([a-z][a-z-]+)\b"
)
# words before a noun that say when, how big or which in order, not which kind: "the evening class", "the
# new team" may be the note's own thing
NOT_A_KIND = words(
    "new old next last first second third current usual same other whole big small little main own early "
    "late morning afternoon evening night weekend weekly monthly yearly annual daily full half proper final"
)


def other_kind_of(line: str, old: str) -> bool:
    """Whether `line` names the thing the note `old` names by the same noun with another word saying which
    of its kind, neither word said by the other ("the pool team" beside "User's darts team"; "the kids'
    swimming lesson" is not "the adult swimming lesson"); a price's or a time's own word may vary ("the
    entry fee", "the club fee"), so a noun of `REFERENTS` counts for nothing; a decision picks one of
    a kind ("we went with the grey sofa" of "User is looking at a blue sofa")."""
    if DECISION.search(line):
        return False
    theirs = [(words(head), words(which)) for which, head in WHICH_ONE.findall(old)]
    for which, head in WHICH_ONE.findall(line):
        thing, kind_ = words(head), words(which)
        if (
            not thing
            or not kind_
            or thing & REFERENTS
            or kind_ & NOT_A_KIND
            or unsaid(kind_, words(old)) != kind_
        ):
            continue
        if any(held == thing and other and not other & NOT_A_KIND and unsaid(other, words(line)) == other
               for held, other in theirs):  # fmt: skip
            return True
    return False


def same_stem(a: str, b: str) -> bool:
    """ "swim" and "swimming", "cook" and "cooking": one word the start of the other, four letters or more."""
    short, long = sorted((a, b), key=len)
    return len(short) >= 4 and long.startswith(short)


def unsaid(said: set[str], text_words: set[str]) -> set[str]:
    return {w for w in said if not any(w == t or same_stem(w, t) for t in text_words)}
