"""Layouts a judge's round found read wrong in real documents (2026-11-30).

A question heading answered by its own sub-questions (a Go interview page: `### Dependency
Injection: How it's done in Go` over `- what is dependency injection.` / `    - answer` /
`- how to do dependency injection in Go.` / `    - answer`, then a closing paragraph, among
headings that ask): the first bullet took the heading's place and the rest was dropped as text
between questions. The heading is the question and its whole body the answer. Sub-questions
that are cards of their own (each asks, nothing after them) and topics over lists of questions
import as before.

A numbered list of questions whose lines end in `<br>`, answered on `Trả lời :` (Vietnamese
"answer") lines wrapped into the item, most items unanswered (a Vietnamese web interview
page): the unanswered items after an answered one were glued into its answer, their `<br>`
hiding that they ask. They are reported unanswered; bare items that do not ask still run on.
An item whose first sentence asks and then names a topic (`Bootstrap là gì ? Lợi ích của
bootstrap`: what it is, then its benefits) asks, so its list is one of questions and an
unanswered first item is reported; the interviewer's `Hỏi về các dự án bạn đã làm.` ("ask
about your projects") is a request, as `Giải thích ...` is.
"""

from __future__ import annotations

from tests.importing import result

_PRUNING = """\
# Garden questions

### What is mulch?
A layer of material spread over soil.

### What is a raised bed?
A planting box above the ground.

### Pruning: When and how to do it
- when to prune roses.
    - In late winter, before the buds break.
- how to cut.
    - Just above an outward bud, at a slant.

Sharp shears make clean cuts that heal fast.

### What is compost?
Decayed organic matter.
"""


def test_a_heading_over_its_sub_questions_is_one_card() -> None:
    r = result(_PRUNING)
    cards = r.deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03", "q04"]
    assert [c.question for c in cards] == [
        "What is mulch?",
        "What is a raised bed?",
        "Pruning: When and how to do it",
        "What is compost?",
    ]
    assert cards[2].answer == (
        "- when to prune roses.\n    - In late winter, before the buds break.\n"
        "- how to cut.\n    - Just above an outward bud, at a slant.\n\n"
        "Sharp shears make clean cuts that heal fast."
    )
    assert cards[3].answer == "Decayed organic matter."
    assert all(c.tags == () for c in cards)
    assert not r.warnings and not r.skipped


_WRAPPED = """\
## ¿Qué es un puntero?
Una variable que guarda una dirección.

## Interfaces: así funcionan en Go
- qué es una interfaz.
    - Un conjunto de métodos que un tipo
cumple sin nombrarlos.
- para qué sirve la interfaz vacía.
    - Acepta cualquier valor.

Go lo comprueba al compilar:
1. Compara los métodos.
2. Acepta el tipo.

## ¿Qué es un canal?
Un conducto entre gorrutinas.
"""


def test_a_wrapped_answer_and_a_closing_list_stay_in_the_heading_s_answer() -> None:
    r = result(_WRAPPED)
    cards = r.deck.cards
    assert [c.question for c in cards] == [
        "¿Qué es un puntero?",
        "Interfaces: así funcionan en Go",
        "¿Qué es un canal?",
    ]
    assert cards[1].answer.startswith("- qué es una interfaz.\n")
    assert "cumple sin nombrarlos." in cards[1].answer
    assert cards[1].answer.endswith("1. Compara los métodos.\n2. Acepta el tipo.")
    assert cards[2].answer == "Un conducto entre gorrutinas."
    assert not r.warnings and not r.skipped


_QUICK_ROUND = """\
# Garden questions

### What is mulch?
A layer of material spread over soil.

### Quick round on pests
- What eats hostas?
    - Slugs and snails.
- What eats roses?
    - Aphids.

### What is compost?
Decayed organic matter.
"""


def test_sub_questions_that_account_for_the_body_stay_cards_of_their_own() -> None:
    cards = result(_QUICK_ROUND).deck.cards
    assert [(c.question, c.answer) for c in cards[:3]] == [
        ("What is mulch?", "A layer of material spread over soil."),
        ("What eats hostas?", "Slugs and snails."),
        ("What eats roses?", "Aphids."),
    ]
    assert cards[1].tags == ("quick-round-on-pests",)
    assert len(cards) == 4


_TOPICS = """\
# Garden notes

## Soil
- what is loam.
    - A mix of sand, silt and clay.
- how to test it.
    - Squeeze a handful and watch it crumble.

Loam suits most plants.

## Water
- what is drip irrigation.
    - Water delivered slowly at the roots.

## Light
- what is full sun.
    - Six hours of direct light.
"""


def test_topics_over_sub_questions_are_not_questions() -> None:
    r = result(_TOPICS)
    assert [(c.question, c.tags) for c in r.deck.cards] == [
        ("what is loam.", ("soil",)),
        ("what is drip irrigation.", ("water",)),
        ("what is full sun.", ("light",)),
    ]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "3 lines of text between questions in no card ('- how to test it.'); not imported"
    ]


