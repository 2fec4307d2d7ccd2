"""What follows a list item at the margin and answers it, though CommonMark ends the list
there (for srs.importers.listitems): a block quote, a table, a fence and then the next item,
the question's own code and then its label, quote or options. And what answers a statement
inside its item: a verdict (`verdict_answer`)."""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.blocklines import is_top_link
from srs.importers.common import ANSWER_RE, OPTION_RE, SEPARATOR_RE, SUMMARY_RE, next_content
from srs.importers.fences import fence_after
from srs.importers.itemtail import asked_over_options, prose
from srs.importers.labeltext import PICTURE_LINE_RE
from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy
from srs.importers.pictitles import titles_next
from srs.importers.values import Line

__all__ = [
    "NUMBERED_ITEM_RE",
    "answer_follows",
    "code_answer",
    "code_then_details",
    "code_then_label",
    "code_then_options",
    "details_after",
    "details_answer",
    "folded_answer_after",
    "label_after",
    "label_below",
    "pictured_over_code",
    "quote_answer",
    "table_answer",
    "verdict_answer",
]

NUMBERED_ITEM_RE = lazy(r"^\d{1,4}[.)][ \t]")


def quote_answer(line: Line) -> bool:
    """A block quote right after the item (`- What is the url state?` over `> The url state
    is ...`): notes that quote each answer under its bulleted question. CommonMark ends the
    list at the quote; the author set the answer apart, not a new block."""
    text = line.text.lstrip(" ")
    # `>>> sorted(a)`: an interpreter's prompt, the question's own session
    return not line.code and len(line.text) - len(text) < 4 and text[:1] == ">" and text[1:2] != ">"


def verdict_answer(text: str) -> bool:
    """Whether a line is a verdict on the statement above it, alone or before its reason
    (`` `False. (Primary keys are non-null keys)` ``, `**TRUE**`, `Richtig, weil ...`): a
    true/false quiz's answer, which makes that statement a question however it is worded.
    A verdict word that opens a sentence (`True love is rare.`) is none: only punctuation
    or the end of the line may follow it. (The cheap test first: a word's letter.)"""
    m = _VERDICT_LINE_RE.match(text) if text.lstrip("`*_\"'")[:1].isalpha() else None
    return m is not None and m["word"].lower() in _VERDICT_WORDS


_VERDICT_WORDS = frozenset(word for pair in VERDICT_PAIRS for word in pair)
_VERDICT_LINE_RE = lazy(r"^[`*_\"']*(?P<word>\w+)[`*_\"']*[ \t]*(?:[.,:;!(\u2013\u2014-]|$)")


def details_answer(line: Line) -> bool:
    """A `<details>` fold right after the item (`* Write a function that ...?` over
    `<details><summary>Naive version</summary>` and its `<pre><code>`): the item's hidden
    answer, at the margin as under the item, whatever its summary says. CommonMark ends the
    list at a fold set at the margin (an HTML block); the author only hid the answer, as the
    other items hide theirs indented under them."""
    return not line.code and line.text.lstrip(" \t")[:8].lower() == "<details"


def code_then_details(lines: list[Line], fence: int) -> bool:
    """A fenced block right after the item, at the margin, then paragraphs that go on with
    the task, then a `<details>` fold (`* There is a table log:`, its ```sql, `Compute a
    running total per id.`, `<details><summary>Answer</summary>`): the code and the
    paragraphs are the question's, the fold its hidden answer. CommonMark ends the list at
    the fence; a task sets out its data before it asks."""
    end = _margin_fence_end(lines, fence)
    if end is None:
        return False
    k = end
    for _ in range(_TASK_PARAGRAPH_LINES):
        nxt = next_content(lines, k)
        if nxt is None:
            return False
        if details_answer(lines[nxt]):
            return True
        if not prose(lines[nxt]):
            return False
        k = nxt
    return False


def details_after(lines: list[Line], nxt: int) -> bool:
    """A hidden answer after the item whose next line with text is `nxt`: a `<details>`
    fold right there, or after the task's code and words (`code_then_details`)."""
    return details_answer(lines[nxt]) or code_then_details(lines, nxt)


_DETAILS_OPEN_RE = lazy(r"^<details\b[^>]*>$", re.IGNORECASE)
_REVEAL_WORDS_RE = lazy(r"^(?:(?:show|view|see|reveal|check)[ \t]+(?:the[ \t]+)?)?")


