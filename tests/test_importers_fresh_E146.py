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


def test_an_option_leading_into_its_code_block_keeps_it_and_the_options_after() -> None:
    """`**B)** Run this:` over a fenced block, then `**C)**`, `**D)**`: the code is option B's,
    C and D are still options, and nothing is glued into the question."""
    text = (
        "## Question 1\nHow do you see which disks are mounted?\n\n"
        "**A)** Reboot and watch the screen\n\n"
        "**B)** Type this in a shell:\n```sh\nmount | column -t\n```\n\n"
        "**C)** Open every folder in turn\n\n"
        "**D)** Ask the administrator\n\n"
        "**Correct Answer:** B\n\n"
        "## Question 2\nWhich command shows free memory?\n\n"
        "**A)** free -h\n\n**B)** ls -l\n\n**C)** cd /\n\n**D)** pwd\n\n**Correct Answer:** A\n"
    )
    res = result(text)
    first, second = res.deck.cards
    assert first.question == "How do you see which disks are mounted?"
    assert first.choices == {
        "A": "Reboot and watch the screen",
        "B": "Type this in a shell: `mount | column -t`",
        "C": "Open every folder in turn",
        "D": "Ask the administrator",
    }
    assert first.answer == "B"
    assert (second.question, second.answer) == ("Which command shows free memory?", "A")
    assert res.warnings == ()


def test_a_code_block_between_two_options_is_the_upper_ones() -> None:
    """`**A)** The loop` over a block of several lines, then `**B)**`: the block is A's (a
    next option follows it), kept fenced with its language."""
    text = (
        "## Question 1\nWhich snippet prints 1 to 3?\n\n"
        "**A)** The loop\n\n```python\nfor i in range(1, 4):\n    print(i)\n```\n\n"
        "**B)** A bare print\n\n**C)** Nothing prints\n\n**Correct Answer:** A\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {
        "A": "The loop\n```python\nfor i in range(1, 4):\n    print(i)\n```",
        "B": "A bare print",
        "C": "Nothing prints",
    }
    assert card.answer == "A"


def test_code_under_the_last_option_or_an_answer_label_stays_where_it_was() -> None:
    """Guard: code under the last option, with no colon leading into it, is no option's; and
    a `Q:` / `A: ... like this:` pair over code is an answer, no option A."""
    options = (
        "## Question 1\nWhich prints hello?\n\n**A)** echo hello\n\n**B)** cat hello\n\n"
        "```sh\n$ echo hello\nhello\n```\n\n**Correct Answer:** A\n"
    )
    (card,) = result(options).deck.cards
    assert card.question == "Which prints hello?\n\n```sh\n$ echo hello\nhello\n```"
    assert card.choices == {"A": "echo hello", "B": "cat hello"}
    assert card.answer == "A"
    qa = "Q: How do you list files?\nA: Run it like this:\n\n```sh\nls -la\n```\n"
    (open_card,) = result(qa).deck.cards
    assert not open_card.choices
    assert open_card.question == "How do you list files?"
    assert open_card.answer == "Run it like this:\n\n```sh\nls -la\n```"
