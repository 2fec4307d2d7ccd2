"""Options typed with no space after their letter: `A.Unspent Trade Offer`.

A quiz typed in haste writes `A.text`, `B.text`, ... under its question; no reader takes
`A.text` for an option (that would read `e.g.` or `U.S.` as one), so the options stayed
glued into the question and the key named nothing. A run of three or more lines lettered
in order from `A` at one indent, one or more of them with no space after the letter's `.`
or `)`, is written with the space, line for line. The run may be list items (`+ A.甲`,
`+ B.乙`: a Chinese quiz bullets its glued options), each behind the same bullet.

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
"""

from __future__ import annotations

import re

from srs.importers.common import outside_code
from srs.importers.lazyre import lazy

__all__ = ["lead_stars", "lettered_run", "spaced_options"]

_TIGHT_RE = lazy(r"A[.)][^\s\d.)]")
"""`A.Unspent` anywhere: the cheap search (from a literal) before reading lines."""
_LETTERED_RE = lazy(
    r"^(?P<indent>[ \t]*(?:[-*+][ \t]+)?)(?P<letter>[A-H])(?P<mark>[.)])(?P<gap>[ \t]*)(?=\S)"
)
_RUN = 3


def spaced_options(text: str) -> str:
    """The text with each run of tightly lettered options given its spaces."""
    if _TIGHT_RE.search(text) is None:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        m = _LETTERED_RE.match(line)
        if m is None or m.group("letter") != "A" or (k > 0 and _LETTERED_RE.match(lines[k - 1])):
            continue
        run = lettered_run(lines, k, m, _LETTERED_RE, deeper=False)
        if len(run) >= _RUN and any(not mm.group("gap") for _, mm in run):
            for j, mm in run:
                if not mm.group("gap"):
                    lines[j] = f"{lines[j][: mm.end('mark')]} {lines[j][mm.end('mark') :]}"
    return "\n".join(lines)


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
