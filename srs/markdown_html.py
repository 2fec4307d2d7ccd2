"""The simple Markdown of deck text to HTML for Anki fields, and Anki's HTML back to Markdown.

Deck text uses a small Markdown subset (it comes from quiz and Q&A documents): paragraphs
(a line break inside one is soft, as in Markdown and in the app), bullet and numbered lists
(nested by indentation), fenced code (also indented under a list item's text, or right after
its marker: then it is in the item), inline code, `**bold**`, `*italic*` and pipe tables. `$k$` LaTeX and anything else stays text.
`md_to_html` escapes `& < >` in text, so no raw HTML ever passes through; `html_to_md`
reads the HTML Anki stores (ours, or what its editor writes: `<div>` per line, `<br>`,
entities, `<b>`, lists, tables) and returns Markdown that `md_to_html` turns back into
equivalent HTML.

Deliberately not supported: headings and block quotes (a leading `#` or `>` stays text),
`_underscore_` emphasis (identifiers like `__init__` and `lr_base` are common in decks),
backslash escapes, links and images. Emphasis and code spans stay within one line. A stray
`*` or backtick right next to emphasis or a code span may therefore read back differently;
everything else survives `md_to_html(html_to_md(md_to_html(t))) == md_to_html(t)` (tested
with hypothesis).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import ClassVar

from srs.markdown_inline import inline_html

__all__ = ["Element", "html_to_md", "inline_html", "md_to_html", "parse_html", "render_md"]

# -- Markdown -> HTML --------------------------------------------------------------------------

MAX_DEPTH = 60
"""Deepest nesting of lists (Markdown) or elements (HTML) kept; deeper structure is flattened."""
_FENCE_RE = re.compile(r"^\s*(`{3,}(?=[^`]*$)|~{3,})")
"""A code fence; as in CommonMark, a backtick fence's info string holds no backtick."""
_ITEM_RE = re.compile(r"^([ \t]*)([*+-]|\d{1,9}[.)])[ \t]+(\S.*)$")
_TABLE_SEP_RE = re.compile(r"^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$")


def _indent(text: str) -> int:
    """Indentation width of a line (a tab counts as four spaces)."""
    width = 0
    for char in text:
        if char == " ":
            width += 1
        elif char == "\t":
            width += 4
        else:
            break
    return width


