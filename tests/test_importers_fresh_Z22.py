"""Layouts and reports met in the 2026-11-29 session: each test builds a small document of the
shape met in a real one (never its text) and checks what the importer makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    return import_text(text, source=source)


INTRO = (
    "This repository collects the questions I was asked in backend interviews over two "
    "years, with the answers I would give today after a lot of reading."
)


def test_a_paragraph_of_introduction_is_reported_once_with_its_first_line() -> None:
    """Text before the first question that no card holds is named, never lost in silence."""
    text = f"# Backend questions\n\n{INTRO}\n\nSome of them are hard.\n\n## What is a router?\n\nIt joins networks.\n"
    got = result(text)
    assert [c.question for c in got.deck.cards] == ["What is a router?"]
    (warning,) = got.warnings
    assert warning.startswith("doc.md:3: 2 lines of introduction before the first question")
    assert "'This repository collects the questions I was asked in bac..." in warning
    assert got.skipped == ()  # no question was left out: the report is no skipped item


def test_a_tagline_a_table_of_contents_and_badges_are_not_reported() -> None:
    text = (
        "# Backend questions\n\n"
        "[![stars](https://img.shields.io/x.svg)](https://example.com)\n\n"
        "Questions asked most often.\n\n"
        "| No. | Question |\n|---|---|\n"
        "| 1 | [What is a router and what does it do in a network?](#what-is-a-router) |\n"
        "| 2 | [What is a switch and how does it differ from a hub?](#what-is-a-switch) |\n\n"
        "- [What is a router?](#what-is-a-router)\n\n"
        "## What is a router?\n\nIt joins networks.\n\n## What is a switch?\n\nIt joins hosts.\n"
    )
    got = result(text)
    assert len(got.deck.cards) == 2
    assert got.warnings == ()


def test_an_outline_naming_the_questions_is_no_introduction() -> None:
    """`#### 0. Outline` over a plain list of the topics the numbered headings then answer."""
    topics = [
        "Class loading in the virtual machine",
        "Garbage collection roots and scope",
        "Anatomy of the collector logs",
        "Memory areas at run time",
    ]
    outline = "".join(f"- {t}\n" for t in topics)
    answers = "".join(
        f"#### {n}. {t}\n\nThe {t.lower()} explained at length here.\n\n"
        for n, t in enumerate(topics, 1)
    )
    got = result(f"# JVM\n\n#### 0. Outline\n\n{outline}\n{answers}")
    assert [c.question for c in got.deck.cards] == topics
    assert not any("introduction" in w for w in got.warnings)


def test_a_yaml_front_matter_with_a_list_is_metadata_not_introduction() -> None:
    """A front matter whose `aliases:` key holds `- /old/path/` items at the margin."""
    text = (
        "---\ndescription: Frequently asked questions about the desktop app for all platforms\n"
        "title: General FAQs\naliases:\n- /old/faqs/\n- /older/faqs/\nweight: 10\n---\n\n"
        "### Can I use it offline?\n\nYes, mostly, but some features need the network.\n"
    )
    got = result(text)
    assert got.deck.name == "General FAQs"
    assert [c.question for c in got.deck.cards] == ["Can I use it offline?"]
    assert got.warnings == ()


def test_questions_misread_before_the_first_one_read_are_reported() -> None:
    """Whatever the reason the first lines were not read as questions, their text is named."""
    text = (
        "## Java\n1 Tell me about Java and what it is mostly used for in big companies today?\n"
        "  Java is a high-level language, object oriented, platform independent and threaded.\n\n"
        "## Scopes\n\n### What is a scope?\n\nWhere a variable can be used.\n"
    )
    got = result(text)
    assert "What is a scope?" in [c.question for c in got.deck.cards]
    assert any(
        "Tell me about Java" in w or "Java is a high-level" in w for w in got.warnings
    ) or any("Tell me about Java" in c.question for c in got.deck.cards)


def test_the_introduction_report_does_not_change_which_layout_reads_the_page() -> None:
    """A page every question of which is labelled reads as labelled lines with or without an
    introduction above it: the report is no mark against that reading."""
    body = "Q1: What is a router?\nA: It joins networks.\n\nQ2: What is a switch?\nA: It joins hosts.\n"
    plain = result(body, "a.txt")
    introduced = result(f"Interview notes\n\n{INTRO}\n\n{body}", "a.txt")
    assert introduced.layout == plain.layout
    assert [c.question for c in introduced.deck.cards] == [c.question for c in plain.deck.cards]
    assert len(introduced.warnings) == 1 and "introduction" in introduced.warnings[0]
