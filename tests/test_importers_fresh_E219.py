"""Layouts met in judge round Z184, on made-up documents: a graded quiz's record of the
taker's wrong pick (`_Your Answer: A) ARP_`) over or under the question's own key, options
marked right by a converter's escaped emphasis (`*router\\**`), and a select-two question over
unlettered bullets with two bold options."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def _warnings(text: str) -> list[str]:
    return list(result(text).warnings)


# (1) The taker's pick beside the key -----------------------------------------------------

_PICKED_WRONG = """\
# Networking check

1. **Which port does SSH listen on?**
   - A) 21
   - B) 22
   - C) 25

   _Answered Correctly: B) 22_

2. **Which record maps a name to an IPv6 address?**
   - A) MX
   - B) CNAME
   - C) AAAA

   _Your Answer: A) MX_
   _Correct Answer: C) AAAA_
   _Explanation:_ AAAA records hold IPv6 addresses.
"""


def test_an_italic_pick_over_the_key_is_never_the_key() -> None:
    """`_Your Answer: A) MX_` over `_Correct Answer: C) AAAA_`: the pick, set in italics, is
    the taker's (wrong) one; it was read as the key and the real key went to the
    explanation, `_` and all."""
    assert _cards(_PICKED_WRONG) == [
        ("Which port does SSH listen on?", "B", {"A": "21", "B": "22", "C": "25"}, ""),
        (
            "Which record maps a name to an IPv6 address?",
            "C",
            {"A": "MX", "B": "CNAME", "C": "AAAA"},
            "AAAA records hold IPv6 addresses.",
        ),
    ]
    assert _warnings(_PICKED_WRONG) == []


def test_a_pick_under_the_key_and_picks_in_other_languages_go() -> None:
    """The key first and the pick after it (`Correct Answer: C` / `Your Answer: A`), and a
    pick labelled in German (`**Ihre Antwort:** A`) or Spanish (`_Tu respuesta: A_`): no
    part of the card, the key stands."""
    text = (
        "# Quiz\n\n"
        "1. **Which port does SSH listen on?**\n"
        "   - A) 21\n   - B) 22\n   - C) 25\n\n"
        "   Correct Answer: B\n"
        "   Your Answer: C\n\n"
        "2. **Welches Protokoll löst Namen auf?**\n"
        "   - A) ARP\n   - B) DHCP\n   - C) DNS\n\n"
        "   **Ihre Antwort:** A\n"
        "   **Richtige Antwort:** C\n\n"
        "3. **¿Qué capa usa direcciones MAC?**\n"
        "   - A) Física\n   - B) Enlace\n   - C) Red\n\n"
        "   _Tu respuesta: C) Red_\n"
        "   _Respuesta correcta: B) Enlace_\n"
    )
    assert [(q, a) for q, a, _, e in _cards(text) if not e] == [
        ("Which port does SSH listen on?", "B"),
        ("Welches Protokoll löst Namen auf?", "C"),
        ("¿Qué capa usa direcciones MAC?", "B"),
    ]


def test_a_pick_with_no_key_beside_it_is_still_the_answer() -> None:
    """Guard: where no key corrects it, the pick is the only key there is (`_Your Answer:
    C) AAAA_` alone): read as before."""
    text = _PICKED_WRONG.replace("   _Your Answer: A) MX_\n   _Correct Answer: C) AAAA_\n", "")
    text = text.replace("   _Explanation:_", "   _Your Answer: C) AAAA_\n   _Explanation:_")
    assert [(q, a, e) for q, a, _, e in _cards(text)] == [
        ("Which port does SSH listen on?", "B", ""),
        ("Which record maps a name to an IPv6 address?", "C", "AAAA records hold IPv6 addresses."),
    ]
