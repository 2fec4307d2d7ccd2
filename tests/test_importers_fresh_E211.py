"""Importer layouts met in the judge's round of 2026-12-01 (Z181): an answer to a labelled
question set out under small headings of its own; headings that only number the item below
them; essay answers waiting in a grouped answer key at the end of a practice sheet.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_POINTS = (
    "## Exercises\n\n### Warm-up\n\n"
    "**Q1:** What does a linker do?\n\n"
    "It joins object files into one program.\n\n"
    "**Q2:** Which two caches would you compare first, and why?\n\n"
    "**Two pairs to start with:**\n\n"
    "#### 1\\. L1 vs L2\n\n"
    "**Why:** their latencies differ tenfold.\n\n"
    "#### 2\\. TLB vs page cache\n\n"
    "**Why:** both hide a slow lookup.\n\n"
    "    print(latency('L1'), latency('L2'))\n\n"
    "### Stretch\n\n"
    "**Q3:** What is a memory barrier?\n\n"
    "It orders loads and stores across cores.\n"
)


def test_small_headings_in_a_labelled_answer_are_its_points() -> None:
    """`**Q2:**` answered in text and then `#### 1\\.` / `#### 2\\.` headings, each over a
    `**Why:**` line: all of it is question 2's answer. The headings were sections: question 2
    was reported unanswered, its answer as text in no card, each `Why:` as a question, and
    the last heading tagged question 3. `### Stretch`, right over `**Q3:**`, stays a section."""
    imported = result(_POINTS)
    cards = imported.deck.cards
    assert [c.question for c in cards] == [
        "What does a linker do?",
        "Which two caches would you compare first, and why?",
        "What is a memory barrier?",
    ]
    assert cards[1].answer == (
        "**Two pairs to start with:**\n\n#### 1\\. L1 vs L2\n\n"
        "**Why:** their latencies differ tenfold.\n\n#### 2\\. TLB vs page cache\n\n"
        "**Why:** both hide a slow lookup.\n\n    print(latency('L1'), latency('L2'))"
    )
    assert cards[1].explanation == ""
    assert [c.answer for c in (cards[0], cards[2])] == [
        "It joins object files into one program.",
        "It orders loads and stores across cores.",
    ]
    assert [c.tags for c in cards] == [("warm-up",), ("warm-up",), ("stretch",)]
    assert imported.warnings == ()


def test_a_heading_over_intro_text_and_the_next_labelled_question_stays_a_section() -> None:
    """Guard: a heading after an answered labelled question, over a line of instructions and
    the next labelled question, with no part heading above it in that answer: a section (the
    instructions in no card, reported), never a part of the answer above."""
    text = (
        "# Networks\n\n**Q1:** What is DNS?\n\nIt maps names to addresses.\n\n"
        "## Transport\n\nAnswer each in one sentence.\n\n"
        "**Q2:** What is TCP?\n\nA reliable stream protocol.\n\n"
        "**Q3:** What is UDP?\n\nA datagram protocol.\n"
    )
    imported = result(text)
    cards = imported.deck.cards
    assert [(c.question, c.answer, c.tags) for c in cards] == [
        ("What is DNS?", "It maps names to addresses.", ()),
        ("What is TCP?", "A reliable stream protocol.", ("transport",)),
        ("What is UDP?", "A datagram protocol.", ("transport",)),
    ]
    assert imported.warnings == (
        "doc.md:9: 1 line of text between questions in no card ('Answer each in one "
        "sentence.'); not imported",
    )


def _sheet(label: str, essay_key: str) -> str:
    """A practice sheet: `### {label} N` headings over choice items, then over essay items
    (numbered from 1 again, graded in stars), and an answer key at the end: a table for the
    choices, a rule, then the essays' answers in the form `essay_key` gives ({n}, {answer})."""
    choices = [
        ("Which command lists open ports?", ["ls", "ss -tln", "pwd"]),
        ("Which file holds user accounts?", ["/etc/passwd", "/etc/hosts", "/etc/motd"]),
        ("Which signal ends a process at once?", ["SIGHUP", "SIGTERM", "SIGKILL"]),
    ]
    essays = ["Explain what a zombie process is!", "How would you find a memory leak?"]
    answers = [
        "A child that exited but whose parent has not read its status.",
        "Watch the heap grow under a steady load, then compare heap dumps.",
    ]
    parts = ["# Practice 4\n\n**Course:** Operating systems  \n**Week:** 4\n\n---\n\n"]
    parts.append("## Part A: Multiple choice (3 items)\n\n")
    for n, (stem, options) in enumerate(choices, start=1):
        lettered = "  \n".join(f"{letter}. {o}" for letter, o in zip("ABC", options, strict=True))
        parts.append(f"### {label} {n}\n{stem}\n\n{lettered}\n\n---\n\n")
    parts.append("## Part B: Essay (2 items)\n\n")
    for n, stem in enumerate(essays, start=1):
        parts.append(f"### {label} {n} {'⭐' * n}\n{stem}\n\n---\n\n")
    parts.append("## Answer key\n\n### Part A: Multiple choice\n\n")
    parts.append("| No | Answer | No | Answer |\n|----|----|----|----|\n| 1 | B | 3 | C |\n")
    parts.append("| 2 | A | | |\n\n---\n\n### Part B: Essay\n\n")
    parts += [essay_key.format(n=n, answer=a) + "\n\n" for n, a in enumerate(answers, start=1)]
    return "".join(parts)


