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


_GLUED_RUN = (
    "Вопрос 1.\nКакая команда создаёт таблицу?\n\nОтветы:\n"
    "1. CREATE TABLE\n2. ALTER TABLE\n3. DROP TABLE\n\nВыбран 1 ответ.\n\n"
    "Вопрос 2.\nКакая команда удаляет строки?\n\nОтветы:\n"
    "1.удалить через DELETE\n2.удалить через SELECT\n3.удалить через GRANT\n\n"
    "Выбран 1 ответ, но проверьте.\n"
)


def test_options_numbered_with_no_blank_after_the_dot() -> None:
    """`1.text` options, where the quiz's other questions number theirs `1. text`, are the
    question's options, keyed by the colonless `Выбран N ответ.` line under them."""
    assert _cards(_GLUED_RUN) == [
        (
            "Какая команда создаёт таблицу?",
            "A",
            {"A": "CREATE TABLE", "B": "ALTER TABLE", "C": "DROP TABLE"},
        ),
        (
            "Какая команда удаляет строки?",
            "A",
            {"A": "удалить через DELETE", "B": "удалить через SELECT", "C": "удалить через GRANT"},
        ),
    ]


_LABELLED_NUMBERS = (
    "Question 1.\nWhich port does HTTPS use?\n\nOptions:\n1.80\n2.443\n3.22\n\nAnswer: 2\n\n"
    "Question 2.\nWhich port does SSH use?\n\nOptions:\n1.21\n2.22\n\nAnswer: 2\n"
)


def test_options_numbered_with_no_blank_under_an_options_label() -> None:
    """Under an options label, a run numbered 1, 2, 3 ... is the options, numbers and all
    (`1.80`), though no series tells them apart from decimals."""
    assert _cards(_LABELLED_NUMBERS) == [
        ("Which port does HTTPS use?", "B", {"A": "80", "B": "443", "C": "22"}),
        ("Which port does SSH use?", "B", {"A": "21", "B": "22"}),
    ]


def test_a_number_under_an_options_label_alone_is_left_as_written() -> None:
    """Guard: one line numbered `1.5` under `Options:` is no run of options: left as written."""
    text = "Q: Which version added the flag?\n\nOptions:\n1.5 and later\n\nA: Since 1.5.\n"
    assert _cards(text) == [
        ("Which version added the flag?\n\nOptions:\n1.5 and later", "Since 1.5.", {})
    ]


def test_a_key_naming_a_numbered_line_not_read_as_options_is_warned() -> None:
    """A question whose options no rule reads (`1-80`) over a key by number stays an open
    card, but is never silent: a warning names it."""
    text = (
        "Question 1.\nWhich port does HTTPS use?\n\n1-80\n2-443\n3-22\n\nAnswer: 2\n\n"
        "Question 2.\nHow many layers has the OSI model?\n\nAnswer: 7\n"
    )
    warnings = result(text).warnings
    assert [c[1] for c in _cards(text)] == ["2", "7"]
    assert len(warnings) == 1
    assert "question 1: the answer names line 2 of the numbered list above it" in warnings[0]


def test_a_number_answering_a_list_it_does_not_index_is_not_warned() -> None:
    """Guard: an answer that is a count past the numbered list above it (`5` under three
    steps) names no line of it: no warning."""
    text = (
        "Question 1.\nHow many hops does this route take?\n\n1. home\n2. office\n3. cloud\n\n"
        "Answer: 5\n\nQuestion 2.\nWhich port does DNS use?\n\nAnswer: 53\n"
    )
    assert [c[1] for c in _cards(text)] == ["5", "53"]
    assert result(text).warnings == ()


_BOLD_VERDICTS = (
    "## Repaso\n\n"
    "### Verdadero o falso\n\n"
    "1. Un switch trabaja en la capa 2. **Verdadero**\n"
    "2. UDP garantiza el orden de los paquetes. **FALSO**\n"
    "3. ARP traduce direcciones IP a MAC. **Verdadero.**\n"
)


