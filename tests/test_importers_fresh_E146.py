"""Importer layouts met in judge round Z152: each test is the shape of a real document the
importer misread, written small, with a near miss beside it that must import as before.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_BOLD_QUIZ = (
    "## Kuis\n\n"
    "### Pertanyaan 1\n\nPerintah mana yang menampilkan isi folder?\n\n"
    "* cat\n* **ls**\n* rm\n\n"
    "### Pertanyaan 2\n\nPerintah mana yang mengganti nama berkas?\n\n"
    "* **mv**\n* cp\n* pwd\n\n> mv juga memindahkan berkas.\n\n"
    "### Pertanyaan 3\n\nMana yang benar tentang editor teks? Pilih semua yang sesuai.\n\n"
    "* **vim punya mode**\n* grep adalah editor\n* **nano menampilkan pintasannya**\n\n"
    "### Pertanyaan 4\n\nBendera mana yang memperbaiki disk?\n\n"
    "* **scan /f:**\n* scan d:\n* repair-all\n"
)
"""Options bulleted with no letter, the right ones in bold, as an Indonesian course quiz
copies its graded page: one run with two bold options and no English cue, one bold option
ending with a colon of its own (a command's flag)."""


def test_several_bold_options_in_a_bold_keyed_quiz_make_an_open_card_with_a_warning() -> None:
    """Two options in bold under a question that asks in Indonesian: several right options
    (an open card naming them, reported), not an answer's list imported in silence."""
    res = result(_BOLD_QUIZ)
    cards = res.deck.cards
    assert [c.question for c in cards] == [
        "Perintah mana yang menampilkan isi folder?",
        "Perintah mana yang mengganti nama berkas?",
        "Mana yang benar tentang editor teks? Pilih semua yang sesuai.\n\n- A) vim punya mode"
        "\n- B) grep adalah editor\n- C) nano menampilkan pintasannya",
        "Bendera mana yang memperbaiki disk?",
    ]
    assert [(c.answer, c.correct_choice) for c in cards[:2]] == [("B", "ls"), ("A", "mv")]
    assert not cards[2].choices
    assert cards[2].answer == "- vim punya mode\n- nano menampilkan pintasannya"
    assert res.warnings == ("doc.md:27: question 3 has 2 right options (A, C); made an open card",)


def test_one_bold_option_ending_with_a_colon_of_its_own_keys_a_choice() -> None:
    """`* **scan /f:**`: a flag's colon ends the option, which is still the right one."""
    fourth = result(_BOLD_QUIZ).deck.cards[3]
    assert fourth.choices == {"A": "scan /f:", "B": "scan d:", "C": "repair-all"}
    assert (fourth.answer, fourth.correct_choice) == ("A", "scan /f:")


def test_several_bold_points_in_notes_without_single_bold_keys_stay_answers() -> None:
    """Guard: a document that never keys a run by one option in bold, its points in bold
    with no request for several (in any language), keeps them as its answers' emphasis."""
    text = (
        "## Catatan\n\n### Pertanyaan 1\n\nApa yang penting dalam pipeline?\n\n"
        "* **Kecepatan.**\n* Biaya.\n* **Keamanan.**\n\n"
        "### Pertanyaan 2\n\nApa lagi?\n\n* **Log.**\n* Metrik.\n* **Jejak.**\n"
    )
    res = result(text)
    first, second = res.deck.cards
    assert not first.choices and not second.choices
    assert first.answer == "* **Kecepatan.**\n* Biaya.\n* **Keamanan.**"
    assert second.answer == "* **Log.**\n* Metrik.\n* **Jejak.**"
    assert res.warnings == ()


def test_a_bold_title_ending_with_a_colon_keys_nothing() -> None:
    """Guard: `* **Kelebihan:**` over points is a title (words and a colon), no option; its
    run stays the answer's list though the document keys other runs by one bold option."""
    text = (
        "### Pertanyaan 1\n\nPerintah mana yang menampilkan isi folder?\n\n* cat\n* **ls**\n* rm\n\n"
        "### Pertanyaan 2\n\nPerintah mana yang mengganti nama berkas?\n\n* **mv**\n* cp\n* pwd\n\n"
        "### Pertanyaan 3\n\nApa itu SSD?\n\n* **Kelebihan:**\n* cepat\n* senyap\n"
    )
    res = result(text)
    third = res.deck.cards[2]
    assert not third.choices
    assert third.answer == "* **Kelebihan:**\n* cepat\n* senyap"
    assert res.warnings == ()
