"""The Markdown structure reader: where questions start, from the document's block structure.

markdown-it-py parses the document's blocks (headings, lists, paragraphs, fences, tables and
HTML blocks, each with its lines). Only the block rules run: a question is found by its
place in the structure, never by its inline markup, and the block pass is most of the cost.
The reader then reuses the line reader's steps (title, footer, sections, end matter, answer
keys, blocks, cards); what it adds is where questions start:

- headings at any level that ask (`?`, a question word, a number, an answer below them),
  including one level above their siblings; a question-like heading under a question
  heading is part of its answer unless other questions sit at its level;
- list items, numbered or not, whose first paragraph asks and whose answer is indented below
  it (or follows the list); a bold first line is a question in a numbered list;
- whole-line bold paragraphs that ask, wrapped over several lines or not;
- `<details>` blocks whose `<summary>` is the question (not `Answer`, `Show solution`);
- table rows, in a table whose columns are a question and an answer.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from bisect import bisect_left
from collections import Counter
from dataclasses import dataclass, field

from markdown_it import MarkdownIt
from markdown_it.token import Token

from srs.importers.asking import asks
from srs.importers.blocks import TAGS_ONLY_RE, is_top_link
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    EXPLANATION_RE,
    FRONT_MATTER_RE,
    HEADING_RE,
    MARKS,
    NUMBERED_TEXT_RE,
    OPTION_RE,
    SECTION_PREFIX_RE,
    SEPARATOR_RE,
    START_FIRST_CHARS,
    Line,
    Start,
    end_matter_kind,
    label_start,
    next_content,
    plain_line_start,
    tidy_label,
)
from srs.importers.headings import label_over_heading, siblings, topics
from srs.importers.html import html_to_text
from srs.importers.lines import Reader

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


_NUMBERED_TASK_RE = re.compile(
    r"^(?:problem|exercise|task|puzzle|challenge|kata|drill|practice|prompt)[ \t]*#?[ \t]*"
    r"(?P<num>\d{1,5})[ \t]*(?:[:.)\-–—][ \t]*(?P<rest>.*))?$",
    re.I,
)
"""A heading that numbers a task (`Problem 3`, `Exercise 2: Sum a list`): a question whose
text may be the paragraph below it."""
_LINK_ITEM_RE = re.compile(r"^\s*(?:[-*+]|\d{1,4}[.)])\s+\[[^\]]*\]\([^)]*\)\s*$")


def _has_prose(lines: list[Line]) -> bool:
    """Whether a heading has text below it other than a list of links (a table of contents)
    or bare HTML (`<br/>`)."""
    return any(
        line.text.strip()
        and not _LINK_ITEM_RE.match(line.text)
        and not TAGS_ONLY_RE.match(line.text)
        and not is_top_link(line.text)
        for line in lines
    )


"""Emoji, variation selectors, joiners and spaces: what may follow a question's `?`."""


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


def scan(lines: list[Line]) -> Structure:
    """The block structure of the document's lines (indexes into `lines`)."""
    tokens = _parser().parse("\n".join(line.text for line in lines))
    found = Structure()
    k = 0
    while k < len(tokens):
        tok = tokens[k]
        if tok.level == 0 and tok.map is not None:
            if tok.type == "heading_open":
                _heading(found, tok, tokens[k + 1])
            elif tok.type in ("bullet_list_open", "ordered_list_open"):
                k = _list(found, tokens, k, lines)
                continue
            elif tok.type == "paragraph_open":
                _bold_paragraph(found, tok, tokens[k + 1])
                _asking_paragraph(found, tok, tokens[k + 1], tokens, k, lines)
            elif tok.type == "html_block" and _DETAILS_OPEN_RE.search(tok.content):
                _details(found, tok, lines)
            elif tok.type == "table_open":
                k = _table(found, tokens, k, lines)
                continue
        k += 1
    # A summary that does not ask is a question only among summaries that do (a FAQ of
    # `<details>` blocks); alone, or among others like it, it is not (`Translations`).
    quiet = found.summaries_not_asking
    details = sum(1 for s in found.starts.values() if s.body is not None and not s.weak)
    if quiet and (details - len(quiet) < 2 or 2 * (details - len(quiet)) < details):
        for i in quiet:
            del found.starts[i]
    return found


