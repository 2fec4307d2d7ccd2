"""Importer layouts met in judge round Z256 (fresh public documents a judge imported, the lead
mending what they misread): a Portuguese exam bank that opens on a task heading over its
answer, above `### Questão N` headings, and gives one question's options as code blocks
under bracketed bold letters.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

import pytest

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


_LABELLED = """\
### Questão 7
**Enunciado:**
Qual palavra-chave declara uma subclasse?

(A) implements
(B) extends
(C) super

**Resposta:** (B)

### Questão 8
**Enunciado:**
Qual palavra-chave chama o construtor da classe base?

(A) this
(B) super

**Resposta:** (B)
"""

_LABELLED_CARDS = [
    (
        "Qual palavra-chave declara uma subclasse?",
        "B",
        {"A": "implements", "B": "extends", "C": "super"},
    ),
    ("Qual palavra-chave chama o construtor da classe base?", "B", {"A": "this", "B": "super"}),
]


# -- a task heading over its answer, above labelled question headings ---------------------


@pytest.mark.parametrize("marks", ["###.", "###"])
def test_a_task_heading_above_labelled_questions_is_the_first_question(marks: str) -> None:
    """`###. Explique por que ...` (a numbered heading with its number left out, glued to its
    dot) or `### Explique por que ...` over an answer paragraph, then `### Questão 7`: the
    first question, an open card, neither the deck's title nor an introduction. A task
    with no full stop does not ask by itself, but a title is never worded as a task over an
    answer at the level of the questions."""
    text = (
        f"{marks} Explique por que uma classe abstrata não pode ser final\n\n"
        "Porque uma classe final não tem subclasses, e uma abstrata existe para ser estendida.\n\n"
        + _LABELLED
    )
    imported = result(text)
    assert _cards(text) == [
        (
            "Explique por que uma classe abstrata não pode ser final",
            "Porque uma classe final não tem subclasses, e uma abstrata existe para ser estendida.",
            {},
        ),
        *_LABELLED_CARDS,
    ]
    assert imported.warnings == ()
    assert imported.deck.name == "doc"


def test_an_english_task_heading_above_labelled_questions_is_a_question_too() -> None:
    """The rule is the shape's, in any language's task verb: `### Describe ...` over its
    answer above `### Question 1` headings."""
    text = """\
### Describe how a hash map resolves collisions

By chaining the entries of one bucket, or by probing for the next free slot.

### Question 1
Which keyword declares a subclass?

A) implements
B) extends

Answer: B

### Question 2
Which keyword calls the base constructor?

A) this
B) super

Answer: B
"""
    cards = _cards(text)
    assert [c[0] for c in cards] == [
        "Describe how a hash map resolves collisions",
        "Which keyword declares a subclass?",
        "Which keyword calls the base constructor?",
    ]
    assert cards[0][1] == (
        "By chaining the entries of one bucket, or by probing for the next free slot."
    )
    assert [c[1] for c in cards[1:]] == ["B", "B"]


def test_a_task_heading_with_nothing_under_it_stays_the_title() -> None:
    """Near miss: `### Explique os conceitos abaixo` right over `### Questão 7`, no text of
    its own: the page's title, as before, and no card."""
    imported = result("### Explique os conceitos abaixo\n\n" + _LABELLED)
    assert _cards("### Explique os conceitos abaixo\n\n" + _LABELLED) == _LABELLED_CARDS
    assert imported.deck.name == "Explique os conceitos abaixo"


def test_a_task_heading_at_another_level_stays_the_introduction() -> None:
    """Near miss: the task heading is not at the level of the labelled questions (`###`
    under `# Notas`, questions under `##`): an introduction, reported as before."""
    text = (
        "# Notas de Java\n\n### Descreva seus objetivos\n\n"
        "Este guia reúne questões de concursos anteriores, com respostas comentadas.\n\n"
        + _LABELLED.replace("### Questão", "## Questão")
    )
    imported = result(text)
    assert _cards(text) == _LABELLED_CARDS
    assert imported.deck.name == "Notas de Java"
    assert len(imported.warnings) == 1
    assert "1 line of introduction before the first question" in imported.warnings[0]


