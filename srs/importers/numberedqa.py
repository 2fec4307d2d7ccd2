"""Flash cards typed as numbered label lines: `1 Q: What is the log path?` over `1 A:
/var/log/datadog`, each pair sharing its number.

A deck kept as plain text had its numbers before the labels, where no reader looks for a
label: every question kept `1 Q:` in its text, every answer `1 A:`, and a question that did
not ask (`7 Q: T/F: host is a reserved tag key.`) was taken for more of the answer above,
in silence. Where two pairs or more are so written, each line becomes `Q1: ...` and `A:
...`, the labels every reader knows, line for line.
"""

from __future__ import annotations

import itertools
import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["numbered_qa"]

_LINE_RE = lazy(
    r"^(?P<num>\d{1,4})[ \t]+(?P<label>Q|A|Question|Answer)[ \t]*:[ \t]*(?P<text>.*)$", re.I
)
_FEWEST = 2


def numbered_qa(text: str) -> str:
    """The text with its numbered label lines written `Q1:` / `A:` (see the module)."""
    if not holds(text, " Q:", " q:", " Question:", " QUESTION:"):
        return text
    lines = text.split("\n")
    found = [
        (k, m)
        for k, line in outside_code(lines)
        if line[:1].isdigit() and (m := _LINE_RE.match(line)) is not None
    ]
    pairs = [
        (first, second)
        for first, second in itertools.pairwise(found)
        if first[1]["label"][0] in "Qq"
        and second[1]["label"][0] in "Aa"
        and first[1]["num"] == second[1]["num"]
    ]
    if len(pairs) < _FEWEST:
        return text
    for (q, mq), (a, ma) in pairs:
        lines[q] = f"Q{mq.group('num')}: {mq.group('text')}"
        lines[a] = f"A: {ma.group('text')}"
    return "\n".join(lines)
