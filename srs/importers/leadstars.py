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
from srs.importers.tightoptions import lettered_run

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
        run = lettered_run(lines, k, m, _OPTION_RE, deeper=True)
        done = run[-1][0]
        starred = [j for j, mm in run if mm.group("star")]
        if len(run) >= _RUN and 0 < len(starred) < len(run):
            for j in starred:
                if "```" not in lines[j] and "~~~" not in lines[j]:
                    lines[j] = f"{lines[j].replace('*', '', 1).rstrip()} ✓"
    return "\n".join(lines)
