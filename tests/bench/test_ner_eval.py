"""bench.quality.ner_eval's verdict: a model passes only by catching as many names as stock with no more
false alarms on every real corpus, and the capitalised-words baseline must not pass."""

from __future__ import annotations

from bench.quality.ner_eval import BASELINE, STOCK_NAME, Tally, verdicts


def tally(person: int, location: int, alarms: int) -> Tally:
    """Out of 100 people, 100 places and 100 entity-free sentences."""
    return Tally({"PERSON": person, "LOCATION": location}, {"PERSON": 100, "LOCATION": 100}, alarms, 100)


def test_a_model_passes_only_with_more_caught_and_no_more_alarms_on_every_corpus():
    tallies = {
        (STOCK_NAME, "a"): tally(50, 50, 10),
        (STOCK_NAME, "b"): tally(50, 50, 10),
        (BASELINE, "a"): tally(80, 80, 50),  # catches more, alarms far more: fails
        (BASELINE, "b"): tally(80, 80, 50),
        ("good", "a"): tally(60, 55, 8),
        ("good", "b"): tally(50, 51, 10),
        ("places", "a"): tally(60, 45, 8),  # fewer places than stock on one corpus
        ("places", "b"): tally(60, 60, 8),
    }
    assert verdicts(tallies, ["good", "places"], ["a", "b"]) == {
        BASELINE: False,
        "good": True,
        "places": False,
    }
