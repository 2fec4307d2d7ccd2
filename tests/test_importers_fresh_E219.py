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


# (2) Options marked right by a converter's escaped italics --------------------------------

_ESCAPED_ITALICS = """\
# Storage exam (answers marked)

1.  **Which RAID level mirrors two disks?**

    -   RAID 0
    -   *RAID 1\\**
    -   RAID 5

2.  **Which file system journals its metadata?**

    -   FAT16
    -   *ext4 \\**
    -   FAT32

10.  **Which two are solid-state media? (Choose two.)**

     -   *NVMe drive\\**
     -   tape cartridge
     -   *SATA SSD\\**
     -   optical disc

11.  **What does a hot spare do?**

     >   Think of a failed disk.

     -   *rebuilds the array at once*\\*
     -   doubles the read speed
"""


def test_options_marked_by_escaped_italics_are_keyed() -> None:
    """`-   *RAID 1\\**` among plain bullets, on a page that marks every key so: the option in
    italics is the right one, the escaped star no word of it (inside the emphasis, after a
    blank, or after it); nested five blanks deep, under a quoted note too. Several so marked
    make the warned open card naming them. All were open cards listing the marks, silently."""
    assert _cards(_ESCAPED_ITALICS) == [
        (
            "Which RAID level mirrors two disks?",
            "B",
            {"A": "RAID 0", "B": "RAID 1", "C": "RAID 5"},
            "",
        ),
        (
            "Which file system journals its metadata?",
            "B",
            {"A": "FAT16", "B": "ext4", "C": "FAT32"},
            "",
        ),
        (
            "Which two are solid-state media? (Choose two.)\n\n- A) NVMe drive\n"
            "- B) tape cartridge\n- C) SATA SSD\n- D) optical disc",
            "- NVMe drive\n- SATA SSD",
            {},
            "",
        ),
        (
            "What does a hot spare do?\n\n>   Think of a failed disk.",
            "A",
            {"A": "rebuilds the array at once", "B": "doubles the read speed"},
            "",
        ),
    ]
    assert _warnings(_ESCAPED_ITALICS) == [
        "doc.md:20: question 10 has 2 right options (A, C); made an open card"
    ]


def test_one_list_with_a_term_in_italics_keys_nothing() -> None:
    """Guard: a page whose only such list is an answer's (`- *RAID 1*` among plain items)
    marks no key: the list stays the answer, emphasis and all."""
    text = (
        "# Storage notes\n\n"
        "## What is a RAID level?\n\n"
        "A way to spread data over disks. Common ones:\n\n"
        "- RAID 0\n- *RAID 1*\n- RAID 5\n\n"
        "## Which file systems journal?\n\n"
        "Several do, for example:\n\n"
        "- FAT16\n- ext4\n"
    )
    assert _cards(text) == [
        (
            "What is a RAID level?",
            "A way to spread data over disks. Common ones:\n\n- RAID 0\n- *RAID 1*\n- RAID 5",
            {},
            "",
        ),
        ("Which file systems journal?", "Several do, for example:\n\n- FAT16\n- ext4", {}, ""),
    ]


def test_a_run_marked_both_ways_keys_nothing() -> None:
    """Guard: one option in bold and another in italics in one list (a term and a title, say)
    mark no key, though the page keys its other lists in italics."""
    text = _ESCAPED_ITALICS.replace("    -   RAID 0\n", "    -   **RAID 0**\n")
    cards = _cards(text)
    assert cards[0][:3] == (
        "Which RAID level mirrors two disks?",
        "-   **RAID 0**\n-   *RAID 1\\**\n-   RAID 5",
        {},
    )
    assert [c[1] for c in cards[1:]] == ["B", "- NVMe drive\n- SATA SSD", "A"]


# (3) A select-two question over unlettered bullets, two in bold ---------------------------

_SELECT_TWO = """\
**Single choice**

1\\) Which metal is liquid at room temperature?

a)  Iron

b)  **Mercury**

c)  Copper

**Multiple Choice**

2\\) Which two are noble gases? (Select TWO)

-   **Argon**

-   Nitrogen

-   **Neon**

-   Oxygen
"""


def test_two_bold_bullets_under_a_select_two_question_are_its_keys() -> None:
    """A converter's loose bullets (`-   **Argon**`, a blank line between) under a select-two
    question, on a page that marks its lettered keys in bold: the usual warned open card
    naming both, as lettered options make. It was an open card whose answer was the raw list,
    `**` and all, with no warning."""
    assert _cards(_SELECT_TWO) == [
        (
            "Which metal is liquid at room temperature?",
            "B",
            {"A": "Iron", "B": "Mercury", "C": "Copper"},
            "",
        ),
        (
            "Which two are noble gases? (Select TWO)\n\n- A) Argon\n- B) Nitrogen\n"
            "- C) Neon\n- D) Oxygen",
            "- Argon\n- Neon",
            {},
            "",
        ),
    ]
    assert _warnings(_SELECT_TWO) == [
        "doc.md:18: question 2 has 2 right options (A, C); made an open card"
    ]


def test_bold_bullets_on_a_page_that_marks_no_key_stay_the_answer() -> None:
    """Guard: the same bullets on a page with no other key in bold (notes that stress two
    points) key nothing: the list stays the answer as written."""
    text = (
        "# Chemistry notes\n\n"
        "1\\) Which gases should a lab keep an eye on? (Select TWO to study first)\n\n"
        "-   **Argon**\n\n-   Nitrogen\n\n-   **Neon**\n\n-   Oxygen\n\n"
        "2\\) Why is mercury dangerous?\n\n"
        "Its vapour is toxic.\n"
    )
    assert _cards(text) == [
        (
            "Which gases should a lab keep an eye on? (Select TWO to study first)",
            "-   **Argon**\n\n-   Nitrogen\n\n-   **Neon**\n\n-   Oxygen",
            {},
            "",
        ),
        ("Why is mercury dangerous?", "Its vapour is toxic.", {}, ""),
    ]
    assert _warnings(text) == []
