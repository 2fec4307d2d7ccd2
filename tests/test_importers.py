"""The document importer on small documents: one test per layout, the errors and the ids."""

from __future__ import annotations

import sys
import types
from pathlib import Path

import pytest

from srs import decks
from srs.errors import DocumentError
from srs.importers import ImportResult, import_file, import_text, slugify
from srs.model import Card


def cards(text: str, **kwargs: str) -> tuple[Card, ...]:
    result = import_text(text, source="doc.md", **kwargs)
    assert decks.loads(decks.dumps(result.deck)) == result.deck
    return result.deck.cards


def only(text: str) -> Card:
    (card,) = cards(text)
    return card


# -- the seed layouts, small -----------------------------------------------------------------

HB = "  "
"""A Markdown hard break: the seeds end lines with two spaces, the reader drops them."""

MARKDOWN_QUIZ = f"""\
# Module 9 Quiz: Scaling

**Total Questions**: 2{HB}
**Time Limit**: 5 minutes

## Section 1: Fundamentals (Questions 1-1)

### Question 1
What is the main advantage of data parallelism?

A) Less memory{HB}
B) Simpler to implement{HB}
C) Better accuracy

**Answer**: B

**Explanation**: Each GPU holds a full copy.

It works with any model.

---

## Section 2: Ray and Frameworks (Questions 2-2)

### Question 2
In Ray, what is an ObjectRef?

A) A reference to an object in the object store{HB}
B) A GPU pointer

**Answer**: A

**Explanation**: ray.get() dereferences it.

---

## Scoring Guide

- 2/2: Expert

## Answer Key Summary

1. B  2. A

---

**Module 9 Quiz Complete**{HB}
**Version**: 1.0{HB}
**Last Updated**: 2025-10-16
"""


def test_markdown_quiz() -> None:
    result = import_text(MARKDOWN_QUIZ, source="m9.md")
    deck = result.deck
    assert (deck.id, deck.name, deck.source) == (
        "module-9-quiz-scaling",
        "Module 9 Quiz: Scaling",
        "m9.md",
    )
    first, second = deck.cards
    assert first.id == "q01"
    assert first.question == "What is the main advantage of data parallelism?"
    assert first.choices == {
        "A": "Less memory",
        "B": "Simpler to implement",
        "C": "Better accuracy",
    }
    assert first.answer == "B"
    assert first.explanation == "Each GPU holds a full copy.\n\nIt works with any model."
    assert first.tags == ("fundamentals",)
    assert (second.id, second.answer, second.tags) == ("q02", "A", ("ray-and-frameworks",))
    assert second.explanation == "ray.get() dereferences it."
    # the scoring guide after the key is in no card: reported, as all text left out
    assert result.warnings == (
        "m9.md:37: 2 lines of end matter in no card ('Scoring Guide'); not imported",
    )


def test_answer_key_mismatch_is_a_warning_naming_the_question() -> None:
    text = MARKDOWN_QUIZ.replace("1. B  2. A", "1. B  2. B")
    result = import_text(text, source="m9.md")
    assert [c.answer for c in result.deck.cards] == ["B", "A"]  # the question's own answer wins
    (warning,) = [w for w in result.warnings if "Scoring Guide" not in w]
    line = text.splitlines().index("1. B  2. B") + 1
    assert warning.startswith(f"m9.md:{line}: ")
    assert "question 2" in warning and "B" in warning and "keeping A" in warning


def test_answer_key_gives_the_answers_a_question_lacks() -> None:
    text = (
        "# Q\n\nQuestion 1\nFirst?\nA) a\nB) b\n\nQuestion 2\nSecond?\nA) a\nB) b\nC) c\n\n"
        "## Answer Key\n\n| Question | Answer |\n|---|---|\n| 1 | B |\n| 2 | C |\n| 3 | A |\n"
    )
    result = import_text(text, source="k.md")
    assert [c.answer for c in result.deck.cards] == ["B", "C"]
    assert len(result.warnings) == 1 and "question 3" in result.warnings[0]


def test_answer_key_on_one_line() -> None:
    text = "Quiz\n\nQ1: First? A) a B) b\n\nQ2: Second? A) a B) b C) c\n\nAnswer key: 1-B, 2-C\n"
    assert [(c.id, c.answer) for c in cards(text)] == [("q01", "B"), ("q02", "C")]


PLAIN_QUIZ = """\
Chapter 9: Quiz -- Scaling
Question 1
What synchronizes gradients?
A) Broadcast B) All-reduce C) All-gather D) Reduce-scatter
Answer: B Explanation: All-reduce sums the gradients.
Question 2
What is the volume of ring all-reduce?
A) N * D B) 2 * D C) 2(N-1)/N * D D) D / N
Answer: C Explanation: Two phases, each (N-1)/N * D.
Scoring Guide
| Score | Level |
|---|---|
| 2 | Expert |"""


def test_plain_text_quiz() -> None:
    deck = import_text(PLAIN_QUIZ, source="c9.txt").deck
    assert deck.name == "Chapter 9: Quiz -- Scaling"
    first, second = deck.cards
    assert first.question == "What synchronizes gradients?"
    assert first.choices == {
        "A": "Broadcast",
        "B": "All-reduce",
        "C": "All-gather",
        "D": "Reduce-scatter",
    }
    assert (first.answer, first.explanation) == ("B", "All-reduce sums the gradients.")
    assert second.choices["A"] == "N * D" and second.choices["C"] == "2(N-1)/N * D"
    assert second.explanation == "Two phases, each (N-1)/N * D."  # no scoring table


