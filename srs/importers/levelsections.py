"""An item's sections headed at its question's own level: `## Question 5: What happens on a
read from a closed channel?` over `## Question` / `## Answer` / `## Example` / `## One more
thing` and then `## Question 6: ...` (a Chinese collection's `## 题目` / `## 回答` / `## 示例`
under `## 第五题、...`).

The author numbered every question at that level and then used the same level for the parts
of one answer, so the first part label read as a question of its own (`## Question` over a
paragraph) and the rest of the document, every later numbered question with it, ran into
its answer. A heading at a level whose numbered question headings (two or more, each with its
title) label it, that comes after one of them and is only a section label (a question,
answer, explanation or example label, in any language srs.importers.labelwords knows), starts
that item's sections: it and every heading after it down to the next numbered question
heading at its level or above go one level deeper, line for line, outside code. Headings
of an item with no such label are left as written (`## Part 2` between two questions).
"""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.common import (
    ANSWER_WORD_RE,
    BARE_QUESTION_LABEL_RE,
    HEADING_RE,
    NUMBERED_LABEL_RE,
)
from srs.importers.fences import outside_code
from srs.importers.headings import EXAMPLE_HEADING_RE, EXPLANATION_HEADING_RE
from srs.importers.holding import any_line
from srs.importers.labelwords import ANSWER_LABELS, EXPLANATION_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["level_sections"]

_LABEL_HEADING_RE = lazy(
    r"^#{1,6}[ \t]+(?:\*\*|__)?(?:"
    + "|".join((*QUESTION_LABELS, *ANSWER_LABELS, *EXPLANATION_LABELS))
    + r"|the|model|sample|short|expected|suggested|example|for|code|output|usage|syntax"
    r"|solution|front|back|interviewer|bonnes?|posibles|m[öo]e?gliche|richtige|muster|beispiel)"
    r"[^\n\d]{0,30}$",
    re.I | re.M,
)
"""A heading that opens with a label's word (`## Answer`, `## 题目`, `### Example 2:`): one
search of the whole text, the cheap test before its headings are read (`_section_label`
decides; a label under a pictograph, `## ❓ Question`, or numbered, `### Example 2`, is not
looked for, nor is a numbered question heading, `## Question 3: ...`, taken for one)."""
_LEAST = 2
_LONGEST_LABEL = 40
_DEEPEST = 6


def level_sections(text: str) -> str:
    """The text with each item's section headings at its question's level one level deeper
    (see the module doc); the text itself when no level has two numbered question headings
    with a section label after one of them."""
    if "\n#" not in text or not any_line(_LABEL_HEADING_RE, text):
        return text  # most documents: no heading that may be only a part's label
    lines = text.split("\n")
    headings = _headings(lines)
    labels, starts = _labels_and_starts(lines, headings)
    deeper = _deepened(headings, starts, labels) if starts else []
    if not deeper:
        return text
    for k in deeper:
        lines[k] = "#" + lines[k]
    return "\n".join(lines)


def _labels_and_starts(
    lines: list[str], headings: list[tuple[int, int, str]]
) -> tuple[set[int], set[int]]:
    """The section-label headings, and the numbered question headings at their levels (two
    or more at one level; none else)."""
    labels = {
        k
        for k, _, words in headings
        if len(words) <= _LONGEST_LABEL
        and _LABEL_HEADING_RE.match(lines[k]) is not None
        and _section_label(words)
    }
    levels = {level for k, level, _ in headings if k in labels}
    numbered = [
        (k, level)
        for k, level, words in headings
        if level in levels and k not in labels and _titled_number(words)
    ]
    counts = Counter(level for _, level in numbered)
    return labels, {k for k, level in numbered if counts[level] >= _LEAST}


def _deepened(
    headings: list[tuple[int, int, str]], starts: set[int], labels: set[int]
) -> list[int]:
    """The headings to make one level deeper: from a section label at a numbered question's
    level down to the next numbered question (or a heading above that level)."""
    deeper: list[int] = []
    item_level = 0  # the level of the numbered question the walk is in (0: none)
    deepening = False
    for k, level, _ in headings:
        if k in starts:
            item_level, deepening = level, False
        elif item_level and level < item_level:
            item_level, deepening = 0, False  # a heading above the questions: a new section
        elif item_level and level == item_level and k in labels:
            deepening = True
        if deepening and level < _DEEPEST:
            deeper.append(k)
    return deeper


def _headings(lines: list[str]) -> list[tuple[int, int, str]]:
    """Each ATX heading outside code: its index, level and text."""
    found: list[tuple[int, int, str]] = []
    for k, line in outside_code(lines):
        if line[:1] == "#" and (m := HEADING_RE.match(line)) is not None:
            found.append((k, len(m.group("hashes")), (m.group("text") or "").strip(" \t#")))
    return found


def _titled_number(words: str) -> bool:
    """`Question 5: What is X?`: a numbered question label with its title."""
    m = NUMBERED_LABEL_RE.match(words) if words else None
    return m is not None and bool((m.group("text") or "").strip())


def _section_label(words: str) -> bool:
    """`Question`, `Answer`, `Explanation`, `Example`, `题目`, `回答`, `解析`: a part's label."""
    return any(
        pattern.match(words) is not None
        for pattern in (
            BARE_QUESTION_LABEL_RE,
            ANSWER_WORD_RE,
            EXPLANATION_HEADING_RE,
            EXAMPLE_HEADING_RE,
        )
    )
