"""The mark of the right option at an item's end (`- Paris ✅`, `- 0s <!-- Correct -->`,
`- C. Inner join \\*`, `b) Paris (x)`): the pattern, what it says of a text, and the cheap
tests that let a document with no such mark skip every pattern.

One rule for the mark, read by srs.importers.endmarks (a run keyed by its marked item) and
by the passes that strip a mark from a stem or a paragraph's option (srs.importers.stems,
srs.importers.paragraphoptions).
"""

from __future__ import annotations

import re

from srs.importers.common import holds
from srs.importers.lazyre import lazy
from srs.importers.rightwords import (
    BRACKET_HINTS,
    DASH_HINTS,
    DASH_WORDS,
    KEY_WORDS,
    LABEL_WORDS,
    RIGHT_WORDS,
    SQUARE_HINTS,
    SQUARE_WORDS,
)
from srs.importers.ticks import TICKS

TRAILING_MARK_RE = lazy(
    r"[ \t]*(?:[—–][ \t]*)?(?:<!--[ \t]*(?:correct|right|answer)[ \t]*-->"
    rf"|(?P<paren>\*\*)?\((?:(?:{LABEL_WORDS})[ \t]+)?(?:{RIGHT_WORDS})\)(?P=paren)?"
    rf"|(?P<tick>\*\*|__)?{TICKS}(?P=tick)?"
    rf"|(?<=\S[ \t])(?:<-{{1,2}}|←|⬅️?)[ \t]*(?P<arrow>\*\*|__)?(?:{KEY_WORDS})(?P=arrow)?[ \t]*!?"
    rf"|(?<=\S[ \t])(?:-{{1,4}}_?|=)>[ \t]*(?P<to>\*\*|__)?(?:{KEY_WORDS})(?P=to)?[ \t]*!?"
    rf"|(?<=\S[ \t])(?:--?|[—–])[ \t]+(?P<dash>\*\*|__)?(?:{DASH_WORDS})(?P=dash)?[ \t]*!?"
    r"|(?<=[\w.)\]`'\"][ \t])\\?\*(?!\*)|(?<=[^\\*])\\\*|(?<=\S[ \t])\[[xX]\]"
    rf"|(?<=\S[ \t])\[(?:{SQUARE_WORDS})\]"
    r"|(?<=[ \t])(?P<weak>°|\([xX+]\)))"
    r"[ \t]*$",
    re.I,
)
"""A mark at the end of the right option: `- 0s <!-- Correct -->`, `- Paris ✅`, or an asterisk
(`- C. Inner join \\*`, escaped, or set apart by a blank after a word) as quiz authors star
the key; a closing `*italic*` or `**bold**` is no mark (no blank before it, and not escaped),
nor is the last of a list of symbols (`Choices: >, <, -, *`). A tick may stand in bold after a
dash (`2. **Loader** — **✅**`), as a quiz set apart from its options' text marks the key. A closing box set apart by a
blank (`- a list [X]`) is the same tick as a task list's `[x]` written after the option, as a
quiz typed in a plain editor marks its key; `xs[x]` (no blank) is the option's own code. So is
the right option's word in square brackets (`C. <font> [correct]`, see rightwords.SQUARE_WORDS),
a plain-text exam bank's mark; `[1]` or `list[int]` is a citation or code, no mark. An
arrow pointing back at the option with a word (`b) MODE_PRIVATE <- Answer`, `<- **answer**`,
`← correct`) is how a student marks the key in a code block, where no bold or box shows; an
arrow the other way towards such a word, in the quiz's language (`- Set ---> RESPUESTA`,
`--> answer`, `=> correct`), is how one marks it in plain notes. A dash set apart by blanks before `correct` or `correct answer` (`b. alt - correct answer`)
says it in words. A degree sign, an `(x)` or a `(+)` set apart by a blank (`4.
's'[0].isupper() °`, `b) Paris (x)`) is a weaker mark, a document's own convention: it keys
an item only as the one item of its run so marked (see srs.importers.endmarks `_marked_items`); `90°` (no blank) is
an angle."""


