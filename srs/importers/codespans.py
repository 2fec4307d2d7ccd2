"""Code spans that run over several lines: the lines inside one are code, not markup.

An answer may show an example of HTML as one backtick span written over several lines
(`` `<div class="w"> `` / `    <p>inside</p>` / `</div>` / ``<section>` ``). Markdown reads
a backtick span across the lines of its paragraph as one span, so the tags inside it are
shown as written. A line-by-line reader sees `</div>` alone on a line and takes it for raw
HTML (markup to drop, or a heading to convert), and the example loses its lines with no
word. The lines wholly inside such a span are found here, so that the readers that turn
raw HTML into Markdown leave them as they leave fenced code.
"""

from __future__ import annotations

from collections.abc import Sequence

from srs.importers.common import HEADING_RE
from srs.importers.fences import NESTED_FENCE_RE
from srs.importers.lazyre import lazy
from srs.importers.values import Line

__all__ = ["span_interiors", "spanned_as_code"]

_TICKS_RE = lazy(r"(?<!\\)`+")
"""A run of backticks (one a backslash escapes opens nothing)."""
_REACH = 40
"""How many lines a span is followed over for its close: an example, never a page."""


def span_interiors(texts: Sequence[str]) -> set[int]:
    """The indices of the lines that lie wholly inside a backtick code span opened on a line
    above and closed on a line below, within one paragraph (no blank line, fence or
    Markdown heading between: those end a paragraph, and a span with it). The lines that
    open and close the span hold text outside it too: they are not counted."""
    inside: set[int] = set()
    k = 0
    while k < len(texts):
        run = _open_run(texts[k]) if "`" in texts[k] else None
        if run is None:
            k += 1
            continue
        close = _close_line(texts, k, run)
        if close is None:
            k += 1
            continue
        inside.update(range(k + 1, close))
        k = close  # the closing line may open another span after its close
    return inside


def _open_run(text: str) -> str | None:
    """The backtick run a line leaves open at its end (`` see `<div> `` leaves `` ` ``), or
    None: runs pair in order with the next run of the same length, as CommonMark pairs
    them."""
    if "``" not in text and text.count("`") % 2 == 0:
        return None  # single backticks, an even count: all paired (most lines, no pattern)
    if NESTED_FENCE_RE.match(text):
        return None  # a fence (```` ```js ````, in a list item too), no span
    runs = [m.group(0) for m in _TICKS_RE.finditer(text)]
    k = 0
    while k < len(runs):
        same = next((j for j in range(k + 1, len(runs)) if runs[j] == runs[k]), None)
        if same is None:
            return runs[k]
        k = same + 1
    return None


def _close_line(texts: Sequence[str], k: int, run: str) -> int | None:
    """The line below line k that closes a span opened with `run`, within its paragraph."""
    for j in range(k + 1, min(len(texts), k + 1 + _REACH)):
        text = texts[j]
        stripped = text.lstrip()
        if (
            not stripped
            or NESTED_FENCE_RE.match(text)
            or (stripped[:1] == "#" and HEADING_RE.match(text))
        ):
            return None
        if "`" in text and any(m.group(0) == run for m in _TICKS_RE.finditer(text)):
            return j
    return None


def spanned_as_code(lines: list[Line]) -> list[Line]:
    """The lines, those wholly inside a code span over several lines marked as code, as a
    fenced block's are: no reader takes their tags for markup or their words for a label.
    Most blocks hold no backtick: they are returned as they are, after a literal test."""
    if not any("`" in line.text for line in lines):
        return lines
    inside = span_interiors([line.text if not line.code else "" for line in lines])
    if not inside:
        return lines
    return [Line(ln.no, ln.text, code=True) if k in inside else ln for k, ln in enumerate(lines)]