def _heading(found: Structure, tok: Token, inline: Token) -> None:
    assert tok.map is not None
    first, end = tok.map
    found.headings[first] = (int(tok.tag[1]), tidy_label(inline.content.replace("\n", " ")))
    found.blank.update(range(first + 1, end))  # a setext heading's other lines, its underline


def _list(found: Structure, tokens: list[Token], k: int, lines: list[Line]) -> int:
    """The items of a top-level list that are questions; returns the index after the list."""
    ordered = tokens[k].type == "ordered_list_open"
    depth = 0
    items: list[tuple[int, Start | None]] = []
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
    quiet: list[tuple[int, Start]] = []  # items with an answer below that do not ask
    unanswered = 0  # items that ask, with no answer: still question-like
    for opening in openings:
        first, start, asking = _list_item(tokens, opening, lines, ordered, len(openings) == 1)
        items.append((first, start if asking else None))
        if start is not None and not asking:
            quiet.append((first, start))
        unanswered += start is None and asking
    questions = [(i, s) for i, s in items if s is not None]
    if questions and 2 * (len(questions) + unanswered) >= len(items):
        found.starts.update(questions)
        if len(questions) >= 3 * len(quiet):
            # among questions, an item answered the same way is one (`1. Write a query ...`)
            found.starts.update(quiet)
    return j


def _list_item(
    tokens: list[Token], j: int, lines: list[Line], ordered: bool, single: bool
) -> tuple[int, Start | None, bool]:
    """A list item that may be a question: its start (an answer is indented under it, or,
    for a numbered list of one item, in the paragraphs after it) or None, and whether its
    first paragraph asks (else it is a question only among siblings that do)."""
    item = tokens[j]
    assert item.map is not None
    first, end = item.map
    para = tokens[j + 1]
    if para.type == "heading_open" and para.map is not None:
        text_lines = [tokens[j + 2].content.replace("\n", " ")]  # `1.  ### What is X?`
    elif para.type != "paragraph_open" or para.map is None:
        return first, None, False
    else:
        text_lines = tokens[j + 2].content.split("\n")
    if _TASK_RE.match(text_lines[0]) or _is_label(text_lines[0]):
        return first, None, False
    inline = _INLINE_BOLD_RE.match(text_lines[0])
    if inline is not None:  # `- **What is X?** X is ...`
        number = int(item.info) if ordered and item.info.isdigit() else None
        question = tidy_label(inline.group("q"))
        return first, Start(number, question, weak=True, end=end, rest=inline.group("rest")), True
    count = _label_lines(text_lines)
    question = _question_text(text_lines[:count])
    labelled = label_start(text_lines[0], in_heading=False)
    asking = asks(question) or labelled is not None
    # the answer: more lines in the item, or the next block after it
    last = end
    while last > first and not lines[last - 1].text.strip():
        last -= 1
    more = last > first + count
    if not more:
        nxt = next_content(lines, end - 1)
        if (
            nxt is None
            or not asking
            or not (_answer_follows(lines[nxt]) or (single and ordered and _prose(lines[nxt])))
        ):
            return first, None, asking  # a question with no answer (reported when met)
    number = int(item.info) if ordered and item.info.isdigit() else None
    if labelled is not None:
        number = labelled.number if labelled.number is not None else number
        question = labelled.label or question
    start = Start(number, question, weak=True, skip=count - 1, end=end if more else None)
    return first, start, asking


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


