"""The update probe's twelfth held-out group (thirteenth round): 51 conversations where the changes come
from other people and are told second-hand, often with the reason first ("the caterer rang, because of the
rail strike they can only do the 14th", "mum says the table's booked for 8pm", "got a text from the
landlord", "<PERSON_2> reckons we need 6 tents"): relayed calls, texts, letters and e-mails, some hedged and
confirmed later, some split over two user turns (the news in one, the value in the next), British and
American spellings and number formats mixed; assistants answer helpfully and often restate values. 33 of
them hold 35 updates: times, dates, weekdays, money in several currencies and spellings ("£1,080"/"£1,140",
"$3,800"/"4,200 dollars", "€20"/"€25"), counts, durations ("two weeks"/"10 days", "four nights"/"5
nights"), distances, percentages, sizes, venues, brands, colours, <PERSON_n> and <LOCATION_n> placeholders;
two values changed twice (only the last is current), one changed and changed back, two conversations with
two values changed; 19 changed in a later fold than the fact. 18 conversations must change nothing:
someone else's plan changes (not the user's), a rumour that is then denied, a change someone proposed that
the user turned down, a question about whether it might change, a past event's value, the same value said
again by someone else.
Written by an engineer who did not read the rules; committed before the thirteenth round's logic changes;
never tuned on: `bench.update_probe` prints only its aggregates. Our own topics, none of
bench/data/RESERVED.md's and none of the other groups'.

Statements are written as in bench/update_probe.py (a dict's turns are used as written). A fact kept whose
keys no longer stand together on one line of the summary outside "(was ...)" is damaged (a wrong rewrite,
not a fact dropped).
"""

from __future__ import annotations

from bench.chats import chat as _chat

