"""Importer layouts met in the fixG7 round of fresh public documents (a bold-numbered
multiple-choice quiz pasted from a chat, its `**A.**` options and `**Correct Answer:**` key
indented four columns under each item, one explanation followed, with no blank line, by the
assistant's `Sure! I'll keep writing ...` between two of its replies): each test is the shape
of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result


def _imported(text: str) -> ImportResult:
    """`result` of a document whose `⏎` marks a line's Markdown hard break (two blanks)."""
    return result(text.replace("⏎\n", "  \n"))


_SHELL_CHOICES = {"A": "ls -h", "B": "ls -a", "C": "ls -x"}
_PWD_CHOICES = {"A": "pwd", "B": "cwd", "C": "dir"}

# -- a chat's promise of more questions glued under an item's explanation ----------------------

_PROMISE_OVER_HEADING = """\
# Shell quiz

## Files

1. **Which command lists hidden files too?**⏎
    **A.** ls -h⏎
    **B.** ls -a⏎
    **C.** ls -x⏎
    **Correct Answer:** B. ls -a⏎
    **Explanation:** The `-a` flag shows entries that start with a dot.
Sure! I'll keep writing more shell questions for you.

## Files (continued)

2. **Which command prints the working directory?**⏎
    **A.** pwd⏎
    **B.** cwd⏎
    **C.** dir⏎
    **Correct Answer:** A. pwd⏎
    **Explanation:** `pwd` prints the full path of the current directory.
"""

_KEYED = [
    ("q01", "Which command lists hidden files too?", "B", _SHELL_CHOICES),
    ("q02", "Which command prints the working directory?", "A", _PWD_CHOICES),
]
_PROMISE_REPORT = (
    "doc.md:11: 1 line of text between questions in no card "
    "('Sure! I'll keep writing more shell questions for you.'); not imported"
)


def test_a_chat_promise_under_an_explanation_keeps_the_item_keyed() -> None:
    """The line at the margin under the four-column options and key left them indented as
    code: the key was no label, the item an open card warned of no answer letter."""
    imported = _imported(_PROMISE_OVER_HEADING)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in cards] == _KEYED
    assert [c.explanation for c in cards] == [
        "The `-a` flag shows entries that start with a dot.",
        "`pwd` prints the full path of the current directory.",
    ]
    assert imported.warnings == (_PROMISE_REPORT,)


def test_the_heading_after_the_promise_changes_nothing() -> None:
    """The same item with no section heading after it reads the same way."""
    text = _PROMISE_OVER_HEADING.replace("## Files (continued)\n\n", "")
    imported = _imported(text)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in cards] == _KEYED
    assert cards[0].explanation == "The `-a` flag shows entries that start with a dot."
    assert imported.warnings == (_PROMISE_REPORT,)


def test_a_promise_in_spanish_under_item_ten_is_cut_too() -> None:
    text = """\
# Cuestionario de Git

10. **¿Qué comando crea una rama?**⏎
    **A.** git make⏎
    **B.** git branch⏎
    **Respuesta correcta:** B. git branch⏎
    **Explicación:** `git branch NOMBRE` crea una rama.
¡Claro! Continuaré con más preguntas de Git.

11. **¿Qué comando muestra el historial?**⏎
    **A.** git log⏎
    **B.** git past⏎
    **Respuesta correcta:** A. git log⏎
    **Explicación:** `git log` lista los commits.
"""
    imported = _imported(text)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer, dict(c.choices), c.explanation) for c in cards] == [
        (
            "q10",
            "¿Qué comando crea una rama?",
            "B",
            {"A": "git make", "B": "git branch"},
            "`git branch NOMBRE` crea una rama.",
        ),
        (
            "q11",
            "¿Qué comando muestra el historial?",
            "A",
            {"A": "git log", "B": "git past"},
            "`git log` lista los commits.",
        ),
    ]
    assert imported.warnings == (
        "doc.md:8: 1 line of text between questions in no card "
        "('¡Claro! Continuaré con más preguntas de Git.'); not imported",
    )


# -- near misses: the explanation's own words, an answer's own promise, code -------------------


def test_an_explanation_going_on_at_the_margin_or_in_a_second_paragraph_stays() -> None:
    """Guard: a wrapped line of the explanation its author did not indent, and a second
    paragraph indented under it, are the explanation's; the keys are read as before."""
    text = """\
# Shell quiz

1. **Which command lists hidden files too?**⏎
    **A.** ls -h⏎
    **B.** ls -a⏎
    **C.** ls -x⏎
    **Correct Answer:** B. ls -a⏎
    **Explanation:** The `-a` flag shows entries that start with a dot.
Without it, such files stay out of the listing.

2. **Which command prints the working directory?**⏎
    **A.** pwd⏎
    **B.** cwd⏎
    **C.** dir⏎
    **Correct Answer:** A. pwd⏎
    **Explanation:** `pwd` prints the full path of the current directory.

    It reads the path from the shell's own state.
"""
    imported = _imported(text)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in cards] == _KEYED
    assert [c.explanation for c in cards] == [
        "The `-a` flag shows entries that start with a dot.\n"
        "Without it, such files stay out of the listing.",
        "`pwd` prints the full path of the current directory.\n\n"
        "It reads the path from the shell's own state.",
    ]
    assert not imported.warnings


def test_an_answer_that_promises_without_a_chat_assent_keeps_its_words() -> None:
    """Guard: `I'll keep asking questions ...` closing a first-person answer, no `Sure!`
    before it, is the answer's."""
    text = """\
# Behavioural questions

## How do you handle unclear requirements?

I write down what I know and list the gaps.
I'll keep asking questions until the scope is clear.

## How do you handle a missed deadline?

I tell the team early and agree on a new date.
"""
    imported = _imported(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "How do you handle unclear requirements?",
            "I write down what I know and list the gaps.\n"
            "I'll keep asking questions until the scope is clear.",
        ),
        ("How do you handle a missed deadline?", "I tell the team early and agree on a new date."),
    ]
    assert not imported.warnings


def test_an_indented_code_block_over_a_margin_line_keeps_its_indent() -> None:
    """Guard: four columns of code over the answer at the margin, an option-like line in it
    but no answer label, are the code they were."""
    text = """\
# Python output

### What does this print?

    print(len("ab"))
    print("A) two")
It prints 2, then the text `A) two`.

### What does this print too?

It prints nothing.
"""
    imported = _imported(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            'What does this print?\n\n    print(len("ab"))\n    print("A) two")',
            "It prints 2, then the text `A) two`.",
            {},
        ),
        ("What does this print too?", "It prints nothing.", {}),
    ]
    assert not imported.warnings
