"""Anki's "Notes in Plain Text" as records: its `#key:value` header lines, the separator (named
by a header or sniffed), and the records split as Anki's own reader splits them (quoted
fields may hold separators, `""` and newlines; a record that starts with an unquoted `#` is a
comment).

Text in, strings out: what the fields mean is srs.importers.anki_csv's business.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from srs.importers.lazyre import lazy
from srs.importers.thematicbreaks import TABLE_RULE_RE

_SEPARATORS = {
    "tab": "\t",
    "comma": ",",
    "semicolon": ";",
    "pipe": "|",
    "colon": ":",
    "space": " ",
}
_SNIFFED = ("\t", ",", ";", "|", "~", "^")
_HEADER_RE = lazy(r"^#([a-z ]+):(.*)$", re.IGNORECASE)


class Unclosed(Exception):
    """A quoted field that never closes; `line` is where it opened."""

    def __init__(self, line: int) -> None:
        super().__init__(line)
        self.line = line


def read_headers(lines: list[str]) -> tuple[dict[str, str], int]:
    """Anki's `#key:value` lines at the top -> ({key: value}, index of the first other line)."""
    headers: dict[str, str] = {}
    index = 0
    while index < len(lines) and (match := _HEADER_RE.match(lines[index])):
        headers.setdefault(match.group(1).strip().lower(), match.group(2).strip())
        index += 1
    return headers, index


def split_records(text: str, sep: str, first_line: int) -> list[tuple[int, list[str]]]:
    """(line, fields) per record, like Anki's reader: quotes, `""`, comments, empty lines.
    Newlines written as `\\n` are read back (see `unescaped`).

    Raises:
        Unclosed: a quoted field runs to the end of the text.
    """
    return unescaped(_Scanner(text, sep, first_line).records())


_ESCAPED_FENCE_RE = lazy(r"(?:^|\\n)[ \t]*```[\w+#.-]*\\n")
"""A code fence opened and its first line ended by `\\n`: a field whose line breaks were
written as escapes (a fence must stand on a line of its own, so this `\\n` is no text)."""
_ESCAPE_RE = lazy(r"\\([nt\\])")


def unescaped(records: list[tuple[int, list[str]]]) -> list[tuple[int, list[str]]]:
    """The records with `\\n`, `\\t` and `\\\\` read as a newline, a tab and a backslash, when
    the file writes its fields' line breaks so (as one-record-per-line exporters do, keeping
    each note on its line): one field opens a code fence with `\\n` after it. Without that
    sign the text is left as written: `\\n` may be what a card is about (`print("a\\nb")`)."""
    if not any(_ESCAPED_FENCE_RE.search(f) for _, fields in records for f in fields):
        return records
    table = {"n": "\n", "t": "\t", "\\": "\\"}
    return [
        (line, [_ESCAPE_RE.sub(lambda m: table[m.group(1)], f) for f in fields])
        for line, fields in records
    ]


@dataclass
class _Scanner:
    """A position in a text being split into records, and the line it is on."""

    text: str
    sep: str
    line: int
    i: int = 0
    stop: re.Pattern[str] = field(init=False)
    """Where an unquoted field ends: a separator or a newline."""
    quotes_after_blank: bool = field(init=False)
    """Whether the text quotes a field after a blank because it holds the separator (`, "a,
    b"`): then it quotes so every field it quotes after a blank."""
    spaced: re.Pattern[str] = field(init=False)
    """A quoted field typed after a blank (`a, "b, c"`): the blank, then (looked ahead at) the
    field up to its closing quote, which the separator or the line's end follows."""

    def __post_init__(self) -> None:
        sep = re.escape(self.sep)
        self.stop = re.compile("[" + sep + "\n]")
        self.spaced = re.compile(r'[ \t]+(?="(?P<body>(?:[^"]|"")*)"[ \t]*(?:' + sep + r"|\n|\Z))")
        needed = sep + r'[ \t]+"[^"\n]*' + sep + r'[^"\n]*"[ \t]*(?:' + sep + r"|\n|\Z)"
        self.quotes_after_blank = re.search(needed, self.text) is not None

    def records(self) -> list[tuple[int, list[str]]]:
        out: list[tuple[int, list[str]]] = []
        text, n = self.text, len(self.text)
        while self.i < n:
            char = text[self.i]
            if char == "\n":
                self.i += 1
                self.line += 1
                continue
            if char == "#":  # a comment line (Anki drops these)
                end = text.find("\n", self.i)
                self.i = n if end < 0 else end
                continue
            record_line = self.line
            fields = self._record()
            out.append((record_line, fields))
        return out

    def _record(self) -> list[str]:
        """The fields of the record from here, past the newline that ends it."""
        text, n = self.text, len(self.text)
        fields: list[str] = []
        while True:
            if self.i < n and text[self.i] in " \t":
                self._skip_blank_before_quote()
            quoted = self.i < n and text[self.i] == '"'
            fields.append(self._quoted() if quoted else self._unquoted())
            if self.i < n and text[self.i] == self.sep:
                self.i += 1
                continue
            break
        if self.i < n:  # the newline that ends the record
            self.i += 1
            self.line += 1
        return fields

    def _skip_blank_before_quote(self) -> None:
        """Past the blanks before a field that is quoted whole, in a text that quotes so
        (`question, "a, b"`: a sheet typed with `, ` between its fields), or quoted because it
        holds the separator, a quote or a line break. Anki would keep the quotes and cut the
        field at its first comma, losing the rest of the answer. In a text that never needs
        such quotes, quotes that protect nothing are the field's words (`typeof f;
        "function"`: the string it names); a quote that opens no whole field (`, "-f" flag`)
        is text."""
        blank = self.spaced.match(self.text, self.i)
        if blank is None:
            return
        body = blank.group("body")
        if self.quotes_after_blank or self.sep in body or '""' in body or "\n" in body:
            self.i = blank.end()

    def _quoted(self) -> str:
        """A quoted field (`""` is a quote; newlines are kept), and any text after its
        closing quote, kept as Anki does."""
        text, n = self.text, len(self.text)
        opened = self.line
        self.i += 1
        parts: list[str] = []
        while True:
            close = text.find('"', self.i)
            if close < 0:
                raise Unclosed(opened)
            chunk = text[self.i : close]
            self.line += chunk.count("\n")
            parts.append(chunk)
            if close + 1 < n and text[close + 1] == '"':
                parts.append('"')
                self.i = close + 2
                continue
            self.i = close + 1
            break
        parts.append(self._unquoted())
        return "".join(parts)

    def _unquoted(self) -> str:
        found = self.stop.search(self.text, self.i)
        end = found.start() if found else len(self.text)
        value = self.text[self.i : end]
        self.i = end
        return value


