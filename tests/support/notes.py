"""A summary's notes by rule from a few statements, and what they state as current (their text
without the "(was …)" history)."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import extract_facts


def notes_of(*said: str | tuple[str, str]) -> list[str]:
    """The notes of `said`: a plain string is the user's, a (role, text) pair that role's."""
    messages = [msg(*s) if isinstance(s, tuple) else msg("user", s) for s in said]
    return [f.line for f in extract_facts(messages)]


def current_text(notes: list[str]) -> str:
    return without_history("\n".join(notes))