def _asking_paragraph(
    found: Structure, tok: Token, inline: Token, tokens: list[Token], k: int, lines: list[Line]
) -> None:
    assert tok.map is not None
    text = " ".join(inline.content.split())
    if not text.endswith("?") or len(text) > 400:
        return
    nxt = next_content(lines, tok.map[1] - 1)
    if nxt is None:
        return
    following = lines[nxt].text
    heading = HEADING_RE.match(following)
    answer_heading = heading is not None and ANSWER_WORD_RE.match(
        tidy_label(heading.group("text") or "")
    )
    if answer_heading or ANSWER_RE.match(following):
        found.asking_paragraphs[tok.map[0]] = Start(
            None, tidy_label(text), weak=True, skip=tok.map[1] - tok.map[0] - 1
        )


def _details(found: Structure, tok: Token, lines: list[Line]) -> None:
    """`<details><summary>Question?</summary> answer </details>`: one question."""
    assert tok.map is not None
    first = tok.map[0]
    # blocks written back to back (`</details>` then `<details>` on the next line) make one
    # HTML block: this question starts at its own `<details>`, not at the previous one's end
    for i in range(tok.map[0], min(tok.map[1], len(lines))):
        if _DETAILS_OPEN_RE.search(lines[i].text):
            first = i
            break
    # the summary may sit on the opening line or the next few
    text = "\n".join(line.text for line in lines[first : min(first + 6, len(lines))])
    m = _SUMMARY_RE.search(text)
    if m is None:
        return
    question = plain_text(m.group("text"))
    start = label_start(question, in_heading=False) or _numbered(question)
    if not question or _REVEAL_RE.match(question):
        return  # `Show answer`, `See translations`: not a question
    summary_line = first + text[: m.end()].count("\n")
    depth = 0
    close = None
    for i in range(first, len(lines)):
        line_text = lines[i].text
        if lines[i].code:
            continue
        depth += len(_DETAILS_OPEN_RE.findall(line_text))
        depth -= len(_DETAILS_CLOSE_RE.findall(line_text))
        if depth <= 0:
            close = i
            break
    if close is None:
        return
    parts = re.split(r"</summary\s*>", lines[summary_line].text, maxsplit=1, flags=re.I)
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
    found.starts[first] = Start(
        start.number if start else None,
        (start.label if start else "") or question,
        skip=close - first,
        body=tuple(body),
    )  # not weak: a `<details>` question under `## References` is still a question
    if not (start or asks(question)):
        found.summaries_not_asking.add(first)


def plain_text(fragment: str) -> str:
    """A short HTML fragment (a summary) as one line of Markdown, emphasis around it removed
    (`<b>What is <code>x</code>?</b>` -> What is `x`?)."""
    text = tidy_label(" ".join(html_to_text(fragment).split()))
    if text[:2] in ("**", "__") or text[-2:] in ("**", "__"):
        text = tidy_label(text.strip("*_ "))
    return text


def _options_follow(
    lines: list[Line], i: int, starts: dict[int, Start], headings: dict[int, tuple[int, str]]
) -> bool:
    """Whether option lines (`- **a)** text`) follow the start at line i before the next one."""
    for j in range(i + 1, min(len(lines), i + 40)):
        if j in starts or j in headings:
            return False
        if not lines[j].code and OPTION_RE.match(lines[j].text):
            return True
    return False


def _numbered(text: str) -> Start | None:
    m = NUMBERED_TEXT_RE.match(text)
    return Start(int(m.group("num")), tidy_label(m.group("text"))) if m else None


