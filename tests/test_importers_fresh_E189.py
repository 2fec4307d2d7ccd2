"""Layouts met in judge rounds Z174/Z175, on made-up documents: an answer fold holding its own
headings at any level, Obsidian_to_Anki `START`/`END` blocks with labelled front and back
fields, a question heading numbered without its dot among `N.` siblings, and options marked
with full-width brackets (`【A】`)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _warnings(text: str) -> list[str]:
    return list(result(text).warnings)


_FOLDED = (
    "# Заметки\n\n"
    "# 1. Планировщики\n\n"
    "## ❓ 1. Как работает cron?\n\n"
    "**[🎬 Разбор](https://example.invalid/a1)**\n\n"
    "<details><summary><strong>Раскрыть ответ</strong></summary><p>\n\n"
    "# 🧭 Суть\n\n"
    "Cron запускает команды по расписанию.\n\n"
    "## Что такое «выражение расписания»?\n\n"
    "Пять полей времени.\n\n"
    "# 🔧 Отладка\n\n"
    "Вывод смотрят в журнале.\n\n"
    "</p></details>\n\n"
    "## ❓ 2. Зачем нужен systemd timer?\n\n"
    "<details><summary><strong>Раскрыть ответ</strong></summary><p>\n\n"
    "## 🧩 Отличия\n\n"
    "Таймеры пишут журнал.\n\n"
    "</p></details>\n"
)


def test_headings_in_an_answer_fold_are_the_answers_own_at_any_level() -> None:
    """`<summary><strong>Раскрыть ответ</strong></summary><p>` under each question heading:
    the headings in the fold, above the question's level too (`# 🔧 Отладка` under a `##`
    question), and one that asks, are the answer's sections; they cut the answer short and
    made a junk card of the one that asks."""
    assert _cards(_FOLDED) == [
        (
            "Как работает cron?",
            "**[🎬 Разбор](https://example.invalid/a1)**\n\n# 🧭 Суть\n\n"
            "Cron запускает команды по расписанию.\n\n"
            "## Что такое «выражение расписания»?\n\nПять полей времени.\n\n"
            "# 🔧 Отладка\n\nВывод смотрят в журнале.",
            {},
        ),
        ("Зачем нужен systemd timer?", "## 🧩 Отличия\n\nТаймеры пишут журнал.", {}),
    ]
    assert _warnings(_FOLDED) == []


def test_a_fold_titled_with_more_than_an_answer_keeps_its_question_headings() -> None:
    """Guard: a fold whose tagged summary says more than "show the answer" (`Показать все
    ответы раздела`) holds the section's questions; its headings stay questions."""
    text = (
        "# Сети\n\n"
        "<details><summary><strong>Показать все ответы раздела</strong></summary><p>\n\n"
        "## ❓ 1. Что такое DNS?\n\nСлужба имён.\n\n"
        "## ❓ 2. Что такое NAT?\n\nПодмена адресов.\n\n"
        "</p></details>\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("Что такое DNS?", "Служба имён."),
        ("Что такое NAT?", "Подмена адресов."),
    ]


def _note(front: str, back: str, kind: str = "Einfach") -> str:
    return f"START\n{kind}\nVorderseite:\n{front}\nRückseite:\n{back}\nEND\n\n"


def test_obsidian_to_anki_notes_key_the_options_their_back_marks() -> None:
    """Obsidian_to_Anki notes (`START` / note type / `Vorderseite:` / ... / `Rückseite:` /
    ... / `END`) whose back repeats the question and its options, marking the right ones: the
    marks key the options (one right: a choice; two: an open card with its warning), and no
    marker, label or repeated line is in a card; the `TARGET DECK:` names the deck."""
    text = (
        "TARGET DECK: Obst\n\n"
        + _note(
            "## Frage 1 (Früchte):\n\nWelche Frucht ist gelb?\n\n1. Banane\n2. Kirsche\n3. Traube",
            "Welche Frucht ist gelb?\n\n1. Banane **[richtig]**\n2. Kirsche\n3. Traube",
        )
        + _note(
            "## Frage 2 (Früchte):\n\nWelche Früchte wachsen am Baum?\n\n1. Apfel \n2. Erdbeere\n"
            "3. Birne",
            "Welche Früchte wachsen am Baum?\n\n1. Apfel **[richtig]**\n2. Erdbeere\n"
            "3. Birne **[richtig]**",
        )
    )
    imported = result(text)
    assert imported.deck.name == "Obst"
    assert _cards(text) == [
        (
            "Welche Frucht ist gelb?",
            "A",
            {"A": "Banane", "B": "Kirsche", "C": "Traube"},
        ),
        (
            "Welche Früchte wachsen am Baum?\n\n- A) Apfel\n- B) Erdbeere\n- C) Birne",
            "- Apfel\n- Birne",
            {},
        ),
    ]
    assert imported.warnings == (
        "doc.md:30: question 2 has 2 right options (A, C); made an open card",
    )


