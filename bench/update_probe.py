"""A dev probe for current facts: our own conversations (none of the reserved topics, see
bench/data/RESERVED.md) built around the places an old value can survive an update, scored by
`summary_quality`'s rules (a fact kept when its keys appear; an update current when every new key
appears and no old key does outside "(was …)").

    python -m bench.update_probe [--model] [--show] [--beside COMMIT]
        [--group tuning|held-out|held-out-2|held-out-3|held-out-4|held-out-5|held-out-6|held-out-7
                 |held-out-8|held-out-9|held-out-10|held-out-11|held-out-12|tuning-groups|unseen|all]

In-process, no daemon: each conversation's folds go through the summarizer in turn (rolling), the rule
notes alone unless `--model` (the bundled model writes the account line, as the daemon's default).
`--beside COMMIT` also scores the rule notes of another commit (bench/rules_at.py), a before and after
in one run.
Thirteen groups: `tuning` (below, bench/update_tuning.py and the ninth round's bench/update_tuning9.py; free
to read and tune on), `held-out` (bench/update_heldout.py, written before the fifth round's logic
changes), `held-out-2` (bench/update_heldout2.py, written before the seventh round's, with conversations
where a later statement must change nothing; read while tuning by that round, so tuning material since
the eighth), `held-out-3` (bench/update_heldout3.py, written before the eighth round's; read while tuning
by the ninth round, so tuning material since), `held-out-4` (bench/update_heldout4.py, written by an
engineer who did not read the rules, committed before the ninth round's logic changes; read while tuning
by the ninth round, so tuning material since), `held-out-5` (bench/update_heldout5.py, written by a
second engineer who did not read the rules, committed before the ninth round's logic changes were
merged, mostly long chatty turns; its misses were read by the tenth round's lead to plan the round, so
tuning material since), `held-out-6` (bench/update_heldout6.py, written by an engineer who did not read
the rules, committed before the tenth round's logic changes were merged; typed as on a phone; never tuned
on then) and `held-out-7` (bench/update_heldout7.py, written by another engineer who did not read the rules,
committed before the tenth round's logic changes were merged, long chat with changes in later folds and
15 conversations that must change nothing); the eleventh round's lead printed held-out-6's and
held-out-7's misses to plan the round, so both are tuning material since. Of `held-out` only the
aggregates are printed, never its misses (so too of `held-out-8`,
bench/update_heldout8.py: voice-dictated chat, and `held-out-9`, bench/update_heldout9.py: planner-style
chat, each written by an engineer who did not read the rules before the eleventh round's logic changes
were merged, `held-out-10`, bench/update_heldout10.py: forwarded and pasted messages commented on,
written by an engineer who did not read the rules, committed after the eleventh round's landing, before
any later logic change; `held-out-11`, bench/update_heldout11.py: changes made in replies to the
assistant's questions, recaps and options, written by an engineer who did not read the rules, committed
before the twelfth round's logic changes were merged; and `held-out-12`, bench/update_heldout12.py:
changes from other people told second-hand, often with the reason first, written by an engineer who did
not read the rules, committed before the thirteenth round's logic changes; never tuned on); the others
print their misses and `--show` shows them. With no `--group` the groups that are tuning material run
(`tuning-groups`); `unseen` and `all` read the unseen ones, a read to log in bench/HISTORY.md. A fact is
damaged when its keys are still in the summary but no line states them all outside "(was …)" (a wrong
rewrite, not a fact dropped).
"""

from __future__ import annotations

import argparse
import contextlib
import sys

from bench.lib.harness import default_model_worker
from bench.rules_at import summaries_at
from bench.summary_quality import HISTORICAL, baselines, fact_kept, score_set, wire
from bench.summary_sets import has_key
from bench.update_heldout import HELD_OUT
from bench.update_heldout2 import HELD_OUT_2
from bench.update_heldout3 import HELD_OUT_3
from bench.update_heldout4 import HELD_OUT_4
from bench.update_heldout5 import HELD_OUT_5
from bench.update_heldout6 import HELD_OUT_6
from bench.update_heldout7 import HELD_OUT_7
from bench.update_heldout8 import HELD_OUT_8
from bench.update_heldout9 import HELD_OUT_9
from bench.update_heldout10 import HELD_OUT_10
from bench.update_heldout11 import HELD_OUT_11
from bench.update_heldout12 import HELD_OUT_12
from bench.update_tuning import TUNING
from bench.update_tuning9 import TUNING_9
from bench.update_tuning11 import TUNING_11

