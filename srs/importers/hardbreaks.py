"""Markdown hard breaks written with a backslash (`**Ans:**\\`, `INSERT\\`), as pandoc writes
every line break it converts from a word processor's document.

A line's trailing blanks, the other way to write a hard break, are gone from every `Line`; the
backslash stayed, and broke what the readers match: `**Ans:**\\` was no answer label (its
answer opened with `**\\`), and each break left a `\\` at the end of an answer's line. Here it
goes the same way. Only a backslash right after a word or a mark, with text on the next line
(at a paragraph's end it is a literal backslash), and outside code: a command continued over
lines (`spark-submit \\`) sets its backslash apart by a blank, and keeps it; an option does
not continue a command (`A) Use vague instructions \\`), and loses it.
"""

from __future__ import annotations

from srs.importers.common import OPTION_RE, Line

__all__ = ["without_backslash_breaks"]


def without_backslash_breaks(lines: list[Line]) -> list[Line]:
    """The lines with the backslash of each Markdown hard break dropped (see the module
    docstring). The cheap test, a line's last character, comes first."""
    out = lines
    for k, line in enumerate(lines):
        text = line.text
        if text[-1:] != "\\" or line.code or len(text) < 2 or text[-2] == "\\":
            continue
        if text[-2] in " \t" and OPTION_RE.match(text) is None:
            continue  # `spark-submit \`: a command continued, unless an option ends so
        if k + 1 >= len(lines) or not lines[k + 1].text.strip() or lines[k + 1].code:
            continue
        if out is lines:
            out = list(lines)
        out[k] = Line(line.no, text[:-1], line.code)
    return out
