"""A true/false or yes/no key written at the end of its own item: `1. Every activity needs
an XML layout. (False)`, `16. Can a set hold duplicates? No`.

Pretests and answer sheets list statements to judge, the verdict typed after each in
brackets, and yes/no questions answered after their question mark on the same line. Read as
written, each item was a question with no answer and was dropped, so a section of five
statements imported nothing. Where two or more items end so, each verdict goes to a line of
its own under its item, labelled `Answer:` and indented as the item's text is: the item is
then a question and its answer, as the readers know them.

A verdict in brackets follows a statement (it need not ask); a bare `Yes`/`No`/`True`/`False`
counts only right after a question mark, so `1. Stop when done` keeps its words. A verdict
in bold, in any language of the verdict list (`6. Services are called from the browser.
**FALSE**`, `**Salah**`), counts right after a statement's full stop (or its `?`, `!`), so
an answer's steps that set a value (`1. Set debug to **true**`) keep theirs. Lines in code
blocks are left alone.

A fill-in item keyed the same way, its answer in brackets after an answer label (`26. A PDA
uses a _______ for memory. (Answer: stack)`, `(Ans: δ)`, in any language of the answer
labels), is read where the verdicts are and counts with them: worksheets alternate blocks of
true/false statements and fill-in items, and read as written the fill-ins were questions
with no answer (and the section titles between blocks were glued into the answers above).

The answer goes onto the blank line under its item where one separates the item from the
next (a second blank, a list item or a heading below it), so the text keeps its line count
and warnings name the document's own lines; only an item with no such blank under it gets a
line more.

Such worksheets title each block on a line of its own (`Fill in the blanks:`, `تابع صح أو
خطأ:`), a blank line above and below it. Between two keyed items such a title was read as
the last paragraph of the answer above; a short line ending with a colon there, right over a
keyed item, becomes the heading it is (`#### Fill in the blanks:`), on its own line.
"""

from __future__ import annotations

import itertools
import re

from srs.importers.fences import fence_after
from srs.importers.holding import holds
from srs.importers.labelwords import ANSWER_LABELS, VERDICT_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["verdict_ends"]

_VERDICTS = "|".join(word for pair in VERDICT_PAIRS for word in pair)
_LABELS = "|".join(ANSWER_LABELS)
_LABELLED = rf"\((?:{_LABELS})[ \t]*[:：][ \t]*"
"""An answer label opening a bracket (`(Answer: `, `(Ans:`, `(Respuesta: `)."""
_VERDICT_END_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)(?P<item>\S.*?)[ \t]*"
    r"(?:\((?P<bracketed>true|false|yes|no)\)|(?<=\?)[ \t]+(?P<bare>yes|no|true|false)"
    rf"|{_LABELLED}(?P<given>[^()\s](?:[^()\n]|\([^()\n]*\))*?)[ \t]*\)"
    rf"|(?<=[.?!。？！])[ \t]*(?P<e>\*\*|__)(?P<bold>{_VERDICTS}|yes|no)[.!]?(?P=e))"
    r"[ \t]*\.?[ \t]*$",
    re.I,
)
"""An item ending with its verdict: `(False)` after a statement, `No` after its `?`, the
verdict in bold after a statement's full stop (`6. Services are called from the browser.
**FALSE**`, `**Salah**`, in any language of `VERDICT_PAIRS`), or its answer in brackets after
an answer label (`(Answer: stack)`, `(Ans: f(x))`: one bracket pair may sit inside)."""
_BRACKETED_RE = lazy(r"\((?:[Tt]rue|[Ff]alse|TRUE|FALSE|[Yy]es|[Nn]o)\)")
_LABELLED_RE = lazy(_LABELLED, re.I)
"""An answer label in brackets anywhere: the whole text's test for fill-in keys, led by its
literal `(`."""
_SLOT_BELOW_RE = lazy(r"[ \t]*(?:$|#|(?:[-*+]|\d{1,3}[.)])[ \t])")
"""What may follow the blank line under an item for the answer to take that blank: another
blank line (or the end), a heading, a list item; never a paragraph, which would join the
answer's."""
_BARE_RE = lazy(r"\?[ \t]+(?:[Yy]es|[Nn]o|[Tt]rue|[Ff]alse)\b")
_BOLD_ENDS_RE = (
    lazy(r"\*\*[ \t]*\.?[ \t]*(?:\n|\Z)"),
    lazy(r"__[ \t]*\.?[ \t]*(?:\n|\Z)"),
)
"""What a text holds when any line ends in bold: searched for before a bold verdict (a
literal first, where the verdicts' words tried after each `**` cost three times as long)."""
_BOLD_RE = lazy(rf"(?:\*\*|__)(?:{_VERDICTS}|yes|no)[.!]?(?:\*\*|__)[ \t]*\.?[ \t]*(?:\n|$)", re.I)
"""What a text holds when any item ends with a verdict (`(False)`, `? No`, `**FALSE**`):
searched first, each led by a literal (one scan, where sixteen substring tests took fifty),
so most documents never run the pattern over their lines."""


