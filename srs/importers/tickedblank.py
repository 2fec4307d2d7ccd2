"""A sentence to complete whose answer is set in bold and ticked in the sentence itself:

    **Complete the sentence:**
    A **key** ✅ identifies each row.      ->  Q: Complete the sentence: A ____ identifies
                                               each row.  /  A: key

Practice quizzes written for reading show the filled-in sentence, the filling in bold and
ticked, where a quiz for answering would leave a gap. The block had no answer line, so the
question was reported unanswered; the ticked words are its answer, and the sentence keeps a
blank where they stood. Only where the sentence follows an instruction (the block's first
line, ending with a colon): under a question that asks, a ticked bold word (`**Yes** ✅,
because ...`) is its answer's own text.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, LIST_ITEM_RE
from srs.importers.labeltext import unwrap
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["TICKS", "ticked_blank"]

TICKS = ("✅", "✔", "☑")
"""The ticks one of which the block's text must hold (the cheap test)."""

_TICKED_BOLD_RE = lazy(r"(?P<e>\*\*|__)(?P<words>[^*\n]*?[^*\s])(?P=e)[ \t]*(?:✅|✔️?|☑️?)")
"""Words in bold followed by a tick: the filling of the sentence's gap."""
BLANK = "____"
"""The gap left in the sentence where the ticked words stood."""


def ticked_blank(lines: list[Line]) -> list[Line]:
    """The block with its one ticked bold filling (see the module) cut out of its sentence
    and written as an `Answer:` line below it; the block unchanged when it has none, several,
    an answer label already, or the sentence is no gap to fill (see `_sentence_at`)."""
    found = _sentence_at(lines)
    if found is None:
        return lines
    k, text, m = found
    sentence = f"{text[: m.start()]}{BLANK}{text[m.end() :]}"
    answer = Line(lines[k].no, f"Answer: {unwrap(m.group('words'))}")
    return [*lines[:k], Line(lines[k].no, sentence), answer, *lines[k + 1 :]]


def _sentence_at(lines: list[Line]) -> tuple[int, str, re.Match[str]] | None:
    """The index of the line holding the block's one ticked bold filling, and its match:
    a line of text (no list item, no code) right after an instruction ending with a colon,
    with words beside the filling; None when the
    block holds no such line, a second ticked filling, or an answer label."""
    content = [k for k, line in enumerate(lines) if line.text.strip() and not line.code]
    found: list[tuple[int, str, re.Match[str]]] = []
    for n, k in enumerate(content):
        if ANSWER_RE.match(lines[k].text) is not None:
            return None
        text = _tick_by_bold(lines[k].text)
        for m in _TICKED_BOLD_RE.finditer(text):
            if found or not _fills(text, m) or not _sentence_place(lines, content, n):
                return None
            found.append((k, text, m))
    return found[0] if found else None


_END_TICK_RE = lazy(r"[ \t]*(?:✅|✔️?|☑️?)[ \t]*$")
"""A tick closing the line: `**BI** allows better decisions. ✅`."""
_BOLD_RE = lazy(r"(?P<e>\*\*|__)(?P<words>[^*\n]*?[^*\s])(?P=e)")


def _tick_by_bold(text: str) -> str:
    """The line with a closing tick moved to just after its one bold span (`**BI** allows
    better decisions. ✅` -> `**BI** ✅ allows better decisions.`): the sentence is ticked as a
    whole, and the bold is the filling; unchanged when no tick closes it or it holds several
    bold spans or a tick after one already."""
    end = _END_TICK_RE.search(text)
    if end is None or _TICKED_BOLD_RE.search(text) is not None:
        return text
    body = text[: end.start()]
    spans = list(_BOLD_RE.finditer(body))
    if len(spans) != 1:
        return text
    return f"{body[: spans[0].end()]} ✅{body[spans[0].end() :]}"


def _fills(text: str, m: re.Match[str]) -> bool:
    """Whether the ticked words fill a gap in a sentence of text: words stand beside them,
    and the line is no list item (`- **Paris** ✅` is an option marked right)."""
    return LIST_ITEM_RE.match(text) is None and bool(
        (text[: m.start()] + text[m.end() :]).strip(" .*_")
    )


def _sentence_place(lines: list[Line], content: list[int], n: int) -> bool:
    """Whether the `n`th line with text may be the sentence: the second, below an
    instruction ending with a colon (`**Complete the sentence:**`). The first line of a
    block may be the answer to a question its heading asks."""
    return n == 1 and lines[content[0]].text.rstrip(" *_").endswith(":")
