"""The update groups as data: every line a conversation whose planted values are in what was said,
the roles and counts of groups.json, and a bench that can fail (the copy baseline misses its size)."""

from __future__ import annotations

import pytest

from bench.build_sets.summary_sets import has_key
from bench.quality import updates
from hushmem.models.notes import Note
from hushmem.models.summarizer import Summary

GROUPS = updates.groups()


def test_groups_json_names_each_file_with_its_role_and_count():
    files = {path.stem for path in updates.DATA.glob("*.jsonl")}
    assert files == set(GROUPS)
    for name, meta in GROUPS.items():
        assert meta["role"] in ("tuning", "held-out") and meta["text"] in updates.SIZE_LIMIT
        assert len(updates.load(name)) == meta["conversations"]


@pytest.mark.parametrize("group", [g for g, meta in GROUPS.items() if meta["role"] == "tuning"])
def test_every_planted_value_is_said_in_its_conversation(group):
    for conversation in updates.load(group):
        said = " ".join(m["content"][0]["text"] for span in updates.folds(conversation) for m in span)
        keys = [k for fact in conversation["facts"] for k in fact]
        keys += [k for u in conversation["updates"] for k in (*u["old"], *u["new"])]
        assert all(has_key(said, k) for k in keys), conversation["id"]


CONVERSATION = {
    "id": "c", "tail": [], "facts": [["40 euros"]], "updates": [{"old": ["9th"], "new": ["16th"]}],
    "folds": [[["user", "The meetup is on the 9th and costs 40 euros."],
               ["user", "The meetup moved to the 16th."]]],
}  # fmt: skip


def test_an_update_is_carried_when_the_new_value_is_the_latest_current_note():
    old, new = (
        Note(1, "The meetup is on the 9th and costs 40 euros", 1, ["m0"]),
        Note(2, "The meetup moved to the 16th", 2, ["m1"]),
    )
    assert updates.score(CONVERSATION, Summary("x", [old, new]))["carried"] == 1
    assert (
        updates.score(CONVERSATION, Summary("x", [new, Note(3, "It is the 9th after all", 3, ["m1"])]))[
            "carried"
        ]
        == 0
    )


def test_replacing_a_note_that_held_a_fact_is_damage_and_so_is_an_invented_word():
    old = Note(1, "The meetup is on the 9th and costs 40 euros", 1, ["m0"], superseded_by=2)
    assert (
        updates.score(CONVERSATION, Summary("x", [old, Note(2, "The meetup moved to the 16th", 2, ["m1"])]))[
            "damaged"
        ]
        == 1
    )
    invented = Note(3, "The wedding moved to the 16th", 2, ["m1"])
    assert updates.score(CONVERSATION, Summary("x", [invented]))["damaged"] == 1


def test_the_copy_baseline_misses_the_size_limit():
    copied = updates.copy_input(CONVERSATION)
    assert updates.score(CONVERSATION, copied)["size"] > updates.SIZE_LIMIT["fact-dense"]
