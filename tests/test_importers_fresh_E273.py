"""Importer layouts met in judge round Z194 (fix session I7): answers folded into Obsidian or
GitHub callouts (`> [!success]- Lösung a`, `> [!tip]- Answer`), and an exam's lettered
sub-tasks each answered by one (srs.importers.callouts).

None of these is a copy of a document; each is the layout that a real file used: a German mock
exam written in Obsidian, `## Aufgabe N – Titel (P Punkte)` sections over `**a) (8 P)** ...`
sub-tasks, each with its solution folded under it.
"""

from __future__ import annotations

from tests.importing import result
from tests.test_importers_fresh_E257 import _EXAM

_EXAM_IN_CALLOUTS = (
    "# Klausur Rechnernetze\n"  # 1
    "\n"
    "## Aufgabe 1 – Adressen (10 Punkte)\n"  # 3
    "\n"
    "**a) (3 P)** Wie viele Hosts passen in ein /26-Netz?\n"  # 5
    "\n"
    "> [!success]- Lösung a\n"
    "> 62 Hosts (64 Adressen minus Netz und Broadcast).\n"
    "\n"
    "**b) (4 P)** Eine Firma plant drei Standorte.\n"  # 10
    "- Berlin: 40 Rechner\n"
    "- Köln: 12 Rechner\n"
    "\n"
    "> [!note] Hinweis\n"
    "> Rechne mit Reserve.\n"
    "\n"
    "> [!success]- Lösung b\n"
    "> | Standort | Präfix |\n"
    "> |---|---|\n"
    "> | Berlin | /26 |\n"
    "> | Köln | /28 |\n"
    "\n"
    "**c) (3 P)** Der Router verliert seine Konfiguration.\n"  # 23
    "1. Nenne eine Ursache. 2. Wie sicherst du sie?\n"
    "\n"
    "> [!success]- Lösung c\n"
    "> 1. Stromausfall ohne gespeicherte Konfiguration.\n"
    "> 2. `copy running-config startup-config`\n"
    "\n"
    "---\n"
    "\n"
    "## Aufgabe 2 – Dienste (6 Punkte)\n"  # 32
    "\n"
    "**a) (2 P)** Was liefert dieser Befehl?\n"
    "```sh\n"
    "dig +short example.org\n"
    "```\n"
    "\n"
    "> [!success]- Lösung a\n"
    "> Die IPv4-Adresse des Namens.\n"
    "\n"
    "**b) (4 P)** Beschreibe den Ablauf einer DHCP-Vergabe.\n"  # 42
)


def test_exam_sub_tasks_each_answered_by_a_folded_callout_are_cards() -> None:
    """Each lettered sub-task is a card tagged by its section: its words (letter and points
    dropped) and the lines under it (bullets, an inline numbered list, code, a hint callout)
    the question, the solution callout's body the answer, without its `>` marks or header; a
    sub-task with no callout is reported unanswered. The section was one card holding all of
    it, and the inline list a card of its own."""
    res = result(_EXAM_IN_CALLOUTS)
    first, second = ("aufgabe-1-adressen-10-punkte",), ("aufgabe-2-dienste-6-punkte",)
    assert [(c.id, c.question, c.answer, c.tags) for c in res.deck.cards] == [
        (
            "q01",
            "Wie viele Hosts passen in ein /26-Netz?",
            "62 Hosts (64 Adressen minus Netz und Broadcast).",
            first,
        ),
        (
            "q02",
            "Eine Firma plant drei Standorte.\n- Berlin: 40 Rechner\n- Köln: 12 Rechner\n\n"
            "[!note] Hinweis\nRechne mit Reserve.",
            "| Standort | Präfix |\n|---|---|\n| Berlin | /26 |\n| Köln | /28 |",
            first,
        ),
        (
            "q03",
            "Der Router verliert seine Konfiguration.\n"
            "1. Nenne eine Ursache. 2. Wie sicherst du sie?",
            "1. Stromausfall ohne gespeicherte Konfiguration.\n"
            "2. `copy running-config startup-config`",
            first,
        ),
        (
            "q04",
            "Was liefert dieser Befehl?\n```sh\ndig +short example.org\n```",
            "Die IPv4-Adresse des Namens.",
            second,
        ),
    ]
    assert not any(c.is_choice for c in res.deck.cards)
    assert [(s.line, s.reason) for s in res.skipped] == [(42, "question 5 has no answer; skipped")]
    assert res.warnings == ("doc.md:42: question 5 has no answer; skipped",)


