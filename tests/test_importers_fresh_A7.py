"""Layouts met in the 2026-11-29 sweep A7's measurement round: each test builds a small
document of the shape met in a real one (never its text) and checks what the importer makes
of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_a_key_symbol_opening_an_option_is_its_text_not_decoration() -> None:
    """`⌘ + T`: the Command key's sign names a key of the shortcut; taken off as an opening
    pictograph, the options read `+ N`, `+ T`."""
    got = result(
        "### 1. Which shortcut opens a new tab?\n\n"
        "- A) \u2318 + N\n- B) \u2318 + T\n- C) \u2325\u21e7 W\n\n**Answer:** B\n"
    )
    card = got.deck.cards[0]
    assert list(card.choices.values()) == ["\u2318 + N", "\u2318 + T", "\u2325\u21e7 W"]
    assert card.answer == "B"


def test_an_answer_key_restating_a_code_option_keeps_its_stars() -> None:
    """A key at the end restates each right option (`2. B) `**text**` or `__text__``): the
    bold marks inside its code spans are the option's text, so the entry still restates its
    option and adds no explanation, rather than a mangled one (`` `text` or `text` ``)."""
    got = result(
        "## Questions\n\n"
        "1. How do you make text bold?\n"
        "   - A) `*text*`\n   - B) `**text**` or `__text__`\n\n"
        "2. Which line makes a rule?\n"
        "   - A) `---` or `***`\n   - B) `<hr>`\n\n"
        "## Correct Answers\n"
        "1. B) `**text**` or `__text__`\n"
        "2. A) `---` or `***`\n"
    )
    assert [(c.answer, c.explanation) for c in got.deck.cards] == [("B", ""), ("A", "")]


def test_a_question_comment_with_no_answer_comment_is_a_separator() -> None:
    """`<!-- Question -->` above each question, no `<!-- Answer -->` anywhere: a course
    template's separator, not a flash-card tool's front marker, so it neither makes an
    empty question nor swallows the question under it."""
    got = result(
        "# Quiz\n\n<!-- Question -->\n\n**Q: What is a pod?**\n\nThe smallest unit.\n\n"
        "<!-- Question -->\n\n### 2. What is a node?\n\nA worker machine.\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a pod?", "The smallest unit."),
        ("What is a node?", "A worker machine."),
    ]
    assert not got.warnings


def test_a_runestone_parsons_problem_is_asked_its_blocks_in_order_the_answer() -> None:
    """`.. parsonsprob::`: its prompt, `-----`, then its blocks in the right order; left as
    it was it ran into the question above as a raw directive and was no card."""
    got = import_text(
        ".. mchoice:: q1\n   :answer_a: yes\n   :answer_b: no\n   :correct: a\n\n"
        "   Is HTML a markup language?\n\n"
        ".. parsonsprob:: q2\n\n   Put the stages in order, earliest first.\n   -----\n"
        "   Plan\n   Build\n   Ship\n\n"
        ".. parsonsprob:: q3\n   :language: python\n\n   Arrange the code to print 1.\n   -----\n"
        "   def f():\n   =====\n       return 1\n   =====\n   print(f())\n   =====\n"
        "   print(2) #distractor\n",
        source="quiz.rst",
    )
    cards = got.deck.cards
    assert [c.answer for c in cards] == [
        "A",
        "1. Plan\n2. Build\n3. Ship",
        "```\ndef f():\n    return 1\nprint(f())\n```",
    ]
    assert cards[1].question == "Put the stages in order, earliest first."
