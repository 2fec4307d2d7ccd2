"""Read quiz and interview Q&A documents (Markdown or plain text) into cards.

One reader for every layout, not one parser per file: users bring documents that are similar
to ours but never identical. The text is split into lines; each line is classified (question
start, option, answer or explanation marker, section heading, separator, end matter such as a
scoring guide or an answer key); lines are grouped into one block per question; each block is
then read into a card. What is not a question (the title, an intro, scoring guides, answer-key
summaries, page footers) is never placed inside a card.

Question starts, strongest first:

- `Question 3`, `Q3:`, `**Q3.** text`, `Q: text` on their own line or as a heading;
- a heading holding a numbered text (`### 3. What ...`), a question (`## What is X?`), or
  followed by an answer marker, at the heading level most questions of the document use;
- `**3. What ...?**` bold numbered lines;
- only when none of the above occurs: numbered list items (`3. What ...?`) and bold lines
  ending in `?`.

Card ids: `q01`, `q02` ... from the number printed in the document (`q100` past 99), so a
re-import of an edited document keeps each question's id, and with it its review history.
Unnumbered questions are numbered by their position among all questions. Where a document
restarts its numbering (two questions print the same number), numbered questions are prefixed
with their section: `s2-q01`, where 2 is the number the section heading prints (`Section 2:`,
`## 2. Name`) or else the section's position among all section headings. A clash that remains
gets `-2`, `-3` ... in document order, with a warning.

Plain-text documents (no Markdown headings, bold, fences or HTML) have one paragraph per
line; their answers and explanations are turned into Markdown by putting a blank line where a
line ends a sentence or where a list or table starts or ends, so that they render as written.
Markdown documents are kept as written.
"""

from __future__ import annotations

import functools
import re
import textwrap
import unicodedata
from bisect import bisect_right
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple

from srs.errors import DocumentError
from srs.model import Card
from srs.text import CONTROL_RE

MAX_DOCUMENT_CHARS = 10_000_000
"""A longer text is refused: no quiz comes close, and it keeps a mistaken file cheap to reject."""

_LETTERS = "ABCDEFGH"
"""Option letters we read: eight is more than any quiz uses."""

_E = r"(?:\*\*|__|\*|_)?"
"""Optional emphasis around a label: `**Answer**:`, `__Q1.__`, `*Explanation:*`."""
_S = r"[ \t]*+"
"""Optional blanks, possessive: blanks around optional tokens never backtrack, so a line with
a long run of spaces costs linear time, not cubic."""

_HEADING_RE = re.compile(r"^ {0,3}(?P<hashes>#{1,6})(?:[ \t]+(?P<text>.*))?$")
"""An ATX heading; its closing `#`s are removed by `_heading` (in linear time)."""
_FENCE_RE = re.compile(r"^ {0,3}(?P<fence>`{3,}|~{3,})")
_SEPARATOR_RE = re.compile(
    r"^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,}|(?:=[ \t]*){3,})$"
)

_NUMBERED_LABEL_RE = re.compile(
    rf"^{_S}{_E}{_S}(?:question|ques\.?|q){_S}(?:no\.?{_S}|#{_S})?(?P<num>\d{{1,4}})"
    rf"{_S}{_E}(?:{_S}[:.)\]\-–—]{_S}{_E}{_S}(?P<text>.*)|{_S})$",
    re.IGNORECASE,
)
"""`Question 3`, `Q3:`, `**Q3.** text`, `Question #3 - text`."""
_UNNUMBERED_LABEL_RE = re.compile(
    rf"^{_S}{_E}{_S}(?:question|q){_S}{_E}{_S}[:.]{_S}{_E}{_S}(?P<text>\S.*)$",
    re.IGNORECASE,
)
"""`Q: text`, `**Question:** text`."""
_NUMBERED_TEXT_RE = re.compile(
    rf"^{_S}{_E}{_S}(?P<num>\d{{1,4}}){_S}[.):](?:{_S}(?:\*\*|__|\*|_))?[ \t]++(?P<text>\S.*)$"
)
"""`3. text` in a heading, `**3.** text` or `**3. text**` on a line."""
_BOLD_START_RE = re.compile(r"^ {0,3}(?:\*\*|__)")
_BOLD_QUESTION_RE = re.compile(r"^ {0,3}(?P<e>\*\*|__)(?P<text>[^*_\s].*?\?)(?P=e)[ \t]*$")
_LIST_QUESTION_RE = re.compile(r"^ ?(?P<num>\d{1,4})[.)][ \t]+(?P<text>\S.*)$")

_ANSWER_RE = re.compile(
    rf"^[ \t]{{0,3}}+{_E}{_S}(?:(?:the[ \t]+)?(?:correct|right|model|sample|suggested|expected|short)"
    rf"[ \t]+(?:answer|option|choice)|correct|answer|ans|solution){_S}{_E}"
    rf"{_S}(?:[:.\-–—]|$){_S}{_E}(?P<rest>.*)$",
    re.IGNORECASE,
)
"""`Answer: C`, `**Answer**: C`, `**Answer:**`, `Correct answer: C`, `Solution:`, `Answer` alone."""
_EXPLANATION_RE = re.compile(
    rf"^{_S}{_E}{_S}(?:explanation|rationale|reasoning|reason|justification|why){_S}{_E}"
    rf"{_S}[:.\-–—]{_S}{_E}{_S}(?P<rest>.*)$",
    re.IGNORECASE,
)
_ANSWER_WORD_RE = re.compile(
    r"^(?:the\s+)?(?:correct\s+|model\s+|sample\s+)?(?:answer|solution)\s*:?$", re.I
)
"""A heading that only says `Answer` marks the answer, it is not a section."""

_OPTION_RE = re.compile(
    r"^(?P<indent>[ \t]*)(?:[-*+][ \t]+)?(?:\[[ xX]\][ \t]+)?(?:\*\*|__)?"
    r"(?:\((?P<pl>[A-Ha-h])\)|(?P<l>[A-Ha-h])(?P<d>[).:]))(?:\*\*|__)?[ \t]+(?P<text>\S.*)$"
)
"""`A) text`, `A. text`, `(A) text`, `A: text`, `- A: text`, `a) text`, `**A)** text`."""

_DETAILS_TAG_RE = re.compile(r"^[ \t]*</?details\b[^>]*>[ \t]*$", re.IGNORECASE)
_SUMMARY_RE = re.compile(
    r"^[ \t]*+(?:<details\b[^>]*>)?[ \t]*+<summary\b[^>]*>(?P<summary>.*?)</summary>(?P<rest>.*)$",
    re.IGNORECASE,
)
_DETAILS_CLOSE_RE = re.compile(r"</details>[ \t]*$", re.IGNORECASE)

