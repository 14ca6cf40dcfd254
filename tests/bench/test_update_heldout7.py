"""The update probe's seventh held-out group is well formed: its promised sizes, every key in its own
conversation, old and new keys that cannot stand for each other, and its misses kept unseen. Only the
data is checked here; no summary is written and no item is printed."""

from __future__ import annotations

from bench.summary_sets import has_key
from bench.update_heldout7 import HELD_OUT_7
from bench.update_probe import GROUPS, UNSEEN, conversation


def _fold_texts(scenario: dict) -> list[list[str]]:
    return [[m["content"][0]["text"] for m in fold] for fold in conversation(scenario["folds"])]


def _first_fold_naming(folds: list[list[str]], keys: list[str]) -> int:
    return next(i for i, fold in enumerate(folds) if any(has_key(t, k) for t in fold for k in keys))


def test_held_out_7_is_a_group_whose_misses_stay_unseen():
    assert GROUPS["held-out-7"] is HELD_OUT_7
    assert "held-out-7" in UNSEEN


def test_held_out_7_has_the_promised_sizes():
    updates = [u for s in HELD_OUT_7 for u in s["updates"]]
    unchanged = [s for s in HELD_OUT_7 if not s["updates"]]
    later = [
        new for s in HELD_OUT_7 for _, new in s["updates"] if _first_fold_naming(_fold_texts(s), new) > 0
    ]
    assert len(HELD_OUT_7) >= 36 and len(updates) >= 24 and len(unchanged) >= 14 and len(later) >= 8
    assert len({s["id"] for s in HELD_OUT_7}) == len(HELD_OUT_7)


def test_held_out_7_folds_are_long_chat():
    sizes = [len(fold) for s in HELD_OUT_7 for fold in _fold_texts(s)]
    assert all(6 <= n <= 12 for n in sizes), sorted(set(sizes))


def test_every_key_of_held_out_7_occurs_in_its_conversation():
    missing = [
        (s["id"], key)
        for s in HELD_OUT_7
        for key in [k for fact in s["facts"] for k in fact]
        + [k for old, new in s["updates"] for k in old + new]
        if not has_key("\n".join(t for fold in _fold_texts(s) for t in fold), key)
    ]
    assert not missing


def test_held_out_7_old_and_new_keys_cannot_match_each_other():
    overlapping = [
        (s["id"], o, n)
        for s in HELD_OUT_7
        for old, new in s["updates"]
        for o in old
        for n in new
        if has_key(o, n) or has_key(n, o)
    ]
    assert not overlapping
