"""Importer layouts met in the fix-M4 session's rounds (Spanish, Portuguese and other
non-English interview notes): each test is the shape of a real document the importer
misread, written small, with a near miss beside it that must import as before.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


def _warnings(text: str) -> list[str]:
    return [str(w) for w in result(text).warnings]


# -- 1. a statement heading right after a rule, among rule-separated question headings --------

_RULED = """\
# Preguntas de React

## ¿Qué es JSX?

Una sintaxis que mezcla marcado y JavaScript.

---

## Explica el flujo de datos en React

Los datos bajan de padres a hijos por las props.

---

## ¿Qué es una prop?

Un valor que el padre pasa al hijo.
"""


def test_statement_heading_after_a_rule_between_ruled_questions_is_a_question() -> None:
    """`---` / `## Explica el flujo de datos en React` between two `## ¿...?` questions: its
    answer was merged into the card above, with no warning (too few asking siblings for the
    sibling rule); the rule closing the answer above says a new question starts."""
    imported = result(_RULED)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "¿Qué es JSX?", "Una sintaxis que mezcla marcado y JavaScript."),
        (
            "q02",
            "Explica el flujo de datos en React",
            "Los datos bajan de padres a hijos por las props.",
        ),
        ("q03", "¿Qué es una prop?", "Un valor que el padre pasa al hijo."),
    ]
    assert not imported.warnings


def test_statement_heading_with_no_rule_above_stays_a_part_of_the_answer() -> None:
    """Guard: the same page without its rules. A plain heading between two questions is a
    sub-heading of the answer above (`### 91. What is CAP?` / `### How to explain it`), as
    before: no rule says the answer ended."""
    text = _RULED.replace("---\n\n", "")
    assert _cards(text) == [
        (
            "q01",
            "¿Qué es JSX?",
            "Una sintaxis que mezcla marcado y JavaScript.\n\n"
            "## Explica el flujo de datos en React\n\n"
            "Los datos bajan de padres a hijos por las props.",
        ),
        ("q02", "¿Qué es una prop?", "Un valor que el padre pasa al hijo."),
    ]


def test_example_heading_after_a_rule_stays_a_part_of_the_answer() -> None:
    """Guard: `---` / `## Ejemplo` names a part of the answer above (in Spanish, as `##
    Example` does in English): no question, whatever rule is above it."""
    text = _RULED.replace("## Explica el flujo de datos en React", "## Ejemplo")
    assert _cards(text) == [
        (
            "q01",
            "¿Qué es JSX?",
            "Una sintaxis que mezcla marcado y JavaScript.\n\n"
            "## Ejemplo\n\nLos datos bajan de padres a hijos por las props.",
        ),
        ("q02", "¿Qué es una prop?", "Un valor que el padre pasa al hijo."),
    ]


def test_plain_heading_after_a_rule_after_the_last_question_is_no_question() -> None:
    """Guard: a plain heading after a rule under the last question is the page's closing
    section, not a question: only one between two ruled questions is."""
    text = _RULED + "\n---\n\n## Recursos para seguir aprendiendo\n\nLa documentación oficial.\n"
    imported = result(text)
    assert [c.question for c in imported.deck.cards][-1] == "¿Qué es una prop?"
    assert imported.deck.cards[-1].answer == "Un valor que el padre pasa al hijo."
    assert [str(w) for w in imported.warnings] == [
        "doc.md:23: 1 line of text between questions in no card ('La documentación oficial.');"
        " not imported"
    ]


# -- 2. a question one level deeper that names its own subject --------------------------------

_DEEPER = """\
# Preguntas de React

## ¿Qué es JSX?

Una sintaxis que mezcla marcado y JavaScript.

### Ejemplo

Un título escrito como etiqueta.

---

## ¿Qué es el estado?

Los datos internos que cambian con el tiempo.

### ¿Qué son los hooks?

Funciones que dan estado a los componentes de función.

---

## ¿Qué es una prop?

Un valor que el padre pasa al hijo.

### Ventajas

