"""Importer layouts met in the Z198 round: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def test_a_difficulty_pictograph_between_the_q_label_and_its_dash_is_dropped() -> None:
    """`### Q1 🟢 — text`, `### Q2 🔴 [Hard]: text`: the pictographs (and a bracketed level)
    rate the question; the label goes as it does from `### Q1 — text`."""
    text = (
        "# Networking warm-up\n\n"
        "### Q1 🟢 — Which port does SSH listen on?\n\n"
        "**A)** 21  \n**B)** 22  \n**C)** 25  \n\n"
        "<details><summary>💡 Answer</summary>\n\n**B) 22**\n\nThe default, unless moved.\n\n"
        "</details>\n\n"
        "### Q2 🔴 [Hard]: What does ARP map?\n\n"
        "**A)** IP addresses to MAC addresses  \n**B)** Names to IP addresses  \n\n"
        "<details><summary>💡 Answer</summary>\n\n**A) IP addresses to MAC addresses**\n\n"
        "</details>\n\n"
        "### Q3 ⭐⭐ — What is a subnet mask for?\n\n"
        "It splits an address into its network and host parts.\n"
    )
    res = result(text)
    assert not res.skipped
    cards = res.deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "Which port does SSH listen on?", "B"),
        ("q02", "What does ARP map?", "A"),
        (
            "q03",
            "What is a subnet mask for?",
            "It splits an address into its network and host parts.",
        ),
    ]
    assert cards[0].choices == {"A": "21", "B": "22", "C": "25"}
    assert cards[0].explanation == "The default, unless moved."


def test_a_pictograph_after_the_q_label_with_no_separator_stays() -> None:
    """Guard: with no separator after the pictograph (`### Q1 🟢 Which ...?`) the line is read
    as before; `### Q2 💻` alone still marks the question below it."""
    text = (
        "### Q1 🟢 Which port does SSH listen on?\n\n"
        "**A)** 21  \n**B)** 22  \n\n"
        "<details><summary>💡 Answer</summary>\n\n**B) 22**\n\n</details>\n\n"
        "### Q2 💻\n\nWhat does ARP map?\n\nIP addresses to MAC addresses.\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Q1 🟢 Which port does SSH listen on?", "B"),
        ("q02", "What does ARP map?", "IP addresses to MAC addresses."),
    ]


def test_language_labels_over_a_questions_versions_are_dropped() -> None:
    """`1. **中文：** X` / `**英文：** Y` / `**答案：** Z`: the labels name each version's
    language; the question is both versions, one a line, whether the first ends in `？` or
    `。` (and under `10.`, its lines indented four blanks), and the answer is Z without its
    label."""
    text = (
        "# 后端面试\n\n"
        "9. **中文：** 你如何定位一个变慢的接口？\n"
        "   **英文：** How do you find out why an endpoint became slow?\n"
        "   **答案：** 先看监控里的延迟分布，再用链路追踪找到耗时最长的调用。\n\n"
        "10. **中文：** 讲一次你重构旧模块的经历。\n"
        "    **英文：** Tell me about a time you refactored an old module.\n"
        "    **答案：** 我先补齐测试，再分几步拆分职责，每步都能单独上线。\n"
    )
    res = result(text)
    assert not res.skipped and not res.warnings
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q09",
            "你如何定位一个变慢的接口？\nHow do you find out why an endpoint became slow?",
            "先看监控里的延迟分布，再用链路追踪找到耗时最长的调用。",
        ),
        (
            "q10",
            "讲一次你重构旧模块的经历。\nTell me about a time you refactored an old module.",
            "我先补齐测试，再分几步拆分职责，每步都能单独上线。",
        ),
    ]


def test_language_codes_over_a_questions_versions_are_dropped() -> None:
    """`ES:` / `EN:` codes, no bold, over `Answer:`: the same layout in other languages."""
    text = (
        "1. ES: ¿Qué es un índice?\n"
        "   EN: What is an index?\n"
        "   Answer: A structure that finds rows without reading the whole table.\n\n"
        "2. ES: Explica qué es una transacción.\n"
        "   EN: Explain what a transaction is.\n"
        "   Answer: Changes that succeed or fail together.\n"
    )
    res = result(text)
    assert not res.skipped and not res.warnings
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        (
            "q01",
            "¿Qué es un índice?\nWhat is an index?",
            "A structure that finds rows without reading the whole table.",
        ),
        (
            "q02",
            "Explica qué es una transacción.\nExplain what a transaction is.",
            "Changes that succeed or fail together.",
        ),
    ]


def test_language_labels_in_an_answer_stay() -> None:
    """Guard: language-labelled lines with no answer label after them (an answer given in
    two languages under its question) keep their labels."""
    text = (
        "## 1. How do you say goodbye?\n\n"
        "**English:** Goodbye.\n**Español:** Adiós.\n\n"
        "## 2. How do you ask for the bill?\n\n"
        "**English:** The bill, please.\n**Español:** La cuenta, por favor.\n"
    )
    res = result(text)
    assert not res.skipped
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "How do you say goodbye?", "**English:** Goodbye.\n**Español:** Adiós."),
        (
            "q02",
            "How do you ask for the bill?",
            "**English:** The bill, please.\n**Español:** La cuenta, por favor.",
        ),
    ]
