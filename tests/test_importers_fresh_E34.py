"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_a_bold_question_with_a_bold_word_inside_is_a_question() -> None:
    """`**What does a **%** after a word mean?**`: a question set in bold that stresses a
    symbol in bold too. Markdown renders the whole line bold; it was read as no bold line at
    all, and the question and its answer were glued silently to the answer before it."""
    text = (
        "# Shell\n\n"
        "**What is a pipe?**\n\nIt connects two commands.\n\n"
        "**What does a **%** after a word mean?**\n\nIt marks a percent thing.\n\n"
        "**What does **&& x** do?**\n\nRuns x when the first succeeds.\n\n"
        "**What is a job?**\n\nA process group.\n"
    )
    assert _cards(text) == [
        ("What is a pipe?", "It connects two commands.", {}),
        ("What does a **%** after a word mean?", "It marks a percent thing.", {}),
        ("What does **&& x** do?", "Runs x when the first succeeds.", {}),
        ("What is a job?", "A process group.", {}),
    ]


def test_two_bold_spans_on_a_line_are_not_one_bold_question() -> None:
    """Guard: `**Q:** text **bold**?` is two bold spans, not one bold line with a span nested
    in it (its second marker closes the first): the nested reading leaves it alone."""
    from srs.importers.nestedbold import nested_bold_text

    assert nested_bold_text("**Q:** what is **bold**") is None
    assert nested_bold_text("**What is a **b** here** and **c** too?**") is None
    assert nested_bold_text("**What is **b** here?**") == "What is **b** here?"


def test_a_fence_that_glosses_the_names_asked_about_is_the_answer() -> None:
    """`What do the following tools do?` over a fence whose every line is a name, a dash and
    what it does, and nothing after it: the fence says what each does, the question's
    answer, not code the question only shows (it was taken into the question, which was then
    reported as having no answer)."""
    text = (
        "# Tools\n\n"
        "**What do the following tools do?**\n"
        "```\nfoo - makes widgets\nbar - breaks widgets\nbaz - counts the widgets\n```\n\n"
        "**What is a widget?**\n\nA small part.\n"
    )
    assert _cards(text) == [
        (
            "What do the following tools do?",
            "```\nfoo - makes widgets\nbar - breaks widgets\nbaz - counts the widgets\n```",
            {},
        ),
        ("What is a widget?", "A small part.", {}),
    ]


def test_code_shown_under_a_following_question_stays_the_question() -> None:
    """Guard: `What does the following code print?` over code, nothing after it, is still a
    question with its code and no answer (the gloss reading needs every line a gloss)."""
    text = (
        "# Code\n\n"
        "**What does the following code print?**\n"
        "```\nx = 3 - 1\nprint(x - 1)\n```\n\n"
        "**What is a widget?**\n\nA small part.\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a widget?", "A small part.")
    ]
    assert len(imported.skipped) == 1


_SKY = "6. Which colour is the sky?  \n    a) Blue  \n    b) Green  \n    Correct answer: A\n\n"
_VEGETABLE = "11. Which is a vegetable?  \n    a) Carrot  \n    b) Apple  \n    Correct answer: A\n"


def test_numbered_statements_under_a_numbered_question_are_its_text() -> None:
    """`7. Which are fruits?` over `8. Apple`, `9. Carrot`, `10. Pear` (the list's numbers
    running on), then indented options that count the statements from 1 and the answer: the
    statements are the question's, counted from 1 as the options count them. Each was read
    as a question of its own (three reported unanswered, `Pear` the card's question)."""
    text = (
        _SKY + "7. Which are fruits? (Select all that apply)\n8. Apple\n9. Carrot\n10. Pear  \n"
        "    a) 1 only  \n    b) 1 and 3  \n    Correct answer: B\n\n" + _VEGETABLE
    )
    imported = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("Which colour is the sky?", "A", {"A": "Blue", "B": "Green"}),
        (
            "Which are fruits? (Select all that apply)\n1. Apple\n2. Carrot\n3. Pear",
            "B",
            {"A": "1 only", "B": "1 and 3"},
        ),
        ("Which is a vegetable?", "A", {"A": "Carrot", "B": "Apple"}),
    ]
    assert not imported.skipped


