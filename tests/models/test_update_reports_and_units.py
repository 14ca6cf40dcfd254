"""Updates reported, set by a verb or given in another unit: a slip owned by how it was read or heard, a
decision in the perfect ("we've gone with"), an amount brought down to a new one. Our own wordings; the
probe's groups are not quoted here."""

from __future__ import annotations

import pytest

from tests.support.notes import current_text, notes_of


def test_a_slip_owned_by_how_it_was_heard_replaces_the_value():
    notes = notes_of("The piano tuner comes at 10:30 on Friday.", "Oh no, I heard that wrong, it's 11:30.")
    assert "11:30" in current_text(notes) and "10:30" not in current_text(notes)


def test_a_decision_said_in_the_perfect_replaces_the_value():
    notes = notes_of("The book club fee is 5 euros a month.", "The next book is chosen on 3 May.",
                     "We've gone with a 7 euro fee.")  # fmt: skip
    assert "7 euro" in current_text(notes) and "5 euros" not in current_text(notes)
    assert "The next book is chosen on 3 May" in notes


def test_an_amount_knocked_down_to_a_new_one_replaces_it():
    notes = notes_of("The bike repair is quoted at 120 euros.", "The mechanic knocked the repair down to 95.")
    assert "95" in current_text(notes) and "120" not in current_text(notes)


def test_a_count_down_to_a_new_one_replaces_it():
    notes = notes_of("We have 5 goats on the farm.", "We're down to 4 goats.")
    assert "4 goats" in current_text(notes) and "5 goats" not in current_text(notes)


def test_down_to_a_place_is_no_change_of_an_amount():
    notes = notes_of("The walk is 12 km long.", "We walked down to the harbour.")
    assert "The walk is 12 km long" in notes


def test_someone_moving_the_noted_thing_is_a_change_of_it():
    notes = notes_of("Yoga class is at 18:00 on Mondays.", "It costs 8 euros.",
                     "The instructor moved yoga to 18:45 because of the football.")  # fmt: skip
    assert "18:45" in current_text(notes) and "18:00" not in current_text(notes)
    assert "It costs 8 euros" in notes


def test_someone_moving_another_thing_changes_nothing():
    notes = notes_of("Yoga class is at 18:00 on Mondays.", "The caretaker moved the mats to 18:45 storage.")
    assert "Yoga class is at 18:00 on Mondays" in notes


def test_a_report_of_a_new_date_is_judged_by_what_it_reports():
    notes = notes_of("The garden waste collection is on June 4.",
                     "The council says the waste collection is on 9 June now.")  # fmt: skip
    assert "9 June" in current_text(notes) and "June 4" not in current_text(notes)


def test_a_report_of_another_persons_thing_changes_nothing():
    notes = notes_of("My flight is at 7:10 on Friday.", "My sister says her flight is at 9:40 now.")
    assert "User's flight is at 7:10 on Friday" in notes


def test_a_duration_in_another_unit_replaces_it_and_the_history_keeps_its_unit():
    notes = notes_of("The first aid course lasts 45 minutes.", "It costs 15 euros.",
                     "They have extended the first aid course to 2 hours.")  # fmt: skip
    assert "2 hours" in current_text(notes) and "45" not in current_text(notes)
    assert "(was 45 minutes)" in "\n".join(notes)
    assert "It costs 15 euros" in notes


def test_any_verb_setting_the_thing_to_a_new_amount_is_a_change():
    notes = notes_of("The lunch break is 30 minutes.", "The canteen opens at 12:00.",
                     "HR have trimmed the lunch break to 25 minutes, the shifts start earlier.")  # fmt: skip
    assert "25 minutes" in current_text(notes) and "30" not in current_text(notes)
    assert "The canteen opens at 12:00" in notes


def test_an_amount_of_another_dimension_is_no_change():
    notes = notes_of("The hike is 14 km long.", "We have extended the hike to 5 hours.")
    assert "The hike is 14 km long" in notes


def test_a_change_told_with_its_reason_in_another_clause_is_a_change():
    notes = notes_of("We keep 6 bee hives.", "They make about 40 jars of honey a year.",
                     "The winter was harsh, so we are down to 5 bee hives.")  # fmt: skip
    assert "5 bee hives" in current_text(notes) and "6 bee" not in current_text(notes)
    assert "They make about 40 jars of honey a year" in notes


def test_too_in_the_reason_clause_does_not_make_the_value_an_addition():
    notes = notes_of(
        "The table is booked for 6 people.", "Final count is 8 people, the neighbours want to come too."
    )
    assert "8 people" in current_text(notes) and "6 people" not in current_text(notes)


def test_it_now_at_a_time_with_a_reason_changes_the_note_with_a_time():
    notes = notes_of("The school play starts at 18:30.", "Tickets are 5 pounds.",
                     "It's now at 19:00, the hall was double booked.")  # fmt: skip
    assert "19:00" in current_text(notes) and "18:30" not in current_text(notes)
    assert "Tickets are 5 pounds" in notes


def test_a_label_saying_only_that_news_came_leaves_the_value():
    notes = notes_of("The garage says the car is ready on Tuesday.", "It's a new clutch, 600 euros.",
                     "Latest update from the garage: Thursday, a part is missing.")  # fmt: skip
    assert "Thursday" in current_text(notes) and "Tuesday" not in current_text(notes)


