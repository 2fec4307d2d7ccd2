"""A question heading over sub-headings that name its own parts, its answer in a fold.

    # 🔹 Drill 3: A timer left running

    ## Situation
    ```js
    useEffect(() => { setInterval(tick, 1000); }, []);
    ```

    ## Task
    - What leaks here?

    <details><summary>Model answer</summary> ... </details>

Drill books set each question as a title, then the scene it is about and the task under
sub-headings one level deeper (`## 状況` / `## 問題` in Japanese, "situation" / "question"),
the answer folded below. Read as they stood, the title was a question answered by the scene,
and the task (the label `問題`, or bullets that ask) a second question answered by the fold:
two cards, neither whole. Where a document does so twice or more, each such title is written
as the labelled heading the readers know (`# Question 3: A timer left running`, its marks and
its own numbering word gone; the card shows the title) and its part sub-headings as lines in
italics (`*Situation*`; in bold, a part named by a question label, `**問題**`, would be read as
one, srs.importers.boldlabels), line for line: one card, whose question is the title, the scene and the
task, and whose answer is the fold. The first part must sit right under the title, a heading that only labels a question
(`## Question 3`, `## 第 3 题`) is no title (the question is told below it, as read); a
sub-heading that names no part of a question (`## Hints`, `## Solution`), any other heading
before the fold, or a fold whose summary names no answer leaves the heading as it was. The
fold is the whole answer: a heading one level below the title after it (`## 🎯 Summary` after
the last question) is raised to the title's level, a section of the page.
"""

from __future__ import annotations

import re

from srs.importers.common import HEADING_RE, MARKS, holds
from srs.importers.detailsheadings import names_answer
from srs.importers.fences import outside_code
from srs.importers.labelstart import label_start
from srs.importers.labelwords import QUESTION_PART_LABELS
from srs.importers.lazyre import lazy

__all__ = ["question_parts"]

_PART_RE = lazy(
    rf"^{MARKS}(?:\*\*|__)?(?:{'|'.join(QUESTION_PART_LABELS)})(?:\*\*|__)?[ \t]*[:：]?$",
    re.IGNORECASE,
)
"""A sub-heading that only names a part of the question (`Situation`, `📝 Task:`, `状況`)."""
_TITLE_RE = lazy(
    rf"^{MARKS}(?:[^\W\d_]{{1,20}}[ \t]*(?P<n>\d{{1,4}})[ \t]*[:：.)、\-–—][ \t]*"
    r"|(?P<m>\d{1,4})[.)][ \t]+)?(?P<title>\S.*?)[ \t#]*$"
)
"""A question's title, after its marks and its numbering (`🔹 問題 1：`, `Drill 3:`, `3.`)."""
_LEAST = 2
"""How many titled questions over their parts make the layout the document's."""


def question_parts(text: str) -> str:
    """The text with each question title over its parts written as a labelled heading and
    the parts as lines in italics (see the module doc); the text itself when fewer than two are
    found (the cheap test first: no answer fold, no such question)."""
    if not holds(text, "<summary", "<SUMMARY"):
        return text
    lines = text.split("\n")
    marks: list[tuple[int, int | None, str]] = []  # (line, heading level or None: a fold, text)
    for k, line in outside_code(lines):
        m = HEADING_RE.match(line) if line.lstrip(" ")[:1] == "#" else None
        if m is not None:
            marks.append((k, len(m.group("hashes")), (m.group("text") or "").strip()))
        elif "<summary" in line.lower() and names_answer(line):
            marks.append((k, None, line))
    found = [found for j in range(len(marks)) if (found := _titled(lines, marks, j))]
    if len(found) < _LEAST:
        return text
    for title, parts, fold in found:
        lines[title] = _labelled(lines[title])
        for k in parts:
            lines[k] = f"*{_heading_text(lines[k])}*"
        _raise_after_fold(lines, marks, fold, len(lines[title]) - len(lines[title].lstrip("#")))
    return "\n".join(lines)


def _raise_after_fold(
    lines: list[str], marks: list[tuple[int, int | None, str]], fold: int, level: int
) -> None:
    """Raise to the question's `level` the headings one level below it that follow its
    answer's fold (`## 🎯 Summary` after the last question's `</details>`, before the next
    heading of the question's level): the fold is the whole answer, so they are sections of
    the page, not parts of the answer."""
    close = next((k for k in range(fold, len(lines)) if "</details>" in lines[k].lower()), None)
    if close is None:
        return
    for k, sub, _ in marks:
        if k <= close or sub is None:
            continue
        if sub <= level:
            return
        if sub == level + 1:
            lines[k] = lines[k].lstrip(" ")[1:]


def _titled(
    lines: list[str], marks: list[tuple[int, int | None, str]], j: int
) -> tuple[int, list[int], int] | None:
    """(title line, part lines, fold's summary line) when the heading at `marks[j]` is a
    question's title right over sub-headings that name its parts, then a fold that holds its
    answer; else None."""
    k, level, title = marks[j]
    if level is None or j + 1 >= len(marks) or _TITLE_RE.match(title) is None:
        return None
    label = label_start(title, in_heading=True)
    if label is not None and not label.label:
        return None  # `## Question 3` alone: no title, the question is told below it
    first = marks[j + 1][0]
    if any(line.strip() for line in lines[k + 1 : first]):
        return None  # the title's own text before its parts: no title over parts
    parts: list[int] = []
    for part, sub, text in marks[j + 1 :]:
        if sub is None:
            return (k, parts, part) if parts else None
        if sub != level + 1 or _PART_RE.match(text) is None:
            return None
        parts.append(part)
    return None


def _heading_text(line: str) -> str:
    """A heading line's text (the line is known to be a heading)."""
    m = HEADING_RE.match(line)
    return (m.group("text") or "").strip() if m is not None else line


def _labelled(line: str) -> str:
    """A title heading written as a labelled question: `# 🔹 問題 1：X` as `# Question 1: X`."""
    hashes = line.lstrip(" ").split(" ", 1)[0]
    title = _TITLE_RE.match(_heading_text(line))
    if title is None:
        return line
    number = title.group("n") or title.group("m")
    label = f"Question {number}" if number else "Question"
    return f"{hashes} {label}: {title.group('title')}"