MARKDOWN_QA = """\
# Day 9: Training - Interview Questions

> **Phase**: 4 - Advanced
> **Topic**: Parallelism

### 1. What is the difference between `DP` and `DDP`?
**Answer:**
*   **DP**: Single process.
*   **DDP**: Multi-process.

### 2. What is the "Linear Scaling Rule"?
**Answer:**
*   When increasing batch size by $k$, increase the LR by $k$.
*   Time per step $\\times$ steps.
"""


def test_markdown_interview_qa() -> None:
    first, second = cards(MARKDOWN_QA)
    assert first.question == "What is the difference between `DP` and `DDP`?"
    assert first.answer == "*   **DP**: Single process.\n*   **DDP**: Multi-process."
    assert (first.explanation, first.choices) == ("", {})
    assert "$k$" in second.answer and "$\\times$" in second.answer
    assert "Phase" not in first.question + first.answer


PLAIN_QA = """\
Training Questions
These questions cover parallelism — the topics of every interview.
Q1: Explain data parallelism. What are its limits?
Answer: Each GPU holds a copy. Gradients are averaged.
Steps per iteration:
- Forward pass
- AllReduce
Limitations:
- Model must fit on one GPU
| A | B |
|---|---|
| 1 | 2 |
Q10: What is synchronous training?
Answer:
All GPUs wait for AllReduce.
- Pro: deterministic
Acme Tech Systems"""


def test_plain_text_interview_qa() -> None:
    result = import_text(PLAIN_QA, source="t.txt")
    first, second = result.deck.cards
    assert result.deck.name == "Training Questions"
    assert (first.id, second.id) == ("q01", "q10")
    assert first.question == "Explain data parallelism. What are its limits?"
    assert first.answer == (
        "Each GPU holds a copy. Gradients are averaged.\n\nSteps per iteration:\n\n"
        "- Forward pass\n- AllReduce\n\nLimitations:\n\n- Model must fit on one GPU\n\n"
        "| A | B |\n|---|---|\n| 1 | 2 |"
    )
    assert second.answer == "All GPUs wait for AllReduce.\n\n- Pro: deterministic"
    intro, warning = result.warnings  # the introduction and the footer are dropped, and said so
    assert intro.startswith("t.txt:2: 1 line of introduction") and "These questions cover" in intro
    footer_line = PLAIN_QA.splitlines().index("Acme Tech Systems") + 1
    assert warning.startswith(f"t.txt:{footer_line}: ") and "Acme Tech Systems" in warning


def test_hard_wrapped_plain_text_stays_one_paragraph() -> None:
    card = only("Q1: Why?\nAnswer: Because the\ngradients are averaged.\nNext point.\n")
    assert card.answer == "Because the\ngradients are averaged.\n\nNext point."


# -- layouts beyond the seeds ----------------------------------------------------------------


@pytest.mark.parametrize("level", ["##", "####"])
def test_other_heading_levels(level: str) -> None:
    text = f"# T\n\n{level} 1. What is DDP?\nData parallel.\n\n{level} 2. What is TP?\n\nTensor parallel.\n"
    assert [(c.id, c.question, c.answer) for c in cards(text)] == [
        ("q01", "What is DDP?", "Data parallel."),
        ("q02", "What is TP?", "Tensor parallel."),
    ]


def test_unnumbered_question_headings_and_sub_headings_in_answers() -> None:
    text = (
        "# Notes\n\n## Basics\n\n### What is X?\n\nX is a thing.\n\n#### Example\n\nAn example.\n\n"
        "### Explain Y\n\n**Answer:** Y.\n\n## References\n\n- a paper\n"
    )
    first, second = cards(text)
    assert (first.id, first.answer, first.tags) == (
        "q01",
        "X is a thing.\n\n#### Example\n\nAn example.",
        ("basics",),
    )
    assert (second.id, second.question, second.answer) == ("q02", "Explain Y", "Y.")


def test_q_and_a_pairs() -> None:
    text = "Q: What is DDP?\nA: Distributed data parallel.\nIt uses all-reduce.\n\nQ: What is NCCL?\nA: A library.\n"
    first, second = cards(text)
    assert (first.id, first.question) == ("q01", "What is DDP?")
    assert first.answer == "Distributed data parallel.\n\nIt uses all-reduce."
    assert (second.id, second.answer) == ("q02", "A library.")


def test_bold_numbered_questions() -> None:
    text = "# Deck\n\n**Q1.** What is a bubble?\n\n**A:** Idle time.\n\n**Q2.** Pick one\n- A: foo\n- B: bar\n\n**Answer:** A\n"
    first, second = cards(text)
    assert (first.question, first.answer) == ("What is a bubble?", "Idle time.")
    assert (second.choices, second.answer) == ({"A": "foo", "B": "bar"}, "A")


def test_numbered_list_questions() -> None:
    text = "Practice\n\n1. What is DDP?\n   DDP replicates the model.\n2. What is TP?\n   It splits layers.\n\n   More.\n"
    assert [(c.id, c.question, c.answer) for c in cards(text)] == [
        ("q01", "What is DDP?", "DDP replicates the model."),
        ("q02", "What is TP?", "It splits layers.\n\nMore."),
    ]


