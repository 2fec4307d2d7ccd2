"""Personal exam notes ("dumps") found read wrong in a judge's round (2026-11-30, an AZ-900
dump): options with no letter, each on a line set in by a space under its question, keyed by
the right option's words (`Ans - Azure Functions`, or a shortened `Ans - functions`), were a
choice question made open in silence; a stem that states (`Which plan ... at the lowest
cost.`) was no question; a caption inside an explanation (`### Solution for 99.99% SLA:`
over `### Answer:`) became a card of its own, and `### Summary:` inside another ended the
questions, every later one lost as end matter (srs.importers.unletteredoptions,
srs.importers.captions)."""

from __future__ import annotations

import pytest

from srs.importers import lines
from srs.importers.markdown import MarkdownReader
from srs.importers.unletteredoptions import unlettered_options
from tests.importing import result

_DUMP = """\
1. Your team must run code only when a file lands in storage, paying per run. Which service fits?
 Virtual Machines.
 Kubernetes Service.
 Serverless Functions.



Ans - functions

-----

2. A shop wants its web app to survive the loss of a whole datacentre. What is the least it needs?
 One server in one zone.
 Two servers in one zone.
 Two servers in two zones.

 Check the notes above if unsure.

Ans - Two servers in two zones.

Explanation: (key)

Spreading copies is the point.

### One zone is not enough:
- A zone can go dark as a whole.

### Answer:
**Two servers in two zones.**

### Summary:
Copies in two zones keep it running.

Is a region pair needed?
Not for this question.

-----

Skim the next one
Which plan gives billing help around the clock at the lowest cost.
 Basic.
 Standard.
 Premium.

 Ans - Basic

3. Stopping a virtual machine ends the charge
for its disks.
 Yes.
 No.

Ans - No
"""


def test_unlettered_options_keyed_by_their_words_make_choice_cards() -> None:
    r = result(_DUMP)
    # the note over a stem is no part of it, reported as text in no card
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "1 line of text between questions in no card ('Skim the next one'); not imported"
    ]
    assert [(c.question, c.choices, c.answer) for c in r.deck.cards] == [
        (
            "Your team must run code only when a file lands in storage, paying per run. "
            "Which service fits?",
            {"A": "Virtual Machines.", "B": "Kubernetes Service.", "C": "Serverless Functions."},
            "C",
        ),
        (
            "A shop wants its web app to survive the loss of a whole datacentre. What is the "
            "least it needs?\n\n Check the notes above if unsure.",
            {
                "A": "One server in one zone.",
                "B": "Two servers in one zone.",
                "C": "Two servers in two zones.",
            },
            "C",
        ),
        (
            "Which plan gives billing help around the clock at the lowest cost.",
            {"A": "Basic.", "B": "Standard.", "C": "Premium."},
            "A",
        ),
        (
            "Stopping a virtual machine ends the charge\nfor its disks.",  # wrapped
            {"A": "Yes.", "B": "No."},
            "B",
        ),
    ]
    explained = r.deck.cards[1].explanation
    assert explained == (
        "(key)\n\nSpreading copies is the point.\n\n### One zone is not enough:\n"
        "- A zone can go dark as a whole.\n\nAnswer:\n**Two servers in two zones.**\n\n"
        "### Summary:\nCopies in two zones keep it running.\n\nIs a region pair needed?\n"
        "Not for this question."
    )


def test_one_set_in_line_the_answer_names_is_the_question_s_own() -> None:
    """One line under the stem is no list of options: the stem is a question all the same,
    an open card, not lost in the explanation above it."""
    r = result(
        "1. Which planet is largest?\n Earth.\n Jupiter.\n\nAns - Jupiter\n\n"
        "Which planet has the most moons?\n Saturn.\nAns - Saturn\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Which planet is largest?", "B"),
        ("Which planet has the most moons?\nSaturn.", "Saturn"),
    ]
    assert not r.warnings


