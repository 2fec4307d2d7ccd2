"""Two shapes from a judge's round (2026-11-30): IPv6 addresses written short (`2001:db8::1`,
`fe80::/64`) in Korean network notes, whose `::` made the notes read as `front::back` cards
of address fragments; and requests in Korean note style, ending on the verb's noun after the
object's particle (`...역할을 설명`, "explain ...")."""

from __future__ import annotations

from tests.importing import result

_NOTES = """\
# 네트워크

- TCP와 UDP의 차이를 비교
  - TCP는 연결형이다
  - UDP는 비연결형이다
- IPv6 주소의 종류를 설명
  - 유니캐스트: 단일 장치로 전송, 2001:db8::1
  - 링크 로컬 (fe80::/64)
- ARP의 동작을 설명
  - MAC 주소를 찾는다
"""


def test_ipv6_addresses_part_no_card_and_noted_requests_ask() -> None:
    imported = result(_NOTES)
    assert imported.layout == "markdown"
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "TCP와 UDP의 차이를 비교",
        "IPv6 주소의 종류를 설명",
        "ARP의 동작을 설명",
    ]
    assert "2001:db8::1" in cards[1].answer


def test_a_card_note_still_parts_at_its_colons() -> None:
    text = "What is ::1?::The loopback address.\nWhat does DNS do::It resolves names.\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is ::1?", "The loopback address."),
        ("What does DNS do", "It resolves names."),
    ]


_NUMBERED = """\
# Java questions

## 1. What is the difference between List and Set?

A List keeps insertion order and allows duplicates.

### When should you use a List or a Set?
Use a List when order matters.

## 2. What does the load factor of a HashMap mean?

The fill ratio at which the table is resized.

## 3. What is a TreeMap?

A sorted map.
"""


def test_an_asking_sub_heading_inside_a_numbered_count_stays_in_the_answer() -> None:
    cards = result(_NUMBERED).deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03"]
    assert cards[0].answer.endswith(
        "### When should you use a List or a Set?\nUse a List when order matters."
    )


_SECTIONS = """\
# Guide

## 1. Collections

### What is a List?
An ordered sequence.

### What is a Set?
A collection without duplicates.

## 2. Maps

### What is a HashMap?
A hash table.

## 3. Streams

### What is a Stream?
A pipeline of operations.
"""


def test_numbered_sections_over_asking_headings_keep_their_questions() -> None:
    cards = result(_SECTIONS).deck.cards
    assert [c.question for c in cards] == [
        "What is a List?",
        "What is a Set?",
        "What is a HashMap?",
        "What is a Stream?",
    ]


_HINTED = """\
# Runtime Quiz

### Q1: How does the garbage collector pick objects?

**Difficulty**: 3 | **Priority**: high

Explain the marking phase and the sweeping phase.

<details>
<summary>💡 答案提示</summary>

- Marking walks from the roots.
- Sweeping frees what was not marked.

</details>
"""


def test_a_fold_naming_its_answer_hints_is_the_answer_and_the_prompt_the_questions() -> None:
    (card,) = result(_HINTED).deck.cards
    assert card.question == (
        "How does the garbage collector pick objects?\n\n"
        "Explain the marking phase and the sweeping phase."
    )
    assert card.answer == "- Marking walks from the roots.\n- Sweeping frees what was not marked."


def test_a_fold_of_hints_alone_stays_more_of_the_answer() -> None:
    (card,) = result(_HINTED.replace("💡 答案提示", "Hint")).deck.cards
    assert card.question == "How does the garbage collector pick objects?"


_PROMPTS = """\
### How do you handle pressure?

I plan the week and cut scope early.

### Describe a time you led a small team.

Describe a time you mentored a newcomer. What did you learn?

“Describe a time you missed a deadline. What changed afterwards?
"""


def test_prompts_written_as_paragraphs_under_an_unanswered_heading_are_questions() -> None:
    imported = result(_PROMPTS)
    assert [c.question for c in imported.deck.cards] == ["How do you handle pressure?"]
    assert sorted(s.line for s in imported.skipped) == [5, 7, 9]


def test_a_labelled_question_over_its_own_line_is_no_prompt_of_its_own() -> None:
    text = (
        "## Question 1\n\nTell me about yourself and your path.\n\n***\n\n"
        "## Question 2\n\nHow do you manage conflict?\n\n> Use the STAR method.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["How do you manage conflict?"]
    assert [s.line for s in imported.skipped] == [1]


def test_an_options_label_run_onto_the_stem_is_no_word_of_it() -> None:
    text = (
        "Question: Which tool packages Kubernetes apps? Possible answers:\n"
        "A. Vim\nB. Helm\nC. Make\n\nAnswer: B\n\n"
        "Question: Which project stores cluster state? Options:\n"
        "A. Redis\nB. etcd\nC. SQLite\n\nAnswer: B\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "Which tool packages Kubernetes apps?",
        "Which project stores cluster state?",
    ]


def test_a_table_rows_question_label_is_cut() -> None:
    text = (
        "## Section 1\n\n| Question | Réponse |\n|---|---|\n"
        "| Q1 — Quel est le sujet principal ? | Le système informatique. |\n"
        "| Q2 — Quels sont les composants ? | Le logiciel et le matériel. |\n"
        "| Q3 — Qu'est-ce qu'un noyau ? | Le cœur du système. |\n"
    )
    cards = result(text).deck.cards
    assert [c.id for c in cards] == ["q01", "q02", "q03"]
    assert cards[0].question == "Quel est le sujet principal ?"


def test_a_right_option_in_bold_last_in_its_list_is_no_title() -> None:
    text = (
        "_Q1: Which planet is largest?_<br>\nA - Mars<br>\n**B - Jupiter**<br>\nC - Venus\n\n"
        "_Q2: Which of these are gases?_<br>\nA - Helium<br>\nB - Neon<br>\n"
        "**C - All of the above**\n\n"
        "_Q3: Which metal is liquid?_<br>\n**A - Mercury**<br>\nB - Iron\n"
    )
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["B", "C", "A"]
    assert cards[1].choices["C"] == "All of the above"


_PRACTICE = """\
# Preguntas de Python

#### ¿Qué es un decorador?
Una función que recibe otra función y devuelve una versión envuelta.

**[⬆ Volver](#top)**

#### ¿Qué es el GIL?
Un candado global que deja correr un solo hilo de bytecode a la vez.

**[⬆ Volver](#top)**

**Más preguntas para practicar**

##### Básico
1. ¿Qué es una lista por comprensión?
2. ¿Qué diferencia hay entre tupla y lista?
"""


def test_text_past_the_last_answers_back_to_top_link_is_the_pages() -> None:
    imported = result(_PRACTICE)
    cards = imported.deck.cards
    assert (
        cards[-1].answer == "Un candado global que deja correr un solo hilo de bytecode a la vez."
    )
    assert sorted(s.line for s in imported.skipped) == [16, 17]
