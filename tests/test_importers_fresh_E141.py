"""Numbered questions typed with the number's slip a judge-fetched bank of 65 pages made
(2026-11-30): ` 4.What ...?` a blank in from the margin, `24:How ...?` with a colon for the
dot, and a glued `4.What ...?` after `2.What ...?` where the author took 3 out. Each ran on
into the answer above or was lost; the last of a page was named nowhere."""

from __future__ import annotations

from tests.importing import result


def _page(*questions: str) -> str:
    return "\n".join(
        f"{q}\n\n<details><summary><b> Show Answer</b></summary>\n\n<blockquote>\n\n"
        f"- Answer number {k} here.\n\n</blockquote>\n\n</details>\n\n---\n"
        for k, q in enumerate(questions, 1)
    )


def test_a_slipped_number_a_blank_in_from_the_margin() -> None:
    cards = result(
        _page("1.What is A?", "2.What is B?", " 3.What is C?", "4.What is D?")
    ).deck.cards
    assert [c.question for c in cards] == ["What is A?", "What is B?", "What is C?", "What is D?"]
    assert cards[3].answer == "Answer number 4 here."


def test_a_colon_for_the_dot_in_the_series() -> None:
    cards = result(
        _page("1.What is A?", "2.What is B?", "3:How is C made?", "4: Explain D.")
    ).deck.cards
    assert [c.question for c in cards][2:] == ["How is C made?", "Explain D."]


def test_a_question_may_skip_a_number() -> None:
    cards = result(_page("1.What is A?", "2.What is B?", "4.What is D?")).deck.cards
    assert [c.question for c in cards] == ["What is A?", "What is B?", "What is D?"]


_ANSWER_LIST = """\
1.What does a lighthouse do?

It guides ships:
1: By its lamp at night.
2: By its horn in fog.

2.What does a buoy do?

It marks a channel.
"""


def test_a_colon_list_in_an_answer_stays_the_answer() -> None:
    cards = result(_ANSWER_LIST).deck.cards
    assert [c.question for c in cards] == ["What does a lighthouse do?", "What does a buoy do?"]
    assert "1: By its lamp at night." in cards[0].answer


_CONTENTS = """\
# Rust

## Table of contents

- [Basic](#basic)
    - 1 What is Rust?
    - 2 What is ownership in Rust?
    - 3 Mutable and immutable variables in Rust
- [Advanced](#advanced)
    - 4 What is a macro?

## Basic

### 1. What is Rust?

A systems language.

### 2. What is ownership in Rust?

Each value has one owner.

### 3. Mutable and immutable variables in Rust

`let` and `let mut`.

## Advanced

### 4. What is a macro?

Code that writes code.
"""


def test_a_nested_contents_list_of_the_questions_is_no_unanswered_question() -> None:
    imported = result(_CONTENTS)
    assert len(imported.deck.cards) == 4
    assert not imported.skipped and not imported.warnings


def test_questions_listed_alone_still_go_unanswered() -> None:
    text = "## Questions\n\n- What is a trait?\n- What is a crate?\n\n## What is Rust?\n\nA language.\n"
    imported = result(text)
    assert len(imported.deck.cards) == 1
    assert len(imported.skipped) == 2


_INDENTED_UNDER_PARAGRAPH = """\
- What does a load balancer do?
{:style="color:DarkRed;"}

It spreads traffic over several servers. Typical algorithms:

  - round robin
  - least connections


- What is a reverse proxy?
{:style="color:DarkRed;"}

A server in front of the backends.
"""


def test_a_margin_question_after_a_list_indented_under_a_paragraph_is_its_own() -> None:
    cards = result(_INDENTED_UNDER_PARAGRAPH).deck.cards
    assert [c.question for c in cards] == [
        "What does a load balancer do?",
        "What is a reverse proxy?",
    ]
    assert cards[0].answer.endswith("  - least connections")
    assert cards[1].answer == "A server in front of the backends."


_CONTINUED_ITEM = """\
## What is a delegate?

- A reference to a method.
After declaring one, create it with new:

  - `Adder a = new Adder(add);`

- It wraps the method it points to.
"""


def test_a_list_under_an_items_own_line_keeps_its_bullets() -> None:
    (card,) = result(_CONTINUED_ITEM).deck.cards
    assert card.answer.endswith("\n\n- It wraps the method it points to.")
