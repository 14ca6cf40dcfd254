"""Keeps Presidio's dependencies off the network.

Presidio's email recognizer validates domains with tldextract, whose default extractor fetches the
Public Suffix List over HTTPS on first use. We swap in an extractor that reads only the snapshot
bundled with tldextract and writes no cache. spaCy models are loaded by package name or path, and
a missing one is an error, never a download (see `presidio.load_spacy`).
"""

from __future__ import annotations

import tldextract
import tldextract.tldextract


def use_bundled_suffix_list() -> None:
    offline = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None, fallback_to_snapshot=True)
    tldextract.tldextract.TLD_EXTRACTOR = offline
