"""Layouts met in the twelfth (2026-11-30) session's rounds, on made-up documents: a Jekyll
post's kramdown button lines, related links and structured-data script after its answers,
headings numbered `N-` with no blank, a misspelt answer label, and a skills checklist after
the questions."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


_JEKYLL_POST = (
    "---\n"
    'title: "Preguntas de redes"\n'
    "---\n\n"
    "## **1. ¿Qué es un router?**\n\n"
    'Un equipo que une [redes](https://example.org/redes){:target="_blank" rel="nofollow"}.\n\n'
    "## **2. ¿Qué es un switch?**\n\n"
    "Un equipo que une puertos de una red.\n\n"
    "[⏫ Volver arriba](/redes-faq/#menu){: .btn .btn-outline-dark .btn-block}\n\n"
    "## **3. ¿Qué es un puente?**\n\n"
    "Une dos segmentos.\n\n"
    "[⏫ Volver arriba](/redes-faq/#menu){: .btn .btn-outline-dark .btn-block}\n\n"
    "### **Relacionados** <!-- omit in toc -->\n\n"
    "[Cursos de redes](https://example.org/cursos)\n\n"
    '> **Fuente**: [Manual de redes](https://example.org/manual){:target="_blank"}\n\n'
    '[🛒 Ofertas](/tienda/){: .btn .btn-danger}{:target="_blank"}\n\n'
    '<script type="application/ld+json">\n'
    "{\n"
    '  "@type": "FAQPage",\n'
    '  "mainEntity": [{"@type": "Question", "name": "¿Qué es un router?"}]\n'
    "}\n"
    "</script>\n"
)


def test_a_jekyll_posts_buttons_and_closing_matter_are_no_answer() -> None:
    """`[⏫ Volver arriba](/post/#menu){: .btn}` after an answer, and after the last one a
    `Relacionados` heading, its links, an ad button and a JSON-LD `<script>`: all of it ran
    into the answers above, in silence. The attribute lists are markup, the button goes back
    to the page's menu, the rest is end matter, reported."""
    got = result(_JEKYLL_POST)
    assert [(c.question, c.answer, c.explanation) for c in got.deck.cards] == [
        ("¿Qué es un router?", "Un equipo que une [redes](https://example.org/redes).", ""),
        ("¿Qué es un switch?", "Un equipo que une puertos de una red.", ""),
        ("¿Qué es un puente?", "Une dos segmentos.", ""),
    ]
    assert any("Relacionados" in warning for warning in got.warnings)


def test_a_format_string_in_braces_is_kept() -> None:
    """`{:>8}` and `{:.2}` after a call's `)`, and in a code span: a format string, not a
    kramdown attribute list (whose items are `.class`, `#id` or `key=value`)."""
    text = (
        "# Rust\n\n"
        "## 1. How do you pad a number?\n\n"
        'Write format!("{}"){:>8} as `println!("{:.2}", x){:.2}`.\n\n'
        "## 2. What is a slice?\n\n"
        "A view into a sequence.\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        (
            "How do you pad a number?",
            'Write format!("{}"){:>8} as `println!("{:.2}", x){:.2}`.',
        ),
        ("What is a slice?", "A view into a sequence."),
    ]


def test_a_script_shown_as_an_example_is_kept() -> None:
    """A plain `<script>` in an answer is the answer's example; only data blocks and embeds
    go."""
    text = (
        "# JS\n\n"
        "## 1. How do you run inline code?\n\n"
        "<script>\n"
        "alert('Hi');\n"
        "</script>\n\n"
        "## 2. What is JSON?\n\n"
        "A data format.\n"
    )
    cards = _cards(text)
    assert cards[0][1] == "<script>\nalert('Hi');\n</script>"
    assert cards[1][:2] == ("What is JSON?", "A data format.")


def test_headings_numbered_with_a_hyphen_lose_their_number() -> None:
    """`# 3-What does go vet check?`: a number, a hyphen and no blank, heading after heading
    in order: the number is the count's, no word of the question."""
    text = (
        "# 1-What does go fmt do?\n"
        "It formats code.\n\n"
        "# 2-What does go vet check?\n"
        "Suspicious constructs.\n\n"
        "# 3-什么是 goroutine？\n"
        "轻量级线程。\n"
    )
    assert [(q, a) for q, a, _, _ in _cards(text)] == [
        ("What does go fmt do?", "It formats code."),
        ("What does go vet check?", "Suspicious constructs."),
        ("什么是 goroutine？", "轻量级线程。"),
    ]


def test_a_lone_hyphen_numbered_title_keeps_its_number() -> None:
    """`## 3-way handshake` alone, `## 2-phase commit` far from any `3-`: a title whose
    number is part of its words, not a count."""
    text = (
        "# Networks\n\n"
        "## 3-way handshake\n\n"
        "SYN, SYN-ACK, ACK.\n\n"
        "## 2-phase commit\n\n"
        "Prepare, then commit.\n\n"
        "## 7-layer model\n\n"
        "The OSI layers.\n"
    )
    assert [q for q, _, _, _ in _cards(text)] == [
        "3-way handshake",
        "2-phase commit",
        "7-layer model",
    ]


def test_a_misspelt_answer_label_is_read() -> None:
    """`Anwser: B` under a question's options: the key, not the explanation's text."""
    text = (
        "7.Which service stores objects?\n\n"
        "* A. EBS\n"
        "* B. S3\n"
        "* C. EFS\n\n"
        "Anwser: B\n\n"
        "8.Which service runs functions?\n\n"
        "* A. Lambda\n"
        "* B. EC2\n"
        "* C. RDS\n\n"
        "Answser: A\n"
    )
    assert _cards(text) == [
        ("Which service stores objects?", "B", {"A": "EBS", "B": "S3", "C": "EFS"}, ""),
        ("Which service runs functions?", "A", {"A": "Lambda", "B": "EC2", "C": "RDS"}, ""),
    ]


_CHECKLIST = (
    "# Caching\n\n"
    "## 1. What is a cache?\n\n"
    "A fast store in front of a slow one.\n\n"
    "## 2. What is eviction?\n\n"
    "Removing entries to make room.\n\n"
    "## ✅ You're ready if you can:\n"
    "- Explain sharding without notes\n"
    "- Compare two caches\n"
    "- Relate caches to real systems\n"
    "- Discuss failover calmly\n"
)


def test_a_skills_checklist_after_the_questions_asks_nothing() -> None:
    """`- Explain sharding without notes` under `## You're ready if you can:`: a skill to
    check, not a question left unanswered; the list is reported as text in no card."""
    got = result(_CHECKLIST)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a cache?", "A fast store in front of a slow one."),
        ("What is eviction?", "Removing entries to make room."),
    ]
    assert not got.skipped
    assert any("Explain sharding" in warning for warning in got.warnings)


def test_questions_under_a_checklist_title_stay_unanswered() -> None:
    """The same title over items that end with a question mark: questions, reported."""
    text = _CHECKLIST.replace("- Compare two caches", "- Can you compare two caches?")
    got = result(text)
    assert len(got.deck.cards) == 2
    assert any("Can you compare two caches?" in skip.reason for skip in got.skipped)
