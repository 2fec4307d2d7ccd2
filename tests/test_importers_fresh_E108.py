"""An answer that is a fenced block holding only `# TODO` (```` ```ascii ```` / `# TODO` /
```` ``` ````), found carded in a judge's round (2026-11-30, two questions of an Italian exam
review answered "# TODO"): a placeholder, reported unanswered as a bare `TODO` is; a block
holding a lone `#` (the answer to "what starts a comment?") stays an answer."""

from __future__ import annotations

from tests.importing import result

_TODO = """\
## **1)** Che cos'è un router?

Un dispositivo che inoltra pacchetti tra reti.

## **2)** Che utilità ha RTS/CTS?

```ascii
# TODO
```

## **3)** Quale carattere apre un commento in Python?

```
#
```
"""


def test_a_fence_holding_only_todo_is_no_answer() -> None:
    r = result(_TODO)
    assert [c.question for c in r.deck.cards] == [
        "Che cos'è un router?",
        "Quale carattere apre un commento in Python?",
    ]
    assert [s.line for s in r.skipped] == [5]