def _table(found: Structure, tokens: list[Token], k: int, lines: list[Line]) -> int:
    """Rows of a table whose columns are a question and an answer; returns the index after it."""
    rows: list[tuple[int, list[str]]] = []
    j = k
    while j < len(tokens) and tokens[j].type != "table_close":
        tok = tokens[j]
        if tok.type == "tr_open" and tok.map is not None:
            rows.append((tok.map[0], []))
        elif tok.type == "inline" and rows:
            rows[-1][1].append(tok.content.strip())
        j += 1
    if len(rows) < 2:
        return j + 1
    header = [tidy_label(cell) for cell in rows[0][1]]
    q_col = next((c for c, h in enumerate(header) if _QUESTION_HEADER_RE.match(h)), None)
    a_col = next((c for c, h in enumerate(header) if _ANSWER_HEADER_RE.match(h)), None)
    n_col = next((c for c, h in enumerate(header) if _NUMBER_HEADER_RE.match(h)), None)
    if q_col is None or a_col is None or q_col == a_col:
        return j + 1
    body = [(i, cells) for i, cells in rows[1:] if len(cells) > max(q_col, a_col)]
    if all(re.fullmatch(r"(?:q\s*)?\d+\.?", cells[q_col], re.I) for _, cells in body):
        return j + 1  # numbers in the question column: an answer key, not questions
    for i, cells in body:
        question = tidy_label(html_to_text(cells[q_col]).replace("\n", " "))
        if not question:
            continue
        number = None
        if n_col is not None and n_col < len(cells) and cells[n_col].strip(" .").isdigit():
            number = int(cells[n_col].strip(" ."))
        else:
            numbered = _numbered(question)
            if numbered is not None:
                number, question = numbered.number, numbered.label
        answer = html_to_text(cells[a_col].replace("\\|", "|"))
        found.starts[i] = Start(
            number,
            question,
            weak=True,
            body=tuple(Line(lines[i].no, part) for part in answer.split("\n")),
        )
    return j + 1