CHATTER = [
    "The printer at the library jammed twice today, what a morning.",
    "I'm typing this on the bus, so forgive the typos.",
]
SMALL_TALK = "Ha, that sounds like quite a day. Take your time, there is no rush here."
REPLY = "Noted. Tell me if anything else comes up and we will keep the plan tidy."

# each: folds of user statements (the assistant answers each with REPLY unless a pair is given);
# facts (keys that must survive) and updates (old keys, new keys)
SCENARIOS: list[dict] = [
    {  # the old value in another note: a task that names the date
        "id": "another-note-names-it",
        "folds": [
            [
                "The pottery exhibition opens on the 14th.",
                "I have to glaze the vases before the 14th.",
                "The gallery wants 6 pieces.",
                "Update: the exhibition now opens on the 21st.",
            ]
        ],
        "facts": [["6 pieces"], ["glaze"]],
        "updates": [(["14th"], ["21st"])],
    },
    {  # the same fact said twice in different words, so two notes hold the old value
        "id": "fact-said-twice",
        "folds": [
            [
                "Just so you know, the ferry leaves at 7:40.",
                "We booked cabin 12 for the crossing.",
                "Departure time for the ferry: 7:40, so we need to be up early.",
                "Change of plans, the ferry leaves at 8:15 now.",
            ]
        ],
        "facts": [["12"]],
        "updates": [(["7:40"], ["8:15"])],
    },
    {  # the update comes in a later fold; the first fold's account and notes are carried
        "id": "later-fold",
        "folds": [
            [
                "The sailing course runs for 5 days.",
                "Our instructor is <PERSON_1>.",
                "The course starts on 12 June.",
            ],
            ["The school moved the course to 19 June.", "I need to buy deck shoes."],
        ],
        "facts": [["<PERSON_1>"], ["5 days"], ["deck shoes"]],
        "updates": [(["12 June"], ["19 June"])],
    },
    {  # the assistant restates the old value beside a value of its own
        "id": "assistant-restates",
        "folds": [
            [
                (
                    "The club fee is 45 pounds a year.",
                    "OK, so 45 pounds for the club fee, and you need to pay 20 pounds for the kit.",
                ),
                "I want to join the Thursday group.",
                "The club fee went up to 50 pounds.",
            ]
        ],
        "facts": [["20 pounds"], ["Thursday"]],
        "updates": [(["45"], ["50"])],
    },
    {  # one value of a list replaced
        "id": "inside-a-list",
        "folds": [
            [
                "The reunion guests so far are <PERSON_1>, <PERSON_2> and <PERSON_3>.",
                "The reunion is on 8 August.",
                "<PERSON_2> can't come after all, <PERSON_4> is coming instead.",
            ]
        ],
        "facts": [["<PERSON_1>"], ["<PERSON_3>"], ["8 August"]],
        "updates": [(["<PERSON_2>"], ["<PERSON_4>"])],
    },
    {  # an abbreviated weekday names the old value
        "id": "weekday-abbreviated",
        "folds": [
            [
                "The glaze workshop is on Friday.",
                "The workshop costs 30 euros.",
                "Please move the workshop from Fri to Sat.",
            ]
        ],
        "facts": [["30 euros"]],
        "updates": [(["Friday"], ["Sat"])],
    },
    {  # thousands written another way
        "id": "thousands-written-another-way",
        "folds": [
            [
                "The rain barrel holds 5000 litres.",
                "The barrel cost 80 euros.",
                "Correction: it holds 6k litres, not 5k.",
            ]
        ],
        "facts": [["80 euros"]],
        "updates": [(["5000"], ["6k"])],
    },
    {  # a time said in words
        "id": "time-in-words",
        "folds": [
            [
                "Choir rehearsal starts at 3:30 on Sundays.",
                "The choir has 24 singers.",
                "Rehearsal starts at 4:15 instead of half past 3.",
            ]
        ],
        "facts": [["24 singers"]],
        "updates": [(["3:30"], ["4:15"])],
    },
    {  # a number word replaced by digits
        "id": "number-word",
        "folds": [
            [
                "We are ten people on the bike tour.",
                "The tour goes through <LOCATION_1>.",
                "Two dropped out, we are 8 people now.",
            ]
        ],
        "facts": [["<LOCATION_1>"]],
        "updates": [(["ten"], ["8"])],
    },
    {  # a currency sign against its code
        "id": "currency-sign-and-code",
        "folds": [
            [
                "The deposit for the allotment is €300.",
                "The plot is number 17.",
                "The deposit is 350 EUR now, not €300.",
            ]
        ],
        "facts": [["17"]],
        "updates": [(["300"], ["350"])],
    },
    {  # two values of one kind in one note; the update changes one
        "id": "two-dates-one-changed",
        "folds": [
            [
                "We fly out on 3 May and come back on 17 May.",
                "The hostel costs 25 euros a night.",
                "The flight back moved to 20 May.",
            ]
        ],
        "facts": [["3 May"], ["25 euros"]],
        "updates": [(["17 May"], ["20 May"])],
    },
    {  # the update is the fold's last message
        "id": "update-last-in-fold",
        "folds": [
            [
                "The podcast records on Tuesdays at 7pm.",
                "My co-host is <PERSON_1>.",
                "We need a new microphone.",
                ("Scratch that, we record on Wednesdays now.", None),
            ]
        ],
        "facts": [["<PERSON_1>"], ["microphone"]],
        "updates": [(["Tuesdays"], ["Wednesdays"])],
    },
    {  # a task naming the date in an earlier fold, the change in a later one
        "id": "task-then-later-update",
        "folds": [
            [
                "The board game night is on the 5th.",
                "I host it at my flat.",
                "I must buy snacks for the 5th.",
            ],
            ["Actually, game night moved to the 12th."],
        ],
        "facts": [["snacks"], ["flat"]],
        "updates": [(["5th"], ["12th"])],
    },
    {  # the old value named beside the new one, in a wording no pattern was written for
        "id": "old-named-beside-new",
        "folds": [
            [
                "The kayak club's open day is on the 9th.",
                "Entry is 5 euros.",
                "Instead of having it on the 9th we'll have it on the 16th.",
            ]
        ],
        "facts": [["5 euros"]],
        "updates": [(["9th"], ["16th"])],
    },
    {  # the value is a name the other notes repeat
        "id": "name-in-other-notes",
        "folds": [
            [
                "We keep the bees at Hillside farm.",
                "The honey goes to the Hillside farm shop.",
                "We moved the hives from Hillside to Brookmoor.",
            ]
        ],
        "facts": [["honey"]],
        "updates": [(["Hillside"], ["Brookmoor"])],
    },
]


