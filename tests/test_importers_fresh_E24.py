"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents
(language-interview notes: `## How to ...` question headings whose answer is all
sub-sections, numbered `###` questions with a part written at their own level, titled code
puzzles): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


# -- `## How to ...` (no `?`) whose answer is only `###` sub-sections, after the last question --

_PETS = (
    "# Pet notes\n\n"
    "## What is a cat\n\nA small animal.\n\n"
    "## What is a cow\n\nA big animal.\n\n"
    "## What is a hen\n\nA bird.\n\n"
    "## How to swap hats & back\n\n"
    "### hat to cap\n\n```go\nc := cap(h)\n```\n\n"
    "### cap to hat\n\n```go\nh := hat(c)\n```\n"
)


def test_last_heading_whose_answer_is_all_sub_sections_is_a_question() -> None:
    res = result(_PETS)
    assert [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards] == [
        ("What is a cat", "A small animal.", {}),
        ("What is a cow", "A big animal.", {}),
        ("What is a hen", "A bird.", {}),
        (
            "How to swap hats & back",
            "### hat to cap\n\n```go\nc := cap(h)\n```\n\n### cap to hat\n\n```go\nh := hat(c)\n```",
            {},
        ),
    ]
    assert not res.warnings and not res.skipped


def test_guard_closing_section_over_sub_sections_stays_no_question() -> None:
    text = _PETS.replace("## How to swap hats & back", "## Resources").replace(
        "### hat to cap", "### Books"
    )
    assert [q for q, _, _ in _cards(text)] == ["What is a cat", "What is a cow", "What is a hen"]


