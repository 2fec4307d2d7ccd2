"""Markdown's backslash escapes of punctuation with no Markdown meaning in a card's text
(`METADATA\\$ACTION`, `i \\< 5`, `\\"text\\"`, `\\[2, 3\\]`), as pandoc writes them in every
document it converts from a word processor's.

They render as the character alone; left in, the card showed the backslash (`B. \\_id`). Only
in a document that pandoc wrote (`pandoc_escaped`). An option is plain text (the review shows
it as it is), so every escape of ASCII punctuation in it is read (`\\_id` -> `_id`, `\\\\` ->
`\\`). A question, an answer and an explanation are Markdown (the review renders them), so
there every escape is read where the field still renders the same without them (markdown-it
tells); where it would not (`a\\*b\\*c` would turn to italics, `\\#` open a heading), only the
marks that set nothing apart in Markdown's inline text are read (`$`, `<`, `"`, `[`, `@`, ...),
the others keep their escape. Code keeps every backslash: a fenced block, a line indented as
code, and a code span.

HTML's character references (`R&amp;D`, `X &rarr; Y`, `&quot;`) are read too, in every
document, outside code: a Markdown viewer shows the character, the card showed the reference.
`&lt;` and `&gt;` stay, since read they would open a tag that hides the text after it.

Pandoc also writes an image's size as attributes after it, wrapped as any line
(`![Figure](media/image1.png){width="6.2in"` / `height="6.2in"}`); Markdown has no
attributes, and the card showed them as text over two lines. In such a document they go
with the escapes (`without_image_attributes`), the image stays.
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

if TYPE_CHECKING:
    from markdown_it import MarkdownIt

__all__ = [
    "escaped_list_marks",
    "outside_spans",
    "pandoc_escaped",
    "without_entities",
    "without_escapes",
    "without_image_attributes",
]

_ESCAPE_RE = lazy(r"\\([$<>\"'\[\]@^=&%])")
_ANY_ESCAPE_RE = lazy(r"\\([!-/:-@\[-`{-~])")
"""A backslash before any ASCII punctuation: CommonMark's escapes."""
_SPAN_RE = lazy(r"(`+)(?:.*?)\1")
"""A code span: its backticks, its text, the same run of backticks closing it."""


def without_escapes(text: str, *, markdown: bool = True) -> str:
    """The text with its escapes read (see the module docstring: all of them in plain text,
    those that change nothing in how `markdown` renders), and without pandoc's image
    attributes; the text itself when it holds neither a backslash nor `){` (the cheap tests
    every card takes)."""
    text = without_image_attributes(text)
    every = _read_outside_code(text, "\\", _all_unescaped)
    if every == text or not markdown or _renders_same(text, every):
        return every
    return _read_outside_code(text, "\\", _unescaped)


def _unescaped(text: str) -> str:
    return _ESCAPE_RE.sub(r"\1", text)


def _all_unescaped(text: str) -> str:
    return _ANY_ESCAPE_RE.sub(r"\1", text)


def _renders_same(text: str, other: str) -> bool:
    """Whether two Markdown texts render to the same HTML."""
    parser = _parser()
    return bool(parser.render(text) == parser.render(other))


@functools.cache
def _parser() -> MarkdownIt:
    """Made on first use: only a pandoc document's fields with a risky escape need it."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark").enable(["table", "strikethrough"])


_ENTITY_RE = lazy(r"&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});")
_KEPT_ENTITIES = frozenset(("&lt;", "&gt;", "&#60;", "&#62;", "&#x3c;", "&#x3e;"))


def without_entities(text: str) -> str:
    """The text with its HTML character references read outside code, but `&lt;`/`&gt;`
    (see the module docstring); the text itself when it holds no `&`."""
    return _read_outside_code(text, "&", _entities_read)


def _entities_read(text: str) -> str:
    return _ENTITY_RE.sub(_entity, text)


def _entity(m: re.Match[str]) -> str:
    ref = m.group(0)
    if ref.lower() in _KEPT_ENTITIES:
        return ref
    char = html.unescape(ref)
    return " " if char == "\xa0" else char


def _read_outside_code(text: str, mark: str, read: Callable[[str], str]) -> str:
    """The text with `read` applied to its lines holding `mark`, outside code: a fenced
    block, a line indented as code, a code span."""
    if mark not in text:
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if mark in line and not line.startswith(("    ", "\t")):
            lines[k] = outside_spans(line, read)
    return "\n".join(lines)


def outside_spans(line: str, read: Callable[[str], str]) -> str:
    """The line with `read` applied outside its code spans."""
    if "`" not in line:
        return read(line)
    out: list[str] = []
    at = 0
    for m in _SPAN_RE.finditer(line):
        out.append(read(line[at : m.start()]))
        out.append(m.group(0))
        at = m.end()
    out.append(read(line[at:]))
    return "".join(out)


_HARD_BREAK_RE = lazy(r"[^\s\\]\\\n")
_MIN_BREAKS = 2


def pandoc_escaped(text: str) -> bool:
    """Whether a document escapes as pandoc does: two or more backslash hard breaks, pandoc's
    only way to write one (a LaTeX line break, `\\\\`, is no such break). A page that escapes
    a mark now and then (a regex's `\\[`, a quoted `"\\"`, TeX's `\\[` display math) wrote
    its backslashes to be seen."""
    if text.count("\\\n") < _MIN_BREAKS:
        return False  # the cheap test, at C speed
    return len(_HARD_BREAK_RE.findall(text)) >= _MIN_BREAKS


_IMAGE_ATTRIBUTES_RE = lazy(
    r"(!\[[^\]\n]*\]\([^()\s]+\))\{[ \t]*(?=[.#][\w-]|[\w-]+=)(?:[^{}\n]|\n(?![ \t]*\n)){1,200}\}"
)
"""`![x](a.png){width="6in" height="6in"}`, its attributes on one line or wrapped over two."""


def without_image_attributes(text: str) -> str:
    """The text without pandoc's attributes after its images (see the module docstring),
    the text itself when it holds no `){` (the cheap test first)."""
    if "){" not in text:
        return text
    return _IMAGE_ATTRIBUTES_RE.sub(r"\1", text)


_LIST_MARK_RE = lazy(r"^([ \t]{0,3})(\d{1,4}|[A-Ha-h])\\([.)])(?=[ \t])", re.M)
"""`1\\)`, `A\\)`, `2\\.` opening a line: a number or an option's letter escaped by a converter
from a word processor's numbering, so that Markdown would not read a list."""


