"""The update probe's fifth held-out group (ninth round): 33 conversations with 36 updates (corrections,
changes decided later, a change inside a long chatty turn, a change the assistant restates, a change the
assistant proposes and the user accepts, values whose old and new spellings differ: "7pm"/"19:30",
"18:00"/"half seven", "the 3rd"/"March 12", "the 14th"/"next Tuesday", "£189"/"205 GBP", "2,400"/"1.9k",
percentages, counts, venues and brands, <PERSON_n> placeholders, durations; a value changed twice in a row,
one value of a list, two and three values at once, a range narrowed, a value asked about and then
settled, a subject that is only a pronoun; nine changed in a later fold) and 20 conversations where a later
statement shares a weekday, a time, a number, a place, a unit or a change word with a fact but must change
nothing (another person's thing, another event, a question or hypothetical, an offer declined, a past
event, a plan B not taken, a comparison, another item's price, "same as before", "last year it was",
"unlike last time", "no change to the", a counter-offer turned down; several with the assistant restating
the value that still holds). Most are written as real chat: user turns of a few sentences with the fact
among feelings and other details, long assistant answers.
Written by a second engineer who did not read the rules; committed before the ninth round's logic changes
were merged; read once as aggregates at that round's end. The tenth round's lead printed its misses to
plan that round, so it is tuning material since (`bench.update_probe` prints its misses). Our own
topics, none of bench/data/RESERVED.md's and none of the other groups'.

Statements are written as in bench/update_probe.py (a dict's turns are used as written). A fact kept whose
keys no longer stand together on one line of the summary outside "(was …)" is damaged (a wrong rewrite,
not a fact dropped).
"""

from __future__ import annotations

from bench.chats import chat as _chat

