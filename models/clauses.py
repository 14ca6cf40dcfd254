"""Shorter notes by deletion only: the clauses of a note that carry no value, date word or key word
(asides "ha", evaluations "which is a relief", reasons and consequences without a value) are cut, so a
bounded summary gives up words before it gives up facts.

Nothing is added or reworded: a trimmed note is its line with some comma- or "because"-separated
pieces left out, the first piece always kept, and any piece naming a value, a "(was …)" history, a
date word or a key word (a preference, constraint, decision, task or diet) kept whole. A harder trim,
for when the notes still do not fit, also cuts reasons and consequences whose only claim is a key word
("…, so the first dinner has to be easy"): the statement they hang on stays.
"""

from __future__ import annotations

import re

from hushmem.models.cues import HISTORY, without_history
from hushmem.models.values import ORDINALS, found

# where a note's pieces meet: a comma or semicolon, or before a reason/evaluation without a comma
# (or before "and"/"but" opening a clause of its own: "… is Cinderella this year and User is one of …")
SEPARATOR = re.compile(
    r",\s+|;\s+|\s+(?=(?:because|since|which is|which was|which means)\b)|"
    r"\s+(?=(?:and|but) (?:User|Assistant|she|he|they|it)\b)"
)
# a piece that only comments on the rest: cut whenever the note is trimmed
ASIDE = re.compile(
    r"(?:ha|haha|hah|lol|ugh|eek|phew|oof|wow|honestly|to be honest|apparently|quite literally|literally|"
    r"poor thing|of course|as usual|for once|sadly|luckily|thankfully|hopefully|I hope|User hopes|"
    r"what a \w+(?: \w+)?|which is (?:a relief|nice|lovely|sweet|great|amazing|annoying|a pain|a lot|"
    r"steep but fine|fine|good|really nice)(?: of (?:her|him|them))?)[.!]*",
    re.IGNORECASE,
)
# a piece opening with these is a reason, consequence or evaluation of the first
SUBORDINATE = re.compile(
    r"^(?:which|so|because|since|as|though|although|but|and so|that's why|even though|even if)\b",
    re.IGNORECASE,
)
# words a time or a count hides in: "on weekdays", "twice a week", "the fifth floor"
DATE_TERMS = (
    "today tomorrow tonight yesterday weekend weekday weekdays morning afternoon evening night noon midnight "
    "daily weekly monthly yearly twice once"
).split() + ORDINALS
DATE_WORD = re.compile(rf"\b(?:{'|'.join(DATE_TERMS)}|next (?:week|month|year))\b", re.IGNORECASE)
KEY_WORD = re.compile(
    r"\b(?:prefer\w*|likes?|loves?|hates?|dislikes?|favou?rite|wants?|rather|ideally|need\w*|"
    r"ha(?:ve|s) to|must|mustn't|can't|cannot|can only|won't|never|always|only|avoid\w*|allerg\w*|"
    r"intoleran\w*|vegetarian|vegan|gluten|dairy|halal|kosher|diabet\w*|decided|chose|picked|"
    r"going with|went with|settled on|agreed|budget|limit|deadline|due|at least|at most|no more than|"
    r"maximum|minimum|remind\w*|book\w*|buy|order|pay|send|call|email|not|no)\b",
    re.IGNORECASE,
)
APPOSITION_WORDS = 3  # "<PERSON_1>", "run by <PERSON_1>", "158 cm": a piece this short leans on its neighbour
CLAUSE_WORDS = 4  # a piece without a subordinator is cut only when it is a clause, not a list item


def trimmed(
    line: str, asides_only: bool = False, reasons: bool = False, core: bool = False, comments: bool = False
) -> str:
    """`line` without its pieces that carry nothing (see the module docstring), or with `asides_only`
    without its asides alone ("ha", "which is a relief"), or with `comments` without those and its
    reasons, consequences and evaluations alone (a subordinate piece carrying nothing: "…, which felt
    generous until …"; its clauses that say what a thing is stay), or with `reasons` also without its
    reasons and consequences that name no value or date word, key words or not ("…, so the first dinner
    has to be easy"), or with `core` without every piece but the first and those naming a value or date
    word (a note about to be dropped whole keeps its statement); `line` itself when no piece can go."""
    pieces = _pieces(line)
    if asides_only and all(ASIDE.fullmatch(text.strip()) for _, text in pieces):
        return ""  # "Ugh, what a week": nothing but asides
    if len(pieces) < 2:
        return line
    kept = [pieces[0]]
    for index, (sep, text) in enumerate(pieces[1:], start=1):
        history = HISTORY.findall(text)
        bare = without_history(text).strip()
        keep = (
            not ASIDE.fullmatch(bare)
            if asides_only
            else _predicate(pieces, index) or not _idle(bare, reasons, core, comments)
        )
        if keep:
            kept.append((sep, text))
        elif history:  # the piece goes, what it replaced stays: "…at 10:30 (was 9th)"
            kept.append((" ", " ".join(part.strip() for part in history)))
    if kept == pieces:
        return line
    return "".join(sep + text for sep, text in kept).rstrip(" ,;:-")


def _pieces(line: str) -> list[tuple[str, str]]:
    """(separator before it, text) for each piece of `line`, splitting outside parentheses only."""
    out, start, sep = [], 0, ""
    for match in SEPARATOR.finditer(line):
        if line.count("(", 0, match.start()) > line.count(")", 0, match.start()):
            continue  # inside "(was …)"
        out.append((sep, line[start : match.start()]))
        sep, start = match.group(0), match.end()
    out.append((sep, line[start:]))
    return [(s, t) for s, t in out if t.strip()] if out[0][1].strip() else out


def _predicate(pieces: list[tuple[str, str]], index: int) -> bool:
    """Whether a piece is the statement short pieces beside it lean on: after a frame or an apposition
    ("The plumber, <PERSON_1>, can only come …"; "A local café, run by <PERSON_1>, offered …") or
    before a bare value ("User is quite short, 158 cm"). A reason or consequence never is."""
    if SUBORDINATE.match(pieces[index][1].strip()):
        return False
    after = pieces[index + 1][1] if index + 1 < len(pieces) else ""
    return all(len(text.split()) <= APPOSITION_WORDS for _, text in pieces[:index]) or (
        0 < len(after.split()) <= APPOSITION_WORDS and bool(found(after))
    )


def _idle(piece: str, reasons: bool = False, core: bool = False, comments: bool = False) -> bool:
    """Whether a piece (not the first) says nothing a note must keep; with `reasons`, a reason or
    consequence without a value or date word counts as saying nothing too, and with `core` any piece
    without one; with `comments` only a subordinate piece can say nothing."""
    text = piece.strip()
    if ASIDE.fullmatch(text):
        return True
    if found(text) or DATE_WORD.search(text) or (comments and not SUBORDINATE.match(text)):
        return False
    if core:
        return True
    if reasons and SUBORDINATE.match(text):
        return True
    if KEY_WORD.search(text):
        return False
    return bool(SUBORDINATE.match(text)) or len(text.split()) >= CLAUSE_WORDS
