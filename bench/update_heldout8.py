"""The update probe's eighth held-out group (eleventh round): voice-dictated chat, as a speech-to-text app
sends it (run-on sentences with fillers, numbers and times spoken as words, corrections inside a sentence,
changes relayed from third parties, several facts a turn), on everyday topics none of the other groups' nor
bench/data/RESERVED.md's. 31 conversations with 32 updates (plain corrections, changes decided later, a
change inside a long chatty turn, changes the assistant restates, one it proposes and the user accepts,
a subject that is only a pronoun, one with no change word at all, a value changed twice in a row, two
values at once, old and new values spelled differently: "half past six"/"quarter to seven", "£4,200"/"4.8k"/
"four and a half k", "three hundred and forty"/"£310", "£18"/"twenty two pounds", "Weds"/"Thursdays",
"Tuesday"/"Thurs", miles/kilometres, degrees, percentages, counts, brands, venues, <PERSON_n> and
<LOCATION_n> placeholders, durations; ten changed in a later fold) and 20 conversations where a later
statement shares a weekday, a time, a number, a place, a unit or a change word with a fact but must change
nothing (another person's booking, another event, a hypothetical, offers declined, a past event, a plan B
not taken, comparisons, another item's price, "same as before", a change asked for and refused, a change
word about something else).
Written by an engineer who did not read the rules; committed before the eleventh round's logic changes
were merged; never tuned on (`bench.update_probe` prints its aggregates only, never its misses).

Statements are written as in bench/update_probe.py (a dict's turns are used as written). A fact kept whose
keys no longer stand together on one line of the summary outside "(was …)" is damaged (a wrong rewrite,
not a fact dropped).
"""

from __future__ import annotations

from bench.chats import chat as _chat  # a user turn as dictated

