"""Generator of the frozen summary evaluation sets `bench/data/summary/summary_{test,dev}.jsonl` from the
hand-written `bench/data/summary/sources.json`: chatty conversations of 42-60 alternating messages with
planted facts and updates in the part that folds, plus small-talk conversations with no fact at all.

    python -m bench.build_sets.summary_sets      # byte-identical for the same seeds

Each item: {"id", "set", "kind": "facts"|"smalltalk", "topic", "messages": [{"role", "text"}],
"fold_end": n - 4 (messages a `--keep-last 2` fold covers), "facts": [{"id", "kind", "keys"}],
"updates": [{"id", "kind", "old", "new"}]}. A key counts when it appears as a whole word, any case.
In sources.json a fact is [kind, sentence, keys], an update [kind, early sentence, later sentence, old
keys, new keys]; names are already placeholders (`<PERSON_1>`), as the scrubber would have stored them.
"""

from __future__ import annotations

import json
import random
import re

from bench.lib import data

# hand-written, per set ("test", "dev"): the fact-carrying topics, small talk and an assistant's padding
SOURCES = data.load("summary/sources.json")
SCENARIOS = SOURCES["scenarios"]
USER_CHATTER = SOURCES["user_chatter"]
ASSISTANT_PADDING = SOURCES["assistant_padding"]
SMALL_TALK_USER = SOURCES["small_talk_user"]
SMALL_TALK_ASSISTANT = SOURCES["small_talk_assistant"]
DATA = data.path("summary")
SEEDS = {"test": 5150, "dev": 5151}
SMALL_TALK_COUNT = {"test": 4, "dev": 2}
KEEP_LAST_PAIRS = 2
FACT_FRAMES = {
    "test": ["Oh, and before I forget: {f}.", "One more thing, {f}.", "For the record, {f}.",
             "Also, so you know, {f}.", "Something I should have said earlier: {f}."],
    "dev": ["By the way, {f}.", "Just noting that {f}.", "Important: {f}."],
}  # fmt: skip
UPDATE_FRAMES = {
    "test": ["Quick correction to what I said before: {f}.", "Actually, change of plan: {f}.",
             "Update on that: {f}."],
    "dev": ["Scratch what I said earlier, {f}.", "New info: {f}."],
}  # fmt: skip


def has_key(text: str, key: str) -> bool:
    """Whole-word, case-insensitive: `key` not inside a longer word or number."""
    pattern = rf"(?<![\w<])(?<!\d[:.,]){re.escape(key)}(?![\w>])(?![:.,]\d)"
    return re.search(pattern, text, re.IGNORECASE) is not None


def _turns(rng: random.Random, pool: list[str], topic: str, k: int) -> str:
    return " ".join(s.format(topic=topic) for s in rng.sample(pool, k=k))


def _chatter(rng: random.Random, family: str, topic: str) -> str:
    pools = USER_CHATTER[family]
    pieces = []
    for _ in range(rng.randint(1, 2)):
        middle = rng.choice(pools["middle"]).format(topic=topic)
        pieces.append(f"{rng.choice(pools['open'])} {middle}. {rng.choice(pools['close'])}")
    return " ".join(pieces)


def _padding(rng: random.Random, family: str, topic: str, restate: str | None) -> str:
    pools = ASSISTANT_PADDING[family]
    parts = [rng.choice(pools["ack"])]
    if restate:
        parts.append(rng.choice(pools["restate"]).format(f=restate))
    parts += [b.format(topic=topic) for b in rng.sample(pools["body"], k=rng.randint(1, 2))]
    parts.append(rng.choice(pools["close"]))
    return " ".join(parts)


def _pool_text(family: str) -> str:
    pools = [*USER_CHATTER[family].values(), *ASSISTANT_PADDING[family].values()]
    return " ".join(line for pool in pools for line in pool)


