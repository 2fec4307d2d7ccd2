"""HTML structure written into Markdown, as Markdown: `<h3>` headings and `<table>` tables.

READMEs often write their questions as HTML (`<h3>1. What is X?</h3>`, a centred title in
`<h1 align="center">`) or keep a Q&A in an HTML `<table>` with a `Question` and an `Answer`
column. Markdown-it reads both as opaque HTML blocks, so the question structure is invisible
to the readers. Here a heading alone on its line becomes an ATX heading of its level, and a
table (from its `<table>` line to its `</table>` line) a pipe table, its cells' HTML turned
into Markdown (line breaks inside a cell as `<br>`, which the table reader understands).

A list of questions kept as HTML (`<li><b>question</b></li>` over a `<p>` answer) becomes
headings over their answers (srs.importers.htmlitemquestions). A whole web page saved as a file
is converted whole (`page_to_markdown`).

The rewrite keeps line numbers where it can: a heading stays on its line, and a table's rows
are written over the lines the table took, the rest left blank (a table written on fewer lines
than it has rows moves the lines below it down).
"""

from __future__ import annotations

import re

from srs.importers.boldparagraphs import TITLE_LEVEL, bold_paragraph_title
from srs.importers.codespans import span_interiors
from srs.importers.dropdownkeys import dropdown_keys
from srs.importers.fences import FENCE_RE, fence_after
from srs.importers.html import html_to_markdown
from srs.importers.htmlchoices import has_choice_inputs
from srs.importers.htmlitemquestions import item_question_at, opens_item
from srs.importers.htmlroles import answer_blocks, in_answer
from srs.importers.lazyre import lazy
from srs.importers.pagefolds import folded_questions
from srs.importers.templatecode import has_directive
from srs.importers.titles import front_matter_end
from srs.markdown_html import Element, parse_html

_SPACERS = r"(?:</?[bh]r\b[^<>]*>[ \t]*)*"
"""`<br><hr><br>`: line breaks and rules around a heading, which hold no text."""
_HEADING_RE = lazy(
    rf"^[ \t]{{0,3}}{_SPACERS}<h(?P<level>[1-6])\b[^<>]*>(?P<text>.*?)</h(?P=level)>"
    rf"[ \t]*{_SPACERS}(?P<note>\([^()<>\n]{{1,200}}\))?[ \t]*$",
    re.IGNORECASE,
)
"""An HTML heading alone on its line. Line breaks and rules may stand around it
(`<br><hr><br><h2>1.3 Topologies</h2><br>`, spacing a page's sections): a heading's own
block spaces it, they hold no text. A note in brackets may trail its closing tag, which the
page shows right after the heading's text (`<h3>Which two are hosts?</h3> (Choose two)`): it
is the heading's (left out, the line was no heading, and its question ran into the card
above). A remark is a note too, however long the author made it (`</h3> (easy, but not that
easy, I'm not sure I can answer this clearly)`): over a short limit, the heading ran on as the
last card's answer in silence."""
_TABLE_OPEN_RE = lazy(r"^[ \t]{0,3}<table\b", re.IGNORECASE)
_TABLE_CLOSE_RE = lazy(r"</table>[ \t]*$", re.IGNORECASE)
_TABLE_REACH = 2000
"""A table left open longer than this many lines is left as it is."""


def html_structure(text: str) -> str:
    """The text with HTML headings and tables outside code written as Markdown; a text that
    is one HTML block from its first line to its last (see `is_html_fragment`) converted
    whole, as a web page is."""
    lowered = text[:1_000_000].lower()
    blocks = "<h" in lowered or "<table" in lowered
    if not blocks and "<li" not in lowered:  # (`<li`: srs.importers.htmlitemquestions)
        return text
    if blocks and is_html_fragment(text):
        return page_to_markdown(_unindented(text))
    lines = text.split("\n")
    spanned = span_interiors(lines) if "`" in text else set()  # `<div>` / `<h2>` in a span
    out: list[str] = []
    fence: str | None = None
    k = 0
    while k < len(lines):
        line = lines[k]
        fence, is_fence = fence_after(fence, line)
        if fence is not None or is_fence or "<" not in line or k in spanned:
            out.append(line)
            k += 1
            continue
        asked = item_question_at(lines, k) if opens_item(line) else None
        if asked is not None:  # `<li><b>question</b></li>` over its answer's `<p>`
            _clear_markup_above(out)
            _clear_list_open_above(out)
            out.extend(asked)
            k += len(asked)
            continue
        end = _table_end(lines, k)
        if end is not None:
            out.extend(_table(lines[k : end + 1]))
            k = end + 1
            continue
        heading, taken = _heading_at(lines, k, out)
        out.append(heading)
        out.extend([""] * (taken - 1))
        k += taken
    return "\n".join(out)


