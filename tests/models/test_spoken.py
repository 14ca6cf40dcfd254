"""Numbers said in words are one value each, keyed as their digits are (models/spoken.py)."""

from __future__ import annotations

import pytest

from hushmem.models.values import found, kind, values
from tests.support.notes import current_text, notes_of


@pytest.mark.parametrize(
    ("text", "said", "key", "kind"),
    [
        ("The repair came to six hundred and seventy pounds.", "six hundred and seventy", "670", "number"),
        ("We need thirty two cushions.", "thirty two", "32", "number"),
        ("Budget is one thousand four hundred.", "one thousand four hundred", "1400", "number"),
        ("They want fifteen hundred for it.", "fifteen hundred", "1500", "number"),
        ("The van costs three and a half grand.", "three and a half grand", "3500", "number"),
        ("The recital is on the twenty ninth.", "twenty ninth", "29th", "date"),
        ("It's on the seventeenth of October.", "seventeenth of October", "oct 17", "date"),
        ("Pick up is at five past eleven.", "five past eleven", "11:05", "time"),
        ("The bus goes at twenty five to four.", "twenty five to four", "3:35", "time"),
        ("Doors open at eight fifteen pm.", "eight fifteen pm", "8:15", "time"),
    ],
)
def test_a_number_said_in_words_is_one_value_with_its_digits_key(text, said, key, kind):
    (value,) = [v for v in found(text) if v.kind != "name"]
    assert (value.text, value.key, value.kind) == (said, key, kind)
    assert said in values(text)


@pytest.mark.parametrize(
    "text",
    [
        "One of us will drive.",  # "one" alone counts nothing
        "Our flat is on the fifth floor.",  # an ordinal to the tenth alone is a word
        "The twelfth may be too late.",  # "may" here is no month
    ],
)
def test_words_that_only_look_like_numbers_stay_as_they_were(text):
    assert [(v.text, v.kind) for v in found(text) if v.kind in ("number", "time")] == []
    assert all(v.kind != "date" or v.key == "12th" for v in found(text))


def test_two_numbers_said_side_by_side_stay_two_values():
    # "two fifty" may be 2:50 or 250: nothing to say which, so it is left as two words' values
    assert [v.key for v in found("It was two fifty.")] == ["2", "50"]


def test_a_price_said_in_words_is_replaced_by_its_correction_in_words():
    notes = notes_of(
        "The boat trailer service costs two hundred and twenty pounds.",
        ("assistant", "Noted."),
        "Correction, the trailer service is two hundred and sixty pounds.",
    )
    assert "two hundred and sixty" in current_text(notes)
    assert "two hundred and twenty" not in current_text(notes)


def test_another_price_said_in_words_changes_nothing():
    notes = notes_of(
        "The boat trailer service costs two hundred and twenty pounds.",
        ("assistant", "Noted."),
        "My brother paid nine hundred and fifty pounds for his trailer service.",
    )
    assert "(was" not in "\n".join(notes)
    assert "two hundred and twenty" in current_text(notes)


def test_a_number_said_in_words_is_of_the_kind_its_digits_are():
    assert [kind(v) for v in ("three hundred and fifty", "ten past nine", "twenty third of May")] == [
        "number",
        "number",
        "date",
    ]


def test_a_time_said_in_words_is_replaced_where_it_stands():
    notes = notes_of(
        "Choir practice starts at ten past six in the school hall.", "Practice now starts at 6:30."
    )
    assert notes == ["Choir practice starts at 6:30 in the school hall (was ten past six)"]
