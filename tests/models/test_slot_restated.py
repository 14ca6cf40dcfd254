"""A fact's slot said again with another value and no change word (models/slots.py): the word glued to a
value that names its slot, the note's subject restated, a bare correction; and the cases that must change
nothing. Our own wordings, none of the probe groups'."""

from __future__ import annotations

import pytest

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import extract_facts


def notes_of(first: str, later: str) -> list[str]:
    said = [msg("user", first), msg("assistant", "Noted."), msg("user", later)]
    return [f.line for f in extract_facts(said)]


def current_text(notes: list[str]) -> str:
    return without_history("\n".join(notes))


def test_the_noun_before_a_number_names_its_slot():
    notes = notes_of("We got pitch 31 at the allotments, near the water tap.",
                     "Pitch 12 for us in the end, closer to the shed.")  # fmt: skip
    assert notes == ["User got pitch 12 (was 31) at the allotments, near the water tap"]


def test_the_word_a_number_counts_names_its_slot():
    notes = notes_of("We booked a 6 berth narrowboat for the canal week.",
                     "more cousins coming, so it has to be the 8 berth")  # fmt: skip
    assert notes == ["User booked a 8 berth (was 6 berth) narrowboat for the canal week"]


def test_a_reason_after_the_value_does_not_stop_the_change():
    notes = notes_of("We booked the 12 seater van for the choir trip, 90 pounds a day.",
                     "we need the 16 seater because the cousins are coming as well as the choir")  # fmt: skip
    assert notes == ["User booked the 16 seater (was 12 seater) van for the choir trip, 90 pounds a day"]


def test_a_purpose_in_a_reason_after_the_value_is_no_other_purpose():
    notes = notes_of("We booked the scout hut for Friday from 6 till 9 and it is 80 pounds for the evening.",
                     "um the hut is 95 pounds because we need the kitchen for the cooking")  # fmt: skip
    assert "it is 95 pounds (was 80 pounds) for the evening" in notes[0] and len(notes) == 1


def test_a_reported_slot_is_of_the_note_not_of_the_reporter():
    notes = notes_of("We have got the 8 seater people carrier for the airport run on the 12th.",
                     "my sister says we need the eleven seater because her kids are coming")  # fmt: skip
    assert notes == [
        "User has got the eleven seater (was 8 seater) people carrier for the airport run on the 12th"
    ]


def test_an_amount_of_money_beside_a_word_of_the_note_changes_its_one_amount():
    notes = notes_of("The plumber quoted £300 for the new boiler valve.",
                     "He says parts are extra so £360 for the valve job.")  # fmt: skip
    assert notes == ["The plumber quoted £360 (was £300) for the new boiler valve"]


def test_the_subject_restated_with_fewer_words_and_another_time():
    notes = notes_of("The monthly book club meeting is at 18:30 on Wednesday at the library.",
                     "The book club is at 19:15 on Wednesday.")  # fmt: skip
    assert notes == ["The monthly book club meeting is at 19:15 (was 18:30) on Wednesday at the library"]


def test_the_subject_restated_with_another_day_keeps_the_rest():
    notes = notes_of("The beginners swim lesson is on Monday at 17:00 in the small pool at the centre.",
                     "The swim lesson is on Friday at 17:00.")  # fmt: skip
    assert notes == [
        "The beginners swim lesson is on Friday (was Monday) at 17:00 in the small pool at the centre"
    ]


def test_the_subject_restated_in_speech_after_fillers():
    notes = notes_of("The monthly book club meeting is at 18:30 on Wednesday at the library.",
                     "ok so um the book club's at 19:15 on Wednesday")  # fmt: skip
    assert notes == ["The monthly book club meeting is at 19:15 (was 18:30) on Wednesday at the library"]


def test_the_very_subject_restated_with_only_its_new_value():
    notes = notes_of("The dentist appointment is on 7 March at 9:00 at the Smile clinic.",
                     "so the dentist appointment is on the 14th")  # fmt: skip
    assert notes == ["The dentist appointment is on 14th (was 7 March) at 9:00 at the Smile clinic"]


def test_a_bare_correction_replaces_the_one_value_of_its_kind():
    notes = notes_of("The school play is on 3 June, tickets are 5 pounds.",
                     "wait no its the 10th, i was reading the old newsletter")  # fmt: skip
    assert notes == ["The school play is on 10th (was 3 June), tickets are 5 pounds"]


