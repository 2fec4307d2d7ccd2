"""Importer layouts met on fresh public documents (helper fixF15: HTML written as text in web
quizzes and `<details>` interview notes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a numbered question answered by a tag alone on the line below it ------------------------

_TAG_ANSWERS = """\
# Markup quiz

1.  Which element makes the largest heading?
    <h1>

2.  Which element breaks a line?
    <br>

3.  Which element makes a numbered list?
    <ol>

4.  Which property sets the font size?
    font-size
"""


def test_a_tag_alone_under_a_question_is_its_answer_shown_as_code() -> None:
    """As markup `<h1>` became an empty heading (`#`) and `<br>`, `<ol>` vanished, so two
    answered questions were skipped as unanswered."""
    imported = result(_TAG_ANSWERS)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Which element makes the largest heading?", "`<h1>`"),
        ("q02", "Which element breaks a line?", "`<br>`"),
        ("q03", "Which element makes a numbered list?", "`<ol>`"),
        ("q04", "Which property sets the font size?", "font-size"),
    ]
    assert not imported.warnings
    assert not imported.skipped


_LABELLED_TAG_ANSWERS = """\
## Markup

**Q:** Which element holds a paragraph?

**A:** <p>

**Q:** Which element holds a table row?

**A:** <tr>
"""


def test_a_tag_alone_after_an_answer_label_is_the_answer() -> None:
    imported = result(_LABELLED_TAG_ANSWERS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which element holds a paragraph?", "`<p>`"),
        ("Which element holds a table row?", "`<tr>`"),
    ]
    assert not imported.warnings


_TAGS_AROUND_ANSWERS = """\
# Notes

1.  What is a paragraph for?
    <p>
    It holds running text.
    </p>

2.  What wraps a page's parts?
    <div>
    A generic box.
    </div>

3.  What is semantic markup?
    <details>

4.  What does a void element lack?
    </div>
"""


def test_tags_around_an_answer_and_a_lone_fold_or_closing_tag_stay_markup() -> None:
    """Near miss: a tag alone beside the answer's words is markup around them, and a lone
    fold (`<details>`) or closing tag answers nothing: those questions are still reported."""
    imported = result(_TAGS_AROUND_ANSWERS)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is a paragraph for?", "It holds running text."),
        ("What wraps a page's parts?", "A generic box."),
    ]
    assert [s.line for s in imported.skipped] == [13, 16]
    assert [s.reason for s in imported.skipped] == [
        "question 3 has no answer; skipped",
        "question 4 has no answer; skipped",
    ]


# -- `<details>` notes: a quoted answer naming tags as `<code>\\<tag></code>` ------------------

_ESCAPED_TAGS_IN_CODE = """\
<details>
<summary>1. Where do styles go?</summary>

> **Answer:**
> Inside a <code>\\<style></code> element in the head.
> A browser applies them before it paints.
>
> ```html
> <style>p { color: red; }</style>
> ```
>
> Links use <code>\\<link rel="stylesheet"></code> instead.
> Both work.

</details>

<details>
<summary>2. How does a script load?</summary>

> **Answer:**
> A <code>\\<script></code> element blocks parsing.
> Add `defer` to wait for the page.

</details>
"""


def test_an_escaped_tag_inside_an_html_code_element_is_text() -> None:
    """`\\<style>` is an escaped `<` in Markdown, no tag: read as one, the style (or script)
    element swallowed every line up to the next fence, which was glued to the sentence."""
    imported = result(_ESCAPED_TAGS_IN_CODE)
    cards = imported.deck.cards
    assert [c.question for c in cards] == ["Where do styles go?", "How does a script load?"]
    assert cards[0].answer == (
        "Inside a `<style>` element in the head.\n"
        "A browser applies them before it paints.\n\n"
        "```html\n<style>p { color: red; }</style>\n```\n\n"
        'Links use `<link rel="stylesheet">` instead.\n'
        "Both work."
    )
    assert cards[1].answer == (
        "A `<script>` element blocks parsing.\nAdd `defer` to wait for the page."
    )
    assert not imported.warnings


_UNESCAPED_CODE = """\
<details>
<summary>1. How is a list typed?</summary>

> **Answer:**
> Write <code>List&lt;T&gt;</code> for it, or \\<T> alone.
> Generic code keeps the <code><b>T</b></code> parameter.

</details>
"""


def test_code_elements_without_an_escaped_tag_read_as_before() -> None:
    """Near miss: entities and tags inside `<code>`, and an escaped tag in prose."""
    cards = result(_UNESCAPED_CODE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How is a list typed?",
            "Write `List<T>` for it, or `<T>` alone.\nGeneric code keeps the `T` parameter.",
        )
    ]


# -- `<details>` notes: the question's code quoted over the quoted answer ----------------------

_QUOTED_SOURCE = """\
<details>
<summary>1. What is in the console?</summary>

> **Source Code:**
>
> ```javascript
> const a = [1, 2];
>
> console.log(a.length);
> ```
>
> **Answer:**
>
> ```javascript
> 2
> ```

</details>
"""


def test_code_quoted_over_the_answer_label_joins_the_question_unquoted() -> None:
    """The fence opens inside the quote: its lines' `>` marks are the quote's, as its words'."""
    cards = result(_QUOTED_SOURCE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What is in the console?\n\n**Source Code:**\n\n"
            "```javascript\nconst a = [1, 2];\n\nconsole.log(a.length);\n```",
            "```javascript\n2\n```",
        )
    ]


_PROMPT_IN_CODE = """\
<details>
<summary>1. What does the shell show?</summary>

```
> node -e "console.log(1)"
1
```

> **Answer:**
> It prints 1.

</details>
"""


def test_code_fenced_outside_the_quote_keeps_its_prompt() -> None:
    """Near miss: a `>` that code fenced at the margin writes is its own (a prompt)."""
    cards = result(_PROMPT_IN_CODE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            'What does the shell show?\n\n```\n> node -e "console.log(1)"\n1\n```',
            "It prints 1.",
        )
    ]
