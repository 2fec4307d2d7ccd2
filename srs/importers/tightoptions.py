"""Options typed with no space after their letter: `A.Unspent Trade Offer`.

A quiz typed in haste writes `A.text`, `B.text`, ... under its question; no reader takes
`A.text` for an option (that would read `e.g.` or `U.S.` as one), so the options stayed
glued into the question and the key named nothing. A run of three or more lines lettered
in order from `A` at one indent, one or more of them with no space after the letter's `.`
or `)`, is written with the space, line for line. The run may be list items (`+ A.甲`,
`+ B.乙`: a Chinese quiz bullets its glued options), each behind the same bullet.

Options lettered with the ideographic comma, `A、GET` (a full-width `A．` or `A）` too), as a
Chinese test letters them where its other questions write `a.`: no option pattern but the
fenced bank's knew the comma, so the question was an open card, its options and key raw in
its answer, and no warning. A run of two or more such lines lettered in order from `A` (one
blank line at most between two) is written with the ASCII mark and a space (`A. GET`), line
for line; the comma after a letter alone (`A、B 都对`) starts no run.

Options whose key is starred before its letter: `*c. 3` (text2qti, a Canvas quiz format).

    1. What is the output?
       a. 1
       b. 2
       *c. 3
       d. Error

No reader knew the star, so the run was no options and the question had no key. In a run
of three or more options lettered in order from `a` at one indent, with no more stars than
options less one, each starred option is written with a tick at its end (`c. 3 ✓`), the
mark every reader knows, line for line. An option that opens a code fence (`*a. ```python`)
is left as it is: a mark after the fence's info string would corrupt it.

Options whose key is a task box before its letter, the others with no box at all:
`a. Venus` / `- [x] b. Mercury` / `c. Mars`, as notes copied from a quiz page mark the
answer (the boxed line often set apart by no-break spaces, so the letters do not line up).
The box made that line a list item of its own and the rest no options, so the question had
no key and its options ran into the answer. A run of two or more lines lettered in order
from `a`, with blank lines between them or not, at least one boxed (`[x]`, or a tick) and
at least one with no box, is written at one indent (the run's least) as lettered lines, each
boxed one with a tick at its end, line for line.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["lead_boxes", "lead_stars", "lettered_run", "spaced_options"]

_TIGHT_RE = lazy(r"A[.)][^\s.)]")
"""`A.Unspent`, `A.18` anywhere: the cheap search (from a literal) before reading lines (a
Go quiz's `A.18` / `B.5` / `C.compile error` was left glued when digits were passed over)."""
_TIGHT_PAREN_RE = lazy(r"\)(?<=[A-Ha-h]\))[^\s.),;:]")
"""`c)Ha`, `c)22` anywhere, any letter of a run: a parenthesis is rare in prose, so the
search runs ahead on it (a few milliseconds on a 10,000-question document)."""
_LETTERED_RE = lazy(
    r"^(?P<indent>[ \t]*(?:[-*+][ \t]+)?)(?P<letter>[A-Ha-h])(?P<mark>[.)、．）])(?P<gap>[ \t]*)(?=\S)"
)
_RUN = 3
_WIDE_MARKS = {"、": ".", "．": ".", "）": ")"}
"""A full-width mark after an option's letter and the ASCII mark every reader knows."""
_WIDE_RE = lazy(r"(?:^|\n)[ \t]*(?:[-*+][ \t]+)?[Aa][、．）]")
"""`A、` opening a line: the cheap search, after a look for the marks themselves."""
_WIDE_RUN = 2


def spaced_options(text: str) -> str:
    """The text with each run of tightly lettered options given its spaces: the run's lines
    consecutive or one blank line apart (`a) speed` / blank / `b) sort` / blank / `c)guard`,
    options set one to a paragraph), upper or lower case."""
    wide = holds(text, *_WIDE_MARKS) and _WIDE_RE.search(text) is not None
    if not wide and _TIGHT_RE.search(text) is None and _TIGHT_PAREN_RE.search(text) is None:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        m = _LETTERED_RE.match(line)
        if (
            m is None
            or m.group("letter") not in "Aa"
            or (k > 0 and _LETTERED_RE.match(lines[k - 1]))
        ):
            continue
        _space_run(lines, _paragraph_run(lines, k, m))
    return "\n".join(lines)


def _space_run(lines: list[str], run: list[tuple[int, re.Match[str]]]) -> None:
    """The run's lines given the ASCII mark and a space after their letters: every line of a
    run of two or more lettered with a full-width mark (`A、GET`), the tight lines of a run of
    three or more lettered with `.` or `)` (`A.Unspent`)."""
    mark = _WIDE_MARKS.get(run[0][1].group("mark"))
    if mark is not None and len(run) >= _WIDE_RUN:
        for j, m in run:
            lines[j] = f"{lines[j][: m.start('mark')]}{mark} {lines[j][m.end() :]}"
    elif len(run) >= _RUN and any(not m.group("gap") for _, m in run):
        for j, m in run:
            if not m.group("gap"):
                lines[j] = f"{lines[j][: m.end('mark')]} {lines[j][m.end('mark') :]}"


def _paragraph_run(
    lines: list[str], k: int, first: re.Match[str]
) -> list[tuple[int, re.Match[str]]]:
    """The option lines lettered in order from line k, at its indent and with its mark, one
    blank line at most between two of them, as (line, match)."""
    run = [(k, first)]
    j = k + 1
    while j < len(lines):
        nxt = j + 1 if not lines[j].strip() else j
        m = _LETTERED_RE.match(lines[nxt]) if nxt < len(lines) else None
        expected = ord(first.group("letter").lower()) + len(run)
        if (
            m is None
            or m.group("indent") != first.group("indent")
            or m.group("mark") != first.group("mark")
            or ord(m.group("letter").lower()) != expected
        ):
            break
        run.append((nxt, m))
        j = nxt + 1
    return run


def lettered_run(
    lines: list[str], k: int, first: re.Match[str], pattern: re.Pattern[str], *, deeper: bool
) -> list[tuple[int, re.Match[str]]]:
    """The option lines lettered in order from line k (`A.`/`a.`, `B.` ...), at its indent
    and with its mark, as (line, match); `deeper` lets blank and deeper lines stand between
    them (a fenced option's code). `pattern` names the groups indent, letter and mark."""
    run = [(k, first)]
    for j in range(k + 1, len(lines)):
        m = pattern.match(lines[j])
        if m is not None and m.group("indent") == first.group("indent"):
            expected = ord(first.group("letter").lower()) + len(run)
            if m.group("mark") != first.group("mark") or ord(m.group("letter").lower()) != expected:
                break
            run.append((j, m))
        elif not deeper or (
            lines[j].strip() and not lines[j].startswith(first.group("indent") + " ")
        ):
            break
    return run


_STARRED_RE_CHEAP = lazy(r"\*[a-hA-H][.)]")
_STARRED_OPTION_RE = lazy(
    r"^(?P<indent>[ \t]*)(?P<star>\*?)(?P<letter>[a-hA-H])(?P<mark>[.)])[ \t]+\S"
)


def lead_stars(text: str) -> str:
    """The text with each run's leading stars moved to the end of their options."""
    if _STARRED_RE_CHEAP.search(text) is None:
        return text
    lines = text.split("\n")
    done = -1
    for k, line in outside_code(lines):
        m = _STARRED_OPTION_RE.match(line)
        if k <= done or m is None or m.group("letter").lower() != "a":
            continue
        run = lettered_run(lines, k, m, _STARRED_OPTION_RE, deeper=True)
        done = run[-1][0]
        starred = [j for j, mm in run if mm.group("star")]
        if len(run) >= _RUN and 0 < len(starred) < len(run):
            for j in starred:
                if "```" not in lines[j] and "~~~" not in lines[j]:
                    lines[j] = f"{lines[j].replace('*', '', 1).rstrip()} ✓"
    return "\n".join(lines)


_BOX_MARKS = ("[x]", "[X]", "✓", "✔", "✅", "☑")
"""What a boxed key's line holds (the cheap test before any pattern)."""
_BOXED_RE_CHEAP = lazy(r"(?:\[[xX✓✔]\]|✅|✔️?|✓|☑️?)[ \t\u00a0]+[a-hA-H][.)]")
_BOX_OPTION_RE = lazy(
    r"^(?P<indent>[ \t]*)(?:[-*+][ \t\u00a0]+)?"
    r"(?P<box>\[[ xX✓✔]\][ \t\u00a0]+|(?:✅|✔️?|✓|☑️?)[ \t\u00a0]+)?"
    r"(?P<letter>[a-hA-H])(?P<mark>[.)])[ \t\u00a0]+(?P<text>\S.*?)[ \t]*$"
)
"""A lettered option, boxed or not (the box and the gaps may hold no-break spaces)."""
_MOST_BLANKS = 2


def lead_boxes(text: str) -> str:
    """The text with each run of lettered options keyed by a box before a letter written
    with the key's tick at its end (see the module doc)."""
    if not holds(text, *_BOX_MARKS) or _BOXED_RE_CHEAP.search(text) is None:
        return text
    lines = text.split("\n")
    done = -1
    for k, line in outside_code(lines):
        m = _BOX_OPTION_RE.match(line) if k > done else None
        if m is not None and m.group("letter") in "aA":
            run = _spaced_run(lines, k, m)
            done = run[-1][0]
            _tick_boxed(lines, run)
    return "\n".join(lines)


def _tick_boxed(lines: list[str], run: list[tuple[int, re.Match[str]]]) -> None:
    """The run's lines at its least indent, each boxed one ticked at its end, when some but
    not all of its options have a box and one box is ticked; an option that opens a code
    fence leaves the run as it is (a tick after its info string would corrupt it)."""
    boxed = [(m.group("box") or "[ ]").strip() != "[ ]" for _, m in run]
    if len(run) < 2 or not any(boxed) or all(m.group("box") for _, m in run):
        return
    if any("```" in lines[j] or "~~~" in lines[j] for j, _ in run):
        return
    indent = min((m.group("indent") for _, m in run), key=len)
    for (j, m), key in zip(run, boxed, strict=True):
        tick = " ✓" if key else ""
        lines[j] = f"{indent}{m.group('letter')}{m.group('mark')} {m.group('text')}{tick}"


def _spaced_run(lines: list[str], k: int, first: re.Match[str]) -> list[tuple[int, re.Match[str]]]:
    """The option lines lettered in order from line k, with their mark, any indent, at most
    two blank lines between two of them."""
    run = [(k, first)]
    j = k + 1
    while j < len(lines):
        nxt = j
        while nxt < len(lines) and not lines[nxt].strip() and nxt - j < _MOST_BLANKS:
            nxt += 1
        m = _BOX_OPTION_RE.match(lines[nxt]) if nxt < len(lines) else None
        expected = ord(first.group("letter")) + len(run)
        if (
            m is None
            or m.group("mark") != first.group("mark")
            or ord(m.group("letter")) != expected
        ):
            break
        run.append((nxt, m))
        j = nxt + 1
    return run
