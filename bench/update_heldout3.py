"""The update probe's third held-out group (eighth round): updates said in ways the other groups do not
(pushed back, bumped up, "no longer X, now Y", "it's 500, not 400", a correction inside a long chatty turn,
rescheduled, switched, the assistant confirming or asking, values whose spellings differ: times in words,
percentages, ranges, "1.45k", a date with and without its month; six changed in a later fold or in the
kept tail), and conversations where a later statement shares a weekday, a time, a value or a change word
with a fact but must change nothing (another activity, a declined or unanswered offer, "the same time",
a condition, a past event, a part of a whole, another person). Written and committed before that round
changed any logic and held out through it; read while tuning by the ninth round, so tuning material since
(`bench.update_probe` prints its misses and `--show` shows it). Our own topics, none of
bench/data/RESERVED.md's.

Statements are written as in bench/update_probe.py. A fact kept whose keys no longer stand together on one
line of the summary outside "(was …)" is damaged (a wrong rewrite, not a fact dropped).
"""

from __future__ import annotations

HELD_OUT_3: list[dict] = [
    # ================================================================ updates, in one fold
    {
        "id": "h3-pushed-back-to",
        "folds": [
            [
                "The mushroom foraging walk is on 27 September.",
                "The guide charges 12 pounds a head.",
                "Heavy rain is forecast, so they pushed the walk back to 4 October.",
            ]
        ],
        "facts": [["12 pounds"]],
        "updates": [(["27 September"], ["4 October"])],
    },
    {
        "id": "h3-bumped-up-to",
        "folds": [
            [
                "Our storage unit costs 58 pounds a month.",
                "It's unit 214 on the ground floor.",
                "They've bumped the rent on it up to 64 pounds from next month.",
            ]
        ],
        "facts": [["214"]],
        "updates": [(["58"], ["64"])],
    },
    {
        "id": "h3-no-longer-now",
        "folds": [
            [
                "The repair café runs in St Aldhelm's hall.",
                "We fix about 25 items each session.",
                "It's no longer in St Aldhelm's hall, now we use the Quaker meeting house.",
            ]
        ],
        "facts": [["25 items"]],
        "updates": [(["Aldhelm"], ["Quaker"])],
    },
    {
        "id": "h3-its-not",
        "folds": [
            [
                "The zine print run is 400 copies.",
                "The print shop charges 90 pence a copy.",
                "Hang on, it's 500, not 400.",
            ]
        ],
        "facts": [["90 pence"]],
        "updates": [(["400"], ["500"])],
    },
    {
        "id": "h3-long-chatty-turn",
        "folds": [
            [
                "The kiln firing is booked for Thursday evening.",
                "Each firing fits 30 pots.",
                {
                    "turns": [
                        (
                            "user",
                            "Ugh, what a week, the studio heating broke again and everyone was working in "
                            "coats, and the glaze buckets were half frozen, honestly it was comical. Anyway, "
                            "forget the Thursday plan, the technician can only do Saturday evening, so the "
                            "firing is on Saturday. I'll bring biscuits for whoever helps load it.",
                        ),
                        ("assistant", "Ha, coats in the studio! Biscuits will win you helpers."),
                    ]
                },
            ]
        ],
        "facts": [["30 pots"]],
        "updates": [(["Thursday"], ["Saturday"])],
    },
    {
        "id": "h3-correction-colon",
        "folds": [
            [
                "The garden bench needs two coats of varnish.",
                "One tin covers 8 square metres.",
                "Correction: three coats, the wood is very dry.",
            ]
        ],
        "facts": [["8 square metres"]],
        "updates": [(["two coats"], ["three coats"])],
    },
    {
        "id": "h3-rescheduled-same-time",
        "folds": [
            [
                "My eye test is on the 2nd at 10:00.",
                "I need to bring my old glasses.",
                "The optician rescheduled it for the 9th, same time.",
            ]
        ],
        "facts": [["10:00"], ["old glasses"]],
        "updates": [(["2nd"], ["9th"])],
    },
    {
        "id": "h3-switched-to",
        "folds": [
            [
                "The sketching group meets at Marlow library.",
                "Sessions are 2 hours long.",
                "Since the library started closing early we switched to the Brindle community centre.",
            ]
        ],
        "facts": [["2 hours"]],
        "updates": [(["Marlow"], ["Brindle"])],
    },
    {
        "id": "h3-instead-of-comma",
        "folds": [
            [
                "My slot on the community pottery wheel is on Tuesday.",
                "Clay is 6 euros a bag.",
                "Instead of Tuesday, they gave me the Thursday slot.",
            ]
        ],
        "facts": [["6 euros"]],
        "updates": [(["Tuesday"], ["Thursday"])],
    },
    {
        "id": "h3-assistant-confirms",
        "folds": [
            [
                "My e-bike service is on the 11th.",
                "The new battery will cost 420 euros.",
                {
                    "turns": [
                        ("user", "The bike shop rang about the service, they're short-staffed this week."),
                        ("assistant", "Got it: the e-bike service is on the 14th now instead of the 11th."),
                        ("user", "Yep, that's it."),
                    ]
                },
            ]
        ],
        "facts": [["420 euros"]],
        "updates": [(["11th"], ["14th"])],
    },
    {
        "id": "h3-assistant-asks-yes",
        "folds": [
            [
                "The canal boat pick-up is at 14:00 on Saturday.",
                "The boat is 58 feet long.",
                {
                    "turns": [
                        ("user", "The marina emailed about the pick-up."),
                        ("assistant", "Did they move it to 16:00 as they mentioned last week?"),
                        ("user", "Yes, 16:00 now."),
                    ]
                },
            ]
        ],
        "facts": [["58 feet"], ["Saturday"]],
        "updates": [(["14:00"], ["16:00"])],
    },
    {
        "id": "h3-time-in-words-to-digits",
        "folds": [
            [
                "The life drawing class starts at half past 7.",
                "Each class is 14 euros.",
                "From this week the class starts at 7:45.",
            ]
        ],
        "facts": [["14 euros"]],
        "updates": [(["half past 7"], ["7:45"])],
    },
    {
        "id": "h3-percentage",
        "folds": [
            [
                "My savings account pays 3.1 % interest.",
                "I put in 200 pounds a month.",
                "The bank cut the rate on my savings account to 2.6 %.",
            ]
        ],
        "facts": [["200 pounds"]],
        "updates": [(["3.1"], ["2.6"])],
    },
    {
        "id": "h3-range",
        "folds": [
            [
                "The ferry crossing takes 3-4 hours.",
                "We have a cabin with 2 bunks.",
                "On the winter timetable the crossing takes 5-6 hours.",
            ]
        ],
        "facts": [["2 bunks"]],
        "updates": [(["3-4"], ["5-6"])],
    },
    {
        "id": "h3-money-thousands",
        "folds": [
            [
                "The quote for the garden shed is £1,200.",
                "Delivery takes 3 weeks.",
                "They revised the shed quote to £1.45k with the floor included.",
            ]
        ],
        "facts": [["3 weeks"]],
        "updates": [(["1,200"], ["1.45k"])],
    },
    {
        "id": "h3-no-cue-restated",
        "folds": [
            [
                "The pond pump runs 8 hours a day.",
                "The pond holds 900 litres.",
                "I've set the pond pump to run 10 hours a day.",
            ]
        ],
        "facts": [["900 litres"]],
        "updates": [(["8 hours"], ["10 hours"])],
    },
    {
        "id": "h3-date-month-then-ordinal",
        "folds": [
            [
                "The charity bike ride is on 3 March.",
                "The route is 60 km.",
                "The ride got moved a week later, to the 10th.",
            ]
        ],
        "facts": [["60 km"]],
        "updates": [(["3 March"], ["10th"])],
    },
    # ================================================================ updates in a later fold or the tail
    {
        "id": "h3-fold-moved-it",
        "folds": [
            [
                "The book swap is at the Corn Exchange on Sunday.",
                "Bring up to 10 books each.",
            ],
            ["Because of the craft fair we moved it to the Guildhall."],
        ],
        "facts": [["10 books"], ["Sunday"]],
        "updates": [(["Corn Exchange"], ["Guildhall"])],
    },
    {
        "id": "h3-fold-task-names-old",
        "folds": [
            [
                "The tree surgeon comes on 6 March.",
                "I must move the car off the drive before 6 March.",
                "The job costs 350 pounds.",
            ],
            ["The tree surgeon is coming on 13 March instead."],
        ],
        "facts": [["350 pounds"], ["drive"]],
        "updates": [(["6 March"], ["13 March"])],
    },
    {
        "id": "h3-fold-list-member",
        "folds": [
            [
                "The sea swim relay team is <PERSON_1>, <PERSON_2>, <PERSON_3> and me.",
                "The race is on 20 July.",
            ],
            ["<PERSON_3> hurt her shoulder, so <PERSON_6> swims the third leg."],
        ],
        "facts": [["<PERSON_1>"], ["<PERSON_2>"], ["20 July"]],
        "updates": [(["<PERSON_3>"], ["<PERSON_6>"])],
    },
    {
        "id": "h3-fold-bumped-count",
        "folds": [
            [
                "We ordered 24 bags of compost for the orchard.",
                "The orchard has 16 apple trees.",
            ],
            ["We bumped the compost order up to 30 bags."],
        ],
        "facts": [["16 apple trees"]],
        "updates": [(["24"], ["30"])],
    },
    {
        "id": "h3-fold-assistant-restated",
        "folds": [
            [
                (
                    "The ski lesson starts at 9:15.",
                    "Noted: ski lesson at 9:15, and the lift pass is 48 euros a day.",
                ),
                "We hire skis in the village.",
            ],
            ["The lesson is at 10:00 now, the instructor changed."],
        ],
        "facts": [["48 euros"], ["village"]],
        "updates": [(["9:15"], ["10:00"])],
    },
    {
        "id": "h3-tail-switched",
        "folds": [
            [
                "The karate grading is on the 23rd.",
                "I need a new belt for 15 euros.",
                "Training is twice a week.",
            ]
        ],
        "tail": ["Heads-up, the grading got switched to the 30th."],
        "facts": [["15 euros"], ["twice a week"]],
        "updates": [(["23rd"], ["30th"])],
    },
    {
        "id": "h3-went-for-other-make",
        "folds": [
            [
                "We're buying the Vango tent for the trip.",
                "The campsite is booked for 4 nights.",
                "In the end we went for the Coleman tent, it's lighter.",
            ]
        ],
        "facts": [["4 nights"]],
        "updates": [(["Vango"], ["Coleman"])],
    },
    # ================================================================ must not change: about something else
    {  # another activity on the same weekday, with "now"
        "id": "h3-keep-weekday-now",
        "folds": [
            [
                "I play badminton on Wednesdays.",
                "The sports hall is 5 pounds a session.",
                "My daughter has choir practice on Wednesdays now.",
            ]
        ],
        "facts": [["badminton", "Wednesdays"], ["5 pounds"], ["choir"]],
        "updates": [],
    },
    {  # another activity on the same weekday, joined
        "id": "h3-keep-weekday-joined",
        "folds": [
            [
                "Tennis lessons are on Mondays at 18:00.",
                "The court costs 9 euros.",
                "I've joined a drawing class on Mondays.",
            ]
        ],
        "facts": [["tennis", "Mondays"], ["18:00"], ["9 euros"], ["drawing"]],
        "updates": [],
    },
    {  # an offer turned down
        "id": "h3-keep-declined",
        "folds": [
            [
                "The massage is booked for 15:00 on Friday.",
                "It lasts 50 minutes.",
                {
                    "turns": [
                        ("assistant", "Would you like me to move the massage to 17:00?"),
                        ("user", "No thanks, leave it as it is."),
                    ]
                },
            ]
        ],
        "facts": [["massage", "15:00"], ["50 minutes"]],
        "updates": [],
    },
    {  # an offer left unanswered
        "id": "h3-keep-unanswered",
        "folds": [
            [
                "The cheese tasting is on Saturday at 19:00.",
                "Tickets are 25 euros.",
                {
                    "turns": [
                        ("assistant", "Should we move the cheese tasting to Sunday?"),
                        ("user", "By the way, my cousin <PERSON_2> might join us."),
                    ]
                },
            ]
        ],
        "facts": [["cheese", "Saturday"], ["25 euros"], ["<PERSON_2>"]],
        "updates": [],
    },
    {  # "the same time" points at a value, it changes nothing
        "id": "h3-keep-same-time",
        "folds": [
            [
                "The osteopath appointment is at 11:15 on Friday.",
                "It costs 55 pounds.",
                "I booked a follow-up for the same time next Friday.",
            ]
        ],
        "facts": [["osteopath", "11:15"], ["55 pounds"], ["follow-up"]],
        "updates": [],
    },
    {  # a condition, not a change
        "id": "h3-keep-condition",
        "folds": [
            [
                "The orchard picnic is on Saturday.",
                "We're bringing 3 blankets.",
                "If it rains, we'll hold it in the barn on Sunday instead.",
            ]
        ],
        "facts": [["picnic", "Saturday"], ["3 blankets"]],
        "updates": [],
    },
    {  # a past event of the same kind
        "id": "h3-keep-past-event",
        "folds": [
            [
                "The village fair is on the 21st.",
                "Our stall sells jam for 3 pounds a jar.",
                "Last year the fair was on the 14th and it rained all day.",
            ]
        ],
        "facts": [["fair", "21st"], ["3 pounds"]],
        "updates": [],
    },
    {  # a part of the whole, counted in the same unit, with "now"
        "id": "h3-keep-part-of-whole",
        "folds": [
            [
                "The community orchestra has 40 players.",
                "Rehearsals are in the school hall.",
                "The brass section has 9 players now.",
            ]
        ],
        "facts": [["orchestra", "40 players"], ["brass", "9 players"]],
        "updates": [],
    },
    {  # a person named in a fact moved house: the role stays
        "id": "h3-keep-person-moved",
        "folds": [
            [
                "<PERSON_2> is our club treasurer.",
                "Membership is 30 pounds a year.",
                "<PERSON_2> moved to <LOCATION_1> last spring.",
            ]
        ],
        "facts": [["<PERSON_2>", "treasurer"], ["30 pounds"], ["<LOCATION_1>"]],
        "updates": [],
    },
    {  # a later fold: another place opens at another time, "now"
        "id": "h3-keep-fold-other-place",
        "folds": [
            [
                "The litter pick starts at 10:00 by the bandstand.",
                "The council lends us 20 grabbers.",
            ],
            ["The café next to the park opens at 9:30 now."],
        ],
        "facts": [["litter", "10:00"], ["20 grabbers"], ["café", "9:30"]],
        "updates": [],
    },
    {  # "instead" of another item, no value
        "id": "h3-keep-instead-other-item",
        "folds": [
            [
                "The frame shop quoted 80 euros for the big print.",
                "The print is 70 by 50 cm.",
                "For the small print I'll take an oak frame instead of a black one.",
            ]
        ],
        "facts": [["big print", "80 euros"], ["oak"]],
        "updates": [],
    },
    {  # a rate of another thing, "down to"
        "id": "h3-keep-other-rate",
        "folds": [
            [
                "My mortgage rate is 4.5 % until 2028.",
                "The monthly payment is 910 pounds.",
                "The news says inflation is down to 2.1 %.",
            ]
        ],
        "facts": [["mortgage", "4.5"], ["910 pounds"], ["inflation", "2.1"]],
        "updates": [],
    },
    {  # a list grows in a later fold; nothing replaced
        "id": "h3-keep-fold-list-grows",
        "folds": [
            [
                "For the fishing trip I'm packing 2 rods, a landing net and a flask.",
                "We drive up on Friday at 6:00.",
            ],
            ["I'm also packing a first aid kit."],
        ],
        "facts": [["2 rods"], ["flask"], ["6:00"], ["first aid kit"]],
        "updates": [],
    },
    {  # the same date for another thing, said with "moved"
        "id": "h3-keep-moved-seedlings",
        "folds": [
            [
                "The plant sale is on 12 April.",
                "We sell cuttings for 2 pounds each.",
                "We moved the seedlings into the greenhouse on 5 April.",
            ]
        ],
        "facts": [["plant sale", "12 April"], ["2 pounds"], ["greenhouse"]],
        "updates": [],
    },
    {  # another person's time, in a later fold
        "id": "h3-keep-fold-other-person",
        "folds": [
            [
                "My train to the conference leaves at 7:40.",
                "The conference badge costs 60 euros.",
            ],
            ["My colleague's train leaves at 8:10 now."],
        ],
        "facts": [["7:40"], ["60 euros"], ["colleague", "8:10"]],
        "updates": [],
    },
    {  # the assistant checks a value, the user confirms: no change
        "id": "h3-keep-confirmed-same",
        "folds": [
            [
                "We need 18 bags of mulch for the beds.",
                "Each bag is 4 euros.",
                {
                    "turns": [
                        ("assistant", "So still 18 bags, right?"),
                        ("user", "Right, nothing changed there."),
                    ]
                },
            ]
        ],
        "facts": [["18 bags"], ["4 euros"]],
        "updates": [],
    },
]
