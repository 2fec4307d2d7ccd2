"""An answer key titled in words no key title uses (`**Results**:`, `Solutions to the quiz`),
over a list of letter keys by question number (`- **Question 1**: d`, `2) c`, `3. b, e`).

The title was read as text and the entries as more of the last answer: every question was
left without a key. Here a short title line over two or more such entries, with nothing but
entries (and blank lines) after it down to the document's end, is written as `## Answer key`
(line for line), the title every reader knows.

A key of letters alone, one a line in the questions' order (`Answers` over `B`, `A`, `A`, `C`
... at a quiz's end), numbers none: its lines are numbered `1. B`, `2. A`, ... as well, when
three or more close the document under such a title. Left so, a 20-question quiz was refused
whole ("20 have options but no answer letter").
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["key_titles"]

_ENTRY_RE = lazy(
    r"^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?(?:q(?:uestion)?[ \t]*)?#?\d{1,4}(?:\*\*|__)?"
    r"[ \t]*[.):\-–—][ \t]*(?:\*\*|__)?[ \t]*[A-Ha-h](?:[ \t]*[,&/][ \t]*[A-Ha-h])*[.)]?"
    r"(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""An entry that only keys a question: `- **Question 6**: c, d`, `3) B`, `Q4 - a`."""
_TITLE_RE = lazy(
    r"^[ \t]{0,3}(?:\*\*|__)?[^\W\d_][^\n:*_#|]{0,40}?(?:\*\*|__)?[ \t]*:?[ \t]*(?:\*\*|__)?[ \t]*$"
)
"""A short line that could title what follows: a few words, bold or not, a colon or none."""
_FEWEST = 2
_LETTER_RE = lazy(
    r"^[ \t]{0,3}(?:[-*+][ \t]+)?(?:\*\*|__)?\(?(?P<l>[A-Ha-h])[.)]?(?:\*\*|__)?[ \t]*$"
)
"""A line that is only a letter: `B`, `- b)`, `**C**`."""
_FEWEST_LETTERS = 3


def key_titles(text: str) -> str:
    """The text with a closing list of letter keys under an unknown title given the title
    `## Answer key` (see the module docstring); else the text as it is."""
    tail = text.rstrip()[-4000:]
    if tail.count("\n") >= _FEWEST_LETTERS and _LETTER_RE.match(tail.rsplit("\n", 1)[-1]):
        return _numbered_letters(text)
    if tail.count("\n") < _FEWEST or not _ENTRY_RE.match(tail.rsplit("\n", 1)[-1]):
        return text  # (a cheap test first: the document must end with such an entry)
    lines = text.rstrip().split("\n")
    k = len(lines) - 1
    entries = 0
    while k >= 0 and (not lines[k].strip() or _ENTRY_RE.match(lines[k])):
        entries += 1 if lines[k].strip() else 0
        k -= 1
    if k < 0 or entries < _FEWEST or not _TITLE_RE.match(lines[k]) or lines[k].lstrip()[:1] == "#":
        return text
    out = text.split("\n")
    out[k] = "## Answer key"
    return "\n".join(out)


def _numbered_letters(text: str) -> str:
    """The text with a closing run of lone letters under a title numbered in order and
    titled `## Answer key` (see the module docstring); else the text as it is."""
    lines = text.rstrip().split("\n")
    k = len(lines) - 1
    letters: list[int] = []
    while k >= 0 and (not lines[k].strip() or _LETTER_RE.match(lines[k])):
        if lines[k].strip():
            letters.append(k)
        k -= 1
    if k < 0 or len(letters) < _FEWEST_LETTERS or not _TITLE_RE.match(lines[k]):
        return text
    out = text.split("\n")
    out[k] = "## Answer key"
    for n, j in enumerate(reversed(letters), 1):
        m = _LETTER_RE.match(lines[j])
        out[j] = f"{n}. {m.group('l').upper()}" if m else out[j]
    return "\n".join(out)
