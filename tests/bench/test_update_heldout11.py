"""The update probe's eleventh held-out group has the counts it was written for, keys no fact shares with
an old value, keys that occur in the conversation, misses that stay unseen, and its style: most changes
are a short user reply right after an assistant turn that asked a question or restated the value. Only the
data is checked; no summary is written."""

from __future__ import annotations

from bench.summary_quality import baselines
from bench.summary_sets import has_key
from bench.update_heldout11 import HELD_OUT_11
from bench.update_probe import GROUPS, UNSEEN, as_item, conversation, score


def _messages(scenario: dict) -> list[tuple[int, str, str]]:
    """Each message as (fold number, role, text)."""
    return [
        (number, m["role"], m["content"][0]["text"])
        for number, fold in enumerate(conversation(scenario["folds"]))
        for m in fold
    ]


def test_held_out_11_is_a_group_whose_misses_stay_unseen():
    assert GROUPS["held-out-11"] is HELD_OUT_11 and "held-out-11" in UNSEEN


def test_held_out_11_has_the_counts_it_was_written_for():
    updates = [u for s in HELD_OUT_11 for u in s["updates"]]
    with_updates = [s for s in HELD_OUT_11 if s["updates"]]
    must_not_change = [s for s in HELD_OUT_11 if not s["updates"]]
    assert len(HELD_OUT_11) >= 48 and all(s["id"].startswith("h11-") for s in HELD_OUT_11)
    assert len(with_updates) >= 30 and len(updates) >= 32 and len(must_not_change) >= 18
    assert all(1 <= len(s["updates"]) <= 2 for s in with_updates)
    assert all(2 <= len(s["facts"]) <= 4 for s in HELD_OUT_11)


def test_held_out_11_changes_at_least_twelve_values_in_a_later_fold():
    later = 0
    for s in HELD_OUT_11:
        messages = _messages(s)
        for _, new in s["updates"]:
            said = [fold for fold, _, text in messages if any(has_key(text, key) for key in new)]
            later += max(said) > 0
    assert later >= 12


def test_held_out_11_old_values_are_named_by_no_fact_or_new_value():
    clashes = [
        (s["id"], old, key)
        for s in HELD_OUT_11
        for olds, news in s["updates"]
        for old in olds
        for key in [k for fact in s["facts"] for k in fact] + list(news)
        if has_key(key, old) or has_key(old, key)
    ]
    assert not clashes


def test_held_out_11_keys_occur_in_the_conversation():
    missing = [
        (s["id"], key)
        for s in HELD_OUT_11
        for keys in s["facts"] + [k for u in s["updates"] for k in u]
        for key in keys
        if not has_key("\n".join(text for _, _, text in _messages(s)), key)
    ]
    assert not missing


def test_held_out_11_keys_are_not_in_the_probes_stock_lines():
    from bench.update_probe import CHATTER, REPLY, SMALL_TALK

    stock = " ".join([*CHATTER, REPLY, SMALL_TALK])
    keys = [
        k for s in HELD_OUT_11 for keys in s["facts"] + [k for u in s["updates"] for k in u] for k in keys
    ]
    assert not [k for k in keys if has_key(stock, k)]


def test_held_out_11_copying_the_input_leaves_every_update_stale():
    items = [as_item(s) for s in HELD_OUT_11]
    copies = {key: copy["text"] for key, copy in baselines(items)["copy"].items()}
    result = score(items, copies)
    assert result["updates_current"]["ok"] == 0
    assert result["facts_kept"]["ok"] == result["facts_kept"]["n"]


def test_held_out_11_is_chat_in_folds_of_two_to_eight_messages():
    assert all(isinstance(said, dict) for s in HELD_OUT_11 for f in s["folds"] for said in f)
    sizes = [len(fold) for s in HELD_OUT_11 for fold in conversation(s["folds"])]
    assert sizes and all(2 <= n <= 8 for n in sizes), sorted(set(sizes))


def test_held_out_11_changes_come_in_replies_to_the_assistant():
    """An update is a reply when a short user turn (200 characters at most) follows an assistant turn that
    asked a question or named the old value, and the new value is in that reply or the answer to it."""

    def replied(messages: list[tuple[int, str, str]], old: list[str], new: list[str]) -> bool:
        texts = [text for _, _, text in messages]
        for i in range(1, len(messages)):
            _, role, text = messages[i]
            _, before_role, before = messages[i - 1]
            after = texts[i + 1] if i + 1 < len(texts) else ""
            asked = "?" in before or any(has_key(before, key) for key in old)
            if role == "user" and before_role == "assistant" and asked and len(text) <= 200:
                if any(has_key(text, key) or has_key(after, key) for key in new):
                    return True
        return False

    updates = [(s, old, new) for s in HELD_OUT_11 for old, new in s["updates"]]
    replies = [s["id"] for s, old, new in updates if replied(_messages(s), old, new)]
    assert len(replies) >= len(updates) * 3 // 4
