"""The update probe's tuning cases of the eleventh round: values said in words, as dictation and chat write
them ("three hundred and forty", "the twenty second", "ten past six", "two and a half grand"), changed to
another value said in words or in digits, and beside them statements that say another number of the same
kind and must change nothing. Our own topics and wordings, none of bench/data/RESERVED.md's; free to
read and tune on. Written as bench/update_probe.py's.
"""

from __future__ import annotations

TUNING_11: list[dict] = [
    # ================================================================ updates
    {
        "id": "t11-words-to-words-price",
        "folds": [
            [
                "The kiln firing for my glazed bowls costs three hundred and forty pounds.",
                "The studio fires on Thursdays.",
                "Correction, the kiln firing is three hundred and ninety pounds, they added a fuel charge.",
            ]
        ],
        "facts": [["Thursdays"], ["glazed bowls"]],
        "updates": [(["three hundred and forty"], ["three hundred and ninety"])],
    },
    {
        "id": "t11-ordinal-words-moved",
        "folds": [
            [
                "The ferry to the island is booked for the twenty second.",
                "We're taking the car and two bikes.",
                "The ferry company moved us to the twenty fifth because of the storm.",
            ]
        ],
        "facts": [["two bikes"]],
        "updates": [(["twenty second"], ["twenty fifth"])],
    },
    {
        "id": "t11-clock-words-to-digits",
        "folds": [
            [
                "Choir rehearsal starts at ten past six in the church hall.",
                "Bring the blue folder with the carols.",
                "Rehearsal now starts at 6:30, the vicar needs the hall first.",
            ]
        ],
        "facts": [["blue folder"], ["church hall"]],
        "updates": [(["ten past six"], ["6:30"])],
    },
    {
        "id": "t11-grand-to-digits",
        "folds": [
            [
                "The sewing machine service quote was two and a half grand for the whole workshop.",
                "They service all 12 machines in one visit.",
            ],
            ["Update: the service quote is 2,100 pounds now, they dropped the overlocker."],
        ],
        "facts": [["12 machines"]],
        "updates": [(["two and a half grand"], ["2,100"])],
    },
    {
        "id": "t11-compound-count-twice",
        "folds": [
            [
                "We ordered twenty five bird feeders for the school garden.",
                "The feeders arrive on Monday.",
                "Actually make that thirty five feeders, the nursery wants some too.",
                "Sorry, forty five feeders in the end, the whole primary joined in.",
            ]
        ],
        "facts": [["Monday"]],
        "updates": [(["twenty five", "thirty five"], ["forty five"])],
    },
    {
        "id": "t11-said-time-pm",
        "folds": [
            [
                "The violin tuner comes at six thirty pm on Wednesday.",
                "He charges 45 pounds a visit.",
                "He rang, he'll come at seven fifteen pm instead.",
            ]
        ],
        "facts": [["45 pounds"], ["Wednesday"]],
        "updates": [(["six thirty pm"], ["seven fifteen pm"])],
    },
    {
        "id": "t11-digits-to-words-thousands",
        "folds": [
            [
                "The allotment society's budget for new sheds is 4,000 pounds.",
                "The sheds go on the north side.",
            ],
            ["The committee raised the shed budget to four and a half thousand pounds."],
        ],
        "facts": [["north side"]],
        "updates": [(["4,000"], ["four and a half thousand"])],
    },
    {
        "id": "t11-date-of-month-words",
        "folds": [
            [
                "The sourdough class is on the fourteenth of March.",
                "It's 60 pounds and includes a starter to take home.",
                "The baker postponed it, the sourdough class is on the twenty first of March now.",
            ]
        ],
        "facts": [["60 pounds"], ["starter"]],
        "updates": [(["fourteenth of March"], ["twenty first of March"])],
    },
    # ======================================================= must not change
    {
        "id": "t11-keep-other-price-in-words",
        "folds": [
            [
                "The kayak hire is one hundred and twenty pounds for the weekend.",
                "We're paddling the estuary on Saturday.",
                "The guided tour would have been two hundred and fifty pounds, so we skipped it.",
            ]
        ],
        "facts": [["one hundred and twenty"], ["estuary"], ["two hundred and fifty"]],
        "updates": [],
    },
    {
        "id": "t11-keep-other-persons-time",
        "folds": [
            [
                "My swimming lesson is at twenty past seven on Tuesdays.",
                "I need new goggles.",
                "My sister's lesson is at twenty to nine, straight after the club session.",
            ]
        ],
        "facts": [["twenty past seven"], ["goggles"], ["twenty to nine"]],
        "updates": [],
    },
    {
        "id": "t11-keep-last-years-date",
        "folds": [
            [
                "The street party is on the twenty third of June.",
                "We need forty five chairs from the community centre.",
                "Last year it was on the thirtieth of June and it rained.",
            ]
        ],
        "facts": [["twenty third of June"], ["forty five chairs"]],
        "updates": [],
    },
    {
        "id": "t11-keep-count-of-another-thing",
        "folds": [
            [
                "We're printing three hundred and fifty flyers for the quiz.",
                "The quiz is in the scout hut.",
                "We also need twenty five answer sheets per round.",
            ]
        ],
        "facts": [["three hundred and fifty flyers"], ["twenty five answer sheets"], ["scout hut"]],
        "updates": [],
    },
]
