"""Two layouts a judge's round (2026-11-30) found read wrong. A fold revealing the answer
whose summary opens with a pictograph (`<summary><b>🔍 Click to reveal Answer &
Explanation</b></summary>`) was read as a question of its own once the page had several:
every real question lost its key. And a key written as a small YAML document under each
question (`---` / `oplossing:` / `    vraag: 1` / `    antwoord: B` / `...`) left
`oplossing:` and `vraag: 1` in the question and `...` as the explanation."""

from __future__ import annotations

from tests.importing import result

_FOLD = """\
Q{n}. Which service number {n} stores objects?

- A. Pub/Sub
- B. Cloud Storage

<details>
<summary><b>🔍 Click to reveal Answer & Explanation</b></summary>

> **ANSWER:** B. It is the object store.
</details>
"""


def test_a_reveal_fold_led_by_a_pictograph_holds_the_answer() -> None:
    r = result("\n".join(_FOLD.format(n=n) for n in range(1, 8)))
    assert [(c.answer, c.explanation) for c in r.deck.cards] == [
        ("B", "It is the object store.")
    ] * 7
    assert not r.warnings


_ASKING_FOLDS = """\
<details><summary>🔍 What is a bucket?</summary>

A container for objects.
</details>

<details><summary>🔍 What is a region?</summary>

A geographic area.
</details>
"""


def test_a_fold_that_asks_after_a_pictograph_is_still_a_question() -> None:
    cards = result(_ASKING_FOLDS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a bucket?", "A container for objects."),
        ("What is a region?", "A geographic area."),
    ]


_YAML_KEYS = """\
# Toets

### Vraag 1

Welke kleur heeft de lucht?

A: Groen

B: Blauw

---
oplossing:
    vraag: 1
    antwoord: B
...

### Vraag 2

Hoeveel poten heeft een spin?

A: Zes

B: Acht

---
oplossing:
    vraag: 2
    antwoord: B
...
"""


def test_a_yaml_key_document_under_a_question_is_its_key() -> None:
    cards = result(_YAML_KEYS).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Welke kleur heeft de lucht?", "B", ""),
        ("Hoeveel poten heeft een spin?", "B", ""),
    ]


_YAML_NO_KEY = """\
---
title: Notes
tags: db
...

## What is an index?

A structure that speeds up lookups.
"""


def test_a_yaml_document_with_no_answer_label_stays_as_it_is() -> None:
    (card,) = result(_YAML_NO_KEY).deck.cards
    assert card.answer == "A structure that speeds up lookups."
