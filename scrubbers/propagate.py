"""Once a person or place is found, it is found everywhere: every other occurrence in the same text
(any case), values the session already replaced in earlier messages (checked against its keyed
digests, placeholders.py), and the speaker labels of a pasted chat log ("Maria: ... Maria: ...")."""

from __future__ import annotations

import re

from presidio_analyzer import RecognizerResult

from hushmem.scrubbers.names import NAME_PARTICLES, first_names, fold

SPREAD = ("PERSON", "LOCATION", "STREET_ADDRESS")
PART = "PERSON_PART"  # digests of a full name's words, so a surname alone is known later; never shown
SCORE = 0.9
_WORDS = re.compile(r"[^\W\d_][\w'’\-\u200c]*")
# A line opening with a short label and a colon: "Maria: ...", "[10:02] Maria Lopez: ..."
_LABEL = r"[^\W\d_][\w'’.\-]*(?: [^\W\d_][\w'’.\-]*){0,2}"
_SPEAKER = re.compile(rf"^[ \t]*(?:\[[^\]\n]{{1,20}}\][ \t]*)?({_LABEL})[ \t]*:[ \t]", re.MULTILINE)
# Labels of chat logs and forms that name a role or a field, not a person.
NOT_SPEAKERS = {
    "user", "assistant", "system", "bot", "ai", "human", "me", "you", "q", "a", "question", "answer", "agent",
    "customer", "support", "admin", "moderator", "host", "guest", "note", "tip", "warning", "error", "info",
    "example", "output", "input", "result", "name", "subject", "re", "fw", "to", "from", "cc", "date", "time",
    "tool", "function", "model", "client", "server", "interviewer", "narrator", "teacher", "student",
    "city", "town", "country", "phone", "mobile", "email", "e-mail", "address", "residence", "contact",
    "applicant", "street", "zip", "postcode", "surname", "version", "license", "status", "type", "id",
}  # fmt: skip
# The labels of a chat log's turns that are roles, not fields of a form.
ROLES = {
    "user", "assistant", "system", "bot", "ai", "human", "me", "you", "q", "a", "question", "answer", "agent",
    "customer", "support", "admin", "moderator", "host", "guest", "interviewer", "narrator", "teacher",
    "student", "client", "server", "model", "tool", "function",
}  # fmt: skip


def result(entity: str, start: int, end: int) -> RecognizerResult:
    return RecognizerResult(entity, start, end, SCORE)


def occurrences(text: str, value: str) -> list[tuple[int, int]]:
    return [
        (m.start(), m.end()) for m in re.finditer(rf"(?<!\w){re.escape(value)}(?!\w)", text, re.IGNORECASE)
    ]


def values(text: str, found: list[RecognizerResult]) -> dict[str, str]:
    """{casefolded value: entity} of each found person, place or street, and a full name's parts."""
    out: dict[str, str] = {}
    for span in found:
        if span.entity_type not in SPREAD:
            continue
        value = text[span.start : span.end]
        out.setdefault(value.casefold(), span.entity_type)
    for part in parts(text, found):
        out.setdefault(part.casefold(), "PERSON")
    return out


def parts(text: str, found: list[RecognizerResult]) -> list[str]:
    """The words of each found person's name that could stand alone ("Okonkwo" of "Wilhelmina Okonkwo")."""
    out = []
    for span in found:
        if span.entity_type == "PERSON":
            words = _WORDS.findall(text[span.start : span.end])
            if len(words) > 1:
                out += [w for w in words if len(w) >= 3 and w.casefold() not in NAME_PARTICLES]
    return out


def mark(text: str, known: dict[str, str]) -> list[RecognizerResult]:
    """Every occurrence in `text` of the `known` values, as whole words in any case."""
    return [result(entity, s, e) for value, entity in known.items() for s, e in occurrences(text, value)]


def candidates(text: str, longest: int = 3) -> list[tuple[int, int]]:
    """Runs of 1 to `longest` words: the spans a session's earlier values are looked up as."""
    words = [(m.start(), m.end()) for m in _WORDS.finditer(text)]
    out = []
    for i in range(len(words)):
        for j in range(i, min(i + longest, len(words))):
            if j > i and text[words[j - 1][1] : words[j][0]].strip():
                break  # only words separated by spaces make one name
            out.append((words[i][0], words[j][1]))
    return out


def _a_person_among(labels: list[tuple[str, int, int]], found: list[RecognizerResult]) -> bool:
    """A person's finding lies within one of the `labels` ("Anna" of "Anna: hi")."""
    return any(r.entity_type == "PERSON" and s <= r.start < r.end <= e for _, s, e in labels for r in found)


def speakers(
    text: str, common_words: frozenset[str] = frozenset(), found: list[RecognizerResult] = ()
) -> list[RecognizerResult]:
    """Speaker labels of a chat log: two or more lines open with a label, and at least one label is
    a name (not a role, a form field or an ordinary word: "Language: ...\nLicense: ..." is a form).
    Labels that each open one line, one of them a field or an English word, make a form instead;
    unless a recognizer already `found` one label to be a person: then the log's other labels that
    are first names are people too, English words or not ("Anna: ...\nGrace: ...")."""
    labels = [(m.group(1), m.start(1), m.end(1)) for m in _SPEAKER.finditer(text)]
    if len(labels) < 2:
        return []
    people = [(label, s, e) for label, s, e in labels if label.casefold() not in NOT_SPEAKERS]
    if _a_person_among(labels, found):  # English words count only as first names
        named = [
            (s, e)
            for label, s, e in people
            if label.casefold() not in common_words or fold(label) in first_names()
        ]
        return [result("PERSON", s, e) for s, e in named]
    if all(label.casefold() in common_words or label.casefold() in NOT_SPEAKERS for label, _, _ in labels):
        return []
    folded = [label.casefold() for label, _, _ in labels]
    if len(set(folded)) == len(folded) and any(
        f not in ROLES and (f in NOT_SPEAKERS or f in common_words) for f in folded
    ):
        return []  # each label once and one of them a field ("Room: 12\nNom: Dupont\nOrt: Bern"): a form
    return [result("PERSON", s, e) for _, s, e in people]
