"""Importer layouts met on fresh public documents (round E424): a plain-text list of
numbered one-line items, `N. question? answer`, one of which has its answer go on past its
line. Each test is the shape, written small; none is a copy of a document.

The items of such a list (a quiz's notes: srs.importers.inlineasks) split at the question
mark; an item whose answer goes on (a line glued under it, a command indented below it)
splits there too, and what goes on is more of its answer. Text indented after the last
item, past blank lines, is that item's answer typed on, not text between questions.
"""

from __future__ import annotations

from tests.importing import result

_NOTES = """\
Shell quick notes
-----------------
1. what does ls do? lists the files of a folder.
2. how to print the folder you are in ? pwd
3. what is a pipe? it sends one command's output into another.
4. how to count lines? wc -l
5. what does chmod change ? the mode bits of a file.
6. how to follow a log? tail -f
7. what is an alias? a short name for a longer command.
8. how to see disk use? df -h
"""


def _cards(text: str, source: str = "notes.txt") -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text, source).deck.cards]


def test_an_item_whose_answer_goes_on_splits_at_its_question_mark() -> None:
    """A line glued under an item (Markdown's lazy line) in the middle of the list: the
    question ends at the `?` as its siblings' do; both lines are the answer."""
    text = _NOTES.replace(
        "4. how to count lines? wc -l\n",
        "4. how to count lines?  use wc with the lines flag. for example:\nwc -l notes.txt\n",
    )
    imported = result(text, "notes.txt")
    cards = _cards(text)
    assert len(cards) == 8
    assert cards[3] == (
        "q04",
        "how to count lines?",
        "use wc with the lines flag. for example:\n\nwc -l notes.txt",
    )
    assert cards[0] == ("q01", "what does ls do?", "lists the files of a folder.")
    assert cards[4] == ("q05", "what does chmod change ?", "the mode bits of a file.")
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_indented_text_after_the_last_item_is_its_answer() -> None:
    """The last item's answer goes on with a glued line, blank lines, and a command indented
    short of the item's text: no question follows, so it is all that item's answer."""
    text = _NOTES + (
        "9. how to find a file by name?  search from a folder down. run the command below.\n"
        "from the top\n\n\n"
        "  find . -name notes.txt\n"
    )
    imported = result(text, "notes.txt")
    cards = _cards(text)
    assert [c[0] for c in cards] == [f"q0{n}" for n in range(1, 10)]
    assert cards[-1] == (
        "q09",
        "how to find a file by name?",
        "search from a folder down. run the command below.\n\nfrom the top\n\n"
        "  find . -name notes.txt",
    )
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_an_answer_indented_under_its_item_splits_it_too() -> None:
    """The answer goes on in a paragraph indented under the item, inside it."""
    text = _NOTES.replace(
        "6. how to follow a log? tail -f\n",
        "6. how to follow a log? tail with the follow flag.\n\n   tail -f app.log\n\n",
    )
    cards = _cards(text)
    assert len(cards) == 8
    assert cards[5] == (
        "q06",
        "how to follow a log?",
        "tail with the follow flag.\n\n   tail -f app.log",
    )


def test_an_item_whose_line_asks_more_keeps_its_whole_line() -> None:
    """Near miss: the rest of the line asks (a request), and the answer is below it: the
    whole line is the question, as before."""
    text = _NOTES.replace(
        "4. how to count lines? wc -l\n",
        "4. how to count lines? Explain the flags you use.\n   wc -l counts the lines.\n",
    )
    cards = _cards(text)
    assert cards[3] == (
        "q04",
        "how to count lines? Explain the flags you use.",
        "wc -l counts the lines.",
    )


def test_a_closing_paragraph_at_the_margin_stays_out_of_the_last_answer() -> None:
    """Near miss: after the last item, blank lines and a paragraph at the margin: a closing
    remark, no answer's; it is reported, as before."""
    text = _NOTES + (
        "9. what is grep for? finding lines that match a pattern.\n\n\n"
        "More notes will follow in the next part.\n"
    )
    imported = result(text, "notes.txt")
    cards = _cards(text)
    assert cards[-1] == ("q09", "what is grep for?", "finding lines that match a pattern.")
    assert imported.warnings == (
        "notes.txt:14: 1 line of text between questions in no card ('More notes will follow in the "
        "next part.'); not imported",
    )


def test_a_short_list_item_answered_below_keeps_its_whole_line() -> None:
    """Near miss: a list too short to be a quiz's notes (the points of one answer, say): an
    item with text below keeps its whole first line as its question, as before."""
    text = """\
# Why did the build fail?

1. Why did the job stop? The runner ran out of disk.
   The cache was never pruned.
"""
    cards = _cards(text, "doc.md")
    assert cards == [
        (
            "q01",
            "Why did the job stop? The runner ran out of disk.",
            "The cache was never pruned.",
        )
    ]
