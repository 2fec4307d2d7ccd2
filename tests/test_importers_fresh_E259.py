"""Layouts met in judge round Z192, on made-up documents: numbered questions titled with a
heading (`1. ### <a name="1"></a> What is X?`) whose answers, written at the margin, hold
sub-headings of their own (`### Example:`, `## 1. **Variables**`, `## Summary`)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, tuple[str, ...]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, c.tags) for c in deck.cards]


_BACK = "  **[⬆ Back to top](#top)**\n\n"

_HEADED = (
    '<a name="top"></a>\n\n'
    "| No. | Question |\n| --- | --- |\n"
    "| 1 | [What is a closure?](#1) |\n| 2 | [What is hoisting?](#2) |\n"
    "| 3 | [What is the event loop?](#3) |\n| 4 | [What is a promise?](#4) |\n\n"
    "## JavaScript\n\n" + _BACK + '1. ### <a name="1"></a> What is a closure?\n\n'
    "A function that keeps the scope it was made in.\n\n"
    "### Example:\n\n```js\nconst add = (a) => (b) => a + b;\n```\n\n---\n\n"
    + _BACK
    + '2. ### <a name="2"></a> What is hoisting?\n\n'
    "## 1. **Variables**\n\nA `var` is moved to the top of its function.\n\n"
    "## 2. **Functions**\n\nA declaration can be called before its line.\n\n---\n\n"
    + _BACK
    + '3. ### <a name="3"></a> What is the event loop?\n\n'
    "It runs queued tasks when the stack is empty.\n\n## Phases\n\n"
    "### 1. **Timers**\n\nCallbacks of `setTimeout`.\n\n### 2. **Poll**\n\nNew I/O events.\n\n"
    "## Summary\n\nOne task at a time.\n\n---\n\n"
    + _BACK
    + '4. ### <a name="4"></a> What is a promise?\n\n'
    "## In short\n\nA value that arrives later.\n\n## Summary\n\nIt settles once.\n"
)


def test_sub_headings_under_numbered_heading_questions_stay_in_their_answers() -> None:
    """`N. ### <a name="N"></a> Question?` items answered at the margin: the answers' own
    headings (`### Example:`, numbered `## 1. **Variables**`, a `## Summary` closing each,
    the last answer's down to the page's end) are answer text, never cards. They were 5
    cards from the sub-headings, two questions "unanswered", one lost in silence."""
    imported = result(_HEADED)
    assert _cards(_HEADED) == [
        (
            "q01",
            "What is a closure?",
            "A function that keeps the scope it was made in.\n\n### Example:\n\n"
            "```js\nconst add = (a) => (b) => a + b;\n```",
            ("javascript",),
        ),
        (
            "q02",
            "What is hoisting?",
            "## 1. **Variables**\n\nA `var` is moved to the top of its function.\n\n"
            "## 2. **Functions**\n\nA declaration can be called before its line.",
            ("javascript",),
        ),
        (
            "q03",
            "What is the event loop?",
            "It runs queued tasks when the stack is empty.\n\n## Phases\n\n"
            "### 1. **Timers**\n\nCallbacks of `setTimeout`.\n\n### 2. **Poll**\n\n"
            "New I/O events.\n\n## Summary\n\nOne task at a time.",
            ("javascript",),
        ),
        (
            "q04",
            "What is a promise?",
            "## In short\n\nA value that arrives later.\n\n## Summary\n\nIt settles once.",
            ("javascript",),
        ),
    ]
    assert imported.warnings == () and imported.skipped == ()


def test_the_rule_reads_any_language_and_item_mark() -> None:
    """`1) #### ...` items, Russian, deeper parts: the same layout, the same reading; a part
    right under the last question opens its answer."""
    text = (
        "# Вопросы\n\n"
        "1) #### Что такое генератор?\n\n#### Пример\n\n```python\ndef gen():\n    yield 1\n```\n\n"
        "Функция, которая отдаёт значения по одному.\n\n"
        "2) #### Что такое декоратор?\n\nОбёртка над функцией.\n\n##### Зачем\n\n* логирование\n\n"
        "3) #### Что такое GIL?\n\n## Коротко\n\nГлобальная блокировка.\n\n"
        "## Последствия\n\nПотоки не идут параллельно.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "Что такое генератор?",
            "#### Пример\n\n```python\ndef gen():\n    yield 1\n```\n\n"
            "Функция, которая отдаёт значения по одному.",
            (),
        ),
        (
            "q02",
            "Что такое декоратор?",
            "Обёртка над функцией.\n\n##### Зачем\n\n* логирование",
            (),
        ),
        (
            "q03",
            "Что такое GIL?",
            "## Коротко\n\nГлобальная блокировка.\n\n## Последствия\n\nПотоки не идут параллельно.",
            (),
        ),
    ]
    assert result(text).warnings == ()


def test_an_answer_opened_inside_its_item_takes_its_margin_parts() -> None:
    """An answer whose first paragraph is indented under its question and whose parts go on
    at the margin (`### Kinds` over a nested list, `### Example` over code): the indented
    lines stay as written, the parts join them; they were text in no card."""
    text = (
        "# Notes\n\n"
        "1. ### What is a cache?\n\n   A cache keeps results near the code.\n\n"
        "### Kinds\n\n* memory\n  * in-process\n* disk\n\n"
        "2. ### What is a queue?\n\n   A FIFO list.\n\n### Example\n\n```py\nq = []\n```\n\n"
        "3. ### What is a heap?\n\n   A tree kept in order.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a cache?",
            "A cache keeps results near the code.\n\n### Kinds\n\n* memory\n  * in-process\n* disk",
            (),
        ),
        ("q02", "What is a queue?", "A FIFO list.\n\n### Example\n\n```py\nq = []\n```", ()),
        ("q03", "What is a heap?", "A tree kept in order.", ()),
    ]
    assert result(text).warnings == ()


def test_section_headings_over_numbered_heading_questions_stay_sections() -> None:
    """Guard: `## CSS` between question 2 and question 3, nothing of its own under it but a
    rule and a back link, heads the questions below: a section tag, not answer text, while
    the answers' own `### Rules:` heading stays in its answer."""
    text = (
        "# Web interview\n\n## HTML\n\n"
        "1. ### What is a void element?\n\nAn element with no closing tag.\n\n"
        "### Example:\n\n```html\n<br>\n```\n\n---\n\n"
        "2. ### What does the lang attribute do?\n\nIt names the page's language.\n\n---\n\n"
        "## CSS\n\n" + _BACK + "3. ### What is specificity?\n\nThe weight a selector carries.\n\n"
        "### Rules:\n\n* ids beat classes\n\n---\n\n"
        "4. ### What is the box model?\n\nContent, padding, border and margin.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a void element?",
            "An element with no closing tag.\n\n### Example:\n\n```html\n<br>\n```",
            ("html",),
        ),
        ("q02", "What does the lang attribute do?", "It names the page's language.", ("html",)),
        (
            "q03",
            "What is specificity?",
            "The weight a selector carries.\n\n### Rules:\n\n* ids beat classes",
            ("css",),
        ),
        ("q04", "What is the box model?", "Content, padding, border and margin.", ("css",)),
    ]
    assert result(text).warnings == ()


