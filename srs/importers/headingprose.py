"""What a heading has below it: prose (an answer) or only a list of links, bare HTML or
questions without answers, which make it a topic or a section, never a question whose
answer is that list (srs.importers.markdown asks, for every heading it may take)."""

from __future__ import annotations

from bisect import bisect_left

from srs.importers.asking import asking_items, asks, asks_as_task
from srs.importers.blocklines import SPACER_RE, TAGS_ONLY_RE, is_top_link
from srs.importers.common import LIST_ITEM_RE, NUMBERED_TEXT_RE, SEPARATOR_RE
from srs.importers.lazyre import lazy
from srs.importers.pagelinks import outlines_pages
from srs.importers.prefaces import task_over_labels
from srs.importers.values import Line, Start

__all__ = [
    "has_prose",
    "headed_tasks_over_labels",
    "holds_question_lines",
    "lists_questions_only",
    "over_question_lists",
    "titles_below",
]

_LINK_ITEM_RE = lazy(r"^\s*(?:[-*+]|\d{1,4}[.)])\s+\[[^\]]*\]\([^)]*\)\s*$")


def has_prose(lines: list[Line]) -> bool:
    """Whether a heading has text below it other than a list of links (a table of contents, a
    reading list), bare HTML (`<br/>`) or a list of questions without answers (`1. What is a
    mutex?`, a question bank under its topic)."""
    content = [line for line in lines if line.text.strip() and not _furniture(line)]
    if not content:
        return False
    if all(line.code or LIST_ITEM_RE.match(line.text) for line in content):
        return not _list_of_no_answer(content)
    return True


def _list_of_no_answer(items: list[Line]) -> bool:
    """A list that answers nothing: questions without answers (two in three items) or a
    reading list (four in five items a named link)."""
    asking = asking_items(items)
    linked = sum(1 for line in items if _resource_item(line.text))
    return (asking >= 2 and 3 * asking >= 2 * len(items)) or (
        linked > 0 and 5 * linked >= 4 * len(items)
    )


_LINK_RE = lazy(r"\[(?:[^\[\]]|\[[^\[\]]*\])*\]\((?:<[^>]*>|[^()\s]*)\)")


def _resource_item(text: str) -> bool:
    """A list item that names a resource by its link (`- Skiena – [The Algorithm Design
    Manual](url)`, `- [LeetCode](url) (RU)`): a reading list, no text of an answer."""
    m = LIST_ITEM_RE.match(text)
    if m is None or "](" not in text:
        return False
    rest, links = _LINK_RE.subn("", text[m.end() :])
    return links > 0 and len(rest.split()) <= 12


def _furniture(line: Line) -> bool:
    """A link item, bare HTML, `&nbsp;`, a back-to-top link or a rule: no answer's text."""
    text = line.text
    return bool(
        _LINK_ITEM_RE.match(text)
        or TAGS_ONLY_RE.match(text)
        or ("&" in text and SPACER_RE.match(text))
        or is_top_link(text)
        or (not line.code and SEPARATOR_RE.match(text))
    )


def lists_questions_only(text: str, span: list[Line]) -> bool:
    """Whether a numbered heading that does not ask (`## 🟢 1. Level: Junior`) is over only a
    list of questions without answers (`* **Question:** ...?`): their section, a training
    list's level, not a question whose answer is the list. A heading that asks (`### 1. How
    do you deploy?`) keeps its numbered steps, some ending with `?`, as its answer."""
    return not asks(text) and asking_items(span) >= 2 and not has_prose(span)


def over_question_lists(
    lines: list[Line], headings: dict[int, tuple[int, str]], rows: list[int], k: int
) -> bool:
    """Whether the heading `rows[k]` has nothing under it but deeper headings that do not
    ask, each over only a list of questions without answers (`## 1. Basics (50 Questions)`
    over `### Intro (20 Questions)` / `1. What is an API?` ...): a question bank's section,
    not a question whose answer is its sub-sections (`lists_questions_only` sees the lines
    up to the first sub-heading, none)."""
    row = rows[k]
    level, text = headings[row]
    if k + 1 >= len(rows) or headings[rows[k + 1]][0] <= level or asks(text):
        return False
    if any(line.text.strip() for line in lines[row + 1 : rows[k + 1]]):
        return False
    body: list[Line] = []
    for j in range(k + 1, len(rows)):
        sub_level, sub_text = headings[rows[j]]
        if sub_level <= level:
            break
        if asks(sub_text):
            return False
        end = rows[j + 1] if j + 1 < len(rows) else len(lines)
        body += lines[rows[j] + 1 : end]
    return asking_items(body) >= 2 and not has_prose(body)


def titles_below(
    lines: list[Line], headings: dict[int, tuple[int, str]], rows: list[int], k: int
) -> bool:
    """Whether the heading `rows[k]`, with nothing of its own, only titles the headings below
    it: a question bank's section over lists of questions (`over_question_lists`) or a course
    outline's chapter or lesson linked to its page (srs.importers.pagelinks)."""
    return over_question_lists(lines, headings, rows, k) or outlines_pages(lines, headings, rows, k)


def holds_question_lines(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    rows: list[int],
    k: int,
    notes: list[int],
) -> bool:
    """Whether two or more plain question lines over their answers (among the ascending
    `notes`) sit under the heading `rows[k]`, making it their section (`# Beginner level`
    over `What is X?` / `Answer:` pairs). Not when the heading is the next item of a numbered
    run of headings at its level (`### 5. Swipe to Delete` after `### 4. ...`) and is answered
    below it before those lines: it is the run's last item, and the lines after its answer
    are the page's next part (a list of questions, reported), not questions it titles."""
    i = rows[k]
    nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
    inner = bisect_left(notes, i + 1)
    if not (inner + 1 < len(notes) and notes[inner + 1] < nxt):
        return False
    return not (_next_in_run(headings, rows, k) and has_prose(lines[i + 1 : notes[inner]]))


def _next_in_run(headings: dict[int, tuple[int, str]], rows: list[int], k: int) -> bool:
    """Whether the heading `rows[k]` is numbered one on from the heading before it, at the
    same level (`### 5.` after `### 4.`)."""
    if k == 0 or headings[rows[k]][0] != headings[rows[k - 1]][0]:
        return False
    here = NUMBERED_TEXT_RE.match(headings[rows[k]][1])
    before = NUMBERED_TEXT_RE.match(headings[rows[k - 1]][1])
    if here is None or before is None or not here["num"] or not before["num"]:
        return False
    return int(here["num"]) == int(before["num"]) + 1


def headed_tasks_over_labels(
    lines: list[Line],
    headings: dict[int, tuple[int, str]],
    candidates: dict[int, tuple[int, Start, bool]],
) -> None:
    """srs.importers.prefaces' `task_over_labels` for the line reader, whose plain headings with text under them are
    not set apart: found here, only where a heading is a labelled question."""
    if not any(labelled for _, _, labelled in candidates.values()):
        return
    rows = list(headings)
    plain = []
    for k, i in enumerate(rows):
        level, text = headings[i]
        if i in candidates or not asks_as_task(text):
            continue
        nxt = rows[k + 1] if k + 1 < len(rows) else len(lines)
        if has_prose(lines[i + 1 : nxt]):
            plain.append((i, level, text))
    task_over_labels(candidates, plain)
