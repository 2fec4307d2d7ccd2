"""Importer layouts met in the fresh round E291: each test is the shape of a real document
the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.asking import asks
from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


_BAKING = (
    "A. Baking Basics (2)\n\n"
    "Why does bread dough need to rest?\n\n"
    "Resting lets the gluten relax so the loaf shapes easily.\n\n"
    "What makes a crust brown?\n\n"
    "Sugars and proteins react in the oven heat.\n\n"
    "{title}\n\n"
    "How often should a starter be fed?\n\n"
    "Once a day when kept at room temperature.\n"
)


def test_a_lettered_pictograph_section_line_in_plain_text_is_no_answer_text() -> None:
    """Plain question / blank / answer groups under `🥖 B. Sourdough Starters (1)` lines: the
    section line titles the questions below; it is never glued to the answer above."""
    res = result(_BAKING.format(title="🥖 B. Sourdough Starters (1)"), source="baking.md")
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "Why does bread dough need to rest?",
            "Resting lets the gluten relax so the loaf shapes easily.",
        ),
        ("q02", "What makes a crust brown?", "Sugars and proteins react in the oven heat."),
        ("q03", "How often should a starter be fed?", "Once a day when kept at room temperature."),
    ]
    assert res.skipped == ()


def test_a_lettered_pictograph_section_line_may_hold_dotted_names() -> None:
    """`⏱ B. time.Sleep & time.After (1)`: a dot inside a name ends no sentence."""
    assert _pairs(_BAKING.format(title="⏱ B. time.Sleep & time.After (1)"))[1] == (
        "What makes a crust brown?",
        "Sugars and proteins react in the oven heat.",
    )


def test_a_lettered_pictograph_line_that_ends_a_sentence_stays_in_the_answer() -> None:
    """Guard: `💡 B. Keep it warm.` ends a sentence: it is the answer's own last line."""
    assert _pairs(_BAKING.format(title="💡 B. Keep it warm and covered."))[1] == (
        "What makes a crust brown?",
        "Sugars and proteins react in the oven heat.\n\n💡 B. Keep it warm and covered.",
    )


_LAZY_RU = (
    "1. Что такое кэш?\n"
    "быстрая память рядом с процессором\n\n"
    "2. Зачем нужен индекс?\n\n"
    "1. {item}\n"
    "    <https://example.org/map-foreach>\n\n"
    "1. Даны две строки\n\n"
    '```js\nconst a = "1";\nconst b = 1;\n```\n\n'
    "Чему равно a == b? Почему?\n\n"
    "1. Что такое замыкание?\n"
    "<https://example.org/closure>\n"
)


def test_a_russian_difference_item_with_no_question_mark_is_a_card() -> None:
    """A lazily numbered Russian list: `Разница между X и Y` with no `?` asks, as
    `Difference between X and Y` does in English; its answer is the line under it."""
    res = result(_LAZY_RU.format(item="Разница между `map` и `forEach`"))
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Что такое кэш?", "быстрая память рядом с процессором"),
        ("q01-2", "Разница между `map` и `forEach`", "<https://example.org/map-foreach>"),
        ("q01-3", "Что такое замыкание?", "<https://example.org/closure>"),
    ]
    assert [s.line for s in res.skipped] == [4, 9]  # `Зачем ...?` and `Даны ...`: no answer
    # the statement's code and the line that asks after it are its own, reported with it
    # (test_importers_fresh_E303); the difference item is no longer text between questions
    assert not [w for w in res.warnings if "between questions" in w]


def test_unmarked_questions_in_other_languages_ask() -> None:
    """A question word with its verb, or a difference of two things, asks without `?` in
    the languages the importer knows the task verbs of."""
    for text in (
        "Что такое замыкание",
        "Чем отличается let от var",
        "В чём разница между `==` и `===`",
        "Was ist ein Closure",
        "Unterschied zwischen Stack und Heap",
        "Différence entre let et const",
        "Apa itu closure",
    ):
        assert asks(text), text


def test_a_russian_title_or_statement_does_not_ask() -> None:
    """Guard: a bare question word with an infinitive (a how-to title), a difference that
    ends a sentence, or a plain statement asks nothing."""
    for text in ("Как установить Node", "Разница между версиями невелика.", "Даны две строки"):
        assert not asks(text), text
    res = result(_LAZY_RU.format(item="Перечень методов массива"))
    assert [c.question for c in res.deck.cards] == ["Что такое кэш?", "Что такое замыкание?"]
    assert (
        "doc.md:6: 1 line of text between questions in no card ('1. Перечень методов массива')"
        in " ".join(res.warnings)
    )  # its link is no text; the code and ask below are `Даны две строки`'s (E303)
    # as before: a statement that asks nothing is reported, never made a question
