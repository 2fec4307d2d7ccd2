"""Learning-platform challenges (`### !challenge` over `* type: multiple-choice`, then
`##### !question`, `##### !options`, `##### !answer`, `##### !explanation` sections each
closed by its `!end-` line), the Markdown that course repositories write their quizzes in
for Galvanize Learn and the bootcamps that use it.

Read as written, every section marker is a heading of its own (`!question`, `!options`) and
no question was read whole. Each challenge is written in the layout the readers know, line
for line: its `!question` marker as `### Question N`, the question's lines as they are, its
options as a task list whose ticked boxes are the options its `!answer` names (several
ticked: several right, an open card), an answer that names no option as `Answer: ...`, its
`!explanation` as `Explanation:`; the metadata bullets, the end markers, and a
`!placeholder` (the answer box's grey text, no answer) are left blank. A challenge with no
answer (`type: paragraph`, a reflection) keeps only its question, reported unanswered; its
`!rubric`, when it has one, is its answer.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from srs.importers.common import holds
from srs.importers.lazyre import lazy

__all__ = ["learn_challenges"]

_MARKER_RE = lazy(r"^[ \t]{0,3}#{1,6}[ \t]+!(?P<end>end-)?(?P<name>[a-z-]+)[ \t]*$")
_ITEM_RE = lazy(r"^[ \t]*[-*+][ \t]+(?P<text>\S.*?)[ \t]*$")
_META_RE = lazy(r"^[ \t]*[-*+][ \t]+[a-z_-]+[ \t]*:")
"""`* type: multiple-choice`, `* id: ...`, `* points: 1`: the challenge's metadata."""


@dataclass
class _Challenge:
    """The line indexes of one challenge's sections (marker line, then its content lines)."""

    start: int
    sections: dict[str, list[int]] = field(default_factory=dict)
    opening: dict[str, int] = field(default_factory=dict)
    """Each section's marker line (`##### !question`)."""
    markers: list[int] = field(default_factory=list)
    meta: list[int] = field(default_factory=list)


def learn_challenges(text: str) -> str:
    """The text with each `!challenge` written as a question the readers know (a cheap
    literal test first: almost no document holds one)."""
    if not holds(text, "!challenge"):
        return text
    lines = text.split("\n")
    challenges = _challenges(lines)
    for number, challenge in enumerate(challenges, start=1):
        _rewrite(lines, challenge, number)
    return "\n".join(lines) if challenges else text


def _challenges(lines: list[str]) -> list[_Challenge]:
    """Every challenge's sections, in order."""
    found: list[_Challenge] = []
    current: _Challenge | None = None
    section: str | None = None
    for k, line in enumerate(lines):
        m = _MARKER_RE.match(line) if "!" in line else None
        if m is not None:
            name = m.group("name")
            if name == "challenge":
                current = None if m.group("end") else _Challenge(k)
                if current is not None:
                    found.append(current)
                if m.group("end") and found:
                    found[-1].markers.append(k)
                section = None
                continue
            if current is not None:
                current.markers.append(k)
                section = None if m.group("end") else name
                if section is not None:
                    current.sections.setdefault(section, [])
                    current.opening.setdefault(section, k)
            continue
        if current is None:
            continue
        if section is not None:
            current.sections[section].append(k)
        elif _META_RE.match(line):
            current.meta.append(k)
    return found


def _rewrite(lines: list[str], challenge: _Challenge, number: int) -> None:
    """One challenge, rewritten in place."""
    sections = challenge.sections
    for k in challenge.markers + challenge.meta + sections.get("placeholder", []):
        lines[k] = ""
    lines[challenge.start] = ""
    keyed = _ticked_options(lines, challenge)
    _label(lines, challenge, "question", f"### Question {number}")
    if not keyed:
        _label(lines, challenge, "answer", "Answer:")
    rubric = "Answer:" if "answer" not in sections else "Explanation:"
    _label(lines, challenge, "rubric", rubric)
    _label(lines, challenge, "explanation", "Explanation:")
    _label(lines, challenge, "hint", "Hint:")


def _ticked_options(lines: list[str], challenge: _Challenge) -> bool:
    """The challenge's options as a task list, ticked where its answer names them (its
    answer lines then blank); whether the answer named options (else it is a short one)."""
    answer = challenge.sections.get("answer", [])
    answers = [_item_or_text(lines[k]) for k in answer if lines[k].strip()]
    options = {
        k: m.group("text").strip()
        for k in challenge.sections.get("options", [])
        if (m := _ITEM_RE.match(lines[k])) is not None
    }
    keyed = bool(options) and bool(answers) and all(a in options.values() for a in answers)
    for k, text in options.items():
        lines[k] = f"- [{'x' if keyed and text in answers else ' '}] {text}"
    for k in answer if keyed else []:
        lines[k] = ""
    return keyed


def _label(lines: list[str], challenge: _Challenge, name: str, label: str) -> None:
    """Write a section's label on its marker line."""
    if name in challenge.opening:
        lines[challenge.opening[name]] = label


def _item_or_text(line: str) -> str:
    """An `!answer` line's text: its item's text, or the line (a short answer)."""
    m = _ITEM_RE.match(line)
    return (m.group("text") if m is not None else line).strip()
