"""spaCy pipelines loaded without the work their load throws away: most of a start-up's wait for the
scrubber is spaCy, and a tenth of it went to tokenizers that were built and then never used.

spaCy builds a pipeline's tokenizer from its language's rules (thousands of special cases), then
`from_disk` resets it and builds it again from the rules saved with the model. A tokenizer without
rules serves as the first one (`TOKENIZER_FROM_DISK`) when the model's own is spaCy's standard one
and it saved its rules: from_disk resets every property before reading them, so what it ends with
is what the saved rules make, byte for byte. The chat NER never tokenizes (it reads the tokens
spaCy's pipeline made: chat_ner.py), so its tokenizer is not built from rules at all.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import spacy
from spacy.tokenizer import Tokenizer

log = logging.getLogger("hushmem.scrub")

TOKENIZER_FROM_DISK = "hushmem.tokenizer_from_disk"
STANDARD_TOKENIZER = "spacy.Tokenizer.v1"
_RULELESS = {"nlp": {"tokenizer": {"@tokenizers": TOKENIZER_FROM_DISK}}}


@spacy.registry.tokenizers(TOKENIZER_FROM_DISK)
def ruleless_tokenizer():
    """A tokenizer without rules, for a pipeline whose saved tokenizer replaces it (or never runs)."""

    def create(nlp: spacy.language.Language) -> Tokenizer:
        return Tokenizer(nlp.vocab)

    return create


def load_saved(name: str, **options: Any) -> spacy.language.Language:
    """`spacy.load(name, **options)`, the tokenizer built once, from the rules saved with the model."""
    if not _saves_standard_tokenizer(name):
        return spacy.load(name, **options)
    nlp = spacy.load(name, **options, config=_RULELESS)
    if not nlp.tokenizer.rules and nlp.tokenizer.prefix_search is None:
        # its load read no saved rules (a package that loads from another folder): the usual way
        log.debug("%s kept the rule-less tokenizer; loading it the usual way", name)
        return spacy.load(name, **options)
    return nlp


def load_tokens_only(folder: Path) -> spacy.language.Language:
    """The pipeline at `folder` for Docs made elsewhere: its tokenizer has no rules and splits
    nothing useful, so it must never be given raw text."""
    return spacy.load(folder, exclude=["tokenizer"], config=_RULELESS)


def _saves_standard_tokenizer(name: str) -> bool:
    """Whether the model `name` (a folder or an installed package) uses spaCy's standard tokenizer
    and saved its rules; when unsure, no (spaCy then builds its tokenizer the usual way, twice)."""
    try:
        folder = _model_folder(name)
        if folder is None or not (folder / "tokenizer").is_file():
            return False
        config = spacy.util.load_config(folder / "config.cfg", interpolate=False)
        return config["nlp"]["tokenizer"].get("@tokenizers") == STANDARD_TOKENIZER
    except Exception as exc:  # noqa: BLE001 - only a shortcut is lost: the usual load follows
        log.debug("cannot read how %s tokenizes (%s); loading it the usual way", name, exc)
        return False


def _model_folder(name: str) -> Path | None:
    """The folder spaCy loads `name` from: `name` itself, or the data folder inside its package
    (where spacy.util.load_model_from_init_py looks)."""
    if Path(name).is_dir():
        return Path(name)
    if not spacy.util.is_package(name):
        return None
    package = spacy.util.get_package_path(name)
    meta = spacy.util.get_model_meta(package)
    folder = package / f"{meta['lang']}_{meta['name']}-{meta['version']}"
    return folder if folder.is_dir() else None
