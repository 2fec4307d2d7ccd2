"""A form's entry controls written into a Markdown quiz (`<input type="text" ...>` under a
short-answer question, a `<select>` of ports in each row of a matching table): no words of
the question, removed, line for line.

A quiz page made to be filled in on screen leaves a text box after a question that asks for
a short answer, and a dropdown in each cell a matching question pairs. Read as written, the
raw tags stayed in the card's question (`<input type="text" value="Text here" style=...>`,
six `<select><option ...>21</option>...` rows). A text-entry `<input>` and a `<select>` with
its `<option>`s standing alone on a line or in a table's cell are taken out of it; a line
left with nothing but blanks is blank.
A radio button or a checkbox is an option, read by the choice readers (srs.importers.formlines),
and a key's dropdown (`View answer` over the key) becomes its `Answer:` paragraph
(srs.importers.dropdownkeys): both are left as they are. A document that is one HTML block
is converted as a page (srs.importers.htmlblocks) and left alone here.
"""

from __future__ import annotations

import re

from srs.importers.common import outside_code
from srs.importers.dropdownkeys import is_key_dropdown
from srs.importers.holding import holds
from srs.importers.htmlblocks import is_html_fragment
from srs.importers.lazyre import lazy

__all__ = ["form_controls"]

_CONTROL = (
    r"<input\b(?![^<>]*\btype[ \t]*=[ \t]*[\"']?(?:radio|checkbox|hidden)\b)[^<>]*>"
    r"(?:[ \t]*</input[ \t]*>)?|<select\b[^<>]*>.*?</select[ \t]*>"
)
"""A text-entry `<input>` (no radio button, checkbox or hidden field) or a one-line
`<select>` element, its options inside."""
_ALONE_RE = lazy(
    r"(?P<lead>^|\|)[ \t]*(?P<controls>(?:(?:" + _CONTROL + r")[ \t]*)+)(?=\||$)", re.I
)
"""Entry controls alone on their line, or alone in a table's cell: a control inside a
sentence (`What does <input type="text"> show?`) is part of what it says."""


def form_controls(text: str) -> str:
    """The text with each entry control outside code taken out of its line (see the module
    docstring); a text with none is returned as it is (cheap tests first)."""
    if not holds(text, "<input", "<INPUT", "<select", "<SELECT"):
        return text
    if is_html_fragment(text):
        return text
    lines = text.split("\n")
    changed = False
    for k, line in outside_code(lines):
        if "<" not in line or "`" in line:
            continue  # a control in a code span is written about, not shown
        bare = _ALONE_RE.sub(_removed, line)
        if bare != line:
            lines[k] = bare if bare.strip() else ""
            changed = True
    return "\n".join(lines) if changed else text


def _removed(m: re.Match[str]) -> str:
    """Controls alone in their place as nothing (a cell's bar kept); a key's dropdown as it
    was."""
    controls = m.group("controls").strip()
    if controls[:7].lower() == "<select" and is_key_dropdown(controls):
        return m.group(0)
    return m.group("lead") + " " if m.group("lead") else ""