_END_MATTER_RE = re.compile(
    r"^(?:(?P<key>(?:the\s+)?answer\s*keys?\b.*|answers(?:\s+(?:sheet|summary|key|and\s+explanations?))?"
    r"|answer\s+sheet|solutions?\s+key|key)"
    r"|scoring\b.*|score\s+(?:guide|interpretation|card|table)\b.*|grading\b.*|results?"
    r"|references?|bibliography|sources|further\s+reading|(?:additional|more|useful|related)\s+resources"
    r"|resources|see\s+also|next\s+steps|what'?s\s+next|summary|recap|key\s+takeaways|conclusions?"
    r"|appendix\b.*|glossary|acknowledge?ments|credits|licen[cs]e|about\s+(?:the\s+)?authors?)$",
    re.IGNORECASE,
)
"""Headings of what follows the questions: never inside a card; an answer key is read."""
_PLAIN_END_MATTER_RE = re.compile(
    r"^(?:(?P<key>(?:the\s+)?answer\s*keys?(?:\s+summary)?|answers|answer\s+sheet)"
    r"|scoring(?:\s+guide)?|grading(?:\s+(?:guide|rubric|scale))?|references|further\s+reading"
    r"|bibliography)\s*:?(?:\s+(?P<rest>.*))?$",
    re.IGNORECASE,
)
"""The same on a plain line, restricted to names an answer would not use as a sub-heading."""
_PLAIN_SECTION_RE = re.compile(
    r"^(?:section|part)[ \t]+(?P<num>\d{1,3}|[IVXivx]{1,5}|[A-Za-z])[ \t]*[:.\-–—][ \t]*(?P<name>\S.{0,78})$",
    re.IGNORECASE,
)
_SECTION_PREFIX_RE = re.compile(
    r"^(?:section|part|chapter|module|unit|topic|round)[ \t]+(?P<num>\w+)[ \t]*[:.\-–—][ \t]*(?P<name>.*)$",
    re.IGNORECASE,
)
_SECTION_NUMBER_RE = re.compile(r"^(?P<num>\d{1,3})[.):][ \t]+(?P<name>.*)$")
_QUESTION_RANGE_RE = re.compile(r"\((?:questions?|qs?\.?)[ \t]*+\d[^()]*\)[ \t]*$", re.I)

_KEY_PAIR_RE = re.compile(
    r"(?<![\w.])(?:q(?:uestion)?[ \t]*+)?#?(?P<num>\d{1,4})[ \t]*+[.):=\-–—]?[ \t]*+\(?[ \t]*+(?:\*\*)?"
    r"(?P<letter>[A-Ha-h])(?:\*\*)?(?:[ \t]*+\))?(?!\w)",
    re.IGNORECASE,
)
"""`1. C`, `1-C`, `Q1: C`, `| 1 | C |` (after the pipes are blanked), `1) (c)`."""
_LETTER_RE = re.compile(
    r"^[ \t]*+(?:(?:is|option|choice)[ \t]+)?(?:\*\*|__)?[ \t]*+"
    r"(?:\((?P<p>[A-Ha-h])\)|(?P<u>[A-H])(?![\w'’])|(?P<l>[a-h])(?=(?:\*\*|__)?(?:[).:]|[ \t]*$)))"
    r"[ \t]*(?:\*\*|__)?(?P<tail>.*)$",
    re.DOTALL,
)

_FOOTER_RE = re.compile(
    r"^(?:(?:version|v\d[\d.]*|last\s+updated|updated|last\s+modified|revision|date|generated(?:\s+on)?"
    r"|author|maintainer)\s*[:\-–—].*"
    r"|.*(?:©|\(c\)\s*\d{4}|\bcopyright\b|all\s+rights\s+reserved).*"
    r"|page\s+\d+(?:\s*(?:of|/)\s*\d+)?"
    r"|end\s+of\b.*|.*\b(?:quiz|test|exam|module|chapter|document|lesson)\s+complete[d!.]*"
    r"|the\s+end|good\s+luck.*|thank\s+you.*|happy\s+(?:learning|studying).*)$",
    re.IGNORECASE,
)
"""Lines at the very end of a document that are page furniture, never part of an answer."""
_BRAND_WORD_RE = re.compile(r"^[A-Z][A-Za-z&'’-]*$")
_SENTENCE_END_RE = re.compile(r"[.!?:][\"'”’)\]*_]*$")
_LIST_ITEM_RE = re.compile(r"^[ \t]*(?:[-*+]|\d{1,3}[.)])[ \t]+")
_PLAIN_BULLET_RE = re.compile(r"^(?P<indent>[ \t]*)[•◦▪●][ \t]+")
_MARKDOWN_HINT_RE = re.compile(
    r"^ {0,3}#{1,6}[ \t]|\*\*\S|__\S|^ {0,3}(?:```|~~~)|<details\b|<summary\b", re.M
)


# -- slugs -----------------------------------------------------------------------------------


def slugify(text: str, max_len: int = 48) -> str:
    """A slug for ids and tags: lower-case a-z, 0-9 and `-`, at most `max_len` characters.

    Accents are folded (`é` -> `e`, `²` -> `2`), everything else becomes `-`. A slug that is
    too long is cut at the last `-` that fits, so it never ends inside a word (a single word
    longer than `max_len` is cut hard). May return "" (text with no letters or digits).
    """
    folded = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    slug = re.sub(r"[^a-z0-9]+", "-", folded.lower()).strip("-")
    if len(slug) <= max_len:
        return slug
    if slug[max_len] == "-":
        return slug[:max_len]
    cut = slug[:max_len]
    head, sep, _ = cut.rpartition("-")
    return (head if sep and head else cut).strip("-")


# -- values ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class ParsedDocument:
    """What the reader found: the document's own title, its cards and the warnings."""

    title: str | None
    """The first heading or first line (or a front-matter `title:`); None when it has none."""
    cards: tuple[Card, ...]
    warnings: tuple[str, ...]
    """Each `source:line: message`."""


class _Line(NamedTuple):
    """One line of the document: a named tuple, built twice as fast as a frozen dataclass,
    because a long document has 100,000 of them and more."""

    no: int
    """1-based line number in the document, for warnings."""
    text: str
    """Trailing whitespace (and Markdown hard-break spaces) removed, leading tabs expanded."""
    code: bool = False
    """Inside a fenced code block (or one of its fences): never classified."""


@dataclass(frozen=True)
class _Section:
    tag: str
    number: int | None
    """The number the heading prints (`Section 2:`), for `s2-` ids when numbering restarts."""
    ordinal: int


