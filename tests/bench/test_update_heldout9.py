"""The update probe's ninth held-out group has the counts it was written for, keeps its misses unseen, and
never names an old value as current once the new one is said. Only the data is checked; no summary is
written and no item is printed."""

from __future__ import annotations

from bench.summary_sets import has_key
from bench.update_heldout9 import HELD_OUT_9
from bench.update_probe import GROUPS, UNSEEN, conversation


def _messages(scenario: dict) -> list[str]:
    return [m["content"][0]["text"] for fold in conversation(scenario["folds"]) for m in fold]


def test_held_out_9_is_probed_with_its_misses_unseen():
    assert GROUPS["held-out-9"] is HELD_OUT_9 and "held-out-9" in UNSEEN


def test_held_out_9_has_the_counts_it_was_written_for():
    updates = [u for s in HELD_OUT_9 for u in s["updates"]]
    in_later_fold = [u for s in HELD_OUT_9 if len(s["folds"]) > 1 for u in s["updates"]]
    must_not_change = [s for s in HELD_OUT_9 if not s["updates"]]
    assert len(HELD_OUT_9) >= 45
    assert len(updates) >= 28 and len(in_later_fold) >= 8 and len(must_not_change) >= 18
    sizes = [len(fold) for s in HELD_OUT_9 for fold in conversation(s["folds"])]
    assert all(4 <= n <= 10 for n in sizes), sorted(set(sizes))


def test_held_out_9_facts_never_hold_an_old_value():
    assert not [
        (s["id"], key, old)
        for s in HELD_OUT_9
        for olds, _ in s["updates"]
        for old in olds
        for fact in s["facts"]
        for key in fact
        if has_key(key, old) or has_key(old, key)
    ]


def test_held_out_9_names_an_old_value_after_the_new_one_only_beside_it():
    stale = []
    for scenario in HELD_OUT_9:
        messages = _messages(scenario)
        for olds, news in scenario["updates"]:
            first = next(i for i, m in enumerate(messages) if any(has_key(m, k) for k in news))
            stale += [
                (scenario["id"], old, text[:60])
                for text in messages[first:]
                for old in olds
                if has_key(text, old) and not any(has_key(text, k) for k in news)
            ]
    assert not stale
