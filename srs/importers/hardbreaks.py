"""Markdown hard breaks written with a backslash (`**Ans:**\\`, `INSERT\\`), as pandoc writes
every line break it converts from a word processor's document.

A line's trailing blanks, the other way to write a hard break, are gone from every `Line`; the
backslash stayed, and broke what the readers match: `**Ans:**\\` was no answer label (its
answer opened with `**\\`), and each break left a `\\` at the end of an answer's line. Here it
goes the same way. Only a backslash right after a word or a mark, with text on the next line
(at a paragraph's end it is a literal backslash), and outside code: a command continued over
lines (`spark-submit \\`) sets its backslash apart by a blank, and keeps it; an option does
not continue a command (`A) Use vague instructions \\`), and loses it; nor does a sentence's
end (`What is X? \\`, `... the kernel. \\`): a command's word never ends in `?` or a full stop
after a letter, so there the blank is only the writer's spacing before the break.

A backslash alone on its line, outside code, after a blank line (`\\` over `Wie können ...?`
in R Markdown), is a break after nothing: the empty line a writer makes between paragraphs.
Joined to the next line, it opened a question (`\\ Wie können ...?`); `lone_breaks` writes
it as the blank line it shows.
"""

from __future__ import annotations

import re

from srs.importers.common import OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.holding import any_line
from srs.importers.lazyre import lazy
from srs.importers.partquestions import parted_questions
from srs.importers.values import Line

__all__ = ["lone_breaks", "without_backslash_breaks"]

_SENTENCE_END_RE = lazy(r"[^.\s][.?!:][ \t]+\\$")
"""A sentence's end, a blank and the break (`What is X? \\`); `cd .. \\` is no sentence."""


def without_backslash_breaks(lines: list[Line]) -> list[Line]:
    """The lines with the backslash of each Markdown hard break dropped (see the module
    docstring). The cheap test, a line's last character, comes first. A question asked in
    parts over such breaks keeps its parts first (srs.importers.partquestions)."""
    lines = parted_questions(lines)
    out = lines
    for k, line in enumerate(lines):
        text = line.text
        if text[-1:] != "\\" or line.code or len(text) < 2 or text[-2] == "\\":
            continue
        if text[-2] in " \t" and not _apart_break(text):
            continue  # `spark-submit \`: a command continued, unless an option or a sentence ends so
        if k + 1 >= len(lines) or not lines[k + 1].text.strip() or lines[k + 1].code:
            continue
        if out is lines:
            out = list(lines)
        out[k] = Line(line.no, text[:-1].rstrip(" \t"), line.code)
    return out


def _apart_break(text: str) -> bool:
    """Whether a backslash set apart by a blank is still a hard break: after an option or a
    sentence's end (see the module docstring)."""
    return OPTION_RE.match(text) is not None or _SENTENCE_END_RE.search(text) is not None


_LONE_RE = lazy(r"^[ \t]*\\[ \t]*$", re.M)
"""A backslash alone on its line: a hard break after nothing."""


def lone_breaks(text: str) -> str:
    """The text with each backslash alone on its line outside code blank (see the module
    docstring), the line kept; the text itself when it holds none (the cheap tests first)."""
    if not holds(text, "\n\\") or not any_line(_LONE_RE, text):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line.strip() == "\\" and (k == 0 or not lines[k - 1].strip()):
            lines[k] = ""  # under `text.\\` it is pandoc's second break, read with the first
    return "\n".join(lines)
