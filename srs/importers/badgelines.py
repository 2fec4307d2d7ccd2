"""A line of badges under each question heading, read as its tags: `` `中级` `Python`<br><br> ``.

Some question banks (a Chinese Django collection, among others) set under every heading a
line made only of short code spans, the question's level and topic, before its answer:

    ## 04.什么是装饰器
    `中级` `Python`<br><br>
    装饰器是……

The spans are tags, not answer text, yet every answer opened with them; and a question with
nothing but such a line (and a link back to the contents) was carded with the badges as its
answer. The line is written as the question's tags field (`**Tags:** 中级, Python`), which the card
keeps as its tags (questionlines.question_tags) and not as answer text
(labeltext.drop_grade_line), where the document writes it so under most of its headings with
more text after it, its spans drawn from a small set of words used over and over: a document
whose headings each hold one code span as their whole answer (a cheat sheet's `` `git add` ``
under `## Stage a file`) writes commands, each its own, and keeps them.

A level drawn as a picture alone on its line (`![Easy](.../simple.svg)` under each numbered
question of a bank, over its `<details>` answer) is the same field (`image_badges`): left in,
it was the answer of every card whose fold is titled `Explanation`, the real answer filed as
its explanation. Only a picture named by a level word (`DIFFICULTY_RE`), seen twice or more,
is one: a diagram (`![hiber2](...png)`) stays the answer it is.
"""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.common import HEADING_RE, holds, next_text
from srs.importers.fences import outside_code
from srs.importers.labelstart import DIFFICULTY_RE
from srs.importers.lazyre import lazy
from srs.importers.matchedlines import rewrite_matched

__all__ = ["badge_lines", "image_badges"]

_BADGE_LINE_RE = lazy(r"^[ \t]*(?:`[^`\n]{1,24}`[ \t]*){1,6}(?:<br[ \t]*/?>[ \t]*)*$")
"""A line of nothing but a few short code spans, maybe closed by HTML breaks."""
_SPAN_RE = lazy(r"`([^`\n]+)`")
_SPAN_WORDS = 3
"""The most words a badge holds (`中级`, `Python`, `Machine Learning`): more is a phrase."""
_MIN_BADGED = 3
"""The fewest headings with a badge line before the shape counts as the document's."""


def badge_lines(text: str) -> str:
    """The text with each badge line right under a question heading as a tags field (see the
    module doc), when most headings carry one; else the text unchanged."""
    if not holds(text, "`\n", "`<br", "` <br", "` \n") or not holds(text, "\n#"):
        return text  # cheap test first: no line ends in a span, or no heading
    lines = text.split("\n")
    headings, badged, followed = _badged_headings(lines)
    if len(badged) < _MIN_BADGED or 2 * len(badged) < headings or 2 * followed < len(badged):
        return text
    if not _few_words(lines, badged):
        return text
    for k in badged:
        tags = ", ".join(span.strip() for span in _SPAN_RE.findall(lines[k]))
        lines[k] = f"**Tags:** {tags}"
    return "\n".join(lines)


def _badged_headings(lines: list[str]) -> tuple[int, list[int], int]:
    """How many headings have text under them, the index of each badge line right under one,
    and how many of those lines have more text after them before the next heading."""
    headings = 0
    badged: list[int] = []
    followed = 0
    under = -1  # the index of the first line with text under the last heading met
    for k, line in outside_code(lines):
        if line.lstrip()[:1] == "#" and HEADING_RE.match(line) is not None:
            under = next_text(lines, k)
        elif k == under:
            headings += 1
            if "`" in line and _is_badge_line(line):
                badged.append(k)
                nxt = next_text(lines, k)
                followed += nxt < len(lines) and HEADING_RE.match(lines[nxt]) is None
    return headings, badged, followed


def _is_badge_line(line: str) -> bool:
    """Whether a line is only short code spans of one to three words each."""
    if _BADGE_LINE_RE.match(line) is None:
        return False
    return all(len(span.split()) <= _SPAN_WORDS for span in _SPAN_RE.findall(line))


def _few_words(lines: list[str], badged: list[int]) -> bool:
    """Whether the badges come from a small set used again and again (levels, topics), no
    more distinct words than half of all the spans: commands or answers differ each time."""
    spans = Counter(span.strip() for k in badged for span in _SPAN_RE.findall(lines[k]))
    return 2 * len(spans) <= sum(spans.values())


_IMAGE_BADGE_RE = lazy(
    r"^[ \t]*(?:\[[ \t]*)?!\[[ \t]*(?:(?:difficulty|level|complexity)[ \t]*[:=-]?[ \t]*)?"
    r"(?P<level>[^\]\n]{1,20})\]\(\S*\)(?:\]\(\S*\))?[ \t]*$",
    re.I,
)
"""A picture alone on its line, maybe linked, named by its level (`![Easy](x.svg)`,
`![Difficulty: Hard](https://img.shields.io/...)`); the link may hold brackets
(`simple%20(2).svg`), so it runs to the line's last `)`."""


def image_badges(text: str) -> str:
    """The text with each picture alone on its line that names a level (see the module doc)
    as a `**Difficulty:**` field, when two or more are; else the text unchanged."""
    if not holds(text, "\n![", "\n[!["):
        return text  # cheap test first: no line opens with a picture
    return rewrite_matched(text, _level_picture, 2, _level_field)


def _level_picture(line: str) -> re.Match[str] | None:
    """The match of a picture alone on its line named by a level; None for any other line."""
    if line.lstrip()[:2] not in ("![", "[!"):
        return None
    m = _IMAGE_BADGE_RE.match(line)
    return m if m is not None and DIFFICULTY_RE.match(m.group("level").strip()) else None


def _level_field(m: re.Match[str]) -> str:
    level = m.group("level").strip(" \t[]()")
    return f"**Difficulty:** {level}"
