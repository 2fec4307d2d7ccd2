"""The names a plain line (no heading) gives end matter (`Answer key`, `References`) and a
section (`Section 2: Networking`, `Part B`), read by the segmenter between questions."""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["NAMED_FIRST", "PLAIN_END_MATTER_RE", "PLAIN_SECTION_RE"]

PLAIN_END_MATTER_RE = lazy(
    r"^(?:(?P<key>(?:the\s+)?answer\s*keys?(?:\s+summary)?|answers|answer\s+sheet)"
    r"|scoring(?:\s+guide)?|grading(?:\s+(?:guide|rubric|scale))?|references|further\s+reading"
    r"|bibliography)\s*:?(?:\s+(?P<rest>.*))?$",
    re.IGNORECASE,
)
"""The same on a plain line, restricted to names an answer would not use as a sub-heading."""
PLAIN_SECTION_RE = lazy(
    r"^(?:section|part)[ \t]+(?P<num>\d{1,3}|[IVXivx]{1,5}|[A-Za-z])"
    r"(?:[ \t]*[:.\-–—][ \t]*(?P<name>\S.{0,78})|[ \t]*)$",
    re.IGNORECASE,
)
"""`Section 2: Networking`, or `Section B` alone (an exam paper's long questions after its
multiple choice ones)."""

NAMED_FIRST = frozenset("aAbBfFgGpPrRsStT\u017f")
"""The first letters of the words plain end matter and section lines open with (answer key,
answers, the answer key, scoring, grading, references, further reading, bibliography;
section, part; `ſ`, which re.IGNORECASE takes for an s): PLAIN_END_MATTER_RE and
PLAIN_SECTION_RE match nothing else."""
