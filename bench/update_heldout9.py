"""The update probe's ninth held-out group (eleventh round): planner-style chat where the assistant recaps
plans as numbered lists and offers options, and the user answers tersely by reference ("make #2 saturday",
"go with a", "budget's 5k now"). 31 conversations with 36 updates (corrections, changes decided later, a
change inside a long chatty turn, changes the assistant restates, changes the assistant proposes and the
user accepts, old and new values spelled differently: "14:00"/"1:30pm", "£95"/"110 GBP", "4,500"/"5k",
"2027-03-14"/"the 21st", "60 minutes"/"an hour and a half", "nine"/"11", percentages, counts, ranges,
venues and brands, <PERSON_n>/<LOCATION_n> placeholders; a value changed twice in a row, once across three
folds; a subject that is only a pronoun; updates stated with no change word; ten changed in a later fold)
and 20 conversations where a later statement shares a weekday, a time, a number, a place, a unit or a
change word with a fact but must change nothing (options offered and not taken, a recap repeating the
value that holds, another person's or another event's value, a question or hypothetical, a past event, a
plan B, another item's price, "same as before", a change asked about and refused).
Written by an engineer who did not read the rules; committed before the eleventh round's logic changes were
merged; never tuned on (`bench.update_probe` prints its aggregates only). Our own topics, none of
bench/data/RESERVED.md's and none of the other groups'.

Statements are written as in bench/update_probe.py (a dict's turns are used as written). A fact kept whose
keys no longer stand together on one line of the summary outside "(was …)" is damaged.
"""

from __future__ import annotations

from bench.chats import chat as _chat

