"""Which recognizers can find nothing in a text without a digit, read from the syntax tree of each of
their patterns: four in ten chat messages hold no digit, and then phone, card, IBAN and SSN patterns
need not run (they cost ~0.12 ms a text, measured over bench texts)."""

from __future__ import annotations

import re
import re._constants as sre
import re._parser as sre_parse

import regex
from presidio_analyzer import EntityRecognizer, PatternRecognizer
from presidio_analyzer.predefined_recognizers import IbanRecognizer

# The same engine and class as the patterns' own \d (Presidio runs them with `regex`): a text it
# finds no digit in gives every `\d`, `[0-9]` or literal digit nothing to match.
_ANY_DIGIT = regex.compile(r"\d")
_PARSED_FLAGS = re.IGNORECASE | re.MULTILINE | re.DOTALL | re.VERBOSE | re.ASCII
_REPEATS = {sre.MAX_REPEAT, sre.MIN_REPEAT, sre.POSSESSIVE_REPEAT}


def has_digit(text: str) -> bool:
    return _ANY_DIGIT.search(text) is not None


def needs_digit(pattern: str, flags: int = 0) -> bool:
    """Whether every match of `pattern` holds a digit. False when unsure: a pattern Python's parser
    cannot read (`regex`-only syntax), lookarounds (they consume nothing), alternatives without one."""
    try:
        tree = sre_parse.parse(pattern, flags & _PARSED_FLAGS)
    except (re.error, TypeError, ValueError, OverflowError):
        return False
    return _sequence_needs_digit(tree)


def digits_required(recognizer: EntityRecognizer, matches_only: tuple = ()) -> bool:
    """Whether `recognizer` finds nothing in a text without a digit: its analyze() reports only
    pattern matches (PatternRecognizer's, IbanRecognizer's, or one of `matches_only`, which filter
    those) and every pattern needs a digit."""
    if not isinstance(recognizer, PatternRecognizer) or not recognizer.patterns:
        return False
    analyze = type(recognizer).analyze
    if analyze not in (PatternRecognizer.analyze, IbanRecognizer.analyze, *matches_only):
        return False
    flags = recognizer.global_regex_flags or 0
    return all(needs_digit(pattern.regex, flags) for pattern in recognizer.patterns)


def _sequence_needs_digit(items) -> bool:
    return any(_item_needs_digit(op, av) for op, av in items)


def _item_needs_digit(op, av) -> bool:
    if op is sre.LITERAL:
        return chr(av) in "0123456789"
    if op is sre.IN:
        return bool(av) and all(_digit_member(member_op, member) for member_op, member in av)
    if op is sre.SUBPATTERN:
        return _sequence_needs_digit(av[-1])
    if op is sre.ATOMIC_GROUP:
        return _sequence_needs_digit(av)
    if op is sre.BRANCH:
        return all(_sequence_needs_digit(branch) for branch in av[1])
    if op in _REPEATS:
        least, _, item = av
        return least >= 1 and _sequence_needs_digit(item)
    return False  # anchors, lookarounds, back references, any character...


def _digit_member(op, av) -> bool:
    """A member of a character class that only digits match (a NEGATE member never is)."""
    if op is sre.LITERAL:
        return chr(av) in "0123456789"
    if op is sre.RANGE:
        return ord("0") <= av[0] <= av[1] <= ord("9")
    return op is sre.CATEGORY and av is sre.CATEGORY_DIGIT
