"""Updates said inside a frame of their own: a clause saying why or how a change came before it, a person put
out of a list by an injury, a decision for another make of the same thing; and, beside them, statements in the
same frames that change nothing. Our own wordings."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import extract_facts


def notes_of(*said: str) -> list[str]:
    return [f.line for f in extract_facts([msg("user", s) for s in said])]


def current_text(notes: list[str]) -> str:
    return without_history("\n".join(notes))


def test_a_reason_before_the_change_does_not_hide_what_changed():
    notes = notes_of(
        "The pottery fair is on 14 May.", "The forecast is awful, so they pushed the fair back to 21 May."
    )
    assert notes == ["The pottery fair is on 21 May (was 14 May)"]


def test_something_busy_for_a_while_in_the_reason_does_not_make_the_change_a_pause():
    notes = notes_of(
        "The swimming lesson is at 17:00.",
        "The pool is busy with a gala until later, so they'll start the lesson at 18:30 now.",
    )
    assert "18:30" in current_text(notes) and "17:00" not in current_text(notes)


def test_a_consequence_said_until_later_after_the_change_does_not_make_it_a_pause():
    notes = notes_of(
        "The council collects the garden waste on Monday morning.",
        "The council moved the garden waste collection to Tuesday, the depot is closed until Monday night.",
    )
    assert "Tuesday" in notes[0] and "(was Monday)" in notes[0]


def test_news_of_who_told_us_before_the_change_does_not_hide_it():
    notes = notes_of("The cat's check-up is on the 2nd.", "The vet rang, the check-up got moved to the 9th.")
    assert notes == ["The cat's check-up is on the 9th (was 2nd)"]


def test_a_since_clause_before_a_switch_does_not_hide_it():
    notes = notes_of(
        "The swim club trains at Oakfield pool.",
        "Since the pool is being retiled we switched to Elmwood pool.",
    )
    assert "Elmwood" in current_text(notes) and "Oakfield" not in current_text(notes)


def test_a_reason_before_a_change_of_something_else_leaves_the_note():
    notes = notes_of(
        "The pottery fair is on 14 May.", "The kids were ill, so we moved the barbecue to 21 May."
    )
    assert notes[0] == "The pottery fair is on 14 May"
    assert "barbecue" in notes[-1]


def test_someone_injured_in_a_team_gives_their_place_to_the_newcomer():
    notes = notes_of("The quiz team is <PERSON_1>, <PERSON_2> and <PERSON_3>.",
                     "<PERSON_2> is injured, so <PERSON_5> answers the music round.")  # fmt: skip
    assert notes == ["The quiz team is <PERSON_1>, <PERSON_5> (was <PERSON_2>) and <PERSON_3>"]


def test_a_newcomer_doing_the_same_thing_to_another_object_changes_nothing():
    for update in ("<PERSON_1> can't come, so <PERSON_2> will bake the bread.",
                   "<PERSON_1> is unwell, <PERSON_2> is baking muffins instead."):  # fmt: skip
        notes = notes_of("<PERSON_1> bakes the cake for the fete.", update)
        assert notes[0] == "<PERSON_1> bakes the cake for the fete", update


def test_a_newcomer_doing_the_same_thing_still_replaces_the_one_who_cannot():
    notes = notes_of(
        "<PERSON_1> bakes the cake for the fete.", "<PERSON_1> is unwell, so <PERSON_2> bakes the cake."
    )
    assert notes == ["<PERSON_2> bakes the cake for the fete (was <PERSON_1>)"]


def test_ill_is_a_word_not_a_contraction():
    assert notes_of("My son is ill with flu, the dentist on the 4th is off.")[0].startswith(
        "User's son is ill"
    )


def test_a_long_decision_for_another_make_of_the_same_thing_replaces_it():
    notes = notes_of("We're getting the Bosch drill for the shelves.",
                     "After the reviews we finally went for the Makita drill, it's quieter.")  # fmt: skip
    assert "Makita" in current_text(notes) and "Bosch" not in current_text(notes)


def test_a_long_decision_for_another_thing_of_that_make_leaves_the_note():
    notes = notes_of("We're getting the Bosch drill for the shelves.",
                     "After the reviews we finally went for the Makita sander, it's quieter.")  # fmt: skip
    assert notes[0] == "User is getting the Bosch drill for the shelves"


def test_a_time_said_in_words_is_restated_in_digits_without_a_cue():
    notes = notes_of("The pub quiz starts at quarter past 8.", "From next month the pub quiz starts at 8:30.")
    assert "8:30" in current_text(notes) and "quarter past 8" not in current_text(notes)
    assert "(was quarter past 8)" in notes[0]


def test_an_amount_restated_with_its_currency_sign_and_a_start_date_replaces_it():
    for update in ("Tuition's £65 from May.", "Tuition: 65 pounds a month."):
        notes = notes_of("The tuition is 58 pounds a month.", update)
        assert len(notes) == 1 and "65" in current_text(notes) and "58" not in current_text(notes), update


def test_an_amount_in_another_unit_restated_of_the_same_thing_changes_nothing():
    notes = notes_of("We need 12 sacks of gravel.", "The gravel costs 6 euros a sack.")
    assert notes == ["User needs 12 sacks of gravel", "The gravel costs 6 euros a sack"]


def test_a_narrower_subject_with_a_far_amount_is_another_thing():
    for update in ("The rent for the parking space is 70 euros now.", "The parking rent is 70 euros now."):
        notes = notes_of("The rent is 1100 euros a month.", update)
        assert notes[0] == "The rent is 1100 euros a month", update


def test_a_narrower_subject_with_a_close_amount_still_changes_it():
    notes = notes_of("The rent is 1100 euros a month.", "The rent for the flat is 1150 euros now.")
    assert "1150" in current_text(notes) and "1100" not in current_text(notes)


def test_a_place_moved_by_pronoun_keeps_the_day_it_did_not_change():
    notes = notes_of(
        "The plant swap is at the Town Hall on Saturday.", "Because of the roadworks we moved it to the Mill."
    )
    assert notes == ["User moved the plant swap to the Mill on Saturday (was at the Town Hall)"]


def test_a_dated_thing_called_off_for_good_keeps_its_day_only_as_history():
    for update in (
        "Friday's pottery class is cancelled for good.",
        "The Friday pottery class is off for good.",
    ):
        notes = notes_of("I go to a pottery class on Fridays.", update)
        assert (
            len(notes) == 1
            and "Friday" not in current_text(notes)
            and "cancelled" in notes[0]
            or "off" in notes[0]
        )


def test_a_thing_called_off_once_or_another_thing_called_off_leaves_the_habit():
    for update in ("The pottery class is cancelled this Friday.", "The Friday yoga is cancelled for good."):
        assert (
            notes_of("I go to a pottery class on Fridays.", update)[0]
            == "User goes to a pottery class on Fridays"
        )


def test_a_change_naming_whom_it_concerns_moves_the_note_that_holds_the_date():
    notes = notes_of("My physio is <PERSON_3> at the Bridge clinic.", "The session is on the 5th.",
                     "The physio moved it to the 12th.")  # fmt: skip
    assert notes[0] == "User's physio is <PERSON_3> at the Bridge clinic"
    assert "12th" in current_text(notes) and "5th" not in current_text(notes)


def test_a_change_naming_whom_it_concerns_finds_the_date_said_of_it():
    notes = notes_of("I booked a physio session with <PERSON_3>.", "It's on the 5th at 9:30.",
                     "The physio rescheduled for the 12th.")  # fmt: skip
    assert notes[0] == "User booked a physio session with <PERSON_3>"
    assert "12th" in without_history(notes[1]) and "9:30" in without_history(notes[1])
    assert "5th" not in current_text(notes)


def test_changing_the_named_thing_to_a_value_replaces_its_value_not_its_name():
    notes = notes_of("The book club meets on Mondays.", "Update: we changed the book club to Thursdays.")
    assert notes == ["The book club meets on Thursdays (was Mondays)"]
    notes = notes_of("The rain barrel holds 200 litres.", "We changed the rain barrel to 300 litres.")
    assert notes == ["The rain barrel holds 300 litres (was 200)"]


def test_a_correction_naming_the_old_name_alone_replaces_it():
    notes = notes_of("We'll call the cat Tofu.", "Correction: the cat's name is Miso, not Tofu.")
    assert "Miso" in current_text(notes) and "Tofu" not in current_text(notes)


def test_a_noun_for_what_the_note_does_finds_it():
    notes = notes_of("We meet at <LOCATION_1>.", "Actually, the meeting spot is now <LOCATION_2>.")
    assert "<LOCATION_2>" in current_text(notes) and "<LOCATION_1>" not in current_text(notes)


def test_a_request_to_keep_a_changed_fact_states_it():
    for update in (
        "Could you note that the club fee is now 95 euros?",
        "Can you update the club fee to 95 euros?",
    ):
        notes = notes_of("The club fee is 80 euros a year.", update)
        assert len(notes) == 1 and "95" in current_text(notes) and "80" not in current_text(notes), update


def test_a_hedge_shares_no_word_with_a_preference():
    notes = notes_of("We meet at <LOCATION_1>.", "I'd like tea rather than coffee.",
                     "Looks like the meeting spot will be <LOCATION_2> after all.")  # fmt: skip
    assert "<LOCATION_2>" in current_text(notes) and "<LOCATION_1>" not in current_text(notes)
    assert "tea" in current_text(notes)


def test_a_percentage_never_replaces_a_head_count():
    notes = notes_of(
        "The early bird discount is 10 %.",
        "The hall holds 80 people.",
        "Remember the discount? It is 15 % now.",
    )
    assert notes[1] == "The hall holds 80 people"


def test_who_made_the_change_is_not_what_it_is_about():
    notes = notes_of(
        "The canoe race is on 3 July.",
        "The water is too low, so the council pushed the race back to 10 July.",
    )
    assert notes == ["The canoe race is on 10 July (was 3 July)"]
    notes = notes_of("The canoe race is on 3 July.", "The council moved the fireworks to 10 July.")
    assert notes[0] == "The canoe race is on 3 July"


def test_a_thing_brought_up_as_a_question_is_what_it_is_said_of():
    notes = notes_of("The swim club fee is 40 pounds.", "Parking at the pool is 3 pounds.",
                     "Remember the swim club fee? It's 45 pounds now.")  # fmt: skip
    assert notes[1] == "Parking at the pool is 3 pounds"
    assert "45" in current_text(notes) and "40" not in current_text(notes)


def test_another_thing_changed_in_this_rounds_frames_leaves_an_amount_in_the_same_unit():
    for update in ("The hall was double-booked, so they moved the paddling pool to 250 litres.",
                   "Can you update the paddling pool to 250 litres?",
                   "The council called, the paddling pool got changed to 250 litres.",
                   "Looks like the paddling pool will be 250 litres after all."):  # fmt: skip
        notes = notes_of("The rain tank holds 200 litres.", update)
        assert notes[0] == "The rain tank holds 200 litres", update


def test_an_amount_in_the_notes_unit_after_a_clause_adding_to_it_still_changes_it():
    notes = notes_of(
        "My bike ride to work is 25 minutes.", "The detour adds 5 minutes, so it's 30 minutes now."
    )
    assert "30 minutes" in current_text(notes) and "25" not in current_text(notes)


def test_and_before_a_word_merely_ending_in_ed_opens_no_clause():
    from hushmem.models.frame import CLAUSE

    said = "we are 6 and need 2 more chairs at 8pm"
    assert CLAUSE.split(said) == [said]
    assert CLAUSE.split("he checked the boards and knocked the price down") == [
        "he checked the boards",
        "knocked the price down",
    ]
