"""Capitalised words that are products, tools, brands and platforms, not people or places: found alone,
they are no person or place (evidence.py). The chat NER learned the same words as negatives
(scrubbers/training/: words.NOT_PII, brands.BRANDS), plus the names of the Python packages installed here."""

from __future__ import annotations

import email
import functools
from importlib import metadata

from hushmem.scrubbers.training.brands import BRANDS
from hushmem.scrubbers.training.words import NOT_PII


@functools.cache
def products() -> frozenset[str]:
    installed = {(package_name(d) or "").casefold() for d in metadata.distributions()}
    listed = {w.casefold() for w in NOT_PII + BRANDS}
    return frozenset(listed | {n for n in installed if n.isalpha() and len(n) > 3})


def package_name(distribution: metadata.Distribution) -> str | None:
    """`distribution.metadata["Name"]`, from the metadata's headers alone: the long description after
    them is most of what `metadata` parses (the first save waited ~20 ms for it)."""
    text = (
        distribution.read_text("METADATA")
        or distribution.read_text("PKG-INFO")
        or distribution.read_text("")  # as importlib.metadata does for old egg-info files
        or ""
    )
    return email.message_from_string(text.split("\n\n", 1)[0])["Name"]