def fact_conversation(family: str, scenario: dict, rng: random.Random) -> dict:
    n = 2 * rng.randint(21, 30)
    fold_end = n - 2 * KEEP_LAST_PAIRS
    folded_user_turns = fold_end // 2
    topic = scenario["topic"]
    facts, updates = scenario["facts"], scenario["updates"]
    # early update statements in the first third, later ones in the last third of the fold
    third = folded_user_turns // 3
    early = sorted(rng.sample(range(0, third), k=len(updates)))
    late = sorted(rng.sample(range(folded_user_turns - third, folded_user_turns), k=len(updates)))
    free = [t for t in range(folded_user_turns) if t not in early and t not in late]
    fact_turns = sorted(rng.sample(free, k=len(facts)))
    plan: dict[int, str] = {}
    restate: dict[int, str] = {}  # the assistant sometimes restates the fact it was just told
    for turn, (_, sentence, _keys) in zip(fact_turns, facts, strict=True):
        plan[turn] = rng.choice(FACT_FRAMES[family]).format(f=sentence)
        if rng.random() < 0.4:
            restate[turn] = sentence
    for turn, update in zip(early, updates, strict=True):
        plan[turn] = rng.choice(FACT_FRAMES[family]).format(f=update[1])
    for turn, update in zip(late, updates, strict=True):
        plan[turn] = rng.choice(UPDATE_FRAMES[family]).format(f=update[2])
    messages = []
    for turn in range(n // 2):
        parts = [_chatter(rng, family, topic)]
        if turn in plan:
            parts.insert(rng.randint(0, 1), plan[turn])
        messages.append({"role": "user", "text": " ".join(parts)})
        messages.append({"role": "assistant", "text": _padding(rng, family, topic, restate.get(turn))})
    folded = " ".join(m["text"] for m in messages[:fold_end])
    pool = _pool_text(family)
    for keys in [k for _, _, k in facts] + [u[3] + u[4] for u in updates]:
        assert not any(has_key(pool, k) for k in keys), (topic, keys)  # no key in the padding
    for _, _, keys in facts:
        assert all(has_key(folded, k) for k in keys), (topic, keys)
    for update in updates:
        holders = [m for m in messages if any(has_key(m["text"], k) for k in update[3])]
        assert len(holders) == 1, (topic, update[3])  # the old value only in its own statement
    return {
        "kind": "facts",
        "topic": topic,
        "messages": messages,
        "fold_end": fold_end,
        "facts": [{"id": f"f{i}", "kind": kind, "keys": keys} for i, (kind, _, keys) in enumerate(facts)],
        "updates": [{"id": f"u{i}", "kind": u[0], "old": u[3], "new": u[4]} for i, u in enumerate(updates)],
    }


def small_talk(family: str, rng: random.Random) -> dict:
    n = 2 * rng.randint(21, 30)
    messages = []
    for _ in range(n // 2):
        messages.append({"role": "user", "text": _turns(rng, SMALL_TALK_USER[family], "", rng.randint(1, 3))})
        messages.append({"role": "assistant", "text": _turns(rng, SMALL_TALK_ASSISTANT[family], "", 2)})
    return {
        "kind": "smalltalk",
        "topic": "small talk",
        "messages": messages,
        "fold_end": n - 2 * KEEP_LAST_PAIRS,
        "facts": [],
        "updates": [],
    }


def build(family: str) -> list[dict]:
    rng = random.Random(SEEDS[family])
    items = [fact_conversation(family, s, rng) for s in SCENARIOS[family]]
    items += [small_talk(family, rng) for _ in range(SMALL_TALK_COUNT[family])]
    return [{"id": f"sum-{family}-{i:02d}", "set": family, **item} for i, item in enumerate(items)]


def main() -> None:
    DATA.mkdir(parents=True, exist_ok=True)
    for family in ("test", "dev"):
        items = build(family)
        path = DATA / f"summary_{family}.jsonl"
        path.write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in items), encoding="utf-8")
        facts = sum(len(i["facts"]) for i in items)
        updates = sum(len(i["updates"]) for i in items)
        print(f"{family}: {len(items)} conversations, {facts} facts, {updates} updates")


if __name__ == "__main__":
    main()
