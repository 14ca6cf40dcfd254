"""Hand-written scenarios of the summary evaluation: per set ("test", "dev") the fact-carrying topics,
the small-talk turns and the padding an assistant adds. Names are already placeholders (`<PERSON_1>`),
as the scrubber would have stored them. Test and dev share no topic, sentence or padding line.

A fact is (kind, sentence, keys); an update is (kind, early sentence, later sentence, old keys, new keys).
"""

SCENARIOS = {
    "test": [
        {
            "topic": "kitchen renovation",
            "facts": [
                ("number", "the total budget we agreed on for the kitchen is 18,500 euros and that has to "
                 "include the appliances", ["18,500"]),
                ("person", "the contractor is <PERSON_1>, he comes recommended by the neighbours",
                 ["<PERSON_1>"]),
                ("preference", "I really want a matte black sink, not a stainless steel one",
                 ["matte", "sink"]),
                ("constraint", "nothing noisy can happen before 8 in the morning because of the baby",
                 ["baby"]),
                ("decision", "we finally decided on oak worktops", ["oak", "worktops"]),
                ("task", "I have to order the floor tiles myself", ["tiles"]),
            ],
            "updates": [
                ("date", "the electrician is booked for Thursday", "the electrician just called and moved "
                 "his visit to Saturday", ["Thursday"], ["electrician", "Saturday"]),
            ],
        },
        {
            "topic": "a wedding in the family",
            "facts": [
                ("person", "my brother <PERSON_1> is getting married and I'm the best man", ["<PERSON_1>"]),
                ("date", "the ceremony is on 14 June", ["14", "June"]),
                ("number", "they expect about 120 guests", ["120"]),
                ("constraint", "the bride's mother is allergic to lilies, so no lilies anywhere",
                 ["lilies"]),
                ("task", "I still need to write the speech", ["speech"]),
                ("preference", "I'd like the speech to be under five minutes", ["five", "minutes"]),
            ],
            "updates": [
                ("number", "the stag weekend budget is 300 per person", "we had to raise the stag weekend "
                 "budget to 450 per person", ["300"], ["450"]),
            ],
        },
        {
            "topic": "a job search",
            "facts": [
                ("number", "my current salary is 52,000 and I won't move for less than 60,000",
                 ["60,000"]),
                ("person", "the recruiter I talk to is <PERSON_2>", ["<PERSON_2>"]),
                ("preference", "I want a fully remote role, no office days", ["remote"]),
                ("decision", "I turned down the fintech offer", ["fintech"]),
                ("task", "I need to update my portfolio site before Friday", ["portfolio", "Friday"]),
                ("constraint", "I can only interview after 4 pm", ["4", "pm"]),
            ],
            "updates": [
                ("date", "the final interview is on Tuesday", "they pushed the final interview to "
                 "Wednesday", ["Tuesday"], ["interview", "Wednesday"]),
            ],
        },
        {
            "topic": "marathon training",
            "facts": [
                ("date", "the race is on 20 October", ["20", "October"]),
                ("number", "my goal time is 3:45", ["3:45"]),
                ("constraint", "my left knee hurts after anything over 25 km", ["knee"]),
                ("preference", "I hate running on treadmills", ["treadmills"]),
                ("person", "my coach is <PERSON_1>", ["<PERSON_1>"]),
                ("task", "I need new shoes before the long runs start", ["shoes"]),
            ],
            "updates": [
                ("number", "I run four days a week", "from now on I'm running five days a week",
                 ["four"], ["five"]),
            ],
        },
        {
            "topic": "a small bakery's bookkeeping",
            "facts": [
                ("number", "flour costs went up to 0.92 per kilo", ["0.92"]),
                ("person", "<PERSON_3> does our payroll", ["<PERSON_3>"]),
                ("decision", "we're dropping the Sunday opening", ["Sunday"]),
                ("task", "the VAT return has to be filed by 31 January", ["VAT", "31", "January"]),
                ("constraint", "we can't take on any new loan this year", ["loan"]),
                ("preference", "I prefer paying suppliers by bank transfer, never by card", ["transfer"]),
            ],
            "updates": [
                ("number", "our rent is 2,100 a month", "the landlord raised the rent to 2,350 a month",
                 ["2,100"], ["2,350"]),
            ],
        },
        {
            "topic": "a child's birthday party",
            "facts": [
                ("number", "my daughter is turning 7", ["7"]),
                ("constraint", "two of the kids are allergic to peanuts", ["peanuts"]),
                ("preference", "she wants a dinosaur theme", ["dinosaur"]),
                ("number", "we invited 16 kids", ["16"]),
                ("person", "<PERSON_2> offered to bring a bouncy castle", ["<PERSON_2>", "castle"]),
                ("task", "I have to buy the party bags", ["bags"]),
            ],
            "updates": [
                ("place", "the party is in the garden", "because of the forecast we moved the party into the "
                 "community hall", ["garden"], ["hall"]),
            ],
        },
        {
            "topic": "setting up a home network",
            "facts": [
                ("number", "the fibre line is 500 megabits", ["500"]),
                ("decision", "we're going with a mesh system", ["mesh"]),
                ("constraint", "the router has to stay in the hallway cupboard", ["cupboard"]),
                ("task", "I need to set up a guest network", ["guest"]),
                ("preference", "I want the kids' devices offline after 9 pm", ["offline"]),
                ("person", "my neighbour <PERSON_1> will help with the cabling", ["<PERSON_1>"]),
            ],
            "updates": [
                ("name", "the old network name is Hedgehog", "I renamed the network to Otterhouse",
                 ["Hedgehog"], ["Otterhouse"]),
            ],
        },
        {
            "topic": "buying a used car",
            "facts": [
                ("number", "my budget is 9,000", ["9,000"]),
                ("preference", "it has to be an automatic", ["automatic"]),
                ("constraint", "no diesel, the city is banning them", ["diesel"]),
                ("person", "the seller is <PERSON_4>", ["<PERSON_4>"]),
                ("decision", "we ruled out anything older than 2016", ["2016"]),
                ("task", "I must book an inspection", ["inspection"]),
            ],
            "updates": [
                ("number", "the mileage limit is 80,000 km", "I'd now accept up to 110,000 km",
                 ["80,000"], ["110,000"]),
            ],
        },
        {
            "topic": "a dinner party",
            "facts": [
                ("number", "there will be 10 people at the table", ["10"]),
                ("constraint", "one guest is vegan and another can't eat gluten", ["vegan", "gluten"]),
                ("preference", "I want to cook risotto as the main", ["risotto"]),
                ("person", "<PERSON_1> is bringing the wine", ["<PERSON_1>", "wine"]),
                ("task", "I need to borrow extra chairs", ["chairs"]),
                ("date", "dinner starts at 7:30", ["7:30"]),
            ],
            "updates": [
                ("dish", "dessert will be tiramisu", "we swapped the dessert for panna cotta",
                 ["tiramisu"], ["panna", "cotta"]),
            ],
        },
        {
            "topic": "moving house",
            "facts": [
                ("date", "the keys are handed over on 3 May", ["3", "May"]),
                ("number", "the movers quoted 1,450", ["1,450"]),
                ("task", "I have to cancel the old broadband", ["broadband"]),
                ("constraint", "the piano has to go up a narrow staircase", ["piano"]),
                ("person", "<PERSON_2> is looking after the cat on moving day", ["<PERSON_2>", "cat"]),
                ("decision", "we're selling the sofa instead of moving it", ["sofa"]),
            ],
            "updates": [
                ("number", "we need 40 boxes", "we actually need 65 boxes", ["40"], ["65"]),
                ("time", "the van is booked for 9:15", "the van slot changed to 13:40", ["9:15"], ["13:40"]),
            ],
        },
    ],
    "dev": [
        {
            "topic": "organising a meetup",
            "facts": [
                ("number", "we expect 60 attendees", ["60"]),
                ("person", "<PERSON_1> is the keynote speaker", ["<PERSON_1>", "keynote"]),
                ("constraint", "the venue must be step-free", ["step-free"]),
                ("task", "I have to print the badges", ["badges"]),
                ("preference", "I'd like pizza rather than sandwiches", ["pizza"]),
            ],
            "updates": [
                ("date", "the meetup is on the 9th", "the meetup moved to the 16th", ["9th"], ["16th"]),
            ],
        },
        {
            "topic": "adopting a dog",
            "facts": [
                ("number", "the adoption fee is 250", ["250"]),
                ("constraint", "our flat is on the fourth floor with no lift", ["lift"]),
                ("preference", "we'd like a calm older dog", ["older"]),
                ("person", "<PERSON_2> runs the shelter", ["<PERSON_2>", "shelter"]),
                ("task", "we need to buy a crate", ["crate"]),
            ],
            "updates": [
                ("name", "we'll call him Biscuit", "we changed the name to Pepper", ["Biscuit"], ["Pepper"]),
            ],
        },
        {
            "topic": "learning the piano",
            "facts": [
                ("number", "I practise 30 minutes a day", ["30"]),
                ("person", "my teacher is <PERSON_1>", ["<PERSON_1>"]),
                ("preference", "I want to play jazz standards eventually", ["jazz"]),
                ("constraint", "I can only practise with headphones after 10 pm", ["headphones"]),
                ("task", "I have to learn the C major scale hands together", ["scale"]),
            ],
            "updates": [
                ("number", "lessons cost 35 each", "the teacher raised lessons to 40 each", ["35"], ["40"]),
            ],
        },
        {
            "topic": "writing a thesis",
            "facts": [
                ("date", "the submission deadline is 15 September", ["15", "September"]),
                ("number", "the word limit is 80,000", ["80,000"]),
                ("person", "my supervisor is <PERSON_3>", ["<PERSON_3>"]),
                ("decision", "I'm dropping the survey chapter", ["survey"]),
                ("task", "I must send chapter two for feedback", ["feedback"]),
            ],
            "updates": [
                ("tool", "I write it in Scrivener", "I switched the thesis over to LaTeX", ["Scrivener"],
                 ["LaTeX"]),
            ],
        },
    ],
}  # fmt: skip

