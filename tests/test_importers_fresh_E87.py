"""Layouts met in judge rounds Z124/Z125, on made-up documents: a quiz spec's `Answer:` field
retyped with a slip from one of its `Choices:`."""

from __future__ import annotations

from tests.importing import result

_NEAR_MISS = """\
### Lesson 1:
- Question 1.1: True or False? Otters can swim.
  - Type: Multiple choice (single correct response)
  - Answer: True
  - Choices: True, False
- Question 1.2: What does a barometer measure?
  - Type: Multiple choice (single correct response)
  - Answer: The pressure of the air around us.
  - Choices: The pressures of the air around us.; The length of a rope.,
- Question 1.3: Which bird cannot fly?
  - Answer: penguin
  - Choices: crow; penguin; robin
- Question 1.4: Which word is a noun?
  - Answer: cats
  - Choices: cat; bats; run
"""


def test_an_answer_field_a_slip_away_from_one_choice_keys_that_choice() -> None:
    """`The pressure ...` over `The pressures ...` (a plural, a final stop, a comma left
    after the list) made an open card in silence, the raw `Choices:` line in its question."""
    got = result(_NEAR_MISS)
    cards = [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards]
    assert cards == [
        ("True or False? Otters can swim.", "A", {"A": "True", "B": "False"}),
        (
            "What does a barometer measure?",
            "A",
            {"A": "The pressures of the air around us.", "B": "The length of a rope."},
        ),
        ("Which bird cannot fly?", "B", {"A": "crow", "B": "penguin", "C": "robin"}),
        ("Which word is a noun?", "A", {"A": "cat", "B": "bats", "C": "run"}),
    ]
    assert got.warnings == ()


_NO_CLEAR_CHOICE = """\
### Lesson 2:
- Question 2.1: What does print(2 + 3) show?
  - Type: Multiple choice (single correct response)
  - Answer: five as a number
  - Choices: 5; 23; 6
- Question 2.2: What stood in the yard?
  - Type: Multiple choice (single correct response)
  - Answer: The red car.
  - Choices: The red cars; The red cat; A tree
"""


def test_an_answer_field_near_no_one_choice_is_an_open_card_with_a_warning() -> None:
    """Guard: an answer far from every choice, or as near two of them (`The red car.`: `The
    red cars` and `The red cat`), keys none; the card is open, its choices listed without the label, and said."""
    got = result(_NO_CLEAR_CHOICE)
    cards = [(c.question, c.answer, dict(c.choices)) for c in got.deck.cards]
    assert cards == [
        ("What does print(2 + 3) show?\n\n- A) 5\n- B) 23\n- C) 6", "five as a number", {}),
        (
            "What stood in the yard?\n\n- A) The red cars\n- B) The red cat\n- C) A tree",
            "The red car.",
            {},
        ),
    ]
    assert [w.split(": ", 1)[1] for w in got.warnings] == [
        "question #1's answer names none of its choices; made an open card",
        "question #2's answer names none of its choices; made an open card",
    ]


# -- a true/false sheet's two verdicts side by side, and its closing offer --------------------

_VERDICT_SHEET = """\
#### Keys practice sheet

###### **1. A foreign key may hold NULL.**
✅ **True** | ❌ **False**

###### **2. An index always speeds up writes.**
Vrai / Faux

###### **3. A view stores its rows.**
✅ False

###### **4. What does a primary key do?**

###### **5. Is a table in 3NF also in 2NF?**
[x] True | [ ] False

### **Would you like the answer key for this sheet? 🚀**
"""


def test_two_verdicts_offered_unticked_are_no_answer_and_a_closing_offer_no_question() -> None:
    """`✅ **True** | ❌ **False**` under a statement is the blank to tick: it made an open card
    with that line as its answer. The sheet's closing offer was reported as a question."""
    got = result(_VERDICT_SHEET)
    assert [(s.line, s.reason) for s in got.skipped] == [
        (3, "question 1 has no answer (only '✅ **True** | ❌ **False**'); skipped"),
        (6, "question 2 has no answer (only 'Vrai / Faux'); skipped"),
        (12, "question 4 has no answer; skipped"),
    ]
    assert len(got.warnings) == 3


def test_one_ticked_verdict_is_still_an_answer() -> None:
    """Guard: a verdict ticked alone (`✅ False`, `[x] True | [ ] False`) keys the statement;
    it stays a card, not a blank."""
    cards = [(c.question, c.answer, dict(c.choices)) for c in result(_VERDICT_SHEET).deck.cards]
    assert cards == [
        ("A view stores its rows.", "✅ False", {}),
        ("Is a table in 3NF also in 2NF?", "[x] True | [ ] False", {}),
    ]


# -- numbered questions that move one level deeper midway, that level also the answers' parts --

_DRIFTED = """\
# Preguntas de prueba

## 1. ¿Qué es una cola?

Una cola atiende en orden de llegada.

### Ventajas:

- Orden justo.

## 2. ¿Qué es una vista?

Una consulta guardada.

### 3. ¿Qué es una pila?

### Respuesta:

- El último en entrar sale primero.

### 3. ¿Qué es un grafo?

- Nodos unidos por aristas.

### 5.¿Qué es un montículo?

- Un árbol con el mínimo en la raíz.
"""


def test_numbered_questions_moved_a_level_deeper_stay_questions() -> None:
    """`## 1.`, `## 2.` then `### 3.` ... among `### Ventajas:` / `### Respuesta:` parts:
    the later questions ran into the answer above them, in silence."""
    got = result(_DRIFTED)
    cards = [(c.id, c.question, c.answer) for c in got.deck.cards]
    assert cards == [
        (
            "q01",
            "¿Qué es una cola?",
            "Una cola atiende en orden de llegada.\n\n### Ventajas:\n\n- Orden justo.",
        ),
        ("q02", "¿Qué es una vista?", "Una consulta guardada."),
        ("q03", "¿Qué es una pila?", "- El último en entrar sale primero."),
        ("q03-2", "¿Qué es un grafo?", "- Nodos unidos por aristas."),
        ("q05", "¿Qué es un montículo?", "- Un árbol con el mínimo en la raíz."),
    ]


_NUMBERED_STEPS = """\
# Setup guide

## 1. Install

Get the package.

### 1. Download

Fetch the archive.

### 2. Unpack

Run tar.

## 2. Configure

Edit the file.
"""


def test_numbered_parts_under_numbered_chapters_move_nowhere() -> None:
    """Guard: `### 1.` steps inside `## 1.` (the count starts again, a chapter follows) are
    the chapter's parts: the document reads as before the rule."""
    from srs.importers.driftedlevels import carried_levels

    assert carried_levels(_NUMBERED_STEPS) == _NUMBERED_STEPS
    assert carried_levels(_NUMBERED_STEPS.replace("## 2. Configure", "### 3. Configure")) == (
        _NUMBERED_STEPS.replace("## 2. Configure", "### 3. Configure")
    )