def test_a_sub_task_with_text_under_it_and_no_callout_is_reported_not_answered_by_it() -> None:
    """A sub-task whose lines go on under it (its two queries) but whose solution is missing:
    those lines are its question's, and it is reported unanswered, never answered by them."""
    text = (
        "# Probeklausur Datenbanken\n\n"
        "## Aufgabe 1 – SQL (9 Punkte)\n\n"
        "**a) (3 P)** Was bewirkt `DISTINCT`?\n\n"
        "> [!success]- Lösung a\n> Doppelte Zeilen fallen weg.\n\n"
        "**b) (3 P)** Vergleiche die beiden Abfragen.\n"  # 10
        "- `SELECT * FROM t`\n- `SELECT id FROM t`\n\n"
        "**c) (3 P)** Wozu dient ein Index?\n\n"
        "> [!success]- Lösung c\n> Er beschleunigt die Suche.\n\n---\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Was bewirkt `DISTINCT`?", "Doppelte Zeilen fallen weg."),
        ("q03", "Wozu dient ein Index?", "Er beschleunigt die Suche."),
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [(10, "question 2 has no answer; skipped")]


def test_heading_questions_answered_by_callouts_titled_as_answers_in_any_language() -> None:
    """`> [!tip]- Answer`, `> [!check]- Réponse`, an untitled `> [!answer]` under each
    question heading: the body is the answer, the callout's header no part of it (it was
    its first line, `[!tip]- Answer`)."""
    text = (
        "# Container interview notes\n\n"
        "### What is a container image?\n\n"
        "> [!tip]- Answer\n> A read-only template that a container starts from.\n\n"
        "### Why keep images small?\n\n"
        "> [!tip]- Answer\n> Faster pulls and a smaller attack surface.\n> Layers are cached, too.\n\n"
        "### Qu'est-ce qu'un volume ?\n\n"
        "> [!check]- Réponse\n> Un stockage qui survit au conteneur.\n\n"
        "### What does `docker ps` list?\n\n"
        "> [!answer]\n> The running containers.\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is a container image?", "A read-only template that a container starts from."),
        (
            "q02",
            "Why keep images small?",
            "Faster pulls and a smaller attack surface.\nLayers are cached, too.",
        ),
        ("q03", "Qu'est-ce qu'un volume ?", "Un stockage qui survit au conteneur."),
        ("q04", "What does `docker ps` list?", "The running containers."),
    ]
    assert res.warnings == ()


def test_numbered_and_bulleted_questions_answered_by_callouts() -> None:
    """A numbered question over its `> [!example]- Respuesta` callout (a list inside it stays
    the answer's), and a bullet question over one indented into its item: each body is the
    answer (each such question was reported unanswered, or answered by the header)."""
    text = (
        "# Preguntas de Python\n\n"
        "1. ¿Qué es una lista?\n\n"
        "> [!example]- Respuesta\n> Una secuencia mutable.\n> 1. Admite `append`.\n"
        "> 2. Admite `pop`.\n\n"
        "2. ¿Qué es una tupla?\n\n"
        "> [!example]- Respuesta\n> Una secuencia inmutable.\n\n"
        '- ¿Qué devuelve `len("abc")`?\n\n'
        "    > [!faq]- Ver respuesta\n    > 3\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "¿Qué es una lista?",
            "Una secuencia mutable.\n1. Admite `append`.\n2. Admite `pop`.",
        ),
        ("q02", "¿Qué es una tupla?", "Una secuencia inmutable."),
        ("q03", '¿Qué devuelve `len("abc")`?', "3"),
    ]
    assert res.warnings == ()