_LAST_CHARS = (")", "s", "o", "e", ".", "*", "_")
"""The characters a line ending with a verdict ends with: the pattern runs on no other."""


def verdict_ends(text: str) -> str:
    """The text with each item's closing verdict on a line of its own, labelled `Answer:`
    under the item, where two or more items end so (see the module doc)."""
    if (
        _BRACKETED_RE.search(text) is None
        and _BARE_RE.search(text) is None
        and _LABELLED_RE.search(text) is None
        and not (_ends_in_bold(text) and _BOLD_RE.search(text))
    ):
        return text
    lines = text.split("\n")
    found = _keyed_items(lines)
    if len(found) < 2:
        return text
    _block_titles(lines, [k for k, _ in found])
    for k, m in reversed(found):
        verdict = m.group("bracketed") or m.group("bare") or m.group("bold") or m.group("given")
        answer = f"{' ' * len(m.group('lead').expandtabs())}Answer: {verdict}"
        lines[k] = f"{m.group('lead')}{m.group('item')}"
        if _blank_slot(lines, k + 1):
            lines[k + 1] = answer  # the blank under the item: the line count stays
        else:
            lines[k] += f"\n{answer}"
    return "\n".join(lines)


def _keyed_items(lines: list[str]) -> list[tuple[int, re.Match[str]]]:
    """The items that end with their verdict or bracketed answer, outside code: (line, match)."""
    found: list[tuple[int, re.Match[str]]] = []
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is not None or is_fence or not line.rstrip().endswith(_LAST_CHARS):
            continue  # inside code, or a line no verdict ends: the pattern never runs
        m = _VERDICT_END_RE.match(line)
        if m is not None:
            found.append((k, m))
    return found


def _block_titles(lines: list[str], keyed: list[int]) -> None:
    """Each block title between keyed items (lines `keyed`, ascending) made a heading, in
    place (see the module doc): a short line at the margin ending with a colon, blank lines
    around it, the next line with text a keyed item."""
    for before, after in itertools.pairwise(keyed):
        k = after - 1
        while k > before and not lines[k].strip():
            k -= 1  # the last line with text above the item
        if k - 1 > before and after - k > 1 and not lines[k - 1].strip() and _is_title(lines[k]):
            lines[k] = f"#### {lines[k].rstrip()}"


def _is_title(line: str) -> bool:
    """Whether a line is a block's title: at the margin, ending with a colon, a few words,
    no list item, heading, quote, table row or code (`Fill in the blanks:`)."""
    text = line.rstrip()
    return (
        text.endswith((":", "："))
        and text[:1] not in _NO_TITLE_STARTS
        and len(text.split()) <= _TITLE_WORDS
        and _ITEM_START_RE.match(text) is None
    )


_NO_TITLE_STARTS = frozenset(" \t#>|`*-+[<")
"""What a line that is no block title starts with (indented text, a heading, a quote, a
table row, code, bold or a bullet, a link or a tag)."""
_TITLE_WORDS = 6
"""The most words a block's title has: a longer line ending with a colon leads into what
follows (`Decide whether each of the statements below is true:`) and is left as it was."""
_ITEM_START_RE = lazy(r"(?:\d{1,3}[.)]|[A-Za-z][.)])[ \t]")


def _blank_slot(lines: list[str], k: int) -> bool:
    """Whether line k is blank and what follows it lets an answer take its place (see
    `_SLOT_BELOW_RE`)."""
    if k >= len(lines) or lines[k].strip():
        return False
    return k + 1 >= len(lines) or _SLOT_BELOW_RE.match(lines[k + 1]) is not None


def _ends_in_bold(text: str) -> bool:
    """Whether a line of the text ends in bold (`**`, `__`): the cheap test first."""
    stars, underscores = _BOLD_ENDS_RE
    if holds(text, "**") and stars.search(text) is not None:
        return True
    return holds(text, "__") and underscores.search(text) is not None
