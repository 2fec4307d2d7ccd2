"""A quiz of plain questions, each over its code (or not), then an answer label alone and the
options as task boxes, the right ones ticked: `What does this print?`, a ```` ```cpp ````
block, `Ответ:` ("Answer:"), `- [ ] 5`, `- [x] 6`.

Read as written, a question over its own code block was never joined to the label and the
boxes below (the question was reported with no answer, its code and options as text between
questions), and a question that did not ask (`Выберите все ...`, "Choose all ...") was lost
with its options. The label says the paragraph above it is the question: that paragraph's
first line is written as a heading (`### What does this print?`), which the readers take,
with the code under it, as the question over its labelled options; line for line.
"""

from __future__ import annotations

from srs.importers.common import (
    ANSWER_RE,
    HEADING_RE,
    NUMBERED_LABEL_RE,
    SEPARATOR_RE,
    UNNUMBERED_LABEL_RE,
    holds,
)
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["boxed_stems"]

_BOX_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]+\[(?P<tick>[ xX])\][ \t]+\S")
"""`- [ ] text`, `- [x] text`: an option in a task box, ticked or not."""
_PLAIN_RE = lazy(r"^[ \t]{0,3}[^\W\d_¿¡]|^[ \t]{0,3}[¿¡]")
"""A line of plain words (no list mark, heading, emphasis, HTML or number first)."""
_ITEM_RE = lazy(r"^[ \t]{0,3}[-*+][ \t]")
"""A bullet: the end of a list above the question (the options of the one before it)."""
_BLANKS_OVER_BOXES = 2


def boxed_stems(text: str) -> str:
    """The text with the question over each bare answer label over task-box options made a
    heading (see the module docstring); else the text as it is (a cheap test first: a ticked
    box)."""
    if not holds(text, "[x]", "[X]"):
        return text
    lines = text.split("\n")
    prose = dict(outside_code(lines))  # (the lines outside code, by number)
    changed = False
    for k, line in prose.items():
        if line[:1] not in " \t" and _bare_label(line) and _boxes_below(lines, k):
            first = _stem_start(lines, prose, k)
            if first is not None:
                lines[first] = f"### {lines[first].strip()}"
                changed = True
    return "\n".join(lines) if changed else text


def _bare_label(line: str) -> bool:
    """Whether a line is an answer label with nothing after it (`Ответ:`, `**Answer:**`)."""
    if len(line) > 40 or not line.rstrip().endswith((":", "：", "**", "__")):
        return False
    m = ANSWER_RE.match(line)
    return m is not None and not m.group("rest").strip(" *_")


def _boxes_below(lines: list[str], k: int) -> bool:
    """Whether two task boxes or more follow line `k` (a blank line or two between), one of
    them ticked, and nothing else before them."""
    j = k + 1
    while j < len(lines) and j - k <= _BLANKS_OVER_BOXES and not lines[j].strip():
        j += 1
    ticks: list[str] = []
    while j < len(lines) and (m := _BOX_RE.match(lines[j])) is not None:
        ticks.append(m.group("tick"))
        j += 1
    return len(ticks) >= 2 and any(t in "xX" for t in ticks)


def _stem_start(lines: list[str], prose: dict[int, str], label: int) -> int | None:
    """The first line of the paragraph over the label (its code blocks and blank lines
    passed over), when it is plain words that no label or heading marks; else None."""
    j = label - 1
    while j >= 0 and (j not in prose or not lines[j].strip()):
        j -= 1  # (blank lines and code between the question and its label)
    if j < 0:
        return None
    while j > 0 and j - 1 in prose and lines[j - 1].strip() and not _boundary(lines[j - 1]):
        j -= 1
    return j if _plain_stem(lines[j]) else None


def _plain_stem(first: str) -> bool:
    """Whether a paragraph's first line is plain words no mark makes a question already
    (`Q: ...`, `Question 3: ...`, a heading, an item)."""
    if not _PLAIN_RE.match(first) or _boundary(first):
        return False
    return not (UNNUMBERED_LABEL_RE.match(first) or NUMBERED_LABEL_RE.match(first))


def _boundary(line: str) -> bool:
    """A line no question's paragraph runs across: a heading, a rule, an answer label."""
    return bool(
        HEADING_RE.match(line)
        or SEPARATOR_RE.match(line)
        or ANSWER_RE.match(line)
        or _ITEM_RE.match(line)
    )
