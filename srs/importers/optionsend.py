"""A quiz's closing note under its last question's options, where no question has text past
its options: the page's words, not that question's explanation.

A quiz whose questions each end with their options, the key marked on one of them (`- B) 443
(Correcta)`), often ends with a word to its reader (`Puede utilizar estas preguntas como
punto de partida ...`, `Feel free to reuse these in your app.`). Read as the text after the
last question's options, it became that card's explanation, though no other card has one.
Here, when every other card (three or more) ends with its options, the paragraphs after the
last card's options, prose only (no label, list, quote, heading or code), are cut from it
and returned to be reported. Where the other cards explain their options too, the last
card's text is its explanation as theirs is.
"""

from __future__ import annotations

from srs.importers.common import LIST_ITEM_RE, OPTION_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Block, Line

__all__ = ["cut_note_after_options"]

_FEWEST_OTHERS = 3
"""How many other cards must end with their options for the last one's text to be the page's."""


def cut_note_after_options(blocks: list[Block]) -> list[Line]:
    """The last card's prose after its options, cut and returned, when every other card ends
    with its options (see the module); [] otherwise. The last card is looked at first: most
    documents end otherwise, and the others are not read."""
    if len(blocks) <= _FEWEST_OTHERS:
        return []
    last = blocks[-1]
    at = _past_options(last)
    if at is None or at == len(last.lines) or last.lines[at].text.strip():
        return []  # no text past the options, or a wrap right under the last option
    tail = [line for line in last.lines[at:] if line.text.strip()]
    if not all(_prose(line) for line in tail):
        return []
    if not all(_past_options(block) == len(block.lines) for block in blocks[:-1]):
        return []
    del last.lines[at:]
    return tail


def _past_options(block: Block) -> int | None:
    """The index past the block's last option line, blank lines after it included when
    nothing else follows; None when the block holds fewer than two options: a lone `A:` line
    is the answer's label (`Q: ...` / `A: ...`), and what follows it the answer's own."""
    found = [
        k for k, line in enumerate(block.lines) if not line.code and OPTION_RE.match(line.text)
    ]
    if len(found) < 2:
        return None
    last = found[-1]
    if all(not line.text.strip() for line in block.lines[last + 1 :]):
        return len(block.lines)
    return last + 1


_LABELLED_RE = lazy(r"^[ \t]*(?:\*\*|__)?[^\W\d_][^:：*_\n]{0,30}(?:\*\*|__)?[ \t]*[:：]")
"""A line led by a label of a few words and a colon (`**Answer**: B`, `Explanation:`, `Note:`):
the card's own field, never the page's closing words. (A light pattern: the answer labels'
own, compiled for every language, costs more than the whole rule on a page that needs none.)"""


def _prose(line: Line) -> bool:
    """Whether a line is plain prose at the margin: no label, item, quote, heading or code."""
    text = line.text
    if line.code or text[:1] in " \t#>|<" or LIST_ITEM_RE.match(text):
        return False
    return _LABELLED_RE.match(text) is None
