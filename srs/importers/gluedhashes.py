"""Heading marks typed without their space before a question label: `##Pergunta 3`,
`###Question 2: What is X?`, `##Q4.`.

CommonMark reads `##` glued to its text as a paragraph, not a heading, so notes written so had
their questions run together: each answer went on to the next `##Pergunta` line, and the
question under the label became the first line of an answer. A run of one to six `#` at the
margin glued to a numbered question label (the word `Question` in the languages
srs.importers.common lists, or `Q`, then a number) is given its space, line for line,
outside code. So is a run of two or more glued to a word (`###Explain what a stub is:`) at a
level where the document has two or more real headings: among `### Which loops ...?`
headings the author meant one more. A page with no real heading at all that glues two titles
or more at one level (`####Java Questions`, `####Spring Questions`, each a capitalised word
and another) glued every heading: those are its headings. Any other glued `#` (`#include`, `#hashtag`, `#!/bin/sh`,
a lone `##word` in a document with no headings at its level, a glued title right over a heading)
is left as written.

A run glued to a dot or a bracket, then a blank and a word (`###. Explain why ...`, `##) What
...?`), is a numbered heading with its number left out: the author's question marker, but
CommonMark's paragraph, and the question went as an introduction, or with no word at all. In
a document with two or more real headings, when text comes under it, it is given its space
and its mark goes (`### Explain why ...`).
"""

from __future__ import annotations

import re
from collections import Counter

from srs.importers.common import HEADING_RE, SERIAL_LABEL
from srs.importers.fences import outside_code
from srs.importers.holding import HEADINGS, search_led
from srs.importers.labelwords import QUESTION_LABELS
from srs.importers.lazyre import lazy

__all__ = ["glued_hashes"]

_GLUED_RE = lazy(r"^(?P<hashes>#{1,6})(?P<rest>[^\s#].*)$")
_LABEL_RE = lazy(
    rf"(?:{'|'.join(QUESTION_LABELS)}|q|{SERIAL_LABEL})[ \t]*(?:no\.?|#)?[ \t]*\d", re.IGNORECASE
)
"""A question label and its number: `Pergunta 9 (importante)`, `Question 2: ...`, `Q4.`."""
_ANY_RE = lazy(r"\n#{1,6}[^\s#]")
"""A line opening with `#` glued to text, searched from a newline (a literal first): the cheap
search of the whole text before any line is walked."""
_WORD_RE = lazy(r"[^\W\d_]{2,}[ \t]")
"""A word of two letters or more, then a blank: text, not `#!/bin`, `##123` or `##TODO`."""
_NUMBERLESS_RE = lazy(r"[.)][ \t]+(?P<text>[^\W\d_].*)")
"""A dot or bracket where a heading's number goes, then its text (`. Explain why ...`)."""
_TITLE_RE = lazy(r"[^\W\d_a-z][^\W\d_]+[ \t]+[^\W\d_]")
"""A title's opening: a capitalised word and another after it (`Java Questions`), no
`#hashtag` nor `#include <x>`."""
_LEAST_HASHES = 2
_LEAST_HEADINGS = 2


def glued_hashes(text: str) -> str:
    """The text with each `#` run glued to a numbered question label, or to a word at a level
    of real headings, given its space (see the module doc)."""
    if not search_led(_ANY_RE, text, HEADINGS, first=True):
        return text
    lines = text.split("\n")
    glued: list[tuple[int, re.Match[str]]] = []
    levels: Counter[int] = Counter()  # the real headings at each level
    for k, line in outside_code(lines):
        if line[:1] != "#":
            continue
        m = _GLUED_RE.match(line)
        if m is not None:
            glued.append((k, m))
        elif (heading := HEADING_RE.match(line)) is not None and heading.group("text"):
            levels[len(heading.group("hashes"))] += 1
    if not levels:  # a page that glues every heading: its glued titles at one level are they
        titled = Counter(
            len(m.group("hashes")) for _, m in glued if _TITLE_RE.match(m.group("rest"))
        )
        levels = Counter({level: n for level, n in titled.items() if n >= _LEAST_HEADINGS})
    for k, m in glued:
        lines[k] = _spaced(lines, k, m, levels)
    return "\n".join(lines)


def _spaced(lines: list[str], k: int, m: re.Match[str], levels: Counter[int]) -> str:
    """Line `k`, glued as `m` matched it, given its space when it is a heading (see the module
    doc); as written when not."""
    hashes, rest = m.group("hashes"), m.group("rest")
    if rest[:1] in ".)":
        numberless = _NUMBERLESS_RE.match(rest)
        if numberless is not None and levels.total() >= _LEAST_HEADINGS and _has_body(lines, k):
            return f"{hashes} {numberless.group('text')}"
        return lines[k]
    if _LABEL_RE.match(rest) is not None or (
        len(hashes) >= _LEAST_HASHES
        and levels[len(hashes)] >= _LEAST_HEADINGS
        and _WORD_RE.match(rest) is not None
        and _has_body(lines, k)
    ):
        return f"{hashes} {rest}"
    return lines[k]


def _has_body(lines: list[str], k: int) -> bool:
    """Whether text comes under line `k` before the next heading: a glued title right over a
    heading (`##Contents of the questions` over `## 1. What ...?`) titles what follows, no
    question of its own, and is left as written."""
    for line in lines[k + 1 :]:
        if line.strip():
            return HEADING_RE.match(line) is None
    return False