@dataclass(frozen=True)
class _Start:
    number: int | None
    label: str
    """The question text on the start line itself ('' for `### Question 3` alone)."""
    weak: bool = False
    """A numbered item or bold line: a question only outside end matter (references, keys)."""


@dataclass
class _Block:
    start: _Line
    number: int | None
    label: str
    section: _Section | None
    position: int
    """1-based position among all question blocks (the id of an unnumbered question)."""
    lines: list[_Line] = field(default_factory=list)


@dataclass
class _Draft:
    """A block read into card fields, before ids are assigned and the answer key applied."""

    block: _Block
    question: str
    choices: dict[str, str]
    answer: str
    """The letter (choice) or the Markdown answer (open); '' when the document gives none."""
    answer_line: int
    explanation: str


@dataclass(frozen=True)
class _KeyEntry:
    number: int
    letter: str
    line: int


class _Mode(Enum):
    BETWEEN = "between"
    CARD = "card"
    END_MATTER = "end matter"


# -- small text helpers ----------------------------------------------------------------------


_WRAPPED_RE = re.compile(r"(\*\*|__|\*|_)(?=\S)(.*?\S)\1", re.DOTALL)


def _unwrap(text: str) -> str:
    """Remove emphasis around the whole text (`**What is X?**` -> `What is X?`)."""
    text = text.strip()
    while True:
        if not text or text[0] not in "*_" or text[-1] not in "*_":  # cheap test: is it wrapped?
            return text
        m = _WRAPPED_RE.fullmatch(text)
        if not m or (m.group(1) in "*_" and m.group(1) in m.group(2)):
            return text
        text = m.group(2).strip()


def _tidy_label(text: str) -> str:
    """Strip a label's text and the emphasis left unbalanced by cutting off its marker."""
    text = text.strip()
    for mark in ("**", "__"):
        if text.count(mark) % 2:
            if text.endswith(mark):
                text = text[: -len(mark)].rstrip()
            elif text.startswith(mark):
                text = text[len(mark) :].lstrip()
    return _unwrap(text)


def _heading(line: _Line) -> tuple[int, str] | None:
    if line.code or "#" not in line.text[:4]:  # a heading's `#` is within its first 4 chars
        return None
    m = _HEADING_RE.match(line.text)
    if not m:
        return None
    text = (m.group("text") or "").strip()
    closed = text.rstrip("#")
    if closed != text and (not closed or closed[-1] in " \t"):
        text = closed.rstrip()  # `## Title ##`
    return len(m.group("hashes")), _tidy_label(text)


def _indent(text: str) -> int:
    if text[:1] not in (" ", "\t"):  # most lines: no copy of the text to find that out
        return 0
    return len(text) - len(text.lstrip(" \t"))


def _expand_leading_tabs(text: str) -> str:
    """Tabs in the indent become spaces (4 columns); tabs inside the text are kept."""
    if "\t" not in text:
        return text
    lead = _indent(text)
    return text[:lead].expandtabs(4) + text[lead:]


def _is_blank(line: _Line) -> bool:
    return not line.code and not line.text.strip()


def _next_content(lines: Sequence[_Line], index: int) -> int | None:
    """The index of the first non-blank line after `index` (no copy: documents can be long)."""
    for k in range(index + 1, len(lines)):
        if not _is_blank(lines[k]):
            return k
    return None


def _trim(lines: Sequence[str]) -> list[str]:
    """Drop blank lines at both ends."""
    start, end = 0, len(lines)
    while start < end and not lines[start].strip():
        start += 1
    while end > start and not lines[end - 1].strip():
        end -= 1
    return list(lines[start:end])


def _dedent(lines: Sequence[str]) -> list[str]:
    if not lines:
        return []
    text = "\n".join(lines)
    if text[:1] in (" ", "\t") or "\n " in text or "\n\t" in text:  # else nothing to remove
        text = textwrap.dedent(text)
    return text.split("\n")


def _end_matter_kind(text: str) -> str | None:
    """'key' for an answer key, 'other' for other end matter, None for anything else."""
    m = _END_MATTER_RE.match(_unwrap(text).rstrip(":").strip())
    if not m:
        return None
    return "key" if m.group("key") else "other"


def _key_pairs(text: str) -> list[tuple[int, str]]:
    flat = text.replace("|", " ")
    return [(int(m.group("num")), m.group("letter").upper()) for m in _KEY_PAIR_RE.finditer(flat)]


def _is_key_line(text: str) -> bool:
    """A line that is nothing but answer-key pairs (`Q1: C`), so not a question."""
    flat = text.replace("|", " ")
    rest = _KEY_PAIR_RE.sub("", flat)
    return bool(_KEY_PAIR_RE.search(flat)) and not re.search(r"[A-Za-z0-9]", rest.replace("*", ""))


class _Option(NamedTuple):
    """An option line (`B) text`), read once per line of a block."""

    position: int
    """0 for A, 1 for B ..."""
    style: tuple[str, bool]
    """How it is written: `(`, `)`, `.` or `:` after the letter, and whether upper-case."""
    text: str
    indent: int
    """Blanks before the option's list marker or letter."""


def _option(line: _Line) -> _Option | None:
    """The option a line holds, if any (never in code)."""
    if line.code or not line.text:
        return None
    m = _OPTION_RE.match(line.text)
    if m is None:
        return None
    paren = m.group("pl")
    letter = paren or m.group("l")
    return _Option(
        _LETTERS.index(letter.upper()),
        ("(" if paren else m.group("d"), letter.isupper()),
        m.group("text"),
        len(m.group("indent")),
    )


@functools.cache
def _inline_marker(index: int, style: tuple[str, bool]) -> tuple[str, re.Pattern[str]]:
    """The option marker `B)` (in the given style) inside a line: the literal text the marker
    always holds, a cheap test that rules most lines out, and its pattern."""
    letter = _LETTERS[index] if style[1] else _LETTERS[index].lower()
    kind = style[0]
    literal = f"({letter})" if kind == "(" else letter + kind
    pattern = re.compile(rf"(?<=\s)(?:\*\*|__)?{re.escape(literal)}(?:\*\*|__)?[ \t]+(?=\S)")
    return literal, pattern


def _split_inline(text: str, next_index: int, style: tuple[str, bool]) -> list[str]:
    """`Broadcast B) All-reduce C) All-gather` -> the texts of A, B, C (from the given letter on)."""
    parts: list[str] = []
    rest = text
    index = next_index
    while index < len(_LETTERS):
        literal, marker = _inline_marker(index, style)
        m = marker.search(rest) if literal in rest else None
        if not m:
            break
        parts.append(rest[: m.start()].strip())
        rest = rest[m.end() :]
        index += 1
    if not parts:  # no marker: the text is one option (the usual case)
        return [text.strip()]
    parts.append(rest.strip())
    if any(not _tidy_label(part) for part in parts):
        return [text.strip()]
    return parts


