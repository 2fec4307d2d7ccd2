"""Layouts met in the 2026-11-30 (ninth) session's measurement rounds and leftovers: each
test builds a small document of the shape met in a real one (never its text) and checks what
the importer makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text
from srs.importers.mixedtopics import mixed_topics
from srs.importers.questionhead import tidied_head
from srs.importers.values import Start


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def _tagged_quiz(second_stem: str) -> str:
    return (
        "1. [area:Storage]  \n   Which disk keeps data after a stop?\n"
        "    - A. Local\n    - B. Network\n\n   Correct answer: B\n\n"
        f"2. [area:Billing & Cost]  \n   {second_stem}\n"
        "    - A. Pay per use\n    - B. Upfront fee\n    - C. No contracts\n\n"
        "   Correct answer: A, C\n"
    )


def test_a_tag_line_over_a_question_opens_its_line() -> None:
    """`[domain:X]` with a hard break, the question on the next line: a question whose last
    word was not `?` (`(Choose TWO)`) kept the tag as a line of its own, so the import list
    showed only the tag as the card's title."""
    cards = result(_tagged_quiz("Which are true of the pricing? (Choose TWO)")).deck.cards
    assert cards[0].question == "[area:Storage] Which disk keeps data after a stop?"
    assert cards[1].question.splitlines()[0] == (
        "[area:Billing & Cost] Which are true of the pricing? (Choose TWO)"
    )
    assert cards[1].answer == "- Pay per use\n- No contracts"


def test_a_link_or_a_list_under_a_tag_stays_on_its_own_line() -> None:
    """Only a line of text joins the tag: a list or a quote under it keeps its break."""
    assert tidied_head("[tip]\n- first point") == "[tip]\n- first point"
    assert tidied_head("[see](x.md)\nWhat is X?") == "[see](x.md)\nWhat is X?"
    assert tidied_head("[x]\nWhat is X?") == "[x] What is X?"


def test_a_style_line_over_the_title_is_no_title() -> None:
    """`<style>ol { ... }</style>` first (a page that letters its lists by CSS), `# Quiz 3`
    under it: the deck was named after the style line."""
    text = (
        '<style type="text/css">ol { list-style-type: upper-alpha; }</style>\n\n# Week 3 quiz\n\n'
        "## Problem 1\n\nWhich one is a lock?\n\nA) Mutex\nB) Queue\n\n**Answer: A**\n\n"
        "## Problem 2\n\nWhich one is a queue?\n\nA) Mutex\nB) Deque\n\n**Answer: B**\n"
    )
    got = result(text)
    assert got.deck.name == "Week 3 quiz"
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which one is a lock?", "A"),
        ("Which one is a queue?", "B"),
    ]


def test_a_list_under_a_summary_sentence_stays_a_list() -> None:
    """`<summary>Explain each of these:` over a blank line and `* cmd` items: the list is the
    question's, kept as a list; it was flattened into the sentence (`these: * a * b`)."""
    text = (
        "# Tools\n\n<details>\n<summary>What is a container?</summary><br><b>\n\n"
        "A process with its own view of the system.\n</b></details>\n\n"
        "<details>\n<summary>Explain what each of these commands does:\n\n"
        "  * tool run\n  * tool rm\n</summary><br><b>\n\n"
        "* run starts one\n* rm removes one\n</b></details>\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a container?",
        "Explain what each of these commands does:\n\n* tool run\n* tool rm",
    ]
    assert cards[1].answer == "* run starts one\n* rm removes one"


def test_chapter_numbers_typed_with_a_blank_are_closed_up() -> None:
    """`### **1. 4 How ...?**`: a course numbers questions by chapter and place, a converter
    put a blank after the chapter's dot; the place opened every question's text (`4 How`)
    and the chapters' numbers clashed as card ids."""
    text = "# Prep\n\n" + "".join(
        f"### **{ch}. {n} {q}**\n\nAnswer {ch}-{n}.\n\n"
        for ch, n, q in [
            (1, 1, "What is a path?"),
            (1, 2, "How do pages get indexed?"),
            (2, 1, "What is a box?"),
            (2, 2, "Why use a grid?"),
            (1, 3, "What is a tag?"),
        ]
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == [
        "What is a path?",
        "How do pages get indexed?",
        "What is a box?",
        "Why use a grid?",
        "What is a tag?",
    ]
    assert len({c.id for c in cards}) == 5
    assert not result(text).warnings


def test_headings_opening_with_counts_keep_them() -> None:
    """`## 1. 3 Ways to ...`, `## 2. 5 Rules ...`: numbers that do not count up within a
    chapter are the questions' own words."""
    asked = [(1, "3 Ways to cache a page?"), (2, "5 Rules of a CDN?"), (3, "10 Reasons to shard?")]
    text = "".join(f"## {n}. {q}\n\nThe reply to {n}.\n\n" for n, q in asked)
    assert [c.question for c in result(text).deck.cards] == [q for _, q in asked]


def test_a_guides_numbered_outline_is_no_list_of_topic_cards() -> None:
    """Topic headings among three that ask are cards (mixedtopics), but not the chapters of a
    guide numbered as an outline (`## 1.3 Scaling`): a web page of such chapters gave thirty
    junk cards. The rule leaves the candidates as it found them."""
    asked = {2: "What is a region?", 6: "What is an AZ?", 10: "Why use a CDN?"}
    topics = {0: "Basics", 4: "Scaling", 8: "Storage", 12: "Costs"}

    def settle(numbered: bool) -> set[int]:
        titles = {i: f"1.{k + 1} {t}" if numbered else t for k, (i, t) in enumerate(topics.items())}
        headings = {i: (2, t) for i, t in sorted({**asked, **titles}.items())}
        candidates = {i: (2, Start(None, t), False) for i, t in asked.items()}
        plain = [(i, 2, t) for i, t in titles.items()]
        mixed_topics(headings, candidates, plain, [])
        return set(candidates)

    assert settle(numbered=False) == set(asked) | set(topics)
    assert settle(numbered=True) == set(asked)
