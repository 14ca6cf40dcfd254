"""A synthetic conversation of short turns with planted fact keys, for the speed and memory benches
(`bench.perf.resources`) and the model's chunking test; not a quality measure (see bench.quality.summary)."""

from __future__ import annotations

import random

from bench.lib import data

_DATA = data.load("speed/conversation.json")
FACTS = [(fact["text"], fact["key"]) for fact in _DATA["facts"]]  # (what the user says, what must survive)
FILLER_USER = _DATA["filler_user"]
FILLER_ASSISTANT = _DATA["filler_assistant"]


def conversation(rng: random.Random, length: int) -> tuple[list[dict], list[str]]:
    """`length` alternating messages with about a quarter of the user turns carrying a fact."""
    facts = rng.sample(FACTS, k=max(1, length // 5))
    user_turns = length // 2
    slots = sorted(rng.sample(range(user_turns), k=len(facts)))
    messages, keys = [], []
    fact_iter = iter(facts)
    for turn in range(user_turns):
        if turn in slots:
            sentence, key = next(fact_iter)
            keys.append(key)
        else:
            sentence = rng.choice(FILLER_USER)
        messages.append({"role": "user", "content": [{"text": sentence}]})
        messages.append({"role": "assistant", "content": [{"text": rng.choice(FILLER_ASSISTANT)}]})
    return messages, keys
