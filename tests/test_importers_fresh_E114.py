"""Ticked task-list options under a flashcard tool's empty answer field (`**Que:** ...` / `-
[x] ...` / `**Ans:**` with nothing after it), found refused whole on a real Portuguese deck
(2026-11-30: "23 questions found, none with an answer: 23 have options but no answer
letter"): the empty label keys nothing, the ticked box keys the question. A label with its
text below it still gives the key."""

from __future__ import annotations

from tests.importing import result

_EMPTY_FIELD = """\
# Redes

---

**Tags:** redes

**Que:** O que define um socket?

- [ ] O endereço IP do host.
- [x] Um endpoint de comunicação.
- [ ] Apenas o número da porta.

**Ans:**

---

**Tags:** redes

**Que:** Qual protocolo é orientado à conexão?

- [ ] UDP
- [x] TCP
- [ ] ICMP

**Ans:**
"""


def test_an_empty_answer_field_leaves_the_ticked_box_the_key() -> None:
    r = result(_EMPTY_FIELD)
    assert [(c.question, c.answer, c.explanation) for c in r.deck.cards] == [
        ("O que define um socket?", "B", ""),
        ("Qual protocolo é orientado à conexão?", "B", ""),
    ]
    assert r.deck.cards[1].choices == {"A": "UDP", "B": "TCP", "C": "ICMP"}


_LABEL_OVER_TEXT = """\
**Que:** Qual protocolo é orientado à conexão?

- [ ] UDP
- [x] TCP
- [ ] ICMP

**Ans:**
C

---

**Que:** O que define um socket?

- [ ] O endereço IP do host.
- [x] Um endpoint de comunicação.

**Ans:** B
"""


def test_a_label_with_its_key_below_it_still_gives_the_key() -> None:
    assert [c.answer for c in result(_LABEL_OVER_TEXT).deck.cards] == ["C", "B"]
