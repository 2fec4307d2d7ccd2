"""A scenario shared by the questions after it, joined to each of them.

Practice exams set a scene once and ask several questions about it:

    **Scenario 1: A web shop**

    A company sells shoes online and must:
    - serve users worldwide
    - survive a zone's outage

    **Q29.** Which services give it global reach?
    ...
    **Q30.** Where should product photos be stored?

The scene was text between questions, reported and dropped, and each question reached the
learner without it ("Where should product photos be stored?" of what?). Text between two
questions that opens with a scenario's title (`**Scenario 2: ...**`, `**Scenario:** X`,
`**Case Study: X**`) or says which questions it serves (`Questions 29-31 refer to the
following ...`) is joined, above the question, to each question after it: the ones it
numbers, else those that follow in the same section up to the next scenario; only a scene
of a few lines of prose and bullets right over its first question. Whatever comes before its
title stays text in no card. Run by srs.importers.segment once the questions are grouped.
"""

from __future__ import annotations

import bisect
import dataclasses
import re

from srs.importers.lazyre import lazy
from srs.importers.values import Block

__all__ = ["shared_scenarios"]

_TITLE_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?(?:scenario|case[ \t]+study)(?:[ \t]+(?:\d{1,3}|[A-Z]))?[ \t]*"
    r"(?:\*\*|__)?[ \t]*[:：.\-–—](?!\w)"
    r"|^[ \t]*(?:\*\*|__)?questions?[ \t]+(?P<first>\d{1,4})[ \t]*(?:-|–|—|to|through|and)[ \t]*"
    r"(?P<last>\d{1,4})\b[^\n]*\b(?:refer|relate|apply|are[ \t]+based|use)\b",
    re.IGNORECASE,
)
"""A scenario's first line: its title (`**Scenario 2: A web shop**`, `**Scenario**: A
company ...`, `Case Study A - ...`), or the numbers of the questions it serves; not a
sentence that opens with the word (`Case study questions test ...`, `scenario-based`)."""


def shared_scenarios(blocks: list[Block], dropped: list[tuple[int, str]]) -> list[Block]:
    """The blocks with each shared scenario among `dropped` (see the module) joined to the
    questions it serves, and its lines taken out of `dropped` (sorted by line)."""
    if not blocks or not any(_may_open(text) for _, text in dropped):
        return blocks  # (a cheap test first: most documents set no scene)
    starts = [block.start.no for block in blocks]
    opened = [k for k, (_, text) in enumerate(dropped) if _may_open(text) and _TITLE_RE.match(text)]
    ends = [*(dropped[k][0] for k in opened[1:]), starts[-1] + 1]  # each up to the next one
    taken: set[int] = set()
    out = list(blocks)
    for k, until in zip(opened, ends, strict=False):  # (ends has one more when none opens)
        lines, served = _scene_at(out, starts, dropped, (k, until))
        for i in served:
            out[i] = _with_scene(out[i], lines)
        taken.update(no for no, _ in lines)
    dropped[:] = [line for line in dropped if line[0] not in taken]
    return out


def _scene_at(
    blocks: list[Block], starts: list[int], dropped: list[tuple[int, str]], at: tuple[int, int]
) -> tuple[list[tuple[int, str]], list[int]]:
    """The lines of the scenario that opens at `dropped[k]` (up to the next question) and the
    blocks it serves up to line `until` (`at`: k and until; none when it sets no scene)."""
    k, until = at
    first = bisect.bisect_right(starts, dropped[k][0])
    if first == 0 or first == len(starts):
        return [], []  # before the questions (an introduction), or after them (closing)
    lines = [line for line in dropped[k : k + _MOST_LINES + 1] if line[0] < starts[first]]
    m = _TITLE_RE.match(dropped[k][1])
    if m is None or not _sets_the_scene(lines, starts[first]):
        return [], []
    served = _served(blocks, first, m, until)
    return (lines, served) if served else ([], [])


_MOST_LINES = 15
"""How many lines a scene may take: a paragraph and a list of its facts, not a page."""
_GAP = 3
"""How many lines may part a scene's last line from its first question (blank, a rule)."""


def _sets_the_scene(lines: list[tuple[int, str]], question: int) -> bool:
    """Whether a scenario's lines are a scene set right over its first question: a few lines
    of prose and bullets (no code, no table, no heading), the question right below them. A
    `**Scenario:**` in notes dropped between questions (a worked example, its code and
    tables) sets no question's scene."""
    if len(lines) > _MOST_LINES or question - lines[-1][0] > _GAP:
        return False
    return not any(text.lstrip()[:1] in ("|", "#", "`", "~") for _, text in lines)


def _may_open(text: str) -> bool:
    """The cheap test before the pattern: the words a scenario's first line holds."""
    low = text[:60].lower()
    return "scenario" in low or "case study" in low or "refer" in low or "question" in low


def _served(blocks: list[Block], first: int, m: re.Match[str], until: int) -> list[int]:
    """The blocks a scenario serves, from `first` up to line `until` (the next scenario's):
    those it numbers, else those in the same section as `first`."""
    numbers = (int(m.group("first")), int(m.group("last"))) if m.group("first") else None
    section = blocks[first].section
    served = []
    for i in range(first, len(blocks)):
        block = blocks[i]
        if block.start.no >= until or (numbers is None and block.section is not section):
            break
        if numbers is None or (
            block.number is not None and numbers[0] <= block.number <= numbers[1]
        ):
            served.append(i)
    return served


def _with_scene(block: Block, lines: list[tuple[int, str]]) -> Block:
    """The block with the scene's text above its question."""
    label = "\n\n".join(part for part in (_scene(lines), block.label) if part)
    return dataclasses.replace(block, label=label)


def _scene(lines: list[tuple[int, str]]) -> str:
    """A scenario's lines as one text, as written: a blank line where its runs part."""
    texts: list[str] = []
    last = None
    for no, text in lines:
        if last is not None and no > last + 1:
            texts.append("")
        texts.append(text.rstrip())
        last = no
    return "\n".join(texts).strip()
