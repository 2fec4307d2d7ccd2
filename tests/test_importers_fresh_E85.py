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


_DASHED_NOTES = """\
# Network basics

1. What is a subnet? — A slice of an IP address range.
2. What is NAT? — Rewriting addresses at a gateway.
3. What is a route table? — Rules that pick the next hop.
4. What is a firewall rule? – A filter on ports and addresses.
5. What is a VPN? - An encrypted tunnel between networks.
6. What is DNS? — Name to address lookup.
7. What is a load balancer? — Spreads traffic across servers.
8. What is a negative offset? -3 counts back from the end.
"""


def test_the_dash_that_sets_an_answer_off_its_question_is_no_part_of_it() -> None:
    """Quiz notes typed `N. Question? — answer.` (a judge's round, 2026-11-30: all 15 answers
    began with `—`): an em dash, en dash or hyphen and a blank set the answer off; a minus
    sign on a number (`-3`) is the answer's own."""
    cards = result(_DASHED_NOTES).deck.cards
    assert [c.answer for c in cards] == [
        "A slice of an IP address range.",
        "Rewriting addresses at a gateway.",
        "Rules that pick the next hop.",
        "A filter on ports and addresses.",
        "An encrypted tunnel between networks.",
        "Name to address lookup.",
        "Spreads traffic across servers.",
        "-3 counts back from the end.",
    ]


_KOREAN_TOP_LINKS = """\
# Web
* [What is a cookie?](#what-is-a-cookie)
* [What is CORS?](#what-is-cors)

## What is a cookie?
A small piece of data the server asks the browser to store and send back.

[맨위로](#web)

## What is CORS?
A browser rule that lets a server say which other origins may read its responses.

[맨 위로](#web)
"""


def test_a_korean_back_to_top_link_written_without_its_blank_is_no_part_of_an_answer() -> None:
    """`[맨위로](#network)` after every answer (a judge's round, 2026-11-30: left in all 46)
    is page furniture, as `[맨 위로](#java)` was already."""
    cards = result(_KOREAN_TOP_LINKS).deck.cards
    assert [c.answer for c in cards] == [
        "A small piece of data the server asks the browser to store and send back.",
        "A browser rule that lets a server say which other origins may read its responses.",
    ]
