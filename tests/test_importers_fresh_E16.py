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


# -- an exam's "Solution: ... Does this meet the goal?" series; keys in a `<details>` fold ------

_GOAL_SERIES = """\
# Cloud exam

### Question 1
You must keep logs for a year.

**Solution:** You enable soft delete. Does this meet the goal?

- **A.** Yes.
- **B.** No.

<details>
<summary>Answer</summary>

**B. No**

**Explanation:** Soft delete keeps deleted logs only.
</details>

---

### Question 2
You must tag and govern every resource. Which two actions should you take?

- **A.** Use tags
- **B.** Use locks
- **C.** Use alerts
- **D.** Use policies

<details>
<summary>Answer</summary>

**A. Use tags**
**D. Use policies**

**Explanation:** Tags label things, policies enforce them.
</details>

---

### Question 3
How do you decouple a producer from its consumer?

- **A.** Call it directly.
- **B.** Use a queue.

<details>
<summary>Answer</summary>

**B. use a queue**

**Explanation:** Queues decouple producers.
</details>
"""


def test_a_solution_line_in_the_stem_is_the_questions_own() -> None:
    """`Solution:` over the question's Yes/No options and, below, its real key: part of
    the question, not its answer label."""
    question, answer, choices, explanation = _cards(_GOAL_SERIES)[0]
    assert question == (
        "You must keep logs for a year.\n\n"
        "**Solution:** You enable soft delete. Does this meet the goal?"
    )
    assert (answer, choices, explanation) == (
        "B",
        {"A": "Yes.", "B": "No."},
        "Soft delete keeps deleted logs only.",
    )


def test_a_key_of_two_bold_option_lines_names_both() -> None:
    """Two bold `X. text` lines opening the key: both options are right."""
    question, answer, choices, explanation = _cards(_GOAL_SERIES)[1]
    assert question.endswith(
        "Which two actions should you take?\n\n- A) Use tags\n"
        "- B) Use locks\n- C) Use alerts\n- D) Use policies"
    )
    assert (answer, choices) == ("- Use tags\n- Use policies", {})
    assert explanation == "Tags label things, policies enforce them."


def test_a_key_repeating_its_option_loosely_leaves_no_repeat() -> None:
    """The key's text differs from its option by case and a final period: it is dropped from
    the explanation with the `Explanation:` label after it."""
    assert _cards(_GOAL_SERIES)[2] == (
        "How do you decouple a producer from its consumer?",
        "B",
        {"A": "Call it directly.", "B": "Use a queue."},
        "Queues decouple producers.",
    )


_SOLUTION_ANSWERS = """\
## Q1. How do you reverse a list?

**Solution:** Use slicing. Is that the fastest way?

Yes, for short lists.

## Q2. How do you sort a list?

**Solution:** Call `sorted`.
"""


def test_a_solution_label_with_no_key_below_stays_the_answer() -> None:
    """Guard: a `Solution:` that asks, with no answer label of its own question below it,
    is the answer."""
    assert [(c[0], c[1]) for c in _cards(_SOLUTION_ANSWERS)] == [
        (
            "How do you reverse a list?",
            "Use slicing. Is that the fastest way?\n\nYes, for short lists.",
        ),
        ("How do you sort a list?", "Call `sorted`."),
    ]


# -- commentary headings after a choice quiz's last question --------------------------------


def _quiz(count: int) -> str:
    return "".join(
        f"### {n}. Topic {n}\n**Which number is {n}?**\n- A) {n}\n- B) {n + 100}\n\n"
        f"**Answer: A)**\n\n---\n\n"
        for n in range(1, count + 1)
    )


_COMMENTARY = """\
## How good is this quiz?

**Short answer:** Good enough for a first pass.

### Strengths

| Area | Note |
|---|---|
| Coverage | all topics |
"""


def test_headings_after_a_choice_quizs_last_question_are_end_matter() -> None:
    """An unnumbered heading above the questions' level after the last one, with no
    options and no key: commentary, reported, not carded."""
    got = result(f"# Quiz\n\n{_quiz(5)}{_COMMENTARY}")
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        (f"Topic {n}\nWhich number is {n}?", "A") for n in range(1, 6)
    ]
    assert any("'How good is this quiz?'" in w and "end matter" in w for w in got.warnings)


_OPEN_PART = """\
## Free response questions

### Why is 7 prime?

It has no divisor but 1 and itself.
"""


def test_an_open_question_after_the_choice_questions_stays_a_card() -> None:
    """Guard: an open question after the choice questions, in a section of its own, is a
    card."""
    cards = _cards(f"# Quiz\n\n## Choice questions\n\n{_quiz(5)}{_OPEN_PART}")
    assert len(cards) == 6
    assert cards[-1][:2] == ("Why is 7 prime?", "It has no divisor but 1 and itself.")


def test_a_mixed_document_keeps_its_trailing_headings() -> None:
    """Guard: a document with an open question among its choice ones is unchanged."""
    mixed = _quiz(5).replace(
        "### 3. Topic 3\n", "### 3. What is zero?\nNothing at all.\n\n---\n\n### 33. Topic 3\n"
    )
    cards = _cards(f"# Quiz\n\n{mixed}{_COMMENTARY}")
    assert len(cards) == 7
    assert cards[-1][0] == "How good is this quiz?"


_KEY_WORDS_OFF = """\
### Question 1
Which signal counts connection attempts?

- **A.** Byte count
- **B.** Sync count

<details>
<summary>Answer</summary>

**B. SYN count**

**Explanation:**
SYN packets open connections.
</details>
"""


def test_a_title_line_under_the_keys_own_words_goes() -> None:
    """A key whose words name its option only loosely keeps them, but the bare
    `**Explanation:**` title line below them is no text of the explanation."""
    assert _cards(_KEY_WORDS_OFF) == [
        (
            "Which signal counts connection attempts?",
            "B",
            {"A": "Byte count", "B": "Sync count"},
            "SYN count\n\nSYN packets open connections.",
        )
    ]


def test_a_fenced_explanation_of_two_lines_stays_one_paragraph() -> None:
    """The fenced prose's lines stay together under the label, as the fence held them."""
    text = _FENCED_KEYS.replace("7 只能被 1 和 7 整除。\n", "7 只能被 1 和 7 整除。\n所以选 B。\n")
    assert _cards(text)[0][3] == "7 只能被 1 和 7 整除。\n所以选 B。"
