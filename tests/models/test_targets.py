"""Which note a change is about (models/targets.py): a clause with "it" as its subject that says only when
(a day, date or time) points back to the latest note saying when something is, cue or no cue (an "it" of
an amount, of another occasion, of today, or after a note of another event changes nothing); of the notes
sharing a change's words, the one holding its kind of value. Our own wordings."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import extract_facts


def notes_of(*said: str) -> list[str]:
    return [f.line for f in extract_facts([msg("user", s) for s in said])]


def test_it_said_with_only_a_new_weekday_moves_the_note_it_points_back_to():
    notes = notes_of(
        "The book swap meets in the church hall on Thursdays.",
        "I usually bring a tin of biscuits for everyone.",
        "From next month it's on Fridays, the hall is being painted.",
    )
    assert notes[0] == "The book swap meets in the church hall on Fridays (was Thursdays)"
    assert "biscuits" in notes[1]


def test_a_value_saying_from_when_before_it_does_not_stop_it_pointing_back():
    notes = notes_of(
        "The choir meets on Tuesdays in the church hall.",
        "From January it's on Wednesdays, the hall is booked.",
    )
    current = without_history("\n".join(notes))
    assert "Wednesdays" in current and "Tuesdays" not in current


def test_it_said_with_only_a_new_date_after_a_cue_finds_the_note():
    notes = notes_of(
        "My eye test is booked for the 3rd at the optician on Mill Lane.",
        "I checked the letter again and it's actually the 10th, I misread the 3.",
    )
    current = without_history("\n".join(notes))
    assert "10th" in current and "3rd" not in current


def test_it_after_a_note_of_another_event_without_that_kind_changes_no_earlier_note():
    notes = notes_of("The dentist is at 9:00 on Monday.", "The leaving party is on Saturday.", "It's at 8pm.")
    assert notes[0] == "The dentist is at 9:00 on Monday"


def test_it_after_a_value_in_its_own_sentence_is_about_what_that_sentence_named():
    for later in (
        "We booked a table for Saturday, it's at 19:30.",
        "We're going to a wedding on the 9th, it's at 14:00.",
    ):
        notes = notes_of("Yoga is on Wednesdays at 18:00.", later)
        assert notes[0] == "Yoga is on Wednesdays at 18:00", later


def test_it_of_another_occasion_or_of_today_changes_nothing():
    for later in (
        "Last year it was on 9 July.",
        "Last term it was on 2 July.",
        "It's on 16 July, same as last year.",
        "It's the 12th today, so four days to go.",
    ):
        notes = notes_of("The village fair is on 16 July.", later)
        assert notes[0] == "The village fair is on 16 July", later


def test_it_of_an_amount_is_no_change_of_an_earlier_amount():
    notes = notes_of(
        "The yoga class costs 12 pounds.", "I ordered a cork mat for it online.", "It's 15 pounds."
    )
    assert notes[0] == "The yoga class costs 12 pounds"


def test_of_the_notes_sharing_its_words_a_change_moves_the_one_holding_its_kind_of_value():
    notes = notes_of(
        "My first climbing session is at 18:00 at the Summit wall.",
        "The climbing course has 6 sessions.",
        "The wall is busy, so they'll start the climbing course at 19:15 now.",
    )
    assert notes[0] == "User's first climbing session is at 19:15 (was 18:00) at the Summit wall"
    assert notes[1] == "The climbing course has 6 sessions"


def test_it_said_with_a_cue_and_only_a_measured_amount_changes_the_note_measuring_it():
    notes = notes_of(
        "The pottery course runs for 6 weeks at the arts centre.",
        "The teacher emailed, she reckons it'll take 8 weeks now.",
    )
    assert notes[0] == "The pottery course runs for 8 weeks (was 6) at the arts centre"


def test_it_said_with_a_cue_and_only_a_price_changes_no_earlier_price():
    notes = notes_of("The yoga class costs 12 pounds.", "I ordered a cork mat online, it's 15 pounds now.")
    assert notes[0] == "The yoga class costs 12 pounds"
