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
    "whole-words": "spans stretched to whole words, cut at lines, digits and lower-case words",
    "caseless": "lower-case and ALL-CAPS text: shouted text analysed lowered, function words trimmed,"
    " a surname taken after a first name",
    "lookalikes": "a product's name alone is no person (lookalikes.py)",
    "lone-word": "one word one recognizer finds in impersonal prose is dropped",
    "calendar": "day and month ranges are no names",
    "modifier": "a word before a bare noun names a thing",
    "occasion": "a wished occasion is no name ('Happy Diwali')",
    "eponym": "a name in a law or theorem is no person",
    # weak evidence of a person or place, which then needs a second recognizer's word
    "weak-cue": "weak: a cue word alone (names.py's cue rules)",
    "weak-function-word": "weak: a function word alone",
    "weak-article": "weak: a word between an article and a noun ('The Oura ring')",
    "weak-sentence-start": "weak: an English word opening a sentence",
    "weak-shouted": "weak: an English word in ALL-CAPS text",
    "weak-lower-case": "weak: the general NER on a lower-case English word",
    "weak-ordinary": "weak: ordinary English words only",
    "weak-acronym": "weak: an acronym or inner capitals in running text",
    "weak-gazetteer-only": "weak: one word only a gazetteer knows",
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
