"""The Markdown block pass: where questions start, from the document's block structure.

markdown-it-py parses the document's blocks (headings, lists, paragraphs, fences, tables and
HTML blocks, each with its lines). Only the block rules run: a question is found by its
place in the structure, never by its inline markup, and the block pass is most of the cost.
Each kind of top-level block has its reader here; what they find is a `Structure`, which the
Markdown reader (srs.importers.markdown) joins with the questions its headings ask.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.token import Token

from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    DIFFICULTY_RE,
    EXPLANATION_RE,
    FENCE_RE,
    HEADING_RE,
    MARKS,
    NUMBERED_TEXT_RE,
    OPTION_RE,
    SEPARATOR_RE,
    Line,
    Start,
    dedent,
    fence_after,
    label_start,
    next_content,
)
from srs.importers.html import html_to_text
from srs.importers.itemtail import (
    item_goes_on,
    label_then_paragraphs,
    option_a,
    options_after,
    options_then_key,
)
from srs.importers.labeltext import tidy_label

_SUMMARY_RE = re.compile(r"<summary\b[^>]*>(?P<text>.*?)</summary\s*>", re.I | re.S)
_DETAILS_OPEN_RE = re.compile(r"<details\b", re.I)
_DETAILS_CLOSE_RE = re.compile(r"</details\s*>", re.I)
_REVEAL_RE = re.compile(
    r"^(?:(?:show|hide|view|see|reveal|click|toggle|expand|open|check)\b"
    r"|(?:the\s+)?(?:correct\s+|model\s+|sample\s+)?(?:answers?|solutions?|explanations?|hints?"
    r"|spoilers?|key|output|result)\b)",
    re.I,
)
"""A `<summary>` that hides the answer, not one that asks the question."""
_BOLD_LINE_RE = re.compile(r"^(?P<e>\*\*|__)(?P<text>[^*_\s](?:(?!(?P=e)).)*?)(?P=e)[ \t]*$", re.S)
_TASK_RE = re.compile(r"^\[[ xX]\][ \t]")
_LEADING_MARKS_RE = re.compile(rf"^{MARKS}")
_QUESTION_HEADER_RE = re.compile(
    r"^(?:q|questions?|prompts?|front|terms?|concepts?|problems?|asks?)\b", re.I
)
_ANSWER_HEADER_RE = re.compile(
    r"^(?:a|answers?|back|definitions?|solutions?|explanations?|meanings?|descriptions?|responses?)\b",
    re.I,
)
_NUMBER_HEADER_RE = re.compile(r"^(?:#|no\.?|nr\.?|num(?:ber)?|id|s\.?\s?no\.?)$", re.I)


@functools.cache
def _parser() -> MarkdownIt:
    """CommonMark with tables and HTML blocks; block rules only (no inline pass, no link
    reference definitions: neither tells where a question starts)."""
    md = MarkdownIt("commonmark", {"html": True, "maxNesting": 40}).enable("table")
    md.core.ruler.disable(["inline", "text_join"])
    md.block.ruler.disable(["reference"])
    return md


def _is_label(text: str) -> bool:
    """`Answer: ...`, `Explanation: ...`, an option line: never a question."""
    return bool(ANSWER_RE.match(text) or EXPLANATION_RE.match(text) or OPTION_RE.match(text))


def _label_lines(lines: list[str]) -> int:
    """How many of a paragraph's lines hold its question (a question may wrap).

    A bold question runs to its closing `**`; otherwise to the first line that ends with `?`
    (before any answer or option line); otherwise the first line alone.
    """
    first = lines[0].lstrip()
    for mark in ("**", "__"):
        if first.startswith(mark) and first.count(mark) == 1:
            for k in range(1, min(len(lines), 8)):
                if mark in lines[k]:
                    return k + 1
    for k, line in enumerate(lines[:8]):
        if k and _is_label(line):
            break
        if line.rstrip(" *_").endswith("?"):
            return k + 1
    return 1


def _question_text(lines: list[str]) -> str:
    return tidy_label(" ".join(line.strip() for line in lines))


@dataclass
class Structure:
    """What the block pass found: the headings and the starts that are not headings."""

    headings: dict[int, tuple[int, str]] = field(default_factory=dict)
    starts: dict[int, Start] = field(default_factory=dict)
    blank: set[int] = field(default_factory=set)
    """Lines that are part of a heading's markup (a setext underline): read as blank."""
    summaries_not_asking: set[int] = field(default_factory=set)
    """`<details>` starts whose summary does not ask (`List 5 ports`, `Translations`)."""
    asking_paragraphs: dict[int, Start] = field(default_factory=dict)
    """Plain paragraphs that ask, right before an answer heading or label: questions only in a
    document with no other question (a one-question page: `How do you ...?` / `## Answer`)."""
    unnamed_tables: list[int] = field(default_factory=list)
    """The `table_open` tokens of tables whose header names no question and answer, but has
    a number column: read as the document's other question tables are, if it has some."""
    numbered_tables: int = 0
    """How many question|answer tables with a number column the document has."""
    unanswered_items: set[int] = field(default_factory=set)
    """The first lines of the items of a list of questions that have no answer (asking or
    not: `37. How to copy a table`): question-like, reported when no card holds them."""
    question_lines: dict[int, Start] = field(default_factory=dict)
    """Plain paragraphs whose first line is a question and the rest (or the next paragraph)
    its answer: notes kept as `What is X?` over the answer. Questions only where nothing
    else in the document is, and at least two of them are."""


