"""Whose thing a statement is about: another person's ("User's sister moved her dentist to Monday",
"my friends yoga pass went up", "<PERSON_2> has a new partner") is not the user's thing a note holds,
whatever values the two share.
"""

from __future__ import annotations

import re

from hushmem.models.cues import words

# a note naming its thing without an article: "Rent is 900 a month"
BARE_THING = re.compile(
    r"^(?!(?:User|Assistant|It|They|We|There|This|That)\b)([A-Z][a-z][\w-]*(?: [a-z][\w-]*){0,2})"
)


def someone_elses(line: str, old: str) -> bool:
    """Whether `line` changes another person's thing of the kind the note `old` holds as the user's, or
    as no one else's ("User's sister moved her dentist to Monday" beside "User's dentist is on Friday";
    "User's friend's landlord wants 700" beside "The landlord wants 900")."""
    mine = re.match(r"^(?:User's|The) ((?:[a-z][\w-]* ?){1,3})", old) or BARE_THING.match(old)
    if not mine:
        return False
    things, said = words(mine.group(1)), words(old)
    person = PERSON_NAMED.search(old)  # whom "his"/"her" may stand for

    def theirs(owner: str, thing: str) -> bool:
        named = words(thing)
        if owner:  # "User's sister's dentist"
            return bool(named & things)
        if person:  # "His birthday dinner" of "Dinner with <PERSON_1> for his birthday" (not "her shift")
            return bool(named & things and named - said)
        # a thing the note names after its subject is its thing too: "his new boiler" of "The plumber
        # quoted 2,400 for the new boiler" (by its head word)
        return bool(named & things or words(thing.split()[-1]) & said)

    found = OTHERS_THING.findall(line)
    return any(theirs(owner, thing) and not words(owner) & said for owner, thing in found)


def owned_by_another(line: str, old: str) -> bool:
    """Whether `line` opens with a thing a named other person owns ("User's friends yoga pass went up to
    £45", the apostrophe not typed; "<PERSON_2>'s rent is 700"; "<PERSON_2> has a new partner") and the
    note `old` names no such person: whatever the thing, it is not the note's."""
    owned = OWNED_SUBJECT.match(line)
    if not owned or not words(owned.group("thing")) or NO_THING.fullmatch(owned.group("thing")):
        return False  # "<PERSON_2>'s doing the bins now", "User's mates said …": 's is "is", s a verb's
    owner = owned.group("kin") or owned.group("person")
    return not words(owner) & words(old)  # a word of its own: "son" is not in "lesson"


# (the pronoun may open the line: "Her flight lands at 18:05 now")
OTHERS_THING = re.compile(r"\b(?:[Hh]er|[Hh]is|[Tt]heir|([a-z][\w-]*)'s) ([a-z][\w-]*(?: [a-z][\w-]*)?)")
# people a user names by how they know them, as the owner of a thing
KIN = (
    r"friend|mate|sister|brother|sis|bro|mum|mom|dad|parent|boss|neighbou?r|flatmate|housemate|roommate|"
    r"colleague|cousin|aunt|uncle|wife|husband|son|daughter|kid|gran|grandma|grandad|grandpa|niece|nephew"
)
# a person a note names, whom a pronoun in a later line may stand for
PERSON_NAMED = re.compile(rf"<PERSON_\d+>|\b(?:{KIN})s?\b", re.IGNORECASE)
# "User's friends yoga pass" (the owner's "'s" typed "s"), "<PERSON_2>'s rent", "<PERSON_2> has a new partner"
OWNED_SUBJECT = re.compile(
    rf"^(?:User's (?P<kin>{KIN})(?:'s|s'?) |(?P<person><[A-Z][A-Z_]*_\d+>)(?:'s | (?:has|have|got|'s got) "
    rf"(?:(?:a|an) (?:new |different )?|new |different )))(?P<thing>[a-z][\w-]*)"
)
# a word after an owner that is no thing: a verb ("said", "coming", "booked") or a negation; nouns in -ing
# or -ed are things ("<PERSON_2>'s wedding", "her mum's shed")
THINGS_LIKE_VERBS = (
    "wedding|meeting|booking|building|training|evening|morning|ceiling|clothing|parking|painting|heating|"
    "lighting|flooring|bedding|shed|bed|seed|feed|need"
)
NO_THING = re.compile(
    rf"(?!(?:{THINGS_LIKE_VERBS})$)[a-z]+(?:ing|ed)|said|says|say|told|tells|think|thinks|reckon|reckons|want|wants|can|cant|will|wont|"
    r"would|could|dont|didnt|doesnt|isnt|arent|just|also|still|only|never|came|went|got|made|took|gave",
    re.IGNORECASE,
)
