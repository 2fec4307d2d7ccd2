"""Importer layouts met in the Z192 round: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import ImportResult
from tests.importing import result

_PLANET = (
    "### Pregunta 1\n¿Que planeta esta mas cerca del sol?\n\na) Venus\nb) Mercurio\nc) Marte\n\n"
)
_STAR = "### Pregunta 2\n¿Cual es la estrella mas cercana?\n\na) El Sol\nb) Sirio\nc) Vega\n\n"
_SIDES = "### Pregunta {n}\n¿Cuantos lados tiene un hexagono?\n\na) Cinco\nb) Ocho\nc) Seis\n\n"


def _keyed(res: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in res.deck.cards]


def test_a_key_titled_clave_de_respuestas_under_part_headings_is_read() -> None:
    """A Spanish self-test: `## CLAVE DE RESPUESTAS`, split under `### Parte N`, each entry
    `N. **b** - option text`, numbered on across the parts."""
    text = (
        "## Prueba\n\n" + _PLANET + _STAR + _SIDES.format(n=3) + "## CLAVE DE RESPUESTAS\n\n"
        "### Parte 1\n1. **b** - Mercurio\n2. **a** - El Sol\n\n"
        "### Parte 2\n3. **c** - Seis\n"
    )
    res = result(text)
    assert _keyed(res) == [
        ("q01", "¿Que planeta esta mas cerca del sol?", "B"),
        ("q02", "¿Cual es la estrella mas cercana?", "A"),
        ("q03", "¿Cuantos lados tiene un hexagono?", "C"),
    ]
    assert res.deck.cards[2].choices == {"A": "Cinco", "B": "Ocho", "C": "Seis"}
    assert not res.skipped
    assert not res.warnings


def test_other_languages_key_of_the_answers_titles_end_the_questions() -> None:
    """`## Chave de respostas`, `## Clé des réponses`, `## Chiave delle risposte`: a key."""
    for title in ("Chave de respostas", "Clé des réponses", "Chiave delle risposte"):
        text = "## Quiz\n\n" + _PLANET + _STAR + f"## {title}\n\n1. B\n2. A\n"
        assert [c.answer for c in result(text).deck.cards] == ["B", "A"], title


def test_key_parts_restarting_their_numbers_key_the_sections_by_order() -> None:
    """Numbering restarts per section (`## SECCION 2`), and the key's parts (`### Parte 2`)
    name no section: they key the sections in order."""
    text = (
        "# Autoevaluacion\n\n## SECCION 1: Astronomia\n\n"
        + _PLANET
        + _STAR
        + "## SECCION 2: Geometria\n\n"
        + _SIDES.format(n=1)
        + "## Clave de respuestas\n\n"
        "### Parte 1\n1. **b** - Mercurio\n2. **a** - El Sol\n\n"
        "### Parte 2\n1. **c** - Seis\n"
    )
    res = result(text)
    assert _keyed(res) == [
        ("s1-q01", "¿Que planeta esta mas cerca del sol?", "B"),
        ("s1-q02", "¿Cual es la estrella mas cercana?", "A"),
        ("s2-q01", "¿Cuantos lados tiene un hexagono?", "C"),
    ]
    assert not res.skipped
    assert not res.warnings


def test_key_parts_that_do_not_pair_with_the_sections_key_nothing() -> None:
    """Guard: one key part for two sections whose numbers restart: which `1.` keys which
    question cannot be told, so the key is not used, as before: nothing imports."""
    text = (
        "# Autoevaluacion\n\n## SECCION 1: Astronomia\n\n"
        + _PLANET
        + _STAR
        + "## SECCION 2: Geometria\n\n"
        + _SIDES.format(n=1)
        + "## Clave de respuestas\n\n"
        "### Parte 1\n1. **b** - Mercurio\n2. **a** - El Sol\n1. **c** - Seis\n"
    )
    with pytest.raises(DocumentError, match="3 questions found, none with an answer"):
        result(text)


def test_a_heading_that_only_mentions_the_answers_is_no_key() -> None:
    """Guard: `## La clave de las respuestas buenas es practicar` is prose, not a key title:
    the lines under it are no key."""
    text = (
        "## Prueba\n\n" + _PLANET + "Respuesta: b\n\n" + _STAR + "Respuesta: a\n\n"
        "## Practicar la clave de respuestas rapidas\n\n1. B\n2. C\n"
    )
    res = result(text)
    assert [c.answer for c in res.deck.cards] == ["B", "A"]
