"""What a Markdown document's headings are to srs.importers.markdown's reader, beyond asking:
the span a heading that asks holds, a heading that is a section over questions, one that is a
part of the answer above it, a worked example or an answer's sources.

The reader finds where questions start; these rules decide which headings are not starts
but the frame around them. They only read the headings and lines the reader hands them, and
grow with every layout the reader meets, so they live apart from the reader's class.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Callable
from itertools import accumulate

from srs.importers.answerheadings import answers_section_headings
from srs.importers.asking import asks
from srs.importers.chaptertitles import holds_questions, titles_deeper_questions
from srs.importers.closingheadings import closes_the_page
from srs.importers.common import NUMBERED_TEXT_RE
from srs.importers.countedheadings import counted_heading
from srs.importers.countedparts import counted_parts
from srs.importers.countedsections import counted_sections
from srs.importers.forwardnote import introduces_questions
from srs.importers.headingkinds import never_asks
from srs.importers.headingprose import (
    has_prose,
    holds_question_lines,
    titles_below,
)
from srs.importers.headings import (
    EXAMPLE_HEADING_RE,
    REFERENCES_RE,
    answer_part,
    inside_answers,
)
from srs.importers.headingspans import section_ends
from srs.importers.headingtree import QUESTIONS_HEADING_RE, under_question
from srs.importers.innercounts import inner_counts
from srs.importers.labelstart import label_start
from srs.importers.lastparts import answer_parts, habitual_parts, last_answer_parts
from srs.importers.optionsbelow import options_follow
from srs.importers.outline import lists_later_headings
from srs.importers.pagelinks import outlines_pages
from srs.importers.restartedparts import restarted_counts, restarted_parts
from srs.importers.sectionfolds import bold_item_sections, holds_its_questions
from srs.importers.sourceheadings import source_parts
from srs.importers.values import Candidate, Line, Start


def _answered_first(lines: list[Line], text: str, i: int, others: list[int]) -> bool:
    """A heading that asks and is answered in prose before the first question inside its
    span (`### 2. How do you count values?` over `Use value_counts.` over `**Q3. ...**`):
    a question of its own, not the section of the ones below."""
    if not asks(text):
        return False
    inner = others[bisect_left(others, i + 1)]
    return has_prose(lines[i + 1 : inner])


def asking_spans(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    *,
    parts: bool = False,
    starts: dict[int, Start] | None = None,
) -> list[tuple[int, int]]:
    """(first line, end) of each heading that asks: its end is the next heading at its level
    or above. With `parts`, those of the headings that name a part of an answer instead
    (`#### Explanation:` beside `#### Q6. ...`): their points are the answer's too. A
    numbered heading that does not ask over two or more `starts` that do (`### 1.
    Normalization` over `1. *What is 1NF?*` items, `## 2. Basics` over `<details>` folds) or
    one labelled item is their section (srs.importers.sectionfolds), and so is one that
    titles a part of a count of questions running on across parts (`# 3 - Matching` over
    `5.`: srs.importers.countedsections). A heading inside a
    `<details>` answer ends with it: the next `<details>` is the next question."""
    rows = sorted(headings)
    levels = [headings[i][0] for i in rows]
    ends = section_ends(rows, levels, len(lines), _details_closes(starts))
    parted: set[int] | None = None  # (looked for once a numbered heading is met)
    spans: list[tuple[int, int]] = []
    for k, (i, end) in enumerate(zip(rows, ends, strict=True)):
        text = headings[i][1]
        if not answer_part(text) if parts else outlines_pages(lines, headings, rows, k):
            continue  # not an answer's part; or a lesson's section, `### [SQL Nedir?](sql/)`
        if not parts and label_start(text, in_heading=True) is None and not asks(text):
            if not NUMBERED_TEXT_RE.match(text) or holds_its_questions(lines, starts, i, end):
                continue
            if parted is None:  # parts of a count, or topics of bold questions
                parted = counted_sections(headings, rows, ends, starts)
                parted |= bold_item_sections(lines, headings, starts)
            if i in parted:
                continue
        spans.append((i, end))
    return spans


def _details_closes(starts: dict[int, Start] | None) -> list[tuple[int, int]]:
    """(opening line, closing line) of each `<details>` question among `starts`."""
    return [(i, i + s.skip) for i, s in (starts or {}).items() if s.body is not None]


def example_or_sources(text: str, headings: dict[int, tuple[int, str]], i: int) -> bool:
    """A worked example of a question (`### Example` under it) or the sources of an answer
    (`### Ref Link:` over a link): never a question of its own."""
    return bool(REFERENCES_RE.match(text)) or (
        EXAMPLE_HEADING_RE.match(text) is not None and under_question(headings, i)
    )


def own_question(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    starts: dict[int, Start],
    i: int,
) -> bool:
    """Whether the start at line i, inside an answer, is a question of its own: numbered with
    options below it, or asking under a sub-heading that says questions follow (`rows`)."""
    start = starts[i]
    if start.number is not None and options_follow(lines, i, starts, headings):
        return True
    return _asked_in_own_section(rows, headings, i, start)


def _asked_in_own_section(
    rows: list[int], headings: dict[int, tuple[int, str]], i: int, start: Start
) -> bool:
    """A start that asks, under a sub-heading that says questions follow (inside the answer
    of a question heading: `## 20. What is a context?` over `### Follow-up questions`)."""
    above = bisect_left(rows, i) - 1
    if above < 0 or not start.label.rstrip(" *_").endswith("?"):
        return False
    text = headings[rows[above]][1]  # not `#### Review Question 3`: that heading is the label
    return QUESTIONS_HEADING_RE.search(text) is not None and not label_start(text, in_heading=True)


def span_of(spans: list[tuple[int, int]]) -> Callable[[int], int | None]:
    """For ascending spans: the index of the last span that starts above line i and reaches
    past it (None: line i is in none of them)."""
    firsts = [first for first, _ in spans]
    reach = list(accumulate((end for _, end in spans), max))  # the furthest end so far

    def inside(i: int) -> int | None:
        k = bisect_left(firsts, i) - 1
        return None if k < 0 or i >= reach[k] else k

    return inside


def titles_more(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    k: int,
    others: list[int],
    notes: list[int],
    names: dict[str, int],
) -> bool:
    """Whether the heading at `rows[k]` titles more than one question: a section over its
    questions, the outline of the topics below, or the title of deeper questions or notes
    (`### Level 1: What is X?` over notes and a `**Question:**` is said by the caller)."""
    i = rows[k]
    nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
    text = headings[i][1]
    return (
        _a_section(lines, text, i, nxt, others)
        or (not asks(text) and holds_question_lines(lines, headings, rows, k, notes))
        or lists_later_headings(lines[i + 1 : nxt], i, names)
        or titles_deeper_questions(lines, headings, rows, k, others)
        or titles_below(lines, headings, rows, k)
    )


def _a_section(lines: list[Line], text: str, i: int, nxt: int, others: list[int]) -> bool:
    """Whether a heading no label marks is a section: one that never asks, or one over
    questions (unless it answers before them). One over plain question lines (`# Beginner
    level` over `What is X?`/`Answer:` pairs) is told by the caller (`holds_question_lines`)."""
    if never_asks(text) or (nxt == len(lines) and closes_the_page(text)):
        return True  # (`## Final thoughts`, the page's last heading: srs.importers.closingheadings)
    # (not `## 81.` with its options over `82. ...`: srs.importers.countedheadings)
    return holds_questions(others, i, nxt) and not (
        _answered_first(lines, text, i, others) or counted_heading(lines, text, i, nxt, others)
    )


def inside_answer_headings(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, Candidate],
    plain: list[tuple[int, int, str]],
) -> list[int]:
    """The headings that are parts of the answer above them (a plain sub-heading, a heading
    between two questions numbered one after the other, a part numbered again at the
    question's level); `### Solution` stays: the segmenter gives it to the answer above."""
    parts = answer_parts(headings, candidates, plain)
    keyed = answers_section_headings(headings, candidates)  # `#### Answer 1` past the last
    inside = [
        i
        for i in inside_answers(headings, candidates, parts)
        + counted_parts(lines, headings, candidates)
        + last_answer_parts(lines, headings, candidates, plain)
        + source_parts(headings, candidates)  # `### Reference` under a `###` question
        if not answer_part(headings[i][1]) and not introduces_questions(lines, i) and i not in keyed
    ]
    inside += restarted_parts(headings, candidates) + restarted_counts(headings, candidates)
    inside += inner_counts(headings, candidates)  # `## 1. React Element` under `## What ...?`
    return inside + habitual_parts(lines, headings, candidates)  # `### Answer Summary:` again
