"""Right options pointed out by an arrow, read by the page's own convention: however the
words after the arrow are typed (`- String ---> RESPUSTA`, `- break ---> THEY MARKED IT
WRONG`), and where a question's options carry no arrow at all.

A Spanish test sheet marks each question's right bullet with an arrow and a word (`- Set --->
RESPUESTA`, srs.importers.endmarks reads it). In a few questions the author typed the word
wrong, wrote a note instead of it, or glued the arrow to the option's code (`` - `==`-->
RESPUESTA ``), and one question has no arrow: each became an open card holding its options,
arrows and all, with no warning. Here, on a page where three lists of bullets or more under
their questions have each one bullet ending with an arrow and a word that says answer (the
convention):
- a bullet ending with such an arrow (`-->`, `--->`) and other words, alone in its list to
  carry one, is written with the page's own mark (`---> RESPUESTA`), the words after the arrow
  dropped with it (the author's aside about the key, as a back-arrow's note is,
  srs.importers.arrowmarks); an arrow glued to the code before it is set apart;
- a list with no arrow, when such lists are few (a quarter of the marked ones at most), is
  written as a task list with no box ticked: the question is reported as unanswered, its
  options named, not made a card answered by its options.
A list whose items all carry arrows maps things (`- HTTP --> 80`): no mark.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.endmarks import KEY_WORDS
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["arrow_notes"]

_ARROW = r"-{2,4}_?>"
"""An arrow as typed: `-->`, `--->`, `--_>` (a slip of the finger); not code's `->`."""
_MARK_RE = lazy(
    rf"^[-*+][ \t]+\S.*?(?:[ \t]|(?<=`)){_ARROW}[ \t]*(?:\*\*|__)?"
    rf"(?P<word>{KEY_WORDS})(?:\*\*|__)?[ \t]*!?[ \t]*$",
    re.I,
)
"""A bullet ending with an arrow and a word that says answer (`- Set ---> RESPUESTA`)."""
_ARROWED_RE = lazy(
    rf"^(?!.*<!--)(?P<item>.*?(?:\S[ \t]|`))[ \t]*(?P<arrow>{_ARROW})[ \t]*(?P<rest>[^`\n]*)$"
)
"""A line with an arrow after its text (set apart, or after code), and the words after the
arrow (no code: `a --> b` in backticks is the option's own); not an HTML comment's close."""
_BULLET_RE = lazy(r"^[-*+][ \t]+\S")
_NO_STEM_RE = lazy(r"^[ \t]*(?:([-*_])(?:[ \t]*\1){2,}|[`~]{3}|\|)")
"""A rule, a fence or a table row: no question's line over options."""
_CONVENTION = 3
"""Marked lists a page needs before its arrows are its marks."""
_UNMARKED_SHARE = 4
"""Marked lists to each unmarked one, at least, before an unmarked list is a question's
options left unkeyed (fewer: the page's bullets are answers' points too)."""
_MOST = 8

_Item = tuple[int, int]
"""An item's first line (its bullet) and last line (a wrap typed at the margin)."""


def arrow_notes(text: str) -> str:
    """The text with the page's arrow convention applied to its odd lists (see the module
    doc); the text itself otherwise (the cheap tests first)."""
    if not holds(text, "-->", "-_>"):
        return text
    lines = text.split("\n")
    lists = _option_lists(lines)
    arrowed = [[item for item in items if _ARROWED_RE.match(lines[item[1]])] for items in lists]
    marked = [one[0] for one in arrowed if len(one) == 1 and _marked(lines, one[0])]
    if len(marked) < _CONVENTION:
        return text
    _marks_written(lines, arrowed, _page_word(lines, marked))
    unmarked = [items for items, one in zip(lists, arrowed, strict=True) if not one]
    if len(unmarked) * _UNMARKED_SHARE <= len(marked):
        for items in unmarked:
            for first, _ in items:
                lines[first] = "- [ ] " + lines[first].split(None, 1)[1]
    return "\n".join(lines)


def _page_word(lines: list[str], marked: list[_Item]) -> str:
    """The word the page's arrows point at most (`RESPUESTA`)."""
    words = [m.group("word") for item in marked if (m := _MARK_RE.match(_joined(lines, item)))]
    return max(set(words), key=words.count)


def _marks_written(lines: list[str], arrowed: list[list[_Item]], word: str) -> None:
    """Each list's one arrowed item written with the page's mark, in place."""
    for one in arrowed:
        if len(one) == 1:
            m = _ARROWED_RE.match(lines[one[0][1]])
            assert m is not None
            lines[one[0][1]] = f"{_balanced(m.group('item').rstrip())} ---> {word}"


_SPAN_RE = lazy(r"^(?P<lead>[-*+][ \t]+)(?P<open>`{1,3})(?P<code>[^`]+)`{1,3}$")
"""An option that is one code span, its closing run of backticks as typed."""


def _balanced(item: str) -> str:
    """The item's code span closed as it was opened: the arrow glued to it was typed over
    the span's closer (`` ``&&`--> ``), which left its opener unmatched, shown as typed."""
    m = _SPAN_RE.match(item)
    if m is None:
        return item
    return f"{m.group('lead')}{m.group('open')}{m.group('code')}{m.group('open')}"


def _joined(lines: list[str], item: _Item) -> str:
    return " ".join(line.strip() for line in lines[item[0] : item[1] + 1])


def _marked(lines: list[str], item: _Item) -> bool:
    """Whether the item ends with an arrow and a word that says answer."""
    return _MARK_RE.match(_joined(lines, item)) is not None


def _option_lists(lines: list[str]) -> list[list[_Item]]:
    """The bullet lists at the margin, outside code, each right under a line of text (a
    question's, blank lines between): two to eight items, blank lines between them allowed,
    an item's text going on over lines at the margin right below its bullet."""
    lists: list[list[_Item]] = []
    current: list[_Item] = []
    above = ""  # the last line with text before the current list
    last = -2
    for k, line in outside_code(lines):
        if not line.strip():
            continue
        if _BULLET_RE.match(line) and (current or (above and not _NO_STEM_RE.match(above))):
            current.append((k, k))
        elif current and last == k - 1 and not _NO_STEM_RE.match(line):
            current[-1] = (current[-1][0], k)  # a wrap at the margin
        else:
            if 2 <= len(current) <= _MOST:
                lists.append(current)
            current, above = [], line
        last = k
    if 2 <= len(current) <= _MOST:
        lists.append(current)
    return lists
