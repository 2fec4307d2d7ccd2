"""A homework list found read wrong in a judge's round (Z242, an OS course's homework):
`N.` questions at the margin, each answered in paragraphs and console blocks indented two
spaces (short of the item's text, so CommonMark sets them out of the list), some items left
unanswered. An unanswered item, and the next question with it when that one asked too little
to stand alone, ran on silently in the answer above; a question that asked `What do you see
here? Does the output from X ...?` had its console block, the answer's evidence, moved into
the question (srs.importers.numberedsequence, srs.importers.questioncode)."""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result

_UNANSWERED = "looks like a question, but no answer was found for it; not imported"

_LAB = """\
## Lab questions

1. Run `ping` against your router and look at the round-trip times. How stable are they?

  They stayed between 2 and 3 ms.

2. Open the `tcpdump` manual page and skim the filter section.

3. Capture one minute of traffic on your laptop, then pick a host that shows up often.

  The DNS server showed up most, once every few seconds.
"""

_CONSOLE = """\
## Lab questions

4. Run `ss -t` while a download is going. Which states do the sockets show?

  ```sh
  $ ss -t
  ESTAB 0 0 10.0.0.5:51234 93.184.216.34:443
  ```

  Most of them are ESTAB.

5. Read the `ss` manual page.

6. Look up what `-p` adds.

7. Now run `ss -tp` for your browser. Which process owns each socket?

  ```sh
  $ ss -tp
  ESTAB 0 0 10.0.0.5:51234 93.184.216.34:443 users:(("firefox",pid=812))
  ```

  The browser, on every line.
"""

_SEEN_HERE = """\
## Lab questions

1. Run `ss -tp` for your browser. What do you see here? Does the output from `ss` list the process?

  ```sh
  $ ss -tp
  ESTAB 0 0 10.0.0.5:51234 93.184.216.34:443 users:(("firefox",pid=812))
  ```

  Yes, each socket names its process.

2. What is a socket?

  An endpoint for talking over a network.
"""


def _skips(r: ImportResult) -> list[tuple[int | None, str]]:
    return [(s.line, s.reason) for s in r.skipped]


def test_unanswered_item_at_the_margin_ends_the_indented_answer_above() -> None:
    """`2.` with no answer, numbered on from `1.` whose answer is indented under it, is the
    next question: reported, not glued into the answer above, and `3.` (which asks too
    little to stand alone) keeps its own card."""
    r = result(_LAB)
    assert [(c.id, c.question, c.answer) for c in r.deck.cards] == [
        (
            "q01",
            "Run `ping` against your router and look at the round-trip times. How stable are they?",
            "They stayed between 2 and 3 ms.",
        ),
        (
            "q03",
            "Capture one minute of traffic on your laptop, then pick a host that shows up often.",
            "The DNS server showed up most, once every few seconds.",
        ),
    ]
    assert _skips(r) == [
        (7, f"'2. Open the `tcpdump` manual page and skim the filter secti…' {_UNANSWERED}")
    ]
    assert [w.split(": ", 1)[1] for w in r.warnings] == [reason for _, reason in _skips(r)]


def test_a_run_of_unanswered_items_after_a_console_answer() -> None:
    """Two unanswered items in a row go on from each other: both reported; the console
    block and the conclusion stay the answer of the question above them."""
    r = result(_CONSOLE)
    assert [(c.id, c.answer) for c in r.deck.cards] == [
        (
            "q04",
            "```sh\n$ ss -t\nESTAB 0 0 10.0.0.5:51234 93.184.216.34:443\n```\n\n"
            "Most of them are ESTAB.",
        ),
        (
            "q07",
            "```sh\n$ ss -tp\n"
            'ESTAB 0 0 10.0.0.5:51234 93.184.216.34:443 users:(("firefox",pid=812))\n```\n\n'
            "The browser, on every line.",
        ),
    ]
    assert _skips(r) == [
        (12, f"'5. Read the `ss` manual page.' {_UNANSWERED}"),
        (14, f"'6. Look up what `-p` adds.' {_UNANSWERED}"),
    ]


def test_output_asked_about_in_a_later_sentence_leaves_the_console_block_the_answer() -> None:
    """`What do you see here? Does the output from `ss` ...?`: no question points at code
    shown with it (`what` and `output` are in two questions); the block is the run's record,
    the answer's, with the conclusion after it."""
    r = result(_SEEN_HERE)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "Run `ss -tp` for your browser. What do you see here? "
            "Does the output from `ss` list the process?",
            "```sh\n$ ss -tp\n"
            'ESTAB 0 0 10.0.0.5:51234 93.184.216.34:443 users:(("firefox",pid=812))\n```\n\n'
            "Yes, each socket names its process.",
        ),
        ("What is a socket?", "An endpoint for talking over a network."),
    ]
    assert not r.warnings


def test_code_a_question_prints_stays_the_question() -> None:
    """Near miss: `What does this print?` points at its code in one question: the block is
    the question's, the paragraph after it the answer, as before."""
    r = result(
        "## Questions\n\n1. What does this print?\n\n  ```py\n  print(sum([1, 2]))\n  ```\n\n"
        "  It prints 3.\n\n2. What is a list comprehension?\n\n  A short way to build a list.\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What does this print?\n\n```py\nprint(sum([1, 2]))\n```", "It prints 3."),
        ("What is a list comprehension?", "A short way to build a list."),
    ]


def test_steps_numbered_on_under_an_answer_at_the_margin_stay_the_answer() -> None:
    """Near miss: the answer is at the margin (not indented under its item), so `2.` and
    `3.` after it are its steps, numbered on as the author wrote them, not questions."""
    r = result(
        "## Questions\n\n1. How do you reset the router?\n\nDo these steps in order:\n\n"
        "2. Hold the reset button for ten seconds.\n\n3. Wait for the lights to blink.\n"
    )
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        (
            "How do you reset the router?",
            "Do these steps in order:\n\n2. Hold the reset button for ten seconds.\n\n"
            "3. Wait for the lights to blink.",
        )
    ]
    assert not r.warnings


def test_steps_numbered_from_one_under_an_indented_answer_stay_the_answer() -> None:
    """Near miss: steps at the margin numbered from 1 under an indented answer do not go on
    from the question's number: the answer's own list, as before."""
    r = result(
        "## Questions\n\n3. How do you reset the router?\n\n  Follow the steps:\n\n"
        "1. Hold the reset button for ten seconds.\n\n2. Wait for the lights to blink.\n\n"
        "4. What is NAT?\n\n  Address translation at the edge.\n"
    )
    assert [(c.id, c.answer) for c in r.deck.cards] == [
        (
            "q03",
            "Follow the steps:\n\n1. Hold the reset button for ten seconds.\n\n"
            "2. Wait for the lights to blink.",
        ),
        ("q04", "Address translation at the edge."),
    ]
    assert not r.warnings
