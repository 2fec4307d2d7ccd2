"""Bullets typed without their space: `-**What is a pipeline?**`.

CommonMark reads a dash glued to the text as a paragraph, not a list item, so a page that
writes some of its bold question bullets so (among `- **Q?**` ones) had those questions
reported unanswered: their indented answers were no part of them. A dash at the margin glued
to bold text that closes on the same line is given its space, line for line, outside code.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["bulletless_questions", "glued_bullets"]

_GLUED_RE = lazy(r"^(?P<indent> {0,3})-(?=(?P<mark>\*\*|__)[^\s*_](?:(?!(?P=mark)).)*(?P=mark))")
"""`-**Q?**`, `-__Q__ rest`: a dash at the margin glued to bold that closes on the line."""


def glued_bullets(text: str) -> str:
    """The text with each bullet glued to its bold text given its space (a cheap test first)."""
    if not holds(text, "-**", "-__"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if line.lstrip(" ")[:3] in ("-**", "-__"):
            lines[k] = _GLUED_RE.sub(r"\g<indent>- ", line, count=1)
    return "\n".join(lines)


_NESTED_BULLET_RE = lazy(r"^[ \t]{2,}[-*+][ \t]+\S")
_TOP_QUESTION_RE = lazy(r"^(?P<mark>[-*+])[ \t]+\S.*\?[ \t]*$")


def bulletless_questions(text: str) -> str:
    """The text with each question typed without its bullet among bulleted ones given the
    bullet of the question above it, line for line (a cheap test first).

    Flashcard notes keep `* question?` over `    * answer`; one question typed at the margin
    with no bullet (`Which port does SSH use?` right under the answer above) is, as CommonMark
    reads it, a lazy line of that answer: the question was lost into it, and its answer with
    it. Only a line that asks, between two nested answer bullets, under a bulleted question.
    """
    if not holds(text, "?\n ", "?\n\t"):
        return text
    lines = text.split("\n")
    top: str | None = None  # the bullet of the last question at the margin
    for k, line in outside_code(lines):
        if line[:1] in (" ", "\t") or not line.strip():
            continue
        m = _TOP_QUESTION_RE.match(line)
        if m is not None:
            top = m.group("mark")
        elif top and line.rstrip().endswith("?") and _between_answers(lines, k):
            lines[k] = f"{top} {line}"
        else:
            top = None
    return "\n".join(lines)


def _between_answers(lines: list[str], k: int) -> bool:
    """Whether line k sits right between two nested bullets (the answers around it)."""
    return (
        0 < k < len(lines) - 1
        and _NESTED_BULLET_RE.match(lines[k - 1]) is not None
        and _NESTED_BULLET_RE.match(lines[k + 1]) is not None
    )
