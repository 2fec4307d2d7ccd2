"""Headings a table of contents links to: the questions; the others between them, parts of
their answers.

A README that lists its questions as in-page links (`- [What is a Queue](#what-is-a-queue)`,
`| [Type of Constructor](#Type-of-Constructor) |`) and answers each under a heading often
gives an answer sub-headings of its own at the same or a nearby level (`### Real-World
Example`, `#### 1. **Bitwise AND**`, even `## Example` under a `###` question), and titles
some questions as topics (`### Type of Constructor`), no question word in them. Read by
their words alone, the sub-headings were cards of their own (the answers cut into pieces)
and the topic-titled questions went into the answer above, in silence. The contents list
says which is which: a heading one of its links points to (by GitHub's anchor of the
heading, or by the heading's words) is a question; another heading between it and the next
linked one is a part of its answer, up to the link back to the top that closes a section
(`**[⬆ Back to Top](#table-of-contents)**`), when the page has one. Past that link, an
unlisted explainer under headings of its own (`## Cron Expression Structure`) that no such
link closes is a note to that answer: its headings that do not ask are parts of it too.

Guards: a contents list of the page's sections (`- [Basics](#basics)` over `### What is
JSX?`) links headings over questions, not questions. Only the innermost linked headings are
taken (a linked chapter over linked questions is neither), only where at least half of them
ask already by their words, and only where the headings they would hold as parts are fewer
than they are. A linked heading over nothing but a deeper heading (`## #20` over `####
What is K-means?`) labels the question under it, and one over no prose (a list of
questions without answers) names a section: neither is made a question. A heading at the
question's level that ends with `?` is a question the list left out, and one above that
level with no link back to the top after it a section of the page's own: the answer ends
at either.

Used by the Markdown reader when it sorts headings (srs.importers.markdown).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from srs.importers.asking import asks
from srs.importers.blocklines import is_top_link
from srs.importers.chaptertitles import holds_questions
from srs.importers.common import (
    BARE_QUESTION_LABEL_RE,
    FRONT_MATTER_RE,
    QUESTION_WORD_RE,
    SECTION_PREFIX_RE,
    end_matter_kind,
)
from srs.importers.headingprose import has_prose
from srs.importers.headings import REFERENCES_RE
from srs.importers.inpagelinks import entry_links, title_words
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.lazyre import lazy
from srs.importers.values import Candidate, Line, Start

__all__ = ["linked_questions"]

_SLUG_DROP_RE = lazy(r"[^\w\- ]")
_ENTRIES = 3
"""The fewest linked question headings that make a contents list of questions."""

Heading = tuple[int, str]


def linked_questions(
    text: str,
    lines: list[Line],
    headings: dict[int, Heading],
    candidates: dict[int, Candidate],
    inside: list[int],
    others: list[int],
) -> list[int]:
    """The headings that are parts of an answer (`inside`, as the reader found them), as a
    contents list of the page's questions tells them (see the module docstring); each
    linked question is made a candidate, unless questions of another kind start under it
    (`others`, ascending rows: `**Why ...?**` lines), which makes it their section. Without
    such a list, `inside` as it is (a cheap test on the whole text first)."""
    if "](#" not in text:
        return inside
    rows = sorted(headings)
    parts = _answer_parts(lines, headings, rows, candidates)
    if not parts:
        return inside  # no contents list of questions: of chapters or topics, if any
    held = [k for found in parts.values() for k in found]
    for i in parts:
        if (
            i not in candidates
            and _may_ask(headings[i][1])
            and _has_prose(lines, rows, i)
            and not _over_questions(others, rows, i)
        ):
            candidates[i] = (headings[i][0], Start(None, headings[i][1]), False)
    for k in held:  # each a part of an answer now, whichever rule took it for a question
        candidates.pop(k, None)
    return sorted({*inside, *held} - set(parts))


def _answer_parts(
    lines: list[Line],
    headings: dict[int, Heading],
    rows: list[int],
    candidates: dict[int, Candidate],
) -> dict[int, list[int]]:
    """Each linked question's row and the rows of its answer's sub-headings; none where the
    page has no contents list of questions (see the guards in the module docstring)."""
    linked = _linked_rows(lines, headings)
    leaves = [i for k, i in enumerate(linked) if _innermost(k, linked, headings)]
    if len(leaves) < _ENTRIES or 2 * sum(1 for i in leaves if i in candidates) < len(leaves):
        return {}
    parts: dict[int, list[int]] = {}
    innermost = set(leaves)
    for i, end in zip(linked, [*linked[1:], len(lines)], strict=True):
        found = _parts(lines, headings, rows, (i, end), candidates) if i in innermost else None
        if found is not None:
            parts[i] = found
    held = sum(1 for found in parts.values() for k in found if k in candidates)
    return {} if held >= len(leaves) else parts  # more questions under the links: sections


def _linked_rows(lines: list[Line], headings: dict[int, Heading]) -> list[int]:
    """The headings the page's contents entries link to, by anchor or by words, in order."""
    entries = _entries(lines)
    if not entries:
        return []
    names = set(entries.values())
    seen: dict[str, int] = {}
    linked: list[int] = []
    met: set[str] = set()
    for i, (_, title) in headings.items():
        slug = _slug(title)
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        anchor = f"{slug}-{count}" if count else slug
        if anchor in entries or (title.strip() and title_words(title) in names):
            linked.append(i)
            met.add(anchor if anchor in entries else title_words(title))
    dangling = [
        words for anchor, words in entries.items() if anchor not in met and words not in met
    ]
    return sorted([*linked, *_reworded(headings, linked, dangling)])


