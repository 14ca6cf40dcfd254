"""PII leak benchmark: plant generated PII in chat-like sentences, save them through a real daemon,
then search every byte under its data folder for each planted value; also measure how many
PII-free sentences the scrubber alters.

    python -m bench.pii_leak [--per-type 120] [--seed 7] [--json out.json]

A value leaks when it appears whole anywhere under the data folder, or when a distinctive token
of it (a word of 3+ characters with a letter, not a generic street word) survives in the stored
text of its own message. Values come from Faker in six locales; the scrubber uses no Faker data.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sqlite3
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from faker import Faker

from bench.harness import running_daemon

LOCALES = ["en_US", "en_GB", "de_DE", "fr_FR", "es_ES", "it_IT"]
TARGETS = {  # max leak % per type (issue #3)
    "EMAIL_ADDRESS": 0, "PHONE_NUMBER": 0, "CREDIT_CARD": 0, "IBAN_CODE": 0, "US_SSN": 0,
    "IP_ADDRESS": 0, "PERSON": 2, "LOCATION": 2, "STREET_ADDRESS": 2,
}  # fmt: skip
CLEAN_TARGET = 5.0

TEMPLATES = {
    "PERSON": [
        "Can you remind {v} about the meeting tomorrow?",
        "I had lunch with {v} yesterday and it went well.",
        "My name is {v}, nice to meet you.",
        "{v} will join the call a bit later.",
        "Please send the draft to {v} before Friday.",
        "Yesterday {v} told me the budget was approved.",
        "Do you think {v} would like the blue one?",
        "I'm meeting {v} for coffee at noon.",
    ],
    "LOCATION": [
        "I'm flying to {v} next week for work.",
        "We moved here from {v} last year.",
        "What's the weather usually like in {v} in spring?",
        "My sister lives in {v} now.",
        "The conference is in {v} this year.",
        "Any good restaurants near {v}?",
    ],
    "STREET_ADDRESS": [
        "Please ship it to {v}.",
        "My new address is {v}.",
        "I live at {v}, the blue door.",
        "Deliver the package to {v}, thanks.",
        "The office moved to {v} last month.",
    ],
    "EMAIL_ADDRESS": ["You can reach me at {v}.", "My email is {v}", "Send the invoice to {v} please."],
    "PHONE_NUMBER": [
        "Call me at {v}.",
        "My number is {v}",
        "Text {v} when you arrive.",
        "You can reach the front desk on {v}.",
    ],
    "CREDIT_CARD": ["Charge it to my card {v}.", "My card number is {v}", "Use {v} for the subscription."],
    "IBAN_CODE": ["Wire the money to {v}.", "My IBAN is {v}", "Refund to account {v}, please."],
    "US_SSN": ["My social security number is {v}.", "SSN: {v}", "For the tax form, my SSN is {v}."],
    "IP_ADDRESS": ["The server is at {v}.", "I can't ping {v} from home.", "Whitelist {v} on the firewall."],
}

CLEAN_SENTENCES = [
    "Can you help me plan a vegetarian dinner for six people?",
    "I prefer window seats and I don't like early flights.",
    "The deadline moved to next Thursday, so we have more time.",
    "Let's keep the budget under two thousand dollars.",
    "My favourite programming language is Python, but I use Rust at work.",
    "Remind me to water the plants every three days.",
    "I'm allergic to peanuts and shellfish.",
    "The meeting went well and the team agreed on the new design.",
    "Please summarize the last chapter in three bullet points.",
    "I need a gift idea for a ten year old who loves dinosaurs.",
    "How many grams of flour are in a cup?",
    "We decided to postpone the launch until the tests pass.",
    "What is the difference between a list and a tuple?",
    "I run five kilometres every morning before breakfast.",
    "The printer on the second floor is jammed again.",
    "Book a table for two at eight tonight, somewhere quiet.",
    "My daughter starts school in September.",
    "Convert 30 degrees Celsius to Fahrenheit.",
    "I want to learn to play the guitar this year.",
    "The invoice total was 1,250 euros including tax.",
    "Our sprint review is on Monday at 10 am.",
    "Can you explain how compound interest works?",
    "I'd like the report in a table with monthly totals.",
    "The cat knocked a glass off the table again.",
    "We need three more chairs for the workshop.",
    "I usually go to bed around eleven.",
    "Please translate 'good morning' into Spanish.",
    "The train was delayed by twenty minutes.",
    "I'm trying to cut down on sugar and coffee.",
    "Version 2.3 fixed the crash on startup.",
    "Turn the thermostat down to 19 degrees at night.",
    "The quarterly numbers look better than expected.",
    "I like mystery novels and long walks.",
    "Add milk, eggs and bread to the shopping list.",
    "My laptop battery only lasts about three hours now.",
    "We should review the contract before signing it.",
    "The kids want pancakes for breakfast on Sunday.",
    "Set an alarm for 6:45 tomorrow.",
    "I finished the first draft of the proposal.",
    "What's a good stretch for lower back pain?",
    "The recipe calls for two tablespoons of olive oil.",
    "I want to save ten percent of my salary each month.",
    "Please keep answers short and use plain language.",
    "The garden needs more sun than it gets.",
    "Our team has four engineers and one designer.",
    "I lost my umbrella on the bus this morning.",
    "Could you suggest a name for a small bakery?",
    "The movie starts at half past seven.",
    "I prefer tea over coffee in the afternoon.",
    "Schedule the backup to run every night at two.",
    "May I ask how the weekend went?",
    "Will the store be open on the holiday?",
    "Mark the task as done when you finish it.",
    "Grace period for the payment is ten days.",
    "Hope you feel better soon.",
    "Bill me at the end of the month instead.",
    "The river was high after the storm.",
    "Victory tastes better after a long season.",
    "Summer is my favourite time of year.",
    "Jordan shoes are on sale this week.",
    "Let's switch to Python for the build scripts.",
    "We migrated to Kubernetes last quarter.",
    "Order 100245 shipped on Tuesday.",
    "The error code was 4042 again.",
]

GENERIC_TOKENS = {
    "apt", "apt.", "suite", "flat", "studio", "unit", "room", "floor", "rue", "avenue", "via", "viale",
    "calle", "piazza", "boulevard", "place", "chemin", "impasse", "allée", "plaza", "paseo", "camino",
    "corso", "strada", "the", "and", "del", "della", "des", "les", "von", "van", "der", "street", "road",
}  # fmt: skip


@dataclass
class Planted:
    entity: str
    value: str
    text: str
    session: str


def generate(per_type: int, seed: int) -> list[Planted]:
    rng = random.Random(seed)
    fakers = {loc: Faker(loc) for loc in LOCALES}
    for i, faker in enumerate(fakers.values()):
        faker.seed_instance(seed + i)
    us = fakers["en_US"]
    makers = {
        "PERSON": lambda f: f"{f.first_name()} {f.last_name()}",
        "LOCATION": lambda f: f.city(),
        "STREET_ADDRESS": lambda f: f.street_address().replace("\n", ", ").strip(),
        "EMAIL_ADDRESS": lambda f: f.email(),
        "PHONE_NUMBER": lambda f: f.phone_number(),
        "CREDIT_CARD": lambda f: _group_card(us.credit_card_number(), rng),
        "IBAN_CODE": lambda f: _group_iban(f.iban(), rng),
        "US_SSN": lambda f: us.ssn(),
        "IP_ADDRESS": lambda f: us.ipv4() if rng.random() < 0.8 else us.ipv6(),
    }
    planted, seen = [], set()
    for entity, make in makers.items():
        count = 0
        while count < per_type:
            faker = fakers[rng.choice(LOCALES)]
            value = make(faker)
            if value in seen:
                continue
            seen.add(value)
            text = rng.choice(TEMPLATES[entity]).format(v=value)
            planted.append(Planted(entity, value, text, f"{entity.lower()}-{count}"))
            count += 1
    return planted


def _group_card(number: str, rng: random.Random) -> str:
    style = rng.choice(["plain", "spaces", "dashes"])
    if style == "plain":
        return number
    groups = [number[i : i + 4] for i in range(0, len(number), 4)]
    return (" " if style == "spaces" else "-").join(groups)


def _group_iban(iban: str, rng: random.Random) -> str:
    return iban if rng.random() < 0.5 else " ".join(iban[i : i + 4] for i in range(0, len(iban), 4))


def distinctive_tokens(value: str, template: str) -> list[str]:
    words = re.findall(r"[\w@.'-]+", value)
    template_words = set(re.findall(r"\w+", template.lower()))
    return [
        w.strip(".,'-")
        for w in words
        if len(w.strip(".,'-")) >= 3
        and re.search(r"[^\W\d_]", w)
        and w.lower().strip(".,") not in GENERIC_TOKENS
        and w.lower() not in template_words
    ]


def stored_texts(database: Path) -> dict[str, str]:
    with sqlite3.connect(database) as conn:
        rows = conn.execute("SELECT session_id, content FROM messages").fetchall()
    return {session: " ".join(p.get("text", "") for p in json.loads(content)) for session, content in rows}


def run(per_type: int, seed: int) -> dict:
    planted = generate(per_type, seed)
    clean = CLEAN_SENTENCES
    with running_daemon() as daemon:
        with daemon.client() as client:
            started = time.monotonic()
            for item in planted:
                client.save("bench", item.session, "a", [{"role": "user", "content": item.text}])
            for i, sentence in enumerate(clean):
                client.save("bench", f"clean-{i}", "a", [{"role": "user", "content": sentence}])
            seconds = time.monotonic() - started
        daemon.stop()
        data = b"".join(p.read_bytes() for p in daemon.data_dir.rglob("*") if p.is_file())
        stored = stored_texts(daemon.data_dir / "hushmem.db")
    leaks: dict[str, list[str]] = {entity: [] for entity in TEMPLATES}
    for item in planted:
        text = stored.get(item.session, "")
        whole = item.value.encode() in data
        partial = [
            t for t in distinctive_tokens(item.value, item.text) if re.search(rf"\b{re.escape(t)}\b", text)
        ]
        if whole or partial:
            leaks[item.entity].append(f"{item.value!r} -> {text!r}")
    altered = [
        (s, stored.get(f"clean-{i}", "")) for i, s in enumerate(clean) if stored.get(f"clean-{i}") != s
    ]
    rows = []
    for entity, leaked in leaks.items():
        total = sum(1 for p in planted if p.entity == entity)
        rows.append({
            "type": entity, "planted": total, "leaked": len(leaked),
            "leak_pct": round(100 * len(leaked) / total, 1), "target_pct": TARGETS[entity],
            "examples": leaked,
        })  # fmt: skip
    return {
        "rows": rows,
        "clean": {
            "sentences": len(clean),
            "altered": len(altered),
            "altered_pct": round(100 * len(altered) / len(clean), 1),
            "target_pct": CLEAN_TARGET,
            "examples": altered,
        },  # fmt: skip
        "messages": len(planted) + len(clean),
        "seconds": round(seconds, 1),
    }


def _line(name: str, total: int, bad: int, pct: float, target: float) -> str:
    mark = "" if pct <= target else "  MISSED"
    return f"{name:<16}{total:>8}{bad:>8}{pct:>8}{target:>7}%{mark}"


def print_table(report: dict) -> None:
    print(f"{'type':<16}{'planted':>8}{'leaked':>8}{'leak %':>8}{'target':>8}")
    for row in report["rows"]:
        print(_line(row["type"], row["planted"], row["leaked"], row["leak_pct"], row["target_pct"]))
    c = report["clean"]
    print(_line("clean altered", c["sentences"], c["altered"], c["altered_pct"], c["target_pct"]))
    print(f"{report['messages']} messages through the daemon in {report['seconds']} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--per-type", type=int, default=120)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--json", type=Path, help="also write the report here")
    parser.add_argument("--show", action="store_true", help="print leaked and altered examples")
    args = parser.parse_args(argv)
    report = run(args.per_type, args.seed)
    print_table(report)
    if args.show:
        for row in report["rows"]:
            for example in row["examples"]:
                print(f"  {row['type']}: {example}")
        for original, stored in report["clean"]["examples"]:
            print(f"  clean: {original!r} -> {stored!r}")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
