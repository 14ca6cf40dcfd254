"""The learned decision over candidate people and places (scrubbers/decision.py), with the shipped
model and hand-set chances per word (the classifier itself: test_name_words.py)."""

from __future__ import annotations

import numpy as np
import pytest
import spacy
from presidio_analyzer import RecognizerResult

from hushmem.scrubbers import decision


@pytest.fixture(scope="module")
def nlp():
    return spacy.blank("en")


def chances_for(doc, named: dict[str, float]) -> np.ndarray:
    """Each word's (no name, person, place): `named` words get their chance as a person's."""
    return np.array([(1 - named.get(t.text, 0.0), named.get(t.text, 0.0), 0.0) for t in doc])


def ner(start: int, end: int, source: str = "SpacyRecognizer", kind: str = "PERSON") -> RecognizerResult:
    return RecognizerResult(kind, start, end, 0.85, recognition_metadata={"recognizer_name": source})


def test_a_run_holds_words_of_one_level_so_a_possible_word_beside_a_name_is_its_own_candidate(nlp):
    doc = nlp("Sent to Maria Gonzalez today")
    found = decision.candidates([], doc, chances_for(doc, {"to": 0.2, "Maria": 0.9, "Gonzalez": 0.8}))
    assert [doc.text[c.start : c.end] for c in found] == ["to", "Maria Gonzalez"]
    assert [c.sources for c in found] == [{"words"}, {"words"}]


def test_overlapping_spans_join_and_a_kept_candidate_drops_its_edge_words_that_are_no_names(nlp):
    doc = nlp("Call Jane Doe in Paris")
    results = [ner(0, 13)]  # "Call Jane Doe", as the general NER reads it
    (joined, paris) = decision.candidates(
        results, doc, chances_for(doc, {"Jane": 0.9, "Doe": 0.4, "Paris": 0.8})
    )
    assert (joined.start, joined.end) == (0, 13) and joined.sources == {"SpacyRecognizer", "words"}
    assert doc.text[slice(*joined.replaced())] == "Jane Doe"
    assert doc.text[slice(*paris.replaced())] == "Paris"


def test_the_shipped_model_weighs_exactly_the_features_the_scrubber_computes(nlp):
    model = decision.model()
    doc = nlp("Priya lives in Leeds")
    (candidate, *_) = decision.candidates([], doc, chances_for(doc, {"Priya": 0.9}))
    assert tuple(
        decision.features(doc.text, candidate, doc, chances_for(doc, {"Priya": 0.9}), frozenset())
    ) == (model.features)
    assert len(model.weights) == len(model.features)


def test_the_threshold_decides_and_a_likelier_word_makes_a_likelier_name(nlp):
    model = decision.model()
    doc = nlp("I met Priya yesterday")

    def kept(chance: float, threshold: float) -> list[str]:
        found = decision.decide(
            doc.text, [], doc, chances_for(doc, {"Priya": chance}), frozenset(), model, threshold
        )
        return [doc.text[r.start : r.end] for r in found]

    assert kept(0.95, 0.2) == ["Priya"]
    assert kept(0.95, 1.0) == []
    low, high = (
        model.chance(decision.features(doc.text, c, doc, chances_for(doc, {"Priya": p}), frozenset()))
        for p in (0.3, 0.95)
        for c in decision.candidates([], doc, chances_for(doc, {"Priya": p}))
    )
    assert high > low


def test_no_candidate_inside_a_link_or_another_finding(nlp):
    doc = nlp("see https://docs.example.org/Paris or mail paris@example.org")
    chances = np.array([(0.05, 0.0, 0.95) if "aris" in t.text else (1.0, 0.0, 0.0) for t in doc])
    email = RecognizerResult(
        "EMAIL_ADDRESS",
        doc.text.index("paris@"),
        len(doc.text),
        1.0,
        recognition_metadata={"recognizer_name": "E"},
    )
    found = decision.decide(doc.text, [email], doc, chances, frozenset(), decision.model(), 0.0)
    assert [r.entity_type for r in found] == ["EMAIL_ADDRESS"]


def test_no_candidate_inside_a_handle_or_a_hashtag(nlp):
    doc = nlp("RT @LaLaDessie: off to #Paris with Dessie")
    named = {"@LaLaDessie": 0.9, "LaLaDessie": 0.9, "#": 0.0, "Paris": 0.9, "Dessie": 0.9}
    results = [ner(3, 14, "ChatNerRecognizer")]
    found = decision.decide(
        doc.text, results, doc, chances_for(doc, named), frozenset(), decision.model(), 0.0
    )
    assert [doc.text[r.start : r.end] for r in found] == ["Dessie"]


def test_findings_of_other_recognizers_pass_untouched(nlp):
    doc = nlp("Name: Ola Nordmann")
    field = ner(6, 18, source="FieldRecognizer")
    found = decision.decide(doc.text, [field], doc, chances_for(doc, {}), frozenset(), decision.model(), 0.99)
    assert found == [field]
