"""Importer layouts met on fresh public documents (the held-out round Z13, whose failures the
lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def test_numbered_options_keyed_by_a_tick_after_the_bold_one() -> None:
    """`1. Signal.emit` / `2. **Signal.connect** ✓` under a bold question: the options and
    their marks became the answer's text, with no key."""
    text = "".join(
        f"### Question #{n}\n**Which method number {n} connects a receiver?**\n\n"
        "**Options:**\n"
        + "".join(
            f"{k}. **Signal.m{k}** ✓\n" if k == 2 else f"{k}. Signal.m{k}\n" for k in range(1, 5)
        )
        + f"\n**Explanation:** Method {n} registers it.\n\n---\n\n"
        for n in range(3)
    )
    cards = result(text).deck.cards
    assert len(cards) == 3
    for n, card in enumerate(cards):
        assert card.question == f"Which method number {n} connects a receiver?"
        assert dict(card.choices) == {
            "A": "Signal.m1",
            "B": "Signal.m2",
            "C": "Signal.m3",
            "D": "Signal.m4",
        }
        assert card.answer == "B"
        assert card.explanation == f"Method {n} registers it."


def test_numbered_steps_with_one_tick_in_an_open_answer_stay_steps() -> None:
    """An answer's numbered steps, two of them ticked as done, are no options."""
    text = (
        "## How do you release?\n\n1. Build it ✓\n2. Test it ✓\n3. Tag it\n\n"
        "## How do you roll back?\n\nRedeploy the last tag.\n"
    )
    cards = result(text).deck.cards
    assert not cards[0].choices
    assert cards[0].answer == "1. Build it ✓\n2. Test it ✓\n3. Tag it"


def test_a_section_title_on_the_next_question_line_is_no_answer_text() -> None:
    """`Kubernetes Interview Questions` right over `Question: ...`, after a blank line, in a
    plain-text Q&A: the title was glued to the end of the answer above."""
    text = (
        "Question: What is Docker?\nAnswer: A container tool.\n\n"
        "Question: What is an image?\nAnswer: A template for containers.\n\n"
        "Kubernetes Interview Questions\nQuestion: What is a pod?\nAnswer: The smallest unit.\n\n"
        "Question: What is a node?\nAnswer: A machine in the cluster.\n"
    )
    cards = result(text, "notes.txt").deck.cards
    assert [c.answer for c in cards] == [
        "A container tool.",
        "A template for containers.",
        "The smallest unit.",
        "A machine in the cluster.",
    ]


def test_an_answer_ending_in_a_short_line_keeps_it() -> None:
    """An answer's own last line in title case stays: only a section's words (`... Questions`)
    right on the next question's line are a title."""
    text = (
        "Question: Which tool runs many containers?\nAnswer: This one:\n\nDocker Compose\n"
        "Question: What is a pod?\nAnswer: The smallest unit.\n"
    )
    cards = result(text, "notes.txt").deck.cards
    assert cards[0].answer.endswith("Docker Compose")


def test_a_bonus_series_numbered_again_keyed_by_its_section() -> None:
    """Questions 1-4 in two sections, then `## Bonus Section: Advanced (5 bonus points)` with
    `### Bonus Question 1`; a folded key groups its entries `### Section 1: ...` and `###
    Bonus Section` (`**Bonus 1: b**`). The numbers repeat, so the key was not used and the
    whole file was refused."""
    text = "# Quiz\n\n"
    for title, numbers in [
        ("Section 1: Basics (4 points)", (1, 2)),
        ("Section 2: Code (4 points)", (3, 4)),
    ]:
        text += f"## {title}\n\n" + "".join(
            f"### Question {n} (2 points)\nWhat is fact {n}?\n\na) one\nb) two\nc) three\n\n"
            for n in numbers
        )
    text += "## Bonus Section: Advanced (5 bonus points)\n\n" + "".join(
        f"### Bonus Question {n} (3 points)\nWhat is bonus fact {n}?\n\na) one\nb) two\nc) three\n\n"
        for n in (1, 2)
    )
    text += (
        "## Answer Key\n\n<details>\n<summary>Show</summary>\n\n### Section 1: Basics\n\n"
        "**Q1: a** - one.\n\n**Q2: b** - two.\n\n### Section 2: Code\n\n**Q3: c** - three.\n\n"
        "**Q4: a** - one.\n\n### Bonus Section\n\n**Bonus 1: b** - two.\n\n"
        "**Bonus 2: c** - three.\n\n</details>\n"
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["A", "B", "C", "A", "B", "C"]


def test_bulleted_questions_with_code_and_an_answer_line() -> None:
    """`* What is wrong with the following code:` over a fence at the margin and `Answer:
    ...`, among bare bulleted questions: reported unanswered with its answer dropped; and the
    bare bullet after an answered one was glued to that answer."""
    text = (
        "* What is a reference ?\n* What is wrong with the following code:\n\n"
        "```cpp\nA* a = new B();\ndelete a;\n```\n\n"
        "Answer: Undefined behavior, the destructor is not virtual.\n\n"
        "* What is the output:\n\n```cpp\nfor (unsigned char i = 0; i < 300; ++i) {}\n```\n\n"
        "Answer: An infinite loop.\n\n* Explain what static does ?\n"
    )
    got = result(text)
    assert [(c.question.split("\n")[0], c.answer) for c in got.deck.cards] == [
        (
            "What is wrong with the following code:",
            "Undefined behavior, the destructor is not virtual.",
        ),
        ("What is the output:", "An infinite loop."),
    ]
    assert "delete a;" in got.deck.cards[0].question
    said = "\n".join(got.warnings)
    assert "What is a reference ?" in said and "Explain what static does ?" in said
