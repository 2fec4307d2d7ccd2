"""Lettered options each wrapped whole in a code span: `` - `A. True` ``, `` - `B. False` ``.

Some question banks style every option (and the key, `` **Correct Answer:** `B. False` ``)
as inline code. The option readers want the letter at the line's start, so the list was read
by position and each option kept its span and its own letter: `` `A. True` `` shown as option
A. A run of two or more list items in a row, each a code span holding nothing else and
opening with the next letter from `A` (`A.` or `A)`), is written as the lettered options it
shows (`- A. True`), line for line: the span wraps the letter too, so it is the author's
styling of the line, not code. The document's key lines written the same way (`` **Correct
Answer:** `B. False` ``) lose their span too.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, LETTERS, holds
from srs.importers.lazyre import lazy

__all__ = ["span_options"]

_SPAN_OPTION_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?)`(?P<letter>[A-H])(?P<mark>[.)])[ \t]+(?P<text>[^`]*[^`\s])`[ \t]*$"
)
"""A list item (or a line) that is one code span opening with its letter: `` - `B. False` ``."""


def span_options(text: str) -> str:
    """The text with each run of span-wrapped lettered options unwrapped (see the module
    doc); other lines as they are."""
    if not holds(text, "`A.", "`A)"):
        return text  # the cheap test first: no span opens with option A
    lines = text.split("\n")
    found = False
    k = 0
    while k < len(lines):
        m = _SPAN_OPTION_RE.match(lines[k]) if "`A" in lines[k] else None
        if m is None or m.group("letter") != "A":
            k += 1
            continue
        run = _run(lines, k)
        if len(run) >= 2:
            found = True
            for j, item in zip(range(k, k + len(run)), run, strict=True):
                lines[j] = f"{item['lead']}{item['letter']}{item['mark']} {item['text']}"
        k += max(len(run), 1)
    return "\n".join(_keys_unwrapped(lines) if found else lines)


def _keys_unwrapped(lines: list[str]) -> list[str]:
    """The key lines of a document whose options were unwrapped, written the same way: an
    answer label over one span naming an option (`` **Correct Answer:** `B. False` ``)
    loses the span, so its letter and text read as a key (the closing backtick stayed in
    the explanation)."""
    out: list[str] = []
    for line in lines:
        m = ANSWER_RE.match(line) if "`" in line else None
        rest = m.group("rest") if m is not None else ""
        span = _KEY_SPAN_RE.match(rest)
        if m is not None and span is not None:
            line = line[: m.start("rest")] + span.group("key") + rest[span.end() :]
        out.append(line)
    return out


_KEY_SPAN_RE = lazy(r"^`(?P<key>[A-H][.)][ \t]+[^`]*[^`\s])`")
"""A key given as one code span opening with its option's letter: `` `B. False` ``."""


def _run(lines: list[str], start: int) -> list[re.Match[str]]:
    """The span options from `start` on, lettered in order from `A`, one to a line."""
    run: list[re.Match[str]] = []
    for line in lines[start : start + len(LETTERS)]:
        m = _SPAN_OPTION_RE.match(line)
        if m is None or m.group("letter") != LETTERS[len(run)]:
            break
        run.append(m)
    return run