HELD_OUT_12: list[dict] = [
    # ================================================================ updates
    {
        "id": "h12-retirement-buffet-strike",
        "folds": [
            [
                _chat(
                    "I'm organising my boss's retirement do. It's at the cricket pavilion on the 12th, "
                    "about 40 guests, and we've booked a caterer for a hot buffet. Half the office is "
                    "vegetarian so I asked for a proper veggie main, not just quiche.",
                    "That sounds like a lovely send-off. For 40 guests a hot buffet works well, and asking "
                    "for a real vegetarian main is sensible. For the 12th I'd confirm final numbers with the "
                    "caterer about a week ahead. Do you need help with speeches or a card?",
                ),
                _chat(
                    "Bad news first: the caterer rang this morning. Because of the rail strike their chef "
                    "can't get in that day, so they can only do the 14th now. The pavilion is free then too, "
                    "so we're just moving the whole thing.",
                    "Annoying, but good that the pavilion is free. So the retirement do is now on the 14th, "
                    "with the same caterer and the same 40 guests. I'd send a quick note to everyone today "
                    "so nobody turns up on the wrong evening.",
                ),
            ]
        ],
        "facts": [["40 guests"], ["pavilion"], ["vegetarian"]],
        "updates": [(["12th"], ["14th"])],
    },
    {
        "id": "h12-dads-birthday-table",
        "folds": [
            [
                _chat(
                    "Dad turns 65 on Saturday and we're taking him to Marco's, the Italian place on the "
                    "high street. I've got the table for 7pm. My brother is bringing the cake and I'm "
                    "in charge of the present, which is a fishing reel.",
                    "Happy almost-65th to your dad! A table at Marco's at 7pm sounds perfect. A fishing reel "
                    "is a thoughtful present. Would you like ideas for a card message?",
                ),
                _chat(
                    "Maybe later. I also need to ask the restaurant whether we can bring our own cake.",
                    "Good idea, many places charge a small cakeage fee, so it's worth asking when you "
                    "confirm the booking.",
                ),
            ],
            [
                _chat(
                    "Slight change. Mum phoned the restaurant to ask about the cake and they'd actually put "
                    "us down for later. Mum says the table's booked for 8pm, not 7, and they said it's fine "
                    "to bring the cake, no charge.",
                    "Great news about the cake. So dinner at Marco's is at 8pm. That gives you a bit more "
                    "time to wrap the fishing reel!",
                ),
            ],
        ],
        "facts": [["Marco's"], ["fishing reel"], ["65"]],
        "updates": [(["7pm"], ["8pm"])],
    },
    {
        "id": "h12-flat-rent-landlord-text",
        "folds": [
            [
                _chat(
                    "Budget check. My rent is £1,080 a month for the flat, council tax is £142, and I put "
                    "£300 into savings every payday. I'd like to see how much I have left for food.",
                    "With rent at £1,080, council tax at £142 and £300 saved, that's £1,522 of fixed "
                    "outgoings. If you tell me your take-home pay we can work out the food budget.",
                ),
                _chat(
                    "Take-home is about £2,400. Energy is on a fixed tariff until June.",
                    "Then you have roughly £878 after those three, before energy, phone and transport. A "
                    "fixed energy tariff until June at least keeps that part predictable.",
                ),
            ],
            [
                _chat(
                    "Ugh. Got a text from the landlord just now. Because his mortgage rate has gone up, "
                    "the rent's going to £1,140 from March. He says it's still under the local average, "
                    "which is probably true.",
                    "Sorry, that's an unwelcome text. From March your rent will be £1,140 a month, so your "
                    "fixed outgoings rise by £60. Your £300 savings and the £142 council tax stay as they "
                    "are. Shall we redo the food budget with the new figure?",
                ),
            ],
        ],
        "facts": [["£142"], ["£300"], ["June"]],
        "updates": [(["£1,080"], ["£1,140"])],
    },
    {
        "id": "h12-festival-camp-tents",
        "folds": [
            [
                _chat(
                    "We're going to a folk festival in August, ten of us, camping for three nights. I've "
                    "counted 4 tents between us, which should be enough if people squeeze in. I'm doing "
                    "the food shop and my cousin is driving the van.",
                    "Ten people for three nights at a folk festival sounds brilliant. 4 tents for ten is a "
                    "squeeze unless they're big family tents. Since you're on the food shop, do you want a "
                    "camping meal plan?",
                ),
            ],
            [
                _chat(
                    "<PERSON_2> reckons we need 6 tents, not 4, because two of the tents are tiny "
                    "one-person things. I'm not sure yet, she's going to check in her loft.",
                    "That's worth checking. If two are one-person tents then 4 won't hold ten people. Let "
                    "me know what she finds.",
                ),
                _chat(
                    "She checked, and she's right. So it's 6 tents. She's borrowing two more from her "
                    "neighbour.",
                    "Sorted then: 6 tents for ten people, with two borrowed from her neighbour. I'll base "
                    "the meal plan on three nights for ten.",
                ),
            ],
        ],
        "facts": [["folk festival"], ["three nights"], ["van"]],
        "updates": [(["4 tents"], ["6 tents"])],
    },
    {
        "id": "h12-rabbit-vet-weekday",
        "folds": [
            [
                _chat(
                    "Our rabbit Biscuit has a vaccination booked on Tuesday at the vets on Mill Lane. He "
                    "also needs his nails clipped. The booster costs £58.",
                    "Poor Biscuit. A booster on Tuesday and a nail clip at the same visit is efficient. "
                    "Bring a towel for the carrier, rabbits find car journeys stressful.",
                ),
                _chat(
                    "The receptionist rang back. The vet who does rabbits is off sick this week, so "
                    "they've moved Biscuit to Thursday, same time.",
                    "So Biscuit's booster and nail clip are now on Thursday at Mill Lane, same time. Still "
                    "£58 for the booster.",
                ),
            ]
        ],
        "facts": [["Biscuit"], ["Mill Lane"], ["£58"]],
        "updates": [(["Tuesday"], ["Thursday"])],
    },
    {
        "id": "h12-choir-coach-departure",
        "folds": [
            [
                _chat(
                    "Our choir is singing at a cathedral evensong in <LOCATION_1> next month. The coach "
                    "leaves the church car park at 7:15 and we're 32 singers. I'm the one collecting "
                    "the £25 coach money.",
                    "What a lovely outing. A 7:15 departure for 32 singers means collecting £25 each, so "
                    "£800 in total. I'd keep a simple list of who has paid.",
                ),
                _chat(
                    "The coach company emailed the organiser. Because of overnight roadworks on the "
                    "motorway, the driver wants to leave at 06:30 instead. Painfully early, but fine.",
                    "Early indeed! So the coach now leaves at 06:30 from the church car park. Maybe "
                    "suggest people bring breakfast for the journey.",
                ),
            ]
        ],
        "facts": [["<LOCATION_1>"], ["32 singers"], ["£25"]],
        "updates": [(["7:15"], ["06:30"])],
    },
    {
        "id": "h12-exchange-student-arrival",
        "folds": [
            [
                _chat(
                    "We're hosting an exchange student from Spain this autumn, a 16-year-old called "
                    "<PERSON_1>. She arrives on 2 September and stays for a term. She's allergic to nuts, "
                    "so I'm clearing out the cupboard.",
                    "How exciting. With <PERSON_1> arriving on 2 September you have a few weeks to get the "
                    "spare room ready. Clearing out the nuts is wise; check labels on cereal bars too.",
                ),
            ],
            [
                _chat(
                    "The agency sent an email. Her school term in Spain ends later than they thought, so "
                    "the flights have been rebooked and she arrives 5 September now.",
                    "Thanks for the update. <PERSON_1> now arrives on 5 September, so you get a few extra "
                    "days to prepare the spare room.",
                ),
            ],
        ],
        "facts": [["<PERSON_1>"], ["nuts"], ["Spain"]],
        "updates": [(["2 September"], ["5 September"])],
    },
    {
        "id": "h12-bathroom-tiler-length",
        "folds": [
            [
                _chat(
                    "The bathroom is finally getting retiled. The tiler quoted £2,300 and said the job would "
                    "take two weeks. We've picked grey hexagon tiles for the floor.",
                    "Grey hexagon floor tiles will look smart. For a £2,300 job taking two weeks, plan "
                    "where you'll shower in the meantime, perhaps at a gym or a friend's.",
                ),
            ],
            [
                _chat(
                    "The tiler texted last night. Since his apprentice is joining him on our job, it'll "
                    "only take 10 days. Same price though.",
                    "Good news: with the apprentice it's 10 days, still £2,300. That's a few fewer days "
                    "of borrowing a shower.",
                ),
            ],
        ],
        "facts": [["£2,300"], ["hexagon"]],
        "updates": [(["two weeks"], ["10 days"])],
    },
    {
        "id": "h12-swim-gala-relay",
        "folds": [
            [
                _chat(
                    "My son swims in the county gala on Sunday. He's doing the 50 metres backstroke heat "
                    "and the last leg of the relay. Warm-up starts at 8am at the leisure centre.",
                    "Good luck to him! Backstroke heats plus the relay's last leg is a busy morning. With "
                    "warm-up at 8am, pack breakfast he can eat in the car.",
                ),
                _chat(
                    "His coach messaged the parents' group. Because another boy pulled out, my son is "
                    "swimming the 100 metres backstroke instead. He's thrilled.",
                    "Brilliant, so it's the 100 metres backstroke now, plus the relay leg, with warm-up "
                    "still at 8am.",
                ),
            ]
        ],
        "facts": [["relay"], ["8am"]],
        "updates": [(["50 metres"], ["100 metres"])],
    },
    {
        "id": "h12-hen-weekend-spa-cost",
        "folds": [
            [
                _chat(
                    "My best friend's hen weekend is in <LOCATION_2>, and the organiser "
                    "<PERSON_1> has booked a spa day. She said it's $150 a head including lunch. I've "
                    "also been asked to make a photo quiz about the bride.",
                    "Sounds fun. $150 a head for a spa day with lunch is reasonable. For the photo quiz, "
                    "old school photos and holiday snaps always go down well.",
                ),
            ],
            [
                _chat(
                    "Hmm, message from <PERSON_1> in the group chat. The spa added a service charge she "
                    "hadn't seen, so it's $180 a head, not $150. Everyone's grumbling but paying.",
                    "A surprise service charge is annoying. So the spa day is $180 a head now. The photo "
                    "quiz, at least, is free!",
                ),
            ],
        ],
        "facts": [["<LOCATION_2>"], ["photo quiz"], ["<PERSON_1>"]],
        "updates": [(["$150"], ["$180"])],
    },
    {
        "id": "h12-gig-venue-flooding",
        "folds": [
            [
                _chat(
                    "Got two tickets to see a band I love in November, the gig is at <LOCATION_1>. "
                    "Tickets were £38 each and doors are at 7:30. My sister is coming with me.",
                    "Lovely. Doors at 7:30 at <LOCATION_1> and £38 each. Are you making a night of it "
                    "with dinner beforehand?",
                ),
                _chat(
                    "The promoter just emailed all ticket holders. The original venue flooded, so the gig "
                    "has been moved to <LOCATION_3>. Tickets stay valid, doors same time.",
                    "So the gig is now at <LOCATION_3>, doors still at 7:30, your £38 tickets still valid.",
                ),
            ]
        ],
        "facts": [["£38"], ["7:30"], ["sister"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_3>"])],
    },
    {
        "id": "h12-secret-santa-limit-twice",
        "folds": [
            [
                _chat(
                    "We're doing Secret Santa at work again. The spending limit is €20 and the swap is "
                    "at the team lunch on 18 December. I drew <PERSON_4>, who I barely know.",
                    "Ha, the classic. With a €20 limit you could go for something consumable, nice "
                    "chocolate or a plant. The swap is at the lunch on 18 December, so you have time.",
                ),
                _chat(
                    "Our manager posted in the channel that, since it's been a good year, the limit is "
                    "€30 this time.",
                    "That gives you more room: €30 for <PERSON_4>'s present.",
                ),
            ],
            [
                _chat(
                    "And now HR has stepped in. They say a company-wide rule caps it at €25, so the "
                    "manager has backed down. €25 it is.",
                    "Understood, the Secret Santa limit is €25. The swap is still at the lunch on 18 "
                    "December.",
                ),
            ],
        ],
        "facts": [["<PERSON_4>"], ["18 December"]],
        "updates": [(["€20", "€30"], ["€25"])],
    },
    {
        "id": "h12-junior-football-shirts",
        "folds": [
            [
                _chat(
                    "I volunteer with the under-9s football team. The new kit is maroon shirts with white "
                    "shorts, and a local bakery is sponsoring us. Training is Saturday mornings on the "
                    "rec.",
                    "That's great of the bakery. Maroon shirts with white shorts is a classic look.",
                ),
                _chat(
                    "Update from the head coach: the supplier has run out of maroon in the small sizes, "
                    "so the shirts will be navy. The bakery doesn't mind.",
                    "Navy it is then, with the white shorts and the bakery's logo.",
                ),
            ]
        ],
        "facts": [["white shorts"], ["bakery"], ["under-9s"]],
        "updates": [(["maroon"], ["navy"])],
    },
    {
        "id": "h12-car-garage-ready-day",
        "folds": [
            [
                _chat(
                    "My car's in the garage for its MOT and a new clutch. They quoted £640 and said it'll "
                    "be ready Friday. I'm getting the bus to work until then.",
                    "A clutch plus the MOT for £640 is fair. Ready Friday means only a few days of buses.",
                ),
            ],
            [
                _chat(
                    "The garage rang. The clutch kit came in damaged and the replacement won't arrive "
                    "until the weekend, so the car won't be ready until Monday. More buses for me.",
                    "Frustrating. So the car is ready on Monday now, and the quote is still £640 as far "
                    "as you know.",
                ),
            ],
        ],
        "facts": [["£640"], ["clutch"]],
        "updates": [(["Friday"], ["Monday"])],
    },
    {
        "id": "h12-solar-panels-count",
        "folds": [
            [
                _chat(
                    "We're getting solar panels! The installer surveyed the roof and proposed 12 panels "
                    "with a battery, for £7,900 after the grant. Install is pencilled in for April.",
                    "Exciting. 12 panels plus a battery for £7,900 is a solid system. April is a good "
                    "time to install, just before the long days.",
                ),
                _chat(
                    "Their engineer has been back up on the roof. Because of the vent pipe on the south "
                    "side, they can only fit 10 panels. Price drops a bit but they haven't said how much.",
                    "So the plan is 10 panels with the battery, install in April, and a revised price to "
                    "come. Ask them for the new figure in writing.",
                ),
            ]
        ],
        "facts": [["battery"], ["April"]],
        "updates": [(["12 panels"], ["10 panels"])],
    },
    {
        "id": "h12-dads-clinic-split-turns",
        "folds": [
            [
                _chat(
                    "I'm taking Dad to his eye clinic appointment at the hospital. It's at 9:40 on the "
                    "15th, in the outpatients block. He can't drive afterwards because of the drops.",
                    "Good of you to take him. 9:40 on the 15th in outpatients; I'd allow extra time for "
                    "parking. He'll want sunglasses afterwards as well.",
                ),
                _chat(
                    "Dad's just rung, he got a letter from the hospital this morning. Sounds like they've "
                    "moved it but he couldn't find his reading glasses to read me the time.",
                    "Ha, that's a bit ironic. Once he finds them, let me know the new time.",
                ),
                _chat(
                    "Found them. Same day, the 15th, but it's 11:20 now. Clinic running a different list.",
                    "Got it: the 15th at 11:20 in outpatients. That gives you a calmer morning.",
                ),
            ]
        ],
        "facts": [["15th"], ["outpatients"], ["sunglasses"]],
        "updates": [(["9:40"], ["11:20"])],
    },
    {
        "id": "h12-sailing-trip-distance",
        "folds": [
            [
                _chat(
                    "We've booked a day sailing trip with a skipper from the marina. The route is 18 "
                    "miles along the coast with a lunch stop in a cove. Six of us, £95 each.",
                    "Sounds idyllic. 18 miles with a lunch stop is a comfortable day. At £95 each for six, "
                    "bring layers and seasickness tablets just in case.",
                ),
            ],
            [
                _chat(
                    "The skipper phoned. Because the wind will be from the west, he wants to go round "
                    "the headland instead, so the route is 25 miles. Lunch stop still in a cove, just "
                    "another one.",
                    "That's a longer day on the water: 25 miles round the headland. Definitely pack the "
                    "seasickness tablets.",
                ),
            ],
        ],
        "facts": [["£95"], ["cove"], ["marina"]],
        "updates": [(["18 miles"], ["25 miles"])],
    },
    {
        "id": "h12-nursery-fee-rise",
        "folds": [
            [
                _chat(
                    "Our nursery fees are going up in January. The newsletter said a 4% rise. My "
                    "daughter goes three days a week and we pay by standing order.",
                    "A 4% rise on three days a week will add up. It's worth checking whether you can use "
                    "tax-free childcare for part of it.",
                ),
                _chat(
                    "The nursery manager stopped me at pickup and said the newsletter was wrong: after "
                    "the staff pay award it's 6%, and a corrected letter is coming.",
                    "Thanks, so the January rise is 6%. Remember to change the standing order once the "
                    "corrected letter arrives.",
                ),
            ]
        ],
        "facts": [["January"], ["three days"], ["standing order"]],
        "updates": [(["4%"], ["6%"])],
    },
    {
        "id": "h12-window-frames-colour",
        "folds": [
            [
                _chat(
                    "We've ordered new double glazing for the front of the house, five windows. Frames in "
                    "cream to match the door, fitting on 3 November. Deposit paid.",
                    "Five windows with cream frames to match the door will look tidy. Fitting on 3 "
                    "November, so clear the sills the night before.",
                ),
                _chat(
                    "The fitter rang to say the factory has discontinued that cream, so they're offering "
                    "anthracite at no extra cost. We said yes, honestly it's nicer.",
                    "Anthracite frames look smart on most houses. So five anthracite windows, fitted on "
                    "3 November.",
                ),
            ]
        ],
        "facts": [["five windows"], ["3 November"]],
        "updates": [(["cream"], ["anthracite"])],
    },
    {
        "id": "h12-court-interpreter-name",
        "folds": [
            [
                _chat(
                    "I'm helping my neighbour at her tribunal hearing on the 21st. The agency is sending "
                    "an interpreter, <PERSON_2>, and the hearing is in room 6.",
                    "That's kind of you. With <PERSON_2> interpreting, you mainly need to help her stay "
                    "calm and bring the papers to room 6 on the 21st.",
                ),
            ],
            [
                _chat(
                    "The agency called. <PERSON_2> has a family emergency, so they're sending <PERSON_3> "
                    "instead. Everything else is the same.",
                    "So <PERSON_3> will interpret at the hearing on the 21st, in room 6.",
                ),
            ],
        ],
        "facts": [["21st"], ["room 6"]],
        "updates": [(["<PERSON_2>"], ["<PERSON_3>"])],
    },
    {
        "id": "h12-volleyball-ball-brand",
        "folds": [
            [
                _chat(
                    "I run the beach volleyball social on Wednesday evenings. We play with Molten balls and "
                    "I'm buying three new ones this week. Membership is $40 a season.",
                    "Three new Molten balls is a good plan before the season. $40 a season is very fair.",
                ),
                _chat(
                    "The league secretary emailed: from this season all sessions must use Mikasa balls, "
                    "because the league signed a deal with them. So I'm buying three Mikasa ones instead.",
                    "Understood, three Mikasa balls then. Membership stays at $40.",
                ),
            ]
        ],
        "facts": [["$40"], ["Wednesday"]],
        "updates": [(["Molten"], ["Mikasa"])],
    },
    {
        "id": "h12-framer-print-size",
        "folds": [
            [
                _chat(
                    "I'm having my grandad's watercolour of the harbour framed for my mum's birthday. "
                    "I told the framer it's A3, and I'd like a white mount and an oak frame.",
                    "What a special gift. For an A3 watercolour a white mount and an oak frame will suit it.",
                ),
                _chat(
                    "The framer measured it properly when I dropped it off and says it's actually A2. "
                    "So the quote is a bit more, £110.",
                    "So the watercolour is A2, with a white mount and an oak frame, for £110.",
                ),
            ]
        ],
        "facts": [["oak frame"], ["watercolour"], ["£110"]],
        "updates": [(["A3"], ["A2"])],
    },
    {
        "id": "h12-band-studio-back-again",
        "folds": [
            [
                _chat(
                    "My band rehearses on Thursday nights at a studio in town. We're in Studio 4, the "
                    "big room, and it's £18 an hour split four ways.",
                    "Studio 4 at £18 an hour split four ways is a good deal.",
                ),
                _chat(
                    "Our drummer says the studio moved us to Studio 2 next week because of a booking "
                    "clash. It's smaller, but OK.",
                    "Studio 2 it is for next week; you might need to set up more compactly.",
                ),
            ],
            [
                _chat(
                    "Scratch that: the studio manager texted me directly. The clash got cancelled, so "
                    "we're back in Studio 4 as usual.",
                    "Great, Studio 4 as usual on Thursday, £18 an hour.",
                ),
            ],
        ],
        "facts": [["£18"], ["Thursday"]],
        "updates": [(["Studio 2"], ["Studio 4"])],
    },
    {
        "id": "h12-yoga-retreat-nights",
        "folds": [
            [
                _chat(
                    "I've signed up to a yoga retreat in Portugal in May: four nights, vegetarian food, "
                    "and the room is shared. It's £640 including meals.",
                    "That sounds restorative. Four nights with meals for £640 is good value.",
                ),
                _chat(
                    "The organiser emailed everyone. Since flights from our airport only go on certain "
                    "days, they've extended it to 5 nights for a small supplement of £90.",
                    "So the retreat is 5 nights, £640 plus the £90 supplement, still a shared room.",
                ),
            ]
        ],
        "facts": [["Portugal"], ["shared"], ["£640"]],
        "updates": [(["four nights"], ["5 nights"])],
    },
    {
        "id": "h12-deck-contractor-quote",
        "folds": [
            [
                _chat(
                    "We're getting a deck built in the backyard. The contractor's estimate came in at "
                    "$3,800 for cedar boards, and he can start after Labor Day.",
                    "Cedar is a great choice for a deck. $3,800 is a reasonable estimate; ask whether "
                    "it includes railings and stain.",
                ),
            ],
            [
                _chat(
                    "Heard back from him. Lumber prices went up over the summer, so the final quote is "
                    "4,200 dollars. Still cedar, still starting after Labor Day.",
                    "So the deck is 4,200 dollars now, cedar, starting after Labor Day.",
                ),
            ],
        ],
        "facts": [["cedar"], ["Labor Day"]],
        "updates": [(["$3,800"], ["4,200 dollars"])],
    },
    {
        "id": "h12-bake-sale-cupcakes",
        "folds": [
            [
                _chat(
                    "The school's summer bake sale is on the 9th and I'm coordinating the parents. We "
                    "said 80 cupcakes between us, plus two big traybakes. Proceeds go to the library fund.",
                    "80 cupcakes and two traybakes for the library fund sounds doable. Shall I help you "
                    "make a sign-up sheet?",
                ),
            ],
            [
                _chat(
                    "Heard from <PERSON_1> on the PTA about numbers.",
                    "Oh? What did she say?",
                ),
                _chat(
                    "The juniors are coming too now, so she wants 120 cupcakes. Traybakes stay at two.",
                    "So the target is 120 cupcakes plus two traybakes for the 9th.",
                ),
            ],
        ],
        "facts": [["9th"], ["library fund"], ["traybakes"]],
        "updates": [(["80 cupcakes"], ["120 cupcakes"])],
    },
    {
        "id": "h12-family-christmas-two-values",
        "folds": [
            [
                _chat(
                    "Family Christmas planning. My sister is hosting this year on the 25th, we'll be "
                    "9 people, and I'm doing the roast potatoes and the trifle.",
                    "Roast potatoes and trifle for 9 people on the 25th, that's the best job.",
                ),
            ],
            [
                _chat(
                    "My sister rang. Her in-laws are coming on Christmas Day, so she's doing our "
                    "family lot on the 26th instead. And with her in-laws' kids staying it'll be "
                    "11 people.",
                    "So it's the 26th at your sister's, for 11 people. Scale the trifle up a little.",
                ),
            ],
        ],
        "facts": [["roast potatoes"], ["trifle"]],
        "updates": [(["25th"], ["26th"]), (["9 people"], ["11 people"])],
    },
    {
        "id": "h12-art-coursework-deadline",
        "folds": [
            [
                _chat(
                    "My daughter's GCSE art coursework is due 10 March. She's doing a sculpture of "
                    "our dog and needs plaster bandage.",
                    "A sculpture of the dog sounds great. With a deadline of 10 March, order the plaster "
                    "bandage soon.",
                ),
                _chat(
                    "Her teacher sent an email home: because moderation got brought forward, the "
                    "deadline is 3 March. A week less.",
                    "Tighter, so the coursework is due 3 March now.",
                ),
            ]
        ],
        "facts": [["sculpture"], ["plaster bandage"]],
        "updates": [(["10 March"], ["3 March"])],
    },
    {
        "id": "h12-mortgage-fixed-rate",
        "folds": [
            [
                _chat(
                    "Our remortgage is going through. The broker said the five-year fix would be 4.1% "
                    "with a £999 arrangement fee, and we're borrowing £185,000.",
                    "A five-year fix at 4.1% on £185,000 with a £999 fee is competitive right now.",
                ),
                _chat(
                    "The broker called back this afternoon. The lender pulled that product overnight, "
                    "so the best she can get us now is 4.35%, same fee. We're taking it before it goes "
                    "up again.",
                    "Sensible to lock it in. So it's 4.35% fixed for five years, the £999 fee, on £185,000.",
                ),
            ]
        ],
        "facts": [["£999"], ["£185,000"]],
        "updates": [(["4.1%"], ["4.35%"])],
    },
    {
        "id": "h12-airport-pickup-delay",
        "folds": [
            [
                _chat(
                    "I'm picking up my friend <PERSON_2> from the airport tonight. Her flight lands at "
                    "21:45 at terminal 2, and I've prepaid the short-stay car park.",
                    "Plan to arrive about twenty minutes after 21:45 at terminal 2; arrivals always take "
                    "a while with passport control.",
                ),
            ],
            [
                _chat(
                    "<PERSON_2> texted from the gate: because of a technical fault they've only just "
                    "boarded, so they land at 23:10 now. Long night.",
                    "So she lands at 23:10 at terminal 2. Check the car park booking covers the later time.",
                ),
            ],
        ],
        "facts": [["terminal 2"], ["short-stay"]],
        "updates": [(["21:45"], ["23:10"])],
    },
    {
        "id": "h12-leaving-drinks-pub",
        "folds": [
            [
                _chat(
                    "My colleague is leaving after eleven years and we're doing drinks on Friday after "
                    "work at the Red Lion. I've collected £160 for the gift, a pair of binoculars since "
                    "she's a birdwatcher.",
                    "Binoculars for a birdwatcher are perfect, and £160 buys a good pair. Drinks at the "
                    "Red Lion on Friday sounds like a fitting send-off.",
                ),
            ],
            [
                _chat(
                    "Our manager just told everyone that the Red Lion's function room has a leak, so "
                    "drinks are at the Crown and Anchor instead. Same time.",
                    "So leaving drinks are at the Crown and Anchor on Friday, same time, with the "
                    "binoculars ready.",
                ),
            ],
        ],
        "facts": [["binoculars"], ["£160"], ["Friday"]],
        "updates": [(["Red Lion"], ["Crown and Anchor"])],
    },
    {
        "id": "h12-dog-groomer-price-twice",
        "folds": [
            [
                _chat(
                    "Booked our Newfoundland, Bear, in for a full groom on the 30th. <PERSON_1> at the "
                    "grooming van said £45 on the phone.",
                    "Bear will feel lighter! £45 for a full groom of a Newfoundland is cheap.",
                ),
                _chat(
                    "Her assistant rang to confirm and said it's £50 because of his coat.",
                    "£50 for Bear's groom on the 30th then.",
                ),
                _chat(
                    "And now <PERSON_1> herself texted: for a dog his size it's £55, she'd forgotten "
                    "the large-breed rate. Fine, he's worth it.",
                    "So Bear's groom on the 30th is £55.",
                ),
            ]
        ],
        "facts": [["Bear"], ["30th"], ["Newfoundland"]],
        "updates": [(["£45", "£50"], ["£55"])],
    },
    {
        "id": "h12-charity-walk-start-and-km",
        "folds": [
            [
                _chat(
                    "I'm doing a sponsored walk for the hospice with my neighbour. It's 20 km along the "
                    "canal, starting at 9am from the lock gates. I've raised $310 so far.",
                    "Well done on the $310. 20 km along the canal from 9am, allow five hours or so with "
                    "stops.",
                ),
            ],
            [
                _chat(
                    "The hospice emailed the walkers. Part of the towpath is closed for repairs, so the "
                    "route is 16 km now, and because it's shorter they've put the start back to 10am.",
                    "So it's 16 km from the lock gates, starting at 10am, with $310 raised so far.",
                ),
            ],
        ],
        "facts": [["hospice"], ["lock gates"], ["$310"]],
        "updates": [(["20 km"], ["16 km"]), (["9am"], ["10am"])],
    },
    # ================================================================ must change nothing
    {
        "id": "h12-keep-brothers-flight-moved",
        "folds": [
            [
                _chat(
                    "We're flying to my cousin's fortieth in <LOCATION_4>. My flight is on Saturday at "
                    "14:05 and I've booked a hire car for three days.",
                    "Saturday at 14:05, with a hire car for three days. Do you want a packing list?",
                ),
                _chat(
                    "My brother's airline cancelled his flight, so he's flying on Sunday instead. Mine "
                    "is unaffected, thankfully.",
                    "Glad yours is fine. You're still on Saturday at 14:05; your brother arrives Sunday.",
                ),
            ]
        ],
        "facts": [["Saturday"], ["14:05"], ["three days"]],
        "updates": [],
    },
    {
        "id": "h12-keep-gym-closing-rumour",
        "folds": [
            [
                _chat(
                    "My gym is open until 10pm on weekdays, which suits me because I train after my late "
                    "shifts. Membership is £34 a month.",
                    "Training until 10pm after late shifts works well. £34 a month is fair.",
                ),
                _chat(
                    "Someone in the changing room said the gym is going to shut at 9pm from next month "
                    "to save money. I asked at reception and they said that's not true, hours stay the "
                    "same.",
                    "Good that you checked; the gym stays open until 10pm.",
                ),
            ]
        ],
        "facts": [["10pm"], ["£34"]],
        "updates": [],
    },
    {
        "id": "h12-keep-pottery-swap-declined",
        "folds": [
            [
                _chat(
                    "My pottery class is Tuesday evenings at the arts centre, 6:30 to 8:30, and it costs "
                    "£120 for the term. I'm making a set of mugs.",
                    "A set of mugs is a great project. Tuesdays 6:30 to 8:30, £120 for the term.",
                ),
            ],
            [
                _chat(
                    "<PERSON_1> from the class asked if I'd swap to the Wednesday group with her so we "
                    "could share lifts. I said no, Wednesday is my choir night, so I'm staying on "
                    "Tuesday.",
                    "Fair enough, you're staying in the Tuesday class.",
                ),
            ],
        ],
        "facts": [["Tuesday"], ["£120"], ["mugs"]],
        "updates": [],
    },
    {
        "id": "h12-keep-street-party-question",
        "folds": [
            [
                _chat(
                    "We're organising a street party on 14 July. The council licence cost £15 and we've "
                    "got 22 households signed up. I'm in charge of bunting.",
                    "22 households is a good turnout. The street party is on 14 July and the licence is "
                    "sorted.",
                ),
                _chat(
                    "A neighbour asked whether it might have to move if the road resurfacing overruns. "
                    "Do you think the council would make us change the date?",
                    "It's possible but unlikely; if the works overran they'd usually tell you. For now "
                    "the date stays 14 July. You could email the highways team to ask.",
                ),
            ]
        ],
        "facts": [["14 July"], ["22 households"], ["bunting"]],
        "updates": [],
    },
    {
        "id": "h12-keep-fun-run-last-year",
        "folds": [
            [
                _chat(
                    "The village fun run is on Sunday, starting at 10:30 from the green. Entry is $12 "
                    "and my kids are doing the 2k.",
                    "10:30 on the green with the kids doing the 2k sounds lovely. $12 entry each?",
                ),
                _chat(
                    "Yes, $12 each. Mum reminded me that last year it started at 9:15 and we nearly "
                    "missed it. Thankfully it's later this time.",
                    "Ha, a relaxed start at 10:30 this year, then.",
                ),
            ]
        ],
        "facts": [["10:30"], ["$12"], ["2k"]],
        "updates": [],
    },
    {
        "id": "h12-keep-training-time-repeated",
        "folds": [
            [
                _chat(
                    "My daughter has started netball training on Wednesdays at 6:15 at the sports hall. "
                    "Subs are £5 a session.",
                    "Wednesdays at 6:15, £5 a session.",
                ),
            ],
            [
                _chat(
                    "The coach messaged the parents to confirm: training remains Wednesdays at 6:15. "
                    "She also said they need bibs washed by a volunteer.",
                    "Same slot then. You could volunteer for the bibs.",
                ),
            ],
        ],
        "facts": [["6:15"], ["£5"], ["netball"]],
        "updates": [],
    },
    {
        "id": "h12-keep-flatmates-rent-rise",
        "folds": [
            [
                _chat(
                    "I rent a room in a shared house for £650 a month, bills included. The landlord is "
                    "<PERSON_3> and he's pretty decent.",
                    "£650 with bills included is good.",
                ),
                _chat(
                    "My flatmate just told me <PERSON_3> is putting her rent up to £700 because she has "
                    "the bigger room with the en suite. Mine isn't changing.",
                    "So your rent stays at £650 and only your flatmate's goes to £700.",
                ),
            ]
        ],
        "facts": [["£650"], ["<PERSON_3>"]],
        "updates": [],
    },
    {
        "id": "h12-keep-festival-headliner-rumour",
        "folds": [
            [
                _chat(
                    "I've got a weekend ticket for a music festival in June. It was £215 and the headliner "
                    "on Saturday is the band I've loved since school.",
                    "£215 for a weekend with your favourite band headlining Saturday, brilliant.",
                ),
            ],
            [
                _chat(
                    "Someone on a forum claimed the headliner had pulled out. The festival posted this "
                    "morning that it's nonsense, they're still playing Saturday.",
                    "Relief! So your favourite band is still headlining on Saturday.",
                ),
            ],
        ],
        "facts": [["£215"], ["June"], ["Saturday"]],
        "updates": [],
    },
    {
        "id": "h12-keep-decorator-colour-declined",
        "folds": [
            [
                _chat(
                    "The decorator starts on the hallway next week. We chose a deep teal for the walls "
                    "and he's charging £480.",
                    "Deep teal in a hallway looks striking. £480 for the hallway is reasonable.",
                ),
                _chat(
                    "He suggested sage green instead, said teal can look dark in a narrow space. We "
                    "talked it over and told him no, we're sticking with teal.",
                    "Fair enough, teal it is.",
                ),
            ]
        ],
        "facts": [["teal"], ["£480"]],
        "updates": [],
    },
    {
        "id": "h12-keep-picnic-rain-date",
        "folds": [
            [
                _chat(
                    "We're having a family picnic at the lake on the 2nd. <PERSON_5> is bringing her "
                    "gazebo and I'm doing sandwiches for 15.",
                    "A picnic at the lake on the 2nd with sandwiches for 15.",
                ),
                _chat(
                    "My uncle said if it rained we'd do the 3rd instead. But the forecast is sunny, so "
                    "we're going ahead on the 2nd.",
                    "Good, sunny and still on the 2nd.",
                ),
            ]
        ],
        "facts": [["2nd"], ["gazebo"], ["sandwiches"]],
        "updates": [],
    },
    {
        "id": "h12-keep-plumber-last-time",
        "folds": [
            [
                _chat(
                    "Our boiler is making a banging noise and the plumber is coming Thursday. He quoted "
                    "£120 for the call-out and first hour.",
                    "£120 for the call-out and first hour, Thursday.",
                ),
            ],
            [
                _chat(
                    "My partner pointed out that last winter the same plumber charged us £90 for a "
                    "similar visit. Prices have gone up everywhere, I suppose.",
                    "Yes, call-out rates have risen; the quote for Thursday is still £120.",
                ),
            ],
        ],
        "facts": [["£120"], ["Thursday"], ["banging"]],
        "updates": [],
    },
    {
        "id": "h12-keep-deposit-same-again",
        "folds": [
            [
                _chat(
                    "We're renting a cabin by the lake for a week in August. The deposit is $200 and "
                    "the balance is due 30 days before.",
                    "A week in a lake cabin in August, $200 deposit, balance due 30 days before.",
                ),
                _chat(
                    "The owner, <PERSON_2>, emailed to confirm: deposit $200, balance 30 days before, "
                    "same as we agreed.",
                    "Good, everything as agreed: $200 deposit.",
                ),
            ]
        ],
        "facts": [["$200"], ["30 days"], ["August"]],
        "updates": [],
    },
    {
        "id": "h12-keep-airline-offer-declined",
        "folds": [
            [
                _chat(
                    "I'm flying to a conference next month on the 11:40 from the regional airport. I've "
                    "got a window seat, 14A.",
                    "The 11:40 with seat 14A. Do you need a train from the other end?",
                ),
                _chat(
                    "The airline emailed offering to move me to the 6am flight with a £50 voucher, since "
                    "they've oversold. I said no thanks, keeping the 11:40.",
                    "You're still on the 11:40, seat 14A.",
                ),
            ]
        ],
        "facts": [["11:40"], ["14A"]],
        "updates": [],
    },
    {
        "id": "h12-keep-scout-other-troop-tents",
        "folds": [
            [
                _chat(
                    "Our Cub pack is camping at the county campsite over the bank holiday. We're taking 5 "
                    "patrol tents and 18 cubs.",
                    "5 patrol tents for 18 cubs should be fine.",
                ),
                _chat(
                    "The other leader, <PERSON_3>, said her troop has grown and needs 8 tents this year. "
                    "Ours are unchanged.",
                    "Noted: your pack still takes 5 patrol tents.",
                ),
            ]
        ],
        "facts": [["5 patrol tents"], ["18 cubs"]],
        "updates": [],
    },
    {
        "id": "h12-keep-parcel-delay-denied",
        "folds": [
            [
                _chat(
                    "I've ordered a new washing machine, a Bosch, and it's being delivered on Thursday "
                    "between 8 and 12. They're taking the old one away for £20.",
                    "A Bosch on Thursday with the old one removed for £20.",
                ),
            ],
            [
                _chat(
                    "Got a weird text saying the delivery was delayed. I rang the retailer and they said "
                    "it's a mistake, it's still Thursday.",
                    "Good, still Thursday.",
                ),
            ],
        ],
        "facts": [["Bosch"], ["Thursday"], ["£20"]],
        "updates": [],
    },
    {
        "id": "h12-keep-landlord-inspection-asked",
        "folds": [
            [
                _chat(
                    "The letting agent is coming for the annual inspection on 19 October at 11am. I want "
                    "to fix the bathroom extractor fan before then.",
                    "19 October at 11am; fixing the fan first is wise.",
                ),
                _chat(
                    "The agent asked whether we'd mind moving it to another day. I haven't replied yet "
                    "and I'm not sure.",
                    "Nothing has changed until you reply; it stays 19 October at 11am.",
                ),
            ]
        ],
        "facts": [["19 October"], ["11am"], ["extractor fan"]],
        "updates": [],
    },
    {
        "id": "h12-keep-cousins-booking-later",
        "folds": [
            [
                _chat(
                    "Booked a table at the Thai place for my partner's birthday on the 8th, at 7:30. "
                    "They're doing a chocolate dessert with a candle.",
                    "The Thai place at 7:30 on the 8th, with a chocolate dessert.",
                ),
            ],
            [
                _chat(
                    "My cousin, who's booked the same restaurant the same night for her own thing, "
                    "changed her table to 9pm. Ours stays as it was.",
                    "Yours is still 7:30 on the 8th.",
                ),
            ],
        ],
        "facts": [["7:30"], ["8th"], ["Thai"]],
        "updates": [],
    },
    {
        "id": "h12-keep-bin-day-other-street",
        "folds": [
            [
                _chat(
                    "Our bins go out on Wednesday night for a Thursday morning collection, and the "
                    "garden waste is £52 a year. I've just paid it.",
                    "Wednesday night bins and £52 for garden waste, paid.",
                ),
            ],
            [
                _chat(
                    "The council sent a leaflet saying collections are changing to Monday, but reading "
                    "it properly, that's only for the streets north of the river. My mum lives there, "
                    "not me, so ours stay the same.",
                    "So your bins still go out on Wednesday night; your mum's change to Monday.",
                ),
            ],
        ],
        "facts": [["Wednesday"], ["£52"], ["garden waste"]],
        "updates": [],
    },
]
