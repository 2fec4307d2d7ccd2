"""Numbered notes that answer only some of their questions (a fresh public document's shape,
written small; no copy of it).

Bullets after the list answer its last item; a question wrapped onto a second line that asks
is unanswered, not answered by its own second line; an item over its answer's label (`sol:`)
is a question whatever its words; a reference link's number, glued to the questions by
CommonMark, and a next section numbered from 1 again hide no question's number.
"""

from __future__ import annotations

from tests.importing import result


def _skipped(text: str) -> list[str]:
    return [s.split("'")[1] for s in result(text).warnings if "no answer was found" in s]


def test_bullets_after_a_list_of_bare_questions_answer_its_last_item() -> None:
    text = """\
## Shell notes

1. What is a pipe?
2. Explain job control
3. Hard vs soft links.

- A hard link is another name for the same inode.

- A soft link is a file that holds a path.
"""
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [("q03", "Hard vs soft links.")]
    assert imported.deck.cards[0].answer == (
        "- A hard link is another name for the same inode.\n\n"
        "- A soft link is a file that holds a path."
    )
    assert _skipped(text) == ["1. What is a pipe?", "2. Explain job control"]
    assert len(imported.warnings) == 2


def test_a_question_wrapped_over_a_line_that_asks_is_unanswered() -> None:
    text = """\
## Shell notes

1. What is a pipe?
Sol: A channel from one command's output to another's input.
2. Can you write a shell function? How would you call it?
Write one that prints its first argument.
3. What is an exit code?
"""
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [("q01", "What is a pipe?")]
    assert [w.split("'")[1][:20] for w in imported.warnings] == [
        "2. Can you write a s",
        "3. What is an exit c",
    ]


def test_items_over_their_answer_label_are_questions_after_a_reference_list() -> None:
    text = """\
## Shell notes

1. What is a pipe?
Sol: A channel from one command's output to another's input.

### Text tools

- References:
1. [Manual](https://example.org/manual)

1. How to count lines in a file
```
sol: wc -l file
```
2. Can grep read standard input
3. Sorting a file by its second column

sol: sort -k2 file
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What is a pipe?", "A channel from one command's output to another's input."),
        ("s1-q01", "How to count lines in a file", "```\nsol: wc -l file\n```"),
        ("s1-q03", "Sorting a file by its second column", "sort -k2 file"),
    ]
    assert "2. Can grep read standard input" in _skipped(text)
    assert not any("Text tools" in c.question for c in imported.deck.cards)


def test_near_miss_a_list_of_steps_keeps_the_bullets_after_it_apart() -> None:
    """Steps, most of which do not ask, over bullets: no question list, as before."""
    text = """\
## Setup

### What do you install first?
The runtime.

1. Download the installer
2. Run the installer
3. Restart the shell

- The shell reads its profile again.
"""
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What do you install first?"]
    assert imported.deck.cards[0].answer.startswith("The runtime.")


def test_near_miss_an_answer_glued_under_its_question_stays_its_answer() -> None:
    """`2. What is X?` / `X is ...`: the second line tells, so it answers, as before."""
    text = """\
## Shell notes

1. What is a pipe?
2. What is an exit code?
A number a process returns to its parent.
3. What is a signal?
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is an exit code?", "A number a process returns to its parent.")
    ]
    assert _skipped(text) == ["1. What is a pipe?", "3. What is a signal?"]
