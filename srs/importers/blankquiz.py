"""A quiz handed out to fill in: options as task-list boxes, none ticked. Nothing answered.

A teacher's test kept as Markdown writes each question's options as empty boxes for the
student to tick, and no box is ticked:

    ## Which port does HTTPS use?
    - [ ] 21
    - [ ] 443

Read as any question over text, each became an open card whose "answer" was its own list of
options, with no warning. Where a page ticks some of its questions' boxes, the unticked ones
are already choice questions without a key (srs.importers.boxes) when the page has enough
ticked runs to tell; where it has fewer (two questions keyed by their ticks, one left with
none), a blank question (below) whose title asks is reported all the same, never carded: a
page that keys its questions by ticks does not answer one with its own unticked options. A
page that ticks nothing is told apart below.

So a question whose answer is one run of two to eight unticked boxes, at the end, with only
the question's own material before it (code, a line of inline code, a lead-in ending with a
colon, a line that asks) is a blank question: reported by its words ("has options but no
answer letter (no option marked)", as srs.importers.unusable counts it), never carded. The page is a blank quiz when it has one such question at
least, most of them asking (topics over checklists, `## Docker` / `- [ ] learn volumes`, are
a plan), and every other question is as unanswered:

- a task: a question numbered as its siblings are whose title names a topic
  (`## **Frage 9: Black Box Testing**`), or one whose text ends by asking (`Describe ...`),
  its text the task, reported with it as the question it is ("has no answer");
- a question that asks about the code under it, nothing else (`How many lines does this
  print?` over a listing), on a page of three blank questions or more;
- at the page's start, before the first question, instructions that show how to tick
  (`Tick the right answer, e.g.:` over `- [x] Right` / `- [ ] Wrong`): a section that asks
  nothing, not numbered, reported as the page's introduction.

No more tasks than blank questions, and no answer key of the document's own. A question
answered anywhere (a ticked box, a label, a prose answer; a checklist under a prose answer,
`- [ ] back up the data`) makes the page notes, read as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.asking import asks, asks_to_pick
from srs.importers.common import LETTERS, block_name, indent_of
from srs.importers.droppedtext import introduction
from srs.importers.fences import outside_code
from srs.importers.labeltext import IMAGE_LINE_RE
from srs.importers.lazyre import lazy
from srs.importers.marks import box_mark
from srs.importers.result import short
from srs.importers.values import Draft, Line

__all__ = ["without_blank_quiz"]

_INLINE_CODE_RE = lazy(r"^[ \t]*`[^`\n]+`[ \t]*$")
"""A line of inline code alone (`` `boolean ok = _____;` ``): the question's snippet."""
_CODE_ONLY_AT_LEAST = 3
"""How many blank questions let a question over its code alone count as one more."""

Report = Callable[[int, str], None]


def without_blank_quiz(
    drafts: list[Draft], skip: Report, warn: Report, *, keyed: bool = False
) -> list[Draft]:
    """The drafts, or none when they are a blank quiz's (see the module): each blank
    question and task then reported through `skip`, the instructions through `warn`.
    `keyed`: the document has an answer key of its own (then it is none)."""
    if keyed or not any("[ ]" in d.answer and not d.choices for d in drafts):
        return drafts  # the cheap test first: no open answer holds an empty box
    lead = _instructions(drafts)
    if not _blank_quiz(drafts[lead:]):
        return _without_left_blank(drafts, skip)
    _report(drafts[:lead], drafts[lead:], skip, warn)
    return []


def _without_left_blank(drafts: list[Draft], skip: Report) -> list[Draft]:
    """The drafts but the blank questions that ask, each reported, on a page that keys other
    questions by ticking their boxes (see the module); as they are on a page that ticks none
    (a blank quiz or a plan, told apart by the caller)."""
    left = [d for d in drafts if _blank(d) and _title_asks(d)]
    if not left or not any(_ticked(d) for d in drafts):
        return drafts
    _report([], left, skip, lambda _no, _note: None)
    dropped = {id(d) for d in left}
    return [d for d in drafts if id(d) not in dropped]


def _ticked(draft: Draft) -> bool:
    """Whether a choice question is keyed by a ticked box of its own (`- [x] 443`)."""
    return bool(draft.choices and draft.answer) and any(
        _box(line.text) in ("x", "X") for line in draft.block.lines if not line.code
    )


def _blank_quiz(drafts: list[Draft]) -> bool:
    """Whether the questions after the instructions are a blank quiz's (see the module)."""
    blank = [d for d in drafts if _blank(d)]
    if 2 * sum(_title_asks(d) for d in blank) <= len(blank):
        return False  # topics over checklists (`## Docker` / `- [ ] learn volumes`): a plan
    numbered = all(d.block.number is not None for d in blank)
    tasks = [d for d in drafts if not _blank(d) and not _unkeyed(d)]
    return len(tasks) <= len(blank) and all(_task(d, numbered, len(blank)) for d in tasks)


def _report(lead: list[Draft], rest: list[Draft], skip: Report, warn: Report) -> None:
    """Report the instructions as introduction, then each question unanswered."""
    for draft in lead:
        lines = [draft.block.start, *draft.block.lines]
        intro = introduction([(line.no, line.text) for line in lines], 0, [])
        if intro is not None:
            warn(*intro)
    for draft in rest:
        said = "has options but no answer letter (no option marked)" if _blank(draft) else ""
        said = "has options but no answer letter" if _unkeyed(draft) else said
        name = f"{block_name(draft.block)} ('{short(_asked(draft))}')"
        skip(draft.block.start.no, f"{name} {said or 'has no answer'}; skipped")