def test_a_callout_answer_under_lettered_options_keys_them() -> None:
    """Options under a question and the answer in a callout (`> [!success]- Answer: B`, its
    title telling the key, or `> [!check]- Show answer` over `b`): a keyed choice card (the
    options were read with no key and the callout as an open card's answer)."""
    text = (
        "# Ports quiz\n\n"
        "### Which port does SSH listen on?\na) 21\nb) 22\nc) 80\n\n"
        "> [!success]- Answer: B\n> Port 21 is FTP.\n\n"
        "### Which port serves HTTPS?\na) 80\nb) 443\n\n"
        "> [!check]- Show answer\n> b\n"
    )
    res = result(text)
    assert [(c.question, c.answer, dict(c.choices), c.explanation) for c in res.deck.cards] == [
        (
            "Which port does SSH listen on?",
            "B",
            {"A": "21", "B": "22", "C": "80"},
            "Port 21 is FTP.",
        ),
        ("Which port serves HTTPS?", "B", {"A": "80", "B": "443"}, ""),
    ]
    assert res.warnings == ()


def test_lettered_options_in_an_exam_section_are_no_sub_tasks() -> None:
    """Near miss: `**a)** 4` lines neither ask nor score, so they are a choice question's
    options, never sub-tasks turned into questions; the solution callout keys them."""
    text = (
        "# Übung Zahlen\n\n"
        "## Aufgabe 1 (2 Punkte)\n\n"
        "Welche Zahl ist eine Primzahl?\n\n"
        "**a)** 4\n**b)** 7\n**c)** 9\n\n"
        "> [!success]- Lösung\n> b) 7\n\n"
        "## Aufgabe 2 (2 Punkte)\n\n"
        "Welches Protokoll ist verbindungsorientiert?\n\n"
        "**a)** TCP\n**b)** UDP\n\n"
        "> [!success]- Lösung\n> a) TCP\n"
    )
    res = result(text)
    assert [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards] == [
        ("Aufgabe 1 (2 Punkte)\n\nWelche Zahl ist eine Primzahl?", "B", {"A": "4", "B": "7", "C": "9"}),
        ("Aufgabe 2 (2 Punkte)\n\nWelches Protokoll ist verbindungsorientiert?", "A", {"A": "TCP", "B": "UDP"}),
    ]  # fmt: skip


def test_hint_and_note_callouts_stay_as_they_were() -> None:
    """Near miss: a `> [!note] Hint`, a `> [!tip]- Tip`, an unfolded untitled `> [!success]`
    and an `[!info]` titled `Solution architecture overview` hold no answer: read as before
    (the hint in the answer it stands in, the rest between questions)."""
    text = (
        "# Scheduling notes\n\n"
        "### What does a scheduler do?\n\n"
        "> [!note] Hint\n> Think of the ready queue.\n\n"
        "It picks the next process to run.\n\n"
        "### Why use round robin?\n\n"
        "> [!tip]- Tip\n> Compare it with FIFO.\n\n"
        "Every process gets a fair time slice.\n\n"
        "### Status\n\n"
        "> [!success]\n> All chapters reviewed.\n\n"
        "### Solution architecture\n\n"
        "> [!info] Solution architecture overview\n> The dispatcher sits between the queues.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "What does a scheduler do?",
            "[!note] Hint\nThink of the ready queue.\n\nIt picks the next process to run.",
        ),
        (
            "Why use round robin?",
            "[!tip]- Tip\nCompare it with FIFO.\n\nEvery process gets a fair time slice.",
        ),
    ]
    assert res.warnings == (
        "doc.md:19: 4 lines of text between questions in no card ('> [!success]'); not imported",
    )


def test_an_exam_answered_in_a_later_solutions_part_keeps_its_reading_beside_a_callout() -> None:
    """Near miss: the exam whose solutions come in a later part (srs.importers.keysheets),
    with a note callout in a task's setting: no callout answers, so it reads as before."""
    text = _EXAM.replace(
        "Every host on a network needs an address.\n",
        "Every host on a network needs an address.\n\n> [!info] Note\n> Answer in full sentences.\n",
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "Task 1 a) What does the abbreviation MAC stand for? (1P)",
        "Task 1 b) Name the two address families used on the internet. (3P)",
        "Task 2 a) Explain the difference between a hub and a switch. (3P)",
        "Task 2 b) Which layer of the OSI model does a router work on? (2P)",
    ]
    assert [c.answer for c in res.deck.cards][:2] == ["Media Access Control", "IPv4 and IPv6"]
    assert [(s.line, s.reason) for s in res.skipped] == [(22, "question 5 has no answer; skipped")]
