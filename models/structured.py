"""`summarizer = "structured"`: the configured model writes the whole summary under fixed headings
(topics, facts about the user, decisions, open tasks) from the current notes, meant for a bigger GGUF
than the bundled one.

The model is trusted only as far as a mechanical check goes (`check`): all four sections, no number or
placeholder the notes lack, none of the notes' numbers or placeholders dropped, no loop, no role play.
Output that fails falls back to the notes. The notes themselves are kept either way.
"""

from __future__ import annotations

import logging
import re

from hushmem.models import prompts
from hushmem.models.gist import topics_line
from hushmem.models.notes import NUMBER, PLACEHOLDER, current, render
from hushmem.models.summarizer import NotesSummarizer, Summary, new_notes

log = logging.getLogger("hushmem.model")


def check(text: str, source: str, notes: str) -> str | None:
    """Why `text` cannot stand as the summary (a short reason, never its content), or None."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    for name in prompts.SECTIONS:
        if not any(line.casefold().lstrip("#*- ").startswith(name.casefold()) for line in lines):
            return f"section {name!r} missing"
    if any(re.match(r"[#*\s]*(?:user|assistant)\s*:", line, re.IGNORECASE) for line in lines):
        return "role play"
    if re.search(r"\b(?:I|I'm|I've|my)\b", text):
        return "first person"
    source_values = set(NUMBER.findall(source)) | set(PLACEHOLDER.findall(source))
    written = set(NUMBER.findall(text)) | set(PLACEHOLDER.findall(text))
    if written - source_values:
        return "a number or placeholder not in the conversation"
    if (set(NUMBER.findall(notes)) | set(PLACEHOLDER.findall(notes))) - written:
        return "a number or placeholder of the notes dropped"
    words = text.casefold().split()
    trigrams = [tuple(words[i : i + 3]) for i in range(len(words) - 2)]
    if len(lines) != len(set(lines)) or (trigrams and len(set(trigrams)) < 0.8 * len(trigrams)):
        return "a loop"
    return None


def sections_text(text: str) -> str:
    """The four section lines of the model's answer, in order (other lines dropped)."""
    keep = []
    for name in prompts.SECTIONS:
        for line in text.splitlines():
            clean = line.strip().lstrip("#*- ").replace("**", "")
            if clean.casefold().startswith(name.casefold()):
                keep.append(clean)
                break
    return "\n".join(keep)


class StructuredSummarizer(NotesSummarizer):
    """The model writes the summary from the current notes; the notes stand when its output fails `check`."""

    answer_tokens = 256

    def __init__(self, worker, resolver=None) -> None:
        super().__init__(resolver)
        self.worker = worker

    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        notes = new_notes(previous, messages, self.resolver)
        shown = [n.text for n in current(notes)]
        label = "" if shown else topics_line(messages)
        fallback = Summary(render(notes, label), notes, label)
        if self.worker is None or not shown:
            return fallback
        result = self.worker.call(
            "chat", messages=prompts.structured_messages(shown), max_tokens=self.answer_tokens
        )
        text = sections_text(result["text"])
        source = "\n".join(shown)
        reason = check(text, source, source)
        if reason is not None:
            log.info("structured summary failed its check (%s); the notes stand", reason)
            return Summary(fallback.text, notes, fallback.narrative, result["seconds"])
        return Summary(text, notes, "", result["seconds"], written_by="model")
