"""Quiz components of an MDX page (Docusaurus, Nextra, Astro) -> the Markdown question they show.

A documentation site written in MDX keeps its self-tests as JSX components, one self-closing
element a question, its attributes the question's record:

    <Quiz
      question="Is air free to breathe?"
      options={["Yes", "No"]}
      answerIndex={0}
    />

Read as Markdown the element is opaque text: no reader saw a question in it, and the page's
title became a question whose answer held every component raw. Here each such element, alone
on its lines outside code, has its attributes read as a JS literal (strings, numbers, arrays,
objects) and the record they make read as a data file's question record is
(srs.importers.records: the same field names by meaning, `question`/`prompt`, `options`/
`choices`, an index from 0, an answer's text or letter), and the element's lines become the
Markdown such a card reads from: a `Q:` line, `A.` option lines, an `Answer:` line. The lines
are written over the element's own (blank when it had more), so line numbers in warnings still
point into the page; a one-line element gets the lines it needs inserted after it.

An element whose attributes make no answered question (`<Card title="Intro" link="/x" />`, an
image, a component given code, an expression or JSX as a value) stays as it was.
"""

from __future__ import annotations

import bisect
import html
import re
import sys
from typing import Any

from srs.importers.common import FIELD_LETTERS
from srs.importers.fences import fence_after, has_fences
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["quiz_components"]

_START_RE = lazy(r"^(?P<indent>[ \t]*)<(?P<name>[A-Z][\w.]*)(?=[ \t\r\n/])", re.M)
"""A JSX component opening its line: its name capitalised, as JSX tells a component from an
HTML element (`<img ... />`, `<br/>` are never read); one inside prose is no question."""
_TOKEN_RE = lazy(
    r"""[ \t\r\n]*(?:(?P<str>"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\$]|\\.|\$(?!\{))*`)"""
    r"|(?P<num>-?\d+(?:\.\d+)?)(?![\w.])|(?P<word>[A-Za-z_$][\w$-]*)"
    r"|(?P<punct>/>|[\[\]{}:,=]))",
    re.S,
)
"""One token of an element's attributes or of a JS literal (a string, a number, a name)."""
_ESCAPE_RE = lazy(r"\\(u[0-9a-fA-F]{4}|.)", re.S)
_ESCAPES = {"n": "\n", "t": "\t", "r": "", "b": "", "f": "", "v": "", "0": ""}
_WORDS: dict[str, Any] = {"true": True, "false": False, "null": None, "undefined": None}
_REACH = 8000
"""The most characters one element's attributes take: a longer run is no quiz component."""


class _Unread(Exception):
    """A value this reader does not read (an expression, JSX): the element stays as it was."""


def quiz_components(text: str) -> str:
    """The text with each quiz component outside code as Markdown lines (see the module
    docstring); unchanged when it has none (cheap test first: no `/>`, no component)."""
    if not holds(text, "/>") or not holds(text, "={", '="'):
        return text
    code = _code_spans(text) if has_fences(text) else []
    pieces: list[str] = []
    done = 0
    for m in _START_RE.finditer(text):
        if m.start() < done or _inside(code, m.start()):
            continue
        read = _element(text, m.end())
        if read is None:
            continue
        record, end = read
        lines = _markdown(record)
        if lines is None:
            continue
        span = text[m.start() : end]
        pieces += [text[done : m.start()], _written(lines, span, m.group("indent"))]
        done = end
    return "".join(pieces) + text[done:] if pieces else text


def _code_spans(text: str) -> list[tuple[int, int]]:
    """Where the text's fenced code blocks lie (offsets): an element shown in code is an
    example of the component, not a question."""
    spans: list[tuple[int, int]] = []
    fence: str | None = None
    offset = opened = 0
    for line in text.split("\n"):
        was_open = fence is not None
        fence, is_fence = fence_after(fence, line)
        if is_fence and not was_open:
            opened = offset
        elif is_fence and fence is None:
            spans.append((opened, offset + len(line)))
        offset += len(line) + 1
    if fence is not None:
        spans.append((opened, len(text)))
    return spans


def _inside(spans: list[tuple[int, int]], offset: int) -> bool:
    """Whether the offset falls in one of the (sorted, disjoint) spans."""
    k = bisect.bisect_right(spans, (offset, sys.maxsize)) - 1  # the last span opened by then
    return k >= 0 and spans[k][0] <= offset < spans[k][1]


