"""Summary quality and speed: conversations with planted facts, summarized by the default hybrid
summarizer with the bundled model; reports the share of facts kept and the time per summary.

    python -m bench.summary_quality [--conversations 6] [--messages 40] [--seed 5]

A planted fact is kept when its key (a number, date, name placeholder, or the one word that
carries it) appears in the summary text. Filler turns are chit-chat and acknowledgements.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time

from hushmem.models.build import model_settings
from hushmem.models.summarizer import HybridSummarizer
from hushmem.models.worker import ModelWorker

from bench.harness import print_pairs
from hushmem.core.config import load

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


def run(conversations: int, length: int, seed: int) -> dict:
    rng = random.Random(seed)
    config = load(environ={})
    worker = ModelWorker(model_settings(config), idle_exit=60)
    summarizer = HybridSummarizer(worker)
    cold = time.perf_counter()
    worker.call("count_tokens", texts=["warm up"])
    load_seconds = time.perf_counter() - cold
    kept = total = 0
    seconds, model_seconds, narratives, ratios = [], [], [], []
    for _ in range(conversations):
        messages, keys = conversation(rng, length)
        started = time.perf_counter()
        summary = summarizer.summarize(None, messages)
        seconds.append(time.perf_counter() - started)
        model_seconds.append(summary.model_seconds)
        narratives.append(summary.narrative)
        source = sum(len(m["content"][0]["text"]) for m in messages)
        ratios.append(len(summary.text) / source)
        kept += sum(1 for key in keys if key in summary.text)
        total += len(keys)
    worker.stop()
    return {
        "conversations": conversations,
        "messages_per_conversation": length,
        "facts_planted": total,
        "facts_kept": kept,
        "facts_kept_pct": round(100 * kept / total, 1),
        "seconds_per_summary_median": round(statistics.median(seconds), 2),
        "seconds_per_summary_max": round(max(seconds), 2),
        "model_seconds_median": round(statistics.median(model_seconds), 2),
        "model_load_seconds": round(load_seconds, 2),
        "summary_size_vs_input_pct": round(100 * statistics.median(ratios), 1),
        "narrative_examples": narratives[:3],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--conversations", type=int, default=6)
    parser.add_argument("--messages", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    report = run(args.conversations, args.messages, args.seed)
    print_pairs(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
