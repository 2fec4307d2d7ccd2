"""Options written as bare one-line paragraphs, the right one wholly in bold, as a course's
graded quiz is copied out: the question's stem (`... This means:`), then each option a
paragraph of its own, a blank line apart, `**Our estimate for P(y=1|x) is 0.7.**` among them.

Read as written, the options were the answer's paragraphs: an open card whose answer is every
option, the right one in bold, no key. Where a document does this at least twice (a stem line
ending in `?` or `:`, or one that asks, numbered or right under a heading that does not ask, a
blank line over two to eight such paragraphs with one
or some, not all, wholly in bold, the run ending at a heading, a rule, a numbered line or the
end, and not every run's first paragraph the bold one: an answer's bold summary over its
details), each option is written as a bullet, line for line: a loose list under its stem, which
srs.importers.boldoptions then keys as it keys bulleted options. A single such run is an
answer's paragraphs with one in bold, left alone; a run of paragraphs that ask or lead in
(`... :`), or one that runs on over two lines, is no options.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import HEADING_RE
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy
from srs.importers.thematicbreaks import RULE_RE

__all__ = ["bare_options"]

_BOLD_RE = lazy(r"^(?:\*\*|__)(?P<text>[^*_ \t].*?)(?:\*\*|__)$")
"""A paragraph wholly in bold (`**0.5**`)."""
_BOLD_END = "|".join(rf"(?<=\*\*[ \t]{{{n}}}|__[ \t]{{{n}}})" for n in range(5))
_MAY_BE_RE = lazy(rf"\n\n(?:\*\*|__)[^*_ \t\n][^\n]*+(?:{_BOLD_END})\n(?:[ \t]*\n|$)")
"""A paragraph of one line wholly in bold: the cheap test of a whole document. The line is
taken whole, then its end looked back at (up to four blanks after the bold): a search that
gave back its characters one by one for `**` took 20 ms of a 10,000-question document."""
_NOT_AN_OPTION_RE = lazy(r"^(?:[#>|<]|[-*+][ \t]|```|~~~|!\[)")
"""A heading, quote, table, HTML, bullet, numbered item, fence or image: no bare option."""
_NUMBERED_RE = lazy(r"^(?:\d+[.)]|(?:\*\*)?(?:question|q)[ \t]*\d+\b)", re.I)
_MIN, _MAX, _LONGEST, _SHORT_PAIR = 3, 8, 300, 60
"""Three to eight options of up to 300 characters; two when both are short (`**True**`)."""
_RUNS = 2


def bare_options(text: str) -> str:
    """The text with each run of bare option paragraphs keyed in bold written as a loose
    bullet list, when the document holds two or more such runs (a cheap test first); else
    with its keyless runs so written (`_keyless`)."""
    if _MAY_BE_RE.search(text) is None:
        return _keyless(text)
    lines = text.split("\n")
    outside = {k for k, _ in outside_code(lines)}
    runs: list[list[int]] = []
    seen: set[int] = set()
    for k in sorted(outside):
        if k in seen or not _alone(lines, k) or _BOLD_RE.match(lines[k].strip()) is None:
            continue
        run = _run(lines, outside, k)
        seen.update(run or [k])
        if run is not None:
            runs.append(run)
    if len(runs) < _RUNS or all(_BOLD_RE.match(lines[run[0]].strip()) for run in runs):
        return _keyless(text)  # (bold first in every run: each answer's bold summary over ...)
    for run in runs:
        for k in run:
            lines[k] = f"- {lines[k]}"
    return "\n".join(lines)


def _alone(lines: list[str], k: int) -> bool:
    """Whether line k is a paragraph of one line: blank (or the text's edge) on both sides."""
    return (
        bool(lines[k].strip())
        and (k == 0 or not lines[k - 1].strip())
        and (k + 1 == len(lines) or not lines[k + 1].strip())
    )


def _option(lines: list[str], outside: set[int], k: int) -> bool:
    """Whether line k may be a bare option: a one-line paragraph at the margin, outside code,
    no other block's mark, not asking or leading in, not too long."""
    line = lines[k]
    if k not in outside or not _alone(lines, k) or line[:1] in (" ", "\t"):
        return False
    text = line.strip()
    if not any(ch.isalnum() for ch in text):
        return False  # `--` between a stem and its options: no option
    if len(text) > _LONGEST or _NOT_AN_OPTION_RE.match(text) or _NUMBERED_RE.match(text):
        return False
    if RULE_RE.match(text):
        return False
    bold = _BOLD_RE.match(text)
    words = bold.group("text") if bold is not None else text
    return not words.rstrip(" *_").endswith((":", "：", "?", "？"))


def _run(lines: list[str], outside: set[int], k: int) -> list[int] | None:
    """The run of bare options through bold line k, when it is one (see the module)."""
    first = k
    while first - 2 >= 0 and _option(lines, outside, first - 2):
        first -= 2
    last = k
    while last + 2 < len(lines) and _option(lines, outside, last + 2):
        last += 2
    run = list(range(first, last + 1, 2))
    if not all(_option(lines, outside, j) for j in run):
        return None
    bold = [j for j in run if _BOLD_RE.match(lines[j].strip()) is not None]
    size_ok = _MIN <= len(run) <= _MAX or (
        len(run) == 2 and all(len(lines[j].strip()) <= _SHORT_PAIR for j in run)
    )
    if not size_ok or not bold or len(bold) == len(run):
        return None
    return run if _stem_above(lines, first) and _ends_below(lines, last) else None


def _stem_above(lines: list[str], first: int) -> bool:
    """Whether the paragraph over the run's blank line is a question's stem: its last line
    asks or leads in, and it is numbered (`3. Which ...?`, `**Question 3**`) or stands right
    under a heading that does not ask (`## Question 1`, `### Week 3`). Under a heading that
    asks, the paragraphs are its answer's (`## Why X?` / `X has three gains:` / `**Speed**`)."""
    if first < 2 or lines[first - 1].strip():
        return False
    stem = lines[first - 2].strip()
    if not stem or HEADING_RE.match(stem) or _NOT_AN_OPTION_RE.match(stem):
        return False
    if not (stem.rstrip(" *_").endswith((":", "：", "?", "？")) or asks(stem)):
        return False
    top = first - 2
    while top > 0 and lines[top - 1].strip():
        top -= 1
    if _NUMBERED_RE.match(lines[top].strip()):
        return True
    above = next((lines[j].strip() for j in range(top - 1, -1, -1) if lines[j].strip()), "")
    heading = HEADING_RE.match(above)
    if heading is not None:
        return not asks((heading.group("text") or "").strip(" #"))
    return bool(_NUMBERED_RE.match(above))


def _ends_below(lines: list[str], last: int) -> bool:
    """Whether the run ends where a question does: the next text is a heading, a rule, a
    numbered line, or there is none."""
    below = next((line.strip() for line in lines[last + 1 :] if line.strip()), None)
    if below is None:
        return True
    return bool(HEADING_RE.match(below) or RULE_RE.match(below) or _NUMBERED_RE.match(below))


_AFTER_ASKING_RE = lazy(
    r"[*_]*[ \t]*\n[ \t]*\n(?:(?![A-Ha-h][.)][ \t])[^\s#>|<*_\-\d`][^\n]{0,119}\n[ \t]*\n){3}"
)
"""What follows a question mark ending a line, when three one-line paragraphs opening with
words follow it (no lettered option, no other block)."""


def _may_be_keyless(text: str) -> bool:
    """The cheap test of a document for keyless option runs: a line that asks over three
    such paragraphs (`_AFTER_ASKING_RE`), tried only where a question mark is found."""
    for mark in ("?", "？"):
        at = text.find(mark)
        while at != -1:
            if _AFTER_ASKING_RE.match(text, at + 1) is not None:
                return True
            at = text.find(mark, at + 1)
    return False


_KEYLESS_RUNS = 3
_KEYLESS_MOST = 6
_KEYLESS_LONGEST = 120
_LETTERED_RE = lazy(r"^[A-Ha-h][.)][ \t]")
_SENTENCE_END = (".", "!", "。", "！")


def _keyless(text: str) -> str:
    """The text with each run of keyless bare options lettered by position (`A) ...`): a
    learning site's knowledge check copied as text (`1.` / `What is X?` / three one-line
    paragraphs, no letters, none marked right), whose options were read as one open answer
    naming them all. Only where three or more numbered stems have such runs under them (three
    to six short paragraphs that do not end a sentence), so that an answer's own short
    paragraphs stay; the options are then keyed by a key elsewhere in the page, or reported
    as having none."""
    if not _may_be_keyless(text):
        return text
    lines = text.split("\n")
    outside = {k for k, _ in outside_code(lines)}
    runs: list[list[int]] = []
    k = 0
    while k < len(lines):
        run = _keyless_run(lines, outside, k) if _keyless_option(lines, outside, k) else None
        if run is None:
            k += 1
            continue
        runs.append(run)
        k = run[-1] + 1
    if len(runs) < _KEYLESS_RUNS:
        return text
    for run in runs:
        for n, j in enumerate(run):
            lines[j] = f"{'ABCDEF'[n]}) {lines[j]}"
    return "\n".join(lines)


def _keyless_option(lines: list[str], outside: set[int], k: int) -> bool:
    """Whether line k may be a keyless option: a bare option (`_option`), not bold, no
    lettered option already, short, not a sentence."""
    if not _option(lines, outside, k):
        return False
    text = lines[k].strip()
    return (
        len(text) <= _KEYLESS_LONGEST
        and _BOLD_RE.match(text) is None
        and _LETTERED_RE.match(text) is None
        and not text.endswith(_SENTENCE_END)
    )


def _keyless_run(lines: list[str], outside: set[int], first: int) -> list[int] | None:
    """The run of keyless options from line `first` under a numbered stem: three to six."""
    last = first
    while last + 2 < len(lines) and _keyless_option(lines, outside, last + 2):
        last += 2
    run = list(range(first, last + 1, 2))
    if not _MIN <= len(run) <= _KEYLESS_MOST or not _stem_above(lines, first):
        return None
    return run
