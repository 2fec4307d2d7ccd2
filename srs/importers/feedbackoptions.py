"""Options with no letters whose right ones are set in bold, each with the course's feedback
nested under it: a quiz's answers copied from an online course.

    - Peer-to-peer model
    - Request-response model
    - **Publish-subscribe model**
      - That's correct! Clients subscribe to events and receive data ...

The feedback is what marks the key: a bold item in an answer's list is no key by itself (a
term set apart), but one the course's "correct" note sits under is. The run is written as a
task list, the marked ones ticked (srs.importers.marks reads it: one ticked is the key,
several are the right options of a question with more than one), and the feedback goes below
the run as the explanation, each note after its option's text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from srs.importers.common import indent_of
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy
from srs.importers.runs import rewrite_runs
from srs.importers.values import Line

__all__ = ["feedback_options"]

_ITEM_RE = lazy(r"^(?P<indent>[ \t]*)[-*+][ \t]+(?P<text>\S.*)$")
_RIGHT_RE = lazy(
    r"^[-*+]?[ \t]*[*_]*(?:that['’]s|that[ \t]+is|this[ \t]+is)?[ \t]*(?:correct|right)\b[!.:]?",
    re.I,
)
"""The feedback a course shows under a right option (`That's correct!`, `Correct.`)."""
_WRONG_RE = lazy(r"^[-*+]?[ \t]*[*_]*(?:incorrect|not[ \t]+quite|wrong)\b", re.I)


@dataclass
class _Item:
    line: Line
    indent: str
    text: str
    bold: bool
    feedback: list[str] = field(default_factory=list)


def feedback_options(lines: list[Line]) -> list[Line]:
    """The block with each run of unlettered options marked by a course's "correct" feedback
    rewritten as a task list over an explanation (see the module docstring)."""
    return rewrite_runs(lines, _run, _rewritten)


def _run(lines: list[Line], start: int) -> tuple[tuple[list[_Item], int], int] | None:
    """The bulleted items from `start` at one indent with the feedback nested under them and
    the number of the run's last line, and the index after them; None unless they are
    options keyed by their feedback."""
    items, end = _items(lines, start)
    if len(items) < 2 or not _keyed(items):
        return None
    return (items, lines[end - 1].no), end


def _items(lines: list[Line], start: int) -> tuple[list[_Item], int]:
    """The bulleted items from `start` at one indent, each with the lines nested under it."""
    items: list[_Item] = []
    i = start
    while i < len(lines) and not lines[i].code:
        m = _ITEM_RE.match(lines[i].text)
        if m is None or (items and m.group("indent") != items[0].indent):
            break
        text = m.group("text")
        inner = unwrap(text)
        item = _Item(lines[i], m.group("indent"), inner, inner != text and text[:2] in ("**", "__"))
        i += 1
        while i < len(lines) and not lines[i].code and lines[i].text.strip():
            if indent_of(lines[i].text) <= len(item.indent):
                break
            item.feedback.append(lines[i].text.strip())
            i += 1
        items.append(item)
    return items, i


def _keyed(items: list[_Item]) -> bool:
    """Whether every item marked right by its feedback is in bold and no other is, and
    whatever else is nested under an item is feedback too (not an answer's sub-points)."""
    right = [item for item in items if item.feedback and _RIGHT_RE.match(item.feedback[0])]
    if not right or right != [item for item in items if item.bold]:
        return False
    return not any(
        item.feedback and item not in right and not _WRONG_RE.match(item.feedback[0])
        for item in items
    )


def _rewritten(run: tuple[list[_Item], int]) -> list[Line]:
    """The run as a task list, its feedback after it as the explanation."""
    items, last_no = run
    out = [
        Line(item.line.no, f"{item.indent}- [{'x' if item.bold else ' '}] {item.text}")
        for item in items
    ]
    notes = [
        f"{item.text}: {' '.join(_FEEDBACK_BULLET_RE.sub('', f) for f in item.feedback)}"
        for item in items
        if item.feedback
    ]
    if notes:
        out += [Line(last_no, ""), Line(last_no, "Explanation:")]
        out += [Line(last_no, f"- {note}") for note in notes]
    return out


_FEEDBACK_BULLET_RE = lazy(r"^[-*+][ \t]+")
