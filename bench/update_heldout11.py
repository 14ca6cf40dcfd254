"""The update probe's eleventh held-out group (twelfth round): 52 conversations where a fact changes, or
must not change, in a reply to the assistant. The assistant asks clarifying questions, restates what it
understood or offers a recap, a plan or options, and the user changes a value by answering it: terse
replies ("nope, thursdays now", "make that 120", "2nd one"), a correction of the assistant's recap ("one
thing — it's 14 people now, not 12"), "yes but ...", a change hidden after a confirmation of something else
("yep that's right. oh and its 60 pages now"), answers to "Still leaving at 8:15?", a choice between options
the assistant listed (the chosen value then said by someone), an offer of the assistant's accepted, and
changes that arrive two or three turns after the question or in a later fold (one in a third fold). Users
write casually (lower case, abbreviations, a typo now and then); the assistant writes ordinary helpful
prose that restates values. 33 conversations hold 37 updates: times, dates, weekdays, money in pounds,
euros, dollars and kronor, counts, durations, distances, percentages, sizes, colours, brands, venues and
<PERSON_n>/<LOCATION_n> placeholders, old and new spelled differently ("two weeks"/"10 days", "four
nights"/"five nights", "4 litre"/"make that 6"); one value changed twice (only the last is current), one
changed and changed back, four conversations with two values changed; 20 updates in a later fold than the
facts. 19 conversations must change nothing: the user confirms a value the assistant asks about, answers
about another thing that shares a number, a weekday or a unit, declines a change or an option the
assistant suggests, answers a hypothetical, has a change refused, or mentions a past event or someone
else's plan.
Written by an engineer who did not read the rules; committed before the twelfth round's logic changes were
merged; never tuned on: `bench.update_probe` prints only its aggregates. Our own topics, none of
bench/data/RESERVED.md's and none of the other groups'.

Statements are written as in bench/update_probe.py (a dict's turns are used as written). A fact kept whose
keys no longer stand together on one line of the summary outside "(was ...)" is damaged (a wrong rewrite,
not a fact dropped).
"""

from __future__ import annotations

from bench.chats import chat as _chat