_INLINE_FIRST_OPTIONS = [
    (literal, re.compile(rf"(?:^|(?<=\s)){re.escape(literal)}[ \t]+"), style)
    for literal, style in (
        ("(A)", ("(", True)),
        ("A)", (")", True)),
        ("a)", (")", False)),
        ("A.", (".", True)),
        ("A:", (":", True)),
    )
]
"""How option A may start inside a question line, in order of preference: the literal the
marker holds (a cheap test first), its pattern and its style."""


def _inline_options(text: str) -> tuple[str, list[str]] | None:
    """Options written inside a question line: `What ...? A) x B) y C) z` -> (question, texts)."""
    for literal, style_re, style in _INLINE_FIRST_OPTIONS:
        m = style_re.search(text) if literal in text else None
        if not m:
            continue
        texts = _split_inline(text[m.end() :], 1, style)
        needed = 2 if style[0] in "()" else 3
        if len(texts) >= needed:
            return text[: m.start()].strip(), [_tidy_label(t) for t in texts]
    return None


_START_FIRST_CHARS = frozenset(" \tqQ*_")
"""A line holding a question start begins with a blank, emphasis or `q` (`**Q3.**`, `Q:`)."""


def _plain_line_start(line: _Line) -> _Start | None:
    """`_Reader._line_start` for a line already known not to be a heading."""
    text = line.text
    if line.code or text[:1] not in _START_FIRST_CHARS or _indent(text) > 3:
        return None
    return _label_start(text, in_heading=False)


def _label_start(text: str, *, in_heading: bool) -> _Start | None:
    """The question start a line's (or a heading's) text holds, if any.

    `**3. What ...**` is one on a line only: in a heading, a numbered text is a question only
    at the level most questions use (see `_Reader._starts`).
    """
    if text.lstrip(" \t*_")[:1] in ("q", "Q"):  # both labels start with blanks, emphasis, q
        m = _NUMBERED_LABEL_RE.match(text)
        if m:
            return _Start(int(m.group("num")), _tidy_label(m.group("text") or ""))
        m = _UNNUMBERED_LABEL_RE.match(text)
        if m:
            return _Start(None, _tidy_label(m.group("text")))
    if not in_heading and _BOLD_START_RE.match(text):
        m = _NUMBERED_TEXT_RE.match(text)
        if m:
            return _Start(int(m.group("num")), _tidy_label(m.group("text")))
    return None


def _plain_to_markdown(lines: Sequence[str]) -> list[str]:
    """Lay out a plain-text answer as Markdown: one paragraph per line, as the author wrote it.

    A blank line goes between two lines when the first ends a sentence (or a `Label:`), and
    where a list or a table starts or ends. A line that does not end a sentence is taken as
    hard-wrapped and left to join the next one; indented lines continue what they follow.
    """
    out: list[str] = []
    kind: str | None = None
    last = ""
    for raw in lines:
        line = _PLAIN_BULLET_RE.sub(r"\g<indent>- ", raw)
        if not line.strip():
            out.append("")
            kind = None
            continue
        if _LIST_ITEM_RE.match(line) and _indent(line) <= 1:
            new = "list"
        elif line.lstrip().startswith("|"):
            new = "table"
        elif _indent(line) >= 2 and kind is not None:
            new = "cont"
        else:
            new = "prose"
        if kind is not None and new != "cont":
            same_block = new == kind and new in ("list", "table")
            wrapped = new == kind == "prose" and not _SENTENCE_END_RE.search(last)
            if not same_block and not wrapped:
                out.append("")
        out.append(line)
        if new != "cont":
            kind = new
        last = line
    return out


def _join(lines: Sequence[str]) -> str:
    return "\n".join(_trim([line.rstrip() for line in lines]))


# -- the reader ------------------------------------------------------------------------------


def read(text: str, source: str = "<document>") -> ParsedDocument:
    """Read a quiz or interview Q&A document into cards.

    Args:
        text: the document (a BOM, CRLF line ends and tabs are fine).
        source: the document's name, used in warnings and errors.

    Returns:
        The title, the cards in document order and the warnings (`source:line: message`):
        answer-key mismatches, questions skipped for want of an answer, repeated numbers.

    Raises:
        DocumentError: an empty or binary text, or one in which no question was found.
    """
    return _Reader(text, source).read()


