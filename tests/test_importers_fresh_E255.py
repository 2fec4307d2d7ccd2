"""Layouts met in judge round Z192, on made-up documents: a textbook's show/hide widgets (two
`<button>`s, or a hidden checkbox and its `<label for>`, between a question and its answer),
whose controls are page furniture, never card text."""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in deck.cards]


# -- show/hide widgets: buttons, toggles and their script are no card's text ------------------

_BUTTON_WIDGETS = """\
# Kapitelfragen

<div>
    <h4 class="question">1.\tWas ist ein Verb?</h4>

    <button style="margin-right:5px;" class="show">Antwort anzeigen</button>

    <button style="margin-left:5px;" class="hide">Ausblenden</button>
    <br>
            <p class="quiz-question-explanation hide">
           Ein <strong>Verb</strong> beschreibt eine Handlung oder einen Zustand.
            </p>
</div>

<div>
    <h4 class="question">2.\tWelche Wortarten sind veränderlich?</h4>
    <button class="show">Antwort anzeigen</button> <button class="hide">
        Ausblenden
    </button>
    <br>
            <p class="quiz-question-explanation hide">
            1. Verben<br>
            2. Nomen<br>
            3. Adjektive<br>
            </p>
</div>
"""


def test_show_and_hide_buttons_are_no_part_of_the_answer() -> None:
    """`<h4 class="question">` over two `<button>`s (one written over three lines) and the
    answer in an indented `<p>`: the buttons and their words stayed word for word at the top
    of every answer, and kept the answer's own indent (a Markdown code block's) in it."""
    got = result(_BUTTON_WIDGETS)
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            "q01",
            "Was ist ein Verb?",
            "Ein **Verb** beschreibt eine Handlung oder einen Zustand.",
            {},
        ),
        (
            "q02",
            "Welche Wortarten sind veränderlich?",
            "1. Verben\n\n2. Nomen\n\n3. Adjektive",
            {},
        ),
    ]
    assert got.warnings == ()


_TOGGLES = """\
# Perguntas de JavaScript

### 1. O que é uma closure?

<input type="checkbox" id="r1" class="reveal-toggle" hidden>
<label for="r1">Mostrar resposta</label>
<input type="button" value="Ocultar" onclick="ocultar('r1')">
<div class="answer">
<p>Uma função que lembra o escopo onde foi criada.</p>
</div>

### 2. O que é hoisting?

<input type="checkbox" id="r2" class="reveal-toggle" hidden>
<label for="r2">Mostrar resposta</label>
<input type="button" value="Ocultar" onclick="ocultar('r2')">
<div class="answer">
<p>As declarações sobem para o topo do escopo.</p>
</div>
<script>
function ocultar(id) { document.getElementById(id).checked = false; }
</script>
"""


def test_a_hidden_toggle_its_label_and_the_widgets_script_are_no_answer() -> None:
    """A hidden checkbox and the `<label for>` that toggles it (read as a task-list option,
    `- [ ] Mostrar resposta`), an `<input type="button">` and the `<script>` it calls, under
    each question: the widget's, none of it the answer's."""
    assert _cards(_TOGGLES) == [
        ("q01", "O que é uma closure?", "Uma função que lembra o escopo onde foi criada.", {}),
        ("q02", "O que é hoisting?", "As declarações sobem para o topo do escopo.", {}),
    ]


def test_a_button_named_in_prose_or_shown_in_code_and_a_visible_quiz_stay() -> None:
    """Near misses: `<button>` named in a question and never closed there, a button in a
    code span and in a fenced example, and a quiz's visible radio buttons (with a `for`
    label each) are text, code and options as before, and a `<script>` stays in a document
    with no control (an answer's example)."""
    text = (
        "# HTML\n\n"
        "### 1. When do you use <button> rather than a link?\n\n"
        "When it acts on the page, as `<button>Save</button>` does:\n\n"
        "```html\n"
        '<button type="submit">Send</button>\n'
        "```\n\n"
        "### 2. Which element makes a line break?\n\n"
        '<input type="radio" id="o1" name="q2"><label for="o1">A) br</label><br>\n'
        '<input type="radio" id="o2" name="q2" checked><label for="o2">B) hr</label><br>\n'
        "\n"
        "**Answer: A**\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "When do you use <button> rather than a link?",
            "When it acts on the page, as `<button>Save</button>` does:\n\n"
            '```html\n<button type="submit">Send</button>\n```',
            {},
        ),
        ("q02", "Which element makes a line break?", "A", {"A": "br", "B": "hr"}),
    ]
    example = "# JS\n\n## 1. How do you run inline code?\n\n<script>\nalert('Hi');\n</script>\n"
    assert _cards(example)[0][2] == "<script>\nalert('Hi');\n</script>"


