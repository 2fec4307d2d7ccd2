"""Importer layouts of a choice quiz whose key is a section of its own after the questions,
each entry restating its question: `#### Answer N` headings with no key title above them,
and a `# Corrections` section repeating each `### Question N : topic` heading.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result

# -- `#### Answer N` headings after the questions, no key title -------------------------------

BR = "  "
"""Two trailing blanks: a Markdown hard break, how the quiz ends each option's line."""

_ANSWER_HEADINGS = f"""\
### SQL Basics MCQs

#### Question 1
Which clause filters rows before grouping?
a) `HAVING`{BR}
b) `WHERE`{BR}
c) `ORDER BY`{BR}
d) `LIMIT`

#### Question 2
What does this return?
```sql
SELECT COUNT(*) FROM (VALUES (1), (2), (NULL)) AS t(x);
```
a) 2{BR}
b) 1{BR}
c) 3{BR}
d) NULL

#### Question 3
Which keyword removes duplicate rows?
a) `DISTINCT`{BR}
b) `UNIQUE`{BR}
c) `SINGLE`{BR}
d) `ONLY`

---
Here are the answers and explanations for the 3 SQL questions:

#### Answer 1
b) `WHERE`{BR}
**Explanation:** `WHERE` filters rows; `HAVING` filters groups.

#### Answer 2


c) 3{BR}
**Explanation:** `COUNT(*)` counts rows, NULL or not.

#### Answer 3
a) `DISTINCT`{BR}
**Explanation:** It keeps one row of each set of equal rows.
"""


def test_answer_headings_after_the_questions_key_them() -> None:
    """`#### Answer N` under no key title, after `#### Question N` quizzes: each keys the
    question of its number (the right option written again, `b) text`), its explanation
    kept; no entry becomes a card nor goes into the last question's card; the sentence that
    introduced the key is reported, never glued to the last card."""
    res = result(_ANSWER_HEADINGS)
    cards = res.deck.cards
    assert [(c.question.splitlines()[0], c.answer) for c in cards] == [
        ("Which clause filters rows before grouping?", "B"),
        ("What does this return?", "C"),
        ("Which keyword removes duplicate rows?", "A"),
    ]
    assert [c.explanation for c in cards] == [
        "`WHERE` filters rows; `HAVING` filters groups.",
        "`COUNT(*)` counts rows, NULL or not.",
        "It keeps one row of each set of equal rows.",
    ]
    assert cards[2].choices == {"A": "`DISTINCT`", "B": "`UNIQUE`", "C": "`SINGLE`", "D": "`ONLY`"}
    assert not res.skipped or all("Answer" not in s.reason for s in res.skipped)
    assert len(res.warnings) == 1
    assert "Here are the answers and explanations" in res.warnings[0]


def test_answer_headings_key_open_questions_too() -> None:
    """The same untitled `#### Answer N` section under open questions: each entry is the
    answer of the question of its number (before, every question was skipped unanswered)."""
    text = (
        "# Git notes\n\n"
        "#### Question 1\nWhat does `git stash` do?\n\n"
        "#### Question 2\nWhat is a detached HEAD?\n\n"
        "---\n\n"
        "#### Answer 1\nIt shelves uncommitted changes.\n\n"
        "#### Answer 2\nHEAD pointing at a commit, not a branch.\n"
    )
    res = result(text)
    assert [(c.question, c.answer, c.choices) for c in res.deck.cards] == [
        ("What does `git stash` do?", "It shelves uncommitted changes.", {}),
        ("What is a detached HEAD?", "HEAD pointing at a commit, not a branch.", {}),
    ]
    assert not res.warnings and not res.skipped


# -- `# Corrections - ...` repeating each `### Question N : topic` heading --------------------

_CORRECTIONS = """\
# Chapitre 3 : Git

## Questions

### Question 1 : Branches
Quelle commande crée une branche ?
- A) `git init`
- B) `git branch dev`
- C) `git clone`
- D) `git tag`

### Question 2 : Historique
Quelle commande montre l'historique ?
- A) `git add`
- B) `git push`
- C) `git log`
- D) `git rm`

# Corrections - Chapitre 3 : Git

### Question 1 : Branches
**Réponse correcte : B) `git branch dev`**

`git branch` crée une branche sans s'y placer.

### Question 2 : Historique
**Réponse correcte : C) `git log`**

`git log` liste les commits du plus récent au plus ancien.
"""


def test_a_corrections_section_repeating_the_headings_keys_the_questions() -> None:
    """A `# Corrections - title` section repeating each `### Question N : topic` heading
    over `**Réponse correcte : X) text**` and a paragraph: choice cards with their stems and
    options, keyed, the paragraph the explanation; the repeats make no card."""
    res = result(_CORRECTIONS)
    cards = res.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Branches\nQuelle commande crée une branche ?", "B"),
        ("Historique\nQuelle commande montre l'historique ?", "C"),
    ]
    assert cards[1].choices == {
        "A": "`git add`",
        "B": "`git push`",
        "C": "`git log`",
        "D": "`git rm`",
    }
    assert [c.explanation for c in cards] == [
        "`git branch` crée une branche sans s'y placer.",
        "`git log` liste les commits du plus récent au plus ancien.",
    ]
    assert not res.warnings and not res.skipped


# -- near misses: must import as before -------------------------------------------------------


def test_a_summary_repeating_topics_after_answered_questions_stays_end_matter() -> None:
    """Guard: `### Question N` answered in place, then `## Summary` over topic headings: the
    summary is end matter (reported), no key; the answers stay the questions' own."""
    text = (
        "# Networking\n\n"
        "### Question 1\nWhat is DNS?\n\nDNS maps names to addresses.\n\n"
        "### Question 2\nWhat is TCP?\n\nTCP is a reliable stream protocol.\n\n"
        "## Summary\n\n### DNS\nNames to addresses.\n\n### TCP\nReliable streams.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What is DNS?", "DNS maps names to addresses."),
        ("What is TCP?", "TCP is a reliable stream protocol."),
    ]
    assert len(res.warnings) == 1 and "Summary" in res.warnings[0]


def test_numbered_solutions_under_a_later_question_stay_its_answer() -> None:
    """Guard: `### Solution 1` / `### Solution 2` under `## Question 2` name question 1's
    number but are deeper than the questions: two ways of answering question 2, its own
    answer's sub-headings, no key section."""
    text = (
        "# Python drills\n\n"
        "## Question 1\nHow do you reverse a string?\n\nUse `s[::-1]`.\n\n"
        "## Question 2\nHow do you add up a list?\n\n"
        "### Solution 1\nCall `sum(xs)`.\n\n"
        "### Solution 2\nLoop over the list and add each item.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("How do you reverse a string?", "Use `s[::-1]`."),
        (
            "How do you add up a list?",
            "### Solution 1\nCall `sum(xs)`.\n\n### Solution 2\nLoop over the list and add each item.",
        ),
    ]
    assert not res.warnings and not res.skipped
