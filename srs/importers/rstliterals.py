"""reST literal blocks that hold `#` lines, fenced so Markdown does not read them as titles.

A reST answer shows code as an indented block after a blank line (after `::`, or under a
directive such as `.. code-block:: sh`), often indented by two or three spaces:

    Create a pipe that gzips what it is sent:

      mkfifo my_pipe
      # now send some stuff to it
      cat file > my_pipe

reST has no `#` titles (its titles are underlined, srs.importers.rst), but Markdown reads a
`#` line indented by up to three spaces as a heading: the shell comment cut the answer there
and the rest of the code was lost between questions. Here such a block, when a line of it
would be read as a heading, is fenced, line for line (the blank line over it opens the fence
and the one under it, or a line added at the end of the text, closes it), and its lines are
dedented by the block's indent, as the literal block shows them. A block that no such line
is in is left as it was (Markdown reads it well enough), and so is an indented line right
under a paragraph line, which in reST is a definition or a quote's continuation, not code,
and a block with no blank line under it (reST's own "unexpected unindent").

A Markdown document can look like reST (a GitHub shortcode opening a line, `:star: Thanks!`,
is a reST field list's syntax); when it writes its own `#` headings at the margin, it is no
reST page, and a heading it indents by a space or two (` #### 6. What is X?`) is a heading,
as CommonMark reads it: `markdown_headed` tells the caller to leave its blocks alone.
"""

from __future__ import annotations

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["fenced_comment_blocks", "markdown_headed"]

_HEADING_LIKE_RE = lazy(r"^ {1,3}#{1,6}(?:[ \t]|$)")
"""A line Markdown reads as a heading, indented as a reST block's line is: `  # comment`."""


_MARGIN_HEADING_RE = lazy(r"^#{1,6}[ \t]+\S")
"""A Markdown heading at the margin, `## Title`: reST has none (its titles are underlined)."""


def markdown_headed(lines: list[str]) -> bool:
    """Whether the document writes Markdown `#` headings of its own at the margin, outside
    fenced code: then it is Markdown, and its indented `#` lines are headings too."""
    return any(
        line[:1] == "#" and _MARGIN_HEADING_RE.match(line) for _, line in outside_code(lines)
    )


def fenced_comment_blocks(lines: list[str]) -> None:
    """Each indented block holding a line Markdown would read as a heading, fenced and
    dedented in place (see the module doc); the caller tests the text for
    an indented `#` first."""
    done = -1  # the last line of the last block looked at: its other lines are not again
    for k, line in list(outside_code(lines)):
        if k <= done or line[:1] != " " or _HEADING_LIKE_RE.match(line) is None:
            continue
        first, last = _block_around(lines, k)
        done = last
        opened = first > 0 and not lines[first - 1].strip()
        closed = last + 1 == len(lines) or not lines[last + 1].strip()
        if opened and closed and _plain(lines[first : last + 1]):
            _fence(lines, first, last)


def _indented(line: str) -> bool:
    return line[:1] in (" ", "\t")


def _block_around(lines: list[str], k: int) -> tuple[int, int]:
    """The first and last non-blank lines of the indented block that line k is in (blank
    lines inside a literal block do not end it; a line at the margin does)."""
    first = k
    for up in range(k - 1, -1, -1):
        if lines[up].strip() and not _indented(lines[up]):
            break
        if lines[up].strip():
            first = up
    last = k
    for down in range(k + 1, len(lines)):
        if lines[down].strip() and not _indented(lines[down]):
            break
        if lines[down].strip():
            last = down
    return first, last


def _plain(block: list[str]) -> bool:
    """Whether no line of the block is a fence of its own (an indented ``` pairs with it)."""
    return not any(line.lstrip().startswith(("```", "~~~")) for line in block)


def _fence(lines: list[str], first: int, last: int) -> None:
    """Lines first..last fenced (the blank line over them opens, the blank under them or a
    new last line closes) and dedented by their least indent."""
    indent = min(len(ln) - len(ln.lstrip(" \t")) for ln in lines[first : last + 1] if ln.strip())
    for k in range(first, last + 1):
        lines[k] = lines[k][indent:] if lines[k].strip() else ""
    lines[first - 1] = "```"
    if last + 1 == len(lines):
        lines.append("```")
    else:
        lines[last + 1] = "```"
