"""Round Z278 (2026-12-03): interviewer notes ask `### What does the snippet below print`
over the code and then note the answer as short bullets (`- prints 3`, `- no UB here`). The
words `below` were read as pointing at the bullets, a list naming what is asked about, and
the question was reported unanswered. Once the code is the question's, `below` points at it.

Made up in the shape of the real page (C++ interview notes).
"""

from __future__ import annotations

from tests.importing import result

_NOTES = """\
# Notes

### What does the snippet below print

```C++
int a = 1, b = 2;
std::cout << a + b;
```

- prints 3
- no UB here

### Can you explain the following patterns?

- Singleton
- Factory

### What is RAII

- resource lifetime bound to an object's scope
"""


def test_bullets_under_the_code_a_question_shows_answer_it() -> None:
    r = result(_NOTES)
    assert [c.question.split("\n")[0] for c in r.deck.cards] == [
        "What does the snippet below print",
        "What is RAII",
    ]
    first = r.deck.cards[0]
    assert "std::cout << a + b;" in first.question
    assert first.answer == "- prints 3\n- no UB here"
    # a list the question points at, with no code between, is still what it asks about
    assert [s.line for s in r.skipped] == [13]