_UPDATES: list[dict] = [
    # ================================================================ corrections
    {
        "id": "h9-nephew-graduation-time",
        "folds": [
            [
                _chat(
                    "My nephew's graduation is on 2027-07-09, the ceremony is at 14:00 in the Great Hall. "
                    "Can you help me plan the day?",
                    "Happily. Here's what I have:\n1. Date: 2027-07-09\n2. Ceremony: 14:00, Great Hall\n"
                    "3. Travel: not booked yet\nShall I suggest trains that get you there by midday?",
                ),
                _chat("yes please, from <LOCATION_1>"),
                _chat(
                    "hang on, I misread the invite. ceremony's 1:30pm, not 2",
                    "Corrected. 1. Date: 2027-07-09  2. Ceremony: 1:30pm, Great Hall  3. Travel: trains "
                    "from <LOCATION_1>, arriving before noon.",
                ),
            ]
        ],
        "facts": [["Great Hall"], ["2027-07-09"], ["<LOCATION_1>"]],
        "updates": [(["14:00"], ["1:30pm"])],
    },
    {
        "id": "h9-travel-insurance-excess",
        "folds": [
            [
                _chat(
                    "Sorting travel insurance. Found an annual multi-trip policy for £42 with a £250 excess.",
                    "Sounds reasonable. Summary:\n1. Policy: annual multi-trip\n2. Premium: £42\n"
                    "3. Excess: £250\nDo you want winter sports cover added?",
                ),
                _chat(
                    "no winter sports. and sorry, the excess is £150, I was looking at the cheaper tier",
                    "No problem: annual multi-trip, £42 premium, £150 excess, no winter sports cover.",
                ),
            ]
        ],
        "facts": [["annual multi-trip"], ["£42"], ["winter sports"]],
        "updates": [(["250"], ["150"])],
    },
    {
        "id": "h9-pharmacy-collection-day",
        "folds": [
            [
                _chat(
                    "My repeat prescription is ready at Greenway Pharmacy on Thursday the 4th, 28 tablets.",
                    "Noted:\n1. Where: Greenway Pharmacy\n2. When: Thursday the 4th\n3. Quantity: 28 "
                    "tablets\nWant a reminder the evening before?",
                ),
                _chat(
                    "pharmacist just rang, supplier delay. Monday the 8th",
                    "Got it, collection is Monday the 8th at Greenway Pharmacy, still 28 tablets. I'll move "
                    "the reminder to Sunday evening.",
                ),
            ]
        ],
        "facts": [["Greenway Pharmacy"], ["28 tablets"]],
        "updates": [(["Thursday", "4th"], ["Monday", "8th"])],
    },
    {
        "id": "h9-wallpaper-rolls",
        "folds": [
            [
                _chat(
                    "Wallpapering the hallway this weekend. I worked out I need nine rolls of the sage "
                    "stripe, paste included in the kit.",
                    "Plan for the hallway:\n1. Paper: sage stripe, nine rolls\n2. Paste: in the kit\n"
                    "3. Tools: plumb line, smoothing brush, snap-off knife\nIs the batch number the same "
                    "on all rolls? Mixed batches can show a colour difference.",
                ),
                _chat(
                    "measured again with the stairwell, it's 11 rolls",
                    "Thanks, so 11 rolls of the sage stripe; buy them from one batch.",
                ),
            ]
        ],
        "facts": [["sage stripe"], ["plumb line"]],
        "updates": [(["nine"], ["11"])],
    },
    # ================================================================ changes in a later fold
    {
        "id": "h9-van-hire-price",
        "folds": [
            [
                _chat(
                    "I need to hire a van on Saturday the 12th to shift my sister's things across town.",
                    "Two options near you:\na) Roadvan, £95 for the day, 3.5t panel van\nb) Hirebox, £120 "
                    "for the day, Luton with a tail lift\nWhich suits?",
                ),
                _chat("a", "Booked in principle: Roadvan panel van, Saturday the 12th, £95 for the day."),
            ],
            [
                _chat(
                    "roadvan rang, weekend surcharge, it's 110 GBP now",
                    "Updated: Roadvan panel van on Saturday the 12th, 110 GBP for the day.",
                ),
                _chat("fine, keep it", "Kept. Bring your licence and a card for the deposit."),
            ],
        ],
        "facts": [["Roadvan"], ["12th"], ["panel van"]],
        "updates": [(["95"], ["110"])],
    },
    {
        "id": "h9-retirement-lunch-venue",
        "folds": [
            [
                _chat(
                    "Organising <PERSON_2>'s retirement lunch, Friday 18 June, about 22 people. I've "
                    "booked the Brass Lantern.",
                    "Lovely. Recap:\n1. Guest of honour: <PERSON_2>\n2. Date: Friday 18 June\n3. Guests: "
                    "22\n4. Venue: the Brass Lantern\nDo you want a collection for a gift?",
                ),
                _chat(
                    "yes, a card and a voucher",
                    "I'll draft a note asking people to chip in for the card and voucher.",
                ),
            ],
            [
                _chat(
                    "the Brass Lantern double booked us! got the Old Granary instead, same date",
                    "Annoying, but sorted: venue is now the Old Granary, Friday 18 June, 22 guests.",
                ),
                _chat("they do a set menu at £29 a head", "Good, a set menu keeps the bill simple."),
            ],
        ],
        "facts": [["<PERSON_2>"], ["18 June"], ["voucher"], ["£29"]],
        "updates": [(["Brass Lantern"], ["Old Granary"])],
    },
    {
        "id": "h9-parking-permit-fee",
        "folds": [
            [
                _chat(
                    "Renewing my residents' parking permit, Zone K. It's £85 for the year.",
                    "Checklist:\n1. Zone: K\n2. Fee: £85/year\n3. Proof of address: council tax bill or "
                    "a utility bill from the last 3 months",
                ),
                _chat("I'll use the water bill", "Good, scan it and upload it with the form."),
            ],
            [
                _chat(
                    "council letter came. 102 GBP this year, they put fees up",
                    "Okay: Zone K permit, 102 GBP for the year, water bill as proof of address.",
                ),
                _chat(
                    "do I keep the old one on display till the new one comes?",
                    "Yes, keep the old permit on display until the new one arrives.",
                ),
            ],
        ],
        "facts": [["Zone K"], ["water bill"]],
        "updates": [(["85"], ["102"])],
    },
    {
        "id": "h9-sourdough-workshop-date",
        "folds": [
            [
                _chat(
                    "I want to do a sourdough workshop this spring, can you find one?",
                    "Two at the community kitchen:\na) Sat 2027-03-14, 10:00-13:00, £45\nb) Sun "
                    "2027-03-22, 14:00-17:00, £40\nBoth send you home with a starter.",
                ),
                _chat("option a", "Booked: Sat 2027-03-14, 10:00, £45. Bring an apron and a tea towel."),
            ],
            [
                _chat(
                    "they moved mine a week later, to the 21st, same time",
                    "Updated: sourdough workshop on the 21st, 10:00, £45.",
                ),
                _chat("still need the apron?", "Yes, the apron and a tea towel."),
            ],
        ],
        "facts": [["10:00"], ["£45"], ["apron"]],
        "updates": [(["2027-03-14"], ["21st"])],
    },
    {
        "id": "h9-yearbook-deadline",
        "folds": [
            [
                _chat(
                    "I'm on the yearbook committee. 120 pages, printer deadline is May 2, <PERSON_6> does "
                    "the layout.",
                    "Plan:\n1. Pages: 120\n2. Print deadline: May 2\n3. Layout: <PERSON_6>\n4. Photos due "
                    "two weeks earlier\nShould I draft a message to the class reps?",
                ),
                _chat(
                    "yes, short one",
                    "Draft: 'Please send your photos to <PERSON_6> two weeks before the print deadline.'",
                ),
            ],
            [
                _chat(
                    "printer gave us more time, deadline is 2027-05-16",
                    "Great: print deadline 2027-05-16, photos due two weeks before, <PERSON_6> on layout, "
                    "120 pages.",
                ),
                _chat("send the reps the new date", "Done, the message to the reps has the new date."),
            ],
        ],
        "facts": [["120 pages"], ["<PERSON_6>"]],
        "updates": [(["May 2"], ["2027-05-16"])],
    },
    {
        "id": "h9-zine-print-run",
        "folds": [
            [
                _chat(
                    "Printing our zine at the Riso studio. A5, 24 pages, print run of 150.",
                    "Recap:\n1. Format: A5, 24 pages\n2. Run: 150 copies\n3. Printer: Riso studio\n"
                    "Two ink colours or one?",
                ),
                _chat("two, teal and pink", "Teal and pink it is."),
            ],
            [
                _chat("pre-orders went mad lol", "Congratulations! Do you want a bigger run?"),
                _chat(
                    "bump the run to 250",
                    "Done: 250 copies, A5, 24 pages, teal and pink at the Riso studio.",
                ),
            ],
        ],
        "facts": [["A5"], ["Riso"], ["teal"]],
        "updates": [(["150"], ["250"])],
    },
    {
        "id": "h9-tyre-branch",
        "folds": [
            [
                _chat(
                    "Need two new front tyres. TyreHub Northgate can do Saturday at 9:30.",
                    "Booking:\n1. Tyres: 2 x front\n2. Fitter: TyreHub Northgate\n3. Slot: Saturday 9:30\n"
                    "Want wheel alignment too? It's usually £40.",
                ),
                _chat("no alignment", "Okay, tyres only."),
            ],
            [
                _chat(
                    "Northgate can't get the size in. booked their Southside branch, same slot",
                    "Okay: TyreHub Southside, Saturday 9:30, two front tyres, no alignment.",
                ),
                _chat(
                    "do I need the locking wheel nut key?",
                    "Yes, bring it; they can't take locked nuts off without it.",
                ),
            ],
        ],
        "facts": [["Saturday"], ["9:30"], ["alignment"]],
        "updates": [(["Northgate"], ["Southside"])],
    },
    {
        "id": "h9-orienteering-start-time",
        "folds": [
            [
                _chat(
                    "Entered the orienteering event at <LOCATION_6>, Blue course. My start time is 10:05.",
                    "Checklist:\n1. Course: Blue\n2. Start: 10:05\n3. Kit: compass, whistle, SI card\n"
                    "Arrive 45 minutes early to register.",
                ),
                _chat("do I need my own compass?", "They hire them out, but your own is better."),
            ],
            [
                _chat(
                    "organisers reshuffled the starts, I'm 10:20 now",
                    "Updated start: 10:20, Blue course.",
                ),
                _chat("where do we park?", "The field by the registration tent, follow the signs."),
            ],
            [
                _chat(
                    "and again lol, final start list has me at 10:35",
                    "Final: Blue course at <LOCATION_6>, start 10:35, bring the SI card.",
                ),
                _chat("thanks!", "Good luck out there!"),
            ],
        ],
        "facts": [["Blue course"], ["<LOCATION_6>"], ["SI card"]],
        "updates": [(["10:05", "10:20"], ["10:35"])],
    },
    {
        "id": "h9-sewing-machine-ready",
        "folds": [
            [
                _chat(
                    "Dropped my sewing machine off for a service, £55, they're replacing the bobbin case. "
                    "Ready on 7 June.",
                    "Noted:\n1. Service: £55\n2. Part: new bobbin case\n3. Collection: 7 June",
                ),
                _chat("do they lend a machine meanwhile?", "No, but they text when it's ready."),
            ],
            [
                _chat(
                    "shop called. it won't be ready till the 14th",
                    "Collection moved to the 14th; £55 with the new bobbin case.",
                ),
                _chat("I'll push the curtains to the weekend after", "Sensible, that gives you slack."),
            ],
        ],
        "facts": [["£55"], ["bobbin case"]],
        "updates": [(["7 June"], ["14th"])],
    },
    {
        "id": "h9-secret-santa-organiser",
        "folds": [
            [
                _chat(
                    "Office Secret Santa: £15 limit, names drawn on Monday, <PERSON_3> is organising.",
                    "Recap:\n1. Limit: £15\n2. Draw: Monday\n3. Organiser: <PERSON_3>\nWant a wish-list "
                    "form for people to fill in?",
                ),
                _chat("yes, keep it short", "Three questions: likes, dislikes, allergies."),
            ],
            [
                _chat(
                    "<PERSON_3> is off sick for a fortnight, <PERSON_8> is running it now",
                    "Okay, <PERSON_8> organises: £15 limit, draw on Monday.",
                ),
                _chat("send her the wish-list form", "Sent to <PERSON_8>."),
            ],
        ],
        "facts": [["£15"], ["Monday"], ["allergies"]],
        "updates": [(["<PERSON_3>"], ["<PERSON_8>"])],
    },
    # ================================================================ assistant proposes, user accepts
    {
        "id": "h9-padel-offpeak-switch",
        "folds": [
            [
                _chat(
                    "Book a padel court for Thursday, 18:00, four of us.",
                    "Court 3 is free Thursday at 18:00 for EUR 32. If you can play a bit later, Court 3 at "
                    "19:30 is off-peak at EUR 24. Want me to switch?",
                ),
                _chat("yes switch", "Done:\n1. Court 3\n2. Thursday 19:30\n3. EUR 24\n4. Players: four"),
                _chat("I'll bring the balls"),
            ]
        ],
        "facts": [["Court 3"], ["Thursday"], ["balls"]],
        "updates": [(["18:00"], ["19:30"]), (["32"], ["24"])],
    },
    {
        "id": "h9-rugby-tour-coach",
        "folds": [
            [
                _chat(
                    "Rugby tour to <LOCATION_5> for 24 players. I have a quote for a 53-seater coach at "
                    "£1,450.",
                    "That's a lot of empty seats for 24 players. A 33-seater from the same firm is £980 and "
                    "still fits the kit bags in the hold. Shall I swap it?",
                ),
                _chat("go with that", "Swapped. Tour coach: 33-seater, £980, 24 players to <LOCATION_5>."),
                _chat("leave friday 7am"),
            ]
        ],
        "facts": [["24 players"], ["<LOCATION_5>"], ["7am"]],
        "updates": [(["53-seater"], ["33-seater"]), (["1,450"], ["980"])],
    },
    {
        "id": "h9-office-offsite-day",
        "folds": [
            [
                _chat(
                    "Planning our team offsite for 18 people at <LOCATION_1>. Budget £4,500. Thinking "
                    "Wednesday.",
                    "Draft:\n1. Venue: <LOCATION_1>\n2. People: 18\n3. Budget: £4,500\n4. Day: Wednesday\n"
                    "Tip: the venue charges 20% less on Tuesdays. Move it?",
                ),
                _chat("ok tuesday then", "Moved to Tuesday, the 20% discount applies."),
                _chat(
                    "and budget's 5k now, finance approved the extra",
                    "Recap: <LOCATION_1>, 18 people, Tuesday, budget 5k.",
                ),
            ]
        ],
        "facts": [["18 people"], ["<LOCATION_1>"]],
        "updates": [(["Wednesday"], ["Tuesday"]), (["4,500"], ["5k"])],
    },
    {
        "id": "h9-summer-picnic-spot",
        "folds": [
            [
                _chat(
                    "Summer picnic with the neighbours, 2027-06-19 at 12:30, at <LOCATION_2>. I'm "
                    "bringing the bunting.",
                    "Plan:\n1. Date: 2027-06-19\n2. Time: 12:30\n3. Spot: <LOCATION_2>\n4. Bunting: you",
                ),
                _chat(
                    "forecast says 29 degrees",
                    "There's no shade at <LOCATION_2>. <LOCATION_7> has big trees and is a short walk "
                    "away. Switch?",
                ),
                _chat("yes do", "Switched: 2027-06-19, 12:30 at <LOCATION_7>, you bring the bunting."),
            ]
        ],
        "facts": [["2027-06-19"], ["12:30"], ["bunting"]],
        "updates": [(["<LOCATION_2>"], ["<LOCATION_7>"])],
    },
    # ================================================================ by reference to the assistant's list
    {
        "id": "h9-nail-appointment-slot",
        "folds": [
            [
                _chat(
                    "Want gel nails before the party, at Polished on the high street.",
                    "Here's what they have:\n1. Salon: Polished\n2. Slot: Friday 17:00\n3. Price: £38\n"
                    "Shall I hold it?",
                ),
                _chat(
                    "yes but make #2 saturday 11am",
                    "Held: Polished, saturday 11am, £38.",
                ),
            ]
        ],
        "facts": [["Polished"], ["£38"]],
        "updates": [(["Friday", "17:00"], ["Saturday", "11am"])],
    },
    {
        "id": "h9-uni-open-day-talk",
        "folds": [
            [
                _chat(
                    "Taking my daughter to the uni open day. She wants the Computer Science talk.",
                    "The schedule says:\n1. Computer Science talk: 11:45, Lecture Theatre B\n2. Campus "
                    "tour: 13:00 from the library steps\n3. Accommodation talk: 14:30",
                ),
                _chat(
                    "they emailed a new schedule, #1 is 12:15 in Lecture Theatre D",
                    "Updated: Computer Science talk at 12:15 in Lecture Theatre D; the campus tour at "
                    "13:00 from the library steps.",
                ),
            ]
        ],
        "facts": [["Computer Science"], ["library steps"]],
        "updates": [(["11:45"], ["12:15"]), (["Theatre B"], ["Theatre D"])],
    },
    # ================================================================ a subject that is only a pronoun
    {
        "id": "h9-passport-appointment",
        "folds": [
            [
                _chat(
                    "My passport appointment is at the Peterborough office on 3 March at 09:40.",
                    "Checklist:\n1. Office: Peterborough\n2. Date: 3 March\n3. Time: 09:40\n4. Bring: old "
                    "passport, two photos, the printed form",
                ),
                _chat("I got the photos done today"),
                _chat("they texted, it's at 10:20 now", "Updated the time to 10:20."),
            ]
        ],
        "facts": [["Peterborough"], ["3 March"], ["photos"]],
        "updates": [(["09:40"], ["10:20"])],
    },
    # ================================================================ no change word
    {
        "id": "h9-orchard-pruning-start",
        "folds": [
            [
                _chat(
                    "Community orchard pruning day is Sunday. We start at 9am. <PERSON_2> brings the ladder.",
                    "Plan:\n1. Day: Sunday\n2. Start: 9am\n3. Ladder: <PERSON_2>\n4. Bring: gloves, loppers",
                ),
                _chat("also need someone for the tea urn"),
                _chat(
                    "We're starting at 10am on Sunday, the frost won't have lifted earlier.",
                    "Sensible, frozen wood splits. Sunday at 10am it is.",
                ),
            ]
        ],
        "facts": [["Sunday"], ["<PERSON_2>"], ["tea urn"]],
        "updates": [(["9am"], ["10am"])],
    },
    {
        "id": "h9-veg-box-schedule",
        "folds": [
            [
                _chat(
                    "Signed up for a veg box. Medium box, £18, comes weekly on Tuesdays.",
                    "Recap:\n1. Box: medium\n2. Price: £18\n3. Delivery: weekly, Tuesdays\nAny items to "
                    "exclude?",
                ),
                _chat("no beetroot ever"),
                _chat(
                    "The veg box comes fortnightly, on Wednesdays.",
                    "Okay: medium box, £18, fortnightly on Wednesdays, no beetroot.",
                ),
            ]
        ],
        "facts": [["£18"], ["medium"], ["beetroot"]],
        "updates": [(["weekly"], ["fortnightly"]), (["Tuesdays"], ["Wednesdays"])],
    },
    # ================================================================ a change inside a long chatty turn
    {
        "id": "h9-tattoo-session-length",
        "folds": [
            [
                _chat(
                    "Booked my tattoo with <PERSON_3> at Ink Yard for 2027-05-22, a session of 3 hours, "
                    "£60 deposit paid.",
                    "Exciting! Recap:\n1. Artist: <PERSON_3>, Ink Yard\n2. Date: 2027-05-22\n3. Session: "
                    "3 hours\n4. Deposit: £60 (paid)\nEat properly beforehand and skip alcohol the night "
                    "before.",
                ),
                _chat(
                    "Honestly I've been so nervous I keep redrawing the fern, she sent me the stencil and "
                    "it's gorgeous, the fronds wrap round to the inside of my arm. My cat sat on the "
                    "printout, obviously. Oh and the session is four hours, she wants to do all the "
                    "shading in one go so I don't need a second visit. Should I buy that aftercare balm "
                    "or just use the unscented cream I have?",
                    "The unscented cream is fine for most people; use a thin layer two or three times a "
                    "day. Four hours is long, so bring snacks and something to watch.",
                ),
            ]
        ],
        "facts": [["Ink Yard"], ["2027-05-22"], ["£60"], ["fern"]],
        "updates": [(["3 hours"], ["four hours"])],
    },
    {
        "id": "h9-stream-cleanup-volunteers",
        "folds": [
            [
                _chat(
                    "Running a stream clean-up at <LOCATION_4> on the 30th. Expecting 6-8 volunteers.",
                    "Plan:\n1. Site: <LOCATION_4>\n2. Date: the 30th\n3. Volunteers: 6-8\n4. Kit: litter "
                    "pickers, waders, hi-vis",
                ),
                _chat(
                    "So the council finally replied, which took ages, and they'll lend us litter pickers "
                    "and bags but not waders, so I'll ask the angling club. The local paper want a photo "
                    "too. And word got round on the school chat so we're looking at 10-12 volunteers "
                    "now, which is brilliant but I'm worried about parking.",
                    "Great turnout. Ask people to car-share; the angling club may have waders to lend.",
                ),
            ]
        ],
        "facts": [["<LOCATION_4>"], ["30th"], ["angling club"]],
        "updates": [(["6-8"], ["10-12"])],
    },
    # ================================================================ changed in sequence
    {
        "id": "h9-swimming-lesson-day",
        "folds": [
            [
                _chat(
                    "<PERSON_1> starts swimming lessons, Level 2, Wednesdays at 17:15.",
                    "Recap:\n1. Swimmer: <PERSON_1>\n2. Level: 2\n3. Day: Wednesdays\n4. Time: 17:15",
                ),
                _chat("pool offered Thursdays instead, same time, easier for me"),
                _chat(
                    "ugh that slot's full now. it's Mondays",
                    "Final: <PERSON_1>, Level 2, Mondays at 17:15.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["17:15"], ["Level 2"]],
        "updates": [(["Wednesdays", "Thursdays"], ["Mondays"])],
    },
    # ================================================================ durations, units, percentages
    {
        "id": "h9-swing-dance-class-length",
        "folds": [
            [
                _chat(
                    "Swing dance class on Wednesday with <PERSON_7>, 60 minutes, beginners.",
                    "Noted:\n1. Day: Wednesday\n2. Teacher: <PERSON_7>\n3. Length: 60 minutes\n4. Level: "
                    "beginners\nWear soft-soled shoes.",
                ),
                _chat(
                    "they've made it an hour and a half, social dance at the end",
                    "Nice, so an hour and a half with <PERSON_7> on Wednesday, including the social.",
                ),
            ]
        ],
        "facts": [["Wednesday"], ["<PERSON_7>"], ["soft-soled"]],
        "updates": [(["60 minutes"], ["an hour and a half"])],
    },
    {
        "id": "h9-physio-cover",
        "folds": [
            [
                _chat(
                    "Physio for my knee: 6 sessions, 45 min each. Insurance covers 80%.",
                    "Plan:\n1. Sessions: 6\n2. Length: 45 min\n3. Insurance: 80% covered\nAsk for "
                    "exercises to do between sessions.",
                ),
                _chat(
                    "insurer says it's 60% for physio, not what the website said",
                    "Understood, 60% covered, so you pay the other 40% of each session.",
                ),
            ]
        ],
        "facts": [["6 sessions"], ["45 min"]],
        "updates": [(["80%"], ["60%"])],
    },
    {
        "id": "h9-solar-panel-size",
        "folds": [
            [
                _chat(
                    "Getting solar panels. The installer quoted a 4.8 kW system on the south roof, "
                    "scaffolding included.",
                    "Summary:\n1. System: 4.8 kW\n2. Roof: south\n3. Scaffolding: included\nAsk about a "
                    "battery later.",
                ),
                _chat(
                    "survey found a vent in the way so it's a 4 kW system",
                    "Okay: 4 kW on the south roof, scaffolding included.",
                ),
            ]
        ],
        "facts": [["scaffolding"], ["south"]],
        "updates": [(["4.8"], ["4 kW"])],
    },
    {
        "id": "h9-stove-wood-amount",
        "folds": [
            [
                _chat(
                    "Ordering wood for the stove this winter. one cubic metre of kiln-dried ash, "
                    "delivered Thursday.",
                    "Order:\n1. Wood: kiln-dried ash\n2. Amount: one cubic metre\n3. Delivery: Thursday\n"
                    "Do you have dry storage for it?",
                ),
                _chat(
                    "the log store is bigger than I thought, make it 2 cubic metres",
                    "Changed to 2 cubic metres of kiln-dried ash, Thursday delivery.",
                ),
            ]
        ],
        "facts": [["kiln-dried"], ["Thursday"], ["log store"]],
        "updates": [(["one cubic metre"], ["2 cubic metres"])],
    },
    {
        "id": "h9-recycling-centre-slot",
        "folds": [
            [
                _chat(
                    "Booked a recycling centre slot for Sunday 2:40pm, got plasterboard and an old mattress.",
                    "Booking:\n1. Day: Sunday\n2. Slot: 2:40pm\n3. Items: plasterboard, mattress\n"
                    "Plasterboard often goes in a separate skip, ask at the gate.",
                ),
                _chat(
                    "centre emailed, my slot is 15:20 now",
                    "Noted: Sunday 15:20 with the plasterboard and mattress.",
                ),
            ]
        ],
        "facts": [["Sunday"], ["plasterboard"], ["mattress"]],
        "updates": [(["2:40pm"], ["15:20"])],
    },
]

_UNCHANGED: list[dict] = [
    {
        "id": "h9-street-party-other-street",
        "folds": [
            [
                _chat(
                    "Neighbourhood street party on Sunday 2027-08-15 from 2pm. We applied for a road "
                    "closure.",
                    "Plan:\n1. Date: Sunday 2027-08-15\n2. Start: 2pm\n3. Road closure: applied\n4. Tables: "
                    "ask each house for one",
                ),
                _chat(
                    "the next street over is doing theirs on Sunday the 22nd from 2pm too",
                    "Good to know, different weekend, so no clash with yours on 2027-08-15.",
                ),
            ]
        ],
        "facts": [["2027-08-15"], ["2pm"], ["road closure"]],
        "updates": [],
    },
    {
        "id": "h9-oil-refill-neighbour-price",
        "folds": [
            [
                _chat(
                    "Ordered 900 litres of heating oil from Fuelwise at 68p a litre.",
                    "Order:\n1. Supplier: Fuelwise\n2. Amount: 900 litres\n3. Price: 68p/litre",
                ),
                _chat(
                    "my neighbour paid 72p a litre last month, glad I waited",
                    "You saved a few pounds, yes. Your order stays at 68p, 900 litres, Fuelwise.",
                ),
            ]
        ],
        "facts": [["900 litres"], ["68p"], ["Fuelwise"]],
        "updates": [],
    },
    {
        "id": "h9-pilates-reformer-declined",
        "folds": [
            [
                _chat(
                    "Signed up for the Tuesday 7pm mat class, 10-week block, £90.",
                    "Booked:\n1. Class: mat pilates\n2. When: Tuesday 7pm\n3. Block: 10 weeks, £90\n"
                    "They also run a reformer class Thursday 7pm, 10 weeks for £140, if you want more "
                    "support.",
                ),
                _chat("no, stick with the mat one", "Fine, just the mat class then."),
            ]
        ],
        "facts": [["Tuesday"], ["£90"], ["mat"]],
        "updates": [],
    },
    {
        "id": "h9-visa-what-if",
        "folds": [
            [
                _chat(
                    "Visa appointment at the consulate in <LOCATION_1>, 2027-04-06 at 11:10.",
                    "Checklist:\n1. Where: consulate, <LOCATION_1>\n2. When: 2027-04-06, 11:10\n"
                    "3. Bring: passport, bank statements, booking confirmation",
                ),
                _chat(
                    "what if they move it to the 13th, would I still make my flight on the 20th?",
                    "Yes, processing is usually 5 working days, so the 13th would still be fine. For now "
                    "it's 2027-04-06 at 11:10.",
                ),
            ]
        ],
        "facts": [["2027-04-06"], ["11:10"], ["<LOCATION_1>"]],
        "updates": [],
    },
    {
        "id": "h9-woodworking-brother",
        "folds": [
            [
                _chat(
                    "Woodworking course: 8 weeks, Wednesdays 18:30, £240, we make a stool.",
                    "Recap:\n1. Length: 8 weeks\n2. Evenings: Wednesdays 18:30\n3. Fee: £240\n"
                    "4. Project: a stool",
                ),
                _chat(
                    "my brother's doing one too, 6 weeks, also wednesdays but at 19:00, they make a "
                    "chopping board",
                    "Fun, you'll be comparing sawdust. Yours stays 8 weeks at 18:30.",
                ),
            ]
        ],
        "facts": [["8 weeks"], ["18:30"], ["stool"], ["£240"]],
        "updates": [],
    },
    {
        "id": "h9-taxi-last-time",
        "folds": [
            [
                _chat(
                    "Booked a taxi to the airport, pickup 04:15, fare EUR 55, driver <PERSON_2>.",
                    "Noted:\n1. Pickup: 04:15\n2. Fare: EUR 55\n3. Driver: <PERSON_2>",
                ),
                _chat(
                    "last time the taxi came at 04:45 and we nearly missed the flight",
                    "That's stressful. I'll remind you to confirm with <PERSON_2> the night before.",
                ),
            ]
        ],
        "facts": [["04:15"], ["EUR 55"], ["<PERSON_2>"]],
        "updates": [],
    },
    {
        "id": "h9-wreath-venue-kept",
        "folds": [
            [
                _chat(
                    "Running a wreath-making workshop, 2027-12-04, at the Potting Barn, for 6-8 people.",
                    "Plan:\n1. Date: 2027-12-04\n2. Venue: the Potting Barn\n3. Group: 6-8 people\n"
                    "4. Materials: moss, wire rings, foliage",
                ),
                _chat(
                    "can we change the venue to somewhere in town?",
                    "The town options have no big tables free that day; the Potting Barn does. Keep it?",
                ),
                _chat("ok keep it", "Same as before then: the Potting Barn, 2027-12-04, 6-8 people."),
            ]
        ],
        "facts": [["2027-12-04"], ["Potting Barn"], ["6-8"]],
        "updates": [],
    },
    {
        "id": "h9-seed-swap-plan-b",
        "folds": [
            [
                _chat(
                    "Seed swap at the village hall, Saturday 10:00-12:00, table fee £5.",
                    "Plan:\n1. Where: village hall\n2. When: Saturday 10:00-12:00\n3. Table fee: £5",
                ),
                _chat(
                    "if the hall floods again we'd use the church porch, but it should be fine",
                    "Good to have a fallback. The village hall stays the plan.",
                ),
                _chat("seed envelopes are £3 a pack, I'll buy two"),
            ]
        ],
        "facts": [["village hall"], ["10:00"], ["table fee"]],
        "updates": [],
    },
    {
        "id": "h9-vet-two-pets",
        "folds": [
            [
                _chat(
                    "Biscuit's booster is Monday 16:20 at Riverside Vets, £48.",
                    "Recap:\n1. Pet: Biscuit\n2. When: Monday 16:20\n3. Where: Riverside Vets\n4. Cost: £48",
                ),
                _chat(
                    "the cat's check-up is Monday too but at 9:10",
                    "Two trips on Monday then: the cat at 9:10, Biscuit at 16:20.",
                ),
            ]
        ],
        "facts": [["16:20"], ["Riverside Vets"], ["£48"]],
        "updates": [],
    },
    {
        "id": "h9-surf-private-declined",
        "folds": [
            [
                _chat(
                    "Booked 3 surf lessons at <LOCATION_3>, 90 min each, €45 each.",
                    "Booked:\n1. Lessons: 3 group lessons\n2. Length: 90 min\n3. Price: €45 each\n"
                    "They also offer a private lesson, an hour and a half for €70. Interested?",
                ),
                _chat("nah, group is fine", "Group lessons it is."),
            ]
        ],
        "facts": [["90 min"], ["€45"], ["<LOCATION_3>"]],
        "updates": [],
    },
    {
        "id": "h9-website-launch-refused",
        "folds": [
            [
                _chat(
                    "Our shop website launches 2027-02-01, budget USD 1,200 for the developer.",
                    "Plan:\n1. Launch: 2027-02-01\n2. Budget: USD 1,200\n3. Content due a week before",
                ),
                _chat(
                    "would moving the launch to the 8th cost more?",
                    "The developer would charge a $200 rush fee for the reshuffle.",
                ),
                _chat("then no, keep the 1st"),
            ]
        ],
        "facts": [["2027-02-01"], ["1,200"]],
        "updates": [],
    },
    {
        "id": "h9-yard-sale-cousin",
        "folds": [
            [
                _chat(
                    "Yard sale Saturday, 8am till 1pm, I'm borrowing folding tables from church.",
                    "Plan:\n1. Day: Saturday\n2. Hours: 8am-1pm\n3. Tables: folding tables from church\n"
                    "4. Float: bring coins",
                ),
                _chat(
                    "my cousin's having hers Saturday as well, starts at 9am",
                    "You could send buyers to each other. Yours still opens at 8am.",
                ),
            ]
        ],
        "facts": [["Saturday"], ["8am"], ["folding tables"]],
        "updates": [],
    },
    {
        "id": "h9-ski-pass-other-item",
        "folds": [
            [
                _chat(
                    "Ski trip booked: 7 nights at chalet Edelweiss, 7-day lift pass €312.",
                    "Recap:\n1. Stay: 7 nights, chalet Edelweiss\n2. Lift pass: 7 days, €312\n"
                    "3. Equipment: to rent",
                ),
                _chat(
                    "boot and ski rental is €165 for the week, the 6-day pass would've been €265",
                    "Right, the 7-day pass at €312 covers your whole stay, so that's the better buy.",
                ),
            ]
        ],
        "facts": [["Edelweiss"], ["€312"], ["7 nights"]],
        "updates": [],
    },
    {
        "id": "h9-upcycling-colour-changed",
        "folds": [
            [
                _chat(
                    "Upcycling workshop, Saturday 13:00, bring one chair, fee £35.",
                    "Noted:\n1. When: Saturday 13:00\n2. Bring: one chair\n3. Fee: £35",
                ),
                _chat(
                    "I've changed my mind on the colour, sage instead of navy",
                    "Sage will look lovely. The workshop details stay as they are.",
                ),
            ]
        ],
        "facts": [["13:00"], ["£35"], ["chair"]],
        "updates": [],
    },
    {
        "id": "h9-zumba-other-class-moved",
        "folds": [
            [
                _chat(
                    "Zumba on Friday 6:45pm at Oakfield leisure centre, £6 drop-in.",
                    "Recap:\n1. Class: Zumba\n2. When: Friday 6:45pm\n3. Where: Oakfield\n4. Price: £6",
                ),
                _chat(
                    "the aqua aerobics on fridays moved to 7:15pm, my mum goes to that",
                    "Handy, you could go together and she'd start half an hour after you.",
                ),
            ]
        ],
        "facts": [["6:45pm"], ["Oakfield"], ["£6"]],
        "updates": [],
    },
    {
        "id": "h9-train-earlier-declined",
        "folds": [
            [
                _chat(
                    "Train from <LOCATION_1> to <LOCATION_2> at 09:12, coach C, seats 41 and 42, £78 return.",
                    "Booked:\n1. Train: 09:12\n2. Seats: coach C, 41-42\n3. Fare: £78 return\n"
                    "There's an 08:12 for £64 return if you'd rather save.",
                ),
                _chat("no, too early with the kids", "Understood, keeping your booking as it is."),
            ]
        ],
        "facts": [["09:12"], ["coach C"], ["£78"]],
        "updates": [],
    },
    {
        "id": "h9-translation-other-client",
        "folds": [
            [
                _chat(
                    "New translation job: 5,000 words, due 2027-03-30, €0.09 a word.",
                    "Plan:\n1. Length: 5,000 words\n2. Deadline: 2027-03-30\n3. Rate: €0.09/word\n"
                    "About 700 words a day gets you there with a buffer.",
                ),
                _chat(
                    "another client just asked for 2,000 words by March 30 as well, at 0.11",
                    "That's tight alongside the first job. You'd need about 1,000 words a day in total.",
                ),
            ]
        ],
        "facts": [["5,000 words"], ["2027-03-30"], ["0.09"]],
        "updates": [],
    },
    {
        "id": "h9-notary-same-as-before",
        "folds": [
            [
                _chat(
                    "Notary appointment with <PERSON_5> on Thursday at 15:30, fee CHF 180.",
                    "Noted:\n1. Notary: <PERSON_5>\n2. When: Thursday 15:30\n3. Fee: CHF 180",
                ),
                _chat(
                    "what if I can't get off work thursday?",
                    "You could ask for an early morning slot, but nothing is changed unless you ask.",
                ),
                _chat("I'll manage. same as before then", "Same as before: <PERSON_5>, Thursday 15:30."),
            ]
        ],
        "facts": [["<PERSON_5>"], ["15:30"], ["CHF 180"]],
        "updates": [],
    },
    {
        "id": "h9-school-pickup-rota",
        "folds": [
            [
                _chat(
                    "School pickup rota: I do Mondays, <PERSON_1> does Tuesdays, <PERSON_2> Thursdays.",
                    "Rota:\n1. Mondays: you\n2. Tuesdays: <PERSON_1>\n3. Thursdays: <PERSON_2>\n"
                    "Fridays are still open.",
                ),
                _chat(
                    "<PERSON_1> changed jobs, she's so much happier, still fine for her day though",
                    "Glad to hear it. The rota stays the same.",
                ),
            ]
        ],
        "facts": [["Mondays"], ["<PERSON_1>", "Tuesdays"], ["<PERSON_2>", "Thursdays"]],
        "updates": [],
    },
    {
        "id": "h9-quad-trek-last-year",
        "folds": [
            [
                _chat(
                    "Quad bike trek for 5 riders, 2 hours, starting 10:30, £65 per person.",
                    "Booking:\n1. Riders: 5\n2. Length: 2 hours\n3. Start: 10:30\n4. Price: £65 each",
                ),
                _chat(
                    "last year's trek was 2 hours too but started at 14:00 and it was boiling",
                    "The morning start should be cooler. Bring water anyway.",
                ),
            ]
        ],
        "facts": [["10:30"], ["£65"], ["5 riders"]],
        "updates": [],
    },
]

HELD_OUT_9: list[dict] = _UPDATES + _UNCHANGED
