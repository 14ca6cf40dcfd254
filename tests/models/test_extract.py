"""Key-point extraction: what a memory must keep is kept verbatim; filler is not."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.extract import Fact, bound, extract_facts
from hushmem.models.summarizer import clean_narrative, render


def test_facts_numbers_dates_preferences_and_placeholders_are_kept():
    facts = extract_facts(
        [
            msg("user", "Hi! My flight is on March 14. I prefer aisle seats."),
            msg("assistant", "Got it."),
            msg("user", "Call <PERSON_1> tomorrow. Sounds good."),
        ]
    )
    lines = [f.line for f in facts]
    assert lines == [
        "User: My flight is on March 14.",
        "User: I prefer aisle seats.",
        "User: Call <PERSON_1> tomorrow.",
    ]


def test_duplicates_are_kept_once():
    facts = extract_facts([msg("user", "Budget is 2,400 euros."), msg("user", "budget is 2,400 euros!")])
    assert len(facts) == 1


def test_tool_results_count_as_text():
    facts = extract_facts(
        [{"role": "tool", "content": [{"tool_result": {"content": [{"text": "Booked for May 3."}]}}]}]
    )
    assert facts and "May 3" in facts[0].line


def test_bound_drops_lowest_scores_first_and_keeps_order():
    facts = [Fact(2, "a" * 10), Fact(5, "b" * 10), Fact(2, "c" * 10)]
    assert [f.line[0] for f in bound(facts, 23)] == ["b", "c"]


def test_clean_narrative_takes_one_clean_sentence():
    source = "User: Trip on March 14."
    assert clean_narrative("This is about a trip in March 2019. It will be fun.", source) == (
        "This is about a trip in March."
    )
    assert clean_narrative("user: hi there assistant: hello", source) == ""
    assert clean_narrative("An unfinished sentence without end", source) == ""
    assert clean_narrative("the the the the the the the the the the.", source) == ""


def test_render_puts_narrative_first_then_key_points():
    assert (
        render("About a trip.", [Fact(3, "User: On May 3.")])
        == "About a trip.\nKey points:\n- User: On May 3."
    )
