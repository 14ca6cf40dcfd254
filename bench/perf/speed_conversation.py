"""A synthetic conversation of short turns with planted fact keys, for the speed and memory benches
(`bench.perf.resources`) and the model's chunking test; not a quality measure (see bench.summary_quality)."""

from __future__ import annotations

import random

# (sentence the user says, key that must survive)
FACTS = [
    ("My flight to <LOCATION_1> leaves on March 14 at 7:40.", "March 14"),
    ("The total budget for the offsite is 2,400 euros.", "2,400"),
    ("I'm allergic to peanuts, so no satay please.", "peanuts"),
    ("We decided to go with PostgreSQL instead of MySQL.", "PostgreSQL"),
    ("Please remind me to call <PERSON_1> on Friday about the contract.", "<PERSON_1>"),
    ("I prefer aisle seats on long flights.", "aisle"),
    ("The report is due on the 30th of June.", "30th of June"),
    ("My daughter's birthday is on October 3.", "October 3"),
    ("We agreed that the release freeze starts next Monday.", "release freeze"),
    ("I can't do meetings before 10 am.", "10 am"),
    ("Our team has 7 engineers and 2 designers.", "7 engineers"),
    ("I'd like the invoices sent to <EMAIL_ADDRESS_1> from now on.", "<EMAIL_ADDRESS_1>"),
    ("The wifi password for the cabin is on the fridge, and checkout is at 11.", "checkout"),
    ("I'm vegetarian but I eat fish occasionally.", "vegetarian"),
    ("Let's schedule the dentist appointment for Tuesday at 3 pm.", "dentist"),
    ("The car needs its service at 60,000 km.", "60,000"),
    ("<PERSON_2> will take over the project while I'm on leave.", "<PERSON_2>"),
    ("My rent went up to 1,150 a month.", "1,150"),
    ("I never want notifications after 9 pm.", "9 pm"),
    ("We chose the blue logo, version three.", "blue logo"),
    ("The kids' school starts on September 4.", "September 4"),
    ("My goal is to run a half marathon in under 2 hours.", "half marathon"),
    ("Order number 48213 still hasn't arrived.", "48213"),
    ("I need the slides in 16:9, not 4:3.", "16:9"),
]
FILLER_USER = [
    "Hmm, let me think about that.",
    "That sounds nice.",
    "Okay, what else?",
    "Can you say that more simply?",
    "Interesting, tell me more.",
    "Sure, go ahead.",
    "Not sure yet, maybe.",
    "Thanks, that helps.",
]
FILLER_ASSISTANT = [
    "Got it, I'll keep that in mind.",
    "Sure, here is a short overview of the options.",
    "Good question; there are a few ways to look at it.",
    "Understood.",
    "Happy to help with that.",
    "Let me know if you want more detail.",
    "That makes sense.",
    "Noted, thanks for telling me.",
]


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
