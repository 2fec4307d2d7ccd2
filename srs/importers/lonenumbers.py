"""A question's number alone on its line, its stem a blank line below (`17\\)`, ``, `You
were asked ...`), as pandoc writes a Word numbering whose stem began on a new paragraph.

Read as written, the number was a line of text of its own (or an empty list item) and the
stem under it no numbered question: the whole question, options and all, went into the
answer of the card before. The number is written before the stem's first line (`17\\) You
were asked ...`) and its own line left blank, line for line (the stem's paragraph stays
whole), where the number is one of the document's run of numbered questions (the question
before or after it numbered one off, `16\\) ...` or `18\\) ...`) and a line of plain words
follows it: a lone number elsewhere (a page number, a list item left empty) is left as it is.
A number with a dot (`7.`, an empty list item as Markdown reads it) counts only with the blank
line between it and its stem, as a learning site's knowledge check copied as text writes it
(`7.` right over `Question 7` is a quiz's own numbering, over its label).

A bold number alone on its line (`**7.**`, `**7)**`, `**Q7.**`) is the same marker written
by hand, its stem on the very next lines: it numbers the stem below when the question before
or after it is numbered one off in either form (a run of them, as a quiz numbers its
questions), so a lone bold `**2024**` or an emphasised step number stays as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy

__all__ = ["lone_numbers"]

_LONE = r"^[ \t]{0,3}(?P<num>\d{1,4})\\?(?P<mark>[.)])[ \t]*$"
_LONE_RE = lazy(_LONE)
"""`17\\)`, `17)` or `17.` and nothing else on the line."""
_BOLD = r"^[ \t]{0,3}\*\*(?:Q[ \t]?)?(?P<num>\d{1,4})\\?[.):]?\*\*[ \t]*$"
_BOLD_RE = lazy(_BOLD)
"""`**7.**`, `**7)**`, `**Q7.**` and nothing else on the line: a bold question number."""
_LONE_LINE_RE = lazy(_LONE, re.M)
_BOLD_LINE_RE = lazy(_BOLD, re.M)
"""The two, each line of a whole text at once: the cheap test."""
_NUMBERED_RE = lazy(r"^[ \t]{0,3}(?P<num>\d{1,4})\\?\)[ \t]+\S")
"""A numbered line with its text (`16\\) A company ...`)."""
_WORDS_RE = lazy(r"^[ \t]{0,3}[\w\"'“(]")
"""A line that opens with words: no list item, heading, option mark, quote, table or fence."""


def lone_numbers(text: str) -> str:
    """The text with each lone question number written before its stem (see the module
    docstring); the text itself when no line may be one (the cheap test first)."""
    if not holds(text, ")\n") and not holds(text, "**\n") and not _DOTTED_RE.search(text):
        return text
    if not any_line(_LONE_LINE_RE, text) and not any_line(_BOLD_LINE_RE, text):
        return text  # a line ending in `)` or `**` that is no lone number: most documents
    lines = text.split("\n")
    numbers: set[int] | None = None
    moved = False
    for k, line in outside_code(lines):
        if (m := _lone(line)) is None:
            continue
        stem = _stem_line(lines, k, blank=line.lstrip()[:1] != "*")
        if stem is None or (m.groupdict().get("mark") == "." and stem == k + 1):
            continue  # `7.` right over `Question 7`: a quiz's own numbering, not its stem's
        if numbers is None:  # only once a lone number is met: most documents have none
            numbers = _numbers(lines)
        n = int(m.group("num"))
        if n - 1 in numbers or n + 1 in numbers:
            lines[stem] = f"{line.strip()} {lines[stem].strip()}"
            lines[k] = ""
            moved = True
    # the text itself when no number moved: the passes after this one ask `holds` of it, whose
    # answers for a large text are kept for that text object only (srs.importers.holding)
    return "\n".join(lines) if moved else text


_DOTTED_LONE_RE = lazy(r"^[ \t]{0,3}(?P<num>\d{1,4})\.[ \t]*$")
"""`7.` alone: such numbers in a run number the stems under them (`1.` / a blank / `What
...?`, `2.` / ...), as a learning site's knowledge check copied as text writes them."""
_DOTTED_RE = lazy(r"\n[ \t]{0,3}\d{1,4}\.[ \t]*\n")
"""A line of a number and a dot alone (`7.`): the cheap test of a text for one."""


def _lone(line: str) -> re.Match[str] | None:
    """The match of a lone question number, plain or bold, on the line; None otherwise."""
    end = line[-1:]
    if end in (")", ".", " ", "\t") and (m := _LONE_RE.match(line)) is not None:
        return m
    return _BOLD_RE.match(line) if end in ("*", " ", "\t") else None


def _stem_line(lines: list[str], k: int, *, blank: bool) -> int | None:
    """The line of words right under line k, or (`blank`: a plain number's) one blank line
    below it; None otherwise. A bold number's stem follows it on the very next line."""
    j = k + 1
    if blank and j < len(lines) and not lines[j].strip():
        j += 1
    if j >= len(lines) or _WORDS_RE.match(lines[j]) is None:
        return None
    return None if _lone(lines[j]) or _NUMBERED_RE.match(lines[j]) else j


def _numbers(lines: list[str]) -> set[int]:
    """The numbers of the document's numbered lines with text (`16\\) A company ...`) and
    of its bold lone numbers (`**16.**`), whose run marks them as the questions' own."""
    found: set[int] = set()
    for line in lines:
        if line[:1].isdigit() or line[:1] == " ":
            m = _NUMBERED_RE.match(line) or _DOTTED_LONE_RE.match(line)
            if m is not None:
                found.add(int(m.group("num")))
        elif line[:2] == "**" and (b := _BOLD_RE.match(line)) is not None:
            found.add(int(b.group("num")))
    return found
