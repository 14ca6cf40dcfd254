"""People and places named by a field label rather than by the sentence around them: "City: Tromsø",
"hometown = rüti", "Name\\nAnna Berg", `{"city": "Bern"}`, the cells under a "city" or "name"
column of a pasted CSV or Markdown table, and a sign-off after a dash that ends a message ("... SEE YOU
THEN - KAVYA"). Forms give the models no cue words; the label (or the dash) is the cue.

A labelled value still has to look like a name (letters, at most five words, capitalised where the
text uses capitals). The decision (decision.py) does not weigh it again: the label is the evidence.
"""

from __future__ import annotations

import re

from hushmem.scrubbers.names import NAME_PARTICLES, PLACE_PARTICLES, TextRuleRecognizer, mixed_case

SCORE = 0.95  # Presidio drops a finding inside a same-typed one of equal or higher score ("CITY Chester")
FIELD = "field"  # the EVIDENCE metadata of a labelled value

PLACE_LABELS = [
    "city", "town", "hometown", "home town", "home city", "location", "current location", "place of birth",
    "birthplace", "birth place", "city of birth", "town of birth", "residence", "place of residence",
    "city of residence", "current city", "city/town", "town/city", "village", "municipality", "locality",
    "based in", "lives in", "living in", "origin", "destination", "ort", "wohnort", "stadt", "geburtsort",
    "ville", "lieu de naissance", "ciudad", "localidad", "città", "cidade", "miasto", "kaupunki", "város",
    "město", "şehir", "address", "home address", "postal address", "region", "county", "province",
    "district", "suburb", "neighbourhood", "neighborhood", "departure", "arrival", "venue",
]  # fmt: skip
PERSON_LABELS = [
    "name", "full name", "first name", "last name", "surname", "given name", "family name", "maiden name",
    "middle name", "contact", "contact name", "contact person", "emergency contact", "next of kin", "guest",
    "attendee", "tenant", "landlord", "patient", "applicant", "driver", "passenger", "customer", "client",
    "account holder", "cardholder", "recipient", "spouse", "partner", "guardian", "employee", "student",
    "nombre", "apellido", "apellidos", "nom", "prénom", "vorname", "nachname", "imię", "nazwisko", "nome",
    "cognome", "naam", "achternaam", "voornaam", "mother's name", "father's name", "spouse's name",
    "partner's name", "child's name", "son's name", "daughter's name", "wife's name", "husband's name",
]  # fmt: skip
LABELS = {label: "LOCATION" for label in PLACE_LABELS} | {label: "PERSON" for label in PERSON_LABELS}


def _alternatives(labels: list[str]) -> str:
    # longest first, so "place of birth" wins over a shorter label; "first_name" matches "first name"
    ordered = sorted(labels, key=len, reverse=True)
    return "|".join(re.escape(label).replace(r"\ ", r"[ _]").replace("'", "['’]") for label in ordered)


_LABEL = rf"(?:{_alternatives(list(LABELS))})"
_WORD = r"[^\W\d_]+(?:['’.\-][^\W\d_]+)*\.?"
_VALUE = rf"{_WORD}(?:[ /]{_WORD}){{0,4}}"
_NAME_VALUE = re.compile(_VALUE.replace("[ /]", " "))  # one part of a value: letters, up to five words
_OPEN = r"(?:\*\*|__|[\"'])?"
# a label where a field starts (line start, after a bullet, or after a ";" "," "|" "{" between fields),
# a separator, and a value that runs to the end of its field
INLINE = re.compile(
    rf"(?im)(?:^|[;,|{{]|\t|  )[ \t]*(?:[-*•·>][ \t]*)?{_OPEN}(?P<label>{_LABEL}){_OPEN}"
    rf"(?:[ \t]*[:=：][ \t]*|[ \t]+[-–][ \t]+|[ \t]*\.{{2,}}[ \t]*|\t[ \t]*|[ ]+)"
    rf"{_OPEN}(?P<value>{_VALUE}){_OPEN}[ \t]*(?=$|[;,|}}\t]|  )"
)
# a label alone on its line, its value alone on the next ("City\nTromsø")
STACKED = re.compile(
    rf"(?im)^[ \t]*(?:[-*•·>][ \t]*)?{_OPEN}(?P<label>{_LABEL}){_OPEN}[ \t]*:?[ \t]*\n"
    rf"[ \t]*(?:[-*•·>][ \t]*)?(?P<value>{_VALUE})[ \t]*$"
)


