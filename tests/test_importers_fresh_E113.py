"""A numbered question hard-wrapped in another language (`7. Назовите некоторые важные
аннотации, используемые для отображения в` / `   Hibernate.`), found carded with its own last
word as the answer on a real Russian sheet (2026-11-30): the line broke off on a preposition
(`в`, "in") as English ones break off on `in`, so the question runs on, and a task set with a
verb of the notes' language (`Назовите`, `Wymień`, `Nennen Sie`) asks as `Name ...` does."""

from __future__ import annotations

import pytest

from srs.importers.asking import asks
from tests.importing import result

_WRAPPED = """\
1. Что такое Hibernate?
   > Библиотека ORM для Java.

2. Назовите некоторые важные аннотации, используемые для отображения в
   Hibernate.

3. Что такое сессия?
   > Единица работы с базой данных.
"""


def test_a_question_broken_off_on_a_preposition_runs_on() -> None:
    r = result(_WRAPPED)
    assert [c.question for c in r.deck.cards] == ["Что такое Hibernate?", "Что такое сессия?"]
    assert [s.line for s in r.skipped] == [4]


@pytest.mark.parametrize(
    "task",
    [
        "Назовите основные аннотации Hibernate.",
        "Опишите жизненный цикл бина.",
        "Wymień typy kolekcji.",
        "Nennen Sie drei Vorteile.",
        "Spiega il GIL.",
    ],
)
def test_a_task_set_in_the_notes_language_asks(task: str) -> None:
    assert asks(task)


def test_a_topic_in_those_words_without_a_full_stop_does_not() -> None:
    assert not asks("Опишите")
