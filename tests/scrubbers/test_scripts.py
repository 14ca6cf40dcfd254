"""Words in another script than the message's own are names or places (pure functions of the text)."""

from __future__ import annotations

import pytest

from hushmem.scrubbers import scripts


def runs(text: str) -> list[tuple[str, str]]:
    return [(text[a:b], scripts.entity_at(text, a)) for a, b in scripts.foreign_runs(text)]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("My cousin is stationed in الصنمين since spring.", [("الصنمين", "LOCATION")]),
        ("Heading back towards Σπάρτη tonight", [("Σπάρτη", "LOCATION")]),
        ("thanks again - Ранко Ђурић", [("Ранко Ђурић", "PERSON")]),
        ("met अर्जुन शर्मा today", [("अर्जुन शर्मा", "PERSON")]),  # vowel signs stay inside the word
        ("ok, see you in 東京 next week", [("東京", "LOCATION")]),
        ("ask 김민준 and יעל about it", [("김민준", "PERSON"), ("יעל", "PERSON")]),
        ("The train from 大阪 to Ōsaka-shi", [("大阪", "LOCATION")]),
    ],
)
def test_a_run_in_another_script_is_a_name_or_a_place(text, expected):
    assert runs(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "Привет, как дела? Я живу в Москве",  # the message's own script: left to the models
        "東京で会いましょう",
        "the value of π is close to 3.14",  # a lone letter
        "latency is 40 μs on average",  # a mixed word
        "Naïve café owners in São Paulo",  # Latin with accents
    ],
)
def test_no_run_in_the_messages_own_script(text):
    assert runs(text) == []