def test_a_statement_ending_with_its_verdict_in_bold_is_a_true_false_card() -> None:
    """`N. statement. **FALSE**` (in any language of the verdict list, a full stop inside the
    bold or not): the statement is the question, the verdict the answer, no bold left."""
    assert _cards(_BOLD_VERDICTS) == [
        ("Un switch trabaja en la capa 2.", "Verdadero", {}),
        ("UDP garantiza el orden de los paquetes.", "FALSO", {}),
        ("ARP traduce direcciones IP a MAC.", "Verdadero", {}),
    ]


def test_steps_that_set_a_value_in_bold_are_not_verdicts() -> None:
    """Guard: numbered steps that end on a bold `true`/`false` value, no full stop before
    it, are an answer's steps as before, never statements to judge."""
    text = (
        "## How do you turn on debugging?\n\n"
        "1. Set `debug` to **true**\n"
        "2. Set `cache` to **false**\n"
        "3. Restart the server.\n"
    )
    [(question, answer, _)] = _cards(text)
    assert question == "How do you turn on debugging?"
    assert answer.startswith("1. Set `debug` to **true**\n2. Set `cache` to **false**")


_BOXED_VERDICTS = (
    "# Repetitorium\n\n"
    "## 1. Loopback\n"
    "Frage: 127.0.0.1 ist eine Loopback-Adresse.\n"
    "- [ ] Wahr\n- [ ] Falsch\n\n"
    "<details>\n    <summary>Antwort</summary>\n    Antwort: Wahr.\n</details>\n\n"
    "## 2. DNS-Port\n"
    "Frage: DNS nutzt Port 80.\n"
    "- [ ] Wahr\n- [ ] Falsch\n\n"
    "<details>\n    <summary>Antwort</summary>\n    Antwort: Falsch. <br> DNS nutzt Port 53.\n"
    "</details>\n"
)


def test_a_verdict_and_its_reason_key_true_false_boxes() -> None:
    """Under two unticked boxes that are a verdict pair (`Wahr` / `Falsch`), a key opening
    with one verdict and going on with the reason keys that box; the reason explains it."""
    deck = result(_BOXED_VERDICTS).deck
    cards = [(c.answer, dict(c.choices), c.explanation) for c in deck.cards]
    assert cards == [
        ("A", {"A": "Wahr", "B": "Falsch"}, ""),
        ("B", {"A": "Wahr", "B": "Falsch"}, "DNS nutzt Port 53."),
    ]


def test_a_verdict_and_its_reason_key_lettered_true_false_options() -> None:
    """`A) True` / `B) False` keyed `Answer: False. reason`: B, the reason its explanation
    (the question was refused for a missing answer letter)."""
    text = (
        "## 1. Is UDP reliable?\n\nA) True\nB) False\n\nAnswer: False. It never resends.\n\n"
        "## 2. Is TCP connection-oriented?\n\nA) True\nB) False\n\nAnswer: True, a handshake opens it.\n"
    )
    deck = result(text).deck
    assert [(c.answer, c.explanation) for c in deck.cards] == [
        ("B", "It never resends."),
        ("A", "a handshake opens it."),
    ]


def test_a_key_opening_with_no_verdict_or_under_other_options_stays_open() -> None:
    """Guard: boxes that are no verdict pair (`Often` / `Never`), or a key that opens with
    another word (`Depends. ...`), key nothing: open cards as before."""
    text = (
        "## 1. Ping\nFrage: Wie oft antwortet ein Router?\n- [ ] Oft\n- [ ] Nie\n\n"
        "Antwort: Falsch. Es kommt darauf an.\n\n"
        "## 2. NAT\nFrage: NAT ist eine Firewall.\n- [ ] Wahr\n- [ ] Falsch\n\n"
        "Antwort: Teilweise. Es filtert nebenbei.\n"
    )
    assert [(a, c) for _, a, c in _cards(text)] == [
        ("Falsch. Es kommt darauf an.", {}),
        ("Teilweise. Es filtert nebenbei.", {}),
    ]