def test_guard_title_over_sub_sections_where_few_headings_ask_is_no_question() -> None:
    text = (
        "# Pet notes\n\n## What is a cat\n\nA small animal.\n\n"
        + _PETS.split("## What is a hen\n\nA bird.\n\n")[1]
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == ["What is a cat"]
    assert res.warnings  # its code is reported, never lost in silence


def test_short_text_under_a_heading_after_the_questions_is_reported() -> None:
    text = (
        "# Pet notes\n\n## What is a cat\n\nA small animal.\n\n"
        "## What is a cow\n\nA big animal.\n\n## How to feed fish\n\nFlakes, twice daily.\n"
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == ["What is a cat", "What is a cow"]
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "1 line of text between questions in no card ('Flakes, twice daily.'); not imported"
    ]


def test_guard_section_title_over_questions_is_not_reported() -> None:
    text = (
        "# Pet notes\n\n## Cats\n\n### What is a cat?\n\nA small animal.\n\n"
        "## Cows\n\n### What is a cow?\n\nA big animal.\n"
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == ["What is a cat?", "What is a cow?"]
    assert not res.warnings


# -- `### N.` questions with `####` parts, one part written at question level (`### 3. abs:`) --

_TOOLS = (
    "# C drills\n\n"
    "### 1. What is a macro?\n\nA text substitution.\n\n"
    "### 2. What is a header?\n\nA file of declarations.\n\n"
    "### 3. What is a linker?\n\nIt joins object files.\n\n"
    "### 4. Implement min(), max(), abs()\n\n"
    "#### 1. min:\n\n```c\nint min(int a, int b);\n```\n\n"
    "#### 2. max:\n\n```c\nint max(int a, int b);\n```\n\n"
    "### 3. abs:\n\n```c\nint abs(int a);\n```\n\n"
    "### 5. What is a stack?\n\nA LIFO region.\n"
)


def test_part_whose_number_goes_back_at_question_level_stays_in_the_answer() -> None:
    res = result(_TOOLS)
    assert [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards] == [
        ("What is a macro?", "A text substitution.", {}),
        ("What is a header?", "A file of declarations.", {}),
        ("What is a linker?", "It joins object files.", {}),
        (
            "Implement min(), max(), abs()",
            "#### 1. min:\n\n```c\nint min(int a, int b);\n```\n\n"
            "#### 2. max:\n\n```c\nint max(int a, int b);\n```\n\n"
            "### 3. abs:\n\n```c\nint abs(int a);\n```",
            {},
        ),
        ("What is a stack?", "A LIFO region.", {}),
    ]
    assert not res.warnings


def test_guard_count_that_restarts_under_a_new_section_stays_questions() -> None:
    text = _TOOLS.split("### 4.")[0] + "## Part two\n\n### 1. Pointers:\n\nAddresses of objects.\n"
    assert [q for q, _, _ in _cards(text)] == [
        "What is a macro?",
        "What is a header?",
        "What is a linker?",
        "Pointers:",
    ]


def test_guard_question_whose_number_goes_back_but_asks_stays_a_question() -> None:
    text = _TOOLS.replace("### 3. abs:", "### 3. What is abs:")
    assert "What is abs:" in [q for q, _, _ in _cards(text)]


# -- `### N. Title` traps whose question is the code under the title; an unnumbered puzzle --

_TRAPS = (
    "# Set drills\n\n"
    "## Level 1\n\n"
    "### 1. What is equals()?\n\nCompares two objects.\n\n---\n\n"
    "### 2. What is hashCode()?\n\nA bucket number.\n\n---\n\n"
    "### 3. What is toString()?\n\nA text form.\n\n---\n\n"
    "### 4. What is clone()?\n\nA field copy.\n\n---\n\n"
    "### 5. Cache Gotcha\n\n```java\ncache.put(k1, v);\nprint(cache.get(k2));\n```\n\n"
    "✅ Output: `null`\n\nThe keys differ.\n\n---\n\n"
    "### 6. What is finalize()?\n\nA cleanup hook.\n\n---\n\n"
    "## Final Puzzle\n\nPredict:\n\n```java\nset.add(a);\nset.add(a2);\nprint(set.size());\n```\n\n"
    "Without override: ✅ 2\n\nWith override: ✅ 1\n"
)


def test_title_named_a_trap_keeps_its_code_in_the_question() -> None:
    cards = _cards(_TRAPS)
    assert cards[4] == (
        "Cache Gotcha\n\n```java\ncache.put(k1, v);\nprint(cache.get(k2));\n```",
        "✅ Output: `null`\n\nThe keys differ.",
        {},
    )


def test_unnumbered_puzzle_after_numbered_questions_is_a_question() -> None:
    res = result(_TRAPS)
    assert [c.question.split("\n")[0] for c in res.deck.cards] == [
        "What is equals()?",
        "What is hashCode()?",
        "What is toString()?",
        "What is clone()?",
        "Cache Gotcha",
        "What is finalize()?",
        "Final Puzzle",
    ]
    last = res.deck.cards[-1]
    assert (last.question, last.answer) == (
        "Final Puzzle\n\nPredict:\n\n```java\nset.add(a);\nset.add(a2);\nprint(set.size());\n```",
        "Without override: ✅ 2\n\nWith override: ✅ 1",
    )
    assert not res.warnings and not res.skipped


def test_guard_title_over_its_solution_code_keeps_the_code_in_the_answer() -> None:
    text = _TRAPS.replace("### 5. Cache Gotcha", "### 5. Reverse a list")
    assert _cards(text)[4] == (
        "Reverse a list",
        "```java\ncache.put(k1, v);\nprint(cache.get(k2));\n```\n\n"
        "✅ Output: `null`\n\nThe keys differ.",
        {},
    )


def test_guard_notes_section_among_numbered_questions_stays_no_question() -> None:
    text = _TRAPS.replace("Predict:\n\n", "Remember these:\n\n")
    questions = [c.question for c in result(text).deck.cards]
    assert not any(q.startswith("Final Puzzle") for q in questions)


# -- a question that points at code shown unfenced under it (`What is the output of program ?`) --

_SHOWN = (
    "# C drills\n\n"
    "### 1. What is the output of program ?\n"
    "int v[3] = {4,5,6};\nint *p = v + 1;\n\n"
    "It prints 5: p points at the second element.\n\n"
    "### 2. What is difference between these two,\n\n"
    'char s[] = "ab";\nchar *t = "ab";\n\n'
    "The first is an array, the second a pointer.\n\n"
    "### 3. How do you declare a pointer?\n\n"
    "int *p;\n\n"
    "The star makes p a pointer.\n"
)


def test_unfenced_code_under_a_question_that_points_at_it_is_the_question() -> None:
    assert _cards(_SHOWN) == [
        (
            "What is the output of program ?\n\nint v[3] = {4,5,6};\nint *p = v + 1;",
            "It prints 5: p points at the second element.",
            {},
        ),
        (
            'What is difference between these two,\n\nchar s[] = "ab";\nchar *t = "ab";',
            "The first is an array, the second a pointer.",
            {},
        ),
        ("How do you declare a pointer?", "int *p;\n\nThe star makes p a pointer.", {}),
    ]
