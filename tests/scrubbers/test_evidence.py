"""Which findings count: weak evidence needs a second recognizer (pure functions, no model)."""

from __future__ import annotations

import pytest
import spacy
from presidio_analyzer import RecognizerResult

from hushmem.scrubbers import chat_ner, evidence, names
from hushmem.scrubbers.names import EVIDENCE


def found(entity: str, start: int, end: int, recognizer: str, **meta) -> RecognizerResult:
    return RecognizerResult(
        entity, start, end, 0.8, recognition_metadata={"recognizer_name": recognizer, **meta}
    )


def kept(results, text, common=frozenset({"sunday"}), general=(), chat=()):
    return [text[r.start : r.end] for r in evidence.corroborated(results, text, common, general, chat=chat)]


def test_without_the_general_ner_the_chat_ner_vouches_for_a_name_the_gazetteers_know():
    text = "Georgia phoned about the lease."  # an English word at a sentence's start: weak on its own
    georgia = found("PERSON", 0, 7, "ChatNerRecognizer")
    assert (
        kept([georgia], text, frozenset({"georgia"}), general=()) == []
    )  # the general NER ran, said nothing
    assert kept([georgia], text, frozenset({"georgia"}), general=None) == ["Georgia"]
    text = "We are moving to Frankfurt soon."  # no listed town, but a strong place cue before it
    frankfurt = found("LOCATION", 17, 26, "ChatNerRecognizer")
    assert kept([frankfurt], text, frozenset({"frankfurt"}), general=None) == ["Frankfurt"]


def test_without_the_general_ner_a_product_is_a_person_only_after_a_title():
    assert kept([found("PERSON", 3, 8, "ChatNerRecognizer")], "Ms Dyson raised the rent.", general=None) == [
        "Dyson"
    ]
    assert kept([found("PERSON", 4, 9, "ChatNerRecognizer")], "The Dyson broke again.", general=None) == []


def test_a_product_alone_is_no_person_or_place_for_one_model():
    text = "My Kindle and the Dropbox app froze."
    spans = [(3, 9), (18, 25)]
    findings = [found("PERSON", s, e, r, **{EVIDENCE: "known"}) for s, e in spans
                for r in ("ChatNerRecognizer", "NameAndPlaceRecognizer")]  # fmt: skip
    assert kept(findings, text, general=[(s, e, "ORG") for s, e in spans]) == []
    assert kept([found("LOCATION", 3, 9, "SpacyRecognizer")], text) == []


def test_a_product_that_is_also_a_first_name_is_a_person_first():
    text = "Tell Hugo I will be late."
    assert kept([found("PERSON", 5, 9, "ChatNerRecognizer")], text) == ["Hugo"]
    text = "It runs Fedora."  # a first name too, but only the general NER calls it one here
    assert kept([found("PERSON", 8, 14, "SpacyRecognizer")], text) == []


def test_a_surname_that_is_a_brand_counts_when_both_models_agree():
    text = "Surname: Dyson"
    both = [
        found("PERSON", 9, 14, "ChatNerRecognizer"),
        found("PERSON", 9, 14, "SpacyRecognizer"),
    ]
    assert kept(both, text) == ["Dyson", "Dyson"]
    assert kept(both[:1] + [found("PERSON", 9, 14, "NameAndPlaceRecognizer")], text) == []
    assert kept(both[:1], text, general=[(9, 14, "PERSON")]) == ["Dyson"]  # Presidio dropped the twin


@pytest.mark.parametrize(
    "text, runs",
    [
        ("lives in Frankfurt am Main now", ["Frankfurt am Main"]),
        ("off to Vilanova i la Geltrú soon", ["Vilanova i la Geltrú"]),
        ("Laura Chen said Peter Novak", ["Laura Chen", "Peter Novak"]),
        ("Ethiopian food", ["Ethiopian"]),
        ("then Maria de said", ["Maria"]),  # a particle at the end belongs to no name
    ],
)
def test_chat_ner_spans_are_cut_at_lower_case_words_but_not_particles(text, runs):
    doc = spacy.blank("en")(text)
    assert [doc[a:b].text for a, b in chat_ner.capitalised_runs(doc, 0, len(doc))] == runs


def test_all_caps_like_lower_case_takes_the_surname_after_a_first_name():
    text = "PLEASE THANK BIRGIT OYELARAN FROM ME"
    first = found("PERSON", 13, 19, "ChatNerRecognizer")
    extended = evidence.surname_after(first, text, frozenset({"from", "me"}))
    assert text[extended.start : extended.end] == "BIRGIT OYELARAN"
    stays = evidence.surname_after(found("PERSON", 0, 6, "x"), "BIRGIT SAID NO", frozenset({"said"}))
    assert (stays.start, stays.end) == (0, 6)


