"""The structured summary's guard: what a model's answer must pass to stand as the summary."""

from __future__ import annotations

from hushmem.models.structured import check, sections_text

SOURCE = "User's budget is 4,000 euros\nThe plumber <PERSON_1> comes on May 3"
GOOD = (
    "Topics: a bathroom refit\n"
    "About the user: budget 4,000 euros\n"
    "Decisions: <PERSON_1> does the plumbing on May 3\n"
    "Open tasks: none"
)


def test_an_answer_with_all_sections_and_the_notes_values_passes():
    assert check(GOOD, SOURCE, SOURCE) is None


def test_a_missing_section_fails():
    assert check(GOOD.replace("Open tasks: none", ""), SOURCE, SOURCE) == "section 'Open tasks' missing"


def test_an_invented_number_fails():
    assert check(GOOD.replace("May 3", "May 3 2024"), SOURCE, SOURCE) == (
        "a number or placeholder not in the conversation"
    )


def test_a_dropped_placeholder_fails():
    assert check(GOOD.replace("<PERSON_1>", "the plumber"), SOURCE, SOURCE) == (
        "a number or placeholder of the notes dropped"
    )


def test_role_play_and_first_person_fail():
    assert check("User: hi\n" + GOOD, SOURCE, SOURCE) == "role play"
    assert check(GOOD.replace("a bathroom refit", "I think a refit"), SOURCE, SOURCE) == "first person"


def test_a_loop_fails():
    looped = GOOD.replace("none", "none none none none none none none none none none")
    assert check(looped, SOURCE, SOURCE) == "a loop"


def test_sections_text_keeps_the_four_lines_in_order_without_markup():
    answer = "Sure! Here it is:\n**Topics:** x\n- About the user: y\n## Decisions: z\nOpen tasks: w\nBye."
    assert sections_text(answer) == "Topics: x\nAbout the user: y\nDecisions: z\nOpen tasks: w"
