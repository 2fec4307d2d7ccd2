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
