"""Updates confirmed, owned or offered in a reply, as long chatty turns say them: an old value owned as a
misreading ("the 40 was a typo"), a value the other speaker read out taken with "you're right", an offer
naming a note's word taken up. Our own wordings; the probe's groups are not quoted here."""

from __future__ import annotations

import pytest

from tests.support.notes import current_text, notes_of


def test_an_old_value_called_a_typo_beside_the_new_one_replaces_it():
    notes = notes_of("The gym membership is 30 pounds a month.", "I go on Tuesdays.",
                     "The membership is 35 pounds, the 30 was a typo.")  # fmt: skip
    assert "35 pounds" in current_text(notes) and "30" not in current_text(notes)
    assert "I go on Tuesdays" in "\n".join(notes) or "User goes on Tuesdays" in notes


def test_a_mistake_told_without_a_new_value_changes_nothing():
    notes = notes_of("The gym membership is 30 pounds a month.", "Joining in January was a mistake.")
    assert "The gym membership is 30 pounds a month" in notes


def test_another_things_typo_leaves_the_value():
    notes = notes_of("The gym membership is 30 pounds a month.",
                     "The leaflet said 25 pounds for the sauna, that was a typo.")  # fmt: skip
    assert "The gym membership is 30 pounds a month" in notes


def test_a_value_read_out_by_the_assistant_taken_with_youre_right_then_is_a_change():
    notes = notes_of(
        "The choir concert starts at 19:30 on Sunday.",
        "I sing alto.",
        ("assistant", "The poster you shared says the concert now starts at 19:00 because of the bells."),
        "Oh, you're right, 19:00 then.",
    )
    assert "19:00" in current_text(notes) and "19:30" not in current_text(notes)


def test_you_are_right_without_a_value_changes_nothing():
    notes = notes_of(
        "The choir concert starts at 19:30 on Sunday.",
        ("assistant", "Arrive early to warm up."),
        "You're right, I will.",
    )
    assert "The choir concert starts at 19:30 on Sunday" in notes


def test_an_offer_sharing_a_word_with_a_note_without_a_value_changes_the_one_with_the_day():
    notes = notes_of(
        "The pottery course is on Tuesday mornings.",
        "It costs 180 pounds.",
        "They rang to say my group is full.",
        ("assistant", "Would the Friday morning group suit you instead?"),
        "Yes, put me down for Friday.",
    )
    assert "Friday" in current_text(notes) and "Tuesday" not in current_text(notes)
    assert "It costs 180 pounds" in notes


def test_an_offer_turned_down_leaves_the_day():
    notes = notes_of(
        "The pottery course is on Tuesday mornings.",
        "They rang to say my group is full.",
        ("assistant", "Would the Friday morning group suit you instead?"),
        "No, I'll wait for a Tuesday place.",
    )
    assert "Friday" not in current_text(notes)


def test_another_kind_of_the_same_thing_changes_nothing():
    notes = notes_of("Our chess club captain is <PERSON_1>.", "Games are on Monday nights.",
                     "<PERSON_2> is the new captain of the bridge club.")  # fmt: skip
    assert "User's chess club captain is <PERSON_1>" in notes


def test_the_same_kind_named_again_is_still_changed():
    notes = notes_of("Our chess club captain is <PERSON_1>.", "Games are on Monday nights.",
                     "<PERSON_2> is the new captain of the chess club.")  # fmt: skip
    assert "<PERSON_2>" in current_text(notes) and "<PERSON_1>" not in current_text(notes)


def test_the_unit_an_amount_is_counted_in_is_no_shared_word():
    notes = notes_of("My cider ferments for 14 days in the shed.", "I bottle it on Sundays.",
                     "The mead I'm starting now only takes 5 days.")  # fmt: skip
    assert "User's cider ferments for 14 days in the shed" in notes


def test_a_plan_said_with_ll_weighs_as_one_said_with_will():
    from hushmem.models.extract import NOTED, score_sentence

    assert score_sentence("We'll eat at the noodle bar first.", "user") >= NOTED
    assert score_sentence("We'll eat at the noodle bar first.", "user") == score_sentence(
        "We will eat at the noodle bar first.", "user"
    )


def test_an_answer_to_the_assistants_question_is_a_note():
    from hushmem.daemon.client import text_message as msg
    from hushmem.models.extract import NOTED, extract_facts

    facts = extract_facts([
        msg("user", "I help at the swap shop on Saturdays."),
        msg("assistant", "Lovely. Is the shop still short of a till person?"),
        msg("user", "Yes, still no till person."),
    ])  # fmt: skip
    answer = next(f for f in facts if "till person" in f.line and "?" not in f.line)
    assert answer.score >= NOTED


