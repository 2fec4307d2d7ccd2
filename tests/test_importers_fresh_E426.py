"""Obsidian notes that ask in `### Q?` headings and also in question callouts (`> [!question]-
Q` over `> answer`) and spaced-repetition cards (`Q` / `?` / `A`, `Q::A`), closed by a
further-reading section of wiki links: every layout is read in the one note, and a section
that only lists links is no card (judge round Z248, ru_kotlin_questions)."""

from __future__ import annotations

from tests.importing import result

_HEADED = (
    "# Rust notes\n\n"
    "## Basics\n\n"
    "### What does `let` do?\n\n"
    "```rust\nlet x = 1;\n```\n\n"
    "### What does `mut` do?\n\n"
    "```rust\nlet mut y = 2;\ny += 1;\n```\n\n"
)


def _qa(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_question_callouts_among_heading_questions_are_cards() -> None:
    """`> [!question]- Q` over `> A`: the title (its marker and fold sign gone) asks, the
    body answers; they were text in no card, their headers reported unanswered."""
    text = _HEADED + (
        "## Check yourself\n\n"
        "> [!question]- Why is shadowing allowed?\n"
        "> It rebinds a name; the old value is untouched.\n\n"
        "> [!FAQ]+ What is a borrow?\n"
        "> A reference that does not own its value.\n"
        "> It ends where it is last used.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does `let` do?", "```rust\nlet x = 1;\n```"),
        ("q02", "What does `mut` do?", "```rust\nlet mut y = 2;\ny += 1;\n```"),
        ("q03", "Why is shadowing allowed?", "It rebinds a name; the old value is untouched."),
        (
            "q04",
            "What is a borrow?",
            "A reference that does not own its value.\nIt ends where it is last used.",
        ),
    ]
    assert imported.skipped == () and imported.warnings == ()


def test_question_callout_without_a_body_is_reported_unanswered() -> None:
    """A question callout with nothing in it: unanswered, never answered by the text after."""
    text = _HEADED + "## Check yourself\n\n> [!question]- What is a lifetime?\n\nThe end.\n"
    imported = result(text)
    assert len(imported.deck.cards) == 2
    assert any(
        "'> [!question]- What is a lifetime?' looks like a question, but no answer" in w
        for w in imported.warnings
    )


def test_spaced_repetition_cards_among_heading_questions_are_cards() -> None:
    """`Q` / `?` (or `??`) / answer lines up to a blank line, and a paragraph of `Q::A`
    lines: cards of their own beside the heading questions; the `?` line was reported as a
    question and the cards' answers as text in no card."""
    text = _HEADED + (
        "## Flash cards\n\n"
        "What is a slice?\n"
        "?\n"
        "A view into a contiguous sequence.\n"
        "It does not own the data.\n\n"
        "Box\n"
        "??\n"
        "A pointer that owns a heap value.\n\n"
        "What is Cargo?::The build tool and package manager.\n"
        "What is crates.io?:::The package registry.\n\n"
        "*Updated: 2026-01-01*\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards][2:] == [
        ("What is a slice?", "A view into a contiguous sequence.\nIt does not own the data."),
        ("Box", "A pointer that owns a heap value."),
        ("What is Cargo?", "The build tool and package manager."),
        ("What is crates.io?", "The package registry."),
    ]
    assert len(imported.deck.cards) == 6
    assert not any("'?'" in s.reason for s in imported.skipped)


def test_fewer_headings_than_cards_keeps_every_question() -> None:
    """Two heading questions, three cards: read as a note of cards, the headings were lost in
    silence."""
    text = (
        "# Notes\n\n### What is a trait?\n\nShared behaviour.\n\n"
        "### What is an enum?\n\nA type of variants.\n\n## Cards\n\n"
        "What is a crate?\n?\nA compilation unit.\n\n"
        "What is a module?\n?\nA namespace in a crate.\n\n"
        "What is a macro?\n?\nCode that writes code.\n"
    )
    assert [q for q, _ in _qa(text)] == [
        "What is a trait?",
        "What is an enum?",
        "What is a crate?",
        "What is a module?",
        "What is a macro?",
    ]


