"""Capitalised words that are products, tools, brands and platforms, not people or places: found alone,
they are no person or place (evidence.py). The chat NER learned the same words as negatives
(scrubbers/training/: words.NOT_PII, brands.BRANDS), plus the names of the Python packages installed here."""

from __future__ import annotations

import functools
from importlib import metadata

from hushmem.scrubbers.training.brands import BRANDS
from hushmem.scrubbers.training.words import NOT_PII


@functools.cache
def products() -> frozenset[str]:
    installed = {(d.metadata["Name"] or "").casefold() for d in metadata.distributions()}
    listed = {w.casefold() for w in NOT_PII + BRANDS}
    return frozenset(listed | {n for n in installed if n.isalpha() and len(n) > 3})
