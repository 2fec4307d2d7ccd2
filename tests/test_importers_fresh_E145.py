"""Two shapes from a judge's round (2026-11-30): an answer label given in two languages
(`**Trả lời / Answer:**`), left in the answers or read as more of the question; and a
contents list whose entry names a topic heading in other words (`[Agregar eventos
condicionales](#...)` over `## Agregar eventos de forma condicional`), which made that
heading a part of the answer above it, in silence."""

from __future__ import annotations

from tests.importing import result

_BILINGUAL = """\
# Câu hỏi / Questions

### 1. Khóa chính là gì? / What is a primary key?

**Trả lời / Answer:**
Khóa chính xác định duy nhất mỗi dòng.

### 2. View là gì? / What is a view?

**Trả lời / Answer:** Một truy vấn được lưu.
"""


def test_a_label_in_two_languages_is_one_label() -> None:
    cards = result(_BILINGUAL).deck.cards
    assert [c.question for c in cards] == [
        "Khóa chính là gì? / What is a primary key?",
        "View là gì? / What is a view?",
    ]
    assert [c.answer for c in cards] == [
        "Khóa chính xác định duy nhất mỗi dòng.",
        "Một truy vấn được lưu.",
    ]


_TOC = """\
# Repaso

## Índice

- [¿Qué es un hook?](#qué-es-un-hook)
- [Prop key en listas](#prop-key-en-listas)
- [¿Cómo agregar eventos a un botón?](#cómo-agregar-eventos-a-un-botón)
- [Agregar eventos condicionales](#agregar-eventos-condicionales)
- [¿Qué es un efecto?](#qué-es-un-efecto)

## ¿Qué es un hook?

Una función que permite usar estado en componentes.

## Prop key en listas

Identifica cada elemento de una lista.

### Ejemplo

Un `key` por elemento.

## ¿Cómo agregar eventos a un botón?

Se usa la prop `onClick`.

## Agregar eventos de forma condicional

Se pasa `undefined` cuando no se quiere el evento.

## ¿Qué es un efecto?

Código que se ejecuta después del renderizado.
"""


def test_a_heading_its_entry_names_in_other_words_is_a_question() -> None:
    cards = result(_TOC).deck.cards
    assert [c.question for c in cards] == [
        "¿Qué es un hook?",
        "Prop key en listas",
        "¿Cómo agregar eventos a un botón?",
        "Agregar eventos de forma condicional",
        "¿Qué es un efecto?",
    ]
    assert cards[1].answer.endswith("Un `key` por elemento.")
    assert cards[2].answer == "Se usa la prop `onClick`."


_NAVIGATION = """\
:one: __Which tag makes a paragraph?__
> `<p>`

:two: __Which property sets the text colour?__
> color

:three: __Which unit is relative to the root font size?__
>rem

> :arrow_right: [Back to the course](https://example.org/course) :arrow_left:
"""


def test_a_closing_navigation_link_is_no_part_of_the_last_answer() -> None:
    imported = result(_NAVIGATION)
    assert imported.deck.cards[-1].answer == "rem"
    assert any("Back to the course" in w for w in imported.warnings)


def test_a_closing_reference_link_stays_in_the_answer() -> None:
    text = _NAVIGATION.replace(
        "> :arrow_right: [Back to the course](https://example.org/course) :arrow_left:",
        "> [MDN: rem](https://developer.mozilla.org/en-US/docs/Web/CSS/length)",
    )
    assert "MDN: rem" in result(text).deck.cards[-1].answer
