"""A graded quiz's record of the taker's pick, and the options a learning system lists beside it.

A quiz transcript copied from a learning system (Blackboard's review page) gives under each
question the taker's pick, `Selected Answer: Y`, and then, where it was graded, the options
on one line, `Answers: Y / **X** / Z`, the right one set in bold (or no bold when the pick
was right). Read as an answer label, that line made the whole list the answer, stars and all,
and the pick above it (a wrong one, often) was glued to the question.

An answer label whose text is such a list (two or more options between slashes with a blank
beside each slash, so `1/2 MHz` is no list) is its question's options when one of them is
known right: the one wholly in bold, else the one the taker's pick above it names as it is
(the pick stood: nothing corrects it). The line becomes the `A) text` option lines and the
`Answer: B` line a block's options are normalised to, and the pick goes (the key stands).
Any other answer with slashes (`Answer: TCP / IP`) is left as it is.
"""

from __future__ import annotations

import re

from srs.importers.common import ANSWER_RE, LETTERS, MARKS
from srs.importers.labelwords import OWN_ATTEMPT_LABELS
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["OWN_ATTEMPT_RE", "may_hold_own_attempt", "slashed_options"]

_EMPH = r"(?:\*\*|__|\*|_)?"
"""Emphasis a quiz export sets a label or a whole pick line in (`**Your Answer:** D`,
`_Your Answer: A) ARP_`)."""
OWN_ATTEMPT_RE = lazy(
    rf"^[ \t]*(?:[-*+][ \t]+)?{MARKS}{_EMPH}[ \t]*(?:{'|'.join(OWN_ATTEMPT_LABELS)})[ \t]*"
    rf"{_EMPH}[ \t]*[:：][ \t]*{_EMPH}[ \t]*(?P<pick>\S.*?)[ \t]*{_EMPH}[ \t]*$",
    re.I,
)
"""`**Your Answer:** D`, `📌Selected Answer: Cache`, `_Your Answer: A) ARP_`, `Tu respuesta:
B`: the taker's own pick, which a key below or above it corrects (its text in `pick`, the
emphasis around it left out)."""
_ASCII_LABEL_TAILS = ("espuesta", "ntwort", "eponse", "esposta", "isposta", "ntwoord")
"""A piece of each label (srs.importers.labelwords.OWN_ATTEMPT_LABELS) in a language written
in ASCII besides English, whatever its case: the cheap test of a block that has no `answer`."""


def may_hold_own_attempt(text: str) -> bool:
    """Whether a block's text may hold a taker's pick (`OWN_ATTEMPT_RE`): the cheap test, five
    substring tests at most (a 10,000-question quiz asks it of every question). A
    block that says `answer` is taken to be in English (`Your answer`, `Selected Answer`, by
    the letters a capital leaves)."""
    if "nswer" in text:  # (`or`, not `any()`: a generator costs more than its tests)
        return (
            "our answer" in text
            or "our Answer" in text
            or "elected answer" in text
            or "elected Answer" in text
        )
    return not text.isascii() or any(tail in text for tail in _ASCII_LABEL_TAILS)


_SLASH_RE = lazy(r"[ \t]+/[ \t]*|[ \t]*/[ \t]+")
"""A slash between options: a blank on one side at least (`a / b`, `a /b`), not `1/2`."""
_BOLD_RE = lazy(r"(?P<e>\*\*|__)(?P<text>[^*_\s](?:(?!(?P=e)).)*?)(?P=e)")
_MAX_OPTION = 120
"""The longest option text: a longer part is a sentence that holds a slash."""


def slashed_options(lines: list[Line]) -> list[Line]:
    """The block with each answer label that lists its options between slashes, one known
    right, as option lines and an `Answer:` line, the taker's pick above it gone (see the
    module docstring); any other block as it is."""
    out = list(lines)
    for k in range(len(lines) - 1, -1, -1):
        line = lines[k]
        if line.code or "/" not in line.text:
            continue
        m = ANSWER_RE.match(line.text)
        options = _listed(m.group("rest")) if m is not None else None
        if options is None:
            continue
        attempt = _attempt_above(lines, k)
        key = _key(options, None if attempt is None else attempt[1])
        if key is None:
            continue
        if attempt is not None:
            out[attempt[0]] = Line(lines[attempt[0]].no, "")
        texts = [_BOLD_RE.sub(r"\g<text>", option) for option in options]
        written = [Line(line.no, f"{LETTERS[i]}) {text}") for i, text in enumerate(texts)]
        out[k : k + 1] = [*written, Line(line.no, f"Answer: {LETTERS[key]}")]
    return out


def _listed(rest: str) -> list[str] | None:
    """The options an answer's text lists between slashes; None unless it lists two or more,
    each short, no more than there are letters."""
    parts = [part.strip() for part in _SLASH_RE.split(rest.strip())]
    if not 2 <= len(parts) <= len(LETTERS):
        return None
    if any(not part or len(part) > _MAX_OPTION for part in parts):
        return None
    return parts


def _attempt_above(lines: list[Line], k: int) -> tuple[int, str] | None:
    """The taker's pick above line `k` in its block (its index and text), the nearest."""
    for j in range(k - 1, -1, -1):
        m = OWN_ATTEMPT_RE.match(lines[j].text) if not lines[j].code else None
        if m is not None:
            return j, m.group("pick")
    return None


def _key(options: list[str], pick: str | None) -> int | None:
    """The right option's index: the one wholly in bold, else the one the pick names."""
    bold = [i for i, option in enumerate(options) if _BOLD_RE.fullmatch(option)]
    if bold:
        return bold[0] if len(bold) == 1 else None
    if pick is None:
        return None
    named = [i for i, option in enumerate(options) if option.casefold() == pick.casefold()]
    return named[0] if len(named) == 1 else None
