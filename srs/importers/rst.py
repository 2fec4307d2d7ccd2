"""reStructuredText section titles -> Markdown headings, so the Markdown reader sees them.

A reST title is a line of text underlined (and maybe overlined) with a run of one punctuation
character; its level is the order in which each style first appears in the document. Markdown
reads `===` and `---` underlines as headings too, but `~~~` opens a code fence in Markdown and
`^^^` or `***` mean something else or nothing, so a reST FAQ whose questions are
underlined with them would be read as one code block. Titles become `#`-headings of their reST
level, and an indented literal block holding a `  # comment` line is fenced (reST has no `#`
titles, srs.importers.rstliterals); the rest of reST reads well enough as Markdown text.
"""

from __future__ import annotations

import re

from srs.importers.holding import holds
from srs.importers.lazyre import lazy
from srs.importers.rstfolds import folded_pairs_to_markdown
from srs.importers.rstitems import titled_items_to_markdown
from srs.importers.rstlinks import links_to_markdown
from srs.importers.rstliterals import fenced_comment_blocks, markdown_headed
from srs.importers.rstroles import roles_as_text
from srs.importers.runestone import DIRECTIVES, mchoice_to_markdown

_ADORNMENT_RE = lazy(r"^([=\-~^\"'`#*+:.<>_])\1{2,}[ \t]*$")
_RST_HINT_RE = lazy(r"^\.\. [\w-]+::|^:[\w-]+:|:(?:ref|func|mod|class|meth|doc):`", re.M)


def looks_like_rst(text: str, source: str) -> bool:
    """A `.rst` file, or a text with reST directives, field lists or roles."""
    return source.lower().endswith((".rst", ".rest")) or _RST_HINT_RE.search(text) is not None


def rst_titles_to_markdown(text: str) -> str:
    """Each reST section title as an ATX heading of its level; the adornment lines blanked
    (so line numbers stay those of the document)."""
    lines = text.split("\n")
    # `  # comment` lines in indented blocks, unless the text is Markdown with `#` headings
    comments = holds(text, "\n #", "\n  #", "\n   #") and not markdown_headed(lines)
    if any(directive in text for directive in DIRECTIVES):
        mchoice_to_markdown(lines)  # Runestone's quiz questions, as Markdown ones
    if "::" in text:
        folded_pairs_to_markdown(lines)  # a question box, then its answer box
        titled_items_to_markdown(lines)  # `.. an:: What is X?` items, as question headings
    _titles_as_headings(lines)
    if "_" in text and ("`_" in text or ".. _" in text):
        links_to_markdown(lines)  # `text`_ with its `.. _text: url` target: [text](url)
    _drop_markup(lines)
    if ":`" in text:
        _roles_as_text(lines)  # `:math:`H_0`` in an answer: a code span, not markup
    if comments:
        fenced_comment_blocks(lines)  # `  # comment` in an indented code block: no heading
    return "\n".join(lines)


def _titles_as_headings(lines: list[str]) -> None:
    """Every title outside fenced code made a heading, in place."""
    styles: list[tuple[str, bool]] = []  # (character, overlined) in order of first use
    fence: str | None = None
    for k, line in enumerate(lines):
        stripped = line.strip()
        if fence is not None:
            if stripped.startswith(fence):
                fence = None
            continue
        underline = _is_underline(lines, k)
        if stripped.startswith(("```", "~~~")) and not underline:
            fence = stripped[:3]
        elif underline:
            _heading(lines, k, styles)


def _heading(lines: list[str], k: int, styles: list[tuple[str, bool]]) -> None:
    """The title underlined at line k as a heading of its style's level (`styles`: the
    styles met so far, in order, added to); its adornment lines blanked."""
    title = k - 1
    char = lines[k].strip()[0]
    over = (
        title > 0
        and lines[title - 1].strip()[:1] == char
        and bool(_ADORNMENT_RE.match(lines[title - 1].strip()))
    )
    style = (char, over)
    if style not in styles:
        styles.append(style)
    level = min(styles.index(style) + 1, 6)
    lines[title] = "#" * level + " " + lines[title].strip()
    lines[k] = ""
    if over:
        lines[title - 1] = ""


def _drop_markup(lines: list[str]) -> None:
    """Directives at any depth (their option fields too: an answer's `.. image::` indented
    under its list item is markup as much as a page's `.. contents::`), link targets, the field list before the first
    title and `::` literal markers go, in place: they are markup, not text."""
    seen_title = False
    directive = False
    for k, line in enumerate(lines):
        if directive and _OPTION_RE.match(line):
            lines[k] = ""  # `   :class: note` under a directive: its option, markup too
            continue
        directive = False
        if line.startswith("#"):
            seen_title = True
        elif _DIRECTIVE_RE.match(line) or (not seen_title and _FIELD_RE.match(line)):
            directive = line.lstrip()[:2] == ".."
            lines[k] = ""  # `.. contents::`, `:tocdepth: 2`: markup, not text
        elif line[:4] == ".. _" and _TARGET_RE.match(line):
            lines[k] = ""  # `.. _zero-sum-games:`: a link target, not text
        elif line.endswith("::") and not line.lstrip().startswith(".."):
            lines[k] = line[:-1] if line.strip() != "::" else ""  # `Because of this::`


def _roles_as_text(lines: list[str]) -> None:
    """Every role outside fenced code as the text it shows (srs.importers.rstroles), in
    place: a formula in an answer's sentence is read, never its markup."""
    fence: str | None = None
    for k, line in enumerate(lines):
        stripped = line.strip()
        if fence is not None:
            fence = None if stripped.startswith(fence) else fence
        elif stripped.startswith(("```", "~~~")):
            fence = stripped[:3]
        else:
            lines[k] = roles_as_text(line)


_DIRECTIVE_RE = lazy(r"^[ \t]*\.\. [\w-]+::.*$")
_FIELD_RE = lazy(r"^:[\w-]+:.*$")
_OPTION_RE = lazy(r"^[ \t]+:[\w-]+:(?:[ \t].*)?$")
_TARGET_RE = lazy(r"^\.\. _[^:]+:[ \t]*$")


def _is_underline(lines: list[str], k: int) -> bool:
    """A line of one repeated punctuation character under a line of text at least as long;
    or, as docutils also reads it (with a "Title underline too short" warning), a run of four
    or more under a one-line paragraph: FAQ authors often underline a long question short."""
    if k == 0 or not _ADORNMENT_RE.match(lines[k].strip()):
        return False
    title = lines[k - 1].strip()
    if not title or _ADORNMENT_RE.match(title) or title.startswith(("#", "..", "-", "*", "|")):
        return False
    if lines[k].startswith((" ", "\t")):
        return False
    run = len(lines[k].strip())
    if run >= len(title) - 1:
        return True
    return run >= 4 and (k == 1 or not lines[k - 2].strip())