def test_a_reason_clause_does_not_hide_another_subject():
    notes = notes_of("My bus leaves at 9:10.", "There was a storm, so the ferry is at 16:00 now.")
    assert "User's bus leaves at 9:10" in notes


def test_a_bare_count_does_not_replace_a_duration():
    notes = notes_of(
        "We are 4 on the boat trip.", "The boat trip lasts 3 days.", "Someone joined, so we are five now."
    )
    assert "The boat trip lasts 3 days" in notes


def test_a_name_of_several_words_is_replaced_as_one_and_the_other_values_stay():
    notes = notes_of(
        "The team dinner is at the Rose and Crown on Thursday.",
        "We booked a table for 9 people.",
        "We moved the team dinner to the Old Bell, it has parking.",
    )
    assert "Old Bell" in current_text(notes) and "Rose" not in current_text(notes)
    assert any("Thursday" in line for line in current_text(notes).splitlines() if "Old Bell" in line)


def test_a_possessive_name_changed_for_another_keeps_the_time_current():
    notes = notes_of(
        "We booked the Dragon's Lair laser tag arena for 15:30 on Sunday.",
        "The arena people called, they moved us to the Jungle arena instead, same time.",
    )
    assert "Jungle" in current_text(notes) and "Lair" not in current_text(notes)
    assert any("15:30" in line for line in current_text(notes).splitlines() if "Jungle" in line)


def test_moved_on_is_no_change():
    notes = notes_of(
        "The cooking class is 40 euros.",
        "The teacher praised that dish and moved on to desserts.",
    )
    assert "The cooking class is 40 euros" in notes


@pytest.mark.xfail(
    strict=True,
    reason="the month of a date is no shared word, so only the"
    " same-kind fallback finds the lesson, and about_else reads 'asked', 'come' as another thing",
)
def test_this_afternoon_points_at_no_thing():
    notes = notes_of(
        "The piano lesson is booked for 4 March.",
        "The piano lessons cost 30 euros each.",
        "The teacher rang this afternoon, she asked if we could come on 11 March instead, so I said yes.",
    )
    assert "11 March" in current_text(notes) and "4 March" not in current_text(notes)
    assert "rang this afternoon" in current_text(notes)


def test_a_value_the_other_speaker_read_out_taken_with_well_spotted_then_is_a_change():
    notes = notes_of(
        "My library books are due on the 9th.",
        "There are 5 books.",
        ("assistant", "The reminder you pasted says the books are due on the 12th because of the holiday."),
        "Ah, well spotted, the 12th then.",
    )
    assert "12th" in current_text(notes) and "9th" not in current_text(notes)
    assert "There are 5 books" in notes


def test_moving_a_thing_somewhere_without_a_value_keeps_its_day():
    notes = notes_of(
        "The rabbit cage gets cleaned on Saturdays.", "We moved the rabbit cage into the garage."
    )
    assert "The rabbit cage gets cleaned on Saturdays" in notes


def test_moving_a_thing_to_next_week_still_changes_its_day():
    notes = notes_of("The quiz night is on Friday.", "We moved the quiz night to next week.")
    assert "Friday" in "\n".join(notes) and "The quiz night is on Friday" not in notes


def test_a_word_after_a_new_amount_that_opens_a_clause_is_no_unit():
    notes = notes_of(
        "The garden fence costs 900 euros.",
        "The fence went up to 1.2k when they saw the slope.",
    )
    assert "1.2k" in current_text(notes) and "900" not in current_text(notes)


def test_an_update_naming_the_thing_in_another_form_of_its_words_finds_its_note():
    notes = notes_of(
        "The painter quoted 700 euros for the hallway.",
        "He starts on the 9th.",
        "He revised the paint quote to 850 once he saw the damp.",
    )
    assert "850" in current_text(notes) and "700" not in current_text(notes)
    assert "He starts on the 9th" in notes


def test_an_amount_with_its_unit_glued_on_is_replaced_in_place():
    notes = notes_of(
        "We're getting a 4ft Fatsia for the balcony.",
        "It arrives on 2 May.",
        "We're getting the 5ft one after all, there is room.",
    )
    assert "5ft Fatsia" in current_text(notes) and "4ft" not in current_text(notes)


@pytest.mark.parametrize(
    "reply",  # said back first, the later line is an offer "Ok." takes up; else a statement with a cue
    ["A 32-inch monitor is a sensible size for video at a normal shelf depth.", "Good choice."],
)
def test_a_line_naming_one_notes_value_beside_anothers_changes_neither(reply):
    from hushmem.daemon.client import text_message as wire
    from hushmem.models.extract import extract_facts

    messages = [
        wire("user", "I edit video most evenings, so I'm leaning towards a 32-inch monitor."),
        wire("assistant", reply),
        wire("user", "My shelf is only 45 cm deep, which is annoying."),
        wire(
            "assistant",
            "At 45 cm deep, a 32-inch matte monitor on an arm works; the arm lets you push it back.",
        ),
        wire("user", "Ok. I still need a lamp as well."),
    ]
    lines = [fact.line for fact in extract_facts(messages)]
    assert any("32-inch monitor" in line and "(was" not in line for line in lines)
    assert not any("(was 32)" in line for line in lines)
