"""How the update probe's groups write one exchange of a conversation (bench/update_probe.py reads a
dict's turns as written)."""

from __future__ import annotations


def chat(user: str, assistant: str | None = None) -> dict:
    """A user turn as written, with the assistant's answer after it (none when None)."""
    return {"turns": [("user", user)] + ([("assistant", assistant)] if assistant else [])}