def test_bold_questions_and_a_numbered_reference_list() -> None:
    text = (
        "# Notes\n\n**What is DDP?**\n\nData parallel.\n\n**What is TP?**\n\nTensor parallel.\n\n"
        "## References\n\n1. Smith, Why scale?\n2. Doe, How?\n"
    )
    assert [(c.id, c.question, c.answer) for c in cards(text)] == [
        ("q01", "What is DDP?", "Data parallel."),
        ("q02", "What is TP?", "Tensor parallel."),
    ]


def test_q_dot_a_dot_pairs() -> None:
    text = "Q. What is DDP?\nA. Data parallel.\n\nQ. What is TP?\nA. Tensor parallel.\n"
    assert [(c.question, c.answer) for c in cards(text)] == [
        ("What is DDP?", "Data parallel."),
        ("What is TP?", "Tensor parallel."),
    ]


def test_answers_heading_is_an_answer_key() -> None:
    text = (
        "# Quiz\n\n**1. Which?**\n\nA) x\nB) y\n\n**2. Which again?**\n\nA) x\nB) y\n\n"
        "## Answers\n\n1. B\n2. A\n\n---\n\n*Version 1.0*\n"
    )
    assert [(c.id, c.answer) for c in cards(text)] == [("q01", "B"), ("q02", "A")]


def test_unclosed_code_fence_is_read_as_text_with_a_warning() -> None:
    result = import_text("# T\n\nQ1: What?\n```\nA: An answer.\n", source="f.md")
    assert result.deck.cards[0].answer == "An answer."
    assert result.warnings == ("f.md:4: code fence is never closed; read as text",)


def test_numbered_list_inside_an_answer_is_not_a_question() -> None:
    card = only(
        "# T\n\n### 1. How does ring all-reduce work?\n**Answer:**\n1. Scatter-reduce?\n2. All-gather\n"
    )
    assert card.answer == "1. Scatter-reduce?\n2. All-gather"


@pytest.mark.parametrize(
    "options",
    [
        "A. one\nB. two\nC. three",
        "(A) one\n(B) two\n(C) three",
        "A: one\nB: two\nC: three",
        "- A: one\n- B: two\n- C: three",
        "a) one\nb) two\nc) three",
        "**A)** one\n**B)** two\n**C)** three",
        "A) one B) two C) three",
    ],
)
@pytest.mark.parametrize(
    "answer", ["Answer: B", "Answer: (B)", "Correct answer: B", "**Answer:** B", "Answer: b"]
)
def test_option_and_answer_styles(options: str, answer: str) -> None:
    card = only(f"# T\n\n### Question 4\nWhich one?\n{options}\n\n{answer}\n")
    assert (card.id, card.question) == ("q04", "Which one?")
    assert card.choices == {"A": "one", "B": "two", "C": "three"}
    assert card.answer == "B"


def test_answer_with_the_option_text_and_an_explanation() -> None:
    card = only("Q1. Which is right? A) this B) that C) other\nAnswer: C) other. Because it is.\n")
    assert (card.question, card.answer, card.explanation) == (
        "Which is right?",
        "C",
        "Because it is.",
    )


def test_details_blocks() -> None:
    text = (
        "# D\n\n### 1. What is X?\na) foo\nb) bar\n\n<details><summary>Answer</summary>\n\n**b**\n\n"
        "Because bar.\n</details>\n\n### 2. Explain Y.\n<details>\n<summary>Show answer</summary>\n\n"
        "Y is *great*.\n\n```python\nprint('A) not an option')\n```\n</details>\n"
    )
    first, second = cards(text)
    assert (first.choices, first.answer, first.explanation) == (
        {"A": "foo", "B": "bar"},
        "B",
        "Because bar.",
    )
    assert second.answer == "Y is *great*.\n\n```python\nprint('A) not an option')\n```"


def test_code_blocks_are_never_read_as_structure() -> None:
    card = only(
        "# T\n\n## Q1: What does this print?\n```\n### Question 2\nAnswer: no\n```\n**Answer:** Yes\n"
    )
    assert card.question == "What does this print?\n```\n### Question 2\nAnswer: no\n```"
    assert card.answer == "Yes"


WRAPPED = """Here are the questions you asked for:

```markdown
# Docker questions

### 1. What is a Dockerfile?
A recipe for an image:
```dockerfile
FROM python:3.12
```

### 2. What does `docker ps` show?
The running containers.
```

Hope this helps! Ask me anything.

### 3. What is a volume?
Storage that outlives a container.
"""


def test_a_markdown_fence_wrapped_around_questions_is_opened() -> None:
    """A chat assistant's answer pasted whole: the ```markdown wrapper's inner blocks are
    tagged, so the first bare fence after them closes it (CommonMark would close it at the
    first inner block's end and leave the rest of the page inside code)."""
    result = import_text(WRAPPED, source="chat.md")
    assert [c.question for c in result.deck.cards] == [
        "What is a Dockerfile?",
        "What does `docker ps` show?",
        "What is a volume?",
    ]
    assert (
        result.deck.cards[0].answer
        == "A recipe for an image:\n```dockerfile\nFROM python:3.12\n```"
    )
    assert result.skipped == ()