def scan(lines: list[Line]) -> Structure:
    """The block structure of the document's lines (indexes into `lines`).

    A fence the line pass found never closed is read as text (as its warning says): it is
    left out of what markdown-it sees, which would run it to the end of the document."""
    text = "\n".join(
        ""
        if not line.code and line.text.lstrip(" ")[:1] in ("`", "~") and FENCE_RE.match(line.text)
        else line.text
        for line in lines
    )
    tokens = _parser().parse(text)
    found = Structure()
    k = 0
    while k < len(tokens):
        k = _block(found, tokens, k, lines)
    if found.numbered_tables:
        for table in found.unnamed_tables:  # `| # | Issue | Expected troubleshooting |`
            _table(found, tokens, table, lines, like_others=True)
    _drop_quiet_summaries(found)
    return found


def _block(found: Structure, tokens: list[Token], k: int, lines: list[Line]) -> int:
    """Read the block that opens at token k, if it is a top-level one; returns the index of
    the next token to read (after the block, for a list or a table)."""
    tok = tokens[k]
    if tok.level != 0 or tok.map is None:
        return k + 1
    if tok.type in ("bullet_list_open", "ordered_list_open"):
        return _list(found, tokens, k, lines)
    if tok.type == "table_open":
        return _table(found, tokens, k, lines)
    if tok.type == "heading_open":
        _heading(found, tok, tokens[k + 1])
    elif tok.type == "paragraph_open":
        _bold_paragraph(found, tok, tokens[k + 1])
        _asking_paragraph(found, tok, tokens[k + 1], tokens, k, lines)
        _question_line(found, tok, tokens[k + 1], lines)
    elif tok.type == "html_block" and _DETAILS_OPEN_RE.search(tok.content):
        _details(found, tok, lines)
    return k + 1


def _drop_quiet_summaries(found: Structure) -> None:
    """A summary that does not ask is a question only among summaries that do (a FAQ of
    `<details>` blocks); alone, or among others like it, it is not (`Translations`)."""
    quiet = found.summaries_not_asking
    details = sum(1 for s in found.starts.values() if s.body is not None and not s.weak)
    if quiet and (details - len(quiet) < 2 or 2 * (details - len(quiet)) < details):
        for i in quiet:
            del found.starts[i]


def _heading(found: Structure, tok: Token, inline: Token) -> None:
    assert tok.map is not None
    first, end = tok.map
    found.headings[first] = (int(tok.tag[1]), tidy_label(inline.content.replace("\n", " ")))
    found.blank.update(range(first + 1, end))  # a setext heading's other lines, its underline


