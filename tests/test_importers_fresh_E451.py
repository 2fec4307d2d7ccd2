"""Importer layouts met on fresh public documents (the held-out round Z258, whose failure the
lead mended afterwards): numbered exercises under a title that sets a task after numbered
questions, and a plain list of unanswered questions after them. Each test is the shape of
one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_ASKED = [
    ("What is a list comprehension?", "a loop that builds a list in one expression"),
    ("What is a generator?", "a function that yields values lazily"),
    ("What does `with` do?", "runs a context manager's enter and exit"),
    ("What is a decorator?", "a function that wraps another"),
    ("What is the GIL?", "a lock that lets one thread run bytecode at a time"),
]


def _questions(count: int) -> str:
    """`count` numbered question headings, each answered by a bullet right under it."""
    return "# Python\n\n" + "".join(
        f"### {n}. {q}\n- {a}\n" for n, (q, a) in enumerate(_ASKED[:count], start=1)
    )


def _asked(count: int) -> list[tuple[str, str, str]]:
    return [(f"q{n:02}", q, f"- {a}") for n, (q, a) in enumerate(_ASKED[:count], start=1)]


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text, "python.md").deck.cards]


_TASKS = (
    "\n## Implement these:\n"
    "### 1. A stack\n- push and pop on a list\n"
    "### 2. A queue\n- collections.deque with popleft\n"
    "### 3.A binary search\n- bisect.bisect_left(items, x)\n"
)
_TASK_CARDS = [
    ("s1-q01", "A stack", "- push and pop on a list"),
    ("s1-q02", "A queue", "- collections.deque with popleft"),
    ("s1-q03", "A binary search", "- bisect.bisect_left(items, x)"),
]


def test_numbered_prompts_under_a_title_that_sets_a_task_are_cards() -> None:
    """`## Implement these:` over `### 1. A stack` numbered from 1 again after five asking
    questions: exercises, the title's task asked of each item, not advice after the
    questions (they were reported as such and left out)."""
    res = result(_questions(5) + _TASKS, "python.md")
    got = [(c.id, c.question, c.answer) for c in res.deck.cards]
    assert got == _asked(5) + _TASK_CARDS
    assert res.skipped == ()
    assert res.warnings == ()


def test_numbered_items_each_answered_by_code_are_cards() -> None:
    """`## Snippets` (no task word) over items each answered by a fenced block: code is an
    exercise's answer, never advice."""
    text = _questions(5) + (
        "\n## Snippets\n"
        "### 1. Read a file\n```python\nopen(p).read()\n```\n"
        "### 2. Sort by key\n```python\nsorted(xs, key=len)\n```\n"
    )
    got = _cards(text)
    assert got[:5] == _asked(5)
    assert [(i, q) for i, q, _ in got[5:]] == [("s1-q01", "Read a file"), ("s1-q02", "Sort by key")]
    assert "sorted(xs, key=len)" in got[6][2]


def test_numbered_advice_after_the_questions_is_still_reported() -> None:
    """Near miss: `## Before the interview` (no task, no code) over `### 1. Sleep well`
    after five asking questions stays the guide's advice: reported, no card."""
    text = _questions(5) + (
        "\n## Before the interview\n"
        "### 1. Sleep well\nA rested mind recalls more.\n"
        "### 2. Arrive early\nGive yourself time to settle.\n"
    )
    res = result(text, "python.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == _asked(5)
    assert [s.line for s in res.skipped] == [15, 17]
    assert all("read as advice" in s.reason for s in res.skipped)


def test_advice_with_one_code_example_is_still_reported() -> None:
    """Near miss: tips of which only one shows code are still advice (each item must be
    answered by code for the run to be exercises)."""
    text = _questions(5) + (
        "\n## Good habits\n"
        "### 1. Name things well\nShort, plain names.\n"
        "### 2. Format your code\n```sh\nruff format .\n```\n"
    )
    res = result(text, "python.md")
    assert [c.id for c in res.deck.cards] == [f"q{n:02}" for n in range(1, 6)]
    assert all("read as advice" in s.reason for s in res.skipped)
    assert len(res.skipped) == 2


_LISTS = (
    "\n🔸 Databases\n"
    "What is an index?\n"
    "What is a transaction?\n"
    "How does a join work?\n"
    "\n🔸 Networking\n"
    "What is TCP?\n"
    "What does DNS resolve?\n"
)


def test_the_last_exercise_over_plain_lists_of_unanswered_questions() -> None:
    """`### 3.A binary search` over its answer, then `🔸 Databases` and `🔸 Networking`,
    each over plain question lines with no answers: the heading is the run's last item (it
    was read as the lists' section, its answer left in no card), and the question lines
    are reported one by one, never glued to its answer."""
    res = result(_questions(3) + _TASKS + _LISTS, "python.md")
    got = [(c.id, c.question, c.answer) for c in res.deck.cards]
    assert got == _asked(3) + _TASK_CARDS
    assert [s.line for s in res.skipped] == [19, 20, 21, 24, 25]
    assert all("no answer was found" in s.reason for s in res.skipped)


def test_two_unanswered_lines_under_a_plain_title_are_reported() -> None:
    """`🔸 Arch` over two question lines after the last answer: reported each as unanswered,
    whether two or five questions come before (glued to the last card, or lost in silence)."""
    for count in (2, 5):
        text = _questions(count) + _TASKS + "\n🔸 Arch\nWhat is MVC?\nWhat is MVVM?\n"
        res = result(text, "python.md")
        got = [(c.id, c.question, c.answer) for c in res.deck.cards]
        assert got == _asked(count) + _TASK_CARDS
        first = count * 2 + 13
        assert [(s.line, s.reason.split("'")[1]) for s in res.skipped] == [
            (first, "What is MVC?"),
            (first + 1, "What is MVVM?"),
        ]


def test_a_last_answer_closing_with_a_titled_note_keeps_it() -> None:
    """Near miss: a plain title over lines not all asking whole (`Use a context manager.`)
    after the last answer is the answer's own note: it stays in the card."""
    text = _questions(5) + (
        "\n🔸 Files\nUse a context manager.\nWhy? It closes the file for you.\n"
    )
    cards = result(text, "python.md").deck.cards
    assert len(cards) == 5
    assert cards[-1].answer.endswith("Why? It closes the file for you.")
