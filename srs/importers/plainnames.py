"""The names a plain line (no heading) gives end matter (`Answer key`, `References`) and a
section (`Section 2: Networking`, `Part B`), read by the segmenter between questions."""

from __future__ import annotations

import re
from collections.abc import Sequence

from srs.importers.keylines import key_pairs, letter_run
from srs.importers.labelwords import KEY_TITLE_WORDS
from srs.importers.lazyre import lazy
from srs.importers.placeholders import only_blank
from srs.importers.values import Block, Line, Start

Below = tuple[list[Line], int, dict[int, Start]]
"""What follows a plain line: the document's lines, the line's index, the question starts."""

__all__ = [
    "NAMED_FIRST",
    "PLAIN_END_MATTER_RE",
    "PLAIN_SECTION_RE",
    "end_matter_pairs",
    "may_name",
    "plain_end_matter",
]

PLAIN_END_MATTER_RE = lazy(
    r"^(?:(?P<key>(?:the\s+)?answer\s*keys?(?:\s+summary)?|answers|answer\s+sheet)"
    r"|scoring(?:\s+guide)?|grading(?:\s+(?:guide|rubric|scale))?|references|further\s+reading"
    r"|bibliography)\s*:?(?:\s+(?P<rest>.*))?$",
    re.IGNORECASE,
)
"""The same on a plain line, restricted to names an answer would not use as a sub-heading."""
PLAIN_SECTION_RE = lazy(
    r"^(?:section|part)[ \t]+(?P<num>\d{1,3}|[IVXivx]{1,5}|[A-Za-z])"
    r"(?:[ \t]*[:.\-–—][ \t]*(?P<name>\S.{0,78})|[ \t]*)$",
    re.IGNORECASE,
)
"""`Section 2: Networking`, or `Section B` alone (an exam paper's long questions after its
multiple choice ones)."""

_LISTED_KEY_RE = lazy(
    rf"^(?:\*\*|__)?(?P<key>(?i:(?:the\s+)?answer\s*keys?|{KEY_TITLE_WORDS}))(?:\*\*|__)?[ \t]*"
    r"[:：][ \t]*(?:\*\*|__)?[ \t]*(?P<rest>[A-H](?:[ \t]*[,;][ \t]*[A-H])+)[ \t]*\.?(?:\*\*|__)?$"
)
"""`Gabarito: A, C, B`, `Answer key: B, D, A`: a key's title (one that titles the key of all
the questions, in any language of the label word tables: no single question's `Answer:`)
and, on its line, a letter for each question in order. A section of an exercise list keyed
so right under its last question had every question skipped for want of a letter."""
_KEYED_LAST = frozenset("ABCDEFGH")
"""The last characters of such a line (its last letter): tested before the expression."""
NAMED_FIRST = frozenset("aAbBfFgGpPrRsStT\u017f")
"""The first letters of the words plain end matter and section lines open with (answer key,
answers, the answer key, scoring, grading, references, further reading, bibliography;
section, part; `ſ`, which re.IGNORECASE takes for an s): PLAIN_END_MATTER_RE and
PLAIN_SECTION_RE match nothing else."""


def plain_end_matter(
    plain: str, card: Block | None, cards: Sequence[Block], below: Below
) -> re.Match[str] | None:
    """A plain line's end matter name (PLAIN_END_MATTER_RE), unless it belongs to the open
    `card` (None: none is open; `cards`: all so far). `References :` under an answer is its
    sources, kept as a heading's are. `**Answers:**` right under a heading's question, before
    any line of its own text, labels that question's answers (a fill-in item's blanks, one
    bullet each) where the question above has text of its own: a key's `Answers` comes after
    the last question's options or answer, or under questions none of which is answered in
    place (a list of them, or bare headings); said with its colon, the label is one, where a
    bare `Answers` is a key's title. A key's title over its letters (`Gabarito: A, C`) is
    the key of the questions above it (`_keys_the_run`). A bare name with questions below
    it and its links (`_asked_below`; `below`: the document's lines, the name's index, the
    question starts) titles those links, no footer: None."""
    listed = _LISTED_KEY_RE.match(plain) if plain[-1:] in _KEYED_LAST else None
    if listed is not None and _keys_the_run(listed, card, cards):
        return listed
    m = _named(plain, card, cards)
    if m is None or m.group("key") or m.group("rest") is not None:
        return m
    return None if _asked_below(*below, asked_above=bool(cards)) else m


