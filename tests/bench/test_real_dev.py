"""The real-dev bench's reading and scoring rules (bench/quality/real_dev.py), on hand-made tokens:
the corpora themselves stay out of the repository."""

from __future__ import annotations

import pytest

from bench.lib.harness import wilson_bounds
from bench.quality import pii_leak, real_dev


def tokens(line: str) -> list[tuple[str, str]]:
    """ "RT/O @/B-PER x/B-PER" -> [("RT", "O"), ...]."""
    return [tuple(pair.rsplit("/", 1)) for pair in line.split()]


def test_a_message_is_rebuilt_with_handles_glued_and_punctuation_closed():
    s = real_dev.sentence("x-1", tokens("RT/O @/B-PER bob99/B-PER :/O Ana/B-PER Lima/I-PER 's/O cat/O ./O"))
    assert s.text == "RT @bob99: Ana Lima's cat."
    assert s.handles == ["@bob99"]
    assert [(e.cls, e.value, s.text[e.start : e.end]) for e in s.entities] == [
        ("person", "Ana Lima", "Ana Lima")
    ]  # the handle's labels make no name
    assert s.labelled


def test_hashtags_and_other_labels_are_kept_apart():
    s = real_dev.sentence("x-2", tokens("#/O Paris/B-LOC at/O Acme/B-ORG"))
    assert s.hashtags == ["#Paris"] and s.entities[0].cls == "other"
    assert real_dev.scored(s) == []


def test_a_name_is_left_when_it_survives_more_often_than_it_occurs_outside_names():
    s = real_dev.sentence("x-3", tokens("Will/B-PER said/O he/O will/O come/O"))
    (will,) = real_dev.scored(s)
    assert not real_dev.left(s, will, "<PERSON_1> said he will come")  # the verb is no leak
    assert real_dev.left(s, will, "Will said he will come")


def test_scores_per_corpus_and_class_and_entity_free_altered():
    corpora = {
        "btc-dev": [
            real_dev.sentence("b-1", tokens("Ana/B-PER in/O Lima/B-LOC")),
            real_dev.sentence("b-2", tokens("gym/O later/O")),
        ],
    }
    report = real_dev.score(corpora, {"b-1": "<PERSON_1> in Lima", "b-2": "<PERSON_1> later"})
    cells = report["names_places"]
    assert (cells["btc-dev/person"]["bad"], cells["btc-dev/location"]["bad"]) == (0, 1)
    assert cells["all/all"]["n"] == 2
    assert report["clean_altered"]["bad"] == 1


def test_wilson_bounds_hold_the_proportion():
    low, high = wilson_bounds(5, 100)
    assert low < 5.0 < high
    assert wilson_bounds(0, 0) == (0.0, 100.0)


def test_a_missing_corpus_is_one_clean_error_naming_where_to_get_it(tmp_path, capsys):
    with pytest.raises(real_dev.CorpusMissing, match="broad_twitter_corpus"):
        real_dev.load(tmp_path)
    assert pii_leak.main(["--set", "real-dev", "--corpus", str(tmp_path)]) == 2
    assert capsys.readouterr().err.startswith("Error: btc.dev.conll")
