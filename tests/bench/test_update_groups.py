"""The update probe's groups are well formed: every scenario in the shape `bench.update_probe` builds and
scores, and the held-out groups written for it hold keys that can be scored (present in the conversation,
old and new values distinct), so a score on them means what it says."""

from __future__ import annotations

import pytest

from bench.summary_sets import has_key
from bench.update_heldout6 import HELD_OUT_6
from bench.update_probe import GROUPS, UNSEEN, as_item


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


def test_held_out_6_is_among_the_groups_whose_misses_stay_unseen():
    assert GROUPS["held-out-6"] is HELD_OUT_6 and "held-out-6" in UNSEEN


def test_held_out_6_has_the_counts_it_was_written_for():
    ids = [s["id"] for s in HELD_OUT_6]
    updates = [u for s in HELD_OUT_6 for u in s["updates"]]
    in_later_fold = [u for s in HELD_OUT_6 if len(s["folds"]) > 1 for u in s["updates"]]
    must_not_change = [s for s in HELD_OUT_6 if not s["updates"]]
    assert len(set(ids)) == len(ids) >= 45
    assert len(updates) >= 28 and len(in_later_fold) >= 8 and len(must_not_change) >= 18


@pytest.mark.parametrize("scenario", HELD_OUT_6, ids=lambda s: s["id"])
def test_held_out_6_keys_occur_in_their_conversation(scenario):
    text = "\n".join(m["text"] for m in as_item(scenario)["messages"])
    missing = [key for keys in _key_lists(scenario) for key in keys if not has_key(text, key)]
    assert all(_key_lists(scenario)) and not missing


@pytest.mark.parametrize("scenario", [s for s in HELD_OUT_6 if s["updates"]], ids=lambda s: s["id"])
def test_held_out_6_old_and_new_values_do_not_contain_each_other(scenario):
    for old, new in scenario["updates"]:
        for before in old:
            for after in new:
                assert before.lower() not in after.lower() and after.lower() not in before.lower()
            assert not any(has_key(key, before) for fact in scenario["facts"] for key in fact)
