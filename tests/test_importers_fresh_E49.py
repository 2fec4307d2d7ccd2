"""Importer layouts met in the tenth (2026-11-30) session's rounds (fresh public documents a
judge imported, the lead mending what they misread).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], tuple[str, ...]]]:
    return [(c.question, c.answer, dict(c.choices), c.tags) for c in result(text).deck.cards]


# -- `## 🧠 Question N` over `**ID**:` / `**Title**:` / `**Difficulty**:` fields ----------------

_FIELDS_DOC = """\
# Web questions

## 🧠 Question 1

**ID**: web-001\x20\x20
**Title**: Why do vertical margins collapse?\x20\x20
**Difficulty**: Easy\x20\x20
**Category**: Layout

### Answer 📄

Two touching vertical margins merge into the larger one.

## 🧠 Question 2

**ID**: web-002
**Title**: What creates a stacking context?
**Difficulty**: Hard
**Category**: Rendering

### Answer 📄

An element with `opacity` below 1, among others.

### Example

```css
.layer { opacity: 0.9; }
```
"""


def test_a_title_field_under_a_numbering_heading_is_the_question() -> None:
    """The heading only numbers the entry; the `Title` field holds the question, the id,
    level and category fields are about it (the level and category kept as tags), and the
    `### Answer 📄` heading is the answer's label, its pictograph no word of it. With or
    without hard-break blanks (written `\\x20`) after the fields."""
    assert _cards(_FIELDS_DOC) == [
        (
            "Why do vertical margins collapse?",
            "Two touching vertical margins merge into the larger one.",
            {},
            ("easy", "layout"),
        ),
        (
            "What creates a stacking context?",
            "An element with `opacity` below 1, among others.\n\n### Example\n\n"
            "```css\n.layer { opacity: 0.9; }\n```",
            {},
            ("hard", "rendering"),
        ),
    ]


_PROMPT_DOC = """\
# Quiz

### Question 1

**Id:** q-1
**Prompt:** Which unit is relative to the root font size?
**Level:** Easy

A) em
B) rem
C) px

**Answer:** B

### Question 2

**Id:** q-2
**Prompt:** Name the default `position` value.
**Level:** Easy

**Answer:** static
"""


def test_a_prompt_field_with_the_colon_inside_the_bold_is_the_question() -> None:
    """The same layout with `**Prompt:**` (the colon inside the bold), over options too."""
    assert _cards(_PROMPT_DOC) == [
        (
            "Which unit is relative to the root font size?",
            "B",
            {"A": "em", "B": "rem", "C": "px"},
            ("easy",),
        ),
        ("Name the default `position` value.", "static", {}, ("easy",)),
    ]


_TITLED_DOC = """\
# Notes

## Question 1

**Title**: Box sizing

How does `box-sizing: border-box` change the width?

### Answer

Padding and border count inside the width.

## Question 2

**Title**: Floats

How do you clear a float?

### Answer

Use `clear: both` or a clearfix.
"""


def test_a_title_field_over_a_question_written_out_is_not_the_question() -> None:
    """Guard: a question written out below a `Title` field is the question; the field only
    names its topic, and the question is not cut down to it."""
    assert _cards(_TITLED_DOC) == [
        (
            "**Title**: Box sizing\n\nHow does `box-sizing: border-box` change the width?",
            "Padding and border count inside the width.",
            {},
            (),
        ),
        (
            "**Title**: Floats\n\nHow do you clear a float?",
            "Use `clear: both` or a clearfix.",
            {},
            (),
        ),
    ]


# -- HTML inside a backtick code span written over several lines ----------------------------

_SPAN_DOC = """\
# HTML

1.  **What is a wrapper?**
    A generic box.
    `<div class="w">
        <p>inside</p>
    </div>
    <section>
        <h2>T</h2>
    </section>`

2.  **What is a span?**
    An inline box, as in `<span>x</span>`.

## Cards

### What is a card?

A card groups things:
`<div class="card">
    <p>inside</p>
</div>
<section>
    <h2>T</h2>
</section>`
Done.

### What is a box?

<div>
Plain text.
</div>
"""


def test_html_inside_a_code_span_over_several_lines_stays_as_written() -> None:
    """A span of HTML over several lines, in a list item's answer and in a paragraph: its
    `</div>` and `<section>` lines are code, not raw HTML to drop, and its `<h2>` no heading
    that would cut the answer in two. Guard: a `<div>` outside any span, alone on its line,
    is still markup around the answer and goes."""
    imported = result(_SPAN_DOC)
    assert imported.warnings == ()
    assert _cards(_SPAN_DOC) == [
        (
            "What is a wrapper?",
            'A generic box.\n`<div class="w">\n    <p>inside</p>\n</div>\n<section>\n'
            "    <h2>T</h2>\n</section>`",
            {},
            (),
        ),
        ("What is a span?", "An inline box, as in `<span>x</span>`.", {}, ()),
        (
            "What is a card?",
            'A card groups things:\n`<div class="card">\n    <p>inside</p>\n</div>\n<section>\n'
            "    <h2>T</h2>\n</section>`\nDone.",
            {},
            ("cards",),
        ),
        ("What is a box?", "Plain text.", {}, ("cards",)),
    ]