def test_a_markdown_example_inside_an_answer_stays_code() -> None:
    card = only(
        "# T\n\n## What does a README start with?\n\nA title and a summary:\n\n"
        "```markdown\n# My project\n\nWhat it does.\n```\n"
    )
    assert card.answer.endswith("```markdown\n# My project\n\nWhat it does.\n```")


def test_questions_shut_in_a_code_block_are_reported_not_lost() -> None:
    """An untagged block that holds the page's own questions (a fence in the wrong place):
    each is named as skipped, with its line, instead of vanishing."""
    text = (
        "# T\n\n## What is a pod?\nA group of containers.\n\n```\n"
        "## What is a node?\nA machine.\n\n## What is a cluster?\nNodes together.\n```\n"
    )
    result = import_text(text, source="k8s.md")
    assert [c.question for c in result.deck.cards] == ["What is a pod?"]
    assert [s.line for s in result.skipped] == [7, 10]
    assert "k8s.md:7: skipped: a question inside the code block that starts at line 6" in (
        result.warnings
    )


UNTAGGED_WRAPPER = """Here are the questions:

```
### 1. What is Docker?
A container platform.

### 2. What is a Dockerfile?
A build script:
```dockerfile
FROM node:14
```

### 3. What is a volume?
Persistent storage.
```
"""


def test_an_untagged_fence_wrapped_around_questions_is_opened() -> None:
    """A bare ``` around the page, its answers' blocks tagged: CommonMark closes it at the
    first inner block's end (the questions before it were shut in code, a fence was left
    open after it); its author's pairing says it wraps the page."""
    result = import_text(UNTAGGED_WRAPPER, source="chat.md")
    assert [c.question for c in result.deck.cards] == [
        "What is Docker?",
        "What is a Dockerfile?",
        "What is a volume?",
    ]
    assert result.deck.cards[1].answer == "A build script:\n```dockerfile\nFROM node:14\n```"
    assert (result.warnings, result.skipped) == ((), ())


def test_an_untagged_block_its_author_closed_stays_code() -> None:
    """Closed where CommonMark closes it, an untagged block is code: its questions are
    reported (the page's own questions are outside it)."""
    text = UNTAGGED_WRAPPER.replace("```dockerfile\nFROM node:14\n```\n", "FROM node:14\n")
    text = "# T\n\n## What is a pod?\nA group.\n\n" + text
    result = import_text(text, source="chat.md")
    assert [c.question for c in result.deck.cards] == ["What is a pod?"]
    assert [s.line for s in result.skipped] == [9, 12, 16]


def test_a_page_fenced_whole_is_read() -> None:
    """Every question of the page inside one closed untagged block (a chat answer pasted
    with its fence): nothing outside asks, so the block is the page."""
    text = (
        "Here you go:\n\n```\n## 1. What is Docker?\nA container platform.\n\n"
        "## 2. What is a volume?\nPersistent storage.\n```\n\nGood luck!\n"
    )
    result = import_text(text, source="chat.md")
    assert [c.question for c in result.deck.cards] == ["What is Docker?", "What is a volume?"]
    assert result.deck.cards[1].answer == "Persistent storage."


@pytest.mark.parametrize(
    "question",
    ["{n}. **What is {x}?**", "{n}. What is {x}?", "{n}) Why is {x} used?", "Q{n}: What is {x}?"],
)
def test_numbered_and_labelled_questions_shut_in_code_are_reported(question: str) -> None:
    """Numbered (bold or not) and labelled questions in a code block are named as skipped,
    each with its line, as question headings are."""
    inner = "\n\n".join(
        question.format(n=n, x=x) + "\nAn answer." for n, x in ((2, "a volume"), (3, "a node"))
    )
    text = f"# T\n\n## What is a pod?\nA group.\n\n```text\n{inner}\n```\n"
    result = import_text(text, source="k8s.md")
    assert [c.question for c in result.deck.cards] == ["What is a pod?"]
    assert [s.line for s in result.skipped] == [7, 10]
    assert "k8s.md:10: skipped: a question inside the code block that starts at line 6" in (
        result.warnings
    )


def test_questions_shut_in_code_are_reported_when_every_other_is_labelled() -> None:
    """A quiz of `Q:`/`A:` pairs only, read by the line reader alone: its questions in a code
    block are reported too (that shortcut skipped the check)."""
    text = (
        "Q: What is Docker?\nA: A container platform.\n\n```\nQ: What is a volume?\n"
        "A: Storage.\n\nQ: What is a network?\nA: Links.\n```\n"
    )
    result = import_text(text, source="q.md")
    assert [c.question for c in result.deck.cards] == ["What is Docker?"]
    assert [s.line for s in result.skipped] == [5, 8]


def test_numbered_steps_and_code_comments_in_code_are_no_questions() -> None:
    result = import_text(
        "# T\n\n## How do you install it?\n\n```\n1. Download it\n2. Run the installer\n"
        "```\n\n## Why test?\n\n```sh\n# why?\n# what now?\nmake test\n```\n",
        source="steps.md",
    )
    assert len(result.deck.cards) == 2
    assert (result.warnings, result.skipped) == ((), ())


def test_a_fence_never_closed_is_read_as_text_as_its_warning_says() -> None:
    text = (
        "# T\n\n## What is a pod?\nA group of containers.\n\n```\n"
        "## What is a node?\nA machine.\n\n## What is a cluster?\nNodes together.\n"
    )
    result = import_text(text, source="k8s.md")
    assert [c.question for c in result.deck.cards] == [
        "What is a pod?",
        "What is a node?",
        "What is a cluster?",
    ]
    assert result.warnings == ("k8s.md:6: code fence is never closed; read as text",)


