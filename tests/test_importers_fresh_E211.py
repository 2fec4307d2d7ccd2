"""Importer layouts met in the judge's round of 2026-12-01 (Z181): an answer to a labelled
question set out under small headings of its own; headings that only number the item below
them.

None of these is a copy of a document; each is a made-up file of the same layout.
"""

from __future__ import annotations

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
