"""Importer layouts met in the Z198 round: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def test_a_difficulty_pictograph_between_the_q_label_and_its_dash_is_dropped() -> None:
    """`### Q1 🟢 — text`, `### Q2 🔴 [Hard]: text`: the pictographs (and a bracketed level)
    rate the question; the label goes as it does from `### Q1 — text`."""
    text = (
        "# Networking warm-up\n\n"
        "### Q1 🟢 — Which port does SSH listen on?\n\n"
        "**A)** 21  \n**B)** 22  \n**C)** 25  \n\n"
        "<details><summary>💡 Answer</summary>\n\n**B) 22**\n\nThe default, unless moved.\n\n"
        "</details>\n\n"
        "### Q2 🔴 [Hard]: What does ARP map?\n\n"
        "**A)** IP addresses to MAC addresses  \n**B)** Names to IP addresses  \n\n"
        "<details><summary>💡 Answer</summary>\n\n**A) IP addresses to MAC addresses**\n\n"
        "</details>\n\n"
        "### Q3 ⭐⭐ — What is a subnet mask for?\n\n"
        "It splits an address into its network and host parts.\n"
    )
    res = result(text)
    assert not res.skipped
    cards = res.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Which port does SSH listen on?", "B"),
        ("q02", "What does ARP map?", "A"),
        (
            "q03",
            "What is a subnet mask for?",
            "It splits an address into its network and host parts.",
        ),
    ]
    assert cards[0].choices == {"A": "21", "B": "22", "C": "25"}
    assert cards[0].explanation == "The default, unless moved."


def test_a_pictograph_after_the_q_label_with_no_separator_stays() -> None:
    """Guard: with no separator after the pictograph (`### Q1 🟢 Which ...?`) the line is read
    as before; `### Q2 💻` alone still marks the question below it."""
    text = (
        "### Q1 🟢 Which port does SSH listen on?\n\n"
        "**A)** 21  \n**B)** 22  \n\n"
        "<details><summary>💡 Answer</summary>\n\n**B) 22**\n\n</details>\n\n"
        "### Q2 💻\n\nWhat does ARP map?\n\nIP addresses to MAC addresses.\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Q1 🟢 Which port does SSH listen on?", "B"),
        ("q02", "What does ARP map?", "IP addresses to MAC addresses."),
    ]