def _heading_at(lines: list[str], k: int, out: list[str]) -> tuple[str, int]:
    """Line k as the ATX heading its HTML heading is, and how many lines that took (the
    lines of markup only right above it, already in `out`, cleared); else line k and 1."""
    line = lines[k]
    heading = _heading(line)
    if heading is line and line[:4] == "    " and out and _opens_block_at_margin(out[-1]):
        heading = _tag_indented_heading(line)
    taken = 1
    if heading is line:
        heading, taken = _split_heading(lines, k)
    if heading is not line:
        _clear_markup_above(out)
    return heading, taken


_OPEN_HEADING_RE = lazy(
    rf"^[ \t]{{0,3}}{_SPACERS}<h(?P<level>[1-6])\b[^<>]*>(?!.*</h[1-6])", re.IGNORECASE
)
_HEADING_TAG_RE = lazy(rf"^[ \t]{{0,3}}{_SPACERS}<h[1-6]\b", re.IGNORECASE)
_SPLIT_REACH = 4
"""How many lines below its opening tag a heading's closing tag is looked for."""


def _split_heading(lines: list[str], k: int) -> tuple[str, int]:
    """A heading whose closing tag is on a later line (`<h3>12. What is X?` over `</h3>`, as
    an editor wraps it, blank lines between at times) as the one ATX heading it is, and how
    many lines it took (the lines after its first are left blank, so the line count stays);
    else line k and 1. The page shows one heading: both parts pass as raw HTML, which the
    browser joins; left as it was, the text under the tag was opaque, and every question
    after it ran on as the last card's answer. Not past another heading's opening tag."""
    m = _OPEN_HEADING_RE.match(lines[k])
    if m is None:
        return lines[k], 1
    close = f"</h{m.group('level')}"
    for j in range(k + 1, min(len(lines), k + 1 + _SPLIT_REACH)):
        lowered = lines[j].lower()
        if ("<h" in lowered and _HEADING_TAG_RE.match(lowered)) or FENCE_RE.match(lowered):
            break  # another heading opens first, or a code block
        if close in lowered:
            joined = " ".join(line.strip() for line in lines[k : j + 1])
            heading = _heading(joined)
            return (lines[k], 1) if heading is joined else (heading, j + 1 - k)
    return lines[k], 1


def _tag_indented_heading(line: str) -> str:
    """A heading indented four blanks or more right under a block's opening tag at the margin
    (`<div class="note">` over `     <h2>Visit online</h2>`), as Markdown; else the line.
    The indent is the HTML's layout: no code block starts inside the block the tag opened.
    Left as HTML, the heading and the text under it ran on as the last card's explanation."""
    inner = line.lstrip(" \t")
    heading = _heading(inner)
    return line if heading is inner else heading


_MARGIN_OPEN_RE = lazy(r"^<(?:div|section|aside|article|header|footer)\b[^<>]*>[ \t]*$", re.I)


def _opens_block_at_margin(line: str) -> bool:
    """`<div class="note">` alone at the margin: it opens an HTML block in the Markdown text.
    Indented, a tag line is more likely code's (JSX in a fence under a list item)."""
    return line[:1] == "<" and _MARGIN_OPEN_RE.match(line) is not None


_MARKUP_ONLY_RE = lazy(r"^[ \t]*(?:<[a-z][^<>]*>[ \t]*|</br>[ \t]*)+$", re.I)
"""A line of opening tags only (`<div align="center">`, a banner's `<img src=...>`, a rule
`<hr></br>`, the stray closing `</br>` a browser reads as a break): no text."""


def _clear_markup_above(out: list[str]) -> None:
    """Blank the lines of markup only right above a heading just written (`<div align="center">`
    and a logo's `<img>` over `<h1>Title</h1>`): left there, they would open an HTML block
    that CommonMark reads the heading into; they hold no text."""
    k = len(out) - 1
    while k >= 0 and out[k].strip() and _MARKUP_ONLY_RE.match(out[k]):
        out[k] = ""
        k -= 1


