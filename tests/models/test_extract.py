"""Notes by rule: facts kept as compact third-person notes, chatter and restatements dropped, updates
replacing what they change."""

from __future__ import annotations

from hushmem.daemon.client import text_message as msg
from hushmem.models.extract import NOTED, Fact, bound, extract_facts, worth


def lines(messages, earlier=None) -> list[str]:
    return [f.line for f in extract_facts(messages, earlier)]


def test_facts_become_third_person_notes_without_role_prefixes():
    notes = lines([
        msg("user", "Hi! My flight is on March 14. I prefer aisle seats."),
        msg("assistant", "Got it."),
        msg("user", "Call <PERSON_1> tomorrow. Sounds good."),
    ])  # fmt: skip
    assert notes == ["User's flight is on March 14", "User prefers aisle seats", "Call <PERSON_1> tomorrow"]


def test_discourse_frames_and_labels_are_dropped():
    assert lines([msg("user", "By the way, I'm allergic to shellfish. Reminder: we need 12 chairs.")]) == [
        "User is allergic to shellfish",
        "User needs 12 chairs",
    ]


def test_chatter_said_again_and_again_is_not_a_fact():
    chatter = "I need a break, my evenings are always busy lately."
    messages = [msg("user", chatter), msg("user", "The garage closes at 6 pm."), *[msg("user", chatter)] * 2]
    assert lines(messages) == ["The garage closes at 6 pm"]


def test_a_conversation_pasted_twice_keeps_its_facts():
    once = [msg("user", "The hedge must stay below two metres."), msg("user", "It was a long week.")]
    assert lines(once * 2) == lines(once)


def test_assistant_restatements_are_dropped_but_new_values_kept():
    notes = lines([
        msg("user", "The invoice total is 1,250 euros."),
        msg("assistant", "Noted: the invoice total is 1,250 euros, I will remember that."),
        msg("assistant", "The courier said it arrives on Thursday at 9 am."),
    ])  # fmt: skip
    assert notes == ["The invoice total is 1,250 euros", "The courier said it arrives on Thursday at 9 am"]


def test_duplicates_are_kept_once():
    assert len(lines([msg("user", "Budget is 2,400 euros."), msg("user", "budget is 2,400 euros!")])) == 1


def test_an_update_replaces_the_fact_it_changes_and_keeps_the_old_value_as_history():
    notes = lines([
        msg("user", "The spending limit is 300 a month."),
        msg("user", "My cat is called Miso."),
        msg("user", "Actually, the spending limit is now 500 a month."),
    ])  # fmt: skip
    assert notes == ["The spending limit is now 500 a month (was 300)", "User's cat is called Miso"]


def test_an_update_naming_both_values_states_the_new_one():
    said = [msg("user", "We host the repo on Gitea."), msg("user", "We switched from Gitea to Forgejo.")]
    notes = lines(said)
    assert notes == ["User hosts the repo on Forgejo (was Gitea)"]


def test_an_update_in_a_later_fold_changes_the_earlier_notes():
    earlier = [Fact(3, "The standup is at 9:30"), Fact(3, "User's manager is <PERSON_1>")]
    notes = lines([msg("user", "Change of plan: the standup moved to 10:15.")], earlier)
    assert notes == ["The standup moved to 10:15 (was 9:30)", "User's manager is <PERSON_1>"]


def test_tool_results_count_as_text():
    result = {"tool_result": {"content": [{"text": "Booked for May 3."}]}}
    notes = lines([{"role": "tool", "content": [result]}])
    assert notes and "May 3" in notes[0]


def test_bound_drops_lowest_scores_first_and_keeps_order():
    facts = [Fact(2, "a" * 10), Fact(5, "b" * 10), Fact(2, "c" * 10)]
    assert [f.line[0] for f in bound(facts, 23)] == ["b", "c"]


def test_bound_cuts_idle_pieces_before_it_drops_a_fact():
    facts = [
        Fact(6, "The boiler service is on the 12th, which is annoying, so User has to stay in"),
        Fact(3, "User's nephew is vegetarian"),
    ]
    kept = [f.line for f in bound(facts, 90)]
    assert kept[0] == "The boiler service is on the 12th, so User has to stay in"
    assert kept[1] == "User's nephew is vegetarian"


def test_bound_drops_a_long_note_with_one_value_before_short_notes_with_one_each():
    long = Fact(6, "User mentioned the garage, which the landlord repainted green last spring for 40 pounds")
    short = [Fact(4, "The bins go out on Tuesday"), Fact(4, "The gate code is 4411"), Fact(4, "Rent is 700")]
    assert bound([long, *short], 80) == short


