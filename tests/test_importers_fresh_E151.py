"""Layouts met in judge rounds Z154 and Z155, on made-up documents: a heading at the
question's level inside the `<details>` fold that answers a question, in a document whose
questions do not all ask; and a choice question whose options run over lines at the margin
(a lazy continuation of the option's bullet), its key in a fold."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_FOLDED_STEPS = (
    "# Cache Interview Notes\n\n"
    "### Explain how an LRU cache evicts entries.\n\n"
    "<details>\nThe least recently used entry goes first when the cache is full.\n</details>\n\n"
    "### Can the cache be shared between processes?\n\n"
    "<details>\n\n"
    "Yes, by keeping it in a separate server that every process talks to.\n\n"
    "### Setting up a shared cache server\n\n"
    "1. Start the server on a private port.\n"
    "2. Give each process the server's address.\n\n"
    "</details>\n\n"
    "### What is a cache stampede?\n\n"
    "<details>\nMany clients rebuild the same expired entry at once.\n</details>\n"
)


def test_a_heading_inside_a_questions_fold_is_part_of_its_answer() -> None:
    """`### Setting up ...` between the `<details>` under `### Can the cache be shared ...?`
    and its `</details>`: a section of that answer, not a card of its own that cuts the answer
    short, though the first question (`Explain ...`) does not ask with a `?`."""
    assert _cards(_FOLDED_STEPS) == [
        (
            "Explain how an LRU cache evicts entries.",
            "The least recently used entry goes first when the cache is full.",
            {},
        ),
        (
            "Can the cache be shared between processes?",
            "Yes, by keeping it in a separate server that every process talks to.\n\n"
            "### Setting up a shared cache server\n\n"
            "1. Start the server on a private port.\n"
            "2. Give each process the server's address.",
            {},
        ),
        ("What is a cache stampede?", "Many clients rebuild the same expired entry at once.", {}),
    ]
    assert _skipped(_FOLDED_STEPS) == []


def test_a_summary_titled_fold_holds_its_heading_too() -> None:
    """The same with the fold's summary titling the answer (`<summary>Shared caches</summary>`)
    rather than naming it `Answer`, and the heading asking (`### Why not a local cache?`)."""
    text = (
        "### Describe a shared cache.\n\n"
        "<details>\n<summary>Shared caches</summary>\n\n"
        "One cache server that every process uses.\n\n"
        "### Why not a local cache?\n\n"
        "Local caches drift apart.\n"
        "</details>\n\n"
        "### Explain a cache stampede.\n\n"
        "<details>\nMany clients rebuild one expired entry at once.\n</details>\n"
    )
    assert _cards(text) == [
        (
            "Describe a shared cache.",
            "One cache server that every process uses.\n\n"
            "### Why not a local cache?\n\nLocal caches drift apart.",
            {},
        ),
        ("Explain a cache stampede.", "Many clients rebuild one expired entry at once.", {}),
    ]


def test_a_fold_left_open_ends_at_the_next_question() -> None:
    """Guard: a `<details>` never closed, then a heading at its level over plain text, then a
    question with its own fold: the heading is the next question, as before (the fold's
    `</details>` never came before another fold opened)."""
    text = (
        "### Explain how an LRU cache evicts entries.\n\n"
        "<details>\nThe least recently used entry goes first.\n\n"
        "### Describe a cache stampede.\n\n"
        "Many clients rebuild the same expired entry at once.\n\n"
        "### What is write-through caching?\n\n"
        "<details>\nEvery write goes to the cache and the store together.\n</details>\n"
    )
    assert [q for q, _, _ in _cards(text)] == [
        "Explain how an LRU cache evicts entries.",
        "Describe a cache stampede.",
        "What is write-through caching?",
    ]
    assert _skipped(text) == []


def test_a_fold_that_opens_with_questions_keeps_them() -> None:
    """Guard: a section's fold that opens with a question heading at the section's level
    holds the section's questions, each a card; so does one whose questions are a level
    deeper than the section's heading over the fold."""
    same = (
        "# Storage Notes\n\n## Explain the write-ahead log.\n\n"
        "<details>\nChanges reach the log before the data files.\n</details>\n\n"
        "## Replication\n\n"
        "<details>\n<summary>Show the questions</summary>\n\n"
        "## Describe leader election.\n\nOne node wins a vote and takes the writes.\n\n"
        "## What is replica lag?\n\nHow far a follower is behind the leader.\n\n"
        "</details>\n"
    )
    assert [q for q, _, _ in _cards(same)][-2:] == [
        "Describe leader election.",
        "What is replica lag?",
    ]
    deeper = (
        same.replace("## Explain", "### Explain")
        .replace("## Describe", "### Describe")
        .replace("## What is r", "### What is r")
    )
    assert [q for q, _, _ in _cards(deeper)] == [
        "Explain the write-ahead log.",
        "Describe leader election.",
        "What is replica lag?",
    ]


def _output_quiz(options: str) -> str:
    return (
        "###### 1. What does this print?\n\n"
        "```python\nprint('x'); print('y')\n```\n"
        f"{options}\n"
        "<details><summary><b>Answer</b></summary>\n<p>\n\n"
        "#### Answer: B\nThe calls run in order.\n</p>\n</details>\n\n---\n\n"
        "###### 2. What does this print?\n\n"
        "```python\nprint(1 + 1)\n```\n\n"
        "- A: 11\n- B: 2\n\n"
        "<details><summary><b>Answer</b></summary>\n<p>\n\n"
        "#### Answer: B\nIntegers add.\n</p>\n</details>\n"
    )


_TWO_LINE_OPTIONS = {"A": "y\nx", "B": "x\ny", "C": "xy"}
_SECOND = (
    "What does this print?\n\n```python\nprint(1 + 1)\n```",
    "B",
    {"A": "11", "B": "2"},
)


def test_options_going_on_at_the_margin_after_a_hard_break_are_still_options() -> None:
    """`- A: y␣␣` over `x` at the margin (Markdown's lazy continuation of the bullet, the
    hard break keeping the line apart), options set apart by blank lines, the key in a fold:
    a choice card whose options keep both lines; it was an open card holding the raw list."""
    text = _output_quiz("\n- A: y  \nx\n\n- B: x  \ny\n\n- C: xy\n")
    assert _cards(text) == [
        (
            "What does this print?\n\n```python\nprint('x'); print('y')\n```",
            "B",
            _TWO_LINE_OPTIONS,
        ),
        _SECOND,
    ]
    assert result(text).deck.cards[0].explanation == "The calls run in order."
    assert result(text).warnings == ()


def test_options_right_under_the_code_go_on_at_the_margin_too() -> None:
    """The same with no blank line between the options, nor between the fence and them."""
    text = _output_quiz("- A: y  \nx\n- B: x  \ny\n- C: xy\n")
    assert _cards(text)[0][1:] == ("B", _TWO_LINE_OPTIONS)


def test_a_line_under_the_options_without_a_hard_break_is_no_option_text() -> None:
    """Guard: with no hard break, a sentence typed right under the last option stays out of
    it (here, more of the question, as before); so does a key letter alone under options that
    all end in a hard break."""
    text = _output_quiz("\n- A: yx\n- B: xy\nMind the order.\n")
    assert _cards(text)[0] == (
        "What does this print?\n\n```python\nprint('x'); print('y')\n```\n\nMind the order.",
        "B",
        {"A": "yx", "B": "xy"},
    )
    keyed = "### 1. Which one prints?\n\nA) echo  \nB) cat  \nC) ls  \nA\n"
    assert _cards(keyed) == [("Which one prints?", "A", {"A": "echo", "B": "cat", "C": "ls"})]
