"""Markers the structure readers do not see, rewritten line for line into ones they do.

Run once on a document's text before the readers (srs.importers.choose), never changing its
number of lines, so every message still names the line the author wrote:

- HTML comments used as card markers (flash-card tools hide them in the rendered page):
  `<!-- front -->` / `<!-- question -->` become a `###### Front` heading (the question is the
  text below it), `<!-- back -->` / `<!-- answer -->` a `###### Back` heading (the answer
  follows); any other comment alone on a line (`<!-- card -->`, `<!--SR:...-->`) becomes
  a blank line, as it renders.
- HTML definition lists (`<dl><dt>question</dt><dd>answer</dd></dl>`, closing tags
  optional as in HTML): each `<dt>` becomes a `###### ` heading holding its term, each
  `<dd>` the answer text below it; `<dl>`/`</dl>` lines go.

- Question numbers led by their section's letter (`A1) What is it?`, `B12) Why ...?` in a
  plain-text FAQ whose sections are lettered): the number alone (`1) What is it?`), so the
  line reads as the numbered question it is; only where at least three such lines ask.
- In-page anchors (`<a class="anchor" href="#q1">**Q**</a>. Why ...?`, `<a name="x"></a>`):
  their text, so a label or question inside one reads as if the anchor were not there (not
  inside a code span, which shows such a tag as an example).

Code fences are left alone. A text without `<!--`, `<dt` or a lettered number is returned as
it is, at the cost of three searches.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import ANSWER_LABELS, QUESTION_LABELS, TOP_LINK_TEXT_RE, fence_after

_COMMENT_LINE_RE = re.compile(r"^[ \t]{0,3}<!--[ \t]*(?P<text>.*?)[ \t]*-->[ \t]*$", re.S)
_FRONT_RE = re.compile(
    rf"^(?:front(?:[ \t]+side)?|{'|'.join(QUESTION_LABELS)}|q)[ \t]*[:：]?$", re.IGNORECASE
)
_BACK_RE = re.compile(
    rf"^(?:back(?:[ \t]+side)?|{'|'.join(ANSWER_LABELS)}|a)[ \t]*[:：]?$", re.IGNORECASE
)
_DL_TAG_RE = re.compile(r"^[ \t]{0,3}</?dl\b[^>]*>[ \t]*$", re.IGNORECASE)
_DT_RE = re.compile(r"^[ \t]{0,3}<dt\b[^>]*>(?P<text>.*?)(?:</dt>[ \t]*)?$", re.IGNORECASE)
_DD_RE = re.compile(r"^[ \t]{0,3}<dd\b[^>]*>(?P<text>.*?)(?:</dd>[ \t]*)?$", re.IGNORECASE)
_DL_END_RE = re.compile(r"</d[dl]>[ \t]*$", re.IGNORECASE)
_ANCHOR_RE = re.compile(
    r"<a\b(?=[^<>]*\b(?:href=[\"']#|name=|id=))[^<>]*>(?P<text>[^<]*(?:<(?!/a\b)[^<]*)*)</a\s*>",
    re.IGNORECASE,
)
"""An in-page anchor (`<a class="anchor" href="#q1">**Q**</a>`, `<a name="x"></a>`): a reader
sees its text; the target means nothing in a card, and `**Q**` inside one is a label."""

MARKER_HEADING = "######"
"""The level of the headings markers become: the deepest, so they nest under any section."""


_LETTERED_RE = re.compile(r"^(?P<letter>[A-PR-Z])(?P<num>\d{1,3})\)(?P<rest>[ \t]+\S.*)$", re.M)
"""`A1)  What is it?`; not `Q1)`, a question label the readers know already."""


def rewrite_markers(text: str) -> str:
    """The text with comment markers and definition lists as headings and lettered question
    numbers as numbers (see the module doc)."""
    return _lettered_numbers(_markers(text))


def _lettered_numbers(text: str) -> str:
    found = _LETTERED_RE.findall(text)
    if sum(1 for _, _, rest in found if asks(rest.strip())) < 3:
        return text
    return _LETTERED_RE.sub(r"\g<num>)\g<rest>", text)


def _markers(text: str) -> str:
    has_comment = "<!--" in text
    has_dl = "<dt" in text or "<DT" in text
    has_anchor = "<a" in text and _ANCHOR_RE.search(text) is not None
    if not (has_comment or has_dl or has_anchor):
        return text
    lines = text.split("\n")
    fence: str | None = None
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        if is_fence or fence is not None:
            continue
        marker = _comment_marker(line) if has_comment else None
        if marker is not None:
            lines[k] = marker
            continue
        if has_anchor and "<a" in line:
            line = lines[k] = _unwrap_anchors(line)
        if has_dl:
            lines[k] = _definition_line(line)
    return "\n".join(lines)


def _comment_marker(line: str) -> str | None:
    """A comment alone on its line as the heading it marks (`###### Front` / `Back`) or a
    blank line; None for any other line."""
    comment = _COMMENT_LINE_RE.match(line)
    if comment is None or "-->" in comment.group("text"):
        return None
    word = comment.group("text")
    if _FRONT_RE.match(word):
        return f"{MARKER_HEADING} Front"
    if _BACK_RE.match(word):
        return f"{MARKER_HEADING} Back"
    return ""


def _unwrap_anchors(line: str) -> str:
    """The line with its in-page anchors replaced by their text, but not one inside a code
    span (an odd number of backticks before it), which shows such a tag as an example."""

    def text(m: re.Match[str]) -> str:
        in_code = line.count("`", 0, m.start()) % 2 == 1
        inner = m.group("text").strip()
        back_to_top = TOP_LINK_TEXT_RE.fullmatch(re.sub(r"<[^<>]*>|[*_]", "", inner))
        return m.group(0) if in_code or back_to_top else inner

    return _ANCHOR_RE.sub(text, line)


def _definition_line(line: str) -> str:
    """One line of a definition list in Markdown: `<dt>` a heading, `<dd>` its answer."""
    if _DL_TAG_RE.match(line):
        return ""
    dt = _DT_RE.match(line)
    if dt is not None:
        term = _DL_END_RE.sub("", dt.group("text")).strip()
        return f"{MARKER_HEADING} {term}" if term else ""
    dd = _DD_RE.match(line)
    if dd is not None:
        return _DL_END_RE.sub("", dd.group("text")).strip()
    if _DL_END_RE.search(line):
        return _DL_END_RE.sub("", line)
    return line
