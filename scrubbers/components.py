"""The named parts of the `pii` scrubber's search for people and places, which a diagnostic run may
switch off one at a time (the bench's ablation: `python -m bench.pii_leak --set real-dev --ablate`).

Users never switch these: a part stays in the scrubber only while the ablation on real labelled text
shows that it pays. presidio.py builds the scrubber from every part not listed in its `disabled`.
"""

from __future__ import annotations

from collections.abc import Iterable

COMPONENTS: dict[str, str] = {
    # recognizers
    "chat-ner": "the bundled chat NER (chat_ner.py)",
    "general-ner": "spacy_model's own NER (the pii_general_ner setting)",
    "name-recognizer": "runs of capitalised words typed by gazetteer or cue word (names.py)",
    "fields": "values under field labels (fields.py)",
    "scripts": "names in other scripts (scripts.py)",
    "patterns": "hushmem's own structured-identifier patterns (patterns.py)",
    # what the recognizers and rules know
    "first-names": "the first-name gazetteer (gazetteer.py)",
    "towns": "the town gazetteer (gazetteer.py)",
    # the learned decision (decision.py) and its classifier
    "name-words": "the name classifier over MiniLM's word vectors (name_words.py)",
    "decision": "the learned decision over candidate people and places (decision.py): off keeps every"
    " candidate a recognizer found",
    # after detection
    "propagation": "a found value replaced wherever it recurs in the message, save and session",
}


def checked(disabled: Iterable[str]) -> frozenset[str]:
    """`disabled` as a set of known component names; ValueError names an unknown one."""
    names = frozenset(disabled)
    unknown = sorted(names - COMPONENTS.keys())
    if unknown:
        raise ValueError(
            f"unknown scrubber component(s): {', '.join(unknown)} (known: {', '.join(COMPONENTS)})"
        )
    return names
