"""The pii scrubber's Presidio analyzer (analyzer.py) and NLP artifacts find what Presidio's own find,
on the real spaCy model and our recognizers."""

from __future__ import annotations

import pytest
from presidio_analyzer import AnalyzerEngine, PatternRecognizer, RecognizerRegistry
from presidio_analyzer.nlp_engine import SpacyNlpEngine
from presidio_analyzer.predefined_recognizers import EmailRecognizer

from hushmem.scrubbers.analyzer import FixedRecognizerRegistry
from hushmem.scrubbers.presidio import LANGUAGE

TEXTS = [
    "Could you thank Rosalind Okafor for the flowers? Her phone is 212-555-0147.",
    "mail jane.doe@example.org or ring +44 20 7946 0958, card 4111 1111 1111 1111",
    "server at 192.168.10.4 and fe80::1ff:fe23:4567:890a, SSN 078-05-1120",
    "She relocated to Pardubice last spring. Bitte an die Hauptstraße 5 liefern.",
    "MEET ANNA IN PORTO",
    "no digits here: write to jane.doe@example.org, Rosalind lives on Rue de la Paix",
    "",
]


def artifacts_of(scrubber, text: str):
    engine = scrubber.analyzer.nlp_engine
    return engine._doc_to_nlp_artifact(engine.nlp[LANGUAGE](text), LANGUAGE)


def found(engine, scrubber, text: str, artifacts) -> list[tuple]:
    results = engine.analyze(
        text=text,
        language=LANGUAGE,
        entities=scrubber.entities,
        nlp_artifacts=artifacts,
        score_threshold=scrubber.score_threshold,
    )
    return sorted((r.entity_type, r.start, r.end, r.score) for r in results)


@pytest.mark.parametrize("text", TEXTS)
def test_findings_equal_presidios_engine(scrubber, text):
    registry = RecognizerRegistry(supported_languages=[LANGUAGE])
    for recognizer in scrubber.analyzer.registry.recognizers:
        registry.add_recognizer(recognizer)
    presidios = AnalyzerEngine(
        nlp_engine=scrubber.analyzer.nlp_engine, registry=registry, supported_languages=[LANGUAGE]
    )
    ours = found(scrubber.analyzer, scrubber, text, artifacts_of(scrubber, text))
    assert ours == found(presidios, scrubber, text, artifacts_of(scrubber, text))


@pytest.mark.parametrize("text", TEXTS)
def test_artifacts_equal_presidios_with_lower_case_lemmas(scrubber, text):
    engine = scrubber.analyzer.nlp_engine
    doc = engine.nlp[LANGUAGE](text)
    ours = engine._doc_to_nlp_artifact(doc, LANGUAGE)
    presidios = SpacyNlpEngine._doc_to_nlp_artifact(engine, doc, LANGUAGE)
    assert ours.lemmas == [t.lemma_ or t.lower_ for t in doc]
    assert ours.keywords == presidios.keywords
    assert ours.tokens_indices == presidios.tokens_indices
    assert ours.scores == presidios.scores
    assert [(e.start, e.end, e.label_) for e in ours.entities] == [
        (e.start, e.end, e.label_) for e in presidios.entities
    ]


def test_context_words_raise_a_score_when_keywords_are_not_empty(scrubber):
    """The context pass is skipped only while it cannot match: with keywords (a lemmatizer), the
    phone recognizer's context word "phone" raises the number's score."""
    text = "my phone is 212-555-0147"
    plain = artifacts_of(scrubber, text)
    with_keywords = artifacts_of(scrubber, text)
    with_keywords.keywords = list(with_keywords.lemmas)
    before = dict(((e, s, t), score) for e, s, t, score in found(scrubber.analyzer, scrubber, text, plain))
    after = dict(
        ((e, s, t), score) for e, s, t, score in found(scrubber.analyzer, scrubber, text, with_keywords)
    )
    phone = ("PHONE_NUMBER", 12, 24)
    assert after[phone] > before[phone]


def test_registry_answers_for_recognizers_added_after_a_request():
    registry = FixedRecognizerRegistry(supported_languages=[LANGUAGE])
    registry.add_recognizer(EmailRecognizer())
    assert len(registry.get_recognizers(LANGUAGE, ["EMAIL_ADDRESS"])) == 1
    registry.add_recognizer(PatternRecognizer("EMAIL_ADDRESS", deny_list=["nobody"], name="Deny"))
    assert len(registry.get_recognizers(LANGUAGE, ["EMAIL_ADDRESS"])) == 2
    registry.remove_recognizer("Deny")
    assert len(registry.get_recognizers(LANGUAGE, ["EMAIL_ADDRESS"])) == 1
