"""Importer layouts met in the 2026-11-29 sixth session's rounds: each test is the shape of one
real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _form_question(n: int, stem: str, kind: str, options: list[str], answer: str) -> str:
    """One question of a quiz written as HTML forms in Markdown: `<p>` stem, one `<label>`
    around an input per option, the answer folded in `<details>`, an italic explanation."""
    labels = "".join(
        f'  <label><input type="{kind}" name="q{n}"> {option}</label><br>\n' for option in options
    )
    return (
        f"### Question {n}\n<form>\n  <p>{stem}</p>\n{labels}</form>\n\n"
        f"<details>\n<summary>Show answer</summary>\n\n{answer}\n\n"
        f"*Explanation: Reason {n}.*\n</details>\n\n"
    )


def test_radio_options_of_an_html_form_in_markdown_are_choices() -> None:
    """`<label><input type="radio"> A) text</label><br>` lines in a `<form>`, the key in one
    bold run with its label (`**Answer: B) text**`), the explanation in one italic run: each
    question a choice card, its key a letter, no stray `**` or `*` left. The form was one
    opaque HTML block: its options stayed in the question and every card was open."""
    text = "# Quiz\n\n" + "".join(
        [
            _form_question(
                1,
                "Which planet is the largest?",
                "radio",
                ["A) Mars", "B) Jupiter", "C) Venus"],
                "**Answer: B) Jupiter**",
            ),
            _form_question(
                2,
                "Which metal is liquid at room temperature?",
                "radio",
                ["A) Mercury", "B) Iron", "C) Tin"],
                "**Answer: A) Mercury**",
            ),
        ]
    )
    cards = result(text).deck.cards
    assert [(c.question, dict(c.choices), c.answer, c.explanation) for c in cards] == [
        (
            "Which planet is the largest?",
            {"A": "Mars", "B": "Jupiter", "C": "Venus"},
            "B",
            "Reason 1.",
        ),
        (
            "Which metal is liquid at room temperature?",
            {"A": "Mercury", "B": "Iron", "C": "Tin"},
            "A",
            "Reason 2.",
        ),
    ]


def test_checkbox_options_of_an_html_form_with_several_right_are_open() -> None:
    """A select-all question (checkboxes, `**Answer:** two of them`): options read as such,
    the several right ones reported and the card made open, answered by their texts."""
    text = "# Quiz\n\n" + "".join(
        [
            _form_question(
                1,
                "Select all the fruits:",
                "checkbox",
                ["Apple", "Carrot", "Pear"],
                "**Answer:** Apple, Pear",
            ),
            _form_question(
                2,
                "Which is a prime?",
                "radio",
                ["A) 4", "B) 7"],
                "**Answer: B) 7**",
            ),
        ]
    )
    got = result(text)
    first, second = got.deck.cards
    assert (first.question, dict(first.choices), first.answer, first.explanation) == (
        "Select all the fruits:\n\n- A) Apple\n- B) Carrot\n- C) Pear",
        {},
        "- Apple\n- Pear",
        "Reason 1.",
    )
    assert (second.question, dict(second.choices), second.answer) == (
        "Which is a prime?",
        {"A": "4", "B": "7"},
        "B",
    )
    assert any("2 right options (A, C)" in w for w in got.warnings)


def test_a_form_in_a_code_block_or_a_lone_checkbox_stays_as_written() -> None:
    """Guard: a form shown as code in an answer, and a single `<label>` checkbox (an
    agreement box, no options), are no quiz's options."""
    text = (
        "# Forms\n\n## How do you write a radio group?\n\n```html\n<form>\n"
        '  <label><input type="radio" name="c"> Red</label>\n'
        '  <label><input type="radio" name="c"> Blue</label>\n</form>\n```\n\n'
        "## What does a lone checkbox say?\n\n"
        '<label><input type="checkbox"> I agree</label>\n\nConsent.\n'
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "How do you write a radio group?",
        "What does a lone checkbox say?",
    ]
    assert '<label><input type="radio" name="c"> Red</label>' in cards[0].answer
    assert not cards[0].choices and not cards[1].choices


def _sr_note(*cards: str) -> str:
    """An Obsidian Spaced Repetition note: a `#flashcards` tag line, a week heading, the
    cards each followed by its `<!--SR:...-->` scheduling comment, blank lines between."""
    return "#flashcards/bio\n## Week 1: Cells\n\n" + "".join(
        f"{card}\n<!--SR:!2025-01-0{k},3,250-->\n\n" for k, card in enumerate(cards, start=1)
    )


def test_a_multi_line_sr_card_written_as_a_bold_item_loses_its_bullet_and_bold() -> None:
    """`- **Question**` over a `?` line over its answer (lines of a list too): the question
    is its text, as the one-line `- **Q** :: A` cards beside it are; it kept `- **...**`."""
    text = _sr_note(
        "- **What does a ribosome make?** :: Proteins.",
        "- **Name the parts of a cell**\n?\nThey include:\n  - a membrane\n  - a nucleus",
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What does a ribosome make?", "Proteins."),
        ("Name the parts of a cell", "They include:\n  - a membrane\n  - a nucleus"),
    ]


def test_a_sr_card_whose_question_mark_line_was_run_into_the_question_is_kept() -> None:
    """`- **Q?** ? first answer line` over the rest of the answer: the `?` that parts the card
    typed after the question rather than on its own line; the card was lost in silence."""
    text = _sr_note(
        "- **What is osmosis?** :: Water moving across a membrane.",
        "- **Which organelles hold DNA?** ? Two of them:\n  1. the nucleus\n  2. mitochondria",
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is osmosis?", "Water moving across a membrane."),
        ("Which organelles hold DNA?", "Two of them:\n  1. the nucleus\n  2. mitochondria"),
    ]


def test_a_question_mark_inside_a_note_line_or_code_parts_no_card() -> None:
    """Guard: a `?` with blanks around it that follows no question (`x > 0 ? a : b` in prose,
    `` `a? ? b` `` in a code span) parts no card."""
    text = _sr_note(
        "- **What is mitosis?** :: Cell division.",
        "- **What is meiosis?**\n?\nDivision into four cells.",
        "The ternary x > 0 ? a : b picks one.",
        "See `ok? ? yes` in the script.",
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is mitosis?", "What is meiosis?"]