def test_a_bare_amount_said_of_the_price_after_another_clause_replaces_the_money():
    notes = notes_of(
        "The builder quoted 3,200 pounds for 40 m of fencing.",
        "He measured the slope again and brought the price down to 2.8k because the posts are shorter.",
    )
    assert "2.8k" in current_text(notes) and "3,200" not in current_text(notes)
    assert "40 m" in current_text(notes)


def test_the_price_of_another_thing_changes_nothing():
    notes = notes_of(
        "The builder quoted 3,200 pounds for 40 m of fencing.",
        "The garden centre knocked the price of the shed down to 900.",
    )
    assert "The builder quoted 3,200 pounds for 40 m of fencing" in notes


def test_a_name_put_at_another_day_changes_that_item_of_a_plan():
    notes = notes_of(
        "Our Rome plan: Colosseum on Tuesday, Vatican on Thursday and Trastevere on Saturday.",
        "Heard the museums are packed late in the week, so we'll see the Vatican on Wednesday.",
    )
    assert "Vatican on Wednesday" in current_text(notes) and "Thursday" not in current_text(notes)
    assert "Colosseum on Tuesday" in current_text(notes) and "Trastevere on Saturday" in current_text(notes)


def test_a_name_at_another_day_as_a_wish_changes_nothing():
    notes = notes_of("Our Rome plan: Colosseum on Tuesday, Vatican on Thursday and Trastevere on Saturday.",
                     "The Vatican on Wednesday would be nicer, but the tickets are booked.")  # fmt: skip
    assert "Thursday" in current_text(notes)


def test_a_name_at_another_day_last_time_changes_nothing():
    notes = notes_of("Our Rome plan: Colosseum on Tuesday, Vatican on Thursday and Trastevere on Saturday.",
                     "Last year we did the Vatican on Monday.")  # fmt: skip
    assert "Thursday" in current_text(notes)


def test_a_plan_being_considered_is_a_note():
    from hushmem.models.extract import NOTED, score_sentence

    assert score_sentence("We're thinking about entering the regional quiz league.", "user") >= NOTED
    assert score_sentence("I'm considering a second allotment plot.", "user") >= NOTED


def test_a_value_the_assistant_adds_beside_one_it_says_back_is_kept():
    from hushmem.daemon.client import text_message as msg
    from hushmem.models.extract import NOTED, extract_facts

    facts = extract_facts([
        msg("user", "I've joined a climbing wall in town."),
        msg("user", "The climbing session starts at 18:30."),
        msg("assistant", "Noted: session at 18:30, and shoe hire is 4 euros."),
    ])  # fmt: skip
    assert any("4 euros" in f.line and f.score >= NOTED for f in facts)


def test_a_share_from_a_month_on_said_with_a_light_verb_changes_the_users_own():
    notes = notes_of("I pay 5% of my salary into my pension.", "My employer adds up to 4%.",
                     "From May I'm putting 7% in myself.")  # fmt: skip
    assert "7%" in current_text(notes) and "5%" not in current_text(notes)
    assert "User's employer adds up to 4%" in notes


def test_a_share_from_a_month_on_of_someone_else_changes_nothing():
    notes = notes_of("I pay 5% of my salary into my pension.", "My employer adds up to 4%.",
                     "From May my partner is saving 7% with her bank.")  # fmt: skip
    assert "5%" in current_text(notes) and "User's employer adds up to 4%" in notes


def test_someone_new_doing_the_job_instead_replaces_the_one_person_noted():
    notes = notes_of(
        "I've found someone to paint the fence, <PERSON_1> from the village noticeboard.",
        "He charges 200 pounds and can start on Monday morning.",
        "He's got the flu, so his cousin <PERSON_3> is doing the work instead, same price and same morning.",
    )
    assert "<PERSON_3>" in current_text(notes) and "<PERSON_1>" not in current_text(notes)
    assert "He charges 200 pounds and can start on Monday morning" in notes


def test_someone_new_with_instead_and_two_people_noted_changes_neither():
    notes = notes_of("<PERSON_1> and <PERSON_2> walk the dog in the mornings.",
                     "They charge 12 pounds a walk.",
                     "Next door's cat sitter is <PERSON_3> instead, same fee.")  # fmt: skip
    assert "<PERSON_1>" in current_text(notes) and "<PERSON_2>" in current_text(notes)


