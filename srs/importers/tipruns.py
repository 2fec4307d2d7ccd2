"""Numbered advice after the questions: `## How to Prepare` over `### 1. Practice Out Loud`.

Interview guides number their questions across every section (`### 1.` to `### 50.`, each
asking), then close with a section of tips numbered from 1 again (`### 1. Identify Your Top
Stories`). Numbered headings are questions even when they name a topic (`### 3. Closures`),
so each tip became a card. A closing run that restarts the numbering in a section of its
own, none of it asking, after a long series numbered on without a break whose questions all
ask, is the guide's advice: reported, not made into cards. So is such a run under a
section's title that names advice (`## Key Topics to Emphasize:`) after a series of topics
named, not asked (`4. **Data Types in SQL**`).

A run under a title that sets a task (`# Write syntax examples for:` over `### 1.
BottomSheet`, `## Implement` over `### 1. LRU cache`), or whose items are each answered by
code, is the opposite: exercises, the title's task asked of each item, so they stay cards.
"""

from __future__ import annotations

import re
from itertools import pairwise

from srs.importers.asking import asks
from srs.importers.lazyre import lazy
from srs.importers.result import short
from srs.importers.values import Draft, Section

__all__ = ["closing_tips", "names_advice", "tip_reason"]

_SERIES = 5
"""The fewest questions numbered on before the tips for the rule to apply."""


def closing_tips(drafts: list[Draft]) -> int:
    """The index of the first closing tip among `drafts` (see the module doc), or
    `len(drafts)` when there are none."""
    start = _restart(drafts)
    if start is None or start < _SERIES:
        return len(drafts)
    series, tips = drafts[:start], drafts[start:]
    numbers = [d.block.number for d in series]
    known = [n for n in numbers if n is not None]
    if len(known) < len(numbers) or any(b <= a for a, b in pairwise(known)):
        return len(drafts)  # no one series numbered on: the restart may be a new part
    if _asked(tips):
        return len(drafts)
    if not all(asks(d.question) for d in series) and not _advice(tips[0].block.section):
        return len(drafts)  # topics numbered on, then more topics: a new part, unless advised
    if tips[0].block.section is series[-1].block.section:
        return len(drafts)  # not a section of its own
    return start


_ADVICE_RE = lazy(
    r"\b(?:tips?|advice|strateg(?:y|ies)|emphasi[sz]e|mindset"
    r"|how\s+to\s+(?:crack|prepare|ace|pass|succeed\s+in|approach|study|revise)"
    r"|tipps?|ratschläge|conseils|astuces|consejos|dicas|suggerimenti|consigli)\b"
    r"|ポイント|コツ|秘訣|心得|技巧|建议|建議|팁|요령",
    re.I,
)
"""A section's title that names advice (`Key Topics to Emphasize:`, `Final Tips`, `How to
Crack the Interview`; German `Tipps`, French `Conseils`, Spanish `Consejos`, Portuguese
`Dicas`, Japanese `面接で成功するためのポイント`, "points for success", which sets no word
apart): its run numbered from 1 is advice even where the questions before it are topics
named, not asked (`4. **Data Types in SQL**`), or ask with their hint on the next line."""


_TASK_RE = lazy(
    r"^\W*(?:write|implement|code|solve|build|create|design|explain|describe|define"
    r"|give|show|demonstrate|examples?\s+(?:of|for)|exercises?|tasks?|problems?)\b"
    r"|\b(?:syntax|code|coding)\s+(?:examples?|exercises?|snippets?|problems?|challenges?)\b",
    re.I,
)
"""A section's title that sets a task: it opens with what to do (`Write syntax examples for:`,
`Implement`, `Explain the following`) or names exercises (`Examples of`, `Coding
Challenges`). Its numbered items are what the task is asked of, not advice. A title's rule,
apart from srs.importers.asking's `asks_as_task` (a sentence's) on purpose: a title names
exercises with nouns (`Coding Challenges`, `Tasks`) as often as it sets them with a verb,
and its verb may stand after an emoji or a bullet mark, where a sentence's opens it."""


def _asked(tips: list[Draft]) -> bool:
    """Whether a run numbered from 1 again asks: an item asks, or the run is exercises,
    under a title that sets a task (and names no advice: `Practice Tips` stays advice) or
    each item answered by a fenced code block (advice is said, not coded)."""
    if any(asks(d.question) for d in tips):
        return True
    section = tips[0].block.section
    if section is not None and not _advice(section) and _TASK_RE.search(section.title):
        return True
    return all(any(line.code for line in d.block.lines) for d in tips)


def _advice(section: Section | None) -> bool:
    """Whether the section's title names advice (`_ADVICE_RE`)."""
    return section is not None and names_advice(section.title)


def names_advice(title: str) -> bool:
    """Whether a title names advice (`Final Tips`, `How to Study These`): one rule for the
    numbered tips here and the bulleted ones of srs.importers.contents."""
    return _ADVICE_RE.search(title) is not None


def _restart(drafts: list[Draft]) -> int | None:
    """Where the last run numbered from 1 begins, when it follows a higher number and runs
    on to the end (`1.`, `2.`, `3.` after `50.`)."""
    k = len(drafts) - 1
    while k > 0 and drafts[k].block.number is not None and drafts[k].block.number != 1:
        k -= 1
    if k <= 0 or drafts[k].block.number != 1:
        return None
    before = drafts[k - 1].block.number
    if before is None or before <= 1:
        return None
    for n, draft in enumerate(drafts[k:], start=1):
        if draft.block.number != n:
            return None
    return k


def tip_reason(question: str) -> str:
    """Why a closing tip is no card, for the import's report."""
    return (
        f"'{short(question)}' does not ask and numbers from 1 again after the questions; "
        "read as advice after them, not imported"
    )