def test_a_value_stated_in_another_kept_note_does_not_keep_a_note():
    flight = Fact(8, "The ferry leaves at 7:40 from <LOCATION_1> on the 3rd")
    advice = Fact(5, "Leave home by 6:30 for the 7:40 ferry from <LOCATION_1> on the 3rd")
    diet = Fact(4, "User's aunt <PERSON_2> is vegan")
    assert bound([flight, advice, diet], 90) == [flight, diet]


def test_an_assistant_line_restating_the_users_values_however_written_is_dropped():
    notes = lines([
        msg("user", "The choir sings on Fridays, and the tour budget is 4,000 euros."),
        msg("assistant", "Singing on Friday evenings with a 4k budget gives you a good routine."),
    ])  # fmt: skip
    assert notes == ["The choir sings on Fridays, and the tour budget is 4,000 euros"]


def test_assistant_advice_ranks_below_the_users_facts():
    from hushmem.models.extract import score_sentence

    said = "The clinic opens at 8:00 on Mondays, and the queue builds quickly."
    advice = "I'd suggest arriving at 7:45 on Mondays, since the queue builds quickly."
    assert score_sentence(advice, "assistant") < score_sentence(said, "assistant")
    assert score_sentence(said, "assistant") < score_sentence(said, "user")


def test_chatter_varied_by_a_greeting_still_counts_as_said_again():
    variants = [
        "Evening, the week at the office has been long and tiring.",
        "Hello again, the week at the office has been long and tiring.",
        "Honestly the week at the office has been long and tiring.",
    ]
    messages = [msg("user", v) for v in variants] + [msg("user", "The boiler service is booked for Monday.")]
    assert lines(messages) == ["The boiler service is booked for Monday"]


def test_a_statement_the_assistant_echoes_is_kept():
    messages = [
        msg("user", "I am skipping the dessert course."),
        msg("assistant", "OK, so skipping the dessert course."),
    ]
    assert lines(messages) == ["User is skipping the dessert course"]


def test_similar_sentences_with_different_values_are_different_facts():
    messages = [msg("user", f"Room {n} costs {40 + 10 * n} a night.") for n in range(1, 6)]
    assert len(lines(messages)) == 5


def test_first_person_plural_counts_stay_with_the_group():
    notes = lines([msg("user", "We are 12 people, and there are 3 of us under ten. I never eat meat.")])
    assert notes == [
        "User's group is 12 people, and there are 3 of us under ten",
        "User never eats meat",
    ]


def test_a_question_keeps_its_verb_bare_and_its_auxiliary_agrees():
    notes = lines([
        msg("user", "Can we move the call to Friday at 3pm? Do we need 4 tickets for the show?"),
        msg("user", "Should I bring 2 bottles? Am I booked for the 9:30 slot?"),
        msg("user", "I need 5 chairs, and we want the room until 10pm. I haven't paid the 200 EUR deposit."),
    ])  # fmt: skip
    assert notes == [
        "Can User move the call to Friday at 3pm?",
        "Does User need 4 tickets for the show?",
        "Should User bring 2 bottles?",
        "Is User booked for the 9:30 slot?",
        "User needs 5 chairs, and User wants the room until 10pm",
        "User hasn't paid the 200 EUR deposit",
    ]


def test_counts_of_us_keep_their_words_whatever_their_case():
    # a count's own words are copied as said: "eight of us" rewritten "eight in User's group" lost them
    assert lines([msg("user", "Three of us are vegan, and 2 of us eat fish. Four of us will drive.")]) == [
        "Three of us are vegan, and 2 of us eat fish",
        "Four of us will drive",
    ]


def test_a_change_opening_with_it_keeps_what_it_is_about():
    notes = lines([
        msg("user", "The choir rehearsal is at the church hall."),
        msg("user", "It moved to the community centre."),
    ])  # fmt: skip
    assert notes == ["The choir rehearsal moved to the community centre (was at the church hall)"]


def test_third_person_verbs_after_i():
    from hushmem.models.compact import inflect

    assert [inflect(v) for v in ("want", "fly", "watch", "go")] == ["wants", "flies", "watches", "goes"]
    # already inflected or not a verb to inflect: "has", "bus" stay as they are (not "hass", "buss")
    unchanged = ["has", "bus", "likes", "really", "I'd"]
    assert [inflect(v) for v in unchanged] == unchanged


def test_an_irregular_past_form_after_i_stays_as_it_is():
    from hushmem.models.compact import compact

    line = compact("I rang the garage this morning and I drove the van there at 9.", "user")
    assert line == "User rang the garage this morning and User drove the van there at 9", line