def _sheet_cards(imported: ImportResult) -> list[tuple[str, str, str, dict[str, str]]]:
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in imported.deck.cards]


_SHEET_CARDS = [
    ("s1-q01", "Which command lists open ports?", "B", {"A": "ls", "B": "ss -tln", "C": "pwd"}),
    (
        "s1-q02",
        "Which file holds user accounts?",
        "A",
        {"A": "/etc/passwd", "B": "/etc/hosts", "C": "/etc/motd"},
    ),
    (
        "s1-q03",
        "Which signal ends a process at once?",
        "C",
        {"A": "SIGHUP", "B": "SIGTERM", "C": "SIGKILL"},
    ),
    (
        "s2-q01",
        "Explain what a zombie process is!",
        "A child that exited but whose parent has not read its status.",
        {},
    ),
    (
        "s2-q02",
        "How would you find a memory leak?",
        "Watch the heap grow under a steady load, then compare heap dumps.",
        {},
    ),
]


def test_label_headings_over_items_and_a_grouped_key_with_essay_answers() -> None:
    """`### Soal N` / `### Item N ⭐` / `### Câu N` / `### Question N` headings only number
    the item below them; the key's table keys the choices, and after its rule, under `###
    Part B: Essay`, `**Soal 1:**` (or `**Item 1:**`, `1.`) over a paragraph answers essay 1.
    The rule ended the key: the essays' answers were read as unanswered questions (or end
    matter), `Soal N` was each essay's question and its text the answer."""
    for label in ("Soal", "Item", "Câu", "Question", "Problem"):
        for essay_key in (f"**{label} {{n}}:**\n{{answer}}", "{n}. {answer}"):
            imported = result(_sheet(label, essay_key))
            assert _sheet_cards(imported) == _SHEET_CARDS, (label, essay_key)
            assert (imported.warnings, imported.skipped) == ((), ())


def test_an_essay_answered_in_the_key_keeps_its_table_in_the_question() -> None:
    """An essay item whose question sets out a table under its words, answered under its bare
    label in the key: the table is the question's, the key's paragraph its answer."""
    text = _sheet("Soal", "**Soal {n}:**\n{answer}").replace(
        "How would you find a memory leak?\n",
        "How would you find a memory leak?\n\n| Hour | Heap |\n|---|---|\n| 1 | 2 GB |\n",
    )
    card = result(text).deck.cards[-1]
    assert card.question == (
        "How would you find a memory leak?\n\n| Hour | Heap |\n|---|---|\n| 1 | 2 GB |"
    )
    assert card.answer == "Watch the heap grow under a steady load, then compare heap dumps."


def test_a_rule_before_a_key_heading_over_other_text_still_ends_the_key() -> None:
    """Guard: in a grouped key, a rule then a heading over text that is no entry (`### Notes
    on this quiz` over a remark): the key ends at the rule, the remark is reported as end
    matter, as before."""
    text = (
        "# Quiz\n\n### Question 1\nWhich port does SSH use?\n\nA. 21  \nB. 22  \nC. 80\n\n"
        "### Question 2\nWhich port does HTTP use?\n\nA. 21  \nB. 22  \nC. 80\n\n"
        "## Answers\n\n### Ports\n\n| No | Answer |\n|----|----|\n| 1 | B |\n| 2 | C |\n\n"
        "---\n\n### Notes on this quiz\n\nWritten for the networking club.\n"
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == ["B", "C"]
    assert imported.warnings == (
        "doc.md:30: 1 lines of end matter in no card ('Written for the networking club.'); "
        "not imported",
    )


def test_a_numbering_label_with_a_title_and_stars_stays_the_question() -> None:
    """Guard: `## Problem 1: Two Sum ⭐` has words of its own after the number: the heading
    titles the question (its title kept over the task's words), it is no bare label; only
    the stars go."""
    text = (
        "# Drills\n\n## Problem 1: Two Sum ⭐\n\nFind two numbers that add up to a target.\n\n"
        "**Answer:** Use a hash map of seen values.\n\n"
        "## Problem 2: Valid Brackets ⭐⭐\n\nCheck that brackets pair up.\n\n"
        "**Answer:** Push openers on a stack, pop on closers.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Two Sum\n\nFind two numbers that add up to a target.", "Use a hash map of seen values."),
        (
            "Valid Brackets\n\nCheck that brackets pair up.",
            "Push openers on a stack, pop on closers.",
        ),
    ]