- Componentes reutilizables.
"""


def test_deeper_heading_naming_its_own_subject_after_an_answer_is_a_question() -> None:
    """`### ¿Qué son los hooks?` after `## ¿Qué es el estado?`'s answer, with its own answer:
    swallowed into the card above, with no warning (the follow-up rule asks for follow-ups
    under two questions). It names what it asks about: a question of its own. `### Ejemplo`
    and `### Ventajas`, which do not ask, stay in their answers."""
    imported = result(_DEEPER)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        (
            "q01",
            "¿Qué es JSX?",
            "Una sintaxis que mezcla marcado y JavaScript.\n\n"
            "### Ejemplo\n\nUn título escrito como etiqueta.",
        ),
        ("q02", "¿Qué es el estado?", "Los datos internos que cambian con el tiempo."),
        ("q03", "¿Qué son los hooks?", "Funciones que dan estado a los componentes de función."),
        (
            "q04",
            "¿Qué es una prop?",
            "Un valor que el padre pasa al hijo.\n\n### Ventajas\n\n- Componentes reutilizables.",
        ),
    ]
    assert not imported.warnings


def test_deeper_heading_asking_about_the_question_above_stays_in_its_answer() -> None:
    """Guard: `### ¿Por qué es importante?` (no subject of its own: Spanish leaves it out)
    and `### ¿Cuáles son sus ventajas?` (`sus` points back) ask about the question above:
    parts of its answer, as `### Why does it matter?` is, where (as here) one question
    only has such sub-headings."""
    for follow_up in ("¿Por qué es importante?", "¿Cuáles son sus ventajas?"):
        text = (
            f"## ¿Qué es el estado?\n\nLos datos internos.\n\n### {follow_up}\n\n"
            "Sin él la interfaz no reacciona.\n\n---\n\n"
            "## ¿Qué es una prop?\n\nUn valor del padre.\n"
        )
        assert _cards(text) == [
            (
                "q01",
                "¿Qué es el estado?",
                f"Los datos internos.\n\n### {follow_up}\n\nSin él la interfaz no reacciona.",
            ),
            ("q02", "¿Qué es una prop?", "Un valor del padre."),
        ]


def test_deeper_asking_heading_after_an_example_part_stays_in_the_answer() -> None:
    """Guard: a sub-heading that asks after a part of the answer (`### Ejemplo`), not right
    after the answer's own text, is one more part of it."""
    text = (
        "## ¿Qué es el estado?\n\nLos datos internos.\n\n### Ejemplo\n\nUn contador.\n\n"
        "### ¿Qué son los hooks?\n\nFunciones de React.\n\n---\n\n"
        "## ¿Qué es una prop?\n\nUn valor del padre.\n"
    )
    cards = _cards(text)
    assert [q for _, q, _ in cards] == ["¿Qué es el estado?", "¿Qué es una prop?"]
    assert cards[0][2].endswith("### ¿Qué son los hooks?\n\nFunciones de React.")


# -- 3. a bold bullet set as a task, its sub-bullet asking back: unanswered -------------------

_TASK_ITEM = """\
# Perguntas de Java

- **O que é a JVM?**
    A máquina que executa o bytecode.
- **O que é o JDK?**
    - O kit com o compilador.
    - Traz também o JRE.
- **Fale sobre padrões de projeto.**\x20
    - Quais você já usou?
- **O que é herança?**
    Uma classe que reaproveita outra.
"""


def test_task_bullet_whose_sub_bullet_asks_back_is_reported_unanswered() -> None:
    """`- **Fale sobre padrões de projeto.** ` over `    - Quais você já usou?` and nothing
    more: an unanswered question, reported as one. The answers' sub-bullets counted as
    items of the list made it a list of statements, and the item a point of it: reported
    as 3 lines of text between questions."""
    imported = result(_TASK_ITEM)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "O que é a JVM?", "A máquina que executa o bytecode."),
        ("q02", "O que é o JDK?", "- O kit com o compilador.\n- Traz também o JRE."),
        ("q03", "O que é herança?", "Uma classe que reaproveita outra."),
    ]
    assert [str(w) for w in imported.warnings] == [
        "doc.md:8: '- **Fale sobre padrões de projeto.**' looks like a question, but no answer"
        " was found for it; not imported"
    ]


