"""Which patterns need a digit (prefilter.py): read from the pattern, never guessed."""

from __future__ import annotations

import pytest
from presidio_analyzer import Pattern, PatternRecognizer
from presidio_analyzer.predefined_recognizers import EmailRecognizer, UsSsnRecognizer

from hushmem.scrubbers.patterns import (
    ONLY_FILTER_MATCHES,
    CuedDigitsPhoneRecognizer,
    CuedSsnRecognizer,
    PhonePatternRecognizer,
)
from hushmem.scrubbers.prefilter import digits_required, has_digit, needs_digit


@pytest.mark.parametrize(
    "pattern",
    [r"\d", r"[0-9]{3}", r"(?:a|b)\d", r"x(?:1|2)", r"\+?\d+", r"(?i:ab\d)", r"(?>\d)", r"\b[0-5]\w*"],
)
def test_patterns_that_cannot_match_without_a_digit(pattern):
    assert needs_digit(pattern)


@pytest.mark.parametrize(
    "pattern",
    [r"\d?", r"\d*", r"(?:\d|x)", r"(?=\d)\w+", r"[^\D]", r"[0-9a]", r"\w+", r"\p{Nd}+", r"(unclosed"],
)
def test_patterns_that_may_match_without_a_digit_or_cannot_be_read(pattern):
    assert not needs_digit(pattern)


def test_any_script_digit_counts():
    assert has_digit("call ٠٥٥ now") and has_digit("x9") and not has_digit("no numbers here, ½ ²")


def test_recognizers_are_skipped_only_when_all_their_patterns_need_a_digit():
    assert digits_required(PhonePatternRecognizer()) and digits_required(UsSsnRecognizer())
    assert not digits_required(EmailRecognizer())
    mixed = PatternRecognizer("X", patterns=[Pattern("a", r"\d+", 0.5), Pattern("b", r"[a-z]+", 0.5)])
    assert not digits_required(mixed)


def test_a_recognizer_with_its_own_analyze_is_skipped_only_when_it_just_filters_matches():
    class Adds(PhonePatternRecognizer):
        def analyze(self, text, entities, nlp_artifacts=None, regex_flags=None):
            return super().analyze(text, entities, nlp_artifacts, regex_flags)

    assert not digits_required(Adds())
    assert digits_required(Adds(), (Adds.analyze,))
    assert digits_required(CuedDigitsPhoneRecognizer(), ONLY_FILTER_MATCHES)
    assert digits_required(CuedSsnRecognizer(), ONLY_FILTER_MATCHES)
