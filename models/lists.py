"""A list said over several messages: a fragment that only adds an item ("Also butter.", "Tent pegs too.")
or the list's own lead said again with "also" ("I'm also packing a torch") joins the list note it
extends ("User needs eggs, flour, milk and butter"), instead of being dropped as a sentence without a
fact.
"""

from __future__ import annotations

import re

# "Also butter.", "And a torch.", "Plus two spoons!", "Tent pegs too.", "Oh, and sun cream as well."
FRAGMENT = re.compile(
    r"^(?:(?:oh,? )?(?:also|and|plus)\s+(?P<lead>[^,.;:!?]{1,30}?)|"
    r"(?P<tail>[^,.;:!?]{1,30}?)\s+(?:too|as well))\s*[.!]*$",
    re.IGNORECASE,
)
FRAGMENT_WORDS = 4  # an item, not a statement: at most this many words
# a note ending in a list of two or more items: "… matches, rice and coffee"
ENDS_IN_LIST = re.compile(r"(?P<items>(?:[^,;]+, )+[^,;]+?) and (?P<last>[^,;]+)$")
# words that make a fragment a statement of its own ("Also I need a torch", "And we leave at 8")
NOT_AN_ITEM = re.compile(
    r"\b(?:i|me|we|us|you|he|him|she|her|they|them|it|this|that|so|on|what|how|is|are|was|were|am|be|need|"
    r"needs|want|will|can|have|has|do|does)\b",
    re.IGNORECASE,
)


def added_item(sentence: str) -> str | None:
    """The item a fragment adds to a list ("Also butter." → "butter"), or None."""
    match = FRAGMENT.match(sentence.strip())
    if not match:
        return None
    item = re.sub(r"\s+(?:too|as well)$", "", (match.group("lead") or match.group("tail")).strip())
    if len(item.split()) > FRAGMENT_WORDS or NOT_AN_ITEM.search(item):
        return None
    return item[:1].lower() + item[1:] if item[:1].isupper() and not item[1:2].isupper() else item


def extended(line: str, item: str) -> str | None:
    """`line` with `item` added at the end of the list it ends in, or None when it ends in none."""
    match = ENDS_IN_LIST.search(line)
    if not match or item.casefold() in line.casefold():
        return None
    return f"{line[: match.start()]}{match.group('items')}, {match.group('last')} and {item}"


ALSO = re.compile(
    r"^(?P<who>(?:User|Assistant)(?:'s group)?(?: is| are| will| has| have)?) also (?P<verb>[a-z]+) "
)


def lead_item(line: str, note: str) -> str | None:
    """The item a note `line` adds by saying the lead of the list `note` ends in again with "also"
    ("User is also packing a first aid kit" of "For the trip User is packing 2 rods, a net and a
    flask" → "a first aid kit"), or None."""
    match = ALSO.match(line)
    if not match or not ENDS_IN_LIST.search(note):
        return None
    lead = f"{match.group('who')} {match.group('verb')} "
    item = line[match.end() :].strip()
    if lead not in note or len(item.split()) > FRAGMENT_WORDS or NOT_AN_ITEM.search(item):
        return None
    return item
