"""The update probe's tenth held-out group: forwarded and pasted chat. The user quotes an email or text
from a venue, school, repair shop, landlord, club or clinic (with ">" or in quotation marks), a calendar
entry, a receipt or invoice line, or a group-chat message from a <PERSON_n>, comments on it, and later
forwards a second message that changes one value or only repeats it or concerns something else. Dates in
several formats (12/11, 21 March, Sat 7th, 2027-02-27), 24h and am/pm times, prices with signs and codes,
reference and order numbers that are not facts to change.

31 conversations with 33 updates (corrections, changes decided later, a change inside a long forwarded
message, changes the assistant restates, old and new values spelled differently, a value changed two and
three times in a row, a subject that is only a pronoun, a change the assistant proposes and the user
accepts, a change with no change word; fourteen in a later fold than the fact) and 21 conversations where a
later statement or forwarded message shares a weekday, a time, a number, a place, a unit or a change word
with a fact but must change nothing (another person's booking, another event, a question or hypothetical,
an offer declined, a past event, a plan B not taken, a comparison, another item's price, "same as
before", a change asked for and refused, a reference number that looks like a value).

Written by an engineer who did not read the rules; committed after the eleventh round's landing, before
any later logic change; never tuned on (`bench.update_probe` prints only its aggregates). Our own topics,
none of bench/data/RESERVED.md's and none of the other groups'.

Statements are written as in bench/update_probe.py (a dict's turns are used as written). A fact kept whose
keys no longer stand together on one line of the summary outside "(was …)" is damaged.
"""

from __future__ import annotations

from bench.chats import chat as _chat

