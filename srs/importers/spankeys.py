"""Key lines wrapped whole in a code span: `` `Answer: 2` ``, `` `答え：2,3` ``.

Some quiz notes style each question's key line as inline code, the way they style a file name
or a command. Read as a paragraph of code, the key was never a key: the options, the key and
the stem all became one open card's answer. A line outside fenced code that is one code span
and nothing else, holding an answer label with its colon (`Answer:`, `答え：`, `Respuesta:`),
is written as the plain label line it shows, line for line: a label's words are no code.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, outside_code
from srs.importers.lazyre import lazy

__all__ = ["span_keys"]

_SPAN_LINE_RE = lazy(r"^(?P<lead>[ \t]*)`(?P<inner>[^`\n]+)`[ \t]*$", re.M)
"""A line that is one code span (single backticks) and nothing else."""


def _key_inside(line: str) -> str | None:
    """The label line a span-wrapped key line shows, or None when it is no key line."""
    m = _SPAN_LINE_RE.match(line) if "`" in line else None
    if m is None:
        return None
    inner = m.group("inner").strip()
    if ":" not in inner and "：" not in inner:
        return None  # `` `A1)` ``, `` `a.` ``: a label only with its colon, as keys write it
    return m.group("lead") + inner if ANSWER_RE.match(inner) else None


def span_keys(text: str) -> str:
    """The text with each span-wrapped key line (see the module doc) unwrapped."""
    if "`" not in text:
        return text  # the cheap test first: no code span at all
    if not any(_key_inside(m.group(0)) for m in _SPAN_LINE_RE.finditer(text)):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        key = _key_inside(line)
        if key is not None:
            lines[k] = key
    return "\n".join(lines)
