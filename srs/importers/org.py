"""Org-mode -> Markdown, line for line, so the Markdown reader reads an Org file of cards.

Org is where Emacs users keep their flashcards: org-drill items (a heading tagged `:drill:`),
org-fc cards (tagged `:fc:`, read as drill items are), anki-editor notes (`*** Front` / `*** Back` sub-headings) and plain Q&A outlines (a question
heading over its answer). What is rewritten:

- headings (`** What is X?  :tag:`) become `#`-headings one deeper than their stars (a
  top-level heading is no document title; `#+TITLE:` is), tags and TODO keywords dropped;
- a `Front` / `Back` sub-heading becomes the Markdown reader's card marker; so does a `:drill:`
  item: its title (or its body, when the item hides its answer in a sub-heading, org-drill's
  own layout) is the question, the rest the answer;
- `#+begin_src lang` / `#+end_src` (and example, verse) blocks become fences, quote blocks
  block quotes; property drawers, planning lines, `#+KEYWORD:` lines and comments go;
- inline `=code=` / `~code~` become code spans, `*bold*` bold, `[[url][text]]` links;
- an org-fc cloze deletion (`{{generative effect}@5}`, `{{text}{hint}@0}`) becomes its text
  in bold: the card asks for the note by its title, the deleted words marked in the answer
  (one card per note, not per deletion: the document's lines hold one card each).

Every line stays on its line, so a message names the Org file's own line numbers.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import holds
from srs.importers.lazyre import lazy
from srs.importers.markers import MARKER_HEADING

_HEADING_RE = lazy(
    r"^(?P<stars>\*+)[ \t]+(?:(?:TODO|DONE|NEXT|WAITING)[ \t]+)?(?:\[#[A-C]\][ \t]+)?"
    r"(?P<title>.*?)(?P<tags>[ \t]+:[\w@#%:]+:)?[ \t]*$"
)
_KEYWORD_RE = lazy(r"^[ \t]*#\+(?P<key>[A-Za-z_]+)(?:\[[^\]]*\])?:[ \t]*(?P<value>.*)$")
_BLOCK_RE = lazy(r"^[ \t]*#\+(?P<end>begin|end)_(?P<kind>\w+)(?P<args>.*)$", re.I)
_DRAWER_RE = lazy(r"^[ \t]*:(?P<name>[A-Za-z_]+):[ \t]*$")
_PLANNING_RE = lazy(r"^[ \t]*(?:(?:SCHEDULED|DEADLINE|CLOSED):[ \t]*[<\[][^>\]]*[>\]][ \t]*)+$")
_COMMENT_RE = lazy(r"^[ \t]*#(?:[ \t]|$)")
_ORG_HINT_RE = lazy(r"^#\+(?:title|begin_src|startup|options|filetags):", re.I | re.M)
_MARKER_TITLE_RE = lazy(r"^(?P<side>front|back)(?:[ \t]+side)?[ \t]*$", re.I)
_DRILL_TAGS = (":drill:", ":fc:")
"""The tags of a flashcard heading: org-drill's `:drill:`, org-fc's `:fc:`."""
_FC_CLOZE_RE = lazy(r"\{\{(?P<text>(?:[^{}]|\{[^{}]*\})*?)\}(?:\{(?:[^{}]|\{[^{}]*\})*\})?@\d+\}")
"""An org-fc cloze deletion, `{{text}@0}` or `{{text}{hint}@1}` (the text may hold `{...}`
once nested, as LaTeX does, and run over a line break)."""

_CODE_RE = lazy(r"(?<![\w=~])([=~])(?=\S)(?P<text>[^\n]*?\S)\1(?![\w=~])")
"""`~code~` or `=verbatim=`: up to the first same mark that closes it (after a non-blank,
before no word), so that the code may hold the other mark or its own (`~data T = A~`,
`=x == y=`): Org ends it there, and a span cut at the first `=` left the rest as text."""
_BOLD_RE = lazy(r"(?<![\w*])\*(?=[^\s*])(?P<text>[^\n*]*?[^\s*])\*(?![\w*])")
_LINK_RE = lazy(r"\[\[(?P<url>[^\]\n]+)\](?:\[(?P<text>[^\]\n]+)\])?\]")


def looks_like_org(text: str, source: str) -> bool:
    """An `.org` file, or a text whose `#+TITLE:` / `#+begin_src` lines only Org writes."""
    if source.lower().endswith(".org"):
        return True
    return holds(text, "#+") and _ORG_HINT_RE.search(text) is not None  # the literal first


def org_to_markdown(text: str) -> str:
    """The Org text as Markdown, each line on its own line (see the module doc)."""
    if "}@" in text:
        text = _FC_CLOZE_RE.sub(lambda m: f"**{m.group('text').strip()}**", text)
    lines = text.split("\n")
    out: list[str] = []
    block: str | None = None
    indent = 0
    drawer = False
    for k, line in enumerate(lines):
        if block is not None:
            block, converted = _in_block(_outdented(line, indent), block)
            out.append(converted)
            continue
        if drawer:
            drawer = _DRAWER_RE.match(line) is None or line.strip().upper() != ":END:"
            out.append("")
            continue
        if _BLOCK_RE.match(line):
            block, converted = _block_line(line)
            indent = len(line) - len(line.lstrip(" "))
            out.append(converted)
            continue
        if _DRAWER_RE.match(line) and line.strip().upper() != ":END:" and _closes(lines, k):
            drawer = True
            out.append("")
            continue
        out.append(_line(lines, k))
    return "\n".join(out)


_DRAWER_REACH = 60
"""A drawer (`:PROPERTIES:` ... `:END:`) closes within this many lines, or it is no drawer."""


def _closes(lines: list[str], k: int) -> bool:
    """Whether the drawer opened at line k closes (`:END:`): a `:word:` alone on a line that
    never closes is text, not the start of a drawer that would swallow the rest."""
    return any(line.strip().upper() == ":END:" for line in lines[k + 1 : k + _DRAWER_REACH])


def _title_of(line: str) -> str | None:
    m = _KEYWORD_RE.match(line)
    return m.group("value").strip() if m and m.group("key").lower() == "title" else None


def _outdented(line: str, indent: int) -> str:
    """A block's line without the indentation its `#+begin_` line has (an Org outline indents
    a block with its item's text; the code itself starts at the block's margin)."""
    blanks = len(line) - len(line.lstrip(" "))
    return line[min(blanks, indent) :]


def _block_line(line: str) -> tuple[str | None, str]:
    """A `#+begin_` / `#+end_` line met outside a block: the block it opens and its Markdown."""
    m = _BLOCK_RE.match(line)
    assert m is not None
    kind = m.group("kind").lower()
    if m.group("end").lower() == "end":
        return None, ""
    if kind in ("src", "example", "verse"):
        words = m.group("args").split()
        language = words[0] if kind == "src" and words else ""
        return kind, f"```{language}"
    return kind, ""


def _in_block(line: str, kind: str) -> tuple[str | None, str]:
    """A line inside an open block: code verbatim (a `,*` escape undone), a quote quoted."""
    m = _BLOCK_RE.match(line)
    if m is not None and m.group("end").lower() == "end" and m.group("kind").lower() == kind:
        return None, "```" if kind in ("src", "example", "verse") else ""
    if kind in ("src", "example", "verse"):
        return kind, line[1:] if line.startswith((",*", ",#")) else line
    if kind == "quote":
        return kind, f"> {_inline(line.strip())}" if line.strip() else ">"
    return kind, _inline(line)


def _line(lines: list[str], k: int) -> str:
    """One line outside blocks and drawers, as Markdown."""
    line = lines[k]
    title = _title_of(line)
    if title is not None:
        return f"# {_inline(title)}"
    heading = _HEADING_RE.match(line)
    if heading is not None:
        return _heading(lines, k, heading)
    if _KEYWORD_RE.match(line) or _PLANNING_RE.match(line) or _COMMENT_RE.match(line):
        return ""
    return _inline(line)


def _heading(lines: list[str], k: int, heading: re.Match[str]) -> str:
    """A heading as a Markdown heading, or as a card marker (a `Front` / `Back` sub-heading,
    a `:drill:` item)."""
    title = _inline(heading.group("title").strip())
    marker = _MARKER_TITLE_RE.match(title)
    if marker is not None:
        return f"{MARKER_HEADING} {marker.group('side').capitalize()}"
    depth = len(heading.group("stars"))
    tags = (heading.group("tags") or "").lower()
    if tags and any(tag in tags for tag in _DRILL_TAGS):
        return _drill_item(lines, k, depth, title)
    return "#" * min(depth + 1, 6) + " " + title


def _drill_item(lines: list[str], k: int, depth: int, title: str) -> str:
    """An org-drill item. With a body and a sub-heading (`** Answer`), the body is the
    question and the sub-heading hides the answer: the item becomes a `Front` marker and
    the sub-heading a `Back` one. Otherwise its title is the question (labelled when it
    does not ask, `Capital of France`, so that it is still read as one) and its body the
    answer."""
    sub = _first_subheading(lines, k, depth)
    if sub is not None and any(line.strip() for line in lines[k + 1 : sub]):
        lines[sub] = "*" * (depth + 1) + " Back"
        return f"{MARKER_HEADING} Front"
    label = "" if asks(title) else "Q: "
    return "#" * min(depth + 1, 6) + f" {label}{title}"


def _first_subheading(lines: list[str], k: int, depth: int) -> int | None:
    """The line of the first heading below the item at line k, if it is deeper than the item
    (the item's own sub-heading), else None."""
    for j in range(k + 1, len(lines)):
        m = _HEADING_RE.match(lines[j])
        if m is not None:
            return j if len(m.group("stars")) > depth else None
    return None


def _inline(line: str) -> str:
    """Org's inline markup as Markdown's (code spans first: nothing inside them changes)."""
    if "[[" in line:
        line = _LINK_RE.sub(_link, line)
    if "=" in line or "~" in line:
        line = _CODE_RE.sub(lambda m: f"`{m.group('text')}`", line)
    if "*" in line and not line.lstrip().startswith("* "):
        line = _BOLD_RE.sub(lambda m: f"**{m.group('text')}**", line)
    return line


def _link(m: re.Match[str]) -> str:
    text = m.group("text")
    return f"[{text}]({m.group('url')})" if text else f"<{m.group('url')}>"
