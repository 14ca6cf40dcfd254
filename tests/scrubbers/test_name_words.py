"""The name classifier over MiniLM's word vectors (scrubbers/name_words.py), with the bundled network
and the shipped weights; and the labels its training reads (scrubbers/training/names.py)."""

from __future__ import annotations

import numpy as np
import pytest
import spacy

from hushmem.scrubbers import name_words
from hushmem.scrubbers.training import corpus, names


@pytest.fixture(scope="module")
def classifier():
    loaded = name_words.NameWords()
    loaded.load()
    return loaded


def test_each_word_gets_three_chances_that_sum_to_one_and_white_space_is_no_name(classifier):
    words = ["Priya", "flew", "to", "Lisbon", "\n", "yesterday"]
    (chances,) = classifier.probabilities([words])
    assert chances.shape == (6, 3)
    assert np.allclose(chances.sum(axis=1), 1.0)
    assert tuple(chances[4]) == (1.0, 0.0, 0.0)
    assert chances[0][1] > chances[1][1] and chances[3][2] > chances[2][2]  # a person's, a place's


def test_a_long_message_is_read_in_windows_so_its_last_words_count_too(classifier):
    words = ["and", "then", "we", "talked"] * 40 + ["about", "Priya", "Ramaswamy"]
    (vectors,) = classifier.vectors([words])
    assert not np.isnan(vectors[:, 0]).any()
    (chances,) = classifier.probabilities([words])
    assert chances[-2][1] > 0.5


def test_shape_marks_case_and_form_the_lower_casing_network_cannot_see():
    rows = name_words.shape(["in", "Leeds", "@bob", "NASA"])
    assert rows[1][0] == 1 and rows[1][13] == 1  # title case, after a place word
    assert rows[2][4] == 1 and rows[3][1] == 1


def test_training_labels_words_and_leaves_organisations_and_handles_neither_right_nor_wrong():
    sentence = corpus.detokenize(
        [("@", "B-PER"), ("amy", "B-PER"), ("Priya", "B-PER"), ("at", "O"), ("Google", "B-ORG"), ("in", "O"),
         ("Leeds", "B-LOC")]
    )  # fmt: skip
    doc = spacy.blank("en")(sentence.text)
    labels = dict(zip([t.text for t in doc], names.word_labels(sentence, doc), strict=True))
    assert labels["Priya"] == 1 and labels["Leeds"] == 2 and labels["at"] == 0
    assert labels["@amy"] == names.SKIP
    assert labels["Google"] == 0  # an organisation is no name to scrub: the classifier learns it as none