def test_a_section_that_only_lists_links_is_no_card() -> None:
    """`### Going deeper` over `→ [[note]] — what it holds` lines, under a title the end
    matter list does not name: a reading list, reported, no card; the note's callouts after
    it are read."""
    text = _HEADED + (
        "## Types\n\n### What is `u8`?\n\n```rust\nlet b: u8 = 255;\n```\n\n---\n\n"
        "## Where next\n\n"
        "### Going deeper\n\n"
        "**Memory:**\n"
        "→ [[rust-ownership]] — moves, borrows and lifetimes\n"
        "→ [[rust-smart-pointers]] — Box, Rc, Arc\n\n"
        "---\n\n## Check yourself\n\n"
        "> [!question]- Why is shadowing allowed?\n> It rebinds a name.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What does `let` do?",
        "What does `mut` do?",
        "What is `u8`?",
        "Why is shadowing allowed?",
    ]
    assert "doc.md:30: 'Going deeper' only links to other pages; not imported" in imported.warnings


# -- near misses: the same marks where they mean something else --------------------------------


def test_a_note_of_cards_alone_is_still_read_as_card_notes() -> None:
    """No heading asks: the card reader reads the note as before (its section a tag)."""
    text = (
        "# Networking\n\n## Week 1\n\n"
        "What is DNS?\n?\nIt resolves names.\n\n"
        "What is ARP?\n?\nIt maps IP to MAC addresses.\n"
    )
    imported = result(text)
    assert imported.layout == "card notes"
    assert [(c.question, c.answer, c.tags) for c in imported.deck.cards] == [
        ("What is DNS?", "It resolves names.", ("week-1",)),
        ("What is ARP?", "It maps IP to MAC addresses.", ("week-1",)),
    ]


def test_other_callouts_and_double_colons_in_prose_stay_in_the_answer() -> None:
    """A `[!note]` callout, a question callout in a list item and a `::` inside a paragraph
    of prose (`std::mem::swap`) are no questions: they stay in the answer above them."""
    text = (
        "### What does `swap` do?\n\n"
        "It exchanges two values.\n"
        "Call it as std::mem::swap(&mut a, &mut b) in code.\n\n"
        "> [!note] Tip\n> It never copies.\n\n"
        "- > [!question]- Is it unsafe?\n  > No.\n\n"
        "### What does `take` do?\n\nIt leaves the default behind.\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What does `swap` do?", "What does `take` do?"]
    assert "std::mem::swap" in cards[0].answer and "[!note] Tip" in cards[0].answer
    assert "[!question]- Is it unsafe?" in cards[0].answer


def test_one_double_colon_line_under_a_heading_question_is_its_answer() -> None:
    """`The operator :: resolves ...` alone under `### What does :: do?`: its answer, no
    card of its own (a run of two `Q::A` lines or more is one)."""
    text = _HEADED + (
        "### What does the `::` operator do?\n\nThe scope operator :: reaches items in a module.\n"
    )
    assert _qa(text)[2:] == [
        ("What does the `::` operator do?", "The scope operator :: reaches items in a module.")
    ]


def test_a_section_with_text_beside_its_links_stays_a_card() -> None:
    """A section whose answer says something beside its links, or a question answered by
    links, is a card."""
    text = _HEADED + (
        "### Ownership\n\n"
        "Each value has one owner; see [[rust-ownership]] for more.\n"
        "→ [[rust-lifetimes]] — lifetimes\n\n"
        "### Where is the Rust book?\n\n"
        "- [[rust-book]] — online\n- [[rust-by-example]] — examples\n"
    )
    assert [q for q, _ in _qa(text)][2:] == ["Ownership", "Where is the Rust book?"]