def sniff_separator(body: str, first_line: int) -> str:
    """The separator that splits the first records into the same number (>= 2) of fields.

    Tab, comma, semicolon, then the rarer ones a program may be told to write (`|`, and `~`
    or `^`, which no text holds, so a pandas export of multi-line answers can use them); when
    none is consistent, the one the first line holds most of (so that a broken file is read
    with its own separator and its error reported).
    """
    sample = "\n".join(body.split("\n", 40)[:40])
    for sep in _SNIFFED:
        try:
            records = split_records(sample, sep, first_line)
        except Unclosed:  # the sample cut a quoted field: read it all
            try:
                records = split_records(body, sep, first_line)[:40]
            except Unclosed:
                continue
        counts = {len(fields) for _, fields in records}
        if len(counts) == 1 and min(counts) >= 2:
            return sep
    first = next((ln for ln in body.split("\n") if ln.strip() and not ln.startswith("#")), "")
    count, _, sep = max((first.count(sep), -rank, sep) for rank, sep in enumerate(_SNIFFED))
    return sep if count else "\t"


def separator_name(sep: str) -> str:
    """How a message names a separator: `tab`, `comma` ..., else the character quoted."""
    return next((name for name, char in _SEPARATORS.items() if char == sep), f"'{sep}'")


def named_separator(value: str | None) -> str | None:
    if value is None:
        return None
    if value.lower() in _SEPARATORS:
        return _SEPARATORS[value.lower()]
    if value == "\\t":
        return "\t"
    if len(value) == 1 and value not in '"\n':
        return value
    return None


_MARKDOWN_LINE_RE = lazy(r"^[ \t]*(?:[-*+>|][ \t]|\d{1,3}[.)][ \t]|```|~~~)")
"""A list item, quote, table row, numbered item or fence: a line of Markdown, not a note."""


HAND_SEPARATORS = (";", "|")
"""The separators people type notes with by hand in a `.txt` (Anki's importer takes both)."""


def hand_separator(text: str) -> str | None:
    """The separator of notes typed by hand for Anki's importer, `;` or `|` between the
    fields (`What does list[-1] return?; The last element`, `What is Java? |A language`):
    at least three records outside `#` comments, each holding the separator at least once,
    none starting with it, and no line of Markdown among them. Nine records in ten hold
    the same number of separators and the others more, never fewer: a hand-typed answer may
    hold one of its own (`{this.a = a; this.b = b;}`), which no one quotes (see
    `fold_surplus`). None when the text is no such notes."""
    lines = [ln for ln in text.splitlines()[:500] if ln.strip() and not ln.startswith("#")]
    if len(lines) < 3 or any(_MARKDOWN_LINE_RE.match(ln) for ln in lines):
        return None
    return next((sep for sep in HAND_SEPARATORS if _separated_by(lines, sep)), None)


def _separated_by(lines: list[str], sep: str) -> bool:
    """Whether every record holds `sep` after a field, nine in ten as often (see above)."""
    if sep == "|" and any(TABLE_RULE_RE.match(ln) for ln in lines):
        return False  # a Markdown table's rows
    if any(not ln.split(sep, 1)[0].strip() for ln in lines):
        return False
    counts = [ln.count(sep) for ln in lines]
    common = _most_common(counts)
    return min(counts) == common >= 1 and counts.count(common) * 10 >= len(counts) * 9


def _most_common(counts: list[int]) -> int:
    return max(set(counts), key=lambda n: (counts.count(n), -n))


def fold_surplus(records: list[tuple[int, list[str]]], sep: str) -> list[tuple[int, list[str]]]:
    """Hand-typed notes whose records mostly hold N fields: a record holding more has the
    surplus separators in its answer (a code answer's own `;`, which no one quotes), so its
    second field runs on until as many fields are left as the others have after it. The
    question stays the first field and the last columns (the tags) stay the last."""
    widths = [len(fields) for _, fields in records]
    if len(widths) < 3:
        return records
    width = _most_common(widths)
    if width < 2 or min(widths) < width or widths.count(width) * 10 < len(widths) * 9:
        return records
    folded: list[tuple[int, list[str]]] = []
    for line, fields in records:
        if len(fields) > width:
            cut = len(fields) - width + 2
            fields = [fields[0], sep.join(fields[1:cut]), *fields[cut:]]
        folded.append((line, fields))
    return folded
