"""Importer layouts met on fresh public documents (judge round Z224, fix E378): a revision
sheet in HTML-ish Markdown whose questions carry their worth (`[2 marks]`, in a styled
`<span>` or bare) and whose answers sit in `<answer>` elements.

None of these is a copy of a document; each is the shape that a real file used and the
importer once refused ("none with an answer") or cut short.
"""

from __future__ import annotations

from srs.importers.asking import asks
from tests.importing import result

_MARK = "<span class='mark'>[{n} mark{s}]</span>"


def _mark(n: int) -> str:
    return _MARK.format(n=n, s="" if n == 1 else "s")


_SHEET = f"""# Revision

<h3 id='unit-1'>Unit 1: Basics</h3>

What is a variable? {_mark(1)}
<answer><p>A named place that holds a value.</p></answer>

Stack vs queue {_mark(2)}
<answer>
  <ul>
    <li>A stack is last in, first out</li>
    <li>A queue is first in, first out</li>
  </ul>
</answer>

Write a loop that prints 1 to 3{_mark(2)}
<answer>```python
for i in range(1, 4):
    print(i)
```</answer>

Name two kinds of loop {_mark(2)}
<answer>
<!-- TODO -->
</answer>

Implement a swap of a and b {_mark(1)}
<answer>
```python
a, b = b, a
```
</answer>
"""


def test_answer_elements_answer_the_plain_line_above_them() -> None:
    """`Stack vs queue <span class='mark'>[2 marks]</span>` over `<answer>...</answer>`: the
    element is the answer (its tags gone, its HTML converted, a fence glued to its tag
    read as code), the line above its question, however it is worded; an element holding
    nothing is reported, not carded."""
    imported = result(_SHEET, source="sheet.md")
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "What is a variable? [1 mark]", "A named place that holds a value."),
        (
            "q02",
            "Stack vs queue [2 marks]",
            "- A stack is last in, first out\n\n- A queue is first in, first out",
        ),
        (
            "q03",
            "Write a loop that prints 1 to 3[2 marks]",
            "```python\nfor i in range(1, 4):\n    print(i)\n```",
        ),
        ("q05", "Implement a swap of a and b [1 mark]", "```python\na, b = b, a\n```"),
    ]
    assert all("answer>" not in c.question + c.answer for c in cards)
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (22, "question 4 has no answer; skipped")
    ]
    assert imported.warnings == ("sheet.md:22: question 4 has no answer; skipped",)


def test_marks_in_a_span_after_a_heading_that_asks_keep_it_a_question() -> None:
    """`### How to join two strings? <span class='mark'>[1 mark]</span>`: the worth after
    the `?` hid it, so `How to ...` read as a guide's title and its answer was lost as text
    between questions."""
    text = (
        f"# Strings\n\n### Define a string {_mark(1)}\n\nA sequence of characters.\n\n"
        f"### How to join two strings? {_mark(1)}\n\nUse the `+` operator.\n\n"
        f"### How to make a string upper case? {_mark(2)}\n\nCall `text.upper()`.\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Define a string [1 mark]", "A sequence of characters."),
        ("How to join two strings? [1 mark]", "Use the `+` operator."),
        ("How to make a string upper case? [2 marks]", "Call `text.upper()`."),
    ]
    assert imported.warnings == ()


def test_a_lone_answer_element_in_an_answer_is_left_as_written() -> None:
    """Near miss: one `<answer>` element inside a numbered question's answer (a prompt
    guide showing the tag) is no sheet of answer elements: it stays the answer's text."""
    text = (
        "# Prompting\n\n1. What tag wraps the model's reply?\n\n   The answer tag:\n\n"
        "   <answer>42</answer>\n\n2. Which tag wraps its reasoning?\n\n   The thinking tag.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What tag wraps the model's reply?", "The answer tag:\n\n<answer>42</answer>"),
        ("Which tag wraps its reasoning?", "The thinking tag."),
    ]


def test_answer_tags_inside_code_are_code() -> None:
    """Near miss: `<answer>` elements shown inside fenced code (an XML example under a
    question) are the code's text, not answers."""
    text = (
        "# XML\n\n## How are answers tagged?\n\n```xml\n<answer>\nyes\n</answer>\n"
        "<answer>no</answer>\n```\n\n## What closes a tag?\n\nA slash before its name.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How are answers tagged?", "```xml\n<answer>\nyes\n</answer>\n<answer>no</answer>\n```"),
        ("What closes a tag?", "A slash before its name."),
    ]


def test_worth_tags_do_not_hide_the_words_that_ask() -> None:
    """`Explain X. [4 marks]`, `How to X <b>(2 marks)</b>`, `... [3 pts]`: a bare or styled
    worth after a question is no part of what is asked (srs.importers.asking)."""
    assert asks("How to join two strings? <span class='mark'>[1 mark]</span>")
    assert asks("How to join two strings?<b>(2 marks)</b>")
    assert asks("How to split a string on commas? [3 pts]")
    assert not asks("How to install the tool <span class='mark'>[1 mark]</span>")
    assert not asks("Unit 2 [10 marks]")


def test_a_worth_tag_after_a_title_that_asks_nothing_stays_no_question() -> None:
    """Near miss: `## Unit 2 [10 marks]` over questions is a section's worth, not a
    question: dropping the tag only lets a question show, it makes none."""
    text = (
        "# Exam\n\n## Unit 2 [10 marks]\n\n### What is a byte?\n\nEight bits.\n\n"
        "### What is a nibble?\n\nFour bits.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a byte?", "Eight bits."),
        ("What is a nibble?", "Four bits."),
    ]
