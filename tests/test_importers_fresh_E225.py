"""Options typed with no space after the letter whose text opens with a digit (`A.18`, `B.5`,
`C.compile error`), in a quiz whose other options are spaced: the cheap test looked only for a
letter glued to a word, so such a question was an open card holding its options, no warning
(judges' rounds, 2026-12-01)."""

from __future__ import annotations

from tests.importing import result

_QUIZ = """# Quiz

### 1. What does this print?
```go
fmt.Println(9 + 9)
```
A.18

B.99

C.compile error
#### Answer
> A

### 2. How many bytes are in an int32?
A.8

B.4

C.2
#### Answer
> B
"""


def test_options_glued_to_a_number_are_options() -> None:
    cards = result(_QUIZ).deck.cards
    assert [c.answer for c in cards] == ["A", "B"]
    assert cards[0].choices == {"A": "18", "B": "99", "C": "compile error"}
    assert cards[1].choices == {"A": "8", "B": "4", "C": "2"}


def test_an_appendix_numbered_a_1_is_no_option_run() -> None:
    text = "Q: What is in the appendix?\nA: Tables.\n\nA.1 Units\nA.2 Symbols\nA.3 Tables\n"
    cards = result(text).deck.cards
    assert len(cards) == 1
    assert "A.1 Units" in cards[0].answer