HELD_OUT_10: list[dict] = [
    # ================================================================ updates, in the fact's fold
    {
        "id": "h10-dental-checkup-moved",
        "folds": [
            [
                _chat(
                    "Got this from the dental practice this morning:\n> Reminder: your check-up with "
                    "<PERSON_1> is on Thu 12/11 at 09:40. Please arrive 10 minutes early. Ref DX-4471.",
                    "Thanks, noted: a check-up with <PERSON_1> on Thursday 12/11 at 09:40, arriving ten "
                    "minutes early. Do you want a reminder the evening before?",
                ),
                _chat(
                    "Ugh, and now a second text:\n> Please note your appointment has moved to 11:15, same "
                    "day. Apologies for any inconvenience.",
                    "No problem, that actually gives you a calmer morning. Your check-up with <PERSON_1> "
                    "is still on Thursday 12/11, now at 11:15.",
                ),
            ]
        ],
        "facts": [["<PERSON_1>"], ["12/11"]],
        "updates": [(["09:40"], ["11:15"])],
    },
    {
        "id": "h10-tapas-table-count-corrected",
        "folds": [
            [
                _chat(
                    '"Your booking is confirmed for Sat 14 Mar, 19:30, table for 6. Booking no. 58213. '
                    "We hold tables for 15 minutes.\" That's from Casa Rioja for the anniversary meal.",
                    "Lovely, so Casa Rioja on Saturday 14 March at 19:30, table for 6. Keep the booking "
                    "number handy in case they ask for it at the door.",
                ),
                _chat(
                    "Oh no, I typed the wrong number in their form, my brother and his wife are coming too. "
                    "They replied:\n> No problem, we have amended your reservation to a table for 8.",
                    "Good that it was easy to fix. So it's a table for 8 at Casa Rioja, Saturday 14 March "
                    "at 19:30.",
                ),
            ]
        ],
        "facts": [["Casa Rioja"], ["Sat 14 Mar"], ["19:30"]],
        "updates": [(["table for 6"], ["table for 8"])],
    },
    {
        "id": "h10-parents-evening-newsletter",
        "folds": [
            [
                _chat(
                    "School calendar entry: Parents' evening, Tue 3 Feb, 16:00 to 19:00, main hall. I've "
                    "booked the 17:20 slot with <PERSON_2>, my daughter's form tutor.",
                    "Got it: parents' evening on Tuesday 3 February, your slot with <PERSON_2> at 17:20. "
                    "It might help to jot down two or three questions beforehand.",
                ),
                _chat(
                    "The Friday newsletter is long as usual, here's the bit that matters:\n> Dear "
                    "parents, thank you for supporting the winter fair, which raised £1,214. Year 9 "
                    "options evening remains on 10 Feb. Because of the heating works, parents' evening "
                    "has been rescheduled to Thu 5 Feb; booked slot times stay the same. Non-uniform day "
                    "is next Friday (£1 donation). Please label all PE kit.",
                    "Thanks for pulling that out. So parents' evening is now Thursday 5 February, and "
                    "your 17:20 slot with <PERSON_2> carries over. Options evening on 10 February is "
                    "unchanged.",
                ),
            ]
        ],
        "facts": [["17:20"], ["<PERSON_2>"]],
        "updates": [(["Tue 3 Feb"], ["Thu 5 Feb"])],
    },
    {
        "id": "h10-campervan-check-quote-restated",
        "folds": [
            [
                _chat(
                    "Email from Kestrel Leisure about the campervan:\n> Habitation check booked for drop-off "
                    "Mon 9th, 08:30. Quote: £185.00 inc VAT. Job card KL-7720.",
                    "Noted: habitation check at Kestrel Leisure, drop-off Monday 9th at 08:30, quoted at "
                    "£185 including VAT.",
                ),
                _chat(
                    "They've rung, they found damp behind the wardrobe panel and need to reseal the "
                    "window, the new total is £240.",
                    "Annoying, but better found now than in the middle of a trip. So the habitation check "
                    "now comes to £240 instead of £185, with the window reseal included. Ask them for the "
                    "damp reading in writing for your records.",
                ),
            ]
        ],
        "facts": [["Kestrel Leisure"], ["Mon 9th"]],
        "updates": [(["185"], ["240"])],
    },
    {
        "id": "h10-landlord-alarm-inspection-date",
        "folds": [
            [
                _chat(
                    "Landlord email, pasting it:\n> The annual smoke alarm inspection will take place on "
                    "2027-03-09 between 10am and 12pm. Please make sure someone is in.",
                    "Okay, smoke alarm inspection on 9 March 2027, between 10am and midday. Shall I remind "
                    "you the day before?",
                ),
                _chat(
                    'Follow-up text from him: "Hi, small change, the electrician can only do 16 March now, '
                    'same window. Cheers"',
                    "Thanks, that's updated: the smoke alarm inspection is on 16 March, still between 10am "
                    "and 12pm.",
                ),
            ]
        ],
        "facts": [["10am"], ["smoke alarm"]],
        "updates": [(["2027-03-09", "9 March"], ["16 March"])],
    },
    {
        "id": "h10-tailor-ticket-misread",
        "folds": [
            [
                _chat(
                    "Dropped my suit trousers at Stitchcraft. Ticket says hem plus take in waist, ready "
                    "02/12, £28.50.",
                    "Sounds good. Hem and waist at Stitchcraft, ready on 2 December, £28.50. Bring the shoes "
                    "you'll wear with them to the fitting if they ask.",
                ),
                _chat(
                    "Sorry, misread the ticket in the car, the price is £23.50.",
                    "No problem, £23.50 then.",
                ),
            ]
        ],
        "facts": [["Stitchcraft"], ["02/12"]],
        "updates": [(["28.50"], ["23.50"])],
    },
    {
        "id": "h10-phone-repair-long-update",
        "folds": [
            [
                _chat(
                    "> Thanks for booking with FixPoint. Device: Pixel 7. Service: screen replacement. "
                    "Quote: £119. Drop-off Wed 11am. Ticket FP-55012.\nFingers crossed they don't lose my "
                    "photos.",
                    "A screen replacement shouldn't touch your data, but it's worth backing up before "
                    "Wednesday anyway. So FixPoint, drop-off Wednesday at 11am, quoted £119.",
                ),
                _chat(
                    "Their update just came in, it's a wall of text:\n> Update on your repair FP-55012. "
                    "Our technician has inspected the device and the screen replacement is going ahead. "
                    "The part we have in stock is the original-manufacturer version, so the final price "
                    "is £139. Your device will be ready Thursday after 3pm. Over the holidays we open "
                    "10-4. Please bring photo ID when collecting. Thank you for choosing FixPoint!",
                    "So the screen replacement costs £139 in the end, and the phone is ready Thursday "
                    "after 3pm. Don't forget your ID.",
                ),
            ]
        ],
        "facts": [["FixPoint"], ["screen replacement"]],
        "updates": [(["119"], ["139"])],
    },
    {
        "id": "h10-candle-workshop-assistant-restates",
        "folds": [
            [
                _chat(
                    "Booked the soy candle workshop for me and my mum, Sun 15th at 13:00, at Wick & Wax. "
                    "Order #WW-3092, £64 for both.",
                    "What a nice thing to do together. Soy candle workshop at Wick & Wax on Sunday 15th at "
                    "13:00, £64 for two.",
                ),
                _chat(
                    "> Hi! We've had to shift Sunday's session to 15:30, hope that still works.\nIt does.",
                    "Great. Then it's Sunday 15th at 15:30 rather than 13:00, everything else as booked.",
                ),
            ]
        ],
        "facts": [["Wick & Wax"], ["Sun 15th"], ["64"]],
        "updates": [(["13:00"], ["15:30"])],
    },
    {
        "id": "h10-brass-band-park-decided",
        "folds": [
            [
                _chat(
                    "I'm playing 2nd cornet at the summer concert, Sun 3 Aug, 2pm, at the Bandstand on "
                    "the promenade.",
                    "That sounds like a lovely gig. Sunday 3 August at 2pm, 2nd cornet, at the Bandstand. "
                    "Is there a rehearsal before?",
                ),
                _chat(
                    "Band chat from <PERSON_3>:\n> Committee decided tonight: we're doing the concert at "
                    "Wellfield Park this year, more seating and a proper shelter.",
                    "Makes sense for the weather. So the summer concert is at Wellfield Park, Sunday 3 "
                    "August at 2pm.",
                ),
            ]
        ],
        "facts": [["2nd cornet"], ["Sun 3 Aug"], ["2pm"]],
        "updates": [(["Bandstand"], ["Wellfield Park"])],
    },
    {
        "id": "h10-gin-tasting-numbers-words",
        "folds": [
            [
                _chat(
                    "Organising <PERSON_4>'s leaving do: gin tasting at Juniper Vault, booked for twelve "
                    "people, £35 a head, Friday after work.",
                    "Fun choice. Juniper Vault, twelve people at £35 each on Friday. Do they need a deposit?",
                ),
                _chat(
                    "Their reply to my email:\n> Update noted: numbers now 15, as marketing are joining. "
                    "No extra deposit needed.",
                    "Perfect, 15 guests then, still £35 a head.",
                ),
            ]
        ],
        "facts": [["Juniper Vault"], ["35"], ["<PERSON_4>"]],
        "updates": [(["twelve"], ["15"])],
    },
    {
        "id": "h10-storage-unit-start-no-ready",
        "folds": [
            [
                _chat(
                    '"Unit 25 sq ft, £79/month, available from 01/09. Access 6am to 10pm." That\'s the '
                    "storage quote from BoxSafe.",
                    "Noted: a 25 sq ft unit at BoxSafe for £79 a month, from 1 September.",
                ),
                _chat(
                    "They can't have it cleared until 08/09, so that's the start now. Annoying because "
                    "the flat's lease ends the 5th.",
                    "That's a tight gap. You could ask BoxSafe whether a smaller temporary unit is free "
                    "for those few days. Start date noted as 08/09.",
                ),
            ]
        ],
        "facts": [["25 sq ft"], ["79"], ["BoxSafe"]],
        "updates": [(["01/09"], ["08/09"])],
    },
    {
        "id": "h10-singing-lesson-three-times",
        "folds": [
            [
                _chat(
                    "Text from my singing teacher <PERSON_5>:\n> Lesson this Thursday at 17:00?\nI said yes.",
                    "Great, singing lesson with <PERSON_5> on Thursday at 17:00.",
                ),
                _chat("Another one:\n> Sorry, could we do 17:45 instead?", "Sure, 17:45 on Thursday then."),
                _chat(
                    '> "Actually 16:30 works better for me, last change I promise!" Fine by me.',
                    "Ha, noted. Thursday at 16:30 with <PERSON_5>.",
                ),
            ]
        ],
        "facts": [["<PERSON_5>"], ["Thursday"]],
        "updates": [(["17:00", "17:45"], ["16:30"])],
    },
    {
        "id": "h10-chili-cookoff-fee-code",
        "folds": [
            [
                _chat(
                    "Flyer from the firehouse:\n> Chili Cook-Off, Elm Street Firehouse, Sat Oct 9, judging "
                    "at 2 PM. Entry $17.50 per team.\nWe're entering as the Bean Counters.",
                    "Love the team name. Elm Street Firehouse, Saturday October 9, judging at 2 PM, "
                    "$17.50 per team.",
                ),
                _chat(
                    "> Correction: entry is USD 21.00 per team; the flyer had an old figure.\nPaid it.",
                    "Thanks, entry paid at 21 dollars then. Good luck with the chili!",
                ),
            ]
        ],
        "facts": [["Elm Street"], ["2 PM"], ["Bean Counters"]],
        "updates": [(["17.50"], ["21.00"])],
    },
    {
        "id": "h10-turf-remeasured",
        "folds": [
            [
                _chat(
                    "Ordered 30 sq m of turf from Greensward, delivery Tue 14th, first thing. Order "
                    "GS-10488.",
                    "Noted, 30 sq m of turf from Greensward arriving Tuesday 14th. Turf is best laid the "
                    "same day, so clear your diary for the afternoon.",
                ),
                _chat(
                    "Measured the lawn again with a proper tape, 42 sq m. Updated the order online.",
                    "Good thing you checked. 42 sq m arriving Tuesday 14th.",
                ),
            ]
        ],
        "facts": [["Greensward"], ["Tue 14th"]],
        "updates": [(["30 sq m"], ["42 sq m"])],
    },
    {
        "id": "h10-gym-induction-assistant-proposes",
        "folds": [
            [
                _chat(
                    "> Welcome to FlexHub! Your induction is on Mon 2 Nov at 18:00 with a coach.\nHmm, that "
                    "clashes with school pickup on Mondays.",
                    "Their site lists early inductions at 07:30 as well. Would you like to switch to the "
                    "07:30 one on the same day, so the evening stays free?",
                ),
                _chat(
                    "Yes, let's do that. Emailed them and they confirmed it.",
                    "Great: FlexHub induction on Monday 2 November at 07:30.",
                ),
            ]
        ],
        "facts": [["FlexHub"], ["Mon 2 Nov"]],
        "updates": [(["18:00"], ["07:30"])],
    },
    {
        "id": "h10-cobbler-ready-no-change-word",
        "folds": [
            [
                _chat(
                    "Cobbler receipt: resole and new heels, £38, ready Thursday 14:00. Ticket 0931.",
                    "Noted: the boots are being resoled with new heels for £38, ready Thursday at 14:00.",
                ),
                _chat(
                    'Text from them: "Your boots will be ready Saturday after 11am."',
                    "Okay, Saturday after 11am for the boots.",
                ),
            ]
        ],
        "facts": [["38"], ["resole"]],
        "updates": [(["Thursday", "14:00"], ["Saturday", "11am"])],
    },
    {
        "id": "h10-calligraphy-venue-leak",
        "folds": [
            [
                _chat(
                    "Calendar: Calligraphy workshop, Fri 6 Jun, 19:00-21:00, Loom Room, Keld Street. "
                    "Bring own nibs.",
                    "Noted: calligraphy at the Loom Room on Keld Street, Friday 6 June, 19:00 to 21:00, "
                    "own nibs.",
                ),
                _chat(
                    "> Due to a leak, the workshop will now be held at the Pressworks, two doors down. "
                    "Everything else unchanged.",
                    "Good they found somewhere close. Pressworks it is, same date and time.",
                ),
            ]
        ],
        "facts": [["Fri 6 Jun"], ["19:00"], ["nibs"]],
        "updates": [(["Loom Room"], ["Pressworks"])],
    },
    {
        "id": "h10-cheese-day-invoice-corrected",
        "folds": [
            [
                _chat(
                    "> Cheese-making day, 1 place, Saturday 18th: £95.00 (inc. VAT). Order #CM-30417.\n"
                    "Finally booked it!",
                    "Exciting! Cheese-making day on Saturday 18th, one place at £95.",
                ),
                _chat(
                    '"Correction to your invoice: the price per place is GBP 110, we had applied last '
                    "year's rate.\" Paid the difference.",
                    "Fair enough of them to say. So the day costs GBP 110 in total.",
                ),
            ]
        ],
        "facts": [["Saturday 18th"], ["CM-30417"]],
        "updates": [(["95.00", "95"], ["110"])],
    },
    {
        "id": "h10-coding-club-pronoun",
        "folds": [
            [
                _chat(
                    "Sign-up confirmation for my son's coding club: Scratch Makers, Wednesdays 16:15, room "
                    "C4, £6 a session.",
                    "Nice, Scratch Makers on Wednesdays at 16:15 in room C4, £6 each time.",
                ),
                _chat("Oh, it's in the ICT suite from now on.", "Got it, the ICT suite then."),
            ]
        ],
        "facts": [["Scratch Makers"], ["16:15"]],
        "updates": [(["C4"], ["ICT suite"])],
    },
    # ================================================================ updates in a later fold
    {
        "id": "h10-fencing-beginners-weekday",
        "folds": [
            [
                _chat(
                    "> Beginners' fencing: Wednesdays 20:00, sports hall B, 6 weeks, £48. Masks provided.\n"
                    "Signed up!",
                    "Brilliant. Beginners' fencing on Wednesdays at 20:00 in sports hall B, six weeks for "
                    "£48. Wear trainers with good grip.",
                ),
            ],
            [
                _chat(
                    "Club email:\n> From next week beginners move to Tuesdays, same time and hall.",
                    "Thanks, fencing is on Tuesdays at 20:00 from next week.",
                ),
            ],
        ],
        "facts": [["20:00"], ["sports hall B"], ["48"]],
        "updates": [(["Wednesdays"], ["Tuesdays"])],
    },
    {
        "id": "h10-grocery-slot-rescheduled",
        "folds": [
            [
                _chat(
                    "> Order confirmed. Delivery slot Fri 17 Jan, 8-9pm. Order 7745-2210. Total £83.40.",
                    "Noted: groceries arriving Friday 17 January between 8 and 9pm, £83.40.",
                ),
                _chat("Remind me to leave the side gate open.", "Will do."),
            ],
            [
                _chat(
                    "Rescheduled the delivery to the morning, 9-10am, same day, because we'll be out that "
                    "evening.",
                    "Good call. Groceries on Friday 17 January, 9-10am.",
                ),
            ],
        ],
        "facts": [["83.40"], ["Fri 17 Jan"], ["side gate"]],
        "updates": [(["8-9pm"], ["9-10am"])],
    },
    {
        "id": "h10-conference-hotel-nights",
        "folds": [
            [
                _chat(
                    "> Reservation confirmed: Harbourview Hotel, 2 nights, check-in 11/05, rate €129 per "
                    "night. Conf. no. 88120.",
                    "Noted: Harbourview Hotel from 11/05, 2 nights at €129 a night.",
                ),
            ],
            [
                _chat(
                    "Work says the conference got extended by a day, so I've added a night: 3 nights now.",
                    "Okay, 3 nights at the Harbourview then. Keep the new confirmation for expenses.",
                ),
            ],
        ],
        "facts": [["Harbourview"], ["129"], ["11/05"]],
        "updates": [(["2 nights"], ["3 nights"])],
    },
    {
        "id": "h10-comedy-tickets-one-more",
        "folds": [
            [
                _chat(
                    "From <PERSON_6> in the group chat:\n> Got us 4 tickets for the comedy night at The "
                    "Crooked Stair, Sat 7th, doors 19:00!",
                    "That sounds like a fun night. The Crooked Stair on Saturday 7th, doors at 19:00.",
                ),
            ],
            [
                _chat(
                    "> <PERSON_7> is in too so I bought one more, 5 tickets total.\nThe more the merrier.",
                    "Absolutely. 5 tickets for Saturday 7th then.",
                ),
            ],
        ],
        "facts": [["Crooked Stair"], ["Sat 7th"], ["<PERSON_6>"]],
        "updates": [(["4 tickets"], ["5 tickets"])],
    },
    {
        "id": "h10-skip-hire-bigger",
        "folds": [
            [
                _chat(
                    "> Skip hire: 6-yard skip, delivery Tue 24/02, collection 10/03. £265 inc. permit.\n"
                    "For the garden clearance.",
                    "Noted: a 6-yard skip delivered Tuesday 24/02 and collected 10/03, £265 including the "
                    "permit.",
                ),
            ],
            [
                _chat(
                    "The clearance is worse than I thought, swapped to the 8-yard skip, they charge £310.",
                    "Sensible, an overloaded skip would cost more in the end. So the 8-yard skip at £310, "
                    "same dates.",
                ),
            ],
        ],
        "facts": [["24/02"], ["10/03"]],
        "updates": [(["6-yard"], ["8-yard"]), (["265"], ["310"])],
    },
    {
        "id": "h10-pension-review-adviser-fold-three",
        "folds": [
            [
                _chat(
                    "> Reminder: your pension review at Harwood Financial is booked for Mon 3rd at 16:20 "
                    "with <PERSON_8>.",
                    "Noted, pension review at Harwood Financial on Monday 3rd at 16:20 with <PERSON_8>.",
                ),
            ],
            [
                _chat(
                    "I need to dig out my last three annual statements to bring along.",
                    "Good idea, the annual statements will make the review much quicker.",
                ),
            ],
            [
                _chat(
                    "Harwood rang back, <PERSON_8> is off that day so I'm seeing <PERSON_9> instead, same "
                    "time.",
                    "Okay, the pension review is with <PERSON_9>, Monday 3rd at 16:20.",
                ),
            ],
        ],
        "facts": [["16:20"], ["Harwood"], ["annual statements"]],
        "updates": [(["<PERSON_8>"], ["<PERSON_9>"])],
    },
    {
        "id": "h10-canvas-print-size",
        "folds": [
            [
                _chat(
                    "> Canvas print 40x60 cm, matte finish, £54.99. Order PX-2291.\nThe beach photo from "
                    "last summer.",
                    "That photo will look great on canvas. 40x60 cm, matte, £54.99.",
                ),
            ],
            [
                _chat(
                    "Changed my mind, emailed them to make it 50x70 cm, they said it's £69.99 now.",
                    "A bigger print suits a landscape shot. 50x70 cm matte at £69.99 then.",
                ),
            ],
        ],
        "facts": [["matte"]],
        "updates": [(["40x60"], ["50x70"]), (["54.99"], ["69.99"])],
    },
    {
        "id": "h10-fundraiser-gig-act-cancelled",
        "folds": [
            [
                _chat(
                    "Poster text for our event: Spring Fundraiser Gig, St Aldhelm's Hall, Sat 21 March, "
                    "headline act: The Tarn Reelers, tickets £12.",
                    "Sounds lively! St Aldhelm's Hall on Saturday 21 March, the Tarn Reelers playing, "
                    "tickets £12.",
                ),
            ],
            [
                _chat(
                    "<PERSON_10> in the committee chat:\n> Heads-up, the Reelers had to pull out, we've "
                    "booked the Whinmoor Folk Collective.\nNeed to redo the poster.",
                    "Good they found someone quickly. Whinmoor Folk Collective on the new poster.",
                ),
            ],
        ],
        "facts": [["St Aldhelm"], ["Sat 21 March"]],
        "updates": [(["Tarn Reelers"], ["Whinmoor"])],
    },
    {
        "id": "h10-airport-shuttle-earlier",
        "folds": [
            [
                _chat(
                    "Shuttle booked to the airport: pick-up from the hotel at 4:50am, drop at Terminal 2. "
                    "Booking SH-662.",
                    "Early start! Pick-up at 4:50am, Terminal 2.",
                ),
                _chat("Flight's at 7:55 so it's fine.", "Plenty of time for bag drop."),
            ],
            [
                _chat(
                    "> Due to roadworks on the ring road, your pickup is brought forward to 04:20.\nEven "
                    "earlier, great.",
                    "Sorry! So you'll be collected at 04:20 for Terminal 2.",
                ),
            ],
        ],
        "facts": [["Terminal 2"], ["7:55"]],
        "updates": [(["4:50am"], ["04:20"])],
    },
    {
        "id": "h10-museum-sleepover-pipe",
        "folds": [
            [
                _chat(
                    "> Dino Sleepover: Sat 13 Feb, arrive 18:30, bring a sleeping bag. Places booked: 2 "
                    "children, 1 adult.\nThe kids are beside themselves.",
                    "What an adventure. Saturday 13 February, arrive at 18:30, sleeping bags for all three.",
                ),
            ],
            [
                _chat(
                    "The museum emailed, the sleepover's on 2027-02-27 now because of a burst pipe.",
                    "Oh dear, but at least it's not cancelled. New date noted.",
                ),
            ],
        ],
        "facts": [["18:30"], ["sleeping bag"]],
        "updates": [(["13 Feb"], ["2027-02-27"])],
    },
    {
        "id": "h10-rowing-meet-changed-twice",
        "folds": [
            [
                _chat(
                    "<PERSON_11> in the crew chat:\n> Regatta Saturday, meet at the boathouse at 6:45.",
                    "Early one! Boathouse at 6:45 on Saturday.",
                ),
                _chat("> Make that 7:10, the trailer's late.", "Okay, 7:10 at the boathouse."),
            ],
            [
                _chat(
                    "> Sorry all, 6:30 in the end, the marshals want us on the water earlier.\nI give up.",
                    "Ha, hopefully that's final. 6:30 at the boathouse, Saturday.",
                ),
            ],
        ],
        "facts": [["boathouse"], ["<PERSON_11>"]],
        "updates": [(["6:45", "7:10"], ["6:30"])],
    },
    {
        "id": "h10-hearing-test-pronoun-later",
        "folds": [
            [
                _chat(
                    "> Your hearing assessment is booked for 22 April at 14:30 at the Northgate clinic. "
                    "Allow 60 minutes.",
                    "Noted: hearing assessment at Northgate on 22 April, 14:30, about an hour.",
                ),
            ],
            [
                _chat(
                    "They rang, it got pushed back a week, to 29 April.",
                    "Okay, 29 April then, same time at Northgate.",
                ),
            ],
        ],
        "facts": [["14:30"], ["Northgate"]],
        "updates": [(["22 April"], ["29 April"])],
    },
    # ================================================================ must not change
    {
        "id": "h10-keep-friends-table-same-place",
        "folds": [
            [
                _chat(
                    "> Your table is confirmed: Sat 9 May, 20:00, Olive & Ash, 4 guests. Ref OA-2210.",
                    "Lovely, Olive & Ash on Saturday 9 May at 20:00, four guests.",
                ),
                _chat(
                    '<PERSON_12> just messaged: "we\'ve booked Olive & Ash too, for 19:00 on the Friday!"',
                    "Ha, you'll be able to compare notes. Your own booking stays Saturday 9 May at 20:00.",
                ),
            ]
        ],
        "facts": [["Sat 9 May"], ["20:00"], ["4 guests"]],
        "updates": [],
    },
    {
        "id": "h10-keep-squash-other-event-moves",
        "folds": [
            [
                _chat(
                    "Squash ladder match: Wednesday 18:15, court 2, against <PERSON_13>.",
                    "Noted: squash on Wednesday at 18:15, court 2.",
                ),
                _chat(
                    "School email:\n> Wednesday's sports day moves to Friday because of the forecast.\n"
                    "Good, I can still make my match.",
                    "Perfect, both fit then.",
                ),
            ]
        ],
        "facts": [["Wednesday", "18:15"], ["<PERSON_13>"]],
        "updates": [],
    },
    {
        "id": "h10-keep-podiatry-what-if",
        "folds": [
            [
                _chat(
                    "> Podiatry appointment: Tue 3rd, 10:40, Bridgegate Health Centre.",
                    "Noted, podiatry on Tuesday 3rd at 10:40.",
                ),
                _chat(
                    "What if I asked them to move it to 12:00, would I still make the 13:05 train?",
                    "Probably, but it'd be tight if they run late. 10:40 gives you much more slack.",
                ),
                _chat("True, I'll keep it as it is.", "Good, Tuesday 3rd at 10:40 stays."),
            ]
        ],
        "facts": [["10:40"], ["Bridgegate"]],
        "updates": [],
    },
    {
        "id": "h10-keep-window-cleaner-offer-declined",
        "folds": [
            [
                _chat(
                    "Window cleaner comes monthly, £22, first Monday of the month.",
                    "Noted: window cleaner monthly at £22.",
                ),
                _chat(
                    'His text: "We can come fortnightly for £18 a visit instead if you like?" No thanks, '
                    "monthly is plenty.",
                    "Fair enough, it'd cost more over a month anyway. Monthly at £22 it stays.",
                ),
            ]
        ],
        "facts": [["22"], ["first Monday"]],
        "updates": [],
    },
    {
        "id": "h10-keep-trampoline-last-time",
        "folds": [
            [
                _chat(
                    "Trampoline park booked: Sun 12th, 10:00, 3 jumpers, £13.50 each. Grip socks included.",
                    "Fun! Sunday 12th at 10:00, three jumpers at £13.50 each.",
                ),
                _chat(
                    "Last time we went it was the 11:30 session and it was heaving.",
                    "The morning slot should be calmer then.",
                ),
            ]
        ],
        "facts": [["10:00"], ["13.50"]],
        "updates": [],
    },
    {
        "id": "h10-keep-strawberries-plan-b",
        "folds": [
            [
                _chat(
                    "Pick-your-own at Hollins Farm, Sat 27 June, they open at 9.",
                    "Lovely. Hollins Farm on Saturday 27 June.",
                ),
                _chat(
                    "If it rains, plan B is the covered market on Sunday, but the forecast looks fine so "
                    "Saturday stands.",
                    "Good to have a backup; Saturday at Hollins Farm it is.",
                ),
            ]
        ],
        "facts": [["Hollins Farm"], ["Sat 27 June"]],
        "updates": [],
    },
    {
        "id": "h10-keep-gliding-comparison",
        "folds": [
            [
                _chat(
                    "> Gliding trial lesson, Brackwell Airfield, 20 minutes, £159. Voucher GL-8830.",
                    "What a treat. Brackwell Airfield, a 20-minute flight for £159.",
                ),
                _chat(
                    "<PERSON_14> says the club at Ferncombe does 30 minutes for £185.",
                    "That's a bit more per minute; yours is still the better deal.",
                ),
            ]
        ],
        "facts": [["Brackwell"], ["159"], ["20 minutes"]],
        "updates": [],
    },
    {
        "id": "h10-keep-uniform-other-item",
        "folds": [
            [
                _chat(
                    "Uniform shop invoice: blazer with crest £42. Order U-5519.",
                    "Noted: the blazer is £42.",
                ),
                _chat(
                    "And the PE kit is £19, I'll get that next month.",
                    "Okay, PE kit later at £19.",
                ),
            ]
        ],
        "facts": [["blazer", "42"]],
        "updates": [],
    },
    {
        "id": "h10-keep-acupuncture-same-as-before",
        "folds": [
            [
                _chat(
                    "> Your next appointment: Fri 4th, 15:20 with <PERSON_15>.",
                    "Noted, acupuncture on Friday 4th at 15:20 with <PERSON_15>.",
                ),
                _chat(
                    '"Confirmed: same time and practitioner as before." Good.',
                    "Great, nothing to change.",
                ),
            ]
        ],
        "facts": [["15:20"], ["<PERSON_15>"]],
        "updates": [],
    },
    {
        "id": "h10-keep-volleyball-change-refused",
        "folds": [
            [
                _chat(
                    "Volleyball court hire at Fenwick Leisure, Thursdays 19:00, £36 an hour.",
                    "Noted: Thursdays at 19:00 at Fenwick Leisure, £36 an hour.",
                ),
                _chat(
                    "Asked if we could move to 20:30. Reply:\n> Unfortunately the later slot is taken, so "
                    "we'll keep your current booking.",
                    "Shame, but at least nothing changes. Thursdays at 19:00 still.",
                ),
            ]
        ],
        "facts": [["Thursdays", "19:00"], ["36"]],
        "updates": [],
    },
    {
        "id": "h10-keep-crazy-golf-reference",
        "folds": [
            [
                _chat(
                    "Crazy golf at Putt Palace, Sunday 11:00, 6 players.",
                    "Fun! Putt Palace on Sunday at 11:00 for six.",
                ),
                _chat(
                    "> Your booking reference is 1230. Please quote it at the kiosk.",
                    "Keep 1230 handy for the kiosk.",
                ),
            ]
        ],
        "facts": [["11:00"], ["6 players"]],
        "updates": [],
    },
    {
        "id": "h10-keep-marquee-other-tent",
        "folds": [
            [
                _chat(
                    "Marquee for the village fete: 6m x 12m, £420 from Canopy Hire.",
                    "Noted: a 6m x 12m marquee from Canopy Hire, £420.",
                ),
                _chat(
                    "<PERSON_16>:\n> the beer tent is a 6m x 6m, separate supplier, I'm sorting it.",
                    "Good, so the beer tent is separate from your marquee.",
                ),
            ]
        ],
        "facts": [["6m x 12m"], ["420"]],
        "updates": [],
    },
    {
        "id": "h10-keep-hockey-junior-changes",
        "folds": [
            [
                _chat("Hockey club subs are £65 for the season, paid.", "Noted: hockey subs £65 paid."),
                _chat(
                    "> Changes to the junior section: juniors now train Saturdays at 9am and junior subs "
                    "have changed to £40.\nDoesn't affect me.",
                    "Right, that's only the juniors.",
                ),
            ]
        ],
        "facts": [["65"]],
        "updates": [],
    },
    {
        "id": "h10-keep-tea-reminder-repeats",
        "folds": [
            [
                _chat(
                    "Afternoon tea for two at Ivy Teahouse, Sun 17th, 15:00, £52.",
                    "Lovely. Ivy Teahouse, Sunday 17th at 15:00, £52.",
                ),
                _chat(
                    '> "Reminder of your booking tomorrow at 15:00. Any dietary requirements?" Told them '
                    "no nuts.",
                    "Good, no nuts noted.",
                ),
            ]
        ],
        "facts": [["Ivy Teahouse"], ["15:00"], ["52"]],
        "updates": [],
    },
    {
        "id": "h10-keep-science-fair-setup-question",
        "folds": [
            [
                _chat(
                    "Science fair: my son's volcano project is due 2027-04-22.",
                    "Noted, the volcano project is due on 22 April.",
                ),
                _chat(
                    "> Question from the school office: can any parents help set up on 2027-04-20?",
                    "That's two days before, if you're free.",
                ),
            ]
        ],
        "facts": [["volcano", "2027-04-22"]],
        "updates": [],
    },
    {
        "id": "h10-keep-jazz-late-set-declined",
        "folds": [
            [
                _chat(
                    "Jazz at the Cellar Door, Fri, 2 seated tickets for the 19:30 set, £24 each.",
                    "Nice. Two seats for the 19:30 set at £24 each.",
                ),
                _chat(
                    "They offered standing tickets for the late set at 21:45 for £16.",
                    "Cheaper, but you'd be standing and up late. Want to switch?",
                ),
                _chat("No, we'll stick with the early seats.", "Okay, 19:30 seated it stays."),
            ]
        ],
        "facts": [["19:30"], ["24"]],
        "updates": [],
    },
    {
        "id": "h10-keep-book-signing-hardback-later",
        "folds": [
            [
                _chat(
                    "Book signing at Lantern Books, ticket £8.50 including a tote bag, Thu 6pm.",
                    "Noted: Lantern Books signing on Thursday at 6pm, £8.50 with a tote.",
                ),
            ],
            [
                _chat(
                    "> Note: the new hardback will be £20 at the event, card only.",
                    "Worth bringing your card then.",
                ),
            ],
        ],
        "facts": [["8.50"], ["Lantern Books"]],
        "updates": [],
    },
    {
        "id": "h10-keep-spin-swap-refused-later",
        "folds": [
            [
                _chat(
                    "Spin class: Tuesdays 06:15 at Cadence Studio.",
                    "Noted: spin on Tuesdays at 06:15.",
                ),
            ],
            [
                _chat(
                    "I asked the studio to swap me to the 07:00 but they said it's full, so I'm staying on "
                    "the early one.",
                    "Fair enough, 06:15 on Tuesdays stays.",
                ),
            ],
        ],
        "facts": [["06:15"], ["Cadence"]],
        "updates": [],
    },
    {
        "id": "h10-keep-cottage-longer-hypothetical",
        "folds": [
            [
                _chat(
                    "> Wren Cottage: 7 nights from 2027-07-17, total £890. Booking WC-471.",
                    "Noted: Wren Cottage, 7 nights from 17 July, £890.",
                ),
            ],
            [
                _chat(
                    "If we extended to 10 nights it would be £1,240, but we're not doing that.",
                    "Understood, the week stays as booked.",
                ),
            ],
        ],
        "facts": [["7 nights"], ["890"]],
        "updates": [],
    },
    {
        "id": "h10-keep-laser-tag-last-year-later",
        "folds": [
            [
                _chat(
                    "Team outing: laser tag at Zone Arena, Sat 19 Sept, 14:00, 10 players.",
                    "Noted: laser tag Saturday 19 September at 14:00, ten players.",
                ),
            ],
            [
                _chat(
                    "Last year's team outing was on a Friday at 16:00, everyone was knackered.",
                    "A Saturday afternoon should be better.",
                ),
            ],
        ],
        "facts": [["Sat 19 Sept"], ["14:00"], ["10 players"]],
        "updates": [],
    },
    {
        "id": "h10-keep-threading-friends-slot-later",
        "folds": [
            [
                _chat("Eyebrow threading at Brow Lab, Sat 10:15.", "Noted, Brow Lab at 10:15 on Saturday."),
            ],
            [
                _chat(
                    "<PERSON_17> booked hers at Brow Lab for 11:45, we'll get coffee after.",
                    "Nice plan.",
                ),
            ],
        ],
        "facts": [["10:15"], ["Brow Lab"]],
        "updates": [],
    },
]
