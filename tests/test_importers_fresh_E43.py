"""Importer layouts met in the ninth and tenth (2026-11-30) sessions' rounds: each test is the
shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from srs.importers.headingunder import headings_under_headings
from srs.importers.shallowsublists import nested_sub_lists
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.question, c.answer, c.explanation, dict(c.choices)) for c in result(text).deck.cards]


_GRADED_WRONG = (
    "1. A sailboat moves against the wind because the sail\n"
    "\n"
    "turns the wind's push sideways.\n"
    "\n"
    "Question 2\n"
    "Incorrect\n"
    "0 / 1\n"
    "point\n"
    "2. Question 2\n"
    "A heavy sled and a light sled slide down the same icy slope. At the bottom\n"
    "\n"
    "\n"
    "the heavy sled is much faster.\n"
    "\n"
    "Question 3\n"
    "Correct\n"
    "1 / 1\n"
    "point\n"
    "3. Question 3\n"
    "What mostly slows a spinning top down?\n"
    "\n"
    "Friction at its tip.\n"
)


def test_a_pick_under_a_grader_header_marked_incorrect_is_reported_not_carded() -> None:
    """A copied online quiz: the grader's `Question N` / `Incorrect` / `0 / 1` / `point`
    header over a question says the pick under it is wrong. It was carded as the answer:
    the card taught the wrong thing. The question is reported unanswered, saying why; a
    pick under a `Correct` header is the answer."""
    got = result(_GRADED_WRONG)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("A sailboat moves against the wind because the sail", "turns the wind's push sideways."),
        ("What mostly slows a spinning top down?", "Friction at its tip."),
    ]
    assert [s.reason for s in got.skipped] == [
        "question 2 has no answer (only '(answer graded incorrect)'); skipped"
    ]


_GRADED_WRONG_CHOICE = (
    "Question 1\n"
    "Incorrect\n"
    "0 / 1\n"
    "point\n"
    "1. Question 1\n"
    "Which planet is largest?\n"
    "\n"
    "- Mars\n"
    "- Jupiter\n"
)


def test_a_header_marked_incorrect_over_options_leaves_the_options_alone() -> None:
    """Guard: under an `Incorrect` header, a last paragraph of options is the question's own
    options (its readers' business, read as before), no pick to take away."""
    assert _cards(_GRADED_WRONG_CHOICE) == [
        ("Which planet is largest?", "- Mars\n- Jupiter", "", {})
    ]


_BROKEN_STARS = (
    "1. *What is **Parity* in a disk array?**\n"
    "    - *Answer*: A check value that lets a lost disk be rebuilt.\n"
    "\n"
    "2. *What is the difference between **hot* and *cold* spares?**\n"
    "    - *Answer*: A hot spare runs already; a cold one must be switched on.\n"
    "\n"
    "3. *What is a **stripe**?*\n"
    "    - *Answer*: A run of blocks spread over the disks.\n"
)


def test_an_italic_question_with_a_bold_span_opened_inside_it_loses_its_stars() -> None:
    """An italic question (`*What is X?*`) whose author opened a bold span inside it and
    closed it after the italics (`*What is **X* in Y?**`): Markdown pairs those stars only as
    italics inside italics, which nobody writes, and the card showed them. They go; a bold
    span closed inside the italics is the author's emphasis and stays."""
    assert [q for q, _, _, _ in _cards(_BROKEN_STARS)] == [
        "What is Parity in a disk array?",
        "What is the difference between hot and cold spares?",
        "*What is a **stripe**?*",
    ]


_INDENTED_SUB_HEADING = (
    "### 1. **What is a deadlock?**\n"
    "Two threads each wait for a lock the other holds.\n"
    "\n"
    "### 2. **How is a deadlock avoided?**\n"
    "    ### **Lock ordering**\n"
    "\n"
    "Every thread takes the locks in one agreed order.\n"
)


def test_a_sub_heading_indented_right_under_its_question_heading_is_a_heading() -> None:
    """A question heading with its answer's first sub-heading typed indented under it
    (`    ### **Part**`): four blanks deep it is a line of code to Markdown, and the card's
    answer opened with the literal indent and hashes. It is a sub-heading of the answer."""
    assert [(q, a) for q, a, _, _ in _cards(_INDENTED_SUB_HEADING)] == [
        ("What is a deadlock?", "Two threads each wait for a lock the other holds."),
        (
            "How is a deadlock avoided?",
            "### **Lock ordering**\n\nEvery thread takes the locks in one agreed order.",
        ),
    ]


_COMMENT_IN_INDENTED_CODE = (
    "### 1. **How do you build the tool?**\n"
    "    ## build it\n"
    "    make all\n"
    "\n"
    "### 2. **How do you clean up?**\n"
    "Run the clean target.\n"
)


def test_a_comment_opening_indented_code_under_a_heading_stays_code() -> None:
    """Guard: a script's `## comment` opening indented code right under a heading is no
    sub-heading: the code's next line is indented as code is, and the pass leaves it."""
    assert headings_under_headings(_COMMENT_IN_INDENTED_CODE) == _COMMENT_IN_INDENTED_CODE


_SHALLOW_SUB_LIST = (
    "1. What is a widget ?\n"
    "    A widget is a small part of a page .\n"
    "\n"
    "2. Explain widget kinds :\n"
    "    Widgets come in two kinds\n"
    " 1. Small widgets\n"
    " 2. Large widgets .\n"
    "In small ones the frame is thin .\n"
    "\n"
    "3. What is a gadget?\n"
    "   A gadget is a tool .\n"
)


def test_an_inner_numbered_list_indented_less_than_its_answer_stays_in_the_answer() -> None:
    """Numbered questions at the margin, one answer holding a numbered list indented one
    blank, less than the answer's text above it: Markdown read its items as more questions
    (the first reported unanswered, the second a question taking the rest of the answer).
    Numbered from 1 between questions 2 and 3, they are the answer's own list."""
    assert [(q, a) for q, a, _, _ in _cards(_SHALLOW_SUB_LIST)] == [
        ("What is a widget ?", "A widget is a small part of a page ."),
        (
            "Explain widget kinds :",
            " Widgets come in two kinds\n\n1. Small widgets\n2. Large widgets .\n\n"
            "In small ones the frame is thin .",
        ),
        ("What is a gadget?", "A gadget is a tool ."),
    ]


_LIST_AS_INDENTED_AS_ITS_TEXT = (
    "1. Which of these are colours? (2 correct)\n"
    "\n"
    "  1. red\n"
    "  2. loud\n"
    "  3. blue\n"
    "\n"
    "  Ans: 13\n"
    "\n"
    "2. What is two and two?\n"
    "  Four.\n"
)


def test_a_numbered_list_after_a_blank_line_is_left_as_written() -> None:
    """Guard: a numbered list indented as its item's text is, after a blank line (a choice
    question's numbered options), is no slip: the pass leaves it."""
    assert nested_sub_lists(_LIST_AS_INDENTED_AS_ITS_TEXT) == _LIST_AS_INDENTED_AS_ITS_TEXT
