"""What a conversation without notes was about: its sentences in brief (the model's input when no
sentence scored as a fact) and a deterministic topics line, so every fold gets a summary."""

from __future__ import annotations

import re
from collections import Counter

from hushmem.models.compact import compact
from hushmem.models.cues import STOP
from hushmem.models.extract import spoken

GENERIC = set(
    "really think know like want need good great nice well thanks thank okay sure yeah right time "
    "something anything nothing everything today tonight tomorrow yesterday would could should maybe "
    "little much many lot lots make made take took feel felt said says tell told look looks sounds "
    "sound pretty kind sort very quite still even also always never every because though while "
    "again since until there where which whether these those other another them they their being "
    "doing done going gone come came getting keep kept hello evening morning afternoon please".split()
)


def gist(messages: list[dict], budget: int) -> list[str]:
    """The span's statements, each once, in third person, longest first until `budget` characters,
    then back in conversation order."""
    said = [s for s in spoken(messages) if not s.text.endswith("?") and len(s.text.split()) >= 3]
    chosen, used = set(), 0
    for index in sorted(range(len(said)), key=lambda i: -len(said[i].text)):
        if used + len(said[index].text) > budget:
            continue
        chosen.add(index)
        used += len(said[index].text) + 1
    return [compact(said[i].text, said[i].role) for i in sorted(chosen)]


def topics(messages: list[dict], limit: int = 4) -> list[str]:
    """The content words said most often (at least twice), most frequent first, then first said."""
    counts: Counter[str] = Counter()
    for s in spoken(messages):
        # each word once a sentence, in the order said: ties keep that order, not a hash's
        for word in dict.fromkeys(re.findall(r"[a-z][a-z-]{3,}", s.text.casefold())):
            if word not in STOP and word not in GENERIC:
                counts[word] += s.repeats
    return [word for word, n in counts.most_common(limit) if n >= 2]


def topics_line(messages: list[dict]) -> str:
    """ "Talked about soup, clouds and the sunset."; a plain line when no topic stands out."""
    found = topics(messages)
    if not found:
        return "Talked briefly; no facts or topics to keep."
    listed = found[0] if len(found) == 1 else ", ".join(found[:-1]) + " and " + found[-1]
    return f"Talked about {listed}."
