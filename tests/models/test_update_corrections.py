"""Updates that correct or restate a value: a slip owned ("I misspoke"), a value restated with "this year",
someone stepping down, a change moved forward or back, a bare correction of an amount. Our own wordings (the
probe's held-out groups are not quoted here)."""

from __future__ import annotations

from tests.support.notes import current_text, notes_of


def test_a_slip_owned_replaces_the_value_and_leaves_no_frame():
    notes = notes_of(
        "The allotment rent is 40 pounds a year.", "I misspoke, the allotment rent is 45 pounds."
    )
    assert "45 pounds" in current_text(notes) and "40" not in current_text(notes)
    assert "misspoke" not in "\n".join(notes)


def test_a_value_restated_for_this_year_replaces_it_and_leaves_a_price_sharing_the_currency():
    notes = notes_of("The chimney sweep costs 70 pounds.", "Cleaning the gutters costs 20 pounds.",
                     "The chimney sweep is 85 pounds this year.")  # fmt: skip
    assert "Cleaning the gutters costs 20 pounds" in notes
    assert "85 pounds" in current_text(notes) and "70" not in current_text(notes)


def test_someone_stepping_down_beside_the_one_taking_over_is_an_update():
    notes = notes_of("The choir's conductor is <PERSON_1>.",
                     "<PERSON_3> conducts from June; <PERSON_1> is stepping down.")  # fmt: skip
    assert "<PERSON_3>" in current_text(notes) and "<PERSON_1>" not in current_text(notes)


def test_a_change_moved_forward_around_its_object_is_an_update():
    notes = notes_of("My flu jab is at 9:20.", "They brought my appointment forward to 8:50.")
    assert notes == ["User's flu jab is at 8:50 (was 9:20)"]


def test_a_change_of_one_value_keeps_the_values_it_does_not_replace_current():
    notes = notes_of("The pottery class is at 18:00 on Thursday.",
                     "Update: the pottery class is at 19:00 now, and I'll bring the glazes.")  # fmt: skip
    assert notes == ["The pottery class is at 19:00 (was 18:00) on Thursday; User will bring the glazes"]


def test_a_change_cue_that_is_also_the_subject_finds_the_note_naming_it():
    notes = notes_of("The clothes swap is in the church hall on the 3rd.", "I'm bringing 12 shirts.",
                     "I also want some scarves.",
                     "Small correction: the clothes swap is on the 4th.")  # fmt: skip
    assert "4th" in current_text(notes) and "3rd" not in current_text(notes)
    assert "User also wants some scarves" in notes


def test_the_assistant_restating_a_change_with_a_possessive_replaces_the_value():
    notes = notes_of("The service for the van is at 11:00.",
                     ("assistant", "OK, so the van's service is at 9:30 now, not 11:00."))  # fmt: skip
    assert "9:30" in current_text(notes) and "11:00" not in current_text(notes)


def test_a_switch_saying_when_it_came_still_finds_the_note_by_its_kind():
    notes = notes_of("I keep my recipes in Paprika.", "I have 200 recipes.", "I switched to Mealie recently.")
    assert "Mealie" in current_text(notes) and "Paprika" not in current_text(notes)


def test_a_bare_corrected_amount_changes_the_note_counting_in_its_unit():
    notes = notes_of("The shelves need 3 metres of pine.", "The pine is 9 euros a metre.",
                     "Correction: 4 metres of pine.")  # fmt: skip
    assert notes == ["The shelves need 4 metres of pine (was 3)", "The pine is 9 euros a metre"]


def test_make_that_with_a_head_count_changes_the_group_where_it_stands():
    notes = notes_of("We are 6 for the escape room.", "It starts at 18:30.", "Make that 8 people.")
    assert notes == ["User's group is 8 for the escape room (was 6)", "It starts at 18:30"]


def test_a_head_count_does_not_take_a_count_of_something_else():
    notes = notes_of("We are 6 for the escape room.", "I'd rather order 2 pizzas.")
    assert notes[0] == "User's group is 6 for the escape room"


def test_times_said_half_nine_or_noon_are_values_an_update_replaces():
    notes = notes_of("Choir is at half seven on Mondays.", "Choir is at 8:00 now.")
    assert notes == ["Choir is at 8:00 (was half seven) on Mondays"]
    notes = notes_of("The market opens at noon.", "The market opens at 11:00 now.")
    assert notes == ["The market opens at 11:00 now (was noon)"]


