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

# long user chatter around the facts; {topic} is filled in
USER_CHATTER = {
    "test": [
        "Sorry for the slow reply, it has been one of those weeks where everything lands at once and I "
        "barely had a minute to sit down and think about {topic}.",
        "I was talking about this with a friend over coffee yesterday and she had a lot of opinions, most "
        "of which I ignored, but it got me thinking about {topic} again.",
        "Honestly I keep going back and forth on everything, which is exhausting, and I know I should just "
        "commit to a plan and stop second-guessing myself.",
        "Anyway, the weather here has been miserable, grey and drizzly all day, so I stayed in and made a "
        "long list of what is left to do.",
        "I read a couple of forum threads last night that were more confusing than helpful, so I'd rather "
        "hear it from you in plain words.",
        "My partner says I'm overthinking it, which is probably true, but I would rather be over-prepared "
        "than caught out at the last minute.",
        "It's funny how something that looked simple a month ago now has a hundred small decisions hanging "
        "off it.",
        "I also spent far too long this morning looking at pictures online for inspiration, which was fun "
        "but not exactly productive.",
    ],
    "dev": [
        "Long day at work again, so I'm only now getting round to this, with a cup of tea and the radio on.",
        "A colleague asked me about it at lunch and I realised I hadn't written anything down yet.",
        "Part of me wants to keep it all very simple and part of me wants to get every detail right.",
        "I scrolled through a lot of videos about it last night, some useful and some just noise.",
        "I don't want to bore you with the whole story, but it has taken up most of my evenings lately.",
    ],
}
# assistant answers that restate and pad; {topic} is filled in
ASSISTANT_PADDING = {
    "test": [
        "That makes a lot of sense, and it's a really common situation when you're in the middle of "
        "{topic}. There are a few angles worth considering here, and I'm happy to go through each of them "
        "with you step by step so nothing falls through the cracks.",
        "Thanks for sharing all of that. It sounds like you already have a good handle on the main points. "
        "If it helps, we could put together a simple checklist so you can see at a glance what is done and "
        "what is still open.",
        "Great question. In general, the best approach is to start with the things that have fixed dates "
        "or costs, and then fit the flexible parts around them. That way you avoid surprises later on.",
        "I completely understand how overwhelming this can feel. Many people find that breaking the work "
        "into small, concrete steps makes it much more manageable, and it's easier to stay motivated.",
        "That's a sensible plan. One thing I'd add is to keep a short written record of what you've "
        "agreed with everyone involved, because memories get fuzzy and it saves a lot of back and forth.",
        "Good to know. I'll keep that in mind as we go. Is there anything else about {topic} that has been "
        "on your mind, or anything you'd like me to look into more closely?",
        "Absolutely, and don't worry about overthinking it; planning ahead is almost always worth it. "
        "Let me know whenever you want to revisit any part of this, and we can adjust as things change.",
    ],
    "dev": [
        "Understood. For {topic}, it usually pays to settle the big constraints first and leave the small "
        "choices for later, once you know what is actually possible.",
        "Thanks, that's helpful context. I'd suggest writing the open questions in one place so we can "
        "tick them off one by one as you get answers.",
        "Sounds good. If anything changes, just tell me and we'll update the plan together.",
        "That is a reasonable way to go about it, and you're clearly putting real thought into it.",
    ],
}
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
    ],
    "dev": [
        "Evening! I'm just winding down and wanted some company.",
        "The sunset today was ridiculous, all orange and purple.",
        "I can never decide whether I'm a morning person or a night owl.",
        "Tell me a fun fact about clouds, please.",
        "I made soup and it was somehow both too salty and bland.",
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
    ],
    "dev": [
        "That sounds very relaxing. I'm glad to keep you company for a while.",
        "Clouds can weigh hundreds of tonnes even though they look weightless, because they are so large.",
        "Cooking is full of those moments. A squeeze of lemon often rescues a bland, salty soup.",
    ],
}