class _Reader:
    """One document being read; collects warnings as it goes."""

    def __init__(self, text: str, source: str) -> None:
        self.source = source
        self.text = text
        self.warnings: list[str] = []
        self.is_markdown = False

    def warn(self, line: int | None, message: str) -> None:
        where = f"{self.source}:{line}" if line else self.source
        self.warnings.append(f"{where}: {message}")

    def fail(self, line: int | None, message: str) -> DocumentError:
        return DocumentError(self.source, line, message)

    # -- the steps --------------------------------------------------------------------------

    def read(self) -> ParsedDocument:
        lines = self._lines()
        if not any(line.text.strip() for line in lines):
            raise self.fail(None, "empty document: nothing to import")
        self.is_markdown = bool(_MARKDOWN_HINT_RE.search(self.text))
        start, title = self._title(lines)
        end = self._trim_footer(lines, start)
        body = lines[start:end]
        headings = {
            i: h
            for i, line in enumerate(body)
            if "#" in line.text[:4] and (h := _heading(line)) is not None  # cheap test first
        }
        q_level, starts = self._starts(body, headings)
        blocks, key = self._segment(body, headings, q_level, starts)
        if not blocks:
            raise self.fail(
                None,
                "no questions found (expected e.g. '### Question 1', '### 1. What ...?', "
                "'Question 1', 'Q1: ...', 'Q: ... / A: ...' or '**1. ...?**')",
            )
        drafts = [draft for block in blocks if (draft := self._read_block(block)) is not None]
        self._apply_key(drafts, key)
        cards = self._cards(drafts)
        if not cards:
            first = self.warnings[0] if self.warnings else "no question had an answer"
            raise self.fail(None, f"{len(blocks)} questions found but none usable ({first})")
        return ParsedDocument(title=title, cards=tuple(cards), warnings=tuple(self.warnings))

    def _lines(self) -> list[_Line]:
        """Normalise the text into lines and mark fenced code, which is never classified."""
        text = self.text
        if len(text) > MAX_DOCUMENT_CHARS:
            raise self.fail(None, f"document is larger than {MAX_DOCUMENT_CHARS:,} characters")
        if "\x00" in text:
            raise self.fail(
                text[: text.index("\x00")].count("\n") + 1,
                "binary data (a NUL byte), not a text document",
            )
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise self.fail(text[: exc.start].count("\n") + 1, "not valid Unicode text") from None
        text = text.removeprefix("\ufeff")
        raws = text.splitlines()
        controls = CONTROL_RE.search(text) is not None
        if controls:
            raws = [CONTROL_RE.sub("", raw) for raw in raws]
        if "\t" in text:
            raws = [_expand_leading_tabs(raw) for raw in raws]
        lines = [_Line(no, raw.rstrip()) for no, raw in enumerate(raws, start=1)]
        if not controls and "```" not in text and "~~~" not in text:
            return lines  # no line can be a fence (removing controls could join one)
        return self._mark_code(lines)

    def _mark_code(self, lines: list[_Line]) -> list[_Line]:
        out: list[_Line] = []
        unclosed: dict[str, int] = {}  # fence char -> shortest fence found never closed
        i = 0
        while i < len(lines):
            m = _FENCE_RE.match(lines[i].text)
            if not m:
                out.append(lines[i])
                i += 1
                continue
            fence = m.group("fence")
            hopeless = len(fence) >= unclosed.get(fence[0], len(fence) + 1)
            close = (
                None
                if hopeless
                else next(
                    (
                        j
                        for j in range(i + 1, len(lines))
                        if (c := _FENCE_RE.match(lines[j].text))
                        and c.group("fence")[0] == fence[0]
                        and len(c.group("fence")) >= len(fence)
                        and not lines[j].text.strip()[len(c.group("fence")) :].strip()
                    ),
                    None,
                )
            )
            if close is None:
                unclosed[fence[0]] = min(len(fence), unclosed.get(fence[0], len(fence)))
                self.warn(lines[i].no, "code fence is never closed; read as text")
                out.append(lines[i])
                i += 1
                continue
            out.extend(_Line(line.no, line.text, code=True) for line in lines[i : close + 1])
            i = close + 1
        return out

    def _title(self, lines: list[_Line]) -> tuple[int, str | None]:
        """The document's own title and the index of the first line after it.

        The title is a front-matter `title:`, else the first heading or first non-empty line,
        unless that line already starts a question (then the document has no title).
        """
        start = 0
        fm_title: str | None = None
        if lines and lines[0].text.strip() == "---":
            for j in range(1, min(len(lines), 60)):
                if lines[j].text.strip() in ("---", "..."):
                    block = [line.text for line in lines[1:j]]
                    if block and all(
                        re.match(r"^(?:[A-Za-z_][\w-]*[ \t]*:.*|[ \t]+.*|[ \t]*#.*|)$", t)
                        for t in block
                    ):
                        for t in block:
                            m = re.match(r"^title[ \t]*:[ \t]*(?P<v>.+)$", t, re.I)
                            if m:
                                fm_title = m.group("v").strip().strip("'\"").strip() or None
                        start = j + 1
                    break
        first = next((k for k in range(start, len(lines)) if lines[k].text.strip()), None)
        if first is None:
            return start, fm_title
        line = lines[first]
        heading = _heading(line)
        if heading is not None:
            if self._line_start(line, heading_ok=True) is not None:
                return first, fm_title
            if fm_title is not None and heading[0] != 1:
                return first, fm_title
            return first + 1, fm_title or heading[1] or None
        if line.code or fm_title is not None:
            return first, fm_title
        if (
            self._line_start(line, heading_ok=False) is not None
            or _LIST_QUESTION_RE.match(line.text)
            or _OPTION_RE.match(line.text)
            or _ANSWER_RE.match(line.text)
        ):
            return first, None
        after = first + 1
        if after < len(lines) and re.fullmatch(r" {0,3}(?:=+|-+)", lines[after].text):
            after += 1  # a setext underline
        return after, _unwrap(line.text) or None

    def _trim_footer(self, lines: list[_Line], start: int) -> int:
        """Cut page furniture off the end (version, date, copyright, a brand line).

        A short Title-Case line after a finished sentence or a list item (`Lilly Tech Systems`)
        is cut too, with a warning: it cannot be told from an answer's last words for certain.
        """
        end = len(lines)
        brand_checked = False
        while end > start:
            line = lines[end - 1]
            text = line.text.strip()
            if line.code:
                break
            if (
                not text
                or _SEPARATOR_RE.match(line.text)
                or _FOOTER_RE.match(_unwrap(text).replace("**", ""))
            ):
                end -= 1
                continue
            if not brand_checked:
                brand_checked = True
                prev = next(
                    (
                        lines[k].text.strip()
                        for k in range(end - 2, start - 1, -1)
                        if lines[k].text.strip()
                    ),
                    "",
                )
                words = text.split()
                if (
                    1 <= len(words) <= 5
                    and len(text) <= 40
                    and all(_BRAND_WORD_RE.match(w) for w in words)
                    and any(c.islower() for c in text)
                    and (_SENTENCE_END_RE.search(prev) or _LIST_ITEM_RE.match(prev))
                    and not prev.startswith("|")
                ):
                    self.warn(
                        line.no,
                        f"ignored the last line '{text}': it looks like a page footer, not part of an answer",
                    )
                    end -= 1
                    continue
            break
        return end

    def _line_start(self, line: _Line, *, heading_ok: bool) -> _Start | None:
        """A strong question start written on a line or in a heading: `Q3:`, `Question 3`, `Q:`."""
        if line.code:
            return None
        heading = _heading(line)
        if heading is not None:
            return _label_start(heading[1], in_heading=True) if heading_ok else None
        return _plain_line_start(line)

    def _has_answer(self, lines: Iterable[_Line]) -> bool:
        for line in lines:
            if line.code:
                continue
            if _ANSWER_RE.match(line.text) or _SUMMARY_RE.match(line.text):
                return True
            option = _option(line)
            if option is not None and option.position == 0:
                return True
        return False

    def _starts(
        self, lines: list[_Line], headings: dict[int, tuple[int, str]]
    ) -> tuple[int | None, dict[int, _Start]]:
        """Find every question start; returns the heading level of questions and the starts.

        Headings are questions when they say so (`Question 3`, `Q3:`), or when they hold a
        numbered text, a question or are followed by an answer, at the level most such
        headings share. A heading holding labelled questions (`**Q1.**`) is a section.

        Args:
            lines: the document's body.
            headings: the index of every heading among `lines` -> its level and text.
        """
        # Each line is read once: a heading's span is checked by looking these up.
        line_starts = {
            i: start
            for i, line in enumerate(lines)
            if line.text[:1] in _START_FIRST_CHARS  # cheap test first: most lines are prose
            and i not in headings
            and (start := _plain_line_start(line)) is not None
        }
        start_rows = list(line_starts)  # ascending
        heading_rows = list(headings)  # ascending
        candidates: dict[int, tuple[int, _Start, bool]] = {}
        for k, i in enumerate(heading_rows):
            level, text = headings[i]
            nxt = heading_rows[k + 1] if k + 1 < len(heading_rows) else len(lines)
            label = _label_start(text, in_heading=True)
            if label is not None:
                candidates[i] = (level, label, True)
                continue
            if not text or _ANSWER_WORD_RE.match(text) or _end_matter_kind(text):
                continue
            first_start = bisect_right(start_rows, i)
            if first_start < len(start_rows) and start_rows[first_start] < nxt:
                continue  # a heading over labelled questions is a section
            span = lines[i + 1 : nxt]
            m = _NUMBERED_TEXT_RE.match(text)
            if m:
                candidates[i] = (
                    level,
                    _Start(int(m.group("num")), _tidy_label(m.group("text"))),
                    False,
                )
            elif text.endswith("?") or self._has_answer(span):
                candidates[i] = (level, _Start(None, text), False)
        levels = Counter(level for level, _, _ in candidates.values())
        q_level = max(levels, key=lambda lv: (levels[lv], lv)) if levels else None
        starts = {
            i: s for i, (level, s, always) in candidates.items() if always or level == q_level
        }
        starts.update(line_starts)
        if not starts:
            starts = self._weak_starts(lines, headings)
        return q_level, starts

    def _weak_starts(
        self, lines: list[_Line], headings: dict[int, tuple[int, str]]
    ) -> dict[int, _Start]:
        """For documents with no labelled question: numbered items and bold lines that ask."""
        starts: dict[int, _Start] = {}
        for i, line in enumerate(lines):
            if line.code or i in headings:
                continue
            m = _BOLD_QUESTION_RE.match(line.text)
            if m:
                starts[i] = _Start(None, _tidy_label(m.group("text")), weak=True)
                continue
            m = _LIST_QUESTION_RE.match(line.text)
            if not m:
                continue
            text = _tidy_label(m.group("text"))
            nxt = _next_content(lines, i)
            if text.endswith("?") or (nxt is not None and self._has_answer([lines[nxt]])):
                starts[i] = _Start(int(m.group("num")), text, weak=True)
        return starts

    def _segment(
        self,
        lines: list[_Line],
        headings: dict[int, tuple[int, str]],
        q_level: int | None,
        starts: dict[int, _Start],
    ) -> tuple[list[_Block], list[_KeyEntry]]:
        """Group lines into one block per question; read the answer key; drop everything else."""
        blocks: list[_Block] = []
        key: list[_KeyEntry] = []
        mode = _Mode.BETWEEN
        block: _Block | None = None
        section: _Section | None = None
        sections = 0
        end_level = 7
        in_key = False
        for i, line in enumerate(lines):
            text = line.text
            if line.code or not text.strip():
                if mode is _Mode.CARD and block is not None:
                    block.lines.append(line)
                continue
            start = starts.get(i)
            if (
                start is not None
                and mode is _Mode.END_MATTER
                and (start.weak or (in_key and _is_key_line(text)))
            ):
                start = None  # `1. Smith et al., Why ...?` in references, `Q1: C` in a key
            if start is not None:
                block = _Block(line, start.number, start.label, section, len(blocks) + 1)
                blocks.append(block)
                mode = _Mode.CARD
                continue
            heading = headings.get(i)
            if heading is not None:
                level, htext = heading
                if (
                    mode is _Mode.CARD
                    and block is not None
                    and (_ANSWER_WORD_RE.match(htext) or (q_level is not None and level > q_level))
                ):
                    block.lines.append(line)  # `#### Answer`, or a sub-heading of the answer
                    continue
                if mode is _Mode.END_MATTER and level > end_level:
                    continue
                kind = _end_matter_kind(htext)
                if kind is not None:
                    mode, block, end_level, in_key = _Mode.END_MATTER, None, level, kind == "key"
                    continue
                if mode is not _Mode.END_MATTER and q_level is not None and level > q_level:
                    continue  # a stray sub-heading between questions
                sections += 1
                section = _make_section(htext, sections)
                mode, block = _Mode.BETWEEN, None
                continue
            indent = _indent(text)
            plain = _unwrap(text.strip())
            m = _PLAIN_END_MATTER_RE.match(plain) if indent <= 3 else None
            if m and (m.group("rest") is None or _key_pairs(m.group("rest"))):
                mode, block, end_level, in_key = _Mode.END_MATTER, None, 7, bool(m.group("key"))
                if in_key and m.group("rest"):
                    key.extend(
                        _KeyEntry(n, letter, line.no) for n, letter in _key_pairs(m.group("rest"))
                    )
                continue
            m = _PLAIN_SECTION_RE.match(plain) if indent == 0 else None
            if m and not plain.endswith("."):
                sections += 1
                section = _make_section(plain, sections)
                mode, block = _Mode.BETWEEN, None
                continue
            if text[-1] in "-*_=" and _SEPARATOR_RE.match(text):  # text ends in a non-blank
                if mode is _Mode.CARD:
                    mode, block = _Mode.BETWEEN, None
                elif mode is _Mode.END_MATTER:
                    in_key = False
                continue
            if mode is _Mode.CARD and block is not None:
                block.lines.append(line)
            elif mode is _Mode.END_MATTER and in_key:
                key.extend(_KeyEntry(n, letter, line.no) for n, letter in _key_pairs(text))
        return blocks, key

    # -- reading one block ------------------------------------------------------------------

    def _normalise_block(self, lines: list[_Line]) -> list[_Line]:
        """`<details><summary>Answer</summary>` -> `Answer:`; `<details>` tags dropped."""
        out: list[_Line] = []
        for line in lines:
            if line.code or "<" not in line.text:  # every tag handled here holds a `<`
                out.append(line)
                continue
            if _DETAILS_TAG_RE.match(line.text):
                continue
            m = _SUMMARY_RE.match(line.text)
            if m:
                summary = re.sub(r"<[^>]*>", "", m.group("summary")).strip()
                rest = _DETAILS_CLOSE_RE.sub("", m.group("rest")).strip()
                if re.search(r"explanation|rationale|why", summary, re.I):
                    out.append(_Line(line.no, f"Explanation: {rest}"))
                elif re.search(r"\bhint\b", summary, re.I):
                    if rest:
                        out.append(_Line(line.no, rest))
                else:
                    out.append(_Line(line.no, f"Answer: {rest}"))
                continue
            out.append(_Line(line.no, _DETAILS_CLOSE_RE.sub("", line.text).rstrip()))
        return out

    def _find_marker(
        self, lines: list[_Line], options: list[_Option | None]
    ) -> tuple[int, str] | None:
        """The first answer marker of a block and the text after it on its line.

        `options` holds the option each line is (see `_option`), here and below.
        """
        for i, line in enumerate(lines):
            if line.code:
                continue
            heading = _heading(line)
            if heading is not None and _ANSWER_WORD_RE.match(heading[1]):
                return i, ""
            m = _ANSWER_RE.match(line.text)
            if m:
                return i, m.group("rest")
            opt = options[i]
            if opt is not None and opt.position == 0 and opt.style[0] in ":." and opt.indent <= 3:
                # `A: text` answers a `Q:` unless a `B:` option follows (then it is option A)
                if len(_split_inline(opt.text, 1, opt.style)) > 1:
                    continue
                nxt = _next_content(lines, i)
                nopt = options[nxt] if nxt is not None else None
                if nopt is not None and nopt.position == 1 and nopt.style == opt.style:
                    continue
                return i, opt.text
        return None

    def _find_options(
        self, lines: list[_Line], options: list[_Option | None], end: int
    ) -> int | None:
        """Where a run of options (A, then B written the same way) starts, before `end`."""
        for i in range(end):
            opt = options[i]
            if opt is None or opt.position != 0:
                continue
            if len(_split_inline(opt.text, 1, opt.style)) > 1:
                return i
            # B must follow A, past blank lines and A's own continuation lines only
            for j in range(i + 1, end):
                nxt = lines[j]
                if nxt.code:
                    break
                if not nxt.text.strip():
                    continue
                nopt = options[j]
                if nopt is not None and nopt.position == 1 and nopt.style == opt.style:
                    return i
                if nopt is not None or _indent(nxt.text) <= opt.indent:
                    break
        return None

    def _parse_options(
        self, lines: list[_Line], options: list[_Option | None], start: int, end: int
    ) -> tuple[list[str], int]:
        """Read the options from `start`; returns their texts (A, B, ...) and the next index."""
        texts: list[str] = []
        style: tuple[str, bool] | None = None
        base_indent = 0
        i = start
        after = start
        previous_blank = False
        while i < end:
            line = lines[i]
            if line.code:
                break
            if not line.text.strip():
                previous_blank = True
                i += 1
                continue
            opt = options[i]
            if (
                opt is not None
                and (style is None or opt.style == style)
                and opt.position == len(texts)
            ):
                style = opt.style
                base_indent = opt.indent
                texts.extend(_split_inline(opt.text, len(texts) + 1, style))
            elif texts and not previous_blank and _indent(line.text) > base_indent:
                texts[-1] = f"{texts[-1]} {line.text.strip()}"
            else:
                break
            previous_blank = False
            i += 1
            after = i
        return [_tidy_label(t) for t in texts], after

    def _read_block(self, block: _Block) -> _Draft | None:
        lines = self._normalise_block(block.lines)
        line_options = [_option(line) for line in lines]  # each line is read as an option once
        marker = self._find_marker(lines, line_options)
        stop = marker[0] if marker is not None else len(lines)
        opt_start = self._find_options(lines, line_options, stop)
        options: list[str] = []
        question_lines: list[str] = [block.label] if block.label else []
        extra: list[str] = []  # after the question: before the marker, or the answer if none
        if opt_start is not None:
            options, after_opts = self._parse_options(lines, line_options, opt_start, stop)
            question_lines += [line.text for line in lines[:opt_start]]
            extra = [line.text for line in lines[after_opts:stop]]
        elif marker is not None:
            question_lines += [line.text for line in lines[:stop]]
        else:
            body = _trim([line.text for line in lines])
            if not block.label:
                # `### Question 3` alone: the question is the first paragraph after it
                blank = next((k for k, t in enumerate(body) if not t.strip()), len(body))
                question_lines, body = body[:blank], body[blank:]
            extra = body
        question_lines = _dedent(_trim(question_lines))
        if opt_start is None:
            # options inside the question's last line: `What ...? A) x B) y C) z`
            last = next(
                (k for k in range(len(question_lines) - 1, -1, -1) if question_lines[k].strip()),
                None,
            )
            found = _inline_options(question_lines[last]) if last is not None else None
            if last is not None and found is not None:
                question_lines[last] = found[0]
                options = found[1]
        if options:
            return self._read_choice(block, lines, marker, question_lines, options, extra)
        return self._read_open(block, lines, marker, question_lines, extra)

    def _read_choice(
        self,
        block: _Block,
        lines: list[_Line],
        marker: tuple[int, str] | None,
        question_lines: list[str],
        options: list[str],
        extra: list[str],
    ) -> _Draft | None:
        choices = {_LETTERS[k]: text for k, text in enumerate(options)}
        # Lines between the options and the answer marker: an explanation if marked so, else
        # more question. Without a marker (the answer is in an answer key) they explain.
        extra = _trim(extra)
        explained = bool(extra) and (marker is None or _EXPLANATION_RE.match(extra[0]) is not None)
        question = _join(question_lines + (["", *extra] if extra and not explained else []))
        explanation_lines = extra if explained else []
        letter = ""
        answer_line = block.start.no
        if marker is not None:
            index, rest = marker
            answer_line = lines[index].no
            after = lines[index + 1 :]
            letter, tail = _letter(rest, choices)
            if not letter and not rest.strip():
                # the letter on the next line: `**Answer:**` / `<summary>` then `C` or `Answer: C`
                j = next((k for k, ln in enumerate(after) if not _is_blank(ln)), None)
                if j is not None and not after[j].code:
                    candidate = after[j].text
                    nested = _ANSWER_RE.match(candidate)
                    letter, tail = _letter(nested.group("rest") if nested else candidate, choices)
                    if letter:
                        answer_line = after[j].no
                        after = after[j + 1 :]
            explanation_lines = [*explanation_lines, tail, *_dedent([ln.text for ln in after])]
        explanation_lines = _trim(explanation_lines)
        for k, text in enumerate(explanation_lines):
            m = _EXPLANATION_RE.match(text)
            if m:
                explanation_lines[k] = m.group("rest")
                break
        explanation = self._layout(explanation_lines)
        if not question:
            self.warn(block.start.no, f"{_name(block)} has no question text; skipped")
            return None
        return _Draft(block, question, choices, letter, answer_line, explanation)

    def _read_open(
        self,
        block: _Block,
        lines: list[_Line],
        marker: tuple[int, str] | None,
        question_lines: list[str],
        unmarked: list[str],
    ) -> _Draft | None:
        """An open card: everything after the answer marker (or after the question) is the answer."""
        answer_line = block.start.no
        if marker is not None:
            index, rest = marker
            answer_line = lines[index].no
            after = [ln.text for ln in lines[index + 1 :]]
            if not rest.strip():
                # `<summary>Answer</summary>` then `**Answer:** text`: one marker, not two
                j = next((k for k, t in enumerate(after) if t.strip()), None)
                nested = _ANSWER_RE.match(after[j]) if j is not None else None
                if j is not None and nested is not None and not lines[index + 1 + j].code:
                    rest, after = nested.group("rest"), after[j + 1 :]
            answer_lines = ([rest.strip()] if rest.strip() else []) + _dedent(after)
        else:
            answer_lines = _dedent(unmarked)
        question = _join(question_lines)
        if not question:
            self.warn(block.start.no, f"{_name(block)} has no question text; skipped")
            return None
        return _Draft(block, question, {}, self._layout(answer_lines), answer_line, "")

    def _layout(self, lines: list[str]) -> str:
        lines = _trim(lines)
        if not self.is_markdown:
            lines = _plain_to_markdown(lines)
        return _join(lines)

    # -- after reading ----------------------------------------------------------------------

    def _apply_key(self, drafts: list[_Draft], key: list[_KeyEntry]) -> None:
        """Cross-check per-question answers with an answer key; fill answers it alone gives."""
        if not key:
            return
        numbers = Counter(d.block.number for d in drafts if d.block.number is not None)
        if any(count > 1 for count in numbers.values()):
            self.warn(key[0].line, "answer key not used: question numbers repeat in the document")
            return
        by_number = {d.block.number: d for d in drafts if d.block.number is not None}
        seen: dict[int, _KeyEntry] = {}
        for entry in key:
            if entry.number in seen:
                if seen[entry.number].letter != entry.letter:
                    self.warn(
                        entry.line,
                        f"answer key gives question {entry.number} twice "
                        f"({seen[entry.number].letter} at line {seen[entry.number].line}, then {entry.letter}); "
                        "the first is used",
                    )
                continue
            seen[entry.number] = entry
            draft = by_number.get(entry.number)
            if draft is None:
                self.warn(
                    entry.line,
                    f"answer key lists question {entry.number}, which is not in the document",
                )
                continue
            if not draft.choices:
                continue
            if not draft.answer:
                draft.answer = entry.letter
                draft.answer_line = entry.line
            elif draft.answer != entry.letter:
                self.warn(
                    entry.line,
                    f"answer key says {entry.number}. {entry.letter} but question {entry.number} "
                    f"(line {draft.block.start.no}) gives {draft.answer}; keeping {draft.answer}",
                )

    def _cards(self, drafts: list[_Draft]) -> list[Card]:
        ids = self._ids([d.block for d in drafts])
        cards: list[Card] = []
        for draft, card_id in zip(drafts, ids, strict=True):
            block = draft.block
            if draft.choices:
                letters = ", ".join(draft.choices)
                if not draft.answer:
                    self.warn(
                        block.start.no, f"{_name(block)} has options but no answer letter; skipped"
                    )
                    continue
                if draft.answer not in draft.choices:
                    self.warn(
                        draft.answer_line,
                        f"{_name(block)}: answer '{draft.answer}' is not one of its options ({letters}); skipped",
                    )
                    continue
            elif not draft.answer:
                self.warn(block.start.no, f"{_name(block)} has no answer; skipped")
                continue
            elif re.fullmatch(r"\(?[A-H]\)?[.)]?", draft.answer):
                self.warn(
                    draft.answer_line,
                    f"{_name(block)}: answer '{draft.answer}' looks like an option letter but no options "
                    "were found; skipped",
                )
                continue
            tags = (block.section.tag,) if block.section is not None and block.section.tag else ()
            cards.append(
                Card(
                    id=card_id,
                    question=draft.question,
                    answer=draft.answer,
                    explanation=draft.explanation,
                    choices=dict(draft.choices),
                    tags=tags,
                )
            )
        return cards

    def _ids(self, blocks: list[_Block]) -> list[str]:
        """Card ids from printed numbers (see the module docstring for restarts and clashes)."""
        numbers = Counter(b.number for b in blocks if b.number is not None)
        restarts = any(count > 1 for count in numbers.values())
        ids: list[str] = []
        used: set[str] = set()
        for block in blocks:
            if block.number is None:
                base = f"q{block.position:02d}"
            else:
                base = f"q{block.number:02d}"
                if restarts and block.section is not None:
                    sec = (
                        block.section.number
                        if block.section.number is not None
                        else block.section.ordinal
                    )
                    base = f"s{sec}-{base}"
            card_id = base
            k = 2
            while card_id in used:
                card_id = f"{base}-{k}"
                k += 1
            if card_id != base:
                self.warn(
                    block.start.no,
                    f"{_name(block)} repeats an id already used ({base}); this one is {card_id}",
                )
            used.add(card_id)
            ids.append(card_id)
        return ids