def test_half_an_hour_is_no_time():
    from hushmem.models.values import found

    assert found("It takes half an hour.") == []


def test_a_value_restated_from_a_day_on_replaces_it_and_the_day_says_when():
    notes = notes_of("The bakery stall opens at 8am.", "The bakery stall opens at 8:30 from Saturday.")
    assert notes == ["The bakery stall opens at 8:30 from Saturday (was 8am)"]


def test_a_range_of_days_restated_still_changes_its_first_day():
    notes = notes_of("The course runs from Tuesday to Friday.", "The course runs from Monday to Friday.")
    assert notes == ["The course runs from Monday to Friday (was Tuesday)"]


def test_same_time_keeps_the_time_current_and_adds_no_clause():
    notes = notes_of("Band practice is at 19:00 on Tuesday.", "Move it to Thursday, same time.")
    assert notes == ["Band practice is at 19:00 on Thursday (was Tuesday)"]


def test_a_change_naming_only_what_kind_of_value_changed_is_written_into_the_note():
    notes = notes_of("The essay is due on Wednesday.", "The deadline slipped to Friday.")
    assert notes == ["The essay is due on Friday (was Wednesday)"]
    notes = notes_of("The recital is on the 14th.", "Postponed till the 20th.")
    assert notes == ["The recital is on the 20th (was 14th)"]


def test_a_new_part_restating_the_subject_is_trimmed_to_the_value():
    notes = notes_of("The pickup is at 7:15.", "The plan changed: pickup at 7:45 rather than 7:15.")
    assert notes == ["The pickup is at 7:45 (was 7:15)"]


def test_a_bare_hour_after_at_is_a_time_not_a_count():
    notes = notes_of("The call is at 5:30.", "The call has 6 people.", "It's at 6 now.")
    assert notes == ["The call is at 6 (was 5:30)", "The call has 6 people"]


def test_a_bare_number_decided_changes_a_count_not_a_measured_amount():
    notes = notes_of("We planned 3 talks.", "Each one is 40 minutes.", "In the end we went with 5.")
    assert "Each one is 40 minutes" in notes
    assert "5" in current_text(notes) and "3" not in current_text(notes)


def test_a_label_naming_what_the_value_is_of_stays():
    notes = notes_of("The piano tuner comes at 9:30.", "Piano tuner: 10:15 from next week.")
    assert notes == ["Piano tuner: 10:15 from next week (was 9:30)"]


def test_they_who_made_the_change_is_not_what_changed():
    notes = notes_of("The parking permit is 40 pounds.", "Heads up, they've raised the permit to 45.")
    assert notes == ["The parking permit is 45 pounds (was 40)"]


def test_said_and_meant_are_no_activity_of_their_own():
    notes = notes_of("We are 8 people for the boat.", "Sorry, I said 8 but meant 9 people.")
    assert "9" in current_text(notes) and "8" not in current_text(notes)


def test_count_me_out_of_a_day_beside_a_new_one_is_a_change():
    notes = notes_of("I'm stewarding on Friday.", "Count me out of Friday; Saturday's better for me.")
    assert "Saturday" in current_text(notes) and "Friday" not in current_text(notes)


def test_a_final_number_replaces_the_estimate():
    notes = notes_of("We need about 40 cups.", "Final number: 55 cups.")
    assert notes == ["User needs about 55 cups (was 40)"]


def test_a_time_written_with_oclock_keeps_its_words():
    notes = notes_of("The choir warm-up is at 18:00.", "The warm-up is at 7 o'clock now.")
    assert notes == ["The choir warm-up is at 7 o'clock (was 18:00)"]


def test_an_amount_given_again_lower_or_higher_replaces_the_quote():
    for later in ("I told him I was getting other quotes and he came back with a lower price, 650 all in.",
                  "The plumber came back with a revised figure of 650 pounds."):  # fmt: skip
        notes = notes_of("The plumber quoted £800 for the new boiler.", later)
        assert "650" in current_text(notes) and "800" not in current_text(notes), later


def test_an_old_value_named_only_as_what_was_said_is_the_notes_value():
    for later in ("I checked the flyer and I had it wrong, it's 7:30, not the time I told you.",
                  "Sorry, I got it wrong, it starts at 7:30, not the time I gave you."):  # fmt: skip
        notes = notes_of("The choir concert starts at 7pm on Friday.", later)
        assert "7:30" in current_text(notes) and "7pm" not in current_text(notes), later
        assert "Friday" in current_text(notes), later
