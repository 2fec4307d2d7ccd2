"""Layouts judges found read wrong (rounds Z172, Z174, Z175, 2026-12-01): a quiz whose
numbered options nobody keyed is reported question by question, never carded with its own
options as the answer, while notes answered by numbered points import as before."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_HEADED_QUIZ = """\
# Quiz: rivers and seas

## 1. Which river flows through Cairo?
  1.  Danube
  2.  Nile
  3.  Volga
  4.  Rhine

## 2. What is the saltiest large sea?
  1.  Red Sea
  2.  Baltic Sea
  3.  Dead Sea
  4.  North Sea

## 3. Which ocean is the deepest?
1. Atlantic
2. Indian
3. Arctic
4. Pacific
"""

_FOLDED_QUIZ = """\
## Warm-up questions

Note: questions only, for practice.

<details close>
<summary> 1. Which metal melts in a warm hand?</summary>
<br>

1. Iron
2. Gallium
3. Copper
4. Tin

</details>

<details close>

<summary> 2. What does a barometer measure?</summary>
<br>

1. Humidity
2. Wind speed
3. Air pressure
4. Rainfall

</details>
"""


def _unkeyed(text: str) -> list[str]:
    """What the import reports, when it fails for want of keys."""
    with pytest.raises(DocumentError, match="none with an answer") as caught:
        result(text)
    return list(caught.value.notes)


def test_numbered_options_under_question_headings_with_no_key_are_unanswered() -> None:
    assert _unkeyed(_HEADED_QUIZ) == [
        f"doc.md:{n}: question {k} has options but no answer letter; skipped"
        for n, k in ((3, 1), (9, 2), (15, 3))
    ]


def test_numbered_options_inside_a_question_fold_with_no_key_are_unanswered() -> None:
    assert _unkeyed(_FOLDED_QUIZ) == [
        "doc.md:5: question 1 has options but no answer letter; skipped",
        "doc.md:16: question 2 has options but no answer letter; skipped",
    ]


def _answers(text: str) -> list[tuple[str, str]]:
    cards = result(text).deck.cards
    assert all(not c.choices for c in cards)
    return [(c.question, c.answer) for c in cards]


def test_questions_that_ask_for_several_things_keep_their_lists() -> None:
    text = (
        "# Notes\n\n## 1. What are the 4 Cs of cloud security?\n1. Code\n2. Container\n"
        "3. Cluster\n4. Cloud\n\n## 2. Name the four pillars of OOP.\n1. Encapsulation\n"
        "2. Abstraction\n3. Inheritance\n4. Polymorphism\n"
    )
    assert _answers(text) == [
        ("What are the 4 Cs of cloud security?", "1. Code\n2. Container\n3. Cluster\n4. Cloud"),
        (
            "Name the four pillars of OOP.",
            "1. Encapsulation\n2. Abstraction\n3. Inheritance\n4. Polymorphism",
        ),
    ]


def test_numbered_points_of_uneven_length_stay_answers() -> None:
    text = (
        "# Notes\n\n## 1. How does TLS start?\n1. Client hello\n2. Server hello\n"
        "3. Key exchange\n\n## 2. How is a build cached?\n1. Hash the inputs\n"
        "2. Look the hash up\n3. Reuse the output\n4. Else build and store\n5. Share the store\n"
    )
    assert [answer.count("\n") + 1 for _, answer in _answers(text)] == [3, 5]


def test_numbered_lists_beside_a_prose_answer_stay_answers() -> None:
    text = _HEADED_QUIZ + "\n## 4. What is a strait?\nA narrow water passage between two seas.\n"
    answers = _answers(text)
    assert len(answers) == 4
    assert answers[0] == (
        "Which river flows through Cairo?",
        "1.  Danube\n2.  Nile\n3.  Volga\n4.  Rhine",
    )


def test_bold_labelled_points_stay_answers() -> None:
    text = (
        "# Notes\n\n## 1. How is a model served?\n1. **Batch:** nightly jobs\n"
        "2. **Online:** a REST API\n3. **Edge:** on the device\n\n"
        "## 2. How is a model watched?\n1. **Drift:** input statistics\n"
        "2. **Quality:** live labels\n3. **Cost:** per request\n"
    )
    assert len(_answers(text)) == 2


_SOLVED = """\
## Problem {n}
Which order do the {what} take?

{given}

<details>
<summary>Solution</summary>

{solved}

</details>

"""


def test_lists_folded_as_the_answers_are_answers() -> None:
    text = _SOLVED.format(
        n=1,
        what="handshake's messages",
        given="1. ACK\n2. SYN\n3. SYN-ACK",
        solved="1. SYN\n2. SYN-ACK\n3. ACK",
    ) + _SOLVED.format(
        n=2,
        what="layers, top down,",
        given="1. Network\n2. Application\n3. Transport",
        solved="1. Application\n2. Transport\n3. Network",
    )
    assert [answer for _, answer in _answers(text)] == [
        "1. SYN\n2. SYN-ACK\n3. ACK",
        "1. Application\n2. Transport\n3. Network",
    ]


_FENCED_BRACKETS = """\
# 练习题

1. 下列哪个数据结构是先进先出的：

   ```
   【A】栈
   【B】队列
   【C】树
   ```

   正确答案：B

   ```
   【A】栈是后进先出；
   【B】队列是先进先出；
   参考：教材第三章
   ```