_LIST_OPEN_RE = lazy(r"^[ \t]*<(?:ul|ol)\b[^<>]*>[ \t]*$", re.I)


def _clear_list_open_above(out: list[str]) -> None:
    """Blank the `<ul>` opening a list of questions written as headings (blank lines apart):
    no text, and left there it was read as the document's first line, its title (`ul`)."""
    k = len(out) - 1
    while k >= 0 and not out[k].strip():
        k -= 1
    if k >= 0 and _LIST_OPEN_RE.match(out[k]):
        out[k] = ""


_BLOCK_TAG_RE = lazy(
    r"[ \t]*<(?:h[1-6]|div|p|table|ul|ol|dl|section|article|center|main|body)\b[^<>]*>", re.I
)
_BLANK_LINE_RE = lazy(r"\n[ \t]*\n")
_PRE_RE = lazy(r"<pre\b.*?</pre\s*>", re.I | re.S)


def is_html_fragment(text: str) -> bool:
    """Whether a document is HTML written without a blank line (`<h2>Title</h2>` then indented
    `<h3>1. What is X?</h3>` / `<p>answer</p>` lines): CommonMark reads it as a single HTML
    block, opaque from the first line to the last, so nothing in it could be read as
    Markdown; read as the web page it is."""
    body = text.strip("\n \t\ufeff")
    return bool(_BLOCK_TAG_RE.match(body)) and _BLANK_LINE_RE.search(body) is None


def _unindented(html: str) -> str:
    """HTML with each line's indent taken off outside `<pre>` (an indent in HTML is only
    layout, which Markdown would read as a code block)."""
    out: list[str] = []
    last = 0
    for m in _PRE_RE.finditer(html):
        out.extend((_strip_indents(html[last : m.start()]), m.group(0)))
        last = m.end()
    out.append(_strip_indents(html[last:]))
    return "".join(out)


def _strip_indents(part: str) -> str:
    return re.sub(r"(?m)^[ \t]+", "", part)


_PAGE_RE = lazy(r"\s*(?:<!doctype\s+html|<html\b)", re.IGNORECASE)
_CHROME_RE = lazy(
    r"<(head|script|style|nav|footer|header|aside|noscript|svg|form|button|template)\b.*?</\1\s*>",
    re.IGNORECASE | re.DOTALL,
)
_FRAME_RE = lazy(
    r"<(?:!doctype[^>]*|/?html\b[^>]*|/?body\b[^>]*|meta\b[^>]*|link\b[^>]*|/?main\b[^>]*"
    r"|/?article\b[^>]*|/?section\b[^>]*)>",
    re.IGNORECASE,
)


_PAGER_RE = lazy(
    r"<(div|ul|nav)\b[^<>]*\b(?:id|class)[ \t]*=[ \t]*[\"']?[^\"'<>]*\bpag(?:ination|er)\b"
    r"[^<>]*>.*?</\1[ \t]*>",
    re.IGNORECASE | re.DOTALL,
)
"""A page's pager (`<div id='pagination'>` over links to pages 2, 3 ...): no content."""
_SERVER_RE = lazy(
    r"<%.*?%>|<\?php\b.*?(?:\?>|\Z)|^[ \t]*@(?:include|extends|section|endsection|yield|if|elseif"
    r"|else|endif|auth|endauth|guest|endguest|foreach|endforeach|php|endphp|csrf|push|endpush"
    r"|stack)\b(?:\([^()\n]*(?:\([^()\n]*\)[^()\n]*)*\))?[ \t]*$",
    re.IGNORECASE | re.DOTALL | re.MULTILINE,
)
"""Server-side template tags left in a saved page's source (JSP, ASP, PHP, and a Laravel
view's directive lines, `@include('partials.footer')`, `@endauth`): no content."""


def _chrome(m: re.Match[str]) -> str:
    """Nothing for a page's chrome, except a `<form>` that holds a quiz (radio buttons or
    checkboxes): its options are the questions' (srs.importers.htmlchoices)."""
    if m.group(1).lower() == "form" and has_choice_inputs(m.group(0)):
        return m.group(0)
    return ""


def looks_like_page(text: str, source: str) -> bool:
    """A whole web page saved as a file (`.html`, or text that opens as one, after a
    Jekyll post's front matter too: a `.md` post whose body is a whole `<html>` page)."""
    body = _front_matter_split(text)[1]
    return source.lower().endswith((".html", ".htm")) or _PAGE_RE.match(body[:1000]) is not None


