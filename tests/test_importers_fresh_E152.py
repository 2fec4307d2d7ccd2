"""Layouts met in judge round Z161 and a scanned React page, on made-up documents: practice
tasks with no solution after labelled questions (`### 1. Parser` / `**Task:** ...` and its
requirements), and a run of bare question headings after the answered ones, one a line
under a section of its own (`### Google: "Design a form system"` / `### Meta: "..."`).
Both are questions no card holds: each is named, never lost in silence."""

from __future__ import annotations

from tests.importing import result

_UNANSWERED = "looks like a question, but no answer was found for it; not imported"


def _cards(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def _keys(text: str) -> list[str]:
    return [c.id for c in result(text).deck.cards]


def _skipped(text: str) -> list[tuple[int, str]]:
    return [(s.line, s.reason) for s in result(text).skipped]


def _warnings(text: str) -> list[str]:
    return list(result(text).warnings)


def _unanswered(line: int, question: str) -> tuple[int, str]:
    return line, f"'{question}' {_UNANSWERED}"


# -- practice tasks after labelled questions ---------------------------------------------------

_SQL_PRACTICE = (
    "# SQL interview notes\n"  # 1
    "\n"
    "### 1. Joins\n"  # 3
    "\n"
    "**Question:** When does a left join keep a row?\n"  # 5
    "\n"
    "**Answer:** Always: a left row with no match gets nulls on the right.\n"  # 7
    "\n"
    "### 2. Indexes\n"  # 9
    "\n"
    "**Question:** Why can an index slow down writes?\n"  # 11
    "\n"
    "**Answer:** Every insert and update must change the index too.\n"  # 13
    "\n"
    "## Practice\n"  # 15
    "\n"
    "### 1. Top sellers\n"  # 17
    "\n"
    "**Task:** List the five products with the most revenue last month.\n"  # 19
    "\n"
    "**Requirements:**\n"  # 21
    "- One query\n"
    "- Ties broken by name\n"
    "\n"
    "---\n"  # 25
    "\n"
    "### 2. Schema\n"  # 27
    "\n"
    "**Task:** Design tables for a library's loans.\n"  # 29
    "\n"
    "```\n"
    "members --< loans >-- books\n"
    "```\n"
    "\n"
    "### 3. Cleanup\n"  # 35
    "\n"
    "**Task:**\n"  # 37
    "Delete the orders of closed accounts without a subquery.\n"
)


def test_each_practice_task_is_reported_unanswered_at_its_line() -> None:
    """The two labelled questions are the cards; each task under `## Practice` is a question
    with no answer, named at its own line (its statement after the label, or on the line
    below a label alone), and its requirements, a diagram and a rule are its own: no
    "lines of text between questions" report that named only the first task."""
    assert _cards(_SQL_PRACTICE) == [
        (
            "When does a left join keep a row?",
            "Always: a left row with no match gets nulls on the right.",
        ),
        (
            "Why can an index slow down writes?",
            "Every insert and update must change the index too.",
        ),
    ]
    assert _keys(_SQL_PRACTICE) == ["q01", "q02"]
    assert _skipped(_SQL_PRACTICE) == [
        _unanswered(19, "List the five products with the most revenue last month."),
        _unanswered(29, "Design tables for a library's loans."),
        _unanswered(37, "Delete the orders of closed accounts without a subquery."),
    ]
    assert not [w for w in _warnings(_SQL_PRACTICE) if "text between questions" in w]


def test_task_labels_in_other_languages() -> None:
    """`**Tarea:**` under Spanish labelled questions, `**任务：**` (a full-width colon, the
    statement glued to the label) under Chinese ones: each task named."""
    spanish = (
        "# Notas de Python\n\n"
        "### 1. Listas\n\n"
        "**Pregunta:** ¿Qué devuelve `sorted`?\n\n"
        "**Respuesta:** Una lista nueva ordenada.\n\n"
        "### 2. Tuplas\n\n"
        "**Pregunta:** ¿Se puede cambiar una tupla?\n\n"
        "**Respuesta:** No, es inmutable.\n\n"
        "## Ejercicios\n\n"
        "### 1. Contador\n\n"
        "**Tarea:** Cuenta las palabras de un archivo de texto.\n\n"
        "- Sin distinguir mayúsculas\n\n"
        "### 2. Pila\n\n"
        "**Tarea:** Implementa una pila con tamaño fijo.\n"
    )
    assert [q for q, _ in _cards(spanish)] == [
        "Listas\n\n¿Qué devuelve `sorted`?",  # the title it leans on; `Tuplas` it reads out
        "¿Se puede cambiar una tupla?",
    ]
    assert _skipped(spanish) == [
        _unanswered(19, "Cuenta las palabras de un archivo de texto."),
        _unanswered(25, "Implementa una pila con tamaño fijo."),
    ]
    chinese = (
        "# 数据库笔记\n\n"
        "### 1. 事务\n\n"
        "**问题：** 什么是脏读？\n\n"
        "**答案：** 读到了另一个事务尚未提交的数据。\n\n"
        "### 2. 索引\n\n"
        "**问题：** 为什么索引会拖慢写入？\n\n"
        "**答案：** 每次写入都要同时更新索引。\n\n"
        "## 练习\n\n"
        "### 1. 分页\n\n"
        "**任务：**实现一个不用 OFFSET 的分页查询。\n"
    )
    assert [q for q, _ in _cards(chinese)] == ["事务\n\n什么是脏读？", "为什么索引会拖慢写入？"]
    assert _skipped(chinese) == [_unanswered(19, "实现一个不用 OFFSET 的分页查询。")]


def test_a_task_label_inside_a_story_stays_text() -> None:
    """Guard: `**Task:**` under `**Situation:**` in a STAR story after the questions opens no
    section: the story is one run of text in no card, reported by its first line as before,
    and no question is reported."""
    text = (
        "# Behavioural notes\n\n"
        "### 1. Conflict\n\n"
        "**Question:** Tell me about a disagreement with a colleague.\n\n"
        "**Answer:** I asked for a meeting and we agreed on a shared plan.\n\n"
        "### 2. Failure\n\n"
        "**Question:** Describe a project that slipped.\n\n"
        "**Answer:** A launch was late; I added a release checklist.\n\n"
        "## A story to adapt\n\n"
        "**Situation:** Our billing release was late.\n\n"
        "**Task:** I had to ship the invoices module in a week.\n\n"
        "**Action:** I split the work and paired daily.\n\n"
        "**Result:** We shipped on time.\n"
    )
    assert len(_cards(text)) == 2
    assert _skipped(text) == []
    assert _warnings(text) == [
        "doc.md:17: 4 lines of text between questions in no card "
        "('**Situation:** Our billing release was late.'); not imported"
    ]


def test_a_task_with_a_solution_label_is_no_unanswered_task() -> None:
    """Guard: a task whose section holds an answer label (`**Solution:**`) is no task left
    unanswered: its lines stay one run of text reported as before."""
    text = (
        "# Rust notes\n\n"
        "### 1. Ownership\n\n"
        "**Question:** What does the borrow checker enforce?\n\n"
        "**Answer:** One mutable reference or many shared ones.\n\n"
        "### 2. Traits\n\n"
        "**Question:** Can a trait carry default methods?\n\n"
        "**Answer:** Yes, any method may have a default body.\n\n"
        "## Practice\n\n"
        "### 1. Parser\n\n"
        "**Task:** Write a tokenizer for arithmetic expressions.\n\n"
        "**Solution:** Scan the characters and emit a token per number or operator.\n"
    )
    assert len(_cards(text)) == 2
    assert _skipped(text) == []
    assert _warnings(text) == [
        "doc.md:19: 2 lines of text between questions in no card "
        "('**Task:** Write a tokenizer for arithmetic expressions.'); not imported"
    ]


# -- a run of bare question headings after the answered ones ---------------------------------

_COMPANY_RUN = """# React interview day 6

### Q1: What is JSX?

A syntax extension that compiles to createElement calls.

### Q2: What is a prop?

An input passed from parent to child.

## Company-Specific Questions

### Google: "Design a complex form system"
### Meta: "Forms with nested fields"
### Amazon: "Validation at scale"
"""


def test_a_run_of_bare_headings_after_the_questions_is_each_reported() -> None:
    """`### Google: "..."` / `### Meta: "..."` / ... one a line under their own section,
    nothing under any of them: each a question with no answer, named at its line (they
    vanished without a word)."""
    assert _cards(_COMPANY_RUN) == [
        ("What is JSX?", "A syntax extension that compiles to createElement calls."),
        ("What is a prop?", "An input passed from parent to child."),
    ]
    assert _keys(_COMPANY_RUN) == ["q01", "q02"]
    assert _skipped(_COMPANY_RUN) == [
        _unanswered(13, 'Google: "Design a complex form system"'),
        _unanswered(14, 'Meta: "Forms with nested fields"'),
        _unanswered(15, 'Amazon: "Validation at scale"'),
    ]


def test_the_run_with_blank_lines_and_plain_titles_is_reported_too() -> None:
    """The same run with a blank line between its headings, and one of plain titles (two of
    which another rule already reported, the middle one lost): every heading named once."""
    spaced = _COMPANY_RUN.replace('"\n###', '"\n\n###')
    assert len(_cards(spaced)) == 2
    assert [line for line, _ in _skipped(spaced)] == [13, 15, 17]
    plain = _COMPANY_RUN.replace("Google: ", "").replace("Meta: ", "").replace("Amazon: ", "")
    plain = plain.replace('"', "")
    assert len(_cards(plain)) == 2
    assert sorted(line for line, _ in _skipped(plain)) == [13, 14, 15]
    assert _unanswered(14, "Forms with nested fields") in _skipped(plain)


def test_answered_company_headings_keep_their_cards() -> None:
    """Guard: the same headings with blank lines and answers under some of them read as
    before: the answered ones are cards, the bare ones between questions reported as such."""
    text = (
        "# React interview day 6\n\n"
        "## Questions asked at companies\n\n"
        '### Google: "How does reconciliation work?"\n\n'
        '### Meta: "What is a fiber?"\n\n'
        '### Amazon: "Why do keys matter in lists?"\n\n'
        "Keys let React match children between renders.\n\n"
        '### Netflix: "What does useMemo cache?"\n\n'
        "The result of a computation between renders.\n"
    )
    assert _cards(text) == [
        (
            'Amazon: "Why do keys matter in lists?"',
            "Keys let React match children between renders.",
        ),
        ('Netflix: "What does useMemo cache?"', "The result of a computation between renders."),
    ]
    assert _keys(text) == ["q03", "q04"]
    assert _skipped(text) == [
        (5, "question #1 has no answer; skipped"),
        (7, "question #2 has no answer; skipped"),
    ]


def test_bare_headings_that_are_no_questions_stay_unreported() -> None:
    """Guard: a run of bare headings deeper than the questions (topics to come under `## Coming
    next`), of end matter (`### References` / `### Further reading`), of captions over what
    was left out (`### Example request:`), or one bare closing heading (`### Good luck!`):
    no question reported, as before."""
    head = (
        "# Async notes\n\n"
        "### 1. What is an event loop?\n\nIt runs callbacks when their events are ready.\n\n"
        "### 2. What is a future?\n\nA placeholder for a value computed later.\n\n"
    )
    deeper = head + "## Coming next\n\n#### Streams\n#### Channels\n#### Actors\n"
    ending = head + "### References\n### Further reading\n"
    closing = head + "### Good luck!\n"
    for text in (deeper, ending, closing):
        assert [q for q, _ in _cards(text)] == ["What is an event loop?", "What is a future?"]
        assert _skipped(text) == []
    # (the first caption was reported already, by the rule for a heading right after the
    # last answer; the run adds nothing)
    captions = head + "### Example request:\n### Example response:\n"
    assert _skipped(captions) == [(11, "question #3 has no answer; skipped")]


def test_a_group_title_over_numbered_questions_is_no_run() -> None:
    """Guard: `## Basics` bare right under an unanswered numbered question and over the next
    numbered one is the title of the questions below it: only the unanswered question is
    reported, as before, though the two bare headings stand in a row."""
    text = (
        "# Java questions\n\n"
        "## 1.1 Why is Java portable?\n\nIt runs on a virtual machine.\n\n"
        "## 1.2 What is bytecode?\n\n"
        "## Basics\n"
        "## 2.1 What is a list?\n\nAn ordered collection.\n"
    )
    assert [q for q, _ in _cards(text)] == ["Why is Java portable?", "What is a list?"]
    assert [line for line, _ in _skipped(text)] == [7]
