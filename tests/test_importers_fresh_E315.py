"""Layouts from judge round Z202, on made-up documents: task-list options that each carry a
labelled note (`- [x] b) DHCP` over `  - **Retroalimentación:** Correcto. ...`), options
that repeat their own letter, and every box of a lettered run ticked."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


_BOXED_NOTES = (
    "## Cuestionario de redes\n\n"
    "1. **¿Qué protocolo asigna direcciones IP? (Marque todas las correctas)**\n"
    "   - [ ] a) FTP\n"
    "     - **Retroalimentación:** Incorrecto. FTP transfiere archivos.\n"
    "   - [x] b) DHCP\n"
    "     - **Retroalimentación :** Correcto. DHCP entrega direcciones.\n"
    "   - [ ] c) SMTP\n"
    "     - **Retroalimentación:** Incorrecto. SMTP envía correo.\n\n"
    "2. **¿Cuáles son protocolos de enrutamiento? (Marque todas las correctas)**\n"
    "   - [x] a) OSPF\n"
    "     - **Retroalimentación:** Correcto. Estado de enlace.\n"
    "   - [x] b) BGP\n"
    "     - **Retroalimentación:** Correcto. Entre sistemas autónomos.\n\n"
    "3. **¿Qué capas usan direcciones físicas? (Marque todas las correctas)**\n"
    "   - [x] a) Enlace de datos\n"
    "     - **Retroalimentación:** Correcto. Las MAC viven ahí.\n"
    "   - [ ] b) Transporte\n"
    "     - **Retroalimentación:** Incorrecto. Usa puertos.\n"
    "   - [x] c) Física\n"
    "     - **Retroalimentación:** Correcto. La tarjeta de red.\n"
)


def test_notes_under_boxed_options_are_the_explanation() -> None:
    """Each option keeps its own text (no note, no `**` debris, no `a)` of its own after the
    card's letter); the notes are the explanation, one line per option led by its letter; a
    run with every box ticked is a question with several right options (the warned open card
    naming them), as a run with some ticked is."""
    assert _cards(_BOXED_NOTES) == [
        (
            "¿Qué protocolo asigna direcciones IP? (Marque todas las correctas)",
            "B",
            {"A": "FTP", "B": "DHCP", "C": "SMTP"},
            "- A) Incorrecto. FTP transfiere archivos.\n"
            "- B) Correcto. DHCP entrega direcciones.\n"
            "- C) Incorrecto. SMTP envía correo.",
        ),
        (
            "¿Cuáles son protocolos de enrutamiento? (Marque todas las correctas)\n\n"
            "- A) OSPF\n- B) BGP",
            "- OSPF\n- BGP",
            {},
            "- A) Correcto. Estado de enlace.\n- B) Correcto. Entre sistemas autónomos.",
        ),
        (
            "¿Qué capas usan direcciones físicas? (Marque todas las correctas)\n\n"
            "- A) Enlace de datos\n- B) Transporte\n- C) Física",
            "- Enlace de datos\n- Física",
            {},
            "- A) Correcto. Las MAC viven ahí.\n"
            "- B) Incorrecto. Usa puertos.\n"
            "- C) Correcto. La tarjeta de red.",
        ),
    ]
    warnings = result(_BOXED_NOTES).warnings
    assert [w.split(": ", 1)[1] for w in warnings] == [
        "question 2 has 2 right options (A, B); made an open card",
        "question 3 has 2 right options (A, C); made an open card",
    ]
    assert not result(_BOXED_NOTES).skipped


def test_notes_under_unlettered_boxes_in_english() -> None:
    """The box makes the option, lettered or not: `*Why:*` notes under plain boxes."""
    text = (
        "# Cloud check\n\n### Question 1\nWhich service stores objects?\n"
        "- [ ] Block volume\n  - *Why:* Volumes attach to one machine.\n"
        "- [x] Object bucket\n  - *Why:* Buckets hold blobs by key.\n"
    )
    assert _cards(text) == [
        (
            "Which service stores objects?",
            "B",
            {"A": "Block volume", "B": "Object bucket"},
            "- A) Volumes attach to one machine.\n- B) Buckets hold blobs by key.",
        )
    ]


def test_a_ticked_checklist_with_nested_remarks_stays_text() -> None:
    """Guard: a done checklist in an answer (every box ticked, no letters, a remark under one
    item with no note's label) is the answer as written; lettered boxes whose sub-bullets are
    unlabelled remarks keep those remarks as before."""
    text = (
        "# Team practices\n\n### How do you prepare a release?\nWe follow a list:\n\n"
        "- [x] Write the changelog\n  - Note: keep it short.\n- [x] Tag the commit\n\n"
        "Then we announce it.\n\n"
        "### What does a reviewer check first?\n"
        "- [ ] a) Style\n  - only when the linter missed it\n"
        "- [x] b) Behaviour\n  - the tests show it\n"
    )
    assert _cards(text) == [
        (
            "How do you prepare a release?",
            "We follow a list:\n\n- [x] Write the changelog\n  - Note: keep it short.\n"
            "- [x] Tag the commit\n\nThen we announce it.",
            {},
            "",
        ),
        (
            "What does a reviewer check first?",
            "B",
            {"A": "Style - only when the linter missed it", "B": "Behaviour - the tests show it"},
            "",
        ),
    ]
    assert not result(text).warnings


_PANDOC_ESCAPES = (
    "1. **Which key names a document?**\\\n"
    "    A. name\\\n"
    "    B. \\_key\\\n"
    "    C. \\#tag\n\n"
    "**Answer:** B. \\_key\n\n"
    "2. **How is a sum written in a query?**\\\n"
    "    **Answer:** coll.total({\\...}) with \\$sum, not `\\$add`\n\n"
    "3. **What does a\\*b\\*c print?**\\\n"
    "    **Answer:** \\_\\_all\\_\\_ is kept so it is no bold text\n"
)


def test_markdown_escapes_are_read_in_a_pandoc_document() -> None:
    """An option is plain text: each escape of punctuation goes (`\\_key`, `\\#tag`). The
    question and answer are Markdown: an escape goes where the text renders the same without
    it (`{\\...}`, `\\$sum`), never in code (`` `\\$add` ``); where reading them would make
    italics or bold (`a\\*b\\*c`, `\\_\\_all\\_\\_`), only the inert ones are read."""
    assert _cards(_PANDOC_ESCAPES) == [
        ("Which key names a document?", "B", {"A": "name", "B": "_key", "C": "#tag"}, ""),
        ("How is a sum written in a query?", "coll.total({...}) with $sum, not `\\$add`", {}, ""),
        ("What does a\\*b\\*c print?", "\\_\\_all\\_\\_ is kept so it is no bold text", {}, ""),
    ]


def test_escapes_stay_in_a_page_that_is_no_pandoc_output() -> None:
    """Guard: a page with no backslash hard breaks wrote its backslashes to be seen
    (a regex typed as prose): they stay, in the options too."""
    text = "Q: Which pattern matches a dot?\nA) \\.\nB) .\nAnswer: A\n"
    assert _cards(text) == [("Which pattern matches a dot?", "A", {"A": "\\.", "B": "."}, "")]


_REPEATED_LETTERS = (
    "Q1: Which tool shows a route hop by hop?\n"
    "a) ping\nb) dig\na) traceroute\nb) whois\n"
    "Correct: b) traceroute\n\n"
    "Q2: Which record maps a name to an IPv6 address?\n"
    "a) MX\nb) CNAME\na) AAAA\nb) TXT\n"
    "Correct: c) AAAA\n\n"
    "Q3: Which port does SSH listen on?\n"
    "a) 22\nb) 23\na) 25\nb) 80\n"
    "Correct: b)\n\n"
    "Q4: Which layer routes packets?\n"
    "a) Network\nb) Session\nc) Physical\n"
    "Correct: a) Network\n"
    "Why:\na) it routes\nb) it keeps a session\n"
)


def test_options_that_repeat_letters_are_read_by_position_keyed_by_text() -> None:
    """`a, b, a, b`: the options are A-D by position, and the key names its option by text
    (`b) traceroute` is the third, `c) AAAA` too); a key by letter alone names two options
    or none: warned and skipped. Guard: options in order keep their letters, and lettered
    lines after the key (the explanation's points) repeat nothing."""
    imported = result(_REPEATED_LETTERS)
    assert [(c.question, c.answer, dict(c.choices)) for c in imported.deck.cards] == [
        (
            "Which tool shows a route hop by hop?",
            "C",
            {"A": "ping", "B": "dig", "C": "traceroute", "D": "whois"},
        ),
        (
            "Which record maps a name to an IPv6 address?",
            "C",
            {"A": "MX", "B": "CNAME", "C": "AAAA", "D": "TXT"},
        ),
        ("Which layer routes packets?", "A", {"A": "Network", "B": "Session", "C": "Physical"}),
    ]
    assert [s.reason for s in imported.skipped] == [
        "question 3: its options repeat letters (a, b, a, b) and its key names none of them"
        " by its text; skipped"
    ]
