"""Importer layouts met in round Z205: an exam exported for a benchmark, each question under a
`## Question 1a [2 point(s)]` label heading, its answer the `"answer"` field of a ```json
record. Each test is the shape written small; none is a copy of a document.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


def test_a_lettered_label_heading_worth_points_is_a_label_over_its_question() -> None:
    """`## Question 2a [3 point(s)]`: the letter numbers a part, the points are its worth;
    the paragraph under it is the question, the next one its answer."""
    text = (
        "# Quiz\n\n"
        "## Question 1 [2 point(s)]\n\nWhat does a linker resolve?\n\nSymbol references.\n\n"
        "## Question 2a [3 mark(s)]\n\nWhat is a zombie process?\n\nOne that exited, not yet reaped.\n\n"
        "## Question 2b\n\nWho reaps it?\n\nIts parent, by calling wait.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("What does a linker resolve?", "Symbol references."),
        ("What is a zombie process?", "One that exited, not yet reaped."),
        ("Who reaps it?", "Its parent, by calling wait."),
    ]


def test_a_lettered_word_after_a_label_stays_a_heading_of_its_own() -> None:
    """Guard: `## Question 3 about caches?` is no lettered label (a word follows the number)."""
    text = "## Question 3 about caches?\n\nYes, ask it.\n"
    assert [(q, a) for _, q, a in _cards(text)] == [("Question 3 about caches?", "Yes, ask it.")]


_EXAM = (
    "# Systems practice exam\n\n"
    '```json\n{\n  "exam_id": "sys_practice",\n  "score_total": 9\n}\n```\n\n'
    "## Question 1a [2 point(s)]\n\n"
    "Which register holds the address of the next instruction?\n\n"
    '```json\n{\n  "problem_id": "1a",\n  "points": 2,\n'
    '  "answer": "The program counter",\n'
    '  "llm_judge_instructions": "2 points for the program counter."\n}\n```\n\n'
    "---\n\n"
    "## Question 1b [4 point(s)]\n\n"
    "Draw the pipeline diagram for the loop below.\n\n"
    '```json\n{\n  "problem_id": "1b",\n  "answer": "",\n'
    '  "llm_judge_instructions": "Grade the drawing."\n}\n```\n\n'
    "---\n\n"
    "## Question 2 [1 point(s)]\n\n"
    "How many bits address a 4 KiB page offset?\n\n"
    '```json\n{"problem_id": "2", "solution": 12}\n```\n'
)


def test_a_json_record_under_a_labelled_question_gives_its_answer_field() -> None:
    """The record's `"answer"` (or `"solution"`) is the answer, the rubric no part of it; an
    empty one is reported; the exam's metadata record makes no card."""
    res = result(_EXAM)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Which register holds the address of the next instruction?", "The program counter"),
        ("How many bits address a 4 KiB page offset?", "12"),
    ]
    assert len(res.skipped) == 1
    assert "no answer" in res.skipped[0].reason
    assert res.skipped[0].line == 25  # `## Question 1b` as written (srs.importers.linemap)


def test_a_stray_fence_over_the_record_is_dropped() -> None:
    """A bare ``` typed right above ```json (the record then reads as text) is a leftover."""
    text = (
        "## Question 3 [2 point(s)]\n\nWhat does `fork` return in the child?\n\n"
        '```\n\n```json\n{"answer": "Zero", "points": 2}\n```\n'
    )
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("What does `fork` return in the child?", "Zero")
    ]


def test_a_json_example_in_an_answered_question_stays_code() -> None:
    """Guard: a JSON response shown in an answer, after its label, or under a heading that is
    the question itself, stays code in the answer, whatever its fields."""
    block = '```json\n{"answer": 42, "status": "ok"}\n```'
    text = (
        "## Question 1\n\nWhat does the health endpoint return?\n\n"
        f"**Answer:** A small status object:\n\n{block}\n\n"
        f"## What does the oracle endpoint send back?\n\n{block}\n"
    )
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("What does the health endpoint return?", f"A small status object:\n\n{block}"),
        ("What does the oracle endpoint send back?", block),
    ]


def test_a_json_block_that_does_not_parse_stays_code() -> None:
    """Guard: a block that is no JSON (a comment, a trailing comma) is left as written."""
    block = '```json\n{"answer": "x", // note\n}\n```'
    text = f"## Question 1 [1 point(s)]\n\nWhat is shown here?\n\n{block}\n"
    assert [(q, a) for _, q, a in _cards(text)] == [("What is shown here?", block)]