@pytest.mark.parametrize(
    "text, span, left",
    [
        ("OFF TO THE TOWN OF RAUMA NOW", (7, 28), "TOWN OF RAUMA"),
        ("with the lindqvists", (0, 19), "lindqvists"),
        ("SEE YOU THERE", (8, 13), None),
    ],
)
def test_uncased_names_lose_function_words_at_their_edges(text, span, left):
    r = evidence.without_function_words(found("LOCATION", *span, "x"), text)
    assert (text[r.start : r.end] if r else None) == left


def test_an_english_word_opening_a_sentence_needs_a_second_opinion_even_if_a_town_has_its_name():
    common = frozenset({"long", "rye"})
    text = "Long and short options may be mixed."
    assert kept([found("PERSON", 0, 4, "ChatNerRecognizer")], text, common) == []
    text = "Where are you from?\nRye\nthanks"  # a name alone on its line is still one
    assert kept([found("LOCATION", 20, 23, "ChatNerRecognizer")], text, common) == ["Rye"]


def test_a_shouted_town_the_chat_ner_finds_is_no_acronym():
    text = "We live out past KLAKSVÍK. Is that normal?"
    assert kept([found("LOCATION", 17, 25, "ChatNerRecognizer")], text) == ["KLAKSVÍK"]
    assert kept([found("PERSON", 0, 4, "ChatNerRecognizer")], "NASA launched it today.") == []


@pytest.mark.parametrize(
    "text, shaped",
    [
        ("not 4 or 6", False),
        ("Mill Lane 4", True),
        ("12 Main St", True),
        ("see RFC 821", False),
        ("12 NW 5th St", True),
    ],
)
def test_a_street_needs_a_word_that_is_no_function_word_nor_acronym(text, shaped):
    doc = spacy.blank("en")(text)
    assert chat_ner.street_shaped(doc[1:] if text.startswith("see") else doc) is shaped


def test_a_listed_town_that_is_no_english_word_needs_no_second_opinion():
    text = "Wernigerode was lovely this time of year."
    town = found("LOCATION", 0, 11, "NameAndPlaceRecognizer", **{EVIDENCE: "known"})
    assert kept([town], text) == ["Wernigerode"]
    small = found("LOCATION", 9, 17, "NameAndPlaceRecognizer", **{EVIDENCE: "known"})
    assert kept([small], "Honestly Kirkwall beats every other town.") == ["Kirkwall"]


def test_an_ing_form_of_an_english_word_opening_a_sentence_needs_a_second_opinion():
    common = frozenset({"specify", "alias"})
    for text, end in [("Specifying tuples is an error.", 10), ("Aliasing is applied first.", 8)]:
        assert kept([found("PERSON", 0, end, "ChatNerRecognizer")], text, common) == []
        assert kept([found("PERSON", 0, end, "ChatNerRecognizer")], text) == [text[:end]]
    assert evidence.ordinary("Aliasing", frozenset({"alias"}))
    assert not evidence.ordinary("Manning", frozenset({"man"}))  # the stem is too short to tell


THINGS = frozenset({"mustard", "dashboards", "period", "harbour", "beef"})


def kept_before_nouns(results, text, general=()):
    return [
        text[r.start : r.end]
        for r in evidence.corroborated(results, text, frozenset(), general, thing_nouns=THINGS)
    ]


@pytest.mark.parametrize(
    "span, quantity",
    [("16 colors", True), ("8 Ohms", True), ("12 Kalverstraat", False), ("Mill Lane 4", False)],
)
def test_a_number_and_one_english_word_is_an_amount_not_a_street(span, quantity):
    words = frozenset({"color", "ohm", "mill", "lane"})
    recognizer = chat_ner.ChatNerRecognizer(["STREET_ADDRESS"], common_words=words)
    assert recognizer._quantity(spacy.blank("en")(span)) is quantity


def test_a_town_wordnet_lists_as_a_noun_alone_is_no_ordinary_word_when_capitalised():
    text = "Stavanger was lovely this time of year."
    town = found("LOCATION", 0, 9, "NameAndPlaceRecognizer", **{EVIDENCE: "known"})
    words = frozenset({"stavanger", "labrador"})
    assert kept([town], text, words) == []  # an English word opening a sentence: weak
    on_their_list = evidence.corroborated([town], text, words, town_words=words)
    assert [text[r.start : r.end] for r in on_their_list] == ["Stavanger"]


def test_town_words_are_listed_towns_that_wordnet_knows_as_nouns_alone():
    from hushmem.scrubbers.presidio import load_spacy

    towns = names.town_words(load_spacy("en_core_web_sm"))
    assert {"stavanger", "plovdiv"} <= towns
    assert not {"split", "mobile", "nice", "bath"} & towns  # verbs, adjectives, or under five letters
