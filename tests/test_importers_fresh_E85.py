"""A key line that repeats an option's whole text whose first word is one letter (Portuguese
`A camada de transporte`, `O cabeçalho`, French `A priori`), found keyed by that letter in
silence in a judge's round (2026-11-30): the option it repeats is the key, the article no
letter; a letter with the text of its own option after it stays that letter."""

from __future__ import annotations

from tests.importing import result

_ARTICLE_KEY = """\
# Quiz de redes

**Que:** Qual camada entrega segmentos aos processos?

- [ ] Camada física
- [ ] Camada de enlace
- [x] A camada de transporte
- [ ] Camada de rede

**Ans:** A camada de transporte

---

**Que:** Onde fica o número de porta?

- [ ] No quadro Ethernet
- [x] O cabeçalho do segmento
- [ ] No endereço MAC

**Ans:** O cabeçalho do segmento
"""


def test_a_key_repeating_an_option_that_opens_with_an_article_names_that_option() -> None:
    cards = result(_ARTICLE_KEY).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [("C", ""), ("B", "")]
    assert cards[0].choices["C"] == "A camada de transporte"


_LETTER_THEN_TEXT = """\
### Question 1
Which layer delivers segments to processes?

A) Transport layer
B) Network layer
C) A link layer

**Answer:** A Transport layer
"""


def test_a_letter_followed_by_its_own_options_text_stays_that_letter() -> None:
    """`A Transport layer` repeats option A after its letter: no option's whole text, so the
    letter keys it (the near miss of the rule above)."""
    (card,) = result(_LETTER_THEN_TEXT).deck.cards
    assert card.answer == "A"


_LETTER_OPTIONS = """\
### Question 1
Which letter comes first in the alphabet?

A) B
B) A
C) C

**Answer:** A
"""


def test_a_bare_letter_is_a_letter_even_when_an_option_reads_as_it() -> None:
    (card,) = result(_LETTER_OPTIONS).deck.cards
    assert card.answer == "A"
