"""HTML inside imported text -> Markdown or plain text (the stdlib HTML parser).

Documents mix Markdown with a little HTML: `<details>`/`<summary>` around answers, `<br/>`
inside table cells, `<b>`, `<code>`, `<p>`. Cards hold Markdown, so these tags become their
Markdown (`**`, backticks, line breaks, list items) or go (`<summary>`, `<details>`, `<p>`).
The text between tags is kept exactly as written (unlike `srs.markdown_html.html_to_md`,
which reads a whole field as HTML and folds its line breaks), and so is code: fenced blocks
and inline code spans are never touched. Tags we do not know (`List<int>`) stay text.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from html.parser import HTMLParser

from srs.importers.emphasisbreaks import breaks_out_of_emphasis
from srs.importers.fences import ITEM_FENCE_LEAD
from srs.importers.htmlchoices import radio_options
from srs.importers.htmlroles import (
    ANSWER_END,
    custom_element,
    ended_answers,
    names_answer,
    names_question,
    question_heading,
)
from srs.importers.lazyre import lazy
from srs.importers.namedtags import CODE_SPAN_RE as CODE_SPAN_RE
from srs.importers.namedtags import named_tags
from srs.importers.templatecode import fenced_templates
from srs.importers.values import Line

_KNOWN = (
    "a|abbr|b|big|blockquote|br|center|cite|code|dd|del|details|div|dl|dt|em|fieldset|figcaption"
    "|figure|font|form"
    "|h[1-6]|hr|i|img|ins|kbd|li|mark|ol|p|pre|s|samp|small|span|strike|strong|sub|summary|sup"
    "|table|tbody|td|tfoot|th|thead|tr|tt|u|ul|var"
)
_JSX_IMAGE = r"image(?=[ \t][^<>]*\bsrc=)"
"""`<Image src="..." alt="" />`: the image component of a blog written in MDX (Next.js,
Gatsby), read as `<img>`; an `<Image>` with no `src` (`List<Image>`) is text."""
_TAG_RE = lazy(rf"</?(?:{_KNOWN}|{_JSX_IMAGE})\b[^<>]*>", re.I)
_FENCE_SPLIT_RE = lazy(
    rf"(^{ITEM_FENCE_LEAD}(?:`{{3,}}|~{{3,}}).*?(?:^[ \t]*(?:`{{3,}}|~{{3,}})[ \t]*$|\Z))",
    re.M | re.S,
)
"""A fenced code block, whatever its indent: one nested in a list item (`1. **Step:**` over
a fence indented under it, eight blanks deep, or `- ```js` opening the item) is code too, its
tags (`<strong>`, `<!-- -->`, a lone `</p>`) literal, never markup to convert."""
_NEWLINES_RE = lazy(r"\n[ \t]*\n(?:[ \t]*\n)+")
_FLOW_BREAK_RE = lazy(r"(?<=\S)[ \t]*\n\s*(?=\S)")
"""A line break inside a heading's or paragraph's words (not at its edges, which the tags
around it settle)."""
_HEADINGS = frozenset(f"h{level}" for level in range(1, 7))

_INLINE = {"b": "**", "strong": "**", "i": "*", "em": "*", "code": "`", "tt": "`", "kbd": "`"}
_BLOCK_CLOSE = {
    *("p", "div", "ul", "ol", "table", "blockquote", "dl", "center", "form", "fieldset"),
    *("figure", "figcaption"),  # a picture and its caption (GitBook's `<figure><img>`)
}
_OPENING_BREAK = {"figcaption": "\n"}
"""What a block's opening tag writes (its closing one ends a paragraph): a caption starts a
line of its own under its picture (`<figure><img src="x.gif"><figcaption>Caching</figcaption>`
read `![](x.gif)Caching`, the picture's address run into the caption's words)."""
_LAYOUT_WRAPPERS = frozenset(
    "html body head main header footer nav section article aside template slot".split()
)
"""Elements not converted that wrap a page's parts: their insides are markup still."""
_DECORATION_TAGS = frozenset({"span", "button", "small", "i"})
_DECORATIVE_RE = lazy(r"(?:^|[-_])(?:badge|toggle|chevron|caret|difficulty)(?:$|[-_])", re.I)
"""A class token naming a widget of the page around the text, not the text: a question's
difficulty badge (`difficulty-badge`), the `+` that folds its answer (`toggle-icon`)."""


def decorative(attrs: list[tuple[str, str | None]]) -> bool:
    """Whether an inline tag's class names it a decoration of a hand-made Q&A page (a badge,
    a toggle): its text (`Easy`, `+`) would be glued onto the question it sits beside."""
    for key, value in attrs:
        if key == "class" and value:
            return any(_DECORATIVE_RE.search(token) for token in value.split())
    return False


def has_html(text: str) -> bool:
    """Whether a text holds a tag this module converts (a cheap test first)."""
    return "<" in text and _TAG_RE.search(text) is not None


_Attrs = list[tuple[str, str | None]]


def _item_mark(number: int, lettered: str) -> str:
    """An `<ol>` item's Markdown mark: `3.`, or `c)` in an `<ol type="a">` (quizzes list their
    options that way, `**Answer: C**` below), so the options keep the letters the key names.
    Past `z` the number is kept."""
    if lettered and number <= 26:
        return chr(ord(lettered) + number - 1) + ")"
    return f"{number}."


def _first_number(start: str | None) -> int:
    """An `<ol start="2">` goes on from 2: a list split by a paragraph between its items (an
    answer's steps, each with its note) keeps its numbers; no start, or one not a number: 1."""
    value = (start or "").strip()
    return int(value) if value.isdigit() and len(value) < 6 else 1


_ANSWER_BLOCK = -1
"""An open block's place in `_Converter.blocks` when it is an answer block (see `_asked`)."""

_PRE_OPEN = "\n```\n"
"""A `<pre>` opened: its fence. A line break right after the tag is no text of the block."""


class _Converter(HTMLParser):
    def __init__(
        self, *, page: bool = False, answering: bool = False, closed: frozenset[str] = frozenset()
    ) -> None:
        super().__init__(convert_charrefs=True)
        self.closed_names = closed  # the tags the text closes somewhere (`</picture>`)
        self.shown: list[str] = []  # open elements written as an example (see _shown)
        self.page = page  # a web page's source, where a newline in text is only a blank
        self.out: list[str] = []
        self.lists: list[list[int]] = []  # per open list: [next number] or [] for bullets
        self.lettered: list[str] = []  # per open list: "a"/"A" for `<ol type="a">`, else ""
        self.hangs: list[int] = []  # per open list: its item's text column (its mark's width)
        self.broke = -1  # where the last `<br>` was written: a newline right after is the same
        self.opened: list[tuple[str, int]] = []  # open inline tags and where their mark is
        self.pre = 0
        self.links: list[tuple[int, str]] = []  # open `<a href>`: where its text starts, the URL
        self.scripts: list[tuple[str, int]] = []  # open `<sup>`/`<sub>` and where their text starts
        self.blocks: list[tuple[str, int | None]] = []  # open blocks; where a question's starts
        self.item = False  # an item's mark just written: the blanks after it are not its text
        self.closed: tuple[str, int, int] | None = None  # the mark last closed: tag, open, close
        self.hiding: tuple[str, int] | None = None  # a decoration open: its tag, how deep
        self.flowing = False  # in a page, inside a heading or `<p>`: its text is one line
        self.asked = answering  # a question block made a heading: answer blocks are its answers

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self._hidden(tag, closing=False):
            return
        if tag in _DECORATION_TAGS and decorative(attrs):
            self.hiding = (tag, 1)
            return
        self._tag(tag, attrs, closing=False)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if self.hiding is None:
            self._tag(tag, attrs, closing=False)

    def handle_endtag(self, tag: str) -> None:
        if not self._hidden(tag, closing=True):
            self._tag(tag, [], closing=True)

    def _hidden(self, tag: str, *, closing: bool) -> bool:
        """Whether the tag is inside a decoration (see `decorative`), which shows no text; the
        decoration's own end tag ends it."""
        if self.hiding is None:
            return False
        name, depth = self.hiding
        if tag == name:
            depth += -1 if closing else 1
            self.hiding = (name, depth) if depth else None
        return True

    def handle_data(self, data: str) -> None:
        if self.hiding is not None:
            return
        if self.item and not self.pre:
            # `<li>\n  <p>text</p>`: the item's text follows its mark on its line
            data = data.lstrip()
            if not data:
                return
            self.item = False
        if self.pre:
            self._pre_data(data)
            return
        if self.flowing and "\n" in data:
            data = _FLOW_BREAK_RE.sub(" ", data)  # see _flow
        if self.broke == len(self.out) and self.page:
            data = data.lstrip()  # `a<br>⏎b` in a page: one break (a newline there is a blank)
        elif self.out and self.out[-1].endswith("\n"):
            data = data.lstrip(" \t")  # `a <br/> b`: no blank at the start of the new line
        if "\\<" in data and self._in_code():
            data = data.replace("\\<", "<")  # `<code>\<p></code>`: backticks show a backslash
        self.out.append(data)

    def _pre_data(self, data: str) -> None:
        """Text in a `<pre>`, kept as written but for a line break right after the tag."""
        if self.out and self.out[-1] == _PRE_OPEN and data[:1] in ("\n", "\r"):
            data = data[2:] if data[:2] == "\r\n" else data[1:]  # HTML drops it, as browsers
        self.out.append(data)

    def _tag(self, tag: str, attrs: list[tuple[str, str | None]], *, closing: bool) -> None:
        if tag == "image" and not closing and any(k == "src" for k, _ in attrs):
            tag = "img"  # see _JSX_IMAGE
        if "-" in tag and not re.fullmatch(_KNOWN, tag):
            self.out.append(custom_element(tag, closing=closing))
            return
        if self._as_written(tag, closing):
            return
        if tag in _INLINE:
            self._inline(tag, closing)
            return
        handler = _HANDLERS.get(tag)
        if handler is not None:
            handler(self, tag, attrs, closing)

    def _as_written(self, tag: str, closing: bool) -> bool:
        """Write a tag as it stands in the text when this module does not convert it, or
        when it is inside an example of HTML (see `_example`). Whether it was so written."""
        unknown = not re.fullmatch(_KNOWN, tag)
        if not unknown and not self.shown:
            return False
        self.out.append((self.get_starttag_text() if not closing else f"</{tag}>") or "")
        if unknown:
            self.item = False  # `<li><input type="checkbox"> text`: the tag is the item's text
            self._example(tag, closing)
        return True

    def _example(self, tag: str, closing: bool) -> None:
        """Track the elements the text shows as an example of HTML: one this module does not
        convert (`<picture>`, `<video>`, `<svg>`), written as text, that the text closes too.
        The tags inside it (`<picture>` / `<source srcset=...>` / `<img srcset=...>`) belong
        to the same example, so they are kept as written as well: converted, the `<img>` with
        no `src` vanished and the example lost a line. Not in a page's source (whose tags
        are all markup), nor for the wrappers that lay out a page (`<section>`, `<main>`)."""
        if closing:
            if tag in self.shown:
                del self.shown[len(self.shown) - 1 - self.shown[::-1].index(tag) :]
            return
        if not self.page and tag in self.closed_names and tag not in _LAYOUT_WRAPPERS:
            self.shown.append(tag)

    def _inline(self, tag: str, closing: bool) -> None:
        """`<b>`, `<em>`, `<code>` ...: their Markdown mark, where the text inside allows."""
        if self.pre or (_INLINE[tag] != "`" and self._in_code()):
            return  # in code, emphasis is not rendered: `*O*(*n*)` would show its stars
        if not closing:
            if self._goes_on(tag):
                return
            self.opened.append((tag, len(self.out)))
            self.out.append(_INLINE[tag])
            return
        if not self.opened or self.opened[-1][0] != tag:
            return
        _, at = self.opened.pop()
        inner = "".join(self.out[at + 1 :])
        if "\n" in inner or not inner.strip():
            self.out[at] = ""  # `<b>` around whole paragraphs (or nothing): no emphasis
            return
        if inner.strip(" \t") != inner and _INLINE[tag] != "`":
            self._blanks_outside(at, _INLINE[tag], inner)
            return
        self.closed = (tag, at, len(self.out))
        self.out.append(_INLINE[tag])

    def _in_code(self) -> bool:
        """Whether a code span is open (`<code><i>O</i>(<i>n</i>)</code>`): the tags inside it
        lose their marks, as Markdown shows none inside backticks."""
        return any(_INLINE[tag] == "`" for tag, _ in self.opened)

    def _goes_on(self, tag: str) -> bool:
        """`<strong>"</strong><strong>First ...</strong>`: a mark opened right where the same
        mark closed goes on with it (one `**"First ...**`, not `**"****First ...**`, whose
        four stars Markdown reads as no emphasis at all). Whether it went on so."""
        last = self.closed
        if last is None or last[0] != tag or last[2] != len(self.out) - 1:
            return False
        del self.out[last[2]]
        self.opened.append((tag, last[1]))
        self.closed = None
        return True

    def _blanks_outside(self, at: int, mark: str, inner: str) -> None:
        """`<b> Var(X) </b>` -> ` **Var(X)** `: the blanks go outside the marks (`** x **` is
        no emphasis), none at the start of a line (after a `<br>`)."""
        if any(k > at for k, _ in self.links):
            self.out.append(mark)  # a link opened inside: its place must not move
            return
        core = inner.strip(" \t")
        lead = inner[: len(inner) - len(inner.lstrip(" \t"))]
        before = next((piece for piece in reversed(self.out[:at]) if piece), "\n")
        if before.endswith("\n"):
            lead = ""
        trail = inner[len(inner.rstrip(" \t")) :]
        del self.out[at:]
        self.out.append(f"{lead}{mark}{core}{mark}{trail}")

    # Each handler below takes (tag, attrs, closing); see _HANDLERS for the tags it serves.

    def _link(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        """`<a href="url">text</a>` -> `[text](url)`, so that a link keeps where it goes (an
        answer that only links elsewhere is then known as one); an anchor without a URL goes."""
        if not closing:
            href = dict(attrs).get("href")
            if href and not self.pre and "(" not in href and ")" not in href:
                self.links.append((len(self.out), href.strip()))
                self.out.append("[")
            return
        if not self.links:
            return
        at, href = self.links.pop()
        inner = "".join(self.out[at + 1 :])
        if "\n" in inner or not inner.strip():
            self.out[at] = ""  # around blocks, or around nothing: keep the text alone
            return
        self.out.append(f"]({href})")

    def _script(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        """`x<sup>2</sup>` -> `x²`, `X<sub>1</sub>` -> `X₁`, `<sup>n</sup>` -> `^n`: a power or an
        index stays one (the bare text, `x2`, says another thing)."""
        if not closing:
            self.scripts.append((tag, len(self.out)))
            return
        if not self.scripts or self.scripts[-1][0] != tag:
            return
        _, at = self.scripts.pop()
        if self.pre or any(k >= at for _, k in self.opened) or any(k >= at for k, _ in self.links):
            return  # in code, or a mark or link opened inside: the text stays as it is
        inner = "".join(self.out[at:])
        del self.out[at:]
        self.out.append(_scripted(inner, tag))

    def _br(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        """A line break; in a list item the next line hangs under the item's text, so that
        `<li>Q1: ...?<br>answer</li>` stays one item (at the margin, the answer would end it)."""
        hang = self.hangs[-1] if self.hangs and not self.pre else 0
        self.out.append("\n" + " " * hang)
        self.broke = len(self.out)

    def _pre(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        self._flow(tag, closing)
        self.pre += -1 if closing else 1
        self.out.append(_PRE_OPEN if not closing else "\n```\n\n")

    def _list(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        self._flow(tag, closing)
        if closing:
            if self.lists:
                self.lists.pop()
                self.lettered.pop()
                self.hangs.pop()
            self.out.append("\n\n")
        else:
            given = dict(attrs)
            self.lists.append([_first_number(given.get("start"))] if tag == "ol" else [])
            kind = given.get("type") if tag == "ol" else None
            self.lettered.append(kind if kind in ("a", "A") else "")
            self.hangs.append(0)
            self.out.append("\n")

    def _item(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        """`<li>`: a Markdown item, numbered in an `<ol>`, indented by the lists around it."""
        if closing:
            return
        indent = "  " * max(len(self.lists) - 1, 0)
        numbers = self.lists[-1] if self.lists else []
        mark = _item_mark(numbers[0], self.lettered[-1]) if numbers else "-"
        if numbers:
            numbers[0] += 1
        self.out.append(f"\n{indent}{mark} ")
        if self.hangs:
            self.hangs[-1] = len(indent) + len(mark) + 1
        self.item = True

    def _flow(self, tag: str, closing: bool) -> None:
        """In a page, the text of a heading or a paragraph is one run of words whatever blank
        lines its source holds (`<h2>49. How⏎⏎ do you ...?</h2>`): HTML shows each run of
        whitespace as one blank, so a blank line there must not part the question from its
        own words. Any other block opened ends a `<p>` (HTML closes one left open there)."""
        self.flowing = self.page and not closing and (tag == "p" or tag in _HEADINGS)

    def _heading(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        self._flow(tag, closing)
        self.out.append("\n\n" if closing else "\n\n" + "#" * int(tag[1]) + " ")

    def _summary(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        self.out.append("\n\n" if closing else "")

    def _row(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        if closing:
            self.out.append("\n")

    def _cell(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        if not closing:
            self.out.append(" | ")

    def _image(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        """A diagram is part of the answer (some answers are only one): kept as Markdown's
        image, so the card still says where it is."""
        if closing:
            return
        found = dict(attrs)
        alt, src = found.get("alt") or "", found.get("src")
        if src:
            self.out.append(f"![{alt}]({src})")
        elif alt:
            self.out.append(alt)

    def _block(self, tag: str, attrs: _Attrs, closing: bool) -> None:
        self._flow(tag, closing)
        if not closing and not self.pre:
            self._drop_indent()
        if tag in ("div", "p", "dt") and not self.pre and self._asked(tag, attrs, closing):
            return
        self.out.append("\n\n" if closing or tag == "hr" else _OPENING_BREAK.get(tag, ""))

    def _drop_indent(self) -> None:
        """The blanks before a block's opening tag on its own line (`    <p>A cache ...`, as
        an HTML editor indents the tag) are the source's layout, not text: kept, four of them
        would open the paragraph as a Markdown code block. Blanks after text on the line stay."""
        k = len(self.out)
        while k and not self.out[k - 1].strip(" \t"):
            k -= 1  # pieces of blanks only
        if k:
            head, newline, tail = self.out[k - 1].rpartition("\n")
            if not newline or tail.strip(" \t"):
                return  # text before the blanks on this line
            self.out[k - 1] = head + newline
        del self.out[k:]

    def _asked(self, tag: str, attrs: _Attrs, closing: bool) -> bool:
        """Track the blocks open; a block whose class names a question, closing, becomes the
        heading over its answer (srs.importers.htmlroles), and an answer block after such a
        heading marks where it closed (`ANSWER_END`). Whether that was done."""
        if not closing:
            at = len(self.out) if names_question(attrs) else None
            if at is None and self.asked and names_answer(attrs):
                at = _ANSWER_BLOCK
            self.blocks.append((tag, at))
            return False
        k = next((k for k in range(len(self.blocks) - 1, -1, -1) if self.blocks[k][0] == tag), -1)
        if k < 0:
            return False
        at = self.blocks[k][1]
        del self.blocks[k:]
        if at == _ANSWER_BLOCK:
            self.out.append("\n\n" + ANSWER_END)  # see htmlroles.ended_answers
            return True
        heading = question_heading("".join(self.out[at:])) if at is not None else None
        if heading is None or at is None:
            return False
        del self.out[at:]
        self.out.append(heading)
        self.asked = True
        return True

    def text(self) -> str:
        self.close()
        for _, at in self.opened:  # never closed: no emphasis
            self.out[at] = ""
        return ended_answers("".join(self.out))


_SCRIPTS = {
    "sup": str.maketrans("0123456789+-=()", "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾"),
    "sub": str.maketrans("0123456789+-=()", "₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎"),
}
_SCRIPT_MARK = {"sup": "^", "sub": "_"}


def _scripted(inner: str, tag: str) -> str:
    """A superscript or subscript as text: in Unicode's small figures when it is made of
    digits and signs (`2` -> `²`), else marked (`^n`, `_(i+1)`)."""
    text = inner.strip()
    if not text or "\n" in text:
        return inner
    if all(ch in "0123456789+-=()" for ch in text):
        return text.translate(_SCRIPTS[tag])
    return _SCRIPT_MARK[tag] + (text if text.isalnum() else f"({text})")


_HANDLERS: dict[str, Callable[[_Converter, str, _Attrs, bool], None]] = {
    **dict.fromkeys((*_BLOCK_CLOSE, "hr", "details", "dt", "dd"), _Converter._block),
    **{f"h{level}": _Converter._heading for level in range(1, 7)},
    "br": _Converter._br,
    "pre": _Converter._pre,
    "ul": _Converter._list,
    "ol": _Converter._list,
    "li": _Converter._item,
    "summary": _Converter._summary,
    "tr": _Converter._row,
    "td": _Converter._cell,
    "th": _Converter._cell,
    "img": _Converter._image,
    "a": _Converter._link,
    "sup": _Converter._script,
    "sub": _Converter._script,
}
"""The known tags (other than the inline ones) that become Markdown; the rest just go."""


_ESCAPED_TAG_RE = lazy(r"(?<!\\)\\<(?=[a-zA-Z/!?])")
"""`\\<script>`: in Markdown an escaped `<` is a character, never a tag's start (read as one,
`<code>\\<script></code>` opened a script whose text swallowed the paragraph after it)."""


def _convert(
    text: str, *, page: bool = False, answering: bool = False, closed: frozenset[str] = frozenset()
) -> str:
    converter = _Converter(page=page, answering=answering, closed=closed)
    escaped = not page and "\\<" in text  # a page's backslash is a character (see above)
    converter.feed(_ESCAPED_TAG_RE.sub(r"\\&lt;", text) if escaped else text)
    return converter.text()


_CLOSING_RE = lazy(r"</[ \t]*([a-zA-Z][a-zA-Z0-9]*)[ \t]*>")


def _outside_code(text: str, closed: frozenset[str]) -> str:
    """Convert the tags of a text that holds no fenced code, leaving code spans alone."""
    pieces: list[str] = []
    last = 0
    for m in CODE_SPAN_RE.finditer(text):
        pieces.append(
            _convert(text[last : m.start()], closed=closed)
            if has_html(text[last : m.start()])
            else text[last : m.start()]
        )
        pieces.append(m.group(0))
        last = m.end()
    rest = text[last:]
    pieces.append(_convert(rest, closed=closed) if has_html(rest) else rest)
    return "".join(pieces)


def html_to_markdown(text: str, *, page: bool = False, answering: bool = False) -> str:
    """A Markdown text with its HTML tags turned into Markdown; unchanged when it has none.
    In a web page's own source (`page`) every tag is markup: a tag named in prose is written
    there as `&lt;div&gt;`, so a bare one left open (`<center>` never closed) is markup too,
    not a word about HTML as in a Markdown text; and backticks are characters it shows, so a
    stray ``` typed into a paragraph opens no code block that swallows the page after it.
    A page's text `answering` goes on inside an answer block under a question block (after a
    table in that answer, srs.importers.htmlblocks): where that block closes, its answer ends
    (srs.importers.htmlroles.ended_answers)."""
    if not has_html(text):
        return text
    text = fenced_templates(text)  # `<li v-for="...">`: a component's template, shown as code
    closed = frozenset(name.lower() for name in _CLOSING_RE.findall(text))
    if page:  # backticks in a page's text are characters, its tags markup, even between them
        out = [_convert(radio_options(_row_breaks(text)), page=True, answering=answering)]
    else:
        parts = _FENCE_SPLIT_RE.split(text)
        out = [
            part
            if k % 2
            else _outside_code(
                named_tags(radio_options(_row_breaks(breaks_out_of_emphasis(part))), closed),
                closed,
            )
            for k, part in enumerate(parts)
        ]
    joined = "\n".join(line.rstrip() for line in "".join(out).split("\n"))
    emptied = _EMPTY_LAST_ITEM_RE.sub("", joined)
    if emptied.strip() or _LIST_ITEM_TAG_RE.search(text):  # (`<span>0.</span>` alone: `0.`)
        joined = emptied
    return _NEWLINES_RE.sub("\n\n", joined).strip("\n")


_TABLE_ROW_BREAK_RE = lazy(r"^([ \t]{0,3}\|[^|\n]*\|[^|\n]*\|.*)$", re.M)
"""A row of a table of two columns or more."""
BREAKS_RE = lazy(r"(?:[ \t]*<br[ \t]*/?>)+[ \t]*", re.I)
"""A run of `<br>` tags and the blanks around it: one break however written."""
END_BREAKS_RE = lazy(r"(?:[ \t]*</?br[ \t]*/?>)+[ \t]*$", re.I)
"""Such a run ending a line: the break the line's end makes anyway (the stray closing `</br>`
too, which a browser reads as a break: `Что нужно добавить?</br>`)."""


def _row_breaks(text: str) -> str:
    """The text with each `<br>` (or run of them) inside a row of a table of two columns or
    more as a blank: a cell's line break (`| `const int *p`<br>or `int const *p` | ... |`) as
    a new line would cut the row in two, and the rest of the row would no longer line up as
    a table. A table of one column is a box around prose (`| Overall explanation |` over
    paragraphs parted by `<br><br>`): its breaks stay lines."""
    if "|" not in text or ("<br" not in text and "<BR" not in text):
        return text
    return _TABLE_ROW_BREAK_RE.sub(
        lambda row: BREAKS_RE.sub(" ", row.group(1)) if "<" in row.group(1) else row.group(1),
        text,
    )


_EMPTY_LAST_ITEM_RE = lazy(r"(?:^|\n)[ \t]*(?:[-*]|\d{1,3}\.)[ \t]*\n*\Z")
"""An `<li>` with nothing after it at the end (the next question's opening `<li>`, left over
below an answer): no item, so no `-` ends the text."""
_LIST_ITEM_TAG_RE = lazy(r"<li\b", re.I)
"""An `<li>` tag. An empty item ends a text below its other lines (typed `4.` or `-`, or an
`<li>` left open); a text that is only a number in a tag (`<span style="color:red">0.`) is
that number, no item, unless an `<li>` made it."""


def html_to_text(text: str) -> str:
    """A short piece of HTML (a summary, a table cell) as one-paragraph-or-more Markdown."""
    return html_to_markdown(text).strip()


_LONE_TAG_RE = lazy(r"</?[a-zA-Z][a-zA-Z0-9]*[ \t]*/?>")
"""A tag alone, opening, closing or empty (`<a>`, `</div>`, `<br/>`)."""


def choice_text(text: str) -> str:
    """An option's text as Markdown (`html_to_text`); a tag alone is what the option names
    (`Which tag makes a link?` / `C) <a> (Correct)`), shown as code: as markup it vanished and
    left the option, often the key, empty."""
    if text[:1] == "<" and _LONE_TAG_RE.fullmatch(text.strip()):
        return f"`{text.strip()}`"
    return html_to_text(text)


_NAMED_TAG_RE = lazy(r"<(?!(?:details|summary)\b)[a-zA-Z][a-zA-Z0-9]*[ \t]*/?>")
"""One bare opening tag (`<h1>`, `<br/>`), not a fold the readers take apart."""


def names_tag(text: str) -> bool:
    """Whether a text is one bare opening tag and nothing else (`<h1>`, `<br>`, `<ol>`): the
    element a question answers with (`What is the element for a line break?` over `<br>`),
    written as text. As markup it vanished (`<h1>` opened an empty heading) and the answered
    question was skipped as unanswered. A fold (`<details>`) is the readers' markup."""
    return "<" in text and _NAMED_TAG_RE.fullmatch(text.strip()) is not None


def answer_markdown(text: str) -> str:
    """An open answer's text as Markdown (`html_to_markdown`); a tag alone (`names_tag`) is
    shown as code, as `choice_text` shows an option that is one."""
    return f"`{text.strip()}`" if names_tag(text) else html_to_markdown(text)


_SUMMARY_OPEN_RE = lazy(r"<summary\b", re.I)
_SUMMARY_CLOSED_RE = lazy(r"</summary\s*>", re.I)
_SUMMARY_SPAN = 6
"""How many lines a `<summary>` written over several lines may take."""


def one_line_summaries(lines: list[Line]) -> list[Line]:
    """The block with each `<summary>` written over several lines (`<summary>`, `<strong>`,
    `🎯 Answer :`, `</strong>`, `</summary>`, each on its own line, as HTML editors indent
    it) joined onto its first line, so that its label is read as one summary's."""
    out: list[Line] = []
    i = 0
    while i < len(lines):
        line = lines[i]
        i += 1
        if line.code or not _SUMMARY_OPEN_RE.search(line.text):
            out.append(line)
            continue
        close = next(
            (
                k
                for k in range(i - 1, min(len(lines), i + _SUMMARY_SPAN))
                if not lines[k].code and _SUMMARY_CLOSED_RE.search(lines[k].text)
            ),
            None,
        )
        if close is None or close == i - 1:
            out.append(line)
            continue
        text = " ".join(part.text.strip() for part in lines[i - 1 : close + 1])
        out.append(Line(line.no, text))
        i = close + 1
    return out
