"""A line that is one word of verdict, `Correct.`, and nothing else: a statement's answer, or
a grader's word left under a choice question's options.

Notes that test statements as well as questions answer a true statement with `True.` or
`Correct.`. `Correct` also opens an answer label (`Correct: B`, `Correct answer: C`), so
the word alone was read as a label over an answer that never came: the card was skipped
("no answer"). A label line that is that word alone, with no line of text after it in the
block, is the answer itself.

Under a choice question's options the same word is the verdict an online quiz's grader
showed on the taker's pick (`Correct`, `Incorrect`, `Richtig`, `不正解`: labelwords'
GRADER_VERDICTS), copied with the options: read as an answer label, it took the explanation
below it for the answer and the question became an open card, the options and their key in
bold left in its text. It marks no answer: it ends a run of options (srs.importers.
boldoptions), and a block's reader drops it, reported, before it reads the options' key
(`verdicts_off`). Only right under two options or more (lettered, `B) x`, or boxes, `- [x]
x`): a verdict under one item (`1. The sky is green.` / `Incorrect`) answers that statement.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.labelwords import GRADER_VERDICTS
from srs.importers.lazyre import lazy
from srs.importers.options import option_of
from srs.importers.values import Line

__all__ = ["grader_verdict", "may_hold_grader_verdicts", "verdict_alone", "verdicts_off"]

_VERDICT_RE = lazy(r"^[ \t>]*[*_]{0,2}(?P<word>correct)[.!]?[*_]{0,2}[ \t]*$", re.IGNORECASE)
"""`Correct.`, `**Correct**`, `> Correct.` alone on its line."""


def verdict_alone(label_line: str, after: list[str]) -> str:
    """The verdict a lone `Correct.` label line gives ('' for any other line, or when text
    follows it: then it labels that text)."""
    if any(line.strip() for line in after):
        return ""
    m = _VERDICT_RE.match(label_line)
    return "" if m is None else label_line.strip(" \t>*_")


_VERDICT_WORDS = "|".join(GRADER_VERDICTS)
_GRADER_RE = lazy(
    r"^[ \t]*(?:[✅❌✔✓✗✘✖]\ufe0f?[ \t]*)?(?P<e>\*\*|__|\*|_)?"
    rf"(?P<word>{_VERDICT_WORDS})[.!]?(?P=e)?[ \t]*[.!]?[ \t]*$",
    re.IGNORECASE,
)
"""`Correct`, `**Incorrect**`, `✅ Correct!`, `Falsch.` alone on its line: no colon (`Correct:`
labels the key below it), no quote mark (`> Correct, because ...` explains)."""
_FIRST_LETTERS = "".join(
    sorted({word[0] for words in GRADER_VERDICTS for word in words.split("|")})
)
_GRADER_LINE_RE = lazy(
    rf"\n[ \t*_✅❌✔✓✗✘✖\ufe0f]*(?=[{_FIRST_LETTERS}])(?:{_VERDICT_WORDS})[.!*_ \t]*(?:\n|$)"
)
"""Such a line anywhere in a document, lowercased: its cheap test, one search of the whole
text that a line's first letter mostly ends (a case-blind search of every word at every line
costs ten times as much on a long quiz)."""
_SHORTEST, _LONGEST = 2, 40
_BOX_RE = lazy(r"^[ \t]*(?:(?:[-*+]|\d{1,2}[.)])[ \t]*)?\[[ xX]\][ \t]*\S")
"""A task-list box (`- [x] right`, `- [ ] wrong`): an option the box marks."""
_KEY_LETTER_RE = lazy(r"^[ \t]*[*_]{0,2}\(?[A-Ha-h][.)]?[*_]{0,2}[ \t]*$")
"""A key's letter alone on its line (`B`, `(b)`, `**C.**`)."""
_OPTIONS_ABOVE = 2
"""Options right above a verdict that make it a grader's, not a statement's answer."""

Report = Callable[[int, str], None]


def grader_verdict(line: str) -> str:
    """The grader's verdict a line is, alone (see the module doc; '' for any other line);
    its length is tested before the pattern, every line of a run's end being asked."""
    if not _SHORTEST <= len(line.strip()) <= _LONGEST:
        return ""
    m = _GRADER_RE.match(line)
    return "" if m is None else m.group("word")


def may_hold_grader_verdicts(text: str) -> bool:
    """Whether a line of the document may be a grader's verdict alone (the cheap test)."""
    return _GRADER_LINE_RE.search("\n" + text.lower()) is not None


def verdicts_off(lines: list[Line], report: Report) -> list[Line]:
    """The block's lines with each grader's verdict right under its options blank, reported
    (see the module doc): no answer label, no word of the option above it."""
    out = lines
    for i, line in enumerate(lines):
        word = "" if line.code else grader_verdict(line.text)
        if word and _under_options(lines, i) and not _over_key(lines, i):
            out = out if out is not lines else list(lines)
            out[i] = Line(line.no, "")
            report(
                line.no,
                f"has '{word}' alone under its options (a grader's verdict on a pick, "
                "no answer); dropped",
            )
    return out


def _over_key(lines: list[Line], i: int) -> bool:
    """Whether the next line of text below line i is a key's letter alone or an option
    (`Correct` over `B`, over `B) 443`): the word labels that key, as `Correct:` does."""
    below = next((line for line in lines[i + 1 :] if line.text.strip()), None)
    if below is None or below.code:
        return False
    return _KEY_LETTER_RE.match(below.text) is not None or option_of(below) is not None


def _under_options(lines: list[Line], i: int) -> bool:
    """Whether two options or more stand right above line i (past blank lines and the last
    option's own indented lines)."""
    found = 0
    for line in reversed(lines[:i]):
        if line.code:
            return False
        if option_of(line) is not None or _BOX_RE.match(line.text):
            found += 1
            if found >= _OPTIONS_ABOVE:
                return True
        elif line.text.strip() and line.text[:1] not in (" ", "\t"):
            return False
    return False
