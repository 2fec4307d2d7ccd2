"""Sub-headings in the answers of numbered questions titled with a heading:

    1. ### <a name="1"></a> What is a closure?

    A function that keeps the variables of the scope it was made in.

    ### Example:

    ```js
    const add = (a) => (b) => a + b;
    ```

    ---

    2. ### <a name="2"></a> What is hoisting?

    ## 1. **Variables**
    ...

A writer numbers each question as a list item titled with a heading (`N. ### Question?`)
and writes its answer at the margin below, setting parts of it apart with headings of any
level (`### Example:`, `## 1. **Variables**`). CommonMark ends the item at the margin, so
each of those headings was a question of its own (or a section): an answer that opens with
one was reported "no answer", the others were cut at their first sub-heading, and a
question under an answer's `##` heading could be lost in silence.

Where three or more questions are written so and numbered in sequence (three pairs in four
at least follow on, n then n + 1), a heading at the margin between question n and question
n + 1 is a part of n's answer when text follows it before n + 1 (a heading with nothing but
rules, in-page links and other headings under it, `## CSS` over `3. ### ...`, is a section
over the next question, and stays one). The answer, from the question down to its last
line of text, is then indented to the item's text, line for line, and the item reads it
whole, its headings as written. Under the last question, with no next one to bound it, the
answer runs on the same way (once an answer above was so read) down to a heading of a kind
no answer uses: one above the levels of the answers' parts (a heading right under the last
question opens its answer, and counts as a part), or end matter (`## License`) that no
answer above holds (`## Summary` closing each answer is a part). An answer with no heading
at the margin is left as it is (the reader reads it already), and so is a document whose
questions are plain headings.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from itertools import pairwise

from srs.importers.common import SEPARATOR_RE, end_matter_kind, indent_of
from srs.importers.fences import fence_after
from srs.importers.holding import holds
from srs.importers.inpagelinks import links_alone
from srs.importers.lazyre import lazy

__all__ = ["headed_item_answers"]

_HEADED_ITEM_RE = lazy(r"^ {0,3}(?P<num>\d{1,4})[.)](?P<gap>[ \t]{1,4})#{1,6}[ \t]+\S")
"""A numbered item at the margin titled with a heading (`1. ### What is X?`)."""
_ANY_HEADED_ITEM_RE = lazy(r"(?:^|\n) {0,3}\d{1,4}[.)][ \t]{1,4}#{1,6}[ \t]+\S")
_HEADING_RE = lazy(r"^ {0,3}(?P<marks>#{1,6})[ \t]+(?P<text>\S.*?)[ \t#]*$")
_FEWEST = 3
"""Questions written so that show the writer's habit."""


def headed_item_answers(text: str) -> str:
    """The text with each answer holding sub-headings indented into its numbered question's
    item (see the module docstring); a cheap test first."""
    if not holds(text, ". #", ".  #", ") #") or _ANY_HEADED_ITEM_RE.search(text) is None:
        return text
    lines = text.split("\n")
    page = _Page.read(lines)
    spans = page.answer_spans()
    if not spans:
        return text
    for start, end, column in spans:
        _indent(lines, start, end, column)
    return "\n".join(lines)


