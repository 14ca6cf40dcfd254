"""Once a value is replaced, no line of the summary presents it as current: each place an old value can
survive an update (another note, a second wording of the fact, an assistant's restatement, a list, a
value written another way, the account line, the structured answer), in our own wordings."""

from __future__ import annotations

import pytest

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import Fact, extract_facts
from hushmem.models.summarizer import HybridSummarizer, ModelFreeSummarizer, Summary
from hushmem.models.values import found
from tests.support.summarizers import ScriptedModel


def notes_of(*said: str | tuple[str, str]) -> list[str]:
    messages = [msg(*s) if isinstance(s, tuple) else msg("user", s) for s in said]
    return [f.line for f in extract_facts(messages)]


def current_text(lines: list[str]) -> str:
    return without_history("\n".join(lines)).casefold()


def test_a_task_naming_the_old_date_is_marked_with_the_new_one():
    notes = notes_of(
        "The pottery exhibition opens on the 14th.",
        "I have to glaze the vases before the 14th.",
        "Update: the exhibition now opens on the 21st.",
    )
    assert "User has to glaze the vases before the 21st (was 14th)" in notes
    assert "14th" not in current_text(notes)


def test_the_same_fact_said_twice_in_other_words_is_current_in_both():
    notes = notes_of(
        "Just so you know, the ferry leaves at 7:40.",
        "Departure time for the ferry: 7:40, so we need to be up early.",
        "Change of plans, the ferry leaves at 8:15 now.",
    )
    assert "7:40" not in current_text(notes) and sum("8:15" in n for n in notes) == 2


def test_an_assistant_restatement_of_the_old_value_is_marked():
    notes = notes_of(
        ("user", "The club fee is 45 pounds a year."),
        ("assistant", "OK, so 45 pounds for the club fee, and you need to pay 20 pounds for the kit."),
        ("user", "The club fee went up to 50 pounds."),
    )
    assert "45" not in current_text(notes) and "20 pounds" in current_text(notes)


def test_one_value_of_a_list_is_replaced_where_it_stands():
    notes = notes_of(
        "The reunion guests so far are <PERSON_1>, <PERSON_2> and <PERSON_3>.",
        "<PERSON_2> can't come after all, <PERSON_4> is coming instead.",
    )
    assert notes == ["The reunion guests so far are <PERSON_1>, <PERSON_4> (was <PERSON_2>) and <PERSON_3>"]


def test_of_two_dates_the_one_whose_words_the_update_shares_is_replaced():
    notes = notes_of("We fly out on 3 May and fly back on 17 May.", "The flight back moved to 20 May.")
    assert notes == [
        "User flies out on 3 May and fly back on 20 May (was 17 May)"
    ]  # only the first verb agrees


# (the note, the update naming the old value written another way, the new value, the old as the note has it)
WRITTEN_ANOTHER_WAY = {
    "weekday abbreviated": ("The glaze workshop is on Friday.", "Please move the workshop from Fri to Sat.",
                            "Sat", "Friday"),
    "thousands as k": ("The rain barrel holds 5000 litres.", "Correction: it holds 6k litres, not 5k.",
                       "6k", "5000"),
    "a time in words": ("Choir rehearsal starts at 3:30 on Sundays.",
                        "Rehearsal starts at 4:15 instead of half past 3.", "4:15", "3:30"),
    "a currency sign and its code": ("The deposit for the allotment is €300.",
                                     "The deposit is 350 EUR now, not €300.", "350", "300"),
    "a number word": ("We are ten people on the bike tour.", "Two dropped out, we are 8 people now.",
                      "8 people", "ten"),
}  # fmt: skip


@pytest.mark.parametrize("name", WRITTEN_ANOTHER_WAY)
def test_an_old_value_written_another_way_is_still_replaced(name):
    note, update, new, old = WRITTEN_ANOTHER_WAY[name]
    notes = notes_of(note, "The cat is asleep on the keyboard again, it has 3 kittens.", update)
    assert new.casefold() in current_text(notes)
    assert not any(v.key == found(old)[0].key for v in found(current_text(notes)) if v.kind != "name")


def test_one_value_has_one_key_however_written():
    keys = {text: [v.key for v in found(text)] for text in (
        "Fri or Friday", "5k or 5,000 or 5000", "half past 3 or 3:30 or 15:30 or 3.30pm",
        "ten or 10", "€300 or 300 EUR", "the 5th or 5th", "3 May or May 3rd",
    )}  # fmt: skip
    assert all(len(set(k)) == 1 and len(k) >= 2 for k in keys.values()), keys