def test_headings_that_only_number_an_item_are_labels() -> None:
    """`### Soal 2` (Indonesian "question"), `### Item 2 ⭐⭐`, `### Problem 2 [Hard]`: a
    label numbering the item below it, its grade no words of it; the question is the stem
    under it. The label was kept as the question's first line (`Soal 1`, `Item 1`), or
    taken for the whole question (`Problem 1`)."""
    for heading in ("Soal {n}", "Item {n} {stars}", "Problem {n} [Hard]"):
        text = "# Latihan\n\n" + "".join(
            f"### {heading.format(n=n, stars='⭐' * n)}\n{stem}\n\nA. {a}  \nB. {b}\n\n"
            f"Answer: {key}\n\n"
            for n, (stem, a, b, key) in enumerate(
                [
                    ("Which tool reads packet captures:", "Wireshark", "Excel", "A"),
                    ("Which hash is 160 bits long:", "MD5", "SHA-1", "B"),
                    ("Which log holds logins on Debian:", "auth.log", "boot.log", "A"),
                ],
                start=1,
            )
        )
        cards = result(text).deck.cards
        assert [(c.id, c.question, c.answer) for c in cards] == [
            ("q01", "Which tool reads packet captures:", "A"),
            ("q02", "Which hash is 160 bits long:", "B"),
            ("q03", "Which log holds logins on Debian:", "A"),
        ], heading


_SPILLED = (
    "# Cloud drill\n\n| Question | Answer |\n| --- | --- |\n"
    "| What does a load balancer do? | Spreads requests over servers. |\n"
    "| Which two settings cut cold starts? |\n"
    "| Keep a pool of warm instances. | Trim the deployment package. |\n"
    "| What is an availability zone? | One or more data centres in a region. |\n"
    "| Why use a VPC endpoint? | To reach a service without the internet. |\n"
)


def test_an_answer_typed_on_the_row_under_its_question_is_its_answer() -> None:
    """`| Which two ...? |` with no answer cell, over `| Keep a pool ... | Trim ... |`, a row
    that asks nothing in a table whose other questions ask: that row is the question's
    answer, both cells of it. The question was reported unanswered and the row made a card
    asking `Keep a pool of warm instances.`"""
    imported = result(_SPILLED)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does a load balancer do?", "Spreads requests over servers."),
        (
            "q02",
            "Which two settings cut cold starts?",
            "Keep a pool of warm instances.\n\nTrim the deployment package.",
        ),
        ("q03", "What is an availability zone?", "One or more data centres in a region."),
        ("q04", "Why use a VPC endpoint?", "To reach a service without the internet."),
    ]
    assert (imported.warnings, imported.skipped) == ((), ())


def test_a_row_under_an_unanswered_question_stays_a_question_where_rows_do_not_ask() -> None:
    """Guard: the unanswered row is over a row that asks (`What is an availability zone?`),
    or the table's questions are claims that do not ask (`| HTTP runs over port 80. | True
    |`): the question is reported unanswered and the row below is a card of its own."""
    asking = _SPILLED.replace(
        "| Keep a pool of warm instances. | Trim the deployment package. |\n", ""
    )
    claims = (
        "# Claims\n\n| Question | Answer |\n| --- | --- |\n"
        "| TCP keeps packets in order. | True |\n| Does UDP retransmit lost packets? |\n"
        "| HTTP runs over port 80 by default. | True |\n"
        "| DNS maps names to addresses. | True |\n| ARP maps names to addresses. | False |\n"
    )
    for text, below in (
        (asking, "What is an availability zone?"),
        (claims, "HTTP runs over port 80 by default."),
    ):
        imported = result(text)
        assert [c.id for c in imported.deck.cards] == ["q01", "q03", "q04"] + (
            ["q05"] if text is claims else []
        )
        assert imported.deck.cards[1].question == below
        assert imported.warnings == ("doc.md:6: question #2 has no answer; skipped",)
