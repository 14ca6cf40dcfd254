"""The update probe's seventh held-out group (tenth round): 43 conversations of long chat (folds of six to
eight messages; user turns of a few sentences with feelings and asides, assistant answers that restate
values and suggest their own numbers and dates). 28 of them hold 29 updates: corrections, changes decided
later, changes inside a long chatty turn, changes the assistant restates, one the assistant proposes and
the user accepts, one stated with no change word at all, two whose subject is only a pronoun, indirect ones
("came back with a lower number", "turns out ... only until"), values spelled differently old and new
("7:45"/"8:15", "1.5 km"/"3,000 metres", "14k"/"£15,600", "€85"/"110 euros", "£120"/"165 pounds", "ten past
nine"/"14:40", "4 nights"/"six nights", "two hours"/"90 minutes", "Friday the 9th"/"16 August", percentages,
counts, rooms, weekdays, venues and brands, <PERSON_n> and <LOCATION_n> placeholders), a value changed twice
(only the last is current), one changed and changed back, two values of one conversation changed; 13
changed in a later fold than the fact. 15 conversations must change nothing: a later statement shares a
weekday, a time, a number, a place, a unit or a change word with a fact but is about another person's
thing, another event, a question or hypothetical, an offer declined, a past event, a plan B not taken, a
comparison, another item's price, "same slot as before", or a change asked for and refused.
Written by an engineer who did not read the rules; committed before the tenth round's logic changes were
merged; never tuned on: `bench.update_probe` prints only its aggregates. Our own topics (first words N-Z),
none of bench/data/RESERVED.md's and none of the other groups'.

Statements are written as in bench/update_probe.py (a dict's turns are used as written). A fact kept whose
keys no longer stand together on one line of the summary outside "(was ...)" is damaged (a wrong rewrite,
not a fact dropped).
"""

from __future__ import annotations

from bench.chats import chat as _chat