def _entries(lines: list[Line]) -> dict[str, str]:
    """The page's contents entries: each one's anchor and its words."""
    entries: dict[str, str] = {}
    for line in lines:
        if line.code or "](#" not in line.text or is_top_link(line.text):
            continue
        for text, anchor in entry_links(line.text):
            entries[anchor.casefold()] = title_words(text)
    return entries


def _reworded(headings: dict[int, Heading], linked: list[int], dangling: list[str]) -> list[int]:
    """The headings, at the level of the linked ones, that a contents entry linking to no
    heading names in other words (`[Agregar eventos condicionales](#...)` over `## Agregar
    eventos de forma condicional`, `[Q9: Wildcard Tables](#...)` over `#### Q9: Wildcard
    Tables in BigQuery`): most of the shorter title's words are the other's. Left unlinked,
    such a heading was read as a part of the answer above it, and its question lost."""
    if not dangling or not linked:
        return []
    levels = {headings[i][0] for i in linked}
    taken = set(linked)
    found: list[int] = []
    for words in dangling:
        entry = set(words.split())
        best = None
        for i, (level, title) in headings.items():
            if i in taken or level not in levels:
                continue
            own = set(title_words(title).split())
            shared = len(entry & own)
            if shared >= 2 and 5 * shared >= 3 * min(len(entry), len(own)):
                best = i if best is None else best
        if best is not None:
            taken.add(best)
            found.append(best)
    return found


