"""Importer layouts met in the 2026-11-29 seventh session's rounds of fresh public documents:
each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a `<details>` answer holds a nested `<details>` whose list items hold fences opened a
# -- few blanks deep over code at the margin, closed by a longer fence at the margin --------

_NESTED_FENCES = """\
# Notes

> Objects

<details>
<summary>How can you make an object?</summary>
<div markdown="1">
A literal or a class.<br>

  <br>
  <details>
  <summary>More</summary>
<div markdown="1">
  - a literal<br>

  ```js
const o = {};
  ```
<br>
- a class<br>

  ```js
class A {}
````

</div>
</details>

</div>
</details>

<br>

> Scope

<details>
<summary>What is scope?</summary>
<div markdown="1">
Where a name is visible.
</div>
</details>

<details>
<summary>What is a closure?</summary>
<div markdown="1">
A function with its scope.
</div>
</details>
"""


def test_a_fence_indented_over_code_at_the_margin_ends_before_the_next_questions() -> None:
    imported = result(_NESTED_FENCES)
    got = [(c.question, c.answer) for c in imported.deck.cards]
    assert got == [
        (
            "How can you make an object?",
            "A literal or a class.\n\n**↳ More**\n  - a literal\n\n  ```js\nconst o = {};\n  ```\n\n"
            "- a class\n\n  ```js\nclass A {}\n````",
        ),
        ("What is scope?", "Where a name is visible."),
        ("What is a closure?", "A function with its scope."),
    ]


_LISTED_FENCE = """\
## 1. How do you run it?

1. Install:

   ```sh
   pip install foo
   ```

2. Run `foo`.

## 2. What does it print?

Hello.
"""


def test_guard_a_fence_inside_a_list_item_at_its_indent_stays_the_items() -> None:
    imported = result(_LISTED_FENCE)
    got = [(c.question, c.answer) for c in imported.deck.cards]
    assert got == [
        (
            "How do you run it?",
            "1. Install:\n\n   ```sh\n   pip install foo\n   ```\n\n2. Run `foo`.",
        ),
        ("What does it print?", "Hello."),
    ]


# -- a bank leaves answers to write: a placeholder in its own language, in a `<details>` -----


def _fold(question: str, answer: str) -> str:
    return f'<details>\n<summary>{question}</summary>\n<div markdown="1">\n{answer}\n</div>\n</details>\n\n'


def test_a_placeholder_in_another_language_is_reported_unanswered() -> None:
    text = "# 면접\n\n" + "".join(
        _fold(q, a)
        for q, a in [
            ("모듈이 뭔가요?", "모듈은 파일 단위의 코드입니다."),
            ("스코프가 뭔가요?", "답변을 적어주세요"),
            ("What is a thunk?", "Please write the answer here."),
            ("什么是闭包？", "待补充"),
            ("クロージャとは？", "準備中"),
            ("¿Qué es un cierre?", "Respuesta aquí"),
            ("O que é um módulo?", "A completar"),
            ("Что такое замыкание?", "Ответ здесь"),
        ]
    )
    imported = result(text)
    got = [(c.question, c.answer) for c in imported.deck.cards]
    assert got == [("모듈이 뭔가요?", "모듈은 파일 단위의 코드입니다.")]
    assert len([s for s in imported.skipped if "has no answer" in s.reason]) == 7


def test_guard_a_word_that_also_means_pending_answers_its_question() -> None:
    """`Pendiente` is the slope too: alone, it is an answer, not a placeholder."""
    text = (
        "# Álgebra\n\n"
        + _fold("¿Cómo se llama m en y = mx + b?", "Pendiente")
        + _fold("¿Y b?", "La ordenada al origen.")
    )
    got = [(c.question, c.answer) for c in result(text).deck.cards]
    assert got == [
        ("¿Cómo se llama m en y = mx + b?", "Pendiente"),
        ("¿Y b?", "La ordenada al origen."),
    ]


# -- `<summary>Question N</summary>` names the question; the body opens with its text in
# -- bold italics, or in a fold with no summary of its own ------------------------------------

_NAMED_SUMMARIES = """\
## Questions

<details>
  <summary>Question 1</summary>

  <details> What is a weak map? </details>

<details>
  <summary>Answer</summary>

  A map whose keys may be collected.
  </details>
</details>

<details>
  <summary>Question 2</summary>

  ***Rotation:*** Given two strings, check if one rotates the other.

  <details>
  <summary>Answer</summary>

  Look for it in the first string doubled.
  </details>
</details>
"""


def test_a_named_summary_gives_way_to_the_question_in_emphasis_or_a_bare_fold() -> None:
    got = [(c.question, c.answer) for c in result(_NAMED_SUMMARIES).deck.cards]
    assert got == [
        ("What is a weak map?", "A map whose keys may be collected."),
        (
            "***Rotation:*** Given two strings, check if one rotates the other.",
            "Look for it in the first string doubled.",
        ),
    ]


def test_guard_a_bulleted_body_under_a_named_summary_is_the_answer() -> None:
    text = (
        "<details>\n<summary>Question 1</summary>\n\n* one\n* two\n</details>\n\n"
        "<details>\n<summary>Question 2</summary>\n\n* three\n</details>\n"
    )
    got = [(c.question, c.answer) for c in result(text).deck.cards]
    assert got == [("Question 1", "* one\n* two"), ("Question 2", "* three")]


# -- a question's fold ends with a follow-up's fold: its question and its own answer fold ----

_FOLLOW_UP = """\
## Questions

<details>
<summary>Question 1</summary>

What does `typeof null` give?

<details>
<summary>Answer</summary>

"object", an old bug.
</details>

<details>
<summary>Follow-up</summary>

How do you test for null then?

<details>
<summary>Answer</summary>

Compare with `=== null`.
</details>

</details>

</details>

<details>
<summary>Question 2</summary>

What does `[] + []` give?

<details>
<summary>Answer</summary>

An empty string.
</details>

<details>
<summary>Follow-up Questions</summary>

Why?

<details>
<summary>Answer</summary>

Both become strings.
</details>

And `{} + []`?

<details>
<summary>Answer</summary>

0 at a statement's start.
</details>

</details>

</details>
"""


def test_a_folded_follow_up_with_its_answer_fold_is_a_card_of_its_own() -> None:
    imported = result(_FOLLOW_UP)
    got = [(c.question, c.answer) for c in imported.deck.cards]
    assert got[:2] == [
        ("What does `typeof null` give?", '"object", an old bug.'),
        ("How do you test for null then?", "Compare with `=== null`."),
    ]
    assert imported.warnings == ()


def test_guard_a_fold_of_several_follow_ups_stays_in_the_answer() -> None:
    """Two follow-ups in one fold: which answer is whose is left as written, in the card."""
    imported = result(_FOLLOW_UP)
    got = [(c.question, c.answer) for c in imported.deck.cards]
    assert got[2] == (
        "What does `[] + []` give?",
        "An empty string.\n\n**↳ Follow-up Questions**\n\nWhy?\n\n**Answer:**\n\n"
        "Both become strings.\n\nAnd `{} + []`?\n\n**Answer:**\n\n0 at a statement's start.",
    )
    assert len(got) == 3
