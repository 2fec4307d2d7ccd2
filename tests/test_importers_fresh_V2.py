"""Importer layouts met on fresh public documents (helper V2's sweep: interview question banks
in less common shapes, several languages, quizzes keyed in odd ways): each test is the shape of
one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs import decks
from srs.importers import import_file
from tests.importing import result

# -- the right option set wholly in bold italics -----------------------------------------------

_BOLD_ITALIC_QUIZ = """\
#### 1. ¿Qué cláusula filtra filas?
a) FROM

***b) WHERE***

c) ORDER BY

#### 2. ¿Qué función cuenta filas?
a) SUM()
b) AVG()
 ***c) COUNT()***

#### 3. ¿Qué borra una tabla?
a) DELETE

b) TRUNCATE

***c) DROP TABLE***

#### 4. ¿Qué ordena resultados?
***a) ORDER BY***

b) SORT BY
"""


def test_an_option_in_bold_italics_is_the_key_even_the_last_before_a_heading() -> None:
    cards = result(_BOLD_ITALIC_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("¿Qué cláusula filtra filas?", "B"),
        ("¿Qué función cuenta filas?", "C"),
        ("¿Qué borra una tabla?", "C"),
        ("¿Qué ordena resultados?", "A"),
    ]
    assert cards[0].choices == {"A": "FROM", "B": "WHERE", "C": "ORDER BY"}
    assert cards[2].choices["C"] == "DROP TABLE"


# -- a key told as "`b` is the correct answer" after the answer label --------------------------

_KEY_SENTENCE_QUIZ = """\
**Q**: Which one is a list?

a. `(1, 2)`

b. `[1, 2]`

**A**: `b` is the correct answer.

---

**Q**: What does `f` return?

a. `Int`

b. `Bool`

**A**: The type of `f` ends in `Int`.

`a` is the correct answer. The last arrow points at it.

---

**Q**: Which is lazy?

a. `foldl'`

b. `foldr`

**A**: `b` is the correct answer. It can stop early.
"""


def test_a_key_sentence_after_the_answer_label_names_the_key() -> None:
    cards = result(_KEY_SENTENCE_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which one is a list?", "B"),
        ("What does `f` return?", "A"),
        ("Which is lazy?", "B"),
    ]
    assert cards[0].choices == {"A": "`(1, 2)`", "B": "`[1, 2]`"}
    assert cards[1].explanation == "The type of `f` ends in `Int`.\n\nThe last arrow points at it."
    assert cards[2].explanation == "It can stop early."


# -- a list of questions to prepare, some told with a full stop --------------------------------

_TOLD_AMONG_ASKED = """\
# Framework Questions

What is a service container?

How do you register a provider?

Explain the request life cycle.

What are facades?

Write a query that loads users with their active orders.

Describe how queues retry a failed job.
"""


def test_told_questions_in_a_run_of_lone_questions_are_questions_not_answers() -> None:
    imported = result(
        _TOLD_AMONG_ASKED + "\nWhat is a gate?\nA gate is a closure that authorises.\n"
    )
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a gate?", "A gate is a closure that authorises."),
    ]
    assert [s.line for s in imported.skipped] == [3, 5, 7, 9, 11, 13]


# -- an HTML page: items holding a paragraph, a quote split over bold runs ---------------------

_HTML_ITEMS_PAGE = """\
<html><body>
<p><b>1. Tell me about yourself.</b></p>
<p>Keep it short.</p>
<ul>
  <li>
    <p>Say where you studied.</p>
  </li>
  <li>
    <p>Name one achievement.</p>
  </li>
</ul>
<p><strong>"</strong><strong>I studied in Pune and led the robotics club."</strong></p>
<p><b>2. Why should we hire you?</b></p>
<p>Match your skills to the role.</p>
<p><b>3. Where do you see yourself in 5 years?</b></p>
<p>Growing with the team.</p>
</body></html>
"""


def test_a_page_item_holding_a_paragraph_and_bold_runs_side_by_side_read_cleanly(
    tmp_path: Path,
) -> None:
    page = tmp_path / "hr.html"
    page.write_text(_HTML_ITEMS_PAGE, encoding="utf-8")
    imported = import_file(page)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Tell me about yourself.",
        "Why should we hire you?",
        "Where do you see yourself in 5 years?",
    ]
    assert cards[0].answer == (
        "Keep it short.\n\n- Say where you studied.\n\n- Name one achievement.\n\n"
        '**"I studied in Pune and led the robotics club."**'
    )
    assert cards[1].answer == "Match your skills to the role."


# -- a numbered answer under its label, one step ending in a query's star ----------------------

_STEPS_UNDER_LABEL = """\
### 1. ¿Qué es un índice?
**Respuesta**: Una estructura que acelera las consultas.

### 2. ¿Cómo optimizar una consulta lenta?
**Respuesta**:
1. Usar EXPLAIN
2. Agregar índices
3. Evitar SELECT *
4. Limitar resultados

### 3. ¿Qué es una vista?
**Respuesta**: Una tabla virtual.
"""


def test_numbered_steps_under_an_answer_label_are_the_answer_whatever_they_end_with() -> None:
    imported = result(_STEPS_UNDER_LABEL)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "¿Qué es un índice?",
        "¿Cómo optimizar una consulta lenta?",
        "¿Qué es una vista?",
    ]
    assert cards[1].choices == {}
    assert cards[1].answer == (
        "1. Usar EXPLAIN\n2. Agregar índices\n3. Evitar SELECT *\n4. Limitar resultados"
    )


# -- Chinese bold bullet questions with no question mark, some unanswered -----------------------

_CHINESE_BOLD_BULLETS = """\
## 系统设计

这些是面试中遇到的系统设计题。

* **设计一个短链接服务（某公司）**
  * 哈希加自增编号
  * 缓存热门链接

* **如何设计一个秒杀系统（某电商）**
  * 限流和排队
  * 库存预扣

* **设计一个点赞系统**

* **权限管理是如何设计的（项目相关）**
  * 基于角色的访问控制
"""


def test_chinese_bold_bullets_ask_by_their_task_or_question_word() -> None:
    imported = result(_CHINESE_BOLD_BULLETS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "设计一个短链接服务（某公司）",
        "如何设计一个秒杀系统（某电商）",
        "权限管理是如何设计的（项目相关）",
    ]
    assert cards[0].answer == "* 哈希加自增编号\n* 缓存热门链接"
    assert cards[2].answer == "基于角色的访问控制"
    assert [s.line for s in imported.skipped] == [13]


# -- a short bold note title over the section after the last answer -----------------------------

_NOTE_OVER_SECTION = """\
### 1. Why should we hire you?
Show how your skills match the role.

### 2. Do you want to ask us anything?
Always keep a question ready.

**NOTE :-**

## Avoid

- Arriving late
- Arguing with the panel
"""


def test_a_short_bold_title_over_a_section_heading_is_no_part_of_the_answer_above() -> None:
    imported = result(_NOTE_OVER_SECTION)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Why should we hire you?", "Show how your skills match the role."),
        ("Do you want to ask us anything?", "Always keep a question ready."),
    ]
    assert any("NOTE :-" in w for w in imported.warnings)
