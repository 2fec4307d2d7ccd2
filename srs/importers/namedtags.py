"""Tags named in prose, not written as markup: `What is the difference between <div> and
<span>?`, `headings <h1> to <h6>`. Read as markup, such a tag vanished from the card (or opened
a heading there); shown as code, the sentence keeps the tag it is about.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

CODE_SPAN_RE = lazy(r"(`+)(?:(?!\1).)+?\1", re.S)
"""An inline code span, its backticks however many: what is in it is never markup."""

_BARE_TAG_RE = lazy(r"(?:\\|(?<![>\w\\]))<([a-zA-Z][a-zA-Z0-9]*)>(?![<\w])")
"""A bare opening tag set apart from other tags and words (`between <div> and <span>`); one
right against another tag (`<details><summary>`) is markup. One whose `<` is escaped is
written to be shown wherever it stands (`<br/>\\<aside>`, as a table's cell writes it)."""
_LEFT_OPEN = frozenset(
    "p li dt dd tr td th thead tbody tfoot option br hr img input wbr col source track area"
    " base link meta html head body colgroup rp rt optgroup details summary".split()
)
"""Tags HTML lets a page leave open (`<p>`, `<li>`) or that never close (`<br>`), and the
folds the readers take apart (`<details>`, `<summary>`)."""


def named_tags(text: str, closed: frozenset[str]) -> str:
    """The text with each tag named in prose as code (`What is the difference between <div>
    and <span>?`, `headings <h1> to <h6>`): a bare opening tag that the text never closes,
    and that HTML does not leave open, is a word about HTML, not markup, and would vanish
    (or open a heading) as markup. Code spans are left as they are."""
    if "<" not in text or _BARE_TAG_RE.fullmatch(text.strip()):
        return text  # no tag, or a tag alone (an option `<a>`): shown as it is written
    pieces: list[str] = []
    last = 0
    for m in [*CODE_SPAN_RE.finditer(text), None]:
        end = m.start() if m is not None else len(text)
        pieces.append(
            "\n".join(
                _bracketed(_named_in_line(line, closed)) for line in text[last:end].split("\n")
            )
        )
        if m is not None:
            pieces.append(m.group(0))
            last = m.end()
    return "".join(pieces)


def _named_in_line(line: str, closed: frozenset[str]) -> str:
    """A line with its bare tags named in prose as code. A tag HTML leaves open (`<p>`) is
    markup, unless the line names another tag in prose beside it (`- element selector -
    <p> <h1>`): then it is one of the tags the line names, and so is a tag written with its
    attributes that the text never closes (a table of deprecated tags and what replaces them:
    `<center> | centers | <div style="text-align:center">`)."""
    if "<" not in line:
        return line
    names = [m.group(1).lower() for m in _BARE_TAG_RE.finditer(line)]
    naming = any(n not in _LEFT_OPEN and n not in closed for n in names)

    def as_code(name: str) -> bool:
        if name in closed:
            return False  # closed further on: markup
        return name not in _LEFT_OPEN or (naming and name not in _MARKS)

    line = _BARE_TAG_RE.sub(
        lambda t: f"`{t.group(0).lstrip(_ESCAPE)}`" if as_code(t.group(1).lower()) else t.group(0),
        line,
    )
    if not naming or "=" not in line:
        return line
    # `<center> | centers | <div style="text-align:center">`: a line that names tags in prose
    # names the tag it writes with attributes too, never closed (as markup, it vanished)
    return _ATTRIBUTED_TAG_RE.sub(
        lambda t: t.group(0) if t.group(1).lower() in closed else f"`{t.group(0)}`", line
    )


_ATTRIBUTED_TAG_RE = lazy(
    r"(?<![>\w\\`])<([a-zA-Z][a-zA-Z0-9]*)[ \t][^<>`\n]*=[^<>`\n]*>(?![<\w`])"
)
"""An opening tag with attributes (`<div style="x">`), set apart from other tags, words and
code spans."""


_ESCAPE = "\\"
"""The backslash that escapes a tag named in prose: its code span shows the tag as it is."""


_MARKS = frozenset({"br", "hr"})
"""Tags that mark a line's break or a rule wherever they stand: never named in prose."""


_BRACKETED_TAG_RE = lazy(
    r"(?<=[(\[（［「『【《\"'“‘])</?[a-zA-Z][a-zA-Z0-9]*[ \t]*/?>(?=[)\]）］」』】》\"'”’])"
)
"""A tag alone between brackets or quotes (`（<br />）`, `"<hr>"`, `(</div>)`), no attribute."""


def _bracketed(line: str) -> str:
    """A line with each tag alone between brackets or quotes as code: a sentence puts a tag
    there to name it (`if the text wraps (<br />), the box grows`), never to lay out its own
    text, so even a tag that is always markup elsewhere (`<br>`, `<hr>`) is a word here. As
    markup the break cut the sentence in two around an empty pair of brackets."""
    if "<" not in line or ">" not in line:
        return line
    return _BRACKETED_TAG_RE.sub(lambda t: f"`{t.group(0)}`", line)
