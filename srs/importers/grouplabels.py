"""A group's label on a line of its own over its numbered questions (`Для Java:` over `1.
Объясните JDK?` ... `15. ...`, then `Для QA:` over `1. ...` again): the title of the
questions below it, never the answer of the question above it.

Plain-text lists of questions gather them under such labels, the numbering restarting at 1
under each. Read as written, a label was a line of text after the last question of the group
above it: that question's "answer", which then ran on over the next group's questions, none
of them reported. Where two or more labels stand in the document, each alone on its line at
the margin (a few words, a colon last, no answer's label: `Answer:` over `1. ...` stays),
first on the page or after a blank line, right over a numbered line `1.` that asks, each one
opens a section (srs.importers.segment): the card above ends there. One such line alone
(`Questions to ask the interviewer:` over `1. What ...?`, an answer that is a list of
questions) stays in the answer it is part of, and so does a line over steps that do not ask
(`Steps:` over `1. Open the file.`) or over a list numbered from further on. A bare link that
is all the group's last question holds (`15. What is X?` / `https://...` / blank / the next
label) is the group's source, no answer: that question goes unanswered, reported.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, EXPLANATION_RE
from srs.importers.itemasking import item_asks
from srs.importers.lazyre import lazy
from srs.importers.linkfooters import LINK
from srs.importers.values import Block, Line

__all__ = ["group_titles", "source_link"]

_FIRST_ITEM_RE = lazy(r"^1[.)][ \t]+(?P<text>\S.*)$")
"""The first item of a numbered list, `1. What is X?` at the margin."""
_MAX_WORDS = 5
"""A group's label is a few words (`Для Front-end:`, `Backend questions:`), not a sentence."""
_MIN_GROUPS = 2
"""How many labelled groups make the layout."""
_BARE_LINK_RE = lazy(rf"^[ \t]*{LINK}[ \t]*$")


def group_titles(lines: list[Line]) -> set[int]:
    """The indexes of the lines that label a group of numbered questions (see the module
    doc); none when fewer than two do. A line is tested by its last character first."""
    found = {
        k
        for k, line in enumerate(lines)
        if line.text.rstrip()[-1:] in (":", "：") and _group_label(lines, k)
    }
    return found if len(found) >= _MIN_GROUPS else set()


def _group_label(lines: list[Line], k: int) -> bool:
    """Whether line k is a group's label: a few words ending in a colon, at the margin,
    first or after a blank line, right over `1.` that asks."""
    line = lines[k]
    text = line.text.strip()
    if line.code or k + 1 >= len(lines) or line.text[:1] in " \t#>|*_-+" or text[:1].isdigit():
        return False
    if k > 0 and lines[k - 1].text.strip():
        return False
    if len(text.split()) > _MAX_WORDS or ANSWER_RE.match(text) or EXPLANATION_RE.match(text):
        return False
    below = lines[k + 1]
    item = None if below.code else _FIRST_ITEM_RE.match(below.text)
    return item is not None and item_asks(item.group("text"))


def source_link(block: Block | None) -> list[tuple[int, str]]:
    """The line of a bare link that is all the open card holds when a group's label comes
    (`15. What is X?` / `https://...` / `Frontend:`), cut from it: the group's source, not
    that question's answer (the card goes unanswered). None for any other card."""
    if block is None:
        return []
    text = [line for line in block.lines if line.text.strip()]
    if len(text) != 1 or text[0].code or _BARE_LINK_RE.match(text[0].text) is None:
        return []
    block.lines.clear()
    return [(text[0].no, text[0].text)]