# -- options that are code blocks under bracketed letters -----------------------------------

_CODE_OPTIONS = """\
### Questão 12
**Enunciado:**
Qual trecho compila sem erro?

**Alternativas:**

{a}
```java
abstract class A {{
    abstract void f() {{}}
}}
```

{b}
```java
abstract class A {{
    abstract void f();
}}
```

{c}
```java
final abstract class A {{ }}
```

**Resposta:** (B)

**Explicação:** um método abstrato não tem corpo.

### Questão 13
**Enunciado:**
Qual palavra-chave chama o construtor da classe base?

(A) this
(B) super

**Resposta:** (B)
"""


@pytest.mark.parametrize(
    ("a", "b", "c"),
    [("**(A)**", "**(B)**", "**(C)**"), ("(A)", "(B)", "(C)"), ("**(a)**", "**(b)**", "**(c)**")],
)
def test_bracketed_letters_over_code_blocks_are_code_options(a: str, b: str, c: str) -> None:
    """`**(A)**` alone over a fenced block, for each option, then `**Resposta:** (B)`: a
    choice card whose options are the code (a block of lines with its fence and language
    kept, one line as a code span), keyed B; the explanation kept."""
    imported = result(_CODE_OPTIONS.format(a=a, b=b, c=c))
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "Qual trecho compila sem erro?",
        "Qual palavra-chave chama o construtor da classe base?",
    ]
    assert cards[0].answer == "B"
    assert dict(cards[0].choices) == {
        "A": "```java\nabstract class A {\n    abstract void f() {}\n}\n```",
        "B": "```java\nabstract class A {\n    abstract void f();\n}\n```",
        "C": "`final abstract class A { }`",
    }
    assert cards[0].explanation == "um método abstrato não tem corpo."
    assert (cards[1].answer, dict(cards[1].choices)) == ("B", {"A": "this", "B": "super"})
    assert imported.warnings == ()


def test_bracketed_bold_letters_over_prose_are_read_as_before() -> None:
    """Near miss: `**(A)**` over a paragraph of prose, no code: not code options; the
    question is reported as skipped (its letters name no options), as before, and the other
    question imports."""
    text = """\
### Questão 1
Qual palavra-chave declara uma subclasse?

**(A)**
implements, usada para interfaces.

**(B)**
extends, usada para classes.

**Resposta:** (B)

### Questão 2
Qual palavra-chave chama o construtor da classe base?

(A) this
(B) super

**Resposta:** (B)
"""
    imported = result(text)
    assert _cards(text) == [
        ("Qual palavra-chave chama o construtor da classe base?", "B", {"A": "this", "B": "super"})
    ]
    assert [s.line for s in imported.skipped] == [10]
    assert "looks like an option letter but no options were found" in imported.skipped[0].reason


def test_bracketed_parts_of_an_answer_stay_parts() -> None:
    """Near miss: an answer's parts lettered in brackets, one of them alone over a diagram's
    code (`(a) text`, `(b)` over a fence, `(c)` over prose): no run of code options, so the
    answer keeps its parts as written, the fence on its own line."""
    text = """\
## 1. Is f a function? If so, (a) give its domain, (b) draw it, (c) say if it is onto.

Yes: each element is assigned one value.

(a) The domain is {1, 2}.

(b)
```mermaid
flowchart LR
  x1-->y1
```

(c)
It is onto.

## 2. What is a set?

A collection of distinct elements.
"""
    cards = _cards(text)
    assert cards[0][1] == (
        "Yes: each element is assigned one value.\n\n(a) The domain is {1, 2}.\n\n(b)\n"
        "```mermaid\nflowchart LR\n  x1-->y1\n```\n\n(c)\nIt is onto."
    )
    assert cards[1][:2] == ("What is a set?", "A collection of distinct elements.")
