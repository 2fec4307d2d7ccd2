"""Questions numbered with GitHub emoji shortcodes (`:one: **What is X?**`), the number
written as the keycap picture GitHub renders (or the keycap itself, `1️⃣ **What is X?**`),
each question a plain line over its answer.

Read as written, `:one:` is neither a list number nor a heading: the questions were read as
one paragraph running into the next, or the first line that looked like a heading (a bold
`#### **when starting the model:**` inside an answer) took every question below it. When at
least two lines outside code open with such shortcodes and ask, each is written as a heading
holding its number and text (`## 1. **What is X?**`), line for line, one level below the
deepest heading above the first of them (at least `##`), so that the headings inside the
answers stay parts of them. The shortcodes name digits, so `:one::two:` is question 12.

A numbered line right over an answer label (`13️⃣ Terraform workflow`, then `Answer:`) is a
question whether it asks or not: the label says so, as it does under `13.` numbering; read
only when it asks, such a line and its answer ran into the answer above.
"""

from __future__ import annotations

from srs.importers.asking import asks
from srs.importers.common import ANSWER_RE
from srs.importers.fences import outside_code
from srs.importers.headings import LevelAbove
from srs.importers.holding import PICTURED, search_led
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
_KEYCAP = "\\d{1,4}\ufe0f?\u20e3|\U0001f51f"
"""The keycap pictures themselves (`1️⃣`, `🔟`), as a page copied from the rendered one has them;
a number may put plain digits before its last keycap (`11️⃣`: `1`, then the keycap `1️⃣`)."""
_ANY_RE = lazy(rf"\n[ \t]{{0,3}}(?::(?:{_WORDS}):|{_KEYCAP})")
"""A line opening with a number shortcode or keycap, searched from a newline (a literal first,
many times faster than `^` tried at every character): the cheap search before lines are
walked."""
_LINE_RE = lazy(
    rf"^[ \t]{{0,3}}(?P<codes>(?::(?:{_WORDS}):|{_KEYCAP})+)[ \t]*(?P<text>\S.*?)[ \t]*$"
)
_CODE_RE = lazy(rf":({_WORDS}):|(\d{{1,4}})\ufe0f?\u20e3|(\U0001f51f)")
_MIN_QUESTIONS = 2
_POINT_RE = lazy(r"^(?:\*\*|__)[^*_]+(?:\*\*|__)[ \t]*(?:→|->|[:–—-])[ \t]*\S")
"""`**Zoom out** → Cloud, lakehouse ...`: a numbered point, its bold title explained after an
arrow or a colon, never a question however its explanation ends."""


def shortcode_numbers(text: str) -> str:
    """The text with each question line numbered by emoji shortcodes written as a numbered
    heading, when at least two such lines ask (see the module docstring)."""
    if "\n" not in text or not search_led(_ANY_RE, text, PICTURED, first=True):
        return text  # the whole text searched at C speed before any line is walked
    lines = text.split("\n")
    numbered: list[tuple[int, str, str, bool]] = []  # (index, number, text, asks)
    level = LevelAbove()
    for k, line in outside_code(lines):
        lead = line.lstrip(" \t")[:1]
        if lead == "#" and not numbered:
            level.see(line)
            continue
        if lead != ":" and not lead.isdigit() and lead != "\U0001f51f":
            continue
        m = _LINE_RE.match(line)
        if m is None or _POINT_RE.match(m.group("text")):
            continue
        number = "".join(_digit(*code) for code in _CODE_RE.findall(m.group("codes")))
        asked = asks(m.group("text").strip("*_ \t")) or _over_label(lines, k)
        numbered.append((k, number, m.group("text"), asked))
    found = _questions(numbered)
    if len(found) < _MIN_QUESTIONS:
        return text
    hashes = "#" * _level_of(level)
    for k, number, question in found:
        lines[k] = f"{hashes} {number}. {question}"
    return "\n".join(lines)


def _over_label(lines: list[str], k: int) -> bool:
    """Whether the first line with text below line k is an answer label (`Answer:`)."""
    for j in range(k + 1, len(lines)):  # (no slice: a copy of the rest per line is quadratic)
        if lines[j].strip():
            return ANSWER_RE.match(lines[j]) is not None
    return False


def _questions(numbered: list[tuple[int, str, str, bool]]) -> list[tuple[int, str, str]]:
    """The numbered lines that are questions: those that ask, and one that does not between
    two that do, numbered in turn (`15` between `14` and `16`: `Your job fails on skewed
    joins. Walk through your steps.`, a situation then its task)."""
    return [
        (k, number, text)
        for j, (k, number, text, asked) in enumerate(numbered)
        if asked or (0 < j < len(numbered) - 1 and _between_asking(numbered[j - 1 : j + 2]))
    ]


def _between_asking(three: list[tuple[int, str, str, bool]]) -> bool:
    """Whether the middle of three numbered lines sits between two that ask, numbered in turn."""
    (_, before, _, asked_before), (_, number, _, _), (_, after, _, asked_after) = three
    numbers = (before, number, after)
    if not (asked_before and asked_after and all(n.isdigit() for n in numbers)):
        return False
    return int(before) + 1 == int(number) == int(after) - 1


def _digit(word: str, keycap: str, ten: str) -> str:
    """The digits a shortcode (`:one:`) or a keycap (`1️⃣`, `🔟`) stands for."""
    return _DIGITS[word] if word else keycap or "10"


def _level_of(level: LevelAbove) -> int:
    """The questions' heading level: one below the deepest heading above them, or, under a
    heading numbered so (`## 1️⃣8️⃣ What ...?` over `1️⃣9️⃣ What ...?`), that heading's."""
    above = level.last
    numbered = above is not None and _LINE_RE.match(above[1]) is not None
    return above[0] if above is not None and numbered else level.below()