def _front_matter_split(text: str) -> tuple[str, str]:
    """A text's YAML front matter (with its closing line) and the rest; ("", text) for a
    text with none. The front matter is kept as it is: its `title:` names the deck."""
    if not text.startswith("---"):
        return "", text  # (a cheap test first: most texts open otherwise)
    head = text.split("\n", _FRONT_MATTER_REACH)
    end = front_matter_end(head[:_FRONT_MATTER_REACH])
    if not end:
        return "", text
    matter = "\n".join(head[:end]) + "\n"
    return matter, text[len(matter) :]


_FRONT_MATTER_REACH = 80
"""How many lines a front matter is looked for in (titles.front_matter_end looks at fewer)."""


def page_to_markdown(text: str) -> str:
    """A web page's content as Markdown: its head, scripts, navigation and footer dropped
    (a form too, unless it holds a quiz's radio buttons), its pager (`<div id="pagination">`)
    and server-side template tags (`<%@ include ... %>`, `<?php ... ?>`) as well, the tags
    that only frame it (`<body>`, `</html>`) too, the rest converted, each table of rows a
    pipe table. Line numbers are then those of the converted text (a page's own lines say
    little: many put a whole section on one). A front matter over the page stays over it."""
    matter, text = _front_matter_split(text)
    if matter:
        return matter + page_to_markdown(text)
    body = _SERVER_RE.sub("", _PAGER_RE.sub("", _CHROME_RE.sub(_chrome, text)))
    body = folded_questions(_unwrapped(_FRAME_RE.sub("", body)))
    body = dropdown_keys(body)  # `<select>` of `View answer` / `B, C`: `Answer: B, C`
    if "<table" not in body.lower():
        return html_to_markdown(body, page=True).strip() + "\n"
    return "\n\n".join(part for part in _page_parts(body) if part) + "\n"


_TABLE_BLOCK_RE = lazy(r"<table\b.*?</table\s*>", re.IGNORECASE | re.DOTALL)


def _page_parts(body: str) -> list[str]:
    """A page's Markdown in parts, each table of rows a pipe table (as a table written into
    Markdown becomes one): converted with the page's text, a table's cells came out one to a
    line (`| What does CLI stand for?` / `| Command Line Interface`), so no reader found its
    Question and Answer columns. A page with tables inside tables is converted as before; so
    is a table outside the answers of a page whose questions are marked up as question and
    answer blocks (srs.importers.htmlroles.answer_blocks): its rows are text, reported."""
    parts: list[str] = []
    last = 0
    answers = answer_blocks(body)
    opened = ""  # the answer block the last table stood in, which the text after it goes on
    for m in _TABLE_BLOCK_RE.finditer(body):
        if "<table" in m.group(0)[6:].lower():
            return [html_to_markdown(body, page=True).strip()]  # tables in tables: the page's way
        inside = in_answer(body, m.start(), answers) if answers else ""
        if inside is None:
            continue  # between a page's question and answer blocks: text, no questions
        block = m.group(0).split("\n")
        table = _table(block)
        if table is block:
            continue  # no rows of cells: converted with the text around it
        parts.append(_answer_part(opened, body[last : m.start()]))
        parts.append("\n".join(line for line in table if line))
        last, opened = m.end(), inside
    parts.append(_answer_part(opened, body[last:]))
    return parts


def _answer_part(opened: str, part: str) -> str:
    """A part of a page converted; after a table in an answer block (`opened`, its opening
    tag), inside that block again, so that where it closes the answer ends."""
    if not opened:
        return html_to_markdown(part, page=True).strip()
    return html_to_markdown(opened + part, page=True, answering=True).strip()


_PRE_RE = lazy(r"(<pre\b.*?</pre\s*>)", re.I | re.S)
_WRAP_RE = lazy(r"(?<=[^>\s])[ \t]*\n[ \t]*(?=[^<\s])")


def _unwrapped(body: str) -> str:
    """A page's text with the line breaks an editor wrapped it at (`<b>11. Tell me about
    something you\nare proud of.</b>`, Word's HTML) as the blanks they are in HTML, so no
    reader takes the wrapped line for a line of its own, and with no indent at the start of a
    line (the source's nesting, `        <p>Q.1 What is X?</p>`, which as Markdown would be a
    code block); `<pre>` keeps its lines."""
    parts = _PRE_RE.split(body)
    return "".join(
        part if k % 2 else _INDENT_RE.sub("\n", _WRAP_RE.sub(" ", part))
        for k, part in enumerate(parts)
    )


