"""Which headings are questions, beyond those that ask: the rules over a document's headings
as a whole (siblings of asking headings, topic and problem headings, a label over its heading).

Pure functions over the Markdown reader's candidates (srs.importers.markdown).
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter
from collections.abc import Collection, Iterable, Iterator, Sequence

from srs.importers.asking import asks
from srs.importers.bareheadings import LEADING_NUMBER_RE, ends_bare_run
from srs.importers.barenumbers import unnumbered_statement
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    BARE_QUESTION_LABEL_RE,
    HEADING_RE,
    NUMBERED_LABEL_RE,
    end_matter_kind,
    next_content,
)
from srs.importers.headingtree import QUESTIONS_HEADING_RE
from srs.importers.labelwords import EXAMPLE_WORDS, EXPLANATION_WORDS
from srs.importers.lazyre import lazy
from srs.importers.optionsbelow import options_follow
from srs.importers.prefaces import preface_headings
from srs.importers.siblingasks import sets_worked_task
from srs.importers.statusheadings import status_headings
from srs.importers.values import Line, Start

EXPLANATION_HEADING_RE = lazy(
    rf"^(?:\*\*|__)?(?:{EXPLANATION_WORDS})(?:\*\*|__)?"
    r"[ \t]*(?:[:：.\-–—]|$)",
    re.I,
)
"""`#### Explanation`, `### Rationale:`: a part of the answer beside it, never a section."""
EXAMPLE_HEADING_RE = lazy(
    rf"^(?:\*\*|__)?(?:{EXAMPLE_WORDS})(?:\*\*|__)?[ \t]*(?:[:：.\-–—]|$)",
    re.I,
)
"""`## Example`, `### Example 2: ...`, `### Output:`, `### Ejemplo` under a question, at any
level: the answer's, never a section (the words: srs.importers.labelwords)."""


def answer_part(text: str) -> bool:
    """A heading that names a part of the answer beside it (`Answer`, `Explanation:`,
    `Model answer`): the answer's, never a section or a question of its own."""
    return bool(
        ANSWER_WORD_RE.match(text) or EXPLANATION_HEADING_RE.match(text) or ANSWER_RE.match(text)
    )


REFERENCES_RE = lazy(
    r"^(?:ref(?:erence)?s?\.?(?:[ \t]+links?)?|links?|sources?|further[ \t]+reading|read[ \t]+more"
    r"|see[ \t]+also|(?:useful|relative|related)[ \t]+links?"
    r"|참고(?:[ \t]*(?:자료|문헌|링크))?|参考(?:资料|資料|文献|文獻|链接|連結)?|参照"
    r"|referencias|referências|références|referenzen|quellen|fuentes|источники|ссылки)[ \t]*[:：]?$",
    re.I,
)
"""`### Ref Link:`, `### References`, `### Further reading`, `### 참고`, `### 参考资料`,
`### Quellen`: the sources of the answer above, in the languages notes are written in."""


def siblings(
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
    sectioned: Sequence[tuple[int, int, str]] = (),
) -> set[int]:
    """A heading with an answer below it, at a level where most such headings ask, is a
    question too (`### Write a query that ...` among `### What is ...?` headings).

    A heading that sets a worked task (srs.importers.siblingasks' `sets_worked_task`: `*
    Probar que todo árbol ...`, `## Enunciar y probar el teorema de Hall`) counts as asking
    there (not any request: `## Explica ...` between two `?` headings stays a part of the
    answer above, tests/test_importers_fresh_E71.py), with its answer below it or in its sub-headings (`sectioned`): an
    exam's list of theorems to prove sets most of its questions so, with no `?`, and its few
    `?` headings were taken for the only questions, each proof's `?` sub-heading for one more.

    Only among questions written as plain headings: where the questions are numbered or
    labelled (`## Q1. What is Git?`), a heading without a number is an introduction or a
    section, not a question that forgot its number. Nor above the first question, where most
    of them ask in their own words: there it is the page's preface (`### STAR Method` over its
    tips, above `### Tell me about a time ...`), in no card, unless it sets a task
    (`### Explain ...`).

    Returns those levels, where most headings ask: a heading whose answer is all
    sub-sections is a question there too (srs.importers.subsectioned's `last_sectioned`).
    """
    asking, quiet = _asking_and_quiet(candidates, plain, sectioned)
    levels = {level for level, n in asking.items() if n >= 3 and n >= 2 * quiet[level]}
    prefaces = preface_headings(candidates, plain, asking)
    for i, level, text in plain:
        if level in levels and not part_of_answer_above(text) and i not in prefaces:
            candidates[i] = (level, Start(None, text), False)
    return levels


