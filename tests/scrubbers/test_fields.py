"""Field labels as evidence: values after a person or place label and cells under such a column
(pure functions of the text, no model)."""

from __future__ import annotations

import pytest

from hushmem.scrubbers import fields


def values(text: str) -> list[tuple[str, str]]:
    found = fields.FieldRecognizer(["PERSON", "LOCATION"]).analyze(text, ["PERSON", "LOCATION"])
    return sorted((r.entity_type, text[r.start : r.end]) for r in found)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("City: Tromsø", [("LOCATION", "Tromsø")]),
        ("hometown = rüti", [("LOCATION", "rüti")]),
        ("Place of birth\tVila Real", [("LOCATION", "Vila Real")]),
        ("CURRENT CITY  ÁRBORG", [("LOCATION", "ÁRBORG")]),
        ("- Based in - Pécs\n- Status - confirmed", [("LOCATION", "Pécs")]),
        ("**Birthplace**: Kuopio", [("LOCATION", "Kuopio")]),
        ("Town ........ Peebles", [("LOCATION", "Peebles")]),
        ("Full name: Ana Ruiz; Town: Sheki; Seats: 2", [("LOCATION", "Sheki"), ("PERSON", "Ana Ruiz")]),
        ('{"first_name": "Yaw", "city": "Ho"}', [("LOCATION", "Ho"), ("PERSON", "Yaw")]),
        ("Tenant\nHemi Ngata\nRoom\n12B", [("PERSON", "Hemi Ngata")]),
        ("Ort: Biel/Bienne", [("LOCATION", "Biel"), ("LOCATION", "Bienne")]),
        ("Wohnort: Frankfurt am Main", [("LOCATION", "Frankfurt am Main")]),
        ("Address: Kirkenes\nMother’s name: Solveig", [("LOCATION", "Kirkenes"), ("PERSON", "Solveig")]),
    ],
)
def test_a_value_after_a_label_is_a_person_or_place(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize(
    "text, expected",
    [
        ("first_name,city,visits\nFeven,Ouray,18\nKofi,Ho,3", ["Feven", "Ho", "Kofi", "Ouray"]),
        ("| Name | City | Since |\n|---|---|---|\n| Anna Berg | Røros | 2019 |", ["Anna Berg", "Røros"]),
        ("name;town\nLiv;Molde\n\nsee you", ["Liv", "Molde"]),
    ],
)
def test_cells_under_a_person_or_place_column(text, expected):
    assert sorted(value for _, value in values(text)) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Location: check the README first",  # a sentence, not a name
        "Name the function after what it returns.",
        "Town hall is closed on Monday.",
        "Name: 2024-11-30",
        "id,name,size\n1,build-7,14",  # no letters-only value
        "The city council met; the town was quiet.",
        "name,city\nAnna,Oslo,extra,cells",  # the row does not fit the header
    ],
)
def test_no_name_after_a_label(text):
    assert values(text) == []


def test_capitals_are_required_only_where_the_text_has_them():
    assert not fields.looks_like_a_name("check the readme", cased=True)
    assert fields.looks_like_a_name("check the readme", cased=False)  # evidence.py weighs the words
    assert fields.looks_like_a_name("Frankfurt am Main", cased=True)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("IS THE MARKET OPEN ON SUNDAYS? - KAVYA", [("PERSON", "KAVYA")]),
        ("Running late, start without me — Thandiwe Mokoena", [("PERSON", "Thandiwe Mokoena")]),
        ("see you at the gate ~ abena\n", [("PERSON", "abena")]),
    ],
)
def test_a_sign_off_after_a_dash_ending_a_message_is_a_person(text, expected):
    assert values(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "SEND THE DECK BEFORE NOON - FYI",  # too short for a name
        "Open 9 to 5, Mon - Fri",
        "NEED THIS BY FRIDAY - ASAP",
        "Shopping:\n- Milk\n- Eggs",  # a list's items, no sign-off
        "Step 2 - install the package",  # lower case where the text has capitals
        "All done - Kavya will check it tomorrow.",  # the message goes on
    ],
)
def test_no_sign_off_without_a_name_ending_the_message(text):
    assert values(text) == []
