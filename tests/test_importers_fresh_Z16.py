"""Importer layouts met on fresh public documents (the held-out rounds Z15 to Z17, whose
failures the lead mended afterwards): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result


def test_a_shell_prompt_under_the_line_that_introduces_it_stays() -> None:
    """Numbered questions over answers indented as far as code, each ending on a command
    written after a root prompt (`we run:` over ` # ps -a`): once dedented the command reads
    as a heading, and the answer's last heading was cut as the title of what follows, so
    every command went in silence."""
    text = "# Docker\n\n" + "".join(
        f"{n}. What is the command for task {n}?\n\n"
        f"        For task {n}, we run the below command:\n"
        f"         # docker task{n} -o out.tar\n\n"
        for n in range(1, 4)
    )
    cards = result(text).deck.cards
    assert len(cards) == 3
    for n, card in enumerate(cards, start=1):
        assert card.answer.endswith(f"# docker task{n} -o out.tar")


def test_a_heading_that_titles_what_follows_still_leaves_the_answer() -> None:
    """A heading after a blank line at the end of an answer, with nothing under it, titles
    the next questions: not the answer's text."""
    text = (
        "## What is a pod?\n\nThe smallest unit.\n\n#### **Key Questions**\n\n"
        "## What is a node?\n\nA machine.\n"
    )
    cards = result(text).deck.cards
    assert cards[0].answer == "The smallest unit."
