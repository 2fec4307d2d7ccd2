"""Questions pointed at with an emoji under a heading that only numbers a task.

Recruitment notes group their questions in numbered sets, each a line opened by a pointing
emoji and closed by an HTML line break, some answered by the paragraph below, most not:

    ## Task 5
    👉 Co to jest SQL? <br>
    SQL to język zapytań ...

    👉 Co robi SELECT? <br>

The heading numbers the set, no question of its own (srs.importers.labelstart), and the
pointed lines were its text: every question and answer glued into one card per heading, the
unanswered questions never reported. Where most pointed lines of such a section ask, each
is labelled a question (`Q: Co to jest SQL?`), its `<br>` dropped, so that the paragraph
under it is its answer and a question with none is reported; the heading is their section.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.labelstart import numbering_heading
from srs.importers.lazyre import lazy

__all__ = ["pointed_questions"]

_POINTERS = ("👉", "➡", "🔹")
"""The emoji a line is pointed at with (`➡️` carries a variation selector after it)."""
_POINTED_RE = lazy(r"^ {0,3}(?:👉|➡️?|🔹)\ufe0f?[ \t]*(?P<text>\S.*?)[ \t]*(?:<br[ \t]*/?>)?[ \t]*$")
"""A line opened by a pointing emoji, its text up to a closing line break (`<br>`)."""


def pointed_questions(text: str) -> str:
    """The text with each pointed question under a task's numbering heading labelled `Q:`
    (see the module doc); a text holding no pointing emoji is returned as it is."""
    if not holds(text, *_POINTERS) or not holds(text, "#"):
        return text
    lines = text.split("\n")
    changed = False
    for pointed in _task_sections(lines):
        if not pointed or 2 * sum(asks(question) for _, question in pointed) < len(pointed):
            continue  # pointed notes that mostly ask nothing: leave them
        for k, question in pointed:
            lines[k] = f"Q: {question}"
        changed = True
    return "\n".join(lines) if changed else text


def _task_sections(lines: list[str]) -> list[list[tuple[int, str]]]:
    """Under each heading, the pointed lines (index and text) when the heading only numbers
    a task, none otherwise."""
    sections: list[list[tuple[int, str]]] = []
    in_task = False
    for k, line in outside_code(lines):
        heading = HEADING_RE.match(line) if line.lstrip()[:1] == "#" else None
        if heading is not None:
            in_task = numbering_heading((heading.group("text") or "").strip())
            sections.append([])
        elif in_task and line.lstrip()[:1] in "👉➡🔹" and (m := _POINTED_RE.match(line)):
            sections[-1].append((k, m.group("text")))
    return sections