def test_obsidian_to_anki_basic_notes_are_question_and_answer() -> None:
    """The plugin's basic notes, labels in English, the first one left out, the id the
    plugin writes back: front is the question, back the answer; the deck's name on the line
    under `TARGET DECK` names the deck."""
    text = (
        "TARGET DECK\nNetworking\n\n"
        "START\nBasic\nFront: What does a router do?\nBack: It forwards packets.\n"
        "<!--ID: 1700000000001-->\nEND\n\n"
        "START\nBasic\nWhat is a subnet mask\nBack:\nA 32-bit value that splits an address\n"
        "into network and host parts.\nEND\n"
    )
    assert _cards(text) == [
        ("What does a router do?", "It forwards packets.", {}),
        (
            "What is a subnet mask",
            "A 32-bit value that splits an address\ninto network and host parts.",
            {},
        ),
    ]
    assert _warnings(text) == []
    assert result(text).deck.name == "Networking"


def test_start_and_end_lines_in_an_answer_are_no_note() -> None:
    """Guard: `START` / a line / `END` in an answer, no field labelled: the answer's text."""
    text = (
        "# Build steps\n\n### 1. What does the loader print?\n\n"
        "START\nLoading modules\nEND\n\nA start line, the modules and an end line.\n"
    )
    assert _cards(text) == [
        (
            "What does the loader print?",
            "START\nLoading modules\nEND\n\nA start line, the modules and an end line.",
            {},
        )
    ]


_STORAGE = (
    "# Storage notes\n\n"
    "### 1. What is a page cache?\nMemory the kernel keeps for file blocks.\n\n"
    "### 2. What is write-back?\nDirty pages are flushed later, in batches.\n\n"
)


def test_a_heading_numbered_without_its_dot_continues_its_siblings_count() -> None:
    """`### 3 fsync vs fdatasync` after `### 1.` and `### 2.`: the third question, its dot
    left out; it was no question, its answer dropped as text between questions."""
    text = _STORAGE + (
        "### 3 fsync vs fdatasync\n"
        "1. fsync flushes data and metadata.\n2. fdatasync skips some metadata.\n"
    )
    assert _cards(text) == [
        ("What is a page cache?", "Memory the kernel keeps for file blocks.", {}),
        ("What is write-back?", "Dirty pages are flushed later, in batches.", {}),
        (
            "fsync vs fdatasync",
            "1. fsync flushes data and metadata.\n2. fdatasync skips some metadata.",
            {},
        ),
    ]
    assert _warnings(text) == []


def test_a_dotless_number_off_the_count_stays_words() -> None:
    """Guard: `### 10 rules of thumb` after `### 2.` does not continue the count: a title,
    its text reported as before."""
    text = _STORAGE + "### 10 rules of thumb\nMeasure first, then tune.\n"
    assert [q for q, _, _ in _cards(text)] == ["What is a page cache?", "What is write-back?"]
    assert _warnings(text) == [
        "doc.md:10: 1 line of text between questions in no card ('Measure first, then tune.');"
        " not imported"
    ]


def test_options_lettered_in_brackets_are_lettered_options() -> None:
    """`【A】链表` (full-width brackets, as Chinese quizzes write options) and `[A] 列表` at a
    line's start, over a `正确答案：B` key: options like `A. 链表`; the quiz held no question."""
    text = (
        "# 小测验\n\n"
        "1. 哪种结构按键查找最快：\n\n"
        "   【A】链表\n   【B】哈希表\n   【C】栈\n\n   正确答案：B\n\n"
        "2. `print(2 ** 3)` 的结果是：\n\n"
        "   ［A］6\n   ［B］8\n\n   正确答案：B\n\n"
        "3. 下列哪些是可迭代对象：\n\n"
        "   [A] 列表\n   [B] 整数\n   [C] 字符串\n\n   正确答案：A、C\n"
    )
    assert _cards(text) == [
        ("哪种结构按键查找最快：", "B", {"A": "链表", "B": "哈希表", "C": "栈"}),
        ("`print(2 ** 3)` 的结果是：", "B", {"A": "6", "B": "8"}),
        ("下列哪些是可迭代对象：\n\n- A) 列表\n- B) 整数\n- C) 字符串", "- 列表\n- 字符串", {}),
    ]
    assert _warnings(text) == [
        "doc.md:24: question 3 has 2 right options (A, C); made an open card"
    ]


def test_small_letters_in_brackets_are_a_notes_references() -> None:
    """Guard: `[a] the draft spec` / `[b] the errata page` under an answer are its notes, not
    options: the question keeps its answer (read as options it was skipped for no key)."""
    text = (
        "# Notes\n\n### 1. Where is the spec?\nSee [a] and [b] below.\n\n"
        "[a] the draft spec\n[b] the errata page\n\n"
        "### 2. What is a tuple?\nAn immutable sequence.\n"
    )
    assert _cards(text) == [
        (
            "Where is the spec?",
            "See [a] and [b] below.\n\n[a] the draft spec\n[b] the errata page",
            {},
        ),
        ("What is a tuple?", "An immutable sequence.", {}),
    ]
