"""Importer layouts met on fresh public documents (held-out round Z264): a task-list quiz
(`#### question` headings, an instruction line `Select one answer.`, then `- [ ]` / `- [x]`
options) in which one question has no box ticked.

None of these is a copy of a document; each is the shape a real file used and the importer
once misread: the unticked question became a card whose "answer" was the instruction line
and all its options.
"""

from __future__ import annotations

from tests.importing import result


def _question(title: str, options: list[tuple[bool, str]], lead: str = "Select one answer.") -> str:
    """A `#### title` heading, the instruction line `lead`, then the options as task boxes
    (ticked where True)."""
    boxes = "".join(f"- [{'x' if right else ' '}]  {text}\n" for right, text in options)
    return f"#### {title}\n\n{lead}\n\n{boxes}\n"


def _quiz(keyed: int) -> str:
    """`keyed` questions keyed by one ticked box each, then one with no box ticked, then one
    more keyed."""
    ports = [("HTTPS", "443"), ("SSH", "22"), ("SMTP", "25"), ("DNS", "53"), ("FTP", "21")]
    text = ""
    for name, port in ports[: keyed - 1]:
        text += _question(f"Which port does {name} use?", [(False, "80"), (True, port)])
    text += _question(
        "Which protocol resolves names to addresses?",
        [(False, "ARP"), (False, "DNS"), (False, "DHCP")],
    )
    text += _question("Which layer routes packets?", [(False, "Link"), (True, "Network")])
    return text


def _reasons(text: str) -> list[tuple[int, str]]:
    return [(s.line, s.reason) for s in result(text).skipped]


def test_unticked_question_among_two_ticked_ones_is_reported() -> None:
    """Two questions keyed by a ticked box and one with none (too few ticked runs for the
    page's boxes to be read as options): the unticked one is reported, not carded."""
    text = _quiz(keyed=2)
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("Which port does HTTPS use?\n\nSelect one answer.", {"A": "80", "B": "443"}, "B"),
        ("Which layer routes packets?\n\nSelect one answer.", {"A": "Link", "B": "Network"}, "B"),
    ]
    assert _reasons(text) == [
        (
            8,
            "question #2 ('Which protocol resolves names to addresses?') has options but no "
            "answer letter (no option marked); skipped",
        )
    ]


def test_unticked_question_in_a_ticked_quiz_is_reported_with_its_instruction() -> None:
    """Five questions keyed by ticks and one with none: the instruction line (`Select one
    answer.`) stays in each question, and the unticked question is reported, not an open
    card answered by the instruction and its options."""
    text = _quiz(keyed=5)
    cards = result(text).deck.cards
    assert [(c.question.split("\n")[0], c.answer) for c in cards] == [
        ("Which port does HTTPS use?", "B"),
        ("Which port does SSH use?", "B"),
        ("Which port does SMTP use?", "B"),
        ("Which port does DNS use?", "B"),
        ("Which layer routes packets?", "B"),
    ]
    assert all(c.question.endswith("\n\nSelect one answer.") for c in cards)
    assert _reasons(text) == [(29, "question #5 has options but no answer letter; skipped")]


def test_a_portuguese_instruction_line_is_no_answer() -> None:
    """`Selecione somente uma resposta.` over the options of an unticked question, in a
    quiz keyed by ticks: reported, the instruction kept in the keyed questions."""
    text = "".join(
        _question(title, options, lead="Selecione somente uma resposta.")
        for title, options in [
            ("Qual porta o SSH usa?", [(True, "22"), (False, "23")]),
            ("Qual porta o DNS usa?", [(False, "25"), (False, "53")]),
            ("Qual porta o HTTPS usa?", [(False, "80"), (True, "443")]),
        ]
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Qual porta o SSH usa?\n\nSelecione somente uma resposta.", "A"),
        ("Qual porta o HTTPS usa?\n\nSelecione somente uma resposta.", "B"),
    ]
    assert [s.line for s in imported.skipped] == [8]
    assert "has options but no answer letter" in imported.skipped[0].reason


def test_choose_two_stays_in_the_question() -> None:
    """`Choose two.` over two ticked boxes: the instruction is the question's, the ticked
    options the answer."""
    text = _quiz(keyed=5) + _question(
        "Which protocols run over UDP?",
        [(True, "DNS"), (False, "SMTP"), (True, "NTP")],
        lead="Choose two.",
    )
    card = result(text).deck.cards[-1]
    assert card.question.startswith("Which protocols run over UDP?\n\nChoose two.")
    assert card.answer == "- DNS\n- NTP"


def test_unticked_options_with_an_answer_line_keep_their_key() -> None:
    """Near miss: a question whose boxes are all unticked but whose `Answer: B` line keys it
    keeps that key."""
    text = (
        _question("Which port does HTTPS use?", [(False, "80"), (True, "443")])
        + "#### Which protocol resolves names?\n\nSelect one answer.\n\n"
        "- [ ]  ARP\n- [ ]  DNS\n\nAnswer: B\n\n"
        + _question("Which layer routes packets?", [(False, "Link"), (True, "Network")])
    )
    imported = result(text)
    assert [(c.question.split("\n")[0], c.choices, c.answer) for c in imported.deck.cards] == [
        ("Which port does HTTPS use?", {"A": "80", "B": "443"}, "B"),
        ("Which protocol resolves names?", {"A": "ARP", "B": "DNS"}, "B"),
        ("Which layer routes packets?", {"A": "Link", "B": "Network"}, "B"),
    ]
    assert imported.skipped == ()


def test_a_checklist_beside_ticked_questions_is_kept() -> None:
    """Near miss: notes that key two questions by ticks and keep a to-do list under a title
    that asks nothing (`## Release checklist`): the list stays that section's card."""
    text = (
        "## Which port does HTTPS use?\n\n- [ ] 80\n- [x] 443\n\n"
        "## Which port does SSH use?\n\n- [x] 22\n- [ ] 23\n\n"
        "## Release checklist\n\n- [ ] Run the tests\n- [ ] Tag the release\n\n"
        "## What is a deadlock?\n\nTwo threads each wait for a lock the other holds.\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Which port does HTTPS use?", "B"),
        ("Which port does SSH use?", "A"),
        ("Release checklist", "- [ ] Run the tests\n- [ ] Tag the release"),
        ("What is a deadlock?", "Two threads each wait for a lock the other holds."),
    ]
    assert imported.skipped == ()


def test_study_checklists_with_no_tick_import_as_before() -> None:
    """Near miss: study notes that answer each question in prose and keep an unticked
    to-do list under it, no box ticked anywhere: each list stays in its answer."""
    text = (
        "## What is TCP?\n\nA reliable byte stream.\n\n- [ ] Read RFC 793\n- [ ] Try netcat\n\n"
        "## What is UDP?\n\nDatagrams, no delivery guarantee.\n\n- [ ] Read RFC 768\n"
        "- [ ] Write a DNS client\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is TCP?", "A reliable byte stream.\n\n- [ ] Read RFC 793\n- [ ] Try netcat"),
        (
            "What is UDP?",
            "Datagrams, no delivery guarantee.\n\n- [ ] Read RFC 768\n- [ ] Write a DNS client",
        ),
    ]
    assert imported.skipped == ()
