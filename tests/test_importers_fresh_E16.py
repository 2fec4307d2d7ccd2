"""Importer layouts met in the 2026-11-29 seventh session's rounds (Z76): each test is the
shape of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in result(text).deck.cards]


# -- a key letter fenced under `答：`, its explanation fenced under `解析：` -------------------

_FENCED_KEYS = """\
1. 下列哪个是质数（）。
    - A. 4
    - B. 7
    - C. 9

答：
```
B
```
解析：
```
7 只能被 1 和 7 整除。
```

2. 下列哪个是偶数（）。
    - A. 3
    - B. 5
    - C. 8

答：
```
C
```
解析：
```

```
"""


def test_a_key_fenced_under_its_label_keys_a_choice_card() -> None:
    """The fenced letter is the key, the fenced prose the explanation; an empty explanation
    fence leaves nothing behind."""
    assert _cards(_FENCED_KEYS) == [
        ("下列哪个是质数（）。", "B", {"A": "4", "B": "7", "C": "9"}, "7 只能被 1 和 7 整除。"),
        ("下列哪个是偶数（）。", "C", {"A": "3", "B": "5", "C": "8"}, ""),
    ]


_FENCED_CODE_ANSWER = """\
## What prints `hello`?

Answer:
```
print("hello")
```

## What lists files?

Answer:
```
ls
```
"""


def test_code_under_an_answer_label_stays_code() -> None:
    """Guard: a fenced answer that is code (not option letters) keeps its fence."""
    cards = _cards(_FENCED_CODE_ANSWER)
    assert [c[1] for c in cards] == ['```\nprint("hello")\n```', "```\nls\n```"]
