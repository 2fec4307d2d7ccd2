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
"""

from __future__ import annotations

import re

from srs.importers.common import fence_after
from srs.importers.holding import holds
from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["verdict_ends"]

_VERDICTS = "|".join(word for pair in VERDICT_PAIRS for word in pair)
_VERDICT_END_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+)(?P<item>\S.*?)[ \t]*"
    r"(?:\((?P<bracketed>true|false|yes|no)\)|(?<=\?)[ \t]+(?P<bare>yes|no|true|false)"
    rf"|(?<=[.?!。？！])[ \t]*(?P<e>\*\*|__)(?P<bold>{_VERDICTS}|yes|no)[.!]?(?P=e))"
    r"[ \t]*\.?[ \t]*$",
    re.I,
)
"""An item ending with its verdict: `(False)` after a statement, `No` after its `?`, or the
verdict in bold after a statement's full stop (`6. Services are called from the browser.
**FALSE**`, `**Salah**`, in any language of `VERDICT_PAIRS`)."""
_BRACKETED_RE = lazy(r"\((?:[Tt]rue|[Ff]alse|TRUE|FALSE|[Yy]es|[Nn]o)\)")
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
        and not (_ends_in_bold(text) and _BOLD_RE.search(text))
    ):
        return text
    lines = text.split("\n")
    found: list[tuple[int, re.Match[str]]] = []
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if fence is not None or is_fence or not line.rstrip().endswith(_LAST_CHARS):
            continue  # inside code, or a line no verdict ends: the pattern never runs
        m = _VERDICT_END_RE.match(line)
        if m is not None:
            found.append((k, m))
    if len(found) < 2:
        return text
    for k, m in reversed(found):
        verdict = m.group("bracketed") or m.group("bare") or m.group("bold")
        indent = " " * len(m.group("lead").expandtabs())
        lines[k] = f"{m.group('lead')}{m.group('item')}\n{indent}Answer: {verdict}"
    return "\n".join(lines)


def _ends_in_bold(text: str) -> bool:
    """Whether a line of the text ends in bold (`**`, `__`): the cheap test first."""
    stars, underscores = _BOLD_ENDS_RE
    if holds(text, "**") and stars.search(text) is not None:
        return True
    return holds(text, "__") and underscores.search(text) is not None
