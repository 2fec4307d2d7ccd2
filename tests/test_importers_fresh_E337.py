"""Layouts met by dry-running real documents (fixA9), on made-up documents: an exam whose
question lists the answers a grader accepts (`Possible answers:` over a list) above the
```json record holding the exam's own answer; and a heading question naming the items it asks
about (`... the following patterns?` over `- Singleton`, `- Factory`) in a run of heading
questions left unanswered."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def _skipped(text: str) -> list[tuple[int, str]]:
    return [(s.line, s.reason) for s in result(text).skipped]


def _record(number: str, answer: str) -> str:
    return (
        f'```json\n{{\n  "problem_id": "{number}",\n  "answer": "{answer}",\n'
        '  "llm_judge_instructions": "1 point."\n}\n```\n'
    )


_LISTED_ANSWERS = (
    "# Networks quiz\n\n"
    "## Question 1 [3 point(s)]\n\n"
    "Why does TCP open with three messages rather than two?\n\n"
    + _record("1", "Each side learns that the other got its first sequence number.")
    + "\n## Question 2 [2 point(s)]\n\n"
    "A router drops packets when its queue is full. Why should a sender slow down?\n\n"
    "Acceptable answers:\n"
    "- Retrying at once keeps the queue full.\n"
    "- Slowing down lets the queue drain.\n\n"
    + _record("2", "Retries keep the queue full; backing off lets it drain.")
    + "\n## Question 3 [1 point(s)]\n\n"
    "What port does DNS use?\n\n" + _record("3", "53")
)


def test_a_list_of_accepted_answers_over_the_record_follows_its_answer() -> None:
    """`Acceptable answers:` over a list, then the record: the record's field is the answer,
    the labelled list follows it; the record is no code in the card, and its siblings read
    as before."""
    assert _cards(_LISTED_ANSWERS) == [
        (
            "Why does TCP open with three messages rather than two?",
            "Each side learns that the other got its first sequence number.",
        ),
        (
            "A router drops packets when its queue is full. Why should a sender slow down?",
            "Retries keep the queue full; backing off lets it drain.\n\n"
            "Acceptable answers:\n"
            "- Retrying at once keeps the queue full.\n"
            "- Slowing down lets the queue drain.",
        ),
        ("What port does DNS use?", "53"),
    ]
    assert _skipped(_LISTED_ANSWERS) == []


def test_a_labelled_answer_with_no_record_below_keeps_its_reading() -> None:
    """Guard: `Possible answers:` over a list and no record before the next heading: the
    label marks the answer, as before."""
    text = (
        "## Question 1 [1 point(s)]\n\n"
        "Why keep the kernel stack apart?\n\n"
        "Possible answers:\n"
        "- The user stack pointer cannot be trusted.\n\n"
        "## Question 2 [1 point(s)]\n\n"
        "What port does DNS use?\n\n" + _record("2", "53")
    )
    assert _cards(text) == [
        (
            "Why keep the kernel stack apart?",
            "- The user stack pointer cannot be trusted.",
        ),
        ("What port does DNS use?", "53"),
    ]


def test_an_answer_told_on_its_label_line_keeps_its_reading() -> None:
    """Guard: `**Answer:** text` above a record answers on its own line: that text is the
    answer and the record stays code after it, as before."""
    text = (
        "## Question 1 [1 point(s)]\n\n"
        "What port does DNS use?\n\n"
        "**Answer:** 53, over UDP.\n\n" + _record("1", "53")
    )
    assert _cards(text) == [
        (
            "What port does DNS use?",
            '53, over UDP.\n\n```json\n{\n  "problem_id": "1",\n  "answer": "53",\n'
            '  "llm_judge_instructions": "1 point."\n}\n```',
        )
    ]
