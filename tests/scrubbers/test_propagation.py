"""A person or place found once is replaced everywhere: repeats in one message, speaker labels, the
other messages of one save, and later messages of the same session (real scrubber, real SQLite)."""

from __future__ import annotations

import pytest

from hushmem.core.schema import Slot
from hushmem.scrubbers import propagate
from hushmem.scrubbers.chain import Context


def test_every_occurrence_in_a_message_is_replaced(scrubber):
    out = scrubber.rewrite(
        ["Yesterday I had coffee with Ingrid Halvorsen. Ingrid says hi."], [Context(Slot("u", "rep", "a"))]
    )
    assert "Ingrid" not in out[0] and "Halvorsen" not in out[0]


def test_repeats_in_any_case_get_the_same_placeholder():
    found = [propagate.result("PERSON", 0, 6)]
    text = "Svenja wrote to me. SVENJA and svenja."
    marked = propagate.mark(text, propagate.values(text, found))
    assert sorted((r.start, r.end) for r in marked) == [(0, 6), (20, 26), (31, 37)]


def test_speaker_labels_of_a_chat_log_are_people():
    text = "Oskarine: are you there?\nBrunhild: yes\nOskarine: good, call me"
    labels = sorted(text[r.start : r.end] for r in propagate.speakers(text))
    assert labels == ["Brunhild", "Oskarine", "Oskarine"]


@pytest.mark.parametrize(
    "text",
    [
        "User: how do I reverse a list?\nAssistant: use reversed().\nUser: thanks",
        "Name: config.toml\nSize: 2 KB",  # a form's fields, no label repeated
        "Note: the cache is cold.\nNote: restart after editing.",
    ],
)
def test_roles_and_form_fields_are_not_speakers(text):
    assert propagate.speakers(text, frozenset({"size", "cache"})) == []


def test_form_labels_each_used_once_are_no_speakers():
    text = "Room: 12B\nNom: Dupont\nOrt: Bern"
    assert propagate.speakers(text, frozenset({"room"})) == []


@pytest.mark.parametrize(
    "text, labels",
    [("Anna: hi\nBen: hey", ["Anna", "Ben"]), ("User: hi\nMaria: hey\nUser: ok", ["Maria"])],
)
def test_a_chat_log_of_names_or_roles_keeps_its_speakers(text, labels):
    assert sorted(text[r.start : r.end] for r in propagate.speakers(text, frozenset({"room"}))) == labels


def test_a_label_found_as_a_person_makes_the_other_first_name_labels_speakers():
    """Labels each used once that are English words look like a form, unless a recognizer found one of
    them to be a person: then the others that are first names are speakers, and other words stay."""
    text = "Anna: did you book the van?\nGrace: I thought you did\nSummary: nobody did"
    words = frozenset({"anna", "grace", "summary"})
    assert propagate.speakers(text, words) == []
    found = [propagate.result("PERSON", 0, 4)]
    assert sorted(text[r.start : r.end] for r in propagate.speakers(text, words, found)) == ["Anna", "Grace"]


def test_a_value_found_in_one_message_is_replaced_in_the_others_of_the_save(scrubber):
    contexts = [Context(Slot("u", "save", "a"))] * 2
    out = scrubber.rewrite(
        ["is thorvaldsen coming?", "My colleague Magnus Thorvaldsen is in Trondheim."], contexts
    )
    assert "thorvaldsen" not in out[0].casefold(), out


def test_a_value_stays_replaced_in_later_messages_of_the_session(scrubber):
    first = scrubber.rewrite(
        ["Please remind me to call Wilhelmina Okonkwo tomorrow."], [Context(Slot("u", "later", "a"))]
    )
    assert "Okonkwo" not in first[0]
    later = scrubber.rewrite(["okonkwo never called back"], [Context(Slot("u", "later", "a"))])
    assert later[0].startswith("<PERSON_") and "okonkwo" not in later[0].casefold()
    elsewhere = Context(Slot("u", "elsewhere", "a"))
    assert not scrubber.placeholders.known(
        elsewhere, propagate.PART, "Okonkwo"
    )  # digests do not link sessions


def test_candidates_are_runs_of_spaced_words():
    text = "ana maria, de souza"
    assert [text[s:e] for s, e in propagate.candidates(text, longest=2)] == [
        "ana",
        "ana maria",
        "maria",
        "de",
        "de souza",
        "souza",
    ]


def test_in_lower_case_chat_a_first_name_takes_its_surname(scrubber):
    out = scrubber.rewrite(["tell ingrid halvorsen the boat is ready"], [Context(Slot("u", "lower", "a"))])
    assert "halvorsen" not in out[0] and out[0].endswith("the boat is ready"), out


def test_first_known_answers_as_known_does_one_type_at_a_time(scrubber):
    context = Context(Slot("u", "first-known", "a"))
    scrubber.rewrite(["Bo Lindqvist moved to Tromsø."], [context])
    types = ["PERSON", "LOCATION", "STREET_ADDRESS", propagate.PART]
    values = ["Bo Lindqvist", "LINDQVIST", "tromsø", "moved", "Bo  lindqvist"]
    expected = [next((t for t in types if scrubber.placeholders.known(context, t, v)), None) for v in values]
    assert scrubber.placeholders.first_known(context, types, values) == expected
    assert expected[:3] == ["PERSON", propagate.PART, "LOCATION"] and expected[3] is None
