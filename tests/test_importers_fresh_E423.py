"""Importer layouts met on fresh public documents (the judge's round Z245: a course's HTML
quiz and a bootcamp's HTML/CSS quiz), each written small: options keyed by a star after
them, explained per option under `Correct:` / `Wrong:`; code options keyed by a star after
the closing fence; options keyed by a trailing ` - correct answer`.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, dict[str, str], str, str]]:
    """Each card's question, options, answer and explanation."""
    return [(c.question, dict(c.choices), c.answer, c.explanation) for c in result(text).deck.cards]


_GRADED = """\
1. Which unit is relative to the root font size?

  a. `rem` *
  b. `em`
  c. `px`

  Correct:
    a. It scales with the root element.
  Wrong:
    b. It scales with the parent.
    c. It is absolute.

2. Is `<b>` a block element?

  a. Yes
  b. No *

  Correct:
    b. It is inline.
  Wrong:
    a. Only block elements start a new line.
"""


def test_per_option_verdicts_in_letter_order_are_the_explanation() -> None:
    """Options starred after their text, then `Correct:` over `a. ...` and `Wrong:` over
    `b. ...`, `c. ...`: every option explained in letter order. Read as parts of one question
    each answered in turn, the card turned open, its options glued into the question."""
    assert _cards(_GRADED) == [
        (
            "Which unit is relative to the root font size?",
            {"A": "`rem`", "B": "`em`", "C": "`px`"},
            "A",
            "It scales with the root element.\n\nWrong:\n  b. It scales with the parent.\n"
            "  c. It is absolute.",
        ),
        (
            "Is `<b>` a block element?",
            {"A": "Yes", "B": "No"},
            "B",
            "It is inline.\n\nWrong:\n  a. Only block elements start a new line.",
        ),
    ]
    assert result(_GRADED).warnings == ()


def test_parts_answered_in_turn_under_one_label_stay_one_open_question() -> None:
    """Near miss: lettered parts that ask, then a bare `Answer:` over `a) ...` and `b) ...`
    with no grading label between them: the parts of one question, answered in turn, as
    before."""
    text = (
        "1. Pick an OS for each machine.\n\n"
        "a) Which for the desktops?\n"
        "b) Which for the server?\n\n"
        "**Answer:**\n\n"
        "a) Windows, for the office suite.\n"
        "b) Linux, for the uptime.\n"
    )
    ((question, choices, answer, _),) = _cards(text)
    assert choices == {}
    assert question.startswith("Pick an OS for each machine.")
    assert "a) Which for the desktops?" in question
    assert answer == "a) Windows, for the office suite.\nb) Linux, for the uptime."


_CODE = """\
1. Which snippet is a valid list?

    a.
    ```html
    <ul><li>x</li></ul>
    ```
    b.
    ```html
    <ol><x>y</x></ol>
    ``` *
    c.
    ```html
    <li><ul>z</ul></li>
    ```

2. Which line prints two?

    a.
    ```python
    print(1 + 1)
    ``` *
    b.
    ```python
    print("1" + "1")
    ```
"""


def test_a_star_after_a_closing_fence_closes_it_and_keys_its_option() -> None:
    """`b.` over a fenced block closed by ```` ``` * ````: the star marks option B, as `b.
    text *` would. Read as CommonMark (no closing fence with text after it), the block ran
    on over the next letters and their code: options glued together or the whole run taken
    for an open answer."""
    assert _cards(_CODE) == [
        (
            "Which snippet is a valid list?",
            {
                "A": "`<ul><li>x</li></ul>`",
                "B": "`<ol><x>y</x></ol>`",
                "C": "`<li><ul>z</ul></li>`",
            },
            "B",
            "",
        ),
        (
            "Which line prints two?",
            {"A": "`print(1 + 1)`", "B": '`print("1" + "1")`'},
            "A",
            "",
        ),
    ]
    assert result(_CODE).warnings == ()


def test_a_fence_with_an_info_string_after_a_block_still_opens_one() -> None:
    """Near miss: a closing fence is only a bare mark or one with the key's star; ```` ```js
    ```` after a block opens the next one, and the answer's code stays as written."""
    text = (
        "## What does `typeof null` give?\n\n"
        "```js\ntypeof null\n```\n\n"
        "It gives:\n\n```js\n'object'\n```\n"
    )
    ((question, choices, answer, _),) = _cards(text)
    assert choices == {}
    assert question.startswith("What does `typeof null` give?")
    assert answer.endswith("```js\n'object'\n```")


_DASHED = """\
# Web quiz

1.  Which attribute gives an image its text alternative?

    -   **a**. title
    -   **b**. alt - correct answer
    -   **c**. src

2.  Which tag opens a table row?

    -   **a**. `<tr>` - correct
    -   **b**. `<td>`

3.  Which property sets the text colour?

    -   **a**. font
    -   **b**. background
    -   **c**. color — Correct answer
"""


def test_a_trailing_correct_answer_after_a_dash_keys_the_option() -> None:
    """`- **b**. alt - correct answer`: the key said in words after a dash. Unread, each
    question became an open card whose answer was its whole option list. The marker and the
    options' own bold letters go from the texts."""
    assert [(q, c, a) for q, c, a, _ in _cards(_DASHED)] == [
        (
            "Which attribute gives an image its text alternative?",
            {"A": "title", "B": "alt", "C": "src"},
            "B",
        ),
        ("Which tag opens a table row?", {"A": "`<tr>`", "B": "`<td>`"}, "A"),
        (
            "Which property sets the text colour?",
            {"A": "font", "B": "background", "C": "color"},
            "C",
        ),
    ]
    assert result(_DASHED).warnings == ()


def test_a_dash_before_other_words_is_an_option_own_text() -> None:
    """Near miss: `- b. left - right` (a dash before a word that is no key's) and `incorrect`
    after a dash mark nothing; the question keeps its labelled key."""
    text = (
        "1. Which flexbox value reverses a row?\n\n"
        "- a. row - incorrect order\n"
        "- b. row-reverse - right to left\n"
        "- c. column\n\n"
        "Answer: b\n"
    )
    ((_, choices, answer, _),) = _cards(text)
    assert answer == "B"
    assert choices["A"].endswith("row - incorrect order")
    assert choices["B"].endswith("row-reverse - right to left")
