"""The update probe's tuning half for the fifth round's structures: the same kinds of update as the
held-out half (bench/update_heldout.py), in other wordings and topics, free to read and tune on.
Statements are written as in bench/update_probe.py; "tail": statements kept unfolded after the last fold.
"""

from __future__ import annotations

TUNING: list[dict] = [
    # --- no change cue
    {
        "id": "t-no-cue-notes-app",
        "folds": [
            ["I keep my notes in Evernote.", "I sync them to 2 laptops.", "Bye bye Evernote, hello Obsidian."]
        ],
        "facts": [["2 laptops"]],
        "updates": [(["Evernote"], ["Obsidian"])],
    },
    {
        "id": "t-no-cue-harbour",
        "folds": [
            [
                "We sail from <LOCATION_1> on the 5th.",
                "The boat sleeps 6.",
                "<LOCATION_1> harbour is closed for repairs, we leave from <LOCATION_3>.",
            ]
        ],
        "facts": [["5th"], ["6"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_3>"])],
    },
    {
        "id": "t-no-cue-drummer",
        "folds": [
            [
                "The band's drummer is <PERSON_1>.",
                "We rehearse in <PERSON_2>'s garage.",
                "<PERSON_6> drums for us, <PERSON_1> quit.",
            ]
        ],
        "facts": [["<PERSON_2>"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_6>"])],
    },
    # --- a correction
    {
        "id": "t-correction-weight",
        "folds": [["The parcel weighs 12 kg.", "It goes to <LOCATION_2>.", "Sorry, I meant 21 kg, not 12."]],
        "facts": [["<LOCATION_2>"]],
        "updates": [(["12"], ["21 kg"])],
    },
    {
        "id": "t-correction-typo-time",
        "folds": [
            [
                "The bus to the festival leaves at 5:15.",
                "The festival lasts 3 days.",
                "Typo: the bus leaves at 5:50.",
            ]
        ],
        "facts": [["3 days"]],
        "updates": [(["5:15"], ["5:50"])],
    },
    {
        "id": "t-correction-date",
        "folds": [
            [
                "Our garage sale is on the 9th.",
                "We have 40 boxes of books.",
                "I got the date wrong, the garage sale is on the 10th.",
            ]
        ],
        "facts": [["40 boxes"]],
        "updates": [(["9th"], ["10th"])],
    },
    # --- a negation
    {
        "id": "t-negation-closing",
        "folds": [
            ["The library closes at 6pm.", "I return 3 books a week.", "Not 6pm any more — it closes at 7pm."]
        ],
        "facts": [["3 books"]],
        "updates": [(["6pm"], ["7pm"])],
    },
    {
        "id": "t-negation-commute",
        "folds": [
            [
                "I take the train to the office.",
                "The office is 12 km away.",
                "I don't take the train anymore; I cycle.",
            ]
        ],
        "facts": [["12 km"]],
        "updates": [(["train"], ["cycle"])],
    },
    {
        "id": "t-negation-bins",
        "folds": [
            [
                "Bin day is Monday.",
                "The recycling goes out every 2 weeks.",
                "Bin day isn't Monday now, it's Tuesday.",
            ]
        ],
        "facts": [["2 weeks"]],
        "updates": [(["Monday"], ["Tuesday"])],
    },
    # --- a question and its answer
    {
        "id": "t-question-answer-day",
        "folds": [
            [
                "The vet check-up is on Thursday.",
                "The dog needs 2 vaccines.",
                {"turns": [("user", "Could we do Friday instead?"), ("assistant", "Yes, Friday works.")]},
            ]
        ],
        "facts": [["2 vaccines"]],
        "updates": [(["Thursday"], ["Friday"])],
    },
    {
        "id": "t-question-answer-count",
        "folds": [
            [
                "I'm bringing 4 friends to the gig.",
                "The gig is at the Lantern club.",
                {"turns": [("user", "Can I bring 6 friends?"), ("assistant", "Sure, 6 is fine.")]},
            ]
        ],
        "facts": [["Lantern"]],
        "updates": [(["4"], ["6"])],
    },
    {
        "id": "t-question-answer-refused",
        "folds": [
            [
                "The bonfire is on Saturday.",
                "We need 10 bags of firewood.",
                {
                    "turns": [
                        ("user", "Could we move the bonfire to Sunday?"),
                        ("assistant", "No, Sunday is too windy."),
                    ]
                },
                "The firewood costs 8 euros a bag.",
            ]
        ],
        "facts": [["Saturday"], ["10 bags"], ["8 euros"]],
        "updates": [],
    },
    # --- the assistant proposes, the user accepts
    {
        "id": "t-assistant-proposes-time",
        "folds": [
            [
                "The boat tour is at 11:00.",
                "We are 3 adults.",
                {
                    "turns": [
                        ("assistant", "There is space on the 13:00 tour too, shall I switch you?"),
                        ("user", "Yes, switch me."),
                    ]
                },
            ]
        ],
        "facts": [["3 adults"]],
        "updates": [(["11:00"], ["13:00"])],
    },
    {
        "id": "t-assistant-proposes-service",
        "folds": [
            [
                "I back up my photos to Dropbox.",
                "The library is about 900 GB.",
                {
                    "turns": [
                        ("assistant", "Backblaze would be cheaper than Dropbox for that much data."),
                        ("user", "OK, Backblaze then."),
                    ]
                },
            ]
        ],
        "facts": [["900 GB"]],
        "updates": [(["Dropbox"], ["Backblaze"])],
    },
    {
        "id": "t-assistant-proposes-restated",
        "folds": [
            [
                "The team lunch is at 12:00.",
                "We booked the Italian place.",
                {
                    "turns": [
                        ("assistant", "Would 12:30 be better for the lunch?"),
                        ("user", "Yes, 12:30 is better."),
                    ]
                },
            ]
        ],
        "facts": [["Italian"]],
        "updates": [(["12:00"], ["12:30"])],
    },
    # --- one item of a list
    {
        "id": "t-list-carpool",
        "folds": [
            [
                "The carpool is <PERSON_1>, <PERSON_2> and <PERSON_4>.",
                "We leave at 7:45.",
                "Take <PERSON_2> off the carpool and add <PERSON_7>.",
            ]
        ],
        "facts": [["<PERSON_1>"], ["<PERSON_4>"], ["7:45"]],
        "updates": [(["<PERSON_2>"], ["<PERSON_7>"])],
    },
    {
        "id": "t-list-picnic",
        "folds": [
            [
                "The picnic menu is sandwiches, lemonade and a fruit salad.",
                "We are 9 people.",
                "Iced tea instead of lemonade.",
            ]
        ],
        "facts": [["sandwiches"], ["fruit salad"], ["9 people"]],
        "updates": [(["lemonade"], ["iced tea"])],
    },
    {
        "id": "t-list-rota",
        "folds": [
            [
                "I'm on the rota on Monday, Tuesday and Thursday.",
                "Each shift is 4 hours.",
                "Move my Tuesday to Wednesday.",
            ]
        ],
        "facts": [["Monday"], ["Thursday"], ["4 hours"]],
        "updates": [(["Tuesday"], ["Wednesday"])],
    },
    # --- a delta
    {
        "id": "t-delta-chairs",
        "folds": [
            [
                "We ordered 20 chairs for the hall.",
                "The hall is free from 6pm.",
                "Add 5 more chairs, so 25 altogether.",
            ]
        ],
        "facts": [["6pm"]],
        "updates": [(["20"], ["25"])],
    },
    {
        "id": "t-delta-unstated",
        "folds": [
            [
                "The fish tank takes 40 litres.",
                "The filter cost 30 euros.",
                "It needs 10 more litres of water.",
            ]
        ],
        "facts": [["40 litres"], ["30 euros"]],
        "updates": [([], ["10 more"])],
    },
    {
        "id": "t-delta-commute",
        "folds": [
            [
                "My commute is 35 minutes.",
                "I leave home at 7:10.",
                "Roadworks add 10 minutes, so it's 45 minutes now.",
            ]
        ],
        "facts": [["7:10"]],
        "updates": [(["35"], ["45 minutes"])],
    },
    # --- the fold's last message
    {
        "id": "t-last-date",
        "folds": [
            [
                "The jumble sale is on the 7th.",
                "I'm selling 2 bikes.",
                ("The jumble sale moved to the 14th.", None),
            ]
        ],
        "facts": [["2 bikes"]],
        "updates": [(["7th"], ["14th"])],
    },
    {
        "id": "t-last-price",
        "folds": [
            [
                "Tickets for the play are 10 pounds.",
                "The play is on Friday.",
                ("Oh, the tickets are 12 pounds, not 10.", None),
            ]
        ],
        "facts": [["Friday"]],
        "updates": [(["10"], ["12 pounds"])],
    },
    {
        "id": "t-last-by-assistant",
        "folds": [
            [
                "The table is booked for 3 people.",
                "The restaurant is on <LOCATION_1>.",
                {
                    "turns": [
                        ("user", "Please make the booking for 4 people."),
                        ("assistant", "Done: the booking is for 4 people now."),
                    ]
                },
            ]
        ],
        "facts": [["<LOCATION_1>"]],
        "updates": [(["3 people"], ["4 people"])],
    },
    # --- the kept tail
    {
        "id": "t-tail-date",
        "folds": [
            ["The gym induction is on the 2nd.", "Membership is 25 euros a month.", "I want to use the pool."]
        ],
        "tail": ["The gym induction moved to the 4th."],
        "facts": [["25 euros"], ["pool"]],
        "updates": [(["2nd"], ["4th"])],
    },
    {
        "id": "t-tail-person",
        "folds": [["The caretaker is <PERSON_1>.", "The hall key is in box 3.", "The hall holds 80 people."]],
        "tail": ["The new caretaker is <PERSON_3>."],
        "facts": [["box 3"], ["80 people"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_3>"])],
    },
    {
        "id": "t-tail-question-answer",
        "folds": [["My shift starts at 7:00.", "I work on ward 5.", "I need new shoes."]],
        "tail": [
            {"turns": [("user", "Can my shift start at 8:00 instead?"), ("assistant", "Yes, 8:00 is fine.")]}
        ],
        "facts": [["ward 5"], ["shoes"]],
        "updates": [(["7:00"], ["8:00"])],
    },
    # --- a value written another way
    {
        "id": "t-written-kilos",
        "folds": [
            [
                "The bag limit is 23 kilos.",
                "The flight is on the 30th.",
                "The bag limit is 20 kg now, not 23 kg.",
            ]
        ],
        "facts": [["30th"]],
        "updates": [(["23"], ["20 kg"])],
    },
    {
        "id": "t-written-pounds",
        "folds": [
            [
                "Tickets for the concert are £18.",
                "The concert starts at 8pm.",
                "The tickets are 20 GBP, not £18.",
            ]
        ],
        "facts": [["8pm"]],
        "updates": [(["18"], ["20"])],
    },
    {
        "id": "t-written-clock",
        "folds": [["The talk starts at 2pm.", "It is in room 4.", "The 14:00 talk is pushed to 14:30."]],
        "facts": [["room 4"]],
        "updates": [(["2pm"], ["14:30"])],
    },
    {
        "id": "t-written-words",
        "folds": [
            ["There are fifteen boxes in the loft.", "The loft ladder is 3 metres.", "It's 17 boxes, not 15."]
        ],
        "facts": [["3 metres"]],
        "updates": [(["fifteen"], ["17 boxes"])],
    },
]

# a second batch, written after the first fixes, to find what the first one did not ask
TUNING += [
    {
        "id": "t2-dismissed-out",
        "folds": [
            ["Our calls run on Zoom.", "The calls are on Mondays at 9:30.", "Zoom is out, we use Jitsi."]
        ],
        "facts": [["Mondays"], ["9:30"]],
        "updates": [(["Zoom"], ["Jitsi"])],
    },
    {
        "id": "t2-two-sentences",
        "folds": [
            [
                "The pottery class is on Tuesdays.",
                "It costs 12 euros.",
                "No Tuesdays any more. Wednesdays from next week.",
            ]
        ],
        "facts": [["12 euros"]],
        "updates": [(["Tuesdays"], ["Wednesdays"])],
    },
    {
        "id": "t2-answer-names-value",
        "folds": [
            [
                "The parents' evening is on Monday.",
                "We have 10 minutes per family.",
                {"turns": [("user", "What about Tuesday?"), ("assistant", "Tuesday is good.")]},
            ]
        ],
        "facts": [["10 minutes"]],
        "updates": [(["Monday"], ["Tuesday"])],
    },
    {
        "id": "t2-suggestion-sounds-good",
        "folds": [
            [
                "The webinar is at 5pm.",
                "We expect 40 attendees.",
                {
                    "turns": [
                        ("assistant", "I'd suggest 6pm instead of 5pm, after work."),
                        ("user", "Sounds good."),
                    ]
                },
            ]
        ],
        "facts": [["40 attendees"]],
        "updates": [(["5pm"], ["6pm"])],
    },
    {
        "id": "t2-replace-with",
        "folds": [
            [
                "The cleaning rota is <PERSON_1>, <PERSON_2> and <PERSON_3>.",
                "Cleaning is every Saturday.",
                "Replace <PERSON_2> with <PERSON_7> on the rota.",
            ]
        ],
        "facts": [["<PERSON_1>"], ["<PERSON_3>"], ["Saturday"]],
        "updates": [(["<PERSON_2>"], ["<PERSON_7>"])],
    },
    {
        "id": "t2-delta-we-will-be",
        "folds": [
            [
                "We are 8 for the barbecue.",
                "The barbecue starts at 4pm.",
                "Two more people are coming, we'll be 10.",
            ]
        ],
        "facts": [["4pm"]],
        "updates": [(["8"], ["10"])],
    },
    {
        "id": "t2-delta-fewer",
        "folds": [
            ["We ordered 15 boxes of tiles.", "The tiles cost 30 euros a box.", "3 fewer boxes, so 12."]
        ],
        "facts": [["30 euros"]],
        "updates": [(["15"], ["12"])],
    },
    {
        "id": "t2-written-oclock",
        "folds": [
            ["The choir warm-up is at 19:00.", "We sing in 4 parts.", "The warm-up is at 8 o'clock now."]
        ],
        "facts": [["4 parts"]],
        "updates": [(["19:00"], ["8 o'clock"])],
    },
    {
        "id": "t2-written-compound-words",
        "folds": [["The class has twenty-five pupils.", "The trip is on 3 June.", "It's 27 pupils, not 25."]],
        "facts": [["3 June"]],
        "updates": [(["twenty-five"], ["27"])],
    },
    {
        "id": "t2-written-date-of",
        "folds": [
            ["The exam is on the 3rd of May.", "It lasts 2 hours.", "The exam moved from 3 May to 10 May."]
        ],
        "facts": [["2 hours"]],
        "updates": [(["3rd"], ["10 May"])],
    },
    {
        "id": "t2-tail-dismissed",
        "folds": [["Our dog walker is <PERSON_1>.", "The walk is at 12:30.", "The dog is 3 years old."]],
        "tail": ["<PERSON_1> quit, <PERSON_4> walks the dog from Monday."],
        "facts": [["12:30"], ["3 years"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_4>"])],
    },
    {
        "id": "t2-control-not-a-change",
        "folds": [
            [
                "<PERSON_1> brings the salad.",
                "<PERSON_2> brings the wine, <PERSON_1> can't bring dessert.",
                "The picnic is at 2pm.",
            ]
        ],
        "facts": [["<PERSON_1>"], ["<PERSON_2>"], ["salad"], ["2pm"]],
        "updates": [],
    },
]
