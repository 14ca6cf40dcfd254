"""The update probe's twelfth held-out group has the counts it was written for, keys no fact shares with
an old value, keys its conversations state, changes told second-hand, and misses that stay unseen. Only the
data is checked; no summary is written."""

from __future__ import annotations

import re

from bench.summary_sets import has_key
from bench.update_heldout12 import HELD_OUT_12
from bench.update_probe import GROUPS, UNSEEN, conversation

# a user turn that relays someone else: a placeholder name, or a call, text, letter or word from someone
SECOND_HAND = re.compile(
    r"<PERSON_\d+>|\b(rang|rung|phoned|called|texted|text|emailed|email|messaged|message|letter|says|said"
    r"|told|reckons|heard|posted|sent)\b",
    re.IGNORECASE,
)


def _texts(scenario: dict) -> list[str]:
    return [m["content"][0]["text"] for fold in conversation(scenario["folds"]) for m in fold]


def _user_turns(scenario: dict) -> list[str]:
    return [
        m["content"][0]["text"]
        for fold in conversation(scenario["folds"])
        for m in fold
        if m["role"] == "user"
    ]


def _keys(scenario: dict) -> list[str]:
    return [k for fact in scenario["facts"] for k in fact] + [
        k for olds, news in scenario["updates"] for k in [*olds, *news]
    ]


def test_held_out_12_is_a_group_whose_misses_stay_unseen():
    assert GROUPS["held-out-12"] is HELD_OUT_12 and "held-out-12" in UNSEEN


def test_held_out_12_has_the_counts_it_was_written_for():
    updates = [u for s in HELD_OUT_12 for u in s["updates"]]
    in_later_fold = [u for s in HELD_OUT_12 if len(s["folds"]) > 1 for u in s["updates"]]
    must_not_change = [s for s in HELD_OUT_12 if not s["updates"]]
    assert len(HELD_OUT_12) >= 45 and len({s["id"] for s in HELD_OUT_12}) == len(HELD_OUT_12)
    assert all(s["id"].startswith("h12-") for s in HELD_OUT_12)
    assert len(updates) >= 32 and len(in_later_fold) >= 12 and len(must_not_change) >= 18
    assert all(2 <= len(s["facts"]) <= 4 for s in HELD_OUT_12)


def test_held_out_12_old_values_are_named_by_no_fact_or_new_value():
    clashes = [
        (s["id"], old, key)
        for s in HELD_OUT_12
        for olds, news in s["updates"]
        for old in olds
        for key in [k for fact in s["facts"] for k in fact] + list(news)
        if has_key(key, old) or has_key(old, key)
    ]
    assert not clashes


def test_held_out_12_keys_are_in_the_conversation():
    missing = [(s["id"], k) for s in HELD_OUT_12 for k in _keys(s) if not has_key(" ".join(_texts(s)), k)]
    assert not missing


def test_held_out_12_keys_are_not_in_the_probes_stock_lines():
    from bench.update_probe import CHATTER, REPLY, SMALL_TALK

    stock = " ".join([*CHATTER, REPLY, SMALL_TALK])
    assert not [k for s in HELD_OUT_12 for k in _keys(s) if has_key(stock, k)]


def test_held_out_12_is_chat_in_folds_of_two_to_eight_messages():
    assert all(isinstance(said, dict) for s in HELD_OUT_12 for f in s["folds"] for said in f)
    sizes = [len(fold) for s in HELD_OUT_12 for fold in conversation(s["folds"])]
    assert sizes and all(2 <= n <= 8 for n in sizes), sorted(set(sizes))


def test_held_out_12_changes_are_told_second_hand():
    """Most updates' new values are said in a user turn that relays someone else, or right after one (the
    news in one turn, the value in the next)."""
    told = 0
    updates = [(s, news) for s in HELD_OUT_12 for _, news in s["updates"]]
    for scenario, news in updates:
        turns = _user_turns(scenario)
        told += any(
            all(has_key(turn, k) for k in news)
            and (SECOND_HAND.search(turn) or (i and SECOND_HAND.search(turns[i - 1])))
            for i, turn in enumerate(turns)
        )
    assert told >= len(updates) * 3 // 4
