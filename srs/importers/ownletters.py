"""Options that repeat their own letter: `- A. Parse tree` / `- B. Tokens`, lettered by position.

A reader that letters a list's items by position (a task list, a bullet list named by its
answer, a record's option list) writes the letter itself; when the items already open with
theirs, the card showed `A) A. Parse tree`. The letters the options open with are their
labels, not their text, when they run in order from `A` (or `a`) over two or more options
from the first, with a `.`, `)`, `:` or `、` after each (`A.异常` types none of the space), and
no later option opens with a letter so (`- B et C` after `- D. ...` is an option's text:
`B et C permettent ...`, not a label). A lone `A. Smith` stays: it has no `B.` after it.
Each stripped letter is the one the option is given again, so nothing is lost.
"""

from __future__ import annotations

import re

from srs.importers.common import LETTERS
from srs.importers.lazyre import lazy

__all__ = ["own_letters_off"]

_OWN_LETTER_RE = lazy(
    r"^(?P<bold>\*\*|__)?(?P<tick>`?)\(?(?P<letter>[A-Ha-h])(?:[.)、:：](?P=tick)"
    r"(?P<closed>(?P=bold))?|(?P=tick)(?P<shut>(?P=bold))[.)、:：])[ \t]*(?=\S)"
)
"""The letter an option's text opens with, past its box (`- [x] b. Tokens`, `B.非`): bold
alone (`**B.** Tokens`, `**b**. alt`: the bold goes with it) or inside its text's bold (`**d. Plenum
cable**`: the bold stays), or set as code (`` `b)` Tokens ``, a page's way to show the label
as typed)."""


_SPACED_LETTER_RE = lazy(r"^(?P<letter>[A-Ha-h])[ \t]+(?=\S)")
"""`- A (1,2), (3,4)`: a letter and a blank only, no mark after it. Read as a label only
when every option opens so, in order from `A`: `A` alone is also a word (`- A cat`)."""


def own_letters_off(texts: list[str]) -> list[str]:
    """The options' texts, without the letters they open with when those are their labels
    (see the module doc and `_SPACED_LETTER_RE`); else as they are."""
    spaced = _spaced_letters_off(texts)
    if spaced is not None:
        return spaced
    found = [_OWN_LETTER_RE.match(text) for text in texts]
    run = 0
    while run < len(found) and (m := found[run]) is not None:
        if run == len(LETTERS) or m.group("letter").upper() != LETTERS[run]:
            return texts  # `A.`, `C.`: letters out of order are no labels read in turn
        run += 1
    if run < 2 or any(m is not None for m in found[run:]):
        return texts
    return [_letter_off(text, m) for text, m in zip(texts, found, strict=True)]


def _letter_off(text: str, m: re.Match[str] | None) -> str:
    """An option's text without the letter `m` found opening it, the bold kept when the
    letter sat inside the text's own (`**d. Plenum cable**` -> `**Plenum cable**`)."""
    if m is None:
        return text
    closed = m.group("closed") or m.group("shut")
    return ("" if closed else m.group("bold") or "") + text[m.end() :]


def _spaced_letters_off(texts: list[str]) -> list[str] | None:
    """The texts without the bare letters they all open with in turn (`- A (1,2)` / `- B
    (5,6)`); None when not every one opens so."""
    spaced = [_SPACED_LETTER_RE.match(text) for text in texts]
    if len(texts) < 2 or len(texts) > len(LETTERS):
        return None
    out: list[str] = []
    for k, (text, m) in enumerate(zip(texts, spaced, strict=True)):
        if m is None or m.group("letter").upper() != LETTERS[k]:
            return None
        out.append(text[m.end() :])
    return out
