"""Kramdown attribute lists (`{: .btn .btn-lg}`, `{:target="_blank"}`): markup, never text.

A Jekyll post is written in kramdown, which styles the element before it with an inline
attribute list: a link made a button (`[⏫ Back up](/page/#menu){: .btn .btn-block}`), a link
told to open a new tab (`[docs](https://x.org){:target="_blank" rel="nofollow"}`), a table
given a class by a line `{: .table}` under it. The page shows none of these braces; left in,
they read as text in every answer that has one, and they hide a back-to-top button's line
from the rule that knows such a line is navigation (blocklines.is_top_link).

Only the shapes kramdown styles are taken: a list right after a link or image's `)` (or after
another list, chained), or a line of lists alone. Each list holds only `.class`, `#id` and
`key=value` items, so a format string in prose (`{:>8}`, `{:?}`) stays; code fences and code
spans are left alone, and a line made empty becomes blank, so line numbers hold.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

_ITEM = r"""(?:[.#][\w-]+|[\w:-]+=(?:"[^"\n]*"|'[^'\n]*'|[^\s"'{}]+))"""
_LIST = rf"\{{:[ \t]*{_ITEM}(?:[ \t]+{_ITEM})*[ \t]*\}}"
_AFTER_LINK_RE = lazy(rf"(?<=[)}}]){_LIST}")
"""An attribute list right after a link's `)` (or after the list before it)."""
_ALONE_RE = lazy(rf"^[ \t]*(?:{_LIST}[ \t]*)+$")
"""A line of attribute lists and nothing else: a block's, under it."""


def drop_attribute_lists(text: str) -> str:
    """The text without its kramdown attribute lists (see the module docstring). A text
    without `{:` is returned as it is."""
    if not holds(text, "{:"):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if "{:" not in line:
            continue
        if _ALONE_RE.match(line):
            lines[k] = ""
        elif "`" not in line:
            lines[k] = _AFTER_LINK_RE.sub("", line)
        else:
            lines[k] = _outside_spans(line)
    return "\n".join(lines)


def _outside_spans(line: str) -> str:
    """The line without the attribute lists that are not inside a code span (an even count
    of backticks before them)."""

    def drop(m: re.Match[str]) -> str:
        return m.group(0) if line.count("`", 0, m.start()) % 2 else ""

    return _AFTER_LINK_RE.sub(drop, line)
