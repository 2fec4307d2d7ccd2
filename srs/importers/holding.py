"""The one cheap test a rewriting pass makes of a whole document: whether it holds any of
some literals (`holds`). Some hundred passes ask it on every import, most of them of
literals the document lacks."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable

__all__ = ["BULLETS", "HEADINGS", "NUMBERED", "PICTURED", "any_line", "holds", "search_led"]


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
    was searched for `` ``` `` nine times, `~~~` eight). And once a few literals were
    searched for in a large text, its pairs of adjacent characters are listed (see `_pairs`):
    a literal with a pair the text lacks (`5Q`, `C:`, `\nR:`) is absent without a search,
    most of the literals the passes ask.
    """
    if len(text) < _LARGE:
        return _search(text, literals, None)
    facts = _facts(text)
    if any(facts.known.get(literal) for literal in literals):
        return True
    asked = tuple(literal for literal in literals if literal not in facts.known)
    return bool(asked) and _search(text, asked, facts)


def _search(text: str, literals: tuple[str, ...], facts: _Facts | None) -> bool:
    """`holds` of the literals, each answer noted in a large text's `facts` when given."""
    possible = _chars_in(text) if facts is None else facts.possible
    searched: list[str] = []  # (literals sharing a first character: one pattern, one pass)
    for literal in literals:
        if len(literal) > 1 and not possible(literal):
            found = False
        elif len(literal) == 1 or literal[0].islower() or literal[0] in " \t":
            found = literal in text
            if facts is not None and len(literal) > 1:
                facts.scans += 1
        else:
            searched.append(literal)
            continue
        if facts is not None:
            facts.known[literal] = found
        if found:
            return True
    return _search_patterns(text, searched, facts)


def _search_patterns(text: str, searched: list[str], facts: _Facts | None) -> bool:
    """`holds` of literals searched by a pattern, one for those sharing a first character."""
    for first in dict.fromkeys(literal[0] for literal in searched):
        group = tuple(literal for literal in searched if literal[0] == first)
        m = _literal_re(group).search(text)
        if facts is not None:
            facts.scans += 1
            facts.known.update(dict.fromkeys(group, False) if m is None else {m.group(): True})
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
_PAIRS_AFTER = 16
"""Searches of a large text (each over all of it) before its pairs are listed: listing them
takes what some fifty searches do; a reader makes a few, the passes two hundred."""


class _Facts:
    """What a large text was found to hold or lack: literals and characters (`known`), and
    its pairs of adjacent characters once listed (see `_pairs`)."""

    __slots__ = ("known", "led", "pairs", "scans", "text")

    def __init__(self, text: str) -> None:
        self.text = text
        self.known: dict[str, bool] = {}
        self.led: dict[tuple[str, bool], str] = {}
        """The text's lines that open with each lead asked (see `search_led`), as one text."""
        self.pairs: frozenset[str] | None = None
        self.scans = 0
        """Searches over the whole text so far (a literal, or a pattern of some)."""

    def possible(self, literal: str) -> bool:
        """Whether a literal longer than a character may be in the text: each of its pairs
        is, once they are listed (after `_PAIRS_AFTER` searches); before, each of its
        characters (each looked for once)."""
        pairs = self.pairs
        if pairs is None:
            if self.scans < _PAIRS_AFTER:
                return all(self._has(char) for char in literal)
            pairs = self.pairs = _pairs(self.text)
        return all(literal[i : i + 2] in pairs for i in range(len(literal) - 1))

    def lines_led(self, lead: str, first: bool) -> str:
        """The text's lines that open (past blanks) with a match of `lead`, each after its
        newline (`search_led`); `first`: the first line too, as if after a newline."""
        key = (lead, first)
        found = self.led.get(key)
        if found is None:
            if first:
                end = self.text.find("\n")
                line = "\n" + (self.text if end < 0 else self.text[:end])
                opens = _led_re(lead).match(line) is not None
                found = (line if opens else "") + self.lines_led(lead, False)
            else:
                found = "".join(_led_re(lead).findall(self.text))
            self.led[key] = found
        return found

    def _has(self, char: str) -> bool:
        found = self.known.get(char)
        if found is None:
            found = self.known[char] = char in self.text
        return found


_seen = _Facts("")
"""The last large text's facts: one object, swapped whole, so a reader in another thread
never takes one text's answers for another's."""


def _facts(text: str) -> _Facts:
    """The facts of a large text (`_seen`), made anew for a text not seen last."""
    global _seen
    seen = _seen
    if seen.text is not text:
        seen = _seen = _Facts(text)
    return seen


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


HEADINGS = "#"
"""A line that opens (past blanks) with `#`: a heading's (`search_led`)."""
NUMBERED = r"\d"
"""A line that opens with a digit: a numbered item's (`search_led`)."""
BULLETS = r"[-*+][ \t]"
"""A line that opens with a bullet and a blank: a list item's (`search_led`)."""
PICTURED = r"[:\d\u2190-\u2bff\U0001f000-\U0001faff]"
"""A line that opens with a shortcode's colon, a digit (a keycap's) or a pictograph."""


def search_led(pattern: re.Pattern[str], text: str, *leads: str, first: bool = False) -> bool:
    """Whether `pattern.search(text)` finds a match (of `"\\n" + text` when `first`), for a
    pattern each of whose matches opens with a newline and keeps to the line after it (it
    matches no newline past its first, and looks no further than the end of that line),
    a line that opens, past blanks, with a match of one of the `leads` (`HEADINGS`, ...).

    The passes' cheap tests search a whole document from each newline (`\\n {0,3}#{1,6}...`),
    some fifty of them, each some 10 ms over a 10,000-question document, though most
    lines cannot open a match (prose, where a heading or a numbered item is looked for).
    So a large text's lines that open with a lead are listed once (one search's time) and
    the patterns searched in them alone: a match in the text is one in its line, which is
    listed, after a newline, as in the text; a match in the listed lines is one in the
    text's line. Only the end of the line differs: the text's last line may be followed
    by the next one's newline there (the pattern must not tell a newline from the end)."""
    if len(text) < _LARGE:
        return pattern.search("\n" + text if first else text) is not None
    facts = _facts(text)
    return any(pattern.search(facts.lines_led(lead, first)) is not None for lead in leads)


@functools.cache
def _led_re(lead: str) -> re.Pattern[str]:
    return re.compile(rf"\n[ \t]*(?:{lead})[^\n]*")


def _chars_in(text: str) -> Callable[[str], bool]:
    """`possible` of a small text: each of the literal's characters is in it."""
    return lambda literal: all(char in text for char in literal)


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