class MarkdownReader(Reader):
    """The line reader with its question starts found from the Markdown structure."""

    layout = "markdown"

    def _headings(self, body: list[Line]) -> dict[int, tuple[int, str]]:
        self.structure = scan(body)
        for i in self.structure.blank:
            body[i] = Line(body[i].no, "")
        return self.structure.headings

    def _starts(
        self, lines: list[Line], headings: dict[int, tuple[int, str]]
    ) -> tuple[int | None, dict[int, Start]]:
        """Every question start: labelled lines, the structure's starts, question headings.

        A heading asks when it says so (`Question 3`, `Q3:`), holds a numbered text, a
        question or a question word, or has an answer or options below it; one that holds
        other questions is their section. A heading that asks under a question heading is a
        sub-heading of its answer, unless questions outside any question sit at its level.
        """
        line_starts = {
            i: start
            for i, line in enumerate(lines)
            if line.text[:1] in START_FIRST_CHARS
            and i not in headings
            and (start := plain_line_start(line)) is not None
        }
        structural = {i: s for i, s in self.structure.starts.items() if i not in line_starts}
        structural = self._outside_questions(lines, headings, structural)
        line_starts = self._outside_questions(lines, headings, line_starts)
        others = sorted({*line_starts, *structural})
        heading_rows = list(headings)
        candidates: dict[int, tuple[int, Start, bool]] = {}
        plain: list[tuple[int, int, str]] = []  # headings with text below that do not ask
        for k, i in enumerate(heading_rows):
            level, text = headings[i]
            nxt = heading_rows[k + 1] if k + 1 < len(heading_rows) else len(lines)
            label = label_start(text, in_heading=True)
            if label is not None:
                candidates[i] = (level, label, True)
                continue
            if not text or ANSWER_WORD_RE.match(text) or end_matter_kind(text):
                continue
            if SECTION_PREFIX_RE.match(text) or ANSWER_RE.match(text) or EXPLANATION_RE.match(text):
                continue  # `## Section 2: ...`, `#### Answer: C`
            inner = bisect_left(others, i + 1)
            if inner < len(others) and others[inner] < nxt:
                continue  # a heading over questions is their section
            m = _NUMBERED_TASK_RE.match(text)
            if m and (
                m.group("rest")
                or self._has_answer(lines[i + 1 : nxt])
                or (nxt in headings and ANSWER_WORD_RE.match(headings[nxt][1]) is not None)
            ):
                # `### Problem 3` / `### Exercise 3: Reverse a list`
                number = int(m.group("num"))
                candidates[i] = (level, Start(number, tidy_label(m.group("rest") or "")), False)
                continue
            m = NUMBERED_TEXT_RE.match(text)
            if m:
                candidates[i] = (
                    level,
                    Start(int(m.group("num")), tidy_label(m.group("text"))),
                    False,
                )
            elif (
                asks(text)
                or self._has_answer(lines[i + 1 : nxt])
                or (nxt in headings and ANSWER_WORD_RE.match(headings[nxt][1]) is not None)
            ):
                candidates[i] = (level, Start(None, text), False)
            elif not FRONT_MATTER_RE.match(text) and _has_prose(lines[i + 1 : nxt]):
                plain.append((i, level, text))
        siblings(candidates, plain)
        if not others:
            topics(candidates, plain)
        chosen = self._heading_questions(headings, candidates)
        starts: dict[int, Start] = {}
        for i in chosen:
            level, start, _ = candidates[i]
            starts[i] = Start(start.number, start.label, level=level, labelled=start.labelled)
            sub = next_content(lines, i)
            if sub is not None and sub in headings and sub not in chosen and not asks(start.label):
                sub_level, sub_text = headings[sub]
                if sub_level > level and asks(sub_text):
                    # `# Question 1 - Abstract classes` over `## What is an abstract class?`
                    starts[i] = Start(start.number, sub_text, level=level, skip=sub - i)
        starts.update(structural)
        starts.update(line_starts)
        label_over_heading(lines, headings, starts)
        levels = Counter(candidates[i][0] for i in chosen)
        q_level = max(levels, key=lambda lv: (levels[lv], lv)) if levels else None
        if not starts:
            starts = self._weak_starts(lines, headings)
        if not starts:
            starts = dict(self.structure.asking_paragraphs)
        return q_level, dict(sorted(starts.items()))

    @staticmethod
    def _outside_questions(
        lines: list[Line], headings: dict[int, tuple[int, str]], structural: dict[int, Start]
    ) -> dict[int, Start]:
        """The starts, less the unlabelled ones inside the answer of a heading that asks
        (`## Q. What is a saga?` over `1. **Choreography**` or `**When to use which?**`):
        they are the answer's points, not questions."""
        asking: list[tuple[int, int]] = []  # (first line, end) of each heading that asks
        rows = list(headings)
        for k, i in enumerate(rows):
            level, text = headings[i]
            if not (
                label_start(text, in_heading=True) or NUMBERED_TEXT_RE.match(text) or asks(text)
            ):
                continue
            end = next((j for j in rows[k + 1 :] if headings[j][0] <= level), len(lines))
            asking.append((i, end))
        if not asking:
            return structural
        firsts = [first for first, _ in asking]  # ascending
        reach: list[int] = []  # the furthest end among the headings up to each one
        for _, end in asking:
            reach.append(max(end, reach[-1]) if reach else end)
        kept: dict[int, Start] = {}
        for i, start in structural.items():
            k = bisect_left(firsts, i) - 1  # the last asking heading above line i
            inside = k >= 0 and i < reach[k]
            if inside and not start.labelled:
                if start.number is not None and _options_follow(lines, i, structural, headings):
                    # a quiz after the topic (`##### Test yourself`, `**1.** ...?` with options):
                    # its questions are cards of their own, grouped under the topic
                    first = firsts[k]
                    kept[i] = dataclasses.replace(
                        start, group=(headings[first][1], rows.index(first) + 1)
                    )
                continue
            kept[i] = start
        return kept

    @staticmethod
    def _heading_questions(
        headings: dict[int, tuple[int, str]], candidates: dict[int, tuple[int, Start, bool]]
    ) -> list[int]:
        """The candidate headings that are questions (see `_starts`)."""

        def outermost(levels: set[int] | None) -> list[int]:
            chosen: list[int] = []
            stack: list[tuple[int, bool]] = []  # enclosing headings: level, is a question
            for i, (level, _) in headings.items():
                while stack and stack[-1][0] >= level:
                    stack.pop()
                inside = any(q for _, q in stack)
                candidate = candidates.get(i)
                is_question = candidate is not None and (
                    not inside or candidate[2] or (levels is not None and level in levels)
                )
                if is_question:
                    chosen.append(i)
                stack.append((level, is_question))
            return chosen

        first = outermost(None)
        return outermost({candidates[i][0] for i in first})
