"""A question heading whose number lost its dot (`### 45 view vs stored procedure`) among
sibling headings numbered `N.` (`### 44. What are aggregate functions?`).

A number with no dot or bracket after it reads as a heading's own words (`## 2024 review`),
so the last question of a sheet typed so was no question: its answer was dropped as text
between questions, and the warning quoted the answer, never the question. A heading so
numbered is one of its siblings' count when the heading numbered before it at its level is
`N-1.` and two or more at that level are numbered `N.`: it is written with the dot, line for
line, outside code. A number that does not continue the count (a year, `### 3 tips` after
`### 7.`) stays words.

A Chinese Q&A typed `##### 36一个".java"源文件...` between `##### 35.` and `##### 37.`: the
number glued to the question, no dot and no blank, as CJK text runs without blanks. A number
glued to a CJK character or a full-width mark (`5（未掌握）什么是协程？`, `4“覆盖索引”...`) is
the count's the same way, written `36. 一个...`; one glued to a Latin letter is a word
(`## 3D graphics?`, `## 2FA?`), and so is one before a CJK counter or unit (`## 3个线程交替打印`,
`## 3月总结`: three threads, March).
"""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["dotless_headings"]

_CJK = (
    "\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af"
    "\uff01-\uff0f\uff1a-\uff60\u201c\u2018"
)
"""CJK text: its punctuation and brackets (`（`, `【`, `「`), kana, ideographs, hangul,
full-width forms but their digits, and the curly quotes Chinese text opens a term with."""
_ANY_RE = lazy(rf"#[ \t]+\d{{1,4}}(?:[ \t]+[^\W\d_]|[{_CJK}])")
"""A heading's marks over a number with no dot, searched for once in the whole text (its
marks' first `#` is met far more seldom than a line's start)."""
_NUMBER_RE = lazy(
    rf"^(?P<num>\d{{1,4}})(?:(?P<dot>\.)?(?P<gap>[ \t]+)|(?=[{_CJK}]))(?P<rest>\S.*)$"
)
"""A heading's number, dotted (`44. text`) or not (`45 text`, `36一个...`), and its words."""
_DOTLESS_TEXT_RE = lazy(r"^[^\W\d_]")
"""Words, not a figure or a dash, after a number with no dot (`45 view ...`)."""
_GLUED_TEXT_RE = lazy(rf"^(?![个月年日天号点时分秒岁种次位周级层步倍条名只、。，．：）])[{_CJK}]")
"""CJK text glued to a number with no dot (`36一个...`), not a counter or a unit after it
(`3个线程`, `3月`: the number would be the text's own), nor a mark that stands for the dot
(`13、说出...`, read as the number's own mark: srs.importers.common.NUMBERED_TEXT_RE)."""
_LEAST = 2
"""How many dotted siblings make a level's headings a numbered count."""


def dotless_headings(text: str) -> str:
    """The text with each question heading that lost its number's dot written with it (see the
    module doc); the text itself when it has none (one search first)."""
    if _ANY_RE.search(text) is None:
        return text
    lines = text.split("\n")
    numbered = _numbered(lines)
    dotted = Counter(level for _, level, _, is_dotted, _ in numbered if is_dotted)
    last: dict[int, tuple[int, bool]] = {}  # a level's last numbered heading: number, dotted
    for k, level, number, is_dotted, end in numbered:
        counted = last.get(level) == (number - 1, True) and dotted[level] >= _LEAST
        if not is_dotted and counted:
            glued = not lines[k][end : end + 1].isspace()
            lines[k] = f"{lines[k][:end]}.{' ' if glued else ''}{lines[k][end:]}"
        last[level] = (number, is_dotted or counted)
    return "\n".join(lines)


def _numbered(lines: list[str]) -> list[tuple[int, int, int, bool, int]]:
    """The headings numbered `N.`, or `N words` with no dot, outside code: each one's row,
    level, number, whether dotted, and where its number ends on its line."""
    numbered: list[tuple[int, int, int, bool, int]] = []
    for k, line in outside_code(lines):
        if "#" not in line[:4] or (m := HEADING_RE.match(line)) is None or not m.group("text"):
            continue
        n = _NUMBER_RE.match(m.group("text"))
        if n is not None and (n.group("dot") or _dotless_words(n)):
            end = m.start("text") + n.end("num")
            numbered.append(
                (k, len(m.group("hashes")), int(n.group("num")), bool(n.group("dot")), end)
            )
    return numbered


def _dotless_words(n: re.Match[str]) -> bool:
    """Whether a heading's number with no dot is followed by words: after a blank, a word
    (`45 view ...`); glued to it, CJK text but a counter (`36一个...`, not `3个线程`)."""
    rest = n.group("rest")
    return bool(_DOTLESS_TEXT_RE.match(rest) if n.group("gap") else _GLUED_TEXT_RE.match(rest))
