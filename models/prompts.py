"""The prompts the model gets: the notes in, a topic label out (or, for `summarizer = "structured"`,
the whole summary under four headings). The resolver's prompt lives with it (models/resolvers.py).
"""

from __future__ import annotations

SYSTEM = "You are a concise assistant."
PROMPT_OVERHEAD_TOKENS = 80  # the template, the system line and the question
CHARS_PER_TOKEN = 2.5  # conservative: English ~3.6 on SmolLM2, but digits are one token each


def notes_budget_chars(n_ctx: int, answer_tokens: int) -> int:
    """How many characters of notes fit one prompt of a model with context `n_ctx`."""
    return max(200, int((n_ctx - answer_tokens - PROMPT_OVERHEAD_TOKENS) * CHARS_PER_TOKEN))


def chunk_notes(notes: list[str], budget: int) -> list[list[str]]:
    """Consecutive notes grouped so each group's text fits `budget` characters (a longer note is
    cut to fit)."""
    chunks: list[list[str]] = [[]]
    used = 0
    for note in notes:
        note = note[:budget]
        if chunks[-1] and used + len(note) + 1 > budget:
            chunks.append([])
            used = 0
        chunks[-1].append(note)
        used += len(note) + 1
    return chunks


def label_messages(notes: list[str]) -> list[dict]:
    """Ask for a topic label of a few words (the only thing the bundled 135M model writes: its
    sentences state what nobody said, FINDINGS.md); a grammar holds it to the notes' words."""
    body = "\n".join(f"- {line}" for line in notes)
    return [
        {"role": "system", "content": SYSTEM},
        {
            "role": "user",
            "content": f"Notes:\n{body}\n\nIn two to four words, what is the topic of these notes?",
        },
    ]


SECTIONS = ("Topics", "About the user", "Decisions", "Open tasks")


def structured_messages(notes: list[str]) -> list[dict]:
    """Ask a capable model for the whole summary under fixed headings, from the current notes, oldest
    first (a later one overrides an earlier one)."""
    body = "\n".join(f"- {line}" for line in notes) or "(none)"
    headings = "\n".join(f"{name}: ..." for name in SECTIONS)
    return [
        {"role": "system", "content": SYSTEM},
        {
            "role": "user",
            "content": "Notes from a conversation between a user and an assistant, oldest first; a later"
            f" note overrides an earlier one:\n{body}\n"
            + "\nWrite a short memory of it in exactly these four lines, in the third person, keeping "
            f"every number, date and <PLACEHOLDER> from the notes as written (write 'none' if empty):\n"
            f"{headings}",
        },
    ]