def test_an_update_or_note_on_a_thing_keeps_the_words_naming_it():
    from hushmem.models.compact import compact

    assert compact("Update on pilates: 19:00 now.", "user") == "Update on pilates: 19:00 now"
    assert compact("Correction for the fee: 45 euros.", "user") == "Correction for the fee: 45 euros"
    assert compact("Quick update: the van comes on Friday.", "user") == "The van comes on Friday"


def test_the_lead_of_a_list_said_again_with_also_adds_its_item():
    said = ["For the beach I'm packing 3 towels, a parasol and a cool box.", "The tide is low at 14:00.",
            "I'm also packing a kite."]  # fmt: skip
    notes = [f.line for f in extract_facts([msg("user", s) for s in said])]
    assert notes[0] == "For the beach User is packing 3 towels, a parasol, a cool box and a kite"
    assert len(notes) == 2


def test_how_often_something_happens_is_a_fact_worth_keeping():
    said = ["The piano lessons are with <PERSON_2>.", "Lessons are twice a week.", "Practice is once a day."]
    notes = [f.line for f in extract_facts([msg("user", s) for s in said])]
    assert "Lessons are twice a week" in notes and "Practice is once a day" in notes


def test_a_count_in_words_in_the_users_statement_scores_as_a_value():
    from hushmem.models.extract import score_sentence

    for words, digits in [
        ("We have three kids and a dog.", "We have 3 kids and a dog."),
        ("The flat is on the fifth floor.", "The flat is on the 5th floor."),
        ("The drive takes about four hours.", "The drive takes about 4 hours."),
        ("There will be eight of us.", "There will be 8 of us."),
        ("The class has twenty-five pupils.", "The class has 25 pupils."),
    ]:
        assert score_sentence(words, "user") == score_sentence(digits, "user")
    with_count = score_sentence("We have three kids and a dog.", "user")
    assert with_count > score_sentence("We have kids and a dog.", "user")
    # the assistant's counts in words stay as they scored: it mostly restates
    restated = score_sentence("Three kids is a handful.", "assistant")
    assert restated == score_sentence("Kids are a handful.", "assistant")
    assert score_sentence("Two or three of the others might come.", "user") == score_sentence(
        "Some of the others might come.", "user"
    )


def test_bound_cuts_reasons_without_a_value_before_it_drops_a_note_with_one():
    arrival = Fact(8, "User arrives on Saturday the 24th around 4pm, so the first dinner has to be easy")
    shop = Fact(5, "The nearest supermarket is 25 minutes away by car")
    kept = bound([arrival, shop], 100)
    assert [f.line for f in kept] == ["User arrives on Saturday the 24th around 4pm", shop.line]
    # with room, the reason stays: it goes only to keep a note
    assert bound([arrival, shop], 140) == [arrival, shop]


def test_a_users_statement_without_a_value_is_a_note_kept_while_there_is_room():
    facts = extract_facts([
        msg("user", "Our flight is on March 14."),
        msg("assistant", "Noted."),
        msg("user", "Evening. The nearest shop is 25 minutes away. The car is a small hatchback."),
    ])  # fmt: skip
    assert [f.line for f in facts] == [
        "User's flight is on March 14",
        "The nearest shop is 25 minutes away",
        "The car is a small hatchback",
    ]
    assert facts[2].score < min(facts[0].score, facts[1].score)  # the first to go
    lines_kept = [f.line for f in bound(facts, 200, spare_chars=70)]  # room for the notes, not for it
    assert "The car is a small hatchback" not in lines_kept
    assert "The nearest shop is 25 minutes away" in lines_kept
    assert "User's flight is on March 14" in lines_kept
    assert "The car is a small hatchback" in [f.line for f in bound(facts, 200, spare_chars=200)]


def test_a_users_question_filler_or_repeated_chatter_is_no_note_kept_for_room():
    notes = lines([
        msg("user", "Our flight is on March 14."),
        msg("assistant", "Noted."),
        msg("user", "Is the car a small hatchback?"),
        msg("assistant", "I don't know."),
        msg("user", "Thanks so much."),
    ])  # fmt: skip
    assert notes == ["User's flight is on March 14"]