def _list(found: Structure, tokens: list[Token], k: int, lines: list[Line]) -> int:
    """The items of a top-level list that are questions; returns the index after the list."""
    ordered = tokens[k].type == "ordered_list_open"
    openings, j = _item_openings(tokens, k)
    items: list[tuple[int, Start | None]] = []
    quiet: list[tuple[int, Start]] = []  # items with an answer below that do not ask
    unanswered = 0  # items that ask, with no answer: still question-like
    bare: list[int] = []  # items with no answer, asking or not
    for opening in openings:
        first, start, asking = _list_item(tokens, opening, lines, ordered, len(openings) == 1)
        items.append((first, start if asking else None))
        if start is not None and not asking:
            quiet.append((first, start))
        unanswered += start is None and asking
        if start is None:
            bare.append(first)
    questions = [(i, s) for i, s in items if s is not None]
    if questions and 2 * (len(questions) + unanswered) >= len(items):
        found.starts.update(questions)
        if ordered:
            found.unanswered_items.update(bare)
        if len(questions) >= 3 * len(quiet):
            # among questions, an item answered the same way is one (`1. Write a query ...`)
            found.starts.update(quiet)
    return j


def _item_openings(tokens: list[Token], k: int) -> tuple[list[int], int]:
    """The `list_item_open` tokens of the top-level list opened at token k, and the index
    after the list."""
    depth = 0
    openings = []
    j = k
    while j < len(tokens):
        tok = tokens[j]
        depth += tok.nesting
        if tok.type == "list_item_open" and tok.level == 1:
            openings.append(j)
        j += 1
        if depth == 0:
            break
    return openings, j


def _list_item(
    tokens: list[Token], j: int, lines: list[Line], ordered: bool, single: bool
) -> tuple[int, Start | None, bool]:
    """A list item that may be a question: its start (an answer is indented under it, or,
    for a numbered list of one item, in the paragraphs after it) or None, and whether its
    first paragraph asks (else it is a question only among siblings that do)."""
    item = tokens[j]
    assert item.map is not None
    first, end = item.map
    text_lines = _item_text(tokens, j)
    if text_lines is None or _TASK_RE.match(text_lines[0]) or _is_label(text_lines[0]):
        return first, None, False
    number = int(item.info) if ordered and item.info.isdigit() else None
    inline = _INLINE_BOLD_RE.match(text_lines[0])
    if inline is not None:  # `- **What is X?** X is ...`
        question = tidy_label(inline.group("q"))
        return first, Start(number, question, weak=True, end=end, rest=inline.group("rest")), True
    start, asking = _item_question(text_lines, number, lines, (first, end), single and ordered)
    return first, start, asking


def _item_question(
    text_lines: list[str],
    number: int | None,
    lines: list[Line],
    span: tuple[int, int],
    prose_too: bool,
) -> tuple[Start | None, bool]:
    """The question of a list item (over `span`, first line and end) whose paragraph
    `text_lines` may ask: its start, None when no answer is found for it, and whether it
    asks. The answer is more lines in the item, or the next block after it (`prose_too`: a
    paragraph will do)."""
    first, end = span
    count = _label_lines(text_lines)
    question = _question_text(text_lines[:count])
    labelled = label_start(text_lines[0], in_heading=False)
    # a statement over options (`1. Inodes store file metadata:` then `- a: True`, or
    # `A) x` wrapped into its own paragraph) asks too
    asking = (
        asks(question)
        or labelled is not None
        or options_after(lines, end)
        or option_a(text_lines[count : count + 1])
    )
    more = item_goes_on(lines, first, end, count)
    if not more and not (asking and _answer_after(lines, end, prose_too=prose_too)):
        return None, asking  # a question with no answer (reported when met)
    if labelled is not None:
        number = labelled.number if labelled.number is not None else number
        question = labelled.label or question
    if more and (
        options_then_key(text_lines, count, lines, span)
        or label_then_paragraphs(text_lines, count, lines, span)
    ):
        more = False  # what follows the item belongs to the question too
    return Start(number, question, weak=True, skip=count - 1, end=end if more else None), asking


def _item_text(tokens: list[Token], j: int) -> list[str] | None:
    """The lines of the list item's first block, when it is a paragraph or a heading
    (`1.  ### What is X?`); None for any other block (a fence, a nested list)."""
    para = tokens[j + 1]
    if para.type == "heading_open" and para.map is not None:
        return [tokens[j + 2].content.replace("\n", " ")]
    if para.type != "paragraph_open" or para.map is None:
        return None
    return tokens[j + 2].content.split("\n")


