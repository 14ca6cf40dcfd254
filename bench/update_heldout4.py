"""The update probe's fourth held-out group (ninth round): 29 updates (plain corrections, changes decided
later, a change inside a long chatty turn, the assistant restating or stating the new value, values whose
old and new spellings differ, a value changed twice, seven changed in a later fold, a subject that is only
"it") and 20 conversations where a later statement shares a weekday, time, number, place, unit or change
word with a fact but must change nothing (another person's thing, another event, a question, an offer
declined, a past event, a plan B not taken, a comparison, another item's price, "same as before").
Written by an engineer who did not read the rules; committed before the ninth round's logic changes were
merged; never tuned on: `bench.update_probe` prints only its aggregates. Our own topics, none of
bench/data/RESERVED.md's and none of the other groups'.

Statements are written as in bench/update_probe.py. A fact kept whose keys no longer stand together on one
line of the summary outside "(was …)" is damaged (a wrong rewrite, not a fact dropped).
"""

from __future__ import annotations

HELD_OUT_4: list[dict] = [
    # ================================================================ corrections
    {
        "id": "h4-sorry-i-meant",
        "folds": [
            [
                "My passport appointment is on the 14th at 9:20.",
                "I need to bring two new photos and the old passport.",
                "Sorry, I meant the 16th, not the 14th.",
            ]
        ],
        "facts": [["9:20"], ["photos"]],
        "updates": [(["14th"], ["16th"])],
    },
    {
        "id": "h4-typo-colon",
        "folds": [
            [
                "I've got a blood donation slot at 11:40 on Saturday.",
                "They said to allow about 45 minutes in total.",
                "typo: 11:10, not 11:40",
            ]
        ],
        "facts": [["45 minutes"], ["Saturday"]],
        "updates": [(["11:40"], ["11:10"])],
    },
    {
        "id": "h4-read-letter-wrong-confirmed",
        "folds": [
            [
                "My hearing test is at 2:15pm on Monday.",
                "I have to stop using the ear drops two days before.",
                (
                    "Oh wait, it's 3:45pm, I read the letter wrong.",
                    "Got it: your hearing test is at 3:45pm on Monday.",
                ),
            ]
        ],
        "facts": [["ear drops"], ["Monday"]],
        "updates": [(["2:15pm"], ["3:45pm"])],
    },
    # ================================================================ changes decided later
    {
        "id": "h4-gone-with-limit",
        "folds": [
            [
                "The office Secret Santa limit is 15 pounds.",
                "Names get drawn on 1 December.",
                "We've gone with a 20 pound limit after the team vote.",
            ]
        ],
        "facts": [["1 December"]],
        "updates": [(["15"], ["20"])],
    },
    {
        "id": "h4-got-moved-weekday",
        "folds": [
            [
                "Parents' evening is on Wednesday at 17:50.",
                "I want to ask about the reading scheme.",
                "Parents' evening got moved to Thursday because of the inspection.",
            ]
        ],
        "facts": [["17:50"], ["reading scheme"]],
        "updates": [(["Wednesday"], ["Thursday"])],
    },
    {
        "id": "h4-make-it-pints",
        "folds": [
            [
                "Put 6 pints of milk on the grocery order.",
                "The delivery slot is Friday after lunch.",
                "Actually make it 4 pints, we're away half the week.",
            ]
        ],
        "facts": [["Friday"]],
        "updates": [(["6 pints"], ["4 pints"])],
    },
    {
        "id": "h4-switched-venue-pub",
        "folds": [
            [
                "<PERSON_2>'s leaving drinks are at the Fox and Hound on Friday.",
                "We're collecting for a gift voucher.",
                "We switched the leaving drinks to the Red Lion, they have a back room.",
            ]
        ],
        "facts": [["gift voucher"], ["Friday"], ["<PERSON_2>"]],
        "updates": [(["Fox and Hound"], ["Red Lion"])],
    },
    {
        "id": "h4-swapped-brand",
        "folds": [
            [
                "My coffee subscription sends Lavazza beans every 2 weeks.",
                "Each bag is 500 g.",
                "I swapped the beans to Illy, they're less bitter.",
            ]
        ],
        "facts": [["500 g"], ["2 weeks"]],
        "updates": [(["Lavazza"], ["Illy"])],
    },
    {
        "id": "h4-stretched-duration",
        "folds": [
            [
                "The calligraphy workshop lasts 90 minutes.",
                "It costs 22 euros including ink.",
                "They've stretched the workshop to two hours so there's time for gilding.",
            ]
        ],
        "facts": [["22 euros"], ["gilding"]],
        "updates": [(["90 minutes"], ["two hours"])],
    },
    # ================================================================ a change inside a long chatty turn
    {
        "id": "h4-chatty-escape-room",
        "folds": [
            [
                "We booked the Pharaoh's Tomb escape room for 18:45 on Saturday.",
                "We're 6 players.",
                {
                    "turns": [
                        (
                            "user",
                            "Honestly this week has been chaos, my sister's flat flooded and we spent "
                            "Sunday with buckets and towels and her landlord still hasn't called back. Oh, "
                            "and the escape room people emailed, they've moved us to the Submarine room "
                            "instead, same time. Also remind me to buy stamps at some point.",
                        ),
                        ("assistant", "What a week for your sister. Noted on the room, and on stamps."),
                    ]
                },
            ]
        ],
        "facts": [["18:45"], ["6 players"], ["stamps"]],
        "updates": [(["Pharaoh"], ["Submarine"])],
    },
    {
        "id": "h4-chatty-spa-date",
        "folds": [
            [
                "The spa day with my mum is booked for 9 November.",
                "The package with the hot stone massage is 95 pounds each.",
                {
                    "turns": [
                        (
                            "user",
                            "So I finally finished that enormous report, three weeks of my life, and my "
                            "manager just said 'thanks' and moved on, classic. Anyway the spa rang this "
                            "afternoon, they've had a problem with the pool heating and asked if we could "
                            "come on 23 November instead, which actually works better for mum, so I said "
                            "yes. Do you think I should ask for a pay review after this report?",
                        ),
                        ("assistant", "Congratulations on finishing it. A review request sounds fair."),
                    ]
                },
            ]
        ],
        "facts": [["95 pounds"], ["hot stone"]],
        "updates": [(["9 November"], ["23 November"])],
    },
    # ================================================================ the assistant restates it
    {
        "id": "h4-assistant-restates-size",
        "folds": [
            [
                "We're getting a 6ft Nordmann for the Christmas tree.",
                "The tree gets delivered on 4 December.",
                (
                    "We're getting the 7ft one after all, the ceiling is high enough.",
                    "Noted: a 7ft Nordmann, delivered on 4 December.",
                ),
            ]
        ],
        "facts": [["4 December"], ["Nordmann"]],
        "updates": [(["6ft"], ["7ft"])],
    },
    # ================================================================ values in other spellings
    {
        "id": "h4-pm-to-24h",
        "folds": [
            [
                "Salsa class starts at 7pm on Tuesdays.",
                "It's 9 pounds a class, pay at the door.",
                "The teacher moved salsa to 19:30 so people can get there after work.",
            ]
        ],
        "facts": [["9 pounds"], ["Tuesdays"]],
        "updates": [(["7pm"], ["19:30"])],
    },
    {
        "id": "h4-digits-to-half-six",
        "folds": [
            [
                "My haircut is booked for 17:00 with <PERSON_1>.",
                "A cut and beard trim is 28 pounds.",
                "The barber's changed my haircut to half six, they had a cancellation.",
            ]
        ],
        "facts": [["<PERSON_1>"], ["28 pounds"]],
        "updates": [(["17:00"], ["half six"])],
    },
    {
        "id": "h4-date-month-first",
        "folds": [
            [
                "The gas safety check is booked for March 3.",
                "The engineer needs to get to the meter cupboard.",
                "The letting agent says the gas check is on 17 March now.",
            ]
        ],
        "facts": [["meter cupboard"]],
        "updates": [(["March 3"], ["17 March"])],
    },
    {
        "id": "h4-currency-sign-dropped",
        "folds": [
            [
                "The sofa comes to £640 with delivery.",
                "We picked the grey velvet one.",
                "The shop knocked the sofa down to 575 in the sale!",
            ]
        ],
        "facts": [["grey velvet"]],
        "updates": [(["640"], ["575"])],
    },
    {
        "id": "h4-percent-decimal",
        "folds": [
            [
                "I pay 4.5% of my salary into my pension.",
                "My employer matches up to 3%.",
                "From April I'm putting 6.5% in myself.",
            ]
        ],
        "facts": [["employer"], ["April"]],
        "updates": [(["4.5"], ["6.5"])],
    },
    {
        "id": "h4-three-values-one-fold",
        "folds": [
            [
                "I'm booking the karaoke room for 8 people.",
                "The room is 30 pounds an hour.",
                "Add two more, so 10 people.",
                "Ugh, final count is 12 people, my cousins want to come too.",
            ]
        ],
        "facts": [["30 pounds"]],
        "updates": [(["8", "10"], ["12"])],
    },
    {
        "id": "h4-pronoun-only",
        "folds": [
            [
                "The comedy show starts at 8:15.",
                "Tickets were 24 pounds each.",
                "It's now at 9:30, they added a support act.",
            ]
        ],
        "facts": [["24 pounds"]],
        "updates": [(["8:15"], ["9:30"])],
    },
    # ================================================================ stated by the assistant, accepted
    {
        "id": "h4-assistant-reads-message",
        "folds": [
            [
                "My prescription refill is due on the 22nd.",
                "It's a box of 28 tablets.",
                {
                    "turns": [
                        (
                            "assistant",
                            "The pharmacy message you pasted says your refill will be ready on the 24th "
                            "because of the bank holiday.",
                        ),
                        ("user", "Ah, well spotted, the 24th then."),
                    ]
                },
            ]
        ],
        "facts": [["28 tablets"]],
        "updates": [(["22nd"], ["24th"])],
    },
    {
        "id": "h4-assistant-suggests-group",
        "folds": [
            [
                "The BSL level 1 course is on Thursday evenings.",
                "The course fee is 240 pounds.",
                "They emailed to say my group is full.",
                {
                    "turns": [
                        ("assistant", "Would the Monday evening group work for you instead?"),
                        ("user", "Yes, put me down for Monday."),
                    ]
                },
            ]
        ],
        "facts": [["240 pounds"], ["BSL"]],
        "updates": [(["Thursday"], ["Monday"])],
    },
    # ================================================================ changed in a later fold
    {
        "id": "h4-fold-upped-it",
        "folds": [
            [
                "The window cleaner charges 18 pounds a visit.",
                "He comes every 4 weeks.",
            ],
            ["The window cleaner's upped it to 22 pounds from January."],
        ],
        "facts": [["4 weeks"]],
        "updates": [(["18"], ["22"])],
    },
    {
        "id": "h4-fold-three-next-tuesday",
        "folds": [
            [
                "The chimney sweep is coming on the 3rd.",
                "It's 70 pounds for the sweep and a smoke test.",
            ],
            ["I need to clear the hearth and move the log basket before he comes."],
            ["He can't do the 3rd any more, he's coming next Tuesday."],
        ],
        "facts": [["70 pounds"], ["log basket"]],
        "updates": [(["3rd"], ["next Tuesday"])],
    },
    {
        "id": "h4-fold-quote-k",
        "folds": [
            [
                "The roofer quoted 1,800 pounds to fix the leak.",
                "He wants to start in the week of the 20th.",
            ],
            ["He revised the roof quote to 2.5k once he saw the flashing was rotten."],
        ],
        "facts": [["20th"]],
        "updates": [(["1,800"], ["2.5k"])],
    },
    {
        "id": "h4-fold-down-to",
        "folds": [
            [
                "We keep 4 hens in the back garden.",
                "They lay about 20 eggs a week.",
            ],
            ["A fox got in last night, so we're down to 3 hens."],
        ],
        "facts": [["20 eggs"]],
        "updates": [(["4 hens"], ["3 hens"])],
    },
    {
        "id": "h4-fold-venue-placeholder",
        "folds": [
            [
                "The first aid course is held at <LOCATION_1>.",
                "It runs over 2 Saturdays.",
            ],
            ["The venue changed, the first aid course is at <LOCATION_3> now."],
        ],
        "facts": [["2 Saturdays"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_3>"])],
    },
    {
        "id": "h4-fold-pronoun-rink",
        "folds": [
            [
                "Our ice skating session is at the Silverdale rink.",
                "We need to hire 3 pairs of skates.",
            ],
            ["It's moved to the Oakfield rink."],
        ],
        "facts": [["3 pairs"]],
        "updates": [(["Silverdale"], ["Oakfield"])],
    },
    {
        "id": "h4-fold-twice-changed",
        "folds": [
            [
                "The repair shop says my laptop will be ready on Monday.",
                "It's a cracked screen, 180 euros.",
            ],
            ["Now they say the laptop will be ready Wednesday, the part is late."],
            ["Final word from the shop: Friday, they're waiting on a courier."],
        ],
        "facts": [["180 euros"], ["screen"]],
        "updates": [(["Monday", "Wednesday"], ["Friday"])],
    },
    {
        "id": "h4-person-twice-changed",
        "folds": [
            [
                "Our babysitter on Saturday night is <PERSON_1>.",
                "We pay 12 pounds an hour.",
                "<PERSON_1> cancelled, <PERSON_4> can do Saturday.",
                "Scratch that, <PERSON_5> is coming instead.",
            ]
        ],
        "facts": [["12 pounds"], ["Saturday"]],
        "updates": [(["<PERSON_1>", "<PERSON_4>"], ["<PERSON_5>"])],
    },
    # ================================================================ must not change: about something else
    {  # another person's appointment moved
        "id": "h4-keep-other-persons-jab",
        "folds": [
            [
                "My flu jab is at the pharmacy on Thursday at 10:30.",
                "It's free for me this year.",
                "My husband's flu jab got moved to Friday.",
            ]
        ],
        "facts": [["Thursday", "10:30"], ["husband"]],
        "updates": [],
    },
    {  # another event on the same weekday, with a number the fact uses
        "id": "h4-keep-other-event-weekday",
        "folds": [
            [
                "Bowling night is on Friday.",
                "The lanes cost 7 pounds a game.",
                "The school disco is on Friday too, so my son needs picking up at 7.",
            ]
        ],
        "facts": [["bowling", "Friday"], ["7 pounds"], ["disco"]],
        "updates": [],
    },
    {  # a question, nothing decided
        "id": "h4-keep-question",
        "folds": [
            [
                "The tailor is taking my trousers up by 3 cm.",
                "I pick them up on Saturday.",
                "Would they look better taken up by 4 cm? Just wondering.",
            ]
        ],
        "facts": [["3 cm"], ["Saturday"]],
        "updates": [],
    },
    {  # the assistant's other slot turned down
        "id": "h4-keep-slot-declined",
        "folds": [
            [
                "The trampoline park session is at 14:00 on Sunday.",
                "It's 11 pounds per jumper plus grip socks.",
                {
                    "turns": [
                        ("assistant", "The 16:00 session is usually quieter, shall I note that one instead?"),
                        ("user", "No, 14:00 suits us better, leave it."),
                    ]
                },
            ]
        ],
        "facts": [["trampoline", "14:00"], ["11 pounds"]],
        "updates": [],
    },
    {  # a past time of the same kind
        "id": "h4-keep-past-pickup",
        "folds": [
            [
                "The cobbler is resoling my boots, they'll be ready on the 12th.",
                "Resoling costs 35 pounds.",
                "Last year he only had my shoes ready on the 19th.",
            ]
        ],
        "facts": [["boots", "12th"], ["35 pounds"]],
        "updates": [],
    },
    {  # a plan B not taken
        "id": "h4-keep-plan-b",
        "folds": [
            [
                "The kite festival is on Sunday in Kingsmead park.",
                "Parking there is 6 pounds.",
                "Plan B was the beach at <LOCATION_2> if the park flooded, but it's fine, so Kingsmead "
                "it is.",
            ]
        ],
        "facts": [["Kingsmead"], ["6 pounds"], ["kite", "Sunday"]],
        "updates": [],
    },
    {  # a comparison in the same unit
        "id": "h4-keep-comparison",
        "folds": [
            [
                "My phone plan is 12 pounds a month for 30 GB.",
                "The contract ends in June.",
                "30 GB is way more than I need, I only use about 11 GB.",
            ]
        ],
        "facts": [["30 GB"], ["12 pounds"], ["June"], ["11 GB"]],
        "updates": [],
    },
    {  # another item at the same price
        "id": "h4-keep-other-item-price",
        "folds": [
            [
                "The sewing machine service costs 45 pounds.",
                "It'll be done by the end of next week.",
                "Funny, the extension table they sell is also 45 pounds.",
            ]
        ],
        "facts": [["service", "45 pounds"], ["extension table"]],
        "updates": [],
    },
    {  # "the same as before"
        "id": "h4-keep-same-as-before",
        "folds": [
            [
                "The residents' parking permit costs 95 pounds a year.",
                "It runs from 1 April.",
                "The renewal letter came, the price is the same as before.",
            ]
        ],
        "facts": [["95 pounds"], ["1 April"]],
        "updates": [],
    },
    {  # another event on the same date
        "id": "h4-keep-same-date",
        "folds": [
            [
                "My jury service starts on 8 January.",
                "It usually lasts two weeks.",
                "My sister's due date is 8 January as well, of all days!",
            ]
        ],
        "facts": [["jury", "8 January"], ["two weeks"], ["due date"]],
        "updates": [],
    },
    {  # a change word about another attribute
        "id": "h4-keep-moved-hutch",
        "folds": [
            [
                "The guinea pigs' hutch gets cleaned on Sundays.",
                "They get through a bag of hay a week.",
                "We moved the hutch into the shed for the winter.",
            ]
        ],
        "facts": [["Sundays"], ["hay"], ["shed"]],
        "updates": [],
    },
    {  # the same time for another appointment, in a later fold
        "id": "h4-keep-fold-same-time",
        "folds": [
            [
                "The dry cleaner's pick-up is at 17:30 on Tuesday.",
                "It's two shirts and the grey coat.",
            ],
            ["I have a video call with the landlord at 17:30 on Wednesday."],
        ],
        "facts": [["Tuesday", "17:30"], ["grey coat"], ["landlord"]],
        "updates": [],
    },
    {  # another project needing a count of the same thing
        "id": "h4-keep-other-project-count",
        "folds": [
            [
                "The jumper pattern needs 9 balls of wool.",
                "I'm using 5 mm needles.",
                "The scarf for my niece needs 3 balls.",
            ]
        ],
        "facts": [["jumper", "9 balls"], ["5 mm"], ["scarf"]],
        "updates": [],
    },
    {  # a hypothetical
        "id": "h4-keep-hypothetical",
        "folds": [
            [
                "Golf lessons are at 9:45 on Saturdays.",
                "A block of 5 lessons is 110 pounds.",
                "What if I moved them to Sundays, would the coach mind? I'll think about it.",
            ]
        ],
        "facts": [["Saturdays"], ["9:45"], ["110 pounds"]],
        "updates": [],
    },
    {  # another team's captain
        "id": "h4-keep-other-team",
        "folds": [
            [
                "Our darts team captain is <PERSON_1>.",
                "Matches are on Thursday nights.",
                "<PERSON_3> is the new captain of the pool team.",
            ]
        ],
        "facts": [["darts", "<PERSON_1>"], ["Thursday"], ["<PERSON_3>"]],
        "updates": [],
    },
    {  # "now" with another fuel in the same unit
        "id": "h4-keep-now-other-rate",
        "folds": [
            [
                "Our electricity is 24p per kWh.",
                "The standing charge is 53p a day.",
                "Gas is now 6p per kWh.",
            ]
        ],
        "facts": [["24p"], ["53p"], ["6p"]],
        "updates": [],
    },
    {  # someone else's rent went up, in a later fold
        "id": "h4-keep-fold-other-rent",
        "folds": [
            [
                "Our lodger pays 550 pounds a month.",
                "Bills are included in that.",
            ],
            ["Her rent at the old place went up to 600, that's why she moved in with us."],
        ],
        "facts": [["550 pounds"], ["bills"]],
        "updates": [],
    },
    {  # a longer stay offered and declined
        "id": "h4-keep-offer-declined-nights",
        "folds": [
            [
                "The half-term cottage is booked for 5 nights.",
                "It costs 780 pounds.",
                "The owner offered 7 nights for 950, but we said no.",
            ]
        ],
        "facts": [["5 nights"], ["780 pounds"]],
        "updates": [],
    },
    {  # someone else dropping bags at the same shop on the same day
        "id": "h4-keep-neighbour-same-shop",
        "folds": [
            [
                "I'm dropping 4 bags of clothes at the Oxfam shop on Saturday.",
                "I'll keep the winter coats for now.",
                "My neighbour is taking 2 bags to the same shop on Saturday.",
            ]
        ],
        "facts": [["4 bags"], ["Oxfam"], ["winter coats"]],
        "updates": [],
    },
    {  # another ticket's price, not bought
        "id": "h4-keep-other-ticket-price",
        "folds": [
            [
                "My annual season ticket is 3,240 pounds.",
                "It renews on 2 February.",
                "A monthly ticket would be 310 pounds, which works out dearer.",
            ]
        ],
        "facts": [["3,240"], ["2 February"]],
        "updates": [],
    },
]
