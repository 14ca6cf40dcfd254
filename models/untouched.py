"""What a change standing in the place of a whole note leaves as it was: the note's clauses that state a
fact of their own ("User is on hoovering") beside the value the change replaces.
"""

from __future__ import annotations

import re

from hushmem.models.cues import content_words, without_history, words
from hushmem.models.frame import NOTE_PART
from hushmem.models.relevance import LIGHT_VERBS
from hushmem.models.values import found


def with_untouched(line: str, old: str, said: str) -> str:
    """`line`, a change standing in the place of the whole note `old`, with the note's clauses that
    state a fact of their own, naming no value and nothing the change says ("<PERSON_2> is doing bins
    (was <PERSON_1>); User is on hoovering" of "<PERSON_1> is on bins, User is on hoovering")."""
    if DISMISSED.search(said):
        return line  # "Tennis is off": the whole note is over
    mine = words(said)
    kept = [
        c.strip()
        for c in NOTE_PART.split(without_history(old))[1:]
        if OWN_SUBJECT.match(c.strip())
        and not found(c)
        and content_words(c) - LIGHT_VERBS
        and not content_words(c) & mine
    ]
    return "; ".join([line, *kept])


# a clause stating a fact of its own: "User is on hoovering"
OWN_SUBJECT = re.compile(r"^(?:User|Assistant) (?:is|are|has|will|does|can)\b")
# a change that ends the note's thing: none of its clauses stays current
DISMISSED = re.compile(r"\b(?:off|cancell?ed|called off|no longer|any ?more|not)\b|n't\b", re.IGNORECASE)
