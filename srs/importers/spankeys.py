"""Key lines wrapped whole in a code span: `` `Answer: 2` ``, `` `答え：2,3` ``.

Some quiz notes style each question's key line as inline code, the way they style a file name
or a command. Read as a paragraph of code, the key was never a key: the options, the key and
the stem all became one open card's answer. A line outside fenced code that is one code span
and nothing else, holding an answer label with its colon (`Answer:`, `答え：`, `Respuesta:`),
is written as the plain label line it shows, line for line: a label's words are no code.

The label alone in its span with the answer after it on the line (`` `Answer:` I am ... ``)
is the same label: read as written, the answer kept the span at its head, where the label
alone on its line was dropped. The span holding only a label with its colon is unwrapped.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["span_keys"]

_SPAN_LINE_RE = lazy(r"^(?P<lead>[ \t]*)`(?P<inner>[^`\n]+)`[ \t]*$", re.M)
"""A line that is one code span (single backticks) and nothing else."""
_LEAD_SPAN_RE = lazy(r"^(?P<lead>[ \t]*)`(?P<inner>[^`\n]+[:：])`(?P<rest>[ \t]+\S.*)$", re.M)
"""A line that opens with a code span ending in a colon (`` `Answer:` text ``), text after it."""


def _key_inside(line: str) -> str | None:
    """The label line a span-wrapped key line shows, or None when it is no key line."""
    m = _SPAN_LINE_RE.match(line) if "`" in line else None
    if m is None:
        return None
    inner = m.group("inner").strip()
    if ":" not in inner and "：" not in inner:
        return None  # `` `A1)` ``, `` `a.` ``: a label only with its colon, as keys write it
    return m.group("lead") + inner if ANSWER_RE.match(inner) else None


def _label_before(line: str) -> str | None:
    """The line with its leading span unwrapped when the span holds an answer label and its
    colon alone (`` `Answer:` text ``); None otherwise."""
    m = _LEAD_SPAN_RE.match(line) if "`" in line else None
    if m is None:
        return None
    label = ANSWER_RE.match(m.group("inner").strip())
    if label is None or label.group("rest"):
        return None
    return m.group("lead") + m.group("inner").strip() + m.group("rest")


def _unwrapped(line: str) -> str | None:
    """The label line a span-wrapped key or label shows, or None when the line has neither."""
    return _key_inside(line) or _label_before(line)


def span_keys(text: str) -> str:
    """The text with each span-wrapped key line (see the module doc) unwrapped."""
    if "`" not in text:
        return text  # the cheap test first: no code span at all
    if not any(_key_inside(m.group(0)) for m in _SPAN_LINE_RE.finditer(text)) and not any(
        _label_before(m.group(0)) for m in _LEAD_SPAN_RE.finditer(text)
    ):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        key = _unwrapped(line)
        if key is not None:
            lines[k] = key
    return "\n".join(lines)