def _answer_after(lines: list[Line], end: int, *, prose_too: bool) -> bool:
    """Whether an answer follows the item that ends at `end`: an answer label or option A,
    an indented paragraph, or (`prose_too`, for a numbered list of one item) any paragraph."""
    nxt = next_content(lines, end - 1)
    if nxt is None:
        return False
    # an indented paragraph is the item's own answer indented a column short (`437. ### Q?`
    # over a 4-space answer: CommonMark ends the item there, the author did not)
    indented = lines[nxt].text[:2] == "  "
    return (
        _answer_follows(lines[nxt])
        or ((prose_too or indented) and _prose(lines[nxt]))
        or _code_answer(lines, nxt)
    )


def _code_answer(lines: list[Line], fence: int) -> bool:
    """A fenced block right after the item, at the margin, and then the next item or heading
    (or the end): the code answers it (`- What is the syntax of useState?` over a ```js block
    that CommonMark takes out of the list). Not when more text follows the block: then the
    code may be the question's own (`1. What does this print?`, the code, `Answer: 3`)."""
    if not lines[fence].text.startswith(("```", "~~~")):
        return False
    open_mark: str | None = None
    for j in range(fence, len(lines)):
        open_mark, _ = fence_after(open_mark, lines[j].text)
        if open_mark is None:
            after = next_content(lines, j)
            return (
                after is None
                or lines[after].text.startswith(("#", "- ", "* ", "+ "))
                or (_NUMBERED_ITEM_RE.match(lines[after].text) is not None)
            )
    return False


_NUMBERED_ITEM_RE = re.compile(r"^\d{1,4}[.)][ \t]")


_INLINE_BOLD_RE = re.compile(
    r"^(?P<e>\*\*|__)(?P<q>[^*_\s](?:(?!(?P=e)).)*?\?)(?P=e)[ \t]*(?:[:\-–—][ \t]*)?(?P<rest>\S.*)$"
)
"""A bold question with its answer after it on the same line: `**What is X?** X is ...`."""


def _prose(line: Line) -> bool:
    """A paragraph line: not a heading, list item, fence, table, quote or HTML."""
    text = line.text.lstrip()
    return (
        not line.code
        and text[:1] not in ("#", "-", "*", "+", "|", ">", "<")
        and not text.startswith(("```", "~~~"))
        and not (text[:1].isdigit() and re.match(r"\d{1,4}[.)]\s", text))
    )


def _answer_follows(line: Line) -> bool:
    """An answer label or an option A right after a question (which then is one)."""
    m = OPTION_RE.match(line.text)
    return bool(ANSWER_RE.match(line.text) or (m and (m.group("pl") or m.group("l")) in "Aa"))


def _bold_paragraph(found: Structure, tok: Token, inline: Token) -> None:
    """A paragraph whose first line(s) are one bold question: `**What is X?**`."""
    assert tok.map is not None
    text_lines = inline.content.split("\n")
    text_lines[0] = _LEADING_MARKS_RE.sub("", text_lines[0])  # `💡 **21. How ...?**`
    if text_lines[0][:2] not in ("**", "__"):
        return
    same_line = _INLINE_BOLD_RE.match(text_lines[0])
    if same_line is not None and len(same_line.group("q").split()) < 2:
        return  # `**Why?** Because ...`: a label in prose, not a question
    if same_line is not None:  # `**What is X?** X is ...`
        found.starts[tok.map[0]] = Start(
            None, tidy_label(same_line.group("q")), weak=True, rest=same_line.group("rest")
        )
        return
    count = _label_lines(text_lines)
    m = _BOLD_LINE_RE.match("\n".join(text_lines[:count]).strip())
    if m is None:
        return
    text = tidy_label(m.group("text").replace("\n", " "))
    if _is_label(text) or text.endswith(":") or not asks(text):
        return
    numbered = NUMBERED_TEXT_RE.match(text)
    if numbered:
        found.starts[tok.map[0]] = Start(
            int(numbered.group("num")),
            tidy_label(numbered.group("text")),
            weak=True,
            skip=count - 1,
        )
        return
    found.starts[tok.map[0]] = Start(None, text, weak=True, skip=count - 1)