def test_a_code_comment_that_asks_is_no_question() -> None:
    result = import_text(
        "# T\n\n## How do you add two numbers?\n\n```python\n# Why not 3?\nprint(1 + 1)\n"
        "# What about floats?\n```\n",
        source="py.md",
    )
    assert len(result.deck.cards) == 1
    assert result.skipped == ()


def test_a_question_about_the_code_shown_with_it_is_not_answered_by_it() -> None:
    """A list of questions, each with the code it asks about and no answer (h5bp's coding
    questions): the code is part of each question, so none has an answer and none is made
    into a card answered by its own example."""
    text = (
        "Question: What is the value of `foo`?\n```javascript\nvar foo = 10 + '20';\n```\n\n"
        "Question: How would you make this work?\n```javascript\nadd(2)(5);\n```\n\n"
        "Question: What is the difference between these four promises?\n```js\np()\n```\n"
    )
    with pytest.raises(DocumentError, match="3 questions found, none with an answer"):
        import_text(text, source="coding.md")


def test_a_list_of_questions_with_follow_ups_has_no_answers() -> None:
    """h5bp's question lists: a nested item that asks more (`* What are the exceptions?`,
    `* Describe what you like about them.`) is part of its question, never its answer; the
    error counts every question of the list."""
    text = (
        "# CSS questions\n\n"
        "* What is CSS selector specificity?\n"
        "* How do you serve your pages for feature-constrained browsers?\n"
        "  * What techniques/processes do you use?\n"
        "* What are the pros and cons of CSS preprocessors?\n"
        "  * Describe what you like and dislike about the ones you have used.\n"
        "* Have you used media queries?\n"
    )
    with pytest.raises(DocumentError, match="4 questions found, none with an answer"):
        import_text(text, source="css.md")


def test_a_numbered_list_of_prompts_never_answers_itself() -> None:
    """Markdown renumbers `1.` `1.` `1.`: a list of practice questions, some prompts that do
    not ask in so many words (`Tell me about ...`, a question then an instruction); no item
    is the answer of the one before it."""
    text = (
        "# Behavioral questions\n\n"
        "1. What are you looking for in your next role?\n"
        "1. Tell me about a time when you had a conflict with a co-worker.\n"
        "1. What was the most difficult bug that you fixed?\n"
        "1. How do you tackle challenges? Name one you faced and what you learned.\n"
        "1. What frustrates you?\n"
    )
    with pytest.raises(DocumentError, match="questions found, none with an answer"):
        import_text(text, source="behavioral.md")


def test_options_numbered_under_a_numbered_question_are_not_more_questions() -> None:
    card = only("# Quiz\n\n1. **What is HCL?**\n    1. A language\n    2. A cloud\n")
    assert card.answer == "1. A language\n2. A cloud"


def test_an_answer_in_bullets_that_do_not_ask_stays_an_answer() -> None:
    card = only(
        "# T\n\n## What should a README hold?\n\n- What the project does\n- How to install it\n"
    )
    assert card.answer == "- What the project does\n- How to install it"


def test_code_that_answers_a_question_stays_its_answer() -> None:
    card = only("# T\n\n## How do you reverse a list in place?\n\n```python\nxs.reverse()\n```\n")
    assert card.answer == "```python\nxs.reverse()\n```"


def test_a_summary_holding_a_heading_and_the_questions_code() -> None:
    """`<details><summary><h3>1. Guess the output?</h3>` with the snippet inside the summary:
    the heading's text is the question, the snippet stays with it, the rest answers."""
    block = (
        "<details>\n<summary>\n    <h3>{n}. Guess the output of this code? "
        '<span class="level">Beginner</span></h3>\n\n```js\nconsole.log({n} + "1");\n```\n\n'
        "</h3>\n</summary>\n\nThe output is `{n}1`.\n</details>\n\n"
    )
    text = "# Tricky snippets\n\n## Basics\n\n" + "".join(block.format(n=n) for n in (1, 2))
    result = import_text(text, source="snippets.md")
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        (
            f'Guess the output of this code?\n\n```js\nconsole.log({n} + "1");\n```',
            f"The output is `{n}1`.",
        )
        for n in (1, 2)
    ]


@pytest.mark.parametrize("grade", ["Easy", "— Hard**", "(Medium)", "[Advanced]"])
def test_a_question_label_that_only_grades_it(grade: str) -> None:
    """`### Question 1 — Easy`: the grade is not the question; the bold line below is, its
    emphasis dropped."""
    card = only(
        f"# Quiz\n\n### Question 1 {grade}\n\n**What is a gold dataset?**\n\n"
        "- A) A cache\n- B) A curated set\n\n**Correct Answer: B**\n"
    )
    assert (card.question, card.answer) == ("What is a gold dataset?", "B")


