"""The scrubber's named components (scrubbers/components.py): a diagnostic run switches one off, and
nothing else changes."""

from __future__ import annotations

import pytest

from hushmem.core.config import load
from hushmem.core.database import open_database
from hushmem.daemon.migrations import migrate
from hushmem.scrubbers import components, gazetteer
from hushmem.scrubbers.presidio import PiiScrubber


def test_an_unknown_component_is_refused_by_name():
    with pytest.raises(ValueError, match="no-such-part"):
        components.checked(["chat-ner", "no-such-part"])


def test_switching_off_the_chat_ner_leaves_it_out_of_the_recognizers(tmp_path):
    config = load({"data_dir": str(tmp_path)}, environ={})
    migrate(open_database(config.database_path))
    pii = PiiScrubber.from_config(config, disabled=["chat-ner"])
    pii.load()
    try:
        names = {type(r).__name__ for r in pii.analyzer.registry.recognizers}
        assert "ChatNerRecognizer" not in names and "SpacyRecognizer" in names
    finally:
        pii.close()


def test_a_gazetteer_list_switched_off_is_empty_until_restored():
    full = gazetteer.current()
    try:
        gazetteer.without(frozenset({"first-names"}))
        assert gazetteer.current().first_names == frozenset()
        assert gazetteer.current().major_places == full.major_places
    finally:
        gazetteer.without(frozenset())
    assert gazetteer.current() is full
