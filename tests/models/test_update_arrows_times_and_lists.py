"""Changes marked by notation rather than words: a clock's "p.m." inside a sentence, "oclock" without its
apostrophe, spoken fillers ("um", "uh") before the statement, and an arrow from the old value to the new
("Date: 14 June -> 21 June"). Our own sentences."""

from __future__ import annotations

import pytest

from hushmem.models.cues import swap_in
from hushmem.models.extract import sentences
from hushmem.models.values import found
from tests.support.notes import current_text, notes_of


def test_an_arrow_from_the_old_value_replaces_it():
    assert notes_of("The party is at the Crown on 14 June.", "Date: 14 June → 21 June.") == [
        "The party is at the Crown on 21 June (was 14 June)"
    ]


def test_an_arrow_between_two_counts_replaces_the_count():
    assert notes_of("Guests: 40.", "Guests: 40 -> 45.") == ["Guests: 45 (was 40)"]


def test_arrows_along_a_route_change_no_time():
    notes = notes_of("The hike starts at 9:00.", "Plan: train at 8:10 -> bus at 8:40 -> start.")
    assert "The hike starts at 9:00" in notes


def test_a_clock_written_with_dots_ends_no_sentence_before_lower_case():
    assert sentences("The gig is at 9 p.m. on Friday. Meet at 7 a.m. Bring boots.") == [
        "The gig is at 9 p.m. on Friday.", "Meet at 7 a.m.", "Bring boots."
    ]  # fmt: skip


def test_times_written_as_dictation_writes_them_are_times():
    assert [v.key for v in found("at 9 p.m. or four oclock")] == ["9:00", "4:00"]


def test_a_time_with_its_am_or_pm_is_replaced_whole():
    notes = notes_of("The gig is at 8 pm on Friday.", "um so the gig is now at 9 p.m. on Friday")
    assert notes == ["The gig is at 9 p.m. on Friday (was 8 pm)"]


def test_spoken_fillers_open_no_note():
    assert notes_of("um the caterer charges 30 pounds a head") == ["The caterer charges 30 pounds a head"]


def test_someone_getting_in_touch_and_saying_the_change_is_read_from_what_they_said():
    said = "oh and the piano teacher called and she wants to do Wednesdays instead from now on"
    notes = notes_of("The piano lesson is on Monday at 5.", said)
    assert notes == ["The piano lesson is on Wednesdays (was Monday) at 5"]


def test_a_price_someone_rang_to_say_changes_the_price():
    said = "The garage phoned back and said it is going to be 240 pounds now because they found a leak."
    notes = notes_of("The car service costs 180 pounds.", said)
    assert len(notes) == 1 and "240 pounds" in notes[0] and "(was costs 180 pounds)" in notes[0]


def test_someone_ringing_about_their_own_flight_changes_no_flight():
    notes = notes_of("Our flight lands at 16:20.", "My sister called and said her flight lands at 18:05 now.")
    assert "User's flight lands at 16:20" in notes


def test_a_change_to_her_thing_opening_the_line_changes_no_thing_of_the_user():
    notes = notes_of("Our flight lands at 16:20.", "Her flight lands at 18:05 now.")
    assert "User's flight lands at 16:20" in notes


def test_someone_ringing_about_something_else_changes_nothing():
    said = "My friend rang and she wants to do lunch on Wednesday."
    notes = notes_of("The piano lesson is on Monday at 5.", said)
    assert "The piano lesson is on Monday at 5" in notes


def test_a_numbered_list_on_one_line_is_one_note_an_item():
    assert sentences("Key dates: 1) Deposit due 3 March 2) Final payment 1 May") == [
        "Key dates:", "Deposit due 3 March", "Final payment 1 May"
    ]  # fmt: skip


def test_numbers_before_full_stops_that_count_no_list_stay():
    said = "We need 1. Then we meet at 9. Bring 2."
    assert sentences(said) == ["We need 1.", "Then we meet at 9.", "Bring 2."]


def test_a_change_to_one_item_of_a_recap_leaves_the_others():
    recap = "Key dates: 1) Deposit due 3 March 2) Final payment 1 May"
    notes = notes_of(recap, "Final payment now due 15 May.")
    assert "Deposit due 3 March" in notes
    assert "15 May" in current_text(notes) and "1 May" not in current_text(notes)


def test_a_plans_present_tense_move_replaces_the_time():
    notes = notes_of("Agenda: 1. Welcome at 9:00 2. Talks at 9:30 3. Lunch at 12:30", "Lunch moves to 13:00.")
    assert notes == ["Welcome at 9:00", "Talks at 9:30", "Lunch moves to 13:00 (was 12:30)"]


def test_a_new_amount_from_a_month_on_replaces_it():
    notes = notes_of("Rent is 950 a month.", "the landlord's putting the rent up to 1000 from March")
    assert "1000" in current_text(notes) and "950" not in current_text(notes)


def test_someone_moving_house_in_the_present_changes_no_time():
    notes = notes_of("Lunch is at 12:30.", "My brother moves to Leeds in June.")
    assert "Lunch is at 12:30" in notes


@pytest.mark.parametrize(
    ("said", "keys"),
    [("twenty five pounds", ["25"]), ("a hundred and fifty people", ["150"]), ("two hundred euros", ["200"]),
     ("at eleven thirty", ["11:30"]), ("by eight oh five", ["8:05"]),
     ("eleven thirty-year-olds", ["11", "30"])],
)  # fmt: skip
def test_numbers_and_clock_times_said_in_words_are_one_value(said, keys):
    assert [v.key for v in found(said)] == keys


def test_an_amount_said_in_words_is_replaced_by_one_said_in_words():
    said = "the venue fee went up to two hundred and fifty pounds"
    notes = notes_of("The venue fee is two hundred pounds.", said)
    assert notes == ["The venue fee went up to two hundred and fifty pounds (was two hundred)"]


def test_a_clock_time_said_in_words_is_replaced_and_leaving_at_it_is_no_role_left():
    notes = notes_of("The coach leaves at eleven thirty.", "the coach leaves at twelve fifteen now")
    assert notes == ["The coach leaves at twelve fifteen (was eleven thirty)"]


def test_another_count_said_in_words_changes_no_count():
    notes = notes_of("The choir has twenty singers.", "My sister has thirty five cats.")
    assert "The choir has twenty singers" in notes


def test_a_run_on_changing_two_values_after_instead_of_changes_both():
    said = "so the party is still on Saturday but it starts at 4 now instead of 3 and we need 20 chairs"
    notes = notes_of("The party is on Saturday at 3 and we need 15 chairs.", said)
    assert notes == ["The party is on Saturday at 4 (was 3) and User needs 20 chairs (was 15 chairs)"]


def test_instead_of_a_list_keeps_the_whole_list_as_the_old_value():
    assert swap_in("We go on Friday instead of Tuesday and Thursday")[1] == "Tuesday and Thursday"


def test_a_price_said_as_a_consequence_of_more_work_changes_the_quote_and_its_currency_word():
    said = "they rang, the tracking is off too so its gonna be £85 all in now"
    notes = notes_of("The garage quoted 60 quid for new tyres.", said)
    assert notes == ["The garage quoted £85 for new tyres (was 60 quid)"]


def test_the_price_of_a_thing_just_bought_changes_no_quote():
    said = "I bought a phone case online, its 12 pounds now"
    notes = notes_of("The garage quoted 60 quid for new tyres.", said)
    assert "The garage quoted 60 quid for new tyres" in notes