HELD_OUT_5: list[dict] = [
    # ================================================================ corrections
    {
        "id": "h5-misread-confirmation",
        "folds": [
            [
                _chat(
                    "My driving test is booked for the 9th at the Ashby Road centre. I'm honestly a bit "
                    "terrified, roundabouts are still my weak spot. My instructor wants me to squeeze in "
                    "two extra lessons before it.",
                    "That's a big milestone, and being nervous about roundabouts is really common. Two "
                    "extra lessons is a sensible plan: ask your instructor to spend most of one of them on "
                    "the roundabouts around the test centre, since examiners tend to use the local routes. "
                    "The night before, get your provisional licence ready and try to sleep early.",
                ),
                _chat(
                    "Hm, I just opened the confirmation email properly and it's actually the 16th, I read "
                    "it wrong on my phone last night. That gives me a bit more breathing room at least.",
                    "Good catch, and yes, an extra week of practice can only help. You could book the "
                    "two lessons for the week before so the roundabouts are fresh in your mind.",
                ),
            ]
        ],
        "facts": [["Ashby Road"], ["two extra lessons"]],
        "updates": [(["9th"], ["16th"])],
    },
    {
        "id": "h5-decided-over-dinner",
        "folds": [
            [
                _chat(
                    "Shelly, our tortoise, has her pre-hibernation check at Greenway vets on Thursday. It's "
                    "38 pounds and they weigh her and look at her eyes and shell. She's been very sluggish "
                    "this week so I'm glad it's soon.",
                    "A pre-hibernation check is a great idea, especially with her slowing down. Bring her in "
                    "a ventilated box with a towel, and jot down her recent weights and when she last ate so "
                    "the vet can compare. 38 pounds is quite standard for that kind of check.",
                ),
                "I also need to buy a new thermometer for her fridge box.",
                _chat(
                    "We talked it over at dinner and Friday works much better for the kids to come along, "
                    "so I rang Greenway and they've put her in on Friday afternoon.",
                    "Lovely, the kids will enjoy seeing it. Friday afternoon it is; keep her warm in the car "
                    "on the way there.",
                ),
            ]
        ],
        "facts": [["38 pounds"], ["thermometer"]],
        "updates": [(["Thursday"], ["Friday"])],
    },
    {
        "id": "h5-chatty-book-club",
        "folds": [
            [
                _chat(
                    "I'm hosting book club at mine on the 26th. We're reading The Remains of the Day, and "
                    "there'll be eight of us if everyone turns up. I want to do something nicer than crisps "
                    "this time.",
                    "The Remains of the Day is a wonderful pick for discussion, there's so much to say about "
                    "Stevens and what he won't admit to himself. For eight people, a couple of savoury "
                    "tarts, "
                    "a cheese board and some good bread would feel special without keeping you in the "
                    "kitchen "
                    "all evening. You could even do an English tea theme as a nod to the book.",
                ),
                _chat(
                    "Oh my goodness, what a day. The boiler man came, the cat was sick on the rug and I "
                    "still haven't finished the last chapter. Anyway, <PERSON_3> can't do the 26th because "
                    "of a work trip, so we're all meeting on the 28th instead, which honestly gives me two "
                    "more days to finish the book. I love the tea theme idea, by the way, scones it is.",
                    "That sounds like a chaotic day, sorry about the rug! Two more days to read is a silver "
                    "lining. Scones with jam and clotted cream will go down a treat, and you can bake them "
                    "the morning of so they're fresh.",
                ),
            ]
        ],
        "facts": [["Remains of the Day"], ["eight of us"], ["scones"]],
        "updates": [(["26th"], ["28th"])],
    },
    {
        "id": "h5-artist-longer-confirmed",
        "folds": [
            [
                _chat(
                    "My tattoo session at Inkwell Studio is booked as a 3 hours sitting. I paid a 50 pounds "
                    "deposit. It's a fern going up my forearm.",
                    "A fern on the forearm sounds beautiful. For a long sitting, eat a proper meal "
                    "beforehand, "
                    "bring water and a snack, and wear a loose top so the sleeve doesn't get in the way.",
                ),
                _chat(
                    "The artist just messaged me, she redrew the fern with more fronds and reckons it'll "
                    "take 5 hours now. I'm excited but my arm is already hurting thinking about it.",
                    "Understood, so the session at Inkwell Studio is now 5 hours. That's a long stretch, so "
                    "ask if you can take a short break every hour or so; most artists are happy to.",
                ),
            ]
        ],
        "facts": [["Inkwell"], ["50 pounds"], ["fern"]],
        "updates": [(["3 hours"], ["5 hours"])],
    },
    {
        "id": "h5-question-then-settled",
        "folds": [
            [
                _chat(
                    "The school trip to the Eden Project needs a deposit of 40 pounds by Friday, I think. "
                    "The letter got crumpled in my son's bag so I can barely read it.",
                    "Before you pay, it might be worth confirming the amount with the school office, since "
                    "the letter is hard to read. Do you want me to note 40 pounds for now?",
                ),
                _chat(
                    "I rang the office. The deposit is 45 pounds, the 40 was a smudge. Paying it tonight on "
                    "the parent app.",
                    "Great that you checked. Paying on the app tonight is the easiest way; screenshot the "
                    "receipt in case the trip list gets muddled.",
                ),
            ]
        ],
        "facts": [["Eden Project"]],
        "updates": [(["40 pounds"], ["45 pounds"])],
    },
    # ================================================================ spellings that differ
    {
        "id": "h5-pm-to-24h",
        "folds": [
            [
                _chat(
                    "I've booked axe throwing at Hatchet House for 7pm on Friday for <PERSON_1>'s stag do. "
                    "There are 12 people going and it's 22 pounds a head.",
                    "That's a fun choice for a stag do. Make sure everyone wears closed-toe shoes, they're "
                    "usually strict about that, and tell the group that drinking is normally only allowed "
                    "after the throwing session.",
                ),
                _chat(
                    "The venue emailed, they double booked the lanes so we're on at 19:30 instead, still on "
                    "Friday. Fine by me, gives people time to get there from work.",
                    "That works out nicely then. I'd let the group chat know straight away so nobody turns "
                    "up "
                    "early and waits around.",
                ),
            ]
        ],
        "facts": [["Friday"], ["12 people"], ["22 pounds"]],
        "updates": [(["7pm"], ["19:30"])],
    },
    {
        "id": "h5-digits-to-half-seven",
        "folds": [
            [
                _chat(
                    "My first PADI pool session is at 18:00 at Marlpit leisure centre. I'm nervous about "
                    "clearing my mask underwater. I need to bring a swimsuit, a towel and a padlock.",
                    "The mask clearing skill feels strange at first but the instructors go slowly and you "
                    "practise it in shallow water first. Breathe out gently through your nose while tilting "
                    "the mask at the top. A padlock for the locker is a smart thing to remember.",
                ),
                "Also the course has 4 pool sessions in total.",
                _chat(
                    "Instructor says the pool is busy with a swim club until later, so they'll start us at "
                    "half seven now.",
                    "No problem, you'll have a calmer pool too. Eat something light a couple of hours "
                    "before.",
                ),
            ]
        ],
        "facts": [["Marlpit"], ["padlock"], ["4 pool sessions"]],
        "updates": [(["18:00"], ["half seven"])],
    },
    {
        "id": "h5-ordinal-to-month-day",
        "folds": [
            [
                _chat(
                    "I've got an MRI scan on my knee on the 3rd at St Brannock's hospital. They said no "
                    "metal, so I'll leave my rings at home. The scan itself takes around 30 minutes.",
                    "Good that you know about the metal already. Wear comfortable clothes without zips, and "
                    "bring a list of any medication. Thirty minutes can feel long in the machine, so ask for "
                    "headphones with music if they offer them.",
                ),
                _chat(
                    "The hospital rang this morning, the scanner is being serviced so my appointment is now "
                    "on March 12. Same hospital.",
                    "Thanks for letting me know, I'll keep March 12 as your scan date. Waiting a bit longer "
                    "is annoying with a sore knee, so keep resting it.",
                ),
            ]
        ],
        "facts": [["Brannock"], ["rings"], ["30 minutes"]],
        "updates": [(["3rd"], ["March 12"])],
    },
    {
        "id": "h5-date-to-next-weekday",
        "folds": [
            [
                "The archery taster session at Longbow Lane club is on the 14th.",
                "It costs 15 pounds and includes the bow hire.",
                _chat(
                    "They had a cancellation so the coach offered me an earlier spot, next Tuesday, and I "
                    "said yes please. Can't wait.",
                    "How exciting! Wear something with snug sleeves so the string doesn't catch, and a "
                    "closed pair of shoes.",
                ),
            ]
        ],
        "facts": [["Longbow Lane"], ["15 pounds"]],
        "updates": [(["14th"], ["next Tuesday"])],
    },
    {
        "id": "h5-sign-to-code",
        "folds": [
            [
                _chat(
                    "I'm buying my dad a hot air balloon flight voucher for his 70th. The one with Skyward "
                    "Balloons is £189 and it's valid for 2 years, which is good because the weather here is "
                    "so unpredictable.",
                    "What a memorable present. A two-year validity is important with ballooning, as flights "
                    "get cancelled for wind quite often. Check whether the voucher covers weekday and "
                    "weekend "
                    "flights, since some cheaper ones are weekday only.",
                ),
                _chat(
                    "Ugh, it was weekday only. The anytime version comes to 205 GBP so I paid for that one "
                    "instead, he deserves a Saturday flight.",
                    "A good call, it'll be much easier to find a date he can do.",
                ),
            ]
        ],
        "facts": [["Skyward"], ["2 years"]],
        "updates": [(["189"], ["205"])],
    },
    {
        "id": "h5-quote-in-k",
        "folds": [
            [
                _chat(
                    "We had the loft insulation survey today. The installer quoted 2,400 pounds for 270 mm "
                    "of mineral wool across the whole loft. It'll take them one day.",
                    "270 mm is the current recommended depth, so that's a proper job. Ask whether the price "
                    "includes raising the boards you use for storage, and whether they'll insulate the loft "
                    "hatch too.",
                ),
                _chat(
                    "He came back after checking the hatch and the boards and knocked the price down to "
                    "1.9k because we qualify for a council scheme. Very pleasant surprise.",
                    "That's a great saving. Keep the scheme paperwork with the invoice.",
                ),
            ]
        ],
        "facts": [["270 mm"], ["one day"]],
        "updates": [(["2,400"], ["1.9k"])],
    },
    {
        "id": "h5-percentage-fee",
        "folds": [
            [
                _chat(
                    "I'm launching a crowdfunding page for our community fridge. The target is 3,000 pounds "
                    "and the platform takes 5% of whatever we raise. The page goes live next month.",
                    "A community fridge is such a good cause. With a 3,000 pound target, plan some small "
                    "rewards like thank-you postcards, and line up a handful of people to donate on day one; "
                    "pages that get early momentum tend to do much better.",
                ),
                _chat(
                    "Bad news on the fees: once you add card processing the platform actually takes 8% all "
                    "in. I'll have to nudge the target a tiny bit in my head but leave the page as it is.",
                    "Good to know the real figure before launch. It's worth a line on the page explaining "
                    "where the fees go.",
                ),
            ]
        ],
        "facts": [["3,000 pounds"], ["community fridge"]],
        "updates": [(["5%"], ["8%"])],
    },
    {
        "id": "h5-count-of-fish",
        "folds": [
            [
                _chat(
                    "I finally set up the 60 litre tank in the living room. I'm planning on 6 neon tetras "
                    "and a couple of cherry shrimp once it has cycled.",
                    "A 60 litre tank is a nice size for a first community setup. Let it cycle fully, usually "
                    "four to six weeks, and test for ammonia and nitrite before anything goes in.",
                ),
                _chat(
                    "The man at Finwell Aquatics said neons are happier in a proper shoal, so I'm getting 10 "
                    "neon tetras when the tank is ready.",
                    "He's right, a larger group makes them more confident and colourful. Add them in two "
                    "batches a week apart so the filter bacteria can keep up.",
                ),
            ]
        ],
        "facts": [["60 litre"], ["cherry shrimp"]],
        "updates": [(["6 neon"], ["10 neon"])],
    },
    {
        "id": "h5-venue-proper-noun",
        "folds": [
            [
                _chat(
                    "Our bridge club plays on Monday evenings in the Regency Rooms on the high street. Table "
                    "money is 3 pounds, and I partner <PERSON_2> most weeks.",
                    "That sounds like a lovely regular evening. If you and your partner want to improve, "
                    "agreeing on a short convention card together is a great step.",
                ),
                "We're also thinking about entering the county pairs event.",
                _chat(
                    "The Regency Rooms have been sold to a restaurant chain, so from this week we play in "
                    "the "
                    "Holloway Institute instead. It's a bit draughty but there's parking.",
                    "Parking is a real plus for evening games. Maybe bring a cardigan for the draughts!",
                ),
            ]
        ],
        "facts": [["Monday"], ["<PERSON_2>"], ["county pairs"]],
        "updates": [(["Regency"], ["Holloway"])],
    },
    {
        "id": "h5-handyman-placeholder",
        "folds": [
            [
                _chat(
                    "I've found someone to assemble the two flat-pack wardrobes, <PERSON_2> from the local "
                    "Facebook group. He charges 60 pounds for both and can come on Saturday morning.",
                    "That's a fair price for two wardrobes. Clear the room beforehand and check all the "
                    "boxes are there, since missing panels are the usual hold-up.",
                ),
                _chat(
                    "He's hurt his back, poor thing, so his brother <PERSON_5> is doing the job instead, "
                    "same price and same morning.",
                    "Kind of them to keep the booking. I hope his back recovers quickly.",
                ),
            ]
        ],
        "facts": [["60 pounds"], ["Saturday morning"]],
        "updates": [(["<PERSON_2>"], ["<PERSON_5>"])],
    },
    {
        "id": "h5-course-length",
        "folds": [
            [
                _chat(
                    "I signed up for a beginners' fencing course at the Riverside sports hall. It runs for "
                    "8 weeks on Wednesday evenings and they lend you the mask and jacket.",
                    "Fencing is a great workout and very tactical. Borrowed kit is ideal for a beginner; you "
                    "can decide about a glove or your own mask once you know you'll keep going.",
                ),
                _chat(
                    "They've merged it with the intermediate taster block, so the course lasts 10 weeks now. "
                    "Same price, which is nice.",
                    "Two extra sessions for free, lovely. You'll be ready for a novice competition by the "
                    "end.",
                ),
            ]
        ],
        "facts": [["Riverside"], ["Wednesday"]],
        "updates": [(["8 weeks"], ["10 weeks"])],
    },
    # ================================================================ several changes, lists, pronouns
    {
        "id": "h5-gutters-three-days",
        "folds": [
            [
                "The gutter cleaner is coming on Monday, it's 55 pounds for front and back.",
                _chat(
                    "He texted that his van failed its service, so now he says Wednesday.",
                    "Annoying but these things happen. Keep the side gate unlocked for him.",
                ),
                _chat(
                    "And now Wednesday is forecast to be stormy, so he's finally settled on Thursday. "
                    "Fingers crossed this time.",
                    "Third time lucky. I'll leave the side gate reminder for that morning.",
                ),
            ]
        ],
        "facts": [["55 pounds"], ["side gate"]],
        "updates": [(["Monday", "Wednesday"], ["Thursday"])],
    },
    {
        "id": "h5-watch-quote-twice",
        "folds": [
            [
                _chat(
                    "My grandfather's Omega needs a service. The watchmaker on Chapel Street quoted €85 and "
                    "said it would take about six weeks.",
                    "Six weeks is normal for a vintage service. Ask them to keep any replaced parts for you, "
                    "it's nice to have them for a family piece.",
                ),
                "Then he opened it and said the mainspring needs replacing, so the price went to €120.",
                _chat(
                    "Good news for once: he found a spare mainspring in his drawer, so the final bill is "
                    "€95.",
                    "Lovely, a much better outcome. It'll be running again for the next generation.",
                ),
            ]
        ],
        "facts": [["Omega"], ["six weeks"], ["Chapel Street"]],
        "updates": [(["85", "120"], ["95"])],
    },
    {
        "id": "h5-pronoun-it-moves",
        "folds": [
            [
                _chat(
                    "I've joined a jigsaw puzzle club that meets in the library annexe on Wednesdays. We do "
                    "1000-piece puzzles as a team and swap boxes at the end.",
                    "What a relaxing club. Swapping boxes is a great way to try new puzzles without spending "
                    "a fortune. Bring a sorting tray if you have one.",
                ),
                _chat(
                    "Heads up: from next month it's on Tuesdays, the annexe is taken by a toddler group.",
                    "Noted. Tuesday evenings should still be easy to keep free.",
                ),
            ]
        ],
        "facts": [["1000-piece"], ["annexe"]],
        "updates": [(["Wednesdays"], ["Tuesdays"])],
    },
    {
        "id": "h5-assistant-suggests-time",
        "folds": [
            [
                _chat(
                    "I visit Grandad at Oakhurst care home on Sundays at 2pm. Lately lunch runs late and "
                    "he's often dozing when I arrive, which makes me sad because we only get an hour.",
                    "That must be hard. Care homes often have a quiet spell straight after lunch when "
                    "residents nap. Would coming a bit later suit you, say 3:30pm, once he's rested and "
                    "before tea? You might get a brighter, chattier hour with him.",
                ),
                _chat(
                    "That's a really good idea. Yes, 3:30pm from now on, I'll let the staff know.",
                    "I hope the visits feel better. Maybe bring a photo album to chat over.",
                ),
            ]
        ],
        "facts": [["Oakhurst"], ["Sundays"]],
        "updates": [(["2pm"], ["3:30pm"])],
    },
    {
        "id": "h5-itinerary-one-day",
        "folds": [
            [
                _chat(
                    "Our Lisbon plan: Belém on Monday, Sintra on Wednesday and Alfama on Friday. We're "
                    "staying near Rossio and the hotel is 110 euros a night.",
                    "A great plan. Go to Belém early to beat the queue at the pastry shop, take the train "
                    "from Rossio station to Sintra, and leave plenty of time to wander in Alfama.",
                ),
                _chat(
                    "Just read that Pena Palace is closed for restoration midweek, so we'll do Sintra on "
                    "Thursday. The other days stay put.",
                    "Sensible. Thursday also gives you a rest day in between.",
                ),
            ]
        ],
        "facts": [["Belém", "Monday"], ["Alfama", "Friday"], ["110 euros"]],
        "updates": [(["Wednesday"], ["Thursday"])],
    },
    {
        "id": "h5-two-values-at-once",
        "folds": [
            [
                _chat(
                    "My squash league match against <PERSON_4> is on Tuesday at 18:15 at the Westfield "
                    "courts. I lost to her last season, so I want revenge.",
                    "Squash rivalries are the best motivation. Warm up properly, ten minutes of ghosting and "
                    "drives, and watch how she plays the back corners early on.",
                ),
                _chat(
                    "Change of venue and time: Westfield flooded, so we play on Thursday at 20:00 at the "
                    "Northgate club. Later than I'd like but fine.",
                    "A late game means a light dinner well before. Good luck with the revenge match!",
                ),
            ]
        ],
        "facts": [["<PERSON_4>"]],
        "updates": [(["Tuesday"], ["Thursday"]), (["18:15"], ["20:00"]), (["Westfield"], ["Northgate"])],
    },
    {
        "id": "h5-range-narrowed",
        "folds": [
            [
                _chat(
                    "The carpet cleaners come on the 22nd, the slot is 8-10am. It's 95 pounds for the "
                    "lounge and the stairs, and we have to move the small furniture ourselves.",
                    "Clearing the small furniture the night before saves time in the morning. Vacuum too, "
                    "it helps the deep clean.",
                ),
                _chat(
                    "They just confirmed a precise time: the van will be with us at 9:15.",
                    "Perfect, that gives you a relaxed breakfast first.",
                ),
            ]
        ],
        "facts": [["22nd"], ["95 pounds"]],
        "updates": [(["8-10am"], ["9:15"])],
    },
    {
        "id": "h5-assistant-says-change-user-ok",
        "folds": [
            [
                _chat(
                    "I'm entering my dahlias in the village show, three blooms in the medium decorative "
                    "class. Staging closes at 10:30 on Saturday, and I'm already fretting about earwigs.",
                    "Three matched blooms is the tricky part, so cut a few spares. Transport them upright in "
                    "a bucket wedged in the car boot.",
                ),
                _chat(
                    "I've pasted the updated show schedule below, can you check the staging time for my "
                    "class?",
                    "According to the updated schedule you pasted, staging for the dahlia classes now closes "
                    "at 9:45, because judging starts earlier this year.",
                ),
                _chat(
                    "Oh, you're right, 9:45 then. Earlier alarm for me.",
                    "An early start, but the blooms will be at their freshest.",
                ),
            ]
        ],
        "facts": [["dahlias"], ["medium decorative"]],
        "updates": [(["10:30"], ["9:45"])],
    },
    # ================================================================ updates in a later fold
    {
        "id": "h5-fold-auction-postponed",
        "folds": [
            [
                _chat(
                    "My stamp collection goes under the hammer at Pemberton's auction house on 15 May. The "
                    "estimate for the lot is 700 pounds, mostly thanks to a Penny Red block.",
                    "A Penny Red block is a great lot to lead with. Ask the auctioneer whether they'll "
                    "photograph it for the online catalogue; good images bring in remote bidders.",
                ),
                "I'm going to watch the sale online from home.",
            ],
            [
                _chat(
                    "Pemberton's wrote to say the sale is postponed to 22 May because their catalogue "
                    "printer "
                    "let them down. Not thrilled but it's only a week.",
                    "A week isn't long, and a proper printed catalogue will help the lot.",
                ),
            ],
        ],
        "facts": [["700 pounds"], ["Penny Red"], ["online"]],
        "updates": [(["15 May"], ["22 May"])],
    },
    {
        "id": "h5-fold-one-more-kitten",
        "folds": [
            [
                _chat(
                    "We're fostering 3 kittens for the Purrfect Start rescue. They're five weeks old and "
                    "live in our spare room. The rescue pays for the food and litter.",
                    "How lovely. At five weeks they'll be weaning, so offer wet kitten food a few times a "
                    "day and keep a shallow water dish out.",
                ),
                "They go to the vet for their first check on the 30th.",
            ],
            [
                _chat(
                    "The rescue dropped off a tiny grey one found on her own by the canal, so we've got "
                    "4 kittens now. The spare room is chaos.",
                    "Bless her. Keep an eye that the new one gets to the food, smaller kittens can get "
                    "pushed "
                    "aside.",
                ),
            ],
        ],
        "facts": [["Purrfect Start"], ["30th"], ["spare room"]],
        "updates": [(["3 kittens"], ["4 kittens"])],
    },
    {
        "id": "h5-fold-clinic-time-third",
        "folds": [
            [
                _chat(
                    "The allergy clinic has me in for a skin prick test on Monday at 10:40. I have to stop "
                    "my antihistamines five days before, which is going to be grim in hay fever season.",
                    "Stopping antihistamines is tough in summer. Saline nasal spray and sunglasses outdoors "
                    "can take the edge off; ask the clinic which other remedies are allowed.",
                ),
            ],
            ["I want to ask them about birch pollen and cats.", "My GP referred me in April."],
            [
                _chat(
                    "The clinic left a voicemail, my test is at 13:10 now, still on Monday.",
                    "Thanks, that's noted. An afternoon slot means you can have a normal morning.",
                ),
            ],
        ],
        "facts": [["Monday"], ["birch pollen"], ["five days"]],
        "updates": [(["10:40"], ["13:10"])],
    },
    {
        "id": "h5-fold-league-fee",
        "folds": [
            [
                _chat(
                    "I'm running our office fantasy football league this season. Entry is £20 each and we "
                    "have 14 managers signed up. The winner takes the pot minus a trophy.",
                    "Sounds like a fun season. Put the rules, the entry fee and the payout in a pinned "
                    "message so nobody argues in May.",
                ),
            ],
            [
                _chat(
                    "We had a vote in the group chat and the entry is £25 from now on, so we can afford a "
                    "proper engraved trophy.",
                    "A proper trophy is worth it for the bragging rights.",
                ),
            ],
        ],
        "facts": [["14 managers"], ["trophy"]],
        "updates": [(["£20"], ["£25"])],
    },
    {
        "id": "h5-fold-table-length",
        "folds": [
            [
                _chat(
                    "Our model railway club is showing the Dunmere branch layout at the Harrowgate "
                    "exhibition. "
                    "It needs 14 metres of tables and four operators.",
                    "A branch line layout always draws a crowd. Bring spare couplings and a small toolkit, "
                    "exhibition handling is tough on stock.",
                ),
            ],
            [
                _chat(
                    "The organisers say space is tight this year, so we only get 12 metres of tables. We'll "
                    "leave off the fiddle yard extension.",
                    "That's a neat solution; the scenic part will still be complete.",
                ),
            ],
        ],
        "facts": [["Dunmere"], ["four operators"], ["Harrowgate"]],
        "updates": [(["14 metres"], ["12 metres"])],
    },
    {
        "id": "h5-fold-archive-day",
        "folds": [
            [
                _chat(
                    "I've booked a seat in the county archive reading room for Saturday to look at the "
                    "parish registers for my great-great-grandmother. I'll need a pencil only, no pens "
                    "allowed.",
                    "Family history is addictive. Write down the exact register references beforehand and "
                    "bring a notebook; many archives allow phone photos for a small fee.",
                ),
            ],
            [
                "The photo permit is 8 pounds for the day.",
                _chat(
                    "The archive rang, the reading room is shut that weekend for a stocktake, so I'm booked "
                    "on Friday instead.",
                    "Friday it is. It may be quieter on a weekday too.",
                ),
            ],
        ],
        "facts": [["parish registers"], ["8 pounds"], ["pencil"]],
        "updates": [(["Saturday"], ["Friday"])],
    },
    {
        "id": "h5-fold-server-plan",
        "folds": [
            [
                _chat(
                    "I rent a Minecraft server for my kids and their cousins. It's the 10-slot plan with "
                    "BlockHost at 6 pounds a month. The kids built a whole castle on it last weekend.",
                    "That's a lovely way for the cousins to play together. Turn on automatic backups so the "
                    "castle doesn't vanish if something goes wrong.",
                ),
            ],
            [
                _chat(
                    "The cousins invited their friends, so I moved up to the 20-slot plan, which is 9 pounds "
                    "a month. Still with BlockHost.",
                    "Worth it if it keeps everyone playing together. Set a whitelist so only invited players "
                    "can join.",
                ),
            ],
        ],
        "facts": [["BlockHost"], ["castle"]],
        "updates": [(["10-slot"], ["20-slot"]), (["6 pounds"], ["9 pounds"])],
    },
    {
        "id": "h5-fold-pronoun-opera",
        "folds": [
            [
                _chat(
                    "We've got tickets for La Bohème at the Coliseum on 8 February, seats in row K. It's my "
                    "partner's first opera so I'm a bit anxious they'll hate it.",
                    "La Bohème is a perfect first opera, short, romantic and full of famous tunes. Read the "
                    "synopsis together beforehand and they'll follow it easily.",
                ),
            ],
            ["We'll eat at the noodle place by the theatre first."],
            [
                _chat(
                    "It's been put back to 22 February, the lead soprano is ill. Our seats carry over.",
                    "Glad the seats carry over. Hope the soprano recovers!",
                ),
            ],
        ],
        "facts": [["row K"], ["noodle"], ["Coliseum"]],
        "updates": [(["8 February"], ["22 February"])],
    },
    {
        "id": "h5-fold-assistant-restated-jab",
        "folds": [
            [
                _chat(
                    "The travel clinic says the yellow fever jab costs 75 pounds, and I need it at least ten "
                    "days before flying to Ghana.",
                    "Right, so 75 pounds for the yellow fever jab, at least ten days before your flight. "
                    "They'll give you a certificate; keep it with your passport because you'll be asked for "
                    "it on arrival.",
                ),
            ],
            [
                _chat(
                    "Rang the clinic to book and they quoted 82 pounds now, the vaccine price rose this "
                    "month. Booking it anyway.",
                    "Frustrating but it's a must for the trip. Don't forget the certificate.",
                ),
            ],
        ],
        "facts": [["Ghana"], ["ten days"], ["certificate"]],
        "updates": [(["75 pounds"], ["82 pounds"])],
    },
    # ================================================================ must not change: one fold
    {
        "id": "h5-keep-sisters-shift",
        "folds": [
            [
                _chat(
                    "My volunteer shift at the Hopefield animal shelter is Saturday 9am to noon. I mostly "
                    "walk the older dogs and clean kennels.",
                    "That's wonderful work. Older dogs really benefit from regular walks with the same "
                    "person.",
                ),
                _chat(
                    "My sister volunteers there too, and her shift was moved to Sunday this month. She's "
                    "not pleased.",
                    "Maybe she can swap back next month. Your Saturday mornings stay as they are then.",
                ),
            ]
        ],
        "facts": [["Saturday 9am"], ["Hopefield"]],
        "updates": [],
    },
    {
        "id": "h5-keep-jumble-sale-weekday",
        "folds": [
            [
                "Bridge lessons for beginners are on Tuesdays at the Grange hall, 7 to 9.",
                _chat(
                    "There's also a church jumble sale on Tuesday, moved from Saturday this year, but I'm "
                    "not going.",
                    "Fair enough, you'll have the lesson that evening anyway.",
                ),
            ]
        ],
        "facts": [["Tuesdays", "Grange"]],
        "updates": [],
    },
    {
        "id": "h5-keep-what-if-afternoon",
        "folds": [
            [
                _chat(
                    "My citizenship ceremony is at 10:05 on the 11th at the register office. I can bring two "
                    "guests, so my mum and my best friend are coming.",
                    "Congratulations, what a day. Arrive early, bring your invitation letter and photo ID.",
                ),
                _chat(
                    "What if they had put it at 14:00 instead, could my friend have made it after her "
                    "shift? Just wondering, it's set now.",
                    "She'd probably have managed, but the morning slot is what you have, 10:05 on the 11th.",
                ),
            ]
        ],
        "facts": [["10:05"], ["11th"], ["two guests"]],
        "updates": [],
    },
    {
        "id": "h5-keep-late-checkout-declined",
        "folds": [
            [
                _chat(
                    "We're at the Gull Cottage B&B in St Ives for 3 nights and checkout is 10:30 on the last "
                    "day.",
                    "St Ives is gorgeous. With a 10:30 checkout, leave the bags in the car and spend the "
                    "rest of the day at the beach.",
                ),
                _chat(
                    "The owner offered us a later checkout at 12:00 for 15 pounds, but we said no thanks, "
                    "we'd rather be on the road early.",
                    "Sounds sensible, so checkout stays at 10:30 and you beat the traffic.",
                ),
            ]
        ],
        "facts": [["10:30"], ["3 nights"], ["Gull Cottage"]],
        "updates": [],
    },
    {
        "id": "h5-keep-last-year-fair",
        "folds": [
            [
                _chat(
                    "The village summer fair is on 16 July this year and I'm running the tombola. I need "
                    "about 150 prizes, so I'm begging everyone for bottles and unwanted gifts.",
                    "The tombola is always popular. Ask local shops for vouchers too, they make good top "
                    "prizes.",
                ),
                "Last year it was on 9 July and it poured all afternoon.",
            ]
        ],
        "facts": [["16 July"], ["150 prizes"], ["tombola"]],
        "updates": [],
    },
    {
        "id": "h5-keep-plan-b-hall",
        "folds": [
            [
                "The street picnic is on Ferncliff Green on Sunday from 1pm.",
                _chat(
                    "If it had rained we'd have moved everything to the scout hut, but the forecast is "
                    "sunshine, so no need for the plan B.",
                    "Brilliant, the green it is. Bring sun cream and some bunting.",
                ),
            ]
        ],
        "facts": [["Ferncliff"], ["1pm"]],
        "updates": [],
    },
    {
        "id": "h5-keep-monitor-comparison",
        "folds": [
            [
                _chat(
                    "I'm ordering the Dell 27-inch monitor for 289 pounds for my home office. It has a "
                    "height-adjustable stand, which my neck badly needs.",
                    "A proper stand makes a big difference. Set the top of the screen at eye level.",
                ),
                _chat(
                    "The LG one is 40 pounds cheaper, and the BenQ has better colours, but I'm still getting "
                    "the Dell because of the stand.",
                    "Makes sense, ergonomics first. The Dell at 289 pounds is a solid choice.",
                ),
            ]
        ],
        "facts": [["Dell", "289"]],
        "updates": [],
    },
    {
        "id": "h5-keep-other-item-price",
        "folds": [
            [
                "Our veg box from Tollgate Farm is the large one at 22 pounds a week.",
                "It comes on Wednesdays.",
                _chat(
                    "They also sell a fruit bag for 7 pounds and eggs for 4 pounds a dozen. I'll add the "
                    "eggs once in a while.",
                    "Farm eggs are worth it. The box itself stays as it is.",
                ),
            ]
        ],
        "facts": [["22 pounds"], ["Tollgate"], ["Wednesdays"]],
        "updates": [],
    },
    {
        "id": "h5-keep-same-as-before",
        "folds": [
            [
                "Our council tax is band C, 1,680 pounds a year, paid in ten instalments.",
                _chat(
                    "The new year's bill arrived and it's the same as before, thankfully. One thing fewer "
                    "to worry about.",
                    "Good news. Your instalments carry on as usual then.",
                ),
            ]
        ],
        "facts": [["1,680"], ["ten instalments"]],
        "updates": [],
    },
    {
        "id": "h5-keep-no-change-to-meter",
        "folds": [
            [
                "The water company is fitting a smart meter on the 5th, between 8 and 1.",
                _chat(
                    "They sent a letter about new pipes in the street next month, no change to the meter "
                    "visit though.",
                    "Then the 5th still stands; someone just needs to be home that morning.",
                ),
            ]
        ],
        "facts": [["smart meter", "5th"]],
        "updates": [],
    },
    {
        "id": "h5-keep-unlike-last-time",
        "folds": [
            [
                _chat(
                    "My blood test at the surgery is at 8:10 on Thursday. Unlike last time, when they had me "
                    "in at 11:20 and I'd been fasting all morning, this one doesn't need fasting.",
                    "That's a relief, you can have breakfast first. Drink plenty of water so the veins are "
                    "easier to find.",
                ),
                "The nurse is checking my iron levels.",
            ]
        ],
        "facts": [["8:10"], ["iron levels"]],
        "updates": [],
    },
    {
        "id": "h5-keep-counter-offer-refused",
        "folds": [
            [
                _chat(
                    "I listed my old Sigma lens on eBay for 180 pounds. It's in great shape, with both caps "
                    "and the hood.",
                    "Including the caps and hood helps. Good photos of the glass in light help buyers trust "
                    "it.",
                ),
                _chat(
                    "Someone offered 150, and when I said no they came back with 165. I've turned that down "
                    "too, it's worth the asking price.",
                    "Holding firm is fine, so it stays listed at 180 pounds; the right buyer will come.",
                ),
            ]
        ],
        "facts": [["Sigma", "180 pounds"]],
        "updates": [],
    },
    {
        "id": "h5-keep-dress-rehearsal-restated",
        "folds": [
            [
                _chat(
                    "Our amateur dramatics group has its dress rehearsal on Thursday at 6:30pm at the "
                    "Albion Playhouse. I'm playing the vicar and still wobbly on my second act lines.",
                    "The dress rehearsal is usually where it all comes together. Run your second act lines "
                    "with someone each evening this week.",
                ),
                _chat(
                    "The tech rehearsal is on Wednesday, they've pushed that one later, to 8pm. I'm not "
                    "needed for it.",
                    "Then you're free on Wednesday, and your dress rehearsal stays Thursday at 6:30pm at the "
                    "Albion Playhouse.",
                ),
            ]
        ],
        "facts": [["Thursday", "6:30pm"], ["vicar"]],
        "updates": [],
    },
    {
        "id": "h5-keep-sons-locker",
        "folds": [
            [
                "My locker at the Parkside leisure centre is number 117, I rent it monthly.",
                "My son just got his own locker there, number 118, right next to mine.",
            ]
        ],
        "facts": [["117"]],
        "updates": [],
    },
    {
        "id": "h5-keep-other-brew-days",
        "folds": [
            [
                _chat(
                    "My kombucha ferments for 10 days in the big jar on top of the fridge. I flavour the "
                    "second ferment with ginger.",
                    "Ginger kombucha is lovely. Burp the bottles daily during the second ferment.",
                ),
                "The ginger beer plant I'm trying now only needs 3 days.",
            ]
        ],
        "facts": [["10 days"], ["ginger"]],
        "updates": [],
    },
    {
        "id": "h5-keep-pt-offer-declined",
        "folds": [
            [
                _chat(
                    "My personal training sessions are Mondays at 5:30pm, 35 pounds each, at the Forge gym.",
                    "Regular sessions are the way to see progress. Eat something small an hour before.",
                ),
                _chat(
                    "The trainer asked if I'd want 7am slots instead, cheaper at 30 pounds. I told him no, "
                    "I'm useless in the mornings.",
                    "Fair, consistency matters more than the price, so Mondays at 5:30pm it stays.",
                ),
            ]
        ],
        "facts": [["5:30pm"], ["35 pounds"], ["Forge"]],
        "updates": [],
    },
    # ================================================================ must not change: across folds
    {
        "id": "h5-keep-fold-neighbours-hedge",
        "folds": [
            [
                _chat(
                    "The hedge man, <PERSON_1>, is coming on the 17th to cut back our laurel. It's 120 "
                    "pounds and he takes the clippings away.",
                    "Having the clippings taken away saves a lot of trips to the tip.",
                ),
            ],
            [
                _chat(
                    "<PERSON_6> next door had her hedges done on the 10th by someone else, and they left a "
                    "mess. Glad mine takes the clippings.",
                    "Sounds like you picked the right person.",
                ),
            ],
        ],
        "facts": [["<PERSON_1>"], ["17th"], ["120"]],
        "updates": [],
    },
    {
        "id": "h5-keep-fold-same-pub",
        "folds": [
            [
                _chat(
                    "<PERSON_2>'s retirement lunch is at the Bramley Arms on the 6th at 12:30. I'm "
                    "collecting for a gift, we've got 210 pounds so far.",
                    "210 pounds is a generous pot. A nice card signed by everyone goes with any gift.",
                ),
            ],
            [
                "Our team's Christmas meal moved to the Bramley Arms as well, in December.",
            ],
        ],
        "facts": [["Bramley", "12:30"], ["210 pounds"]],
        "updates": [],
    },
    {
        "id": "h5-keep-fold-manager-same-time",
        "folds": [
            [
                _chat(
                    "My mentoring call with <PERSON_3> is every Wednesday at 16:45. We're working through "
                    "my promotion case.",
                    "A weekly slot keeps momentum. Bring one concrete example of impact to each call.",
                ),
            ],
            [
                _chat(
                    "My manager moved our one-to-one to 16:45 on Thursdays. That's a different meeting "
                    "from the mentoring one.",
                    "Understood, the mentoring call stays on Wednesdays and the one-to-one is Thursdays.",
                ),
            ],
        ],
        "facts": [["Wednesday", "16:45"], ["promotion case"]],
        "updates": [],
    },
    {
        "id": "h5-keep-fold-visa-hypothetical",
        "folds": [
            [
                _chat(
                    "My visa biometrics appointment is on 4 June at the Croydon centre. I need to bring the "
                    "printed checklist and my passport.",
                    "Right, 4 June in Croydon. Arrive about fifteen minutes early; they won't let you in "
                    "much "
                    "earlier than that.",
                ),
            ],
            [
                _chat(
                    "Would it have been quicker to book the Sheffield centre? Just curious, I'm keeping "
                    "Croydon.",
                    "Probably not by much. Your appointment stays on 4 June at the Croydon centre.",
                ),
            ],
        ],
        "facts": [["4 June", "Croydon"], ["checklist"]],
        "updates": [],
    },
]