def _name(block: _Block) -> str:
    return f"question {block.number}" if block.number is not None else f"question #{block.position}"


def _make_section(text: str, ordinal: int) -> _Section:
    """A section heading -> its tag (`Section 1: Fundamentals (Questions 1-7)` -> fundamentals)."""
    name = _unwrap(text)
    number: int | None = None
    m = _SECTION_PREFIX_RE.match(name) or _SECTION_NUMBER_RE.match(name)
    if m:
        number = int(m.group("num")) if m.group("num").isdigit() else None
        name = m.group("name")
    name = _QUESTION_RANGE_RE.sub("", name).rstrip()
    tag = slugify(name) or slugify(text)
    return _Section(tag, number, ordinal)


def _letter(text: str, choices: dict[str, str]) -> tuple[str, str]:
    """The answer letter in `C`, `(C)`, `**C**`, `C) text`, `Option C`, or an option's own text.

    Returns the upper-case letter ('' when none) and the text after it (an explanation, with
    any repeat of the option's text removed).
    """
    text = text.strip()
    if not text:
        return "", ""
    m = _LETTER_RE.match(text)
    if m:
        letter = (m.group("p") or m.group("u") or m.group("l")).upper()
        tail = m.group("tail").lstrip(" \t.):;,-–—*_").strip()
        option = choices.get(letter, "")
        if option and tail.casefold().startswith(option.casefold()):
            tail = tail[len(option) :].lstrip(" \t.):;,-–—*_").strip()
        m2 = _EXPLANATION_RE.match(tail)
        return letter, m2.group("rest") if m2 else tail
    wanted = _unwrap(text).rstrip(".").strip().casefold()
    for letter, option in choices.items():
        if option.rstrip(".").strip().casefold() == wanted:
            return letter, ""
    return "", ""
