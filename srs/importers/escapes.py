"""Markdown's backslash escapes of punctuation with no Markdown meaning in a card's text
(`METADATA\\$ACTION`, `i \\< 5`, `\\"text\\"`, `\\[2, 3\\]`), as pandoc writes them in every
document it converts from a word processor's.

They render as the character alone; left in, the card showed the backslash. Only in a document
that pandoc wrote (`pandoc_escaped`), and only the marks that set nothing apart in Markdown's
inline text: `*`, `_`, `#`, `+`, `-`, `.`, `|`, `~` and the backtick keep their escape
(unescaped, they would open emphasis, a heading, a list or a table cell), and so do TeX's
`\\(`, `\\{`, `\\,` and a backslash before a backslash. Code keeps every
backslash: a fenced block, a line indented as code, and a code span.
"""

from __future__ import annotations

import re

__all__ = ["pandoc_escaped", "without_escapes"]

_ESCAPE_RE = re.compile(r"\\([$<>\"'\[\]@^=&%])")
_SPAN_RE = re.compile(r"(`+)(?:.*?)\1")
"""A code span: its backticks, its text, the same run of backticks closing it."""


def without_escapes(text: str) -> str:
    """The text with the escapes of plain punctuation read (see the module docstring); the
    text itself when it holds no backslash (the cheap test every card takes)."""
    if "\\" not in text:
        return text
    lines = text.split("\n")
    fence = ""
    for k, line in enumerate(lines):
        stripped = line.lstrip()
        if stripped.startswith(("```", "~~~")):
            mark = stripped[:3]
            fence = "" if fence == mark else fence or mark
            continue
        if fence or "\\" not in line or line.startswith(("    ", "\t")):
            continue
        lines[k] = _outside_spans(line)
    return "\n".join(lines)


def _outside_spans(line: str) -> str:
    """The line with its escapes read outside its code spans."""
    if "`" not in line:
        return _ESCAPE_RE.sub(r"\1", line)
    out: list[str] = []
    at = 0
    for m in _SPAN_RE.finditer(line):
        out.append(_ESCAPE_RE.sub(r"\1", line[at : m.start()]))
        out.append(m.group(0))
        at = m.end()
    out.append(_ESCAPE_RE.sub(r"\1", line[at:]))
    return "".join(out)


_HARD_BREAK_RE = re.compile(r"[^\s\\]\\\n")
_MIN_BREAKS = 2


def pandoc_escaped(text: str) -> bool:
    """Whether a document escapes as pandoc does: two or more backslash hard breaks, pandoc's
    only way to write one (a LaTeX line break, `\\\\`, is no such break). A page that escapes
    a mark now and then (a regex's `\\[`, a quoted `"\\"`, TeX's `\\[` display math) wrote
    its backslashes to be seen."""
    if text.count("\\\n") < _MIN_BREAKS:
        return False  # the cheap test, at C speed
    return len(_HARD_BREAK_RE.findall(text)) >= _MIN_BREAKS
