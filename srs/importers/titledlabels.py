"""A bold title line right over a labelled question (`**2. Scenario: Rollout**` over
`*Question:* How do you roll out?` and `*Answer:* ...`): the title of that question, written
as the heading the same layout uses with `###`.

Read as a bold line, the title was a question of its own: the first one was reported as a
question with no answer (a phantom), and each later one, taken as a point of the labelled
answer above it, was left at that answer's end as debris. A heading is what the readers
already know to read so: it ends the answer above, and a numbered one over a labelled
question is that question's heading (its number the card's), an unnumbered one its section.
The heading is one level below the deepest heading above the first title (at least `##`), so
that headings inside the answers stay parts of them. A bold line right under an answer or
question label (`A:` over `**Paris**`) is no title: it is that answer.
"""

from __future__ import annotations

from srs.importers.boldheadings import bold_lines_as_headings
from srs.importers.common import ANSWER_RE, BOLD_LINE_RE, OPTION_RE, holds
from srs.importers.labelstart import plain_line_start
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["titled_labels"]

_PAIR_RE = lazy(
    r"\n {0,3}(?:\*\*|__)[^\n]+(?:\*\*|__)[ \t]*\n(?:[ \t]*\n){0,2}(?P<below> {0,3}\S[^\n]*)"
)
"""A bold line, up to two blank lines, then a line at the margin, searched from a newline (a
literal first): the cheap test before any line is walked."""
_GAP = 3
"""How many lines below the title its labelled question may sit (two of them blank)."""


def titled_labels(text: str) -> str:
    """The text with each bold title right over a labelled question written as a heading,
    line for line (see the module docstring)."""
    if not holds(text, "**\n", "__\n", "** \n", "__ \n"):
        return text  # no line ends its bold: no title
    if not any(_labels(m["below"]) for m in _PAIR_RE.finditer(f"\n{text}")):
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    titled = bold_lines_as_headings(
        lines,
        lambda k, line: (
            title
            if (title := _title(line)) is not None
            and _between(lines, k)
            and not _marked_option(lines, k, title)
            else None
        ),
    )
    if not titled:
        return text
    return "\n".join(lines)


def _title(line: str) -> str | None:
    """The text of a bold line that may title a question: not a label itself (`**Question
    3**`, `**Answer:**`), nor a label that introduces what follows (`**Example:**`)."""
    m = BOLD_LINE_RE.match(line.strip())
    if m is None:
        return None
    text = m.group("text").strip()
    if not text or text.endswith((":", "：")) or ANSWER_RE.match(line) is not None:
        return None
    start = plain_line_start(Line(0, line))
    if start is not None and start.labelled:
        return None
    return text


def _marked_option(lines: list[str], k: int, text: str) -> bool:
    """Whether the bold line k is an option marked right in bold (`**D - All of the
    above**` under `C - Argon<br>`): the last of its question's options, no title."""
    above = lines[k - 1].strip() if k > 0 else ""
    return OPTION_RE.match(text) is not None and OPTION_RE.match(above) is not None


def _between(lines: list[str], k: int) -> bool:
    """Whether the bold line k sits between questions: right over a labelled question, and
    not right under a bare answer label or a question (`A:` or `Q: ...` over `**Paris**`:
    the line is that answer)."""
    if not _over_label(lines, k):
        return False
    if _closes_text(lines, k):
        return False
    for line in reversed(lines[max(0, k - _GAP) : k]):
        if line.strip():
            label = ANSWER_RE.match(line)
            if label is not None:
                return bool(label.group("rest").strip(" \t*_"))
            start = plain_line_start(Line(0, line))
            return start is None or not start.labelled
    return True


def _closes_text(lines: list[str], k: int) -> bool:
    """Whether the bold line k sits right under a line of text and over a question written
    as a bold line itself: the last point of the answer above, no title."""
    if k == 0 or not lines[k - 1].strip() or lines[k - 1].lstrip().startswith("#"):
        return False
    below = next((line for line in lines[k + 1 : k + 1 + _GAP] if line.strip()), "")
    return BOLD_LINE_RE.match(below.strip()) is not None


def _over_label(lines: list[str], k: int) -> bool:
    """Whether the nearest line with text below line k (within `_GAP` lines) labels a
    question (`*Question:* How ...?`, `Q: ...`, or `**Question:**` over it)."""
    for line in lines[k + 1 : k + 1 + _GAP]:
        if line.strip():
            return _labels(line)
    return False


def _labels(line: str) -> bool:
    """Whether a line labels a question (`*Question:* ...`, `**Question:**`, `Q: ...`)."""
    start = plain_line_start(Line(0, line))
    return start is not None and start.labelled
