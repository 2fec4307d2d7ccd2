"""A plain question over its own code block, then its options and the answer's label (`What
does this print?` / code / `A. 3` / `B. 12` / `Answer: A`), questions parted by rules; and an
exam's stem that asks to choose (`正しいものを選びなさい。`) over code, options all numbered `1.`
and a key styled as code (`` `答え：1` ``). Both were refused: the code between the stem and
its options hid that the paragraph was a question (a judge's round, 2026-11-30)."""

from __future__ import annotations

from tests.importing import result

_LETTERED = """\
# Quiz

What does this code print?

```java
System.out.println(1 + 2);
```

A. 3
B. 12
C. error

Answer: A

----

What does this code print?

```java
System.out.println(5 % 2);
```

A. 2
B. 1

Answer: B
"""


def test_a_question_over_its_code_and_keyed_options_is_a_choice_question() -> None:
    cards = result(_LETTERED).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("A", {"A": "3", "B": "12", "C": "error"}),
        ("B", {"A": "2", "B": "1"}),
    ]
    assert cards[0].question.startswith("What does this code print?\n\n```java")


_JAPANESE = """\
# 演算子

次のコードを実行したときの結果として、正しいものを選びなさい。（１つ選択）

```java
System.out.println( 7 / 2 );
```

1. 「3」と表示される
1. 「3.5」と表示される
1. コンパイルエラーになる

`答え：1`

----

次のコードを実行したときの結果として、正しいものを選びなさい。（１つ選択）

```java
System.out.println( 7 % 2 );
```

1. 「3」と表示される
1. 「1」と表示される

`答え：2`
"""


def test_a_stem_asking_to_choose_over_code_and_lazy_numbered_options() -> None:
    cards = result(_JAPANESE).deck.cards
    assert [(c.answer, len(c.choices)) for c in cards] == [("A", 3), ("B", 2)]
    assert cards[1].choices["B"] == "「1」と表示される"


def test_an_instruction_over_a_code_block_with_no_options_stays_text() -> None:
    text = "# Notes\n\nSelect the rows you need.\n\n```sql\nSELECT 1;\n```\n\nThat is all.\n"
    imported = result(text + "\n## What is SQL?\n\nA query language.\n")
    assert [c.question for c in imported.deck.cards] == ["What is SQL?"]