HELD_OUT_8: list[dict] = [
    # ================================================================ updates
    {
        "id": "h8-archery-start-time",
        "folds": [
            [
                _chat(
                    "Um so I finally signed up for the archery club beginners course, it starts at half "
                    "past six on Thursday evenings and it's twenty five quid for the block of four "
                    "sessions, and they said wear flat shoes and nothing with baggy sleeves because of the "
                    "string, so yeah, pretty excited actually.",
                    "That sounds like a great thing to try. So Thursday evenings, twenty five quid for four "
                    "sessions, flat shoes and fitted sleeves. Beginners courses usually start close to the "
                    "target and move back as your form settles.",
                ),
                _chat(
                    "Oh wait no I got that wrong, I just reread the email and it's quarter to seven not "
                    "half past six, they need the first bit for the junior group, anyway that's actually "
                    "easier for me after work.",
                    "Good that you checked, quarter to seven gives you a bit more time to get there after "
                    "work. Arrive a few minutes early the first night for the safety briefing.",
                ),
            ]
        ],
        "facts": [["twenty five quid"], ["flat shoes"]],
        "updates": [(["half past six"], ["quarter to seven"])],
    },
    {
        "id": "h8-antiques-valuation-relayed",
        "folds": [
            [
                _chat(
                    "So we're taking grandad's old carriage clock to get valued, um, the valuation day is "
                    "at <LOCATION_1> on the twelfth, the valuer is <PERSON_1> and it's thirty pounds per "
                    "item which seems a lot but whatever, my aunt thinks it might be worth a fair bit.",
                    "Carriage clocks can be surprisingly valuable, especially with the original key and "
                    "case. Thirty pounds per item is fairly normal for a named valuer. Bring any paperwork "
                    "you have about where it came from.",
                ),
                _chat(
                    "Yeah I'll dig out the receipt box, I think there's a letter from the clockmaker in "
                    "there somewhere.",
                    "A letter from the maker would help a lot with provenance, so that's worth finding.",
                ),
            ],
            [
                _chat(
                    "Right so the valuers just rang me, um, <PERSON_1> is off sick so the whole day's been "
                    "moved and it's the nineteenth now, same place, and they said the clock will need to be "
                    "wrapped in a blanket not bubble wrap, so yeah.",
                    "Thanks for the update. A blanket is kinder to the case than bubble wrap, which can "
                    "trap moisture against old lacquer.",
                ),
            ],
        ],
        "facts": [["<PERSON_1>"], ["thirty pounds"], ["<LOCATION_1>"], ["blanket"]],
        "updates": [(["twelfth"], ["nineteenth"])],
    },
    {
        "id": "h8-badminton-court-slip",
        "folds": [
            [
                _chat(
                    "So badminton's sorted for the winter, we've got court three, no sorry, court five, at "
                    "the leisure centre on Monday nights from seven till eight, and my doubles partner is "
                    "<PERSON_1> who apparently used to play for the county, so no pressure.",
                    "Nice, a regular Monday slot is the best way to keep it going through winter. Playing "
                    "with a former county player should sharpen your net game quickly.",
                ),
                _chat(
                    "Ha yeah, also I need new grips on my racket, the old one's all frayed.",
                    "Overgrips are cheap and take a couple of minutes to put on; buy a pack of three.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["Monday nights"], ["grips"]],
        "updates": [(["court three"], ["court five"])],
    },
    {
        "id": "h8-barbecue-headcount-twice",
        "folds": [
            [
                _chat(
                    "Okay barbecue planning, um, so far it's twelve adults plus the kids, I'm borrowing the "
                    "big gazebo from next door and I want to do veggie burgers as well as the meat because "
                    "my cousin's vegan now.",
                    "Sounds like a good spread. For twelve adults plan roughly two burgers or sausages each "
                    "plus sides, and keep the veggie burgers on a separate part of the grill.",
                ),
                _chat(
                    "Ugh, the neighbours on the other side want to come too, so it's fifteen adults now.",
                    "No problem, just scale the meat and buns up by a quarter or so.",
                ),
                _chat(
                    "And my brother just texted that he's bringing his in-laws, so make that eighteen "
                    "adults, honestly this is getting out of hand, anyway the gazebo will cope.",
                    "Eighteen adults is still manageable on one barbecue if you cook in batches and keep "
                    "cooked food warm in foil.",
                ),
            ]
        ],
        "facts": [["gazebo"], ["veggie burgers"]],
        "updates": [(["twelve adults", "fifteen adults"], ["eighteen adults"])],
    },
    {
        "id": "h8-birdwatching-meeting-point",
        "folds": [
            [
                _chat(
                    "So the bird watching trip is on Sunday, we're meeting at Heron Lake car park at six "
                    "a.m. which is brutal, and I need to remember my binoculars and a flask, um, and the "
                    "leader said there might be avocets this time of year.",
                    "Six a.m. is early, but dawn is the best time for waders. Binoculars, a flask and a "
                    "warm layer should cover it, and avocets would be a lovely sighting.",
                ),
                _chat(
                    "Yeah so we talked about it in the group chat and decided to meet at Marsh End hide "
                    "instead, it's closer to where the avocets have been seen and there's a proper path.",
                    "That makes sense, meeting at Marsh End hide saves walking in the half dark.",
                ),
            ]
        ],
        "facts": [["binoculars"], ["six a.m."], ["avocets"]],
        "updates": [(["Heron Lake"], ["Marsh End"])],
    },
    {
        "id": "h8-blinds-quote-texted",
        "folds": [
            [
                _chat(
                    "Um so the blinds fitter came round and measured up, he quoted three hundred and forty "
                    "pounds for blackout roller blinds in all three bedrooms, fitting on Friday morning, "
                    "and I went with the grey fabric in the end.",
                    "Blackout rollers in three bedrooms for that price sounds reasonable, and grey goes "
                    "with most walls. Make sure the brackets go into something solid above the windows.",
                ),
                _chat(
                    "Oh, he just texted actually, with the discount for doing three rooms it's £310, so "
                    "that's nice.",
                    "Good news, £310 for all three bedrooms with the fitting included is a fair deal.",
                ),
            ]
        ],
        "facts": [["blackout"], ["Friday morning"], ["grey fabric"]],
        "updates": [(["three hundred and forty"], ["£310"])],
    },
    {
        "id": "h8-bonfire-night-venue-later",
        "folds": [
            [
                _chat(
                    "So for bonfire night we're going to the big display at <LOCATION_1>, tickets are eight "
                    "pounds each, gates open at six, and I promised the kids sparklers afterwards in the "
                    "garden, um, with gloves obviously.",
                    "That sounds like a fun evening. Eight pounds a ticket is typical for a big display. "
                    "With sparklers, gloves and a bucket of water nearby are the two things that matter.",
                ),
                _chat(
                    "Yeah I've got a bucket, and I'll get the long sparklers so they're further from hands.",
                    "Long ones are a good idea, and keep the used sticks in the bucket until they're cold.",
                ),
            ],
            [
                _chat(
                    "Right so the council's put out a notice, the field is completely waterlogged so the "
                    "display's at <LOCATION_2> this year, same tickets, which is actually closer for us so "
                    "fine by me.",
                    "Thanks, noted that the display is at <LOCATION_2> now. Being closer means less time "
                    "standing around in the cold.",
                ),
            ],
        ],
        "facts": [["eight pounds"], ["sparklers"], ["gates open at six"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_2>"])],
    },
    {
        "id": "h8-bowling-no-change-word",
        "folds": [
            [
                _chat(
                    "So bowling is at 7pm on Friday, I've booked two lanes under my name and shoe hire is "
                    "included, um, and <PERSON_1> says she's terrible so she wants the bumpers up, which is "
                    "hilarious.",
                    "Sounds like a fun night. Two lanes with shoe hire included is handy, and bumpers are "
                    "usually fine to ask for on the night.",
                ),
                _chat(
                    "Bowling's at 8pm on Friday, I'll grab <PERSON_1> on the way and we can get chips "
                    "before, so yeah.",
                    "Chips first and then bowling sounds like a good plan.",
                ),
            ]
        ],
        "facts": [["two lanes"], ["shoe hire"], ["Friday"]],
        "updates": [(["7pm"], ["8pm"])],
    },
    {
        "id": "h8-caravan-pitch-proposed",
        "folds": [
            [
                _chat(
                    "Okay so the caravan holiday, we've got pitch 14 at the site near the coast, seven "
                    "nights from the second, with electric hook-up, and we're taking the dog so I need "
                    "somewhere near the dog walk ideally.",
                    "Seven nights with hook-up sounds comfortable. Looking at how these sites are usually "
                    "laid out, you could ask to swap to pitch 22, which sites often keep nearer the dog "
                    "walking field, it's worth a phone call.",
                ),
                _chat(
                    "Oh yeah good shout, I rang them and they said fine, so we're on pitch 22 now, "
                    "brilliant.",
                    "Great, that should make the early morning dog walks much easier.",
                ),
            ]
        ],
        "facts": [["seven nights"], ["electric hook-up"]],
        "updates": [(["pitch 14"], ["pitch 22"])],
    },
    {
        "id": "h8-carol-service-long-turn",
        "folds": [
            [
                _chat(
                    "So the carol service is at six o'clock on the twentieth and I said I'd bring mince "
                    "pies for after, um, forty of them probably.",
                    "Forty mince pies should be plenty for after a carol service. Shop-bought ones warmed "
                    "up go down just as well if time is short.",
                ),
                _chat(
                    "Right so loads going on, the boiler man came finally and it's working again thank god, "
                    "my sister's back from Spain on the weekend and wants to do a big lunch, and oh, the "
                    "carol service is half past four now not six o'clock because of some lighting thing in "
                    "the church, and I still haven't done any cards, so yeah, busy busy.",
                    "Glad the heating's back. So the carol service is at half past four now; you'll have "
                    "the mince pies done by then. Maybe do the cards in one sitting this weekend.",
                ),
            ]
        ],
        "facts": [["mince pies"], ["twentieth"], ["forty"]],
        "updates": [(["six o'clock"], ["half past four"])],
    },
    {
        "id": "h8-ceramics-weeks-later",
        "folds": [
            [
                _chat(
                    "So I've booked a ceramics course at the arts centre, it's eight weeks, sixty five "
                    "pounds including clay and firing, and I need to bring an apron and an old towel.",
                    "Lovely, sixty five pounds including clay and firing is good value. An apron you don't "
                    "mind ruining is the main thing.",
                ),
                _chat(
                    "Yeah, and I'm hoping to make mugs by the end, like a set of four.",
                    "Mugs are a good goal; handles are the tricky part, so ask for help with those early.",
                ),
            ],
            [
                _chat(
                    "Um the arts centre emailed, they've cut it down to six weeks because the kiln needs "
                    "repairs at the end of term, but they're keeping the price, which, whatever.",
                    "That's a shame. With six weeks you might aim for two mugs rather than four.",
                ),
            ],
        ],
        "facts": [["sixty five pounds"], ["apron"], ["mugs"]],
        "updates": [(["eight weeks"], ["six weeks"])],
    },
    {
        "id": "h8-christening-godparent-relayed",
        "folds": [
            [
                _chat(
                    "Okay so the christening's at St Bride's and the godparents are <PERSON_1> and "
                    "<PERSON_2>, and afterwards we're doing sandwiches back at ours, um, I need to order "
                    "the cake by the end of the week.",
                    "That sounds lovely. St Bride's is a nice setting, and sandwiches at home keeps it "
                    "relaxed. Ordering the cake this week gives the bakery enough notice.",
                ),
                _chat(
                    "My brother just texted, <PERSON_2> can't do it, she's got to work abroad that month, "
                    "so <PERSON_3> is going to be godmother instead, which is actually lovely because "
                    "they're really close.",
                    "That's a nice outcome; it's good to have godparents who are close to the family.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["St Bride's"], ["cake"]],
        "updates": [(["<PERSON_2>"], ["<PERSON_3>"])],
    },
    {
        "id": "h8-cookery-course-weekday",
        "folds": [
            [
                _chat(
                    "So the cookery course is on Weds evenings, forty quid a session, the first one is "
                    "knife skills, and um, we take home whatever we make which is a bonus.",
                    "Starting with knife skills is smart; everything else gets easier after. Forty quid a "
                    "session with the food to take home sounds fair.",
                ),
                _chat(
                    "Oh and they've switched it to Thursdays from next month, the teacher has another class.",
                    "Noted, Thursdays from next month.",
                ),
            ]
        ],
        "facts": [["forty quid"], ["knife skills"]],
        "updates": [(["Weds"], ["Thursdays"])],
    },
    {
        "id": "h8-community-garden-workday-later",
        "folds": [
            [
                _chat(
                    "So the community garden work day is Sunday the ninth, ten till two, and they want "
                    "everyone to bring gloves, I said I'd bring our two wheelbarrows because they never "
                    "have enough.",
                    "Bringing wheelbarrows is really useful on a work day. Ten till two is a good stretch; "
                    "take water and something to eat.",
                ),
            ],
            [
                _chat(
                    "Um quick one, the work day's pushed back a week to Sunday the sixteenth, the compost "
                    "delivery got delayed, so yeah.",
                    "Thanks, the work day is the sixteenth now.",
                ),
                _chat(
                    "And I might bring the kids this time, they love the worm bit.",
                    "Kids usually love that part, and it's good for them to see where the compost goes.",
                ),
            ],
        ],
        "facts": [["wheelbarrows"], ["ten till two"]],
        "updates": [(["ninth"], ["sixteenth"])],
    },
    {
        "id": "h8-cycling-route-distance",
        "folds": [
            [
                _chat(
                    "So Saturday's club ride is forty miles, we're meeting at half seven by the bandstand, "
                    "there's a cafe stop halfway, and I need to get a spare inner tube before then, mine "
                    "went last week.",
                    "Forty miles with a cafe stop is a good ride. Carry a spare inner tube and a small "
                    "pump, and check your tyre for whatever caused the last puncture.",
                ),
                _chat(
                    "Ugh <PERSON_1> just messaged the group, there's a road closure so the route's now "
                    "sixty five kilometres, longer loop round the reservoir, great.",
                    "The longer loop is a fair bit more; take an extra snack for the second half.",
                ),
            ]
        ],
        "facts": [["half seven"], ["inner tube"], ["bandstand"]],
        "updates": [(["forty miles"], ["sixty five kilometres"])],
    },
    {
        "id": "h8-driveway-quote-three-values",
        "folds": [
            [
                _chat(
                    "So the driveway people came back with a quote for block paving, £4,200 all in, three "
                    "days of work, and they can start in the spring.",
                    "Block paving over three days sounds about right for a standard drive. Ask whether that "
                    "price includes taking the old surface away.",
                ),
                _chat(
                    "Um, yeah so they rang back, they found drainage problems, it's going to be 4.8k now, "
                    "which is annoying.",
                    "Drainage is worth doing properly, but it's fair to ask for the extra work itemised.",
                ),
                _chat(
                    "Right so I haggled, they knocked it down and it's four and a half k final, and they'll "
                    "take the old tarmac away for free.",
                    "Well done, four and a half k with the old tarmac removed is a better deal.",
                ),
            ]
        ],
        "facts": [["block paving"], ["three days"], ["tarmac"]],
        "updates": [(["£4,200", "4.8k"], ["four and a half k"])],
    },
    {
        "id": "h8-fence-paint-brand",
        "folds": [
            [
                _chat(
                    "Okay fence painting this weekend, I'm getting Cuprinol in Harvest Brown, five litres "
                    "should do it with two coats, um, and I need a wide brush and some dust sheets for the "
                    "patio.",
                    "Five litres for two coats is about right for an average fence. Dust sheets on the "
                    "patio save a lot of scrubbing later.",
                ),
                _chat(
                    "So the shop was completely out so I got Ronseal in Country Oak instead, it's basically "
                    "the same sort of colour, bit lighter.",
                    "That'll be fine; do a test patch first since lighter shades can look different on old "
                    "wood.",
                ),
            ]
        ],
        "facts": [["five litres"], ["two coats"], ["dust sheets"]],
        "updates": [(["Cuprinol", "Harvest Brown"], ["Ronseal", "Country Oak"])],
    },
    {
        "id": "h8-first-aid-pass-mark",
        "folds": [
            [
                _chat(
                    "So work's sending me on a first aid course, it's two days, the trainer is <PERSON_1>, "
                    "and apparently the pass mark on the written test is seventy percent, which, um, I "
                    "haven't done a test in years.",
                    "Two days is the standard length for that course, and the written part mostly checks "
                    "the basics you practise. You'll be fine with some revision of the recovery position "
                    "and CPR ratios.",
                ),
                _chat(
                    "Okay so <PERSON_1> corrected it at the intro session, the pass mark is eighty percent "
                    "actually, not seventy percent, so I'd better revise.",
                    "Eighty percent is higher, but the questions follow the course closely.",
                ),
            ]
        ],
        "facts": [["two days"], ["<PERSON_1>"], ["CPR"]],
        "updates": [(["seventy percent"], ["eighty percent"])],
    },
    {
        "id": "h8-flower-arranging-pronoun",
        "folds": [
            [
                _chat(
                    "So I booked the flower arranging workshop at the village hall, it's on the fourteenth, "
                    "eighteen pounds including the vase, and we do a table centrepiece.",
                    "A table centrepiece is a nice thing to take home. Eighteen pounds with the vase "
                    "included is good value.",
                ),
                _chat(
                    "Ugh, and it's been pushed to the twenty first now, they couldn't get the flowers in "
                    "time.",
                    "A week later is fine, and fresher flowers are better anyway.",
                ),
            ]
        ],
        "facts": [["village hall"], ["eighteen pounds"], ["centrepiece"]],
        "updates": [(["fourteenth"], ["twenty first"])],
    },
    {
        "id": "h8-football-tickets-later",
        "folds": [
            [
                _chat(
                    "So I'm getting four tickets for the home game on the Saturday, we're in block C, "
                    "they're twenty two pounds each, and I've told the boys we're getting pies at half "
                    "time.",
                    "Block C sounds like a decent view. Twenty two pounds each is fair for a home game, and "
                    "pies at half time are part of the tradition.",
                ),
            ],
            [
                _chat(
                    "Um so <PERSON_1>'s lad wants to come too, so make that 5 tickets, hopefully still all "
                    "in a row.",
                    "Buy the extra one soon so you have a better chance of sitting together.",
                ),
            ],
        ],
        "facts": [["block C"], ["twenty two pounds"], ["pies"]],
        "updates": [(["four tickets"], ["5 tickets"])],
    },
    {
        "id": "h8-fridge-engineer-later",
        "folds": [
            [
                _chat(
                    "So the fridge is making that clicking noise again, I've booked an engineer, he's "
                    "coming Tuesday between eight and twelve, the callout is ninety five pounds, and they "
                    "think it's the compressor.",
                    "A clicking fridge often points to the compressor relay, which is a cheaper fix than "
                    "the compressor itself. Ninety five pounds is a usual callout fee.",
                ),
            ],
            [
                _chat(
                    "The repair company just emailed, um, they've rebooked me for Thurs, same time window, "
                    "no reason given, typical.",
                    "Annoying, but at least the window is the same.",
                ),
            ],
        ],
        "facts": [["ninety five pounds"], ["compressor"]],
        "updates": [(["Tuesday"], ["Thurs"])],
    },
    {
        "id": "h8-garage-sale-date",
        "folds": [
            [
                _chat(
                    "So we're doing a garage sale on the third, I've got the pasting table out and "
                    "everything's going to be fifty pence or a pound, um, mainly toys and old DVDs.",
                    "Fifty pence or a pound keeps it simple and things sell quickly. The pasting table is "
                    "perfect for a sale.",
                ),
                _chat(
                    "Actually we decided it's better on the eleventh, more people around after payday.",
                    "Good thinking, the eleventh it is.",
                ),
            ]
        ],
        "facts": [["pasting table"], ["fifty pence"], ["DVDs"]],
        "updates": [(["third"], ["eleventh"])],
    },
    {
        "id": "h8-golf-pro-and-price",
        "folds": [
            [
                _chat(
                    "Okay so golf lessons, I'm with <PERSON_1> at the club, thirty five pounds for half an "
                    "hour, and he wants me practising with the seven iron at the driving range in between.",
                    "A seven iron is a good club to build your swing on. Half an hour lessons with range "
                    "practice in between is a solid routine.",
                ),
                _chat(
                    "So um big news, <PERSON_1> is leaving the club, I'm with <PERSON_2> now and he charges "
                    "forty for the half hour, but apparently he's really good with beginners, and the range "
                    "has new mats so that's nice.",
                    "Switching coach can help; a fresh eye often spots different things.",
                ),
            ]
        ],
        "facts": [["seven iron"], ["driving range"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_2>"]), (["thirty five pounds"], ["forty"])],
    },
    {
        "id": "h8-gutter-cleaning-slip",
        "folds": [
            [
                _chat(
                    "So the gutter man's coming on the eighth, no hang on, the eighteenth, around "
                    "lunchtime, sixty quid cash, and he'll look at the downpipe round the back that's been "
                    "dripping.",
                    "Good to get the downpipe checked at the same time. Have the sixty quid cash ready.",
                ),
            ]
        ],
        "facts": [["sixty quid"], ["downpipe"], ["lunchtime"]],
        "updates": [(["eighth"], ["eighteenth"])],
    },
    {
        "id": "h8-horse-riding-duration",
        "folds": [
            [
                _chat(
                    "So I've booked a hack at the stables near <LOCATION_1> for my birthday, ninety minutes "
                    "through the woods, I have to wear a riding hat which they lend you, um, and boots with "
                    "a heel.",
                    "A hack through the woods sounds like a lovely birthday treat. Boots with a small heel "
                    "stop your foot sliding through the stirrup.",
                ),
                _chat(
                    "The stables rang, they've shortened it to forty five minutes because it gets dark so "
                    "early now, bit disappointing.",
                    "A shame, but forty five minutes in the woods is still a nice ride.",
                ),
            ]
        ],
        "facts": [["<LOCATION_1>"], ["riding hat"], ["heel"]],
        "updates": [(["ninety minutes"], ["forty five minutes"])],
    },
    {
        "id": "h8-hot-tub-temperature",
        "folds": [
            [
                _chat(
                    "So we got the hot tub going, it's set to thirty eight degrees, and the guide says one "
                    "chlorine tablet a week and keep the cover on when it's not in use.",
                    "Sounds set up properly. Keeping the cover on saves a lot of heating cost.",
                ),
                _chat(
                    "Um my partner read that lower is better for the kids so we've put it on 36 degrees.",
                    "36 degrees is a sensible setting with children in the water.",
                ),
            ]
        ],
        "facts": [["chlorine"], ["cover"]],
        "updates": [(["thirty eight degrees"], ["36 degrees"])],
    },
    {
        "id": "h8-hospital-appointment-later",
        "folds": [
            [
                _chat(
                    "So my scan appointment's at ten forty, it's on the second floor, ward 7, and I need to "
                    "bring the letter and sort a parking permit at reception, um, I hate hospital parking.",
                    "Noted: ten forty, second floor, ward 7, letter and parking permit. Leave extra time "
                    "for the car park.",
                ),
            ],
            [
                _chat(
                    "Okay so my mum rang, a new letter came to hers because they've got her address, it's "
                    "twenty past two in the afternoon now, same ward, so I can do the morning at work at "
                    "least.",
                    "That works out better then, twenty past two gives you the morning at work.",
                ),
            ],
        ],
        "facts": [["ward 7"], ["parking permit"]],
        "updates": [(["ten forty"], ["twenty past two"])],
    },
    {
        "id": "h8-judo-grading-fee-later",
        "folds": [
            [
                _chat(
                    "My son's judo grading is on the 23rd, the fee is £18, and if he passes it's the orange "
                    "belt, he's been practising his throws on the sofa cushions, um, all week.",
                    "Good luck to him. Practising at home shows he's keen. Orange belt is a nice step up.",
                ),
            ],
            [
                _chat(
                    "So the sensei said at training the fee went up to twenty two pounds this year because "
                    "the hall costs more.",
                    "Okay, so twenty two pounds for the grading now.",
                ),
            ],
        ],
        "facts": [["orange belt"], ["23rd"]],
        "updates": [(["£18"], ["twenty two pounds"])],
    },
    {
        "id": "h8-kite-festival-leaving-later",
        "folds": [
            [
                _chat(
                    "So we're going to the kite festival at <LOCATION_1> on Sunday, leaving at nine "
                    "o'clock, taking the big delta kite and a picnic, um, and I need to untangle the lines "
                    "first because last time was a disaster.",
                    "Untangling beforehand is wise. A delta kite is forgiving in light wind.",
                ),
            ],
            [
                _chat(
                    "We decided to leave at eleven o'clock instead, the forecast says the wind picks up "
                    "after lunch.",
                    "Makes sense to go when the wind is better.",
                ),
            ],
        ],
        "facts": [["<LOCATION_1>"], ["delta kite"], ["picnic"]],
        "updates": [(["nine o'clock"], ["eleven o'clock"])],
    },
    {
        "id": "h8-lawn-mower-garage-rang",
        "folds": [
            [
                _chat(
                    "So the Honda mower's in for its service, they said forty five quid and I can collect "
                    "it Wednesday, um, I asked them to check the pull cord too.",
                    "Forty five quid is a usual price for a mower service. Collection on Wednesday gives "
                    "you it back before the weekend.",
                ),
                _chat(
                    "The repair shop rang, they said it needs a new blade as well so it's seventy quid all "
                    "in, not forty five quid, still worth it I guess.",
                    "A sharp new blade makes a big difference to the cut, so seventy quid is worth it.",
                ),
            ]
        ],
        "facts": [["Honda"], ["Wednesday"], ["pull cord"]],
        "updates": [(["forty five quid"], ["seventy quid"])],
    },
    {
        "id": "h8-lodger-move-in-later",
        "folds": [
            [
                _chat(
                    "So we've found a lodger, <PERSON_1>, she's a nurse at the hospital, she's taking the "
                    "box room and she moves in on the first of March, I need to clear the shelves before "
                    "then.",
                    "That sounds like a good match. Clearing the shelves in the box room this month gives "
                    "her space to settle in.",
                ),
            ],
            [
                _chat(
                    "Update, she's now coming on the fifteenth of March, her contract start changed.",
                    "Noted, the fifteenth of March. That gives you two more weeks for the shelves.",
                ),
            ],
        ],
        "facts": [["<PERSON_1>"], ["box room"], ["nurse"]],
        "updates": [(["first of March"], ["fifteenth of March"])],
    },
    # ================================================================ must not change
    {
        "id": "h8-massage-sisters-booking",
        "folds": [
            [
                _chat(
                    "So I've booked a massage for Thursday at quarter past five, sixty minutes, deep "
                    "tissue, because my shoulders are in bits from the laptop, um, and it's at the place by "
                    "the station.",
                    "A deep tissue massage should help with laptop shoulders. Drink plenty of water after, "
                    "you may feel a bit sore the next day.",
                ),
                _chat(
                    "Oh and my sister's booked one too, hers is on the Thursday as well but at ten to "
                    "seven, and she's having the hot stones one.",
                    "Nice that you're both going. Your deep tissue one is still at quarter past five then.",
                ),
            ]
        ],
        "facts": [["quarter past five"], ["deep tissue"], ["sixty minutes"]],
        "updates": [],
    },
    {
        "id": "h8-model-railway-hypothetical",
        "folds": [
            [
                _chat(
                    "So the model railway exhibition is on the twenty eighth at <LOCATION_1>, entry is six "
                    "pounds, and my dad wants to see the big layout of the Settle line, um, it's his thing.",
                    "That sounds like a lovely day out with your dad. Six pounds entry is reasonable for a "
                    "big exhibition.",
                ),
                _chat(
                    "Hypothetically, if they moved it to the weekend after, would it still be worth going, "
                    "because he's got a hospital thing that week? Not that they are moving it, I'm just "
                    "thinking.",
                    "If it ever moved it would still be worth it, but as it stands it's on the twenty "
                    "eighth, so plan around that.",
                ),
            ]
        ],
        "facts": [["twenty eighth"], ["six pounds"], ["<LOCATION_1>"], ["Settle line"]],
        "updates": [],
    },
    {
        "id": "h8-meal-box-offer-declined",
        "folds": [
            [
                _chat(
                    "So the meal box comes on Mondays, four meals for two people, thirty nine ninety nine a "
                    "week, and I've told them no mushrooms because my partner won't touch them.",
                    "Four meals for two on Mondays sets you up for the week. Excluding mushrooms in the "
                    "settings should stop them appearing.",
                ),
                _chat(
                    "They emailed offering to switch my delivery to Wednesdays with ten percent off, but I "
                    "said no thanks, Mondays suit us, so nothing's changing.",
                    "Fair enough, keeping it on Mondays when it suits you makes sense.",
                ),
            ]
        ],
        "facts": [["Mondays"], ["four meals"], ["thirty nine ninety nine"], ["mushrooms"]],
        "updates": [],
    },
    {
        "id": "h8-guitar-lesson-last-term",
        "folds": [
            [
                _chat(
                    "So guitar lessons are Tuesdays at half four with <PERSON_1>, we're doing barre chords "
                    "this term, which hurt, um, and I need to buy a capo.",
                    "Barre chords hurt for everyone at first, it passes. A capo is cheap and worth having.",
                ),
                _chat(
                    "Last term it was on Mondays at five and I was always late from work, so this is way "
                    "better honestly.",
                    "Tuesdays at half four does sound easier to get to.",
                ),
            ]
        ],
        "facts": [["Tuesdays"], ["half four"], ["<PERSON_1>"], ["capo"]],
        "updates": [],
    },
    {
        "id": "h8-half-term-plan-b",
        "folds": [
            [
                _chat(
                    "Half term's sorted, the kids are at holiday club Monday to Wednesday, nine to three, "
                    "eighty pounds for the three days each, and they need packed lunches, um, and trainers.",
                    "Great, holiday club nine to three covers your working hours. Packed lunches and "
                    "trainers noted.",
                ),
                _chat(
                    "If holiday club had been full, plan B was my mum taking them Thursday and Friday at "
                    "hers, but we don't need that now, so that's fine.",
                    "Good that plan A worked out, and nice to have your mum as a backup.",
                ),
            ]
        ],
        "facts": [["holiday club"], ["nine to three"], ["eighty pounds"], ["packed lunches"]],
        "updates": [],
    },
    {
        "id": "h8-ironing-service-comparison",
        "folds": [
            [
                _chat(
                    "So I've started using an ironing service, it's one pound twenty a shirt, they collect "
                    "on Fridays and bring them back Monday on hangers, um, absolute game changer.",
                    "That sounds like a great time saver. One pound twenty a shirt with collection is good.",
                ),
                _chat(
                    "The other place down the road charges one pound fifty a shirt and doesn't collect, so "
                    "ours is way better.",
                    "Yes, yours is cheaper and collects, so you've picked the right one.",
                ),
            ]
        ],
        "facts": [["one pound twenty"], ["Fridays"], ["hangers"]],
        "updates": [],
    },
    {
        "id": "h8-mobile-contract-other-price",
        "folds": [
            [
                _chat(
                    "Right so I've renewed my phone contract, eighteen pounds a month, thirty gig of data, "
                    "for twenty four months, and they threw in free roaming in Europe, um, which is handy.",
                    "Eighteen pounds a month with thirty gig and EU roaming is a competitive deal.",
                ),
                _chat(
                    "And the case I want for it is twenty four pounds, and the screen protector is like "
                    "eight, which feels like a rip off but whatever.",
                    "Accessories are often overpriced; online you can usually find the same case for less.",
                ),
            ]
        ],
        "facts": [["eighteen pounds a month"], ["thirty gig"], ["twenty four months"], ["roaming"]],
        "updates": [],
    },
    {
        "id": "h8-jigsaw-swap-same-as-before",
        "folds": [
            [
                _chat(
                    "So the jigsaw swap at the church hall is on the last Sunday of the month, two till "
                    "four, and you can bring up to three puzzles, um, they have to have all the pieces "
                    "obviously.",
                    "A jigsaw swap sounds fun. Three puzzles, all pieces present, two till four at the "
                    "church hall.",
                ),
            ],
            [
                _chat(
                    "I checked with the organiser about this month's one and it's same as before, two till "
                    "four, no change, so I'll take the lighthouse one and the cats one.",
                    "Good, so the usual time. The lighthouse puzzle should be popular.",
                ),
            ],
        ],
        "facts": [["two till four"], ["three puzzles"], ["church hall"], ["lighthouse"]],
        "updates": [],
    },
    {
        "id": "h8-embroidery-change-refused",
        "folds": [
            [
                _chat(
                    "Embroidery class is Saturday mornings at ten o'clock in the craft room at the library, "
                    "twelve pounds a session, we're doing a cushion cover this term.",
                    "A cushion cover is a nice project to learn stitches on. Twelve pounds a session is "
                    "fair.",
                ),
                _chat(
                    "I asked <PERSON_1> if we could move it to the afternoon because of my son's swimming, "
                    "but she said no, it stays at ten o'clock, so I'll have to ask my husband to take him.",
                    "That's a shame, but at least your husband can cover swimming.",
                ),
            ]
        ],
        "facts": [["ten o'clock"], ["twelve pounds"], ["cushion cover"]],
        "updates": [],
    },
    {
        "id": "h8-curtains-other-room",
        "folds": [
            [
                _chat(
                    "So the living room curtains, I've measured and it's a two hundred and twenty eight "
                    "centimetre drop, I'm going for green velvet, um, with a blackout lining.",
                    "Green velvet with a blackout lining will look rich and keep the room warm. Double "
                    "check the drop from the track, not the top of the window.",
                ),
                _chat(
                    "The bedroom ones will be a lot shorter, a hundred and thirty seven centimetre drop, "
                    "and those are just cotton.",
                    "Cotton is fine for the bedroom. The living room ones are the bigger job.",
                ),
            ]
        ],
        "facts": [["two hundred and twenty eight"], ["green velvet"], ["a hundred and thirty seven"]],
        "updates": [],
    },
    {
        "id": "h8-dofe-expedition-kit-changed",
        "folds": [
            [
                _chat(
                    "So my daughter's Duke of Edinburgh expedition is the weekend of the fourteenth, "
                    "they're walking in <LOCATION_1>, about twenty kilometres a day, um, and camping "
                    "overnight.",
                    "Twenty kilometres a day with full packs is tough but very doable with practice walks. "
                    "Good boots that are already broken in matter most.",
                ),
            ],
            [
                _chat(
                    "They changed the kit list, now everyone needs a second water bottle and a whistle, so "
                    "I need to go shopping.",
                    "A second bottle and a whistle are cheap and sensible additions.",
                ),
            ],
        ],
        "facts": [["fourteenth"], ["<LOCATION_1>"], ["twenty kilometres"], ["whistle"]],
        "updates": [],
    },
    {
        "id": "h8-easter-egg-hunt-other-event",
        "folds": [
            [
                _chat(
                    "So we're doing the egg hunt at the park on Easter Sunday at eleven o'clock, it's three "
                    "pounds per child and they get a chocolate bunny at the end, um, the kids are beyond "
                    "excited.",
                    "That sounds like a fun morning. Three pounds with a chocolate bunny is a bargain.",
                ),
                _chat(
                    "The church is doing an egg hunt too at two o'clock but we're going to the park one, "
                    "it's bigger.",
                    "Makes sense, the park one at eleven o'clock is the better choice.",
                ),
            ]
        ],
        "facts": [["eleven o'clock"], ["three pounds"], ["chocolate bunny"]],
        "updates": [],
    },
    {
        "id": "h8-family-photo-upgrade-declined",
        "folds": [
            [
                _chat(
                    "Booked the family photo shoot, one hour at the studio on <LOCATION_1>, ninety five "
                    "pounds, and we get ten edited photos, um, we're all wearing blue, it was my mum's "
                    "idea.",
                    "Matching colours usually look great in group shots. Ten edited photos for ninety five "
                    "pounds is a good package.",
                ),
                _chat(
                    "They offered to upgrade us to twenty photos for forty more but we said no, ten is "
                    "plenty.",
                    "Fair enough, ten edited photos is usually enough for the walls and a few gifts.",
                ),
            ]
        ],
        "facts": [["ten edited photos"], ["ninety five pounds"], ["blue"]],
        "updates": [],
    },
    {
        "id": "h8-garden-party-rain-question",
        "folds": [
            [
                _chat(
                    "So the garden party for my parents' anniversary is Saturday at three, <PERSON_1> is "
                    "doing the cake, and I'm hiring fairy lights and twenty folding chairs, um, from the "
                    "hire shop.",
                    "That sounds lovely. Fairy lights and twenty chairs will make the garden feel like an "
                    "event.",
                ),
                _chat(
                    "What if it rains though, would we move it to Sunday? Actually no, we'll just put the "
                    "marquee up and keep it on Saturday whatever happens.",
                    "Good plan, a marquee means Saturday can go ahead in any weather.",
                ),
            ]
        ],
        "facts": [["Saturday"], ["<PERSON_1>"], ["twenty folding chairs"], ["fairy lights"]],
        "updates": [],
    },
    {
        "id": "h8-hot-air-balloon-last-year",
        "folds": [
            [
                _chat(
                    "So the balloon flight is on the ninth, six in the morning, taking off from "
                    "<LOCATION_1>, and we have to bring layers because it's cold up there, um, and no "
                    "heels.",
                    "An early flight usually means calm air. Layers and flat shoes are the main things.",
                ),
                _chat(
                    "Last year the flight got cancelled twice because of wind, first they moved it to the "
                    "twelfth and then to the twentieth and then we gave up, so fingers crossed this time.",
                    "Hopefully the weather behaves on the ninth this time.",
                ),
            ]
        ],
        "facts": [["ninth"], ["six in the morning"], ["<LOCATION_1>"], ["layers"]],
        "updates": [],
    },
    {
        "id": "h8-laundrette-machine-shared-number",
        "folds": [
            [
                _chat(
                    "So our washing machine died so I'm using the laundrette, the big machine takes twelve "
                    "kilos and it's four fifty a wash, and the dryers are a pound for twenty minutes.",
                    "The big machine is ideal for duvets and towels. Four fifty a wash is a normal price.",
                ),
                _chat(
                    "I've got twelve towels and the duvet to do, and the new washing machine comes on the "
                    "sixth, um, finally.",
                    "Doing the towels and duvet in the big machine will save time until the sixth.",
                ),
            ]
        ],
        "facts": [["twelve kilos"], ["four fifty"], ["sixth"]],
        "updates": [],
    },
    {
        "id": "h8-motorbike-cbt-counter-offer",
        "folds": [
            [
                _chat(
                    "So I've booked my motorbike CBT for the twentieth, it's one hundred and forty pounds "
                    "with bike hire and a helmet, and I need to bring my licence, um, and gloves.",
                    "The CBT is a full day, so have a decent breakfast. Licence and gloves noted.",
                ),
                _chat(
                    "The school said they could do the eighteenth if I wanted, but I said no, the twentieth "
                    "is better because I'm off work.",
                    "Sensible, the twentieth when you're off work is less stressful.",
                ),
            ]
        ],
        "facts": [["twentieth"], ["one hundred and forty pounds"], ["licence"]],
        "updates": [],
    },
    {
        "id": "h8-barn-dance-another-village",
        "folds": [
            [
                _chat(
                    "So the barn dance tickets are twelve pounds, the caller is <PERSON_1>, it starts at "
                    "half seven, and there's a hog roast included, um, I've bought four tickets already.",
                    "A barn dance with a hog roast is a great night out. The caller makes all the "
                    "difference.",
                ),
                _chat(
                    "My friend's barn dance in the next village starts at eight and it's fifteen pounds, so "
                    "ours is a better deal really.",
                    "Yes, yours at half seven with the hog roast included sounds like the better deal.",
                ),
            ]
        ],
        "facts": [["twelve pounds"], ["<PERSON_1>"], ["half seven"], ["hog roast"]],
        "updates": [],
    },
    {
        "id": "h8-decorating-hallway-neighbour",
        "folds": [
            [
                _chat(
                    "So we're decorating the hallway, the colour is Duck Egg, two and a half litres should "
                    "do it, and the decorator is eighty pounds a day and thinks two days.",
                    "Duck Egg is a calm colour for a hallway. Two days at eighty pounds a day sounds fair.",
                ),
                _chat(
                    "My neighbour did her hallway the same colour and she used five litres, but her "
                    "hallway's massive and goes up the stairs.",
                    "Stairwells take much more paint; for a hallway like yours two and a half litres should "
                    "be enough.",
                ),
            ]
        ],
        "facts": [["Duck Egg"], ["two and a half litres"], ["eighty pounds a day"]],
        "updates": [],
    },
    {
        "id": "h8-lifeguard-course-asked-refused",
        "folds": [
            [
                _chat(
                    "So the lifeguard course starts on Monday the fourth at seven a.m., it's at the pool in "
                    "town, and I need to be able to swim fifty metres in under sixty seconds, um, which I "
                    "can just about do.",
                    "Good luck. The fifty metre test is about steady technique more than raw speed.",
                ),
                _chat(
                    "I asked if I could start on the eleventh instead because of a family thing.",
                    "Worth asking; courses sometimes have a second intake.",
                ),
                _chat(
                    "They said no, it has to be the fourth because the pool is booked for the whole block, "
                    "so I'll move the family thing.",
                    "Okay, so still the fourth at seven a.m.",
                ),
            ]
        ],
        "facts": [["fourth"], ["seven a.m."], ["fifty metres"]],
        "updates": [],
    },
]
