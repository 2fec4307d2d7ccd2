"""An exam bank's source tag in bold after a question's number (`82. **[Agency - 2023 -
Analyst]**`, the stem below or after it): the tag as written elsewhere in the bank, plain.

Public exam banks name the exam each question was set in, in brackets before the stem; some
items bold the tag, others do not. Where the stem ran on in the same paragraph, the bold
markers stayed in the card's question (`**[Agency - 2023 - Analyst]** Which ...`), where it
stood alone they were dropped: one bank, two spellings of the same tag. A bold holding only a
bracketed tag, right after a numbered line's number, is written plain, line for line, outside
code; a bold tag elsewhere on a line (`Tick **[x]** to mark it`) stays.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["numbered_source_tags"]

_TAG_RE = lazy(
    r"^(?P<number>[ \t]{0,3}\d{1,4}[.)][ \t]+)(?P<mark>\*\*|__)(?P<tag>\[[^\[\]\n]{2,200}\])"
    r"(?P=mark)(?=[ \t]|$)"
)
"""`82. **[Agency - 2023 - Analyst]**` at a numbered line's start (the stem may follow)."""
_ANY_TAG_RE = lazy(r"\n" + _TAG_RE.pattern[1:], re.MULTILINE)
"""The same from a newline (a literal first): the cheap search before the lines are walked."""


def numbered_source_tags(text: str) -> str:
    """The text with each bold source tag after a question's number written plain (see the
    module docstring); any other text is returned as it is (cheap tests first)."""
    if not holds(text, "**[", "__[") or _ANY_TAG_RE.search("\n" + text) is None:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if "[" in line:
            lines[k] = _TAG_RE.sub(r"\g<number>\g<tag>", line, count=1)
    return "\n".join(lines)
