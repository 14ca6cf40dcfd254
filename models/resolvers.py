"""Resolvers: what a new note does to the notes already kept, behind one seam (`Resolver.decide`).

`none` (the default) adds every note and lets time order carry an update. `model` asks a capable model
(the configured GGUF, or an OpenAI-compatible server on a loopback address or Unix socket) to choose
ADD, UPDATE(id), DELETE(id) or NONE against the few most related current notes. Its answer is JSON held
to a schema by the model's grammar, and then checked mechanically: an unknown id, a number or
placeholder the source lacks, or an UPDATE that would hide another value of the old note (`values`),
makes the decision an ADD. Only scrubbed text is ever sent.
"""

from __future__ import annotations

import json
import logging
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from hushmem.models.extract import values
from hushmem.models.notes import Note, current, related, specifics

log = logging.getLogger("hushmem.model")

ACTIONS = ("ADD", "UPDATE", "DELETE", "NONE")
# what the model must answer: the action, the note it acts on, and for an UPDATE the value it replaces
DECISION_SCHEMA = {
    "type": "object",
    "properties": {
        "action": {"type": "string", "enum": list(ACTIONS)},
        "note_id": {"type": "integer"},
        "replaced": {"type": "string", "maxLength": 40},  # a value, not a sentence: the answer stays short
    },
    "required": ["action", "note_id", "replaced"],
    "additionalProperties": False,
}
RELATED = 3  # current notes shown to the model for each new one


@dataclass(frozen=True)
class Decision:
    action: str  # one of ACTIONS
    note_id: int | None = None  # the note an UPDATE or DELETE replaces
    replaced: str = ""  # the old value an UPDATE replaces, as the old note says it


ADD = Decision("ADD")


class Resolver(ABC):
    """Decides what a new note does to the related current notes."""

    name = "none"

    @abstractmethod
    def decide(self, text: str, related: list[Note]) -> Decision:
        """ADD, UPDATE(note id), DELETE(note id) or NONE for the note `text`, given `related` notes."""


class TimeOrder(Resolver):
    """`resolver = "none"`: every note is added; the later one overrides for the reader."""

    def decide(self, text: str, related: list[Note]) -> Decision:
        return ADD


Complete = Callable[[list[dict], dict], str]  # (chat messages, JSON schema) -> the model's JSON text

SYSTEM = (
    "You keep a user's memory as short notes. Given the existing notes and a new note, decide:\n"
    "ADD: the new note is new information;\n"
    "UPDATE: the new note changes a value of one existing note (give its id and the old value it replaces);\n"
    "DELETE: the new note says one existing note is no longer true (give its id);\n"
    "NONE: the new note says nothing an existing note does not already say.\n"
    'Answer with JSON: {"action": ..., "note_id": ..., "replaced": ...} (note_id 0 and replaced "" for ADD).'
)


def decision_messages(text: str, notes: list[Note]) -> list[dict]:
    listed = "\n".join(f"[{n.id}] {n.text}" for n in notes)
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"Existing notes:\n{listed}\n\nNew note: {text}"},
    ]


class ModelResolver(Resolver):
    """`resolver = "model"`: a capable model decides; its decision stands only if it passes `checked`."""

    name = "model"

    def __init__(self, complete: Complete) -> None:
        self.complete = complete
        self.refused = 0  # decisions that failed the check and became ADD

    def decide(self, text: str, related: list[Note]) -> Decision:
        if not related:
            return ADD
        raw = self.complete(decision_messages(text, related), DECISION_SCHEMA)
        decision, reason = checked(raw, text, related)
        if reason:
            self.refused += 1
            log.info("the model's decision failed its check (%s): added", reason)
        return decision


def checked(raw: str, text: str, notes: list[Note]) -> tuple[Decision, str]:
    """The model's answer as a Decision, and "" ; or ADD and why the answer cannot stand (a reason that
    names no text)."""
    try:
        answer = json.loads(raw)
        action, note_id, replaced = answer["action"], answer["note_id"], answer.get("replaced", "")
    except (ValueError, KeyError, TypeError):
        return ADD, "not the JSON asked for"
    if action not in ACTIONS or not isinstance(note_id, int) or not isinstance(replaced, str):
        return ADD, "not the JSON asked for"
    if action == "ADD":
        return ADD, ""
    by_id = {n.id: n for n in notes}
    if action == "NONE":
        if specifics(text) - set().union(*(specifics(n.text) for n in notes)):
            return ADD, "NONE would lose a number or placeholder"
        return Decision("NONE"), ""
    if note_id not in by_id:
        return ADD, "an id that was not offered"
    target = by_id[note_id]
    if specifics(replaced) - specifics(target.text) - specifics(text):
        return ADD, "a number or placeholder the source lacks"
    if action == "UPDATE" and replaced.casefold() not in target.text.casefold():
        return ADD, "the replaced value is not in the note"
    if values(target.text) - values(replaced) - values(text):
        return ADD, "the old note's other values would be lost"  # it holds another fact too: keep both
    return Decision(action, note_id, replaced if action == "UPDATE" else ""), ""


def fold_notes(
    notes: list[Note], statements: list[tuple[str, int, list[str]]], resolver: Resolver
) -> list[Note]:
    """`notes` with the new statements (text, said_at, source message ids) applied in order, each as the
    resolver decides: a new note (negative id until stored), an old one marked replaced by it, or
    nothing (NONE). The notes given are not changed; the returned list holds copies."""
    notes = [_copy(n) for n in notes]
    next_id = min([0, *(n.id for n in notes)]) - 1
    for text, said_at, source_ids in statements:
        decision = resolver.decide(text, related(text, current(notes), RELATED))
        if decision.action == "NONE":
            continue
        notes.append(Note(next_id, text, said_at, list(source_ids), decided_by=resolver.name))
        if decision.note_id is not None:
            old = next(n for n in notes if n.id == decision.note_id)
            old.superseded_by, old.decided_by = next_id, resolver.name
        next_id -= 1
    return notes


def _copy(note: Note) -> Note:
    return Note(note.id, note.text, note.said_at, list(note.source_ids), note.superseded_by, note.decided_by)
