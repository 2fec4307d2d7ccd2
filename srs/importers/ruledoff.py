"""Text past a card's closing rule on a page that rules off every card: no part of any
answer. Where `---` ends each card right above the next question, the rule is the page's
separator, so prose after one card's rule (`// Input - "Pune"` over a stray snippet, after
the last card or between two) was glued onto the answer above in silence when it ran past
the closing note's three lines. It is cut and reported as text in no card. A page where
several answers go on past their rules uses rules inside answers: left as it is.
"""

from __future__ import annotations

from srs.importers.values import Block, Line

__all__ = ["cut_past_closing_rules"]

_MIN_RULED = 2
"""Cards closed by a rule right over the next question, at least, for a page to rule off
every card (two cards say nothing of a habit)."""
_RULED_PER_REOPENED = 4
"""Cards closed so for each one that went on past its rule, when more than one did: any
more often, the page parts answers with rules too."""


def cut_past_closing_rules(
    blocks: list[Block], reopened: list[tuple[Block, int]], ruled_off: int
) -> list[Line]:
    """Cut from each card in `reopened` (a card, and where in its lines it went on past its
    rule) what it took after the rule, when every other card but the last was closed by a
    rule right over the next question (`ruled_off` of them) and such cards are the rule;
    returned: the text lines cut."""
    if not reopened or ruled_off < _MIN_RULED:
        return []
    if ruled_off < len(blocks) - 1 - len(reopened):
        return []  # some cards end without a rule: it is no separator of this page
    if len(reopened) > 1 and _RULED_PER_REOPENED * len(reopened) > ruled_off:
        return []
    first: dict[int, tuple[Block, int]] = {}
    for block, at in reopened:  # (a card may go on past two rules: from the first)
        if id(block) not in first or at < first[id(block)][1]:
            first[id(block)] = (block, at)
    cut: list[Line] = []
    for block, at in first.values():
        cut.extend(line for line in block.lines[at:] if line.text.strip())
        del block.lines[at - 1 :]  # and the blank line that stood for the rule
    return sorted(cut, key=lambda line: line.no)
