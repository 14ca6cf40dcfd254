"""Notes made shorter by deleting the pieces that carry nothing: asides, evaluations, reasons without a
value; every value, history, key word and the note's first piece kept, nothing added."""

from __future__ import annotations

import re

import pytest

from hushmem.models.clauses import trimmed


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        ("The ticket costs 64 pounds return, which is steep but fine", "The ticket costs 64 pounds return"),
        ("The stove is older than User, ha", "The stove is older than User"),
        (
            "User's aunt <PERSON_3> takes the dog on weekdays because User works late on those days",
            "User's aunt <PERSON_3> takes the dog on weekdays",
        ),
        (
            "The fence goes up on the 5th, so the garden will finally look tidy, honestly",
            "The fence goes up on the 5th",
        ),
        (  # "and" opening a clause of its own, with its own subject
            "The village fete is Pirates this year and User is one of the face painters, which is a laugh",
            "The village fete is Pirates this year",
        ),
    ],
)
def test_pieces_without_a_value_or_key_word_go(line, expected):
    assert trimmed(line) == expected


@pytest.mark.parametrize(
    "line",
    [
        "User grows leeks, beans, chard and squash",  # a list is not a clause
        "User bought bread and cheese and User is baking a pie on Sunday",  # a date word after "and"
        "User's son is allergic to kiwi, so every lunchbox has to be checked",  # a constraint
        "The locksmith comes on Friday, so User will work from home in the morning",  # a date word
        "User can't eat garlic",  # one piece
    ],
)
def test_pieces_carrying_a_list_item_a_constraint_or_a_date_word_stay(line):
    assert trimmed(line) == line


def test_the_statement_after_a_frame_or_an_apposition_stays():
    line = "The tiler, <PERSON_2>, starts on the 9th, which is a relief"
    assert trimmed(line) == "The tiler, <PERSON_2>, starts on the 9th"
    assert trimmed("For the bed, User is very tall, 196 cm, so most frames are short") == (
        "For the bed, User is very tall, 196 cm"
    )


def test_a_piece_that_goes_leaves_the_old_value_it_carried():
    line = "The move is on the 30th at 8:00, a Saturday, so the whole street will be watching (was 23rd)"
    assert trimmed(line) == "The move is on the 30th at 8:00, a Saturday (was 23rd)"


def test_a_trimmed_note_only_deletes_words():
    line = "User's landlord, <PERSON_1>, raised the rent to 950 in May, which is annoying, so User is upset"
    short = trimmed(line)
    assert len(short) < len(line)
    rest = iter(re.findall(r"\S+", line))
    assert all(any(word.rstrip(",") == other.rstrip(",") for other in rest) for word in short.split())


def test_every_note_loses_its_asides_even_when_the_summary_has_room():
    from hushmem.models.compact import compact

    assert compact("The ferry costs 38 pounds each way, which is steep but fine.", "user") == (
        "The ferry costs 38 pounds each way"
    )
    assert (
        compact("My sister <PERSON_1> brings the tent, ha.", "user")
        == "User's sister <PERSON_1> brings the tent"
    )
    assert trimmed("The gate is green, so visitors find it", asides_only=True) == (
        "The gate is green, so visitors find it"
    )


def test_a_note_of_asides_alone_is_no_note():
    assert trimmed("Ugh, what a week", asides_only=True) == ""


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "User arrives on Saturday around 4pm, so the first dinner has to be easy",
            "User arrives on Saturday around 4pm",
        ),
        (
            "User's wife prefers the local firm because they answered every question",
            "User's wife prefers the local firm",
        ),
        # a reason naming a value or a date word stays
        ("The locksmith comes on Friday, so User will work from home in the morning", None),
        ("User must be home by 6, because the dog walker leaves at 5:30", None),
    ],
)
def test_with_reasons_a_reason_without_a_value_goes_whatever_its_key_words(line, expected):
    assert trimmed(line, reasons=True) == (expected or line)
    assert trimmed(line) == (line if expected is None or "has to" in line else expected)


def test_the_core_of_a_note_is_its_first_piece_and_its_pieces_with_a_value():
    line = "User hates glossy screens, and User would love good colours, but that is more a wish than a must"
    assert trimmed(line, core=True) == "User hates glossy screens"
    assert trimmed(line, reasons=True) == "User hates glossy screens, and User would love good colours"
    line = "User's son is allergic to kiwi, so every lunchbox has to be checked, from the 4th on"
    assert trimmed(line, core=True) == "User's son is allergic to kiwi, from the 4th on"