HELD_OUT_11: list[dict] = [
    # ================================================================ updates
    {
        "id": "h11-sauna-slot-taken",
        "folds": [
            [
                _chat(
                    "booking the private sauna at <LOCATION_1> for my sisters 30th, 6 of us, saturday at "
                    "18:00. its €120 for 2 hrs incl towels",
                    "What a nice way to mark a 30th. So that's the private sauna at <LOCATION_1> for six on "
                    "Saturday at 18:00, €120 for two hours with towels included. Is the 18:00 slot "
                    "confirmed, or are they still holding it for you?",
                ),
                _chat(
                    "still pending, they said theyd ring back",
                    "Okay. While you wait: everyone should bring flip-flops and a big water bottle, and it's "
                    "worth planning food for afterwards, people come out starving. Want me to draft a "
                    "message to the group once the slot is confirmed?",
                ),
                _chat(
                    "they just rang lol. hen party nabbed 18:00, we've got 19:30 instead. same price",
                    "Ah well, 19:30 on Saturday it is, still €120 for the two hours with towels. That leaves "
                    "time for an early dinner beforehand instead of after.",
                ),
            ]
        ],
        "facts": [["€120"], ["<LOCATION_1>"], ["towels"]],
        "updates": [(["18:00"], ["19:30"])],
    },
    {
        "id": "h11-drone-course-weekday",
        "folds": [
            [
                _chat(
                    "signed up for a drone pilot course at the flying club!! 4 sessions on tuesdays at 7pm, "
                    "£180 total. instructor is <PERSON_1>",
                    "Exciting! So four Tuesday evenings at 7pm with <PERSON_1>, £180 all in. The first "
                    "session is usually airspace rules and pre-flight checks before anyone gets near a "
                    "controller. Do you have your own drone, or does the club lend them?",
                ),
                _chat(
                    "they lend a DJI Mini for the course",
                    "That's ideal for learning: a DJI Mini is light, forgiving and cheap to repair if you "
                    "clip a tree. You can decide whether to buy your own once you know what you want to fly.",
                ),
            ],
            [
                _chat(
                    "got the welcome email today",
                    "Nice. Anything in it that changes the plan? Still on Tuesdays at 7pm?",
                ),
                _chat(
                    "nope, thursdays now, same time. the hall's double booked",
                    "Thanks, noted: the course runs on Thursdays at 7pm from now on, still with <PERSON_1> "
                    "and the club's DJI Mini.",
                ),
            ],
        ],
        "facts": [["£180"], ["<PERSON_1>"], ["DJI Mini"], ["7pm"]],
        "updates": [(["Tuesday", "Tuesdays"], ["Thursdays"])],
    },
    {
        "id": "h11-boardgame-cafe-recap",
        "folds": [
            [
                _chat(
                    "need to book the board game cafe for <PERSON_1>'s leaving do, friday 29th, about 12 "
                    "ppl. they charge a £9 table fee per person",
                    "A board game café is a good call for a leaving do, people can drift between tables. "
                    "Friday 29th for 12 people at £9 a head. Do they ask for a deposit?",
                ),
                _chat(
                    "yeah £40 deposit, comes off the bill",
                    "Got it. To recap before you book: Friday 29th, 12 people, a £9 table fee each and a £40 "
                    "deposit taken off the final bill. Shall I draft the booking email?",
                ),
                _chat(
                    "one thing — it's 14 people now, not 12. two more from accounts said yes",
                    "Updated: 14 people on Friday 29th, so the table fees come to £126, with the £40 deposit "
                    "off the bill. Here's a draft you can send to the café.",
                ),
            ]
        ],
        "facts": [["29th"], ["£9"], ["£40"], ["<PERSON_1>"]],
        "updates": [(["12"], ["14"])],
    },
    {
        "id": "h11-driving-instructor-later",
        "folds": [
            [
                _chat(
                    "started driving lessons!! 90 min lessons every wednesday, £52 each, my instructor is "
                    "<PERSON_1>",
                    "Congratulations! Ninety-minute lessons on Wednesdays with <PERSON_1> at £52 each is a "
                    "good rhythm: long enough to get out of town, regular enough to stick. Have you booked "
                    "your theory test yet?",
                ),
                _chat(
                    "theory test is on 3 june",
                    "Great, 3 June gives you time to work through the hazard perception clips. Twenty "
                    "minutes a day on the practice app tends to be enough.",
                ),
            ],
            [
                _chat(
                    "lesson today was ok, stalled twice on the hill start",
                    "Stalling on hill starts is completely normal at this stage, it's all clutch control. "
                    "Was that with <PERSON_1> again?",
                ),
                _chat(
                    "nah <PERSON_2> now, <PERSON_1> went on paternity leave so the school moved me over for "
                    "good",
                    "Makes sense. So <PERSON_2> is your instructor from now on, same Wednesday lessons at "
                    "£52. It's worth telling <PERSON_2> that hill starts are what you want to practise.",
                ),
            ],
        ],
        "facts": [["£52"], ["3 June"], ["90"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_2>"])],
    },
    {
        "id": "h11-bikepacking-make-that",
        "folds": [
            [
                _chat(
                    "planning a 2 day bikepacking loop from <LOCATION_1>. day one is 65 km to the campsite "
                    "by the lake, day two back over the ridge",
                    "That sounds like a lovely loop. 65 km on a loaded bike is a solid first day. How much "
                    "climbing is there on day one?",
                ),
                _chat(
                    "about 900 m up",
                    "With 900 m of climbing over 65 km, budget five to six hours of riding plus stops, and "
                    "carry more water than you think. Want a kit list for the night out?",
                ),
                _chat(
                    "make that 80 actually, the lake campsite is full so we're going to the one past the dam",
                    "Okay, 80 km with 900 m of climbing is a big day with bags, so start early and plan a "
                    "proper lunch stop. The ridge on day two will feel harder on tired legs.",
                ),
            ]
        ],
        "facts": [["900 m"], ["<LOCATION_1>"], ["ridge"]],
        "updates": [(["65"], ["80"])],
    },
    {
        "id": "h11-record-fair-fee-twice",
        "folds": [
            [
                _chat(
                    "got a table at the record fair in <LOCATION_1> on 14 september, table fee is 450 kr",
                    "Nice! A table on 14 September for 450 kr. How many crates are you bringing?",
                ),
                _chat(
                    "5 crates, mostly 70s soul and some jazz",
                    "5 crates is a good amount for one table. Price the soul records clearly and keep a "
                    "bargain crate at the front, it pulls people in.",
                ),
            ],
            [
                _chat(
                    "organiser emailed, fee's gone up to 520 kr bc they moved to a bigger hall",
                    "So the table is 520 kr now. Did she say whether the date stays the same?",
                ),
                _chat(
                    "date same. ugh she just wrote again, its 600 kr, the 520 was the early bird price "
                    "that ended yesterday",
                    "Annoying, but okay: 600 kr for the table on 14 September. With 5 crates of soul and "
                    "jazz you should still make that back in the first hour.",
                ),
            ],
        ],
        "facts": [["14 September"], ["5 crates"], ["soul"]],
        "updates": [(["450", "520"], ["600"])],
    },
    {
        "id": "h11-language-exam-second-one",
        "folds": [
            [
                _chat(
                    "going to sit the japanese proficiency test, N4 level. fee is £55. using the Genki books",
                    "Good choice of level after Genki. There are two sittings you could aim for this year: "
                    "6 July or 7 December. Which one are you going for?",
                ),
                _chat(
                    "the july one i think",
                    "Then 6 July it is. That's tight but doable if you do kanji every day and one full "
                    "listening practice paper a week. Do you want me to lay out a weekly plan up to 6 July?",
                ),
                _chat(
                    "actually thinking again, the 2nd one, not the 1st. work is mad till august",
                    "Sensible: 7 December gives you breathing room. I'll plan backwards from 7 December with "
                    "the Genki chapters first and past papers from October.",
                ),
            ]
        ],
        "facts": [["N4"], ["£55"], ["Genki"]],
        "updates": [(["6 July"], ["7 December"])],
    },
    {
        "id": "h11-baby-blanket-yes-but",
        "folds": [
            [
                _chat(
                    "making a baby blanket for my cousin, 100 granny squares, cream squares with a sage "
                    "green border",
                    "That'll be gorgeous: 100 cream granny squares with a sage green border. Have you got "
                    "the yarn yet? A soft DK cotton washes well for babies.",
                ),
                _chat(
                    "yes but i'm doing the border in mustard not sage, sage was sold out. got 8 balls of the "
                    "cream in DK",
                    "Mustard and cream will look lovely and warm together. 8 balls of DK should cover the "
                    "100 squares; buy the mustard in one dye lot so the border matches all the way round.",
                ),
            ]
        ],
        "facts": [["100"], ["cream"], ["8 balls"]],
        "updates": [(["sage"], ["mustard"])],
    },
    {
        "id": "h11-ebike-test-ride-later",
        "folds": [
            [
                _chat(
                    "finally buying an ebike for the commute, 14 km each way. going for a Gazelle, about "
                    "€2,800 with the cycle to work scheme",
                    "A 14 km commute is exactly where an e-bike shines. A Gazelle at around €2,800 through "
                    "the scheme is a solid choice, they're built for daily use. Will you be able to keep it "
                    "indoors at work?",
                ),
                _chat(
                    "yes theres a locked bike room",
                    "Perfect, a locked bike room makes a big difference for insurance and for the battery in "
                    "winter.",
                ),
            ],
            [
                _chat(
                    "test rode a few at the shop on saturday",
                    "How did it go? Still leaning towards the Gazelle?",
                ),
                _chat(
                    "nope, the Cube. way lighter and its €2,450 so cheaper too",
                    "Good result then: the Cube at €2,450, lighter and cheaper. Ask the shop to fit "
                    "mudguards and a rack before you collect it, for the 14 km in the rain.",
                ),
            ],
        ],
        "facts": [["14 km"], ["bike room"]],
        "updates": [(["Gazelle"], ["Cube"]), (["2,800"], ["2,450"])],
    },
    {
        "id": "h11-photobook-pages-after-yep",
        "folds": [
            [
                _chat(
                    "making a photobook of our interrail trip for my mum, 40 pages, A4 landscape, matte "
                    "finish",
                    "What a lovely present. 40 pages in A4 landscape with a matte finish will show the "
                    "scenery well. Do you want it delivered to you or straight to her?",
                ),
                _chat(
                    "to me, want to wrap it",
                    "Good idea. Just to check the order before you pay: 40 pages, A4 landscape, matte, "
                    "delivered to you. Is that right?",
                ),
                _chat(
                    "yep that's right. oh and its 60 pages now, couldnt cut enough photos lol",
                    "Ha, fair enough: 60 pages then, A4 landscape, matte, sent to your address. Extra pages "
                    "usually cost a little each, so check the total before paying.",
                ),
            ]
        ],
        "facts": [["A4"], ["matte"], ["interrail"]],
        "updates": [(["40"], ["60"])],
    },
    {
        "id": "h11-poster-size-later",
        "folds": [
            [
                _chat(
                    "presenting a poster at the soil science symposium in <LOCATION_1> on 10 october. poster "
                    "has to be A1 portrait",
                    "Congratulations! An A1 portrait poster for 10 October. Do you have a template, or are "
                    "you starting from scratch?",
                ),
                _chat(
                    "the lab has one from <PERSON_1>",
                    "Great, <PERSON_1>'s template will save you the fiddly layout work. Keep the body text "
                    "at 28 pt or larger so people can read it from a step back.",
                ),
            ],
            [
                _chat(
                    "printed a test copy today, the colours look off",
                    "Printer profiles often shift colours, especially greens and browns. Was that at A1, or "
                    "a smaller proof?",
                ),
                _chat(
                    "smaller proof. also the organisers changed it, posters are A0 now, and landscape",
                    "Good to know before the final print: A0 landscape, so you'll need to rearrange "
                    "<PERSON_1>'s template into wider columns. The 10 October date in <LOCATION_1> stays.",
                ),
            ],
        ],
        "facts": [["10 October"], ["<LOCATION_1>"], ["<PERSON_1>"]],
        "updates": [(["A1"], ["A0"]), (["portrait"], ["landscape"])],
    },
    {
        "id": "h11-savings-percent-restated",
        "folds": [
            [
                _chat(
                    "trying to be a grown up about money. plan is to put 15% of my salary into savings every "
                    "month on payday, the 28th",
                    "That's a great habit. So 15% on payday, the 28th, straight into savings. Are you using "
                    "an easy-access account or something locked?",
                ),
                _chat(
                    "easy access, 4.1% interest",
                    "4.1% on easy access is decent at the moment. Want me to work out what 15% is on your "
                    "take-home pay?",
                ),
                _chat(
                    "20% not 15 actually, the raise got confirmed. take home is 2,300",
                    "Congratulations on the raise! 20% of 2,300 is 460 a month, moved on the 28th into the "
                    "4.1% account.",
                ),
            ]
        ],
        "facts": [["28th"], ["4.1%"], ["2,300"]],
        "updates": [(["15%"], ["20%"])],
    },
    {
        "id": "h11-freelance-rate-later",
        "folds": [
            [
                _chat(
                    "new freelance client!! copy editing a cookbook, 120k words, i quoted $85 an hour. "
                    "deadline is 15 march",
                    "Congratulations! A 120k-word cookbook at $85 an hour, due 15 March. Recipes are slow to "
                    "edit because every quantity needs checking. Have they signed anything yet?",
                ),
                _chat(
                    "not yet, call on monday",
                    "Then get the scope in writing after the call: what counts as editing, how many rounds, "
                    "and whether the index is included.",
                ),
            ],
            [
                _chat(
                    "call went fine, nice people",
                    "Glad to hear it. Did they accept the $85 an hour?",
                ),
                _chat(
                    "we settled on $95 bc they added the index to the job",
                    "Nice negotiating: $95 an hour with the index included, same 15 March deadline. I'd "
                    "still put the number of editing rounds in the contract.",
                ),
            ],
        ],
        "facts": [["120k"], ["15 March"], ["cookbook"]],
        "updates": [(["85"], ["$95"])],
    },
    {
        "id": "h11-sign-language-start-later",
        "folds": [
            [
                _chat(
                    "enrolled in a BSL level 1 course at the community college! starts 3 september, 10 "
                    "weeks, monday evenings",
                    "That's brilliant. BSL level 1 from 3 September, ten weeks on Monday evenings. Do you "
                    "need to buy any materials?",
                ),
                _chat(
                    "just a workbook, £22",
                    "Good. Practising fingerspelling for five minutes a day before the course starts will "
                    "put you ahead.",
                ),
            ],
            [
                _chat(
                    "been practising fingerspelling all week",
                    "That will pay off in the first session. Are you still starting on 3 September?",
                ),
                _chat(
                    "pushed to 17 september, not enough signups yet",
                    "Ah, so the course now starts on 17 September, still 10 weeks of Monday evenings. Two "
                    "extra weeks of fingerspelling practice won't hurt.",
                ),
            ],
        ],
        "facts": [["10 weeks"], ["£22"], ["BSL"]],
        "updates": [(["3 September"], ["17 September"])],
    },
    {
        "id": "h11-rent-split-recap",
        "folds": [
            [
                _chat(
                    "me and my flatmates <PERSON_1> and <PERSON_2> are redoing the rent split since i got "
                    "the big room. rent is €1,650. proposal is me 40%, the other two split the rest",
                    "Fair way to do it. 40% of €1,650 is €660 for you, and the remaining €990 split between "
                    "<PERSON_1> and <PERSON_2> is €495 each. Does that match what you all agreed?",
                ),
                _chat(
                    "almost, we said 38% for me in the end cos the room has no balcony",
                    "That's fair. At 38% you pay €627, and <PERSON_1> and <PERSON_2> pay €511.50 each, which "
                    "still adds up to the €1,650.",
                ),
            ]
        ],
        "facts": [["€1,650"], ["<PERSON_1>"], ["<PERSON_2>"]],
        "updates": [(["40%"], ["38%"])],
    },
    {
        "id": "h11-city-break-nights-later",
        "folds": [
            [
                _chat(
                    "booked a city break in <LOCATION_1> for our anniversary, 4 nights from 9 may, hotel "
                    "near the old town",
                    "Lovely. Four nights from 9 May near the old town is a nice length, enough to wander "
                    "without rushing. Are you flying or going by train?",
                ),
                _chat(
                    "train, about 6 hrs",
                    "The train is a good start to a trip like that. Want me to sketch a day-by-day plan for "
                    "the four nights?",
                ),
            ],
            [
                _chat(
                    "yes pls! but do it for five nights, we added one",
                    "Happily. Five nights from 9 May in <LOCATION_1>, arriving by train: here's a relaxed "
                    "plan with the old town on the first full day.",
                ),
            ],
        ],
        "facts": [["9 May"], ["<LOCATION_1>"], ["train"]],
        "updates": [(["4 nights", "four nights"], ["five nights"])],
    },
    {
        "id": "h11-snorkel-boat-back-again",
        "folds": [
            [
                _chat(
                    "booked a snorkelling boat trip for the holiday, boat leaves the marina at 8:15, €65 "
                    "each incl fins and mask",
                    "Sounds great. 8:15 from the marina, €65 each with fins and mask included. Does anyone "
                    "in your group get seasick?",
                ),
                _chat(
                    "my partner does, will get tablets",
                    "Good plan: the tablets work best taken an hour before the boat leaves, and sitting near "
                    "the back helps too.",
                ),
            ],
            [
                _chat(
                    "the skipper texted",
                    "What did he say, still leaving at 8:15?",
                ),
                _chat(
                    "nope, 7:40 bc of the wind forecast",
                    "Okay, 7:40 departure then, so your partner should take the tablet an hour before that.",
                ),
                _chat(
                    "lol scrap that, wind dropped, he says back to 8:15",
                    "Back to 8:15 from the marina then, same €65 each. A slightly later start is easier "
                    "anyway.",
                ),
            ],
        ],
        "facts": [["€65"], ["fins"], ["tablets"]],
        "updates": [(["7:40"], ["8:15"])],
    },
    {
        "id": "h11-ramen-popup-bowls",
        "folds": [
            [
                _chat(
                    "running a ramen popup at the brewery on saturday, planning 80 bowls at £11 each. "
                    "tonkotsu and a veggie miso",
                    "Fun! 80 bowls at £11 each. How are you splitting it between the tonkotsu and the miso?",
                ),
                _chat(
                    "mostly tonkotsu, veggie miso is the backup",
                    "Then maybe two thirds tonkotsu and a third miso. Shall I turn that into a prep list for "
                    "the 80 bowls?",
                ),
                _chat(
                    "make that 120, brewery says its their anniversary so itll be packed",
                    "120 bowls then: that's a lot more broth, so start the tonkotsu bones the day before. "
                    "At £11 a bowl it's worth the extra work.",
                ),
            ]
        ],
        "facts": [["£11"], ["tonkotsu"], ["miso"]],
        "updates": [(["80"], ["120"])],
    },
    {
        "id": "h11-ramp-length-later",
        "folds": [
            [
                _chat(
                    "getting a portable wheelchair ramp for grandmas front step. step is 30 cm high, the "
                    "ramp i'm looking at is 1.8 m, aluminium, £240",
                    "An aluminium ramp is a good choice, light and won't rot. A 1.8 m ramp over a 30 cm rise "
                    "is quite steep for someone pushing themselves, though. Will someone usually be pushing "
                    "her?",
                ),
                _chat(
                    "yes usually my uncle",
                    "Then it's manageable, but a longer ramp would still be kinder on your uncle's back. "
                    "Measure the step again to be sure before you order.",
                ),
            ],
            [
                _chat(
                    "went back with a tape measure",
                    "Good. Was the step really 30 cm?",
                ),
                _chat(
                    "yes 30. but i'm getting the 2.4 m ramp after what you said, its £310",
                    "Good call: the 2.4 m ramp at £310 makes the slope noticeably gentler over the 30 cm "
                    "step, and your uncle will thank you.",
                ),
            ],
        ],
        "facts": [["30 cm"], ["aluminium"], ["uncle"]],
        "updates": [(["1.8"], ["2.4 m"]), (["240"], ["£310"])],
    },
    {
        "id": "h11-standing-desk-wider",
        "folds": [
            [
                _chat(
                    "ordering a standing desk, Flexispot frame with a 140 cm oak top",
                    "A Flexispot frame is a reliable pick. How many monitors will be on the 140 cm top?",
                ),
                _chat(
                    "two 27 inch",
                    "Two 27-inch monitors side by side take up about 125 cm, so 140 cm will be snug once you "
                    "add speakers or a lamp. Would you consider the 160 cm top?",
                ),
                _chat(
                    "ok yeah 160",
                    "The 160 cm oak top then, on the Flexispot frame. It gives the two 27-inch screens room "
                    "to breathe.",
                ),
            ]
        ],
        "facts": [["Flexispot"], ["oak"], ["27"]],
        "updates": [(["140"], ["160"])],
    },
    {
        "id": "h11-anniversary-table-option",
        "folds": [
            [
                _chat(
                    "had <LOCATION_3> booked for 8pm for our 15th anniversary but they just cancelled on me, "
                    "kitchen flood. budget is about £150 for two, any ideas?",
                    "Sorry, what bad luck. Two ideas within £150: first, <LOCATION_1>, a small tasting-menu "
                    "place with a quiet back room; second, <LOCATION_2>, the riverside restaurant with a set "
                    "menu and candles. Which sounds more like you two?",
                ),
                _chat(
                    "2nd one, they had a table at 8pm too",
                    "Lovely: <LOCATION_2> by the river at 8pm for your 15th anniversary. Ask them to put you "
                    "at a window table when you confirm.",
                ),
            ]
        ],
        "facts": [["8pm"], ["£150"], ["15th"]],
        "updates": [(["<LOCATION_3>"], ["<LOCATION_2>"])],
    },
    {
        "id": "h11-open-mic-slot-later",
        "folds": [
            [
                _chat(
                    "doing my first stand up open mic at the Crown on 22 november!! 5 minute slot",
                    "Congratulations! A 5 minute slot at the Crown on 22 November is a perfect first go. "
                    "Have you written the set yet?",
                ),
                _chat(
                    "about 3 min of material so far",
                    "That's a good start. Keep the strongest bit for last and time yourself out loud, jokes "
                    "run longer on stage than on paper.",
                ),
            ],
            [
                _chat(
                    "wrote a bit about my nan's parrot",
                    "Ha, a parrot bit sounds promising. How long is the set now, against the slot?",
                ),
                _chat(
                    "oh they gave me 7 minutes now, someone dropped out. so i need more",
                    "Then you're aiming for 7 minutes at the Crown: the parrot bit plus your 3 minutes, and "
                    "one more short story to close.",
                ),
            ],
        ],
        "facts": [["22 November"], ["Crown"], ["parrot"]],
        "updates": [(["5 minute"], ["7 minutes"])],
    },
    {
        "id": "h11-shower-cake-size-choice",
        "folds": [
            [
                _chat(
                    "ordering a cake for my sisters baby shower on 21 june, lemon drizzle, 20 servings from "
                    "the bakery on the high st",
                    "Lemon drizzle is always a hit. 20 servings for 21 June. How many guests are coming?",
                ),
                _chat(
                    "28 confirmed now",
                    "Then 20 servings will be short. The bakery does a 10-inch round that serves 30, or a "
                    "two-tier cake that serves 40. Which would you like?",
                ),
                _chat(
                    "first one, 30 is plenty",
                    "The 10-inch lemon drizzle round for 30 then, for 21 June. That covers all 28 guests "
                    "with a couple of slices spare.",
                ),
            ]
        ],
        "facts": [["21 June"], ["lemon drizzle"], ["28"]],
        "updates": [(["20"], ["30"])],
    },
    {
        "id": "h11-turntable-budget-later",
        "folds": [
            [
                _chat(
                    "want a turntable, budget €250, must have a built in phono preamp, white ideally",
                    "With €250 and a built-in phono preamp you have some good options, and a few come in "
                    "white. Is there a brand you're drawn to?",
                ),
                _chat(
                    "the audio technica ones look nice",
                    "They're a safe pick: solid, easy to set up, and the cartridges are easy to replace.",
                ),
            ],
            [
                _chat(
                    "shop has the AT-LP120 in white",
                    "That's a great deck, but it's around €329, above your €250. Should I look for "
                    "alternatives under €250?",
                ),
                _chat(
                    "nah budget's 350 now, birthday money from my aunt. so the LP120 is fine",
                    "Lovely present. With €350 the white AT-LP120 fits, and its phono preamp means you can "
                    "plug it straight into powered speakers.",
                ),
            ],
        ],
        "facts": [["phono"], ["white"], ["LP120"]],
        "updates": [(["250"], ["350"])],
    },
    {
        "id": "h11-five-a-side-shirts-colour",
        "folds": [
            [
                _chat(
                    "ordering shirts for our 5 a side team, 9 shirts, navy with white numbers, £18 each",
                    "Nice. 9 navy shirts with white numbers at £18 each. Do you want names on the back too?",
                ),
                _chat(
                    "no names. and make them maroon, the lads voted",
                    "Maroon with white numbers it is, 9 shirts at £18 each, no names on the back.",
                ),
            ]
        ],
        "facts": [["£18"], ["white numbers"], ["no names"]],
        "updates": [(["navy"], ["maroon"])],
    },
    {
        "id": "h11-travel-jabs-time-later",
        "folds": [
            [
                _chat(
                    "need jabs for the trip to <LOCATION_1>. travel clinic appt is monday 12 may at 9:40, "
                    "hep A and typhoid, £95 total",
                    "Good that you're sorting it early. Monday 12 May at 9:40 for hepatitis A and typhoid, "
                    "£95 together. Bring your vaccination record if you have one.",
                ),
                _chat(
                    "think its in a drawer somewhere",
                    "Worth digging out, it saves repeating anything you already had.",
                ),
            ],
            [
                _chat(
                    "clinic sent a reminder text",
                    "Good. Is the 9:40 appointment still on?",
                ),
                _chat(
                    "moved to 11:20 same day, the nurse is off in the morning",
                    "Thanks: 11:20 on Monday 12 May then, hepatitis A and typhoid, £95.",
                ),
            ],
        ],
        "facts": [["12 May"], ["typhoid"], ["£95"]],
        "updates": [(["9:40"], ["11:20"])],
    },
    {
        "id": "h11-darts-league-weekday-later",
        "folds": [
            [
                _chat(
                    "joined a pub darts league! matches are thursdays 8pm at the Anchor, £4 subs a week",
                    "Fun! Thursdays at 8pm at the Anchor, £4 a week. Have you got your own darts?",
                ),
                _chat(
                    "yep, 22g tungsten",
                    "22 g tungsten is a good middle weight. Practise your doubles, that's where league "
                    "matches are won.",
                ),
            ],
            [
                _chat(
                    "we won 5-2!!",
                    "Congratulations! Is next week's match on the usual Thursday?",
                ),
                _chat(
                    "nope, wednesdays from now on, league moved everyone for the pool comp",
                    "Wednesdays at 8pm at the Anchor then, same £4 subs. Keep up the doubles practice.",
                ),
            ],
        ],
        "facts": [["8pm"], ["Anchor"], ["£4"]],
        "updates": [(["Thursday", "thursdays"], ["Wednesdays"])],
    },
    {
        "id": "h11-kombucha-batch-make-that",
        "folds": [
            [
                _chat(
                    "starting kombucha, got a scoby from <PERSON_1>. doing a 4 litre batch in a glass jar, 7 "
                    "days first ferment",
                    "Fun project! For 4 litres you'll want roughly 320 g of sugar and 8 black tea bags, and "
                    "7 days is a good first ferment. Do you have a cloth and elastic band for the top of the "
                    "glass jar?",
                ),
                _chat(
                    "yes. make that 6, found a 6 litre jar at the charity shop",
                    "Great find. For 6 litres, scale up to about 480 g of sugar and 12 tea bags; "
                    "<PERSON_1>'s scoby will cope fine with the bigger jar, it may just take a day or two "
                    "longer.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["7 days"], ["glass"]],
        "updates": [(["4 litre", "4 litres"], ["6"])],
    },
    {
        "id": "h11-beach-hut-length-later",
        "folds": [
            [
                _chat(
                    "renting a beach hut at <LOCATION_1> for two weeks in august, £210 a week, from the 4th",
                    "Lovely! Two weeks from the 4th at £210 a week. Beach huts at <LOCATION_1> go fast, so "
                    "it's good you've got one.",
                ),
                _chat(
                    "kids are so excited",
                    "They'll love it. A windbreak and a small camping stove turn a hut into a proper base "
                    "for the day.",
                ),
            ],
            [
                _chat(
                    "council sent the paperwork",
                    "Great. Have you paid the deposit for the two weeks yet?",
                ),
                _chat(
                    "paid, but only for 10 days now, council changed the rules, max 10 days per booking",
                    "Okay, 10 days from the 4th then at <LOCATION_1>, and the weekly rate of £210 is "
                    "prorated.",
                ),
            ],
        ],
        "facts": [["£210"], ["<LOCATION_1>"], ["4th"]],
        "updates": [(["two weeks"], ["10 days"])],
    },
    {
        "id": "h11-record-office-visit-later",
        "folds": [
            [
                _chat(
                    "going to the county record office to look at parish registers for my great great "
                    "grandad. got my readers ticket, visit is 18 february, they let you order 6 documents "
                    "per visit",
                    "That sounds like a great day out for a family historian. With 6 documents for 18 "
                    "February, order the baptism and marriage registers first. Do you know which parish?",
                ),
                _chat(
                    "st marys, around 1860",
                    "Then order the 1850s and 1860s registers for St Mary's and the tithe map if they have "
                    "it.",
                ),
            ],
            [
                _chat(
                    "ordered the registers online",
                    "Good. Did you get confirmation for the 18 February visit?",
                ),
                _chat(
                    "yes but its 25 february now, they're closed for a stocktake that week",
                    "Noted: the visit is on 25 February, with the same 6 documents ordered and your reader's "
                    "ticket.",
                ),
            ],
        ],
        "facts": [["6 documents"], ["parish registers"], ["St Mary"]],
        "updates": [(["18 February"], ["25 February"])],
    },
    {
        "id": "h11-glassblowing-upgrade-option",
        "folds": [
            [
                _chat(
                    "booked a glassblowing taster for me and my dad on 2 march, the 1 hr paperweight "
                    "session, $75 each",
                    "What a fun thing to do together! If you fancy an upgrade, the studio also runs a 2-hour "
                    "vase session at $110 each and a private session at $190 each. Would either appeal?",
                ),
                _chat(
                    "ooh the first of those, dad's keen. switching",
                    "The 2-hour vase session at $110 each then, on 2 March. Wear cotton and closed shoes, "
                    "synthetic fabric and sandals aren't allowed near the furnace.",
                ),
            ]
        ],
        "facts": [["2 March"], ["dad"]],
        "updates": [(["paperweight"], ["vase"]), (["75"], ["110"])],
    },
    {
        "id": "h11-festival-tent-size",
        "folds": [
            [
                _chat(
                    "buying a tent for festival season, a green 3-person dome",
                    "A green 3-person dome is a good festival tent, easy to spot and quick to pitch. Is it "
                    "for you alone or for two?",
                ),
                _chat(
                    "me and my gf plus our bags",
                    "Then a 3-person tent is the right size: two people and the bags inside. Shall I list "
                    "what else to pack?",
                ),
                _chat(
                    "yes pls, but its the 4-person one now, her brother's coming to a couple",
                    "Sure. The 4-person dome then, in green, with room for her brother. Here's a packing "
                    "list for a weekend festival.",
                ),
            ]
        ],
        "facts": [["green"], ["festival"]],
        "updates": [(["3-person"], ["4-person"])],
    },
    {
        "id": "h11-coffee-cart-hire-three-folds",
        "folds": [
            [
                _chat(
                    "hiring a coffee cart for our office open day on 16 may, 150 visitors expected, "
                    "barista from <PERSON_1>'s company, £420 for the day",
                    "A coffee cart is a great draw for an open day. So <PERSON_1>'s company, £420 for the "
                    "day on 16 May, for about 150 visitors. Do they bring oat milk?",
                ),
                _chat(
                    "yes oat and soy included",
                    "Good, that covers most requests. Ask where they'll need a power socket.",
                ),
            ],
            [
                _chat(
                    "they need a 16 amp socket, facilities sorting it",
                    "Great. What time does the cart need to be set up by?",
                ),
                _chat(
                    "by 9 am, doors open at 10",
                    "Then ask them to arrive around 8:15 to set up and have the first coffees ready by 10.",
                ),
            ],
            [
                _chat(
                    "invoice came through",
                    "Does it match the £420 you agreed?",
                ),
                _chat(
                    "no its £465, they added the travel. fine tho",
                    "Okay, £465 including travel. Everything else stays: 16 May, oat and soy milk, set up by "
                    "9 am.",
                ),
            ],
        ],
        "facts": [["16 May"], ["<PERSON_1>"], ["oat"], ["150"]],
        "updates": [(["420"], ["£465"])],
    },
    # ================================================================ must not change
    {
        "id": "h11-keep-litter-pick-still",
        "folds": [
            [
                _chat(
                    "organising a litter pick at <LOCATION_1> on saturday 10am, council lending 25 grabbers",
                    "That's a great thing to organise. Saturday at 10am at <LOCATION_1>, with 25 grabbers "
                    "from the council. Have you got bags and gloves?",
                ),
                _chat(
                    "gloves yes, bags coming with the grabbers",
                    "Perfect. A sign-in sheet is handy too, for the council's numbers.",
                ),
            ],
            [
                _chat(
                    "20 people signed up on the facebook event",
                    "Lovely turnout. Still Saturday at 10am?",
                ),
                _chat(
                    "yep, still saturday 10am. council drops the grabbers off friday",
                    "Great, so the grabbers arrive Friday and the pick is Saturday at 10am at <LOCATION_1>.",
                ),
            ],
        ],
        "facts": [["Saturday"], ["10am"], ["<LOCATION_1>"], ["25 grabbers"]],
        "updates": [],
    },
    {
        "id": "h11-keep-fuzz-pedal-other-item",
        "folds": [
            [
                _chat(
                    "buying a fuzz pedal for my guitar, the green one from the local shop, €89",
                    "A fuzz pedal for €89 is a nice first step into effects. Were you also thinking about "
                    "the delay pedal you mentioned?",
                ),
                _chat(
                    "the delay is €129, too much for now. just the fuzz",
                    "Fair enough, the fuzz at €89 it is. You can always add a delay later.",
                ),
            ]
        ],
        "facts": [["€89"], ["fuzz"]],
        "updates": [],
    },
    {
        "id": "h11-keep-away-day-what-if",
        "folds": [
            [
                _chat(
                    "planning our team away day at <LOCATION_1>, 16 people, £35 a head incl lunch, coach "
                    "from the office at 8:30",
                    "Sounds like a good day. 16 people at £35 a head with lunch, and a coach leaving at "
                    "8:30. How big is the coach?",
                ),
                _chat(
                    "24 seats. if it was 20 of us would it still fit with bags?",
                    "Yes, 20 people with day bags would fit comfortably in a 24-seat coach, so you'd have "
                    "room if more people join.",
                ),
                _chat(
                    "ok good to know, its still 16 tho",
                    "Right, 16 people on the 8:30 coach, £35 each with lunch at <LOCATION_1>.",
                ),
            ]
        ],
        "facts": [["16"], ["£35"], ["8:30"], ["<LOCATION_1>"]],
        "updates": [],
    },
    {
        "id": "h11-keep-bike-service-declined",
        "folds": [
            [
                _chat(
                    "bike service booked thursday 9am at the shop on the corner, £45 for the full service",
                    "Good. Thursday at 9am, £45 for a full service. They have a 10% off deal on Wednesdays, "
                    "would you like to move it to Wednesday?",
                ),
                _chat(
                    "nah thursday is fine, keep it. i'm working from home that day",
                    "Okay, it stays on Thursday at 9am for £45.",
                ),
            ]
        ],
        "facts": [["Thursday"], ["9am"], ["£45"]],
        "updates": [],
    },
    {
        "id": "h11-keep-clothes-swap-last-year",
        "folds": [
            [
                _chat(
                    "helping run a clothes swap at <LOCATION_1> on 12 october, £5 entry, bring up to 10 "
                    "items",
                    "What a good idea. 12 October at <LOCATION_1>, £5 entry and up to 10 items each. Have "
                    "you done one before?",
                ),
                _chat(
                    "last year it was at <LOCATION_2> on the 5th and only 20 people came",
                    "Then the new venue is a fresh start. Posters at the library and the school gates would "
                    "help numbers this time.",
                ),
            ]
        ],
        "facts": [["<LOCATION_1>"], ["12 October"], ["£5"]],
        "updates": [],
    },
    {
        "id": "h11-keep-aqua-partner-moved",
        "folds": [
            [
                _chat(
                    "doing aqua aerobics on mondays at 7:15 at the leisure centre, £6 a class",
                    "Aqua aerobics is easy on the joints and surprisingly hard work. Mondays at 7:15 for £6. "
                    "Does your partner come along?",
                ),
                _chat(
                    "no he does lane swimming, his session just moved to 7:45 on tuesdays",
                    "Ah, so his lane swim is Tuesdays at 7:45 now, and your class stays Mondays at 7:15.",
                ),
            ]
        ],
        "facts": [["Mondays"], ["7:15"], ["£6"]],
        "updates": [],
    },
    {
        "id": "h11-keep-lego-other-set-later",
        "folds": [
            [
                _chat(
                    "bought the big Lego castle for my nephew, 2,354 pieces, €199. its for 18 december",
                    "He'll love it. 2,354 pieces will keep him busy for a while. Is it for his birthday on "
                    "18 December?",
                ),
                _chat(
                    "yep birthday",
                    "Lovely. Keep the bags sealed in order, the numbered bags make the build much easier.",
                ),
            ],
            [
                _chat(
                    "wrapped it today",
                    "Done early! Did you also pick up the smaller set you mentioned?",
                ),
                _chat(
                    "yes the harbour one, 1,100 pieces, €89. thats for his sister",
                    "Nice, so the harbour set is for his sister, and the castle for his birthday on 18 "
                    "December.",
                ),
            ],
        ],
        "facts": [["2,354"], ["€199"], ["18 December"]],
        "updates": [],
    },
    {
        "id": "h11-keep-planters-friday-delivery",
        "folds": [
            [
                _chat(
                    "ordered 3 planters for the balcony, 60 cm long, £75 total, delivery friday",
                    "Three 60 cm planters for £75, arriving Friday. When are you planning to plant them up?",
                ),
                _chat(
                    "sunday, friday is just the delivery",
                    "Good, that gives you Saturday to buy compost. Herbs and trailing geraniums both do well "
                    "in 60 cm troughs.",
                ),
            ]
        ],
        "facts": [["Friday"], ["60 cm"], ["£75"]],
        "updates": [],
    },
    {
        "id": "h11-keep-gym-freeze-refused",
        "folds": [
            [
                _chat(
                    "gym membership is £39 a month, contract runs till june",
                    "£39 a month until June. Are you going much at the moment?",
                ),
                _chat(
                    "no, broke my wrist. asked them to freeze it",
                    "Sorry about your wrist. Did they agree to the freeze?",
                ),
                _chat(
                    "no they refused, so it stays £39 till june. annoying",
                    "That is annoying. So you keep paying £39 a month until June; ask again with a doctor's "
                    "note, some gyms change their mind with one.",
                ),
            ]
        ],
        "facts": [["£39"], ["June"]],
        "updates": [],
    },
    {
        "id": "h11-keep-abseil-recap-confirmed",
        "folds": [
            [
                _chat(
                    "doing a charity abseil down the cathedral tower on 6 april, its 45 m, my target is £400",
                    "Brave! To recap: 6 April, 45 m down the cathedral tower, fundraising target £400. Is "
                    "that right?",
                ),
                _chat(
                    "yep all correct. raised 120 so far",
                    "Great start, already more than a quarter of the £400. A photo from the practice day on "
                    "your fundraising page usually brings in more.",
                ),
            ]
        ],
        "facts": [["6 April"], ["45 m"], ["£400"]],
        "updates": [],
    },
    {
        "id": "h11-keep-eye-consult-hypothetical",
        "folds": [
            [
                _chat(
                    "laser eye surgery consultation on 27 march at 14:00, its free",
                    "Good, a free consultation on 27 March at 14:00. They'll dilate your pupils, so don't "
                    "plan to drive home. Any questions you want to ask them?",
                ),
                _chat(
                    "if i go ahead would the surgery be in may?",
                    "Often it's four to eight weeks after the consultation, so May is possible, but they'll "
                    "tell you on the day.",
                ),
                _chat(
                    "ok, will ask. partner is driving me on the 27th anyway",
                    "Perfect, then you're set for 27 March at 14:00.",
                ),
            ]
        ],
        "facts": [["27 March"], ["14:00"]],
        "updates": [],
    },
    {
        "id": "h11-keep-sofa-options-declined",
        "folds": [
            [
                _chat(
                    "ordering a charcoal velvet sofa, €1,200, delivery in 8 weeks",
                    "A charcoal velvet sofa for €1,200 sounds smart. The same range also comes in teal and "
                    "rust at the same price, if you wanted something bolder. Want to switch?",
                ),
                _chat(
                    "nah charcoal stays, goes with the rug",
                    "Charcoal it is then, €1,200, with delivery in about 8 weeks.",
                ),
            ]
        ],
        "facts": [["charcoal"], ["velvet"], ["€1,200"], ["8 weeks"]],
        "updates": [],
    },
    {
        "id": "h11-keep-blood-test-later",
        "folds": [
            [
                _chat(
                    "fasting blood test on tuesday at 8:20 at the surgery",
                    "So nothing to eat after midnight before Tuesday's 8:20 appointment; water is fine. Do "
                    "you take any morning medication?",
                ),
                _chat(
                    "just vitamin d",
                    "That can wait until after the test.",
                ),
            ],
            [
                _chat(
                    "got a letter from the surgery",
                    "Anything that changes? Still Tuesday at 8:20?",
                ),
                _chat(
                    "yep same. they've also booked me an ECG on thursday",
                    "Good: the fasting blood test stays Tuesday at 8:20, and the ECG is Thursday.",
                ),
            ],
        ],
        "facts": [["8:20"], ["Tuesday"], ["fasting"]],
        "updates": [],
    },
    {
        "id": "h11-keep-cleaner-hours-later",
        "folds": [
            [
                _chat(
                    "our cleaner comes 3 hours every wednesday, £16 an hour",
                    "3 hours every Wednesday at £16 an hour comes to £48 a week. Is she doing the windows "
                    "too?",
                ),
                _chat(
                    "inside only",
                    "That's the usual arrangement; a window cleaner does the outside.",
                ),
            ],
            [
                _chat(
                    "money's a bit tight this month",
                    "Would it help to drop to 2 hours a week for a while?",
                ),
                _chat(
                    "thought about it, no. keeping 3 hours, the house falls apart otherwise",
                    "Fair enough, 3 hours on Wednesdays at £16 an hour it stays.",
                ),
            ],
        ],
        "facts": [["3 hours"], ["£16"], ["Wednesday"]],
        "updates": [],
    },
    {
        "id": "h11-keep-broadband-friends-deal",
        "folds": [
            [
                _chat(
                    "my broadband is 150 Mbps for £28 a month, contract ends in july",
                    "150 Mbps for £28 a month is decent value. Were you thinking about switching when it "
                    "ends in July?",
                ),
                _chat(
                    "my friend's deal is £22 but only 67 Mbps, so no, staying put",
                    "Makes sense: her deal is cheaper but less than half the speed. You stay on 150 Mbps at "
                    "£28.",
                ),
            ]
        ],
        "facts": [["150"], ["£28"], ["July"]],
        "updates": [],
    },
    {
        "id": "h11-keep-parcel-depot-last-time",
        "folds": [
            [
                _chat(
                    "need to collect a parcel from the depot, open till 18:30, ref KX-4471",
                    "Got it: the depot is open until 18:30, reference KX-4471. Bring photo ID and the card "
                    "they left. When are you going?",
                ),
                _chat(
                    "tmrw after work. last time i went at 17:00 and the queue was huge",
                    "Then tomorrow after work, before 18:30. Maybe go a bit later than last time, once the "
                    "rush has passed.",
                ),
            ]
        ],
        "facts": [["18:30"], ["KX-4471"], ["photo ID"]],
        "updates": [],
    },
    {
        "id": "h11-keep-cafe-prints-asked-more",
        "folds": [
            [
                _chat(
                    "hanging 12 of my photos in the cafe on the corner for march, framed 30x40",
                    "What a nice first exhibition. 12 prints framed at 30x40 for March. Still 12, or are you "
                    "adding more?",
                ),
                _chat(
                    "still 12. owner asked about 15 but the wall's too small",
                    "Twelve will look better spaced than fifteen crowded anyway. Hang them at eye level, "
                    "centres about 150 cm from the floor.",
                ),
            ]
        ],
        "facts": [["12"], ["30x40"], ["March"]],
        "updates": [],
    },
    {
        "id": "h11-keep-ceremony-cousins-date",
        "folds": [
            [
                _chat(
                    "my citizenship ceremony is on 9 may at the town hall, can bring 2 guests",
                    "Congratulations! 9 May at the town hall, with 2 guests. Who are you bringing?",
                ),
                _chat(
                    "mum and my partner. my cousins is also on 9 may lol, different town",
                    "What a coincidence, a family double celebration. Your ceremony is at the town hall on 9 "
                    "May with your mum and partner.",
                ),
            ]
        ],
        "facts": [["9 May"], ["town hall"], ["2 guests"]],
        "updates": [],
    },
    {
        "id": "h11-keep-wardrobe-van-sunday-question",
        "folds": [
            [
                _chat(
                    "hiring a man with a van to move a wardrobe to my brothers, saturday morning, £60",
                    "£60 for Saturday morning is a fair price for one big item. Does the wardrobe come "
                    "apart?",
                ),
                _chat(
                    "no its solid oak. would it be cheaper on sunday?",
                    "Some drivers charge more on Sundays, not less, so Saturday is probably your best bet.",
                ),
                _chat(
                    "ok saturday it is then",
                    "Great, Saturday morning for £60, solid oak wardrobe to your brother's.",
                ),
            ]
        ],
        "facts": [["Saturday"], ["£60"], ["oak"]],
        "updates": [],
    },
]
