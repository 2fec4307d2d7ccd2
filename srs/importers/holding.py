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
    was searched for `` ``` `` nine times, `~~~` eight). And a large text's pairs of adjacent
    characters are listed once (see `_pairs`): a literal with a pair the text lacks (`5Q`,
    `C:`, `\nR:`) is absent without a search, most of the literals asked.
    """
    if len(text) < _LARGE:
        return _search(text, literals, _chars_in(text), None)
    known = _known(text)
    if any(known.get(literal) for literal in literals):
        return True
    asked = tuple(literal for literal in literals if literal not in known)
    return bool(asked) and _search(text, asked, _pairs_in(text), known)


def _search(
    text: str,
    literals: tuple[str, ...],
    possible: Callable[[str], bool],
    known: dict[str, bool] | None,
) -> bool:
    """`holds` of the literals, each answer noted in `known` (a large text's) when given.
    `possible`: whether a literal longer than a character may be in the text (false: it is
    not; true: it is searched for)."""
    searched: list[str] = []  # (literals sharing a first character: one pattern, one pass)
    for literal in literals:
        if len(literal) > 1 and not possible(literal):
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
_seen: tuple[str, dict[str, bool], frozenset[str]] = ("", {}, frozenset())
"""The last large text, which literals it was found to hold or lack, and its pairs of
adjacent characters (see `_pairs`): one tuple, swapped whole, so a reader in another thread
never takes one text's answers for another's."""


def _facts(text: str) -> tuple[str, dict[str, bool], frozenset[str]]:
    """The remembered facts of a large text (`_seen`), made anew for a text not seen last."""
    global _seen
    seen = _seen
    if seen[0] is not text:
        seen = _seen = (text, {}, _pairs(text))
    return seen


def _known(text: str) -> dict[str, bool]:
    """Which literals a large text was found to hold or lack, so far."""
    return _facts(text)[1]


def _pairs(text: str) -> frozenset[str]:
    """Every pair of adjacent characters of the text, and a few more: those of each distinct
    run between blanks, each with a blank on either side. A word is met again and again in a
    long text, so the distinct runs are some fiftieth of it: listed in some 30 ns a character
    of the text (0.17 s for a 10,000-question document), where the passes' searches for
    literals absent from it took 0.5 s. Every pair of the text is among them (a pair across a
    blank is one of a run's ends and the blank; two blanks, an empty run between them), so a
    pair missing here is missing from the text."""
    words = " " + " ".join(set(text.split(" "))) + " "
    return frozenset(map(str.__add__, words, words[1:]))


def _chars_in(text: str) -> Callable[[str], bool]:
    """`possible` of a small text: each of the literal's characters is in it."""
    return lambda literal: all(char in text for char in literal)


def _pairs_in(text: str) -> Callable[[str], bool]:
    """`possible` of a large text: each pair of the literal's adjacent characters is in it."""
    pairs = _facts(text)[2]
    return lambda literal: all(literal[i : i + 2] in pairs for i in range(len(literal) - 1))


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
