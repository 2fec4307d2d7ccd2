"""A quiz recap written as bullets: each question a bullet at the margin, its numbered
options indented under it, and its key the item's last line, an indented sub-bullet (`* 3`,
`* 2.`, `* 1 und 4`, or the right option's text, `* for`); a statement (true or false) is a
bullet over one indented sub-bullet, its verdict (`* Richtig`, `* False`), in any language.

Read as written, an item's options and key were the answer of an open card (`1. A` ... `* 2`),
and a run of statements after a blank line was text between questions. Each such item is
written as labelled lines instead, line for line: `Q: question`, `A) option` ..., `Answer: B`
(several right options: `Answer: B, D`, which the readers warn of and keep open), and the
statement's verdict as its answer. Where the document is written so, a bullet under one
indented sub-bullet of a few words is a statement too (`* Flasch (for)`, a typo for `Falsch`),
and a bullet at the margin that asks with nothing under it, or one over options with no key,
is a question with no answer (reported, not glued to the answer above).

Only a document with two or more keyed or verdict bullets is read so; a numbered key out of
its options' range, or a text key naming none of them, leaves the item (and with too few
others, the document) as it is. A document with no indented sub-bullet is returned as it is
after the cheap test on the whole text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from srs.importers.common import holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import JOINING_WORDS, VERDICT_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["keyed_bullets"]

_ITEM_RE = lazy(r"^ ?[*+-][ \t]+(?P<text>\S.*?)[ \t]*$")
"""A bullet at the margin: the question or statement."""
_OPTION_RE = lazy(r"^(?:[ ]{2,}|\t)[ \t]*\d{1,2}[.)][ \t]+(?P<text>\S.*?)[ \t]*$")
"""`    1. option` indented under the question."""
_KEY_RE = lazy(r"^(?:[ ]{2,}|\t)[ \t]*[*+-][ \t]+(?P<text>\S.*?)[ \t]*$")
"""`    * 3`: the indented sub-bullet that ends the item."""
_NUMBERS_RE = lazy(
    rf"^\d{{1,2}}\.?(?:[ \t]*(?:[,;&+/]|[ \t](?:{'|'.join(JOINING_WORDS)})(?=[ \t]))[ \t]*\d{{1,2}}\.?)*$",
    re.I,
)
"""`3`, `2.`, `1 und 4`, `1, 4`: the right options' numbers."""
_VERDICTS = frozenset(word for pair in VERDICT_PAIRS for word in pair)
_SHORT_WORDS = 3
"""How many words a statement's sub-bullet may hold where the document's statements are
answered so (`Flasch (for)`)."""
_MIN_ITEMS = 2
_LETTERS = "ABCDEFGH"


@dataclass(frozen=True)
class _Item:
    """One bullet at the margin and the lines indented under it, by index."""

    first: int
    options: tuple[int, ...]
    key: int | None
    end: int


def keyed_bullets(text: str) -> str:
    """The text with each keyed or verdict bullet written as labelled lines (see the module
    doc); else the text as it is."""
    if not holds(text, "\n  * ", "\n    * ", "\n  - ", "\n    - ", "\n\t* ", "\n\t- "):
        return text
    lines = text.split("\n")
    prose = dict(outside_code(lines))
    items = [item for k in prose if (item := _item(lines, prose, k)) is not None]
    written: dict[int, str] = {}
    for item in items:
        written.update(_written(lines, item, loose=False))
    if len(written) < _MIN_ITEMS:
        return text
    for item in items:  # the document's layout: its short or missing answers too
        if item.first not in written:
            written.update(_written(lines, item, loose=True))
    for k in prose:
        if k not in written and _asks_alone(lines, k):
            written[k] = f"Q: {_text(_ITEM_RE, lines[k])}"
    for k, line in written.items():
        lines[k] = line
    return "\n".join(lines)


def _item(lines: list[str], prose: dict[int, str], k: int) -> _Item | None:
    """The bullet on line k with the options and key indented under it (its body is those
    lines only, up to a blank line or the next line at the margin); None when it has none."""
    if not _ITEM_RE.match(lines[k]):
        return None
    options: list[int] = []
    key: int | None = None
    j = k + 1
    while j < len(lines) and j in prose and lines[j].strip() and lines[j][0] in " \t":
        if key is None and _OPTION_RE.match(lines[j]):
            options.append(j)
        elif key is None and _KEY_RE.match(lines[j]):
            key = j
        else:
            return None  # more than options and one key: some other list
        j += 1
    if key is None and len(options) < 2:
        return None
    return _Item(k, tuple(options), key, j)


def _written(lines: list[str], item: _Item, *, loose: bool) -> dict[int, str]:
    """The item's lines as labelled lines, by index; empty when it is not of the layout
    (`loose`: the document is, so a short sub-bullet answers and a missing key is none)."""
    question = f"Q: {_text(_ITEM_RE, lines[item.first])}"
    said = _text(_KEY_RE, lines[item.key]) if item.key is not None else ""
    if not item.options:
        return _statement(item, question, said, loose=loose)
    texts = [_text(_OPTION_RE, lines[k]) for k in item.options]
    if len(texts) > len(_LETTERS):
        return {}
    letters = _key_letters(said, texts) if item.key is not None else None
    if letters is None and not (loose and item.key is None):
        return {}
    written = {item.first: question}
    for n, (k, option) in enumerate(zip(item.options, texts, strict=True)):
        written[k] = f"{_LETTERS[n]}) {option}"
    if item.key is not None and letters is not None:
        written[item.key] = f"Answer: {', '.join(letters)}"
    return written


def _statement(item: _Item, question: str, said: str, *, loose: bool) -> dict[int, str]:
    """A bullet over one sub-bullet and no options, as labelled lines: a statement over its
    verdict (`Richtig`), or over a few words where the document is of the layout; else
    empty."""
    if item.key is None:
        return {}
    verdict = said.split(" ", 1)[0].strip("*_.,!").casefold() in _VERDICTS
    if verdict or (loose and len(said.split()) <= _SHORT_WORDS):
        return {item.first: question, item.key: f"Answer: {said}"}
    return {}


def _key_letters(said: str, texts: list[str]) -> list[str] | None:
    """The letters of the right options a key names, by number or by an option's text;
    None when it names none of them."""
    if _NUMBERS_RE.match(said):
        numbers = [int(n) for n in re.findall(r"\d+", said)]
        if all(1 <= n <= len(texts) for n in numbers):
            return [_LETTERS[n - 1] for n in dict.fromkeys(numbers)]
        return None
    wanted = _plain(said)
    named = [n for n, t in enumerate(texts) if _plain(t) == wanted]
    return [_LETTERS[named[0]]] if len(named) == 1 else None


def _text(pattern: re.Pattern[str], line: str) -> str:
    """The text a line's marker opens (a line already matched by `pattern`)."""
    m = pattern.match(line)
    return m.group("text") if m is not None else line.strip()


def _plain(text: str) -> str:
    """An option's or key's words for comparing: no emphasis or code marks, one case."""
    return " ".join(text.replace("`", "").replace("*", "").split()).casefold()


def _asks_alone(lines: list[str], k: int) -> bool:
    """Whether line k is a bullet at the margin that asks with nothing under it (`* What is
    printed? ![code](x.png)`): a question of the layout with no answer."""
    m = _ITEM_RE.match(lines[k])
    if m is None or (k + 1 < len(lines) and lines[k + 1].strip()):
        return False
    words = re.sub(r"!\[[^\]]*\]\([^)]*\)", "", m.group("text")).strip()
    return words.endswith(("?", "？"))
