"""Reading a deck's YAML quicker still: the block layout `srs.decks.dumps` writes, read line
by line into the same values-with-lines as libyaml's events give (`srs.deckevents`).

Most deck files were written by `srs import` or the card editor, so they are in that layout:
`key: value` lines, `- ` items, plain, double-quoted or literal-block text. libyaml's event
stream costs about 60 µs a card in Python objects alone; this reader takes each line once.
It reads a strict subset of YAML, and anything outside it (a comment, a flow collection, a
single-quoted or folded scalar, an escape `dumps` never writes, a continued plain line, odd
indentation, a duplicate key, a typed scalar) makes it step aside with None, so the event
reader judges the file: the same tree or the same error (tested against it on generated and
mutated files).
"""

from __future__ import annotations

import re
from typing import Any

from srs.deckevents import _plain_text, _Val

_UNSAFE_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ud800-\udfff\ufffe\uffff]")
"""Characters that make libyaml's reader refuse the file, or that YAML takes as a line break
(`\\r`, NEL, LS, PS): a file holding one goes the careful way."""

_PLAIN_FIRST = frozenset("-?:,[]{}#&*!|>'\"%@`")
"""Indicator characters: a plain scalar may not start with one (some may, followed by a
non-space; those go the careful way)."""

_QUOTED_RE = re.compile(r'"((?:[^"\\]|\\.)*)" *')
"""A double-quoted scalar that ends on its line, and nothing after it but spaces."""
_ESCAPE_RE = re.compile(r"\\(?:x([0-9A-Fa-f]{2})|u([0-9A-Fa-f]{4})|(.))")
_SIMPLE_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}
"""The escapes `dumps` writes; any other goes the careful way."""


_LINE_RE = re.compile(r"^( *)(- )?(?:([A-Za-z0-9_][A-Za-z0-9_.-]*):(?= |$) *)?(.*)$", re.MULTILINE)
"""Every line at once, as (indentation, `- `, key, the rest): one C call for the file rather
than several Python calls a line."""


_TEXT_KEYS = frozenset(
    "id name source tags aliases cards question choices answer explanation keywords".split()
    + [chr(c) for c in range(ord("A"), ord("Z") + 1)]
)
"""Keys known to be text, checked without the resolver (the rest are checked)."""


class _StepAside(Exception):
    """The text is outside the subset: the event reader decides."""


def read(text: str) -> _Val | None:
    """The deck's tree, or None when the text is not in the block layout read here."""
    if not text.endswith("\n") or _UNSAFE_RE.search(text) is not None:
        return None  # (a last line without its break changes how a block ends: not for us)
    rows = _LINE_RE.findall(text)
    rows.pop()  # the empty match after the last line break
    reader = _Reader(rows, text.split("\n"))
    try:
        return reader.document()
    except _StepAside:
        return None


_Row = tuple[str, str, str, str]


