"""Importer layouts met in the tenth (2026-11-30) session's rounds: each test is the shape of
one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_WORD_QUIZ = (
    "**Quiz One**\n\n"
    "**Single choice**\n\n"
    "1\\) Which store keeps session data\n"
    "with microsecond latency?\n\n"
    "a)  Plain disk that is slow and\n"
    "    also expensive.\n\n"
    "b)  **An in-memory store that is\n"
    "    durable.**\n\n"
    "c)  A tape archive.\n\n"
    "**Multiple Choice**\n\n"
    "2\\) Which two numbers are even? (Select TWO)\n\n"
    "a)  **Two, the first of\n"
    "    them.**\n\n"
    "b)  Three.\n\n"
    "c)  Five.\n\n"
    "d)  **Four, the second.\\\n"
    "    **\n\n"
    "**Single choice**\n\n"
    "3\\) A team keeps its logs in one bucket\n"
    "in a single region for an audit.\\\n"
    "\\\n"
    "Pick the service that encrypts them at rest\n\n"
    "a)  KMS\n\n"
    "b)  **Macie**\n\n"
    "c)  Shield\n"
)


def test_a_bold_option_wrapped_over_indented_lines_is_the_key() -> None:
    """Pandoc's `b)  **text` / `    more.**`: the option's lines joined, the bold one keyed, as
    a one-line bold option is; several bold options (one closed by a `**` alone on the line
    after a hard break) are several keys, an open card naming them with a warning; a stem
    wrapped over hard breaks with no `?` at a line's end is the whole paragraph."""
    got = result(_WORD_QUIZ)
    first, second, third = got.deck.cards
    assert (first.question, dict(first.choices), first.answer) == (
        "Which store keeps session data with microsecond latency?",
        {
            "A": "Plain disk that is slow and also expensive.",
            "B": "An in-memory store that is durable.",
            "C": "A tape archive.",
        },
        "B",
    )
    assert (second.question, dict(second.choices), second.answer) == (
        "Which two numbers are even? (Select TWO)\n\n- A) Two, the first of them.\n- B) Three."
        "\n- C) Five.\n- D) Four, the second.",
        {},
        "- Two, the first of them.\n- Four, the second.",
    )
    assert (third.question, dict(third.choices), third.answer) == (
        "A team keeps its logs in one bucket in a single region for an audit. Pick the service"
        " that encrypts them at rest",
        {"A": "KMS", "B": "Macie", "C": "Shield"},
        "B",
    )
    assert got.warnings == ("doc.md:27: question 2 has 2 right options (A, D); made an open card",)


def test_notes_under_options_or_two_pasted_runs_key_nothing_new() -> None:
    """Guard: an indented note under an option (`  *Explanation:* ...`) is no wrapped line of
    it, and two runs of options pasted one after the other, a bold option in each (`C)
    **x**` twice), name no key `C, C`: neither is one list keyed by its bold options."""
    text = (
        "# Quiz\n\n### 1. Which layer routes packets? (**C**)\n"
        "A) Physical\nB) Link\nC) **Network**\nD) Session\n"
        "A) Cable\nB) Hub\nC) **Router**\nD) Bridge\n\n"
        "### 2. Which port does SSH use? (**B**)\nA) 21\nB) **22**\nC) 23\n"
    )
    got = result(text)
    first, second = got.deck.cards
    assert (first.question, dict(first.choices), first.answer) == (
        "Which layer routes packets? (**C**)\n\n- A) Physical\n- B) Link\n- C) Network\n- D) Session",
        {},
        "A) Cable\nB) Hub\nC) **Router**\nD) Bridge",
    )
    assert (second.question, dict(second.choices), second.answer) == (
        "Which port does SSH use? (**B**)",
        {"A": "21", "B": "22", "C": "23"},
        "B",
    )


def test_a_question_number_alone_on_its_line_numbers_the_stem_below() -> None:
    """`2\\)` alone, a blank line, then the stem: the number is the stem's, one question of
    its own, not text merged into the card before (its options with their bold and all)."""
    text = (
        "**Quiz Two**\n\n"
        "1\\) Which planet is the largest?\n\n"
        "a)  Mars\n\n"
        "b)  **Jupiter**\n\n"
        "c)  Venus\n\n"
        "2\\)\n\n"
        "A lamp is left on in a closed room\n"
        "for one whole night.\\\n"
        "Which unit measures the energy it uses?\n\n"
        "a)  **Kilowatt-hour**\n\n"
        "b)  Volt\n\n"
        "c)  Ampere\n"
    )
    got = result(text)
    assert [(c.question, dict(c.choices), c.answer) for c in got.deck.cards] == [
        ("Which planet is the largest?", {"A": "Mars", "B": "Jupiter", "C": "Venus"}, "B"),
        (
            "A lamp is left on in a closed room for one whole night. Which unit measures the"
            " energy it uses?",
            {"A": "Kilowatt-hour", "B": "Volt", "C": "Ampere"},
            "A",
        ),
    ]
    assert got.warnings == ()


def test_a_lone_number_outside_a_run_of_numbered_questions_stays_as_written() -> None:
    """Guard: a lone `7)` with no question numbered 6 or 8 beside it (a page's number) does
    not number the paragraph below it."""
    text = (
        "## What is a kilowatt-hour?\n\nA unit of energy.\n\n7)\n\nThe page ends here.\n\n"
        "## What is a volt?\n\nA unit of potential.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a kilowatt-hour?", "A unit of energy.\n\n7)\n\nThe page ends here."),
        ("What is a volt?", "A unit of potential."),
    ]


def test_a_plain_kind_label_over_a_question_is_no_explanation_of_the_card_before() -> None:
    """`Multiple Choice` alone (no bold) between two numbered questions: it names the next
    question's kind, it is no explanation of the card above it; the last option's wrapped
    line stays that option's."""
    text = (
        "**Quiz Three**\n\n"
        "Single choice\n\n"
        "1\\) Which gas do plants take in?\n\n"
        "a)  **Carbon dioxide**\n\n"
        "b)  Helium\n\n"
        "c)  Neon, which glows red in\n"
        "    a lamp.\n\n"
        "Multiple Choice\n\n"
        "2\\) Which are planets? (Select TWO)\n\n"
        "a)  **Mars**\n\n"
        "b)  The Moon\n\n"
        "c)  **Venus**\n"
    )
    got = result(text)
    first, second = got.deck.cards
    assert (first.question, dict(first.choices), first.answer, first.explanation) == (
        "Which gas do plants take in?",
        {"A": "Carbon dioxide", "B": "Helium", "C": "Neon, which glows red in a lamp."},
        "A",
        "",
    )
    assert (second.question, second.answer, second.explanation) == (
        "Which are planets? (Select TWO)\n\n- A) Mars\n- B) The Moon\n- C) Venus",
        "- Mars\n- Venus",
        "",
    )
