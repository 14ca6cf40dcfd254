"""The update probe's tuning cases of the ninth round: the classes its review of the frozen test set's shape
suggested (an update said in a frame a template may use: "we changed the X to Y", "could you note that
…?", "looks like … after all", a correction naming an old name alone, a clause saying why before the
change, an assistant restating the old value beside a value of its own, across rolling folds) and the
wrong rewrites met on the way (a newcomer doing another thing, a narrower subject, a percentage beside a
head count, things moved on a date of the same month, a person moving house). Our own topics and
wordings, none of bench/data/RESERVED.md's; free to read and tune on. Written as bench/update_probe.py's.
"""

from __future__ import annotations

TUNING_9: list[dict] = [
    # ================================================================ updates
    {
        "id": "t9-changed-the-thing-to",
        "folds": [
            [
                "The dinghy hire is 30 pounds a day.",
                "The sailing club has 14 boats.",
                "Update: we changed the dinghy hire to 35 pounds a day.",
            ]
        ],
        "facts": [["14 boats"]],
        "updates": [(["30"], ["35"])],
    },
    {
        "id": "t9-correction-old-name-alone",
        "folds": [
            [
                "We'll call the rowing boat Heron.",
                "The boat is 4 metres long.",
                "Correction: the boat's name is Kestrel, not Heron.",
            ]
        ],
        "facts": [["4 metres"]],
        "updates": [(["Heron"], ["Kestrel"])],
    },
    {
        "id": "t9-noun-of-the-verb",
        "folds": [
            [
                "We gather at <LOCATION_1> before the hike.",
                "The hike is 14 km.",
                "Actually, the gathering point is now <LOCATION_2>.",
            ]
        ],
        "facts": [["14 km"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_2>"])],
    },
    {
        "id": "t9-asked-to-note",
        "folds": [
            [
                "The yoga class costs 9 euros.",
                "Classes are on Wednesdays.",
                "Could you note that the yoga class is now 11 euros?",
            ]
        ],
        "facts": [["Wednesdays"]],
        "updates": [(["9"], ["11"])],
    },
    {
        "id": "t9-asked-to-update",
        "folds": [
            [
                "The language course fee is 220 euros.",
                "The course has 12 lessons.",
                "Can you update the course fee to 260 euros?",
            ]
        ],
        "facts": [["12 lessons"]],
        "updates": [(["220"], ["260"])],
    },
    {
        "id": "t9-hedged-after-all",
        "folds": [
            [
                "The choir concert is in <LOCATION_1>.",
                "Tickets are 8 euros.",
                "I'd like a seat near the front.",
            ],
            ["Looks like the concert venue will be <LOCATION_3> after all."],
        ],
        "facts": [["8 euros"], ["front"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_3>"])],
    },
    {
        "id": "t9-reason-then-change-later-fold",
        "folds": [
            ["The kayak trip is on 14 June.", "We rent 3 kayaks."],
            ["The river is too high, so the club pushed the trip back to 21 June."],
        ],
        "facts": [["3 kayaks"]],
        "updates": [(["14 June"], ["21 June"])],
    },
    {
        "id": "t9-messenger-then-change",
        "folds": [
            [
                "The bike service is on the 6th.",
                "The mechanic charges 85 pounds.",
                {
                    "turns": [
                        ("user", "The shop phoned, the service got moved to the 13th."),
                        (
                            "assistant",
                            "Good to know. That still leaves time to clean the chain first, and the 85 "
                            "pound fee usually covers new brake pads too.",
                        ),
                    ]
                },
            ]
        ],
        "facts": [["85 pounds"]],
        "updates": [(["6th"], ["13th"])],
    },
    {
        "id": "t9-assistant-restated-then-change",
        "folds": [
            [
                (
                    "The photography course starts at 18:30.",
                    "That's a nice time slot. If the course starts at 18:30 you can come straight from "
                    "work, and the 45 euro materials fee is paid on the first evening.",
                ),
                "The course runs for 8 weeks.",
            ],
            ["Change of plan: the course starts at 19:15 now."],
        ],
        "facts": [["45"], ["8 weeks"]],
        "updates": [(["18:30"], ["19:15"])],
    },
    {
        "id": "t9-percentage-pronoun",
        "folds": [
            [
                "The ticket discount is 20 %.",
                "The choir has 40 singers.",
                {"turns": [("user", "Remember the discount? It is 25 % now.")]},
            ]
        ],
        "facts": [["40 singers"]],
        "updates": [(["20"], ["25"])],
    },
    # ================================================================ must not change
    {  # a newcomer doing the note's verb to another object
        "id": "t9-keep-newcomer-other-object",
        "folds": [
            [
                "<PERSON_1> brings the drinks to the barbecue.",
                "The barbecue is on Sunday.",
                "<PERSON_1> can't come, so <PERSON_2> will bring the burgers.",
            ]
        ],
        "facts": [["<PERSON_1>", "drinks"], ["Sunday"], ["<PERSON_2>", "burgers"]],
        "updates": [],
    },
    {  # the note's subject narrowed, with an amount far from the note's
        "id": "t9-keep-narrower-far",
        "folds": [
            [
                "The rent is 1200 euros a month.",
                "The flat has a balcony.",
                "The rent for the bike shed is 25 euros now.",
            ]
        ],
        "facts": [["rent", "1200"], ["bike shed", "25"]],
        "updates": [],
    },
    {  # things carried somewhere on a date of the same month
        "id": "t9-keep-carried-same-month",
        "folds": [
            [
                "The village show is on 18 May.",
                "Our stall sells honey for 6 pounds a jar.",
                "We moved the trestle tables into the barn on 11 May.",
            ]
        ],
        "facts": [["show", "18 May"], ["6 pounds"], ["barn"]],
        "updates": [],
    },
    {  # a person moving house keeps their role
        "id": "t9-keep-person-moved-away",
        "folds": [
            [
                "<PERSON_5> is our team captain.",
                "Training is on Tuesdays.",
                "<PERSON_5> moved to <LOCATION_2> in March.",
            ]
        ],
        "facts": [["<PERSON_5>", "captain"], ["Tuesdays"], ["<LOCATION_2>"]],
        "updates": [],
    },
]