@pytest.mark.parametrize("answer, moved", [("and I said yes", True), ("but I said no", False)])
def test_an_offer_told_with_its_answer_in_one_sentence_moves_the_date_only_when_taken(answer, moved):
    notes = notes_of(
        "The pottery taster at the Kiln Street studio is on the 20th.",
        "It costs 25 pounds.",
        f"Someone dropped out so the studio offered me an earlier place, next Thursday, {answer}.",
    )
    assert ("next Thursday (was 20th)" in "\n".join(notes)) is moved
    assert ("20th" in current_text(notes)) is not moved
    assert "It costs 25 pounds" in notes


def test_an_instruction_in_the_assistants_answer_weighs_as_advice():
    from hushmem.models.extract import NOTED, score_sentence

    assert score_sentence("Put the team sheet in a pinned message before March.", "assistant") < NOTED
    assert score_sentence("The team sheet is in a pinned message since March.", "assistant") >= NOTED


def test_a_range_is_one_value_of_its_kind():
    from hushmem.models.values import found

    assert [(v.text, v.kind) for v in found("the slot is 8-10am")] == [("8-10am", "time")]
    assert [(v.text, v.kind) for v in found("it takes 3-4 hours")] == [("3-4", "number")]
    assert [v.text for v in found("born 2024-05-03")] != ["2024-05-03"]


def test_a_labelled_time_confirmed_narrows_the_noted_window():
    notes = notes_of("The boiler service is on the 9th, the window is 1-5pm.", "It costs 80 pounds.",
                     "They've confirmed an exact time: the engineer will be with us at 14:30.")  # fmt: skip
    assert "14:30 (was 1-5pm)" in "\n".join(notes) and "1-5pm" not in current_text(notes)
    assert "It costs 80 pounds" in notes


def test_a_labelled_time_of_someone_elses_thing_changes_nothing():
    notes = notes_of("The boiler service is on the 9th, the window is 1-5pm.", "It costs 80 pounds.",
                     "They've confirmed an exact time: my sister's boiler service is at 14:30.")  # fmt: skip
    assert "1-5pm" in current_text(notes)


def test_a_reminder_the_assistant_promises_is_a_note():
    from hushmem.daemon.client import text_message as msg
    from hushmem.models.extract import extract_facts

    lines = [f.line for f in extract_facts([
        msg("user", "The window cleaner comes on Friday, it's 20 pounds."),
        msg("assistant", "Lovely. I'll set a back door reminder for that morning."),
    ])]  # fmt: skip
    assert any("back door reminder" in line for line in lines)


def test_a_promise_that_is_no_reminder_adds_no_note():
    from hushmem.daemon.client import text_message as msg
    from hushmem.models.extract import extract_facts

    lines = [f.line for f in extract_facts([
        msg("user", "The window cleaner comes on Friday, it's 20 pounds."),
        msg("assistant", "Lovely. I'll keep the back door in mind for that morning."),
    ])]  # fmt: skip
    assert not any("back door" in line for line in lines)


@pytest.mark.parametrize("thing, replaced", [("ride", True), ("train", False)])
def test_a_range_said_again_under_a_new_timetable_replaces_the_range_of_its_thing(thing, replaced):
    said = ["The coach ride to the coast takes 2-3 hours.", "We have seats 14 and 15."]
    notes = notes_of(*said, f"On the weekend timetable the {thing} takes 4-5 hours.")
    assert ("2-3" in current_text(notes)) is not replaced
    assert ("4-5 hours (was 2-3 hours)" in "\n".join(notes)) is replaced


def test_turns_out_is_no_dismissal_where_a_statement_with_no_when_or_amount_is_weighed():
    from hushmem.models.updates import _no_when_or_amount

    old = "The hutch gets cleaned on Sundays"
    plain = _no_when_or_amount(old, "We moved the hutch into the shed.")
    assert _no_when_or_amount(old, "Turns out we moved the hutch into the shed.") == plain


@pytest.mark.parametrize(
    "update",
    [
        "Not sure if it matters but the class moved to 7pm.",
        "I asked if they had parking and they said no, but the class moved to 7pm.",
    ],
)
def test_a_change_beside_a_question_about_something_else_is_still_a_change(update):
    assert notes_of("The pottery class is at 6pm.", update) == ["The pottery class is at 7pm (was 6pm)"]
