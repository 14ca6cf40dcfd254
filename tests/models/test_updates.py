"""Keeping facts current: each way of changing a fact replaces its note, the new value stated, the old
one only inside "(was …)"; the wordings here are ours, not the evaluation sets'."""

from __future__ import annotations

import re

import pytest

from hushmem.daemon.client import text_message as msg
from hushmem.models.extract import extract_facts

HISTORY = re.compile(r"\(was [^)]*\)")

# (what was said, in order; the new value; the old value)
UPDATES = {
    "actually, make it": (["The book club meets on Tuesdays.", "Actually, make it Thursdays."],
                          "Thursdays", "Tuesdays"),
    "change X to Y": (["The shed will be painted green.", "Change green to dark blue."],
                      "dark blue", "green"),
    "scratch that": (["The podcast episode goes out on the 4th.", "Scratch that, it goes out on the 6th."],
                     "6th", "4th"),
    "correction:": (["My tax advisor is <PERSON_1>.", "Correction: my tax advisor is <PERSON_2>."],
                    "<PERSON_2>", "<PERSON_1>"),
    "instead of": (["We will take the ferry to <LOCATION_1>.", "We'll take the train instead of the ferry."],
                   "train", "ferry"),
    "not X anymore, Y": (["I cycle to work on a road bike.", "Not the road bike anymore, a gravel bike."],
                         "gravel bike", "road bike"),
    "we moved it to": (["The choir rehearsal is at the church hall.", "We moved it to the community centre."],
                       "community centre", "church hall"),
    "bumped to, with a unit": (["The aquarium heater is set to 24 degrees.", "I bumped it to 26 degrees."],
                               "26 degrees", "24"),
    "raised to": (["The rent is 900 euros a month.", "The landlord raised it to 950 euros."], "950", "900"),
    "lowered to": (["The print run is 500 copies.", "Lowered the print run to 300 copies."], "300", "500"),
    "the new … is": (["My gym membership is 30 dollars per month.", "The new price is 35 dollars per month."],
                     "35", "30"),
    "a date moved": (["The grant deadline is March 3.", "The grant deadline moved to March 10."],
                     "March 10", "March 3"),
    "sorry, I meant Y, not X": (["The tank holds 60 litres.", "Sorry, I meant 80 litres, not 60."],
                                "80 litres", "60"),
    "let's do Y instead": (["The camping trip starts on Friday.", "Let's do Saturday instead."],
                           "Saturday", "Friday"),
    "we are N people, then fewer": (["We are 12 people on the boat.", "Scratch that, we are 10 people."],
                                    "10 people", "12"),
    "changed the thing to Y": (["We will call the puppy Rufus.", "I changed the name to Bolt."],
                               "Bolt", "Rufus"),
    "switched the thing over to Y": (["I write the novel in Word.", "I switched the novel over to Markdown."],
                                     "Markdown", "Word"),
}  # fmt: skip


@pytest.mark.parametrize("name", UPDATES)
def test_an_update_states_the_new_value_and_keeps_the_old_only_as_history(name):
    said, new, old = UPDATES[name]
    notes = [f.line for f in extract_facts([msg("user", text) for text in said])]
    assert len(notes) == 1, notes  # the update replaced the note it changes
    assert new.casefold() in notes[0].casefold()
    assert old.casefold() not in HISTORY.sub("", notes[0]).casefold()


def test_an_update_turns_later_after_other_facts_changes_the_right_note():
    said = [
        msg("user", "I'm flying out on 3 May."),
        msg("assistant", "Noted."),
        msg("user", "My sister <PERSON_1> is joining for the second week."),
        msg("user", "The hostel costs 25 euros a night."),
        msg("assistant", "That is a good price."),
        msg("user", "The flight got pushed to 5 May."),
    ]
    notes = [f.line for f in extract_facts(said)]
    assert notes[0].startswith("The flight got pushed to 5 May (was 3")
    assert notes[1:] == [
        "User's sister <PERSON_1> is joining for the second week",
        "The hostel costs 25 euros a night",
    ]


def test_the_assistant_confirming_a_new_value_makes_it_current():
    said = [
        msg("user", "The allotment fee is 40 pounds."),
        msg("assistant", "So the fee is 40 pounds."),
        msg("user", "Hmm, let me check the letter from the council."),
        msg("assistant", "Just confirming: the allotment fee is now 45 pounds, as the letter says."),
    ]
    notes = [f.line for f in extract_facts(said)]
    fee = [n for n in notes if "fee" in n]
    assert len(fee) == 1 and "45 pounds" in fee[0] and "40" not in HISTORY.sub("", fee[0])


def test_a_negated_preference_replaces_the_old_one():
    said = [msg("user", "I love fish and eat it twice a week."), msg("user", "I don't eat fish any more.")]
    assert [f.line for f in extract_facts(said)] == ["User doesn't eat fish any more"]


def test_no_longer_replaces_the_habit_it_ends():
    said = [msg("user", "I drink coffee every morning."), msg("user", "I no longer drink coffee.")]
    assert [f.line for f in extract_facts(said)] == ["User no longer drinks coffee"]


def test_a_new_fact_with_a_cue_word_does_not_replace_an_unrelated_one():
    said = [msg("user", "The rent is 900 euros a month."), msg("user", "I bought a new kettle today.")]
    assert len(extract_facts(said)) == 2


def test_an_update_in_a_later_fold_replaces_its_earlier_history():
    first = extract_facts(
        [msg("user", "The book club meets on Tuesdays."), msg("user", "Make it Thursdays.")]
    )
    notes = [f.line for f in extract_facts([msg("user", "Actually, make it Fridays.")], first)]
    assert notes == ["The book club meets on Fridays (was Thursdays)"]
