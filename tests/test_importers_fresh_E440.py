"""Importer layouts met in fixL16's round: an exam's theorems to prove, set as headings with
no `?` (`* Probar que ...`, `* Enunciar y probar ...`), and the text in no card that a report
named only by its first section.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_ORG_EXAM = """\
#+TITLE: Teoremas de álgebra lineal
#+OPTIONS: toc:nil

* ¿Qué es una base de un espacio vectorial?
Un conjunto linealmente independiente que genera el espacio.

* Probar que toda matriz simétrica real tiene autovalores reales
Sea $Av = \\lambda v$ con $v \\ne 0$.
** Primera parte
Conjugo y traspongo la ecuación.
** Conclusión
Luego $\\lambda = \\bar{\\lambda}$.

* Demostrar que la traza es invariante por semejanza
** ¿Qué hay que ver?
Que $tr(P^{-1}AP) = tr(A)$.
** Cuenta
Uso que $tr(XY) = tr(YX)$.

* Enunciar y probar el teorema de la dimensión
La dimensión del núcleo más la del rango es n.
** ¿Por qué vale?
Extiendo una base del núcleo a una del espacio.
"""


def _cards(imported: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in imported.deck.cards]


def test_org_headings_set_as_proofs_are_the_questions() -> None:
    """Top-level Org headings that mostly set a task (`Probar que ...`, `Demostrar que ...`,
    `Enunciar y probar ...`) are the questions beside the one that asks with `?`; their
    sub-headings, a `?` one too, are parts of the proofs. Before, only the `?` headings were
    questions: the proofs went into no card and `¿Por qué vale?` became a card of its own."""
    imported = result(_ORG_EXAM, source="teoremas.org")
    assert _cards(imported) == [
        (
            "q01",
            "¿Qué es una base de un espacio vectorial?",
            "Un conjunto linealmente independiente que genera el espacio.",
        ),
        (
            "q02",
            "Probar que toda matriz simétrica real tiene autovalores reales",
            "Sea $Av = \\lambda v$ con $v \\ne 0$.\n### Primera parte\n"
            "Conjugo y traspongo la ecuación.\n### Conclusión\n"
            "Luego $\\lambda = \\bar{\\lambda}$.",
        ),
        (
            "q03",
            "Demostrar que la traza es invariante por semejanza",
            "### ¿Qué hay que ver?\nQue $tr(P^{-1}AP) = tr(A)$.\n### Cuenta\n"
            "Uso que $tr(XY) = tr(YX)$.",
        ),
        (
            "q04",
            "Enunciar y probar el teorema de la dimensión",
            "La dimensión del núcleo más la del rango es n.\n### ¿Por qué vale?\n"
            "Extiendo una base del núcleo a una del espacio.",
        ),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_markdown_headings_set_as_proofs_in_english_are_the_questions() -> None:
    """The same shape in Markdown and English: `## Prove that ...` / `## Show that ...`
    headings among a `?` one, a proof's `### Why?` sub-heading kept in its answer."""
    text = """\
# Number theory final

## What is a prime number?
A whole number above one with no divisor but one and itself.

## Prove that there are infinitely many primes
Suppose there are finitely many and multiply them all.
### Why does that fail?
The product plus one has a prime factor not in the list.

## Show that the square root of two is irrational
Suppose it is p/q in lowest terms; both turn out even.
"""
    imported = result(text)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "What is a prime number?"),
        ("q02", "Prove that there are infinitely many primes"),
        ("q03", "Show that the square root of two is irrational"),
    ]
    assert imported.deck.cards[1].answer == (
        "Suppose there are finitely many and multiply them all.\n### Why does that fail?\n"
        "The product plus one has a prime factor not in the list."
    )
    assert imported.warnings == ()


def test_a_task_heading_over_questions_among_sections_stays_their_section() -> None:
    # near miss: `## Definir las operaciones` sets a task, but over `?` sub-headings among
    # section headings that neither ask nor set tasks: the level is sections, not questions,
    # and the sub-headings stay the questions, as before
    text = """\
# Álgebra

## Definir las operaciones
### ¿Qué es un grupo?
Un conjunto con una operación asociativa, neutro e inversos.
### ¿Qué es un anillo?
Un grupo abeliano con un producto asociativo y distributivo.

## Ejemplos
### ¿Es Z un anillo?
Sí, con la suma y el producto usuales.
"""
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "¿Qué es un grupo?",
            "Un conjunto con una operación asociativa, neutro e inversos.",
        ),
        (
            "q02",
            "¿Qué es un anillo?",
            "Un grupo abeliano con un producto asociativo y distributivo.",
        ),
        ("q03", "¿Es Z un anillo?", "Sí, con la suma y el producto usuales."),
    ]
    assert imported.warnings == ()


_SECTIONS = """\
# Grafos

# ¿Cuál es la complejidad de DFS?
Es O(n + m).

# Sobre los árboles con n vértices
## Caso base
Con un vértice no hay lados.
## Paso inductivo
Saco una hoja y aplico la hipótesis.

# Demostrar el lema de los grados
La suma de los grados es el doble de los lados.
## ¿Por qué vale?
Cada lado suma uno a cada extremo.
"""


def test_text_in_no_card_is_named_section_by_section() -> None:
    """Text in no card under two sections at one level: a topic's (`# Sobre los árboles ...`)
    and a task's that the reader did not take for a question (`# Demostrar el lema ...`, the
    only task among too few siblings that ask). The task's text is named by its own first
    line. Before, one report named the first section's first line only, and the second
    section's text (`La suma de los grados ...`) was lost with no word of its own. The
    first section's sub-headings (`## Caso base`, `## Paso inductivo`) name no question:
    one report for that section (near miss)."""
    imported = result(_SECTIONS)
    assert [(c.id, c.question) for c in imported.deck.cards] == [
        ("q01", "¿Cuál es la complejidad de DFS?"),
        ("q02", "¿Por qué vale?"),
    ]
    assert imported.warnings == (
        "doc.md:8: 2 lines of text between questions in no card ('Con un vértice no hay"
        " lados.'); not imported",
        "doc.md:13: 1 line of text between questions in no card ('La suma de los grados es el"
        " doble de los lados.'); not imported",
    )
