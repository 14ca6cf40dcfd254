"""Resolvers: time order adds every note; a model's decision stands only when it passes the check."""

from __future__ import annotations

import json

import pytest

from hushmem.models.notes import Note, current, render
from hushmem.models.resolvers import ADD, Decision, ModelResolver, TimeOrder, checked, fold_notes

DB = Note(1, "The project uses PostgreSQL 16", 1000)
OS = Note(2, "The app supports Windows 7", 1000)


def answer(action: str, note_id: int = 0, replaced: str = "") -> str:
    return json.dumps({"action": action, "note_id": note_id, "replaced": replaced})


def scripted(*answers: str) -> ModelResolver:
    queue = list(answers)
    return ModelResolver(lambda messages, schema: queue.pop(0))


def test_time_order_adds_every_note_and_the_later_one_is_shown_last():
    notes = fold_notes([DB], [("The project moved to PostgreSQL 17", 2000, ["m9"])], TimeOrder())
    assert [n.text for n in current(notes)] == [DB.text, "The project moved to PostgreSQL 17"]
    assert notes[-1].decided_by == "none" and notes[-1].source_ids == ["m9"]


def test_a_model_update_marks_the_old_note_replaced_by_the_new_one():
    notes = fold_notes([DB, OS], [("The project moved to PostgreSQL 17", 2000, ["m9"])],
                       scripted(answer("UPDATE", 1, "PostgreSQL 16")))  # fmt: skip
    assert notes[0].superseded_by == -1 and notes[0].decided_by == "model"
    assert "PostgreSQL 16" not in render(notes) and "Windows 7" in render(notes)


def test_a_model_none_adds_nothing_and_delete_replaces():
    notes = fold_notes(
        [DB], [("The project uses PostgreSQL 16 indeed", 2000, ["m9"])], scripted(answer("NONE"))
    )
    assert notes == [DB]
    notes = fold_notes(
        [OS], [("The app no longer supports Windows 7", 2000, ["m9"])], scripted(answer("DELETE", 2))
    )
    assert notes[0].superseded_by == -1


@pytest.mark.parametrize(
    ("raw", "why"),
    [
        ("not json", "not the JSON asked for"),
        (answer("UPDATE", 7, "PostgreSQL 16"), "an id that was not offered"),
        (answer("UPDATE", 1, "PostgreSQL 15"), "a number or placeholder the source lacks"),
        (answer("UPDATE", 1, "MySQL"), "the replaced value is not in the note"),
        (answer("DELETE", 1, "<PERSON_1>"), "a number or placeholder the source lacks"),
    ],
)
def test_a_decision_that_fails_the_check_becomes_an_add(raw, why):
    assert checked(raw, "We decided to drop support for Windows 8", [DB, OS]) == (ADD, why)


def test_none_that_would_lose_a_value_becomes_an_add():
    assert checked(answer("NONE"), "The project uses PostgreSQL 17", [DB]) == (
        ADD,
        "NONE would lose a number or placeholder",
    )


def test_a_checked_decision_stands():
    assert checked(answer("UPDATE", 1, "PostgreSQL 16"), "The project moved to PostgreSQL 17", [DB]) == (
        Decision("UPDATE", 1, "PostgreSQL 16"),
        "",
    )


def test_the_model_is_not_asked_without_related_notes():
    resolver = scripted()  # any call would fail: nothing is queued
    assert resolver.decide("The cat is called Tom", []) == ADD


def test_replacing_a_note_that_holds_another_value_becomes_an_add():
    both = Note(3, "The course starts on 12 June and costs 40 euros", 1000)
    assert checked(answer("UPDATE", 3, "12 June"), "The course moved to 19 June", [both]) == (
        ADD,
        "the old note's other values would be lost",
    )


def test_replacing_a_note_that_holds_a_name_or_a_counted_thing_too_becomes_an_add():
    named = Note(3, "User is fostering 3 kittens for the Purrfect Start rescue", 1000)
    counted = Note(4, "It needs 14 metres of tables and four operators", 1000)
    assert checked(answer("UPDATE", 3, "3 kittens"), "User has got 4 kittens now", [named])[0] == ADD
    assert (
        checked(answer("UPDATE", 4, "14 metres"), "User only gets 12 metres of tables", [counted])[0] == ADD
    )
    # the value replaced, and what the new note says again, may go
    assert checked(answer("UPDATE", 3, "3 kittens"), "Now Purrfect Start gave User 4 kittens", [named]) == (
        Decision("UPDATE", 3, "3 kittens"),
        "",
    )


def test_a_placeholder_is_no_number():
    flight = Note(5, "Her flight lands at 21:45 at terminal 2", 1000)
    assert checked(answer("UPDATE", 5, "21:45"), "<PERSON_2> lands at 23:10 now", [flight])[0] == ADD
