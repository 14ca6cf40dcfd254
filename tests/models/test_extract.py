"""Extraction: statements that carry a fact, a preference, a decision or a task become notes, as said
(first person → the speaker's role); small talk, questions, advice and restatements do not."""

from __future__ import annotations

from hushmem.models.extract import extract_statements, sentences
from hushmem.models.person import third_person


def said(*turns: tuple[str, str]) -> list[dict]:
    return [{"role": role, "content": [{"text": text}]} for role, text in turns]


def texts(messages, known=None) -> list[str]:
    return [s.text for s in extract_statements(messages, known)]


def test_facts_preferences_decisions_and_tasks_are_kept_as_said():
    messages = said(
        ("user", "My budget is 1,200 euros."),
        ("user", "I prefer window seats."),
        ("user", "We decided to go with PostgreSQL 16."),
        ("user", "Remind me to call the plumber on Friday."),
    )
    assert texts(messages) == [
        "User's budget is 1,200 euros",
        "User prefers window seats",
        "User decided to go with PostgreSQL 16",
        "Remind User to call the plumber on Friday",
    ]


def test_small_talk_and_questions_are_not_notes():
    messages = said(("user", "Okay, sounds good."), ("user", "Hi!"), ("user", "Can we do Friday?"),
                    ("user", "Thanks so much."), ("user", "What a lovely day it has been."),
                    ("user", "C'mon."), ("user", "We sat in the sun."))  # fmt: skip
    assert texts(messages) == []


def test_no_word_changes_beyond_the_person():
    sentence = "Actually, I think the venue at <LOCATION_1> costs 950 pounds, not 900."
    (note,) = texts(said(("user", sentence)))
    assert note == "Actually, User thinks the venue at <LOCATION_1> costs 950 pounds, not 900"


def test_a_restatement_of_a_note_is_not_noted_again():
    assert texts(said(("user", "My budget is 1,200 euros.")), ["User's budget is 1,200 euros"]) == []
    # a new value is news, whatever the words around it
    assert texts(said(("user", "My budget is 1,500 euros.")), ["User's budget is 1,200 euros"]) == [
        "User's budget is 1,500 euros"
    ]


def test_the_assistant_is_noted_only_for_a_value_the_user_did_not_give():
    messages = said(
        ("user", "The flight leaves at 9:40."),
        ("assistant", "Got it, your flight leaves at 9:40."),
        ("assistant", "You might want to check in 2 hours early."),
        ("assistant", "The lounge costs 35 euros."),
    )
    assert texts(messages) == ["The flight leaves at 9:40", "The lounge costs 35 euros"]


def test_statements_carry_the_index_of_their_message():
    found = extract_statements(said(("user", "Hi."), ("user", "The deadline is May 3.")))
    assert [(s.text, s.role, s.turn) for s in found] == [("The deadline is May 3", "user", 1)]


def test_sentences_split_lists_and_clock_times():
    assert sentences("**Plan:**\n1. Venue: the Crown\n2. Date: 14 June") == ["Plan:", "Venue: the Crown",
                                                                             "Date: 14 June"]  # fmt: skip
    assert sentences("Dinner at 9 p.m. on Friday. Bring wine.") == [
        "Dinner at 9 p.m. on Friday.",
        "Bring wine.",
    ]


def test_third_person_rewrites_pronouns_and_agrees_the_verb():
    assert (
        third_person("I need two tickets and my son is 7.", "user")
        == "User needs two tickets and User's son is 7."
    )
    assert third_person("Do we need tickets?", "user") == "Does User need tickets?"
    assert third_person("I'll send you the link.", "assistant") == "Assistant will send User the link."


def test_a_noted_sentence_keeps_its_words():
    (note,) = texts(said(("user", "For the picnic I need 12 rolls, cheese, apples, and grapes.")))
    assert note == "For the picnic User needs 12 rolls, cheese, apples, and grapes"


def test_a_bare_answer_is_noted_with_the_question_it_answers():
    found = extract_statements(said(("user", "Hi."), ("user", "Could we do Friday instead?"),
                                    ("assistant", "Yes, Friday works.")))  # fmt: skip
    assert [(s.text, s.turn, s.turns) for s in found] == [
        ("Could User do Friday instead? Yes, Friday works", 2, (1, 2))
    ]
    assert texts(said(("assistant", "I'd suggest 6pm instead of 5pm."), ("user", "Sounds good."))) == [
        "Assistant would suggest 6pm instead of 5pm. Sounds good"
    ]


def test_an_acknowledgement_of_a_noted_statement_is_no_note():
    messages = said(("user", "The ferry leaves at 7:40."), ("assistant", "Okay, noted."))
    assert texts(messages) == ["The ferry leaves at 7:40"]
    # an answer opens a reply
    messages = said(
        ("user", "Could you note that the class is 11 euros now?"), ("assistant", "Noted. Enjoy it!")
    )
    assert texts(messages) == ["Could Assistant note that the class is 11 euros now? Noted"]
    # a long reply is read on its own
    assert texts(said(("user", "Can we do Friday?"), ("assistant", "Sure, " + "very " * 10 + "fine."))) == []


def test_a_long_sentence_is_cut_between_words():
    (sentence,) = sentences("The carol service is at half past four " + "and then more " * 30 + "cards.")
    assert len(sentence) <= 300 and sentence.endswith(" then")  # not "th"
