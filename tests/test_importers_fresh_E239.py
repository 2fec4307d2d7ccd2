"""Layouts met in judge round Z185, on made-up documents: a `<br>` inside Markdown bold, a
`<details>` fold left open at the end of a cut-off file, and a banner image a page repeats
under its questions."""

from __future__ import annotations

from srs.importers.lastfold import closed_last_fold
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def test_a_break_inside_bold_closes_the_bold_before_the_new_line() -> None:
    """`**[Recap]<br>**` in a folded answer: the break cut the bold in two, leaving
    `**[Recap]` over a line holding only `**`, stray stars in the answer."""
    text = (
        "<details>\n"
        "  <summary><strong>What does a cache do?</strong></summary>\n"
        "<hr>\n"
        "It keeps recent results close at hand.\n\n"
        "**[Recap]<br>**\n"
        "- faster reads\n"
        "- may go stale\n"
        "<hr>\n"
        "</details>\n\n"
        "<details>\n"
        "  <summary><strong>What is a queue?</strong></summary>\n"
        "<hr>\n"
        "**First in,<br>first out:** items leave in the order they came.\n"
        "<hr>\n"
        "</details>\n"
    )
    assert _cards(text) == [
        (
            "What does a cache do?",
            "It keeps recent results close at hand.\n\n**[Recap]**\n- faster reads\n- may go stale",
            {},
        ),
        (
            "What is a queue?",
            "**First in,**\n**first out:** items leave in the order they came.",
            {},
        ),
    ]


def test_a_break_between_bold_spans_or_in_code_stays_as_it_was() -> None:
    """Guard: a break between two bold spans, or inside a code span, is no break in bold."""
    text = (
        "## What are the two rules?\n\n"
        "**Rule one** <br> **Rule two**\n\n"
        "Written `**a<br>b**` in the source.\n"
    )
    [(question, answer, choices)] = _cards(text)
    assert question == "What are the two rules?"
    assert answer == "**Rule one**\n**Rule two**\n\nWritten `**a<br>b**` in the source."
    assert choices == {}


def test_a_fold_left_open_at_the_end_is_closed_there() -> None:
    """A page cut off inside its last `<details>`: the topic heading above that fold took
    the fold's body as its answer and the summary's question was lost, no warning (with more
    questions before it, the heading was a question reported unanswered, and the last card's
    id one too many)."""
    text = (
        "# Network notes\n\n"
        "## Routing\n"
        "<details>\n"
        "<summary>1. What does a router do?</summary>\n\n"
        "It forwards packets between networks.\n\n"
        "</details>\n\n"
        "## Timeouts\n"
        "<details>\n"
        "<summary>2. Why set a timeout on a call?</summary>\n\n"
        "So that a slow peer cannot hold the caller forever.\n\n"
        "- pick it from the latency budget\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What does a router do?", "It forwards packets between networks."),
        (
            "q02",
            "Why set a timeout on a call?",
            "So that a slow peer cannot hold the caller forever.\n\n"
            "- pick it from the latency budget",
        ),
    ]
    assert res.warnings == ()


def test_a_fold_left_open_in_the_middle_is_not_closed_at_the_end() -> None:
    """Guard: a fold never closed before other, closed folds is not the last one cut off:
    closing it at the end would swallow the folds after it, so the page reads as before."""
    text = (
        "<details>\n"
        "<summary>What is a port?</summary>\n\n"
        "A number that names a service on a host.\n\n"
        "<details>\n"
        "<summary>What is a socket?</summary>\n\n"
        "One end of a connection.\n\n"
        "</details>\n"
    )
    assert closed_last_fold(text) == text


_BANNER = "![note](https://img.example.org/banner-123.png)\n"


def test_an_image_repeated_under_many_questions_is_no_answer() -> None:
    """A banner image under several questions: it was the only answer of the unanswered
    ones (image-only cards, no warning) and glued to the question above a labelled answer."""
    text = (
        "### Q1: What is a tensor?\n"
        "An array of any number of dimensions.\n\n"
        "### Q2: What is overfitting?\n" + _BANNER + "Answer: Fitting the noise of the training "
        "data.\n\n"
        "### Q3: How would you tune a model?\n" + _BANNER + "\n"
        "### Q4: What is a loss function?\n" + _BANNER + "\n"
        "### Q5: What is dropout?\n"
        "Turning off random units while training.\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is a tensor?", "An array of any number of dimensions."),
        ("q02", "What is overfitting?", "Fitting the noise of the training data."),
        ("q05", "What is dropout?", "Turning off random units while training."),
    ]
    assert res.warnings == (
        "doc.md:8: question 3 has no answer; skipped",
        "doc.md:11: question 4 has no answer; skipped",
    )


def test_an_image_used_twice_stays_an_answer() -> None:
    """Guard: a diagram shown under two questions is their answer's, not page furniture."""
    text = (
        "### Q1: What does the pipeline look like?\n" + _BANNER + "\n"
        "### Q2: Where does the cache sit?\n" + _BANNER + "Between the loader and the model.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What does the pipeline look like?", _BANNER.strip()),
        ("Where does the cache sit?", _BANNER + "Between the loader and the model."),
    ]
