"""The one cheap test a rewriting pass makes of a whole document: whether it holds any of
some literals (`holds`). Some hundred passes ask it on every import, most of them of
literals the document lacks."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

__all__ = ["holds"]


def holds(text: str, *literals: str) -> bool:
    """Whether a whole document holds any of the literals: the cheap test a rewriting pass
    makes before it reads the document's lines, some hundred passes on every import.

    `literal in text` runs over a large text at about a nanosecond a character, whatever the
    literal; most passes' literals are absent, so each test pays it all. A single character
    is found a hundred times faster, so each of a literal's characters is looked for first
    (most documents lack one of `!`, `{`, `=` or `<`). Then a compiled pattern runs ahead on
    the literal's first character two or three times faster than the substring search,
    unless that character is a lower-case letter or a blank (`orrect)`, ` or`), met all
    through prose. A large text's characters are looked for once each, whatever pass asks.
    """
    searched: list[str] = []  # (literals sharing a first character: one pattern, one pass)
    present = _present(text)
    for literal in literals:
        if len(literal) > 1 and not all(present(char) for char in literal):
            continue
        if len(literal) == 1 or literal[0].islower() or literal[0] in " \t":
            if literal in text:
                return True
        else:
            searched.append(literal)
    return any(
        _literal_re(tuple(lits for lits in searched if lits[0] == first)).search(text)
        for first in dict.fromkeys(lit[0] for lit in searched)
    )


@functools.cache
def _literal_re(literals: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, literals)))


_LARGE = 65_536
"""A text this long has its characters' presence remembered: a search for an absent one runs
over all of it (a 10,000-question document's passes asked for some 300 characters, 80 ms)."""
_seen: tuple[str, dict[str, bool]] = ("", {})
"""The last large text and which characters it holds: one tuple, swapped whole, so a reader
in another thread never takes one text's answers for another's."""


def _present(text: str) -> Callable[[str], bool]:
    """A test of whether the text holds a character, remembered for a large text."""
    global _seen
    if len(text) < _LARGE:
        return text.__contains__
    seen = _seen
    if seen[0] is not text:
        seen = _seen = (text, {})
    known = seen[1]

    def present(char: str) -> bool:
        found = known.get(char)
        if found is None:
            found = known[char] = char in text
        return found

    return present