def test_sections_over_numbered_heading_questions_without_parts_import_as_before() -> None:
    """Guard: no answer holds a heading of its own: the rule has nothing to do, each `##`
    section tags the questions under it."""
    text = (
        "# Quiz\n\n## Networks\n\n"
        "1. ### What is a port?\n\nA number naming a service.\n\n"
        "2. ### What is DNS?\n\nThe names of hosts.\n\n"
        "## Storage\n\n"
        "3. ### What is RAID?\n\nDisks joined into one.\n\n"
        "4. ### What is a snapshot?\n\nA copy of a moment.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a port?", "A number naming a service.", ("networks",)),
        ("q02", "What is DNS?", "The names of hosts.", ("networks",)),
        ("q03", "What is RAID?", "Disks joined into one.", ("storage",)),
        ("q04", "What is a snapshot?", "A copy of a moment.", ("storage",)),
    ]


def test_plain_heading_questions_with_sub_headings_import_as_before() -> None:
    """Guard: a page whose questions are plain `###` headings (no numbered items) keeps its
    reading: each `###` heading that asks is a question, a `####` heading under one its
    answer's part."""
    text = (
        "# Notes\n\n"
        "### What is a cache?\n\nA cache keeps results.\n\n#### Kinds\n\n* memory\n* disk\n\n"
        "### What is a queue?\n\nA FIFO list.\n\n"
        "### What is a heap?\n\nA tree.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a cache?", "A cache keeps results.\n\n#### Kinds\n\n* memory\n* disk", ()),
        ("q02", "What is a queue?", "A FIFO list.", ()),
        ("q03", "What is a heap?", "A tree.", ()),
    ]


def test_end_matter_after_the_last_question_stays_out_of_its_answer() -> None:
    """Guard: under the last question, a heading no answer above uses ends its answer, and
    is reported as before: end matter at the parts' level (`### License`) that no answer
    holds, or a heading above the parts' level (`## Practice`)."""
    body = (
        "# Git\n\n"
        "1. ### What is a commit?\n\nA snapshot.\n\n### Example:\n\n`git commit -m x`\n\n"
        "2. ### What is a branch?\n\nA moving pointer.\n\n### Example:\n\n`git branch b`\n\n"
        "3. ### What is a tag?\n\nA fixed pointer.\n\n### Example:\n\n`git tag v1`\n\n"
    )
    cards = [
        ("q01", "What is a commit?", "A snapshot.\n\n### Example:\n\n`git commit -m x`", ()),
        ("q02", "What is a branch?", "A moving pointer.\n\n### Example:\n\n`git branch b`", ()),
        ("q03", "What is a tag?", "A fixed pointer.\n\n### Example:\n\n`git tag v1`", ()),
    ]
    licensed = body + "### License\n\nMIT, see the LICENSE file.\n"
    assert _cards(licensed) == cards
    assert result(licensed).warnings == (
        "doc.md:27: 2 lines of end matter in no card ('License'); not imported",
    )
    practice = body + "## Practice\n\nTag the last commit of the week, then push the tag.\n"
    assert _cards(practice) == cards
    assert result(practice).warnings == (
        "doc.md:29: 1 line of text between questions in no card ('Tag the last commit of the "
        "week, then push the tag.'); not imported",
    )