def _turns(said, chatter: str, opening: str) -> list[dict]:
    """One statement's messages: a dict's turns as written; else a turn of small talk (said again and
    again, as chat is), the statement inside a chatter line, the reply after it (None: no reply)."""
    if isinstance(said, dict):
        return [wire(role, text) for role, text in said["turns"]]
    user, reply = said if isinstance(said, tuple) else (said, REPLY)
    out = [wire("user", opening), wire("assistant", SMALL_TALK), wire("user", f"{chatter} {user}")]
    return out + ([wire("assistant", reply)] if reply else [])


def conversation(folds: list[list]) -> list[list[dict]]:
    """Each fold's messages (the statements in turn, see `_turns`)."""
    out = []
    for number, fold in enumerate(folds):
        messages = []
        for index, said in enumerate(fold):
            chatter = CHATTER[(number + index) % len(CHATTER)]
            messages += _turns(said, chatter, CHATTER[(number + index + 1) % len(CHATTER)])
        out.append(messages)
    return out


def summarize(summarizer, scenario: dict) -> str:
    """The rolling summary after the scenario's last fold, shown beside its kept tail (unfolded), as
    the daemon's fold job does."""
    summary = None
    for messages in conversation(scenario["folds"]):
        summary = summarizer.summarize(summary, messages)
    tail = conversation([scenario.get("tail", [])])[0]
    if tail and summary is not None:
        summary = summarizer.current_with(summary, tail)
    return summary.text if summary else ""


def as_item(scenario: dict) -> dict:
    """A scenario in `summary_quality`'s item shape, so `score_set` scores it as it scores the sets."""
    folded = [m for messages in conversation(scenario["folds"]) for m in messages]
    tail = conversation([scenario.get("tail", [])])[0]
    return {
        "id": scenario["id"],
        "messages": [{"role": m["role"], "text": m["content"][0]["text"]} for m in folded + tail],
        "fold_end": len(folded),
        "facts": [{"keys": keys} for keys in scenario["facts"]],
        "updates": [{"old": old, "new": new} for old, new in scenario["updates"]],
    }


def score(items: list[dict], texts: dict[str, str]) -> dict:
    """`summary_quality.score_set`'s figures and the facts damaged, with the ids of the scenarios it
    missed a fact or update in or damaged a fact of."""
    result = score_set(items, {i["id"]: {"text": texts[i["id"]], "covered": i["fold_end"]} for i in items})
    hurt = {i["id"]: sum(damaged(texts[i["id"]], fact) for fact in i["facts"]) for i in items}
    result["damaged"] = sum(hurt.values())
    result["misses"] = [
        row["id"]
        for row in result.pop("per_item")
        if _short(row["facts"]) or _short(row["updates"]) or hurt[row["id"]]
    ]
    return result


