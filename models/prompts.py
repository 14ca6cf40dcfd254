"""The prompt the small model gets: extracted notes in, one sentence on what they are about out.

Asked to summarise a transcript, SmolLM2-135M continues the conversation or loops (measured); asked
what a short list of notes is about, its first sentence is usually right. Only that sentence is
kept (see summarizer.clean_narrative).
"""

from __future__ import annotations

SYSTEM = "You are a concise assistant."
MAX_NOTES_CHARS = 1500


def narrative_messages(notes: list[str], previous_narrative: str) -> list[dict]:
    body = "\n".join(notes)
    if len(body) > MAX_NOTES_CHARS:
        body = body[-MAX_NOTES_CHARS:].split("\n", 1)[-1]
    earlier = f"Earlier: {previous_narrative}\n" if previous_narrative else ""
    return [
        {"role": "system", "content": SYSTEM},
        {
            "role": "user",
            "content": f"Here are notes from a conversation:\n{earlier}{body}\n\n"
            "In one sentence, what is this conversation about?",
        },
    ]