# User chatter is composed: opener + middle + closer (hundreds of combinations, so a summarizer cannot
# shrink a conversation just by dropping repeated lines). {topic} is filled in.
USER_CHATTER = {
    "test": {
        "open": ["Sorry for the slow reply,", "Okay, so,", "Right, back to this:", "Morning!", "Hi again,",
                 "Before I lose my train of thought,", "Just got home and", "So I've been thinking and",
                 "Alright,", "Hey, quick one,", "Ugh, long day, but", "Honestly,"],
        "middle": [
            "it has been a hectic week and {topic} keeps slipping down the list",
            "my partner thinks I'm overthinking {topic}, which is probably fair",
            "I read three different blog posts about {topic} last night and they all disagreed",
            "the weather has been grim so I stayed in and wrote lists instead of going out",
            "I keep changing my mind about the small details and it's driving me a bit mad",
            "a friend asked me how {topic} was going and I realised I had no clear answer",
            "I spent an hour looking at pictures online instead of doing anything useful",
            "my phone died halfway through writing my notes so some of this is from memory",
            "I'm trying to be more organised this time round than I was last year",
            "everyone I talk to seems to have a completely different opinion on it",
            "I had a long call with my mum about it and she had views, as always",
            "I made a spreadsheet for it at the weekend and then promptly ignored it",
            "the dog sat on my keyboard while I was typing this, so apologies for any typos",
            "I woke up at three in the morning thinking about it, which is never a good sign",
        ],
        "close": ["Anyway.", "Does that make sense?", "Sorry, rambling a bit.", "What do you think?",
                  "Let me know if I'm missing something obvious.", "I just want it to go smoothly.",
                  "Not sure why it stresses me out so much.", "Fingers crossed.", "I'll stop there.",
                  "Thoughts?", "Bear with me.", "Ha, life."],
    },
    "dev": {
        "open": ["Evening,", "OK,", "Hello again,", "So,", "Right,", "Well,"],
        "middle": [
            "work ran late again and I'm only now sitting down with a cup of tea",
            "a colleague asked about {topic} at lunch and I hadn't written anything down",
            "part of me wants to keep {topic} simple and part of me wants every detail right",
            "I watched far too many videos about it last night",
            "it has taken over most of my evenings lately",
            "the neighbours are drilling again so I can barely think",
            "I forgot half of what I meant to say earlier",
        ],
        "close": ["Anyway.", "Hope that's clear.", "Does that sound OK?", "More later.", "Cheers.",
                  "That's all for now."],
    },
}  # fmt: skip
# assistant answers that pad (acknowledgement + advice + closer), sometimes restating a fact
ASSISTANT_PADDING = {
    "test": {
        "ack": ["That makes a lot of sense.", "Thanks for sharing all of that.", "Great question.",
                "I completely understand.", "Good to know.", "Absolutely.", "That's really helpful context.",
                "I hear you.", "Of course."],
        "body": [
            "It's a really common situation when you're in the middle of {topic}, and there are a few "
            "angles worth considering, so I'm happy to go through each of them with you step by step.",
            "If it helps, we could put together a simple checklist so you can see at a glance what is done "
            "and what is still open, which tends to take a lot of the stress out of it.",
            "In general the best approach is to start with the parts that have fixed dates or costs and then "
            "fit the flexible parts around them, so you avoid surprises later on.",
            "Many people find that breaking the work into small, concrete steps makes {topic} much more "
            "manageable, and it is easier to stay motivated when you can tick things off.",
            "One thing I'd add is to keep a short written record of what you have agreed with everyone "
            "involved, because memories get fuzzy and it saves a lot of back and forth.",
            "Planning ahead is almost always worth it, even if it feels like overthinking at the time, "
            "because the small decisions add up quickly once things get going.",
            "It might also help to set aside one fixed slot each week just for {topic}, so it doesn't leak "
            "into every evening and you get proper breaks from it.",
            "There's rarely one right answer here; what matters most is that the plan fits your situation "
            "and that you're comfortable with the trade-offs you're making.",
            "A good rule of thumb is to leave a little slack in both the schedule and the budget, because "
            "something unexpected nearly always turns up along the way.",
        ],
        "close": ["Let me know whenever you want to revisit any part of this.",
                  "Is there anything else on your mind about it?", "Happy to dig into any of it further.",
                  "We can adjust as things change.", "Just say the word if you want more detail.",
                  "I'm here if you want to talk it through.", "Shall we look at the next step?"],
        "restate": ["Just to confirm I've got that right: {f}.", "Noted, {f}.",
                    "Got it, so {f}. I'll keep that in mind."],
    },
    "dev": {
        "ack": ["Understood.", "Thanks, that's useful.", "Sounds good.", "Right.", "Makes sense."],
        "body": [
            "For {topic}, it usually pays to settle the big constraints first and leave the small choices "
            "for later, once you know what is actually possible.",
            "I'd suggest writing the open questions in one place so we can tick them off one by one as you "
            "get answers.",
            "If anything changes, just tell me and we'll update the plan together.",
            "You're clearly putting real thought into it, which is most of the battle.",
            "Try not to decide everything in one evening; a night's sleep helps with the bigger calls.",
        ],
        "close": ["Anything else?", "Talk soon.", "Let me know how it goes.", "Good luck with it."],
        "restate": ["OK, so {f}.", "Noted that {f}."],
    },
}  # fmt: skip
# small-talk conversations: no fact to keep, must still fold
SMALL_TALK_USER = {
    "test": [
        "Hi! Nothing urgent today, I just felt like chatting for a bit while the pasta water boils.",
        "I watched an old black-and-white film last night and it was surprisingly gripping.",
        "Do you ever think about how strange it is that we all agreed on a seven-day week?",
        "The birds outside my window have been incredibly loud this morning, it's almost funny.",
        "I tried a new kind of tea today, something smoky, and I can't decide if I like it.",
        "Rainy Sundays are the best for doing absolutely nothing, don't you think?",
        "I have been trying to read more instead of scrolling, with mixed success so far.",
        "Someone on the bus was whistling the same tune for twenty minutes and now it's stuck in my head.",
        "What's a good question to ask to get a conversation going at a dinner?",
        "I'm in a lazy mood, tell me something interesting about octopuses.",
        "My houseplant has suddenly decided to grow three new leaves at once, I'm weirdly proud.",
        "Is it just me or do weekends go twice as fast as weekdays?",
        "I found a jumper I thought I'd lost years ago at the back of the wardrobe.",
        "The moon was enormous last night, did you see it? Well, I suppose you didn't.",
        "I've decided I like autumn best, mostly for the excuse to wear scarves.",
        "Why do biscuits go soft and bread goes hard? It makes no sense.",
        "I tried to learn a card trick from a video and failed spectacularly.",
        "Someone left a tiny knitted hat on the fence post outside, it's adorable.",
    ],
    "dev": [
        "Evening! I'm just winding down and wanted some company.",
        "The sunset today was ridiculous, all orange and purple.",
        "I can never decide whether I'm a morning person or a night owl.",
        "Tell me a fun fact about clouds, please.",
        "I made soup and it was somehow both too salty and bland.",
        "My neighbour's dog barks at every single leaf that moves.",
        "I think I've watched every cooking show there is by now.",
        "It's so quiet tonight, I can hear the fridge humming.",
    ],
}
SMALL_TALK_ASSISTANT = {
    "test": [
        "That sounds lovely. There is something nice about a slow moment in the middle of the day, and I'm "
        "always happy to chat about whatever comes to mind.",
        "Old films can be wonderful; the pacing is different, and the dialogue often carries much more of "
        "the story than modern films allow it to.",
        "It is a curious convention when you think about it. Many calendars through history tried other "
        "lengths, but the seven-day cycle stuck around remarkably well.",
        "Octopuses are fascinating: they have three hearts, blue blood, and most of their neurons are in "
        "their arms rather than in their heads.",
        "I think that's a great habit to build. Even a few pages a day adds up faster than you'd expect.",
        "Ha, earworms are the worst. Some people say humming a different song, or chewing gum, helps to "
        "shake them off.",
        "That's a lovely little find. Small surprises like that can make the whole day feel brighter.",
        "Time really does seem to speed up when we're enjoying ourselves; it's one of those odd quirks of "
        "how memory works.",
        "Biscuits soak up moisture from the air while bread loses it, which is why they go opposite ways.",
        "Card tricks take a surprising amount of practice; most magicians rehearse a single move for weeks.",
        "Autumn is a popular favourite, with the colours, the crisp air and, yes, the scarves.",
        "Plants do tend to grow in bursts when the light and warmth suit them, so you must be doing "
        "something right.",
    ],
    "dev": [
        "That sounds very relaxing. I'm glad to keep you company for a while.",
        "Clouds can weigh hundreds of tonnes even though they look weightless, because they are so large.",
        "Cooking is full of those moments. A squeeze of lemon often rescues a bland, salty soup.",
        "Quiet evenings like that can be rather nice, once you get used to the fridge.",
        "Dogs notice movement far more than we do, so every leaf really is an event for them.",
    ],
}
