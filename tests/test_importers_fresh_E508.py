"""Round Z277 (2026-12-03): a question that compares with `above` / `below` (`orders priced
above the average`, `sensors reading below zero`) was read as pointing at code shown with it,
so its answer's opening SQL block became part of the question (or the question was skipped
as unanswered). Only `the code below`, `... above?`, `below:` point.

Made up in the shape of the real page (an SQL practice set).
"""

from __future__ import annotations

from tests.importing import result

_SET = """\
# SQL practice

**1. List the orders priced above the average order value**

```sql
SELECT id, total FROM orders WHERE total > (SELECT AVG(total) FROM orders);
```
The inner query computes the average once.

---

**2. Count the sensors reading below zero**

```sql
SELECT COUNT(*) FROM readings WHERE celsius < 0;
```

---

**3. What does the query below return?**

```sql
SELECT COUNT(*) FROM logins;
```
The number of rows in `logins`.
"""


def test_comparing_words_do_not_take_the_answers_code() -> None:
    r = result(_SET)
    first, second, third = r.deck.cards
    assert first.question == "List the orders priced above the average order value"
    assert first.answer.startswith("```sql\nSELECT id, total")
    assert second.answer == "```sql\nSELECT COUNT(*) FROM readings WHERE celsius < 0;\n```"
    assert "SELECT COUNT(*) FROM logins;" in third.question  # `the query below`: shown code
    assert third.answer == "The number of rows in `logins`."
    assert r.warnings == ()
