"""An answer written in a block quote under its label (`> **Answer:**` / `> ...`), broken by a
line outside the quote and then quoted again (`> Also logs ...`), found keeping `>` on its
later part in a judge's round (2026-11-30, two cards of a TypeScript page): an answer quoted
under its label is quoted throughout, and every quote of it is unquoted. A quote in an answer
whose label is not quoted stays a quote."""

from __future__ import annotations

from tests.importing import result

_SPLIT = """\
# Practice

<details>
<summary>1. What does a lighthouse keeper do?</summary>

> **Answer:**
> Keeps the lamp burning through the night.

This line sits outside the quote.

> Also logs passing ships in a ledger.

</details>
"""


def test_every_quote_of_a_quoted_answer_is_unquoted() -> None:
    (card,) = result(_SPLIT).deck.cards
    assert card.answer == (
        "Keeps the lamp burning through the night.\n\nThis line sits outside the quote.\n\n"
        "Also logs passing ships in a ledger."
    )


_PLAIN_LABEL = """\
### 1. What did Knuth say about optimisation?

**Answer:** He warned against doing it too early:

> Premature optimization is the root of all evil.
"""


def test_a_quote_under_a_plain_label_stays_a_quote() -> None:
    (card,) = result(_PLAIN_LABEL).deck.cards
    assert card.answer.endswith("> Premature optimization is the root of all evil.")


_OPTIONS_TITLED = """\
**Frage 1**: Welcher Fehler entsteht?
```python
[1][3]
```
Mögliche Antworten:
- `ValueError`
- `IndexError`
- `KeyError`

**Antwort**: `IndexError`

---

**Frage 2**: Was ist 2 + 2?
- `3`
- `4`

**Antwort**: `4`
"""


def test_an_empty_answer_label_over_options_then_the_key_titles_the_options() -> None:
    """`Mögliche Antworten:` ("possible answers") over the options, the key below: found in the
    same round, the options and the key were swallowed into an open card's answer."""
    first, second = result(_OPTIONS_TITLED).deck.cards
    assert (first.answer, first.choices["B"]) == ("B", "`IndexError`")
    assert second.answer == "B"


def test_an_answer_label_over_a_list_with_no_later_label_is_the_answer() -> None:
    text = "### Why use Go?\n\n**Answer:**\n- Fast builds\n- Simple concurrency\n"
    (card,) = result(text).deck.cards
    assert card.answer == "- Fast builds\n- Simple concurrency"