def label_below(lines: list[Line], below: int, end: int) -> bool:
    """Whether the item's next line (past blanks and a `<details>` tag) labels its answer:
    `Answer: False`, `**Answer:**`, `<summary>Answer</summary>` (a hidden answer), or is a
    verdict alone (`verdict_answer`: a true/false review's statement over `False. (...)`)."""
    for line in lines[below:end]:
        text = line.text.strip()
        if line.code:
            return False
        if not text or _DETAILS_OPEN_RE.match(text):
            continue
        summary = SUMMARY_RE.match(text)
        if summary is not None:
            text = _REVEAL_WORDS_RE.sub("", re.sub(r"<[^>]*>", "", summary["summary"]).strip())
        return ANSWER_RE.match(text) is not None or verdict_answer(text)  # `False. (...)`
    return False


def label_after(lines: list[Line], below: int, end: int) -> bool:
    """Whether the item ending at `end`, holding nothing under its question (from `below`),
    is followed by its answer's label: a line at the
    margin (`sol: pandas.merge`), or the first line of a fenced block right after it (a
    notebook's ```` ``` ```` / `Sol: ...` / ```` ``` ````). An item over its answer's label is
    a question, in words that ask or not (`3. Merging two frames on a column`, a note's
    topic set as its question; listitems asks it of a numbered item that holds its line
    alone, as a bullet over `Answer: B` is an option). Not a key naming an option (`Answer:
    2`, under options `1. static` / `2. final`); label_below reads a label inside the item."""
    nxt = next_content(lines, end - 1)
    if nxt is None or any(line.text.strip() for line in lines[below:end]):
        return False
    if lines[nxt].text.startswith(("```", "~~~")):
        nxt = next_content(lines, nxt)  # the block's first line (`Line.code`: not skipped)
        if nxt is None:
            return False
    label = ANSWER_RE.match(lines[nxt].text)
    return label is not None and _KEY_RE.match(label.group("rest").strip(" `*_")) is None


_KEY_RE = lazy(r"^(?:\d{1,2}|[A-Za-z])[.)]?$")
"""`Answer: 2`, `Answer: B`: a key naming an option of the list above, no item's answer."""


def folded_answer_after(lines: list[Line], end: int) -> bool:
    """Whether a fold that names the answer it hides comes right after the item ending at
    `end` (`1.说明理由。` over `<details>` / `<summary> 答案 </summary>`): the author hid the
    item's answer, so the item asks, though it states a task without a question mark (read
    as a statement, such items were text of the card their section's heading made)."""
    nxt = next_content(lines, end - 1)
    return nxt is not None and details_answer(lines[nxt]) and label_below(lines, nxt, len(lines))


_TASK_PARAGRAPH_LINES = 12
"""How many lines of the task's own text may come between its code and its hidden answer."""


def table_answer(lines: list[Line], row: int) -> bool:
    """A table right after the item, at the margin, and then the next item or heading (or
    the end): the table answers it (`- **Difference between require() and import**` over a
    comparison table that CommonMark takes out of the list). Not when more text follows the
    table: then the table may be the question's own data. More tables or fenced blocks may
    follow it first (`_blocks_run`)."""
    if not lines[row].text.startswith("|"):
        return False
    last = _blocks_run(lines, row)
    return last is not None and _next_question_or_end(lines, last)


def _blocks_run(lines: list[Line], first: int) -> int | None:
    """The last line of the run of blocks at the margin that opens at line `first`: fenced
    blocks and tables, each right after the one before it (blank lines apart), as a numbered
    questionnaire answers one question with two (its `R: ...` block and an example in ```java,
    or an answer block over a diagram drawn as a table). None when a block never closes."""
    last = None
    k: int | None = first
    while k is not None:
        text = lines[k].text
        if text.startswith("|"):
            end = k
            while end + 1 < len(lines) and lines[end + 1].text.startswith("|"):
                end += 1
        elif text.startswith(("```", "~~~")):
            closing = _margin_fence_end(lines, k)
            if closing is None:
                return None
            end = closing
        else:
            return last
        last = end
        k = next_content(lines, end)
    return last


def _next_question_or_end(lines: list[Line], last: int) -> bool:
    """Whether what follows line `last` is the next item or heading, a rule that closes the
    answer (`---` under a task's query, before the next section), or nothing; a link back
    to the top in between is page furniture (`**[⬆ Back to Top](#contents)**` under each
    answer), not more text."""
    after = next_content(lines, last)
    while after is not None and "#" in lines[after].text and is_top_link(lines[after].text.strip()):
        after = next_content(lines, after)
    if after is not None and not lines[after].code and titles_next(lines[after].text):
        after = next_content(lines, after)  # `🟡 Intermediate Questions`: the next part's title
    return (
        after is None
        or lines[after].text.startswith(("#", "- ", "* ", "+ "))
        or (NUMBERED_ITEM_RE.match(lines[after].text) is not None)
        or (lines[after].text[-1:] in "-*_" and SEPARATOR_RE.match(lines[after].text) is not None)
    )


