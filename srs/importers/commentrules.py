"""Rules typed as comments: `//--------------` between the questions of a note kept in a source
file (C++, Java, JavaScript), `#==========` in a shell or Python one, `/*-------*/` too.

Read as text, the line ended each answer (`... leaves the source empty. //-----------`). Here
each such line, outside code (fenced at any indent: a `// -----` in a list item's
code block stays), is written as a Markdown rule (`***`, which no reader takes for a
heading's underline), line for line: the separator it is drawn as. A YAML front matter's own
`# =====` comments stay (they are the front matter's, which a rule would break). A rule drawn
with quote marks (`>>>>>>>>`) is one too, and so is one drawn with hash marks
(`################################`, eight or more at the margin: never a heading, which
takes six at most; not right under a line of text, which it underlines as a reST title),
which Markdown showed as a paragraph of `#` glued to the text above it:
a title's answer became the row itself, and a question with no answer under its row was
carded, answered by it. A line of an HTML rule only (`<hr/>`), a blank line above and below it, is one as well: the HTML reader
dropped it, and the page's closing `Источники:` list after it was read as the last answer's
end.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.titles import front_matter_end
from srs.importers.values import Line

__all__ = ["between_text", "comment_rules"]

_COMMENT_RULE_RE = lazy(r"^[ \t]*(?://+|#+|;+|/\*+)[ \t]*([-=])\1{4,}[ \t]*(?:\*+/)?[ \t]*$")
"""A comment marker then a run of five or more dashes or equals signs (and a closing `*/`)."""
_RUNS = ("-----", "=====")
_LONG_DASHES = ("\u2e3b", "\u2e3a", "\u2014\u2014", "\u2015\u2015\u2015")
_DASH_RULE_RE = lazy(r"^[ \t]*(?:[\u2e3a\u2e3b]+|\u2014{2,}|[\u2014\u2015]{3,})[ \t]*$", re.M)
"""A line of long dashes only (`⸻`, the three-em dash a word processor draws a rule with, or
`———`): a rule, which no reader knew, left at the end of every answer."""
_MAY_HOLD_RE = lazy(r"(?://|#|;|/\*)[ \t]*([-=])\1{4}")
_QUOTE_RULE_RE = lazy(r">{8,}[ \t]*$")
"""A line of eight or more `>` only (`>>>>>>>>>>>>`): a rule drawn with the quote mark, which
Markdown shows as empty nested quotes and a reader kept as the text of the answer above."""


def comment_rules(text: str) -> str:
    """The text with each rule typed as a comment written `***` (see the module docstring),
    and each rule drawn with long dashes (`⸻`, `———`) too."""
    if not text.isascii() and any(dash in text for dash in _LONG_DASHES):
        text = _DASH_RULE_RE.sub("***", text)
    if holds(text, ">>>>>>>>"):
        text = _quote_rules(text)
    if holds(text, "########"):
        text = _hash_rules(text)
    if holds(text, "<hr", "<HR"):
        text = _tag_rules(text)
    if not holds(text, *_RUNS) or _MAY_HOLD_RE.search(text) is None:
        return text  # (the literal runs first: a search for them is many times faster)
    lines = text.split("\n")
    start = front_matter_end(lines)
    for k, line in outside_code(lines, nested=True):  # a list item's code is code too
        if k >= start and line[:1] in " \t/#;" and _COMMENT_RULE_RE.match(line):
            lines[k] = "***"
    return "\n".join(lines)


_HASH_RULE_RE = lazy(r"#{8,}[ \t]*$")
"""A line of eight or more `#` only (`################`): a rule drawn with the hash mark."""


def _hash_rules(text: str) -> str:
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line[:8] == "########" and _HASH_RULE_RE.match(line) and not _under_text(lines, k):
            lines[k] = "***"
    return "\n".join(lines)


_HR_TAG_RE = lazy(r"[ \t]{0,3}<hr\b[^<>]*>[ \t]*$", re.I)
"""A line of an HTML rule only (`<hr/>`, `<hr>`, `<hr class="x" />`)."""


def _tag_rules(text: str) -> str:
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line[:5].lstrip()[:3].lower() == "<hr" and _HR_TAG_RE.match(line) and _apart(lines, k):
            lines[k] = "***"
    return "\n".join(lines)


def _apart(lines: list[str], k: int) -> bool:
    """Whether line k has a blank line (or the text's edge) above and below it: a rule between
    blocks of Markdown; one glued to HTML paragraphs is the HTML reader's."""
    return (k == 0 or not lines[k - 1].strip()) and (
        k + 1 == len(lines) or not lines[k + 1].strip()
    )


def _under_text(lines: list[str], k: int) -> bool:
    """Whether line `k` is right under a line of text: a reST title's underline (`Why?` over
    `####`), not a rule. Under a blank or under another underline (`====` over `####`) it
    is one."""
    above = lines[k - 1].strip() if k else ""
    return bool(above) and len(set(above)) > 1


def _quote_rules(text: str) -> str:
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line[:1] == ">" and _QUOTE_RULE_RE.match(line):
            lines[k] = "***"
    return "\n".join(lines)


def between_text(body: list[Line], i: int) -> bool:
    """Whether the lines right above and below line i both hold text: a `# Timing` line so
    placed in a `.txt` note is a comment of the code pasted around it, as a rule typed as a
    comment is, never a heading (srs.importers.lines)."""
    return 0 < i < len(body) - 1 and bool(body[i - 1].text.strip() and body[i + 1].text.strip())
