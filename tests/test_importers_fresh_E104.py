"""Two findings of a judge's round (2026-11-30). A key labelled "correct answer" in a language
that puts the adjective after the noun or before it as one phrase (`**Đáp án đúng:** B`,
`Правильный ответ:`, `Doğru cevap:`, `Jawaban benar:`) was no label: every question an open
card wrongly warned "no answer letter". And the last answer's `**Follow-up:** ...?` line, a
part every answer of the page has, was cut off as a last question asked alone and reported
unanswered; one whose label no other answer has still is."""

from __future__ import annotations

import pytest

from tests.importing import result

_KEYED = """\
#### 1) Which structure is LIFO?
```
A. Queue
B. Stack
C. Heap
```
**{label}:** B

---

#### 2) Which structures are linear?
```
A. Array
B. Tree
C. Linked list
```
**{label}: A, C**
"""


@pytest.mark.parametrize(
    "label",
    ["Đáp án đúng", "Правильный ответ", "Верный ответ", "Doğru cevap", "Jawaban yang benar"],
)
def test_a_correct_answer_label_in_another_language_keys_the_question(label: str) -> None:
    r = result(_KEYED.format(label=label))
    first, second = r.deck.cards
    assert (first.answer, first.choices["B"]) == ("B", "Stack")
    assert second.answer == "- Array\n- Linked list"
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "question 2 has 2 right options (A, C); made an open card"
    ]


_FOLLOW_UPS = """\
# Caching questions

### 1. What is a cache?
**Answer:** A fast store that keeps copies of hot data.

**Follow-up:** Where would you put it?

---

### 2. What is cache eviction?
**Answer:** Removing entries when the cache is full.

**{label}:** Which policy would you choose?
"""


def test_the_last_answers_follow_up_stays_in_it() -> None:
    r = result(_FOLLOW_UPS.format(label="Follow-up"))
    assert r.deck.cards[1].answer == (
        "Removing entries when the cache is full.\n\n**Follow-up:** Which policy would you choose?"
    )
    assert not r.skipped


def test_a_last_labelled_question_no_other_answer_has_is_still_reported() -> None:
    """Near miss: `**Bonus:**` opens no line of the other answers: a question asked alone."""
    r = result(_FOLLOW_UPS.format(label="Bonus"))
    assert r.deck.cards[1].answer == "Removing entries when the cache is full."
    assert [s.line for s in r.skipped] == [13]