class _Reader:
    def __init__(self, rows: list[_Row], lines: list[str]) -> None:
        self.rows = rows
        self.lines = lines
        self.at = 0
        self.end = len(rows)

    def _content(self) -> int:
        """Skip empty lines; the index of the next line with content (or the end)."""
        rows, at, end = self.rows, self.at, self.end
        while at < end:
            indent, dash, key, rest = rows[at]
            if dash or key or rest:
                if rest[:1] in ("#", "\t") and not dash and not key:
                    raise _StepAside  # a comment, or a tab where YAML's rules differ
                if not (dash or key or rest.strip(" \t")):
                    raise _StepAside  # a line of blanks and tabs
                break
            if indent:
                raise _StepAside  # blanks only: legal, but not worth the subtleties
            at += 1
        self.at = at
        return at

    def document(self) -> _Val:
        at = self._content()
        if at == self.end:
            raise _StepAside  # empty: the careful path says so
        indent, dash, key, _ = self.rows[at]
        if indent or dash or not key:
            raise _StepAside
        root = self.mapping(0, None)
        if self._content() != self.end:
            raise _StepAside  # something left over: not for us
        return root

    def mapping(self, indent: int, first: tuple[str, str] | None) -> _Val:
        """Keys at `indent` until a line at less; `first` is the key and value of a
        `- key: value` line whose mapping starts inside the item."""
        container: dict[str, Any] = {}
        start = self.at + 1
        entry = first if first is not None else self._key_line(indent)
        while entry is not None:
            key, rest = entry
            if key in container or (key not in _TEXT_KEYS and not _plain_text(key)):
                raise _StepAside
            self.at += 1
            container[key] = self.value(rest, indent, self.at)
            entry = self._key_line(indent)
        return _Val(container, start)

    def _key_line(self, indent: int) -> tuple[str, str] | None:
        """The next `key: rest` of the mapping at `indent`, or None where the mapping ends."""
        at = self.at
        if at == self.end:
            return None
        spaces, dash, key, rest = self.rows[at]
        if not key:  # an empty line, a comment, a `- ` item ...: the careful skip
            at = self._content()
            if at == self.end:
                return None
            spaces, dash, key, rest = self.rows[at]
        here = len(spaces)
        if here < indent or (here == indent and dash):
            return None  # the mapping ends (a sequence at the key's indentation ends it too)
        if here > indent or dash or not key:
            raise _StepAside
        return key, rest

    def value(self, rest: str, indent: int, line_no: int) -> _Val:
        """The value after `key:` (on line `line_no`, of a mapping at `indent`)."""
        if not rest:
            return self.nested(indent)
        if rest[0] == "|":
            return _Val(self.block(rest, indent), line_no)
        if rest == "[]":
            return _Val([], line_no)
        if rest == "{}":
            return _Val({}, line_no)
        return _Val(_scalar(rest), line_no)

    def nested(self, indent: int) -> _Val:
        """The collection under `key:`: a mapping indented further, or a sequence at the same
        indentation or further."""
        at = self._content()
        if at == self.end:
            raise _StepAside  # `key:` with nothing: null
        spaces, dash, key, _ = self.rows[at]
        here = len(spaces)
        if dash and here >= indent:
            return self.sequence(here)
        if here > indent and key:
            return self.mapping(here, None)
        raise _StepAside  # null, or something odd

    def sequence(self, indent: int) -> _Val:
        items: list[_Val] = []
        start = self.at + 1
        rows = self.rows
        while True:
            at = self._content()
            if at == self.end:
                break
            spaces, dash, key, rest = rows[at]
            here = len(spaces)
            if here != indent or not dash:
                if here > indent:
                    raise _StepAside
                break
            if key:
                items.append(self.mapping(here + 2, (key, rest)))
                continue
            if not rest or rest[0] in "- |":
                raise _StepAside  # `- ` alone, a nested sequence, a block, odd spacing
            self.at += 1
            items.append(_Val(_scalar(rest), at + 1))
        return _Val(items, start)

    def block(self, header: str, indent: int) -> str:
        """A literal block scalar (`|` or `|-`) after a key at `indent`."""
        if header.rstrip(" ") not in ("|", "|-"):
            raise _StepAside  # keep (`|+`), an indentation indicator, or a comment
        lines = self.lines
        body: list[str] = []
        width = -1
        at = self.at
        while at < self.end:
            line = lines[at]
            if not line:
                body.append("")
                at += 1
                continue
            stripped = line.lstrip(" ")
            here = len(line) - len(stripped)
            if not stripped.strip(" \t"):
                raise _StepAside  # a line of blanks: YAML's rules for these are subtle
            if width < 0:
                if here <= indent:
                    break  # an empty block
                if stripped[0] == "\t":
                    raise _StepAside
                width = here
            if here < width:
                if here > indent:
                    raise _StepAside  # less indented than the block, more than its key
                break
            body.append(line[width:])
            at += 1
        self.at = at
        if width < 0:
            raise _StepAside  # an empty block scalar: rare, and YAML's answer is subtle
        while body and body[-1] == "":
            body.pop()
        text = "\n".join(body)
        return text if header.startswith("|-") else text + "\n"


def _scalar(value: str) -> str:
    """A plain or double-quoted scalar that ends on its line."""
    first = value[0]
    if first == '"':
        return _quoted(value)
    if first in _PLAIN_FIRST or ": " in value or " #" in value or "\t" in value:
        raise _StepAside
    text = value.rstrip(" ") if value[-1] == " " else value
    if text[-1] == ":":
        raise _StepAside
    if " " in text and not "0" <= first <= "9":
        # Of YAML 1.1's implicit types only a timestamp may hold a space, and it starts with
        # a digit: text with a space that does not is text, with no resolver to run.
        return text
    if not _plain_text(text):
        raise _StepAside  # a number, a bool, a date ...: the validator's business, with lines
    return text


def _quoted(value: str) -> str:
    match = _QUOTED_RE.fullmatch(value)
    if match is None:
        raise _StepAside  # continued on the next line, or something after it
    inner = match.group(1)
    if "\\" not in inner:
        return inner
    return _ESCAPE_RE.sub(_unescape, inner)


def _unescape(match: re.Match[str]) -> str:
    hex2, hex4, char = match.groups()
    if hex2 is not None:
        return chr(int(hex2, 16))
    if hex4 is not None:
        code = int(hex4, 16)
        if 0xD800 <= code <= 0xDFFF:
            raise _StepAside  # half a surrogate pair: libyaml's business
        return chr(code)
    simple = _SIMPLE_ESCAPES.get(char)
    if simple is None:
        raise _StepAside
    return simple
