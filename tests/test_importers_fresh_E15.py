"""Importer layouts met in the 2026-11-29 seventh session's rounds (Z75): each test is the
shape of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


# -- study-advice bullets under a tips title after the questions -------------------------------

_ADVICE = """\
# Kitchen basics

1. **What is a whisk?**
   _A tool that beats air into batter._

2. **What is a ladle?**
   _A deep spoon for soup._

## How to Study These

- Read each answer twice
- Then ask yourself: could you show it to a child?
- Cook one recipe a week

## Tips for the Tasting

- Describe your plate from start to finish.
- Taste as you go.
- Compare two sauces side by side.
- Keep your station tidy.
"""


def test_advice_bullets_under_a_tips_title_are_text_in_no_card() -> None:
    imported = result(_ADVICE)
    assert _cards(_ADVICE) == [
        ("What is a whisk?", "A tool that beats air into batter.", {}),
        ("What is a ladle?", "A deep spoon for soup.", {}),
    ]
    assert not imported.skipped
    assert not any("looks like a question" in w for w in imported.warnings)
    assert any("in no card ('- Read each answer twice')" in w for w in imported.warnings)


_ASKED_UNDER_TIPS = """\
# Kitchen basics

1. **What is a whisk?**
   _A tool that beats air into batter._

2. **What is a ladle?**
   _A deep spoon for soup._

## How to revise

- What is a colander?
- What is a zester?
- Keep a notebook
"""


def test_a_list_that_mostly_asks_under_a_tips_title_is_still_unanswered() -> None:
    imported = result(_ASKED_UNDER_TIPS)
    assert _cards(_ASKED_UNDER_TIPS) == [
        ("What is a whisk?", "A tool that beats air into batter.", {}),
        ("What is a ladle?", "A deep spoon for soup.", {}),
    ]
    assert [s.line for s in imported.skipped] == [11, 12]


# -- a heading inside a list item's answer, on its last line ----------------------------------

_ITEM_HEADING = """\
# Letters

1. ### What is alpha?
   Alpha is the first letter.
   ```python
   print("a")
   ```
   #### Note: alpha is also a release stage.
2. ### What is beta?
   Beta is the second letter.
3. ### What is gamma?
   Gamma is the third letter.
"""


def test_a_heading_closing_a_list_items_answer_stays_in_it() -> None:
    imported = result(_ITEM_HEADING)
    assert _cards(_ITEM_HEADING) == [
        (
            "What is alpha?",
            'Alpha is the first letter.\n```python\nprint("a")\n```\n'
            "#### Note: alpha is also a release stage.",
            {},
        ),
        ("What is beta?", "Beta is the second letter.", {}),
        ("What is gamma?", "Gamma is the third letter.", {}),
    ]
    assert not imported.warnings and not imported.skipped


_MARGIN_HEADING = """\
# Letters

### What is alpha?
Alpha is the first letter.

#### Key questions

### What is beta?
Beta is the second letter.
"""


def test_a_heading_at_the_margin_closing_an_answer_is_still_cut() -> None:
    assert _cards(_MARGIN_HEADING) == [
        ("What is alpha?", "Alpha is the first letter.", {}),
        ("What is beta?", "Beta is the second letter.", {}),
    ]


# -- a key naming two letters, then one option's text -------------------------------------------

_SLASHED_KEY = """\
## Question 1

**What does a kettle do?**

a) It chills water
b) It grinds beans
c) It boils water
d) It bakes bread

**Answer: c/b) It boils water**

## Question 2

**What does a toaster do?**

a) It browns bread
b) It washes plates
c) It stirs soup
d) It dries clothes

**Answer: a) It browns bread**
"""


def test_a_key_naming_two_letters_is_read_by_the_option_text_after_it() -> None:
    imported = result(_SLASHED_KEY)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does a kettle do?", "C"),
        ("What does a toaster do?", "A"),
    ]
    assert not imported.skipped


def test_a_key_naming_two_letters_with_another_options_text_is_no_key() -> None:
    text = _SLASHED_KEY.replace("c/b) It boils water", "c/b) It chills water")
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What does a toaster do?"]
    assert [s.line for s in imported.skipped] == [1]


# -- worked answers after the questions, under headings naming them ---------------------------

_WORKED = """\
# Kitchen basics

1. **What is a whisk?**
   _A tool that beats air._

2. **What is a ladle?**
   _A deep spoon._

## Longer answers

Longer answers follow, as you might say them aloud.

### Model Answer: "What is a whisk?" (#1)

> "A whisk is a handle with wire loops.
>
> Beating with it folds air into cream."

**Why it works:** it names the parts and the use.
"""


def test_a_worked_answer_naming_its_question_joins_that_card() -> None:
    imported = result(_WORKED)
    assert _cards(_WORKED) == [
        (
            "What is a whisk?",
            '_A tool that beats air._\n\n> "A whisk is a handle with wire loops.\n>\n'
            '> Beating with it folds air into cream."\n\n'
            "**Why it works:** it names the parts and the use.",
            {},
        ),
        ("What is a ladle?", "A deep spoon.", {}),
    ]
    assert [w.split(": ", 1)[1] for w in imported.warnings] == [
        "1 line of text between questions in no card ('Longer answers follow, as you might "
        "say them aloud.'); not imported"
    ]


def test_a_worked_answer_quoting_another_question_stays_unattached() -> None:
    text = _WORKED.replace('"What is a whisk?" (#1)', '"What is a colander?" (#1)')
    imported = result(text)
    assert _cards(text) == [
        ("What is a whisk?", "A tool that beats air.", {}),
        ("What is a ladle?", "A deep spoon.", {}),
    ]
    assert any("lines of text between questions in no card" in w for w in imported.warnings)
