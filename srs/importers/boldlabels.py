"""A line that is only a question's label in bold (`__Practice Question__`, `**Question**`),
the question in the paragraphs below it, as a course tool exports each quiz item:

    __Practice Question__

    This item shows a quote.

    > A quoted line.

    A. One
    B. Two

    __Suggested Answers__

    - A - Correct
    - B

Read as bold text, the label started nothing: a question that does not end with `?` ran on
into the answer above it, and most of a quiz merged into a few junk cards. A heading of the
label's word alone (`### Question`) is what the reader already reads as a label over the
question below it; so each such line is written as one, line for line, one level below the
deepest heading above the first (the kind of question, `Practice`, is no text of the card; a
heading `## Interview Question` keeps being read as the section title it is elsewhere). In
such a document, the tool's settings of an item (`__Question Options__` over `any`,
`__Explain Your Answer__` over `true`, `__Type__` over `Multiple Choice`) go blank: they are no
text of a card. Only where two or more lines do (one bold `**Question**`
may be a word in bold), and never for a label ending with a colon (`**Question:**` alone over
its text is read as it is).
"""

from __future__ import annotations

import re

from srs.importers.boldheadings import bold_lines_as_headings
from srs.importers.common import BARE_QUESTION_LABEL_RE, QUESTION_KIND_WORDS, holds
from srs.importers.lazyre import lazy

__all__ = ["bold_label_headings"]

_BOLD_LABEL_RE = lazy(
    rf"^ {{0,3}}(\*\*|__)(?:(?:{QUESTION_KIND_WORDS})[ \t]+)?(?P<label>[^\W\d_][^*_\n:：]{{0,20}}?)"
    r"\1[ \t]*$",
    re.M | re.I,
)
"""A whole line in bold, of a word or two and no colon, maybe led by the kind of question
(`Practice`): a label, maybe (see `_label`); `label` is the word after the kind."""
_FEWEST = 2
"""How many bold label lines make them a document's question labels."""


def bold_label_headings(text: str) -> str:
    """The text with each line that is only a bold question label written as a heading of
    that label (see the module docstring)."""
    if not holds(text, "**\n", "__\n", "** \n", "__ \n"):
        return text  # no line ends its bold: no label line
    if sum(1 for m in _BOLD_LABEL_RE.finditer(text) if _label(m["label"])) < _FEWEST:
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    if not bold_lines_as_headings(lines, _label_line, _FEWEST):
        return text
    _settings_off(lines)
    return "\n".join(lines)


def _label_line(_k: int, line: str) -> str | None:
    m = _BOLD_LABEL_RE.match(line)
    return m["label"].strip() if m is not None and _label(m["label"]) else None


_SETTING_RE = lazy(
    r"^ {0,3}(\*\*|__)(?:type|question[ \t]+options|explain[ \t]+your[ \t]+answer)\1[ \t]*$", re.I
)
"""`__Question Options__`, `__Explain Your Answer__`, `__Type__`: the tool's settings of an item
(`any`, `don't shuffle`, `true`, `Multiple Choice`), no text of its question or answer."""
_SETTING_LONGEST = 40
"""How long a setting's value line may be (`shuffle=false`); a longer line is text."""


def _settings_off(lines: list[str]) -> None:
    """Blank, in place, each setting's bold label line and its one value line below it (after
    a blank line, a blank line or the end after it): left in, `any` and `true` were read as
    the question's or the explanation's last words, and `Type` as the deck's name."""
    for k, line in enumerate(lines):
        if line[:6].lstrip(" ")[:1] not in ("*", "_") or _SETTING_RE.match(line) is None:
            continue
        v = k + 1
        while v < len(lines) and not lines[v].strip():
            v += 1
        after = lines[v + 1] if v + 1 < len(lines) else ""
        if v < len(lines) and len(lines[v].strip()) <= _SETTING_LONGEST and not after.strip():
            lines[k] = lines[v] = ""


def _label(text: str) -> bool:
    """Whether a bold line's text is only a question's label (`Practice Question`)."""
    return BARE_QUESTION_LABEL_RE.match(text.strip()) is not None
