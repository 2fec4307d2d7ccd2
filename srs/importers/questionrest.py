"""A question block without options: its question and the lines after it (the answer).

With an answer label, the question is everything before it; without one, the block's label
(a heading, a numbered line) is the question, unless it is set out in parts (its code, then
a line that asks), or it is a bare `Question 3` over the question's own paragraph.
"""

from __future__ import annotations

from srs.importers.asking import asks, asks_to_fill
from srs.importers.common import ANSWER_RE, EXPLANATION_RE, heading_of, trim
from srs.importers.examtasks import asked_lines
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.pictitles import level_banner
from srs.importers.questionlines import metadata_only
from srs.importers.values import Line

__all__ = ["question_and_rest"]


def question_and_rest(
    label: list[str], lines: list[Line], marked: bool, stop: int
) -> tuple[list[str], list[str]]:
    """A block without an options run: its question and the lines after it. With an answer
    marker, the question is everything before it (`stop`); else the label, or for `### Question
    3` alone (no label) the first paragraph after it, and the rest is the answer."""
    if marked and _contents_only(lines[:stop]):
        return label, []  # `- [Answer](page.md#answer)` over `## Answer`: the page's contents
    if marked:  # a quoted question (`> "If let is hoisted, why ...?"`): its words, unquoted
        return _without_banner(label, lines[:stop]) + _unquoted_lines(lines[:stop]), []
    body = trim([line.text for line in lines])
    if label:
        split = _asked_after_code(label, lines)
        if split is not None:  # `5. Below is a class component`, its code, `How ...?`
            return label + [line.text for line in lines[:split]], trim(
                [line.text for line in lines[split:]]
            )
        wrapped = _wrapped_onto(label, lines)
        return label + body[:wrapped], trim(body[wrapped:])
    heading = _HEADING_MARKS_RE.match(body[0]) if body else None
    if heading is not None:  # `# Question 5` over `## Find the second salary`: its text
        return [body[0][heading.end() :].rstrip(" #")], trim(body[1:])
    blank = _explained_from(body, _question_end(body))
    return _unquoted_paragraph(body[:blank]), body[blank:]


def _question_end(body: list[str]) -> int:
    """Where the question under a bare `Question 3` ends: at its first paragraph's end, or
    where its lines stop asking or setting tasks (srs.importers.examtasks) when that is all
    the body or no blank line parts the question from its answer; a first line that ends as
    a question or a sentence over more with no blank line is the question alone."""
    blank = _past_fields(body, _first_blank_outside_code(body))
    asked = asked_lines(body)
    if asked == len(body) or (asked and blank == len(body)):
        return asked  # all of them the question, or those over its answer, no blank line
    if blank == len(body) > 1 and body[0].rstrip()[-1:] in ("?", "."):
        return 1  # `Question 3` over `What is X?` over its answer, no blank line (a PDF's text)
    return blank


def _unquoted_lines(lines: list[Line]) -> list[str]:
    """The question's lines without their `>` marks, its code's too when the code's fence
    opens inside the quote (`> **Source Code:**` over `> ```js`): the code is quoted as the
    words around it are, and its marks no part of it. Code fenced outside a quote keeps a
    `>` it writes (a prompt, `> npm start`)."""
    out: list[str] = []
    quoted = False  # the last line outside code (a code line's fence) was quoted
    for line in lines:
        if not line.code:
            quoted = _QUOTE_MARK_RE.match(line.text) is not None
        out.append(_QUOTE_MARK_RE.sub("", line.text) if quoted or not line.code else line.text)
    return out


def _without_banner(label: list[str], question: list[Line]) -> list[str]:
    """The label, or none when it only names a level and the lines below it ask (`🟢 Beginner
    Level` over `What is a pod?` and its answer: a banner, no words of the question)."""
    if label and level_banner(label[0]) and any(asks(ln.text) for ln in question):
        return []
    return label


def _unquoted_paragraph(question: list[str]) -> list[str]:
    """The question's paragraph under a bare `Question 3` without its `>` marks when it is a
    block quote whole (`> Run one logger on every node`, the task set off as a quote): its
    words, as a quoted question over an answer label gives them."""
    if not question or not all(_QUOTE_MARK_RE.match(text) for text in question if text.strip()):
        return question
    return [_QUOTE_MARK_RE.sub("", text) for text in question]


def _past_fields(body: list[str], blank: int) -> int:
    """Where the question's paragraph under a bare `Question 3` ends when its first paragraph
    is only the question's metadata (`**Type**: true-false` over `**Difficulty**: medium`, then
    a blank line and the statement): at the end of the paragraph after it. The fields are no
    question (srs.importers.questionlines drops them from it, keeping their tags) and the
    statement below them no answer: a true/false quiz keys it in a table at the end."""
    if blank >= len(body) or not metadata_only(body[:blank]):
        return blank
    start = next((k for k in range(blank, len(body)) if body[k].strip()), len(body))
    if start == len(body):
        return blank
    return start + _first_blank_outside_code(body[start:])