def _slug(title: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens."""
    plain = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", title.strip())
    return _SLUG_DROP_RE.sub("", plain.strip().casefold()).replace(" ", "-")


def _innermost(k: int, linked: list[int], headings: dict[int, Heading]) -> bool:
    """Whether the k-th linked heading holds no other linked heading (deeper, before the
    next one at its level or above): a question, not a chapter over them."""
    return k + 1 == len(linked) or headings[linked[k + 1]][0] <= headings[linked[k]][0]


def _parts(
    lines: list[Line],
    headings: dict[int, Heading],
    rows: list[int],
    span: tuple[int, int],
    candidates: dict[int, Candidate],
) -> list[int] | None:
    """The unlinked headings in a linked question's answer (between its heading at row `i`
    and the next linked heading, `end`: the `span`): all up to its link back to the top,
    when there is one; else those deeper than it and those at its level that do not ask, up
    to a heading above its level. A heading at its level that ends with `?`, or one above
    it that asks, is a question the list left out: the answer ends there. Never the sources
    or end matter (`#### References`), which other rules place. None for a link that heads
    no question of its own: a heading that does not ask over nothing but a deeper heading
    (`## #20` over `#### What is K-means?`, that heading the question), or one right under
    a question heading above its level (`## 84. What is X?` over `### What is X?`)."""
    i, end = span
    first = bisect_right(rows, i)
    if not _heads_question(lines, headings, rows, i, candidates):
        return None
    level = headings[i][0]
    top = next((k for k in range(i + 1, end) if _top_link(lines[k])), None)
    parts: list[int] = []
    for k in rows[first : bisect_left(rows, end)]:
        sub, title = headings[k]
        if top is not None and k > top:
            return parts + _notes_after(lines, headings, rows, (top, end), level)
        if _left_out(level, sub, title, top is not None):
            break
        if not _kept_apart(title):
            parts.append(k)
    return parts


def _notes_after(
    lines: list[Line],
    headings: dict[int, Heading],
    rows: list[int],
    span: tuple[int, int],
    level: int,
) -> list[int]:
    """The headings between an answer's link back to the top (row `top` of the `span`) and
    the next linked heading (`end`) that are a note to that answer: the author's explainer
    set under headings of its own (`## Cron Expression Structure`, `## Real-World Use
    Case`), which the contents list leaves out and no link back to the top closes, every
    real answer of the page having one. Each that does not ask is held as a part of the
    answer above it; one that asks (`## When Will It Run?`) stays a question, the parts
    after it its own. None when the run holds a link back to the top of its own (unlisted
    answers), a heading above the question's level, one without prose (a section over the
    next questions: `## Networking`), sources or end matter, or when no linked question
    follows (what trails the last answer is the page's)."""
    top, end = span
    if end >= len(lines) or any(_top_link(line) for line in lines[top + 1 : end]):
        return []
    notes: list[int] = []
    for k in rows[bisect_right(rows, top) : bisect_left(rows, end)]:
        sub, title = headings[k]
        if sub < level or _kept_apart(title) or not _has_prose(lines, rows, k):
            return []
        if not (_ends_asking(title) or asks(title)):
            notes.append(k)
    return notes


def _heads_question(
    lines: list[Line],
    headings: dict[int, Heading],
    rows: list[int],
    i: int,
    candidates: dict[int, Candidate],
) -> bool:
    """Whether a linked heading heads a question of its own: not one that does not ask over
    nothing but a deeper heading, nor one right under a question heading above its level
    (see `_parts`)."""
    first = bisect_right(rows, i)
    if first < len(rows) and _over_heading(lines, headings, i, rows[first]):
        return asks(headings[i][1])  # `## #20`: a label; `### Why X?` opening on a part
    above = rows[first - 2] if first > 1 else None
    return not (
        above is not None and above in candidates and _over_heading(lines, headings, above, i)
    )


def _left_out(level: int, sub: int, title: str, bounded: bool) -> bool:
    """Whether a heading in a linked question's span ends its answer (`bounded`: a link
    back to the top lies ahead): one above the question's level that asks (any, when
    unbounded), or one at its level that ends with `?` (that asks or opens with a question
    word, `Explain Closures`, when unbounded: nothing else tells it from a part)."""
    if sub < level:
        return not bounded or asks(title)
    if sub > level:
        return False
    worded = QUESTION_WORD_RE.match(title.lstrip(" *_")) is not None
    return _ends_asking(title) or (not bounded and (worded or asks(title)))


def _ends_asking(title: str) -> bool:
    """A title that ends with a question mark (full-width too), past its emphasis."""
    return title.rstrip(" *_").endswith(QUESTION_MARKS)


def _over_heading(lines: list[Line], headings: dict[int, Heading], i: int, nxt: int) -> bool:
    """Whether the heading at row `i` has nothing under it but the deeper heading `nxt`."""
    return headings[nxt][0] > headings[i][0] and not any(
        line.text.strip() for line in lines[i + 1 : nxt]
    )


def _kept_apart(title: str) -> bool:
    """A heading other rules place: the answer's sources (dropped), end or front matter, or
    a bare question label (`### Question` under a linked `## Question 13`: the question's
    text follows it, which the label readers take; held as a part of the answer, the label
    itself was read as the question's text)."""
    plain = title.strip(" *_")
    return bool(
        REFERENCES_RE.match(plain)
        or end_matter_kind(plain)
        or FRONT_MATTER_RE.match(plain)
        or BARE_QUESTION_LABEL_RE.match(title.strip())
    )


def _has_prose(lines: list[Line], rows: list[int], i: int) -> bool:
    """Whether the heading at row `i` has prose of its own under it (an answer), not only
    a list of questions or links (see srs.importers.headingprose)."""
    k = bisect_right(rows, i)
    return has_prose(lines[i + 1 : rows[k] if k < len(rows) else len(lines)])


def _over_questions(others: list[int], rows: list[int], i: int) -> bool:
    """Whether a question of another kind (among the ascending `others`) starts under the
    heading at row `i`, before the next heading."""
    k = bisect_right(rows, i)
    return holds_questions(others, i, rows[k] if k < len(rows) else 1 << 60)


def _top_link(line: Line) -> bool:
    """A line that only links back to the top or the contents: the end of a section."""
    return not line.code and "](" in line.text and is_top_link(line.text)


def _may_ask(title: str) -> bool:
    """Whether a linked heading's title may be a question: it has words (`## #20` is a
    number over the question below it), and is no front or end matter, nor a numbered
    section (`## Introduction`, `## References`, `## Part 2`), whatever links it."""
    plain = title.strip(" *_")
    return any(c.isalpha() for c in plain) and not (
        FRONT_MATTER_RE.match(plain) or end_matter_kind(plain) or SECTION_PREFIX_RE.match(plain)
    )
