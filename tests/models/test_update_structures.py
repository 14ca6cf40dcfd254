"""The structures an update comes in, beyond a change word: a value dismissed without a cue, a correction,
a negation, an offer and its answer, one item of a list, a delta, the kept tail, a value written another
way. Our own wordings (the probe's held-out half, bench/update_heldout.py, is not quoted here)."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import extract_facts
from hushmem.models.summarizer import ModelFreeSummarizer


def notes_of(*said: tuple[str, str]) -> list[str]:
    return [f.line for f in extract_facts([msg(role, text) for role, text in said])]


def current_text(notes: list[str]) -> str:
    return without_history("\n".join(notes))


def test_a_value_dismissed_beside_a_new_one_of_its_kind_replaces_it_without_a_cue():
    notes = notes_of(("user", "The club's treasurer is <PERSON_1>."),
                     ("user", "<PERSON_1> resigned, <PERSON_5> keeps the accounts."))  # fmt: skip
    assert notes == ["The club's treasurer is <PERSON_5> (was <PERSON_1>)"]


def test_a_value_dismissed_beside_a_value_of_another_kind_replaces_nothing():
    notes = notes_of(("user", "<PERSON_1> leads the planning call."),
                     ("user", "<PERSON_1> is away, so the planning call is on Friday."))  # fmt: skip
    assert "<PERSON_1>" in current_text(notes)


def test_a_correction_naming_the_old_value_replaces_it():
    notes = notes_of(("user", "The parcel locker code is 4471."), ("user", "Sorry, I meant 4417, not 4471."))
    assert notes == ["The parcel locker code is 4417 (was 4471)"]


def test_a_negated_old_value_with_the_new_one_after_it():
    notes = notes_of(("user", "The farmers' market is on Saturdays."),
                     ("user", "The market isn't on Saturdays any more — Sundays now."))  # fmt: skip
    assert "Sundays" in current_text(notes) and "Saturdays" not in current_text(notes)


def test_a_negated_habit_leaves_the_old_one_as_history():
    notes = notes_of(("user", "My son takes the school bus to the academy."),
                     ("user", "My son doesn't take the school bus anymore; he walks."))  # fmt: skip
    assert len(notes) == 1 and "bus" not in current_text(notes) and "walks" in notes[0]


def test_a_question_taken_up_by_the_answer_changes_the_fact():
    notes = notes_of(("user", "The study group meets at 17:00."), ("assistant", "Noted."),
                     ("user", "Could we meet at 18:30 instead?"),
                     ("assistant", "Yes, 18:30 suits me."))  # fmt: skip
    assert notes == ["The study group meets at 18:30 (was 17:00)"]


def test_a_question_turned_down_changes_nothing_and_is_no_note():
    notes = notes_of(("user", "The car boot sale is on Saturday."), ("assistant", "Noted."),
                     ("user", "Can we do Sunday?"), ("assistant", "No, Sunday is taken."))  # fmt: skip
    assert "Saturday" in current_text(notes) and not any(n.endswith("?") for n in notes)


def test_an_unanswered_question_changes_nothing():
    notes = notes_of(("user", "The team review is on Monday."), ("user", "Could we move it to Tuesday?"))
    assert "Monday" in current_text(notes)


def test_an_offer_by_the_assistant_accepted_without_restating_it():
    notes = notes_of(("user", "I'm taking the 9:10 train."),
                     ("assistant", "Shall I book the 10:40 train instead?"),
                     ("user", "Yes please."))  # fmt: skip
    assert notes == ["User is taking the 10:40 (was 9:10) train"]


def test_one_item_of_a_list_replaced_where_it_stands():
    notes = notes_of(("user", "The jury is <PERSON_1>, <PERSON_2> and <PERSON_3>."),
                     ("user", "<PERSON_2> can't judge this year, <PERSON_6> replaces her."))  # fmt: skip
    assert notes[0] == "The jury is <PERSON_1>, <PERSON_6> (was <PERSON_2>) and <PERSON_3>"


def test_a_lowercase_item_of_a_list_swapped():
    notes = notes_of(("user", "The stall sells jam, chutney and honey."),
                     ("user", "Pickles instead of chutney."))  # fmt: skip
    assert "Pickles" in notes[0] and "chutney" not in current_text(notes) and "honey" in notes[0]


def test_a_delta_with_its_new_total_replaces_the_count():
    notes = notes_of(("user", "The choir has 18 singers."), ("user", "Three more joined, so 21 in total."))
    assert notes == ["The choir has 21 singers (was 18)"]


def test_a_delta_without_a_total_is_kept_beside_the_count():
    notes = notes_of(("user", "The shelf holds 40 folders."), ("user", "We need three more folders."))
    assert len(notes) == 2 and "40 folders" in current_text(notes) and "three more" in notes[1]


def test_a_number_written_with_another_unit_word_is_the_old_value():
    notes = notes_of(("user", "The ride is 30 kilometres."), ("user", "It's 35 km, not 30 km."))
    assert "35 km" in notes[0] and "30" not in current_text(notes)


def test_a_clock_time_written_the_other_way_is_the_old_value():
    notes = notes_of(("user", "Doors open at 18:00."), ("user", "The 6pm opening moved to 6:30pm."))
    assert "6:30pm" in current_text(notes) and "18:00" not in current_text(notes)


def test_a_change_in_the_kept_tail_shows_in_the_text_but_not_in_the_notes():
    summarizer = ModelFreeSummarizer()
    folded = [msg("user", "The gym induction is on the 2nd."), msg("assistant", "Noted."),
              msg("user", "The locker costs 3 euros.")]  # fmt: skip
    summary = summarizer.summarize(None, folded)
    shown = summarizer.current_with(summary, [msg("user", "The gym induction moved to the 4th.")])
    assert "4th" in shown.text and "2nd" not in without_history(shown.text)
    assert shown.facts == summary.facts  # the next fold takes the tail in and makes the change itself


def test_the_kept_tail_adds_no_new_fact():
    summarizer = ModelFreeSummarizer()
    summary = summarizer.summarize(None, [msg("user", "The gym induction is on the 2nd.")])
    shown = summarizer.current_with(summary, [msg("user", "I also want a towel for 2 euros.")])
    assert shown is summary


def test_a_change_said_in_two_sentences_of_one_message():
    said = [
        msg("user", "The pottery class is on Tuesdays."),
        msg("user", "No Tuesdays any more. Fridays from May."),
    ]
    notes = [f.line for f in extract_facts(said)]
    assert notes == ["The pottery class is on Fridays (was Tuesdays)"]


def test_an_answer_naming_the_offered_value_takes_it_up():
    notes = notes_of(("user", "The fitting is on Monday."), ("assistant", "Noted."),
                     ("user", "What about Wednesday?"), ("assistant", "Wednesday is fine."))  # fmt: skip
    assert notes == ["The fitting is on Wednesday (was Monday)"]


def test_a_delta_with_the_result_said_another_way():
    notes = notes_of(("user", "We are 6 for the boat trip."), ("user", "The boat leaves at 10am."),
                     ("user", "Two more friends are coming, we'll be 8."))  # fmt: skip
    assert "10am" in notes[1] and "8" in notes[0] and "6" not in current_text(notes)


def test_a_dismissal_of_another_thing_the_value_does_is_no_change():
    notes = notes_of(("user", "<PERSON_1> brings the bread."),
                     ("user", "<PERSON_2> brings the cheese, <PERSON_1> can't bring plates."))  # fmt: skip
    assert notes[0] == "<PERSON_1> brings the bread"


def test_a_value_said_again_in_another_spelling_is_no_change():
    said = [
        msg("user", "The rain barrel holds 5000 litres."),
        msg("user", "Yes, the rain barrel holds 5k litres."),
    ]
    assert [f.line for f in extract_facts(said)] == ["The rain barrel holds 5000 litres"]


def test_an_offer_about_something_else_taken_up_changes_no_other_fact():
    notes = notes_of(("user", "The dentist is at 9:00."), ("user", "Could we have lunch at 12:30?"),
                     ("assistant", "Sure."))  # fmt: skip
    assert notes[0] == "The dentist is at 9:00"


def test_an_offer_sharing_only_a_currency_with_a_fact_changes_nothing():
    notes = notes_of(("user", "My budget for the laptop is 1200 EUR."),
                     ("assistant", "Do you also want a mouse for 30 EUR?"),
                     ("user", "Yes please."))  # fmt: skip
    assert "1200 EUR" in current_text(notes) and "(was" not in "\n".join(notes)


def test_an_offer_sharing_its_subject_with_a_fact_still_changes_it():
    notes = notes_of(("user", "My budget for the laptop is 1200 EUR."),
                     ("assistant", "Should the laptop budget be 1500 EUR instead?"),
                     ("user", "Yes please."))  # fmt: skip
    assert "1500 EUR" in current_text(notes) and "1200" not in current_text(notes)
