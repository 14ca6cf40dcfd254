"""The update probe's groups are well formed: every scenario in the shape `bench.update_probe` builds and
scores, keys that can be scored (present in the conversation, old and new values that cannot stand for
each other), and the two groups written this round the sizes they were written for, their misses unseen.
Only the data is checked here; no summary is written and no item is printed."""

from __future__ import annotations

import pytest

from bench.summary_sets import has_key
from bench.update_heldout6 import HELD_OUT_6
from bench.update_heldout7 import HELD_OUT_7
from bench.update_probe import GROUPS, UNSEEN, as_item, conversation

SCENARIOS = [(group, s) for group in sorted(GROUPS) for s in GROUPS[group]]


def _key_lists(scenario: dict) -> list[list[str]]:
    """Each fact's keys, then each update's old keys and new keys."""
    return list(scenario["facts"]) + [list(k) for old, new in scenario["updates"] for k in (old, new)]


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_every_scenario_has_the_shape_the_probe_scores(group):
    for scenario in GROUPS[group]:
        assert isinstance(scenario["id"], str) and scenario["folds"], scenario.get("id")
        assert all(isinstance(fold, list) and fold for fold in scenario["folds"]), scenario["id"]
        assert all(len(pair) == 2 for pair in scenario["updates"]), scenario["id"]
        keys = _key_lists(scenario)
        assert all(all(isinstance(key, str) and key for key in k) for k in keys), scenario["id"]
    assert len({s["id"] for s in GROUPS[group]}) == len(GROUPS[group])


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_every_key_occurs_in_its_conversation(group):
    missing = []
    for scenario in GROUPS[group]:
        text = "\n".join(m["text"] for m in as_item(scenario)["messages"])
        missing += [
            (scenario["id"], k) for keys in _key_lists(scenario) for k in keys if not has_key(text, k)
        ]
    assert not missing


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_old_and_new_values_cannot_stand_for_each_other(group):
    overlapping = [
        (s["id"], o, n)
        for s in GROUPS[group]
        for old, new in s["updates"]
        for o in old
        for n in new
        if has_key(o, n) or has_key(n, o)
    ]
    assert not overlapping


def test_the_groups_never_tuned_on_keep_their_misses_unseen():
    assert GROUPS["held-out-6"] is HELD_OUT_6 and GROUPS["held-out-7"] is HELD_OUT_7
    assert {"held-out", "held-out-8", "held-out-9"} <= UNSEEN
    assert not {"held-out-6", "held-out-7"} & UNSEEN  # read by the eleventh round's lead: tuning material


def test_held_out_6_has_the_counts_it_was_written_for():
    updates = [u for s in HELD_OUT_6 for u in s["updates"]]
    in_later_fold = [u for s in HELD_OUT_6 if len(s["folds"]) > 1 for u in s["updates"]]
    must_not_change = [s for s in HELD_OUT_6 if not s["updates"]]
    assert len(HELD_OUT_6) >= 45
    assert len(updates) >= 28 and len(in_later_fold) >= 8 and len(must_not_change) >= 18
    assert all(not any(has_key(key, old) for fact in s["facts"] for key in fact)
               for s in HELD_OUT_6 for olds, _ in s["updates"] for old in olds)  # fmt: skip


def _fold_texts(scenario: dict) -> list[list[str]]:
    return [[m["content"][0]["text"] for m in fold] for fold in conversation(scenario["folds"])]


def _first_fold_naming(folds: list[list[str]], keys: list[str]) -> int:
    return next(i for i, fold in enumerate(folds) if any(has_key(t, k) for t in fold for k in keys))


def test_held_out_7_has_the_counts_and_long_folds_it_was_written_for():
    updates = [u for s in HELD_OUT_7 for u in s["updates"]]
    unchanged = [s for s in HELD_OUT_7 if not s["updates"]]
    later = [
        new for s in HELD_OUT_7 for _, new in s["updates"] if _first_fold_naming(_fold_texts(s), new) > 0
    ]
    assert len(HELD_OUT_7) >= 36 and len(updates) >= 24 and len(unchanged) >= 14 and len(later) >= 8
    sizes = [len(fold) for s in HELD_OUT_7 for fold in _fold_texts(s)]
    assert all(6 <= n <= 12 for n in sizes), sorted(set(sizes))