def _explained_from(body: list[str], blank: int) -> int:
    """Where the question's paragraph under a bare `Question 3` ends: at its first blank line
    (`blank`), or before an explanation label in it at the margin (`What is X?` right over
    `Explanation:`, no blank line between: the label opens the answer, it is no words of the
    question). Not one indented under an option (`- B) x` over `  *Explanation:* ...`, that
    option's note) nor one inside code (a YAML record's `Explanation: |`)."""
    for k, text in outside_code(body[:blank]):
        if k and text[:1] not in " \t" and EXPLANATION_RE.match(text):
            return k
    return blank


_SECTION_LINK_RE = lazy(r"^[ \t]*[-*+][ \t]+\[[^\]]+\]\([^)\s]*#[\w-]+\)[ \t]*$")
"""`- [Background information](page.md#background-information)`: a link to a section."""


def _contents_only(lines: list[Line]) -> bool:
    """Whether the lines between a question and its answer label are only links to sections
    of the page (a one-question page's contents: Answer, Background, Quiz), no words of it."""
    text = [line.text for line in lines if line.text.strip()]
    return bool(text) and all("](" in t and _SECTION_LINK_RE.match(t) for t in text)


_WRAP_WIDTH = 60
"""A label's line at least this long that stops mid-sentence was wrapped by its writer."""


def _wrapped_onto(label: list[str], lines: list[Line]) -> int:
    """How many of the block's first lines the label's one line wraps onto: `**03) (Exam)** A
    transaction is ... it is not necessary to use` over `commit, even implicitly, ...`, then a
    blank and the answer. The label (a long line, no stop at its end) and the lines of words
    right below it (no blank between, no code), the first going on in lower case, are one
    paragraph: read apart, the statement's second half was the answer's first line, which
    changes what a true/false item says. None (0) when the label ends a sentence, is short
    (`**1.** Explain closures` over `closures are ...`: an answer under a bare topic), a line
    of code or a blank comes first (`vi 2.yaml` over its fence, under a long heading), or
    nothing would be left to answer it."""
    if not lines or not _stops_mid_sentence(label):
        return 0
    end = next(
        (k for k, line in enumerate(lines) if line.code or not line.text.strip()), len(lines)
    )
    if end == 0 or not lines[0].text.lstrip()[:1].islower() or end == len(lines):
        return 0
    if lines[end].code or any("`" in line.text for line in lines[:end]):
        return 0  # a command over its code, no wrapped words
    return end if trim([line.text for line in lines[end:]]) else 0


def _stops_mid_sentence(label: list[str]) -> bool:
    """Whether the label is one long line with no stop at its end: a line its writer wrapped."""
    last = label[-1].rstrip(" \t*_") if len(label) == 1 else ""
    return len(last) >= _WRAP_WIDTH and last[-1:].isalnum()


def _first_blank_outside_code(body: list[str]) -> int:
    """The index of the first blank line outside a fenced block (`### Question 4` over a
    `~~~~` block with a blank line inside: the paragraph after the label is the whole
    block), or the body's length."""
    return next((k for k, text in outside_code(body) if not text.strip()), len(body))


_QUOTE_MARK_RE = lazy(r"^[ \t]{0,3}>[ \t]?")
_HEADING_MARKS_RE = lazy(r"^[ \t]{0,3}#{1,6}[ \t]+(?=\S)")
"""A heading's marks, before its text."""


def _asked_after_code(label: list[str], lines: list[Line]) -> int | None:
    """Where the question of a label that does not ask ends, when it is set out in parts:
    its code, then a line that asks (the index after that line); None otherwise, or when an
    answer label comes first. The line that asks is in the paragraph right after the code:
    one further down, past a paragraph of prose, is the answer's own (`But how?` in a topic's
    long answer), and the topic is the question."""
    if asks(" ".join(label)):
        return None
    code = False
    prose = 0  # 1: text since the code; 2: a paragraph of it ended
    for k, line in enumerate(lines[:_ASKED_AFTER_CODE_SPAN]):
        text = line.text.strip()
        if line.code or text.startswith(("```", "~~~")):
            code, prose = True, 0
        elif not text:
            prose = 2 if prose and code else 0
        elif ANSWER_RE.match(text) or heading_of(line) is not None or prose == 2:
            return None
        elif text.rstrip("*_ ").endswith("?") or asks_to_fill(text):  # or sets a blank
            return k + 1 if code else None
        else:
            prose = 1
    return None


_ASKED_AFTER_CODE_SPAN = 60
"""How far into a block the line that asks after the question's code may come."""
