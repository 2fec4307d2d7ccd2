"""Importer layouts met in a fresh round of public documents (a behavioural prep draft whose
headings each keep a STAR template, `- Situation -` over `- Task -` over `- Action -` over
`- Result -`, most never filled in): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: an empty template, its labels closed by a spaced dash instead of a
colon, was carded as the answer.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result


def _cards(got: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in got.deck.cards]


def _skips(got: ImportResult) -> list[tuple[int | None, str]]:
    return [(s.line, s.reason) for s in got.skipped]


# -- labels closed by a spaced dash, nothing after any: a template left to fill -------------

_STAR_DRAFT = """\
## 1. Tell me about a time you broke production
  - Situation -
  - Task -
  - Action -
  - Outcome  -

## 2. Tell me about a time you mentored someone
  - Situation - A new hire could not run the test suite
  - Task - Get them shipping within a week
  - Action - Paired with them for two mornings
  - Outcome - First change merged on day four

## 3. Describe a project you are proud of
 - Situation –
  - Task –
  - Action —
  - Outcome —
"""


def test_an_empty_dash_template_is_no_answer() -> None:
    """`- Situation -` ... `- Outcome -` with nothing after a dash: a form kept under a
    question to fill in later, so the question is reported unanswered, never carded with
    the bare labels; the filled template beside it (text after each dash) is its answer.
    En and em dashes close a label as the hyphen does."""
    got = result(_STAR_DRAFT)
    assert _cards(got) == [
        (
            "q02",
            "Tell me about a time you mentored someone",
            "- Situation - A new hire could not run the test suite\n"
            "- Task - Get them shipping within a week\n"
            "- Action - Paired with them for two mornings\n"
            "- Outcome - First change merged on day four",
        )
    ]
    assert _skips(got) == [
        (1, "question 1 has no answer (only '- Situation - - Task - - Action - - Outc'); skipped"),
        (13, "question 3 has no answer (only '- Situation – - Task – - Action — - Outc'); skipped"),
    ]


_PROS_CONS = """\
## Should we pick a monorepo?
- **Pros** -
- **Cons** -

## Should we pick GraphQL?
- Pros:
- Cons:

## Should we pick gRPC?
- Pros: typed contracts, streaming
- Cons: harder to debug in a browser
"""


def test_any_labels_left_empty_are_a_placeholder() -> None:
    """The rule is the shape, not the words: any labels with nothing after them (`Pros -`,
    bold or not, or `Pros:`) are a form to fill; labels with text after them are an answer."""
    got = result(_PROS_CONS)
    assert _cards(got) == [
        (
            "q03",
            "Should we pick gRPC?",
            "- Pros: typed contracts, streaming\n- Cons: harder to debug in a browser",
        )
    ]
    assert [line for line, _ in _skips(got)] == [1, 5]
    assert all("has no answer" in reason for _, reason in _skips(got))


_TEMPLATE_THEN_PARAGRAPH = """\
## What is your biggest weakness?
  - Situation -
  - Task -
  - Action -
  - Result -

I take on too much myself; I now hand out work in small pieces with clear notes.

## What motivates you?
  - Situation -
  - Task -
"""


def test_an_empty_template_over_an_answer_keeps_the_answer() -> None:
    """Near miss: the empty template with a paragraph after it is answered (the paragraph
    says the answer); only the question whose stretch is nothing but empty labels is skipped."""
    got = result(_TEMPLATE_THEN_PARAGRAPH)
    assert _cards(got) == [
        (
            "q01",
            "What is your biggest weakness?",
            "- Situation -\n- Task -\n- Action -\n- Result -\n\n"
            "I take on too much myself; I now hand out work in small pieces with clear notes.",
        )
    ]
    assert _skips(got) == [
        (9, "question #2 has no answer (only '- Situation - - Task -'); skipped")
    ]


_DASHED_ITEMS = """\
## Name two transport protocols.
- TCP - reliable, ordered
- UDP - fire and forget

## Which words take a hyphen at a line's end?
- well-
- self-

## Which ranges are open-ended?
- 2020 -
- 1999 -
"""


def test_dashes_that_are_not_empty_labels_are_left_alone() -> None:
    """Near miss: a dash with text after it, a hyphen ending a word (no space before it),
    or a number before it (no label) is no empty field: every question keeps its answer."""
    got = result(_DASHED_ITEMS)
    assert _cards(got) == [
        (
            "q01",
            "Name two transport protocols.",
            "- TCP - reliable, ordered\n- UDP - fire and forget",
        ),
        ("q02", "Which words take a hyphen at a line's end?", "- well-\n- self-"),
        ("q03", "Which ranges are open-ended?", "- 2020 -\n- 1999 -"),
    ]
    assert not got.skipped