def test_a_run_on_statement_changes_the_slot_its_own_clause_names():
    notes = notes_of("We have stall 14 at the Christmas market on Saturday.",
                     "so yeah I rang them yesterday and it's stall 6 for us now which is nearer the entrance "
                     "and also the mulled wine")  # fmt: skip
    assert notes == ["User has stall 6 (was 14) at the Christmas market on Saturday"]


def test_an_amount_of_the_note_beside_a_word_of_it_in_a_long_clause():
    notes = notes_of("We set a budget of £250 for the school fete raffle prizes.",
                     "I talked to the head and we agreed the raffle prizes can have £320.")  # fmt: skip
    assert "£320 (was £250)" in notes[0]


# said beside the slot's value, not instead of it: each must leave the note as it was
UNCHANGED = [
    pytest.param(
        "Our caravan is on plot 40 at the holiday park.",
        "My brother's caravan is on plot 12.",
        "plot 40",
        id="the_same_noun_before_another_persons_number_changes_nothing",
    ),
    pytest.param(
        "The gym class is in studio 2 on Mondays.",
        "Studio 4 for the spin class on Fridays.",
        "studio 2",
        id="the_same_noun_of_another_kind_of_thing_changes_nothing",
    ),
    pytest.param(
        "Our hotel room is 304 on the third floor.",
        "Room 118 could be an option if the lift breaks.",
        "304",
        id="the_same_noun_as_an_option_not_taken_changes_nothing",
    ),
    pytest.param(
        "We booked a 6 berth narrowboat for the canal week.",
        "The 8 berth one was way too expensive.",
        "6 berth",
        id="the_counted_word_of_another_option_compared_changes_nothing",
    ),
    pytest.param(
        "The fence needs 14 panels.",
        "The gate needs 2 panels.",
        "14 panels",
        id="the_counted_word_of_another_thing_named_first_changes_nothing",
    ),
    pytest.param(
        "The plumber quoted £300 for the new boiler valve.",
        "Lunch was £12 at the cafe.",
        "£300",
        id="an_amount_of_money_of_another_thing_changes_nothing",
    ),
    pytest.param(
        "The plumber quoted £300 for the new boiler valve.",
        "My neighbour paid £200 for her valve.",
        "£300",
        id="an_amount_another_person_paid_changes_nothing",
    ),
    pytest.param(
        "The tent sleeps 4 people and weighs 6 kg.",
        "The rucksack weighs 9 kg with food.",
        "6 kg",
        id="a_measure_of_another_thing_sharing_a_verb_changes_nothing",
    ),
    pytest.param(
        "The yoga class is at 18:00 on Tuesday in the church hall.",
        "The pilates class is at 18:30 on Tuesday.",
        "18:00",
        id="another_subject_with_the_same_day_changes_nothing",
    ),
    pytest.param(
        "The junior swim lesson is on Monday, 5 until 6.",
        "The senior swim lesson is on Friday, 5 until 6.",
        "Monday",
        id="the_subject_with_a_contrasting_word_changes_nothing",
    ),
    pytest.param(
        "The pottery class is at 10:00 on Saturday at the barn.",
        "The pottery class was at 9:00 on Saturday last year.",
        "10:00",
        id="the_subject_on_another_occasion_changes_nothing",
    ),
    pytest.param(
        "The school play is on 3 June, tickets are 5 pounds.",
        "no its the 10th for the other school",
        "3 June",
        id="a_bare_correction_naming_what_else_its_value_is_for_changes_nothing",
    ),
    pytest.param(
        "We meet at the station at 7:15 and leave at 8:00.",
        "no it's 7:45",
        "7:15",
        id="a_bare_correction_beside_two_values_of_its_kind_changes_nothing",
    ),
    pytest.param(
        "The car's MOT is on 14 March at the garage.",
        "No, it's the 21st that's the service, the MOT stays.",
        "14 March",
        id="a_correction_saying_the_value_is_of_something_else_changes_nothing",
    ),
    pytest.param(
        "The monthly book club meeting is at 18:30 on Wednesday at the library.",
        "ok so um the chess club's at 19:15 on Wednesday",
        "18:30",
        id="another_subject_said_after_fillers",
    ),
    pytest.param(
        "The car's MOT is on 14 March at the garage.",
        "The car's service is on the 21st.",
        "14 March",
        id="another_thing_of_the_same_owner",
    ),
    pytest.param(
        "The bus to the airport is at 7:10 from the square.",
        "The bus is at 9:40.",
        "7:10",
        id="a_shorter_subject_with_no_value_of_the_note",
    ),
    pytest.param(
        "I wear size 10 walking boots.",
        "size 12 for my sister though",
        "size 10",
        id="the_same_label_for_someone_else_named_after_it",
    ),
    pytest.param(
        "I'm on stall 22 at the craft fair selling prints.",
        "stall 9 is the one by the door that sells candles",
        "stall 22",
        id="a_number_said_of_the_one_it_identifies",
    ),
    pytest.param(
        "We booked the scout hut for Friday from 6 till 9 and it is 80 pounds for the evening.",
        "the hut down by the river is 95 pounds but it is tiny",
        "80 pounds",
        id="the_same_thing_narrowed_to_another_one",
    ),
    pytest.param(
        "We have got the 8 seater people carrier for the airport run on the 12th.",
        "my sister says her neighbour has the eleven seater",
        "8 seater",
        id="a_reported_slot_of_someone_else",
    ),
    pytest.param(
        "We have stall 14 at the Christmas market on Saturday.",
        "last year we were on stall 6 and it was freezing by the door",
        "stall 14",
        id="the_same_slot_on_a_past_occasion",
    ),
    pytest.param(
        "The insulin pens cost 48 pounds a box.",
        "I have set aside 100 pounds a month for the pens and the food.",
        "48 pounds",
        id="an_amount_counted_at_another_rate",
    ),
    pytest.param(
        "The accountant charged me 400 pounds last time for the tax return.",
        "I will pay 250 pounds for the tax return software.",
        "400 pounds",
        id="a_note_whose_amount_was_of_a_past_occasion",
    ),
    pytest.param(
        "Our allotment plot is number 27, at the top of the hill.",
        "my friend's plot is number 3 and she grows huge leeks",
        "27",
        id="a_friends_number_of_the_same_thing",
    ),
]


