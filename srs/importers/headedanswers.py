"""The headings inside the answers of labelled question headings (`## Question 1. What is
X?` over `# Short answer`, `# Why it matters`, `## Intuition`): a page that writes each answer
under headings of its own, whatever their level, so that no part of an answer is taken for a
question of its own, and no answer is cut at its first section.

Pure functions over the Markdown reader's candidates (srs.importers.markdown), beside the
other rules over headings as a whole (srs.importers.headings).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence

from srs.importers.common import end_matter_kind
from srs.importers.labelstart import label_start
from srs.importers.values import Line, Start

__all__ = ["within_labelled"]


def within_labelled(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    others: Sequence[int] = (),
) -> list[int]:
    """The headings inside the answers of labelled question headings (`## Question 1. What
    is X?`) that write their answers under headings of their own (`# X`, `## Direct answer`,
    `## Intuition`, `## How it works`, `## Why do we need it?`), whatever their level: the
    headings from one labelled question to the next (see `_parts`), where two or more labelled questions have
    such parts, two or more parts to each, most of them asking nothing. The asking ones
    leave the candidates. A page that mixes labelled and plain questions
    (`outside_labelled`) has parts that all ask, about one to a label."""
    labelled = sorted(i for i, (_, _, is_labelled) in candidates.items() if is_labelled)
    if len(labelled) < _LABELLED_OVER_PARTS:
        return []
    parts = _parts(lines, headings, candidates, labelled, others)
    held = [i for rows in parts.values() for i in rows]
    asking = sum(1 for i in held if i in candidates)
    if len(parts) < _LABELLED_OVER_PARTS or len(held) < 2 * len(parts) or 2 * asking > len(held):
        return []
    for i in held:
        candidates.pop(i, None)
    return held


def _parts(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    labelled: list[int],
    others: Sequence[int],
) -> dict[int, list[int]]:
    """Each labelled question's headings down to the next labelled one, but a heading above
    its level that is a section of the page (see `_section`), which ends the answer's
    parts; after the last question, only the parts met under an earlier one, down to end
    matter. `others` are the rows of the question starts of other kinds (`**Question 1:**`
    lines), which end a section's own text as a labelled heading does."""
    titled = {i for i, (_, t) in headings.items() if label_start(t, in_heading=True) is not None}
    labels = sorted({*labelled, *titled, *others})
    parts: dict[int, list[int]] = {}
    seen: set[str] = set()
    closed: set[int] = set()
    questions = set(labelled)  # (a list's `in` went over every question for each heading)
    for i in headings:
        level, text = headings[i]
        if i <= labelled[0] or i in questions or i in titled:
            continue
        words = " ".join(text.casefold().split())
        if i > labelled[-1] and (words not in seen or end_matter_kind(text)):
            break
        owner = labelled[bisect.bisect(labelled, i) - 1]
        if owner in closed or (
            level < candidates[owner][0] and _section(lines, headings, i - owner, i, labels)
        ):
            closed.add(owner)
            continue
        seen.add(words)
        parts.setdefault(owner, []).append(i)
    return parts


def _section(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    gap: int,
    i: int,
    labels: list[int],
) -> bool:
    """Whether a heading above a labelled question's level, `gap` lines under it, is a
    section of the page rather than a part of its answer: not the answer's title right under
    the question, and either end matter (`## Interview Tips`) or over no text of its own
    before the next labelled heading or question (`## 🔹 SQL` right over `### Q: Keys`,
    `# Hashing` over `## Questions` over `**Question 1:** ...`). `# Why it matters` over a
    paragraph, inside an answer written in sections a level above its question, is a part
    as the others are."""
    if gap <= _TITLE_GAP:
        return False
    if end_matter_kind(headings[i][1]):
        return True
    k = bisect.bisect(labels, i)
    end = labels[k] if k < len(labels) else len(lines)
    return not any(
        line.text.strip() and j not in headings for j, line in enumerate(lines[i + 1 : end], i + 1)
    )


_TITLE_GAP = 2
"""An answer's title heading comes this many lines under its question at most (a blank)."""
_LABELLED_OVER_PARTS = 2
"""How many labelled questions must have answers of headings for the rule to hold."""
