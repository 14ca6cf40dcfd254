"""The chatty probe's held-out conversations (bench/chatty_probe.py), written with the tuning ones before
any logic change and not tuned on: the probe prints only their aggregates. Same shape as
bench/chatty_tuning.py.
"""

from __future__ import annotations

CHATTY_HELD_OUT: list[dict] = [
    {
        "id": "ch-swim-lessons",
        "messages": [
            "Hi, quick one, or maybe not so quick. My daughter <PERSON_1> is six and still can't swim, "
            "and I feel guilty about it because all her friends can.",
            "Please don't feel guilty, lots of six-year-olds are still learning. Lessons at this age "
            "usually go quickly. Have you found a pool or a class yet?",
            "The leisure centre has a beginners' group on Saturdays at 9:45, 30 minutes a session, "
            "and a term is ten weeks for 85 pounds. It's the only slot that fits our week.",
            "Saturdays at 9:45 for 30 minutes over ten weeks at 85 pounds is typical pricing. Short "
            "sessions suit six-year-olds, they lose focus after half an hour anyway.",
            "She's scared of putting her face in the water, which is the main problem. Last summer "
            "she screamed when a wave splashed her, poor thing.",
            "Fear of water on the face is the most common hurdle. Bath-time games, like blowing "
            "bubbles or pouring water over her head with a cup, can help a lot between lessons.",
            "Her ears are a worry too, she had grommets fitted in January, so the doctor says she "
            "must wear ear plugs and a swim cap in the pool.",
            "With grommets since January, ear plugs and a cap are the usual advice. Mouldable silicone "
            "plugs stay in better than the foam ones for children.",
            "I'll get those. The term starts on the 7th of September, and I have to register online "
            "before the 25th of August or she loses the place.",
            "Registering before 25 August for a start on 7 September, good. A reminder on your phone a "
            "few days before the deadline is worth setting now.",
            "My husband <PERSON_2> will take her most weeks because I work every other Saturday. I'll "
            "go on my free Saturdays, which I'm looking forward to.",
            "That's a nice split. Watching from the side on your free Saturdays will show you what "
            "to practise at home.",
            "One more thing, she gets really cold quickly, her lips go blue. Is that normal?",
            "Thin children do get cold fast. A warm towel robe for straight after, and a hot drink "
            "in the café, help. Mention it to the teacher so she's kept moving.",
            "Great tips. Honestly I feel calmer about it now. She's actually excited about the new "
            "swimsuit, ha.",
            "A new swimsuit is great motivation. Good luck to both of you.",
            "Thanks! Oh, the centre just emailed: the group moved to 10:15, same day. Fine for us.",
            "Noted, Saturdays at 10:15 then. A later start is kinder on weekend mornings anyway.",
            "True, no more rushing. Thanks again.",
            "Any time. Tell me how the first lesson goes.",
        ],
        "facts": [
            ["<PERSON_1>"],
            ["six"],
            ["30 minutes"],
            ["85 pounds"],
            ["grommets"],
            ["ear plugs"],
            ["7th of September"],
            ["25th of August"],
            ["<PERSON_2>"],
        ],
        "updates": [(["9:45"], ["10:15"])],
    },
    {
        "id": "ch-mum-medication",
        "messages": [
            "Hello. My mum moved in with us after her fall in spring and I'm now in charge of her "
            "medication, which feels like a big responsibility, I'm scared of messing it up.",
            "That's a big responsibility, and being careful about it is exactly right. A clear "
            "schedule and a weekly pill organiser make most mistakes impossible. What does she take?",
            "She takes a blood thinner at 8am, half a tablet, and a blood pressure tablet at 6pm. "
            "Plus vitamin D once a week, on Sundays.",
            "Half a blood thinner at 8am, the blood pressure tablet at 6pm and vitamin D on Sundays is "
            "a manageable routine. A pill organiser with morning and evening rows fits it well.",
            "She absolutely can't take ibuprofen with the blood thinner, the GP said so twice. Only "
            "paracetamol for her hip pain, and at most 4 grams a day.",
            "Good that you know that. Paracetamol up to 4 grams a day is the usual maximum for adults; "
            "writing it on the organiser's lid helps anyone else who helps her.",
            "Her blood tests are every 4 weeks at the surgery, the next one is on the 14th at 9:20. "
            "I've taken the morning off work for it.",
            "Blood tests every four weeks are standard with blood thinners. Being there on the 14th "
            "at 9:20 means you can ask about the dose straight away.",
            "My brother <PERSON_1> lives nearby and will cover weekends when we go away, so he needs "
            "to know all this too. He's a bit chaotic, honestly.",
            "Then a one-page sheet on the fridge with times, doses and the no-ibuprofen rule is the "
            "safest thing for <PERSON_1>. Chaos is less of a risk with everything in one place.",
            "The pharmacy delivers the prescriptions every 28 days, the next delivery is on a Monday, "
            "the 2nd. The driver always comes after lunch.",
            "A 28-day delivery cycle on Mondays is convenient. Check the packets when they come, "
            "because generic tablets can change colour between deliveries and confuse people.",
            "Oh, she also drinks a lot of grapefruit juice, she loves it. Is that a problem?",
            "Grapefruit can interact with some medicines. It's worth asking the pharmacist about her "
            "specific tablets, they'll know in a minute.",
            "I'll ask when they deliver. Thanks for being so patient with me.",
            "You're doing a careful job. Ask me whenever something new comes up.",
            "Actually, the GP just called: the blood thinner goes up to a whole tablet from tomorrow, "
            "not half.",
            "Noted, a whole tablet at 8am from tomorrow. Update the organiser and the fridge sheet so "
            "<PERSON_1> sees the new dose too.",
            "Done both. Phew.",
            "Well done. Two places with the same dose means nobody gets it wrong.",
        ],
        "facts": [
            ["8am"],
            ["6pm"],
            ["Sundays"],
            ["ibuprofen"],
            ["4 grams"],
            ["4 weeks"],
            ["9:20"],
            ["<PERSON_1>"],
            ["28 days"],
            ["grapefruit"],
        ],
        "updates": [(["half a tablet"], ["whole tablet"])],
    },
    {
        "id": "ch-night-photography",
        "messages": [
            "So I've booked a night photography course, stars and the Milky Way, and I'm weirdly "
            "nervous about it. Everyone there will have fancy gear and I have my old camera.",
            "A night sky course sounds wonderful. Older cameras often do fine at night with the right "
            "lens and a tripod; skill counts more than gear. What do you have?",
            "An old Nikon with an 18-55 kit lens, and a wobbly tripod I bought for 20 euros. The "
            "course is in <LOCATION_1>, two nights, the 21st and 22nd of September.",
            "An 18-55 kit lens works for stars at its widest setting. Two nights in <LOCATION_1> on 21 "
            "and 22 September should be nice and dark if the moon is small.",
            "The organiser, <PERSON_1>, said we need a lens that opens to at least f/2.8, so I'm "
            "thinking of buying a 24mm one, second-hand. I'd spend up to 250 euros.",
            "A second-hand 24mm at f/2.8 or faster for up to 250 euros is realistic. Check the focus "
            "ring for smoothness, you'll focus by hand in the dark.",
            "Oh and I get cold super easily, and it's apparently 3 degrees at night up there in "
            "September. I'll need proper layers.",
            "At 3 degrees at night, layers, a hat and gloves with finger flaps are essential. A flask "
            "of something hot makes long exposures much more pleasant.",
            "We meet at the car park at 10pm and shoot until about 2am. I'll have to drive back to "
            "the guesthouse afterwards, which worries me a bit, honestly.",
            "Driving at 2am after hours in the cold is tiring. A nap in the afternoon and a coffee "
            "before leaving help; it's worth asking if anyone shares the route.",
            "Good idea, there's a shared lift group. I also want a red head torch, everyone says "
            "white light ruins it for the whole group.",
            "A red head torch is standard etiquette at star shoots. They're cheap too.",
            "My partner <PERSON_2> is coming along but won't take photos, she just wants to see the "
            "stars. She'll probably fall asleep in the car, ha.",
            "That sounds like a lovely trip for both of you. A folding chair and a blanket for "
            "<PERSON_2> will make it comfortable.",
            "Yes! Honestly I'm mostly excited, the nerves are just about the gear.",
            "Your gear will do. Practise focusing on a bright star at home before you go.",
            "Will do, the tripod is first on my list to replace anyway.",
            "A sturdier tripod makes the biggest difference for sharp stars. Enjoy it.",
        ],
        "facts": [
            ["18-55"],
            ["20 euros"],
            ["<LOCATION_1>"],
            ["22nd of September"],
            ["<PERSON_1>"],
            ["24mm"],
            ["250 euros"],
            ["3 degrees"],
            ["10pm"],
            ["red head torch"],
            ["<PERSON_2>"],
        ],
        "updates": [],
    },
    {
        "id": "ch-bike-commute",
        "messages": [
            "Morning! I've decided to cycle to work from next month, partly for money and partly "
            "because I've been feeling sluggish lately. Slightly scared of the traffic though.",
            "That's a great decision for both reasons. Traffic feels much less scary with a good "
            "route and lights. How far is it, and what bike do you have?",
            "It's 11 kilometres each way, mostly along the canal, and there's one nasty roundabout "
            "near the office. I have an old hybrid that's been in the shed for two years.",
            "Eleven kilometres along a canal is very doable, around 40 minutes at an easy pace. A "
            "bike that sat for two years needs a service first: tyres, brakes and chain.",
            "The bike shop near me, run by <PERSON_1>, does a full service for 65 pounds. I booked it "
            "for Thursday, they need it for two days.",
            "A full service for 65 pounds with a two-day turnaround is standard. Ask them to check the "
            "tyres for cracks, old rubber is the usual failure.",
            "Work has showers, which is great, but I can't leave the bike outside, there were "
            "thefts last winter. We can keep bikes in the basement if we register them.",
            "Registering it for the basement is worth it given the thefts. A good D-lock is still "
            "useful for stops on the way.",
            "I'd like to start on the 1st, and ride three days a week at first, Monday, Wednesday and "
            "Friday. Tuesdays I have to drive because I take my son to football.",
            "Three days a week from the 1st is a sensible start. Driving on Tuesdays for football "
            "keeps things simple.",
            "I'm also hoping to save money: my train ticket is 140 pounds a month, and if I cycle "
            "three days I can switch to a 10-trip ticket.",
            "Swapping a 140 pound monthly ticket for a carnet on the other days should save a good "
            "amount. Keep a note of the numbers after the first month.",
            "The roundabout still scares me, my colleague <PERSON_2> says there's a cut-through by "
            "the school that avoids it.",
            "The cut-through by the school sounds ideal. Try the whole route on a Sunday morning when "
            "it's quiet, so you know it before the first work day.",
            "Oh, and I'm allergic to bee stings, so I'll keep my antihistamines in the saddle bag. "
            "There are hives along the canal, apparently.",
            "Carrying antihistamines along a canal with hives is wise. Tell <PERSON_2> or someone at "
            "work where you keep them, just in case.",
            "Good point. I'm actually looking forward to it now.",
            "Enjoy it. The first week is the hardest, then it becomes the best part of the day.",
        ],
        "facts": [
            ["11 kilometres"],
            ["roundabout"],
            ["<PERSON_1>"],
            ["65 pounds"],
            ["basement"],
            ["1st"],
            ["Tuesdays"],
            ["140 pounds"],
            ["<PERSON_2>"],
            ["bee stings"],
        ],
        "updates": [],
    },
]
