"""The update probe's eighth held-out group has the counts it was written for, keys no fact shares with
an old value, and misses that stay unseen. Only the data is checked; no summary is written."""

from __future__ import annotations

from bench.summary_sets import has_key
from bench.update_heldout8 import HELD_OUT_8
from bench.update_probe import GROUPS, UNSEEN, as_item


def test_held_out_8_is_a_group_whose_misses_stay_unseen():
    assert GROUPS["held-out-8"] is HELD_OUT_8 and "held-out-8" in UNSEEN


def test_held_out_8_has_the_counts_it_was_written_for():
    updates = [u for s in HELD_OUT_8 for u in s["updates"]]
    in_later_fold = [u for s in HELD_OUT_8 if len(s["folds"]) > 1 for u in s["updates"]]
    must_not_change = [s for s in HELD_OUT_8 if not s["updates"]]
    assert len(HELD_OUT_8) >= 45
    assert len(updates) >= 28 and len(in_later_fold) >= 8 and len(must_not_change) >= 18


def test_held_out_8_old_values_are_named_by_no_fact_or_new_value():
    clashes = [
        (s["id"], old, key)
        for s in HELD_OUT_8
        for olds, news in s["updates"]
        for old in olds
        for key in [k for fact in s["facts"] for k in fact] + list(news)
        if has_key(key, old) or has_key(old, key)
    ]
    assert not clashes


def test_held_out_8_keys_are_not_in_the_probes_stock_lines():
    from bench.update_probe import CHATTER, REPLY, SMALL_TALK

    stock = " ".join([*CHATTER, REPLY, SMALL_TALK])
    keys = [k for s in HELD_OUT_8 for keys in s["facts"] + [k for u in s["updates"] for k in u] for k in keys]
    assert not [k for k in keys if has_key(stock, k)]


def test_held_out_8_is_dictated_chat_in_folds_of_two_to_eight_messages():
    sizes = [len(fold["turns"]) for s in HELD_OUT_8 for f in s["folds"] for fold in f]
    assert all(isinstance(said, dict) for s in HELD_OUT_8 for f in s["folds"] for said in f)
    assert sizes and all(n == 2 for n in sizes)
    folds = [len(f) * 2 for s in HELD_OUT_8 for f in s["folds"]]
    assert all(2 <= n <= 8 for n in folds), sorted(set(folds))
    assert all(as_item(s)["fold_end"] == len(as_item(s)["messages"]) for s in HELD_OUT_8)
