"""Updates and non-updates typed as on a phone: lowercase, abbreviations, apostrophes left out. Our own
wordings (the probe's held-out groups are not quoted here)."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.cues import without_history
from hushmem.models.extract import extract_facts


def notes_of(*said: str | tuple[str, str]) -> list[str]:
    messages = [msg(*s) if isinstance(s, tuple) else msg("user", s) for s in said]
    return [f.line for f in extract_facts(messages)]


def current_text(notes: list[str]) -> str:
    return without_history("\n".join(notes))


def test_a_friends_thing_typed_without_its_apostrophe_changes_none_of_the_users_notes():
    for later in ("my sisters gym fee went up to £38 a month, mine stayed",
                  "my mates phone contract went up to £38 a month lol"):  # fmt: skip
        notes = notes_of("signed up for the pool, lanes tue + thu 7am, £31 a month", later)
        assert "£31" in current_text(notes), later
        assert "(was" not in "\n".join(notes), later


def test_another_person_getting_a_new_partner_changes_none_of_the_users_notes():
    notes = notes_of(
        "tennis doubles every sat at 10, my partner is <PERSON_3>, courts are £6",
        "<PERSON_4> has a new partner for saturdays, <PERSON_5>",
    )
    assert "partner is <PERSON_3>" in current_text(notes)


def test_the_users_own_thing_changed_by_a_named_person_is_still_an_update():
    notes = notes_of("Choir practice runs for two hours on Tuesdays.",
                     "<PERSON_1> has cut choir practice down to 90 minutes.")  # fmt: skip
    assert "90 minutes" in current_text(notes) and "two hours" not in current_text(notes)


def test_a_kin_word_before_a_verb_is_no_owner():
    notes = notes_of("The quiz starts at 7pm.", "My mates said the quiz starts at 8pm now.")
    assert "8pm" in current_text(notes) and "7pm" not in current_text(notes)


def test_a_count_settled_in_the_end_replaces_the_count_noted():
    notes = notes_of("The minibus is booked for twelve people.",
                     "Fourteen people in the end, the cousins are coming.")  # fmt: skip
    assert "Fourteen people" in current_text(notes) and "twelve" not in current_text(notes)
    assert "(was twelve)" in notes[0]  # a number in one word is kept as history too


def test_how_a_past_event_ended_changes_no_plan():
    notes = notes_of("The barbecue is on Saturday for 20 people.",
                     "Last year only 12 people came in the end.")  # fmt: skip
    assert "20 people" in current_text(notes)
