"""Importer layouts met on fresh public documents (fix round E472): true/false quizzes written
as two-column pipe tables, each row a verdict mark and a statement.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_ROWS = [
    ("F", "Ping uses UDP port 7", "False"),
    ("V", "A partition is a block device", "True"),
    ("V", "An LDAP entry may have several object classes", "True"),
    ("F", "df and du report the same figures", "False"),
]


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_rule_first_table_of_marked_statements_is_a_true_false_quiz() -> None:
    """`|---|---|` over a title row `|Exam|notes|`, then `` |`F`|statement| `` rows and blank
    rows `` |``|| ``: the rule typed above its header, the verdict first. Read as one
    paragraph, nothing was imported ("no questions found")."""
    text = "|------|-----|\n|Exam|notes|\n"
    text += "".join(f"|`{mark}`|{statement}|\n" for mark, statement, _ in _ROWS)
    text += "|``||\n|``||\n"
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (statement, spelled) for _, statement, spelled in _ROWS
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_rule_first_table_whose_first_row_is_a_statement_keeps_it() -> None:
    """`|---|---|` right over the first statement's row: no title, so that row (read as the
    header once the rule is under it) is a card too."""
    text = "|---|---|\n" + "".join(f"|**{m}**|{s}|\n" for m, s, _ in _ROWS)
    assert _pairs(text) == [(s, spelled) for _, s, spelled in _ROWS]


def test_a_title_header_over_verdicts_in_the_first_column() -> None:
    """`| Quiz | theory |` (a title, no column named) over `| T | statement |` rows, the rule
    in its place: the column of marks is the answer, in either position."""
    text = "Theory check\n\n| Quiz | theory |\n|---|---|\n"
    text += "| T | Ping uses ICMP |\n| F | TCP is connectionless |\n| ✓ | UDP has no handshake |\n"
    assert _pairs(text) == [
        ("Ping uses ICMP", "True"),
        ("TCP is connectionless", "False"),
        ("UDP has no handshake", "True"),
    ]


def test_a_question_answer_table_answered_by_verdict_letters_keeps_every_row() -> None:
    """`| Domanda | Risposta |` answered `F` and `V`: the `F` rows were skipped as an option
    letter with no options ("looks like an option letter"); every row is a statement judged,
    its verdict spelled out, a verdict word kept as written."""
    text = (
        "| Domanda | Risposta |\n|---|---|\n"
        "| Ping usa UDP | F |\n| Un disco è un dispositivo a blocchi | V |\n"
        "| DNS usa la porta 53 | **Vero** |\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Ping usa UDP", "False"),
        ("Un disco è un dispositivo a blocchi", "True"),
        ("DNS usa la porta 53", "Vero"),
    ]
    assert imported.skipped == ()


def test_an_answer_column_before_its_statements() -> None:
    """`| Answer | Statement |`: the verdict first, named; its cell alone is the answer (the
    statement's cell is not glued to it)."""
    text = "| Answer | Statement |\n|---|---|\n| F | Ping uses UDP |\n| W | Disks are devices |\n"
    assert _pairs(text) == [("Ping uses UDP", "False"), ("Disks are devices", "True")]


def test_near_miss_question_answer_table_of_words_is_as_before() -> None:
    """`| Question | Answer |` answered with words (one of them `F`-like only in part): an open
    table as before, the answers as written."""
    text = (
        "| Question | Answer |\n|---|---|\n"
        "| What is a pod? | The smallest unit |\n| What grade is best? | F-sharp minor |\n"
    )
    assert _pairs(text) == [
        ("What is a pod?", "The smallest unit"),
        ("What grade is best?", "F-sharp minor"),
    ]


def test_near_miss_settings_table_with_boolean_defaults_is_no_quiz() -> None:
    """`| Setting | Default |` over `true`/`false` cells: a table of settings in prose, the
    header a named pair that names no question nor answer; as before, no cards (none found)."""
    text = (
        "# Config\n\nSome settings.\n\n| Setting | Default |\n|---|---|\n"
        "| cache | true |\n| debug | false |\n\n### What is a pod?\n\nThe smallest unit.\n"
    )
    assert _pairs(text) == [("What is a pod?", "The smallest unit.")]


def test_near_miss_a_rule_first_block_of_one_row_stays_text() -> None:
    """`|---|---|` over a single pipe row: no table of rows, left as it was written."""
    text = "### What is a pipe?\n\n|---|---|\n|a|b|\n\nText.\n"
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a pipe?"]
    assert "|---|---|" in cards[0].answer