def test_instructor_notes_with_sub_bullets_over_a_numbered_quiz_stay_notes() -> None:
    """Guard: bullet notes for the instructor (one asking by its first word, `Give the first
    question ...`) over the quiz's numbered questions: a list of statements, its point no
    unanswered question. The numbered list after it is another list (another marker), not
    more of its siblings."""
    text = (
        "# Quiz de revisão\n\nNotas para o instrutor:\n\n"
        "* Divida a turma em dois times\n    * cada time escolhe um nome\n"
        "* Give the first question to the first team\n* Anote os pontos no quadro\n\n"
        "1. What does RAM stand for?\n\n    1. Readily Available Memory\n"
        "    2. Random Access Memory\n\nAnswer: (b). Random Access Memory.\n\n"
        "2. What is caching?\n\n    1. Storing a result to reuse it\n    2. Saving to disk\n\n"
        "Answer: (a).\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What does RAM stand for?", "B"),
        ("What is caching?", "A"),
    ]
    assert not imported.skipped
    assert [str(w) for w in imported.warnings] == [
        "doc.md:3: 5 lines of introduction before the first question ('Notas para o"
        " instrutor:'); not imported"
    ]


# -- 4. a chat reply's sign-off in Portuguese, Spanish, French, German -------------------------


def test_chat_sign_offs_closing_answers_go_in_every_language() -> None:
    """ChatGPT answers pasted whole end with an offer of more help or a hope that it helped:
    dropped in English (`Would you like me to ...?`), kept in the answer in other languages.
    Words to the one who asked, in any language."""
    text = (
        "## O que é a JVM?\n\nA máquina que executa o bytecode.\n\n"
        "Se precisar de mais alguma coisa, é só perguntar!\n\n"
        "## ¿Qué es una prop?\n\nUn valor del padre.\n\n"
        "¿Quieres que te explique más sobre las props?\n\n"
        "## Qu'est-ce qu'une classe ?\n\nUn modèle d'objets.\n\n"
        "N'hésitez pas à me demander si vous avez d'autres questions !\n\n"
        "## Was ist ein Interface?\n\nEin Vertrag über Methoden.\n\n"
        "Möchtest du, dass ich ein Beispiel zeige?\n\n"
        "## O que é herança?\n\nUma classe que reaproveita outra.\n\nEspero que isso ajude!\n\n"
        "## What is a class?\n\nA template for objects.\n\nLet me know if you need anything else!\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("O que é a JVM?", "A máquina que executa o bytecode."),
        ("¿Qué es una prop?", "Un valor del padre."),
        ("Qu'est-ce qu'une classe ?", "Un modèle d'objets."),
        ("Was ist ein Interface?", "Ein Vertrag über Methoden."),
        ("O que é herança?", "Uma classe que reaproveita outra."),
        ("What is a class?", "A template for objects."),
    ]
    assert not imported.warnings


def test_asking_sign_off_alone_after_the_questions_is_no_unanswered_question() -> None:
    """`¿Quieres que te explique más sobre las props?` after a numbered list of answered
    questions was reported as a question with no answer; like `Would you like me to ...?`,
    it is text in no card."""
    text = (
        "1. ¿Qué es un componente?\n   Una pieza de la interfaz.\n"
        "2. ¿Qué es una prop?\n   Un valor del padre.\n\n"
        "¿Quieres que te explique más sobre las props?\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["¿Qué es un componente?", "¿Qué es una prop?"]  # fmt: skip
    assert not imported.skipped
    assert [str(w) for w in imported.warnings] == [
        "doc.md:6: 1 line of text between questions in no card ('¿Quieres que te explique"
        " más sobre las props?'); not imported"
    ]


def test_answer_paragraph_opening_like_a_sign_off_stays() -> None:
    """Guard: an answer's last paragraph that opens with the same words as a sign-off but
    says something of its own (`Se precisar de mais memória, ...`, `Si necesitas más
    velocidad, ...`) is the answer's."""
    text = (
        "## O que é o heap?\n\nA memória dos objetos.\n\n"
        "Se precisar de mais memória, aumente o -Xmx.\n\n"
        "## ¿Qué es el caché?\n\nUna copia rápida.\n\nSi necesitas más velocidad, úsalo.\n"
    )
    assert [a for _, _, a in _cards(text)] == [
        "A memória dos objetos.\n\nSe precisar de mais memória, aumente o -Xmx.",
        "Una copia rápida.\n\nSi necesitas más velocidad, úsalo.",
    ]
