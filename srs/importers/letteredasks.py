"""Question headings numbered with a section's letter (`### ⭐ **A1. What is RenderObject?**`,
`## B12. Why ...?`): a guide's bonus or lettered section numbers its questions `A1`, `A2`, ...
after a run of plain `1.`, `2.` headings. `A1.` reads like an answer label (`A1. It is ...`
under `Q1. ...`), so without this rewrite every such heading became an answer with no question
and the whole section was lost. When three or more lettered headings ask, a quarter of them at
least (the others name topics: `### A3. Type I vs. Type II error`), and no heading is
labelled `Q1`, their letter is dropped: `### ⭐ **1. What is RenderObject?**` is read as any
numbered question heading is."""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.holding import HEADINGS, search_led
from srs.importers.lazyre import lazy

__all__ = ["lettered_heading_numbers"]

_HEADING_RE = lazy(
    r"\n(?P<lead>#{1,6}[ \t]+(?:[^\w\s*_#]{1,3}[ \t]*)?[*_]{0,3})"
    r"[A-PR-Z](?P<num>\d{1,3})(?P<rest>[.)][ \t]+\S[^\n]*)"
)
"""`### ⭐ **A1. What is X?**` after a newline: a heading, maybe a pictograph and emphasis, a
letter and a number; `Q1.` is a question label the readers know already. Anchored on a
literal newline (the text is searched with one put before it), which is many times faster
on a long text than `^` tried at every character."""
_Q_LABEL_RE = lazy(r"\n#{1,6}[ \t]+[^\n]{0,8}?Q\d{1,3}[.):]")
"""A heading labelled `Q1.`: lettered `A1.` headings beside it are its answers."""
_CLOSING_RE = lazy(r"[*_ \t]+$")


def lettered_heading_numbers(text: str) -> str:
    """The text with lettered question numbers in headings as plain numbers (see the module)."""
    if "#" not in text:
        return text
    lined = "\n" + text
    if not search_led(_HEADING_RE, text, HEADINGS, first=True) or search_led(
        _Q_LABEL_RE, text, HEADINGS, first=True
    ):
        return text
    found = _HEADING_RE.findall(lined)
    asking = sum(1 for _, _, rest in found if asks(_CLOSING_RE.sub("", rest[1:]).strip()))
    if asking < 3 or asking * 4 < len(found):
        return text
    return _HEADING_RE.sub("\n\\g<lead>\\g<num>\\g<rest>", lined)[1:]
