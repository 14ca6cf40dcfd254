"""The update probe's tenth held-out group has the counts it was written for, keys no fact shares with
an old value, and misses that stay unseen. Only the data is checked; no summary is written."""

from __future__ import annotations

from bench.summary_sets import has_key
from bench.update_heldout10 import HELD_OUT_10
from bench.update_probe import GROUPS, UNSEEN, conversation


def _texts(scenario: dict) -> list[str]:
    return [m["content"][0]["text"] for fold in conversation(scenario["folds"]) for m in fold]


def test_held_out_10_is_a_group_whose_misses_stay_unseen():
    assert GROUPS["held-out-10"] is HELD_OUT_10 and "held-out-10" in UNSEEN


def test_held_out_10_has_the_counts_it_was_written_for():
    updates = [u for s in HELD_OUT_10 for u in s["updates"]]
    in_later_fold = [u for s in HELD_OUT_10 if len(s["folds"]) > 1 for u in s["updates"]]
    must_not_change = [s for s in HELD_OUT_10 if not s["updates"]]
    assert len(HELD_OUT_10) >= 45
    assert len(updates) >= 28 and len(in_later_fold) >= 8 and len(must_not_change) >= 18


def test_held_out_10_old_values_are_named_by_no_fact_or_new_value():
    clashes = [
        (s["id"], old, key)
        for s in HELD_OUT_10
        for olds, news in s["updates"]
        for old in olds
        for key in [k for fact in s["facts"] for k in fact] + list(news)
        if has_key(key, old) or has_key(old, key)
    ]
    assert not clashes


def test_held_out_10_keys_are_not_in_the_probes_stock_lines():
    from bench.update_probe import CHATTER, REPLY, SMALL_TALK

    stock = " ".join([*CHATTER, REPLY, SMALL_TALK])
    keys = [
        k for s in HELD_OUT_10 for keys in s["facts"] + [k for u in s["updates"] for k in u] for k in keys
    ]
    assert not [k for k in keys if has_key(stock, k)]


def test_held_out_10_is_chat_in_folds_of_two_to_eight_messages():
    assert all(isinstance(said, dict) for s in HELD_OUT_10 for f in s["folds"] for said in f)
    sizes = [len(fold) for s in HELD_OUT_10 for fold in conversation(s["folds"])]
    assert sizes and all(2 <= n <= 8 for n in sizes), sorted(set(sizes))


def test_held_out_10_quotes_a_forwarded_message_in_every_conversation():
    quoting = [
        s["id"] for s in HELD_OUT_10 if any(t.startswith(">") or "\n>" in t or '"' in t for t in _texts(s))
    ]
    assert len(quoting) >= len(HELD_OUT_10) * 3 // 4
