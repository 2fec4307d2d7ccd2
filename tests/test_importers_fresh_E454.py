"""Importer layouts met on fresh public documents (round E454): a question heading over
numbered sub-parts, each a code block right over a labelled question (`问：`, `Q:`,
`Pregunta:`) and its labelled answer.

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: each sub-part's code went to the answer above it, and the sub-parts took the
ids of the author's later questions.
"""

from __future__ import annotations

from tests.importing import result

_ZH = """### 1.下面的代码打印什么？
```python
print(2 * 3)
```

答：6

### 2.列表练习
2.1
```python
xs = [1, 2]
```
问：xs 有几个元素？

答：2 个。

2.2
```python
ys = xs[:]
```
问：ys 是副本吗？

答：是。

### 3.下面的代码打印什么？
```python
print(len("abc"))
```

答：3
"""


def test_chinese_sub_parts_carry_their_own_code() -> None:
    """`2.1` / code / `问：` / `答：` under `### 2.Title`: each sub-part's question holds its
    number and code, its answer only its `答：` text; question 3 keeps `q03`."""
    got = result(_ZH)
    cards = [(c.id, c.question, c.answer) for c in got.deck.cards]
    assert cards == [
        ("q01", "下面的代码打印什么？\n```python\nprint(2 * 3)\n```", "6"),
        ("q02", "2.1 xs 有几个元素？\n```python\nxs = [1, 2]\n```", "2 个。"),
        ("q02_2", "2.2 ys 是副本吗？\n```python\nys = xs[:]\n```", "是。"),
        ("q03", '下面的代码打印什么？\n```python\nprint(len("abc"))\n```', "3"),
    ]
    assert got.warnings == ()
    assert got.skipped == ()


_ES = """### 1. Bucles
1.1
```js
for (let i = 0; i < 2; i++) {}
```
Pregunta: ¿Cuántas veces se repite?

Respuesta: Dos veces.

1.2
```js
while (false) {}
```
Pregunta: ¿Y este?

Respuesta: Ninguna.

### 2. ¿Qué es una promesa?

Respuesta: Un valor que llegará más tarde.
"""


def test_spanish_sub_parts_are_numbered_under_their_heading() -> None:
    """`Pregunta:` / `Respuesta:` sub-parts under `### 1. Bucles`: cards `q01_1`, `q01_2`,
    and the author's question 2 is `q02`, not `q02-2`; no code is left as an introduction."""
    got = result(_ES)
    cards = [(c.id, c.question, c.answer) for c in got.deck.cards]
    assert cards == [
        (
            "q01_1",
            "1.1 ¿Cuántas veces se repite?\n```js\nfor (let i = 0; i < 2; i++) {}\n```",
            "Dos veces.",
        ),
        ("q01_2", "1.2 ¿Y este?\n```js\nwhile (false) {}\n```", "Ninguna."),
        ("q02", "¿Qué es una promesa?", "Un valor que llegará más tarde."),
    ]
    assert got.warnings == ()


_EN = """## 1. Strings

Q: Are Python strings mutable?

A: No.

## 2. Slicing
2.1
```python
t = "hello"[1:3]
```
Q: What is t?

A: "el"

2.2.
```python
u = "hello"[::-1]
```
Q: What is u?

A: "olleh"
"""


def test_q_and_a_sub_parts_take_their_code() -> None:
    """`Q:` over `A:` notes: the `2.2.` listing is question 2.2's, not the end of the answer
    to 2.1 (and 2.1's listing is no text between questions)."""
    got = result(_EN)
    cards = [(c.id, c.question, c.answer) for c in got.deck.cards]
    assert cards == [
        ("q01", "Are Python strings mutable?", "No."),
        ("q02_1", '2.1 What is t?\n```python\nt = "hello"[1:3]\n```', '"el"'),
        ("q02_2", '2.2 What is u?\n```python\nu = "hello"[::-1]\n```', '"olleh"'),
    ]
    assert got.warnings == ()


_EXAMPLES = """Q: How do you square every item?

A: Use a comprehension.

```python
squares = [x * x for x in xs]
```
Q: How do you keep the even ones?

A: Filter in it.

```python
evens = [x for x in xs if x % 2 == 0]
```
Q: How do you sum them?

A: Call sum().
"""


def test_an_answer_ending_in_code_right_over_the_next_label_keeps_it() -> None:
    """Near miss: an answer's example block with no sub-part number over it, ending right over
    the next `Q:`: still that answer's, as before."""
    got = result(_EXAMPLES)
    cards = [(c.id, c.question, c.answer) for c in got.deck.cards]
    assert cards == [
        (
            "q01",
            "How do you square every item?",
            "Use a comprehension.\n\n```python\nsquares = [x * x for x in xs]\n```",
        ),
        (
            "q02",
            "How do you keep the even ones?",
            "Filter in it.\n\n```python\nevens = [x for x in xs if x % 2 == 0]\n```",
        ),
        ("q03", "How do you sum them?", "Call sum()."),
    ]
    assert got.warnings == ()


def test_a_line_between_the_code_and_the_label_leaves_the_text_as_written() -> None:
    """Near miss: `2.1` / code / a remark / `Q:`: the block does not end at the label, so the
    pass writes nothing; nor does it where only one labelled question has its answer."""
    from srs.importers.labelledleadins import labelled_lead_ins  # (the pass under test)

    between = (
        "## 2. T\n2.1\n```py\nt = 1\n```\nRun it.\nQ: What is t?\n\nA: 1\n\nQ: Why?\n\nA: So.\n"
    )
    assert labelled_lead_ins(between) == between
    single = "## 2. T\n2.1\n```py\nt = 1\n```\nQ: What is t?\n\nA: 1\n"
    assert labelled_lead_ins(single) == single


def test_the_label_moves_up_line_for_line() -> None:
    """The rewrite keeps the line count: the label and its text go onto the number line, the
    label's own line is left blank (warnings still name the lines as written)."""
    from srs.importers.labelledleadins import labelled_lead_ins  # (the pass under test)

    text = "2.1\n```py\nt = 1\n```\nQ: What is t?\n\nA: 1\n\n2.2\n```py\nu = 2\n```\nQ: And u?\n\nA: 2\n"
    out = labelled_lead_ins(text).split("\n")
    assert len(out) == len(text.split("\n"))
    assert out[0] == "Q: 2.1 What is t?"
    assert out[4] == ""
    assert out[8] == "Q: 2.2 And u?"