_ONE_LINE_CARD_RE = re.compile(r"^(?P<q>[^?\n]{3,}\?)[ \t]+[-–—:][ \t]+(?P<a>\S.*)$")
"""`What is a pod? - The smallest deployable unit.`: a question and its answer on one line."""


def _question_line(found: Structure, tok: Token, inline: Token, lines: list[Line]) -> None:
    """A paragraph whose first line is a plain question (ends with `?`) and whose answer is
    its other lines or, for a one-line paragraph, the prose paragraph after it; or a
    paragraph of lines each a question and its answer (`What is X? - Y`)."""
    assert tok.map is not None
    first, end = tok.map
    pairs = [_ONE_LINE_CARD_RE.match(line.strip()) for line in inline.content.split("\n")]
    if all(pairs):
        for k, pair in enumerate(pairs):
            assert pair is not None
            found.question_lines[first + k] = Start(None, pair["q"], weak=True, rest=pair["a"])
        return
    question = inline.content.split("\n", 1)[0].strip()
    if not question.endswith("?") or len(question) > 300 or not asks(question):
        return
    if end - first == 1:
        nxt = next_content(lines, end - 1)
        if nxt is None or not _prose(lines[nxt]) or lines[nxt].text.strip().endswith("?"):
            return
    found.question_lines[first] = Start(None, question, weak=True)


def _asking_paragraph(
    found: Structure, tok: Token, inline: Token, tokens: list[Token], k: int, lines: list[Line]
) -> None:
    """A paragraph that asks, right before an answer label or heading; or numbered (`(10)
    Day to day tasks?`, the last of the questions, with no answer: reported, not folded
    into the answer above it)."""
    assert tok.map is not None
    text = " ".join(inline.content.split())
    if not text.endswith("?") or len(text) > 400:
        return
    m = _PAREN_NUMBER_RE.match(text)
    nxt = next_content(lines, tok.map[1] - 1)
    if m is None and (nxt is None or not _labels_an_answer(lines[nxt].text)):
        return
    number, label = (int(m.group("num")), m.group("text")) if m else (None, text)
    found.asking_paragraphs[tok.map[0]] = Start(
        number, tidy_label(label), weak=True, skip=tok.map[1] - tok.map[0] - 1
    )


_PAREN_NUMBER_RE = re.compile(r"^\((?P<num>\d{1,4})\)[ \t]+(?P<text>\S.*)$")
"""`(3) What is a pod?`: a question numbered in brackets."""


def _labels_an_answer(text: str) -> bool:
    """An answer label (`Ans: ...`) or an answer heading (`## Answer`)."""
    heading = HEADING_RE.match(text)
    if heading is not None:
        return ANSWER_WORD_RE.match(tidy_label(heading.group("text") or "")) is not None
    return ANSWER_RE.match(text) is not None


def _details(found: Structure, tok: Token, lines: list[Line]) -> None:
    """`<details><summary>Question?</summary> answer </details>`: one question."""
    assert tok.map is not None
    first = _own_details_line(tok.map, lines)
    close = _details_close(lines, first)
    if close is None:
        return
    # the summary may sit on the opening line or the next few, or hold the question's code
    text = "\n".join(line.text for line in lines[first : min(close + 1, first + _SUMMARY_SPAN)])
    m = _SUMMARY_RE.search(text)
    if m is None:
        return
    summary, code = _summary_code(m.group("text"))
    question = plain_text(summary)
    start = label_start(question, in_heading=False) or _numbered(question)
    if not question or _REVEAL_RE.match(question):
        return  # `Show answer`, `See translations`: not a question
    label = (start.label if start else "") or question
    summary_line = first + text[: m.end()].count("\n")
    found.starts[first] = Start(
        start.number if start else None,
        f"{label}\n\n{code}" if code else label,
        skip=close - first,
        body=_details_body(lines, summary_line, close),
    )  # not weak: a `<details>` question under `## References` is still a question
    if not (start or asks(question)):
        found.summaries_not_asking.add(first)


_SUMMARY_SPAN = 60
"""How many lines a `<summary>` may take: a line or a few, or a heading with the question's
own code block (`<summary><h3>1. Guess the output?</h3>` and a fenced snippet inside)."""


