"""The chatty probe's tuning conversations (bench/chatty_probe.py): facts inside long user turns, long
assistant answers that restate values and advise, a few updates. Topics of our own, none of
bench/data/RESERVED.md's. Each: alternating messages (user first), facts (keys that must survive) and
updates (old keys, new keys).
"""

from __future__ import annotations

CHATTY_TUNING: list[dict] = [
    {
        "id": "c-cat-insulin",
        "messages": [
            "Hi again. Rough night, honestly, I barely slept. The vet says our cat Miso has diabetes and "
            "I'm still a bit shaken by it all.",
            "I'm sorry to hear that, it's a lot to take in at once. Diabetes in cats is very manageable "
            "for most owners, though, and plenty of cats live happily for years with it. Tell me what "
            "the vet told you and we can put a routine together.",
            "She wants him on 2 units of insulin twice a day, at 7am and 7pm, always right after food. "
            "I've never given an injection in my life, so that part terrifies me a little.",
            "Two units twice a day at 7am and 7pm after meals is a very common starting dose. Most "
            "people find the injections far easier than they feared, because the needles are tiny. You "
            "might want to practise the pinch of skin on a calm evening first, with treats nearby.",
            "Good idea. The insulin pens cost 48 pounds a box, which is steep but fine. The box lasts "
            "roughly a month if I'm careful with it.",
            "At 48 pounds a box lasting about a month, it's worth asking the vet whether a prescription "
            "from an online pharmacy would be cheaper. Many owners save a fair bit that way. Keep the "
            "pens in the fridge door, not at the back where things can freeze.",
            "Oh, and he has to switch to a special low-carb food, the vet was very firm about that. He "
            "hates change, so I expect some sulking, ha.",
            "Cats can be stubborn about food changes. Mixing a little of the new food into the old one "
            "over a week usually works, and warming it slightly helps with smell. Sulking is normal for "
            "the first few days.",
            "The recheck is on the 9th of March at 10:30, a glucose curve, so he'll be there most of the "
            "day. I need to drop him off before work.",
            "For a glucose curve on 9 March, they'll take blood every couple of hours, so dropping him "
            "off at 10:30 and collecting him in the evening is typical. Ask whether you should give the "
            "morning insulin at home or let them do it.",
            "Will do. My partner <PERSON_1> will handle the evening dose on weekdays because I get home "
            "late on those days.",
            "Splitting it that way makes sense. It helps to keep a shared log, even a note on the "
            "fridge, with the time and the dose, so nobody doses twice by accident.",
            "Yes, we nearly did that already on the first night, what a mess. Anyway, I'm also worried "
            "about the cost of all this overall.",
            "That's understandable. Between food, insulin and checks the first months cost the most; "
            "later it usually settles. Pet insurance rarely covers a condition that's already been "
            "diagnosed, so budgeting for it is wise.",
            "We've set aside 100 pounds a month for him, which should cover the pens and the food. The "
            "vet checks are extra and we'll deal with them as they come.",
            "A hundred pounds a month for pens and food sounds realistic. You could keep a small "
            "buffer for the recheck visits so they don't come as a shock.",
            "Quick correction from the vet's email: the recheck is on the 16th of March, not the 9th. "
            "Same time though.",
            "Thanks for the correction, so the glucose curve is on 16 March at 10:30. That gives you "
            "an extra week to settle him on the new food, which will make the curve more useful.",
            "Right, that's true. I feel a bit better about it now, to be honest.",
            "I'm glad. You've already got a clear plan, which is most of the battle. Ask me anything "
            "if a dose goes wrong or he refuses the food.",
        ],
        "facts": [["2 units"], ["7am"], ["48 pounds"], ["low-carb"], ["<PERSON_1>"], ["100 pounds"]],
        "updates": [(["9th"], ["16th"])],
    },
    {
        "id": "c-bathroom-leak",
        "messages": [
            "Ugh, today was a disaster. There's water coming through the kitchen ceiling from the "
            "bathroom upstairs and I'm panicking a bit.",
            "That sounds stressful. First things first: if it's still dripping, turn off the water at "
            "the stopcock and keep electrics away from the wet area. Then we can sort out the plumber "
            "and the insurance.",
            "I've turned it off, the stopcock is under the sink. The plumber, <PERSON_1>, can only come "
            "on Thursday between 8 and 10 in the morning, which is annoying because I have a meeting.",
            "A Thursday slot between 8 and 10 is actually not bad for a leak. You could ask "
            "<PERSON_1> to ring you half an hour before arriving, so you only step out of the meeting "
            "briefly. Taking photos of the ceiling now will help with the claim.",
            "Already done, I took about twenty photos. The insurance excess is 250 pounds, so anything "
            "under that isn't worth claiming, my brother says.",
            "With a 250 pound excess your brother is right that small repairs aren't worth claiming. "
            "A ceiling repair plus the plumber can easily go over that, though, so get a written quote "
            "first and decide then.",
            "The policy number is on the fridge, it's HX-44719, I'll need it when I call them. They "
            "close at 6pm on weekdays, apparently.",
            "Keep HX-44719 handy and call before 6pm; mornings tend to have shorter queues. They'll "
            "probably ask for the date the leak started and whether it was sudden.",
            "It started last night around 11, it was sudden, a pipe joint behind the bath. I really "
            "don't want them to rip out the whole bath, we only had it fitted three years ago.",
            "A failed joint behind the bath can often be reached through an access panel or from the "
            "ceiling below, so the bath may well stay. Ask <PERSON_1> about that when he comes.",
            "Good, I hope so. Oh, and I can't be home on Thursday after 2pm because I'm picking up my "
            "niece from school, so everything has to be done by then.",
            "Noted, so the work has to finish by 2pm on Thursday. If the ceiling needs drying out, "
            "that can happen later anyway; dehumidifiers usually run for a few days.",
            "My neighbour offered to lend me her dehumidifier, which is sweet of her. I'll take it.",
            "That's kind of her, and it will save you hiring one. Run it with the doors closed so it "
            "works on the room rather than the whole house.",
            "Update: the plumber just texted, he can come on Wednesday instead, same time, 8 to 10. "
            "Much better for me.",
            "Great, Wednesday between 8 and 10 avoids your meeting altogether. Do you want a short "
            "checklist of what to ask him?",
            "Yes please, a short one. I'm hopeless at remembering things when someone's standing in "
            "front of me.",
            "Ask what failed and why, whether the bath has to come out, what the repair costs, and "
            "whether he can write a short note for the insurer. That's all you really need.",
        ],
        "facts": [["<PERSON_1>"], ["250 pounds"], ["HX-44719"], ["2pm"], ["dehumidifier"]],
        "updates": [(["Thursday"], ["Wednesday"])],
    },
    {
        "id": "c-spanish-lessons",
        "messages": [
            "Hola! Well, sort of. I've decided to finally learn Spanish before our trip to <LOCATION_1> "
            "in October, and I'm excited but also a bit embarrassed by how bad I am.",
            "That's a great goal, and everyone starts somewhere. With a few months before October you "
            "can get to a comfortable travel level. What's your starting point, and how much time do "
            "you have each week?",
            "I did two years of it at school, but that was twenty years ago, so basically nothing is "
            "left. I can do about 30 minutes a day on weekdays, and maybe an hour on Sundays.",
            "Thirty minutes on weekdays plus an hour on Sundays is plenty if it's regular. Old school "
            "Spanish tends to come back faster than you'd expect. I'd suggest mixing an app with "
            "listening practice, since ears are usually the weak spot.",
            "My colleague <PERSON_1> is from <LOCATION_2> and offered to chat with me in Spanish over "
            "lunch on Fridays, which is really nice of her.",
            "A weekly lunch conversation with <PERSON_1> is worth more than any app. You might want to "
            "prepare three or four questions each Friday so the conversation doesn't stall.",
            "I also signed up for an evening class, it's 12 sessions and costs 180 euros, starting on "
            "the 4th of June. Tuesdays from 7 to 8:30.",
            "Twelve sessions for 180 euros is a fair price. Starting 4 June on Tuesday evenings from "
            "7 to 8:30 gives you structure, and the Friday lunches will let you practise what you "
            "learn there.",
            "My main goal is ordering food and chatting with the host family, nothing fancy. I don't "
            "care about perfect grammar, honestly.",
            "That's a very sensible goal. Focus on food, directions, numbers and small talk about "
            "family and work; those cover most of a trip. Grammar will tidy itself up over time.",
            "Oh, and my husband is vegan, so I really need to be able to explain that in restaurants. "
            "Last trip was a nightmare for him.",
            "Then a few phrases are worth learning by heart: 'soy vegano' for him, and asking whether "
            "a dish has meat, fish, eggs or dairy. Waiters appreciate the effort, too.",
            "Haha, I'll practise that one a lot. We're staying for two weeks in total, the first week "
            "with the host family and the second on the coast.",
            "Two weeks split between a host family and the coast is a lovely mix. The host family week "
            "will do wonders for your listening.",
            "One change: the class moved to Wednesdays, same time, because the teacher had a clash. "
            "Not a big deal for me.",
            "Noted, Wednesdays from 7 to 8:30 then. That still leaves Tuesday for app practice and "
            "Friday for lunch with <PERSON_1>.",
            "Perfect. I'm going to write all of this down before I forget it.",
            "Good idea. A simple weekly plan on paper helps a lot. Buena suerte!",
        ],
        "facts": [
            ["<LOCATION_1>"],
            ["October"],
            ["30 minutes"],
            ["<PERSON_1>"],
            ["180 euros"],
            ["4th of June"],
            ["vegan"],
            ["two weeks"],
        ],
        "updates": [(["Tuesdays"], ["Wednesdays"])],
    },
    {
        "id": "c-monitor-desk",
        "messages": [
            "So my neck has been killing me for weeks and I think it's the laptop. I want to set up a "
            "proper desk at home, but I have no idea where to start.",
            "Neck pain from looking down at a laptop is really common. The biggest wins are a screen at "
            "eye level, a separate keyboard and a chair that supports your back. What's your budget?",
            "I'd like to stay under 600 pounds for everything, monitor, keyboard, chair, the lot. The "
            "desk itself I already have, it's an old oak one from my grandmother.",
            "Six hundred pounds for the monitor, keyboard and chair is workable. An old oak desk is "
            "usually sturdy enough for a monitor arm, too. I'd put most of the money into the chair.",
            "I work with spreadsheets all day, so I'm thinking a 27-inch screen. My brother swears by "
            "the ultrawide ones, but they look enormous to me.",
            "A 27-inch screen is a good size for spreadsheets at a normal desk depth. Ultrawides are "
            "lovely but often need a deeper desk, and they eat into the budget quickly.",
            "The desk is only 60 cm deep, which is probably why. And I can't have anything with a "
            "glossy screen, the window is right behind me and the glare is awful.",
            "At 60 cm deep, a 27-inch matte screen on an arm is the right choice; the arm lets you "
            "push it back a little. Matte panels are standard on office monitors, so that's easy.",
            "Ok. For the chair, I'm quite short, 158 cm, so most chairs leave my feet dangling. That's "
            "part of the problem, I think.",
            "At 158 cm, look for a chair with a low minimum seat height, and consider a footrest; it's "
            "cheap and fixes dangling feet immediately. Trying chairs in a shop first is worth it.",
            "There's an office furniture shop near work that has a showroom, I'll go on Saturday "
            "morning. They're open from 9.",
            "Saturday morning at the showroom is ideal, it's usually quiet right at opening. Sit in "
            "each chair for at least five minutes, and bring the shoes you wear at home.",
            "Ha, slippers then. Anyway I'd prefer a keyboard that's quiet, my partner works in the "
            "same room and mechanical ones drive her mad.",
            "A low-profile membrane or scissor-switch keyboard will keep the peace. They're cheap, "
            "too, which leaves more for the chair.",
            "Great. Oh, and my budget just went up, my employer gives a home office allowance of 250 "
            "pounds, so I can spend 850 in total now.",
            "With the 250 pound allowance you're at 850 pounds, which opens up a very good chair. "
            "Keep the receipts for the allowance claim.",
            "Will do. Thanks, this was really helpful, my neck already feels hopeful.",
            "Glad to help. Set the top of the screen at eye level and the rest follows.",
        ],
        "facts": [["27-inch"], ["60 cm"], ["glossy"], ["158 cm"], ["Saturday"], ["quiet"], ["250"]],
        "updates": [(["600"], ["850"])],
    },
    {
        "id": "c-food-bank",
        "messages": [
            "Hey. I started volunteering at the food bank last month and they've asked me to help "
            "organise the Saturday shifts, which is a bit of a step up for me, I'm nervous.",
            "Congratulations, that's a sign they trust you. Organising shifts is mostly about clear "
            "lists and reminders. How many volunteers and shifts are we talking about?",
            "There are 14 volunteers on the list and two shifts, 9 to 12 and 12 to 3. Each shift needs "
            "at least four people or it's chaos at the sorting tables.",
            "Fourteen volunteers for two shifts of four is comfortable on paper, though people drop out. "
            "A shared sign-up sheet with a reserve column usually helps a lot.",
            "The coordinator, <PERSON_1>, wants the rota done by the 20th. She's lovely but very "
            "precise, everything has to be in the shared spreadsheet.",
            "A deadline of the 20th gives you some time. You could send the sign-up link this week and "
            "fill gaps by phone. <PERSON_1> will probably appreciate a note on who is a reserve.",
            "I can't do the first shift myself, because I take my mum to her swimming class on "
            "Saturday mornings, so I'll always be on the afternoon one.",
            "Putting yourself on the 12 to 3 shift every week is a good anchor. It also means you're "
            "there when the morning shift hands over, which is when problems show up.",
            "True. Two of the volunteers only speak Polish, so I'd like to pair them with <PERSON_2>, "
            "who speaks it too.",
            "Pairing them with <PERSON_2> is thoughtful. Put them on the same shift in the rota so "
            "nobody forgets it when swapping.",
            "We also get a delivery from the supermarket every other Friday at 4pm, and someone needs "
            "to be there with the keys. I'll probably end up doing that as well, ha.",
            "A fortnightly Friday delivery at 4pm needs a named key holder and a backup. It's worth "
            "asking <PERSON_1> for a second set of keys rather than doing it all yourself.",
            "Good point. The van driver is always early anyway, what a character.",
            "Early drivers are a classic. A phone number for the driver saves a lot of waiting around.",
            "Update from <PERSON_1>: she now wants the rota by the 17th, not the 20th, because of a "
            "board meeting. Eek.",
            "So the rota is due on the 17th now. That's tighter but doable; send the sign-up link today "
            "and give people two days to answer.",
            "Will do tonight. Thanks, I feel much more organised already.",
            "You've got this. A clear sheet and a reminder message go a long way.",
        ],
        "facts": [
            ["14 volunteers"],
            ["four"],
            ["<PERSON_1>"],
            ["Polish"],
            ["<PERSON_2>"],
            ["4pm"],
            ["afternoon"],
        ],
        "updates": [(["20th"], ["17th"])],
    },
    {
        "id": "c-knee-physio",
        "messages": [
            "Morning. So I finally saw the physio about my knee after putting it off for ages. Turns out "
            "it's a kneecap tracking problem, nothing torn, which is a relief.",
            "Good news that nothing is torn. Tracking problems usually respond well to strengthening, "
            "especially the thigh and hip muscles. What did the physio give you?",
            "Three exercises, three sets of 15 reps each, every day: squats against the wall, side leg "
            "raises and step-downs. It takes about 20 minutes, which I can fit in before breakfast.",
            "Three exercises at three sets of 15 is a typical plan. Twenty minutes before breakfast is "
            "a good slot because it becomes a habit. Go slowly on the step-downs, they're the hardest.",
            "She also said no running for six weeks, which is hard because running is my thing. I can "
            "swim and cycle though, so it's not the end of the world.",
            "Six weeks without running is frustrating, but swimming and cycling will keep your fitness "
            "up. Flat routes on the bike are kinder to the knee at first.",
            "The follow-up is on the 3rd of May at 5:15pm, at the clinic near the station. She'll "
            "check if I can start jogging again then.",
            "A follow-up on 3 May at 5:15pm is well timed, right around the end of the six weeks. Keep "
            "a note of any pain during the exercises to show her.",
            "Each session is 55 pounds and my health insurance pays back 70 percent of it, so it's not "
            "too bad.",
            "With 70 percent paid back, each 55 pound session costs you much less. Keep the receipts "
            "together for the claim, insurers often want them all at once.",
            "I'm also supposed to ice it for 10 minutes after cycling. I always forget, to be honest.",
            "A bag of frozen peas by the door is an easy reminder. Ten minutes is enough; longer "
            "doesn't help more.",
            "Haha, noted. My running club has a 10k race on the 18th of May that I'd love to do, but "
            "I guess that depends on her.",
            "A 10k on 18 May is two weeks after the follow-up, so it may be possible if she clears you "
            "and you build up gently. It's worth asking her directly.",
            "I'll ask. Thanks for talking me through it, I was feeling pretty down about the whole thing.",
            "You're doing the right things. A few weeks of patience now usually saves months later.",
        ],
        "facts": [
            ["15 reps"],
            ["20 minutes"],
            ["six weeks"],
            ["3rd of May"],
            ["5:15pm"],
            ["55 pounds"],
            ["70 percent"],
            ["10 minutes"],
            ["18th of May"],
        ],
        "updates": [],
    },
    {
        "id": "c-laptop-video",
        "messages": [
            "Hi! I've started editing videos for my cycling channel and my old laptop just can't cope "
            "any more. The fan sounds like a jet engine, it's honestly embarrassing in cafés.",
            "Video editing is one of the hardest jobs for a laptop, so that makes sense. What do you "
            "edit with, and what's your budget?",
            "I use DaVinci Resolve, and I'd rather not spend more than 1400 euros. I edit 4K footage "
            "from a GoPro, mostly 10 to 15 minute videos.",
            "For DaVinci Resolve and 4K GoPro footage at 1400 euros, a laptop with a dedicated graphics "
            "card matters most, since Resolve leans heavily on the GPU. Ten to fifteen minute videos "
            "are very manageable.",
            "I need at least 32 GB of RAM, my friend <PERSON_1> who edits for a living was very clear "
            "about that. And a 1 TB SSD minimum.",
            "Thirty-two gigabytes of RAM and a 1 TB SSD are sensible minimums for 4K. An external SSD "
            "for the raw footage also keeps the internal drive from filling up.",
            "It has to be light too, under 2 kg, because I carry it on the bike to the café where I "
            "edit on Sunday mornings.",
            "Under 2 kg with a real graphics card narrows it down a lot; 16-inch gaming laptops are "
            "usually heavier. A 14-inch creator laptop is probably the sweet spot.",
            "And I really hate glossy screens, and I'd love good colours for grading, but that's more "
            "of a wish than a must.",
            "Matte screens with good colour coverage exist in that class, so you may get both. If you "
            "grade seriously later, a cheap calibrator fixes most screens.",
            "Oh, I nearly forgot, I also need a proper SD card slot, the adapters keep falling out.",
            "A full-size SD slot is common on creator laptops and rare on gaming ones, which again "
            "points to the 14-inch creator models.",
            "Ok, that helps. I'll look at a few in the shop in <LOCATION_1> on Friday after work, they "
            "have a student discount even though I'm not one, ha.",
            "Seeing them in person on Friday is a good idea, especially the keyboard and the weight. "
            "Check the fan noise under load if they'll let you.",
            "Good call, the fan noise is the whole reason I'm here! Thanks.",
            "Enjoy the shopping, and bring a short clip on a USB stick to test if they allow it.",
        ],
        "facts": [
            ["DaVinci Resolve"],
            ["1400 euros"],
            ["32 GB"],
            ["1 TB"],
            ["2 kg"],
            ["glossy"],
            ["SD card"],
            ["<LOCATION_1>"],
            ["Friday"],
        ],
        "updates": [],
    },
    {
        "id": "c-freelance-tax",
        "messages": [
            "Ugh, tax season. I'm a freelance illustrator and my paperwork is a shoebox of receipts, "
            "quite literally. I need to get it sorted and I keep putting it off.",
            "A shoebox of receipts is more common than you'd think. Let's make it manageable: what's "
            "the deadline, and do you have an accountant or are you filing yourself?",
            "The return is due on the 31st of January and I'm filing myself this year, because the "
            "accountant charged me 400 pounds last time and that felt like a lot.",
            "Filing yourself by 31 January saves the 400 pounds, and for a sole trader it's usually "
            "doable. The key is sorting income and expenses by month before you start the form.",
            "I invoiced about 38,000 pounds last year, spread over 11 clients. My biggest client, "
            "<PERSON_1>'s studio, paid about half of that.",
            "Around 38,000 pounds from 11 clients, with one client paying half, is worth noting for "
            "yourself too, since depending on one client is a risk. For the return, a list of invoices "
            "by date is what you need.",
            "I work from home, in the spare room, and I think I can claim part of the heating and "
            "internet. I also bought a new drawing tablet for 650 pounds in March.",
            "Use of home and a 650 pound drawing tablet are both typical expenses for an illustrator. "
            "Keep the tablet receipt separate, equipment is often treated differently from running "
            "costs.",
            "I'd like to do it in two evenings, Tuesday and Thursday next week, because weekends are "
            "for my kids and I refuse to give those up.",
            "Two evenings is realistic if the receipts are sorted first. You might spend this Sunday "
            "evening, just half an hour, putting them into monthly envelopes.",
            "Haha, nice try, but no Sundays! I'll do the envelopes on Monday night instead.",
            "Fair enough, Monday night for the envelopes, then Tuesday and Thursday for the return.",
            "Also, I want to start saving 25 percent of every payment into a separate account, so "
            "next year isn't a panic.",
            "Setting aside 25 percent of each payment is a very good habit for freelancers. A separate "
            "account you don't see every day makes it much easier to leave alone.",
            "Right. Thanks, this feels less scary already. I'll report back once it's filed.",
            "Good luck, and reward yourself when it's done. Two evenings and it's over.",
        ],
        "facts": [
            ["31st of January"],
            ["400 pounds"],
            ["38,000"],
            ["11 clients"],
            ["<PERSON_1>"],
            ["650 pounds"],
            ["Monday"],
            ["25 percent"],
        ],
        "updates": [],
    },
    {
        "id": "c-street-cleanup",
        "messages": [
            "Hello! Our residents' association is doing a street cleanup and somehow I ended up in "
            "charge. I'm excited but also slightly overwhelmed, I've never organised anything.",
            "That's a lovely project to lead. A cleanup mostly needs a date, a meeting point, "
            "equipment and a way to get rid of the rubbish. What do you have so far?",
            "It's on Sunday the 12th, from 10 till 1, meeting at the corner of the park by the "
            "playground. We expect about 30 people, maybe more if the weather is nice.",
            "Sunday the 12th from 10 to 1 at the park corner is a good plan. For about 30 people, "
            "you'll need gloves, litter pickers and bags; the council often lends those for free.",
            "Yes, the council is lending us 40 litter pickers and gloves, and they'll collect the "
            "bags on Monday morning. We have to leave them by the bins on <LOCATION_1>.",
            "Forty pickers covers a crowd of 30 with spares. Leaving the bags by the bins on "
            "<LOCATION_1> for a Monday collection is easy, just make sure they're tied.",
            "A local café, run by <PERSON_1>, offered free tea and coffee for everyone afterwards, "
            "which is amazing. I'm a bit worried about kids near the main road though.",
            "Free drinks from <PERSON_1>'s café will bring people back next year. For the kids, a "
            "rule that under 12s stay with an adult and keep off the main road side works well.",
            "Good, I'll say children under 12 must stay with an adult. We also got 150 pounds from "
            "the association for snacks and a few extra bin bags.",
            "A 150 pound budget for snacks and bags is generous. Fruit and biscuits go a long way, "
            "and they don't need a fridge.",
            "Honestly I'm most nervous about the speech at the start, I hate talking in front of "
            "people, my hands shake.",
            "Keep it to a minute: thank people, point to the equipment, say where the bags go and "
            "when the tea is. A short list on a card helps with shaky hands.",
            "That helps. Oh, and the council just moved the bag collection to Tuesday, so we can't "
            "leave the bags out until Monday night.",
            "Noted, collection on Tuesday now. Storing the bags somewhere covered overnight and "
            "putting them out on Monday night will keep foxes out of them.",
            "Good thinking, the foxes here are bold. Thanks!",
            "Enjoy the day. People remember a tidy street and a cup of tea.",
        ],
        "facts": [
            ["10 till 1"],
            ["30 people"],
            ["40 litter pickers"],
            ["<LOCATION_1>"],
            ["<PERSON_1>"],
            ["under 12"],
            ["150 pounds"],
        ],
        "updates": [(["Monday morning"], ["Tuesday"])],
    },
    {
        "id": "c-balcony-herbs",
        "messages": [
            "I've got a tiny balcony and I want to grow herbs this year. Last year everything died "
            "within a month, so please be gentle with me, ha.",
            "Everyone kills a few plants first. A small balcony can grow a lot of herbs. Which way "
            "does it face, and how much sun does it get?",
            "It faces west, so it gets sun from about 2pm until sunset. It's on the fifth floor and "
            "quite windy, which I think is what killed the basil last year.",
            "A west-facing balcony with afternoon sun is good for Mediterranean herbs. On the fifth "
            "floor, wind dries pots fast, so heavier pots and a windbreak help a lot.",
            "I mostly cook Thai and Italian, so I want basil, coriander, mint and chives. I don't "
            "like rosemary at all, so no need for that one.",
            "Basil, coriander, mint and chives cover both cuisines nicely. Keep the mint in its own "
            "pot, it takes over anything it shares with.",
            "The balcony is only 1.2 metres deep, and I can't drill into the wall because I rent. "
            "My landlord, <PERSON_1>, is strict about that.",
            "At 1.2 metres deep and no drilling, railing planters and a freestanding shelf are the "
            "way to go. They hook on without any holes, so <PERSON_1> has nothing to object to.",
            "I'm away for two weeks in August, from the 3rd to the 17th. My neighbour said she can "
            "water them but only twice a week.",
            "Watering twice a week while you're away from 3 to 17 August is enough if the pots are "
            "big and you use self-watering inserts. Grouping the pots together also helps.",
            "I have about 80 euros to spend on pots, soil and seeds. Is that realistic?",
            "Eighty euros is realistic if you grow some from seed and buy a basil plant or two. Good "
            "compost is where not to economise.",
            "Ok, I'll go to the garden centre on Saturday with a list. I'm quite excited actually.",
            "Have fun. Check the drainage holes on every pot before you buy it.",
        ],
        "facts": [
            ["west"],
            ["2pm"],
            ["fifth floor"],
            ["mint"],
            ["rosemary"],
            ["1.2 metres"],
            ["<PERSON_1>"],
            ["17th"],
            ["twice a week"],
            ["80 euros"],
        ],
        "updates": [],
    },
    {
        "id": "c-cottage-allergies",
        "messages": [
            "Hi. We've booked a cottage in <LOCATION_1> for the half-term week and I'm trying to plan "
            "the food, because our family is complicated, ha. Three kids, two adults, lots of rules.",
            "A week away with three kids sounds lovely, and planning ahead will make it calmer. Tell "
            "me the rules and we'll build a simple menu around them.",
            "Our youngest, <PERSON_1>, is allergic to sesame, properly allergic, we carry an EpiPen. "
            "The middle one won't eat anything green, which is a phase, I hope.",
            "With a sesame allergy, check labels on bread, hummus and crackers especially, since "
            "sesame hides there. Keep the EpiPen somewhere everyone knows, even on holiday.",
            "The cottage has a small oven and two hobs, no microwave. We arrive on Saturday the 24th "
            "around 4pm, so the first dinner has to be easy.",
            "With a small oven and two hobs, one-pot meals and traybakes are your friends. For "
            "arriving at 4pm on the 24th, bringing a ready-made pasta bake from home makes the "
            "first evening easy.",
            "Good idea, I'll make a pasta bake on Friday night. The nearest supermarket is 25 minutes "
            "away by car, so I want to do one big shop on the first day and that's it.",
            "One big shop is very doable with a meal plan. Since it's 25 minutes away, write the list "
            "by meal so nothing is forgotten.",
            "We've got a budget of 200 pounds for food for the week, including a treat dinner at the "
            "pub on Wednesday.",
            "Two hundred pounds for the week with a pub dinner is reasonable for five. Breakfasts of "
            "porridge and toast keep costs down.",
            "Oh, and my husband is doing a no-alcohol month, so no wine on the list this time.",
            "No wine then. Some fancy soft drinks can make dinners feel like a holiday anyway.",
            "Kids would love that. Honestly I'm just looking forward to not cooking every night.",
            "Then plan one night of takeaway too, and let the pub dinner be a real break.",
        ],
        "facts": [
            ["<LOCATION_1>"],
            ["three kids"],
            ["<PERSON_1>"],
            ["sesame"],
            ["24th"],
            ["4pm"],
            ["25 minutes"],
            ["200 pounds"],
            ["Wednesday"],
            ["no-alcohol"],
        ],
        "updates": [],
    },
    {
        "id": "c-heat-pump",
        "messages": [
            "Evening. Our gas boiler is 19 years old and the engineer said it won't survive another "
            "winter, so we're looking at a heat pump. I'm a bit lost with all the jargon.",
            "A boiler of 19 years has done well. Heat pumps are a big change but can work very well. "
            "Let's start with the house: how big is it and how well insulated?",
            "It's a three-bedroom semi from the 1930s, about 95 square metres. We did the loft "
            "insulation last year, but the walls are solid brick, no cavity.",
            "A 95 square metre 1930s semi with solid walls is harder to heat, but a correctly sized "
            "heat pump can cope. The installer's heat-loss survey matters more than any rule of thumb.",
            "We had two quotes: one for 11,500 pounds from a local firm run by <PERSON_1>, and one "
            "for 13,200 from a national company. The grant covers 7,500 of either.",
            "After the 7,500 pound grant, that's 4,000 against 5,700 out of pocket. The cheaper one "
            "isn't automatically worse; compare the radiator changes each quote includes.",
            "The local one replaces six radiators, the national one eight. My wife strongly prefers "
            "the local firm because they answered every question within a day.",
            "Six against eight radiators explains part of the gap. A responsive local installer counts "
            "for a lot when something needs adjusting in the first winter.",
            "We can't have the outdoor unit at the front, the council said no because of the "
            "conservation area. It will have to go by the back door.",
            "A unit by the back door is common in conservation areas. Ask the installer about noise "
            "near bedrooms and how far it can be from the cylinder.",
            "The installation has to happen before the 1st of October, because my mother-in-law "
            "comes to stay for the winter and she feels the cold badly.",
            "Installing before 1 October gives you a few weeks to learn the controls before she "
            "arrives. Heat pumps run best on low and steady, which takes some getting used to.",
            "We decided: we're going with <PERSON_1>'s firm. I feel good about it.",
            "That sounds like a well-considered choice. Ask for the heat-loss report in writing for "
            "your records.",
        ],
        "facts": [
            ["19 years"],
            ["95 square metres"],
            ["solid brick"],
            ["11,500"],
            ["13,200"],
            ["7,500"],
            ["back door"],
            ["1st of October"],
            ["<PERSON_1>"],
        ],
        "updates": [],
    },
]
