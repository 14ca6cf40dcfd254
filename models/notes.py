"""Notes as data: one scrubbed statement each, with when it was said, where it came from and whether a
later note replaced it; and the summary text made of the current ones, dated, oldest first.

Time order carries an update to the reader: a later note overrides an earlier one, and the summary's
header says so. A note a resolver (or the app) marked replaced is left out of the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import UTC, datetime

HEADER = "Notes, oldest first; a later one overrides:"
STOP = set(
    "a an the and or but if of to in on at for with by from as is are was were be been being am do does "
    "did have has had will would shall should can could may might must it its this that these those "
    "there here then than so too very just also not no yes i me my we us our you your he him his she her "
    "they them their user assistant user's assistant's what which who whom when where why how all any "
    "some more most other such only own same about into over after before again once up down out off "
    "let's lets get got go going one two thing things it's that's there's it'll now still".split()
)
NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")
PLACEHOLDER = re.compile(r"<[A-Z][A-Z_]*_\d+>")


@dataclass
class Note:
    """One note. `id` is the stored row's; a note made by a fold has a negative id until it is stored."""

    id: int
    text: str
    said_at: int  # ms since the epoch: the source message's timestamp
    source_ids: list[str] = field(default_factory=list)
    superseded_by: int | None = None
    decided_by: str = "none"  # who decided its state: "none" (time order), "model" or "app"

    @property
    def current(self) -> bool:
        return self.superseded_by is None

    def as_json(self) -> dict:
        return {"id": self.id, "text": self.text, "said_at": self.said_at, "source_ids": self.source_ids,
                "superseded_by": self.superseded_by, "decided_by": self.decided_by}  # fmt: skip


def current(notes: list[Note]) -> list[Note]:
    """The notes no later note replaced, in time order."""
    return sorted((n for n in notes if n.current), key=order)


def order(note: Note) -> tuple[int, int, int]:
    """Time order; at the same moment stored notes first, then a fold's new ones as it made them."""
    return (note.said_at, 0, note.id) if note.id > 0 else (note.said_at, 1, -note.id)


def words(text: str) -> set[str]:
    """Content words: lower case, without stop words and a plural "s"."""
    tokens = re.findall(r"\b[a-z][a-z'-]+", text.casefold())
    return {re.sub(r"'s$", "", w).rstrip("s") for w in tokens if w not in STOP}


def specifics(text: str) -> set[str]:
    """What a note may not invent or lose: its numbers and placeholders (the 2 of <PERSON_2> is none)."""
    return set(NUMBER.findall(PLACEHOLDER.sub(" ", text))) | set(PLACEHOLDER.findall(text))


def related(text: str, notes: list[Note], limit: int = 3) -> list[Note]:
    """The current notes sharing the most content words with `text` (at least one), most first."""
    said = words(text)
    scored = [(len(said & words(n.text)), n) for n in current(notes)]
    scored = [(shared, n) for shared, n in scored if shared]
    scored.sort(key=lambda pair: -pair[0])
    return [n for _, n in scored[:limit]]


def day(said_at: int) -> str:
    return f"{datetime.fromtimestamp(said_at / 1000, tz=UTC):%Y-%m-%d}"


def render(notes: list[Note], label: str = "") -> str:
    """The summary text: the topic label (if any), then the header and the current notes, each under
    the date it was said."""
    shown = current(notes)
    lines = [label] if label else []
    if shown:
        lines.append(HEADER)
    for index, note in enumerate(shown):
        if index == 0 or day(note.said_at) != day(shown[index - 1].said_at):
            lines.append(f"{day(note.said_at)}:")
        lines.append(f"- {note.text}")
    return "\n".join(lines)
