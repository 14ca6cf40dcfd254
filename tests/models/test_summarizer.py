"""The hybrid summary without a model: condensed, current, and made for every fold; and the guard on
the model's account line."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.extract import Fact
from hushmem.models.summarizer import ModelFreeSummarizer, Summary, clean_narrative, render
from tests.support.summarizers import ScriptedModel

CHATTER = [
    "Honestly the week has been a blur and I keep forgetting things, so bear with me here.",
    "My neighbour started drilling again this morning, which did not help my mood at all.",
]
ADVICE = (
    "That makes sense. A good approach is to write everything down in one place and go through it step"
    " by step, so nothing slips through the cracks while you juggle the rest of your week."
)
FACTS = [
    "One thing to note: the caravan sleeps 4 people.",
    "We are leaving on the 22nd from <LOCATION_1>.",
    "I really want a site with a lake nearby.",
    "My brother <PERSON_1> is bringing the bikes.",
]


def chatty() -> list[dict]:
    messages = []
    for i in range(20):
        user = CHATTER[i % 2] + (" " + FACTS[i // 5] if i % 5 == 0 else "")
        messages += [msg("user", user), msg("assistant", ADVICE)]
    return messages


def size(text: str, messages: list[dict]) -> float:
    return len(text) / sum(len(m["content"][0]["text"]) for m in messages)


def test_a_chatty_conversation_shrinks_below_a_third_and_keeps_its_facts():
    messages = chatty()
    summary = ModelFreeSummarizer().summarize(None, messages)
    assert size(summary.text, messages) <= 0.35
    for key in ("4 people", "22nd", "<LOCATION_1>", "lake", "<PERSON_1>", "bikes"):
        assert key in summary.text
    assert "User:" not in summary.text and "Assistant" not in summary.text


def test_the_copy_of_the_input_would_not_pass_the_size_rule():
    messages = chatty()
    copy = "\n".join(m["content"][0]["text"] for m in messages)
    assert size(copy, messages) > 0.35


def test_small_talk_still_folds_into_a_summary():
    mine = ["The rain has not stopped all day.", "Rain again, honestly, what a week."]
    theirs = ["The garden will love the rain though.", "Ha, yes, a week of rain."]
    messages = []
    for i in range(6):
        messages += [msg("user", mine[i % 2]), msg("assistant", theirs[i % 2])]
    summary = ModelFreeSummarizer().summarize(None, messages)
    assert summary.text.startswith("Talked about rain")  # the most frequent topic first
    assert summary.facts == []  # small talk is not a fact


def test_a_later_fold_changing_a_fact_makes_it_current():
    summarizer = ModelFreeSummarizer()
    first = summarizer.summarize(None, [msg("user", "The caravan sleeps 4 people.")])
    second = summarizer.summarize(first, [msg("user", "Update: the caravan now sleeps 6 people.")])
    assert second.text == "- The caravan now sleeps 6 people (was 4)"


def test_an_earlier_account_naming_a_value_since_changed_is_not_kept():
    summarizer = ModelFreeSummarizer()
    earlier = Summary("", [Fact(3, "The meetup is on the 9th")], "User is organising a meetup on the 9th.")
    changed = summarizer.summarize(earlier, [msg("user", "Scratch that, the meetup moved to the 16th.")])
    assert changed.text == "- The meetup moved to the 16th (was 9th)"
    unchanged = summarizer.summarize(earlier, [msg("user", "<PERSON_1> is giving the keynote.")])
    assert unchanged.text.startswith("User is organising a meetup on the 9th.\n")


def test_clean_narrative_takes_one_clean_sentence():
    source = "Trip to the coast on March 14."
    assert clean_narrative("This is about a coast trip in March 2019. It will be fun.", source) == (
        "This is about a coast trip in March."
    )
    assert clean_narrative("This conversation is about a coast trip.", source) == "A coast trip."
    # mostly words the notes lack: generic or invented
    assert clean_narrative("The importance of planning and personal growth.", source) == ""
    assert clean_narrative("user: hi there assistant: hello", source) == ""
    assert clean_narrative("An unfinished sentence without end", source) == ""
    assert clean_narrative("the the the the the the the the the the.", source) == ""
    assert clean_narrative("I would love to help you plan the trip.", source) == ""  # role play
    assert clean_narrative("A trip with <PERSON_2> in March.", source) == ""  # an invented placeholder


def test_render_puts_the_account_first_then_one_note_a_line():
    assert render("About a trip.", [Fact(3, "Flight on May 3")]) == "About a trip.\n- Flight on May 3"


def test_a_line_the_model_ended_itself_without_a_full_stop_is_a_sentence():
    source = "User's bike has a flat tyre. User rides to the lake on Sunday."
    line = "User is fixing the bike's flat tyre to ride to the lake"
    assert clean_narrative(line, source, finished=True) == line + "."
    assert clean_narrative(line, source, finished=False) == ""  # cut by the token limit: not whole
    assert clean_narrative(line + "\nUser also", source, finished=True) == ""  # more than one line


def test_a_speaker_label_or_heading_is_not_an_account():
    source = "User's bike has a flat tyre. <PERSON_1> rides to the lake on Sunday."
    assert clean_narrative("Karen: the bike has a flat tyre before the lake.", source) == ""
    assert clean_narrative("Cycling: a flat tyre before the lake on Sunday.", source) == ""


def test_nothing_is_said_twice_in_the_text_but_every_note_is_kept_for_the_next_fold():
    from hushmem.models.summarizer import without_repeats

    facts = [Fact(3, "User is sending Assistant to a lung specialist"), Fact(3, "The clinic opens at 9")]
    line = "User is sending Assistant to a lung specialist for tests."
    assert without_repeats(line, facts) == (line, facts[1:])  # the note the line states in full
    echo = "User is sending Assistant to a lung specialist."
    assert without_repeats(echo, facts[:1] + [Fact(2, "User's clinic is small")])[1] == [
        Fact(2, "User's clinic is small")
    ]
    short = "User is sending Assistant to a specialist."  # one note's words, not all of them
    assert without_repeats(short, facts) == ("", facts)
    assert without_repeats("A clinic visit about breathing and a referral.", facts)[1] == facts


FOLD = [msg("user", "We are painting the shed green on Saturday."), msg("assistant", "Nice.")]


def test_a_second_question_is_asked_only_when_the_first_line_is_unusable():
    from hushmem.models import prompts
    from hushmem.models.summarizer import HybridSummarizer

    model = ScriptedModel(["I can help you paint!", "The user is painting the shed green this Saturday."])
    summary = HybridSummarizer(model).summarize(None, FOLD)  # type: ignore[arg-type]
    assert summary.account_by == "model" and summary.narrative.startswith("The user is painting the shed")
    assert model.questions == list(prompts.NARRATIVE_QUESTIONS)
    model = ScriptedModel(["User is painting the shed green for a weekend project."])
    HybridSummarizer(model).summarize(None, FOLD)  # type: ignore[arg-type]
    assert model.questions == [prompts.NARRATIVE_QUESTIONS[0]]  # the first line was usable


def test_a_line_that_only_repeats_a_note_gives_way_to_one_that_adds_to_it():
    from hushmem.models.summarizer import HybridSummarizer

    repeat = "User is painting the shed."  # a part of the note, nothing more
    model = ScriptedModel([repeat, "The user has a weekend of painting ahead, the shed green on Saturday."])
    summary = HybridSummarizer(model).summarize(None, FOLD)  # type: ignore[arg-type]
    assert summary.narrative.startswith("The user has a weekend")


def test_the_fold_by_rule_keeps_the_summarizers_own_budget_and_calls_no_model():
    from hushmem.models.summarizer import HybridSummarizer

    said = [msg("user", f"Shelf {i} holds box number {100 + i} of the archive.") for i in range(12)]
    model = ScriptedModel([])  # any call would fail: it has no answer
    summary = HybridSummarizer(model, max_fact_chars=120).summarize_by_rule(None, said)  # type: ignore[arg-type]
    assert 0 < sum(len(f.line) + 1 for f in summary.facts) <= 120 and summary.account_by == ""
    assert len(ModelFreeSummarizer().summarize(None, said).facts) > len(summary.facts)


def test_a_line_the_stored_summary_would_drop_is_not_accepted_but_the_second_question_asked():
    from hushmem.models.summarizer import HybridSummarizer

    earlier = Summary(
        "", [Fact(3, "The choir rehearsal is at the community centre (was at the church hall)")], ""
    )
    stale = "The user's choir rehearses at the church hall every week."  # the old place as current
    model = ScriptedModel([stale, "The user sings in a choir that rehearses at the community centre."])
    summary = HybridSummarizer(model).summarize(earlier, [msg("user", "I sing tenor in the choir.")])  # type: ignore[arg-type]
    assert summary.account_by == "model" and summary.narrative.endswith("at the community centre.")
    assert summary.text.startswith(summary.narrative)


def test_the_topics_line_does_not_depend_on_the_hash_seed():
    import os
    import subprocess
    import sys

    code = (
        "from hushmem.daemon.client import text_message as m; from hushmem.models.gist import topics_line; "
        "print(topics_line([m('user', 'Soup, bread, cheese, olives, figs, plums at noon.'), "
        "m('user', 'Plums, figs, olives, cheese, bread, soup tonight.')]))"
    )
    lines = {
        subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, "PYTHONHASHSEED": str(seed)},
        ).stdout  # fmt: skip
        for seed in range(4)
    }
    assert lines == {"Talked about soup, bread, cheese and olives.\n"}


def test_a_users_statement_without_a_value_takes_only_the_room_the_share_leaves():
    messages = chatty()
    messages[2] = msg("user", CHATTER[0] + " The car is a small hatchback.")
    roomy = ModelFreeSummarizer().summarize(None, messages)
    assert "The car is a small hatchback" in roomy.text
    assert size(roomy.text, messages) <= 0.35
    # a short fold whose notes already take more than the share (the notes' floor keeps them): it waits
    short = [
        msg("user", "The ferry leaves at 7:40 on the 3rd."),
        msg("assistant", "Noted."),
        msg("user", "My sister <PERSON_1> pays the 38 pounds for the cabin. The car is a small hatchback."),
    ]
    summary = ModelFreeSummarizer().summarize(None, short)
    assert "7:40" in summary.text and "<PERSON_1>" in summary.text
    assert "hatchback" not in summary.text
