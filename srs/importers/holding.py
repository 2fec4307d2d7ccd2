"""The one cheap test a rewriting pass makes of a whole document: whether it holds any of
some literals (`holds`). Some hundred passes ask it on every import, most of them of
literals the document lacks."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

__all__ = ["any_line", "holds"]


def holds(text: str, *literals: str) -> bool:
    """Whether a whole document holds any of the literals: the cheap test a rewriting pass
    makes before it reads the document's lines, some hundred passes on every import.

    `literal in text` runs over a large text at about a nanosecond a character, whatever the
    literal; most passes' literals are absent, so each test pays it all. A single character
    is found a hundred times faster, so each of a literal's characters is looked for first
    (most documents lack one of `!`, `{`, `=` or `<`). Then a compiled pattern runs ahead on
    the literal's first character two or three times faster than the substring search,
    unless that character is a lower-case letter or a blank (`orrect)`, ` or`), met all
    through prose. A large text's characters and literals are looked for once each, whatever
    pass asks (passes that change nothing hand the same text on: a 10,000-question document
    was searched for `` ``` `` nine times, `~~~` eight).
    """
    if len(text) < _LARGE:
        return _search(text, literals, text.__contains__, None)
    known = _known(text)
    if any(known.get(literal) for literal in literals):
        return True
    asked = tuple(literal for literal in literals if literal not in known)
    return bool(asked) and _search(text, asked, _present(text, known), known)


def _search(
    text: str,
    literals: tuple[str, ...],
    present: Callable[[str], bool],
    known: dict[str, bool] | None,
) -> bool:
    """`holds` of the literals, each answer noted in `known` (a large text's) when given."""
    searched: list[str] = []  # (literals sharing a first character: one pattern, one pass)
    for literal in literals:
        if len(literal) > 1 and not all(present(char) for char in literal):
            found = False
        elif len(literal) == 1 or literal[0].islower() or literal[0] in " \t":
            found = literal in text
        else:
            searched.append(literal)
            continue
        if known is not None:
            known[literal] = found
        if found:
            return True
    return _search_patterns(text, searched, known)


def _search_patterns(text: str, searched: list[str], known: dict[str, bool] | None) -> bool:
    """`holds` of literals searched by a pattern, one for those sharing a first character."""
    for first in dict.fromkeys(literal[0] for literal in searched):
        group = tuple(literal for literal in searched if literal[0] == first)
        m = _literal_re(group).search(text)
        if known is not None:
            known.update(dict.fromkeys(group, False) if m is None else {m.group(): True})
        if m is not None:
            return True
    return False


@functools.cache
def _literal_re(literals: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile("|".join(map(re.escape, literals)))


_LARGE = 65_536
"""A text this long has its characters' and literals' presence remembered: a search for an
absent one runs over all of it (a 10,000-question document's passes asked for some 300
characters, 80 ms)."""
_seen: tuple[str, dict[str, bool]] = ("", {})
"""The last large text and which characters and literals it holds: one tuple, swapped whole,
so a reader in another thread never takes one text's answers for another's."""


def _known(text: str) -> dict[str, bool]:
    """Which characters and literals a large text was found to hold or lack, so far."""
    global _seen
    seen = _seen
    if seen[0] is not text:
        seen = _seen = (text, {})
    return seen[1]


def _present(text: str, known: dict[str, bool]) -> Callable[[str], bool]:
    """A test of whether the large text holds a character, remembered in `known`."""

    def present(char: str) -> bool:
        found = known.get(char)
        if found is None:
            found = known[char] = char in text
        return found

    return present


def any_line(pattern: re.Pattern[str], text: str) -> bool:
    """Whether a line of the text opens with a match of `pattern`, a pattern anchored with `^`
    (multi-line): `pattern.search(text)`, many times faster on a large text.

    Python's engine tries `^` at every character of the text (some 40 ms over a 10,000-question
    document); a pattern opening with a literal newline runs ahead to each newline at the speed
    of a character search. So the first line is matched, then the pattern after a newline."""
    if pattern.match(text) is not None:
        return True
    return _after_newline(pattern.pattern, pattern.flags).search(text) is not None


@functools.cache
def _after_newline(source: str, flags: int) -> re.Pattern[str]:
    if source.startswith("(?m)"):
        source, flags = source[4:], flags | re.MULTILINE
    if not source.startswith("^"):
        raise ValueError(f"any_line needs a pattern anchored at a line's start: {source!r}")
    return re.compile("\n(?:" + source[1:] + ")", flags)
