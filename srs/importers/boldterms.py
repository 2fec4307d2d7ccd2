"""Bold terms after a sheet's bold questions, each over its definition: entries of their own.

A study sheet writes each question as a bold line right over the bullets that answer it
(`**What is a test set?**` / `- Data the model never saw.`) and ends with a few terms in the
same form (`**Bagging**` / `- Train on bootstrap samples and average.`). A term does not
ask, so it was no question, and every term after the last question, its `**` marks and its
definition, was glued into that question's answer, with no warning.

After the last bold question, a line all in bold that stands alone (a blank line above it),
at the margin, right over a bullet as each question is, is an entry: the term its question,
its bullets the answer. Only where two or more questions are so written and every bold
question of the page is; never a label (`**Answer**`, `**Explanation**`), a part of an
answer (`**Example**`, `**References**`), end matter (`**Summary**`) or a line that ends
with a colon; and never a term written twice (a label every answer repeats).
"""

from __future__ import annotations

from collections.abc import Mapping

from srs.importers.common import ANSWER_RE, ANSWER_WORD_RE, BOLD_LINE_RE
from srs.importers.endmatter import end_matter_kind
from srs.importers.headings import EXPLANATION_HEADING_RE, part_of_answer_above
from srs.importers.labeltext import tidy_label
from srs.importers.listitems import is_label
from srs.importers.values import Line, Start

__all__ = ["bold_terms"]

_FEWEST = 2
"""How many bold questions over their bullets make the page's form."""


def bold_terms(lines: list[Line], starts: Mapping[int, Start]) -> dict[int, Start]:
    """The starts of the bold terms after the page's last bold question (see the module).

    Args:
        lines: the document's lines.
        starts: the questions found from the structure, by row.

    Returns:
        Each term's row -> its start; empty where the page is not so laid out.
    """
    bold = [i for i, s in starts.items() if _bold_line(lines[i].text) and not s.rest]
    if len(bold) < _FEWEST or not all(_over_bullet(lines, i + starts[i].skip) for i in bold):
        return {}
    last = max(starts)
    if last not in bold:
        return {}
    found: dict[int, Start] = {}
    seen: set[str] = set()
    for j in range(last + starts[last].skip + 1, len(lines) - 1):
        text = lines[j].text
        if text.startswith("#") and not lines[j].code:
            break  # a heading: a section of the page's own
        term = _term(lines, j)
        if term is None:
            continue
        if term.casefold() in seen:
            return {}  # a label the answers repeat, not terms
        seen.add(term.casefold())
        found[j] = Start(None, term, weak=True)
    return found


def _bold_line(text: str) -> bool:
    """A line at the margin that opens in bold."""
    return text[:2] in ("**", "__")


def _over_bullet(lines: list[Line], i: int) -> bool:
    """Whether the line after row i is a bullet at the margin."""
    k = i + 1
    if k >= len(lines) or lines[k].code:
        return False
    text = lines[k].text
    return text[:1] in "-*+" and text[1:2] in (" ", "\t")


def _term(lines: list[Line], j: int) -> str | None:
    """The term on row j, when it is one: all bold, alone as a paragraph, over a bullet,
    naming no label, part of an answer or end matter."""
    line = lines[j]
    if line.code or not _bold_line(line.text) or lines[j - 1].text.strip():
        return None
    m = BOLD_LINE_RE.match(line.text)
    if m is None or not _over_bullet(lines, j):
        return None
    term = tidy_label(m.group("text"))
    if (
        not term
        or term.endswith((":", "："))
        or is_label(term)
        or ANSWER_WORD_RE.match(term)
        or ANSWER_RE.match(term)
        or EXPLANATION_HEADING_RE.match(term)
        or part_of_answer_above(term)
        or end_matter_kind(term) is not None
    ):
        return None
    return term
