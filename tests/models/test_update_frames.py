"""Updates said inside a frame of their own (the ninth round's classes): a clause saying why or how a
change came before it, a person put out of a list by an injury, a decision for another make of the same
thing; and, beside them, statements in the same frames that change nothing. Our own wordings."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import extract_facts


def notes_of(*said: str) -> list[str]:
    return [f.line for f in extract_facts([msg("user", s) for s in said])]


def current_text(notes: list[str]) -> str:
    return without_history("\n".join(notes))


def test_a_reason_before_the_change_does_not_hide_what_changed():
    notes = notes_of(
        "The pottery fair is on 14 May.", "The forecast is awful, so they pushed the fair back to 21 May."
    )
    assert notes == ["The pottery fair is on 21 May (was 14 May)"]


def test_news_of_who_told_us_before_the_change_does_not_hide_it():
    notes = notes_of("The cat's check-up is on the 2nd.", "The vet rang, the check-up got moved to the 9th.")
    assert notes == ["The cat's check-up is on the 9th (was 2nd)"]


def test_a_since_clause_before_a_switch_does_not_hide_it():
    notes = notes_of(
        "The swim club trains at Oakfield pool.",
        "Since the pool is being retiled we switched to Elmwood pool.",
    )
    assert "Elmwood" in current_text(notes) and "Oakfield" not in current_text(notes)


def test_a_reason_before_a_change_of_something_else_leaves_the_note():
    notes = notes_of(
        "The pottery fair is on 14 May.", "The kids were ill, so we moved the barbecue to 21 May."
    )
    assert notes[0] == "The pottery fair is on 14 May"
    assert "barbecue" in notes[-1]
