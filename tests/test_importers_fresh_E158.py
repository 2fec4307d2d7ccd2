"""A numbered item alone at the end of a sheet whose numbered questions go on with `Q:` /
`Ans:` pairs (`31. BONUS: <link>` after `29.` and three pairs): the page's, never glued to the
last pair's answer (a judge's round, 2026-11-30). An answer's own closing list stays its."""

from __future__ import annotations

from tests.importing import result

_SHEET = """\
1. What is a comet?
Ans: A small icy body.
2. What is a moon?
Ans: A body orbiting a planet.

Q: What is a meteor?
Ans: A streak of light.

Q: What is a nebula?
Ans: A cloud of gas and dust.

{tail}
"""


def test_a_closing_item_numbered_on_is_no_part_of_the_last_answer() -> None:
    imported = result(_SHEET.format(tail="4. Bonus reading list for the weekend"))
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What is a comet?",
        "What is a moon?",
        "What is a meteor?",
        "What is a nebula?",
    ]
    assert cards[-1].answer == "A cloud of gas and dust."
    assert any("4. Bonus reading list" in w and "no card" in w for w in imported.warnings)


def test_a_closing_item_that_asks_is_reported_unanswered() -> None:
    imported = result(_SHEET.format(tail="5. What is a quasar?"))
    assert imported.deck.cards[-1].answer == "A cloud of gas and dust."
    assert any("What is a quasar?" in w for w in imported.warnings)


def test_an_answers_own_list_and_a_far_number_stay_in_the_answer() -> None:
    own = _SHEET.replace(
        "A cloud of gas and dust.", "Kinds:\n\n1. Emission\n\n2. Dark\n\n3. Reflection"
    )
    cards = result(own.format(tail="")).deck.cards
    assert cards[-1].answer.endswith("3. Reflection")
    far = result(_SHEET.format(tail="12. Bonus reading list")).deck.cards
    assert far[-1].answer.endswith("12. Bonus reading list")


_RULED = """\
---
What is a lighthouse?
---

A tower with a bright lamp that guides ships at night.

---
What is the difference between a lighthouse and a lightship?
---

What is a buoy?
"""


def test_a_bare_question_under_an_unanswered_one_is_reported_too() -> None:
    imported = result(_RULED)
    assert [c.question for c in imported.deck.cards] == ["What is a lighthouse?"]
    assert any("question #2 has no answer" in w for w in imported.warnings)
    assert any("'What is a buoy?' looks like a question" in w for w in imported.warnings)


def test_a_question_paragraph_that_goes_on_is_not_reported_apart() -> None:
    text = _RULED.replace("What is a buoy?", "It is asked often.\nAnswer it briefly?")
    imported = result(text)
    assert not any("Answer it briefly" in w and "looks like" in w for w in imported.warnings)


def test_the_text_under_a_bare_label_is_its_own_question() -> None:
    text = "## Question 1\n\nWhy do you want to work here?\n\n## Question 2\n\nWhat is a queue?\n"
    imported = result(text + "\nA first-in, first-out list.\n")
    assert [c.question for c in imported.deck.cards] == ["What is a queue?"]
    assert not any("looks like a question" in w for w in imported.warnings)


_BANNERED = """\
# Kubernetes

## 🟢 Beginner Level

What is a pod?

✅ Answer (English):
The smallest deployable unit.

## What is a node?

✅ Answer (English):
A worker machine.

## {title}

What is an operator?

✅ Answer (English):
A controller with domain knowledge.
"""


def test_a_level_banner_over_a_question_is_no_part_of_it() -> None:
    cards = result(_BANNERED.format(title="🔴 Advanced Level")).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a pod?", "The smallest deployable unit."),
        ("What is a node?", "A worker machine."),
        ("What is an operator?", "A controller with domain knowledge."),
    ]


def test_a_topic_title_over_a_question_stays_in_it() -> None:
    cards = result(_BANNERED.format(title="Operators")).deck.cards
    assert cards[-1].question == "Operators\n\nWhat is an operator?"


_MORE = """\
# Preguntas de Python

#### ¿Qué es un decorador?
Una función que recibe otra función y devuelve una versión envuelta.

#### ¿Qué es el GIL?
Un candado global que deja correr un solo hilo de bytecode a la vez.

**Más preguntas para practicar**

##### Básico
1. ¿Qué es una lista por comprensión?
2. ¿Qué diferencia hay entre tupla y lista?

##### Avanzado
1. ¿Qué es una metaclase?
"""


def test_closing_lists_of_questions_under_several_headings_are_the_pages() -> None:
    imported = result(_MORE)
    cards = imported.deck.cards
    assert (
        cards[-1].answer == "Un candado global que deja correr un solo hilo de bytecode a la vez."
    )
    reported = [s.line for s in imported.skipped]
    assert reported == [12, 13, 16]
    assert any("Más preguntas para practicar" in w for w in imported.warnings)


def test_an_answers_own_sub_sections_stay_in_it() -> None:
    text = _MORE.replace("1. ¿Qué es una metaclase?", "Una clase de clases, usada con cuidado.")
    cards = result(text).deck.cards
    assert "##### Básico" in cards[-1].answer


_FIELDS = """\
### 1. Counter Button
**Time:** 5 minutes
**Challenge:** Make a button that counts its clicks.
**What interviewers look for:** a ref and a click handler.

### 2. Greeting Prop
**Time:** 4 minutes
**Challenge:** Greet a name passed as a prop.
**What interviewers look for:** defineProps with a name field.

### 3. List Render
**Time:** 6 minutes
**Challenge:** Render a list of colours.
**What interviewers look for:** v-for with a key.
"""


def test_a_shared_label_over_more_fields_is_a_field_not_the_answer_word() -> None:
    cards = result(_FIELDS).deck.cards
    assert cards[0].answer.startswith("**Time:** 5 minutes\n**Challenge:** Make a button")


def test_a_shared_answer_label_alone_still_goes() -> None:
    text = _FIELDS.replace("**Time:** 5 minutes\n", "").replace("**Time:** 4 minutes\n", "")
    text = text.replace("**Time:** 6 minutes\n", "").replace("**Challenge:**", "**Solution:**")
    cards = result(text).deck.cards
    assert cards[0].answer.startswith("Make a button that counts its clicks.")


_BOXED = """\
# QCM : Réseaux

##### Question 1 : Le port 443 sert à :

a. [ ] SSH
b. [+] HTTPS
c. [ ] FTP

##### Question 2 : Un routeur :

a. [+] relie deux réseaux IP.
b. [ ] remplace un câble.
c. [x] lit l'adresse IP de destination.
"""


def test_boxes_after_the_letters_key_the_options() -> None:
    imported = result(_BOXED)
    first, second = imported.deck.cards
    assert (first.answer, dict(first.choices)) == ("B", {"A": "SSH", "B": "HTTPS", "C": "FTP"})
    assert not second.choices and "relie deux réseaux IP." in second.answer
    assert "lit l'adresse IP de destination." in second.answer
    assert any("2 right options (A, C)" in w for w in imported.warnings)


def test_boxes_out_of_letter_order_stay_as_written() -> None:
    text = _BOXED.replace("c. [ ] FTP", "a. [ ] FTP").replace("b. [ ] remplace", "d. [ ] remplace")
    imported = result(text)
    assert "[+]" in " ".join(c.question + c.answer for c in imported.deck.cards) or any(
        "no answer letter" in w for w in imported.warnings
    )