def _asking_and_quiet(
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
    sectioned: Sequence[tuple[int, int, str]],
) -> tuple[Counter[int], Counter[int]]:
    """How many headings at each level ask in their own words (unnumbered, unlabelled
    candidates) or set a worked task (plain, or over sub-headings only), and how many do neither."""
    asking = Counter(
        level
        for level, start, labelled in candidates.values()
        if start.number is None and not labelled
    )
    quiet = Counter(level for _, level, _ in plain)
    tasks = Counter(level for _, level, text in plain if sets_worked_task(text))
    asking.update(tasks)
    asking.update(level for _, level, text in sectioned if sets_worked_task(text))
    quiet.subtract(tasks)
    return asking, quiet


def part_of_answer_above(text: str) -> bool:
    """`### Ref Link:` over a link, `## Example`: a heading that is a part of the answer
    above it, never a question of its own, whatever its siblings are."""
    return bool(REFERENCES_RE.match(text) or EXAMPLE_HEADING_RE.match(text))


def outside_labelled(
    candidates: dict[int, tuple[int, Start, bool]],
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
) -> None:
    """Where two or more headings are labelled questions (`### Question 1: ...`), a heading
    before the first of them or after the last that has no label, no number and does not
    ask is the page's introduction or a closing section (`### Mistake 1: Confusing images
    and containers` under `## Common quiz mistakes`), not a question: it leaves the
    candidates, and its text is reported as in no card rather than carded. Only where every
    question between the first and the last labelled one is labelled too (a page that mixes
    `#### [Question] ...` with plain question headings asks with both). One with options
    below it (`### Scenario 1` over `A) ...` lines, after the last `### Question N`) asks
    by them: a choice question, kept."""
    labelled = [i for i, (_, _, is_labelled) in candidates.items() if is_labelled]
    if len(labelled) < 2:
        return
    first, last = min(labelled), max(labelled)
    if any(first < i < last and not lab for i, (_, _, lab) in candidates.items()):
        return  # labelled and plain questions mixed: the plain ones are questions too
    for i, (_, start, is_labelled) in list(candidates.items()):
        outside = (i < first or i > last) and not is_labelled
        if outside and unnumbered_statement(start) and not options_follow(lines, i, {}, headings):
            del candidates[i]


