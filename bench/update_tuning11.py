"""The update probe's tuning cases of the eleventh round: values said in words, as dictation and chat write
them ("three hundred and forty", "the twenty second", "ten past six", "two and a half grand"), changed to
another value said in words or in digits, and beside them statements that say another number of the same
kind and must change nothing. Our own topics and wordings, none of bench/data/RESERVED.md's; free to
read and tune on. Written as bench/update_probe.py's.
"""

from __future__ import annotations

from bench.chats import chat as _chat

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

# ================ must not change: this round's new change words and slot rules said of other things


TUNING_11 += [
    {
        "id": "t11-keep-become-of-another-thing",
        "folds": [
            [
                _chat(
                    "The kids' swimming session is 45 minutes on Saturday mornings.",
                    "Forty-five minutes is a good length for that age.",
                ),
                _chat(
                    "My daughter has become obsessed with diving, she wants to practise 2 hours a day lol",
                    "That enthusiasm is great; short sessions will keep it fun.",
                ),
            ]
        ],
        "facts": [["45 minutes"], ["Saturday"]],
        "updates": [],
    },
    {
        "id": "t11-keep-came-down-other-item",
        "folds": [
            [
                _chat(
                    "The bike service quote was £120 for the full overhaul.",
                    "That's a fair price for a full service.",
                ),
                _chat(
                    "Oh and the price of the helmet I wanted came down to £40 in the sale, so I grabbed one.",
                    "Nice find, a good helmet is worth it.",
                ),
            ]
        ],
        "facts": [["£120"], ["overhaul"], ["£40"]],
        "updates": [],
    },
    {
        "id": "t11-keep-from-next-week-other-day",
        "folds": [
            [
                "Yoga is on Fridays at 7 in the church hall.",
                "From next week I'm working from home on Mondays, which will be nice.",
            ]
        ],
        "facts": [["Fridays"], ["church hall"], ["Mondays"]],
        "updates": [],
    },
    {
        "id": "t11-keep-room-of-my-parents",
        "folds": [
            [
                _chat(
                    "We're in room 12 at the seaside hotel for the long weekend.",
                    "Lovely, I hope the room has a sea view.",
                ),
                _chat(
                    "My parents are in room 14 down the corridor, which is handy for babysitting.",
                    "That's very handy for an evening out.",
                ),
            ]
        ],
        "facts": [["room 12"], ["room 14"]],
        "updates": [],
    },
    {
        "id": "t11-keep-friends-stall",
        "folds": [
            [
                "I'm on stall 22 at the Christmas market selling candles.",
                "My friend has stall 9 right by the entrance with her knitted hats.",
            ]
        ],
        "facts": [["stall 22"], ["candles"], ["stall 9"]],
        "updates": [],
    },
    {
        "id": "t11-keep-train-back",
        "folds": [
            [
                "The train to Leeds is at 9:15 on Thursday.",
                "The train back is at 17:40, so I'll be home for dinner.",
            ]
        ],
        "facts": [["9:15"], ["17:40"]],
        "updates": [],
    },
    {
        "id": "t11-keep-spoken-width",
        "folds": [
            [
                "The kayak hire is one hundred and twenty pounds for the day.",
                "The guide said the river is about twenty five metres wide at the bend.",
            ]
        ],
        "facts": [["one hundred and twenty"], ["twenty five metres"]],
        "updates": [],
    },
    {
        "id": "t11-keep-dictated-run-on",
        "folds": [
            [
                "so um the van is booked for Saturday at nine and my brother is bringing his car too which "
                "fits about three boxes and the storage unit is one hundred and fifty a month which is fine "
                "I think and anyway the keys get handed over at noon",
            ]
        ],
        "facts": [["Saturday"], ["one hundred and fifty"], ["noon"]],
        "updates": [],
    },
    {
        "id": "t11-keep-assistant-suggests-time",
        "folds": [
            [
                _chat(
                    "Dinner is booked at 7:30 at the Italian place on the corner.",
                    "Lovely. If you fancy a drink first, the wine bar next door opens at 6.",
                ),
                _chat("Maybe, we'll see how tired we are.", "Sounds good, enjoy the evening."),
            ]
        ],
        "facts": [["7:30"], ["Italian"]],
        "updates": [],
    },
    {
        "id": "t11-keep-rose-to-other-price",
        "folds": [
            [
                "My rent is £900 a month for the flat.",
                "Energy prices rose to 30p per unit this winter, which hurts.",
            ]
        ],
        "facts": [["£900"], ["30p"]],
        "updates": [],
    },
    {
        "id": "t11-keep-put-son-in",
        "folds": [
            [
                "My dentist appointment is on Tuesday at 10:40.",
                "They put my son in at 11:20 straight after me, which saves a trip.",
            ]
        ],
        "facts": [["10:40"], ["11:20"]],
        "updates": [],
    },
    {
        "id": "t11-keep-back-on-other-event",
        "folds": [
            [
                "The pub quiz is on Thursday at 8.",
                "The football is back on Sunday after the winter break.",
            ]
        ],
        "facts": [["Thursday"], ["Sunday"]],
        "updates": [],
    },
    {
        "id": "t11-keep-recap-options",
        "folds": [
            [
                _chat(
                    "The party venue is the Crown and the date is 14 June.",
                    "Here's the plan so far:\n1. **Venue:** the Crown\n2. **Date:** 14 June\n"
                    "For the after-party you could try the Swan or the Bell.",
                ),
                _chat("Thanks, that looks right.", "Great, I'll keep it as is."),
            ]
        ],
        "facts": [["Crown"], ["14 June"]],
        "updates": [],
    },
    {
        "id": "t11-keep-sisters-budget-spoken",
        "folds": [
            [
                "My budget for the new sofa is six hundred pounds.",
                "My sister spent nine hundred and fifty on hers, which is mad.",
            ]
        ],
        "facts": [["six hundred"], ["nine hundred and fifty"]],
        "updates": [],
    },
]