def test_an_answer_indented_a_column_short_still_answers_its_item() -> None:
    """`437. ### Q?` wants its answer indented 5 columns; written at 4, CommonMark ends the
    item before it (the answer turns into an indented block after the list)."""
    text = "# JS\n\n" + "".join(
        f"{n}. ### What is {word}?\n\n{indent}{word.capitalize()} limits how often a call runs.\n\n"
        for n, word, indent in (
            (436, "throttling", "     "),
            (437, "debouncing", "    "),
            (438, "batching", "     "),
        )
    )
    result = import_text(text, source="js.md")
    assert [c.question for c in result.deck.cards] == [
        "What is throttling?",
        "What is debouncing?",
        "What is batching?",
    ]
    assert result.deck.cards[1].answer == "Debouncing limits how often a call runs."


def test_questions_in_quotes_with_an_answer_label_under_each() -> None:
    """An interviewer's questions quoted in a list, `**Ans:**` under each: quotes do not hide
    that an item asks (`"Walk me through ..."`, `"How did you ...?"`), and the question is
    the words they quote."""
    result = import_text(
        '# Interview\n\n- "Walk me through the data flow end-to-end."\n  **Ans:** A daily stream.\n'
        '- "How did you validate the metrics?"\n  **Ans:** Against a hand count.\n',
        source="interview.md",
    )
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("Walk me through the data flow end-to-end.", "A daily stream."),
        ("How did you validate the metrics?", "Against a hand count."),
    ]


def test_labels_in_html_bold_read_as_labels() -> None:
    """A rich-text export: `<b>Q: ...</b><br>` then `A: ...<br><br>`."""
    result = import_text(
        "# Qs\n\n<b>Q: What is a pod?</b><br>\nA: The smallest deployable unit.<br><br>\n"
        "<b>Q: What is a node?</b><br>\nA: A worker machine.<br>\n",
        source="export.md",
    )
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("What is a pod?", "The smallest deployable unit."),
        ("What is a node?", "A worker machine."),
    ]


@pytest.mark.parametrize("gap", ["\n", "\n\n"])
def test_notes_of_plain_questions_over_their_answers(gap: str) -> None:
    """Notes with no markup at all: each question on its own line, the answer below it (in
    the same paragraph or the next); the first question is no title."""
    text = (
        f"What is a pod?{gap}The smallest deployable unit.\n\n"
        f"What is a node?{gap}A worker machine.\n\nWhat is a cluster?{gap}Nodes together.\n"
    )
    result = import_text(text, source="notes.txt")
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("What is a pod?", "The smallest deployable unit."),
        ("What is a node?", "A worker machine."),
        ("What is a cluster?", "Nodes together."),
    ]


def test_one_question_line_in_an_article_makes_no_card_of_it() -> None:
    """A single paragraph that opens with a question is prose, not a deck."""
    with pytest.raises(DocumentError):
        import_text("Why Kubernetes?\nIt schedules containers.\n", source="post.txt")


def test_question_callouts_in_block_quotes() -> None:
    """`> **Q:** ...` over `> **A:** ...`, one callout per card; a quote that is an answer
    (`> **Answer:**` under a heading) stays a quote."""
    result = import_text(
        "# K8s\n\n> **Q:** What is a pod?\n> **A:** The smallest unit.\n\n"
        "> **Q:** What is a node?\n> **A:** A worker machine.\n",
        source="k8s.md",
    )
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("What is a pod?", "The smallest unit."),
        ("What is a node?", "A worker machine."),
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Q: What is a pod? A: The smallest unit.\nQ: What is a node? A: A machine.\n",
        "Q1: What is a pod? Answer: The smallest unit.\nQ2: What is a node? Ans. A machine.\n",
    ],
)
def test_a_question_and_its_answer_on_one_labelled_line(text: str) -> None:
    result = import_text("# K8s\n\n" + text, source="k8s.md")
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("What is a pod?", "The smallest unit."),
        ("What is a node?", "A machine."),
    ]


def test_a_question_and_its_answer_on_one_line_with_a_dash() -> None:
    result = import_text(
        "K8s flashcards\n\nWhat is a pod? - The smallest unit.\nWhat is a node? – A machine.\n",
        source="cards.txt",
    )
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("What is a pod?", "The smallest unit."),
        ("What is a node?", "A machine."),
    ]


def test_bare_question_and_answer_labels_on_lines_of_their_own() -> None:
    """`Question:` alone, the question below, `Answer:` alone, the answer below; the first
    label is no title. (Inside a `### Question N` block such a line is one of its parts:
    the corpus's Python exercises keep their count.)"""
    result = import_text(
        "Question:\nWhat is a pod?\nAnswer:\nThe smallest unit.\n\n"
        "Question:\nWhat is a node?\nAnswer:\nA machine.\n",
        source="cards.txt",
    )
    assert result.deck.name == "cards"
    assert [(c.question, c.answer) for c in result.deck.cards] == [
        ("What is a pod?", "The smallest unit."),
        ("What is a node?", "A machine."),
    ]


def test_crlf_bom_and_tabs() -> None:
    card = only(
        "\ufeff# Title\r\n\r\n### Q1: What?  \r\n**Answer:**\r\n\t- tabbed\r\n\t\t- nested\r\n"
    )
    assert (card.question, card.answer) == ("What?", "- tabbed\n    - nested")


def test_front_matter_title_and_setext_title() -> None:
    front = "---\ntitle: 'My Deck'\ntags: [x]\n---\n\n# My Deck\n\n## What is X?\n\nX.\n"
    assert import_text(front).deck.name == "My Deck"
    assert import_text("My Quiz\n=======\n\nQ1: What?\nAnswer: that\n").deck.name == "My Quiz"