def sections_over_labels(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> dict[int, tuple[int, Start, bool]]:
    """The candidates, less the numbered headings that do not ask and open on a deeper
    labelled question heading (`## 2. Backpropagation` right over `### Q2.1: Explain
    backpropagation.`): a part of the document, whose number is no question's. Taken for a
    question, it lent its number to the first question under it, and ids clashed.

    So are such headings right over a deeper numbered heading that starts again at 1, where
    two or more do (`## Sheet 2 - Answers.pdf` over `### 1. Trimmed mean`, then `## Sheet 1
    ...` over `### 1. ...`), with more numbered headings at the deeper level than at theirs:
    the numbering restarts under each, so each is a group of exercises, not an unanswered
    question. (Among `## 45. Main OOP concepts` questions, a few with `### 1. Class` steps
    under them stay questions: their level holds most numbers.)"""
    pairs = _numbered_over_deeper(headings, candidates)
    numbered = Counter(level for level, start, _ in candidates.values() if start.number is not None)
    restarts = [
        i
        for i, below in pairs
        if not below[2] and below[1].number == 1 and numbered[below[0]] > numbered[candidates[i][0]]
    ]
    drop = [i for i, below in pairs if below[2]]
    kept = dict(candidates)
    for i in [*drop, *(restarts if len(restarts) >= _RESTARTS_FEWEST else ())]:
        kept.pop(i, None)
    return kept


_RESTARTS_FEWEST = 2
"""How many groups must restart their numbering at 1 for the rule to take them as groups."""


def _numbered_over_deeper(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> list[tuple[int, tuple[int, Start, bool]]]:
    """The numbered unlabelled candidate headings that do not ask, each with the deeper
    candidate heading right below it: what `sections_over_labels` may take for a part."""
    pairs: list[tuple[int, tuple[int, Start, bool]]] = []
    for i, j in itertools.pairwise(headings):
        cand, below = candidates.get(i), candidates.get(j)
        if cand is None or below is None or cand[2] or below[0] <= cand[0]:
            continue
        if cand[1].number is not None and not asks(cand[1].label):
            pairs.append((i, below))
    return pairs


def unnumbered_among_numbered(
    candidates: dict[int, tuple[int, Start, bool]],
    asking: Collection[int] = (),
    sub_numbered: Collection[int] = (),
) -> dict[int, tuple[int, Start, bool]]:
    """The candidates, less the headings that neither ask nor have a number nor a label, at
    another level than a document's numbered questions (`## Important things to keep in
    mind`, its tips in bullets, among `### 12. Tell me about a time ...?`): a section of
    notes between the questions, not one of them. Only where five or more questions are
    numbered at one level and nearly all the candidates are. The headings of `asking` ask
    in their text (`## Final Puzzle` over `Predict:` and its code): questions, not notes;
    those of `sub_numbered` are numbered under the question above (`### 10.4 Topic` after
    `## 10.`, srs.importers.subnumbers.sub_questions): numbered too."""
    numbered = Counter(level for level, start, _ in candidates.values() if start.number is not None)
    if not numbered:
        return candidates
    level, count = numbered.most_common(1)[0]
    if count < _NUMBERED_FEWEST or count < _NUMBERED_SHARE * len(candidates):
        return candidates
    return {
        i: cand
        for i, cand in candidates.items()
        if cand[0] == level
        or cand[2]
        or cand[1].number is not None
        or asks(cand[1].label)
        or i in asking
        or i in sub_numbered
    }


_NUMBERED_FEWEST = 5
_NUMBERED_SHARE = 0.8


def numbered_between(
    chosen: list[int],
    candidates: dict[int, tuple[int, Start, bool]],
    headings: dict[int, tuple[int, str]] | None = None,
) -> list[int]:
    """The chosen question headings, with the numbered candidate headings one level deeper
    that carry the numbering on (`## 10. What is an RNN?` / `### 11. Where is it used?` /
    `## 12. ...`): a question written at the wrong level, not a sub-heading of the answer.

    Only between two chosen numbered questions, and only with a number above the one before
    and below the one after (`### 1. Collect the data` under `## 3. ...` is a step of the
    answer). After the last question, only the next number under its own answer heading
    (`### 5. Explain X.` over `## Answer:`, as the questions above are over theirs) is one:
    a step of an answer has no answer of its own.
    """
    picked = sorted(chosen)
    for i in sorted(set(candidates) - set(chosen)):
        before = [candidates[j][1].number for j in picked if j < i][-1:]
        after = [candidates[j][1].number for j in picked if j > i][:1]
        number = candidates[i][1].number
        if _numbered_on(before, number, after) or (
            not after and _answered_last(before, number, headings, i)
        ):
            picked = sorted([*picked, i])
    return picked


def _answered_last(
    before: list[int | None],
    number: int | None,
    headings: dict[int, tuple[int, str]] | None,
    i: int,
) -> bool:
    """Whether a numbered heading after the last question goes on from its number and the
    next heading is an answer's label (`## Answer:`)."""
    if headings is None or number is None or not before or before[0] != number - 1:
        return False
    nxt = next((j for j in headings if j > i), None)
    return nxt is not None and ANSWER_WORD_RE.match(headings[nxt][1]) is not None


def _numbered_on(before: list[int | None], number: int | None, after: list[int | None]) -> bool:
    """Whether `number` falls strictly between the numbers of the questions around it."""
    if number is None or not before or not after or before[0] is None or after[0] is None:
        return False
    return before[0] < number < after[0]


def label_over_heading(
    lines: list[Line], headings: dict[int, tuple[int, str]], starts: dict[int, Start]
) -> None:
    """A bare label line (`Question 5`) whose question is the heading right below it,
    maybe after one short line (`True or False?`), as pasted from a course page: one
    question, asked by the heading. A line holding only the label's number above it
    (`5.`) is blanked: it is the same number, not the end of the previous answer. Where such
    labels open with a status (`:white_check_mark: Q3`), a heading at their headings' level
    under the status alone asks too (srs.importers.statusheadings)."""
    for i, start in list(starts.items()):
        if not start.labelled or i in headings:
            continue
        k = i - 1
        while k >= 0 and not lines[k].text.strip():
            k -= 1
        if k >= 0 and re.fullmatch(rf"[ \t]*{start.number}[.)]?[ \t]*", lines[k].text):
            lines[k] = Line(lines[k].no, "")  # `2.` over `Question 2`: its number again
        found = None if start.label else _asking_heading_below(lines, headings, i)
        if found is None:
            continue
        j, lead = found
        text = headings[j][1]
        starts.pop(j, None)
        starts[i] = dataclasses.replace(start, label=f"{lead} {text}" if lead else text, skip=j - i)
    status_headings(lines, starts)


def _asking_heading_below(
    lines: list[Line], headings: dict[int, tuple[int, str]], i: int
) -> tuple[int, str] | None:
    """The heading that asks a bare label's question (line i) and the short line over it
    (`True or False?`, "" for none), or None: no heading below, or a key's title (`## Answer
    Key` under the last question, which asks nothing)."""
    j = next_content(lines, i)
    lead = ""
    if j is not None and j not in headings and len(lines[j].text.strip()) <= 40:
        lead = lines[j].text.strip()
        j = next_content(lines, j)
    if j is None or j not in headings or end_matter_kind(headings[j][1]) is not None:
        return None
    return j, lead


def topics(
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
    fronts: Sequence[tuple[int, int, str]] = (),
) -> None:
    """Where most headings with text below them do not ask, and nothing else in the
    document does, the headings are the cards: topics (`### Cross Validation`, `### L1 vs
    L2 regularization`) or problems (`### I want to delete my last commit`) answered
    below, among which a few happen to ask.

    Only at one level, the one most such headings use, and only when every heading that
    asks sits at that level too (a question over `### Overview` keeps its sub-headings),
    none is numbered or labelled (then the unnumbered ones are introductions), and at
    least three do not ask.
    """
    if not plain or any(
        start.number is not None or labelled for _, start, labelled in candidates.values()
    ):
        return
    quiet = Counter(level for _, level, _ in plain)
    level = max(quiet, key=lambda lv: (quiet[lv], -lv))
    asking = [lv for lv, _, _ in candidates.values()]
    if quiet[level] < 3 or quiet[level] <= len(asking) or any(lv != level for lv in asking):
        return
    chosen = [i for i, lv, _ in plain if lv == level]
    for i, lv, text in [*plain, *_between(fronts, chosen, level)]:
        if lv == level:
            candidates[i] = (lv, Start(None, text), False)


def _between(
    fronts: Sequence[tuple[int, int, str]], chosen: list[int], level: int
) -> list[tuple[int, int, str]]:
    """The headings named like front matter (`## Index`, `## Overview`) with text below
    them that sit between topic headings at the topics' level: a glossary's terms (the
    git index), not the document's own index or overview, which come before the topics."""
    return [
        f
        for f in fronts
        if f[1] == level and min(chosen) < f[0] < max(chosen) and not _ABOUT_DOC_RE.match(f[2])
    ]


_ABOUT_DOC_RE = lazy(
    r"^(?:how\s+to\s+use|getting\s+started|contribut|about|installation|prerequisites"
    r"|(?:table\s+of\s+)?contents|toc\b|preface|foreword|changelog|acknowledge?ments|credits"
    r"|disclaimer|sponsors?)",
    re.IGNORECASE,
)
"""Front matter that only ever speaks of the document (`How to use`, `Contributing`), never a
term a glossary defines (`Index`, `License`, `Overview` may be)."""


def empty_siblings(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    empties: list[tuple[int, int, str]],
    lines: list[Line],
) -> None:
    """Headings with nothing under them (no text, no sub-heading) between two sibling question
    headings are questions too, left unanswered (`== Overloading / Overwriting ==` among a
    note's answered topics): candidates, so they are reported rather than lost in silence. One
    before the first question or after the last stays a title or a closing heading, and so
    does one that neither asks nor has a number between numbered questions (`## Strings` over
    `## 2.1 Are strings immutable?`): the title of the group of questions below it. The
    first and the last of a run of bare headings are questions (srs.importers.bareheadings)."""
    rows = list(headings)
    gaps = {i for i, _, _ in empties}
    for i, level, text in empties:
        k = rows.index(i)
        above = _sibling_question(reversed(rows[:k]), headings, candidates, level, gaps)
        below = _sibling_question(iter(rows[k + 1 :]), headings, candidates, level, gaps)
        if ends_bare_run(lines, (i, level), above, below, first=k == 0):
            candidates[i] = (level, Start(None, text), False)  # a bare run's first or last
            continue
        if above is None or above < 0 or below is None or below < 0:
            continue
        if _group_title(text, headings[above][1], headings[below][1]):
            continue
        candidates[i] = (level, Start(None, text), False)


def _group_title(text: str, above: str, below: str) -> bool:
    """Whether an empty heading is the title of the numbered questions below it: it has no
    number and does not ask, the sibling questions above and below it are numbered."""
    if LEADING_NUMBER_RE.match(text) or asks(text):
        return False
    return bool(LEADING_NUMBER_RE.match(above) and LEADING_NUMBER_RE.match(below))


def inside_answers(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    plain: list[tuple[int, int, str]],
) -> list[int]:
    """The plain headings that are sub-headings of the answer above them, written at the
    question's own level (`### 91. What is CAP?` / `### How to explain it` / `### 92. ...`,
    `## Question 1. ...` / `## Direct answer` / `## Example` / `## Question 2. ...`).

    A plain heading (text below it, no question) is one when the nearest heading above it at
    its level or higher, past such sub-headings, is a question at its level, and so is the
    nearest one below it past other plain headings: it sits between two sibling questions and
    holds none (no question under it either), so it can be no section of theirs. So is a
    lead-in (see `lead_in`) under a question at its level where a heading above that level
    comes next (`### Main parts of a CNN:` / `### Summary:` / `# Transformers`): a topic
    ends there, and the lead-in introduces the lines under it, as no section's title does.
    After the last question, only a heading whose words were met inside an earlier answer
    (the same part under every question) is one.
    """
    quiet = {i: (level, text) for i, level, text in plain}
    rows = list(headings)
    inside: set[int] = set()
    seen: set[str] = set()
    for k, i in enumerate(rows):
        if i not in quiet:
            continue
        level, text = quiet[i]
        if holds_question(rows_after(rows, k), headings, candidates, level):
            continue  # `## 4. Workspaces vs tfvars` over `### Can workspaces ...?`: a section
        above = _sibling_question(_rows_before(rows, k), headings, candidates, level, inside)
        if above is None or above < 0:
            continue  # no question above it: a section, an introduction
        below = _sibling_question(rows_after(rows, k), headings, candidates, level, quiet)
        words = " ".join(text.casefold().split())
        if not (lead_in(text) if below is None else _met_between(text, below, words, seen)):
            continue
        inside.add(i)
        seen.add(words)
    return sorted(inside)


def rows_after(rows: list[int], k: int) -> Iterator[int]:
    """The rows after `rows[k]`, nearest first, never copied: a walk that stops at the next
    heading of a level paid a copy of the rest of the page for each heading (quadratic)."""
    return (rows[j] for j in range(k + 1, len(rows)))


def _rows_before(rows: list[int], k: int) -> Iterator[int]:
    """The rows before `rows[k]`, nearest first, never copied (see `rows_after`)."""
    return (rows[j] for j in range(k - 1, -1, -1))


def _met_between(text: str, below: int, words: str, seen: set[str]) -> bool:
    """Whether a plain heading with a sibling question below it (`below`, -1 past the last)
    is a part of the answer above: never end matter (a lead-in only before a topic), and past
    the last question only one whose `words` were met in an earlier answer (`seen`)."""
    return end_matter_kind(text) is None and (below >= 0 or words in seen)


def lead_in(text: str) -> bool:
    """A heading that ends with a colon and does not ask (`### Main parts of a CNN:`,
    `### Summary:`): it introduces the lines under it, a part of the answer it stands in."""
    return text.rstrip(" *_").endswith((":", "：")) and not asks(text)


def holds_question(
    rows: Iterable[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    level: int,
) -> bool:
    """Whether a question heading deeper than `level` comes among `rows` before the next
    heading at that level or higher."""
    for j in rows:
        if headings[j][0] <= level:
            return False
        if j in candidates:
            return True
    return False


def _sibling_question(
    rows: Iterator[int],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    level: int,
    passed: Collection[int],
) -> int | None:
    """The first question heading at `level` among `rows`, past deeper headings and those in
    `passed` at that level; None when another heading at that level or higher comes first,
    -1 when the rows end."""
    for j in rows:
        lv = headings[j][0]
        if lv > level or (lv == level and j in passed):
            continue
        return j if lv == level and j in candidates else None
    return -1


def under_answer_headings(headings: dict[int, tuple[int, str]]) -> list[int]:
    """The headings under an `## Answer` heading that follows a `## Question` heading at its
    level (a generated Q&A: `## Question` / `**Main question**: ...` / `## Answer` over
    `### What is X?`, `#### Follow-up Questions:`): the answer's sub-headings down to the
    next heading at that level, however much they ask; the question is the one above. Its
    sections at the answer's own level (`### 1. Key Differences`, `### Interview Summary`
    after `### Question` / `### Answer`) are the answer's too, down to the next question
    label or a heading above them."""
    rows = list(headings)
    inside: list[int] = []
    for k, i in enumerate(rows):
        level, text = headings[i]
        if k == 0 or not ANSWER_WORD_RE.match(text):
            continue
        above_level, above = headings[rows[k - 1]]
        if above_level != level or not question_label_heading(above):
            continue
        for j in rows[k + 1 :]:
            lv, words = headings[j]
            if lv < level or (lv == level and question_label_heading(words)):
                break
            inside.append(j)
    return inside


_LEADING_MARKS_RE = lazy(r"^[^\w*_]+")


def question_label_heading(text: str) -> bool:
    """A heading that is only a question's label: `## Question`, `## ❓ Question 1`."""
    text = _LEADING_MARKS_RE.sub("", text)
    if BARE_QUESTION_LABEL_RE.match(text):
        return True
    m = NUMBERED_LABEL_RE.match(text)
    return m is not None and not (m.group("text") or "").strip()


def deeper_questions(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> None:
    """The questions one heading level deeper than a heading taken for one: the sections
    over them (`_sections_over_asking`), then the bare ones under questions
    (`_bare_sub_questions`)."""
    _sections_over_asking(headings, candidates)
    _bare_sub_questions(lines, headings, candidates)


def _sections_over_asking(
    headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
) -> None:
    """A heading that does not ask (`# 2. Traditional HR Interview Questions`, a candidate for
    its number) over two or more deeper headings that do (`## 2.1. Tell me about yourself?`,
    `## 2.2. Why are you interested in this job?`): a section of those questions, not a
    question whose answer holds them. Its siblings at that level that do not ask either
    (`# 1. Importance of HR Interview Questions`) are sections too: the page's chapters.

    Not among numbered siblings most of which ask, over unnumbered asking headings only
    (`## 27.Difference between X and Y.` over `### Difference between X and Y` twice): one
    more question among its siblings, which restates itself in its answer's sub-headings (a
    chapter's questions are numbered under it, `## 2.1.`, or it says they are questions, `## 5.
    VPC Questions`, or its siblings are chapters too)."""
    rows = list(headings)
    asking_levels = _mostly_asking_levels(candidates)
    levels: set[int] = set()
    for k, i in enumerate(rows):
        candidate = candidates.get(i)
        if candidate is None or candidate[2] or _asks(candidate[1].label):
            continue
        level = headings[i][0]
        asking, numbered = _asking_below(headings, candidates, rows, k)
        named = QUESTIONS_HEADING_RE.search(headings[i][1]) is not None  # `5. VPC Questions`
        if asking >= 2 and (numbered or named or level not in asking_levels):
            levels.add(level)
    for i, (level, start, always) in list(candidates.items()) if levels else ():
        if level in levels and not always and not _asks(start.label):
            del candidates[i]


def _asking_below(
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
    rows: list[int],
    k: int,
) -> tuple[int, bool]:
    """How many candidates under heading rows[k] ask, and whether one of them is numbered
    (`## 2.1. Tell me about yourself?`)."""
    level = headings[rows[k]][0]
    asking = 0
    numbered = False
    for j in rows[k + 1 :]:
        if headings[j][0] <= level:
            break
        below = candidates.get(j)
        if below is not None and _asks(below[1].label):
            asking += 1
            numbered = numbered or headings[j][1].lstrip(" *_")[:1].isdigit()
    return asking, numbered


_ASKING_SIBLINGS_FEWEST = 3
"""How many numbered question headings that ask make their level one of questions."""


def _mostly_asking_levels(candidates: dict[int, tuple[int, Start, bool]]) -> set[int]:
    """The heading levels whose numbered candidates mostly ask (three at least): a level of
    numbered questions, where one that does not ask (`## 12.Name some apps.`) is one more."""
    counts: dict[int, list[int]] = {}
    for level, start, always in candidates.values():
        if start.number is not None and not always:
            count = counts.setdefault(level, [0, 0])
            count[0] += _asks(start.label)
            count[1] += 1
    return {
        level
        for level, (asking, total) in counts.items()
        if asking >= _ASKING_SIBLINGS_FEWEST and 2 * asking > total
    }


def _asks(label: str) -> bool:
    """`asks`, a question mark first (most question headings end with one: the cheap test)."""
    return label.rstrip(" *_")[-1:] == "?" or asks(label)


def _bare_sub_questions(
    lines: Sequence[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> None:
    """Headings that ask, deeper than the question heading above them, with nothing of their
    own under them (the next line that is not blank is a heading at their level or higher):
    questions too, left unanswered (`#### How do you sort ...?` / `##### What is a better
    way ...?` / `#### ...`), never a line of the answer above lost in silence. So are the
    headings that ask after a run of them, at the run's level, up to a heading above it or
    one at it that does not ask (`##### What is a module?` / `##### Can you tell me the
    difference ...?` / `##### Reasons to use modules?` over its answer / `##### Why X?` over
    its answer): a sub-heading of an answer has text of its own under it, a run of bare asking
    headings is a list of questions, and the author's answered questions that go on at its
    level go on with that list (the headings under their answers stay parts of them). Marked
    `always`, they are questions wherever they sit."""
    rows = list(headings)
    run_level = 0  # the level of the bare asking headings just met, 0 when none
    for k, i in enumerate(rows):
        level = headings[i][0]
        candidate = candidates.get(i)
        nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
        bare = (nxt == len(lines) or headings[nxt][0] <= level) and all(
            not line.text.strip() for line in lines[i + 1 : nxt]
        )
        if run_level and level > run_level and not bare:
            continue  # `##### Example` in the answer of a question that goes on with the run
        if candidate is None or candidate[2] or not (bare or run_level == level):
            run_level = 0
            continue
        if not _asks(headings[i][1]):
            run_level = 0
            continue
        candidates[i] = (level, candidate[1], True)
        run_level = level


@dataclasses.dataclass
class LevelAbove:
    """The headings a pass has seen above the first line it writes as a question heading:
    that heading goes one level below the deepest of them (at least `##`), so that the
    headings inside the answers stay parts of them."""

    deepest: int = 1
    last: tuple[int, str] | None = None
    """The last heading seen: its level and text."""

    def see(self, line: str) -> None:
        """Take in a line that may be a heading."""
        m = HEADING_RE.match(line)
        if m is not None:
            self.deepest = max(self.deepest, len(m.group("hashes")))
            self.last = (len(m.group("hashes")), m.group("text") or "")

    def below(self) -> int:
        """The level one below the deepest heading seen (at most 6)."""
        return min(self.deepest + 1, 6)
