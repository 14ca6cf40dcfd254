"""The summary made of notes: current notes in time order, each dated, under one header; a replaced
note left out; the bundled model only writes a topic label made of the notes' words."""

from __future__ import annotations

from hushmem.models.gist import clean_label, topics_line
from hushmem.models.notes import HEADER, Note, render
from hushmem.models.summarizer import HybridSummarizer, NotesSummarizer, Summary
from tests.support.summarizers import ScriptedModel

DAY = 86_400_000


def message(text: str, day: int, role: str = "user", mid: str | None = None) -> dict:
    return {
        "id": mid or f"m{day}-{text[:8]}",
        "role": role,
        "timestamp": day * DAY,
        "content": [{"text": text}],
    }


def test_current_notes_are_shown_in_time_order_with_their_dates_under_one_header():
    notes = [Note(2, "The venue is the Crown", 3 * DAY), Note(1, "User's budget is 900 euros", DAY)]
    assert render(notes).splitlines() == [
        HEADER,
        "1970-01-02:",
        "- User's budget is 900 euros",
        "1970-01-04:",
        "- The venue is the Crown",
    ]


def test_a_replaced_note_is_left_out():
    notes = [
        Note(1, "The meetup is on the 9th", DAY, superseded_by=2),
        Note(2, "The meetup is on the 16th", 2 * DAY),
    ]
    assert "9th" not in render(notes) and "16th" in render(notes)


def test_a_fold_adds_its_notes_after_the_earlier_ones_dated_by_their_messages():
    first = NotesSummarizer().summarize(None, [message("The meetup is on the 9th.", 1, mid="a")])
    stored = Summary(first.text, [Note(1, n.text, n.said_at, n.source_ids) for n in first.notes])
    second = NotesSummarizer().summarize(stored, [message("The meetup moved to the 16th.", 2, mid="b")])
    assert [(n.id, n.text, n.said_at, n.source_ids) for n in second.notes] == [
        (1, "The meetup is on the 9th", DAY, ["a"]),
        (-1, "The meetup moved to the 16th", 2 * DAY, ["b"]),
    ]
    assert second.text.splitlines()[-4:] == [
        "1970-01-02:",
        "- The meetup is on the 9th",
        "1970-01-03:",
        "- The meetup moved to the 16th",
    ]


def test_small_talk_alone_gets_a_topics_line():
    chat = [
        message("The sunset over the ocean was lovely.", 1),
        message("The ocean looked calm at sunset.", 1),
    ]
    summary = NotesSummarizer().summarize(None, chat)
    assert summary.notes == [] and summary.text == topics_line(chat) == "Talked about sunset and ocean."


def test_the_model_label_stands_only_when_made_of_the_notes_words():
    notes = "User's budget is 900 euros\nThe venue is the Crown"
    assert clean_label("Venue budget", notes) == "Topic: Venue budget."
    assert clean_label("Topic: wedding venue budget", notes) == ""  # "wedding": nobody said it
    assert clean_label("Budget of 900", notes) == ""  # no values in a label
    assert clean_label("", notes) == ""


def test_the_hybrid_puts_a_checked_label_above_the_notes_and_drops_an_unfounded_one():
    chat = [message("My budget is 900 euros.", 1), message("The venue is the Crown on Friday.", 1)]
    kept = HybridSummarizer(ScriptedModel(["Venue and budget"])).summarize(None, chat)
    assert (
        kept.text.splitlines()[0] == "Topic: Venue and budget."
        and kept.narrative == kept.text.splitlines()[0]
    )
    dropped = HybridSummarizer(ScriptedModel(["Planning a wedding on a budget"])).summarize(None, chat)
    assert dropped.text.splitlines()[0] == HEADER


def test_by_rule_is_the_notes_without_any_model():
    chat = [message("My budget is 900 euros.", 1)]
    summary = HybridSummarizer(ScriptedModel([])).summarize_by_rule(None, chat)
    assert summary.text == f"{HEADER}\n1970-01-02:\n- User's budget is 900 euros"
