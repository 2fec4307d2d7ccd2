"""Importer layouts met on fresh public documents (the held-out round Z256, mended by fix
helper G17): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: a page that lists its sources (`References:` over links) at its top,
over `* **Question?**` bullets answered in paragraphs, and an answer that introduces its
points (`The differences are:`) before writing them `a)`, `b)`.
"""

from __future__ import annotations

import pytest

from tests.importing import result

_QA = [
    ("What is a pipe?", "A pipe joins one process's output to another's input."),
    ("What is a signal?", "A signal is a small message the kernel delivers to a process."),
    ("What does nice do?", "It lowers the priority a process is scheduled with."),
]


def _bullets(top: str, bottom: str = "") -> str:
    """A `* **Question?**` page, each answer a paragraph, `top` over the first question and
    `bottom` under the last answer."""
    body = "".join(f"* **{q}**\n\n{a}\n\n" for q, a in _QA)
    return f"# Shell questions\n\n{top}{body}{bottom}"


@pytest.mark.parametrize(
    "top",
    [
        "References:\n1. https://example.org/shell\n2. https://example.org/unix\n\n",
        "References:\n\n- [The shell book](https://example.org/book)\n- www.example.org/faq\n\n",
        "Bibliography:\n1. https://example.org/shell\n\n",
        "Further reading:\n- <https://example.org/shell>\n\n",
    ],
)
def test_sources_listed_over_the_questions_end_nothing(top: str) -> None:
    """`References:` over a list of links at the top of the page, the questions below: the
    page's sources, no footer. Read as end matter, every question after the label was
    dropped and the import failed with 'no questions found'."""
    got = result(_bullets(top))
    assert [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (q, a, {}) for q, a in _QA
    ]
    assert got.skipped == ()
    assert not any("://" in c.answer or "www." in c.answer for c in got.deck.cards)


def test_sources_listed_under_the_last_answer_stay_a_footer() -> None:
    """Near miss: the same list under the last answer, past a rule, is the page's footer,
    as before: reported as end matter, no card takes it."""
    got = result(_bullets("", "---\n\nReferences:\n1. https://example.org/shell\n"))
    assert [(c.question, c.answer) for c in got.deck.cards] == _QA
    assert got.warnings == (
        "doc.md:17: 2 lines of end matter in no card ('References:'); not imported",
    )


def test_a_footer_of_sources_that_ask_stays_a_footer() -> None:
    """Near miss: `References:` after the questions over citations that ask (`1. Smith,
    Why do pipes block?`, no link): end matter, as before; no citation becomes a card."""
    text = (
        "**1. What is a pipe?**\n\nA pipe joins two processes.\n\n"
        "**2. What is a signal?**\n\nA message from the kernel.\n\n---\n\n"
        "References:\n\n1. Smith, Why do pipes block? Unix Press, 2001.\n\n"
        "2. Jones, How do signals work? Kernel Notes, 2003.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == ["What is a pipe?", "What is a signal?"]
    assert [c.answer for c in got.deck.cards] == [
        "A pipe joins two processes.",
        "A message from the kernel.",
    ]


def _lettered(asked: str, lead: str, points: list[str]) -> str:
    """One `* **Question?**` whose answer is `lead`, then `points` lettered `a)`, `b)`, each
    a paragraph of its own, between two plain questions."""
    lettered = "".join(f"{chr(97 + n)})  {p}\n\n" for n, p in enumerate(points))
    return (
        "* **What is a pipe?**\n\nA pipe joins two processes.\n\n"
        f"* **{asked}**\n\n{lead}\n\n{lettered}"
        "* **What is a signal?**\n\nA message from the kernel.\n"
    )


_POINTS = [
    "Threads share the memory of their process.",
    "Processes each have an address space of their own.",
]


def test_lettered_points_under_an_answers_lead_in_are_its_answer() -> None:
    """`How do X and Y differ?` / `The differences are:` / `a) ...` / `b) ...`, no key
    anywhere: the lead-in restates what the question asks about, and the lettered lines
    are sentences: the answer's points, kept in an open card. They were read as options
    and the question skipped for want of an answer letter."""
    got = result(_lettered("How do threads and processes differ?", "The differences are:", _POINTS))
    assert [(c.question, dict(c.choices)) for c in got.deck.cards] == [
        ("What is a pipe?", {}),
        ("How do threads and processes differ?", {}),
        ("What is a signal?", {}),
    ]
    assert got.deck.cards[1].answer == (
        "The differences are:\n"
        "a) Threads share the memory of their process.\n"
        "b) Processes each have an address space of their own."
    )
    assert got.deck.cards[1].choices == {}
    assert got.skipped == ()
    assert got.warnings == ()


@pytest.mark.parametrize(
    ("asked", "lead", "points"),
    [
        # a quiz's instruction over its options: it says to pick one
        ("How do threads and processes differ?", "Choose the correct statement:", _POINTS),
        # the lead-in restates nothing the question asks about
        ("What does this program print?", "Consider its output:", _POINTS),
        # options, not sentences
        ("How do threads and processes differ?", "The differences are:", ["Memory", "Speed"]),
    ],
)
def test_lettered_options_under_a_quiz_stem_stay_options(
    asked: str, lead: str, points: list[str]
) -> None:
    """Near misses: a stem whose lead-in says to pick, or restates nothing it asks, or whose
    lettered lines are short: a choice question with no key, skipped as before."""
    got = result(_lettered(asked, lead, points))
    assert [c.question for c in got.deck.cards] == ["What is a pipe?", "What is a signal?"]
    assert [s.reason for s in got.skipped] == [
        "question #2 has options but no answer letter; skipped"
    ]
