"""The update probe's sixth held-out group (tenth round): 51 conversations typed as on a phone (short
lowercase turns, abbreviations, fragments, a few typos away from the keys, some writers with English as a
second language). 32 conversations change a fact (32 updates: corrections as fragments, changes decided
later, a change inside a long chatty turn, changes the assistant restates, changes the assistant proposes
and the user accepts, changes with no change word, values spelled differently before and after, a value
changed two and three times, a subject that is only a pronoun; eleven changed in a later fold) and 19 where
a later statement shares a weekday, a time, a number, a place or a change word with a fact but must change
nothing (another person's thing, another event, a question or hypothetical, an offer declined, a past
event, a plan B not taken, a comparison, another item's price, "same as before", a change asked about and
refused).
Written by an engineer who did not read the rules; committed before the tenth round's logic changes were
merged; never tuned on (`bench.update_probe` prints its aggregates only). Our own topics (first words A–M),
none of bench/data/RESERVED.md's and none of the other groups'.
"""

from __future__ import annotations

from bench.chats import chat as _chat

_UPDATES: list[dict] = [
    {
        "id": "h6-aquarium-water-change",
        "folds": [
            [
                _chat(
                    "ok so new tank is set up!! its a 120 litre, 6 neon tetras + 2 corys for now. water "
                    "change every sunday, 25% each time",
                    "Nice starter setup. A 120 litre tank with six neon tetras and two corydoras is a "
                    "comfortable stocking level. A weekly change on Sundays is a good routine; use a "
                    "dechlorinator and roughly match the temperature of the new water.",
                ),
                _chat(
                    "wait no, 20% not 25. the guy at the shop said smaller changes r better while it cycles",
                    "That makes sense, smaller changes are gentler while the filter bacteria settle in. "
                    "Keep an eye on ammonia with a test kit for the first few weeks.",
                ),
                _chat("thx!! will do"),
            ]
        ],
        "facts": [["120 litre"], ["neon tetras"], ["sunday"]],
        "updates": [(["25%"], ["20%"])],
    },
    {
        "id": "h6-astronomy-start-time",
        "folds": [
            [
                _chat(
                    "astro club meetup is fri at 9pm on the hill behind the primary school, im bringing the "
                    "8 inch dobsonian. <PERSON_1> is doing hot choc lol",
                    "Sounds like a lovely night out. Let the dobsonian cool down outside for half an hour "
                    "before observing so the views are sharp, and bring a red torch so you keep your night "
                    "vision. Layers and a flask are a good idea too, hills get cold quickly.",
                ),
                _chat("yeah its gonna be freezing"),
            ],
            [
                _chat(
                    "club email says 22:30 start now bc the moon doesnt set till late. still friday",
                    "Good call by the club, a darker sky will be much better for faint objects. Have a "
                    "nap in the afternoon if you can.",
                ),
            ],
        ],
        "facts": [["dobsonian"], ["<PERSON_1>"], ["hill"]],
        "updates": [(["9pm"], ["22:30"])],
    },
    {
        "id": "h6-bike-repair-quote",
        "folds": [
            [
                _chat(
                    "took my bike to the repair place on <LOCATION_1>, they quoted 85 quid for new brake "
                    "pads + a chain. pick up thurs after 5",
                    "That's a fair price for pads and a chain fitted. When you collect it, give the brakes "
                    "a squeeze in the shop and check the gears shift cleanly before you ride off.",
                ),
                _chat(
                    "they just rang, the cassette is worn too so its gonna be £110 all in now ugh",
                    "Annoying, but a worn cassette would chew through the new chain quickly, so doing "
                    "both is worth it. So the total is £110 now rather than 85, still ready Thursday "
                    "after 5.",
                ),
            ]
        ],
        "facts": [["brake pads"], ["<LOCATION_1>"]],
        "updates": [(["85"], ["110"])],
    },
    {
        "id": "h6-blood-donation-moved-twice",
        "folds": [
            [
                _chat(
                    "blood donation appt is tues 10:40 at the community hall. need to eat b4 and drink "
                    "loads of water right",
                    "Yes: a proper meal beforehand and plenty of water in the day before and the morning "
                    "of. Avoid heavy exercise afterwards and have the snack they offer you.",
                ),
                _chat("they moved me to 11:20 bc of staffing", "No problem, a bit more time for breakfast."),
                _chat(
                    "and now its 13:05 lol. they really cant decide",
                    "Third time lucky. So the donation is Tuesday at 13:05 at the community hall; have "
                    "lunch a little earlier than usual.",
                ),
            ]
        ],
        "facts": [["community hall"]],
        "updates": [(["10:40", "11:20"], ["13:05"])],
    },
    {
        "id": "h6-boiler-service-day",
        "folds": [
            [
                _chat(
                    "Hello. The boiler service is on monday morning, the engineer comes between 8 and 12. "
                    "It costs 79 pounds with Heatwise.",
                    "Thanks, noted. Make sure there is clear access to the boiler and the gas meter, and "
                    "have your last service certificate handy if you have it.",
                ),
                _chat(
                    "They called me now. The engineer will come on wednesday instead, the same time window.",
                    "Okay, Wednesday morning between 8 and 12 then.",
                ),
            ]
        ],
        "facts": [["Heatwise"], ["79 pounds"]],
        "updates": [(["monday"], ["wednesday"])],
    },
    {
        "id": "h6-cat-sitter-swap",
        "folds": [
            [
                _chat(
                    "away 12-19 march, <PERSON_1> is feeding the cats twice a day, spare key under the blue "
                    "pot. mochi needs her thyroid pill w breakfast",
                    "Sounds well organised. Leave a written note with the pill dose, the vet's number and "
                    "how much food each cat gets, so nothing depends on memory.",
                ),
                _chat(
                    "ugh change of plan, her mum is ill so she cant. <PERSON_2> from no 14 said yes tho",
                    "Good that you found someone nearby. Walk them through the pill routine before you "
                    "go, cats can be fussy with a new person.",
                ),
            ]
        ],
        "facts": [["thyroid"], ["blue pot"], ["mochi"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_2>"])],
    },
    {
        "id": "h6-charity-run-target",
        "folds": [
            [
                _chat(
                    "signed up for the colour run for the hospice!! sponsorship target is £400, running it "
                    "w my cousin <PERSON_3>",
                    "Brilliant cause. Set up the fundraising page early and share it with a photo, pages "
                    "with a personal story tend to raise much more.",
                ),
                _chat("will do. need white tshirts too apparently"),
            ],
            [
                _chat(
                    "omg so much happened this week, my knee is finally ok after the physio, went for a 6 "
                    "mile jog sunday with no pain at all. the hospice said we're already doing great so we "
                    "upped the target to 650 quid, and <PERSON_3> bought matching tutus which is sooo "
                    "embarassing lol",
                    "Great news about the knee. Tutus will get you noticed, which only helps the "
                    "fundraising. Keep the longer runs gentle for a couple of weeks.",
                ),
            ],
        ],
        "facts": [["hospice"], ["<PERSON_3>"], ["colour run"]],
        "updates": [(["400"], ["650"])],
    },
    {
        "id": "h6-craft-fair-stall",
        "folds": [
            [
                _chat(
                    "craft fair at st marys hall 3rd may, im on stall 22 selling my lino prints, table "
                    "was £35",
                    "Exciting! Bring a float of small change, a card reader, and price labels on "
                    "everything. A few small cheap prints near the front help people stop.",
                ),
                _chat("good idea, ill do some mini ones"),
            ],
            [
                _chat(
                    "stall 9 for me btw, right by the door which is way better for footfall",
                    "That's a good spot, everyone passes it on the way in and out.",
                ),
            ],
        ],
        "facts": [["lino prints"], ["£35"], ["3rd may"]],
        "updates": [(["22"], ["9"])],
    },
    {
        "id": "h6-camping-site-switch",
        "folds": [
            [
                _chat(
                    "camping w the kids aug bank hol, booked a pitch at <LOCATION_1> farm site, 3 nights. "
                    "need a new groundsheet, the old one ripped",
                    "Lovely. Get a groundsheet a little smaller than the tent floor so rain doesn't run "
                    "underneath, and check the pegs suit hard ground in late summer.",
                ),
            ],
            [
                _chat(
                    "the farm site just emailed, their shower block is shut for repairs all august 😩",
                    "That's a pain with kids. <LOCATION_2> campsite is about 20 minutes further and has "
                    "family shower rooms, would it work to switch there? They usually take bank holiday "
                    "bookings until late July.",
                ),
                _chat(
                    "yes lets do that. booked <LOCATION_2> same 3 nights",
                    "Great, sorted. Ask the first site to cancel in writing so you get your deposit back.",
                ),
            ],
        ],
        "facts": [["3 nights"], ["groundsheet"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_2>"])],
    },
    {
        "id": "h6-evening-class-weekday",
        "folds": [
            [
                _chat(
                    "I start the spanish evening class on tuesday, 7 until 9 in the room B12 of the "
                    "college. The teacher is <PERSON_1>.",
                    "How nice. Evening classes are a good way to keep a routine; a short review of the "
                    "week's words on your phone each day will help a lot.",
                ),
                _chat(
                    "The spanish class is on thursday, 7 until 9. I bought the book already.",
                    "Good, you are ready then. Thursday evenings are usually quieter too.",
                ),
            ]
        ],
        "facts": [["B12"], ["<PERSON_1>"]],
        "updates": [(["tuesday"], ["thursday"])],
    },
    {
        "id": "h6-fishing-meet-time",
        "folds": [
            [
                _chat(
                    "fishing trip w dad on sat, meeting at the reservoir car park 5:30am. day tickets r "
                    "£14 each",
                    "An early start is worth it, the fish feed at first light. Check the reservoir's "
                    "rules on bait and barbless hooks before you go.",
                ),
                _chat("wait no 6am, he says thats too early for him", "Fair enough, a bit more sleep then."),
                _chat(
                    "scratch that, 6:45. his back is playing up and he wants a lie in",
                    "No problem, 6:45 on Saturday. Bring him a cushion for the bank.",
                ),
            ]
        ],
        "facts": [["reservoir"], ["£14"]],
        "updates": [(["5:30am", "6am"], ["6:45"])],
    },
    {
        "id": "h6-furniture-delivery-date",
        "folds": [
            [
                _chat(
                    "new sofa finally shipped!! delivery on the 14th between 7 and 11, they need 2 ppl to "
                    "carry it up 3 floors. paid £899 for it",
                    "Exciting. Measure the stairwell turns and the doorway before the day, sofas get stuck "
                    "on landings more often than you'd think.",
                ),
                _chat(
                    "they texted, the lorry broke down. rebooked for mon 21 oct",
                    "Annoying, but at least it's rebooked. So the sofa now comes on Monday 21 Oct.",
                ),
            ]
        ],
        "facts": [["£899"], ["3 floors"]],
        "updates": [(["14th"], ["21 oct"])],
    },
    {
        "id": "h6-garden-shed-size",
        "folds": [
            [
                _chat(
                    "ordering a shed for the garden, 6x4 ft, tanalised timber, going on a concrete base my "
                    "bro is laying next wknd",
                    "Tanalised timber is a good choice, it lasts much longer. Make the base a few "
                    "centimetres larger than the shed and give it a slight fall so rain runs off.",
                ),
                _chat("perfect thx"),
            ],
            [
                _chat(
                    "went bigger in the end, its 8x6 now. the base needs to be bigger too ofc",
                    "Makes sense, the extra room is always used. Tell your brother before he orders the "
                    "concrete.",
                ),
            ],
        ],
        "facts": [["tanalised"], ["concrete base"]],
        "updates": [(["6x4"], ["8x6"])],
    },
    {
        "id": "h6-hairdresser-slot",
        "folds": [
            [
                _chat(
                    "booked a cut + colour w <PERSON_4> at fringe benefits, thurs 17:15, its £72. for my "
                    "sisters graduation",
                    "Lovely, that should look great in the photos.",
                ),
                _chat(
                    "hmm colour takes like 2.5 hrs tho and i start work early fri",
                    "If you're worried about a late finish you could ask for the 15:30 slot instead, "
                    "you'd be done by early evening. Want to try that?",
                ),
                _chat(
                    "yes good idea. called them, got 15:30",
                    "Perfect, same day and you'll still have your evening.",
                ),
            ]
        ],
        "facts": [["<PERSON_4>"], ["£72"], ["fringe benefits"]],
        "updates": [(["17:15"], ["15:30"])],
    },
    {
        "id": "h6-hiking-group-size",
        "folds": [
            [
                _chat(
                    "hiking weekend in <LOCATION_1>!! we're six going, staying at the youth hostel 2 nights. "
                    "im doing route planning, want one big ridge walk on the saturday",
                    "Sounds great. For a ridge walk plan an escape route down in case the weather turns, "
                    "and check the mountain forecast the evening before.",
                ),
            ],
            [
                _chat(
                    "ok soooo my boss finally approved the friday off (yay) and i got new boots, broke them "
                    "in on the canal path, no blisters. also <PERSON_5> and her bf are joining so its 8 of "
                    "us now, need to ring the hostel about beds",
                    "Nice, well done on the boots. Ring the hostel soon, weekend beds go fast.",
                ),
            ],
        ],
        "facts": [["2 nights"], ["ridge walk"], ["boots"]],
        "updates": [(["six"], ["8"])],
    },
    {
        "id": "h6-homebrew-batch",
        "folds": [
            [
                _chat(
                    "brewing my first ipa this wknd. kit makes 23l, og should be about 1.060, fermenting "
                    "in the garage at around 18c",
                    "A steady 18°C is ideal for most ale yeasts. Sanitise everything that touches the "
                    "beer after the boil, that's where most first batches go wrong.",
                ),
                _chat(
                    "doing 19 litres, my fermenter is smaller than i thought lol",
                    "Fine, just scale the hops and malt down a little and the gravity stays about the same.",
                ),
            ]
        ],
        "facts": [["ipa"], ["garage"], ["1.060"]],
        "updates": [(["23l"], ["19"])],
    },
    {
        "id": "h6-house-share-bins",
        "folds": [
            [
                _chat(
                    "house chores rota: bins go out wed night, recycling every other thurs. <PERSON_6> is "
                    "on bins this month, im on hoovering",
                    "A written rota on the fridge helps a lot in a house share. Set a phone reminder for "
                    "the recycling week, it's the one everyone forgets.",
                ),
                _chat(
                    "<PERSON_7> is doing bins now for the rest of the month",
                    "Okay, noted for the rota.",
                ),
            ]
        ],
        "facts": [["wed night"], ["hoovering"], ["recycling"]],
        "updates": [(["<PERSON_6>"], ["<PERSON_7>"])],
    },
    {
        "id": "h6-ice-skating-length",
        "folds": [
            [
                _chat(
                    "My daughter begins ice skating lessons on saturday morning. Each lesson is 45 minutes "
                    "and the price is 11 euros.",
                    "How exciting for her. Gloves and a helmet are a good idea for the first weeks, and "
                    "thin socks, thick ones make the skates fit badly.",
                ),
            ],
            [
                _chat(
                    "The rink told us the lessons become 1 hour from next month. The price stays same.",
                    "That's good value then, more ice time for the same price.",
                ),
            ],
        ],
        "facts": [["11 euros"], ["saturday"]],
        "updates": [(["45 minutes"], ["1 hour"])],
    },
    {
        "id": "h6-jam-jar-count",
        "folds": [
            [
                _chat(
                    "making jam for the village fete, 40 jars of damson + some marmalade, selling at £3.50 "
                    "a jar",
                    "Lovely. Sterilise the jars in a low oven and label each with the date and the fruit; "
                    "people like knowing it's homemade that week.",
                ),
                _chat(
                    "damsons were rubbish this yr so decided just 24 jars, more marmalade instead",
                    "Sensible, marmalade always sells well at fetes.",
                ),
            ]
        ],
        "facts": [["£3.50"], ["marmalade"]],
        "updates": [(["40"], ["24"])],
    },
    {
        "id": "h6-karaoke-venue",
        "folds": [
            [
                _chat(
                    "organising a karaoke leaving do for <PERSON_8>!! booked a private room at the red "
                    "lantern, fri 8pm, 16 ppl max",
                    "That'll be fun. Collect the money up front so you're not chasing people afterwards, "
                    "and ask whether the room has a minimum spend.",
                ),
            ],
            [
                _chat(
                    "they double booked us 🙄 moved it to the songbird on the high st, same fri 8pm",
                    "Annoying, but The Songbird is a good fallback with bigger rooms. So Friday 8pm at "
                    "The Songbird, send everyone the new address.",
                ),
            ],
        ],
        "facts": [["<PERSON_8>"], ["16"], ["8pm"]],
        "updates": [(["red lantern"], ["songbird"])],
    },
    {
        "id": "h6-language-exchange-day",
        "folds": [
            [
                _chat(
                    "I found a language exchange partner, <PERSON_9>, he is from <LOCATION_4>. We meet "
                    "every wednesday 6pm in the cafe near the station, 30 min english and 30 min portuguese.",
                    "That's a great way to practise. Keep a small notebook of the phrases he corrects, and "
                    "review them before the next meeting.",
                ),
            ],
            [
                _chat(
                    "The exchange goes very well, my portuguese is improving, yesterday I understood a whole "
                    "radio show! also we changed the day to friday because he has football training midweek "
                    "now. and I bought a grammar book, 24 euro, very expensive",
                    "That's real progress, understanding radio is hard. A good grammar book is worth it.",
                ),
            ],
        ],
        "facts": [["<PERSON_9>"], ["6pm"], ["grammar book"]],
        "updates": [(["wednesday"], ["friday"])],
    },
    {
        "id": "h6-laptop-repair-price",
        "folds": [
            [
                _chat(
                    "My laptop screen is cracked. The shop fixit lab quoted 180 for the screen, 3-5 days.",
                    "That's a normal price for a screen replacement. Back up your files before you hand "
                    "it in and remove any saved passwords you're worried about.",
                ),
                _chat(
                    "The price became £215 because also the hinge is broken.",
                    "So the repair is £215 in total with the hinge. Ask them to keep the old screen "
                    "aside in case of a warranty question.",
                ),
            ]
        ],
        "facts": [["fixit lab"], ["3-5 days"]],
        "updates": [(["180"], ["215"])],
    },
    {
        "id": "h6-loft-conversion-cost",
        "folds": [
            [
                _chat(
                    "loft conversion quotes are in!! going with <PERSON_11>'s firm, 42k for a dormer + "
                    "ensuite, start in 6 weeks",
                    "Congratulations on choosing. Check they have building control sign-off included and "
                    "agree staged payments tied to finished work, never a big sum up front.",
                ),
            ],
            [
                _chat(
                    "structural engineer says we need a steel beam. adds 3.5k so 45.5k now",
                    "Steel is common in loft conversions. Ask for the beam to be added to the written quote.",
                ),
            ],
            [
                _chat(
                    "final contract signed at £46,200 incl the velux windows 🎉",
                    "Great news, now you know exactly where you stand.",
                ),
            ],
        ],
        "facts": [["dormer"], ["<PERSON_11>"], ["steel beam"]],
        "updates": [(["42k", "45.5k"], ["46,200"])],
    },
    {
        "id": "h6-market-stall-commission",
        "folds": [
            [
                _chat(
                    "I rent a pitch at the sunday market for my candles. The organiser takes 10% of sales "
                    "plus 15 pounds for the pitch.",
                    "That's a common arrangement. Keep a simple sales sheet each week so you can see "
                    "which scents actually pay for the pitch.",
                ),
                _chat(
                    "From april the commission is becoming 12 percent, the pitch fee is same.",
                    "Thanks, worth factoring into your prices.",
                ),
            ]
        ],
        "facts": [["candles"], ["15 pounds"]],
        "updates": [(["10%"], ["12"])],
    },
    {
        "id": "h6-minibus-seats",
        "folds": [
            [
                _chat(
                    "hiring a minibus for the bowls club outing, 14 seater, £160 for the day, driver needs "
                    "D1 on their licence",
                    "Worth checking that whoever drives has D1 before you pay; many licences issued "
                    "more recently don't include it.",
                ),
                _chat(
                    "more ppl signed up, we need the 17 seater",
                    "Okay, a 17 seater then. Ask the hire firm if the price changes.",
                ),
            ]
        ],
        "facts": [["D1"], ["bowls club"]],
        "updates": [(["14"], ["17"])],
    },
    {
        "id": "h6-chimney-sweep-date",
        "folds": [
            [
                _chat(
                    "chimney sweep booked for the 3rd, 9am, £65. need to clear the hearth + move the rug",
                    "Good timing before the cold sets in. Cover nearby furniture too, soot gets everywhere.",
                ),
                _chat("hes coming on the 10th now, same time", "Fine, noted."),
            ]
        ],
        "facts": [["£65"], ["9am"], ["hearth"]],
        "updates": [(["3rd"], ["10th"])],
    },
    {
        "id": "h6-babysitter-rate",
        "folds": [
            [
                _chat(
                    "new babysitter <PERSON_14> starts next fri, 6 till 10:30, we agreed 11/hr",
                    "Lovely. Leave her a short list of bedtimes, the emergency numbers and where the "
                    "first aid kit is.",
                ),
                _chat(
                    "felt bad, its below what others pay round here, so we're giving her £12.50",
                    "That's generous and will help you keep a good sitter.",
                ),
            ]
        ],
        "facts": [["<PERSON_14>"], ["10:30"]],
        "updates": [(["11"], ["12.50"])],
    },
    {
        "id": "h6-electrician-quote",
        "folds": [
            [
                _chat(
                    "sparky coming mon to fit 3 new sockets in the office + an outside light, arriving 8am, "
                    "quoted £240",
                    "Good. Clear the wall space where the sockets go and find the fuse box before he "
                    "arrives.",
                ),
                _chat("my mum has her boiler guy mon at 8am too lol busy day for trades"),
                _chat(
                    "he said the outside light is extra so £275 total",
                    "Okay, £275 with the outside light. Ask for the electrical certificate at the end.",
                ),
            ]
        ],
        "facts": [["3 new sockets"], ["outside light"]],
        "updates": [(["£240"], ["£275"])],
    },
    {
        "id": "h6-home-insurance-premium",
        "folds": [
            [
                _chat(
                    "My home insurance renewal came, the premium became 412 pounds, last year it was 356. "
                    "The excess is 250.",
                    "Renewal prices often jump; it's worth a phone call before you accept.",
                ),
                _chat(
                    "I called them, they lowered it to 379 pounds if I pay one time for the year.",
                    "Nice, that's a good saving for one phone call.",
                ),
            ]
        ],
        "facts": [["250"]],
        "updates": [(["412"], ["379"])],
    },
    {
        "id": "h6-mural-wall-length",
        "folds": [
            [
                _chat(
                    "community mural on the underpass wall, its 12m long, we paint sundays from 10, "
                    "<PERSON_15> leads it. need exterior masonry paint",
                    "What a nice project. Masonry paint needs a dry wall, so check the forecast the day "
                    "before, and prime any patched areas first.",
                ),
            ],
            [
                _chat(
                    "council measured it again, its 15m not 12 lol so more paint",
                    "A bigger wall, then. Check your paint quantities before you buy.",
                ),
            ],
        ],
        "facts": [["<PERSON_15>"], ["underpass"], ["masonry paint"]],
        "updates": [(["12m"], ["15m"])],
    },
    {
        "id": "h6-dry-cleaning-ready",
        "folds": [
            [
                _chat(
                    "dropped my wool coat + 2 suits at the dry cleaner on <LOCATION_7>, £46 total, ready fri",
                    "Keep the ticket somewhere safe.",
                ),
                _chat(
                    "they rang, its all ready monday now, the coat stain needs another go",
                    "Okay, that's probably worth the wait.",
                ),
            ]
        ],
        "facts": [["£46"], ["wool coat"], ["<LOCATION_7>"]],
        "updates": [(["fri"], ["monday"])],
    },
    {
        "id": "h6-ballet-exam-date",
        "folds": [
            [
                _chat(
                    "daughters ballet exam is grade 3 on 22 nov, needs leotard + pink tights, exam fee £48",
                    "How exciting for her. Practise the exam routine in the outfit once so nothing "
                    "surprises her on the day.",
                ),
                _chat(
                    "wait no its the 29th, i was looking at last yrs letter 🤦",
                    "Easy mistake, a week more to practise.",
                ),
            ]
        ],
        "facts": [["grade 3"], ["£48"], ["leotard"]],
        "updates": [(["22"], ["29th"])],
    },
]

_MUST_NOT_CHANGE: list[dict] = [
    {
        "id": "h6-chess-other-event-same-time",
        "folds": [
            [
                _chat(
                    "rapid chess tourney on sat, round 1 at 9:45, 5 rounds, entry £12. im seeded 14th lol",
                    "Good luck! In rapid games, keep an eye on the clock early on, and eat something "
                    "between rounds.",
                ),
                _chat("my sons football match is also at 9:45 sat, my wife is taking him"),
                _chat(
                    "should i ask if they can start the chess later? nah forget it, its fine",
                    "Sounds sensible, it keeps your day simple.",
                ),
            ]
        ],
        "facts": [["round 1", "9:45"], ["5 rounds"], ["£12"]],
        "updates": [],
    },
    {
        "id": "h6-glasses-other-frames-price",
        "folds": [
            [
                _chat(
                    "eye test done, prescription changed a bit. picked frames at clearview opticians, £129 "
                    "incl thin lenses, ready in 10 days",
                    "Good, thin lenses are worth it with a stronger prescription.",
                ),
                _chat(
                    "the designer ones were £245 lol no way. the place down the road does similar for 99 "
                    "but i like these",
                    "Then you've made a good choice, comfort and liking them matter most.",
                ),
            ]
        ],
        "facts": [["£129"], ["10 days"], ["clearview"]],
        "updates": [],
    },
    {
        "id": "h6-food-bank-past-and-plan-b",
        "folds": [
            [
                _chat(
                    "volunteering at the food bank every 2nd saturday, shift is 9 till 1 sorting "
                    "donations. coordinator is <PERSON_2>",
                    "That's a lovely thing to do. Wear comfortable shoes, sorting shifts are mostly "
                    "on your feet.",
                ),
                _chat("last year the shift was 10 till 2 which was nicer tbh"),
                _chat(
                    "if the buses get bad i might do the wed evening slot instead but prob not",
                    "Good to have the option, but it sounds like the Saturday works for you.",
                ),
            ]
        ],
        "facts": [["9 till 1"], ["<PERSON_2>"], ["2nd saturday"]],
        "updates": [],
    },
    {
        "id": "h6-guinea-pig-neighbour-vet",
        "folds": [
            [
                _chat(
                    "guinea pigs vet check is fri 4:10 at <LOCATION_3> vets, biscuit has overgrown teeth. "
                    "£38 for the consult",
                    "Overgrown teeth are common in guinea pigs; plenty of hay helps wear them down.",
                ),
                _chat(
                    "my neighbours rabbit also has the vet fri, at 4:50, we might share a taxi",
                    "Nice, saves you both a trip.",
                ),
            ]
        ],
        "facts": [["biscuit"], ["4:10"], ["£38"]],
        "updates": [],
    },
    {
        "id": "h6-jury-deferral-refused",
        "folds": [
            [
                _chat(
                    "got a jury summons for 2 june at the crown court, could be up to 10 working days",
                    "Jury service is usually interesting. Tell your employer early; they have to let you "
                    "go, and you can claim for lost earnings.",
                ),
                _chat(
                    "can i ask to defer it to september? my holiday is booked",
                    "You can ask. Courts often agree for a holiday booked before the summons if you send "
                    "the booking confirmation.",
                ),
                _chat("they said no to deferring, so 2 june it is 😑"),
            ]
        ],
        "facts": [["2 june"], ["10 working days"], ["crown court"]],
        "updates": [],
    },
    {
        "id": "h6-knitting-other-group",
        "folds": [
            [
                _chat(
                    "knitting circle meets mondays 2pm at the willow cafe, we're making blankets for the "
                    "neonatal unit, 30 squares each",
                    "What a kind project. Use machine-washable yarn, the unit will need to wash them hot.",
                ),
                _chat(
                    "the crochet lot meet at the library mondays at 2pm too, some ppl go to both",
                    "Sounds like a busy Monday crowd.",
                ),
            ]
        ],
        "facts": [["willow cafe"], ["30 squares"], ["neonatal"]],
        "updates": [],
    },
    {
        "id": "h6-library-offer-declined",
        "folds": [
            [
                _chat(
                    "started volunteering at the library, tuesdays 10-12 doing the toddler rhyme time. "
                    "manager is <PERSON_10>",
                    "That sounds like fun. Rhyme time is great for the parents too.",
                ),
                _chat(
                    "<PERSON_10> offered me the thursday homework club too but i said no, too much w uni",
                    "Good to protect your study time.",
                ),
            ]
        ],
        "facts": [["tuesdays"], ["rhyme time"], ["<PERSON_10>"]],
        "updates": [],
    },
    {
        "id": "h6-moth-treatment-other-price",
        "folds": [
            [
                _chat(
                    "clothes moths in the wardrobe 😭 pest control coming thurs 8:30, £95 for the "
                    "treatment, need to empty all the drawers",
                    "Bag the clothes up and wash or freeze them while the room is treated, otherwise "
                    "the moths come straight back.",
                ),
                _chat(
                    "my sister had them last year and paid £140, different company tho",
                    "Prices vary a lot, yours sounds fair.",
                ),
            ]
        ],
        "facts": [["£95"], ["8:30"], ["wardrobe"]],
        "updates": [],
    },
    {
        "id": "h6-hedge-cheaper-quote-declined",
        "folds": [
            [
                _chat(
                    "gardener <PERSON_12> is doing the hedges on the 28th, £150 for front and back, takes "
                    "the green waste away",
                    "Taking the waste away is worth a lot, a big hedge fills several bags.",
                ),
                _chat(
                    "another guy quoted £120 but doesnt take the waste so no thanks",
                    "Agreed, the first quote is better value.",
                ),
            ]
        ],
        "facts": [["28th"], ["£150"], ["<PERSON_12>"]],
        "updates": [],
    },
    {
        "id": "h6-cricket-teas-hypothetical",
        "folds": [
            [
                _chat(
                    "im on the cricket tea rota for the home game 14 june, feeding 22, budget £60 from "
                    "the club",
                    "Sandwiches, a cake or two and plenty of tea will go down well; cricketers are easy "
                    "to please.",
                ),
                _chat(
                    "what if it rains, do i still make sandwiches?? lol",
                    "If the match is called off before the start the club usually cancels tea, so make "
                    "them the morning of and check the forecast.",
                ),
                _chat(
                    "also <PERSON_13> asked if someone could do 30 for the cup game in july, not my turn tho"
                ),
            ]
        ],
        "facts": [["14 june"], ["22"], ["£60"]],
        "updates": [],
    },
    {
        "id": "h6-flu-jab-past-and-plan-b",
        "folds": [
            [
                _chat(
                    "flu jab booked at the pharmacy wed 11:15, also asking about the covid booster",
                    "Good, pharmacies can often do both in one visit.",
                ),
                _chat("last yr i got it at the gp on a saturday clinic, way longer queue"),
                _chat(
                    "if the pharmacy runs out i'll go to the gp clinic but they said they have loads",
                    "Then you're all set for Wednesday.",
                ),
            ]
        ],
        "facts": [["pharmacy"], ["11:15"], ["covid booster"]],
        "updates": [],
    },
    {
        "id": "h6-hamster-bigger-cage-price",
        "folds": [
            [
                _chat(
                    "getting my son a hamster, the cage is 100x50 cm from petzone £74, plus 2 bags of paper "
                    "bedding",
                    "Good size, hamsters need floor space. Deep bedding lets them burrow, which they love.",
                ),
                _chat("the bigger 120cm one was £110, too much", "The one you picked is fine for a hamster."),
            ]
        ],
        "facts": [["100x50"], ["£74"], ["paper bedding"]],
        "updates": [],
    },
    {
        "id": "h6-concert-other-date",
        "folds": [
            [
                _chat(
                    "got 2 tix for the folk gig at the corn exchange, sat 14th, doors 7:30, £32 each",
                    "Nice, folk gigs at small venues are the best.",
                ),
                _chat(
                    "my bf has his work do on sat 21st at 7:30 too, glad its not clashing",
                    "Lucky, a week apart.",
                ),
            ]
        ],
        "facts": [["corn exchange"], ["14th"], ["£32"]],
        "updates": [],
    },
    {
        "id": "h6-fundraiser-quiz-change-refused",
        "folds": [
            [
                _chat(
                    "running the quiz night fundraiser for the scouts, fri 17 oct, village hall, teams of "
                    "6, £5 a head, 8 rounds",
                    "Sounds fun. A picture round and a music round keep people talking between questions.",
                ),
                _chat(
                    "<PERSON_16> asked if we could make it teams of 8 but i said no, 6 is plenty",
                    "Agreed, smaller teams make more people answer.",
                ),
            ]
        ],
        "facts": [["teams of 6"], ["£5"], ["17 oct"]],
        "updates": [],
    },
    {
        "id": "h6-bridge-other-pair-partner",
        "folds": [
            [
                _chat(
                    "playing the bridge club's pairs night every tues at 7, my partner is <PERSON_17>, "
                    "table money is £3",
                    "Lovely, a regular partner makes the bidding so much easier.",
                ),
            ],
            [
                _chat(
                    "<PERSON_18> has a new partner for tuesdays, <PERSON_19>, they used to play with us",
                    "Good for them, hopefully you meet at the tables.",
                ),
            ],
        ],
        "facts": [["<PERSON_17>"], ["£3"], ["pairs night"]],
        "updates": [],
    },
    {
        "id": "h6-carpet-cleaning-same-as-before",
        "folds": [
            [
                _chat(
                    "carpet cleaners booked for the lounge + stairs, wed 2pm, £85, need to move the sofa off",
                    "Vacuum thoroughly the day before, it makes the deep clean work much better.",
                ),
            ],
            [
                _chat(
                    "rang to check, same slot as before, wed 2pm, nothing changed. my mate got his done "
                    "for £70 but his flat is tiny",
                    "Good, all confirmed then.",
                ),
            ],
        ],
        "facts": [["£85"], ["2pm"], ["stairs"]],
        "updates": [],
    },
    {
        "id": "h6-cinema-club-other-society",
        "folds": [
            [
                _chat(
                    "our cinema club shows a film every other thursday at the arts centre, 7:15 start, "
                    "members pay £4",
                    "Lovely. A short intro before each film and a chat after keeps people coming back.",
                ),
                _chat(
                    "the uni film society moved their nights to thursdays too, hope we dont lose ppl",
                    "Different crowd mostly, I wouldn't worry too much.",
                ),
            ]
        ],
        "facts": [["arts centre"], ["thursday", "7:15"], ["£4"]],
        "updates": [],
    },
    {
        "id": "h6-climbing-friend-price-rise",
        "folds": [
            [
                _chat(
                    "joined the bouldering wall, sessions mon + wed 6:30, membership £42 a month",
                    "Great. Warm up your fingers gently; finger injuries are the common beginner problem.",
                ),
                _chat(
                    "my friends yoga pass went up to £45 a month lol, glad mine didnt",
                    "Yours is good value then.",
                ),
            ]
        ],
        "facts": [["£42"], ["6:30"], ["bouldering"]],
        "updates": [],
    },
    {
        "id": "h6-canal-boat-longer-hypothetical",
        "folds": [
            [
                _chat(
                    "booked a narrowboat from <LOCATION_8> marina, 7 nights from 5 july, £1,150 all in",
                    "Lovely. Ask for a handover lesson on the locks before you set off.",
                ),
                _chat(
                    "would 10 nights have been cheaper per night? just curious, not changing it",
                    "Usually a little, but a week is a good length for a first trip.",
                ),
            ]
        ],
        "facts": [["7 nights"], ["5 july"], ["£1,150"]],
        "updates": [],
    },
]

HELD_OUT_6: list[dict] = _UPDATES + _MUST_NOT_CHANGE