def damaged(summary: str, fact: dict) -> bool:
    """Whether a fact kept by `summary_quality`'s rule (its keys anywhere) is no longer stated as
    current: no line of the summary has all its keys outside "(was …)"."""
    if not fact_kept(summary, fact):
        return False  # dropped, counted as a fact not kept
    lines = [HISTORICAL.sub(" ", line) for line in summary.splitlines()]
    return not any(all(has_key(line, key) for key in fact["keys"]) for line in lines)


def _short(fraction: str) -> bool:
    ok, n = fraction.split("/")
    return ok != n


GROUPS = {
    "tuning": SCENARIOS + TUNING + TUNING_9 + TUNING_11,
    "held-out": HELD_OUT,
    "held-out-2": HELD_OUT_2,
    "held-out-3": HELD_OUT_3,
    "held-out-4": HELD_OUT_4,
    "held-out-5": HELD_OUT_5,
    "held-out-6": HELD_OUT_6,
    "held-out-7": HELD_OUT_7,
    "held-out-8": HELD_OUT_8,
    "held-out-9": HELD_OUT_9,
    "held-out-10": HELD_OUT_10,
    "held-out-11": HELD_OUT_11,
    "held-out-12": HELD_OUT_12,
}
UNSEEN = {  # never tuned on: their misses stay unseen
    "held-out", "held-out-8", "held-out-9", "held-out-10", "held-out-11", "held-out-12",
}  # fmt: skip


def groups_named(name: str) -> list[str]:
    """The groups `--group NAME` runs: one, the tuning groups, the unseen ones, or all."""
    chosen = {
        "all": list(GROUPS),
        "both": list(GROUPS),
        "tuning-groups": [g for g in GROUPS if g not in UNSEEN],
        "unseen": [g for g in GROUPS if g in UNSEEN],
    }
    return chosen.get(name, [name])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", action="store_true", help="the bundled model writes the account line")
    parser.add_argument(  # the default reads no unseen group: reading one is a choice to log
        "--group", choices=[*GROUPS, "tuning-groups", "unseen", "all", "both"], default="tuning-groups"
    )  # both: all (older name)
    parser.add_argument("--show", action="store_true", help="print the tuning groups' summaries")
    parser.add_argument(
        "--beside", metavar="COMMIT", help="also score the rule notes of COMMIT (a before, in the same run)"
    )
    args = parser.parse_args(argv)
    if args.beside and args.model:
        parser.error("--beside compares rule notes only; drop --model")
    from hushmem.models.summarizer import HybridSummarizer, ModelFreeSummarizer

    groups = groups_named(args.group)
    with default_model_worker() if args.model else contextlib.nullcontext() as worker:
        summarizer = HybridSummarizer(worker) if worker else ModelFreeSummarizer()
        texts = {s["id"]: summarize(summarizer, s) for group in groups for s in GROUPS[group]}
    before = summaries_at(args.beside, groups) if args.beside else None
    writer = "model line" if args.model else "rule notes only"
    for group in groups:
        items = [as_item(s) for s in GROUPS[group]]
        copies = {key: copy["text"] for key, copy in baselines(items)["copy"].items()}
        # (label, figures, whether its misses print: this checkout's only, never an unseen group's)
        ours = group not in UNSEEN
        results = [
            (f"hushmem, {writer}", score(items, texts), ours),
            ("copy the input", score(items, copies), False),
        ]
        if before is not None:
            results.insert(0, (f"hushmem at {args.beside}, {writer}", score(items, before), False))
        for name, result, shown in results:
            f, u = result["facts_kept"], result["updates_current"]
            missed = f"; missed: {', '.join(result['misses']) or 'none'}" if shown else ""
            print(f"update probe, {group} ({name}): {len(items)} conversations; size median "
                  f"{result['size_pct_median']} %; facts kept {f['ok']}/{f['n']}, "
                  f"damaged {result['damaged']}, updates current {u['ok']}/{u['n']} "
                  f"[95 %: {u['lo95']:.0f}-{u['hi95']:.0f}]{missed}")  # fmt: skip
    for group in (g for g in groups if args.show and g not in UNSEEN):
        for scenario in GROUPS[group]:
            print(f"--- {scenario['id']}\n{texts[scenario['id']]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