def _summary_code(summary: str) -> tuple[str, str]:
    """A summary's text, and the fenced code block it holds ('' when none): the code is the
    question's own (`Guess the output of this code?` and the snippet), kept as code."""
    lines = summary.split("\n")
    opening = next((k for k, line in enumerate(lines) if FENCE_RE.match(line)), None)
    if opening is None:
        return summary, ""
    fence: str | None = None
    for k in range(opening, len(lines)):
        fence, _ = fence_after(fence, lines[k])
        if fence is None:
            code = dedent(lines[opening : k + 1])
            return "\n".join(lines[:opening]), "\n".join(code)
    return summary, ""  # never closed inside the summary: read as text


def _own_details_line(span: list[int], lines: list[Line]) -> int:
    """Blocks written back to back (`</details>` then `<details>` on the next line) make one
    HTML block: this question starts at its own `<details>`, not at the previous one's end."""
    lo, hi = span
    return next(
        (i for i in range(lo, min(hi, len(lines))) if _DETAILS_OPEN_RE.search(lines[i].text)), lo
    )


def _details_close(lines: list[Line], first: int) -> int | None:
    """The line that closes the `<details>` opened at `first` (nested blocks counted); None
    when it is never closed."""
    depth = 0
    for i in range(first, len(lines)):
        if lines[i].code:
            continue
        depth += len(_DETAILS_OPEN_RE.findall(lines[i].text))
        depth -= len(_DETAILS_CLOSE_RE.findall(lines[i].text))
        if depth <= 0:
            return i
    return None


def _details_body(lines: list[Line], summary_line: int, close: int) -> tuple[Line, ...]:
    """The answer: what follows `</summary>` up to the closing line."""
    parts = _SUMMARY_CLOSE_RE.split(lines[summary_line].text, maxsplit=1)
    tail = parts[1] if len(parts) == 2 else ""
    body: list[Line] = []
    if tail.strip():
        body.append(Line(lines[summary_line].no, tail))
    # a rule inside the block only separates parts of the answer: left out, as between cards
    body.extend(
        line
        for line in lines[summary_line + 1 : close + 1]
        if line.code or not SEPARATOR_RE.match(line.text)
    )
    return tuple(body)


_SUMMARY_CLOSE_RE = re.compile(r"</summary\s*>", re.I)
_HEADING_MARKS_RE = re.compile(r"^#{1,6}[ \t]+")


def plain_text(fragment: str) -> str:
    """A short HTML fragment (a summary) as one line of Markdown, emphasis around it removed
    (`<b>What is <code>x</code>?</b>` -> What is `x`?)."""
    text = tidy_label(" ".join(html_to_text(fragment).split()))
    text = _HEADING_MARKS_RE.sub("", text)  # `<summary><h3>1. What ...?</h3>`: the text alone
    asked, mark, grade = text.rpartition("?")
    if mark and grade.strip() and DIFFICULTY_RE.match(grade.strip()):
        text = asked + mark  # `Guess the output? Beginner 🚂`: the level tag is no question text
    if text[:2] in ("**", "__") or text[-2:] in ("**", "__"):
        text = tidy_label(text.strip("*_ "))
    return text


def _numbered(text: str) -> Start | None:
    m = NUMBERED_TEXT_RE.match(text)
    return Start(int(m.group("num")), tidy_label(m.group("text"))) if m else None


@dataclass(frozen=True)
class _Columns:
    """Where a question|answer table holds each thing (`number`: an optional `#` column)."""

    question: int
    answer: int
    number: int | None


_KEY_NUMBER_RE = re.compile(r"(?:q\s*)?\d+\.?", re.I)


def _table(
    found: Structure, tokens: list[Token], k: int, lines: list[Line], *, like_others: bool = False
) -> int:
    """Rows of a table whose columns are a question and an answer; returns the index after it.

    With `like_others`, a table whose header names neither, in a document whose question
    tables are numbered: its first two columns after the number are a question and its answer.
    """
    rows, j = _table_rows(tokens, k)
    if len(rows) < 2:
        return j + 1
    header = [tidy_label(cell) for cell in rows[0][1]]
    columns = _unnamed_columns(header) if like_others else _columns(header)
    if columns is None:
        if not like_others and _unanswered_rows(found, rows[1:], header, lines):
            return j + 1
        if _unnamed_columns(header) is not None:
            found.unnamed_tables.append(k)
        return j + 1
    found.numbered_tables += columns.number is not None and not like_others
    _table_starts(found, rows[1:], columns, lines)
    return j + 1