def test_a_button_met_once_or_one_that_is_an_option_stays() -> None:
    """Near misses: a button an answer shows once (JSX, `onClick={...}`) is its example, and
    buttons that are a quiz's options (`A) 2`, `B) 1`, `True` under each question) are the
    question's: none is a widget's control, so each stays as before."""
    example = (
        "# React\n\n"
        "## 1. How do you handle events?\n\n"
        "With camelCase props:\n"
        "<button onClick={handleClick}>Click me</button>\n\n"
        "## 2. What is JSX?\n\n"
        "A syntax extension.\n"
    )
    assert _cards(example)[0][2] == (
        "With camelCase props:\n<button onClick={handleClick}>Click me</button>"
    )
    options = "".join(
        f"## {n}. Which is right?\n\n"
        f"<button onclick=\"alert('Yes')\">A) {n}</button>\n"
        f"<button onclick=\"alert('No')\">B) {n + 1}</button>\n"
        "<button>True</button>\n\n"
        for n in (1, 2)
    )
    assert [c[2].count("<button") for c in _cards("# Quiz\n\n" + options)] == [3, 3]


# -- a list of questions without answers, some nested deep under a label item ----------------

_DEEP_LIST = """\
# Redes

* ¿Qué es una dirección IP?
* ¿Qué diferencia hay entre TCP y UDP?

# Seguridad

* Conceptos básicos
    * ¿Qué es el cifrado simétrico?
    * ¿Qué es una firma digital?
* Ataques comunes
  * ¿Cómo se evita la inyección SQL?
"""


def test_questions_nested_deep_under_a_label_item_are_each_named_and_counted() -> None:
    """Question bullets four blanks deep under a label that asks nothing (`* Conceptos
    básicos`) were named nowhere, and the refusal counted only the top-level ones (`2
    questions found` after three warnings): each is named, and the count is the five named."""
    with pytest.raises(DocumentError) as raised:
        result(_DEEP_LIST, source="redes.md")
    error = raised.value
    assert str(error).startswith("redes.md: 5 questions found, none with an answer")
    assert [note.split(": ", 1) for note in error.notes] == [
        [
            f"redes.md:{no}",
            f"'* {q}' looks like a question, but no answer was found for it; not imported",
        ]
        for no, q in [
            (3, "¿Qué es una dirección IP?"),
            (4, "¿Qué diferencia hay entre TCP y UDP?"),
            (9, "¿Qué es el cifrado simétrico?"),
            (10, "¿Qué es una firma digital?"),
            (12, "¿Cómo se evita la inyección SQL?"),
        ]
    ]


def test_a_deep_bullet_under_an_answered_question_stays_in_its_answer() -> None:
    """Near miss: bullets four blanks deep under a question item are its answer, one that
    asks too (`¿Es fiable? Sí, ...`); the question under the label item after the cards is
    named as before, and a follow-up under a question nobody answered stays part of it."""
    text = (
        "# Redes\n\n"
        "* ¿Qué es TCP?\n"
        "    * Un protocolo orientado a conexión.\n"
        "    * ¿Es fiable? Sí, retransmite lo perdido.\n"
        "* ¿Qué es UDP?\n"
        "    * Un protocolo sin conexión.\n"
        "* Conceptos de seguridad\n"
        "    * ¿Qué es una firma digital?\n"
    )
    got = result(text)
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in got.deck.cards] == [
        (
            "q01",
            "¿Qué es TCP?",
            "* Un protocolo orientado a conexión.\n* ¿Es fiable? Sí, retransmite lo perdido.",
            {},
        ),
        ("q02", "¿Qué es UDP?", "Un protocolo sin conexión.", {}),
    ]
    assert [w.split(": ", 1)[1] for w in got.warnings] == [
        "'¿Qué es una firma digital?' looks like a question, but no answer was found for it; "
        "not imported",
        "1 line of text between questions in no card ('* Conceptos de seguridad'); not imported",
    ]
    follow_up = "# Java\n\n* ¿Qué es la JVM?\n    * ¿Y el JIT?\n* ¿Qué es el GC?\n"
    with pytest.raises(DocumentError) as raised:
        result(follow_up, source="java.md")
    assert str(raised.value).startswith("java.md: 2 questions found, none with an answer")
