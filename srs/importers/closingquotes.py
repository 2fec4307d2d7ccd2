"""A quiz whose sections each end on their answer in a short block quote: the question text
(and the code template it asks to fill) above, `> answer` last, as course quizzes exported
page by page are written (`### Quiz Question 3 of 15` / the question / `` ```SELECT ... ___
...;``` `` / `> OR`).

The heading names no question, so the reader took the first paragraph for the question and
the rest for the answer: the code template, a second question paragraph and the `>` mark
went into the answer (a quote glued under asking text is split later, by
srs.importers.quotedanswers, but not one under code or after a blank line). Where two
sections or more, at least half of the document's sections with text, end so and at least
half of them ask (a `?`, a question word, a `__` blank), each such closing quote is written
as the answer label it stands for (`Answer: OR`), line for line: the text above it is the
question. The quote's Markdown escapes are read (`> \\>=` is `>=`: the backslash kept the
mark from opening a nested quote). A heading that asks keeps its quote (there the section's
text is all answer), and so does a section whose text holds an answer label, a fold, options
or a list (a quote under options explains the key), a fenced block (it may be the answer the
quote explains, srs.importers.codequote), or a quote of its own above, and a quote that is
labelled itself (`> **Answer:** 4`); notes whose sections close on a remark (`> Tip: ...`)
under text that asks nothing are left as they are.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE, HEADING_RE, OPTION_RE, holds
from srs.importers.escapes import without_escapes
from srs.importers.fences import FENCE_RE, outside_code
from srs.importers.lazyre import lazy

__all__ = ["closing_quotes"]

_QUOTE_RE = lazy(r"^>(?!>)[ \t]?")
"""A quote line's mark, one level deep (`>> x` is a quote within a quote)."""
_SLOT_RE = lazy(r"(?:^|[\s(])_{2,}(?:[\s);,.]|$)")
"""A blank to fill (`price __ 0.01 __ 9.99`), which asks as a question mark does."""
_LEAST_SECTIONS = 2
"""How many sections closing so make the layout (a two-question quiz has it too)."""
_MOST_LINES = 3
_MOST_WORDS = 20
"""A closing quote longer than this is a remark or an excerpt, no short answer."""


def closing_quotes(text: str) -> str:
    """The text with each section's closing short quote written as its answer label, in a
    document laid out so (see the module doc); the text itself otherwise (the cheap tests
    first: a quote at the margin and a heading).

    Args:
        text: the document's Markdown.

    Returns:
        The text, the same number of lines.
    """
    if not holds(text, "\n>") or not holds(text, "\n#"):
        return text
    lines = text.split("\n")
    with_text = _sections(lines)
    found = [q for h, e in with_text if (q := _closing_quote(lines, h, e)) is not None]
    if len(found) < _LEAST_SECTIONS or 2 * len(found) < len(with_text):
        return text
    if 2 * sum(1 for head, first in found if _asks(lines[head + 1 : first])) < len(found):
        return text  # remarks closing each note, under text that asks nothing
    for _, first in found:
        _write_label(lines, first)
    return "\n".join(lines)


def _sections(lines: list[str]) -> list[tuple[int, int]]:
    """(heading line, end line) of each section with text below its heading."""
    heads = [k for k, line in outside_code(lines) if HEADING_RE.match(line)]
    if not heads:
        return []  # every `#` line inside code: no section at all
    ends = [*heads[1:], len(lines)]
    return [
        (h, e)
        for h, e in zip(heads, ends, strict=True)
        if any(lines[k].strip() for k in range(h + 1, e))
    ]


def _closing_quote(lines: list[str], head: int, end: int) -> tuple[int, int] | None:
    """(the heading's line, the closing quote's first line) when the section from line
    `head` to `end` ends on a short quote under text of its own (see the module doc)."""
    title = HEADING_RE.match(lines[head])
    if title is None or "?" in (title.group("text") or "") or "？" in lines[head]:
        return None  # a heading that asks: its text, quote and all, is the answer
    span = _quote_at_end(lines, head, end)
    if span is None:
        return None
    first, last = span
    above = [line for line in lines[head + 1 : first] if line.strip()]
    if not above or any(_not_question_text(line) for line in above):
        return None
    return (head, first) if _short_answer(lines[first : last + 1]) else None


def _short_answer(quote: list[str]) -> bool:
    """Whether the quote's words are a short answer, not one labelled already (`> **Answer**:
    4`, read as such)."""
    words = " ".join(_QUOTE_RE.sub("", line, count=1) for line in quote).strip()
    return bool(words) and len(words.split()) <= _MOST_WORDS and not ANSWER_RE.match(words)


def _quote_at_end(lines: list[str], head: int, end: int) -> tuple[int, int] | None:
    """(first, last) line of the quote of at most three lines that ends the section, if any."""
    last = end - 1
    while last > head and not lines[last].strip():
        last -= 1
    first = last
    while first > head and _QUOTE_RE.match(lines[first]):
        first -= 1
    first += 1
    if first > last or last - first + 1 > _MOST_LINES:
        return None
    return first, last


def _not_question_text(line: str) -> bool:
    """Whether a line above the quote says the section is laid out otherwise: a quote of its
    own, an answer label, a fold, options or a list (a quote under options explains them), a
    fenced block (the code may be the answer, the quote its explanation: the quiz's template
    is one line, its backticks a code span)."""
    body = line.lstrip()
    if body[:1] in ">-*+" or body[:8].lower() in ("<details", "<summary"):
        return True
    if FENCE_RE.match(line) is not None:
        return True  # a fenced block over the quote may be the answer it explains (codequote)
    return OPTION_RE.match(body) is not None or ANSWER_RE.match(body) is not None


def _asks(lines: list[str]) -> bool:
    return any(
        asks(line) or _SLOT_RE.search(line.replace("`", " ")) for line in lines if line.strip()
    )


def _write_label(lines: list[str], first: int) -> None:
    """The quote from line `first` on as an `Answer:` line, its lines unquoted and escapes read."""
    k = first
    while k < len(lines) and _QUOTE_RE.match(lines[k]):
        body = _QUOTE_RE.sub("", lines[k], count=1)
        escaped = body[:2] == "\\>"  # `> \>=`: kept, the card reads it (an answer's `>` unquotes)
        body = "\\" * escaped + without_escapes(body)
        lines[k] = f"Answer: {body}" if k == first else body
        k += 1