def test_deck_name_and_id() -> None:
    deck = import_text("Q1: What?\nA: That.\n", source="notes/my-prep.txt").deck
    assert (deck.name, deck.id) == ("my-prep", "my-prep")  # no title: the file's stem
    deck = import_text(MARKDOWN_QA, deck_id="day-9", name="Day nine").deck
    assert (deck.id, deck.name, deck.source) == ("day-9", "Day nine", None)
    with pytest.raises(DocumentError, match="slug"):
        import_text(MARKDOWN_QA, deck_id="Not A Slug")


@pytest.mark.parametrize(
    ("text", "slug"),
    [
        (
            "Module 202 Quiz: Distributed Training at Scale",
            "module-202-quiz-distributed-training-at-scale",
        ),
        (
            "Chapter 35: Quiz -- Distributed Training and Scaling",
            "chapter-35-quiz-distributed-training-and-scaling",
        ),
        ("Ring All-Reduce: N² vs 2(N-1)", "ring-all-reduce-n2-vs-2-n-1"),
        ("Résumé —  Questions", "resume-questions"),
        ("a" * 60, "a" * 48),
        (
            "distributed training questions for the interviews",
            "distributed-training-questions-for-the",
        ),
        (
            "distributed training questions for the interview",
            "distributed-training-questions-for-the-interview",
        ),
        ("¿?", ""),
    ],
)
def test_slugify(text: str, slug: str) -> None:
    assert slugify(text) == slug


# -- what is skipped, and the errors ---------------------------------------------------------


def test_missing_or_unknown_answer_letters_skip_the_card_with_a_warning() -> None:
    text = (
        "# M\n\n### Question 1\nWhat?\nA) x\nB) y\n\n**Answer**: E\n\n### Question 2\nWhy?\nA) x\nB) y\n\n"
        "### Question 3\nOk?\nA) x\nB) y\nAnswer: B\n\n### Question 4\nHm?\n**Answer:** C\n"
    )
    result = import_text(text, source="m.md")
    assert [c.id for c in result.deck.cards] == ["q03"]
    first, second, third = result.warnings
    lines = text.splitlines()
    assert (
        first.startswith(f"m.md:{lines.index('**Answer**: E') + 1}: question 1") and "'E'" in first
    )
    assert second.startswith(f"m.md:{lines.index('### Question 2') + 1}: question 2")
    assert "no answer letter" in second
    assert (
        third.startswith(f"m.md:{lines.index('**Answer:** C') + 1}: question 4")
        and "no options" in third
    )


def test_question_without_answer_is_skipped() -> None:
    result = import_text("Q1: What?\n\nQ2: Why?\nA: Because.\n", source="x.txt")
    assert [c.id for c in result.deck.cards] == ["q02"]
    assert result.warnings == ("x.txt:1: question 1 has no answer; skipped",)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty document"),
        ("  \n\t\n\n", "empty document"),
        ("# Just notes\n\nSome text.\n\n- a list\n", "no questions found"),
        ("# x\n\x00\x01binary", "binary"),
        ("Q1: What?\nA) x\nB) y\n", "1 question found, none with an answer: 1 has options but no"),
    ],
)
def test_documents_that_cannot_be_imported(text: str, message: str) -> None:
    with pytest.raises(DocumentError, match=message) as info:
        import_text(text, source="bad.md")
    assert info.value.path == "bad.md"


def test_file_errors(tmp_path: Path) -> None:
    with pytest.raises(DocumentError, match="cannot read"):
        import_file(tmp_path / "missing.md")
    garbled = tmp_path / "garbled.md"
    garbled.write_bytes(b"# Quiz\n\nQ1: Caf\xe9\x00\xff?\n")  # no code page holds a NUL
    with pytest.raises(DocumentError, match="not UTF-8") as info:
        import_file(garbled)
    assert info.value.line == 3
    binary = tmp_path / "image.png"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR")
    with pytest.raises(DocumentError):
        import_file(binary)


def test_import_file_reads_utf8_with_bom(tmp_path: Path) -> None:
    path = tmp_path / "prep.txt"
    path.write_bytes("\ufeffPrep\r\nQ1: What?\r\nA: That.\r\n".encode())
    result = import_file(path)
    assert isinstance(result, ImportResult)
    assert (result.deck.name, result.deck.source, result.deck.cards[0].answer) == (
        "Prep",
        "prep.txt",
        "That.",
    )


def test_csv_files_go_to_the_anki_importer(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[Path, str | None, str | None]] = []
    fake = types.ModuleType("srs.importers.anki_csv")

    def import_anki_csv(path: Path, *, deck_id: str | None = None, name: str | None = None) -> str:
        calls.append((path, deck_id, name))
        return "imported"

    fake.import_anki_csv = import_anki_csv  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "srs.importers.anki_csv", fake)
    path = tmp_path / "deck.TSV"
    assert import_file(path, deck_id="d", name="N") == "imported"  # type: ignore[comparison-overlap]
    assert calls == [(path, "d", "N")]


# -- ids -------------------------------------------------------------------------------------


