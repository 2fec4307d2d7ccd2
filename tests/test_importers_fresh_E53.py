"""Importer layouts met in the tenth (2026-11-30) session's rounds: each test is the shape of
one real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.importers.asking import asks
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], tuple[str, ...]]]:
    return [(c.question, c.answer, dict(c.choices), c.keywords) for c in result(text).deck.cards]


def test_numbered_line_glued_under_an_answer_goes_on_though_it_does_not_ask() -> None:
    """A pasted page: `N. question`, the answer's first line indented under it, the rest at
    the margin, and the next `N.` on the line right after the answer's last. `12. Explain
    Tf-idf` (a topic's words, no `?`) glued so was read as more of Q11's answer, and so were
    the questions after it. Its number goes on from Q11 and it holds its answer's first
    line indented under it: a question, and the next item goes on from it."""
    text = (
        "11. What are the uses of a queue?\n"
        "    A queue keeps work in the order it came in:\n"
        "\n"
        "Print jobs wait their turn.\n"
        "Messages wait for a consumer.\n"
        "12. Explain Tf-idf\n"
        "    Tf-idf weighs a term by how rare it is across documents.\n"
        "\n"
        "13. Mention a few sorting methods used by analysts.\n"
        "    Several sorting methods come up often in practice:\n"
        "\n"
        "Merge sort\n"
        "Heap sort\n"
        "14. What's the difference between a list and a tuple?\n"
        "    A list can change, a tuple cannot.\n"
    )
    assert _cards(text) == [
        (
            "What are the uses of a queue?",
            "A queue keeps work in the order it came in:\n\n"
            "Print jobs wait their turn.\n\nMessages wait for a consumer.",
            {},
            (),
        ),
        ("Explain Tf-idf", "Tf-idf weighs a term by how rare it is across documents.", {}, ()),
        (
            "Mention a few sorting methods used by analysts.",
            "Several sorting methods come up often in practice:\n\nMerge sort\nHeap sort",
            {},
            (),
        ),
        (
            "What's the difference between a list and a tuple?",
            "A list can change, a tuple cannot.",
            {},
            (),
        ),
    ]


def test_numbered_point_of_an_answer_glued_under_it_stays_the_answer() -> None:
    """Guard: a numbered line that does not ask, glued under an answer's text with nothing
    indented under it, is a point of that answer, even when its number is the next one."""
    text = (
        "1. What are the steps of a deploy?\n"
        "    The steps run in this order:\n"
        "\n"
        "Build the image first.\n"
        "2. Push the image\n"
        "3. Roll out the pods\n"
        "\n"
        "4. What is a rollback?\n"
        "    Going back to the last good release.\n"
    )
    cards = _cards(text)
    assert [c[0] for c in cards] == [
        "What are the steps of a deploy?",
        "What is a rollback?",
    ]
    assert "2. Push the image" in cards[0][1]


def test_labelled_first_answer_line_then_two_blanks_is_dedented() -> None:
    """The answer's first line indented under its item, a term and its definition
    (`Latency: The time ...`), then blank lines and the rest at the margin: prose, not an
    indented code block; it lost its indent only when it did not open with a label."""
    text = (
        "1. What is latency?\n"
        "    Latency: The time a request waits before it is served.\n"
        "\n"
        "\n"
        "It is measured in milliseconds.\n"
        "\n"
        "2. What is throughput?\n"
        "    Throughput is how many requests are served each second.\n"
    )
    assert _cards(text) == [
        (
            "What is latency?",
            "Latency: The time a request waits before it is served.\n\n"
            "It is measured in milliseconds.",
            {},
            (),
        ),
        ("What is throughput?", "Throughput is how many requests are served each second.", {}, ()),
    ]


def test_bold_label_over_a_quote_that_is_the_whole_answer_is_unquoted() -> None:
    """`**Answer:**` over a `>` quote was read well; any other bold label line ending with a
    colon (`**How to reply:**`) over a quote that is all the answer kept the quote's `>`
    marks. The quote is unquoted as under `**Answer:**`; a label that is no answer word stays
    the answer's first line."""
    text = (
        "### Q1: What is caching?\n\n"
        "**Answer:**\n"
        "> Keeping a copy of data close to where it is read.\n\n"
        "### Q2: Tell us about your last project\n\n"
        "**How to reply:**\n"
        '> "I built a small booking site with two friends."\n'
        ">\n"
        "> - I wrote the API\n"
        "> - I set up the tests\n"
    )
    assert _cards(text) == [
        ("What is caching?", "Keeping a copy of data close to where it is read.", {}, ()),
        (
            "Tell us about your last project",
            '**How to reply:**\n"I built a small booking site with two friends."\n\n'
            "- I wrote the API\n- I set up the tests",
            {},
            (),
        ),
    ]


def test_bold_label_over_a_quote_then_more_answer_keeps_the_quote() -> None:
    """Guard: a quote under a bold label that is only part of the answer (text goes on at
    the margin after it) is a quote inside the answer, kept as written."""
    text = (
        "### Q1: What is a deadlock?\n\n"
        "**Definition:**\n"
        "> Two tasks each wait for a lock the other holds.\n\n"
        "Neither can go on, so both stop for good.\n\n"
        "### Q2: What is a mutex?\n\n"
        "A lock that one thread holds at a time.\n"
    )
    assert _cards(text)[0] == (
        "What is a deadlock?",
        "**Definition:**\n> Two tasks each wait for a lock the other holds.\n\n"
        "Neither can go on, so both stop for good.",
        {},
        (),
    )


def test_task_list_questions_behind_the_lists_own_ids_are_read() -> None:
    """`- [x] W2) Describe ...` items under `### Web`, their answers nested: the list's own id
    before each question hid the verb that asks (and inline code holding an HTML tag beside
    it made no difference), so the ticked boxes were read as one question's right options
    and the file gave no question. Each item is a question; its id stays in it."""
    text = (
        "### Web\n\n"
        "- [x] W1) What is a doctype for?\n"
        "  - **Explanation:** It sets the mode the browser renders in.\n"
        "- [x] W2) Describe `<link>` vs `<link rel=preload>`\n"
        "  - **Explanation:** The second fetches the file early.\n"
        "- [x] W3) Explain how cookies are sent.\n"
        "  - **Explanation:** With every request to their site.\n"
    )
    assert _cards(text) == [
        ("W1) What is a doctype for?", "It sets the mode the browser renders in.", {}, ()),
        (
            "W2) Describe `<link>` vs `<link rel=preload>`",
            "The second fetches the file early.",
            {},
            (),
        ),
        ("W3) Explain how cookies are sent.", "With every request to their site.", {}, ()),
    ]


def test_an_id_before_a_statement_still_asks_nothing() -> None:
    """Guard: the id goes only so that the words after it are read; a statement behind one
    (`B7) Tall buildings`) asks no more than without it."""
    assert asks("T-HTML-6) Describe the difference between a cookie and localStorage.")
    assert not asks("B7) Tall buildings")
    assert not asks("A1) Paris")
