"""AsciiDoc documents -> Markdown, line for line, so the Markdown reader sees their structure.

An AsciiDoc FAQ often asks its questions as section titles (`== How do I ...?`) rather than
as `Question?::` entries (those have their own reader, srs.importers.asciidoc). Its markup
differs from Markdown exactly where the importer looks: `=` titles, `----` and `....` blocks
(with a `[source,groovy]` line before them), `*`/`**` nested lists, `image::` macros, and
attribute, anchor and conditional lines that are no text at all. Each becomes its Markdown
(a `#` heading, a fenced block, a `-` item, `![alt](path)`) or a blank line, so line numbers
stay those of the document; everything else is left as written.

A passthrough (`+++<b>x</b>+++` in a line, a whole `+++ <details><summary> +++` line, or a
`++++` block) is raw HTML that AsciiDoc hands to the page untouched: its content is written
out as that HTML, so a quiz that folds each answer in a passthrough `<details>` fold is the
fold the Markdown reader knows, not `+` bullets and stray text. Inside a listing block it is
code, and stays as written.
"""

from __future__ import annotations

import re

from srs.importers.adocanswers import folded_answers
from srs.importers.adoctables import tables_to_markdown
from srs.importers.lazyre import lazy
from srs.importers.passthroughs import passthrough_html

_TITLE_RE = lazy(r"^(?P<marks>={1,6})[ \t]+(?P<text>\S.*?)(?:[ \t]+=+)?[ \t]*$")
_SOURCE_RE = lazy(r"^\[(?:source|listing)(?:,[ \t]*(?P<lang>[\w+#.-]+))?[^\]]*\][ \t]*$", re.I)
_DELIMITER_RE = lazy(r"^(?P<mark>-{4,}|\.{4,})[ \t]*$")
_SILENT_RE = lazy(
    r"^(?::!?[\w-]+!?:.*|\[\[[^\]]*\]\]|\[[^\]]*\]|//.*|(?:ifn?def|ifeval|endif)::.*\[.*\]"
    r"|toc::\[\]|={4,}|\*{4,}|_{4,}|\+)[ \t]*$"
)
"""Attributes, anchors, block attributes, comments, conditionals, the table of contents,
example/sidebar/quote delimiters and list continuations: no text of their own."""
_LIST_RE = lazy(r"^(?P<marks>\*{1,5}|\.{1,5}|-)[ \t]+(?P<text>\S.*)$")
_IMAGE_RE = lazy(r"image::?(?P<path>[^\s\[]+)\[(?P<alt>[^\]]*)\]")
_LINK_RE = lazy(r"(?:link:(?P<target>[^\s\[]+)|(?P<url>https?://[^\s\[]+))\[(?P<text>[^\]]+)\]")
"""A link: a URL, or `link:` before any target (`link:../README.md[Back]`, a page's way back)."""
_XREF_RE = lazy(r"<<(?P<target>[^,<>\n]+)(?:,[ \t]*(?P<text>[^<>\n]+))?>>")
"""A cross-reference (`<<How do I install?>>`, `<<install,Installing>>`): its text, or the
section title it names; in a card there is nowhere to link to."""
_PASS_BLOCK = "++++"
"""The delimiter of a passthrough block: the lines between are raw HTML."""
_HINT_RE = lazy(r"^={1,3}[ \t]+\S", re.M)
_OTHER_HINT_RE = lazy(r"^(?:\[source\b|:toc:|----[ \t]*$|ifdef::|image::)", re.M)


def looks_like_asciidoc(text: str, source: str) -> bool:
    """An `.adoc`/`.asciidoc` file, or a text with `=` section titles and AsciiDoc blocks."""
    if source.lower().endswith((".adoc", ".asciidoc", ".asc")):
        return True
    if source.lower().endswith((".rst", ".rest", ".md", ".markdown")):
        return False
    return _HINT_RE.search(text) is not None and _OTHER_HINT_RE.search(text) is not None


def asciidoc_to_markdown(text: str) -> str:
    """The document with its AsciiDoc markup as Markdown, one output line per input line."""
    lines = text.split("\n")
    if ".Answer" in text or ".Solution" in text or ".answer" in text:
        folded_answers(lines)  # `.Snippet A` code, `.Answer` folded below: one card each
    if "|===" in text:
        tables_to_markdown(lines)  # `|===` tables, cell by cell: Markdown tables
    fence: str | None = None  # the delimiter of the open listing or literal block
    lang = ""
    for k, line in enumerate(lines):
        stripped = line.strip()
        if fence == _PASS_BLOCK or stripped == _PASS_BLOCK:
            fence, lines[k] = _passthrough_block(line, fence)
            continue
        delimiter = _DELIMITER_RE.match(stripped)
        if fence is not None:
            if delimiter and stripped == fence:
                lines[k] = "```"
                fence = None
            continue
        if delimiter:
            fence = stripped
            lines[k] = f"```{lang}"
            lang = ""
            continue
        source = _SOURCE_RE.match(stripped)
        if source:
            lang = source.group("lang") or ""
            lines[k] = ""
            continue
        lines[k] = _line(line)
    return "\n".join(lines)


def _passthrough_block(line: str, fence: str | None) -> tuple[str | None, str]:
    """A line of a `++++` passthrough block or its delimiter: the fence left open (or None)
    and the line to write; the delimiters are no text, the lines between raw HTML as written."""
    if line.strip() != _PASS_BLOCK:
        return fence, line
    return (None if fence == _PASS_BLOCK else _PASS_BLOCK), ""


def _line(line: str) -> str:
    """One line outside any block, as Markdown."""
    if "+++" in line:
        line = passthrough_html(line)
    if _SILENT_RE.match(line.strip()):
        return ""
    title = _TITLE_RE.match(line)
    if title:
        return "#" * len(title.group("marks")) + " " + title.group("text")
    item = _LIST_RE.match(line)
    if item:
        marks = item.group("marks")
        indent = "  " * (len(marks) - 1) if marks != "-" else ""
        bullet = "1." if marks[0] == "." else "-"
        line = f"{indent}{bullet} {item.group('text')}"
    line = _IMAGE_RE.sub(lambda m: f"![{m.group('alt')}]({m.group('path')})", line)
    if "<<" in line:
        line = _XREF_RE.sub(lambda m: (m.group("text") or m.group("target")).strip(), line)
    return _LINK_RE.sub(
        lambda m: f"[{m.group('text')}]({m.group('target') or m.group('url')})", line
    )
