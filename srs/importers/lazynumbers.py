"""Options numbered lazily: a Markdown ordered list whose items are all written `1.` (the
renderer numbers them 1, 2, 3), over the key that names one by its number (`Answer: 2`).

Read as written, every option was item 1: the first option was taken for a question and the
key named no option. Here such a run of items (two or more, each `1.` at one indent, lines
continuing an item between them, no blank line), right over an answer label, is numbered as
it shows (`1.`, `2.`, `3.`), line for line. A list numbered `1.` over no key (the steps of an
answer) is left as it is.

A test sheet shortens its key to the answer's letter: `A.2`, `A. 2` (`A.` for "answer", as
`Q1.` is the question's label) under such a run names option 2 as `Answer: 2` does, and is so
written. Only right under a run and only option numbers that the run holds: `A. text` (an
open answer so labelled) and `A. 2` under anything else are left as they are.
"""

from __future__ import annotations

from srs.importers.common import ANSWER_RE, LETTERS, holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["lazy_numbers"]

_ONE_RE = lazy(r"^(?P<indent>[ \t]{0,3})1(?P<delim>[.)])[ \t]+\S")
"""An item numbered `1.` (or `1)`) at the margin or up to three blanks in."""
_ITEM_RE = lazy(r"^[ \t]*(?:\d{1,9}[.)]|[-*+])(?:[ \t]|$)")
"""Any list item: one the run does not hold ends it, no lazy list."""
_ONE_MARK_RE = lazy(r"^(?P<indent>[ \t]{0,3})1[.)]")
_KEY_RE = lazy(r"\d{1,2}(?:[ \t]*(?:,|&|and)[ \t]*\d{1,2})*\.?")
"""A key of option numbers alone: `2`, `1, 3`, `2 and 4`."""
_KEY_NUMBERS_RE = lazy(r"\d{1,2}")
_SHORT_KEY_RE = lazy(
    r"^[ \t]{0,3}A[ \t]*[.．:：][ \t]*(?P<rest>\d{1,2}(?:[ \t]*,[ \t]*\d{1,2})*)[ \t]*$"
)
"""`A.2`, `A. 2`, `A：1, 3`: a key labelled by the answer's letter alone, option numbers after."""
_TWO_ONES_RE = lazy(r"\n[ \t]{0,3}1[.)][ \t][^\n]*\n[ \t]{0,3}1[.)][ \t]")
"""Two items numbered `1.` on lines one after the other: the mark of a lazy list."""


def lazy_numbers(text: str) -> str:
    """The text with each lazily numbered list over an answer label numbered as it shows
    (see the module docstring); else the text as it is (a cheap test first: an item `1.` or
    `1)` at a line's start, then two of them in a row)."""
    if not holds(text, "\n1. ", "\n1) ") or not _TWO_ONES_RE.search(text):
        return text
    lines = text.split("\n")
    changed = False
    after = -1  # the line the last run ended on: no run starts inside one
    for k, line in outside_code(lines):
        if k <= after or not _ONE_RE.match(line):
            continue
        items, after = _run(lines, k)
        key = _key_line(lines, after, len(items)) if len(items) >= 2 else None
        if key is not None:
            _lettered(lines, items, key)
            _join_wrapped(lines, items, after)
            changed = True
    return "\n".join(lines) if changed else text


