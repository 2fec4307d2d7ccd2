"""Lettered options each wrapped whole in a code span: `` - `A. True` ``, `` - `B. False` ``.

Some question banks style every option (and the key, `` **Correct Answer:** `B. False` ``)
as inline code. The option readers want the letter at the line's start, so the list was read
by position and each option kept its span and its own letter: `` `A. True` `` shown as option
A. A run of two or more list items in a row, each a code span holding nothing else and
opening with the next letter from `A` (`A.` or `A)`), is written as the lettered options it
shows (`- A. True`), line for line: the span wraps the letter too, so it is the author's
styling of the line, not code. The document's key lines written the same way (`` **Correct
Answer:** `B. False` ``) lose their span too.

Other banks wrap the letter alone, then a colon and the option (`` - `A` :  `goto` ``, an
exercise page on Java whose options are code). Read by position, the options kept their
letters in their text and the list was no question's options, so the question before it was
text in no card. Such a run is written as lettered options the same way (`` - A. `goto` ``:
the option's own span is its code, kept), but only when a key naming a letter follows it
next (`**正确答案：B**`, `Answer: B`; blank lines or the tags of a `<details>` fold between):
a glossary of names in code (`` - `A`: the input matrix ``) is no question's options.
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
_SPAN_LETTER_RE = lazy(
    r"^(?P<lead>[ \t]*(?:[-*+][ \t]+)?)`(?P<letter>[A-H])`[ \t]*[:：][ \t]*(?P<text>\S.*?)[ \t]*$"
)
"""A list item (or a line) whose letter alone is a code span, a colon after it: `` - `A` : x ``."""
_KEY_AFTER = 8
"""How many lines below a run of `_SPAN_LETTER_RE` options its key may be."""
_KEY_LETTER_RE = lazy(r"^[*_`\s]*[A-H](?![A-Za-z])")


def span_options(text: str) -> str:
    """The text with each run of span-wrapped lettered options unwrapped (see the module
    doc); other lines as they are."""
    if not holds(text, "`A.", "`A)", "`A`"):
        return text  # the cheap test first: no span opens with option A
    lines = text.split("\n")
    found = False
    k = 0
    while k < len(lines):
        m = _span_option(lines[k]) if "`A" in lines[k] else None
        if m is None or m.group("letter") != "A":
            k += 1
            continue
        whole = "mark" in m.groupdict()  # `` `A. x` ``, not `` `A` : x ``
        run = _run(lines, k, _SPAN_OPTION_RE if whole else _SPAN_LETTER_RE)
        if len(run) >= 2 and (whole or _keyed(lines, k + len(run))):
            found = True
            for j, item in zip(range(k, k + len(run)), run, strict=True):
                mark = item["mark"] if whole else "."
                lines[j] = f"{item['lead']}{item['letter']}{mark} {item['text']}"
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


def _span_option(line: str) -> re.Match[str] | None:
    """The line as a span option of either style (`` `A. x` `` or `` `A` : x ``)."""
    return _SPAN_OPTION_RE.match(line) or _SPAN_LETTER_RE.match(line)


def _keyed(lines: list[str], end: int) -> bool:
    """Whether a key line naming a letter (`**正确答案：B**`, `> Answer: B`) comes next after
    `end` (the end of a run of options), only blank lines or HTML tags between (the
    `<details><summary>查看答案</summary>` fold that hides it)."""
    for line in lines[end : end + _KEY_AFTER]:
        text = line.lstrip("> \t")
        if not text or text.startswith("<"):
            continue
        m = ANSWER_RE.match(text)
        return m is not None and _KEY_LETTER_RE.match(m.group("rest")) is not None
    return False


def _run(lines: list[str], start: int, pattern: re.Pattern[str]) -> list[re.Match[str]]:
    """The span options of one style (`pattern`) from `start` on, lettered in order from `A`,
    one to a line."""
    run: list[re.Match[str]] = []
    for line in lines[start : start + len(LETTERS)]:
        m = pattern.match(line)
        if m is None or m.group("letter") != LETTERS[len(run)]:
            break
        run.append(m)
    return run
