"""Options marked by a tick or a cross drawn as an emoji, or as GitHub's shortcode for one.

A quiz written for GitHub marks every option, right or wrong, at its start: a paragraph (or
a bullet) per option, `:white_check_mark:` (✅) before the right one and
`:black_large_square:` (⬛) or `:x:` (❌) before each wrong one. It is a task list drawn with
emoji, read as one: one right option keys a choice card, several (among empty squares) make
an open card listing the right ones, with a warning. The same marks in an answer's text
(dos and don'ts under a line of prose, pros and cons, a list of practices each ticked, a
ticked heading) mark no options.

None of these is a copy of a document; each is the shape a real one used, written small.
"""

from __future__ import annotations

from tests.importing import result


def test_shortcode_paragraphs_are_a_task_list() -> None:
    """One option to a paragraph, each led by its shortcode: a choice card keyed by the tick,
    the shortcodes gone; two ticks make an open card of the right options, warned about, the
    quote below them its explanation."""
    text = """\
# Shell quiz

1. Which command prints the working directory?

:black_large_square: ls

:white_check_mark: pwd

:black_large_square: cd

---

2. Which tools archive files? (Choose two)

:white_check_mark: tar

:white_large_square: grep

:white_check_mark: zip

> _Both write an archive; grep only searches._

---

3. Which signal cannot be caught?

:heavy_check_mark: SIGKILL

:x: SIGTERM
"""
    got = result(text)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "Which command prints the working directory?",
        "Which tools archive files? (Choose two)\n\n- A) tar\n- B) grep\n- C) zip",
        "Which signal cannot be caught?",
    ]
    assert dict(cards[0].choices) == {"A": "ls", "B": "pwd", "C": "cd"}
    assert cards[0].answer == "B"
    assert not cards[1].choices
    assert cards[1].answer == "- tar\n- zip"
    assert cards[1].explanation == "_Both write an archive; grep only searches._"
    assert dict(cards[2].choices) == {"A": "SIGKILL", "B": "SIGTERM"}
    assert cards[2].answer == "A"
    assert got.warnings == ("doc.md:19: question 2 has 2 right options (A, C); made an open card",)


def test_emoji_bullets_and_a_mark_over_its_image() -> None:
    """The emoji themselves, in a bulleted list (`- ✅ 22` / `- ❌ 21`) or alone on a line
    with a break after them (`⬛<br>` over the option's image): the same options."""
    text = """\
## 1. Which port does SSH use?

- ❌ 21
- ✅ 22
- ❌ 23

## 2. Which diagram is a star topology?

⬛<br>
![ring](img/ring.png)

✔️<br>
![star](img/star.png)
"""
    got = result(text)
    first, second = got.deck.cards
    assert dict(first.choices) == {"A": "21", "B": "22", "C": "23"}
    assert first.answer == "B"
    assert dict(second.choices) == {"A": "![ring](img/ring.png)", "B": "![star](img/star.png)"}
    assert second.answer == "B"
    assert not got.warnings


def test_ticks_in_an_answers_text_mark_no_options() -> None:
    """Near misses: dos and don'ts under a line of the answer's prose, practices each ticked
    right under their question, pros and cons (several ticks among crosses), a heading
    ticked as done: open cards, as before."""
    text = """\
## What are connection pool good practices?

Keep these in mind:

- ✅ Use one pool per process
- ❌ Open a connection per query

## Which habits keep a repository clean?

- ✅ Small commits
- ✅ Clear messages

## What are the trade-offs of a monorepo?

- ✅ One version of everything
- ✅ Atomic changes
- ❌ Slow checkouts

## ✅ Why use an index?

It makes lookups fast.
"""
    got = result(text)
    assert [(c.question, dict(c.choices), c.answer) for c in got.deck.cards] == [
        (
            "What are connection pool good practices?",
            {},
            "Keep these in mind:\n\n- ✅ Use one pool per process\n- ❌ Open a connection per query",
        ),
        ("Which habits keep a repository clean?", {}, "- ✅ Small commits\n- ✅ Clear messages"),
        (
            "What are the trade-offs of a monorepo?",
            {},
            "- ✅ One version of everything\n- ✅ Atomic changes\n- ❌ Slow checkouts",
        ),
        ("Why use an index?", {}, "It makes lookups fast."),
    ]
    assert not got.warnings