def test_ids_follow_printed_numbers_and_survive_edits() -> None:
    before = import_text(MARKDOWN_QUIZ).deck
    edited = MARKDOWN_QUIZ.replace(
        "What is the main advantage", "What is the chief advantage"
    ).replace("ray.get() dereferences it.", "ray.get() fetches the value.")
    after = import_text(edited).deck
    assert [c.id for c in after.cards] == [c.id for c in before.cards] == ["q01", "q02"]
    assert after.cards[0].question.startswith("What is the chief")
    # a question removed from the middle leaves the others' ids alone
    text = "# T\n\n### 1. A?\nAlpha.\n\n### 2. B?\nBeta.\n\n### 3. C?\nGamma.\n"
    assert [c.id for c in cards(text.replace("### 2. B?\nBeta.\n\n", ""))] == ["q01", "q03"]


def test_ids_past_99_and_unnumbered_questions() -> None:
    text = "# T\n\n### 100. Hundred?\n**Answer:** yes\n\n### 7. Seven?\n**Answer:** yes\n"
    assert [c.id for c in cards(text)] == ["q100", "q07"]
    assert [c.id for c in cards("# T\n\n## Why?\nBecause.\n\n## How?\nLike so.\n")] == [
        "q01",
        "q02",
    ]


def test_numbering_restarts_per_section() -> None:
    text = (
        "# R\n\n## Section 1: Basics\n\n### Question 1\nA?\nA) x\nB) y\n**Answer**: A\n\n"
        "### Question 2\nB?\nA) x\nB) y\n**Answer**: B\n\n## Section 2: Advanced\n\n"
        "### Question 1\nC?\nA) x\nB) y\n**Answer**: B\n"
    )
    result = import_text(text)
    assert [(c.id, c.tags) for c in result.deck.cards] == [
        ("s1-q01", ("basics",)),
        ("s1-q02", ("basics",)),
        ("s2-q01", ("advanced",)),
    ]
    assert result.warnings == ()
    # the same ids on every import
    assert [c.id for c in import_text(text).deck.cards] == ["s1-q01", "s1-q02", "s2-q01"]


def test_repeated_number_in_one_section_gets_a_suffix_and_a_warning() -> None:
    result = import_text("# D\n\nQ1: a?\nA: x\n\nQ1: b?\nA: y\n\nQ2: c?\nA: z\n", source="d.md")
    assert [c.id for c in result.deck.cards] == ["q01", "q01-2", "q02"]
    assert result.warnings == (
        "d.md:6: question 1 repeats an id already used (q01); this one is q01-2",
    )


def test_a_heading_over_labelled_questions_is_their_section() -> None:
    text = (
        "# Quiz\n\n## Basics\n\n**Q1.** What is a rank?\nA: A process id.\n\n"
        "**Q2.** What is the world size?\nA: The number of processes.\n"
    )
    assert [(c.id, c.question, c.answer, c.tags) for c in cards(text)] == [
        ("q01", "What is a rank?", "A process id.", ("basics",)),
        ("q02", "What is the world size?", "The number of processes.", ("basics",)),
    ]


def test_emphasised_section_line_and_an_indented_answer_label() -> None:
    text = (
        "Interview questions\n\n__Section 2: Networking__\n\n"
        "Q: What is NCCL?\n   A: A collective communication library.\n"
    )
    card = only(text)
    assert (card.question, card.answer, card.tags) == (
        "What is NCCL?",
        "A collective communication library.",
        ("networking",),
    )


def test_a_label_inside_an_in_page_anchor_is_read() -> None:
    """`<a class="anchor" href="#x">**Q**</a>. Why?` (a docs site's FAQ): the anchor's text is
    what a reader sees, so the `**Q**.` label is read; a tag shown in a code span stays."""
    text = (
        '# FAQ\n\n<hr id="one" />\n\n'
        '<a class="anchor" href="#one">**Q**</a>. Why does `connect` fail on `localhost`?\n\n'
        '**A**. Node 18 prefers IPv6: use `127.0.0.1`.\n\n<hr id="two" />\n\n'
        '<a class="anchor" href="#two"> **Q**</a>. What does `<a href="#top">` do here?\n\n'
        "**A**. It links to the top of the page.\n"
    )
    result = import_text(text)
    assert [c.question for c in result.deck.cards] == [
        "Why does `connect` fail on `localhost`?",
        'What does `<a href="#top">` do here?',
    ]
    assert "Node 18 prefers IPv6: use `127.0.0.1`." in result.deck.cards[0].answer


@pytest.mark.parametrize("answer", ["`>>`", "<", "2>", "|", "&&"])
def test_an_operator_is_an_answer_not_a_placeholder(answer: str) -> None:
    text = "".join(
        f"## {n}. Topic {n}\n\n**Question:** Which operator does thing {n}?\n\n"
        f"**Answer:** {answer if n == 2 else 'word'}\n\n"
        for n in (1, 2, 3)
    )
    result = import_text(text)
    assert len(result.deck.cards) == 3 and not result.skipped
    assert result.deck.cards[1].answer.strip("`") == answer.strip("`")


@pytest.mark.parametrize("placeholder", ["...", "-", "TODO", "<your answer here>", "**"])
def test_a_placeholder_is_still_unanswered(placeholder: str) -> None:
    text = "".join(
        f"## Question {n}\n\nWhat is thing {n}?\n\n"
        f"**Answer:** {placeholder if n == 2 else 'an answer'}\n\n"
        for n in (1, 2, 3)
    )
    result = import_text(text)
    assert len(result.deck.cards) == 2 and len(result.skipped) == 1
