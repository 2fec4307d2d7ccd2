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


_UNANSWERED_RUN = (
    "# Go interview notes\n\n"
    "## Questions still to write up\n\n"
    "#### Q. ***What is a goroutine leak?***\n"
    "#### Q. ***How does the scheduler pick the next goroutine?***\n"
    "#### Q. ***Compare briefly the following concurrency tools?***\n"
    "\t- Mutex\n"
    "\t- Channel\n"
    "#### Q. ***When should you close a channel?***\n\n"
    "#### Q. ***What does `sync.Once` do?***\n\n"
    "It runs a function exactly once, however many goroutines call it.\n"
)


def test_items_the_question_points_at_are_no_answer() -> None:
    """`... the following concurrency tools?` over `- Mutex`, `- Channel` in a run of
    unanswered headings: the items name what it asks about, so it is reported unanswered
    like its neighbours, never a card answered "Mutex, Channel"."""
    assert _cards(_UNANSWERED_RUN) == [
        (
            "What does `sync.Once` do?",
            "It runs a function exactly once, however many goroutines call it.",
        )
    ]
    assert [line for line, _ in _skipped(_UNANSWERED_RUN)] == [5, 6, 7, 10]


def test_items_pointed_at_in_other_words_are_no_answer() -> None:
    """`Which of these ...?`, and `these` before the colon leading into the items: the same."""
    text = (
        "### Which of these would you pick for a cache?\n\n"
        "- Redis\n- Memcached\n\n"
        "### What separates these two isolation levels:\n\n"
        "- Read committed\n- Repeatable read\n\n"
        "### What is a cache stampede?\n\n"
        "Many clients miss at once and all rebuild the same entry.\n"
    )
    assert _cards(text) == [
        ("What is a cache stampede?", "Many clients miss at once and all rebuild the same entry.")
    ]
    assert [line for line, _ in _skipped(text)] == [1, 6]


_LISTS_THAT_ANSWER = (
    "# Design notes\n\n"
    "### What are the SOLID principles?\n\n"
    "- Single responsibility\n- Open/closed\n- Liskov substitution\n"
    "- Interface segregation\n- Dependency inversion\n\n"
    "### Name two HTTP methods.\n\n"
    "- GET\n- POST\n\n"
    "### Which of these methods is idempotent?\n\n"
    "- PUT\n- DELETE\n\n"
    "Both can be sent twice and leave the server as after the first.\n\n"
    "### Which of the following patterns keep one instance?\n\n"
    "- Singleton: the class hands out its one object.\n\n"
    "### Arrange the following in a hierarchy: Iterable, Collection, List.\n\n"
    "- Iterable\n  - Collection\n    - List\n"
)


def test_lists_that_answer_stay_answers() -> None:
    """Guard: a list nobody points at (`What are the SOLID principles?`, `Name two HTTP
    methods.`), one followed by prose, one whose item tells, and a nested list arranging the
    names the question gave are answers, as before."""
    assert _cards(_LISTS_THAT_ANSWER) == [
        (
            "What are the SOLID principles?",
            "- Single responsibility\n- Open/closed\n- Liskov substitution\n"
            "- Interface segregation\n- Dependency inversion",
        ),
        ("Name two HTTP methods.", "- GET\n- POST"),
        (
            "Which of these methods is idempotent?",
            "- PUT\n- DELETE\n\nBoth can be sent twice and leave the server as after the first.",
        ),
        (
            "Which of the following patterns keep one instance?",
            "- Singleton: the class hands out its one object.",
        ),
        (
            "Arrange the following in a hierarchy: Iterable, Collection, List.",
            "- Iterable\n  - Collection\n    - List",
        ),
    ]
    assert _skipped(_LISTS_THAT_ANSWER) == []


def test_numbered_options_under_a_pointing_question_stay_options() -> None:
    """Guard: `Which of the following ...?` over numbered options and a key is a choice
    question, its options no names."""
    text = (
        "## 1. Which of the following stores rows in tables?\n"
        "  1. A relational database\n  2. A key-value store\n\n"
        "Answer: 1\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, dict(c.choices), c.answer) for c in cards] == [
        (
            "Which of the following stores rows in tables?",
            {"A": "A relational database", "B": "A key-value store"},
            "A",
        )
    ]
