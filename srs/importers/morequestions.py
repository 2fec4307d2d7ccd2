"""A list of questions answered one to an item, under a heading that says more questions follow:

    <h4> More Questions </h4>
        <li><strong>Generators / yield keyword:</strong> Functions that yield lazily.</li>
        <li><strong>What does zip() do?</strong> It pairs items from iterables.</li>
    </ul>

A page of headed questions often ends with quicker ones, each a list item whose bold lead is
the question (a topic at times, `Multiple inheritance:`) and whose text after it the answer,
written in HTML (its `<ul>` forgotten at times) or in Markdown (`- **Lead** text`). Read as
written, `More Questions` was end matter, or the items a list in no card: every one of them
was lost. Under a heading whose whole text names more questions (`More Questions`, `Other
questions`, `Bonus interview questions`; not `Any questions?`, which asks the reader), when
every item up to the next heading or the end is such an item (two or more, nothing else but
the list's own tags and blank lines), each item becomes a `Q:` line (its lead, the colon that
set it off gone) over an `A:` line (the text after it, and any text after its `</li>`); an
HTML item's further lines, up to its `</li>`, go on its answer. Each item takes one line
more than it did, so the lines below such a list move down (it stands last, most often).
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.holding import HEADINGS, search_led
from srs.importers.html import html_to_markdown
from srs.importers.lazyre import lazy

__all__ = ["more_questions"]

_WORDS = r"(?:more|other|additional|bonus|extra|further)[ \t]+(?:[^\W\d_]+[ \t]+)?questions"
_ANY_TITLE_RE = lazy(rf"\n {{0,3}}#{{1,6}}[ \t]+[*_]*{_WORDS}\b", re.I)
"""The cheap search (case blind) for a heading that names more questions, from its newline."""
_TITLE_RE = lazy(rf"^ {{0,3}}#{{1,6}}[ \t]+(?P<e>[*_]*){_WORDS}(?P=e)[ \t]*:?[ \t#]*$", re.I)
_HEADING_RE = lazy(r"^ {0,3}#{1,6}(?:[ \t]|$)")
_HTML_ITEM_RE = lazy(
    r"^[ \t]*<li\b[^<>]*>[ \t]*<(?P<tag>strong|b)\b[^<>]*>(?P<lead>(?:(?!</?(?:strong|b|li)\b).)+)"
    r"</(?P=tag)[ \t]*>(?P<rest>.*)$",
    re.I,
)
_MD_ITEM_RE = lazy(
    r"^ {0,3}[-*+][ \t]+(?P<e>\*\*|__)(?P<lead>[^*_\s](?:(?!(?P=e)).)*?)(?P=e)(?P<rest>.*)$"
)
_ITEM_END_RE = lazy(r"[ \t]*</li[ \t]*>[ \t]*", re.I)
_LIST_TAG_RE = lazy(r"^[ \t]*</?(?:ul|ol)\b[^<>]*>[ \t]*$", re.I)
_FEWEST = 2
_REACH = 60
"""How many rows an HTML item may run over before its `</li>`."""


def more_questions(text: str) -> str:
    """The text with each list of questions answered one to an item, under a heading naming
    more questions, written as `Q:` / `A:` lines (see the module docstring)."""
    if not holds(text, "uestions", "UESTIONS") or not search_led(
        _ANY_TITLE_RE, text, HEADINGS, first=True
    ):
        return text
    lines = text.split("\n")
    titles = [k for k, line in outside_code(lines) if _TITLE_RE.match(line)]
    for k in reversed(titles):  # from the last, so the rows above stay where they were
        items = _items(lines, k + 1)
        if items is not None:
            end, written = items
            lines[k + 1 : end] = written
    return "\n".join(lines)


def _items(lines: list[str], start: int) -> tuple[int, list[str]] | None:
    """The list from row `start` up to the next heading or the end: the row it ends before
    and its rows as `Q:` / `A:` lines; None when anything there is no such item."""
    out: list[str] = []
    count = 0
    k = start
    while k < len(lines) and not _HEADING_RE.match(lines[k]):
        line = lines[k]
        if not line.strip() or _LIST_TAG_RE.match(line):
            out.append("")
            k += 1
            continue
        item = _item(lines, k)
        if item is None:
            return None
        k, question, answer = item
        out.extend((f"Q: {question}", f"A: {answer}"))
        count += 1
    return (k, out) if count >= _FEWEST else None


def _item(lines: list[str], k: int) -> tuple[int, str, str] | None:
    """The item on row k: the row after it, its question and its answer (an HTML item's
    further rows up to its `</li>` joined on); None for a line that is no such item."""
    html = _HTML_ITEM_RE.match(lines[k])
    m = html or _MD_ITEM_RE.match(lines[k])
    if m is None:
        return None
    question = " ".join(html_to_markdown(m["lead"]).split()).rstrip(":：").rstrip()
    rest = [m["rest"]]
    k += 1
    if html is not None:
        more = _further_rows(lines, k)
        if more is None:
            return None
        rest.extend(more)
        k += len(more)
    answer = _ITEM_END_RE.sub(" ", "\n".join(rest)).strip()
    if not question or not answer or _ITEM_END_RE.search(m["lead"]):
        return None
    return k, question, answer


def _further_rows(lines: list[str], k: int) -> list[str] | None:
    """An HTML item's rows from row k down to the one holding its `</li>` (none when its own
    row, k - 1, closes it), their layout's indent taken off outside `<pre>`; None when it is
    not closed within reach, or another item or a heading comes first."""
    first = lines[k - 1].lower()
    if _ITEM_END_RE.search(first):
        return []
    rows: list[str] = []
    pre = "<pre" in first and "</pre" not in first
    for row in lines[k : k + _REACH]:
        if _HEADING_RE.match(row) or _HTML_ITEM_RE.match(row):
            return None
        lowered = row.lower()
        rows.append(row if pre and "</pre" not in lowered else row.strip())
        pre = (pre or "<pre" in lowered) and "</pre" not in lowered
        if _ITEM_END_RE.search(row):
            return rows
    return None
