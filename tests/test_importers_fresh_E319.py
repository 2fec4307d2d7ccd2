"""Importer layouts met in judge round Z199 (an Indonesian data-structures revision sheet):
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout: a question
stated over its code (`**Soal 2.** Perhatikan kode berikut:`, the code), asked in the line
after the code (`Tuliskan ...`, `List the nodes ...`), then answered under an explanation
label alone (`**Pembahasan:**`, `<summary>Pembahasan</summary>`, `*Explanation*`). The
asking line became the answer, or the answer's first line, and the label stayed in it.
"""

from __future__ import annotations

import pytest

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    res = result(text)
    assert not res.warnings and not res.skipped
    return [(c.question, c.answer, c.explanation) for c in res.deck.cards]


def _code(lang: str, *lines: str) -> str:
    return "\n".join([f"```{lang}", *lines, "```"])


_TREE_EN = _code("", "    m", "   / \\", "  c   x")
_LOOP = _code("c", "for (int i = 0; i < 4; i++) putchar('z');")


_ENGLISH = f"""# Code reading warm-up

**Question 1.** Look at the function below:

{_code("python", "def twice(n):", "    return n + n")}

Give the value of `twice(7)`.

**Explanation:** It is 14, since 7 + 7 = 14.

**Question 2.** Consider this tree:

{_TREE_EN}

List the nodes in preorder.

**Explanation:** The root comes first: m c x.

**Question 3.** Read the loop:

{_LOOP}

How many characters does it print?

**Explanation:**

Four: the body runs for i = 0, 1, 2 and 3.

**Question 4.** Here is a query:

{_code("sql", "SELECT MIN(price) FROM items;")}

Describe what it computes.

<details><summary>Explanation</summary>
The lowest price in the items table.
</details>

**Question 5.** Given the shell line:

{_code("sh", "echo $((3 * 5))")}

State what is printed.

*Explanation*

It prints 15.
"""


def test_an_english_sheet_asks_after_its_code_and_answers_under_explanation() -> None:
    """The same layout in English: `**Explanation:**` the only label (on the answer's line,
    alone over it, in a fold's summary, in italics). A task that asks with no `?` (`Give the
    value of ...`, `List the nodes in preorder.`) was the answer, the explanation beside it."""
    assert _cards(_ENGLISH) == [
        (
            "Look at the function below:\n\n"
            f"{_code('python', 'def twice(n):', '    return n + n')}\n\n"
            "Give the value of `twice(7)`.",
            "It is 14, since 7 + 7 = 14.",
            "",
        ),
        (
            f"Consider this tree:\n\n{_TREE_EN}\n\nList the nodes in preorder.",
            "The root comes first: m c x.",
            "",
        ),
        (
            f"Read the loop:\n\n{_LOOP}\n\nHow many characters does it print?",
            "Four: the body runs for i = 0, 1, 2 and 3.",
            "",
        ),
        (
            "Here is a query:\n\n"
            f"{_code('sql', 'SELECT MIN(price) FROM items;')}\n\n"
            "Describe what it computes.",
            "The lowest price in the items table.",
            "",
        ),
        (
            f"Given the shell line:\n\n{_code('sh', 'echo $((3 * 5))')}\n\nState what is printed.",
            "It prints 15.",
            "",
        ),
    ]


@pytest.mark.parametrize(
    "label",
    [
        "**Erklärung:** Die Ausgabe ist 9.",
        "**Explicación:** Die Ausgabe ist 9.",
        "**Explication :** Die Ausgabe ist 9.",
    ],
)
def test_an_explanation_label_of_another_language_answers_alone(label: str) -> None:
    """The explanation words of other languages (German, Spanish, French), on the line or
    as a fold's summary: the only label, so the answer, the ask above it the question's."""
    text = (
        "# Übungen\n\n**Aufgabe 1.** Betrachte den folgenden Code:\n\n"
        f"{_code('python', 'print(3 * 3)')}\n\nNenne die Ausgabe des Programms.\n\n{label}\n\n"
        "**Aufgabe 2.** Was ist ein Stack?\n\nEin Stapelspeicher.\n"
    )
    assert _cards(text) == [
        (
            "Betrachte den folgenden Code:\n\n"
            f"{_code('python', 'print(3 * 3)')}\n\nNenne die Ausgabe des Programms.",
            "Die Ausgabe ist 9.",
            "",
        ),
        ("Was ist ein Stack?", "Ein Stapelspeicher.", ""),
    ]


_ANSWERED_OVER_EXPLANATION = f"""# Output drills

**Question 1.** What does this print?

{_code("python", "print(2 + 3)")}

It prints 5.

**Explanation:** The two numbers are added first.

**Question 2.** Look at the code below:

{_code("python", "print(max(4, 9))")}

The larger one, 9.

**Explanation:** `max` returns its largest argument.
"""


def test_guard_a_line_that_answers_over_the_explanation_stays_the_answer() -> None:
    """Guard: the line between the code and `**Explanation:**` answers (`It prints 5.`):
    it stays the answer, the labelled text its explanation."""
    assert _cards(_ANSWERED_OVER_EXPLANATION) == [
        (
            f"What does this print?\n\n{_code('python', 'print(2 + 3)')}",
            "It prints 5.",
            "The two numbers are added first.",
        ),
        (
            f"Look at the code below:\n\n{_code('python', 'print(max(4, 9))')}",
            "The larger one, 9.",
            "`max` returns its largest argument.",
        ),
    ]