HELD_OUT_7: list[dict] = [
    # ================================================================ updates
    {
        "id": "h7-quiz-night-start",
        "folds": [
            [
                _chat(
                    "Our pub quiz team finally has a name: the Quizzly Bears. The Fox and Hounds runs it on "
                    "the last Thursday of the month and it starts at 7:45. Entry is £3 a head, which goes to "
                    "the hospice, so I don't mind at all.",
                    "The Quizzly Bears is a great name, and a charity entry fee makes losing a lot easier to "
                    "take. If it starts at 7:45 I'd aim to be there about twenty minutes early, because the "
                    "good tables near the screen go first. With four or five of you at £3 each, it's worth "
                    "bringing cash in case their card machine is down. Do you know yet who's covering which "
                    "rounds?",
                ),
                _chat(
                    "Loosely, yes. <PERSON_1> knows all the music, I'm hopeless at sport, and my brother "
                    "does geography. We lost by two points last month on the picture round, "
                    "which still stings.",
                    "Two points on the picture round is nothing, that's one lucky guess. It might be worth "
                    "one of you taking the picture round seriously: those are usually celebrities, logos or "
                    "landmarks, and a quick skim of the week's news photos helps. With <PERSON_1> on music "
                    "and your brother on geography, sport is your gap. Would anyone on the team be willing "
                    "to brush up on football and cricket results before the night?",
                ),
                _chat(
                    "Ugh, I just looked at the poster again and I had it wrong, it's 8:15, not the time I "
                    "told you. The earlier one is the bingo night. So we've got a bit longer to eat first.",
                    "Good that you checked, so the quiz is at 8:15 and there's time for dinner beforehand. "
                    "If the pub does food, eating there also means you'll already have a table when the "
                    "quiz begins. Shall I jot down a little list of sport topics for your brother or "
                    "whoever takes that round?",
                ),
            ]
        ],
        "facts": [["Quizzly Bears"], ["£3"], ["<PERSON_1>"]],
        "updates": [(["7:45"], ["8:15"])],
    },
    {
        "id": "h7-orchestra-venue",
        "folds": [
            [
                _chat(
                    "The community orchestra's spring concert is on 22 March and I'm properly nervous, I've "
                    "been promoted to leading the second violins. We're playing the Elgar Serenade and a "
                    "Haydn symphony. It's at St Aldhelm's Church, which has a lovely acoustic but is "
                    "freezing.",
                    "Congratulations on leading the seconds, that's a real vote of confidence. The Elgar "
                    "Serenade is beautiful for strings, and the slow movement will really sing in a "
                    "resonant church. For the cold, fingerless gloves during the warm-up and a hot drink in "
                    "a flask help more than you'd think. Would it help to plan your practice in the weeks "
                    "before 22 March, say the tricky passages first and full run-throughs in the final "
                    "fortnight?",
                ),
                _chat(
                    "Yes please. The Haydn finale is the scary bit, it's fast and the seconds have all the "
                    "running quavers. I can practise about 40 minutes a day on weekdays.",
                    "Forty minutes a day is plenty if you use it well. I'd spend the first 15 on slow "
                    "practice of the finale with a metronome, starting around 60% of tempo and nudging it "
                    "up a notch every few days. Then 15 minutes on the Elgar, focusing on leading entries "
                    "since the section will be watching you, and the last 10 just playing for joy. How many "
                    "rehearsals do you have left with the full orchestra?",
                ),
                _chat(
                    "Six full rehearsals, every Tuesday evening. The conductor is <PERSON_1> and she's "
                    "lovely but very exacting about bowings.",
                    "Six Tuesday rehearsals is a good runway. Ask <PERSON_1> early for her bowings and mark "
                    "them in pencil in every part, since as section leader you'll be the one the others "
                    "copy. A short sectional with the seconds before one of the Tuesdays might make the "
                    "quavers tighter. Do you want a checklist for concert day too?",
                ),
            ],
            [
                _chat(
                    "Bit of drama this week. The church has had a flood in the vestry, so the committee has "
                    "booked the Corn Exchange for the concert instead. Same date, thank goodness. It's a "
                    "much drier sound though, so I'm worried the Elgar will feel thin.",
                    "Oh dear, but at least the date holds. A drier hall like the Corn Exchange means less "
                    "bloom on the sound, so sustained notes need more bow and slightly more vibrato to "
                    "carry. It also makes ensemble clearer, which will actually help the Haydn's running "
                    "quavers. Could you ask <PERSON_1> whether one of the Tuesday rehearsals can be held in "
                    "the new venue?",
                ),
                _chat(
                    "I'll ask her. I also need to sort out concert blacks, my skirt has a broken zip.",
                    "Worth sorting now rather than on the day: a tailor can usually replace a zip within a "
                    "week for not much. Otherwise plain black trousers and a black top work just as well "
                    "for strings. Anything else on your list?",
                ),
                _chat(
                    "Just the programme notes, which I somehow volunteered to write. Three hundred"
                    " words on each piece, and I know nothing about musicology.",
                    "Programme notes are easier than they sound: audiences want a story, not "
                    "analysis. Say when each piece was written, one thing about the composer's "
                    "life at the time, and what to listen for, like a melody that comes back at "
                    "the end. Keep the sentences short so people can read them in the interval. "
                    "Would you like me to look over a draft?",
                ),
            ],
        ],
        "facts": [["22 March"], ["Elgar"], ["Haydn"], ["<PERSON_1>"]],
        "updates": [(["St Aldhelm"], ["Corn Exchange"])],
    },
    {
        "id": "h7-open-water-distance",
        "folds": [
            [
                _chat(
                    "I signed up for an open-water swim at <LOCATION_1> on 14 June! I went for the 1.5 km "
                    "route because I've only been swimming in the lido so far. Still need to buy a wetsuit, "
                    "and I'm a bit scared of the cold, honestly.",
                    "That's exciting, and 1.5 km is a sensible first open-water distance. The cold is "
                    "mostly a shock in the first two or three minutes; getting your face in early and "
                    "breathing out slowly helps a lot. For the wetsuit, renting for the season is often "
                    "cheaper than buying in a first year, around £50 to £70. Have you got any chance to "
                    "practise in open water before 14 June?",
                ),
                _chat(
                    "There's a lake session on Wednesday evenings I could join. My friend <PERSON_1> is "
                    "doing it too and she's far faster than me, which is annoying and motivating at "
                    "the same time.",
                    "Wednesday lake sessions would be ideal: sighting, swimming without a wall to push off, "
                    "and getting used to murky water are the skills that matter on the day. Swimming with a "
                    "faster friend is great for motivation as long as you don't try to match her pace. Maybe "
                    "aim for three or four lake sessions before the event. Shall I outline a few drills?",
                ),
                _chat(
                    "Okay, so I talked myself into it last night: I'm doing the 3,000 metres route with "
                    "<PERSON_1> instead. Go big or go home. I emailed the organisers and they swapped my "
                    "entry for free.",
                    "Brave! Swapping to the 3,000 metres route means roughly double the time in the water, "
                    "so your lake sessions should build steadily, perhaps 1,000 metres, then 1,800, then a "
                    "full 2,500 a week or so before. Feeding isn't usually needed at that distance, but a "
                    "warm drink afterwards is. Do you want me to lay those sessions out week by week?",
                ),
            ]
        ],
        "facts": [["14 June"], ["wetsuit"], ["<PERSON_1>"], ["<LOCATION_1>"]],
        "updates": [(["1.5"], ["3,000"])],
    },
    {
        "id": "h7-pet-sitter-swap",
        "folds": [
            [
                _chat(
                    "We're away from the 3rd to the 10th of next month and I've found a pet sitter for Miso, "
                    "our old cat. <PERSON_1> from two streets over will pop in twice a day for £15 a visit. "
                    "Miso is on thyroid tablets, half a tablet morning and evening, hidden in a bit of tuna.",
                    "That sounds like a good arrangement, and twice a day is right for a cat on medication. "
                    "At £15 a visit, twice daily for seven days, you're looking at about £210 altogether. "
                    "I'd write the thyroid dose down clearly, with the tuna trick, and leave the vet's "
                    "number on the fridge. Would she be able to come round for a trial visit before you go, "
                    "so Miso gets used to her?",
                ),
                _chat(
                    "Good idea, I'll ask her for Sunday. Miso hides from strangers so she may not see him at "
                    "all, which is fine as long as the food goes.",
                    "Exactly, an empty bowl and a used litter tray are the real signs he's fine. Ask her to "
                    "text you once a day, maybe with a photo if he comes out. Leave extra food in case of "
                    "delays on your way back.",
                ),
                _chat(
                    "Done, I've bought an extra bag of his senior biscuits. I always feel so "
                    "guilty leaving him, he sulks for days when we get back.",
                    "That guilt is very normal, and cats often sulk as a way of telling you they "
                    "noticed. Being at home with his routine is far less stressful for him than a "
                    "cattery would be. When you get back, give him some quiet time and his "
                    "favourite treat rather than lots of fuss at once. Is there anything about his"
                    " routine you haven't written down yet?",
                ),
            ],
            [
                _chat(
                    "Slight hiccup with the cat plan. Our sitter broke her wrist on Saturday, poor thing, so "
                    "she can't do it. Her neighbour <PERSON_2> has offered and has done pet sitting for "
                    "years, same rate. I've said yes.",
                    "Sorry to hear about her wrist, but <PERSON_2> sounds like a very safe pair of hands. "
                    "Since it's a new person, it's worth walking her through Miso's routine in person: the "
                    "thyroid tablet in tuna, where the litter goes, and his hiding spots. Make sure she has "
                    "a key and the vet's details too. When could she come round for the handover?",
                ),
                _chat(
                    "Thursday evening. I'm also going to leave a spare key with my mum just in case.",
                    "A spare key with your mum is a great backup. That way, if anything goes wrong while "
                    "you're away, someone close by can get in. Anything else you want on the checklist?",
                ),
                _chat(
                    "I think we're covered. I'll leave a note with the wifi password and the "
                    "number of the emergency vet as well.",
                    "Perfect, the emergency vet's number is the one people forget. Stick the note "
                    "at eye level on the fridge so it can't be missed. Have a lovely trip.",
                ),
            ],
        ],
        "facts": [["Miso"], ["thyroid"], ["£15"], ["3rd"]],
        "updates": [(["<PERSON_1>"], ["<PERSON_2>"])],
    },
    {
        "id": "h7-quilting-budget",
        "folds": [
            [
                _chat(
                    "I've joined a quilting group that meets on Tuesday afternoons in the church hall, and "
                    "I'm making my first proper quilt, a king-size one for our bed. I've set myself a fabric "
                    "budget of £120, which felt generous until I saw the prices in the shop.",
                    "A king-size quilt as a first project is ambitious but very doable. Fabric for the top "
                    "of a king-size usually runs to eight or nine metres, plus backing and wadding, so £120 "
                    "can be tight at shop prices. Fat-quarter bundles and online remnant sales can stretch "
                    "it much further. Have you chosen a pattern yet? A simple one with large blocks saves "
                    "both fabric and time.",
                ),
                _chat(
                    "I'm doing a log cabin pattern in blues and greys. The group leader, <PERSON_1>, has "
                    "lent me her rotary cutter which is a lifesaver.",
                    "Log cabin is perfect for a first quilt: it's forgiving and it uses strips, so scraps "
                    "go further. Blues and greys will look calm and modern. Once you're hooked you'll want "
                    "your own rotary cutter; a 45 mm one with a cutting mat is the usual starter kit. How "
                    "many blocks are you planning?",
                ),
                _chat(
                    "Forty-two blocks, seven by six. Oh, and I went over my numbers again with my husband "
                    "last night and we agreed I can spend 165 pounds on fabric in total, since it's a bed "
                    "quilt we'll use for years.",
                    "So the fabric budget is now 165 pounds for the whole quilt, which gives you room for "
                    "good backing fabric. For a log cabin, buying the light and dark strips as jelly rolls "
                    "could save a lot of cutting. Shall I help you work out the yardage per colour?",
                ),
            ]
        ],
        "facts": [["Tuesday afternoons"], ["king-size"], ["log cabin"], ["<PERSON_1>"]],
        "updates": [(["120"], ["165"])],
    },
    {
        "id": "h7-regatta-heat-time",
        "folds": [
            [
                _chat(
                    "Our club's coxless four is racing at the <LOCATION_1> regatta on Saturday. The draw "
                    "came out and our heat is at 10:20, which is early but fine. I'm in the stroke seat for "
                    "the first time.",
                    "Stroke seat in a regatta is a big deal, you'll be setting the rhythm for the whole "
                    "crew. With a 10:20 heat, plan to be boating at least 40 minutes before so you have time "
                    "for a proper warm-up on the water. Eat something simple two to three hours ahead. Do "
                    "you know how many crews are in your heat?",
                ),
                _chat(
                    "Four crews, top two go through to the semi in the afternoon. The trailer leaves the "
                    "boathouse at 6:30am, so it's an early one.",
                    "Top two of four is a fair shot. With the trailer leaving at 6:30am, bring breakfast "
                    "you can eat on the road and a warm layer for the boat park. Between heat and semi "
                    "you'll want shade, water and something salty. Is your coach coming along?",
                ),
                _chat(
                    "Oh, the organisers just emailed a revised schedule, a couple of crews withdrew. We're "
                    "now at 11:05.",
                    "That's a bit more breathing room: with the heat at 11:05 you could have a calmer "
                    "morning. Keep the same routine, just shift everything later by three quarters of an "
                    "hour. Keep an eye on email in case it moves again.",
                ),
                _chat(
                    "Ha, you jinxed it. Second revision this evening: the river authority wants racing "
                    "finished earlier because of the tide, so our heat is at 9:50. Ouch.",
                    "Tides are non-negotiable, sadly. So it's 9:50 for the heat, even earlier than the "
                    "first draw. With the trailer leaving when it does you'll still have time if rigging "
                    "goes smoothly. Do you want a quick timeline for the morning?",
                ),
            ]
        ],
        "facts": [["coxless four"], ["stroke"], ["6:30am"], ["<LOCATION_1>"]],
        "updates": [(["10:20", "11:05"], ["9:50"])],
    },
    {
        "id": "h7-roof-quote",
        "folds": [
            [
                _chat(
                    "We finally got a roofer round about the leak over the back bedroom. <PERSON_1> says "
                    "about thirty slates need replacing and the flashing round the chimney is shot. His "
                    "quote was £2,300 including scaffolding, which made me wince.",
                    "Thirty slates plus chimney flashing is a proper job, so the figure isn't shocking, "
                    "though scaffolding is often a big chunk of it. It's worth getting at least one more "
                    "quote to compare, and asking whether he uses lead or a lead substitute for the "
                    "flashing. Also check he offers a guarantee on the work, ten years is common. Did he "
                    "say when he could start?",
                ),
                _chat(
                    "He can start the week of the 17th if we confirm by Friday. My partner wants a second "
                    "quote but I just want the drip in the bucket to stop.",
                    "Both instincts are fair. You could ask a second roofer to come out early this week, "
                    "which would still let you confirm by Friday. Meanwhile, a towel in the bucket stops "
                    "the dripping noise at night, small mercies.",
                ),
                _chat(
                    "Update, and it's a good one. I mentioned we were getting another quote and <PERSON_1> "
                    "came back with a lower number, 1,950 all in. My partner's happy, so we're going with "
                    "him.",
                    "That's a nice outcome: 1,950 all in, with a roofer you already like. Ask him to put "
                    "the price and what it covers in writing: slates, flashing, scaffolding and taking the "
                    "waste away. Confirm before Friday so you keep the week of the 17th.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["17th"], ["flashing"]],
        "updates": [(["2,300"], ["1,950"])],
    },
    {
        "id": "h7-repair-cafe-day",
        "folds": [
            [
                _chat(
                    "I've started volunteering at the repair café in the community centre, fixing lamps and "
                    "toasters mostly. It runs every other Saturday from 10 till 1. Yesterday I brought a "
                    "1970s radio back to life and the owner actually cried, it was her dad's.",
                    "What a lovely thing to be part of; bringing back a radio that belonged to someone's "
                    "dad is exactly why repair cafés matter. For electrical repairs it's worth having a PAT "
                    "tester or at least a multimeter at the table, and asking people to sign a simple "
                    "disclaimer. How many volunteers usually turn up?",
                ),
                _chat(
                    "About eight of us, plus <PERSON_1> who runs the sewing table. We're short of someone "
                    "for bikes.",
                    "Eight is a good crew. For bikes, a local cycling club or a bike co-op would be the "
                    "first place to ask, and a sign at the next session saying 'bike fixer wanted' often "
                    "works. Do you want help writing a short call for volunteers?",
                ),
                _chat(
                    "Maybe later. Honestly I'm still buzzing from the radio, I spent ages tracing "
                    "a dry joint on the circuit board and I was so chuffed when it crackled into "
                    "life.",
                    "Tracing a dry joint is proper detective work, no wonder you were chuffed. A "
                    "magnifying lamp and a decent temperature-controlled iron make that kind of "
                    "job much easier, if the café has a little budget. Do you keep a log of what "
                    "gets fixed? Figures like items saved from landfill are great for funding "
                    "applications.",
                ),
            ],
            [
                _chat(
                    "Long week! My daughter's got the flu, the boiler made a horrible clunking noise and "
                    "I've been on the phone to the gas people for ages. On the bright side, the community "
                    "centre has given the repair café a new slot, so from next month we're every other "
                    "Sunday, same hours. Honestly better for me, I'm usually shattered after the kids' "
                    "football.",
                    "Sorry about the flu and the boiler, that's a lot at once; a clunking boiler is worth a "
                    "Gas Safe engineer's visit soon. Good news about the café though: every other Sunday, "
                    "10 till 1, might even bring in more people since fewer shops are open. You'll want to "
                    "update the posters and the Facebook page. Is the bike volunteer still needed?",
                ),
                _chat(
                    "Yes, still no bike person. I'll do the posters this week.",
                    "Put the bike appeal on the same poster, it's free advertising. Hope your daughter "
                    "feels better soon.",
                ),
                _chat(
                    "Thanks, she's on the sofa watching cartoons with a hot water bottle, so not "
                    "too sorry for herself. The gas engineer is coming tomorrow morning.",
                    "Sounds like she's in good hands. For the engineer, note when the clunking "
                    "happens, at start-up or when the heating switches off, it helps them find the"
                    " fault faster. Fingers crossed it's just air in the system.",
                ),
            ],
        ],
        "facts": [["<PERSON_1>"], ["community centre"], ["bike"]],
        "updates": [(["Saturday"], ["Sunday"])],
    },
    {
        "id": "h7-school-trip-pupils",
        "folds": [
            [
                _chat(
                    "I'm organising the Year 5 trip to the aquarium on 6 May. We've got 38 pupils going, "
                    "plus five adults. The coach company wants a deposit by the end of the month.",
                    "A Year 5 aquarium trip sounds brilliant. With that many pupils and five adults a "
                    "53-seater coach gives you room for a spare helper. Ask the coach company whether the "
                    "deposit is refundable if numbers change. Have you done the risk assessment yet?",
                ),
                _chat(
                    "Risk assessment is half done. Entry is £18 per child, which parents pay through the "
                    "school app.",
                    "£18 per child is reasonable for an aquarium. Some families may need help with the "
                    "cost, so check whether the school has a fund for that. In the risk assessment include "
                    "the road crossing at the entrance, a lost child procedure and allergies at lunch.",
                ),
                _chat(
                    "Good list. I'm also a bit worried about the coach journey, it's nearly two "
                    "hours each way and some of them get travel sick.",
                    "Travel sickness is common on school trips. Seat the children who get sick "
                    "near the front, ask parents to give any medication before they leave home, "
                    "and keep sick bags and wipes somewhere easy to reach. A short stop halfway "
                    "helps too. Do you want a letter for parents covering this?",
                ),
            ],
            [
                _chat(
                    "The head has approved the risk assessment, phew. I've split the kids into groups of "
                    "six or seven, each with an adult, and the aquarium has a free shark workshop at 11 "
                    "that we've booked.",
                    "Great progress. Groups of six or seven each with an adult is a comfortable ratio. The "
                    "shark workshop at 11 is a nice anchor for the day; plan lunch right after it. Do you "
                    "have enough adults for every group?",
                ),
                _chat(
                    "Almost, I need one more parent helper. Going to ask at pickup tomorrow.",
                    "Asking face to face at pickup usually works better than a letter. Mention the free "
                    "shark workshop, it's a nice perk for helpers.",
                ),
                _chat(
                    "Ha, I'll lead with the sharks. I've also got to sort packed lunches for the "
                    "children on free school meals, the kitchen will make them if I tell them a "
                    "week ahead.",
                    "That's very doable: give the kitchen the numbers and any allergies a week "
                    "ahead, and ask for the lunches to be labelled with names. Put them in a cool "
                    "box on the coach. Do you need a reminder in your diary for that?",
                ),
            ],
            [
                _chat(
                    "Three more families paid up at the last minute, so it's 41 pupils now. I've told the "
                    "coach company and it's still the same coach, luckily.",
                    "Good news, so 41 pupils travelling and the same coach. Update the register and the "
                    "group lists, and double-check the new children's medical forms. You might add one "
                    "child to some groups rather than make a new one.",
                ),
                _chat(
                    "I'll add them to the existing groups. My classroom assistant has offered to "
                    "do the register on the coach, which is a relief.",
                    "That's a big help; a register on the coach both ways is the thing that "
                    "matters most. Give her a copy of the group lists and the emergency contacts "
                    "too. You've got everything under control.",
                ),
                _chat(
                    "Fingers crossed for good weather, it's mostly indoors but lunch is outside.",
                    "Even if it rains, most aquariums have an indoor space where groups can eat. "
                    "Ask when you arrive so you have a backup. I hope the children have a "
                    "wonderful day.",
                ),
            ],
        ],
        "facts": [["aquarium"], ["6 May"], ["£18"], ["shark"]],
        "updates": [(["38"], ["41"])],
    },
    {
        "id": "h7-scout-camp-dates",
        "folds": [
            [
                _chat(
                    "Scout camp is booked! We've got the woodland site at <LOCATION_1> from Friday the 9th, "
                    "two nights. I'm in charge of food for 24 scouts and six leaders, and I've never catered "
                    "for that many.",
                    "Catering for thirty people is very manageable with a plan. For two nights you'll need "
                    "two breakfasts, two dinners, one lunch and snacks; one-pot meals like chilli or pasta "
                    "bake are easiest on a camp stove. Write a shopping list per meal and scale it up, "
                    "allowing about 10% extra because scouts eat a lot. Do any of them have allergies or "
                    "dietary needs?",
                ),
                _chat(
                    "Two vegetarians and one with a nut allergy. We'll do chilli on the first night and a "
                    "campfire breakfast.",
                    "Make the chilli with beans and a separate pot of mince, so the vegetarians are covered "
                    "easily. For the nut allergy, check every label, including cereal bars and chocolate. "
                    "Campfire breakfast with sausages and beans is a classic.",
                ),
                _chat(
                    "It is! I'm also in charge of the first-aid kit, which I've never checked "
                    "properly. Last camp someone had to go to the pharmacy for plasters.",
                    "A first-aid check before camp is worth an evening. Count plasters, blister "
                    "pads, antiseptic wipes, bandages and tweezers, and make sure there's an up-"
                    "to-date list of each scout's medication. Keep the auto-injector somewhere "
                    "every leader knows. Would a printable checklist help?",
                ),
            ],
            [
                _chat(
                    "Change of dates, annoyingly. The site had a double booking and the district "
                    "commissioner sorted it out: we're going the following weekend instead, arriving "
                    "16 August. Everything else stays the same.",
                    "Annoying but it sounds well handled. So you arrive 16 August, still two nights. Let "
                    "the parents know straight away, since some may have holiday plans. The menu and "
                    "shopping list don't change, but check whether any leaders can no longer make it.",
                ),
                _chat(
                    "One leader can't, so we're five leaders now. Still okay for ratios.",
                    "Five leaders for 24 scouts is fine for most ratios, but check your association's "
                    "rules for overnight camps. Redistribute the cooking rota so nobody is stuck with every "
                    "meal.",
                ),
                _chat(
                    "Good point. I've made a rota with pairs of scouts washing up after every "
                    "meal, they'll hate it.",
                    "They'll hate it and then be proud of it, that's scouting. Put the rota up "
                    "somewhere visible at camp and tick it off after each meal. Bring plenty of "
                    "washing-up liquid and two bowls, one for washing and one for rinsing.",
                ),
            ],
        ],
        "facts": [["24"], ["<LOCATION_1>"], ["nut allergy"]],
        "updates": [(["9th"], ["16 August"]), (["six leaders"], ["five leaders"])],
    },
    {
        "id": "h7-shed-delivery",
        "folds": [
            [
                _chat(
                    "The garden shed kit is finally ordered, an 8x6 pent roof one in larch lap. The delivery "
                    "is booked for Thursday, and I've got my brother-in-law coming to help me put it up that "
                    "weekend. I still have to level the base, which I'm dreading.",
                    "An 8x6 pent roof shed is a nice size for tools and bikes. The base is the most "
                    "important part: a level base of paving slabs or a timber frame on gravel stops the "
                    "doors sticking later. For that size you'd need roughly a dozen 600 mm slabs, or "
                    "treated 4x2 bearers. Do you want a step-by-step for levelling?",
                ),
                _chat(
                    "Slabs, I think. I've got spare ones from when we redid the patio, and a spirit level. "
                    "I also want to treat the wood before it goes up.",
                    "Spare slabs are perfect, that saves you money. Lay them on a compacted sub-base with a "
                    "sand and cement mix and check the level in both directions. For the wood, a "
                    "water-based preserver before assembly gets into the joints; two coats, and let it dry "
                    "overnight between them.",
                ),
                _chat(
                    "The shed people rang this morning, their lorry's been rerouted. It'll come Monday "
                    "instead, some time in the morning. At least that gives me the weekend for the base.",
                    "That works out well: the base over the weekend, the kit on Monday morning, and "
                    "assembly the weekend after. Clear a path from the drive to the garden so the drivers "
                    "can carry the panels straight through. Do you need a list of tools for assembly day?",
                ),
            ]
        ],
        "facts": [["8x6"], ["larch"], ["slabs"]],
        "updates": [(["Thursday"], ["Monday"])],
    },
    {
        "id": "h7-tax-return-income",
        "folds": [
            [
                _chat(
                    "Doing my self-assessment tax return early this year for once. My freelance "
                    "illustration income for the year came to about 14k, on top of my part-time salary. My "
                    "accountant, <PERSON_1>, charges £250 to file it, and the deadline is 31 January.",
                    "Well done for getting ahead of it. For the freelance side, the main things to collect "
                    "are your invoices, bank statements and receipts for allowable expenses: art supplies, "
                    "software subscriptions, a share of phone and internet. If your expenses are small, "
                    "the £1,000 trading allowance might be simpler than claiming them. Would you like a "
                    "checklist to send <PERSON_1> well before the 31 January deadline?",
                ),
                _chat(
                    "Yes please. My expenses are maybe £900, mostly a new drawing tablet.",
                    "Then the £1,000 trading allowance would beat claiming the £900 of expenses, unless "
                    "you find more receipts. A drawing tablet may count for a capital allowance, which "
                    "<PERSON_1> can advise on. Keep the receipt either way.",
                ),
                _chat(
                    "Will do. I'm always a bit anxious about tax stuff, I had a horrible letter "
                    "once about a late return and it still makes my stomach drop.",
                    "That's understandable, a letter like that stays with you. The good news is "
                    "that you're starting months before the deadline and you have an accountant, "
                    "which is most of the battle. Keeping a simple folder for each tax year, even "
                    "a digital one, makes it calmer next time. Want me to suggest a folder "
                    "structure?",
                ),
            ],
            [
                _chat(
                    "Ugh. I was going through my emails and found two invoices I'd forgotten, a book cover "
                    "and a magazine piece. So the real total is £15,600 for the year, not what I told you. "
                    "Glad I found it before <PERSON_1> filed anything.",
                    "Good catch, much better now than after filing. With freelance income of £15,600 the "
                    "tax owed goes up a little, and you may also have a payment on account to budget for "
                    "by 31 July. Send <PERSON_1> the two invoices with the rest of the paperwork. Anything "
                    "else turn up?",
                ),
                _chat(
                    "No, that's everything. I'll scan it all this weekend.",
                    "Then you're in good shape, weeks ahead of most people. Scan the receipts too, the "
                    "thermal paper ones fade.",
                ),
                _chat(
                    "Good tip, half of my receipts are already blank. Next year I'm going to keep "
                    "a spreadsheet from April.",
                    "A spreadsheet from April is the best habit you can start: one tab for income,"
                    " one for expenses, with dates and amounts. Ten minutes a month keeps it "
                    "painless, and your accountant will thank you.",
                ),
            ],
        ],
        "facts": [["<PERSON_1>"], ["£250"], ["31 January"], ["drawing tablet"]],
        "updates": [(["14k"], ["15,600"])],
    },
    {
        "id": "h7-tennis-court",
        "folds": [
            [
                _chat(
                    "I've entered the club's summer tennis ladder, and my first match is against <PERSON_1> "
                    "on Sunday at 4. I booked court 3, the one under the big oak, because it was the only "
                    "one showing. She's ranked a few places above me so I'm expecting to lose, but it's "
                    "good practice.",
                    "Good luck, and playing someone above you on the ladder is the fastest way to improve. "
                    "Go in with a simple plan: get lots of first serves in, and aim deep to her backhand to "
                    "see how she copes. A ten-minute warm-up of short rallies before you start scoring "
                    "helps you settle. How long have you been playing?",
                ),
                _chat(
                    "About two years, mostly doubles. My backhand is my weak side too, so we'll see. The "
                    "only thing bugging me is that oak: it drops leaves and the lines get slippery.",
                    "That's a real concern on a hard court, wet leaves are how people turn ankles. If "
                    "court 5 is free at that time, it sits away from the trees, so I'd suggest moving the "
                    "booking there. It'll be drier and you won't be fighting the shade either. Would you "
                    "like to swap?",
                ),
                _chat(
                    "Yes, good shout, I've swapped us over in the app. She was fine with it.",
                    "Great, so it's court 5 on Sunday at 4. Bring a spare grip and plenty of water, and "
                    "enjoy it whatever the score.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["Sunday"], ["ladder"]],
        "updates": [(["court 3"], ["court 5"])],
    },
    {
        "id": "h7-theatre-rehearsal-length",
        "folds": [
            [
                _chat(
                    "I got cast as the landlady in our amateur theatre group's murder mystery, opening on "
                    "12 November! Rehearsals are Monday and Wednesday nights, two hours each, at the scout "
                    "hut. I have about 140 lines, which is terrifying.",
                    "Congratulations! A landlady in a murder mystery is usually a great comic part. With "
                    "140 lines, learning a scene at a time works better than reading the whole script "
                    "over and over; record the other parts on your phone and leave gaps for yours. Two "
                    "rehearsals a week until 12 November is plenty of time to be off-book by mid-October. "
                    "Who's directing?",
                ),
                _chat(
                    "<PERSON_1>, who's been doing this for thirty years and doesn't suffer fools. She wants "
                    "us off-book by the 20th of October.",
                    "Thirty years of directing means she knows exactly how long it takes, so trust her "
                    "deadline. If you learn about ten lines a day you'll be comfortably there before the "
                    "20th of October. Try running lines while doing something physical, like washing up; "
                    "it helps them stick.",
                ),
                _chat(
                    "Washing up and lines, my family will love that. The worst bit is my big "
                    "monologue in act two, it's a whole page and I keep skipping a paragraph.",
                    "Skipping a paragraph usually means two bits start the same way. Find the line"
                    " just before the jump and give it a strong image or gesture, so your brain "
                    "has a signpost. Practise the monologue from the middle as well as the start. "
                    "Want to talk it through?",
                ),
            ],
            [
                _chat(
                    "News from the group: the scout hut is charging us more, so <PERSON_1> has cut the "
                    "rehearsals down to 90 minutes, still Mondays and Wednesdays. Honestly my knees are "
                    "grateful, those chairs are awful. Also, we've sold 60 tickets already!",
                    "Sixty tickets already is a great sign. Shorter 90-minute rehearsals mean less time "
                    "for chat, so come having run your lines at home. Wear comfortable shoes and maybe "
                    "bring a cushion for those chairs. Is the costume sorted?",
                ),
                _chat(
                    "Costume's a floral housecoat and curlers, I'm borrowing both from my aunt.",
                    "Perfect for a landlady. Try rehearsing in them at least once, curlers change how you "
                    "move your head.",
                ),
                _chat(
                    "Good point, I'll wear them for Wednesday's run-through. My aunt wants front-"
                    "row seats, obviously.",
                    "Of course she does, she's lending the costume! Book her seats early, front "
                    "rows go first for amateur shows. Break a leg.",
                ),
            ],
        ],
        "facts": [["landlady"], ["12 November"], ["<PERSON_1>"], ["140"]],
        "updates": [(["two hours"], ["90 minutes"])],
    },
    {
        "id": "h7-tortoise-vet-time",
        "folds": [
            [
                _chat(
                    "Shelly, our tortoise, woke up from hibernation last week and she's not eating yet, "
                    "which is normal-ish but I'm anxious. I've booked her in with the exotics vet on Friday "
                    "at ten past nine. She's 40 years old, she was my grandad's.",
                    "A tortoise that's been in the family that long is really special, so it makes sense "
                    "to be careful. Not eating in the first week after hibernation is common, but warm "
                    "baths help: about 15 minutes in shallow lukewarm water each day encourages drinking "
                    "and appetite. Keep her warm under a basking lamp too. Would it help to note down her "
                    "weight before the vet visit?",
                ),
                _chat(
                    "Yes, she weighed 1.9 kg before she went down in October. I'll weigh her tonight.",
                    "Good, comparing against 1.9 kg will tell the vet a lot; a loss of up to about 1% a "
                    "month over winter is normal. Write the figures down and bring them along on Friday.",
                ),
                _chat(
                    "The vet's receptionist just called, the vet is in surgery in the morning, so they've "
                    "put Shelly in at 14:40 on the same day. Gives me time to get her warm first.",
                    "An afternoon slot at 14:40 actually suits a tortoise better, she'll be properly warm "
                    "and active by then. Take her in a box with a towel and a warm water bottle underneath, "
                    "and keep the car warm. Let me know what the vet says.",
                ),
            ]
        ],
        "facts": [["Shelly"], ["hibernation"], ["1.9"], ["Friday"]],
        "updates": [(["ten past nine"], ["14:40"])],
    },
    {
        "id": "h7-upholstery-fabric",
        "folds": [
            [
                _chat(
                    "I'm getting my grandmother's wingback chair reupholstered, it's been sitting in the "
                    "garage for years. The upholsterer quoted £340 for labour, fabric not included, and I'd "
                    "more or less settled on a Linwood velvet in dark green.",
                    "A wingback is worth saving, the frames are usually solid beech. £340 for labour is a "
                    "fair price for a full reupholster with new webbing. A wingback takes around six metres "
                    "of plain fabric, more if it's patterned and needs matching. Velvet wears well but "
                    "shows marks; have you considered a tougher weave if it'll be used daily?",
                ),
                _chat(
                    "It'll be my reading chair, so yes, daily. I'll get some swatches and rub them on the "
                    "sofa arm to see.",
                    "That's a very practical test. Look at the rub count on the label too: for a chair used "
                    "daily you want 25,000 or more. Ask the upholsterer whether he has a supplier he can "
                    "get trade prices from.",
                ),
                _chat(
                    "The swatches arrived and I kept going back to one. Decided: it's the Romo wool in "
                    "ochre, it feels amazing and it has a silly high rub count. The velvet looked sad next "
                    "to it.",
                    "The Romo wool in ochre will look warm against the dark wood of a wingback, and wool is "
                    "forgiving with daily use. Order a couple of metres extra in case of a dye-lot "
                    "difference. Do you want to add piping in a contrast colour?",
                ),
            ]
        ],
        "facts": [["wingback"], ["£340"], ["reading chair"]],
        "updates": [(["Linwood"], ["Romo"])],
    },
    {
        "id": "h7-ukulele-venue-cut",
        "folds": [
            [
                _chat(
                    "My ukulele group, the Ukes of Hazard (yes really), is putting on a charity gig at "
                    "<LOCATION_1> on 3 October. The venue takes 20% of ticket sales and the rest goes to "
                    "the food bank. There are 14 of us and we've got a 45-minute set.",
                    "What a brilliant name. A 45-minute set is about 12 songs with a bit of chat, so keep a "
                    "couple of big singalongs for the end. With the venue keeping 20%, it's worth asking "
                    "whether they'd waive it since it's for charity; many do. How are you selling "
                    "tickets?",
                ),
                _chat(
                    "Online through a ticket site, £8 each, plus on the door. We're aiming for 100 sold.",
                    "£8 is a friendly price. At 100 tickets that's £800 before the venue's share. Posters "
                    "in cafés and the library and a post in local Facebook groups usually shift a lot of "
                    "tickets for community gigs.",
                ),
                _chat(
                    "Right, so loads happened. I had a cold all weekend so I missed practice, my uke's "
                    "tuning peg snapped, AND I had the chat with the venue manager you suggested. He "
                    "wouldn't waive it but he came down to 15%, which is something. Also my daughter drew "
                    "the poster and it's actually great, very proud.",
                    "Sorry about the cold and the peg, but a cut to 15% is a real win for the food bank. A "
                    "poster drawn by your daughter will get more attention than a designed one, people love "
                    "that. A replacement tuning peg is cheap and easy to fit. Do you want help with the "
                    "setlist?",
                ),
            ]
        ],
        "facts": [["Ukes of Hazard"], ["3 October"], ["£8"], ["food bank"]],
        "updates": [(["20%"], ["15%"])],
    },
    {
        "id": "h7-volunteer-meeting-time",
        "folds": [
            [
                _chat(
                    "I've volunteered to coordinate the winter collection drive for the food bank. The "
                    "first committee meeting is at 19:00 on Tuesday in the back room of the library. There "
                    "are six of us on the committee so far, and <PERSON_1> is chairing.",
                    "That's a big and worthwhile job. For a first meeting, a short agenda helps: goals for "
                    "the drive, collection points, a rota, and publicity. Supermarkets are usually the most "
                    "productive collection points, so it's worth asking two or three local managers early. "
                    "Do you have a target amount in mind?",
                ),
                _chat(
                    "We're aiming for two tonnes of food by Christmas, which sounds mad but they did 1.6 "
                    "tonnes last year.",
                    "Two tonnes is ambitious but realistic if last year's drive reached 1.6. Adding one new "
                    "collection point, like a school or a big workplace, could make up the difference. "
                    "Consider a list of most-needed items, since tinned meat, UHT milk and toiletries "
                    "always run short.",
                ),
                _chat(
                    "Good ideas. The committee meeting is at 19:45 on Tuesday. I'll bring a draft list of "
                    "supermarkets.",
                    "Great, bring the supermarket list and a draft of the most-needed items, and you'll "
                    "have a productive first meeting. You could also ask each committee member to bring one "
                    "contact who might host a collection point.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["two tonnes"], ["library"]],
        "updates": [(["19:00"], ["19:45"])],
    },
    {
        "id": "h7-violin-repair-cost",
        "folds": [
            [
                _chat(
                    "My daughter's violin has a crack near the bridge and the soundpost fell over when she "
                    "dropped the case, so it's off to the luthier. <PERSON_1> in town had a look and said "
                    "it'll be about €85 to glue the crack and reset the soundpost. She has her grade 4 exam "
                    "on 2 April, so timing matters.",
                    "Poor violin, but those are both routine repairs for a luthier, and that price sounds "
                    "fair. Ask how long it'll be in the workshop, since glue needs time to cure; a week is "
                    "typical. Could she borrow or rent a violin meanwhile so her grade 4 practice doesn't "
                    "stop before 2 April?",
                ),
                _chat(
                    "The school has a loan instrument she can use. It's a bit scratchy but fine for scales.",
                    "A loan violin for scales and technical work is fine. She can do her pieces on her own "
                    "once it's back, to get the feel again before the exam.",
                ),
                _chat(
                    "She's sulking a bit, she says the loan one sounds like a cat. But she's "
                    "practising anyway, which I'm quietly proud of.",
                    "That's a great sign; practising on a worse instrument builds good technique "
                    "because she has to work for the sound. Her own violin will feel wonderful "
                    "when it comes back. Maybe reward the practice with a concert ticket after the"
                    " exam?",
                ),
            ],
            [
                _chat(
                    "<PERSON_1> rang. Once he opened it up, the crack went further than he thought and the "
                    "bass bar needs a cleat, so it's 110 euros now. Still worth it, she loves that violin.",
                    "It's common for cracks to run further once the top is off. 110 euros for the crack, a "
                    "cleat and the soundpost reset is still reasonable for a violin she loves. Ask whether "
                    "the repair will change the sound, and when it'll be ready, so she has a week or two "
                    "with it before 2 April.",
                ),
                _chat(
                    "He says ready by next Friday.",
                    "That gives her plenty of time to settle back in before the exam. Good luck to her!",
                ),
                _chat(
                    "Thank you! I'll pick it up on the way home from work and she can have it that evening.",
                    "Perfect. Ask the luthier to check the strings and bridge height while it's "
                    "there, it's usually free. She'll be thrilled to have it back.",
                ),
            ],
        ],
        "facts": [["<PERSON_1>"], ["soundpost"], ["grade 4"], ["2 April"]],
        "updates": [(["85"], ["110"])],
    },
    {
        "id": "h7-wine-club-venue",
        "folds": [
            [
                _chat(
                    "It's my turn to host the wine tasting club next month, the theme is Rioja. We'll do it "
                    "at my flat in <LOCATION_1>, eight people, and everyone chips in £8 for the bottles.",
                    "Rioja is a great theme because you can show how ageing changes the wine: a Joven, a "
                    "Crianza, a Reserva and a Gran Reserva side by side. With eight people chipping in "
                    "you've got £64, enough for four decent bottles. Serve some manchego and chorizo, which "
                    "suit Rioja perfectly. Will you do it blind?",
                ),
                _chat(
                    "Blind for sure, it's more fun watching people guess the price. I'll print scoring "
                    "sheets.",
                    "Blind tasting with scoring sheets is the best format. Put a column for guessed price "
                    "and one for guessed age; the Gran Reserva usually surprises people. Cover the bottles "
                    "with foil or socks.",
                ),
                _chat(
                    "Socks, definitely, it's funnier. I'm a bit nervous hosting because the others"
                    " all know so much more than me about wine.",
                    "Hosting is the best way to learn, and a blind tasting levels the field, the "
                    "experts often guess wrong too. Read a page about each style beforehand so you"
                    " can say a sentence about it when you reveal the bottles. Does anyone bring "
                    "food, or is that on you?",
                ),
            ],
            [
                _chat(
                    "Change of venue for the Rioja night: my flat's got a ceiling leak from upstairs, so "
                    "<PERSON_1> offered her place in <LOCATION_2> and I said yes. I'm still running it, "
                    "just in her kitchen.",
                    "Sorry about the leak! Hosting in <PERSON_1>'s kitchen in <LOCATION_2> means you'll "
                    "need to carry the scoring sheets and bottles over, so make a list. Ask her about "
                    "glasses; tastings need a lot of them. Do you need to tell everyone the new address?",
                ),
                _chat(
                    "Yes, I'll message the group tonight.",
                    "Include the time and the £8 reminder in the same message so nobody's caught short.",
                ),
                _chat(
                    "Will do. And <PERSON_1> has promised to make her famous tortilla, so that's "
                    "the food sorted.",
                    "A Spanish tortilla is perfect with Rioja. Add olives and bread and you're "
                    "done. Sounds like a lovely evening.",
                ),
            ],
        ],
        "facts": [["Rioja"], ["£8"], ["blind"]],
        "updates": [(["<LOCATION_1>"], ["<LOCATION_2>"])],
    },
    {
        "id": "h7-walking-holiday-nights",
        "folds": [
            [
                _chat(
                    "My partner and I are planning a walking holiday along the coast path in <LOCATION_1> in "
                    "September. We've pencilled in 4 nights, staying in B&Bs and walking about 12 miles a "
                    "day. I'm worried about my knee but I'm excited to switch off properly.",
                    "A coast path walk in September is lovely, the crowds have gone and the sea's still "
                    "warm. At about 12 miles a day, the ups and downs of a coast path count for more than "
                    "the distance, so plan some shorter days if your knee complains. Walking poles really "
                    "do take load off knees on descents. Would you like help choosing stages that end near "
                    "B&Bs?",
                ),
                _chat(
                    "Yes please. We'd like a luggage transfer too so we only carry day packs. My friend did "
                    "the same path with a transfer company and paid about £12 a bag per day.",
                    "A luggage transfer makes a huge difference, and £12 a bag per day is typical. Book the "
                    "B&Bs first and then the transfer, since the companies need the addresses. Break in "
                    "your boots beforehand if they're new.",
                ),
                _chat(
                    "Had a long chat with my partner over dinner, and between the knee and wanting a rest "
                    "day in the middle, we've gone for six nights. Same start date. Also my sister did a "
                    "five-night trip in the Lakes last year and said she wished she'd gone longer, which "
                    "sealed it.",
                    "Six nights with a rest day in the middle is a kind plan for your knee. You could make "
                    "the stages a bit shorter, nearer 9 or 10 miles, and still cover the same stretch. "
                    "Your sister's experience is common; people nearly always wish they'd had an extra "
                    "day. Shall I draft a day-by-day plan?",
                ),
            ]
        ],
        "facts": [["<LOCATION_1>"], ["September"], ["luggage transfer"], ["knee"]],
        "updates": [(["4 nights"], ["six nights"])],
    },
    {
        "id": "h7-yoga-retreat-venue",
        "folds": [
            [
                _chat(
                    "I've booked myself a yoga retreat for my 50th, three days in the countryside with no "
                    "phone signal, which is either heaven or hell. It's at Hawthorn Farm, near the coast, "
                    "and costs £420 all in, vegetarian food included.",
                    "What a lovely way to mark your 50th. £420 for three days with meals is good value for "
                    "a retreat. No signal can be unsettling for the first day, then most people find it "
                    "freeing; give your family the venue's landline number. Have you done much yoga "
                    "before?",
                ),
                _chat(
                    "A weekly class for about a year, so gentle stuff. I've got a tight hamstring that "
                    "complains in forward folds.",
                    "A year of weekly classes is plenty for most retreats. Tell the teacher about your "
                    "hamstring on the first morning; they'll offer a bent-knee version or a strap. Pack "
                    "layers, retreat halls are often cold in the early sessions.",
                ),
                _chat(
                    "Oops, I've been telling everyone the wrong place. Hawthorn was the one my friend went "
                    "to. Mine is at Larkspur Barn, I just checked the booking email. Same price and dates "
                    "though.",
                    "Easy mix-up! Larkspur Barn it is. Look up the route in advance, rural places can be "
                    "hard to find with no signal, so download an offline map. Do you want a packing list?",
                ),
            ]
        ],
        "facts": [["50th"], ["£420"], ["hamstring"]],
        "updates": [(["Hawthorn"], ["Larkspur"])],
    },
    {
        "id": "h7-youth-football-day",
        "folds": [
            [
                _chat(
                    "I coach my son's under-10s football team and we've been invited to a tournament at "
                    "<LOCATION_1> on Saturday the 14th. Eight teams, seven-a-side, and I need to get twelve "
                    "kids there with boots and water bottles. Parents are driving.",
                    "Tournaments are the highlight of the season at that age. With seven-a-side and that "
                    "many kids, everyone gets good minutes if you rotate every five minutes or so. Put a "
                    "parent in charge of each car and write a list of who goes with whom. Do you need to "
                    "send a team sheet to the organisers?",
                ),
                _chat(
                    "Yes, by next Friday. We also need matching socks, half the team has lost theirs.",
                    "Ask the club whether it has spare kit; otherwise a pack of plain socks is cheap "
                    "online. Bring a spare set on the day too, someone always forgets.",
                ),
                _chat(
                    "Story of my life. I'm also trying to work out who plays in goal, nobody wants"
                    " to, and one lad cried last time we made him.",
                    "Goalkeeping is a lot of pressure at that age. Rotate it, so each child who's "
                    "willing does one match, and praise saves loudly. You could ask at training "
                    "who'd like to try, with no pressure. Do you have gloves for them?",
                ),
            ],
            [
                _chat(
                    "Tournament news: the organisers moved it to Sunday the 15th because of a pitch clash. "
                    "Two of the parents work that day, so I'm scrambling for drivers.",
                    "That's awkward. With two fewer cars you could ask parents from another team, or see if "
                    "the club minibus is free. Let the organisers know early if it means you might be "
                    "short.",
                ),
                _chat(
                    "Never mind the scramble! The pitch clash got sorted, so it's back on Saturday the 14th "
                    "like we first planned. All the cars are available again.",
                    "Brilliant, so it's Saturday the 14th after all, and all the drivers are back. Send the "
                    "team sheet by next Friday and you're sorted. Want a simple rotation plan for the "
                    "kids?",
                ),
                _chat(
                    "Yes please, but later. First I need a coffee, this has been a rollercoaster of a week.",
                    "Fair enough, have the coffee. When you're ready, tell me how many matches "
                    "each team plays and I'll sketch out who sits out when.",
                ),
            ],
        ],
        "facts": [["under-10s"], ["<LOCATION_1>"], ["twelve"], ["seven-a-side"]],
        "updates": [(["Sunday", "15th"], ["Saturday", "14th"])],
    },
    {
        "id": "h7-zoo-trip-date",
        "folds": [
            [
                _chat(
                    "Planning a zoo trip with my niece and nephew for half-term, on the 12th. <PERSON_1>, "
                    "my sister, is coming too. The kids are obsessed with the penguin feeding, which is at "
                    "2:30.",
                    "A zoo day with the kids sounds lovely. Book tickets online, they're usually cheaper "
                    "than at the gate and some zoos cap numbers in the holidays. Aim to be near the penguin "
                    "pool ten minutes before 2:30 to get a spot at the front. Would a packed lunch work, or "
                    "is there a café you like?",
                ),
                _chat(
                    "Packed lunch, the café is eye-wateringly expensive. Tickets are £21 for adults and £15 "
                    "for kids.",
                    "So two adults and two kids comes to £72 online. A packed lunch saves a fortune. Bring "
                    "a picnic blanket, most zoos have grassy areas near the play zone.",
                ),
                _chat(
                    "Bad news on the date. <PERSON_1>'s been asked to work that day, so we're doing the "
                    "following Saturday instead, the 19th. The kids were gutted for about five minutes.",
                    "Five minutes of gutted is a good outcome. So it's the 19th, with <PERSON_1> still "
                    "coming. Check the penguin feeding time for that day, it sometimes changes at weekends. "
                    "Shall I put together a little route around the zoo?",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["penguin"], ["£21"], ["£15"]],
        "updates": [(["12th"], ["19th"])],
    },
    {
        "id": "h7-newsletter-print-run",
        "folds": [
            [
                _chat(
                    "I've taken over the residents' association newsletter. It's an A5 booklet, eight "
                    "pages, and we print 250 copies at the copy shop on the high street for about £60. The "
                    "deadline for articles is the 1st of each month.",
                    "That's a nice format. With eight A5 pages you have room for a lead story, an events "
                    "list, a few short pieces and a puzzle. That price is decent for the run; ask the shop "
                    "about a discount for a regular order. Would you like a simple template so each issue "
                    "is faster to lay out?",
                ),
                _chat(
                    "Please. I want a regular column called 'Street Voices' where a neighbour writes about "
                    "their street.",
                    "'Street Voices' is a great idea, it gets more people involved. Give each writer a "
                    "300-word limit and a photo. Ask early, people need a couple of weeks.",
                ),
                _chat(
                    "I've already got someone for the first one, an older man on the lane behind "
                    "the church who's lived there since the sixties. I think he'll have amazing "
                    "stories.",
                    "He sounds perfect; long-time residents often have the best stories and old "
                    "photos. Offer to interview him and write it up if writing isn't his thing. "
                    "Ask for a picture of the street from back then, readers love a then-and-now.",
                ),
            ],
            [
                _chat(
                    "The new flats on the corner are finished, so we've got lots more households to deliver "
                    "to. I spoke to the committee and we're going up to 320 copies from the next issue.",
                    "So the print run goes up to 320 copies from the next issue. Ask the copy shop for a new "
                    "quote, it should only be a little more per copy at that volume. You'll also need a few "
                    "more delivery volunteers for the new flats.",
                ),
                _chat(
                    "Yes, I'll put a call out in the newsletter itself.",
                    "A call-out in the newsletter is perfect, new residents will read it first.",
                ),
                _chat(
                    "And I might put a welcome note from the committee on the front page for them.",
                    "A welcome note on the front page is a lovely touch. Add a line about how to "
                    "join the association and when the next meeting is.",
                ),
            ],
        ],
        "facts": [["A5"], ["Street Voices"], ["£60"], ["1st"]],
        "updates": [(["250"], ["320"])],
    },
    {
        "id": "h7-night-class-room",
        "folds": [
            [
                _chat(
                    "I've started a Spanish night class at the adult education centre, Thursdays 6:30 to "
                    "8:30. Our teacher, <PERSON_1>, is from <LOCATION_1> and very patient with my awful "
                    "accent. The class is in Room 14, up three flights of stairs with no lift.",
                    "Learning with a native speaker is the best way to fix an accent, so you're in good "
                    "hands. Two hours on a Thursday evening is a good slot, and practising ten minutes a "
                    "day in between makes a big difference. Apps are fine for vocabulary, but speaking out "
                    "loud is what helps. What's your goal, travel or something else?",
                ),
                _chat(
                    "We're going to Spain next summer and I want to at least order food and chat to the "
                    "neighbours at the campsite.",
                    "Perfect goal. Focus on food, directions and small talk first. Try ordering in Spanish "
                    "at a local tapas bar to practise.",
                ),
                _chat(
                    "Oh, and good news for my knees: they've given us the ground floor. It's in room 9 from "
                    "next week.",
                    "The ground floor is much better after a long day. Room 9 from next week, noted. Keep "
                    "practising your ordering phrases!",
                ),
            ]
        ],
        "facts": [["Thursdays"], ["<PERSON_1>"], ["6:30"], ["Spain"]],
        "updates": [(["Room 14"], ["room 9"])],
    },
    {
        "id": "h7-photography-course-cost",
        "folds": [
            [
                _chat(
                    "I signed up for a six-week photography course at the community college starting "
                    "8 January, to finally learn to use my camera properly instead of leaving it on auto. "
                    "It costs £180 and we need a camera with manual settings, which mine has.",
                    "Great decision, learning manual mode changes everything. Six weeks is enough to get "
                    "the exposure triangle into your fingers: aperture, shutter speed and ISO. A 50 mm "
                    "prime lens is a cheap upgrade many people make on courses like this, often around "
                    "£100 second-hand. What kind of photos do you want to take?",
                ),
                _chat(
                    "Mostly my kids and landscapes on walks. The lens would be nice but I'll wait.",
                    "Waiting makes sense; the course will show you what you actually need. For kids, fast "
                    "shutter speeds matter; for landscapes, a small aperture and a steady hand or a tripod.",
                ),
                _chat(
                    "Just got an email from the college: because I booked before Christmas I get the "
                    "early-bird rate, so it's £165 instead. Every little helps.",
                    "Nice, so the course comes to £165 with the early-bird rate. Put the saving towards a "
                    "spare battery or memory card, they're the things people run out of on course outings.",
                ),
            ]
        ],
        "facts": [["8 January"], ["manual"], ["landscapes"]],
        "updates": [(["£180"], ["£165"])],
    },
    {
        "id": "h7-reunion-hall-hours",
        "folds": [
            [
                _chat(
                    "I'm organising a reunion for my dad's side of the family, the first one in ten years. "
                    "We've booked the village hall in <LOCATION_1> for Saturday 7 June, from noon till 6pm, "
                    "£150 for the day. I'm expecting around 45 people, three generations.",
                    "Ten years is a long gap, it'll be an emotional day. Starting at noon is a good time "
                    "for all ages: lunch, a group photo, games for the kids and tea. For that many people "
                    "a buffet is easiest, with family members each bringing a dish. Would you like a rough "
                    "timetable?",
                ),
                _chat(
                    "Yes. Also my aunt <PERSON_1> wants to do a slideshow of old photos, so we need a "
                    "projector.",
                    "A slideshow is a lovely touch. Many village halls have a projector you can hire; ask "
                    "when you confirm the booking. Do the slideshow after lunch when everyone is settled.",
                ),
                _chat(
                    "Lovely. I'm a bit anxious about my uncle and my cousin, they haven't spoken "
                    "in years after a row about a will. I don't want a scene.",
                    "Family rows are often the hidden worry at reunions. You could seat them at "
                    "different tables and give each of them a job, one on the barbecue and one "
                    "running the kids' games, so they're busy. A quiet word beforehand asking them"
                    " to keep the day for the family usually helps. Would you like to talk through"
                    " seating?",
                ),
            ],
            [
                _chat(
                    "Slight spanner in the works. Turns out the hall has a children's party booked straight "
                    "after us, so we only have it until 4pm. Same price, annoyingly. We'll have to squeeze "
                    "the slideshow in earlier.",
                    "That's a shame, but four hours is still plenty if the day is planned. Start lunch at "
                    "half twelve, do <PERSON_1>'s slideshow at two, the group photo straight after, and "
                    "leave the last half hour for tidying. Check with the hall that the projector's "
                    "available within your slot.",
                ),
                _chat(
                    "That timetable works. I'll tell <PERSON_1> she's got twenty minutes, max!",
                    "Twenty minutes is ideal for a slideshow, long enough for the laughs and short enough "
                    "to keep the kids on board.",
                ),
                _chat(
                    "Ha, exactly. My cousin has offered to take the group photo with his drone, "
                    "which sounds chaotic.",
                    "A drone photo could be brilliant if he's practised. Have someone take an "
                    "ordinary photo as well, just in case. Check the hall doesn't mind drones "
                    "being flown outside.",
                ),
            ],
        ],
        "facts": [["<LOCATION_1>"], ["7 June"], ["£150"], ["<PERSON_1>"]],
        "updates": [(["6pm"], ["4pm"])],
    },
    # ================================================================ must not change
    {
        "id": "h7-nursery-hedge-order",
        "folds": [
            [
                _chat(
                    "I've ordered a native hedge from the plant nursery for the front garden: 60 bare-root "
                    "whips, mostly beech with some holly, arriving Tuesday 4 November. They cost £95 with "
                    "delivery. I need to dig the trench before they come, which my back is dreading.",
                    "Bare-root whips are the cheapest way to plant a hedge, and November is the perfect "
                    "time. For 60 whips you'd usually plant a double staggered row, five per metre, so "
                    "that's about 12 metres of hedge. Dig the trench a spade deep and mix in some compost. "
                    "Heel them in if you can't plant on the day they arrive.",
                ),
                _chat(
                    "My neighbour <PERSON_1> saw my order and got excited; she's ordered 25 whips of her own "
                    "for her side, and hers are arriving on the 11th. We might plant them together.",
                    "Planting together makes it a social job, and her whips will make the hedge line "
                    "continuous. Soak the roots in a bucket for an hour before planting. Do you want a plan "
                    "for the trench?",
                ),
                _chat(
                    "Yes, and should I put a spiral guard on each one? We have rabbits.",
                    "With rabbits, yes: a spiral guard and a cane for each whip. They're cheap in packs of "
                    "50 or 100, and you can reuse them once the hedge is established.",
                ),
            ]
        ],
        "facts": [["60"], ["4 November"], ["£95"]],
        "updates": [],
    },
    {
        "id": "h7-pantomime-curtain",
        "folds": [
            [
                _chat(
                    "Our village pantomime is Cinderella this year and I'm one of the ugly sisters, which my "
                    "kids find hilarious. The shows run 12 to 14 December in the village hall, curtain up "
                    "7:30 each night. Tickets are £10 for adults and £5 for kids.",
                    "The ugly sisters get the best laughs in any panto. Three nights with curtain up at 7:30 "
                    "is a nice run. For make-up, think huge: stage lighting washes everything out. Are "
                    "rehearsals going well?",
                ),
                _chat(
                    "Chaotic but fun. My big number is a duet with the other sister, <PERSON_1>, and we're "
                    "terrible on purpose.",
                    "Terrible on purpose is a skill, and audiences love it. Rehearse the duet so the "
                    "mistakes land on the same beats every night.",
                ),
                _chat(
                    "Bit of a clash: my daughter's school nativity got moved to the 13th, at 6:30, so I'll "
                    "have to dash from the school to the hall in my wig. Might be tight before our start.",
                    "That's a proper panto-style dash! If the nativity runs about 40 minutes you'll have a "
                    "little time; do your make-up before and just pop the wig on at the hall. Let the stage "
                    "manager know you'll be last in that night.",
                ),
            ]
        ],
        "facts": [["7:30"], ["14 December"], ["Cinderella"], ["£10"]],
        "updates": [],
    },
    {
        "id": "h7-costume-satin-hypothetical",
        "folds": [
            [
                _chat(
                    "I'm sewing a Halloween costume for my son, a vampire cape with a high collar. The "
                    "pattern says 3 metres of red satin for the lining and I've bought it already at £4 a "
                    "metre. The party is on the 31st, so I've got two weeks.",
                    "A vampire cape is a great costume project, mostly straight seams. Satin slips, so use "
                    "lots of pins or pattern weights when you cut. Interfacing in the collar will make it "
                    "stand up dramatically. Have you got black fabric for the outside?",
                ),
                _chat(
                    "Yes, black cotton drill. Quick question though: if I made the cape floor-length instead "
                    "of knee-length, would the satin still be enough? I'm just wondering.",
                    "Floor-length would need around 4.5 metres for the lining, so you'd have to buy more. "
                    "For a nine-year-old, knee-length is also safer on stairs and for trick-or-treating.",
                ),
                _chat(
                    "Fair, he'd trip over it within five minutes. Knee-length it stays, I won't buy more.",
                    "Sensible. Then your 3 metres of satin is all you need. Pre-wash the cotton drill, it "
                    "can shrink.",
                ),
            ]
        ],
        "facts": [["3 metres"], ["£4"], ["31st"], ["vampire"]],
        "updates": [],
    },
    {
        "id": "h7-window-upgrade-declined",
        "folds": [
            [
                _chat(
                    "We're replacing the windows at the front of the house, six of them, the old ones rattle "
                    "every time a bus goes past. <PERSON_1> from the local firm quoted £4,200 for "
                    "double-glazed uPVC in white, fitting on 3 March.",
                    "Six windows for £4,200 fitted is in the normal range for uPVC. Check the quote includes "
                    "removing the old frames, making good inside, and a FENSA certificate. A ten-year "
                    "guarantee is standard. Do the windows need trickle vents?",
                ),
                _chat(
                    "Yes, he said trickle vents are included. The kitchen one will have obscure glass.",
                    "Good, both are common asks. Measure up for new blinds after the fitting, the new frames "
                    "may be a slightly different size.",
                ),
                _chat(
                    "He rang back trying to upsell me on triple glazing, £5,100 for the same six. I said no "
                    "thanks, we're sticking with double, the difference in noise isn't worth it to us.",
                    "That's reasonable: triple glazing mostly pays off in very cold climates, and good "
                    "double glazing will stop the bus rattle. So you're staying with the original quote and "
                    "the 3 March fitting. Do you want a checklist for fitting day?",
                ),
            ]
        ],
        "facts": [["4,200"], ["3 March"], ["<PERSON_1>"], ["trickle vents"]],
        "updates": [],
    },
    {
        "id": "h7-parkrun-marshal",
        "folds": [
            [
                _chat(
                    "I've signed up to marshal at our local parkrun on 8 February, at the corner by the "
                    "lake. It's my way of giving back after running it for three years. I need to be there "
                    "by 8:30 for the briefing.",
                    "Marshalling is a lovely way to give back, and runners really appreciate a cheerful "
                    "marshal. Leave plenty of time to park before the briefing; wear layers, standing still "
                    "at a lakeside corner gets cold fast. Bring a flask. Do you know what you'll need to do "
                    "at that corner?",
                ),
                _chat(
                    "Point people the right way and warn them about a tree root. The run director is "
                    "<PERSON_1>.",
                    "Simple enough: point, smile, and shout a warning about the root. <PERSON_1> will give "
                    "you a hi-vis vest at the briefing.",
                ),
                _chat(
                    "Last time I marshalled, back on 11 January, I was on the finish funnel and I got so "
                    "cold I couldn't feel my fingers. Lesson learned, I'm bringing hand warmers this time.",
                    "Hand warmers are a smart move, especially as the corner by the lake will be breezier "
                    "than the finish funnel. Pack gloves you can still clap in. Enjoy it on the day!",
                ),
            ]
        ],
        "facts": [["8 February"], ["8:30"], ["lake"], ["<PERSON_1>"]],
        "updates": [],
    },
    {
        "id": "h7-stargazing-plan-b",
        "folds": [
            [
                _chat(
                    "I'm taking my teenage son stargazing at the dark-sky park on Friday the 21st, hoping to "
                    "see the Milky Way properly. We'll get there around 10pm and stay until about 1am. I've "
                    "borrowed a pair of binoculars from <PERSON_1>.",
                    "That sounds like a brilliant night out. Arriving at that time gives your eyes a chance "
                    "to adjust, it takes about 20 minutes of darkness. Use a red torch and avoid phone "
                    "screens. Check the moon phase: a new moon is best. Would you like a list of things to "
                    "spot with binoculars?",
                ),
                _chat(
                    "Yes please. And as a plan B, if it's cloudy on Friday, we'd go on Saturday the 22nd "
                    "instead.",
                    "A good plan B, cloud is the stargazer's enemy. Check the forecast on Thursday night. "
                    "With binoculars, look for the Andromeda galaxy, the Pleiades and Jupiter's moons.",
                ),
                _chat(
                    "Forecast just came out: totally clear for Friday. So no need for the backup, Friday it "
                    "is. He's more excited than he lets on.",
                    "Perfect, a clear Friday the 21st is ideal. Pack blankets, hot chocolate and a reclining "
                    "chair if you have one; neck ache is the real hazard. Enjoy the night together.",
                ),
            ]
        ],
        "facts": [["21st"], ["10pm"], ["<PERSON_1>"], ["binoculars"]],
        "updates": [],
    },
    {
        "id": "h7-scooter-tyre-comparison",
        "folds": [
            [
                _chat(
                    "My electric scooter got a puncture on the way to work, so it's in the repair shop near "
                    "the station. The guy there said a new inner tube and tyre costs £45 fitted, ready "
                    "Thursday. I've been getting the bus meanwhile and I hate it.",
                    "Punctures are the most common scooter problem, and that's a fair price fitted. Ask "
                    "about puncture-resistant tyres or tyre sealant, which can save you from the next one. "
                    "A few days isn't too long to wait. What model is the scooter?",
                ),
                _chat(
                    "It's a Xiaomi, the Pro 2. Out of curiosity I rang another shop in town and they wanted "
                    "£60 for the same job. So I'm glad I went where I did.",
                    "Your shop is definitely the better deal; £60 elsewhere shows £45 is a good price. The "
                    "Pro 2 takes 8.5-inch tyres, so the shop will have them in stock. Once it's back, check "
                    "the pressure weekly, under-inflated tyres puncture more easily.",
                ),
                _chat(
                    "Will do. I'm also thinking of getting a lock, it gets left outside the office.",
                    "A heavy D-lock or a chain through the frame is the way to go. Some offices also let "
                    "you charge scooters indoors.",
                ),
            ]
        ],
        "facts": [["£45"], ["Thursday"], ["Pro 2"], ["station"]],
        "updates": [],
    },
    {
        "id": "h7-telescope-accessory-price",
        "folds": [
            [
                _chat(
                    "I'm buying my first telescope! After weeks of reading reviews I've gone for a "
                    "Skywatcher Dobsonian, the 8-inch one, for £329 from a shop in <LOCATION_1>. I'm "
                    "collecting it on Saturday. My wife thinks I've lost my mind.",
                    "An 8-inch Dobsonian is probably the best first telescope there is, simple to use and "
                    "lots of light. That's a fair price for it. Let it cool outside for 30 minutes before "
                    "observing so the views are sharp. Have you got a star chart or an app?",
                ),
                _chat(
                    "Stellarium on my phone. The shop also has an eyepiece kit for £89, which is tempting "
                    "but I'll wait and see.",
                    "Waiting is wise. The two eyepieces that come with the Dobsonian will keep you busy for "
                    "months. The Moon and Saturn are great first targets.",
                ),
                _chat(
                    "Plus they said a Telrad finder would be £52. Not yet.",
                    "A Telrad is nice but not essential at first. Learn the sky with the standard finder "
                    "and decide later.",
                ),
            ]
        ],
        "facts": [["329"], ["8-inch"], ["Saturday"], ["<LOCATION_1>"]],
        "updates": [],
    },
    {
        "id": "h7-maths-tutor-same-slot",
        "folds": [
            [
                _chat(
                    "My son has a maths tutor now, <PERSON_1>, for his GCSEs. She comes on Thursdays at 5pm "
                    "and charges £30 an hour. He actually seems to like her, which is a miracle.",
                    "That's great news, a tutor he likes makes all the difference. A weekly hour is a "
                    "steady routine; ask her to set a short task between sessions. Does he have a target "
                    "grade?",
                ),
                _chat(
                    "He's aiming for a 6. His mock was a 4.",
                    "From a 4 to a 6 is very doable with weekly tutoring, especially focusing on algebra "
                    "and problem-solving questions. Past papers in the final months will help.",
                ),
                _chat(
                    "Spoke to <PERSON_1> about next term. Same slot as before, and she's keeping the rate, "
                    "which is kind. My daughter's violin teacher has just gone up to £35, so I was braced.",
                    "That's good to hear: Thursdays at 5pm and £30 an hour carry on. Nice of her to hold the "
                    "price. Consider asking her for a mock exam session before the real ones.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["Thursdays"], ["5pm"], ["£30"]],
        "updates": [],
    },
    {
        "id": "h7-radio-slot-refused",
        "folds": [
            [
                _chat(
                    "I present a folk music show on our community radio station, every Sunday at 9pm for "
                    "two hours. I've been doing it for about 18 months and I've got a few loyal listeners, "
                    "including my mum. The station manager is <PERSON_1>.",
                    "That's wonderful, community radio thrives on people like you. A late Sunday slot suits "
                    "folk nicely. Do you have regular features, like an interview or a track of the week?",
                ),
                _chat(
                    "A local-artist spot each week. I asked <PERSON_1> whether I could move to 7pm, so my "
                    "mum doesn't have to stay up, but she said no, the slot stays as it is because the news "
                    "show is on then.",
                    "Fair enough, the schedule has to work for everyone. Your mum could catch the show on "
                    "the station's catch-up service, if it has one. Keeping the slot also keeps your "
                    "regular listeners.",
                ),
                _chat(
                    "Good idea about catch-up, I'll set her up with the app.",
                    "That's the easiest fix. Maybe give her a shout-out on air, she'd love it.",
                ),
            ]
        ],
        "facts": [["9pm"], ["Sunday"], ["<PERSON_1>"], ["folk"]],
        "updates": [],
    },
    {
        "id": "h7-vintage-fair-pitch",
        "folds": [
            [
                _chat(
                    "I've got a stall at the vintage fair in the old market hall on 15 March, selling my "
                    "upcycled lamps. I've been given pitch 27, near the entrance, which is great. Setup is "
                    "from 8am and the doors open at 10.",
                    "A pitch near the entrance is a prime spot, people see you first. For lamps, bring an "
                    "extension lead and a couple of bulbs to show them lit. Price everything clearly and "
                    "have a card reader; a lot of people don't carry cash. How many lamps are you taking?",
                ),
                _chat(
                    "About twenty. My friend <PERSON_1> is selling vintage clothes and her pitch got moved "
                    "to 31, right at the back, she's annoyed.",
                    "Poor <PERSON_1>, the back can still do well if there's a café nearby. You could put "
                    "each other's cards on your stalls. With that many lamps, stagger the heights so they "
                    "all show.",
                ),
                _chat(
                    "Good idea with the cards. I'm also taking my little price stickers.",
                    "Stickers are easy; just make sure the prices are visible without turning the lamp over.",
                ),
            ]
        ],
        "facts": [["27"], ["8am"], ["15 March"], ["lamps"]],
        "updates": [],
    },
    {
        "id": "h7-writing-group-library",
        "folds": [
            [
                _chat(
                    "I've joined a novel-writing group that meets every second Wednesday at 7:15 in the "
                    "library's upstairs room. There are nine of us, and we each share up to 2,000 words for "
                    "feedback. I'm on chapter three of my detective novel.",
                    "A regular writing group is the best motivation there is. With a word limit, choose the "
                    "chapter's most important scene rather than its opening. Take notes on the feedback and "
                    "wait a day before changing anything. What's your detective like?",
                ),
                _chat(
                    "A retired ferry captain in a seaside town, a bit grumpy. The library's knitting circle "
                    "has just changed to Wednesdays at 6, so the room will be busy before us.",
                    "A grumpy ferry captain is a great detective. The knitting circle before you might even "
                    "mean the heating's on. Arrive a few minutes early to set up the chairs.",
                ),
                _chat(
                    "Ha, yes. I'll bring my chapter printed out this time.",
                    "Printed copies get better notes, people scribble in the margins. Good luck with "
                    "chapter three.",
                ),
            ]
        ],
        "facts": [["7:15"], ["second Wednesday"], ["2,000"], ["ferry captain"]],
        "updates": [],
    },
    {
        "id": "h7-paddleboard-lesson-price",
        "folds": [
            [
                _chat(
                    "We're going paddleboarding on the lake this weekend, my first time! Board hire is two "
                    "hours for £25 each, and we've booked for Sunday at 11. I'm nervous about falling in, "
                    "the water is freezing in May.",
                    "Paddleboarding is easier than it looks, most people are standing within 20 minutes. "
                    "That's a good rate for the hire. Start on your knees and stand up once you feel "
                    "stable; look at the horizon, not your feet. Wear something quick-drying. Who's going "
                    "with you?",
                ),
                _chat(
                    "My partner and our friend <PERSON_1>. The centre also does a lesson, also two hours, "
                    "for £40, but we're fine just hiring.",
                    "With calm water, hiring is fine; ask the staff for a five-minute rundown before you "
                    "set off. Keep the leash attached to your ankle.",
                ),
                _chat(
                    "Good tip. I'll bring a dry bag for phones.",
                    "A dry bag is essential. Enjoy Sunday!",
                ),
            ]
        ],
        "facts": [["£25"], ["Sunday"], ["<PERSON_1>"]],
        "updates": [],
    },
    {
        "id": "h7-tree-surgeon-last-year",
        "folds": [
            [
                _chat(
                    "A tree surgeon, <PERSON_1>, is coming on 17 October to take down the dead sycamore at "
                    "the bottom of the garden. He's charging £650 including grinding the stump. It's been "
                    "dropping branches on the shed for months.",
                    "Good to get it done before the winter storms, and that's a fair price for a mature "
                    "sycamore with the stump ground out. Check he has public liability insurance and that "
                    "the tree isn't covered by a preservation order. Will you keep the logs?",
                ),
                _chat(
                    "Yes, we've got a wood burner. Last year we had the oak pruned by another firm and that "
                    "was £420, with a lot of mess left behind.",
                    "Then ask <PERSON_1> up front about clearing up. Sycamore logs need a year or two to "
                    "season before burning. Stack them off the ground with some airflow.",
                ),
                _chat(
                    "Will do. We'll move the car off the drive that morning.",
                    "Good thinking, the chipper usually needs the drive. Let the neighbours know too.",
                ),
            ]
        ],
        "facts": [["£650"], ["17 October"], ["<PERSON_1>"], ["sycamore"]],
        "updates": [],
    },
    {
        "id": "h7-sponsored-walk-distance",
        "folds": [
            [
                _chat(
                    "I've signed up for a sponsored walk for the hospice, 18 miles along the canal on 5 May. "
                    "My sponsorship target is £500, and I've got £220 so far. My legs are not thrilled.",
                    "That's a big walk, but very doable with some training; build up to a 12-mile walk a "
                    "few weeks before. You're nearly halfway to your target. Good socks and broken-in shoes "
                    "matter more than anything. Would you like a training plan?",
                ),
                _chat(
                    "Yes please. Part of me wonders whether I should go for the 30-mile route instead, it "
                    "raises more. But no, I'd be miserable.",
                    "The 30-mile route would be a huge jump; your distance is already a great challenge, "
                    "and your sponsors will be just as proud. Stick with your plan and enjoy it.",
                ),
                _chat(
                    "Agreed, 18 miles it is. I'll send the sponsorship link round at work again.",
                    "A reminder a couple of weeks before the walk usually brings in a few more donations.",
                ),
            ]
        ],
        "facts": [["18 miles"], ["5 May"], ["£500"], ["hospice"]],
        "updates": [],
    },
]
