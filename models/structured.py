"""`summarizer = "structured"`: the configured model writes the whole summary under fixed headings
(topics, facts about the user, decisions, open tasks), meant for a bigger GGUF than the bundled one.

The model is trusted only as far as a mechanical check goes (`check`): all four sections, no number or
placeholder the source lacks, none of the notes' numbers or placeholders dropped, no loop, no role
play. Output that fails falls back to the rule-made notes with the guarded account line.
"""

from __future__ import annotations

import logging
import re

from hushmem.models import prompts
from hushmem.models.cues import without_history
from hushmem.models.current import presents_replaced
from hushmem.models.gist import gist
from hushmem.models.summarizer import HybridSummarizer, Summary
from hushmem.models.values import PLACEHOLDER

log = logging.getLogger("hushmem.model")

NUMBER = re.compile(r"\d+(?:[.,:]\d+)*")


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


class StructuredSummarizer(HybridSummarizer):
    """The model writes the summary from the notes; the notes stand when its output fails `check`."""

    answer_tokens = 256

    def summarize(self, previous: Summary | None, messages: list[dict]) -> Summary:
        fallback = super().summarize(previous, messages)
        if self.worker is None:
            return fallback
        notes = [without_history(f.line) for f in fallback.facts]  # current values only: "(was …)" dropped
        context = gist(messages, self.notes_budget // 2) if len(notes) < 3 else []
        source = "\n".join([*notes, *context, fallback.narrative])
        result = self.worker.call(
            "chat", messages=prompts.structured_messages(notes, context), max_tokens=self.answer_tokens
        )
        seconds = fallback.model_seconds + result["seconds"]
        text = sections_text(result["text"])
        reason = check(text, source, "\n".join(notes))
        if reason is None and presents_replaced(text, fallback.facts):
            reason = "a replaced value presented as current"
        if reason is not None:
            log.info("structured summary failed its check (%s); the notes stand", reason)
            return Summary(fallback.text, fallback.facts, fallback.narrative, seconds, written_by="notes")
        return Summary(text, fallback.facts, fallback.narrative, seconds, written_by="model")