def _asked(draft: Draft) -> str:
    """The question's words: its title, and a task's text after it (`Rebase: Given ...`)."""
    title = draft.question.strip()
    if _blank(draft) or (asks(title) and not _ends_asking(draft.answer)):
        return title
    prose = [text for _, text in outside_code(draft.answer.split("\n")) if text.strip()]
    return ": ".join([title.rstrip(" :"), " ".join(prose)]) if prose else title


def _instructions(drafts: list[Draft]) -> int:
    """How many drafts at the start show how to tick (see the module): keyed, asking
    nothing, not numbered, each over ticked boxes."""
    lead = 0
    while lead < len(drafts) and _shows_how_to_tick(drafts[lead]):
        lead += 1
    return lead


def _shows_how_to_tick(draft: Draft) -> bool:
    """Whether a keyed draft asks nothing, is not numbered and ticks a box (an example)."""
    if not draft.choices or draft.block.number is not None:
        return False
    if any(part.strip() and asks(part) for part in draft.question.split("\n")):
        return False
    return any(_box(line.text) in ("x", "X") for line in draft.block.lines if not line.code)


def _blank(draft: Draft) -> bool:
    """Whether the draft's answer is one run of unticked boxes, at its end, after nothing
    but the question's own material (see `_stem_line`); a box's option may go on below it,
    in a fenced code block or a nested list (`- [ ] A:` over its listing)."""
    if draft.choices or "[ ]" not in draft.answer:
        return False
    rows = draft.answer.rstrip().split("\n")
    prose = dict(outside_code(rows))
    first = next((k for k, text in prose.items() if _box(text) is not None), len(rows))
    if not 2 <= _unticked(prose, first, len(rows)) <= len(LETTERS):
        return False
    return all(_stem_line(prose[k]) for k in range(first) if k in prose)


def _unticked(prose: dict[int, str], first: int, end: int) -> int:
    """How many unticked boxes the rows from `first` hold, each perhaps over its option's
    code or indented lines; 0 when a box is ticked or a line of its own follows them (an
    answer, not an option's body)."""
    boxes = 0
    for k in range(first, end):
        text = prose.get(k)
        mark = _box(text) if text is not None else None
        if mark is not None:
            if mark != " ":
                return 0
            boxes += 1
        elif text is not None and text.strip() and not indent_of(text):
            return 0
    return boxes


def _unkeyed(draft: Draft) -> bool:
    """Whether a choice question has no key and explains nothing: as blank as a blank one."""
    return bool(draft.choices) and not draft.answer and not draft.explanation.strip()


def _title_asks(draft: Draft) -> bool:
    """Whether a question's title asks, or leads in to its options with a colon."""
    title = draft.question.strip()
    return asks(title) or asks_to_pick(title) or title.endswith((":", "："))


def _box(text: str) -> str | None:
    """The mark in the box a line opens with (` `, `x`); None: no box."""
    return box_mark(Line(0, text)) if "[" in text else None


def _stem_line(text: str) -> bool:
    """A line of a question's own material, before its options: blank, a picture, a line of
    inline code, a lead-in ending with a colon, a line that asks or tells to pick (`Select
    one answer.`); never a box."""
    if not text.strip():
        return True
    if _box(text) is not None:
        return False
    stripped = text.strip()
    return bool(
        _INLINE_CODE_RE.match(stripped)
        or IMAGE_LINE_RE.match(stripped)
        or stripped.endswith((":", "："))
        or asks(stripped)
        or asks_to_pick(stripped)
    )


def _task(draft: Draft, numbered: bool, blanks: int) -> bool:
    """Whether an unanswered question with no options is a task (see the module): a
    numbered topic among numbered blank questions, a text that ends by asking, or, among
    `blanks` blank questions (three or more), a question over its code alone."""
    answer, title = draft.answer, draft.question.strip()
    if draft.choices or _box_anywhere(answer):
        return False
    if not answer.strip() or _ends_asking(answer):
        return True  # nothing under it: unanswered whatever it is
    if numbered and draft.block.number is not None and not asks(title):
        return True
    return blanks >= _CODE_ONLY_AT_LEAST and asks(title) and _code_alone(answer)


def _code_alone(answer: str) -> bool:
    """Whether an answer is code, with nothing but a question's own material around it."""
    if "```" not in answer and "~~~" not in answer:
        return False
    return all(_stem_line(text) for _, text in outside_code(answer.split("\n")))


def _box_anywhere(answer: str) -> bool:
    return "[" in answer and any(_box(row) is not None for row in answer.split("\n"))


_LAST_PARAGRAPH_RE = re.compile(r"\n[ \t]*\n")


def _ends_asking(answer: str) -> bool:
    """Whether the answer's last paragraph, outside code, asks (`Describe what ... does.`)."""
    prose = "\n".join(text for _, text in outside_code(answer.strip().split("\n")))
    last = _LAST_PARAGRAPH_RE.split(prose.strip())[-1]
    return bool(last.strip()) and asks(" ".join(last.split()))
