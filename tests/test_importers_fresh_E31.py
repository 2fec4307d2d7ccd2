"""Importer layouts met in the eighth (2026-11-29) and ninth (2026-11-30) sessions' rounds:
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


def test_fence_four_deep_under_a_bullet_pairs_with_its_closing_fence() -> None:
    """A fence four blanks deep under `* Example:` (inside the item, as CommonMark has it),
    closed three deep: every fence walk knew only the margin's three blanks, passed over the
    opening fence and took the closing one for an opening one, so the next question sat in
    code and every block after paired the wrong way."""
    text = (
        "# Array notes\n\n"
        "Q1. Can arrays nest?\n* Yes, as arrays of arrays\n* Example:\n"
        "    ```\n    grid = [\n      [1, 2],\n    ]\n   ```\n\n"
        "Q2. How do you test for an array?\n\n```\nArray.isArray(x)\n```\n\n"
        "Q3. How do you copy one?\n* Spread it:\n    ```\n    [...xs]\n    ```\n\n"
        "Q4. What does `push` return?\n* The new length.\n"
    )
    assert _cards(text) == [
        (
            "Can arrays nest?",
            "* Yes, as arrays of arrays\n* Example:\n   ```\n   grid = [\n     [1, 2],\n   ]\n"
            "  ```",
            {},
        ),
        ("How do you test for an array?", "```\nArray.isArray(x)\n```", {}),
        ("How do you copy one?", "* Spread it:\n   ```\n   [...xs]\n   ```", {}),
        ("What does `push` return?", "* The new length.", {}),
    ]
    assert not result(text).warnings


def test_deep_fence_under_an_indented_answer_keeps_its_code_indent() -> None:
    """The same deep fence under a bullet question whose answer stands four columns in:
    the code keeps its indent under its fence when the answer's indent is taken off."""
    text = (
        "# Kotlin notes\n\n"
        "* **Are two equal data objects the same object?**<br/>\n"
        "    **Answer:**<br/>They are equal, not identical.\n\n"
        "    For example:\n    ```kotlin\n        val a = P(1)\n        println(a == P(1))\n"
        "    ```\n\n"
        "* **What is a sealed class?**<br/>\n"
        "    **Answer:**<br/>A class with a closed set of subclasses.\n"
    )
    assert _cards(text) == [
        (
            "Are two equal data objects the same object?",
            "They are equal, not identical.\n\nFor example:\n```kotlin\n    val a = P(1)\n"
            "    println(a == P(1))\n```",
            {},
        ),
        ("What is a sealed class?", "A class with a closed set of subclasses.", {}),
    ]


def test_deep_fence_outside_any_item_and_item_line_fences_stay_as_written() -> None:
    """Guard: four blanks deep under a paragraph (no item) a fence is an indented code
    block's text, and a fence opened on an item's own line (`- ```bash`) is closed by the
    deeper fence below it: neither is taken for a new block that swallows what follows."""
    text = (
        "# Markdown notes\n\n"
        "Q1. How do you fence code?\nWrite three backticks, then the code:\n\n"
        "    ```\n    print(1)\n\n"
        "Q2. What starts a heading?\n* A hash sign.\n\n"
        "Q3. How do you list files?\n- ```bash\n  ls -la\n    ```\n\n"
        "Q4. What ends a fence?\n* The same backticks again.\n"
    )
    assert _cards(text) == [
        (
            "How do you fence code?",
            "Write three backticks, then the code:\n\n    ```\n    print(1)",
            {},
        ),
        ("What starts a heading?", "* A hash sign.", {}),
        ("How do you list files?", "- ```bash\n  ls -la\n    ```", {}),
        ("What ends a fence?", "* The same backticks again.", {}),
    ]


def test_question_made_of_equality_operators_keeps_them() -> None:
    """`Q2.  == Vs ===`: the `=` runs at both ends were taken for a highlight (`==X==`) and
    cut off, leaving `Vs =`; a highlight's text starts and ends at no blank and no `=`."""
    text = (
        "# JS notes\n\n"
        "Q1. What is hoisting?\n* Declarations move to the top of their scope.\n\n"
        "Q2.  == Vs ===\n* == converts types first; === does not.\n\n"
        "Q3. ==What is a closure?==\n* A function with its outer scope.\n"
    )
    assert _cards(text) == [
        ("What is hoisting?", "* Declarations move to the top of their scope.", {}),
        ("== Vs ===", "* == converts types first; === does not.", {}),
        ("What is a closure?", "* A function with its outer scope.", {}),
    ]