@dataclass
class _Page:
    """The lines a rewrite walks, read once: its headed questions, headings and code rows."""

    lines: list[str]
    items: list[tuple[int, int, int]] = field(default_factory=list)
    """(row, number, text column) of each numbered item titled with a heading."""
    headings: dict[int, tuple[int, str]] = field(default_factory=dict)
    """Row: (level, text) of each other heading at the margin, outside code (rows ascending)."""
    code: set[int] = field(default_factory=set)
    """The rows inside fenced code, fences too."""

    @classmethod
    def read(cls, lines: list[str]) -> _Page:
        page = cls(lines)
        fence: str | None = None
        for k, line in enumerate(lines):
            was_code = fence is not None
            fence, is_fence = fence_after(fence, line)
            if was_code or is_fence:
                page.code.add(k)
            elif (m := _HEADED_ITEM_RE.match(line)) is not None:
                page.items.append((k, int(m.group("num")), m.end("gap")))
            elif line[:4].lstrip()[:1] == "#" and (h := _HEADING_RE.match(line)) is not None:
                page.headings[k] = (len(h.group("marks")), h.group("text"))
        return page

    def answer_spans(self) -> list[tuple[int, int, int]]:
        """(first row, end row, text column) of each answer to indent into its question: those
        that hold a heading, between questions numbered in sequence, then the last one's."""
        items = self.items
        follow = [(a, b) for a, b in pairwise(items) if b[1] == a[1] + 1]
        if len(items) < _FEWEST or len(follow) < 2 or 4 * len(follow) < 3 * (len(items) - 1):
            return []
        rows = list(self.headings)
        spans: list[tuple[int, int, int]] = []
        for (a, _, column), (b, _, _) in follow:
            end = self.pair_end(a, b)
            if bisect_left(rows, end) > bisect_right(rows, a):  # a heading in its answer
                spans.append((a + 1, end, column))
        last, _, column = items[-1]
        if spans:
            end = self.last_end(last, self.top_and_habits(last, spans))
            if bisect_left(rows, end) > bisect_right(rows, last):
                spans.append((last + 1, end, column))
        return spans

    def holds_text(self, k: int) -> bool:
        """Whether row k is a line of the answer's own: no blank, rule, in-page link alone
        (`**[⬆ Back to top](#top)**`) or heading."""
        if k in self.code:
            return True
        line = self.lines[k].strip()
        if not line or k in self.headings or SEPARATOR_RE.match(line):
            return False
        return not links_alone(line)

    def pair_end(self, a: int, b: int) -> int:
        """The end row of question a's answer, question b next: past its last line of text,
        before any heading with no text under it over b (a section of the next ones)."""
        end = a + 1
        for k in range(a + 1, b):
            if self.holds_text(k):
                end = k + 1
        return end

    def top_and_habits(self, last: int, spans: list[tuple[int, int, int]]) -> tuple[int, set[str]]:
        """The highest level of the answers' parts (`spans`: the answers above read whole, a
        part in each) and their titles; a heading right under the `last` question opens its
        answer, a part too."""
        parts = [self.headings[k] for s, e, _ in spans for k in range(s, e) if k in self.headings]
        first = next((k for k in range(last + 1, len(self.lines)) if self.lines[k].strip()), None)
        if first in self.headings:
            parts.append(self.headings[first])
        return min(level for level, _ in parts), {title for _, title in parts}

    def last_end(self, last: int, parts: tuple[int, set[str]]) -> int:
        """The end row of the last question's answer: past its last line of text before a
        heading no answer uses: above the parts' `top` level, or end matter whose title no
        answer above uses (`parts`: that level and those titles)."""
        top, habits = parts
        end = last + 1
        for k in range(last + 1, len(self.lines)):
            heading = self.headings.get(k)
            if heading is not None:
                level, title = heading
                if level < top or (end_matter_kind(title) and title not in habits):
                    break
            elif self.holds_text(k):
                end = k + 1
        return end


def _indent(lines: list[str], start: int, end: int, column: int) -> None:
    """Indent rows start..end-1 (those with text) to the item's text `column`: the lines at
    the margin, and all after the first of them; lines that open the answer already inside
    the item (at `column` or deeper) stay as written. A tab that opens a row counts as four
    blanks, as CommonMark reads one there."""
    pad = " " * column
    inside = True  # down to the first line of the answer at the margin
    for k in range(start, end):
        line = lines[k]
        if not line.strip():
            continue
        inside = inside and indent_of(line.expandtabs(4)) >= column
        if inside:
            continue
        if line[:1] == "\t":
            body = line.lstrip(" \t")
            line = line[: len(line) - len(body)].expandtabs(4) + body
        lines[k] = pad + line