2. 下列哪个端口是 HTTPS 默认使用的：

   ```text
   ［A］21
   ［B］443
   ```

   正确答案：B
"""


def test_bracket_lettered_options_in_a_fence_of_their_own_are_options() -> None:
    cards = result(_FENCED_BRACKETS).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("下列哪个数据结构是先进先出的：", "B", {"A": "栈", "B": "队列", "C": "树"}),
        ("下列哪个端口是 HTTPS 默认使用的：", "B", {"A": "21", "B": "443"}),
    ]
    # an explanation that goes through the options and on past them stays code
    assert cards[0].explanation == (
        "```\n【A】栈是后进先出；\n【B】队列是先进先出；\n参考：教材第三章\n```"
    )


def test_ascii_bracketed_capitals_in_a_tilde_fence_are_options() -> None:
    text = (
        "## 1. Which planet has rings?\n\n~~~\n[A] Mercury\n[B] Saturn\n~~~\n\nAnswer: B\n\n"
        "## 2. Which gas do we breathe out?\n\n~~~\n[A] Carbon dioxide\n[B] Neon\n~~~\n\n"
        "Answer: A\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("B", {"A": "Mercury", "B": "Saturn"}),
        ("A", {"A": "Carbon dioxide", "B": "Neon"}),
    ]


def test_options_whose_code_is_fenced_with_them_stay_code() -> None:
    text = (
        "# 练习题\n\n1. 下列哪个数据结构是先进先出的：\n\n   ```\n   【A】栈\n   【B】队列\n"
        "   ```\n\n   正确答案：B\n\n2. 下列程序中，哪个不会报错：\n\n   ```python\n   【A】\n"
        "   print(len([]))\n   【B】\n   print(1 / 0)\n   ```\n\n   正确答案：A\n"
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["B"]
    assert [s.reason for s in imported.skipped] == [
        "question 2: answer 'A' looks like an option letter but no options were found; skipped"
    ]


def _stem(n: int, stem: str, code: str, options: list[str], key: str) -> str:
    lettered = "\n".join(f"   {chr(65 + k)}. {o}" for k, o in enumerate(options))
    return f"{n}. {stem}\n\n   ```python\n   {code}\n   ```\n\n{lettered}\n\n   {key}\n\n"


def test_a_stem_that_states_over_its_code_asks_by_the_options_below_it() -> None:
    text = (
        "# Practice\n\n"
        + "1. Pick the immutable type:\n\n   A. list\n   B. tuple\n\n   正确答案：B\n\n"
        + _stem(2, "执行以下程序，输出为：", "print(1 + 1)", ["1", "2"], "正确答案：B")
        + _stem(3, "Run the program below; its output is:", "print(2 * 3)", ["6", "5"], "Answer: A")
    )
    cards = result(text).deck.cards
    assert [(c.question.split("\n")[0], c.answer, dict(c.choices)) for c in cards] == [
        ("Pick the immutable type:", "B", {"A": "list", "B": "tuple"}),
        ("执行以下程序，输出为：", "B", {"A": "1", "B": "2"}),
        ("Run the program below; its output is:", "A", {"A": "6", "B": "5"}),
    ]
    assert cards[1].question == "执行以下程序，输出为：\n\n```python\nprint(1 + 1)\n```"


def test_a_stem_over_its_code_and_a_prose_answer_is_answered_by_the_prose() -> None:
    text = (
        "# Code reading\n\n1. What does this print?\n\n   ```python\n   print(1 + 1)\n   ```\n\n"
        "   It prints 2.\n\n2. The statement below is legal:\n\n   ```python\n   x = y = 0\n"
        "   ```\n\n   A chained assignment sets both names.\n"
    )
    assert [c.answer for c in result(text).deck.cards] == [
        "It prints 2.",
        "A chained assignment sets both names.",
    ]


def _bank(first: str, key: str) -> str:
    return (
        f"# Quiz\n\n### Items\n\n```\n{first}\n{{correctAnswer='{key}'}}\n```\n\n"
        "```\nIce floats on water.\n{correctAnswer='true'}\n```\n\n"
        "```\nprint(1 + 1)\n{correctAnswer='2'}\n```\n"
    )


def test_options_on_a_fenced_questions_own_line_are_split_when_keyed_by_letter() -> None:
    cards = result(_bank("Which metal is liquid? A. Mercury B. Iron C. Tin", "A")).deck.cards
    assert [(c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("Which metal is liquid?", "A", {"A": "Mercury", "B": "Iron", "C": "Tin"}),
        ("Ice floats on water.", "true", {}),
        ("print(1 + 1)", "2", {}),
    ]
    two = result(_bank("Which planet is largest? A. Mars B. Jupiter", "B")).deck.cards[0]
    assert (two.question, two.answer, dict(two.choices)) == (
        "Which planet is largest?",
        "B",
        {"A": "Mars", "B": "Jupiter"},
    )


def test_a_sentence_with_letters_in_a_fenced_question_is_not_split_for_an_open_key() -> None:
    first = result(_bank("Try plan A. Then plan B. What is left?", "plan C")).deck.cards[0]
    assert (first.question, first.answer, dict(first.choices)) == (
        "Try plan A. Then plan B. What is left?",
        "plan C",
        {},
    )
