"""A number said again of the same thing it counts, with no change cue, replaces the earlier count where it
stands; another subject, another occasion, a rate beside an amount or a comparison naming the old number
changes nothing. Our own wordings (none of the probe groups' sentences)."""

from __future__ import annotations

import pytest

from hushmem.daemon.client import text_message as msg
from hushmem.models.extract import extract_facts


def notes_of(*said: str) -> list[str]:
    return [f.line for f in extract_facts([msg("user", s) for s in said])]


def test_a_later_count_of_the_same_thing_replaces_it_where_it_stands():
    notes = notes_of(
        "I'm taking 3 bottles of cider and a cheeseboard to the barbecue.",
        "The forecast is hot, so I'm taking 5 bottles of cider.",
    )
    assert notes == ["User is taking 5 bottles of cider (was 3) and a cheeseboard to the barbecue"]


def test_a_later_count_said_of_what_it_points_back_to_replaces_the_count():
    notes = notes_of(
        "It needs 9 rolls of wallpaper and two tins of paste.",
        "The decorator measured again, so we only need 7 rolls of wallpaper.",
    )
    assert notes[0] == "It needs 7 rolls of wallpaper (was 9) and two tins of paste"
    assert len(notes) == 1


@pytest.mark.parametrize(
    "later",
    [
        "My cousin keeps 12 chickens in her garden.",  # another subject
        "The farm down the road has 40 chickens.",  # another subject, named
        "He said 8 chickens would be easier.",  # a person's suggestion
        "We had 2 chickens last year.",  # another occasion
        "We also have 2 chickens at the allotment.",  # an addition
        "We'd need 8 chickens if the neighbours join in.",  # a case that may not come
    ],
)
def test_the_same_thing_counted_of_another_subject_or_occasion_changes_nothing(later):
    notes = notes_of("We keep 5 chickens in the back garden.", later)
    assert notes[0] == "User keeps 5 chickens in the back garden", later
    assert len(notes) == 2, later


def test_the_same_thing_counted_on_another_day_is_another_occasion():
    notes = notes_of("We need 4 stewards on Saturday.", "We need 6 stewards on Sunday.")
    assert notes == ["User needs 4 stewards on Saturday", "User needs 6 stewards on Sunday"]


def test_a_count_naming_the_old_number_compares_it_does_not_change_it():
    notes = notes_of(
        "The plan gives us 20 GB of storage.", "20 GB is more than we need, we use 6 GB of storage."
    )
    assert notes[0] == "The plan gives User 20 GB of storage"


def test_an_amount_beside_a_rate_of_the_same_thing_changes_nothing():
    notes = notes_of("I swim 30 lengths a week.", "I swam 12 lengths at the lido.")
    assert notes[0] == "User swims 30 lengths a week"


def test_a_change_stating_a_value_after_the_same_two_words_replaces_it_where_it_stands():
    notes = notes_of(
        "The deposit is 200 pounds and the agency takes 10% of the first month.",
        "Bad news on fees: with admin costs the agency actually takes 12% now.",
    )
    assert notes == ["The deposit is 200 pounds and the agency takes 12% (was 10%) of the first month"]


def test_the_same_two_words_of_another_persons_thing_change_nothing():
    notes = notes_of(
        "My landlord takes 800 pounds a month.", "My sister's landlord actually takes 950 pounds a month."
    )
    assert notes[0] == "User's landlord takes 800 pounds a month"


def test_another_doing_with_the_same_thing_counted_changes_nothing():
    notes = notes_of("I'm inviting 20 people to the barbecue.", "I expect 15 people will come.")
    assert notes[0] == "User is inviting 20 people to the barbecue"
