"""The update probe's held-out half: 33 updates in the structures and wordings the earlier rounds did not
write (no cue, corrections, negations, a question and its answer, the assistant's proposal accepted, one
item of a list, a delta, the fold's last message, the kept tail, a value written another way). Written and
committed before the fifth summary round changed any logic; never tuned on: `bench.update_probe` prints
only its aggregates. Our own topics, none of bench/data/RESERVED.md's.

A statement is a user line (said inside chatter, answered by the probe's stock reply), a (user, reply)
pair (reply None: nothing answers it), or {"turns": [(role, text), ...]} said as written, no chatter.
"tail": statements after the last fold, kept unfolded (as the daemon's `keep_last`).
"""

from __future__ import annotations

HELD_OUT: list[dict] = [
    # --- no change cue, no word shared with the note it changes
    {
        "id": "h-no-cue-editor",
        "folds": [
            [
                "I edit all my photos in Lightroom.",
                "My camera is a Fujifilm body with two primes.",
                "I mostly shoot landscapes at dawn.",
                "Lightroom is history, Darktable it is.",
            ]
        ],
        "facts": [["Fujifilm"], ["landscapes"]],
        "updates": [(["Lightroom"], ["Darktable"])],
    },
    {
        "id": "h-no-cue-meteors",
        "folds": [
            [
                "We watch the meteor shower from <LOCATION_1>.",
                "I'm bringing 2 folding chairs and a thermos.",
                "<LOCATION_1> has too much light pollution, <LOCATION_2> is darker and closer.",
            ]
        ],
        "facts": [["2 folding chairs"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_2>"])],
    },
    {
        "id": "h-no-cue-coach",
        "folds": [
            [
                "My chess coach is <PERSON_1>.",
                "The club rating cut-off is 1600.",
                "I play in the league every second Saturday.",
                "<PERSON_1> retired last week; <PERSON_3> takes my lessons.",
            ]
        ],
        "facts": [["1600"], ["Saturday"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_3>"])],
    },
    # --- a correction
    {
        "id": "h-correction-weeks",
        "folds": [
            [
                "The bookbinding course is 6 weeks long.",
                "Each session costs 15 euros.",
                "Oops, typo above: 8 weeks, not 6.",
            ]
        ],
        "facts": [["15 euros"]],
        "updates": [(["6 weeks"], ["8 weeks"])],
    },
    {
        "id": "h-correction-date",
        "folds": [
            [
                "My dentist appointment is on the 3rd at 10:15.",
                "I need to bring my insurance card.",
                "Wrong date earlier, the appointment is on the 13th.",
            ]
        ],
        "facts": [["10:15"], ["insurance card"]],
        "updates": [(["3rd"], ["13th"])],
    },
    {
        "id": "h-correction-days",
        "folds": [
            [
                "The stout needs 14 days in the fermenter.",
                "I brew in a 23 litre bucket.",
                "I misread the recipe, the stout needs 21 days.",
            ]
        ],
        "facts": [["23 litre"]],
        "updates": [(["14 days"], ["21 days"])],
    },
    # --- a negation
    {
        "id": "h-negation-weekday",
        "folds": [
            [
                "Swimming lessons are on Tuesday evenings.",
                "The pool is 25 metres long.",
                "We don't swim on Tuesdays anymore, Thursdays suit the coach better.",
            ]
        ],
        "facts": [["25 metres"]],
        "updates": [(["Tuesday"], ["Thursdays"])],
    },
    {
        "id": "h-negation-cinema",
        "folds": [
            [
                "The film club screens at the Odeon.",
                "Membership is 20 pounds a term.",
                "The film club no longer uses the Odeon; the Rex took us in.",
            ]
        ],
        "facts": [["20 pounds"]],
        "updates": [(["Odeon"], ["Rex"])],
    },
    {
        "id": "h-negation-airtime",
        "folds": [
            [
                "My radio show goes out at 8pm.",
                "Each episode runs for 50 minutes.",
                "The show doesn't air at 8pm these days, it's 9pm.",
            ]
        ],
        "facts": [["50 minutes"]],
        "updates": [(["8pm"], ["9pm"])],
    },
    # --- a question and its answer
    {
        "id": "h-question-answer-day",
        "folds": [
            [
                "The climbing session is on Friday.",
                "I rent shoes at the gym for 4 euros.",
                {
                    "turns": [
                        ("user", "Can we do the climbing session on Saturday instead?"),
                        ("assistant", "Yes, Saturday is fine for the session."),
                    ]
                },
            ]
        ],
        "facts": [["4 euros"]],
        "updates": [(["Friday"], ["Saturday"])],
    },
    {
        "id": "h-question-answer-length",
        "folds": [
            [
                "The maths tutoring sessions are 45 minutes.",
                "My tutor is <PERSON_1>.",
                {
                    "turns": [
                        ("user", "Could the tutoring sessions be 60 minutes?"),
                        ("assistant", "Sure, 60 minutes works."),
                    ]
                },
            ]
        ],
        "facts": [["<PERSON_1>"]],
        "updates": [(["45"], ["60 minutes"])],
    },
    {
        "id": "h-question-answer-time",
        "folds": [
            [
                "The cat sitter comes at 8am.",
                "The cat gets half a pouch twice a day.",
                {
                    "turns": [
                        ("user", "Is 7am possible for the cat sitter?"),
                        ("assistant", "Yes, 7am is possible."),
                    ]
                },
                {
                    "turns": [
                        ("user", "And could she come on Sunday too?"),
                        ("assistant", "No, she doesn't work Sundays."),
                    ]
                },
            ]
        ],
        "facts": [["half a pouch"]],
        "updates": [(["8am"], ["7am"])],
    },
    # --- the assistant proposes, the user accepts
    {
        "id": "h-assistant-proposes-day",
        "folds": [
            [
                "My food bank shift is on Sunday morning.",
                "I sort donations with <PERSON_2>.",
                {
                    "turns": [
                        ("assistant", "The Sunday shift is full. Would Saturday morning work instead?"),
                        ("user", "Yes, put me down for Saturday."),
                    ]
                },
            ]
        ],
        "facts": [["<PERSON_2>"]],
        "updates": [(["Sunday"], ["Saturday"])],
    },
    {
        "id": "h-assistant-proposes-material",
        "folds": [
            [
                "I print the garden brackets in PLA.",
                "The printer bed is 220 mm wide.",
                {
                    "turns": [
                        ("assistant", "For parts that stay outdoors, PETG would hold up better than PLA."),
                        ("user", "Good point, let's go with PETG."),
                    ]
                },
            ]
        ],
        "facts": [["220 mm"]],
        "updates": [(["PLA"], ["PETG"])],
    },
    {
        "id": "h-assistant-proposes-time",
        "folds": [
            [
                "The hackathon team meeting is at 14:00.",
                "We have 5 people on the team.",
                {
                    "turns": [
                        ("assistant", "Should I move the team meeting to 15:30 so everyone can join?"),
                        ("user", "Yes please, do that."),
                    ]
                },
            ]
        ],
        "facts": [["5 people"]],
        "updates": [(["14:00"], ["15:30"])],
    },
    # --- one item of a list
    {
        "id": "h-list-person",
        "folds": [
            [
                "Our pub quiz team is <PERSON_1>, <PERSON_2>, <PERSON_3> and me.",
                "The quiz is every Wednesday at the Crown.",
                "<PERSON_3> dropped out and <PERSON_5> takes the spot.",
            ]
        ],
        "facts": [["<PERSON_1>"], ["<PERSON_2>"], ["Wednesday"]],
        "updates": [(["<PERSON_3>"], ["<PERSON_5>"])],
    },
    {
        "id": "h-list-gear",
        "folds": [
            [
                "For the camping trip I'm packing a tent, a stove, a lantern and a cooler.",
                "The campsite is 2 hours away.",
                "Swap the lantern for a headlamp, it's lighter.",
            ]
        ],
        "facts": [["tent"], ["stove"], ["cooler"], ["2 hours"]],
        "updates": [(["lantern"], ["headlamp"])],
    },
    {
        "id": "h-list-days",
        "folds": [
            [
                "We'll visit the museums on Monday, Wednesday and Friday.",
                "The city pass costs 60 euros.",
                "The Wednesday visit has to move to Thursday.",
            ]
        ],
        "facts": [["Monday"], ["Friday"], ["60 euros"]],
        "updates": [(["Wednesday"], ["Thursday"])],
    },
    # --- a quantity changed by a delta (the new key is the result only where it is stated)
    {
        "id": "h-delta-stated",
        "folds": [
            [
                "The scout hike has 14 children signed up.",
                "The bus leaves at 8:45.",
                "Two more kids signed up, so it's 16 in total.",
            ]
        ],
        "facts": [["8:45"]],
        "updates": [(["14"], ["16"])],
    },
    {
        "id": "h-delta-unstated",
        "folds": [
            [
                "The charity quilt needs 30 squares.",
                "Each square is 20 cm.",
                "We need five more squares on top of that.",
            ]
        ],
        "facts": [["20 cm"], ["30 squares"]],
        "updates": [([], ["five more"])],
    },
    {
        "id": "h-delta-nights",
        "folds": [
            [
                "I booked 3 nights at the conference hotel.",
                "My talk is on the second day.",
                "I extended the booking by one night, 4 nights in total.",
            ]
        ],
        "facts": [["talk"]],
        "updates": [(["3 nights"], ["4 nights"])],
    },
    # --- the update is the fold's last message
    {
        "id": "h-last-time",
        "folds": [
            [
                "Rowing practice starts at 6:00.",
                "The boat seats 4 rowers.",
                ("Practice got pushed back, it starts at 6:45 from tomorrow.", None),
            ]
        ],
        "facts": [["4 rowers"]],
        "updates": [(["6:00"], ["6:45"])],
    },
    {
        "id": "h-last-gate",
        "folds": [
            [
                "The bird walk meets at the north gate of the park.",
                "Bring binoculars and 5 euros for the guide.",
                ("Meeting point for the bird walk is the south gate now.", None),
            ]
        ],
        "facts": [["binoculars"], ["5 euros"]],
        "updates": [(["north"], ["south"])],
    },
    {
        "id": "h-last-quote",
        "folds": [
            [
                "The solar installer quoted 9 panels.",
                "The roof faces south-west.",
                ("They revised the quote to 11 panels.", None),
            ]
        ],
        "facts": [["south-west"]],
        "updates": [(["9 panels"], ["11 panels"])],
    },
    # --- the update arrives in the kept tail, after the fold
    {
        "id": "h-tail-date",
        "folds": [
            [
                "My drone test flight is on the 18th.",
                "The drone weighs 249 grams.",
                "I need to register it online first.",
            ]
        ],
        "tail": ["Weather's bad, the test flight is the 20th now."],
        "facts": [["249 grams"], ["register"]],
        "updates": [(["18th"], ["20th"])],
    },
    {
        "id": "h-tail-time",
        "folds": [
            [
                "The beach clean-up starts at 9am.",
                "We have 30 bin bags.",
                "I'm bringing gloves for the kids.",
            ]
        ],
        "tail": ["The clean-up starts at 10am instead."],
        "facts": [["30 bin bags"], ["gloves"]],
        "updates": [(["9am"], ["10am"])],
    },
    {
        "id": "h-tail-person",
        "folds": [
            [
                "My language exchange partner is <PERSON_1>.",
                "We meet on Mondays for an hour.",
                "I'm learning Portuguese.",
            ]
        ],
        "tail": ["<PERSON_2> is my new exchange partner, <PERSON_1> moved away."],
        "facts": [["Mondays"], ["Portuguese"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_2>"])],
    },
    # --- a value written another way (units, words against digits, currency, 24 h against am/pm)
    {
        "id": "h-written-units",
        "folds": [
            [
                "The garden hose is 15 metres long.",
                "The tap is behind the shed.",
                "The hose is 20 m, not 15 m.",
            ]
        ],
        "facts": [["shed"]],
        "updates": [(["15"], ["20 m"])],
    },
    {
        "id": "h-written-words",
        "folds": [
            [
                "The wine tasting has twelve wines.",
                "Tickets are 35 euros each.",
                "We're down to 10 wines, not 12.",
            ]
        ],
        "facts": [["35 euros"]],
        "updates": [(["twelve"], ["10 wines"])],
    },
    {
        "id": "h-written-currency",
        "folds": [
            [
                "The museum pass costs $45.",
                "It covers 3 museums.",
                "The pass is 50 USD now, it was 45 USD.",
            ]
        ],
        "facts": [["3 museums"]],
        "updates": [(["45"], ["50"])],
    },
    {
        "id": "h-written-clock",
        "folds": [
            [
                "The yoga class starts at 19:00.",
                "The studio is on the 2nd floor.",
                "The 7pm yoga class now starts at 7:30pm.",
            ]
        ],
        "facts": [["2nd floor"]],
        "updates": [(["19:00"], ["7:30pm"])],
    },
    # --- two more: a correction by its row, and a person named as the fact's new holder without a cue
    {
        "id": "h-correction-row",
        "folds": [
            [
                "Our stall at the flea market is in row 17.",
                "We sell old vinyl records.",
                "Row 7, I typed it wrong before.",
            ]
        ],
        "facts": [["vinyl"]],
        "updates": [(["17"], ["7"])],
    },
    {
        "id": "h-no-cue-taxes",
        "folds": [
            [
                "<PERSON_1> checks my tax return every year.",
                "The deadline is 31 July.",
                "<PERSON_4> will check my tax return this year, <PERSON_1> is too busy.",
            ]
        ],
        "facts": [["31 July"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_4>"])],
    },
]