def _keys_the_run(listed: re.Match[str], card: Block | None, cards: Sequence[Block]) -> bool:
    """Whether a key's title and letters on one line key the questions of the section above
    it: past the open card's own text (never right under its question, where a plural label
    gives that question's several letters: `**Respuestas correctas: A, B, E**` over its
    options), a letter for each question of the last section. A count that differs leaves
    the line to the card it stands in, as before."""
    if not cards or (card is not None and not _has_text(card)):
        return False
    section, run = cards[-1].section, 0
    for block in reversed(cards):
        if block.section is not section:
            break
        run += 1
    return len(letter_run(listed.group("rest"))) == run


def _named(plain: str, card: Block | None, cards: Sequence[Block]) -> re.Match[str] | None:
    """`plain_end_matter` by PLAIN_END_MATTER_RE's names."""
    m = PLAIN_END_MATTER_RE.match(plain) if plain[:1] in NAMED_FIRST else None
    if m is None or card is None:
        return m
    if plain[:1] in "RrFfBb":
        return None
    above = cards[-2] if len(cards) > 1 and cards[-1] is card else None
    labels = plain.rstrip().endswith((":", "：")) and not (m.group("rest") or "").strip()
    if labels and _ends_in_blanks(card):
        return None  # `Answers:` right under a sentence of blanks: its words, however asked
    if (
        card.level is None
        or not plain.rstrip().endswith((":", "："))
        or (m.group("rest") or "").strip()
        or (_has_text(card) and not _ends_in_blanks(card))
        or (above is not None and not _has_text(above))
    ):
        return m
    return None


_LABELLED_BLANK_RE = lazy(
    r"^[ \t]*(?:(?:\d{1,2}[.)]|[-*+])[ \t]+)?(?:[^:\n]{0,60}:)?(?P<blank>.*)$"
)
"""`1. Weighted sum: **\\_\\_\\_**`, `- ___`: an item of a form, a blank after its label."""


def _ends_in_blanks(card: Block) -> bool:
    """Whether the card's text ends in blanks to write in (`1. Sum: ___` / `2. Bias: ___`):
    a fill-in exercise, whose `Answers:` label right below fills them, never a key's title
    (read so, the answers were lost and the questions after them taken as its entries)."""
    texts = [line.text for line in card.lines if line.text.strip()]
    last = texts[-1] if texts else ""
    m = _LABELLED_BLANK_RE.match(last)
    return (m is not None and only_blank(m.group("blank"))) or _CLOZE_BLANK_RE.search(
        last
    ) is not None


_CLOZE_BLANK_RE = lazy(r"(?<![\w*])(?:_{3,}|(?:\\_){3,})(?![\w*])")
"""A blank in a sentence to fill in (`the three properties: ___, ___ and ___.`): a cloze
item's text, whose `Answers:` label right below gives its blanks' words."""


def _has_text(card: Block) -> bool:
    return any(line.text.strip() for line in card.lines)


def may_name(plain: str) -> bool:
    """Whether a plain line may name end matter or a section (`plain_end_matter`,
    PLAIN_SECTION_RE): the cheap test of its first and last characters, before any
    expression is tried."""
    return plain[:1] in NAMED_FIRST or plain[-1:] in _KEYED_LAST


def end_matter_pairs(m: re.Match[str]) -> list[tuple[int, str]] | None:
    """The key's entries on a plain end matter line (`Answer key: 1-B 2-C`, `Gabarito: A, C`:
    numbered in order), [] for a bare name; None when what follows the name is no key
    (`Answers: see below`), so the line names no end matter. A row of letters alone follows
    only a key's own title: after `Answers:` it is one question's several letters."""
    rest = m.group("rest")
    if rest is None:
        return []
    pairs = key_pairs(rest) or (letter_run(rest) if m.re.pattern == _LISTED_KEY_RE.pattern else [])
    return pairs or None


_LINK_MARKS = ("://", "](", "www.")
"""What a line of a list of links holds (`1. https://...`, `- [Pro Git](...)`, `www.x.org`)."""


def _asked_below(
    lines: list[Line], at: int, starts: dict[int, Start], *, asked_above: bool
) -> bool:
    """Whether questions follow the plain end matter name on line `at` (`References:`), so
    that it titles no footer but the list right under it: past blank lines and the links it
    lists, the next line starts a question. A page's sources listed at its top, over its
    questions, had every question after them read as end matter and lost. Above the first
    question (`asked_above` False) the name needs no link under it, as nothing can end
    questions none of which has been asked; below one, only the links it lists are passed, so
    that a footer of sources that ask (`1. Smith, Why do tags move?`) stays a footer."""
    links = 0
    for k in range(at + 1, len(lines)):
        line = lines[k]
        if k in starts:
            return links > 0 or not asked_above
        if line.code or not line.text.strip():
            continue
        if not any(mark in line.text for mark in _LINK_MARKS):
            return False
        links += 1
    return False