@pytest.mark.parametrize(("first", "later", "kept"), UNCHANGED)
def test_a_value_said_of_something_else_changes_nothing(first: str, later: str, kept: str):
    notes = notes_of(first, later)
    assert kept in current_text(notes) and "(was" not in "\n".join(notes)


PLAN = "Plan so far:\n1. Venue: the Old Mill\n2. Date: 14 June\n3. Guests: 40"


def recap_notes(recap: str) -> list[str]:
    return [
        f.line for f in extract_facts([msg("user", PLAN), msg("assistant", "Noted."), msg("user", recap)])
    ]


def test_a_recap_item_with_another_name_under_a_noted_label_replaces_it():
    notes = recap_notes("Recap:\n1. Venue: Hollins Barn\n2. Date: 14 June\n3. Guests: 40")
    assert notes == ["Plan so far", "Venue: Hollins Barn (was the Old Mill)", "Date: 14 June", "Guests: 40"]


@pytest.mark.parametrize(
    "recap",
    [
        pytest.param(
            "Dinner after:\n1. Venue: Luigi's Kitchen\n2. Time: 21:00", id="an_item_of_another_plan"
        ),
        pytest.param(
            "Recap:\n1. Venue: the Old Mill or Hollins Barn\n2. Date: 14 June", id="an_item_with_options"
        ),
        pytest.param(
            "Recap:\n1. Venue: Hollins Barn if the Mill is full\n2. Date: 14 June", id="an_item_in_a_case"
        ),
    ],
)
def test_a_labelled_item_not_restating_the_plan_changes_nothing(recap: str):
    assert "Venue: the Old Mill" in current_text(recap_notes(recap))


def test_options_side_by_side_under_the_plans_labels_change_nothing():
    options = "Two options:\nVenue: Hollins Barn\nDate: 14 June\nVenue: the Crown\nDate: 14 June"
    assert "Venue: the Old Mill" in current_text(recap_notes(options))


def test_a_time_written_with_dots_is_replaced_whole():
    notes = notes_of(
        "The quiz night is at 9 p.m. on Friday at the Crown.", "The quiz night is at 8 p.m. on Friday."
    )
    assert notes == ["The quiz night is at 8 p.m. (was 9 p.m.) on Friday at the Crown"]


def test_a_version_of_the_rules_ends_where_the_statement_starts():
    from hushmem.models.slots import VERSION

    assert VERSION.sub("", "On the winter timetable the crossing takes 5-6 hours", count=1) == (
        "the crossing takes 5-6 hours"
    )
    for said in ("on the bus timetable app it says 9:15", "With our tariff going up the bill is 90"):
        assert VERSION.sub("", said, count=1) == said
