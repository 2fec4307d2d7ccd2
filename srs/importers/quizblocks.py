"""A quiz plugin's blocks as headings over task lists: mkdocs-quiz's `<quiz>` blocks (the
question, `- [x] right` / `- [ ] wrong` options, the explanation, `</quiz>`) and their HTML
form (`<question><p>...</p>` with `<answer correct>` tags). Markdown reads `<quiz>` as the
start of an HTML block that swallows the question and its options.

A quiz block holds all that is its own, its explanation too, so what stands between one closed
block and the next (a screenshot in `<example>` tags, a figure, a snippet the next question
asks about: "the text in the picture above") is none of the earlier quiz's: it leads into the
next one. Left where it stood it ran on from the earlier card's explanation, and the next
question lost its picture; it goes under the next question's line instead. A heading between
the blocks opens a section of the page, whose text is left where it is.
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["quiz_blocks"]

_QUIZ_START_RE = lazy(r"^ {0,3}<quiz\b[^>]*>[ \t]*$", re.I | re.M)
_QUIZ_TAG_RE = lazy(r"^[ \t]*</?(?:quiz|question)\b[^>]*>[ \t]*$", re.I)
_QUIZ_ANSWER_RE = lazy(
    r"^[ \t]*<answer(?P<correct>[ \t]+correct\b[^>]*)?[ \t]*>(?P<text>.*?)</answer[ \t]*>[ \t]*$",
    re.I,
)
_QUIZ_PARAGRAPH_RE = lazy(r"^[ \t]*<p>(?P<text>.*?)</p>[ \t]*$", re.I)
_QUIZ_EXPLANATION_RE = lazy(
    r"^[ \t]*<explanation\b[^>]*>(?P<text>.*?)(?:</explanation[ \t]*>)?[ \t]*$", re.I
)
_QUIZ_EXPLANATION_END_RE = lazy(r"^[ \t]*</explanation[ \t]*>[ \t]*$", re.I)


def quiz_blocks(text: str) -> str:
    """A quiz plugin's blocks (mkdocs-quiz: `<quiz>`, the question, `- [x] right` / `- [ ]
    wrong` options, the explanation, `</quiz>`; or its HTML form, `<question><p>...</p>` with
    `<answer correct>` tags) as a `######` heading holding the question's first line, over
    task-list options. Markdown reads `<quiz>` as the start of an HTML block that swallows
    the question and its options; the tags go (blank lines), the rest is left as it is, but
    for what stands between two blocks: it goes under the next block's question (see the
    module docstring)."""
    lowered = text[:1_000_000].lower()  # the literals first: most texts hold no quiz tag
    if ("<quiz" not in lowered and "<question" not in lowered) or _QUIZ_START_RE.search(
        text
    ) is None:
        return text
    lines = text.split("\n")
    asking = False  # inside a quiz block, before its question's first line
    closed: int | None = None  # the last `</quiz>` line, while no quiz or heading follows it
    lead: tuple[int, int] | None = None  # the lines between two blocks: the next question's
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        if _QUIZ_TAG_RE.match(line):
            asking = not line.lstrip().startswith("</")
            closed, lead = _quiz_bounds(lines, k, closed, lead)
            lines[k] = ""
            continue
        closed = _closed_after(closed, line)
        answer = _QUIZ_ANSWER_RE.match(line)
        if answer is not None:
            box = "x" if answer.group("correct") else " "
            lines[k] = f"- [{box}] {answer.group('text').strip()}"
        elif "explanation" in line.lower():
            lines[k] = _quiz_explanation(line)
        elif asking:
            paragraph = _QUIZ_PARAGRAPH_RE.match(line)
            question = (paragraph.group("text") if paragraph else line).strip()
            heading = question if question.startswith("#") else f"###### {question}"
            _lead_into(lines, k, heading, lead)
            lead = None
        asking = False
    return "\n".join(lines)


def _quiz_bounds(
    lines: list[str], k: int, closed: int | None, lead: tuple[int, int] | None
) -> tuple[int | None, tuple[int, int] | None]:
    """(the last `</quiz>` line, the lines leading into the next question) after the tag line
    `k`: a `</quiz>` is the last closing, a `<quiz>` right after one takes the lines between
    the two as the lead of its question (see the module docstring)."""
    tag = lines[k].strip().lower()
    if tag.startswith("</quiz"):
        return k, None
    if not tag.startswith("<quiz"):
        return closed, lead  # a `<question>` tag: inside a block
    if closed is None:
        return None, None  # the first block, or one after a heading: nothing leads into it
    start, end = closed + 1, k - 1
    while start <= end and not lines[start].strip():
        start += 1
    while end >= start and not lines[end].strip():
        end -= 1
    return None, ((start, end) if start <= end else None)


def _closed_after(closed: int | None, line: str) -> int | None:
    """The last `</quiz>` line once `line` is read outside the blocks: none after a heading,
    which opens a section of the page whose text is its own, not the next question's lead."""
    if closed is not None and line[:4].lstrip().startswith("#") and HEADING_RE.match(line):
        return None
    return closed


def _lead_into(lines: list[str], k: int, heading: str, lead: tuple[int, int] | None) -> None:
    """The question's `heading` on line `k`, with the lines of `lead` (which stood before its
    quiz block) moved right under it: the heading goes up to the lead's first line and the
    lead one line down, the block's tag lines (blanks by now) filling the rest. The line count
    stays, so every later line keeps its number."""
    if lead is None:
        lines[k] = heading
        return
    start, end = lead
    moved = lines[start : end + 1]
    lines[start : k + 1] = [heading, *moved, *[""] * (k - start - len(moved))]


def _quiz_explanation(line: str) -> str:
    """A quiz's `<explanation>why</explanation>` line as `Explanation: why`. Left as it was,
    the tag line right under the last `<answer>` is a continuation of that option (the
    explanation glued onto the option's text); labelled, it is the card's explanation. A
    closing tag alone on its line goes; a line that only names the word stays."""
    if _QUIZ_EXPLANATION_END_RE.match(line):
        return ""
    found = _QUIZ_EXPLANATION_RE.match(line)
    if found is None:
        return line
    text = found.group("text").strip()
    return f"Explanation: {text}" if text else ""