def test_a_number_counting_something_else_is_not_marked():
    notes = notes_of(
        "The caravan sleeps 4 people.",
        "My brother is bringing 4 bikes.",
        "Update: the caravan now sleeps 6 people.",
    )
    assert "User's brother is bringing 4 bikes" in notes


def test_a_task_from_an_earlier_fold_is_marked_when_a_later_fold_changes_the_date():
    summarizer = ModelFreeSummarizer()
    first = summarizer.summarize(
        None,
        [msg("user", "The board game night is on the 5th."), msg("user", "I must buy snacks for the 5th.")],
    )
    second = summarizer.summarize(first, [msg("user", "Actually, game night moved to the 12th.")])
    assert "5th" not in without_history(second.text) and "snacks for the 12th (was 5th)" in second.text


def test_an_update_in_the_last_message_of_a_fold_is_current():
    said = [msg("user", "The podcast records on Tuesdays."), msg("assistant", "Noted."),
            msg("user", "My co-host is <PERSON_1>."), msg("assistant", "Noted."),
            msg("user", "Scratch that, we record on Wednesdays now.")]  # fmt: skip
    text = ModelFreeSummarizer().summarize(None, said).text
    assert "Wednesdays" in text and "tuesdays" not in current_text([text])


def test_the_model_line_naming_a_replaced_value_is_not_kept():
    said = [msg("user", "The workshop is on Friday."), msg("user", "Move the workshop to Saturday.")]
    model = ScriptedModel(
        ["The user is going to a workshop on Fri.", "The user is going to a workshop on Fri."]
    )
    summary = HybridSummarizer(model).summarize(None, said)  # type: ignore[arg-type]
    assert summary.account_by != "model" and "fri" not in current_text([summary.text]).replace("friday)", "")


def test_an_earlier_account_naming_the_old_value_another_way_is_not_carried():
    earlier = Summary("", [Fact(3, "The workshop is on Friday")], "User is planning a workshop on Fri.")
    changed = ModelFreeSummarizer().summarize(earlier, [msg("user", "Move the workshop to Saturday.")])
    assert not changed.narrative and "Saturday" in changed.text


def test_a_structured_answer_presenting_the_old_value_fails_its_check():
    from hushmem.models.structured import StructuredSummarizer

    said = [
        msg("user", "The exhibition opens on the 14th."),
        msg("user", "Update: it now opens on the 21st."),
    ]
    stale = (
        "Topics: an exhibition\nAbout the user: none\nDecisions: opens on the 14th, 21st\nOpen tasks: none"
    )
    model = ScriptedModel(["I can help!", "I can help!", stale])  # two account lines fail, then the answer
    summary = StructuredSummarizer(model).summarize(None, said)  # type: ignore[arg-type]
    assert summary.written_by == "notes" and "14th" not in current_text([summary.text])


# the old value named beside the new one in wordings no pattern was written for
NAMED_BESIDE = [
    "Instead of meeting on the 9th we'll meet on the 16th.",
    "The 9th is out because of the holiday; we meet on the 16th now.",
    "We can't do the 9th anymore, it's the 16th.",
    "Actually it's the 16th and not the 9th like I said.",
    "Update: 16th is the new date, the 9th is cancelled.",
]


@pytest.mark.parametrize("update", NAMED_BESIDE)
def test_an_update_naming_the_old_value_beside_the_new_one_leaves_it_only_as_history(update):
    notes = notes_of("The pottery class reunion is on the 9th.", ("assistant", "OK."), update)
    assert notes == ["The pottery class reunion is on the 16th (was 9th)"]


def test_a_value_only_dropped_from_a_changed_note_is_not_marked_elsewhere():
    from hushmem.models.current import current, presents_replaced

    notes = [Fact(3, "User would rather have someone a little older (was Jill)"),
             Fact(2, "User doesn't want to insult Jill or her mother")]  # fmt: skip
    assert current(notes, {0}) == notes  # no name took Jill's place: nothing says Jill was replaced
    assert not presents_replaced("User is worried about Jill and her mother.", notes)  # a note states it


def test_a_value_said_again_after_it_was_replaced_is_news_not_history():
    notes = notes_of(
        "The pottery class is on the 14th.",
        "Update: the pottery class moved to the 21st.",
        "The dentist appointment is on the 14th.",
    )
    assert notes == [
        "The pottery class moved to the 21st (was 14th)",
        "The dentist appointment is on the 14th",
    ]


def test_a_weekday_changed_for_one_activity_stays_current_for_another():
    notes = notes_of("Choir practice is on Tuesdays.", "My spin class is on Tuesdays as well.",
                     "Choir practice is on Wednesdays from now on.")  # fmt: skip
    assert "User's spin class is on Tuesdays as well" in notes
    assert any("Wednesdays" in n and "(was Tuesdays)" in n and "Choir" in n for n in notes)
