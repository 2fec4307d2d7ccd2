"""A run of answered questions written as a numbered list after a heading question's answer.

Interview pages often start with a few heading questions (`## 21. What is an immutable
class?`) and go on, under the last of them, with a long numbered list of their own questions,
each a bold line that asks and its answer indented below it (`1. **What is an interface?**` /
`    A type that ...`). Read as the heading's answer, the list swallowed every one of those
questions. The list's items are questions of their own when the heading has already answered
before the list, and the list is a run of numbered items with lines of their own below them, at least `_RUN` of them asking
and those making up two in three of the numbered items in the heading's answer (an item
that asks in other words, `4. **State the use of each modifier.**`, is one of the run): a
heading whose answer *is* a list (`## What are the SOLID principles?` over `1. **Single
responsibility**`) has no answer before it, and its items name points rather than ask.

A heading question whose own text is only links, over bold questions each answered below
(reST career notes: `How did you hear about this job` over two links, then the question in
bold over its answer, and another), is the other such shape: the bold lines are questions.

A heading question answered in its own text and closed by one more question set as a bold
line of its own, answered below it up to the next heading (`### How does the cluster stay
available?` / `Each master has replicas ...` / `**Have you used a cluster, and how does it
work?**` / `Sentinel focuses on ...`), is the third: notes that gather questions under headings
now and then add one more in bold after an answer, and read as the heading's answer its card
took that question and its answer in silence. The bold line is a question of its own when it
is the only start in the heading's lines, ends with a question mark, the heading has text of
its own above it, and nothing below it but its answer: no heading, and no other bold line
above or below it (an answer that titles its parts in bold, `**Option 1: ...**` ... `**Option
5: ...?**`, keeps them all, the one that asks too), and the heading labels no question (`## Q.
...`: where the document labels its questions, an unlabelled bold line is its answer's own).

Used by the Markdown reader (srs.importers.markdown) when it decides which starts inside a
heading question's answer are questions of their own.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from srs.importers.labelstart import label_start
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["asked_run", "closes_answer"]

_RUN = 3
"""At least this many answered numbered questions make a list of questions, not of points."""


def asked_run(
    lines: list[Line], starts: dict[int, Start], order: list[int], span: tuple[int, int]
) -> frozenset[int]:
    """The starts that make a run of answered numbered questions written after the answer of
    the heading question whose lines are `span` (heading line, end); `order` is the starts'
    lines in ascending order. Empty when the heading's answer is no such run."""
    first, end = span
    inside = order[bisect_right(order, first) : bisect_left(order, end)]
    numbered = [j for j in inside if starts[j].number is not None]
    answered = [
        j
        for k, j in enumerate(numbered)
        if not starts[j].labelled and _answered(lines, j + 1 + starts[j].skip, numbered, k, end)
    ]
    asked = sum(1 for j in answered if _asks(starts[j]))
    if asked < _RUN or 3 * asked < 2 * len(numbered):
        return _under_links(lines, starts, inside, span)
    before = lines[first + 1 : numbered[0]]
    if not any(line.text.strip() and not line.text.startswith("#") for line in before):
        return frozenset()
    return frozenset(answered)


def _asks(start: Start) -> bool:
    """A question mark closes the item's question (its bold markers aside)."""
    return start.label.rstrip(" *_").endswith("?")


def _answered(lines: list[Line], after: int, numbered: list[int], k: int, end: int) -> bool:
    """Whether text follows the k-th numbered item, from line `after` (past its question),
    before the next numbered item (or the span's end)."""
    nxt = numbered[k + 1] if k + 1 < len(numbered) else end
    return any(line.text.strip() for line in lines[after:nxt])


_LINK_LINE_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+)?(?:<?https?://\S+>?|\[[^\]]*\]\([^)]*\))[ \t]*$")
"""A line that is one link (a bare URL or a Markdown link), maybe as a bullet."""


def _under_links(
    lines: list[Line], starts: dict[int, Start], inside: list[int], span: tuple[int, int]
) -> frozenset[int]:
    """The bold questions under a heading question whose own text is only links (reST
    career notes: `How did you hear about this job` over two links, then `**How did you hear
    about this job**` and `**Why do you want to join us**`, each over its answer): the
    heading gathers reading for its topic, the bold lines ask and are answered. Every start
    inside must be such a bold line, unnumbered, with text under it; else empty."""
    first, end = span
    if not inside or any(starts[j].number is not None or starts[j].labelled for j in inside):
        return frozenset()
    before = [line.text for line in lines[first + 1 : inside[0]] if line.text.strip()]
    if not before or not all(_LINK_LINE_RE.match(text) for text in before):
        return frozenset()
    bold = [j for j in inside if lines[j].text.lstrip()[:2] in ("**", "__")]
    if len(bold) < len(inside):
        return frozenset()
    ends = [*inside[1:], end]
    if not all(
        _answered(lines, j + 1, [j, nxt], 0, nxt) for j, nxt in zip(inside, ends, strict=True)
    ):
        return frozenset()
    return frozenset(inside)


def closes_answer(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    starts: dict[int, Start],
    order: list[int],
    span: tuple[int, int],
) -> int | None:
    """The line of the one bold question that closes the answer of the heading question whose
    lines are `span` (heading line, end), answered below it (see the module docstring): a
    card of its own, in no group (the heading is no topic over it); else None. `order` is the
    starts' lines in ascending order. Cheap tests first: one start, unnumbered, in bold; a
    heading that labels its question (`## Q. What is X?`) has its answer's sub-titles. The
    bold line stands as a paragraph of its own: one whose text runs on under it (`> **Why not
    X?**` / `> Because ...`, an aside quoted in the answer) leads in its paragraph."""
    first, end = span
    inside = order[bisect_right(order, first) : bisect_left(order, end)]
    if len(inside) != 1:
        return None
    (j,) = inside
    start, text = starts[j], lines[j].text.strip()
    if start.number is not None or start.labelled or text[:2] not in ("**", "__"):
        return None
    if not text.rstrip(" *_").endswith(QUESTION_MARKS):
        return None
    after = j + 1 + start.skip
    if after >= end or lines[after].text.strip():
        return None  # `**Why not X?**` running on into its text: a paragraph's own lead-in
    if not _answered_around(lines, (first, j), after, end):
        return None
    return j if label_start(headings[first][1], in_heading=True) is None else None


def _answered_around(lines: list[Line], at: tuple[int, int], after: int, end: int) -> bool:
    """Whether the heading (`at`: its line, the bold line's) has an answer of its own above the
    bold line and the bold line has its own below it (from line `after` up to `end`), neither
    titling a part in bold and the latter under no heading: an answer that titles its parts in
    bold (`**Option 1: X**` ... `**Option 5: Y?**`, the last of them asking) keeps them all."""
    above = [ln.text.lstrip() for ln in lines[at[0] + 1 : at[1]] if ln.text.strip() and not ln.code]
    below = [ln.text.strip() for ln in lines[after:end] if ln.text.strip()]
    if not above or not below or any(t.startswith(("#", "**", "__")) for t in below):
        return False
    return any(not t.startswith("#") for t in above) and not any(
        t.startswith(("**", "__")) for t in above
    )
