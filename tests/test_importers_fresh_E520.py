"""Round Z282 (2026-12-03): a quiz write-up sets each option as a paragraph under its
`### N. question ###` heading and bolds the right one. When the bold option came last, right
over the next heading, it was cut as a title over that heading, silently: the card showed
only the wrong options. A heading titles itself; the bold line is the answer's.

Made up in the shape of the real page (a Coursera quiz write-up). The options are not yet
read as a choice question (a known gap): the card keeps them all, the right one bold.
"""

from __future__ import annotations

from tests.importing import result

_QUIZ = """\
## Pets quiz ##

### 1. Cats can see in near-total darkness. ###

Yes

**No**

### 2. A tortoise is best described as: ###

Slow

**Very slow**

### 3. Which animal barks? ###

**Dog**

Cat
"""


def test_a_bold_last_option_over_the_next_heading_stays_in_the_answer() -> None:
    r = result(_QUIZ)
    assert [c.answer for c in r.deck.cards] == [
        "Yes\n\n**No**",
        "Slow\n\n**Very slow**",
        "**Dog**\n\nCat",
    ]


def test_a_bold_title_over_a_numbered_question_is_still_its_section_title() -> None:
    text = "1. **What is X?**\n\n   An x.\n\n**Part two:**\n\n2. **What is Y?**\n\n   A y.\n"
    r = result(text)
    assert [c.answer for c in r.deck.cards] == ["An x.", "A y."]