def _table_starts(
    found: Structure, rows: list[tuple[int, list[str]]], columns: _Columns, lines: list[Line]
) -> None:
    """The question each row of a question|answer table starts (none in an answer key)."""
    body = [(i, cells) for i, cells in rows if len(cells) > max(columns.question, columns.answer)]
    if all(_KEY_NUMBER_RE.fullmatch(cells[columns.question]) for _, cells in body):
        return  # numbers in the question column: an answer key, not questions
    for i, cells in body:
        start = _row_start(cells, columns, lines[i])
        if start is not None:
            found.starts[i] = start


_LINK_CELL_RE = re.compile(r"\[[^\]]*\]\([^)]*\)")


def _unanswered_rows(
    found: Structure, rows: list[tuple[int, list[str]]], header: list[str], lines: list[Line]
) -> bool:
    """The rows of a table that names a question column and no answer (`| Sno | Question
    Title | Practice Links |`): questions without answers, reported as such, not dropped.
    Whether the header names a question column."""
    question = next((c for c, h in enumerate(header) if _QUESTION_HEADER_RE.match(h)), None)
    if question is None or any(
        _LINK_CELL_RE.fullmatch(cells[question].strip())
        for _, cells in rows
        if len(cells) > question
    ):
        return False  # questions that link to their answers: a table of contents
    number = next((c for c, h in enumerate(header) if _NUMBER_HEADER_RE.match(h)), None)
    columns = _Columns(question, question, number)
    for i, cells in rows:
        if len(cells) > question and (start := _row_start(cells, columns, lines[i])) is not None:
            found.starts[i] = dataclasses.replace(start, body=())
    return True


def _table_rows(tokens: list[Token], k: int) -> tuple[list[tuple[int, list[str]]], int]:
    """The table's rows (each row's first line and its cells) and the index of its
    `table_close` token (or of the end)."""
    rows: list[tuple[int, list[str]]] = []
    j = k
    while j < len(tokens) and tokens[j].type != "table_close":
        tok = tokens[j]
        if tok.type == "tr_open" and tok.map is not None:
            rows.append((tok.map[0], []))
        elif tok.type == "inline" and rows:
            rows[-1][1].append(tok.content.strip())
        j += 1
    return rows, j


def _columns(header: list[str]) -> _Columns | None:
    """The columns the header names; None unless it names a question and an answer."""

    def named(pattern: re.Pattern[str]) -> int | None:
        return next((c for c, h in enumerate(header) if pattern.match(h)), None)

    question, answer = named(_QUESTION_HEADER_RE), named(_ANSWER_HEADER_RE)
    if question is None or answer is None or question == answer:
        return None
    return _Columns(question, answer, named(_NUMBER_HEADER_RE))


def _unnamed_columns(header: list[str]) -> _Columns | None:
    """A header that names a number column first and two more after it: `| # | Issue | Fix |`."""
    if len(header) < 3 or not _NUMBER_HEADER_RE.match(header[0]) or not header[1] or not header[2]:
        return None
    return _Columns(1, 2, 0)


def _row_start(cells: list[str], columns: _Columns, line: Line) -> Start | None:
    """A row's question, its answer as the block's lines; None for a row with no question."""
    question = tidy_label(html_to_text(cells[columns.question]).replace("\n", " "))
    if not question:
        return None
    number, question = _row_number(cells, columns.number, question)
    answer = html_to_text(cells[columns.answer].replace("\\|", "|"))
    return Start(
        number, question, weak=True, body=tuple(Line(line.no, part) for part in answer.split("\n"))
    )


def _row_number(cells: list[str], column: int | None, question: str) -> tuple[int | None, str]:
    """The row's number: its number column's, else one the question starts with (then cut)."""
    if column is not None and column < len(cells) and cells[column].strip(" .").isdigit():
        return int(cells[column].strip(" .")), question
    numbered = _numbered(question)
    if numbered is not None:
        return numbered.number, numbered.label
    return None, question