_INDENT_RE = lazy(r"\n[ \t]+")


_MARKED_HEADING_RE = lazy(r"^ {0,3}(?P<hashes>#{1,6})[ \t]+(?=<[hH][1-6])")
"""`## <h1 align="center"> ... </h1>`: an HTML heading behind Markdown heading marks, as a
README centres its headings; the marks give the level, the tag only the styling."""


def _heading(line: str) -> str:
    """An HTML heading alone on its line as an ATX heading, also behind heading marks of its
    own (at their level: a study sheet's `## <h1 align="center">Task</h1>` over its
    `### <h1 align="center">Solution</h1>`); a heading that carries a framework directive
    (`<h1 v-if="awesome">`) is a template's line, left for the answer it shows
    (srs.importers.templatecode)."""
    marked = _MARKED_HEADING_RE.match(line) if line[:1] in ("#", " ") else None
    m = _HEADING_RE.match(line[marked.end() :] if marked else line)
    if m is None and not marked:
        title = bold_paragraph_title(line)  # `<p id="x"><strong>Hoisting</strong></p>`
        return line if title is None else f"{'#' * TITLE_LEVEL} {title}"
    if m is None or has_directive(line):
        return line
    text = " ".join(html_to_markdown(m.group("text")).split())
    if m.group("note") and text:
        text = f"{text} {m.group('note')}"
    hashes = marked.group("hashes") if marked else "#" * int(m.group("level"))
    return f"{hashes} {text}" if text else line


def _table_end(lines: list[str], k: int) -> int | None:
    """The line closing a `<table>` opened at line k, or None."""
    if _TABLE_OPEN_RE.match(lines[k]) is None:
        return None
    for j in range(k, min(len(lines), k + _TABLE_REACH)):
        if _TABLE_CLOSE_RE.search(lines[j]):
            return j
    return None


def _table(block: list[str]) -> list[str]:
    """The table's lines as a pipe table, padded with blank lines to the lines it took; the
    block as it was when it holds no rows of cells, or a nested table."""
    root = parse_html("\n".join(block))
    rows = [_cells(row) for row in _rows(root)]
    rows = [row for row in rows if row]
    if len(rows) < 2 or "<table" in "\n".join(block)[6:].lower():
        return block
    width = max(len(row) for row in rows)
    padded = [row + [""] * (width - len(row)) for row in rows]
    table = [_row_line(padded[0]), "|" + " --- |" * width, *(_row_line(r) for r in padded[1:])]
    # indented as its `<table>` line is, four columns or more (a list item's fold holds it;
    # at the margin its rows would end the item): it stays in the item
    indent = block[0][: len(block[0]) - len(block[0].lstrip())]
    indent = indent if len(indent.expandtabs(4)) >= 4 else ""
    return [indent + row for row in table] + [""] * (len(block) - len(table))


def _rows(node: Element) -> list[Element]:
    found: list[Element] = []
    for child in node.children:
        if isinstance(child, Element):
            if child.tag == "tr":
                found.append(child)
            else:
                found.extend(_rows(child))
    return found


def _cells(row: Element) -> list[str]:
    return [
        _cell_text(child)
        for child in row.children
        if isinstance(child, Element) and child.tag in ("td", "th")
    ]


def _cell_text(cell: Element) -> str:
    """A cell's content as one line of Markdown: its line breaks as `<br>`, pipes escaped."""
    text = html_to_markdown(_inner_html(cell)).strip()
    return "<br>".join(line.strip() for line in text.split("\n")).replace("|", "\\|")


def _inner_html(node: Element) -> str:
    parts: list[str] = []
    for child in node.children:
        if isinstance(child, str):
            parts.append(child.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;"))
        else:
            attrs = "".join(f' {k}="{v}"' for k, v in child.attrs.items())
            closing = "" if child.tag in _VOID else f"{_inner_html(child)}</{child.tag}>"
            parts.append(f"<{child.tag}{attrs}>{closing}")
    return "".join(parts)


_VOID = frozenset({"br", "hr", "img", "wbr"})


def _row_line(cells: list[str]) -> str:
    return "| " + " | ".join(cells) + " |"
