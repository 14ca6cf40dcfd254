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
