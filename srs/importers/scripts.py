"""A Markdown page's embedded ad and analytics scripts: blank lines, line for line.

A blog post written in Markdown may carry a third-party embed between two questions: an ad
unit's `<script async src="https://...adsbygoogle.js" crossorigin="anonymous"></script>` and
its `(adsbygoogle = window.adsbygoogle || []).push({});` call. A reader of the page sees none
of it, and none of it belongs to the answer above it.

A `<script>` a tutorial shows as its example (`<script>alert('Hi')</script>`, `<script
src="app.js">`) is the answer's, fenced or not, so only the two shapes of an embed go: a
script loaded from another site and told how to load (`async`, `defer`, `crossorigin`), and
an inline script that only queues a call on a page global (`(x = window.x || []).push(...)`,
`window.dataLayer.push(...)`). A page's structured data for search engines (`<script
type="application/ld+json">`, often hundreds of lines of FAQ JSON after the last answer) is
data no browser runs or shows, so it goes too, however long. Code fences are left alone, and
the lines become blank rather than go, so every later line keeps its number for warnings.
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

_OPEN_RE = lazy(r"^[ \t]*<script(?=[\s>])", re.I)
_CLOSE_RE = lazy(r"</script\s*>", re.I)
_EMBED_TAG_RE = lazy(
    r"""\bsrc\s*=\s*["']?(?:https?:)?//[^\s"'>]+.*?\b(?:async|defer|crossorigin)\b"""
    r"""|\b(?:async|defer|crossorigin)\b.*?\bsrc\s*=\s*["']?(?:https?:)?//""",
    re.I | re.S,
)
"""An opening tag that loads a script from another site, told how to load it."""
_DATA_TAG_RE = lazy(r"""\btype\s*=\s*["']?application/(?:ld\+)?json\b""", re.I)
"""An opening tag of a data block (`type="application/ld+json"`): never run, never shown."""
_QUEUE_CALL_RE = lazy(
    r"^\(?[ \t]*(?:\w+[ \t]*=[ \t]*)?window\.\w+(?:[ \t]*\|\|[ \t]*\[\][ \t]*\))?[ \t]*"
    r"\.push\((?:[^()]|\([^()]*\))*\)[ \t]*;?$",
)
"""`(adsbygoogle = window.adsbygoogle || []).push({});`, `window.dataLayer.push(...)`: a call
queued on a page global, the whole of an ad or analytics snippet."""


def drop_scripts(text: str) -> str:
    """The text with each embedded ad or analytics `<script>` element that starts a line
    outside code made blank, from its opening tag's line to its closing tag's (words after
    the closing tag stay). A text without `<script` (any case) is returned as it is."""
    if not holds(text, "<script", "<SCRIPT"):
        return text
    lines = text.split("\n")
    blank_to = -1
    for k, line in outside_code(lines):
        if k <= blank_to or "<" not in line:
            continue
        m = _OPEN_RE.match(line)
        if m is None:
            continue
        data = _DATA_TAG_RE.search(line, m.end()) is not None
        end = _closing_line(lines, k, m.end(), len(lines) if data else 60)
        if end is None or not (data or _embedded("\n".join(lines[k : end + 1]))):
            continue
        tail = _CLOSE_RE.split(lines[end], maxsplit=1)[-1]
        for j in range(k, end + 1):
            lines[j] = ""
        lines[end] = tail if tail.strip() else ""
        blank_to = end
    return "\n".join(lines)


def _embedded(element: str) -> bool:
    """Whether a script element, from `<script` to `</script>`, is an embed (see the module
    docstring) rather than code a page shows."""
    tag_end = element.find(">")
    if tag_end < 0:
        return False
    if _EMBED_TAG_RE.search(element[:tag_end]):
        return True
    body = _CLOSE_RE.split(element[tag_end + 1 :], maxsplit=1)[0].strip()
    return "window." in body and "\n" not in body and _QUEUE_CALL_RE.match(body) is not None


def _closing_line(lines: list[str], k: int, after: int, reach: int) -> int | None:
    """The line at or below k that closes the script opened on line k (searched from `after`
    on that line), within `reach` lines; None if there is none (a tag named in prose)."""
    if _CLOSE_RE.search(lines[k], after):
        return k  # `<script>...</script>` on one line
    for j in range(k + 1, min(len(lines), k + reach)):
        if _CLOSE_RE.search(lines[j]):
            return j
    return None
