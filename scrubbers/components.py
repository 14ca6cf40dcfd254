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
    # evidence rules (evidence.py), by family
    "caseless": "lower-case and ALL-CAPS text: shouted text analysed lowered, function words trimmed,"
    " a surname taken after a first name",
    "lookalikes": "a product's name alone is no person (lookalikes.py)",
    # weak evidence of a person or place, which then needs a second recognizer's word
    "weak-sentence-start": "weak: an English word opening a sentence",
    "weak-acronym": "weak: an acronym or inner capitals in running text",
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
