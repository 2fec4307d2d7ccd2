"""An indented question line over the `<details>` that folds its answer, read as that
fold's question.

Flashcard pages indent each question with a tab (or four spaces) and fold its answer right
below it, under topic headings:

    #### Trees
    <TAB>What is a leaf?
    <details><summary>ANS</summary><div>
     A node with no children.
    </div></details>

Read as Markdown the indented line is a code block, no paragraph that could ask: the topic
heading, which has answers under it, became the question and every pair under it merged into
one answer. This pass writes the question into the fold's summary, `<details>` /
`<summary>What is a leaf?</summary>`, the form the `<details>` reader takes as a question of
its own (the headings are then the sections they are), and blanks the question's line and the
blank lines under it, so that every line keeps its number.

Only a line that stands alone is taken: the line above it (past blank lines) is a heading, a
closing tag (the previous fold's `</details>`) or nothing, and not a list item or a tag
itself. An indented line under a paragraph is that paragraph's code (`What does this print?`
over `    print(1)` over the answer fold), not its question, unless it ends with a question mark
under a paragraph that introduces nothing (ending neither with `?` nor `:`, as a note
over a section's questions); lines inside a fence are code.
"""

from __future__ import annotations

from srs.importers.answerlabels import answer_opens
from srs.importers.common import LIST_ITEM_RE, SUMMARY_RE, holds
from srs.importers.fences import fence_after, has_fences
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["indented_fold_questions"]

_INDENTED_RE = lazy(r"^(?:\t| {4,})[ \t]*(?P<text>\S.*?)[ \t]*$")
"""A line indented by a tab or four spaces and more: an indented code block's, to Markdown."""
_SUMMARY_SPAN = 3
"""How far below `<details>` its `<summary>` may be (as srs.importers.answerlabels reads)."""


def indented_fold_questions(text: str) -> str:
    """The text with each indented question line over its answer's `<details>` written as
    that fold's summary (see the module doc); unchanged when there is none."""
    if not holds(text, "<details", "<DETAILS") or not holds(text, "\n\t", "\n    "):
        return text  # the cheap tests first
    lines = text.split("\n")
    code = _in_fences(lines) if has_fences(text) else None
    changed = False
    for d, line in enumerate(lines):
        if "<" not in line or "<details" not in line.lower() or (code is not None and code[d]):
            continue
        q = _question_over(lines, d)
        if q is not None and _answer_fold(lines, d):
            changed = _asked_in_summary(lines, q, d) or changed
    return "\n".join(lines) if changed else text


def _asked_in_summary(lines: list[str], q: int, d: int) -> bool:
    """Write question line q into the summary of the `<details>` at line d and blank the
    lines from q to d (each line keeps its number); whether it was written."""
    s = next(k for k in range(d, d + _SUMMARY_SPAN) if "<summary" in lines[k].lower())
    m = SUMMARY_RE.match(lines[s])
    question = _INDENTED_RE.match(lines[q])
    if m is None or question is None:
        return False
    head = lines[s][: m.start("summary")]
    lines[s] = f"{head}{question.group('text')}</summary>{m.group('rest')}"
    for k in range(q, d):
        lines[k] = ""
    return True


def _answer_fold(lines: list[str], d: int) -> bool:
    """Whether the `<details>` at line d hides an answer (`<summary>ANS</summary>`), by the
    one rule for answer folds (srs.importers.answerlabels)."""
    window = [Line(k + 1, lines[k]) for k in range(d, min(d + _SUMMARY_SPAN, len(lines)))]
    return answer_opens(window, 0) and any("<summary" in w.text.lower() for w in window)


def _question_over(lines: list[str], d: int) -> int | None:
    """The indented line standing alone right over line d (past blank lines), if any."""
    q = d - 1
    while q >= 0 and not lines[q].strip():
        q -= 1
    if q < 0 or _INDENTED_RE.match(lines[q]) is None:
        return None
    body = lines[q].strip()
    if body[:1] == "<" or LIST_ITEM_RE.match(body) is not None:
        return None  # a tag, or a nested list item: not a question line of this shape
    above = q - 1
    while above >= 0 and not lines[above].strip():
        above -= 1
    if above < 0:
        return q
    prev = lines[above].strip()
    if prev[:1] == "#" or prev[:2] == "</":
        return q
    # under a paragraph that introduces nothing (a note, not `What does this print?` or
    # `Consider this:` over its code), a line that ends asking is a question of its own
    return q if body.endswith("?") and not prev.rstrip("*_ ").endswith(("?", ":")) else None


def _in_fences(lines: list[str]) -> list[bool]:
    """Per line, whether it lies in a fenced code block (or is one of its fences)."""
    out: list[bool] = []
    fence: str | None = None
    for line in lines:
        fence, is_fence = fence_after(fence, line)
        out.append(fence is not None or is_fence)
    return out
