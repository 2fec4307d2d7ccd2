"""Text typed on a fence's opening line: ```` ``` 1. Q: What is SQL? ````.

A document kept whole in one fenced block sometimes starts its first question on the fence's
own line. CommonMark takes that text for the block's info string (its language), which no
reader shows, so the first question was lost in silence. An info string that is a question
(numbered, labelled, or ending with `?`) rather than a language is written as the block's
first line.
"""

from __future__ import annotations

import re

from srs.importers.fences import fence_after, has_fences
from srs.importers.lazyre import lazy

__all__ = ["info_as_text"]

_OPENING_RE = lazy(
    r"^(?P<fence>[ \t]{0,3}(?:`{3,}|~{3,}))[ \t]*"
    r"(?P<info>(?:\d{1,4}[.)][ \t]|Q(?:uestion)?[ \t]*\d{0,4}[ \t]*[:.)][ \t]).*\S|[^`\n]*\s[^`\n]*\?)[ \t]*$",
    re.I | re.M,
)
"""A fence's opening line whose info string is a question: numbered (`1. ...`), labelled
(`Q: ...`, `Question 3: ...`) or several words ending with `?`."""


def info_as_text(text: str) -> str:
    """The text with each question typed on a fence's opening line moved into the block
    (an opening line only: inside a block, such a line is the block's own text)."""
    if not has_fences(text) or _OPENING_RE.search(text) is None:
        return text
    lines = text.split("\n")
    fence: str | None = None
    for k, line in enumerate(lines):
        was = fence
        fence, _ = fence_after(fence, line)
        m = _OPENING_RE.match(line) if was is None and fence is not None else None
        if m is not None:
            lines[k] = f"{m.group('fence')}\n{m.group('info')}"
    return "\n".join(lines)