def test_a_value_the_assistant_added_goes_before_anything_the_user_stated():
    facts = extract_facts([
        msg("user", "The boat is 6 metres long. We keep it at the marina by the old river mill, just "
                    "past the bridge, in berth 14 of the north pontoon."),
        msg("assistant", "The harbour fee there will be 30 euros."),
    ])  # fmt: skip
    assert [f.by for f in facts] == ["user", "user", "assistant"]
    # worth more for its length than the user's long berth note, and still the first to go
    assert worth(facts[2], 1) > worth(facts[1], 1)
    assert bound(facts, 135) == facts[:2]


def test_a_note_about_to_be_dropped_keeps_its_statement_when_that_fits():
    screens = Fact(3, "User hates glossy screens, and User would love good colours for grading, if cheap")
    ram = Fact(8, "User needs at least 32 GB of RAM")
    kept = bound([screens, ram], 70)
    assert [f.line for f in kept] == ["User hates glossy screens", ram.line]
    assert bound([screens, ram], 50) == [ram]  # not even its statement fits: it goes


def test_a_numbered_list_marker_is_no_note_of_its_own():
    plan = "Our plan:\n1) Guests: 40\n2. Cake from the Lane bakery, 35 pounds\n- Start at 3pm"
    notes = lines([msg("user", plan)])
    assert notes == ["User's plan", "Guests: 40", "Cake from the Lane bakery, 35 pounds", "Start at 3pm"]


def test_a_numbered_recap_with_one_item_changed_updates_that_item():
    notes = lines([
        msg("user", "Our plan:\n1) Guests: 40\n2) Cake from the Lane bakery, 35 pounds"),
        msg("assistant", "Noted."),
        msg("user", "Updated:\n1) Guests: 46\n2) Cake from the Lane bakery, 35 pounds"),
    ])  # fmt: skip
    assert notes == ["User's plan", "Guests: 46 (was 40)", "Cake from the Lane bakery, 35 pounds"]


def test_bold_labels_and_headings_of_a_formatted_recap_are_plain_notes():
    notes = lines([msg("user", "### Plan\n1. **Guests:** 40\n2. **Budget:** £600")])
    assert notes == ["Plan", "Guests: 40", "Budget: £600"]


RUN_ON = (
    "ok so we are running the allotment open day and it is on Sunday the 8th of September and we have got "
    "the hall from 10 until 3 and the plant sale needs about 60 pots which I still have to beg for and the "
    "society is paying 45 pounds for the tea urn hire and then the raffle is being done by the secretary"
)


def test_a_dictated_run_on_is_split_into_its_statements_and_keeps_what_comes_late():
    notes = lines([msg("user", RUN_ON)])
    assert "The raffle is being done by the secretary" in notes
    assert any("60 pots" in n for n in notes) and any("45 pounds" in n for n in notes)
    assert all(len(n) < 120 for n in notes)


def test_a_long_typed_sentence_without_new_statements_stays_one_note():
    said = (
        "For the picnic I am bringing sandwiches, a big bowl of pasta salad, two bags of crisps, a box of "
        "strawberries, a flask of tea, paper plates, napkins, a blanket, a frisbee and the folding chairs."
    )
    assert len(lines([msg("user", said)])) == 1


def test_a_dictated_statements_fillers_are_no_part_of_its_note():
    notes = lines(
        [msg("user", "um so the picnic is on Sunday at the lake and erm we are bringing uh 12 sausages")]
    )
    assert notes == ["The picnic is on Sunday at the lake and User is bringing 12 sausages"]


def test_bound_cuts_every_notes_comments_before_a_clause_saying_what_a_thing_is():
    quilt = Fact(2, "User joined a sewing club on Mondays, and User is making a rug, a round one in wool")
    fee = Fact(9, "The club fee is 30 pounds, which felt steep until User saw the classes")
    room = sum(len(f.line) + 1 for f in (quilt, fee)) - len(", which felt steep until User saw the classes")
    kept = [f.line for f in bound([quilt, fee], room)]
    assert kept == [quilt.line, "The club fee is 30 pounds"]


def test_a_detail_given_when_the_assistant_asked_for_it_is_a_note_not_a_spare_statement():
    def score_of_answer(reply: str, answer: str = "A big fruit bowl in a speckled glaze.") -> int:
        facts = extract_facts([
            msg("user", "I've joined a pottery class on Mondays."),
            msg("assistant", reply),
            msg("user", answer),
        ])  # fmt: skip
        return next((f.score for f in facts if f.line.startswith(answer[:8])), 0)

    assert score_of_answer("Lovely. What are you making first? Clay is forgiving.") >= NOTED
    assert score_of_answer("Lovely. Clay is forgiving.") < NOTED
    assert score_of_answer("Lovely. Shall I list glazes?", "Yes please.") < NOTED  # a bare yes
