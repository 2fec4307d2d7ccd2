"""Questions each led by the same pictograph on a plain line (`<br/>📌 What is the result of
the following operation:`), their options a bullet list under them with the right one in bold
(`- <span style='font-weight: bolder'>5</span>` among `- 5.5`), as course notes kept in a
blog are written.

Read as written, such a line is no heading, no numbered item and no label: the questions were
read as one paragraph running into the next, or not found at all. When at least three lines
outside code, each with a blank line (or nothing) above it, open with the same pictograph, and
at least half of them ask, each of those lines is written as a `######` heading holding its
text (line for line: the numbers of the lines do not change); one inside a labelled
question's own text, under its label (`##Pergunta 6` over a query, `👉 What if I drop the
quotes?`, then `R:`; a label line that holds its question, `Q: ...`, only over an answer
label), is more of that question's text, and is written as its text alone (as a heading, its
`######` stayed in the question). Under each, the last bullet run
before the next such line is its options when one or more items, but not all, are wholly in
bold (Markdown's `**`, or HTML's `<b>`, `<strong>` or a bold `font-weight` span): the run is
written as a task list, the bold items ticked, which srs.importers.marks reads as options
keyed by the ticked box (several ticked: a question with several right answers).
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, heading_of, holds
from srs.importers.fences import fence_after, outside_code
from srs.importers.labelstart import label_start, plain_line_start
from srs.importers.lazyre import lazy
from srs.importers.pictitles import pictograph_title
from srs.importers.values import Line

__all__ = ["pictograph_questions"]

_PICT_LINE_RE = lazy(
    r"^(?:<br[ \t]*/?>)*[ \t]*(?P<pict>[\u2190-\u2bff\U0001f000-\U0001faff])[\ufe0f\u200d]*"
    r"[ \t]*(?P<text>[^\s\d#].*?)[ \t]*$"
)
"""A plain line led by one pictograph, after `<br>` tags (a blog's spacing between questions):
the pictograph and the text after it, which opens with no digit (`🔹 1. ...` is a numbered
question, srs.importers.pictnumbers')."""
_MIN_QUESTIONS = 3
_SETUP_WORDS = 4
_MARKS = frozenset("✅✔✓☑❌✗✘➡→•")
"""Ticks, crosses and arrows: they mark an answer's points (`✅ Stable`), never a question."""
_ITEM_RE = lazy(r"^(?P<indent>[ \t]{0,3})[-*+][ \t]+(?P<text>.*?)[ \t]*$")
_BOLD_RE = lazy(
    r"^(?:\*\*(?P<md>[^*].*?)\*\*|__(?P<us>[^_].*?)__"
    r"|<(?:b|strong)>(?P<tag>.+?)</(?:b|strong)>"
    r"|<span[ \t]+style=[\"'][^\"']*font-weight:[ \t]*(?:bold|bolder|[6-9]00)[^\"']*[\"'][ \t]*>"
    r"(?P<span>.*?)(?P<close></span>)?)$",
    re.I,
)
"""An option wholly in bold: `**5**`, `<b>5</b>`, `<span style='font-weight: bolder'>5</span>`
(the span's close may stand on the item's next line, when the option runs over two)."""


def pictograph_questions(text: str) -> str:
    """The text with its pictograph-led question lines as headings and the options under each
    as a task list keyed by the bold ones (see the module docstring); unchanged when fewer than
    three lines share a pictograph and ask."""
    if "\n" not in text or not _may_hold(text):
        return text
    lines = text.split("\n")
    questions = _question_lines(lines)
    if not questions:
        return text
    found = set(questions)
    inside = {k for k in questions if _in_labelled_question(lines, k, found)}
    for k in questions:
        m = _PICT_LINE_RE.match(lines[k])
        assert m is not None
        lines[k] = m.group("text") if k in inside else f"###### {m.group('text')}"
    ends = [*questions[1:], len(lines)]
    for start, end in zip(questions, ends, strict=True):
        _key_options(lines, start + 1, end)
    return "\n".join(lines)


_PICTOGRAPH_FIRST_RE = lazy("\n[\u2190-\U0010ffff]")
"""A line opening with a character past the arrows, searched from its newline (a literal)."""


def _may_hold(text: str) -> bool:
    """A cheap test: some line opens with a character past the arrows (a pictograph), or with
    a `<br` tag."""
    if holds(text, "\n<br"):
        return True
    if text.isascii():  # (no pictograph at all: the fastest test of the text there is)
        return False
    return _PICTOGRAPH_FIRST_RE.search(text) is not None or text[:1] >= "\u2190"


def _question_lines(lines: list[str]) -> list[int]:
    """The indexes of the lines led by the pictograph that leads most plain lines with a blank
    line above, when at least three of them and half of them ask; else empty."""
    groups: dict[str, list[int]] = {}
    for k, line in outside_code(lines):
        first = line.lstrip(" \t")[:1]
        if not first or (first < "\u2190" and first != "<"):
            continue  # the cheap test: most lines open with a letter
        pict = _leading_pictograph(lines, k)
        if pict:
            groups.setdefault(pict, []).append(k)
    if not groups:
        return []
    found = max(groups.values(), key=len)
    asking = sum(1 for k in found if _asks(lines[k]))
    if asking < _MIN_QUESTIONS or 2 * asking < len(found):
        return []
    return found


def _leading_pictograph(lines: list[str], k: int) -> str:
    """The pictograph leading line k when it may be a question's line (a blank line above it,
    no title, no answer's marked point); else ''."""
    if k > 0 and lines[k - 1].strip():
        return ""
    m = _PICT_LINE_RE.match(lines[k])
    if m is None or m.group("pict") in _MARKS or m.group("text")[:1] in "*_":
        return ""  # `✅ **Why?** Because ...`: a point of an answer, marked and labelled
    if pictograph_title(lines[k]) is not None and not _asks(lines[k]):
        return ""  # `🔹 Intermediate Q&A`: a title; `📌 Consider the following tuple:` asks
    return m.group("pict")


def _asks(line: str) -> bool:
    """Whether a pictograph-led line asks: as a question does, or as a sentence that sets one
    up (`Consider the following tuple:`, four words or more before its colon; `🔗 Sources:`
    or `✅ Answer (English):` only names what follows)."""
    m = _PICT_LINE_RE.match(line)
    text = m.group("text") if m else line
    return asks(text) or (text.endswith(":") and len(text.split()) >= _SETUP_WORDS)


def _in_labelled_question(lines: list[str], k: int, found: set[int]) -> bool:
    """Whether pictograph line k is inside a labelled question's own text: the nearest line
    above it that is no plain text is a question's label alone (`## Pergunta 6`, `Question
    3`) or in a heading (`## Question 3: What ...?`, whose block a deeper heading stays in),
    or a label line holding its question (`Q: ...`) when the nearest such line below is an
    answer label (else the text between may be its answer, and line k another question).
    Another of the `found` lines, another heading, an answer label or a numbered question
    above ends the search: then line k asks on its own."""
    above = _nearest_mark(lines, range(k - 1, -1, -1), found)
    return above in ("bare", "heading") or (
        above == "label" and _nearest_mark(lines, range(k + 1, len(lines)), found) == "answer"
    )


def _nearest_mark(lines: list[str], indexes: range, found: set[int]) -> str:
    """What the first line among `indexes` that is no plain text marks: `bare` (a question's
    label alone), `heading` (a label and its question in a heading), `label` (the same on a
    line), `answer` (an answer label) or `other` (a found line, another heading, a numbered
    question); '' when there is none."""
    for i in indexes:
        text = lines[i]
        if not text.strip():
            continue
        if i in found:
            return "other"
        if ANSWER_RE.match(text):
            return "answer"
        line = Line(i + 1, text)
        heading = heading_of(line)
        start = (
            plain_line_start(line) if heading is None else label_start(heading[1], in_heading=True)
        )
        if start is not None and start.labelled:
            if not start.label.strip():
                return "bare"
            return "label" if heading is None else "heading"
        if start is not None or heading is not None:
            return "other"
    return ""


def _key_options(lines: list[str], start: int, end: int) -> None:
    """Write the last bullet run in lines[start:end] as a task list when one or more of its
    items, but not all, are wholly in bold."""
    run = _last_run(lines, start, end)
    if len(run) < 2:
        return
    bold = {k: _bold_text(lines, k) for k in run}
    right = [k for k in run if bold[k] is not None]
    if not right or len(right) == len(run):
        return
    for k in run:
        item = _ITEM_RE.match(lines[k])
        assert item is not None
        words = bold[k]
        if words is None:
            lines[k] = f"{item.group('indent')}- [ ] {item.group('text')}"
            continue
        if not words.strip() and k + 1 < end:  # the span closes on the next line
            words = lines[k + 1].strip().removesuffix("</span>").strip()
            lines[k + 1] = ""
        lines[k] = f"{item.group('indent')}- [x] {words}"


def _bold_text(lines: list[str], k: int) -> str | None:
    """An item's text without its bold, when it is wholly in bold; else None. A bold span
    left open on the item's line is closed on the next one (`- <span ...>` over `AB</span>`):
    its text is then '' here, and taken from that line."""
    item = _ITEM_RE.match(lines[k])
    m = _BOLD_RE.match(item.group("text")) if item else None
    if m is None:
        return None
    if m.group("span") is not None and m.group("close") is None:
        opened = m.group("span").strip()
        below = lines[k + 1].rstrip() if k + 1 < len(lines) else ""
        if opened or not below.endswith("</span>") or not below[:1].isspace():
            return None
        return ""
    return next(g for g in (m.group("md"), m.group("us"), m.group("tag"), m.group("span")) if g)


def _last_run(lines: list[str], start: int, end: int) -> list[int]:
    """The last run of bullet items at one indent in lines[start:end], outside code (blank
    lines, and a bold span's closing line, allowed between them)."""
    runs: list[list[int]] = []
    current: list[int] = []
    indent: str | None = None
    fence: str | None = None
    for k in range(start, end):
        line = lines[k]
        fence, is_fence = fence_after(fence, line)
        if is_fence:
            current, indent = ([], None) if current else (current, indent)
            continue
        if fence is not None:
            continue
        item = _ITEM_RE.match(line)
        if item is not None and (indent is None or item.group("indent") == indent):
            if not current:
                runs.append(current)
            current.append(k)
            indent = item.group("indent")
        elif line.strip() and not (current and line.rstrip().endswith("</span>")):
            current, indent = [], None
    return runs[-1] if runs else []
