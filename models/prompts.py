"""The prompts the model gets: the notes in, one sentence on what the user is doing out (or, for
`summarizer = "structured"`, the whole summary under four headings).

Asked to summarise a transcript, SmolLM2-135M continues the conversation or loops (measured); asked
"what is this conversation about", it answers generically ("explores the importance of ..."); asked
to say what the user is doing "using words from the notes", its line passes the grounding check most
often (DialogSum dev, 18 conversations: 7 passed against 1). Only that checked sentence is kept (see
summarizer.clean_narrative).
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


# Asked in turn until a line passes the guard and says more than one note: the second question rescued
# 21 of the 53 folds whose first line failed (DialogSum dev, first 100; two other wordings, "the main thing
# the user wants or does" and "what the user and the assistant talk about", rescued 13 and 17).
NARRATIVE_QUESTIONS = (
    "In one short sentence, using words from the notes, say what the user is doing or planning.",
    'Write one sentence in the third person that sums up these notes, starting with "The user".',
)


def narrative_messages(
    notes: list[str], previous_narrative: str, question: str = NARRATIVE_QUESTIONS[0]
) -> list[dict]:
    body = "\n".join(notes)
    earlier = f"Earlier: {previous_narrative}\n" if previous_narrative else ""
    return [
        {"role": "system", "content": SYSTEM},
        {"role": "user", "content": f"Here are notes from a conversation:\n{earlier}{body}\n\n{question}"},
    ]


SECTIONS = ("Topics", "About the user", "Decisions", "Open tasks")


def structured_messages(notes: list[str], gist: list[str]) -> list[dict]:
    """Ask a capable model for the whole summary under fixed headings, from the notes (and, when
    there are few, the conversation's statements in brief)."""
    body = "\n".join(f"- {line}" for line in notes) or "(none)"
    context = "\n".join(f"- {line}" for line in gist)
    headings = "\n".join(f"{name}: ..." for name in SECTIONS)
    return [
        {"role": "system", "content": SYSTEM},
        {
            "role": "user",
            "content": f"Notes from a conversation between a user and an assistant:\n{body}\n"
            + (f"What was said, in brief:\n{context}\n" if context else "")
            + "\nWrite a short memory of it in exactly these four lines, in the third person, keeping "
            f"every number, date and <PLACEHOLDER> from the notes as written (write 'none' if empty):\n"
            f"{headings}",
        },
    ]
