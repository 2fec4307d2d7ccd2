"""A list item's question hard-wrapped over its paragraph's lines, with no `?` at a line's end.

    1. Could you describe a scenario in which a recursion error is propagated
       through signals? Assume that a signal does not invoke itself.

A question ends where a line ends with `?` (srs.importers.listitems.label_lines); a question
whose `?` falls inside a line, or that asks with none, was read as its first line alone, and
the lines that finish it as its answer. Here the question runs on while its lines plainly go
on with one sentence (see `wrapped_lines`).

A line all in bold is a title its author closed (`1. **for...in vs for...of**` over a line of
its answer): the closing `**` ends it, though its last word may be one no sentence ends on,
so the answer's first line is never glued onto it.

A `?` that ends a line far below the item's first, under a line of the item's text that closes
a sentence (`1. Where do new partitions go` / `   Set log.dirs first.` / `   But which folder
is chosen then?` / `   The answer is: ...`), is a question the answer puts to itself on its
way: the item's own question is its first line (`told_before`).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.common import BOLD_LINE_RE
from srs.importers.lazyre import lazy

__all__ = ["told_before", "wrapped_lines"]

_BREAKS_OFF_RE = lazy(
    r"(?:,|\b(?:a|an|the|of|to|in|on|at|for|from|with|by|and|or|but|that|which|where|when"
    r"|whose|than|as|is|are|be|its|their|your|into|via|about|between|using|without"
    r"|в|во|на|с|со|к|ко|по|о|об|от|до|из|для|и|или|но|что|как|при|за|между|чем"  # Russian
    r"|del|en|el|la|los|las|y|que|para|por|con|entre|da|do|em|os|com"  # Spanish, Portuguese
    r"|du|des|le|les|un|une|et|ou|dans|pour|par|avec"  # French
    r"|der|die|das|den|dem|ein|eine|und|oder|im|mit|für|von|zu|zwischen|dass"  # German
    r"|we|ze|na|lub|oraz|od|dla|przez|że|di|della|il|gli|nel|per|tra|che)"  # Polish, Italian
    r"|\w['’]s)$",
    re.IGNORECASE,
)
"""A line's last word that no sentence ends on: an article, a preposition, a conjunction
(`... Give some instances where a`, `... используемые для отображения в`), in English and in
the other languages notes are kept in (one-letter Latin words aside, which a line may end on
as a name), a possessive (`... and Django's`), or a comma."""
_ENDS_SENTENCE_RE = lazy(r"[.?!:;)\]。？！：；）]$")
_SECOND_SENTENCE_RE = lazy(r"[.?!？]\s+[A-Z]\S*(?:\s+\S+){3,}$")
"""A sentence of four words or more begun after one that ended, running to the line's end."""
_PROSE_START_RE = lazy(r"^[a-z]+ [a-z]+\b")
"""Two words in lower case: prose going on, not a command (`split -b 1G f`) or a link."""


def _runs_on(before: str, line: str) -> bool:
    """Whether `line` goes on with a second sentence the line before began and broke off
    (`What do X provide?  Give an example of something that is logically` / `true about X
    but ...`): a line in lower case under one that asked or told a sentence, then opened
    another with no end. A question's first line that opened no other sentence may be a
    title over an answer begun in lower case (`- How to define data` / `a component's
    ...`); this one is mid-sentence. Not a short second sentence (`... 9 hours. If both` /
    `are opened ...`: a stem the other passes keep whole), nor a line that is no prose (a
    command, a link: an answer). The cheap test first: the line's first letter."""
    return (
        line[:1].islower()
        and bool(_PROSE_START_RE.match(line))
        and bool(_SECOND_SENTENCE_RE.search(before))
    )


_VERB_END_RE = lazy(r"\b(?:is|are|be)$", re.IGNORECASE)
"""A line ending on a verb (`Explain what a run is`) ends an asking clause when the next line
opens a sentence with a capital: that line is the answer's."""


def wrapped_lines(lines: list[str], is_label: Callable[[str], bool]) -> int:
    """How many lines a question that ends with no `?` at a line's end holds: its first line,
    and each line after it that goes on with the sentence the line before broke off (`...
    a recursion error is propagated` / `through signals? Assume ...`): the line before ends
    with no sentence's end, and this one holds the question's `?` or `？` (`... given` /
    `Django project? (e.g. ...)`), or the one before stops on a word no sentence ends on
    (`... where a` / `QuerySet would ...`). A question hard-wrapped in its paragraph is one
    question, not a first line over its answer; a line with no `?` under a line that ends on
    a full word is an answer's (`- How to define data` / `a component's data option ...`).
    A line all in bold ends the question (see the module docstring)."""
    k = 1
    while k < min(len(lines), 8):
        if BOLD_LINE_RE.match(lines[k - 1].strip()):
            break  # `**for...in vs for...of**`: a title closed by its author
        before = lines[k - 1].rstrip(" *_\t\\")
        line = lines[k].strip()
        if not line or is_label(line) or _ENDS_SENTENCE_RE.search(before):
            break
        asked = "?" in line or "？" in line  # the full-width mark of CJK text asks too
        if not asked and not _BREAKS_OFF_RE.search(before) and not _runs_on(before, line):
            break
        if not asked and line[:1].isupper() and _VERB_END_RE.search(before):
            break  # `- Explain what a run is` / `A run represents ...`: the answer begins
        k += 1
    return k


_TOLD_RE = lazy(r"[.!。！](?:[\s*_\\]|<br\s*/?>)*$")
"""A line's end that closes a told sentence (`... may be listed.`, `... 提高读写性能。`)."""


def told_before(lines: list[str], k: int) -> bool:
    """Whether a line between an item's first line and line k, the first that ends with `?`,
    closes a sentence that tells: that line is the answer's, so the `?` at line k is asked
    inside the answer, not the end of the item's wrapped question. The first line's own end
    is not looked at (`1. Consider a list of ten items.` / `How is it sorted?` is one
    question), nor is an item whose `?` line a line ending with a colon introduces (`🚧
    Scenario: ...` / `🔎 Question:` / `How would you ...?`): the setting of what it asks."""
    between = lines[1:k]
    if k < 2 or any(line.rstrip(" *_\t").endswith((":", "：")) for line in between):
        return False
    return any(_TOLD_RE.search(line) for line in between)