def _split_cells(line: str) -> list[str]:
    """The cells of a pipe-table row; `\\|` is a literal pipe inside a cell."""
    text = line.strip()
    if text.startswith("|"):
        text = text[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        text = text[:-1]
    cells = re.split(r"(?<!\\)\|", text)
    return [cell.strip().replace("\\|", "|") for cell in cells]


def _is_table_start(lines: list[str], i: int) -> bool:
    return (
        lines[i].lstrip().startswith("|")
        and i + 1 < len(lines)
        and "|" in lines[i + 1]
        and "-" in lines[i + 1]
        and _TABLE_SEP_RE.match(lines[i + 1]) is not None
    )


def _table(lines: list[str], i: int) -> tuple[str, int]:
    header = _split_cells(lines[i])
    width = len(header)
    i += 2
    rows: list[list[str]] = []
    while i < len(lines) and lines[i].lstrip().startswith("|"):
        cells = _split_cells(lines[i])[:width]  # as GFM: extra cells dropped, missing ones empty
        rows.append(cells + [""] * (width - len(cells)))
        i += 1
    head = "".join(f"<th>{inline_html(cell)}</th>" for cell in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{inline_html(cell)}</td>" for cell in row) + "</tr>" for row in rows
    )
    parts = [f"<table><thead><tr>{head}</tr></thead>"]
    if body:
        parts.append(f"<tbody>{body}</tbody>")
    parts.append("</table>")
    return "".join(parts), i


@dataclass
class _Item:
    lines: list[str] = field(default_factory=list)
    children: list[str] = field(default_factory=list)

    def html(self) -> str:
        return f"<li>{inline_html(chr(10).join(self.lines))}{''.join(self.children)}</li>"


def _list(lines: list[str], i: int, floor: int = 0, depth: int = 0) -> tuple[str, int]:
    """One list starting at lines[i] (a list item line), with nested lists; -> (html, next i).

    An item indented two or more columns deeper than the current one starts a nested list;
    an item indented less than `floor` (the nesting threshold of the enclosing item) belongs
    to an outer list; any other item is the next item of this list. Lists nest at most
    MAX_DEPTH deep; deeper items join the deepest list.
    """
    first = _ITEM_RE.match(lines[i])
    assert first is not None
    ordered = first.group(2)[0].isdigit()
    start = int(first.group(2)[:-1]) if ordered else 1
    reader = _ListReader(lines, floor, depth, _indent(first.group(1)), ordered)
    while i < len(lines):
        after = reader.step(i)
        if after is None:
            break
        i = after
    tag = "ol" if ordered else "ul"
    attrs = f' start="{start}"' if ordered and start != 1 else ""
    return f"<{tag}{attrs}>{''.join(item.html() for item in reader.items)}</{tag}>", i


@dataclass
class _ListReader:
    """The state of one list while `_list` reads its lines: one step per kind of line, each
    returning where the list goes on, or None where it ends."""

    lines: list[str]
    floor: int
    """Items indented less than this belong to an outer list."""
    depth: int
    indent: int
    """The least indentation of this list's items so far."""
    ordered: bool
    items: list[_Item] = field(default_factory=list)

    def step(self, i: int) -> int | None:
        """Read lines[i] (and what it takes with it); the next line of the list, or None."""
        line = self.lines[i]
        match = _ITEM_RE.match(line)
        if match:
            return self._item(i, match)
        if not line.strip():
            return self._blank(i)
        return self._continuation(i)

    def _item(self, i: int, match: re.Match[str]) -> int | None:
        """An item line: the next item, a nested list, or the end of this list (an outer
        list's item, or another kind of list)."""
        level = _indent(match.group(1))
        if level < self.floor:
            return None  # belongs to an outer list
        if level >= self.indent + 2 and self.items and self.depth < MAX_DEPTH:
            child, after = _list(self.lines, i, floor=self.indent + 2, depth=self.depth + 1)
            self.items[-1].children.append(child)
            return after
        if match.group(2)[0].isdigit() != self.ordered:
            return None  # another kind of list starts here
        self.indent = min(self.indent, level)
        fence = _FENCE_RE.match(match.group(3))
        if fence:  # `- ```: the item is a code block, its body indented under the fence
            pre, after = _fenced(self.lines, i + 1, fence.group(1), match.start(3))
            self.items.append(_Item([], [pre]))
            return after
        self.items.append(_Item([match.group(3)]))
        return i + 1

    def _blank(self, i: int) -> int | None:
        """A blank line inside a list: the list goes on if an item or an indented line follows."""
        lines = self.lines
        j = i + 1
        while j < len(lines) and not lines[j].strip():
            j += 1
        if j < len(lines) and (
            (_ITEM_RE.match(lines[j]) and _indent(lines[j]) >= self.floor)
            or _indent(lines[j]) > self.indent
        ):
            return j
        return None

    def _continuation(self, i: int) -> int | None:
        """A line indented under the last item continues its text, or opens a code block in
        it; text after a nested list or code block (kept simple) or anything else ends the
        list."""
        line = self.lines[i]
        if _indent(line) <= self.indent or not self.items:
            return None
        fence = _FENCE_RE.match(line)
        if fence:
            indent = len(line) - len(line.lstrip())
            pre, after = _fenced(self.lines, i + 1, fence.group(1), indent)
            self.items[-1].children.append(pre)
            return after
        if self.items[-1].children:
            return None
        self.items[-1].lines.append(line.strip())
        return i + 1


def _fenced(lines: list[str], i: int, mark: str, indent: int) -> tuple[str, int]:
    """The code block whose body starts at lines[i], opened by the fence `mark`; -> (html, the
    line after its closing fence). Up to `indent` leading blanks (the fence's own, inside a
    list item) are taken off each body line, so the body reads as it was before indenting."""
    closing = re.compile(rf"^\s*{re.escape(mark[0])}{{{len(mark)},}}\s*$")
    body: list[str] = []
    while i < len(lines) and not closing.match(lines[i]):
        line = lines[i]
        body.append(line[min(indent, len(line) - len(line.lstrip(" \t"))) :])
        i += 1
    code = html.escape("\n".join(body), quote=False)
    return f"<pre><code>{code}</code></pre>", i + 1  # past the closing fence (or the end)


def _blocks(text: str) -> Iterator[tuple[str, str]]:
    """(kind, html) for each block of the Markdown text; kind is "p" for paragraphs."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    para: list[str] = []
    i = 0

    def flush() -> Iterator[tuple[str, str]]:
        if para:
            yield "p", inline_html("\n".join(para))
            para.clear()

    while i < len(lines):
        line = lines[i]
        fence = _FENCE_RE.match(line)
        if fence:
            yield from flush()
            pre, i = _fenced(lines, i + 1, fence.group(1), 0)
            yield "pre", pre
        elif not line.strip():
            yield from flush()
            i += 1
        elif _is_table_start(lines, i):
            yield from flush()
            table, i = _table(lines, i)
            yield "table", table
        elif _ITEM_RE.match(line):
            yield from flush()
            block, i = _list(lines, i)
            yield "list", block
        else:
            para.append(line.strip())
            i += 1
    yield from flush()


def md_to_html(text: str, *, block: bool = False) -> str:
    """Deck Markdown as the HTML an Anki field stores.

    A text that is one paragraph becomes inline HTML (its lines joined); otherwise each
    paragraph is a `<p>` and lists, code blocks and tables are their own elements. The output
    holds no raw newline outside `<pre>`.

    Args:
        text: card text (question, answer, explanation) in the deck's Markdown subset.
        block: wrap even a lone paragraph in `<p>` (for text that follows other text).

    Returns:
        HTML with every `&`, `<` and `>` of the text escaped.
    """
    stripped = text.strip()
    if (
        stripped
        and "\n" not in text
        and "\r" not in text
        # Only a line starting with one of these can open a fence or a list item.
        and not (
            (stripped[0] in "`~*+-" or stripped[0].isdecimal())
            and (_FENCE_RE.match(text) or _ITEM_RE.match(text))
        )
    ):  # one line of text: one paragraph (what `_blocks` finds, without its machinery)
        body = inline_html(stripped)
        return f"<p>{body}</p>" if block else body
    blocks = list(_blocks(text))
    if not block and len(blocks) == 1 and blocks[0][0] == "p":
        return blocks[0][1]
    return "".join(f"<p>{body}</p>" if kind == "p" else body for kind, body in blocks)


# -- HTML -> Markdown --------------------------------------------------------------------------

_VOID = frozenset({"br", "hr", "img", "input", "meta", "link", "wbr", "col", "area", "source"})
_DROP = frozenset({"script", "style", "head", "title"})
_BLOCK = frozenset(
    {
        "p",
        "ul",
        "ol",
        "table",
        "pre",
        "blockquote",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "section",
        "article",
        "header",
        "footer",
        "dl",
    }
)
_LINE = frozenset({"div", "li", "tr", "dt", "dd", "center"})
_P_SCOPE = frozenset({"div", "li", "td", "th", "table", "ul", "ol", "blockquote", "pre"})
_CLOSES: dict[str, tuple[frozenset[str], frozenset[str]]] = {
    # tag -> (open tags it implicitly closes, tags that bound the search): HTML's optional end tags
    "li": (frozenset({"li"}), frozenset({"ul", "ol", "table"})),
    "tr": (frozenset({"tr"}), frozenset({"table", "thead", "tbody", "tfoot"})),
    "td": (frozenset({"td", "th"}), frozenset({"tr", "table"})),
    "th": (frozenset({"td", "th"}), frozenset({"tr", "table"})),
    "thead": (frozenset({"thead", "tbody", "tfoot"}), frozenset({"table"})),
    "tbody": (frozenset({"thead", "tbody", "tfoot"}), frozenset({"table"})),
    "tfoot": (frozenset({"thead", "tbody", "tfoot"}), frozenset({"table"})),
    "dt": (frozenset({"dt", "dd"}), frozenset({"dl"})),
    "dd": (frozenset({"dt", "dd"}), frozenset({"dl"})),
    **{
        tag: (frozenset({"p"}), _P_SCOPE)
        for tag in ("p", "div", "ul", "ol", "table", "pre", "blockquote", "h1", "h2", "h3")
    },
}
_SENTINEL = re.compile("[\ue000-\ue004]")
_PAD = "\ue002"
"""Indentation of list lines while rendering (so trimming inline text leaves it alone)."""
_CODE = "\ue004"
"""Opens the placeholder of a code span (`\ue000` opens a <pre> block's, `\ue001` closes)."""
_EDGE = "\ue003"
"""The edge of a line-level element (`<div>`): edges in a row make one line break."""


@dataclass
class Element:
    """A node of the small tree `parse_html` builds: a tag, its attributes and its children."""

    tag: str
    attrs: dict[str, str] = field(default_factory=dict)
    children: list[Element | str] = field(default_factory=list)

    @property
    def classes(self) -> list[str]:
        return self.attrs.get("class", "").split()

    def find_class(self, name: str) -> Element | None:
        """The first descendant element with this class (depth first), or None."""
        for child in self.children:
            if isinstance(child, Element):
                if name in child.classes:
                    return child
                found = child.find_class(name)
                if found is not None:
                    return found
        return None

    def without(self, target: Element) -> Element:
        """A copy of the tree with `target` (compared by identity) left out."""
        kept: list[Element | str] = []
        for child in self.children:
            if child is target:
                continue
            kept.append(child.without(target) if isinstance(child, Element) else child)
        return Element(self.tag, dict(self.attrs), kept)


class _TreeBuilder(HTMLParser):
    """Builds an Element tree leniently: stray end tags are ignored, open tags closed at the end."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("root")
        self.stack: list[Element] = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if len(self.stack) > MAX_DEPTH:
            return  # nested absurdly deep: keep the text, drop the tag (bounds the recursion)
        rule = _CLOSES.get(tag)
        if rule:
            closes, bounds = rule
            for depth in range(len(self.stack) - 1, 0, -1):
                open_tag = self.stack[depth].tag
                if open_tag in closes:
                    del self.stack[depth:]
                    break
                if open_tag in bounds:
                    break
        element = Element(tag, {k: v or "" for k, v in attrs})
        self.stack[-1].children.append(element)
        if tag not in _VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Element(tag, {k: v or "" for k, v in attrs}))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        self.stack[-1].children.append(data)


def parse_html(text: str) -> Element:
    """A lenient tree of an HTML fragment (never raises on malformed HTML)."""
    builder = _TreeBuilder()
    builder.feed(_SENTINEL.sub("", text))
    builder.close()
    return builder.root


_FIXED: Mapping[str, str] = {**dict.fromkeys(_DROP, ""), "br": "\n", "hr": "\n\n"}
"""Tags rendered the same whatever they hold (even inside <pre>): dropped, or a line break."""
_AROUND: Mapping[str, tuple[str, str]] = {
    **dict.fromkeys(_BLOCK, ("\n\n", "\n\n")),
    **dict.fromkeys(_LINE, (_EDGE, _EDGE)),
    "td": (" ", " "),
    "th": (" ", " "),
}
"""What goes around the Markdown of a tag's children: blocks are paragraphs, line-level
elements edges (a line break), cells a space."""


class _Renderer:
    """Renders an Element tree as Markdown.

    Code (`<pre>` bodies and `<code>` spans) is kept aside behind placeholders until the end,
    so that trimming and collapsing the spaces of ordinary text never touches it.
    """

    def __init__(self) -> None:
        self.pre: list[str] = []
        self.code: list[str] = []
        self.in_cell = False

    def children(self, node: Element, in_pre: bool = False) -> str:
        return "".join(self.node(child, in_pre) for child in node.children)

    def node(self, node: Element | str, in_pre: bool = False) -> str:
        if isinstance(node, str):
            return node if in_pre else re.sub(r"[ \t\r\n\f\u00a0]+", " ", node)
        tag = node.tag
        fixed = _FIXED.get(tag)
        if fixed is not None:
            return fixed
        if in_pre:  # markup inside code is dropped, its text kept
            return self.children(node, in_pre)
        render = self._BY_TAG.get(tag)
        if render is not None:
            return render(self, node)
        before, after = _AROUND.get(tag, ("", ""))
        return f"{before}{self.children(node)}{after}"

    def _tag_pre(self, node: Element) -> str:
        body = self.children(node, in_pre=True)
        first = node.children[0] if node.children else None
        if isinstance(first, str) and first.startswith("\n"):
            body = body[1:]  # HTML ignores a newline right after <pre>
        if self.in_cell:  # a table cell is one line: its code block becomes a code span
            self.code.append(self._code(body))
            return f"{_CODE}{len(self.code) - 1}\ue001"
        self.pre.append(body)
        return f"\n\n\ue000{len(self.pre) - 1}\ue001\n\n"

    def _tag_bold(self, node: Element) -> str:
        return self._wrap(self.children(node), "**")

    def _tag_italic(self, node: Element) -> str:
        return self._wrap(self.children(node), "*")

    def _tag_code(self, node: Element) -> str:
        self.code.append(self._code(self.children(node, in_pre=True)))
        return f"{_CODE}{len(self.code) - 1}\ue001"

    def _tag_list(self, node: Element) -> str:
        return f"\n\n{self._list(node)}\n\n"

    def _tag_table(self, node: Element) -> str:
        return f"\n\n{self._table(node)}\n\n"

    def _tag_img(self, node: Element) -> str:
        return ""

    _BY_TAG: ClassVar[Mapping[str, Callable[[_Renderer, Element], str]]] = {
        "pre": _tag_pre,
        "b": _tag_bold,
        "strong": _tag_bold,
        "i": _tag_italic,
        "em": _tag_italic,
        "code": _tag_code,
        "ul": _tag_list,
        "ol": _tag_list,
        "table": _tag_table,
        "img": _tag_img,
    }
    """Tags with a rendering of their own (the rest: their children, with _AROUND)."""

    @staticmethod
    def _wrap(inner: str, mark: str) -> str:
        core = inner.strip()
        if not core or "\n" in core or "\ue000" in core or _EDGE in core:
            return inner  # emphasis cannot span lines or blocks in Markdown: keep the text
        lead = inner[: len(inner) - len(inner.lstrip())]
        trail = inner[len(inner.rstrip()) :]
        return f"{lead}{mark}{core}{mark}{trail}"

    def _code(self, inner: str) -> str:
        text = inner.replace("\n", " ")
        if self.in_cell:
            text = text.replace("|", "\\|")  # a pipe-table cell ends at any unescaped pipe
        if not text:
            return ""
        longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
        ticks = "`" * (longest + 1)
        edges = text[0] + text[-1]
        pad = " " if "`" in edges or (edges == "  " and text.strip()) else ""
        return f"{ticks}{pad}{text}{pad}{ticks}"

    def _list(self, node: Element) -> str:
        ordered = node.tag == "ol"
        try:
            number = int(node.attrs.get("start", "1"))
        except ValueError:
            number = 1
        lines: list[str] = []
        marker = ""
        for child in node.children:
            if isinstance(child, str):
                text = self.node(child).strip()
                if text:  # text directly in a list: keep it as an item
                    lines.append(f"- {text}")
                continue
            if child.tag != "li":
                lines.extend(self._list_child(child, marker if lines else ""))
                continue
            marker = f"{number}. " if ordered else "- "
            number += 1
            body = _tidy(self.children(child))
            if not body:
                continue  # an empty item: a bare `1.` would not read back as one
            body = re.sub(r"\n{2,}", "\n", body)
            pad = _PAD * len(marker)
            item_lines = body.split("\n") if body else [""]
            lines.append(marker + item_lines[0])
            lines.extend(pad + line if line else line for line in item_lines[1:])
        return "\n".join(lines)

    def _list_child(self, child: Element, marker: str) -> list[str]:
        """The lines of an element in a list that is no item. A list there (`<ul><li>Source
        </li><ul><li>Example</li></ul>`, as Anki's editor nests one) is a sub-list of the item
        above it, so it is indented under that item's text, not set level with it."""
        body = _tidy(self.node(child))
        if not body:
            return []
        if child.tag not in ("ul", "ol") or not marker:
            return [body]
        pad = _PAD * len(marker)
        return [pad + line if line else line for line in body.split("\n")]

    def _table(self, node: Element) -> str:
        rows: list[list[str]] = []
        header_row = False

        def walk(element: Element) -> None:
            nonlocal header_row
            for child in element.children:
                if not isinstance(child, Element):
                    continue
                if child.tag == "tr":
                    cells = [c for c in child.children if isinstance(c, Element)]
                    cells = [c for c in cells if c.tag in ("td", "th")]
                    if not rows and cells and all(c.tag == "th" for c in cells):
                        header_row = True
                    rows.append([self._cell(c) for c in cells])
                elif child.tag in ("thead", "tbody", "tfoot"):
                    walk(child)

        walk(node)
        if not rows:
            return ""
        width = max(len(row) for row in rows)
        rows = [row + [""] * (width - len(row)) for row in rows]
        if not header_row:
            rows.insert(0, [""] * width)
        lines = ["| " + " | ".join(rows[0]) + " |", "|" + "---|" * width]
        lines.extend("| " + " | ".join(row) + " |" for row in rows[1:])
        return "\n".join(lines)

    def _cell(self, cell: Element) -> str:
        self.in_cell = True
        try:
            text = _tidy(self.children(cell))
        finally:
            self.in_cell = False
        return re.sub(r"\s*\n\s*", " ", text).replace("|", "\\|")


def _tidy(text: str) -> str:
    """Trim each line, at most one blank line in a row, no blank lines at the ends."""
    text = re.sub(f" *{_EDGE}[ {_EDGE}]*", "\n", text)
    lines = [re.sub(" {2,}", " ", line.strip(" ")) for line in text.split("\n")]
    text = "\n".join(lines)
    text = re.sub(r"\n{3,}", "\n\n", text)
    return text.strip("\n")


_LIST_LEAD_RE = re.compile(rf"(?:{_PAD}|[-*+] |\d{{1,9}}[.)] )+")
"""What stands before a code block's placeholder on a line of a list item (pads, markers)."""


def render_md(root: Element) -> str:
    """Markdown for a tree made by `parse_html`."""
    renderer = _Renderer()
    text = _tidy(renderer.children(root))

    def restore(match: re.Match[str]) -> str:
        body = renderer.pre[int(match.group(1))]
        runs = re.findall(r"^\s*(`{3,})", body, flags=re.MULTILINE)
        fence = "`" * max([3, *(len(run) + 1 for run in runs)])
        lead = match.string[match.string.rfind("\n", 0, match.start()) + 1 : match.start()]
        if _LIST_LEAD_RE.fullmatch(lead):  # in a list item: indented under the item's text
            pad = " " * len(lead)
            body = "\n".join(pad + line if line else line for line in body.split("\n"))
            return f"{fence}\n{body}\n{pad}{fence}"
        return f"{fence}\n{body}\n{fence}"

    text = re.sub("\ue000(\\d+)\ue001", restore, text)
    text = re.sub(f"{_CODE}(\\d+)\ue001", lambda m: renderer.code[int(m.group(1))], text)
    return text.replace(_PAD, " ")


def html_to_md(text: str) -> str:
    """An Anki field's HTML as Markdown text (entities unescaped, tags turned into Markdown).

    Args:
        text: the HTML of one field.

    Returns:
        Markdown that `md_to_html` renders back to equivalent HTML; never raises.
    """
    return render_md(parse_html(text))
