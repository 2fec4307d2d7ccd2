"""Questions numbered with GitHub emoji shortcodes (`:one: **What is X?**`), the number
written as the keycap picture GitHub renders, each question a plain line over its answer.

Read as written, `:one:` is neither a list number nor a heading: the questions were read as
one paragraph running into the next, or the first line that looked like a heading (a bold
`#### **when starting the model:**` inside an answer) took every question below it. When at
least two lines outside code open with such shortcodes and ask, each is written as a heading
holding its number and text (`## 1. **What is X?**`), line for line, one level below the
deepest heading above the first of them (at least `##`), so that the headings inside the
answers stay parts of them. The shortcodes name digits, so `:one::two:` is question 12.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE, outside_code
from srs.importers.lazyre import lazy

__all__ = ["shortcode_numbers"]

_DIGITS = {
    "zero": "0",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "keycap_ten": "10",
}
_WORDS = "|".join(_DIGITS)
_ANY_RE = lazy(rf"\n[ \t]{{0,3}}:(?:{_WORDS}):")
"""A line opening with a number shortcode, searched from a newline (a literal first, many
times faster than `^` tried at every character): the cheap search before lines are walked."""
_LINE_RE = lazy(rf"^[ \t]{{0,3}}(?P<codes>(?::(?:{_WORDS}):)+)[ \t]*(?P<text>\S.*?)[ \t]*$")
_CODE_RE = lazy(rf":({_WORDS}):")
_MIN_QUESTIONS = 2


def shortcode_numbers(text: str) -> str:
    """The text with each question line numbered by emoji shortcodes written as a numbered
    heading, when at least two such lines ask (see the module docstring)."""
    if "\n" not in text or _ANY_RE.search(f"\n{text}") is None:
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    found: list[tuple[int, str, str]] = []  # (index, number, text)
    deepest = 1  # the deepest heading level above the first question line
    for k, line in outside_code(lines):
        lead = line.lstrip(" \t")[:1]
        if lead == "#" and not found:
            m = HEADING_RE.match(line)
            if m is not None:
                deepest = max(deepest, len(m.group("hashes")))
            continue
        if lead != ":":
            continue
        m = _LINE_RE.match(line)
        if m is None or not asks(m.group("text").strip("*_ \t")):
            continue
        number = "".join(_DIGITS[w] for w in _CODE_RE.findall(m.group("codes")))
        found.append((k, number, m.group("text")))
    if len(found) < _MIN_QUESTIONS:
        return text
    hashes = "#" * min(deepest + 1, 6)
    for k, number, question in found:
        lines[k] = f"{hashes} {number}. {question}"
    return "\n".join(lines)