def _lettered(lines: list[str], items: list[int], key: int) -> None:
    """The run's items lettered (`A)`, `B)`, ...) and the key's numbers made their letters
    (`Answer: 2` -> `Answer: B`), as a quiz with lettered options writes them: how a stem that
    does not ask (`7) A regression test:`) is read over its options. A key that names no item
    by number (`Answer: 7` of 4) leaves the items numbered as they show; one that names them
    by letter (`Answer: C`, as a key folded under the list gives it) letters them."""
    m = ANSWER_RE.match(lines[key])
    rest = m.group("rest").strip() if m is not None else ""
    if _letters_key(rest, len(items)):  # `Answer: C`: the options by their letters
        for letter, i in zip(LETTERS, items, strict=False):
            lines[i] = _ONE_MARK_RE.sub(rf"\g<indent>{letter})", lines[i], count=1)
        return
    numbers = [int(n) for n in _KEY_NUMBERS_RE.findall(rest)]
    if not _KEY_RE.fullmatch(rest) or not all(1 <= n <= len(items) for n in numbers):
        for number, i in enumerate(items[1:], start=2):
            lines[i] = lines[i].replace("1", str(number), 1)
        return
    for letter, i in zip(LETTERS, items, strict=False):
        lines[i] = _ONE_MARK_RE.sub(rf"\g<indent>{letter})", lines[i], count=1)
    start = lines[key].rindex(rest)
    lines[key] = lines[key][:start] + _KEY_NUMBERS_RE.sub(
        lambda n: LETTERS[int(n.group(0)) - 1], rest
    )


_LETTERS_KEY_RE = lazy(r"[A-Ha-h](?:[ \t]*(?:,|&|and)[ \t]*[A-Ha-h])*\.?")
_LETTER_RE = lazy(r"\b[A-Ha-h]\b")


def _letters_key(rest: str, count: int) -> bool:
    """Whether a key names options by letters alone (`C`, `A, D`), each within the run's
    `count` items: the author lettered them in mind, the renderer numbers them."""
    if not _LETTERS_KEY_RE.fullmatch(rest):
        return False
    return all(ord(c.upper()) - ord("A") < count for c in _LETTER_RE.findall(rest))


def _join_wrapped(lines: list[str], items: list[int], end: int) -> None:
    """Each option's wrapped lines (`1. Retest the changed area and then  ` over `whole
    regression test ...`) joined onto its item's line, the blank lines this frees put after
    the key, so that the lines below keep their numbers; options wrapped around anything but
    words (a fence, HTML, a table) are left as they are."""
    if end - items[0] == len(items):
        return  # (no option wraps)
    if any(lines[j].lstrip()[:1] in "`~<|>" for j in range(items[0], end) if j not in items):
        return
    options: list[str] = []
    for j in range(items[0], end):
        if j in items:
            options.append(lines[j].rstrip())
        else:
            options[-1] = f"{options[-1]} {lines[j].strip()}"
    key = end + 1 if not lines[end].strip() else end  # (a blank line over the key: kept)
    block = [*options, *lines[end : key + 1]]
    lines[items[0] : key + 1] = block + [""] * (key + 1 - items[0] - len(block))


def _run(lines: list[str], k: int) -> tuple[list[int], int]:
    """The items of the run of `1.` items from line `k`, and the line after its last line
    (a blank line, another kind of item or an answer label ends it); no items when another
    number comes in it."""
    head = _ONE_RE.match(lines[k])
    assert head is not None
    mark = f"{head.group('indent')}1{head.group('delim')}"
    items = [k]
    j = k + 1
    while j < len(lines) and lines[j].strip() and not ANSWER_RE.match(lines[j]):
        if lines[j].startswith(mark) and _ONE_RE.match(lines[j]):
            items.append(j)
        elif _ITEM_RE.match(lines[j]) and not lines[j].startswith((" " * 4, "\t")):
            return [], j
        j += 1
    return items, j


def _key_line(lines: list[str], end: int, count: int) -> int | None:
    """The answer label's line right after a run of `count` items that ended on line `end`
    (one blank line between them at most), a short key (`A.2`) naming its items written
    `Answer: 2`; None when no label follows."""
    if end < len(lines) and not lines[end].strip():
        end += 1
    if end >= len(lines):
        return None
    short = _SHORT_KEY_RE.match(lines[end])
    if short is not None:
        rest = short.group("rest")
        if not all(1 <= int(n) <= count for n in _KEY_NUMBERS_RE.findall(rest)):
            return None
        lines[end] = f"Answer: {rest}"
    return end if ANSWER_RE.match(lines[end]) is not None else None
