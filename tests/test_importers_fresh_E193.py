"""Importer layouts met in judge rounds Z168, Z170 and Z171: each test is the shape of a real
document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.sourcetags import numbered_source_tags
from tests.importing import result

_TYPED = (
    "# Storage check\n\n"
    "## 1.\tBlock size\n"
    "### Question (T/F): A disk block is always 4 KiB.\n"
    "- [ ] True\n- [ ] False\n\n"
    "<details>\n    <summary>Answer</summary>\n"
    "    Answer: False. Sizes vary by device.\n</details>\n\n"
    "## 2.\tJournaling needed?\n"
    "### Question (T/F): A journaling file system recovers faster after a crash.\n"
    "- [ ] True\n- [ ] False\n\n"
    "<details>\n    <summary>Answer</summary>\n"
    "    Answer: True. It replays the journal.\n</details>\n\n"
    "## 3.\tRAID levels\n"
    "### Question (MC):\n"
    "- [ ] a) RAID 0\n- [ ] b) RAID 1\n- [ ] c) RAID 5\n\n"
    "<details>\n    <summary>Answer</summary>\n"
    "    Answer: b.\n</details>\n"
)


def test_a_typed_question_label_heading_under_a_topic_is_the_question() -> None:
    """`## N. Topic` over `### Question (T/F): text`: the label and its type are no words of
    the question, and a topic heading ending with `?` does not swallow the question below it
    into an open card's answer."""
    res = result(_TYPED)
    cards = res.deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        (
            "Block size\nA disk block is always 4 KiB.",
            "B",
            {"A": "True", "B": "False"},
        ),
        (
            "Journaling needed?\nA journaling file system recovers faster after a crash.",
            "A",
            {"A": "True", "B": "False"},
        ),
        ("RAID levels", "B", {"A": "RAID 0", "B": "RAID 1", "C": "RAID 5"}),
    ]
    assert [c.explanation for c in cards] == [
        "Sizes vary by device.",
        "It replays the journal.",
        "",
    ]
    assert not res.warnings
    assert not res.skipped


def test_a_typed_label_heading_with_no_topic_heading_above_is_left_as_it_is() -> None:
    """Guard: a typed label heading under a paragraph, not a heading, keeps its label; one
    without a type in parentheses is read as before."""
    text = (
        "# Storage check\n\nSome notes on disks.\n"
        "### Question (T/F): A disk block is always 4 KiB.\n"
        "- [ ] True\n- [ ] False\n\n"
        "**Answer:** False\n\n"
        "## 2. Journaling\n"
        "### Question: Why journal?\n\n"
        "**Answer:** To recover faster after a crash.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Question (T/F): A disk block is always 4 KiB.", "B"),
        ("Why journal?", "To recover faster after a crash."),
    ]


_FIRST = "# Interview prep\n\n### Q1: What is a subnet?\n**Answer:**\nA slice of an address range.\n\n---\n\n"
_STORY = (
    '**Example Answer:**\n"A release slipped a week; I split the work into smaller steps."\n\n---\n'
)


def test_a_labelled_outline_before_the_answer_label_is_the_answers() -> None:
    """`### Q2: Tell me about ...` (it asks on its own) over `**Outline:**` and its points,
    then `**Example Answer:**`: the outline is the first part of the answer, not of the
    question."""
    text = (
        _FIRST + "### Q2: Tell me about a time you missed a deadline\n**Outline:**\n"
        "- **Situation:** what slipped\n- **Result:** what you changed\n\n" + _STORY
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is a subnet?", "A slice of an address range."),
        (
            "Tell me about a time you missed a deadline",
            "**Outline:**\n- **Situation:** what slipped\n- **Result:** what you changed\n\n"
            '**Example Answer:**\n"A release slipped a week; I split the work into smaller steps."',
        ),
    ]
    assert not res.warnings


def test_a_labelled_part_of_the_question_or_a_heading_that_does_not_ask_keeps_it() -> None:
    """Guard: a label naming a part of the question (`**Context:**`), or a heading that does
    not ask on its own (`### Q2: Deadline story`), keeps the labelled part in the question."""
    context = (
        _FIRST + "### Q2: Tell me about a time you missed a deadline\n**Context:**\n"
        "- a team of four\n- a fixed launch date\n\n" + _STORY
    )
    story = '"A release slipped a week; I split the work into smaller steps."'
    assert [(c.question, c.answer) for c in result(context).deck.cards][1] == (
        "Tell me about a time you missed a deadline\n**Context:**\n"
        "- a team of four\n- a fixed launch date",
        story,
    )
    untitled = (
        _FIRST + "### Q2: Deadline story\n**Outline:**\n"
        "- **Situation:** what slipped\n- **Result:** what you changed\n\n" + _STORY
    )
    assert [(c.question, c.answer) for c in result(untitled).deck.cards][1] == (
        "Deadline story\n**Outline:**\n- **Situation:** what slipped\n"
        "- **Result:** what you changed",
        story,
    )


def test_a_spacer_before_a_summary_question_is_no_part_of_it() -> None:
    """`<summary>&nbsp; What is a port?</summary>`: the no-break space the author put before
    the question to set it off from the arrow is no blank of the question."""
    fold = "<details>\n<summary>&nbsp; {q}</summary>\n<p>\n\n- {a}\n\n</p>\n</details>\n\n"
    text = "# Net\n\n" + fold.format(q="What is a port?", a="a number for a service")
    text += fold.format(q="What is a&nbsp;socket?", a="an endpoint")
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What is a port?", "- a number for a service"),
        ("What is a socket?", "- an endpoint"),
    ]


def test_a_bold_source_tag_after_a_question_number_is_written_plain() -> None:
    """`2. **[City exam - 2021]**` over a stem that runs on: the exam's tag as the bank writes
    it elsewhere, without bold markers; a bold tag inside a line stays bold."""
    text = (
        "1. **[Town exam - 2020]**  \nWhich keyword creates an object?  \n"
        "- (A) class\n- **(B) new**\n\n"
        "2. **[City exam - 2021]**  \nFill the gap.  \nA class that cannot be instantiated is _____.  \n"
        "- (A) final\n- **(B) abstract**\n\n"
        "3. Which box marks a task done: **[x]** or [ ]?  \n- **(A) the ticked one**\n- (B) the empty one\n"
    )
    assert numbered_source_tags(text).count("**[") == 1
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("[Town exam - 2020] Which keyword creates an object?", "B"),
        ("[City exam - 2021] Fill the gap. A class that cannot be instantiated is _____.", "B"),
        ("Which box marks a task done: **[x]** or [ ]?", "A"),
    ]
    assert not res.warnings