# a dash after text on the same line, then one or two words, then the end of the message
SIGN_OFF = re.compile(rf"\S[ \t]+[-–—~][ \t]*(?P<value>{_WORD}(?: {_WORD})?)[ \t]*[.!]?\s*\Z")
# chat abbreviations that end a message after a dash ("- ASAP"); shorter ones never count (< 4 letters)
NOT_SIGNATURES = {"asap", "xoxo", "imho", "lmao", "rofl", "fwiw", "tldr", "afaik", "cheers"}


class FieldRecognizer(TextRuleRecognizer):
    """Values after a person or place label, and cells under such a column (see the module doc)."""

    NAME = "FieldRecognizer"
    SCORE = SCORE
    EVIDENCE_TAG = FIELD

    def spans(self, text: str) -> list[tuple[str, int, int]]:
        cased = mixed_case(text)
        found = labelled_values(text) + column_values(text) + sign_off(text)
        return [(e, start, end) for e, start, end in found if looks_like_a_name(text[start:end], cased)]


def entity_of(label: str) -> str | None:
    return LABELS.get(" ".join(label.casefold().replace("_", " ").replace("’", "'").split()))


def labelled_values(text: str) -> list[tuple[str, int, int]]:
    """(entity, start, end) of each value after a label, inline or on the next line."""
    found = []
    for pattern in (INLINE, STACKED):
        for match in pattern.finditer(text):
            entity = entity_of(match.group("label"))
            if entity is not None:
                found += _parts(entity, match.start("value"), match.group("value"))
    return found


def sign_off(text: str) -> list[tuple[str, int, int]]:
    """The person signing a message after a dash at its end ("... PROUD OF IT. - SIPHO"): words of
    four letters or more with a vowel, so an acronym or a day ("- FYI", "Mon - Fri") is none."""
    match = SIGN_OFF.search(text)
    if match is None:
        return []
    value = match.group("value").rstrip(".")
    words = value.split()
    if any(len(w) < 4 or not any(ch in "aeiouyAEIOUY" for ch in w) for w in words):
        return []
    if value.casefold() in NOT_SIGNATURES:
        return []
    return [("PERSON", match.start("value"), match.start("value") + len(value))]


def column_values(text: str) -> list[tuple[str, int, int]]:
    """Cells under a person or place column of a pasted table ("first_name,city,visits" then rows;
    a Markdown table), until a row with another number of cells."""
    found = []
    lines, offset, offsets = text.split("\n"), 0, []
    for line in lines:
        offsets.append(offset)
        offset += len(line) + 1
    header: dict[int, str] | None = None
    width = 0
    for line, start in zip(lines, offsets, strict=True):
        cells = _cells(line)
        if header is not None and len(cells) == width:
            if all(set(cell.strip()) <= set("-: ") for _, cell in cells):
                continue  # a Markdown table's rule
            for index, entity in header.items():
                cell_start, cell = cells[index]
                value = cell.strip()
                if value:
                    found += _parts(entity, start + cell_start + cell.index(value), value)
            continue
        labelled = {i: entity_of(cell.strip(" *_\"'")) for i, (_, cell) in enumerate(cells)}
        header = {i: e for i, e in labelled.items() if e is not None} if len(cells) >= 2 else None
        header, width = header or None, len(cells)
    return found


def _cells(line: str) -> list[tuple[int, str]]:
    """(offset, text) of each cell, split on the first of ",", ";", tab or "|" the line holds."""
    separators = [ch for ch in ",;\t|" if ch in line]
    if not separators:
        return [(0, line)]
    cells, start = [], 0
    for piece in line.split(separators[0]):
        cells.append((start, piece))
        start += len(piece) + 1
    if separators[0] == "|":  # "| a | b |": the edges are no cells
        cells = [c for i, c in enumerate(cells) if c[1].strip() or 0 < i < len(cells) - 1]
    return cells


def _parts(entity: str, start: int, value: str) -> list[tuple[str, int, int]]:
    """A value split at "/" ("Biel/Bienne": two names of one town), each part trimmed of a final dot."""
    parts, offset = [], start
    for piece in value.split("/"):
        trimmed = piece.rstrip(".").strip()
        if trimmed:
            begin = offset + piece.index(trimmed)
            parts.append((entity, begin, begin + len(trimmed)))
        offset += len(piece) + 1
    return parts


def looks_like_a_name(value: str, cased: bool) -> bool:
    """Letters in at most five words; where the text uses capitals, each word but a particle starts
    with one ("Anna Berg", "Frankfurt am Main"; not "check the readme")."""
    words = value.split()
    if not _NAME_VALUE.fullmatch(value):
        return False
    if not cased:
        return True
    particles = NAME_PARTICLES | PLACE_PARTICLES
    return not words[0][:1].islower() and all(
        not w[:1].islower() or w.casefold() in particles for w in words[1:]
    )