def test_statements_counted_from_one_under_a_numbered_question_are_its_text() -> None:
    """The same with the statements numbered from 1 on the question list's margin."""
    text = (
        _SKY + "7. Which are fruits?\n1. Apple\n2. Carrot\n3. Pear  \n"
        "    a) 1 only  \n    b) 1 and 3  \n    Correct answer: B\n\n" + _VEGETABLE
    )
    cards = _cards(text)
    assert cards[1] == (
        "Which are fruits?\n1. Apple\n2. Carrot\n3. Pear",
        "B",
        {"A": "1 only", "B": "1 and 3"},
    )
    assert len(cards) == 3


def test_questions_in_a_row_each_asking_stay_questions() -> None:
    """Guard: numbered lines in a row that each ask are questions, not one question's
    statements, even when options and a key follow the last one."""
    text = (
        "1. What is a fruit?\n2. What is a seed?\n3. Which one is a fruit?  \n"
        "    a) Apple  \n    b) Carrot  \n    Correct answer: A\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["Which one is a fruit?"]
    assert len(imported.skipped) == 2


def test_a_star_method_label_starts_the_answer_over_a_solution_line() -> None:
    """`**Q: "Tell me about ..."**` over `**STAR Method Answer:**` and the Situation, Task,
    Action and Result paragraphs: the STAR label heads the answer. It was no answer label,
    so a `Solution:` line inside the Action was taken as the answer's start and everything
    above it went into the question."""
    text = (
        "## Behavioural\n\n"
        '**Q: "Tell me about a hard bug."**\n\n**STAR Method Answer:**\n\n'
        '**Situation:**\n"The app crashed."\n\n'
        '**Action:**\n"I read the logs.\n\nSolution:\n- Added a retry"\n\n'
        '**Result:**\n"It worked."\n\n---\n\n'
        '**Q: "Tell me about a conflict."**\n\n**Answer:**\n"We talked it over."\n'
    )
    assert _cards(text) == [
        (
            "Tell me about a hard bug.",
            '**Situation:**\n"The app crashed."\n\n**Action:**\n"I read the logs.\n\n'
            'Solution:\n- Added a retry"\n\n**Result:**\n"It worked."',
            {},
        ),
        ("Tell me about a conflict.", '"We talked it over."', {}),
    ]


def test_an_interviewers_words_over_your_answer_are_the_question() -> None:
    """`### Scenario 1: ...` over `**Interviewer:** "..."` and `**Your Answer:**`: the
    interviewer's words are the question, the speaker's name no part of it (it was kept in
    the question's text, or the words went to the top of the answer)."""
    text = (
        "# Widget guide\n\n## Scenarios\n\n"
        '### Scenario 1: Widget is down\n\n**Interviewer:** "The widget is down. What do you '
        'check?"\n\n**Your Answer:**\n```\n1. Check power\n2. Check cable\n```\n\n---\n\n'
        '### Scenario 2: Widget is slow\n\n**Interviewer:** "The widget is slow. Troubleshoot."'
        "\n\n**Your Answer (Step by step):**\n\n```\n1. Check load\n```\n"
    )
    assert _cards(text) == [
        (
            "The widget is down. What do you check?",
            "```\n1. Check power\n2. Check cable\n```",
            {},
        ),
        ("The widget is slow. Troubleshoot.", "```\n1. Check load\n```", {}),
    ]


def test_one_interviewer_line_over_an_answer_label_is_left_alone() -> None:
    """Guard: a single `**Interviewer:**` line over an answer label is no layout of the
    document's (two such turns or more make it one): it stays as written."""
    text = (
        "# Guide\n\n### Scenario 1: Widget is down\n\n"
        '**Interviewer:** "The widget is down. What do you check?"\n\n'
        "**Your Answer:**\n\nCheck power.\n"
    )
    cards = _cards(text)
    assert len(cards) == 1
    assert "Check power." in cards[0][1]
