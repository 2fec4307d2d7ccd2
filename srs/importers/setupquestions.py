"""A question heading that numbers and titles its question, over the question's setup and then
its labelled words: one question, asked in those words.

A Japanese self-test titles each question (`## 問題1：terraformブロック`), shows the code it
asks about under a line that sets it up (`以下のコードを見て答えてください：`), and only then
asks (`**質問：** ...はどれですか？`) over its options, its key in a section at the end. Read as
written, the heading was a question answered by the code, and the label line a second question
with no key: every titled question with a setup was a junk card and a skipped one. Where the
label line stands right under its heading, the readers already take the label's words as the
question and the heading as its number.

Here a heading that labels a question with its number and a title (`## 問題1：title`, `##
Question 3: Caching`), whose section (up to the next heading) holds one line that labels a
question with no number (`**質問：** text`, `**Question:** text`), after text of the section's
own and before lettered options or an answer label, is written as that question, line for
line: the heading keeps its label and number and takes the label line's words for its title,
the label line goes blank, and the setup stays under the heading as the question's context. A
section with two such label lines holds two questions, and one with no options or answer after
its label line is no quiz question: both are left as written.
"""

from __future__ import annotations

import re

from srs.importers.common import (
    ANSWER_RE,
    HEADING_RE,
    NUMBERED_LABEL_RE,
    OPTION_RE,
    UNNUMBERED_LABEL_RE,
)
from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["setup_questions"]

_TITLED_RE = lazy(r"\n#{1,6}+[ \t]++[^\d\n]{0,24}+\d{1,4}+[ \t]*+[:：.)\-–—][ \t]*+[^\s\d]")
"""The cheap test: a heading whose number a separator and a word follow (`## 問題1：title`).
Possessive, opening with a newline and `#`: a quiz of `### Question N` headings fails each at
the newline after its number."""


def setup_questions(text: str) -> str:
    """The text with each titled question heading over its setup and labelled words written
    as that question (see the module doc)."""
    if not holds(text, "\n#") or not any(map(_titled, _TITLED_RE.finditer(text))):
        return text
    lines = text.split("\n")
    rows = [
        k
        for k, line in outside_code(lines)
        if line.startswith("#") and HEADING_RE.match(line) is not None
    ]
    for k, end in zip(rows, [*rows[1:], len(lines)], strict=True):
        _rewrite(lines, k, end)
    return "\n".join(lines)


def _titled(m: re.Match[str]) -> bool:
    """Whether the heading the cheap test found labels a question with its number and a
    title (`## 問題1：title`; `## Section 1: Basics` does not)."""
    end = m.string.find("\n", m.end())
    return _title_start(m.string[m.start() + 1 : end if end >= 0 else None]) is not None


def _title_start(line: str) -> tuple[str, str] | None:
    """A heading line's marks and its label and number (`##`, `問題1：`), when a title
    follows them; None for any other line."""
    heading = HEADING_RE.match(line)
    title = (heading.group("text") or "").strip() if heading is not None else ""
    label = NUMBERED_LABEL_RE.match(title) if title else None
    if heading is None or label is None or not (label.group("text") or "").strip():
        return None
    return heading.group("hashes"), title[: label.start("text")]


def _rewrite(lines: list[str], k: int, end: int) -> None:
    """The heading at `k` and its section (up to `end`) as one question, when they are one."""
    start = _title_start(lines[k])
    if start is None:
        return  # no title after the number: a label line under it is read as it is
    section = [(j, line) for j, line in outside_code(lines[k + 1 : end]) if line.strip()]
    asked = [(j, m) for j, line in section if (m := UNNUMBERED_LABEL_RE.match(line)) is not None]
    if len(asked) != 1:
        return  # two questions, or none
    j, words = asked[0]
    if not any(line.strip() for line in lines[k + 1 : k + 1 + j]):
        return  # the label line right under the heading: read as it is
    if any(_answers_or_offers(line) for i, line in section if i > j):
        lines[k] = f"{start[0]} {start[1]}{words.group('text')}"
        lines[k + 1 + j] = ""


def _answers_or_offers(line: str) -> bool:
    """Whether a line is a lettered option or an answer label's."""
    return OPTION_RE.match(line) is not None or ANSWER_RE.match(line.strip()) is not None
