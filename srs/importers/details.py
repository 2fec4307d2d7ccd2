"""`<details>` blocks: a question in the `<summary>`, its answer in the rest of the block
(GitHub's collapsible sections, as interview Q&A pages hide their answers)."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import replace

from srs.importers.asking import asks
from srs.importers.blocklines import follows_up
from srs.importers.common import (
    LIST_ITEM_RE,
    NUMBERED_TEXT_RE,
    SEPARATOR_RE,
    STRUCTURE_FIRST,
    dedent,
    end_matter_kind,
)
from srs.importers.fences import FENCE_RE, fence_after
from srs.importers.hiddenanswers import names_hidden_answer
from srs.importers.html import html_to_text
from srs.importers.labelstart import DIFFICULTY_RE, label_start
from srs.importers.labeltext import numbered_text, tidy_label
from srs.importers.lazyre import lazy
from srs.importers.placeholders import LEAD_PICTOGRAPHS_RE
from srs.importers.values import Line, Start

__all__ = ["DETAILS_OPEN_RE", "REVEAL_RE", "details_starts", "numbered", "plain_text"]

_SUMMARY_RE = lazy(r"<summary\b[^>]*>(?P<text>.*?)</summary\s*>", re.I | re.S)
DETAILS_OPEN_RE = lazy(r"<details\b", re.I)
_DETAILS_CLOSE_RE = lazy(r"</details\s*>", re.I)
REVEAL_RE = lazy(
    r"^(?:(?P<verb>show|hide|view|see|reveal|click|toggle|expand|open|check)\b"
    r"|(?:the\s+)?(?:correct\s+|model\s+|sample\s+)?(?:answers?|solutions?|explanations?|hints?"
    r"|spoilers?|key|output|result)\b)",
    re.I,
)
"""A `<summary>` that hides the answer, not one that asks the question."""


def details_starts(
    span: list[int], lines: list[Line], answers: list[tuple[int, int]]
) -> list[tuple[int, Start, bool]]:
    """`<details><summary>Question?</summary> answer </details>` in the HTML block over
    `span`, one question each: its first line, its question's start, and whether the summary
    asks (one that does not is a question only among others that do). A block that asks
    nothing (`Show answer`) or never closes is none.

    One HTML block may open several (`</details>` then `<details>` on the next line: the
    block runs on to the first blank line, which may be inside the next question's answer):
    every `<details>` the block opens at its top level is a question of its own. A fold that
    only names a topic over folds that ask (`_container`) is none: its folds are.

    `answers` holds the (opening, closing) lines of the folds met so far that hide an
    answer of their own (`<summary>答案</summary>` over `答案：A。 ...`), and gets this
    block's: a fold nested in one of them is a detail of that answer, whatever its summary
    asks (`<summary>Why is it O(n)?</summary>` under the key's explanation). Nested folds
    sit in HTML blocks of their own (a blank line ends the outer one's), so read alone
    each became a card, cutting the answer and the question it answers.
    """
    _, hi = span
    found: list[tuple[int, Start, bool]] = []
    first = _own_details_line(span, lines)
    while first < min(hi, len(lines)) and DETAILS_OPEN_RE.search(lines[first].text):
        close = _details_close(lines, first)
        if close is None:
            break
        if answers and answers[-1][0] < first <= answers[-1][1]:  # (met in order, apart)
            first = _own_details_line([close + 1, hi], lines)  # an answer's detail
            if first <= close:
                break
            continue
        read = _details_at(lines, first, close)
        if read is None and _hides_answer(lines, first, close):
            answers.append((first, close))
        if read is not None and not read[2] and _container(lines, first, close):
            first = _own_details_line([first + 1, hi], lines)  # its folds are the questions
            continue
        if read is not None:
            found.extend(_nested_apart(lines, read, close) or _follow_up_apart(lines, read, close))
        first = _own_details_line([close + 1, hi], lines)
        if first <= close:
            break
    return found


def _details_at(lines: list[Line], first: int, close: int) -> tuple[int, Start, bool] | None:
    """The `<details>` question opened at line `first` and closed at line `close`."""
    # the summary may sit on the opening line or the next few, or hold the question's code
    text = "\n".join(line.text for line in lines[first : min(close + 1, first + _SUMMARY_SPAN)])
    m = _SUMMARY_RE.search(text)
    if m is None:
        return None
    summary, code = _summary_code(m.group("text"))
    question = plain_text(summary)
    start = label_start(question, in_heading=False) or numbered(question)
    if not question or _reveals(question):
        return None  # `Show answer`, `🔍 Click to reveal Answer`: not a question
    summary_line = first + text[: m.end()].count("\n")
    label, body = _label_and_body(start, question, code, _details_body(lines, summary_line, close))
    found = Start(
        start.number if start else None,
        f"{label}\n\n{code}" if code else label,
        skip=close - first,
        body=body,
    )  # not weak: a `<details>` question under `## References` is still a question
    # a follow-up fold's question is its body's (`label != question`), asked by the author
    asking = start or asks(question) or fills_a_blank(question) or label != question
    if not asking and _titles_end_matter(question):
        return None  # `📌 Appendix: cost table` over a table: the page's, text in no card
    return first, found, bool(asking)


def _hides_answer(lines: list[Line], first: int, close: int) -> bool:
    """Whether the fold from `first` to `close` hides an answer (its summary names it:
    `Answer`, `答案`) with text of its own beside the folds nested in it; a fold that only
    holds folds (`Show answers` over each question's own fold) hides questions."""
    text = "\n".join(line.text for line in lines[first : min(close + 1, first + _SUMMARY_SPAN)])
    m = _SUMMARY_RE.search(text)
    if m is None or not _reveals(plain_text(m.group("text"))):
        return False
    depth = 0
    for line in lines[first + text[: m.end()].count("\n") + 1 : close]:
        if line.code:
            continue
        depth += len(DETAILS_OPEN_RE.findall(line.text)) - len(_DETAILS_CLOSE_RE.findall(line.text))
        if depth == 0 and html_to_text(line.text).strip():
            return True
    return False


def _follow_up_apart(
    lines: list[Line], read: tuple[int, Start, bool], close: int
) -> list[tuple[int, Start, bool]]:
    """The question read, and the follow-up folded at the end of its answer as a question of
    its own (`<details><summary>Follow-up</summary>` over a question and its own
    `<summary>Answer</summary>` fold): a card of its own, not more of the answer with an
    answer label left in it. The answer ends where the follow-up's fold opens; the follow-up
    runs to the question's close (the `</details>` lines after its own fold)."""
    first, start, asking = read
    for j in range(first + 1, close):
        if lines[j].code or not DETAILS_OPEN_RE.search(lines[j].text):
            continue
        inner = _details_close(lines, j)
        if inner is None or inner >= close:
            return [read]
        if not all(_CLOSING_RE.match(line.text) for line in lines[inner + 1 : close]):
            continue  # more answer after the fold: a fold inside the answer
        follow_up = _details_at(lines, j, inner)
        if follow_up is None or follow_up[1].body is None or not _follows_up(lines, j, inner):
            continue
        below = lines[j].no
        answer = tuple(line for line in start.body or () if line.no < below)
        return [
            (first, replace(start, skip=j - 1 - first, body=answer), asking),
            (j, replace(follow_up[1], skip=close - j), True),
        ]
    return [read]


def _nested_apart(
    lines: list[Line], read: tuple[int, Start, bool], close: int
) -> list[tuple[int, Start, bool]] | None:
    """The question read and each fold nested in its answer whose summary asks a question of
    its own (`<details><summary>Follow-up 1: Why is X slow?</summary>` its answer
    `</details>` before the question's `</details>`), as cards in the page's order: each
    fold's lines cut out of the question's answer (the answer's text after a fold stays
    the question's). Read as one answer, the follow-up's answer was glued to the question's
    and its question lost. None when no nested fold asks, or when the question's answer is
    nothing but such folds: a fold that hides an answer or a hint (`Answer`, `Need a
    hint?`) or names a topic (`Example`) is the answer's detail, as before."""
    first, start, asking = read
    if not asking or start.body is None:
        return None
    folds = list(_nested_folds(lines, first, close))
    if not folds:
        return None
    cut = {no for j, inner, _ in folds for no in range(lines[j].no, lines[inner].no + 1)}
    answer = tuple(line for line in start.body if line.no not in cut)
    if not any(line.code or html_to_text(line.text) for line in answer):
        return None  # nothing of its own to answer with: the folds are its answer
    found: list[tuple[int, Start, bool]] = [
        (first, replace(start, skip=folds[0][0] - 1 - first, body=answer), asking)
    ]
    ends = [j - 1 for j, _, _ in folds[1:]] + [close]
    for (j, _, nested), end in zip(folds, ends, strict=True):
        found.append((j, replace(nested, skip=end - j), True))  # its text up to the next one
    return found


def _nested_folds(lines: list[Line], first: int, close: int) -> Iterator[tuple[int, int, Start]]:
    """The folds nested one level in the `<details>` from `first` to `close` whose summary
    asks (`_asks_apart`): each one's opening and closing line and its question."""
    j = first + 1
    while j < close:
        if lines[j].code or not DETAILS_OPEN_RE.search(lines[j].text):
            j += 1
            continue
        inner = _details_close(lines, j)
        if inner is None or inner >= close:
            return
        nested = _details_at(lines, j, inner)
        if nested is not None and nested[1].body is not None and _asks_apart(lines, j, inner):
            yield j, inner, nested[1]
        j = inner + 1


def _asks_apart(lines: list[Line], first: int, close: int) -> bool:
    """Whether the summary of the fold from `first` to `close` asks a question of its own:
    it asks, and names no answer or hint it would hide (`Need a hint?`, `Want the answer?`);
    a fold titled `Follow-up` over its question is `_follow_up_apart`'s."""
    text = "\n".join(line.text for line in lines[first : min(close + 1, first + _SUMMARY_SPAN)])
    m = _SUMMARY_RE.search(text)
    summary = plain_text(m.group("text")) if m is not None else ""
    return asks(summary) and _HIDES_RE.search(summary) is None and not follows_up(summary)


_HIDES_RE = lazy(r"\b(?:hints?|answers?|solutions?|spoilers?)\b", re.I)
"""A summary that names what its fold hides: the answer's, however it is asked."""


def _container(lines: list[Line], first: int, close: int) -> bool:
    """Whether the `<details>` at `first` (its summary asking nothing: `Classes`) only folds
    others, two or more that each ask, with nothing but blank lines between them (and the
    `<div>` a page wraps round them, `<div class="accordion-content">` ... `</div>`): a topic
    folding its questions, each fold a card (the summary names the topic, not a question
    whose answer is every fold's)."""
    asked = 0
    j = _own_details_line([first + 1, close], lines)
    if j >= close or not all(
        _SUMMARY_OR_BLANK_RE.match(line.text) or _GROUP_TITLE_RE.match(line.text)
        for line in lines[first + 1 : j]
    ):
        return False  # (only the summary, and a group's title, between the two openings)
    while j < close:
        inner = _details_close(lines, j) if DETAILS_OPEN_RE.search(lines[j].text) else None
        if inner is None or inner >= close:
            return False  # text between the folds, or one that runs past the container
        read = _details_at(lines, j, inner)
        if read is None or not read[2]:
            return False
        asked += 1
        j = inner + 1
        while j < close and (
            _CLOSING_RE.match(lines[j].text) or _GROUP_TITLE_RE.match(lines[j].text)
        ):
            j += 1  # blank lines, the `</div>` of a wrapper round the folds, group titles
    return asked >= _MIN_FOLDED


_MIN_FOLDED = 2
_GROUP_TITLE_RE = lazy(r"^[ \t]*(?:<h[1-6]\b[^>]*>[^<>\n]*</h[1-6]>|#{1,6}[ \t]+\S.*)[ \t]*$", re.I)
"""A heading alone on its line among a topic's folds (`<h5>[Booktine]</h5>` over the
questions on one project): the title of a group of them, no text of an answer."""
"""One fold in a fold is an answer's detail; two or more that ask are a topic's questions."""
_SUMMARY_OR_BLANK_RE = lazy(
    r"^[ \t]*(?:<summary\b.*</summary\s*>[ \t]*)?(?:<div\b[^>]*>[ \t]*)?$", re.I
)
"""A line between a topic fold's opening and its first fold: blank, the topic's summary, or
the opening of a wrapper round its folds (`<div class="accordion-content">`)."""


_CLOSING_RE = lazy(r"^[ \t]*(?:</(?:details|div)\s*>[ \t]*)*$", re.I)


def _follows_up(lines: list[Line], first: int, close: int) -> bool:
    """Whether the `<details>` at `first` is a follow-up's fold that holds its question and
    one answer fold (`<summary>Answer</summary>`), as `_asked_in_body` reads it."""
    text = "\n".join(line.text for line in lines[first : min(close + 1, first + _SUMMARY_SPAN)])
    m = _SUMMARY_RE.search(text)
    if m is None or not follows_up(plain_text(m.group("text"))):
        return False
    summaries = [
        plain_text(s.group("text"))
        for line in lines[first + text[: m.end()].count("\n") + 1 : close]
        if not line.code and (s := _SUMMARY_RE.search(line.text)) is not None
    ]
    return len(summaries) == 1 and _reveals(summaries[0])


def _reveals(summary: str) -> bool:
    """Whether a summary hides the answer (`REVEAL_RE`), pictographs before its words aside
    (`🔍 Click to reveal Answer & Explanation`)."""
    if summary[:1] >= "\u2190":
        summary = LEAD_PICTOGRAPHS_RE.sub("", summary, count=1)
    if names_hidden_answer(summary):
        return True
    m = REVEAL_RE.match(summary)
    if m is None:
        return False
    # a button's words are few (`Click to reveal`); a sentence that opens with such a word
    # states or asks (`Open source Terraform can only import public modules.`, a true/false
    # question's statement)
    return m.group("verb") is None or len(summary.split()) <= _BUTTON_WORDS


_BUTTON_WORDS = 7
"""The most words of a summary that opens with a verb and reveals (`Click here to see the
answer and explanation`)."""


def _titles_end_matter(summary: str) -> bool:
    """Whether a summary that asks nothing titles end matter of the page (`📌 Appendix: cost
    table`, Korean `부록: 복잡도 요약 표`, an accordion's `expand` indicator after it), not
    a question: a fold the page closes with, no card (an answer key's fold is read)."""
    if summary[:1] >= "\u2190":
        summary = LEAD_PICTOGRAPHS_RE.sub("", summary, count=1)
    return end_matter_kind(summary) == "other"


def _label_and_body(
    start: Start | None, question: str, code: str, body: tuple[Line, ...]
) -> tuple[str, tuple[Line, ...]]:
    """The question's text and its answer's lines: the summary's, or for a summary that only
    names the question (`<summary>Question 1</summary>`) the body's first paragraph."""
    label = (start.label if start else "") or question
    if start is None and follows_up(question) and not code:
        return _asked_in_body(body) or (label, body)  # the follow-up's own question
    if start is None or not start.labelled or start.label or code:
        return label, body
    return _asked_in_body(body) or (label, body)


_PARAGRAPH_RE = lazy(
    r"^[ \t]*<(?P<tag>p|details)\b[^>]*>(?P<text>(?:(?!<summary).)*?)</(?P=tag)>[ \t]*$", re.I
)
"""The body's first paragraph in a tag: `<p>What is X?</p>`, or a fold with no summary of its
own (`<details> What is X? </details>`, shown as the question under `Question 8`)."""


_EMPHASIS_RE = lazy(r"^\*[^\s*]|^\*\*")
"""A line opening in emphasis (`***Palindrome:*** Given a string ...`): prose, no bullet."""


def _asked_in_body(body: tuple[Line, ...]) -> tuple[str, tuple[Line, ...]] | None:
    """A summary that only names the question (`Question 1`) hides the question too: the
    block's first paragraph (`<p>What is X?</p>`, or plain lines up to a blank or a list)
    asks it, and the rest (its options, its key) answers. None when the body opens with
    no paragraph (a list, code, a table)."""
    k = next((k for k, line in enumerate(body) if line.text.strip()), None)
    if k is None or body[k].code:
        return None
    m = _PARAGRAPH_RE.match(body[k].text)
    if m is not None:
        asked = plain_text(m.group("text"))
        return (asked, body[k + 1 :]) if asked else None
    end = k
    while end < len(body) and not body[end].code and body[end].text.strip():
        first = body[end].text.lstrip()[:2]
        if (first[:1] in STRUCTURE_FIRST and not _EMPHASIS_RE.match(first)) or first[:1].isdigit():
            break
        end += 1
    if end == k:
        return None
    return " ".join(line.text.strip() for line in body[k:end]), body[end:]


_BLANK_RE = lazy(r"(?:^|(?<=[\s(\"'`]))_{3,}(?=$|[\s.,;:?!)\"'`])")


def fills_a_blank(text: str) -> bool:
    """A statement with a blank in it (`The command _____ prints a line`): a flashcard deck's
    fill-in question, which asks though it never ends with `?` (a rule line is no text)."""
    return "___" in text and _BLANK_RE.search(text) is not None and text.strip("_ ") != ""


_SUMMARY_SPAN = 60
"""How many lines a `<summary>` may take: a line or a few, or a heading with the question's
own code block (`<summary><h3>1. Guess the output?</h3>` and a fenced snippet inside)."""


def _summary_code(summary: str) -> tuple[str, str]:
    """A summary's text, and the fenced code block it holds ('' when none): the code is the
    question's own (`Guess the output of this code?` and the snippet), kept as code."""
    lines = summary.split("\n")
    opening = next((k for k, line in enumerate(lines) if FENCE_RE.match(line)), None)
    if opening is None:
        return _summary_list(lines) or (summary, "")
    fence: str | None = None
    for k in range(opening, len(lines)):
        fence, _ = fence_after(fence, lines[k])
        if fence is None:
            code = dedent(lines[opening : k + 1])
            return "\n".join(lines[:opening]), "\n".join(code)
    return summary, ""  # never closed inside the summary: read as text


def _summary_list(lines: list[str]) -> tuple[str, str] | None:
    """A summary's sentence and the list under it after a blank line (`Explain each of the
    following:` over `* docker run` ...): the list is the question's own, kept as a list
    (flattened into the sentence, it read `following: * docker run * docker rm`)."""
    text = next((k for k, line in enumerate(lines) if line.strip()), 0)
    blank = next((k for k in range(text, len(lines)) if not lines[k].strip()), None)
    items = [line for line in lines[blank or 0 :] if line.strip()]
    if not blank or not items or not LIST_ITEM_RE.match(items[0]):
        return None
    if not all(LIST_ITEM_RE.match(item) or item[:1] in " \t" for item in items):
        return None  # text after the list: not a sentence over its list
    return "\n".join(lines[text:blank]), "\n".join(dedent(items))


def _own_details_line(span: list[int], lines: list[Line]) -> int:
    """Blocks written back to back (`</details>` then `<details>` on the next line) make one
    HTML block: this question starts at its own `<details>`, not at the previous one's end."""
    lo, hi = span
    return next(
        (i for i in range(lo, min(hi, len(lines))) if DETAILS_OPEN_RE.search(lines[i].text)), lo
    )


def _details_close(lines: list[Line], first: int) -> int | None:
    """The line that closes the `<details>` opened at `first` (nested blocks counted); None
    when it is never closed."""
    depth = 0
    for i in range(first, len(lines)):
        if lines[i].code:
            continue
        depth += len(DETAILS_OPEN_RE.findall(lines[i].text))
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


_SUMMARY_CLOSE_RE = lazy(r"</summary\s*>", re.I)
_HEADING_MARKS_RE = lazy(r"^#{1,6}[ \t]+")


_CODE_NUMBER_RE = lazy(r"^`#?\d{1,4}\.?`[ \t]+(?=\S)")
"""A question's number set as code before it in a summary (`` `#7` What is a queue? ``)."""


def plain_text(fragment: str) -> str:
    """A short HTML fragment (a summary) as one line of Markdown, emphasis around it removed
    (`<b>What is <code>x</code>?</b>` -> What is `x`?)."""
    text = tidy_label(" ".join(html_to_text(fragment).split()))
    text = _HEADING_MARKS_RE.sub("", text)  # `<summary><h3>1. What ...?</h3>`: the text alone
    text = _CODE_NUMBER_RE.sub("", text)  # `<code>#7</code> What is a queue?`: its number
    text = _without_badge(text)  # `<b>What is X?</b><span>✅🟩🟩🟩</span>`: a rating
    asked, mark, grade = text.rpartition("?")
    if mark and grade.strip() and DIFFICULTY_RE.match(grade.strip()):
        text = asked + mark  # `Guess the output? Beginner 🚂`: the level tag is no question text
    if (text[:2] in ("**", "__") or text[-2:] in ("**", "__")) and not _inner_emphasis(text):
        if (text.endswith("___") or text.startswith("___")) and fills_a_blank(text):
            return text  # `kill -9 _____`, `_____ are key-value pairs`: the question's blank
        text = tidy_label(text.strip("*_ "))
    return text


def _without_badge(text: str) -> str:
    """A summary without the run of two pictographs or more after its words (a rating or
    progress badge, `✅🟩🟩🟩🟩`, set in a span of its own): no part of the question, it left
    the question's closing emphasis dangling inside the card (`What is X?**✅🟩🟩`)."""
    k = len(text)
    while k > 0 and (text[k - 1] == " " or unicodedata.category(text[k - 1]) == "So"):
        k -= 1
    if len(text[k:].replace(" ", "")) < 2 or not text[:k].strip(" *_"):
        return text
    return text[:k]


def _inner_emphasis(text: str) -> bool:
    """Whether the emphasis at an end of a summary's text closes (or opens) words inside it
    (`Explain the gap between **AI and ML**`, `**A** or **B**`), not the whole: stripping it
    left the words' other mark dangling (`... between **AI and ML`). A stray mark (odd
    count) or one pair around the whole is the summary's own emphasis."""
    mark = text[-2:] if text[-2:] in ("**", "__") else text[:2]
    count = text.count(mark)
    whole = count == 2 and text.startswith(mark) and text.endswith(mark)
    return count % 2 == 0 and not whole


def numbered(text: str) -> Start | None:
    m = NUMBERED_TEXT_RE.match(text)
    return Start(int(m.group("num")), numbered_text(m.group("text"))) if m else None