def _margin_fence_end(lines: list[Line], fence: int) -> int | None:
    """The closing line of the fenced block opened at the margin on line `fence`; None when
    the line opens none there, or the block never closes."""
    if not lines[fence].text.startswith(("```", "~~~")):
        return None
    open_mark: str | None = None
    for j in range(fence, len(lines)):
        open_mark, _ = fence_after(open_mark, lines[j].text)
        if open_mark is None:
            return j
    return None


def code_then_options(lines: list[Line], fence: int) -> bool:
    """A fenced block right after a one-item numbered question, then option A or an answer
    label (`1.  What is the output of this code?`, the code, `a. 6` ...): the question's code,
    its options and key below it, all outside the item."""
    end = _margin_fence_end(lines, fence)
    if end is None:
        return False
    after = next_content(lines, end)  # option A or a label, or a line that asks over them
    return after is not None and (answer_follows(lines[after]) or asked_over_options(lines, after))


def code_answer(lines: list[Line], fence: int) -> bool:
    """A fenced block right after the item, at the margin, and then the next item or heading
    (or the end): the code answers it (`- What is the syntax of useState?` over a ```js block
    that CommonMark takes out of the list). Not when more text follows the block: then the
    code may be the question's own (`1. What does this print?`, the code, `Answer: 3`). More
    blocks or tables may follow it first (`_blocks_run`: `R: ...` over an example in code)."""
    if _margin_fence_end(lines, fence) is None:
        return False
    last = _blocks_run(lines, fence)
    if last is None or _next_question_or_end(lines, last):
        return last is not None
    while last is not None and not _next_question_or_end(lines, last):
        last = _answer_goes_on(lines, last)
    # past text, only up to a bullet, a heading, a rule or the end: in a numbered list the
    # text after the code sets the exercise out (`1. Даны две строки`, its code, a remark)
    after = next_content(lines, last) if last is not None else None
    return last is not None and (after is None or not NUMBERED_ITEM_RE.match(lines[after].text))


def _answer_goes_on(lines: list[Line], last: int) -> int | None:
    """Past line `last` of a code answer at the margin, the last line of what goes on with it
    before the next question: a picture or a paragraph at the margin that asks nothing
    (`![queues](q.png)` between the answer's two blocks, `See also the serial queue note.` under its block), or more blocks.
    Notes answered in code put a figure or a remark between blocks as they would inside one
    answer: read as the end of the answer, the whole answer was lost and the question reported
    unanswered. None for anything else (indented text, a quote, HTML): no answer run then."""
    k = next_content(lines, last)
    if k is None:
        return last
    line = lines[k]
    if line.text.startswith(("```", "~~~", "|")):
        return _blocks_run(lines, k)
    if line.text[:1] in (" ", "\t"):
        return None
    if PICTURE_LINE_RE.match(line.text) is not None:
        return k
    # a paragraph that asks (`Чему равно a == b?` under `1. Даны две строки` and its code)
    # sets the question out in parts: the block is the question's, no answer
    return k if prose(line) and not asks(line.text) else None


def pictured_over_code(lines: list[Line], span: tuple[int, int], below: int) -> bool:
    """Whether the item over `span` (first line, end) holds nothing under its question (from
    line `below`) but pictures (`- What is a backing layer?` over an indented `<img ...>`) and
    a code answer follows it at the margin (`code_answer`): its answer runs on past the item,
    as its siblings' margin answers do; ended with the item, it kept the picture and the first
    block and lost the rest (more pictures and blocks) as text in no card."""
    first, end = span
    shown = [line for line in lines[below:end] if line.text.strip()]
    if not shown or any(line.code or not PICTURE_LINE_RE.match(line.text) for line in shown):
        return False
    nxt = next_content(lines, end - 1)
    return nxt is not None and first < nxt and code_answer(lines, nxt)


def code_then_label(lines: list[Line], fence: int) -> bool:
    """A fenced block right after the item, at the margin, then an answer label (`* What is
    wrong with the following code:`, the code, `Answer: Undefined behavior ...`) or a quote
    (`> 5`): the code is the question's, the labelled or quoted line its answer."""
    end = _margin_fence_end(lines, fence)
    nxt = next_content(lines, end) if end is not None else None
    after = lines[nxt] if nxt is not None else None
    return after is not None and (ANSWER_RE.match(after.text) is not None or quote_answer(after))


def answer_follows(line: Line) -> bool:
    """An answer label or an option A right after a question (which then is one)."""
    m = OPTION_RE.match(line.text)
    return bool(ANSWER_RE.match(line.text) or (m and (m.group("pl") or m.group("l")) in "Aa"))