_BOX_MARK_RE = lazy(r"^([ \t]*(?:[-*+]|\d{1,4}[.)])[ \t]+)\\\[([ xX])\\?\]")
"""`- \\[x] Apple`, `- \\[ \\] Car`: a task-list box escaped by a converter (a PDF or web
page turned into Markdown), so that Markdown would not read a box."""


def escaped_list_marks(text: str) -> str:
    """The text with each question number or option letter escaped at a line's start
    (`1\\) ...`, `A\\) ...`), and each task-list box escaped after a bullet (`- \\[x]`),
    unescaped, so the readers see the numbers, letters and boxes it shows (a cheap test
    first). A test bank converted so was read as 16 open cards of 168 questions, its options
    in their texts; a quiz of escaped boxes as open cards with no key. An empty box typed
    with no blank inside (`[] False`) among other boxes is written `[ ]`, and a box glued to
    its dash (`-[x] Facade`) among other boxes given its blank (`_typed_boxes`)."""
    if holds(text, "[]", "-["):
        text = _typed_boxes(text)
    if not holds(text, "\\)", "\\.", "\\["):
        return text
    lines = text.split("\n")
    for k, line in outside_code(lines):
        if "\\" in line[:8]:
            lines[k] = _LIST_MARK_RE.sub(r"\1\2\3", line, count=1)
        if "\\[" in line:
            lines[k] = _BOX_MARK_RE.sub(r"\1[\2]", lines[k], count=1)
    return "\n".join(lines)


_BOX_LINE_RE = lazy(
    r"^(?P<lead>[ \t]*(?:(?:[-*+]|\d{1,4}[.)])[ \t]+|-(?=\[))?)\[(?P<mark>[ xX]?)\][ \t]+\S"
)
"""A task box opening a line, after a bullet or a number, glued to a dash (`-[x] True`) or
alone (`[x] True`), the box empty (`[ ]`) or typed with nothing inside (`[]`), text after a
blank."""


def _typed_boxes(text: str) -> str:
    """The text with each box of a run typed otherwise than Markdown's task list written as
    one, line for line: an empty box typed `[]` (`    [] True` under a plain question, as
    quizzes typed by hand write the wrong options beside `[x]` right ones) written `[ ]`, and
    a box glued to its dash (`-[ ] Proxy`, `-[x] Facade`) given its blank. Read as written,
    the options were plain text: the question had no key, or (its stem not asking with a
    `?`) was no question at all, a paragraph lost into the card above. Only a box in a run
    of boxes (the line with text next above or below it holds one opened the same way,
    bullet and indent): a line alone that opens with `[]` is an empty list or a type (`[] is
    falsy`), and one alone that opens `-[x]` may be any text, no option."""
    lines = text.split("\n")
    boxes: dict[int, tuple[str, str]] = {}
    for k, line in outside_code(lines):
        if "[" in line[:12] and (m := _BOX_LINE_RE.match(line)) is not None:
            boxes[k] = (m.group("lead"), m.group("mark"))
    content = [k for k, line in enumerate(lines) if line.strip()]
    for at, k in enumerate(content):
        found = boxes.get(k)
        if found is None or (found[1] and not found[0].endswith("-")):
            continue  # no box, or a box typed as Markdown's
        near = [content[j] for j in (at - 1, at + 1) if 0 <= j < len(content)]
        if any(boxes.get(j, ("\0", ""))[0] == found[0] for j in near):
            lines[k] = _retyped(lines[k], *found)
    return "\n".join(lines)


def _retyped(line: str, lead: str, mark: str) -> str:
    """A box line whose box opens after `lead` holding `mark` (empty for `[]`), written as a
    task list's: the box `[ ]` when empty, a blank after a dash glued to it."""
    box = f"{lead} " if lead.endswith("-") else lead
    return f"{box}[{mark or ' '}]" + line[len(lead) + len(mark) + 2 :]
