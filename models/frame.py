"""Which part of an update states its change: the clauses that state a value, read from the change on,
without a clause before it telling why or who told ("Heavy rain is forecast, so they pushed the walk back
…"), who made the change ("the club pushed …") or who reports it ("The garage says …").
"""

from __future__ import annotations

import re

from hushmem.models.cues import CUE, STRONG_CUE, words
from hushmem.models.values import found

# an update's clauses, to drop the ones naming only the old value: unlike NOTE_PART, a bare "and" does not
# split ("<PERSON_1> and <PERSON_4> are coming" is one clause; tried as NOTE_PART: the same notes on dev, but
# a list's first item could be dropped with the clause it stands in)
# ("and" before a verb in the past or a change opens one: "he checked the boards and knocked the price down
# to 1.9k", "he measured again and brought it down to 2.8k")
CLAUSE = re.compile(
    rf"(?:,|;| -| –| —)\s+(?:so |but |and )?|\s+(?:so|but)\s+|"
    rf"\s+and\s+(?=[a-z]{{2,}}(?<!e)ed\b|(?i:{CUE.pattern}))"
)
# a note's clauses, split at "and", "but", "then" too; a comma only before a space ("38,000" is one value)
NOTE_PART = re.compile(r",\s+|;\s*|\s+(?:and|but|so|then|while)\s+|\s+[-–—]\s+")


# a clause before the change saying why or how it came: "Heavy rain is forecast, so they pushed it back",
# "The surgery rang, the appointment got moved", "Since the hall closed User switched to …"
LEAD_CLAUSE = re.compile(
    r"^(?:(?:since|because(?: of)?|now that|due to|given that)\s[^,;]{1,80}?"
    r"(?:,\s*|\s+(?=(?:User|Assistant|they|we|he|she|it)\b))|[^,;]{1,80}?(?:,\s*(?:so\s+)?|\s+so\s+)|"
    # someone getting in touch, then what they said: "the piano teacher called and she wants …"
    r"[^,;]{1,60}?\b(?:called|rang|phoned|emailed|texted|messaged|wrote)(?: back| User| us)?\s+and\s+"
    r"(?:(?:said|says|told (?:User|us))(?: that)?\s+)?)",
    re.IGNORECASE,
)


# a clause after the change saying why it came: "they moved User to 11:20 because of staffing"
TRAILING_REASON = re.compile(
    r"\s*,?\s+(?:because|bc|b/c|cos|coz|cuz|due to|thanks to|owing to)\b.*$", re.IGNORECASE
)


def without_reason(clause: str) -> str:
    """`clause` without a reason said after its change ("moved User to 11:20 because of staffing" →
    "moved User to 11:20"): why a value changed is not what it is of."""
    return TRAILING_REASON.sub("", clause)


def piece_at(text: str, at: int, splitter: re.Pattern = CLAUSE) -> str:
    """The piece of `text` between the `splitter` matches around position `at` (its clause, by default)."""
    start, end = piece_span(text, at, splitter)
    return text[start:end]


def piece_span(text: str, at: int, splitter: re.Pattern = CLAUSE) -> tuple[int, int]:
    """Where the piece of `text` around position `at` (`piece_at`) starts and ends."""
    cuts = [0] + [m.end() for m in splitter.finditer(text)] + [len(text) + 1]
    return max(c for c in cuts if c <= at), min(c for c in cuts if c > at)


def from_the_change(clause: str, old: str = "") -> str:
    """`clause` from its change verb on, when what comes before it names no value (nor a word of the note
    `old`): who made the change ("the club pushed the trip back to 21 June" → "pushed the trip back to
    21 June"), not what it acts on ("The meetup moved to the 16th" stays)."""
    verb = STRONG_CUE.search(clause)
    objectless = " " not in verb.group(0).strip() and NO_OBJECT.match(clause[verb.end() :]) if verb else True
    if not verb or PASSIVE.search(clause[: verb.start()]) or objectless:
        return clause  # "the permit got changed to 140 euros": what comes before is what changed
    agent = clause[: verb.start()]
    return clause[verb.start() :] if not found(agent) and not words(agent) & words(old) else clause


PASSIVE = re.compile(r"\b(?:got|gets|was|were|is|are|be|been|has|have|had|now)\s+$", re.IGNORECASE)
NO_OBJECT = re.compile(r"\s*(?:$|[.,;!?]|(?:to|from|by|until|till|on|at|for|in|into|up|down)\b)", re.I)


def main_clause(line: str) -> str:
    """`line` without the clauses before its change that name no value and no change ("Heavy rain is
    forecast, so they pushed the walk back to 4 October" → "they pushed the walk back to 4 October"):
    what the change is about is said after them. `line` itself when no such clause leads it."""
    while (match := LEAD_CLAUSE.match(line)) and not found(match.group(0)) and not CUE.search(match.group(0)):
        rest = line[match.end() :]
        if not (CUE.search(rest) and found(rest)):
            break
        line = rest
    return line


def stating(sentence: str) -> str:
    """The clauses of `sentence` that state a value, without those that only tell why or what else
    happened ("A storm hit, so the match is at 16:00" → "the match is at 16:00"); the whole sentence when
    no clause, or every clause, states one."""
    clauses = [c for c in CLAUSE.split(sentence) if c.strip()]
    valued = [_unlabelled(c) for c in clauses if found(c)]
    if not valued or (len(valued) == len(clauses) and valued == clauses):
        return sentence
    text = ", ".join(valued)
    return text[:1].upper() + text[1:]


LABEL = re.compile(r"^(?P<label>[^:]{1,40}):\s+(?P<rest>\S.*)$")


def _unlabelled(clause: str) -> str:
    """A clause without a label that only says a change came ("Latest from the garage: Monday" →
    "Monday"); a label naming what the value is of ("Budget: 400 euros") stays."""
    labelled = LABEL.match(clause)
    if not labelled or not CUE.search(labelled.group("label")) or not found(labelled.group("rest")):
        return clause
    return labelled.group("rest")


# someone reporting a fact: "The school says …", "The landlord told User that …"
REPORTED = re.compile(
    r"^(?:(?:The|A|An|User's|My|Our)\s+)?[A-Za-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}\s+"
    r"(?:says|said|told (?:User|us|me)|confirmed|emailed|wrote|rang|called|texted)"
    r"(?:\s+(?:to say|that))?\s+(?=(?:the|a|an|User's|our|my)\s|\d)",  # "… says 22:30 start now"
    re.IGNORECASE,
)


def reported(line: str) -> str:
    """What a report says, without who says it ("The garage says the car is ready" → "The car is ready")."""
    said = REPORTED.match(line)
    rest = line[said.end() :] if said else line
    return rest[:1].upper() + rest[1:]


def changing_clause(sentence: str) -> str:
    """The clause of `sentence` with its change cue ("The council moved the bag collection to Tuesday, so
    User can't leave the bags out until Monday night" → its first clause), else `sentence` from after a
    leading clause that only says why (`main_clause`)."""
    cued = [c for c in CLAUSE.split(sentence) if CUE.search(c)]
    return cued[0] if cued else main_clause(sentence)
