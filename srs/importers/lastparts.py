"""Plain headings at the question's level under the last numbered question: parts of its answer.

    ### 21. **What is composition?**
    ...
    ### 22. **What is the diamond problem?**
    The diamond problem is ...
    ### **How it is solved**
    An explanation, code, its output ...
    ---
    ### Real-world scenarios

Between two numbered question headings a plain heading of their level is a part of the answer
above it (srs.importers.headings' `inside_answers`); after the last one nothing below says so,
and the first plain heading ended the answer: the rest of it (the half that tells how, the
code) was reported as text in no card. Where every question heading down to the last numbered one is numbered, at one level,
the writer numbers his questions: an unnumbered heading (read as a topic of its own or not) of that level under the last one, all
in bold as an answer's sub-heading is written (`### **How it is solved**`), is no question of
his, it goes on with the answer, down to a heading written otherwise (`### Real-world
scenarios`: a section of the page), a thematic break (`---`: the writer closed the answer),
end matter (`### References`), a heading with a question mark, or a higher heading. What follows those
stays outside the cards, reported as before.

A heading the writer gives the answers (`### Answer Summary:` under each question, after a
rule or not) is an answer's part under the last question too, whatever it is called: the
same heading line twice or more among the answers above makes it the page's habit, not a
section or end matter of the page (down to a higher heading, a question or end matter
named otherwise).
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    BOLD_LINE_RE,
    EXPLANATION_RE,
    FRONT_MATTER_RE,
    SECTION_PREFIX_RE,
    SEPARATOR_RE,
    end_matter_kind,
    is_blank,
)
from srs.importers.headings import answer_part, lead_in
from srs.importers.labelwords import QUESTION_MARKS
from srs.importers.restartedparts import restarted_counts
from srs.importers.values import Line, Start

__all__ = ["after_rule", "answer_parts", "habitual_parts", "last_answer_parts"]


def answer_parts(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
) -> list[tuple[int, int, str]]:
    """The headings that may be sub-headings of an answer: plain ones (text below, no
    question), those that name an answer (`## Direct answer`), those over deeper headings
    only (`## Common relationships` over `### Association`) and end matter set as a lead-in
    (`### Summary:`, see `_closing_lead_in`); never other end matter, a section or front matter
    (`## Contributing`)."""
    quiet = {i for i, _, _ in plain}
    rows = list(headings)
    parts: list[tuple[int, int, str]] = []
    for k, i in enumerate(rows):
        level, text = headings[i]
        if i in candidates:
            continue
        if i not in quiet:
            nxt = rows[k + 1] if k + 1 < len(rows) else None
            over = nxt is not None and headings[nxt][0] > level
            if not (over or answer_part(text) or _closing_lead_in(text)):
                continue
        if (end_matter_kind(text) and not _closing_lead_in(text)) or SECTION_PREFIX_RE.match(text):
            continue  # (`### Summary:` introduces the lines under it: the answer's)
        if FRONT_MATTER_RE.match(text):
            continue
        parts.append((i, level, text))
    return parts


def _closing_lead_in(text: str) -> bool:
    """End matter's title set as a lead-in (`### Summary:`, srs.importers.headings.lead_in):
    inside an answer, it sums that answer up."""
    return end_matter_kind(text) is not None and lead_in(text)


_NUMBERED_FEWEST = 3
"""How many numbered question headings show the document numbers all its questions."""


def _last_numbered(candidates: dict[int, tuple[int, Start, bool]]) -> tuple[int, int] | None:
    """The last numbered question heading and its level, when every question heading down
    to it is numbered, at that one level; else None."""
    numbered = [i for i, (_, start, _) in candidates.items() if start.number is not None]
    if len(numbered) < _NUMBERED_FEWEST:
        return None
    last = max(numbered)
    above = [cand for i, cand in candidates.items() if i <= last]
    if len(above) != len(numbered) or len({level for level, _, _ in above}) != 1:
        return None
    return last, above[0][0]


def after_rule(lines: Sequence[Line], i: int) -> bool:
    """Whether the last non-blank line above line i is a thematic break."""
    for k in range(i - 1, -1, -1):
        if not is_blank(lines[k]):
            return not lines[k].code and SEPARATOR_RE.match(lines[k].text) is not None
    return False


def _marked_question(text: str) -> bool:
    """Whether a heading ends in a question mark: a question even unnumbered (a part's
    title may open with `How` or `Why`, `How it is stored`, and ask nothing)."""
    return text.rstrip(" *_:").endswith(QUESTION_MARKS)


def _part(lines: Sequence[Line], i: int, text: str) -> bool:
    """Whether the heading at line i, of the last question's level, is a part of its answer:
    all in bold (`### **How it is solved:**`), no question mark, no end matter, no rule
    right above it."""
    if _marked_question(text) or end_matter_kind(text) or after_rule(lines, i):
        return False
    return BOLD_LINE_RE.match(lines[i].text.lstrip(" #").strip()) is not None


def last_answer_parts(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
) -> list[int]:
    """The plain headings that go on with the last numbered question's answer (see the
    module)."""
    found = _last_numbered(candidates)
    if found is None:
        return []
    last, level = found
    quiet = {i for i, _, _ in plain} | {
        i for i, (_, start, labelled) in candidates.items() if i > last and not labelled
    }
    parts: list[int] = []
    for i in sorted(j for j in headings if j > last):
        lv, text = headings[i]
        if lv > level:
            continue
        if lv < level or i not in quiet or not _part(lines, i, text):
            break
        parts.append(i)
    return parts


def habitual_parts(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> list[int]:
    """The headings under the last numbered question that asks, at its level, that repeat a
    heading line met twice or more in the answers above (see the module): down to a higher
    heading, another question or end matter of the page; its points numbered again at its
    level (srs.importers.restartedparts) are passed over, parts of the answer already."""
    numbered = sorted(
        (i, level)
        for i, (level, start, _) in candidates.items()
        if start.number is not None and asks(start.label)
    )
    if len(numbered) < _NUMBERED_FEWEST:
        return []
    (first, _), (i_last, level) = numbered[0], numbered[-1]
    habits = _repeated_lines(lines[first + 1 : i_last])
    if not habits:
        return []
    taken = set(restarted_counts(headings, candidates))
    after = [j for j in sorted(headings) if j > i_last and j not in taken]
    return _habits_under(lines, headings, after, level, habits, set(candidates))


def _habits_under(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    after: list[int],
    level: int,
    habits: set[str],
    questions: set[int],
) -> list[int]:
    """`habitual_parts` among the headings `after` the last question (those of its `level`
    that repeat a line of `habits`), down to a higher heading or one of the `questions`."""
    parts: list[int] = []
    for i in after:
        lv, text = headings[i]
        if lv > level:
            continue
        if lv < level or i in questions or _marked_question(text):
            break
        if ANSWER_RE.match(text) or EXPLANATION_RE.match(text):
            continue  # `#### Answer: A`: the key's label, which the block reader reads
        if lines[i].text.strip() in habits:
            parts.append(i)
        elif end_matter_kind(text):
            break
    return parts


def _repeated_lines(lines: Sequence[Line]) -> set[str]:
    """The heading lines met twice or more among these (`### Answer Summary:`)."""
    seen: set[str] = set()
    repeated: set[str] = set()
    for line in lines:
        if line.text[:1] == "#" and not line.code:
            text = line.text.strip()
            (repeated if text in seen else seen).add(text)
    return repeated
