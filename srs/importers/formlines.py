"""A quiz's HTML `<form>` written into Markdown -> its stem and task-list options, line for line.

A Markdown quiz may write each question as a small form: `<form>` over `<p>stem</p>` over one
`<label><input type="radio"> A) text</label><br>` line an option (checkboxes for a select-all
question) over `</form>`, the answer folded in a `<details>` below. CommonMark reads the form
as one opaque HTML block, so no reader saw its options: they stayed in the question as HTML
(shown as tick boxes only when the card was written), the key was never matched to a letter
and every question became an open card. Here each option line becomes the task-list line a
web page's radio button becomes (srs.importers.htmlchoices: one rule for both), the stem its
text, and the lines of tags only around them blank, so the block reads as Markdown: a stem
over its options, which the choice readers know.

A document that is one HTML block as a whole is left as it is: it is converted as a page
(srs.importers.htmlblocks), radio buttons and all.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.html import html_to_markdown
from srs.importers.htmlblocks import is_html_fragment
from srs.importers.htmlchoices import has_choice_inputs, option_line
from srs.importers.lazyre import lazy

__all__ = ["form_options"]

_BREAKS_AFTER_RE = lazy(r"(?:[ \t]*<br\b[^<>]*>)+[ \t]*$", re.I)
_BREAKS_ONLY_RE = lazy(r"[ \t]*(?:<br\b[^<>]*>[ \t]*)+", re.I)
_STEM_RE = lazy(r"^[ \t]*<(?P<tag>p|legend)\b[^<>]*>(?P<text>.*?)</(?P=tag)[ \t]*>[ \t]*$", re.I)
_OPENING_RE = lazy(r"^[ \t]*<(?:form|fieldset|div)\b[^<>]*>[ \t]*$", re.I)
_CLOSING_RE = lazy(r"^[ \t]*(?:</(?:form|fieldset|div)[ \t]*>[ \t]*)+$", re.I)
"""The lines that open or close a form's block around its stem and options."""
_MIN_OPTIONS = 2
"""The fewest option lines in a row that make a question's options (one radio is no choice)."""


def form_options(text: str) -> str:
    """The text with each run of two or more option lines outside code (a `<label>` holding a
    radio button or a checkbox, alone on its line) as task-list lines, the one-line `<p>`
    stem and the tag lines of their HTML block above and below made plain; any other text is
    returned as it is (cheap tests first)."""
    if not holds(text, "<label", "<LABEL") or not has_choice_inputs(text):
        return text
    if is_html_fragment(text):
        return text
    lines = text.split("\n")
    runs: list[list[tuple[int, str]]] = [[]]  # (index, task-list line) of each run's options
    for k, line in outside_code(lines):
        option = _option(line)
        if option is not None:
            runs[-1].append((k, option))
        elif line.strip() and _BREAKS_ONLY_RE.fullmatch(line) is None and runs[-1]:
            runs.append([])  # `<br>` lines and blanks go between options; anything else ends them
    for run in runs:
        if len(run) >= _MIN_OPTIONS:
            _rewrite(lines, run)
    return "\n".join(lines)


def _option(line: str) -> str | None:
    """An option line as its task-list line, or None (cheap tests first: most lines of such a
    quiz open with no tag, or hold no input: `<p>`, `<details>`)."""
    body = line.strip()
    if body[:1] != "<" or ("nput" not in body and "NPUT" not in body):
        return None
    return option_line(_BREAKS_AFTER_RE.sub("", body))


def _rewrite(lines: list[str], run: list[tuple[int, str]]) -> None:
    """Make one run of options a Markdown block: its HTML block's lines above and below it
    plain (`<p>stem</p>` its text, `<form>` and `</form>` blank), each line at the indent of
    the block's first line (the form's own indent, its place in a list item if any)."""
    first = run[0][0]
    while first > 0 and (_STEM_RE.match(lines[first - 1]) or _OPENING_RE.match(lines[first - 1])):
        first -= 1  # up the block: `<p>stem</p>` over the options, `<form>` over it
    last = run[-1][0]
    while last + 1 < len(lines) and _CLOSING_RE.match(lines[last + 1]):
        last += 1  # `</form>` under them
    indent = lines[first][: len(lines[first]) - len(lines[first].lstrip(" \t"))]
    options = dict(run)
    for j in range(first, last + 1):
        line = options.get(j) or _plain(lines[j])
        if line is not None:
            lines[j] = indent + line if line else ""


def _plain(line: str) -> str | None:
    """A line of the form's block as Markdown: a one-line `<p>` or `<legend>` its text, a line
    of tags only (`<form>`, `<br>`) nothing; None for a line to leave as it is."""
    m = _STEM_RE.match(line)
    if m is not None:
        return " ".join(html_to_markdown(m.group("text")).split())
    if _OPENING_RE.match(line) or _CLOSING_RE.match(line) or _BREAKS_ONLY_RE.fullmatch(line):
        return ""
    return None
