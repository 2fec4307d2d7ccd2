"""Importer layouts met on a fresh public document: an exercise list in sections, each
section keyed once at its end by a row of letters (`Gabarito`), one per question in order.

Each test is the shape of the document, written small; none is a copy of it.
"""

from __future__ import annotations

from tests.importing import result

# -- a key title over a row of letters, once per section --------------------------------------

_SECTIONED = """\
# Lista de exercícios

## Parte 1

### 1) Que camada roteia pacotes?
    A) Enlace
    B) Rede
    C) Aplicação

### 2) TCP garante entrega?
    A) Certo
    B) Errado

### 3) Qual porta usa o HTTPS?
    A) 21
    B) 80
    C) 443
    D) 8080

### Gabarito — Parte 1
**B, A, C**

---

## Parte 2

### 1) Qual protocolo resolve nomes?
    A) ARP
    B) DHCP
    C) DNS

### 2) UDP abre conexão?
    A) Certo
    B) Errado

### Gabarito — Parte 2
**C, B**
"""


def test_a_row_of_letters_under_each_sections_key_title_keys_its_questions_in_order() -> None:
    imported = result(_SECTIONED)
    cards = imported.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("s1-q01", "Que camada roteia pacotes?", "B"),
        ("s1-q02", "TCP garante entrega?", "A"),
        ("s1-q03", "Qual porta usa o HTTPS?", "C"),
        ("s2-q01", "Qual protocolo resolve nomes?", "C"),
        ("s2-q02", "UDP abre conexão?", "B"),
    ]
    assert dict(cards[2].choices) == {"A": "21", "B": "80", "C": "443", "D": "8080"}
    assert cards[3].correct_choice == "DNS"
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_key_title_and_its_letters_on_one_line_key_the_section_above() -> None:
    text = """\
## Parte 1

### 1) Que camada roteia pacotes?
    A) Enlace
    B) Rede
    C) Aplicação

### 2) TCP garante entrega?
    A) Certo
    B) Errado

**Gabarito:** B, A

## Parte 2

### 1) Qual protocolo resolve nomes?
    A) ARP
    B) DHCP
    C) DNS

### 2) UDP abre conexão?
    A) Certo
    B) Errado

Gabarito: C, B
"""
    imported = result(text)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("q01", "B"),
        ("q02", "A"),
        ("s1-q01", "C"),
        ("s1-q02", "B"),
    ]
    assert all("Gabarito" not in c.question + c.explanation for c in imported.deck.cards)
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_key_row_for_too_few_questions_leaves_the_last_reported() -> None:
    imported = result(_SECTIONED.replace("**B, A, C**", "**B, A**"))
    assert [(c.id, c.answer) for c in imported.deck.cards] == [
        ("s1-q01", "B"),
        ("s1-q02", "A"),
        ("s2-q01", "C"),
        ("s2-q02", "B"),
    ]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (14, "question 3 has options but no answer letter; skipped")
    ]


# -- an option lettered past a skipped letter ------------------------------------------------


def test_options_that_skip_a_letter_are_lettered_by_position() -> None:
    text = """\
### 1) Qual é um requisito não funcional?
    A) Emitir boleto
    B) Cadastrar cliente
    C) Listar pedidos
    E) Responder em menos de 2 segundos

### 2) Qual é funcional?
    A) Emitir nota
    B) Ser rápido
    C) Ser seguro

### Gabarito
**D, A**
"""
    imported = result(text)
    first = imported.deck.cards[0]
    assert dict(first.choices) == {
        "A": "Emitir boleto",
        "B": "Cadastrar cliente",
        "C": "Listar pedidos",
        "D": "Responder em menos de 2 segundos",
    }
    assert first.answer == "D"
    assert first.explanation == ""
    assert imported.warnings == ()


def test_options_that_skip_a_letter_keyed_by_the_written_letter_are_reported() -> None:
    text = """\
### 1) Qual é um requisito não funcional?
- A) Emitir boleto
- B) Cadastrar cliente
- C) Listar pedidos
- E) Responder em menos de 2 segundos

**Answer:** E

### 2) Qual é funcional?
- A) Emitir nota
- B) Ser rápido

**Answer:** A
"""
    imported = result(text)
    assert [(c.id, c.answer) for c in imported.deck.cards] == [("q02", "A")]
    assert [(s.line, s.reason) for s in imported.skipped] == [
        (7, "question 1: answer 'E' is not one of its options (A, B, C, D); skipped")
    ]


