"""Notes in one rhythm: each question one plain line, each answer the bulleted list under it.

A page of review notes (`Was ist ein Stack?` over `* LIFO`, the next question line over its
own bullets) is read by its question lines (srs.importers.structure `listed_question_lines`),
which ask with `?`. When every block of the page has that one shape, the page's rhythm says
more than the question mark does:

- a plain line of the same shape between two bullet answers (`Name two advantages of X` over
  `* ...`) is the next question, even without `?`: read as the answer above, it was merged
  into it with no word said. Only a line that reads as a sentence (three words or more, no
  colon that leads into the list) counts, so that a label over more points of the same answer
  (`Beispiel` / `Examples:` over bullets) keeps the page out of the rhythm instead;
- a fenced block between a question line and its bullets (the method the question calls, the
  tree it asks to traverse) is the question's: the bullets are the answer, as everywhere else
  on the page. Only while fewer than half the answers have such a block: a page where most
  answers open with code keeps its code as answers (srs.importers.questioncode decides them
  by what the question says).

Nothing is taken when any question's block has another shape (prose, a table, a numbered
list, a lead-in): the rhythm is the page's, or there is none.
"""

from __future__ import annotations

from bisect import bisect_right

from srs.importers.lazyre import lazy
from srs.importers.values import Line, Start

__all__ = ["rhythm_questions"]

_BULLET_RE = lazy(r"^[ ]{0,3}[-*+][ \t]+\S")
_NUMBERED_RE = lazy(r"^[ \t]*\d{1,3}[.)](?:[ \t]|$)")
_LONGEST = 300
"""The longest question line taken (a longer one is prose, not a question of the notes)."""
_FEWEST_WORDS = 3
"""A question line without `?` is a sentence: `Beispiel` alone titles more points."""


def rhythm_questions(
    lines: list[Line], headings: dict[int, tuple[int, str]], starts: dict[int, Start]
) -> tuple[dict[int, Start], bool]:
    """The plain question lines of a page in the one-line-over-bullets rhythm that `starts`
    (its question lines, all over bulleted answers) miss, and whether a fenced block between
    a question line and its bullets is the question's; ({}, False) off the rhythm.

    Args:
        lines: the document's body lines.
        headings: body index -> (level, text) of each heading: where a question's block ends.
        starts: the question lines found (`What is X?` over `- ...`), by body index.
    """
    if len(starts) < 3:
        return {}, False
    firsts = sorted(starts)
    ends = sorted({*firsts, *headings, len(lines)})
    units: list[tuple[int, bool]] = []
    for i in firsts:
        found = _units(lines, i, ends[bisect_right(ends, i)])
        if found is None:
            return {}, False
        units.extend(found)
    extra = {i: Start(None, lines[i].text.strip(), weak=True) for i, _ in units if i not in starts}
    if len(extra) * 3 > len(starts):
        extra = {}  # not a few strays among questions that ask: the page's own shape
    coded = sum(1 for _, code in units if code)
    return extra, 0 < coded * 2 < len(units)


def _units(lines: list[Line], i: int, end: int) -> list[tuple[int, bool]] | None:
    """The (question line, whether code sits between it and its bullets) of each unit of
    lines[i:end] (a plain line, a fenced block or none, a bulleted list); None when the span
    holds anything else."""
    units: list[tuple[int, bool]] = []
    k: int | None = i
    while k is not None:
        if not _question_line(lines, k, units):
            return None
        j = _content(lines, k + 1, end)
        code = j is not None and lines[j].code
        while j is not None and lines[j].code:
            j = _content(lines, j + 1, end)
        if j is None or not _bullet(lines[j]):
            return None
        units.append((k, code))
        k = _after_list(lines, j, end)
    return units


def _question_line(lines: list[Line], k: int, units: list[tuple[int, bool]]) -> bool:
    """Whether line k is a plain one-line paragraph that can ask: not code, a list item, a
    heading, a quote, a table or markup; the first of its span (a question line found) as it
    is, a later one only as a sentence that does not lead into its list with a colon."""
    line = lines[k]
    text = line.text.strip()
    if line.code or not text or text[0] in "#>|<!" or len(text) > _LONGEST:
        return False
    if _bullet(line) or _NUMBERED_RE.match(line.text):
        return False
    if k + 1 < len(lines) and lines[k + 1].text.strip() and not lines[k + 1].code:
        return False  # a paragraph of two lines or more
    if not units:
        return True
    return not text.rstrip("*_ ").endswith((":", "：")) and len(text.split()) >= _FEWEST_WORDS


def _content(lines: list[Line], k: int, end: int) -> int | None:
    """The index of the first line from k (before `end`) with text or code, or None."""
    for j in range(k, end):
        if lines[j].code or lines[j].text.strip():
            return j
    return None


def _bullet(line: Line) -> bool:
    """A bullet of an answer (`* push, pop`), not code."""
    text = line.text
    return not line.code and text.lstrip()[:1] in "-*+" and _BULLET_RE.match(text) is not None


def _after_list(lines: list[Line], j: int, end: int) -> int | None:
    """Past the bulleted list that starts at line j: the index of the next line that opens
    something else at the margin (after a blank line), or None at `end`. Indented lines are the
    items' own (nested points, their code); a line right under an item goes on with it."""
    blank = False
    for k in range(j + 1, end):
        line = lines[k]
        if not line.code and not line.text.strip():
            blank = True
            continue
        if _bullet(line) or line.text[:1] in (" ", "\t") or not (blank or line.code):
            blank = False
            continue
        return k
    return None