def test_both_readers_read_the_written_questions_alike() -> None:
    """The line reader and the Markdown reader (which a page's other structure calls on)
    agree: the captions stay in the explanation, `### Summary:` too."""
    text = unlettered_options(_DUMP)
    by_lines = lines.read(text, "doc.md")
    by_structure = MarkdownReader(text, "doc.md").read()
    assert len(by_lines.cards) == 4
    assert [(c.question, c.choices, c.answer, c.explanation) for c in by_lines.cards] == [
        (c.question, c.choices, c.answer, c.explanation) for c in by_structure.cards
    ]


@pytest.mark.parametrize(
    "text",
    [
        # the answer line names no option
        "1. Which planet is largest?\n Earth.\n Jupiter.\n\nAns - the gas giant\n\n"
        "2. Which is nearest the Sun?\n Mercury.\n Venus.\n\nAns - the small one\n",
        # a letter, not an option's words
        "1. Which planet is largest?\n Earth.\n Jupiter.\n\nAns - B\n\n"
        "2. Which is nearest the Sun?\n Mercury.\n Venus.\n\nAns - A\n",
        # words that two options hold
        "1. Which two moons orbit Mars?\n Phobos and Deimos.\n Deimos and Titan.\n\nAns - Deimos\n",
        # set in under a bullet: the point's own lines
        "- Which planet is largest?\n Earth.\n Jupiter.\n\nAnswer: Jupiter\n",
        # two notes between the lines and the answer: no key of theirs
        "Which planet is largest?\n Earth.\n Jupiter.\n\nSee the chart.\n\nAsk a teacher.\n\n"
        "Answer: Jupiter\n",
    ],
)
def test_set_in_lines_not_keyed_by_their_words_are_left_as_they_are(text: str) -> None:
    assert unlettered_options(text) == text


def test_a_closing_caption_under_an_answer_with_captions_is_the_answer_s() -> None:
    r = result(
        "Q: What is a zone?\nAnswer: A group of datacentres.\n\n### Details:\nThey share power."
        "\n\n### Summary:\nZones keep apps up.\n\nQ: What is a blob?\nAnswer: A stored file.\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "What is a zone?",
            "A group of datacentres.\n\n### Details:\nThey share power.\n\n"
            "### Summary:\nZones keep apps up.",
        ),
        ("What is a blob?", "A stored file."),
    ]
    assert not r.warnings


def test_a_summary_after_an_answer_without_captions_is_still_end_matter() -> None:
    """Near miss: no caption in the answer above, so `### Summary:` is the page's."""
    r = result(
        "Q: What is a zone?\nAnswer: A group of datacentres.\n\n### Summary:\nZones keep apps up.\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a zone?", "A group of datacentres.")
    ]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "2 lines of end matter in no card ('Summary:'); not imported"
    ]


def test_a_caption_right_over_the_next_question_is_its_section() -> None:
    """Near miss: a caption with a question right under it titles the questions below."""
    r = result(
        "Q: What is a zone?\nAnswer: A group of datacentres.\n\n### Storage:\n"
        "Q: What is a blob?\nAnswer: A stored file.\n"
    )
    assert [(c.question, c.answer, c.tags) for c in r.deck.cards] == [
        ("What is a zone?", "A group of datacentres.", ()),
        ("What is a blob?", "A stored file.", ("storage",)),
    ]


def test_a_stem_of_two_sentences_keeps_its_first_line() -> None:
    """Near miss for a note over a stem: the line above ends with its stop, a sentence of
    the question (the number on it stays the question's)."""
    text = (
        "4. Read the case.\nA shop runs its site in one zone and wants more. Which fits?\n"
        " One zone.\n Two zones.\n\nAns - Two zones.\n"
    )
    assert unlettered_options(text).split("\n")[:2] == [
        "Q4: Read the case.",
        "A shop runs its site in one zone and wants more. Which fits?",
    ]