# -- premises as bullets over the question's own indented options ----------------------------


def test_options_set_apart_from_premise_bullets_are_the_questions_own() -> None:
    text = """\
### 1) Relação correta entre os casos de uso:
- Autenticar antes de pagar → **include**
- Cupom de desconto opcional → **extend**

    A) Extend + Include
    B) Include + Extend
    C) Generalização

### 2) Outra pergunta qualquer?
    A) Sim
    B) Não

### Gabarito
**B, A**
"""
    imported = result(text)
    first = imported.deck.cards[0]
    assert first.question == (
        "Relação correta entre os casos de uso:\n"
        "- Autenticar antes de pagar → **include**\n"
        "- Cupom de desconto opcional → **extend**"
    )
    assert dict(first.choices) == {
        "A": "Extend + Include",
        "B": "Include + Extend",
        "C": "Generalização",
    }
    assert first.answer == "B"
    assert imported.warnings == ()


# -- near misses: the same shapes the rules must leave alone ----------------------------------


def test_a_multiple_answer_label_under_a_question_is_no_key_of_the_section() -> None:
    text = """\
### 1) Quais são protocolos de transporte?
- A) TCP
- B) IP
- C) UDP

Answers: A, C

### 2) Qual é de rede?
- A) IP
- B) HTTP

Answer: A
"""
    imported = result(text)
    assert [(c.id, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        ("q01", "- TCP\n- UDP", {}),
        ("q02", "A", {"A": "IP", "B": "HTTP"}),
    ]
    assert imported.warnings == (
        "doc.md:6: question 1 has 2 right options (A, C); made an open card",
    )


def test_a_statements_lettered_sub_list_stays_its_value() -> None:
    text = """\
### 1) Match each job with how it runs.
- Payroll processing
  - a) Batch
  - b) Stream
- Fraud detection
  - a) Batch
  - b) Stream

Payroll is batch, fraud detection is stream.
"""
    imported = result(text)
    card = imported.deck.cards[0]
    assert card.choices == {}
    assert card.question.startswith("Match each job with how it runs.\n- Payroll processing")
    assert card.answer.startswith("- Fraud detection\n  - a) Batch\n  - b) Stream")


def test_a_row_of_letters_outside_a_key_stays_text() -> None:
    text = """\
### 1) Which grades pass?
The grades are listed below.

A, B, C

Any grade from A to C passes.
"""
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "Which grades pass?",
            "The grades are listed below.\n\nA, B, C\n\nAny grade from A to C passes.",
        )
    ]
    assert imported.warnings == ()


def test_a_plural_label_right_under_a_question_keys_that_question_only() -> None:
    text = """\
## Parte 1

### 1) Quais são protocolos de transporte?
**Respostas corretas: A, C**
- A) TCP ✓
- B) IP
- C) UDP ✓

### 2) Qual é de rede?
**Respostas corretas: A**
- A) IP ✓
- B) HTTP
"""
    imported = result(text)
    cards = imported.deck.cards
    assert len(cards) == 2
    assert "Respostas corretas" not in cards[1].question
    assert [c.question.split("\n")[0] for c in cards] == [
        "Quais são protocolos de transporte?",
        "Qual é de rede?",
    ]


def test_notes_on_the_wrong_options_that_skip_the_right_one_keep_their_letters() -> None:
    text = """\
### 1) Qual serviço guarda objetos?
A. EC2
B. RDS
C. S3
D. VPC

**Answer:** C

Explicação:
A. EC2 roda máquinas virtuais.
B. RDS guarda bancos relacionais.
D. VPC isola a rede.
"""
    imported = result(text)
    card = imported.deck.cards[0]
    assert card.answer == "C"
    assert dict(card.choices) == {"A": "EC2", "B": "RDS", "C": "S3", "D": "VPC"}
    assert "D. VPC isola a rede." in card.explanation
