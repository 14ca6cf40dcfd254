"""Which findings count: weak evidence needs a second recognizer (pure functions, no model)."""

from __future__ import annotations

from presidio_analyzer import RecognizerResult

from hushmem.scrubbers import evidence
from hushmem.scrubbers.names import EVIDENCE


def found(entity: str, start: int, end: int, recognizer: str, **meta) -> RecognizerResult:
    return RecognizerResult(
        entity, start, end, 0.8, recognition_metadata={"recognizer_name": recognizer, **meta}
    )


def kept(results, text, general=()):
    return [
        text[r.start : r.end] for r in evidence.corroborated(results, text, frozenset({"sunday"}), general)
    ]


def test_a_cue_word_alone_is_no_evidence():
    text = "Please port this script from Python 2."
    cue = found("LOCATION", 29, 35, "NameAndPlaceRecognizer", **{EVIDENCE: "cue"})
    assert kept([cue], text) == []
    assert kept([cue, found("LOCATION", 29, 35, "ChatNerRecognizer")], text) == ["Python", "Python"]


def test_acronyms_products_and_ordinary_words_need_a_second_opinion():
    text = "My RAM and GitLab on Sundays are fine."
    spans = [(3, 6), (11, 17), (21, 28)]
    alone = [found("PERSON", s, e, "TaggerCheckedSpacyRecognizer") for s, e in spans]
    assert kept(alone, text) == []


def test_a_word_only_a_gazetteer_knows_needs_the_general_ner_or_the_chat_ner():
    text = "The Arduino resets."
    known = found("PERSON", 4, 11, "NameAndPlaceRecognizer", **{EVIDENCE: "known"})
    assert kept([known], text) == []
    assert kept([known], text, general=[(4, 11)]) == ["Arduino"]


def test_names_are_whole_words_without_digits():
    text = "Message from agent1 in Garmisch-Partenkirchen"
    results = [found("PERSON", 13, 18, "x"), found("LOCATION", 23, 31, "x")]
    assert [text[r.start : r.end] for r in evidence.names_as_words(results, text)] == [
        "Garmisch-Partenkirchen"
    ]
