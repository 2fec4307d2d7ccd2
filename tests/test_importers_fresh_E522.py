"""Importer layouts met in the 2026-12-03 thirty-second session's rounds: each test is the
shape of one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_COURSE_QUIZ = """# Week 3 Quiz: Logistic Regression

## Question 1

A classifier outputs h(x) = 0.7 on a new example. This means:

Our estimate for P(y=0|x) is 0.7.

**Our estimate for P(y=1|x) is 0.7.**

Our estimate for P(y=1|x) is 0.3.

## Question 2

Which of the following statements about regularization are true?

Too large a value of lambda cannot hurt performance.

Regularization makes the cost no longer convex.

**A very large lambda can hurt performance.**

## Question 3

What does the sigmoid output for an input of 0?

**0.5**

0

1
"""


def test_bare_option_paragraphs_keyed_by_the_one_in_bold_are_choices() -> None:
    """A graded course quiz copied out: under `## Question N`, the stem, then each option a
    paragraph of its own with the right one wholly in bold. Each was an open card whose answer
    was every option, the right one's stars left in, no key and no warning."""
    imported = result(_COURSE_QUIZ)
    cards = imported.deck.cards
    assert [c.answer for c in cards] == ["B", "C", "A"]
    assert cards[0].choices == {
        "A": "Our estimate for P(y=0|x) is 0.7.",
        "B": "Our estimate for P(y=1|x) is 0.7.",
        "C": "Our estimate for P(y=1|x) is 0.3.",
    }
    assert cards[2].question == "What does the sigmoid output for an input of 0?"
    assert imported.warnings == ()


def test_bare_option_paragraphs_under_numbered_stems_are_choices() -> None:
    """`1. Which ...?` over bare option paragraphs, one in bold: the same options; an open
    question after them keeps its answer."""
    text = (
        "# Quiz\n\n1. Which protocol is connectionless?\n\nTCP\n\n**UDP**\n\nSCTP\n\n"
        "2. Which port does HTTPS use by default?\n\n80\n\n**443**\n\n8080\n\n"
        "3. What is DNS for?\n\nIt maps names to addresses.\n"
    )
    cards = result(text).deck.cards
    assert [(c.choices.get("B"), c.answer) for c in cards[:2]] == [("UDP", "B"), ("443", "B")]
    assert cards[2].answer == "It maps names to addresses."


def test_paragraphs_under_a_heading_that_asks_stay_its_answer() -> None:
    """`## What are the benefits of caching?` over `Caching has three benefits:`, a bold
    point and plain lines: the heading's answer, however like options its paragraphs look."""
    text = (
        "# Notes\n\n## What are the benefits of caching?\n\nCaching has three benefits:\n\n"
        "**Speed**\n\nReads come from memory.\n\nLoad on the database drops.\n\n"
        "## Why use a queue?\n\nA queue helps in two ways:\n\n**Decoupling**\n\n"
        "Producers and consumers scale apart.\n\nBursts are absorbed.\n"
    )
    cards = result(text).deck.cards
    assert [c.choices for c in cards] == [{}, {}]
    assert "**Speed**" in cards[0].answer and "Load on the database drops." in cards[0].answer


def test_an_answer_opening_with_a_bold_summary_is_no_options() -> None:
    """Every answer a bold one-line summary over plain lines of detail, under `## Question N`:
    the bold comes first in each, an answer's summary, not a key (a quiz keys past A)."""
    text = "".join(
        f"## Question {n}\n\nWhat does {word} do?\n\n**It {word}s the data.**\n\n"
        f"It runs once per request.\n\nIt never blocks.\n\n"
        for n, word in enumerate(["cache", "index", "shard"], start=1)
    )
    cards = result(text).deck.cards
    assert [c.choices for c in cards] == [{}, {}, {}]
    assert all(c.answer.startswith("**It ") for c in cards)


def test_one_run_of_bare_paragraphs_with_one_in_bold_is_left_alone() -> None:
    """A single such run in a document is an answer's paragraphs with one in bold."""
    text = (
        "## Question 1\n\nWhich of these does a load balancer do:\n\nSpreads requests.\n\n"
        "**Checks health.**\n\nEnds TLS.\n\n## Question 2\n\nWhat is a CDN?\n\nA cache at the edge.\n"
    )
    cards = result(text).deck.cards
    assert cards[0].choices == {}
    assert "**Checks health.**" in cards[0].answer


def test_a_sources_list_after_the_closing_rule_is_the_pages_not_the_last_answers() -> None:
    """`<hr/>` (or `---`) under the last answer, then `Источники:` (Sources) over a list of
    links: the page's sources. They were the last answer's end, in silence; the HTML rule was
    dropped as markup and nothing marked where the answer ended."""
    for rule in ("<hr/>", "---", "<hr>"):
        text = (
            "# Вопросы по RxJS\n\n## 1. Что такое Observable?\n\nПоток значений во времени.\n\n"
            "## 2. Чем отличается Subject от BehaviorSubject?\n\n"
            "BehaviorSubject хранит последнее значение.\n\n"
            f"{rule}\n\nИсточники:\n\n- [RxJS docs](https://rxjs.dev)\n"
            "- [Learn RxJS](https://learnrxjs.io)\n"
        )
        cards = result(text).deck.cards
        assert cards[-1].answer == "BehaviorSubject хранит последнее значение.", rule


def test_a_quoted_level_field_on_every_answer_is_a_tag_not_the_word_for_answer() -> None:
    """`> **Nível:** Estagiário` opening every answer of a Portuguese question bank: the
    question's level, kept as a tag and in the answer whole. Read as the document's own word
    for "answer" (the label most answers open with), the label went and the bare level was
    left as each answer's first line."""
    text = "".join(
        f"## {n}. O que é {w}?\n\n> **Nível:** {level}\n\n{w} é uma parte do .NET.\n\n"
        for n, (w, level) in enumerate(
            [("o CLR", "Estagiário"), ("o GC", "Júnior"), ("o JIT", "Pleno")], start=1
        )
    )
    cards = result(text).deck.cards
    assert [c.tags for c in cards] == [("estagiario",), ("junior",), ("pleno",)]
    assert cards[0].answer.startswith("**Nível:** Estagiário")
