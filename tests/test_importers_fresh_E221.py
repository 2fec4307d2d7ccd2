"""A test sheet whose right bullets are marked by an arrow and a word (`- Set ---> RESPUESTA`):
the few the author marked otherwise (a misspelt word, a note after the arrow, the arrow glued to
the option's code) or not at all were open cards holding their options, arrows and all, with no
warning (judges' rounds, 2026-12-01)."""

from __future__ import annotations

from tests.importing import result


def _question(n: int, stem: str, options: list[str]) -> str:
    items = "\n\n".join(f"- {option}" for option in options)
    return f"{n}. {stem}\n\n{items}\n\n---\n\n"


_MARKED = [
    ("¿Qué guarda texto?", ["int", "String ---> RESPUESTA", "char"]),
    ("¿Qué es una clase?", ["Un molde ---> RESPUESTA", "Un número", "Una red"]),
    ("¿Qué compara igualdad?", ["=", "!", "== ---> RESPUESTA"]),
]


def _sheet(*odd: tuple[str, list[str]]) -> str:
    questions = [*_MARKED, *odd]
    return "# TEST\n\n" + "".join(_question(n, s, o) for n, (s, o) in enumerate(questions, 1))


def test_odd_arrows_follow_the_pages_convention() -> None:
    r = result(
        _sheet(
            ("¿Qué sale de un bucle?", ["continue", "break ---> ME LO DIERON MAL", "return"]),
            ("¿Qué fecha lleva zona?", ["LocalDate", "ZonedDateTime ---> RESPUSTA", "Instant"]),
            ("¿Qué operador es Y?", ["``&&`--> RESPUESTA", "``||``", "``!``"]),
        )
    )
    cards = r.deck.cards
    assert [c.answer for c in cards] == ["B", "A", "C", "B", "B", "A"]
    assert cards[3].choices == {"A": "continue", "B": "break", "C": "return"}
    assert cards[5].choices["A"] == "``&&``"
    assert not any("--" in v for c in cards for v in c.choices.values())


def test_a_question_with_no_arrow_is_reported_not_answered_by_its_options() -> None:
    r = result(
        _sheet(
            ("¿Qué es una interfaz?", ["Un contrato", "Una clase", "Un hilo"]),
            ("¿Qué es un hilo?", ["Una tarea", "Un proceso ligero ---> RESPUESTA", "Un byte"]),
        )
    )
    assert [c.answer for c in r.deck.cards] == ["B", "A", "C", "B"]
    assert any("4. ¿Qué es una interfaz?" in w and "no answer" in w for w in r.warnings)


def test_an_unmarked_list_among_few_marked_ones_stays_an_answer() -> None:
    r = result(_sheet(("¿Qué es una interfaz?", ["Un contrato", "Una clase", "Un hilo"])))
    assert r.deck.cards[3].answer.startswith("- Un contrato")


def test_two_marked_lists_make_no_convention() -> None:
    text = "# TEST\n\n" + "".join(
        _question(n, s, o)
        for n, (s, o) in enumerate(
            [*_MARKED[:2], ("¿Qué sale?", ["continue", "break ---> ojo con esto", "return"])], 1
        )
    )
    cards = result(text).deck.cards
    assert cards[2].choices == {}
    assert "ojo con esto" in cards[2].answer


def test_a_list_mapping_things_with_arrows_is_left_alone() -> None:
    r = result(_sheet(("¿Qué puertos usan?", ["HTTP --> 80", "HTTPS --> 443", "SSH --> 22"])))
    assert [c.answer for c in r.deck.cards][:3] == ["B", "A", "C"]
    assert "HTTPS --> 443" in r.deck.cards[3].answer
