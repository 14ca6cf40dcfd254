"""Capitalised words that are products, tools and platforms, not people or places: the general spaCy
NER's "person" or "place" on one of them needs a second opinion. The chat NER learned the same list as
negatives (scrubbers/training/words.py), plus the names of the Python packages installed here."""

from __future__ import annotations

import functools
from importlib import metadata

from hushmem.scrubbers.training.words import NOT_PII


@functools.cache
def products() -> frozenset[str]:
    installed = {(d.metadata["Name"] or "").casefold() for d in metadata.distributions()}
    return frozenset({w.casefold() for w in NOT_PII} | {n for n in installed if n.isalpha() and len(n) > 3})
