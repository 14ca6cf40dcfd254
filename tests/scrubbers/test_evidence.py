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


def test_the_general_ner_vouches_for_a_weak_finding_even_when_presidio_dropped_its_own():
    text = "My aunt lives in Frankfurt."
    chat = found("LOCATION", 17, 26, "ChatNerRecognizer")  # "frankfurt" is an English word (weak)
    assert kept([chat], text, frozenset({"frankfurt"})) == []
    assert kept([chat], text, frozenset({"frankfurt"}), general=[(17, 26, "GPE")]) == ["Frankfurt"]
    assert kept([chat], text, frozenset({"frankfurt"}), general=[(17, 26, "ORG")]) == []
    may = found("PERSON", 4, 7, "NameAndPlaceRecognizer", **{EVIDENCE: "known"})
    assert kept([found("PERSON", 4, 7, "ChatNerRecognizer"), may], "Ask May now.") == ["May", "May"]
    text = "Return a quiet NaN."
    assert kept([found("PERSON", 15, 18, "ChatNerRecognizer")], text, general=[(15, 18, "PERSON")]) == []


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


def test_without_the_general_ner_a_weak_place_cue_or_an_unknown_word_is_still_not_enough():
    text = "I moved my tabs from Safari to Brave."
    brave = found("LOCATION", 31, 36, "ChatNerRecognizer")
    assert kept([brave], text, frozenset({"brave"}), general=None) == []


def test_without_the_general_ner_a_field_label_or_a_question_vouches_for_the_chat_ners_word():
    text = "Surname?\nNorth"  # an English word alone under a question: a bare answer
    north = found("PERSON", 9, 14, "ChatNerRecognizer")
    assert kept([north], text, frozenset({"north"}), general=None) == ["North"]
    assert kept(
        [found("PERSON", 0, 5, "ChatNerRecognizer")], "North.", frozenset({"north"}), general=None
    ) == ["North"]  # all of its message: the answer to the message before
    opening = found("PERSON", 0, 5, "ChatNerRecognizer")
    assert kept([opening], "North\nwas cold", frozenset({"north"}), general=None) == []
    text = "CITY Thistle"  # Presidio kept the field's finding; the chat NER's own span says it too
    field = found("LOCATION", 5, 12, "FieldRecognizer", **{EVIDENCE: "field"})
    common = frozenset({"thistle"})
    assert kept([field], text, common, general=None, chat=[(5, 12, "LOCATION")]) == ["Thistle"]
    assert kept([field], text, common, general=None) == []


def test_without_the_general_ner_a_product_is_a_person_only_after_a_title():
    assert kept([found("PERSON", 3, 8, "ChatNerRecognizer")], "Ms Dyson raised the rent.", general=None) == [
        "Dyson"
    ]
    assert kept([found("PERSON", 4, 9, "ChatNerRecognizer")], "The Dyson broke again.", general=None) == []


def test_english_words_led_by_a_first_name_are_a_name():
    text = "ALI BRAY WON"
    chat = found("PERSON", 0, 8, "ChatNerRecognizer")
    assert kept([chat], text, frozenset({"ali", "bray"})) == ["ALI BRAY"]
    fish = found("PERSON", 0, 11, "ChatNerRecognizer")
    assert kept([fish], "FISH MARKET", frozenset({"fish", "market"})) == []


def test_acronyms_products_and_ordinary_words_need_a_second_opinion():
    text = "My RAM and GitLab on Sundays are fine."
    spans = [(3, 6), (11, 17), (21, 28)]
    alone = [found("PERSON", s, e, "SpacyRecognizer") for s, e in spans]
    assert kept(alone, text) == []


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


def test_a_labelled_value_needs_no_capitals_cue_but_ordinary_words_still_need_a_second_opinion():
    field = {EVIDENCE: "field"}
    assert kept([found("LOCATION", 6, 9, "FieldRecognizer", **field)], "City: NYC please") == ["NYC"]
    text = "Location: remote"
    assert kept([found("LOCATION", 10, 16, "FieldRecognizer", **field)], text, frozenset({"remote"})) == []


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


def _alone(text: str, word: str, recognizer: str = "ChatNerRecognizer", entity: str = "PERSON"):
    start = text.index(word)
    return kept([found(entity, start, start + len(word), recognizer)], text)


@pytest.mark.parametrize(
    "text, word",
    [
        ("Some processors allow access to JRE objects or scripting with Jython.", "Jython"),
        ("The big change from the previous Profiler is that an add method has been provided.", "Profiler"),
        ("Read/write support for Maildir, mbox and MMDF mailboxes in one place.", "Maildir"),
    ],
)
def test_one_model_alone_on_one_word_of_impersonal_prose_is_no_name(text, word):
    assert _alone(text, word) == []
    assert _alone(text, word, "SpacyRecognizer") == []


@pytest.mark.parametrize(
    "text, word",
    [
        ("I said scripting with Okonkwo went well and the review is done.", "Okonkwo"),  # a pronoun
        ("We're staying at the Chatterjee place this weekend with the kids.", "Chatterjee"),  # contraction
        ("Hen Klemmensen sed the meetng in Oslo is cancelld today.", "Klemmensen"),  # a name's other word
        ("Landed at Bandipur after a long night, the bus into town was packed.", "Bandipur"),  # a place word
        ("Nygaard here, Nygaard there, the whole conference was about it.", "Nygaard"),  # opens its line
        ("Treasurer, Сәтбаев allotment society\nthx", "Сәтбаев"),  # another script
        ("thx\nWaghn\n\nsent from my phone", "Waghn"),  # a signature's short line
        ("The whole conference was about Huaman's talk on queues.", "Huaman"),  # a possessive
    ],
)
def test_one_model_alone_still_counts_in_text_about_people_or_outside_running_prose(text, word):
    assert _alone(text, word) == [word]


def test_a_second_recognizer_or_a_gazetteer_keeps_a_lone_word_of_impersonal_prose():
    text = "Some processors allow access to JRE objects or scripting with Jython."
    both = [found("PERSON", 62, 68, name) for name in ("ChatNerRecognizer", "SpacyRecognizer")]
    assert kept(both, text) == ["Jython", "Jython"]
    known = found("PERSON", 62, 68, "ChatNerRecognizer", **{EVIDENCE: "known"})
    assert kept([known, found("PERSON", 62, 68, "ChatNerRecognizer")], text, general=[(62, 68, "PERSON")])


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


def test_english_words_joined_by_a_hyphen_need_a_second_opinion_unless_a_first_name_leads():
    text = "PAGE THE ON-CALL"
    assert (
        kept(
            [found("PERSON", 9, 16, "NameAndPlaceRecognizer", **{EVIDENCE: "known"})],
            text,
            frozenset({"call", "on", "the"}),
        )
        == []
    )
    text = "nom = lily-rose rust"
    chat = found("PERSON", 6, 20, "ChatNerRecognizer")
    assert kept([chat], text, frozenset({"lily", "rose", "rust"})) == ["lily-rose rust"]


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
