"""The values a note carries, one key per value however written."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.extract import extract_facts
from hushmem.models.values import found


def test_a_compound_number_word_is_one_value():
    text = "The class has twenty-five pupils, forty-two with the others."
    assert [(v.text, v.key) for v in found(text)] == [
        ("twenty-five", "25"),
        ("forty-two", "42"),
    ]


def test_a_correction_in_digits_replaces_a_count_written_in_words():
    notes = extract_facts([
        msg("user", "The class has twenty-five pupils."),
        msg("assistant", "Noted."),
        msg("user", "It's 27 pupils, not 25."),
    ])  # fmt: skip
    text = "\n".join(f.line for f in notes)
    assert "27" in text
    assert "twenty-five" not in text.replace("(was twenty-five)", "")


def test_a_number_dictated_in_words_is_one_value():
    text = "It came to three hundred and fifty pounds for twenty five people, a thousand in all."
    assert [(v.text, v.key) for v in found(text)] == [
        ("three hundred and fifty", "350"),
        ("twenty five", "25"),
        ("a thousand", "1000"),
    ]


def test_number_words_side_by_side_that_are_no_compound_stay_apart():
    assert [v.key for v in found("two and a half hours, five or six people")] == ["2", "5", "6"]


def test_an_update_dictated_in_words_replaces_the_whole_amount():
    notes = extract_facts([
        msg("user", "The plumber quoted £300 for the boiler valve."),
        msg("assistant", "Noted."),
        msg("user", "he rang back and the boiler valve is three hundred and fifty pounds"),
    ])  # fmt: skip
    assert [f.line for f in notes] == [
        "The plumber quoted three hundred and fifty pounds (was £300) for the boiler valve"
    ]


def test_a_clock_time_dictated_in_words_is_one_time():
    text = "We meet at seven thirty, the bus is six forty-five pm and the ferry at nine oh five."
    assert [(v.text, v.key) for v in found(text)] == [
        ("seven thirty", "7:30"),
        ("six forty-five pm", "6:45"),
        ("nine oh five", "9:05"),
    ]


def test_two_number_words_without_at_or_am_pm_are_no_time():
    assert [v.key for v in found("seven thirty people came")] == ["7", "30"]
