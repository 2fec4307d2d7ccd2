"""Layouts met in the Z168 and Z169 rounds, on made-up documents: a question's options in a
two-column table, lettered in the first column, the key's row marked in colour or bold; a
numbered fill-in question that does not ask, between numbered choice questions."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


_TABLE_QUIZ = (
    "### 1.Qual camada entrega quadros entre vizinhos?\n"
    "|Letra|Opção|\n"
    "|:-|:-|\n"
    "|A|Física|\n"
    '|<font color="red">B</font>|<font color="red">Enlace</font>|\n'
    "|C|Rede|\n"
    "\n"
    "### 2.O comprimento de um endereço IPv4 em bits é.\n"
    "```\n32\n```\n"
    "### 3.Qual protocolo resolve nomes?\n"
    "| No. | Option |\n"
    "| --- | --- |\n"
    "| A | FTP |\n"
    "| B | SMTP |\n"
    '| <span style="color: red">C</span> | <span style="color: red">DNS</span> |\n'
    "| D | ARP |\n"
    "\n"
    "### 4.Qual porta usa o HTTPS?\n"
    "|#|Opção|\n"
    "|-|-|\n"
    "|a|80|\n"
    "|b|**443**|\n"
    "|c|21|\n"
)


def test_options_in_a_table_keyed_by_a_marked_row() -> None:
    """Two-column tables lettered in their first column are the options, the row in colour
    (`<font color>`, a `<span style>`) or bold the key, no tag left in the option's text; the
    fill-in question between them, numbered in their run, stays an open card."""
    assert _cards(_TABLE_QUIZ) == [
        (
            "Qual camada entrega quadros entre vizinhos?",
            "B",
            {"A": "Física", "B": "Enlace", "C": "Rede"},
        ),
        ("O comprimento de um endereço IPv4 em bits é.", "```\n32\n```", {}),
        ("Qual protocolo resolve nomes?", "C", {"A": "FTP", "B": "SMTP", "C": "DNS", "D": "ARP"}),
        ("Qual porta usa o HTTPS?", "B", {"A": "80", "B": "443", "C": "21"}),
    ]
    assert result(_TABLE_QUIZ).warnings == ()


def test_a_table_with_no_row_or_every_row_marked_stays_as_written() -> None:
    """Guard: a lettered table that marks no row (or all rows alike) tells no key: the card
    stays open with the table as its answer, as before."""
    plain = "### 1. Which layer routes packets?\n|No.|Option|\n|-|-|\n|A|Link|\n|B|Network|\n"
    bold = plain.replace("|Link|", "|**Link**|").replace("|Network|", "|**Network**|")
    for text in (plain, bold):
        [(question, answer, choices)] = _cards(text)
        assert (question, choices) == ("Which layer routes packets?", {})
        assert answer.startswith("|No.|Option|")


def test_a_table_that_is_no_option_list_stays_as_written() -> None:
    """Guard: a table whose first column is not lettered A, B, C ... in order (DNS record
    types), or that has a third column, is the answer as written, bold row and all."""
    records = (
        "## What do the common DNS records hold?\n\n"
        "|Type|Holds|\n|-|-|\n|A|An IPv4 address|\n|**MX**|**A mail server**|\n|NS|A name server|\n"
    )
    three = (
        "## Which layer is which?\n\n"
        "|L|Name|Unit|\n|-|-|-|\n|A|Link|**frame**|\n|B|Network|packet|\n"
    )
    for text in (records, three):
        [(_, answer, choices)] = _cards(text)
        assert choices == {}
        assert answer.startswith("|")


_LAB_THEN_QUIZ = (
    "### 1. Deploying the VM\n\nStart the VM and log in.\n\n"
    "### 2. Which port does SSH use?\n\n- [ ] 21\n- [x] 22\n\n"
    "### 3. Which port does DNS use?\n\n- [x] 53\n- [ ] 80\n\n"
    "### 4. Which port does HTTP use?\n\n- [ ] 25\n- [x] 80\n"
)


def test_numbered_text_before_a_quiz_is_still_text() -> None:
    """Guard: a numbered heading that does not ask, before the quiz's questions (no question
    numbered before it), is still the text around the quiz, reported."""
    assert [q for q, _, _ in _cards(_LAB_THEN_QUIZ)] == [
        "Which port does SSH use?",
        "Which port does DNS use?",
        "Which port does HTTP use?",
    ]
    assert any("Deploying the VM" in s.reason for s in result(_LAB_THEN_QUIZ).skipped)
