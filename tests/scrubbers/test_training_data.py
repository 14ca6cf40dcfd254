"""The chat NER's training data (scrubbers/training/): composed shapes hold labelled values where the
labels say, and the same seed gives the same data (make ner-model rebuilds byte for byte)."""

from __future__ import annotations

import random

import pytest

from hushmem.scrubbers.training import data, shapes


@pytest.fixture(scope="module")
def values():
    return data.Values(random.Random(3))


@pytest.mark.parametrize("compose", [shapes.form, shapes.signature, shapes.address_block])
def test_composed_shapes_label_their_values(values, compose):
    rng = random.Random(5)
    labelled = 0
    for _ in range(200):
        text, spans = data.fill(compose(rng), values)
        assert "{" not in text.replace('{"', ""), text  # every slot filled (JSON-ish forms keep braces)
        for start, end, label in spans:
            assert label in ("PERSON", "LOCATION", "STREET_ADDRESS")
            assert text[start:end].strip(), text  # (a Faker street may end in a space: train.to_examples
            # leaves out any example whose value is not on token boundaries)
        labelled += bool(spans)
    assert labelled >= 150  # forms and address blocks always hold one; a signature usually a name


def test_a_value_in_capitals_keeps_its_span(values):
    text, spans = data.shout_values(("Surname: Kowalski", [(9, 17, "PERSON")]), random.Random(0))
    assert spans == [(9, 17, "PERSON")] and text[9:17].casefold() == "kowalski"


def test_the_same_seed_gives_the_same_examples():
    first = list(data.examples(11, 40, 10, 5))
    assert first == list(data.examples(11, 40, 10, 5)) and len({text for text, _ in first}) > 40