def _element(text: str, pos: int) -> tuple[dict[str, Any], int] | None:
    """The attributes of the element whose name ends at `pos`, and where its line ends: None
    unless it closes itself (`/>`) at the end of a line, every value read."""
    limit = min(len(text), pos + _REACH)
    record: dict[str, Any] = {}
    try:
        while True:
            kind, value, pos = _token(text, pos, limit)
            if kind == "punct" and value == "/>":
                break
            if kind != "word":
                return None
            record[value], pos = _attribute(text, pos, limit)
    except _Unread:
        return None
    end = text.find("\n", pos)
    end = len(text) if end < 0 else end
    return (record, end) if not text[pos:end].strip() else None


def _token(text: str, pos: int, limit: int) -> tuple[str, str, int]:
    m = _TOKEN_RE.match(text, pos, limit)
    if m is None or m.lastgroup is None:
        raise _Unread
    return m.lastgroup, m.group(m.lastgroup), m.end()


def _attribute(text: str, pos: int, limit: int) -> tuple[Any, int]:
    """An attribute's value after its name: `="text"`, `={literal}`, or none (true)."""
    m = _TOKEN_RE.match(text, pos, limit)
    if m is None or m.group("punct") != "=":
        return True, pos  # `<Quiz multiple />`: a flag
    kind, value, pos = _token(text, m.end(), limit)
    if kind == "str" and value[0] in "\"'":
        # JSX's own strings: no escapes but entities, and they may wrap over lines
        return " ".join(html.unescape(value[1:-1]).split()), pos
    if value != "{":
        raise _Unread
    literal, pos = _literal(text, pos, limit)
    kind, value, pos = _token(text, pos, limit)
    if value != "}":
        raise _Unread
    return literal, pos


def _literal(text: str, pos: int, limit: int) -> tuple[Any, int]:
    """A JS literal: a string, a number, `true`/`false`/`null`, an array or an object of
    them (an object's keys bare or quoted); anything else is `_Unread`."""
    kind, value, pos = _token(text, pos, limit)
    if kind == "str":
        return _ESCAPE_RE.sub(_unescape, value[1:-1]), pos
    if kind == "num":
        return (float(value) if "." in value else int(value)), pos
    if kind == "word" and value in _WORDS:
        return _WORDS[value], pos
    if value == "[":
        return _items(text, pos, limit, "]")
    if value == "{":
        return _items(text, pos, limit, "}")
    raise _Unread


def _items(text: str, pos: int, limit: int, close: str) -> tuple[Any, int]:
    """An array's values or an object's entries, up to `close` (a trailing comma allowed)."""
    values: list[Any] = []
    entries: dict[str, Any] = {}
    while True:
        m = _TOKEN_RE.match(text, pos, limit)
        if m is not None and m.group("punct") in (close, ","):
            pos = m.end()
            if m.group("punct") == close:
                return (values if close == "]" else entries), pos
            continue
        if close == "]":
            value, pos = _literal(text, pos, limit)
            values.append(value)
            continue
        kind, key, pos = _token(text, pos, limit)
        if kind not in ("word", "str") or _token(text, pos, limit)[1] != ":":
            raise _Unread
        key = key if kind == "word" else key[1:-1]
        entries[key], pos = _literal(text, _token(text, pos, limit)[2], limit)


def _unescape(m: re.Match[str]) -> str:
    code = m.group(1)
    if code[0] == "u" and len(code) == 5:
        return chr(int(code[1:], 16))
    return _ESCAPES.get(code, code)


def _markdown(record: dict[str, Any]) -> list[str] | None:
    """The Markdown lines of the question a component's attributes make, read as a question
    record (srs.importers.records); None when they make none (no question, or no answer)."""
    from srs.importers.records import record_card  # loaded only for a page with components

    card = record_card(record)
    if card is None or len(card.choices) > len(FIELD_LETTERS):
        return None
    question = card.question.split("\n")
    lines = [f"Q: {question[0]}", *question[1:]]
    if card.choices:
        lines += [f"{letter}. {' '.join(text.split())}" for letter, text in card.choices.items()]
        lines.append(f"Answer: {card.answer}")
    else:
        answer = card.answer.split("\n")
        lines += [f"A: {answer[0]}", *answer[1:]]
    if card.explanation:
        explanation = card.explanation.split("\n")
        lines += [f"Explanation: {explanation[0]}", *explanation[1:]]
    return lines


def _written(lines: list[str], span: str, indent: str) -> str:
    """The Markdown lines over the element's own: the rest of them blank, or more lines when
    it had fewer (at its indent up to three spaces; deeper would make them code)."""
    indent = indent if len(indent.expandtabs(4)) < 4 else ""
    lines = [f"{indent}{line}" if line else "" for line in lines]
    lines += [""] * (span.count("\n") + 1 - len(lines))
    return "\n".join(lines)