LABEL_ONLY_RE = lazy(r"^[ \t]*(?:[-*+][ \t]+(?:\(?[A-Ha-h][).:][ \t]*)?|\(?[A-Ha-h][).:][ \t]*)$")
"""An option's bullet or letter with nothing after it (`- a)`, `D)`): a star there is the
option's own text (the multiplication or pointer operator), no mark."""


def weak_marked(text: str) -> bool:
    """Whether an item's closing mark is a weak one (`°`, `(x)`: see `TRAILING_MARK_RE`)."""
    m = TRAILING_MARK_RE.search(text)
    return m is not None and m.group("weak") is not None


def mark_stripped(text: str) -> str | None:
    """A text that ends with the mark of the right option (`**The platters** ✓`, `Paris
    (Correct)`), with words before it, without that mark; None when it ends with none, or
    with only a weak mark (a degree sign, an `(x)`), which keys an item only among a run's."""
    m = TRAILING_MARK_RE.search(text)
    rest = text[: m.start()].rstrip() if m is not None else ""
    if m is None or m.group("weak") is not None or not rest or LABEL_ONLY_RE.match(rest):
        return None
    return rest


def ends_marked(text: str) -> bool:
    """Whether an item ends with a mark of the right option, with words before the mark: in
    `- a) *` (the multiplication operator, among `- b) %`) the star is the option itself."""
    m = TRAILING_MARK_RE.search(text)
    return m is not None and not LABEL_ONLY_RE.match(text[: m.start()])


_MARK_HINTS = (
    *("<!--", "✅", "✔", "✓", "☑"),
    *BRACKET_HINTS,
    *("*\n", "* \n", "X\n", "X \n", "x]\n", "X]\n"),
    *("<-", "->", "_>", "=>", "←", "⬅", "°"),
    *DASH_HINTS,
    *("(x)\n", "(X)\n", "(x) \n", "(X) \n", "(+)"),
)
"""Cheap tests for a line that may end with a mark, before any pattern runs."""
_ASCII_HINTS = tuple(hint for hint in _MARK_HINTS if hint.isascii())
"""The tests an ASCII text needs (most texts are: `isascii` costs next to nothing)."""


_LINE_END_MARKS = tuple(
    f"{mark}{space}\n"
    for mark in ("*", "X", "]", "(x)", "(X)", "(+)")
    for space in ("", " ", "\t", "\\")
)
"""A line ending with a star, an `X` or a box's bracket (before blanks or a backslash break
the reader drops): what a block's line ending with a mark was in the document."""


def may_hold_end_marks(document: str) -> bool:
    """Whether any block of the document may hold a line ending with a mark (`may_end_marked`
    on each block's text), told from the whole text once (see optionpasses.OptionHints)."""
    if holds(document, *(hint for hint in _MARK_HINTS if "\n" not in hint), *_LINE_END_MARKS):
        return True
    return document.rstrip().endswith(("*", "X", "]", "(x)", "(X)", "(+)"))


def may_end_marked(text: str) -> bool:
    """Whether a text (a line, or a block's lines joined) may hold a line ending with the mark
    of a right option: substring tests only, at C speed, before any pattern runs."""
    for hint in _MARK_HINTS if not text.isascii() else _ASCII_HINTS:
        if hint in text:
            return True
    if " [" in text and any(hint in text for hint in SQUARE_HINTS):
        return True  # `[correct]`: asked only of a text with a bracket set apart
    return text.rstrip().endswith(("*", "X", "x]", "X]", "(x)", "(X)", "(+)"))


def star_marked(text: str) -> bool:
    """Whether an item's closing mark is a lone star (`7. Avoid SELECT *`, `3. a \\*`). On a
    numbered run, with no letters to say the items are options, a star is no evidence of a
    key: a numbered answer's step ends in a query's or a glob's own star, and the run became
    a choice card with a key the author never wrote. Ticks, arrows and comments still key it."""
    m = TRAILING_MARK_RE.search(text)
    return m is not None and m.group().strip().lstrip("\\") == "*"