_BROKEN_LINES = """\
# Fishing questions

## Tackle
1. What is a lure? <br>
Answer: A bait made to look like prey. <br>
2. Monofilament or braid, which one lasts longer? <br>
3. A leader of two metres: too long?
## Knots
1. Clinch knot: when is it used? <br>
Answer: To tie line to a hook. <br>
2. Wetting a knot before pulling it tight: why? <br>
"""


def test_unanswered_items_ending_in_a_break_are_not_the_answer_above() -> None:
    r = result(_BROKEN_LINES)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        ("s1-q01", "What is a lure?", "A bait made to look like prey."),
        ("s2-q01", "Clinch knot: when is it used?", "To tie line to a hook."),
    ]
    assert [s.line for s in r.skipped] == [6, 7, 11]
    assert all("no answer was found" in w for w in r.warnings)


_POINTS = """\
# Fishing questions

1. What makes a good cast? <br>
Answer: Three things, in order: <br>
2. A relaxed wrist <br>
3. A smooth stop

2. What is a sinker?
   A weight that pulls the bait down.
"""


def test_bare_points_ending_in_a_break_still_run_on_in_the_answer() -> None:
    r = result(_POINTS)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "What makes a good cast?",
            "Three things, in order:\n\n2. A relaxed wrist\n\n3. A smooth stop",
        ),
        ("What is a sinker?", "A weight that pulls the bait down."),
    ]
    assert not r.warnings


_TOPIC_AFTER = """\
# Angelfragen

## Köder
1. Was ist ein Blinker? <br>
2. Was ist ein Vorfach? Vorteile eines Vorfachs
https://example.org/vorfach <br>

10. Beschreibe deinen größten Fang.<br>
Der Prüfer will hören, wie du davon erzählst.
"""


def test_an_item_whose_first_sentence_asks_is_a_question() -> None:
    r = result(_TOPIC_AFTER)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        ("q02", "Was ist ein Vorfach? Vorteile eines Vorfachs", "https://example.org/vorfach"),
        ("q10", "Beschreibe deinen größten Fang.", "Der Prüfer will hören, wie du davon erzählst."),
    ]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "'1. Was ist ein Blinker? <br>' looks like a question, but no answer was found for it;"
        " not imported"
    ]


_VIETNAMESE = """\
# Câu hỏi về câu cá

## Mồi câu
1. Mồi giả là gì? <br>
Trả lời : Mồi làm giống con mồi thật. <br>
2. Cần câu tay dài bao nhiêu là vừa? <br>
## Dây câu
1. Lưỡi câu là gì? <br>
2. Dây thẻo là gì ? Công dụng của dây thẻo
https://example.org/day-theo <br>

10. Hỏi về chuyến câu đáng nhớ nhất của bạn.<br>
Người phỏng vấn muốn nghe bạn kể chuyện.
"""


def test_a_vietnamese_list_of_mostly_unanswered_questions() -> None:
    r = result(_VIETNAMESE)
    assert [(c.id, c.question, c.answer, c.tags) for c in r.deck.cards] == [
        ("q01", "Mồi giả là gì?", "Mồi làm giống con mồi thật.", ("moi-cau",)),
        (
            "q02",
            "Dây thẻo là gì ? Công dụng của dây thẻo",
            "https://example.org/day-theo",
            ("day-cau",),
        ),
        (
            "q10",
            "Hỏi về chuyến câu đáng nhớ nhất của bạn.",
            "Người phỏng vấn muốn nghe bạn kể chuyện.",
            ("day-cau",),
        ),
    ]
    assert [s.line for s in r.skipped] == [6, 8]


_STEPS = """\
# Angeln

## Was ist ein Köder?
Etwas, das Fische anlockt.

## Was ist ein Vorfach?
Ein dünnes Stück Schnur vor dem Haken.

## Werfen
1. Fertig? Dann auswerfen
   Die Rute ruhig halten.
2. Wind? Gegen den Wind werfen
   Kürzer werfen.
"""


def test_a_one_word_question_over_a_step_is_no_question() -> None:
    r = result(_STEPS)
    assert [c.question for c in r.deck.cards] == ["Was ist ein Köder?", "Was ist ein Vorfach?"]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "4 lines of text between questions in no card ('1. Fertig? Dann auswerfen'); not imported"
    ]


_CONTENTS = """\
# Sailing questions

## Contents

1. [What is a jib?](#q1-what-is-a-jib) <span class="level">Easy</span>
2. [How do you reef a sail?](#q2-how-do-you-reef-a-sail) <span class="level">Hard</span>

---

### Q1: What is a jib?

A triangular sail set ahead of the mast.

### Q2: How do you reef a sail?

Lower it partway and tie off the spare cloth.
"""


def test_a_contents_entry_s_linked_question_is_no_question_of_the_list() -> None:
    r = result(_CONTENTS)
    assert [(c.id, c.question) for c in r.deck.cards] == [
        ("q01", "What is a jib?"),
        ("q02", "How do you reef a sail?"),
    ]
    assert not r.warnings and not r.skipped
