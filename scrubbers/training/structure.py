"""The synthetic part of the chat NER's training data: what the real corpora lack (forms, address
blocks, signatures, street addresses, names in other scripts), composed by shapes.py and filled by
data.py, as spaCy Docs. Deterministic per seed (with PYTHONHASHSEED=0)."""

from __future__ import annotations

import random
from collections.abc import Iterator

from spacy.language import Language
from spacy.tokens import Doc

from hushmem.scrubbers.training import data, shapes

COMPOSERS = [shapes.form, shapes.form, shapes.signature, shapes.address_block]


def examples(seed: int, count: int) -> Iterator[data.Example]:
    rng = random.Random(seed)
    values = data.Values(rng)
    for _ in range(count):
        template = rng.choice(COMPOSERS)(rng)
        yield data.vary(data.shout_values(data.fill(template, values), rng), rng)


def docs(nlp: Language, seed: int, count: int) -> Iterator[Doc]:
    """Labelled Docs; an example whose value does not fall on token boundaries, or whose values
    overlap, is left out, not guessed."""
    for text, spans in examples(seed, count):
        doc = nlp.make_doc(text)
        ents = [doc.char_span(s, e, label=label) for s, e, label in spans]
        if any(ent is None for ent in ents):
            continue
        try:
            doc.ents = ents
        except ValueError:
            continue
        yield doc


def prose_docs(nlp: Language, count: int) -> Iterator[Doc]:
    """Technical prose others wrote (README text of installed packages, three in four of them) with
    nothing labelled: tool and library names are not people or places, and the real posts hold none."""
    for line in data.package_prose(count, "train"):
        doc = nlp.make_doc(line)
        doc.ents = []
        yield doc
