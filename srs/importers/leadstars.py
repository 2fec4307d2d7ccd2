"""Options whose key is starred before its letter: `*c. 3` (text2qti, a Canvas quiz format).

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

__all__ = ["lead_stars"]

_CHEAP_RE = re.compile(r"\*[a-hA-H][.)]")
_OPTION_RE = re.compile(
    r"^(?P<indent>[ \t]*)(?P<star>\*?)(?P<letter>[a-hA-H])(?P<mark>[.)])[ \t]+\S"
)
_RUN = 3


def lead_stars(text: str) -> str:
    """The text with each run's leading stars moved to the end of their options."""
    if _CHEAP_RE.search(text) is None:
        return text
    lines = text.split("\n")
    done = -1
    for k, line in outside_code(lines):
        m = _OPTION_RE.match(line)
        if k <= done or m is None or m.group("letter").lower() != "a":
            continue
        run = _run(lines, k, m)
        done = k + len(run) - 1
        starred = [j for j, mm in enumerate(run, start=k) if mm.group("star")]
        if len(run) >= _RUN and 0 < len(starred) < len(run):
            for j in starred:
                if "```" not in lines[j] and "~~~" not in lines[j]:
                    lines[j] = f"{lines[j].replace('*', '', 1).rstrip()} ✓"
    return "\n".join(lines)


def _run(lines: list[str], k: int, first: re.Match[str]) -> list[re.Match[str]]:
    """The option lines lettered in order from line k at its indent (other lines between
    them, a fenced option's code, are skipped over when deeper)."""
    run = [first]
    j = k + 1
    while j < len(lines):
        m = _OPTION_RE.match(lines[j])
        if m is not None and m.group("indent") == first.group("indent"):
            if ord(m.group("letter").lower()) != ord("a") + len(run):
                break
            run.append(m)
        elif lines[j].strip() and not lines[j].startswith(first.group("indent") + " "):
            break
        j += 1
    return run
