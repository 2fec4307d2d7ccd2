"""Which layout reads a document best: each reader tries, the one that makes most cards wins.

Readers, cheapest first:

- `labelled lines` (srs.importers.lines): questions labelled `Question 3`, `Q3:`, `Q:`, and
  plain text. When every question it finds is labelled, nothing is skipped and no other
  structure in the text asks a question, its result stands (a long generated quiz is read
  once, in linear time);
- `markdown` (srs.importers.markdown): questions found from the block structure (a reST
  document's section titles are made headings first, srs.importers.rst);
- `asciidoc` (srs.importers.asciidoc): `Question?::` entries, when the text has them;
- `plain quiz` (srs.importers.plain): options marked `+` (right) and `-` (wrong);
- `question records` (srs.importers.records): a JSON or YAML list of question records, or
  one in a page's front matter;
- `card notes` (srs.importers.cardnotes): cards marked in notes, `Question::Answer`, a `?`
  line between question and answer, a definition list.

The Markdown reader reads the same labels as the line reader and more structure, so its
result replaces the line reader's whenever it makes cards. Then the best result has the most
cards, then the fewest skipped items; on a tie a specific layout's reader wins (it runs only
when its marks are in the text). When none makes a card, the error names the
layouts tried and the nearest miss: the reader that found most question-like items.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import replace
from typing import NamedTuple

from srs.errors import DocumentError
from srs.importers.codeprompts import without_code_prompts
from srs.importers.common import NoQuestions, holds, may_hold_data
from srs.importers.fences import fence_after, has_fences
from srs.importers.lazyre import lazy
from srs.importers.linemap import carried, read_back, read_in_lines_of, traced
from srs.importers.markers import fence_info, prose_info
from srs.importers.numberblanks import unicode_blanks
from srs.importers.onetask import one_task
from srs.importers.onetopic import one_question, one_topic
from srs.importers.org import looks_like_org, org_to_markdown
from srs.importers.result import short
from srs.importers.rewrites import PASSES
from srs.importers.seriesfences import series_in_code
from srs.importers.structureasks import asks_in_structure
from srs.importers.tableheaders import TRANSLATED_ANSWER, TRANSLATED_QUESTION
from srs.importers.tabrecords import tab_records
from srs.importers.twocores import ahead
from srs.importers.values import ParsedDocument, Skipped

Reader = Callable[[str, str], ParsedDocument]


def unlabelled_structure(text: str) -> bool:
    """Whether the text has structure the line reader does not read as a question: a list
    item, heading or bold line that asks, a `<summary>`, a task list, a question|answer table.

    When it has none, a line-reader result in which every question was labelled stands
    without the Markdown reader. Only the lines that end with `?` and those that start a
    table are looked at (a regex over every line costs a quarter of a second on a
    10,000-question quiz; this, a few hundredths).
    """
    if _marked_structure(text):
        return True
    for m in _ASKS_AT_END_RE.finditer(text):
        start = text.rfind("\n", 0, m.start()) + 1
        line = text[start : m.start()]
        body = line.lstrip(" ")
        if not body or len(line) - len(body) > 3:
            continue
        lead = body[0]
        if lead in "#*_" or (lead in "-+" and body[1:2] in (" ", "\t")):
            return True  # a heading, a bold line, a bullet that asks
        number = body.split(" ", 1)[0]
        if number[:-1].isdigit() and number[-1:] in ".)":
            return True  # a numbered item that asks
    return False


def _marked_structure(text: str) -> bool:
    """A `<summary>`, a task list or a question|answer table: structure known by its marks
    (each looked for by one character first, the cheap test on a long text)."""
    if holds(text, "<summary", "<SUMMARY"):
        return True
    if holds(text, "[ ]", "[x]"):
        return True
    return "|" in text and _TABLE_HEADER_LINE_RE.search(text) is not None


_ASKS_AT_END_RE = lazy(r"\?[ \t*_#]*$", re.M)
_TABLE_HEADER_LINE_RE = lazy(
    r"^ {0,3}\|[^\n]*(?:\b(?:questions?|answers?|front|back)\b"
    rf"|(?<!\w)(?:{TRANSLATED_QUESTION}|{TRANSLATED_ANSWER}))[^\n]*\|",
    re.M | re.I,
)


def _lines(text: str, source: str) -> tuple[ParsedDocument, bool]:
    from srs.importers.lines import Reader as LineReader

    reader = LineReader(text, source)
    return reader.read(), reader.labelled_only


def _markdown(text: str, source: str) -> ParsedDocument:
    from srs.importers.adoc import asciidoc_to_markdown, looks_like_asciidoc
    from srs.importers.markdown import MarkdownReader
    from srs.importers.rst import looks_like_rst, rst_titles_to_markdown

    # AsciiDoc's attribute lines (`:toc: macro`) look like reST fields: its own hints first
    converted = text
    if looks_like_asciidoc(text, source):
        converted = asciidoc_to_markdown(text)  # `== Question?` titles as headings, blocks fenced
    elif looks_like_rst(text, source):
        converted = rst_titles_to_markdown(text)  # reST titles as headings (`~~~` is no fence)
    return read_in_lines_of(text, converted, source, lambda t, s: MarkdownReader(t, s).read())


def _asciidoc(text: str, source: str) -> ParsedDocument:
    from srs.importers.asciidoc import read

    return read(text, source)


def _plain_quiz(text: str, source: str) -> ParsedDocument:
    from srs.importers.plain import read

    return read(text, source)


def _specific_readers(text: str, source: str) -> Iterator[tuple[str, Reader]]:
    """The readers of layouts known by their marks, each only where its marks are found."""
    if _ASCIIDOC_HINT_RE.search(text):
        yield "asciidoc", _asciidoc
    if text.lstrip("\ufeff \t\r\n")[:1] in ("[", "{", "-") or source.lower().endswith(
        (".json", ".yaml", ".yml")
    ):
        from srs.importers.records import looks_like_records
        from srs.importers.records import read as read_records

        if looks_like_records(text, source):
            yield "question records", read_records
    if _PLAIN_QUIZ_HINT_RE.search(text):
        yield "plain quiz", _plain_quiz
    from srs.importers.cardnotes import looks_like_card_notes
    from srs.importers.cardnotes import read as read_card_notes

    if looks_like_card_notes(text) and not _other_markup(text, source):
        yield "card notes", read_card_notes


def _other_markup(text: str, source: str) -> bool:
    """reStructuredText or AsciiDoc, whose `::` and `term::` mean something else."""
    from srs.importers.adoc import looks_like_asciidoc
    from srs.importers.rst import looks_like_rst

    return looks_like_asciidoc(text, source) or looks_like_rst(text, source)


_ASCIIDOC_HINT_RE = lazy(r"^[^\s:][^\n]*?:{2,4}(?:[ \t]|$)", re.M)
_PLAIN_QUIZ_HINT_RE = lazy(r"^[ \t]*\+[ \t]+\S", re.M)


def _whole_records(text: str, source: str) -> Reader | None:
    """The question-records reader, for a document that is JSON or YAML as a whole (no page
    around the data) and holds records; None for any other."""
    if not may_hold_data(text, source):
        return None  # no data file (nor front matter): the records reader is not even loaded
    from srs.importers.records import looks_like_records, whole_data
    from srs.importers.records import read as read_records

    if whole_data(text, source) and looks_like_records(text, source):
        return read_records
    return None


def _score(doc: ParsedDocument) -> tuple[int, int]:
    return len(doc.cards), -len(doc.skipped)


def _with_questions_in_code(doc: ParsedDocument, text: str, source: str) -> ParsedDocument:
    """The result with every question left inside a code block accounted for as skipped
    (nothing is lost in silence): a block of prose or untagged code holding at least two
    lines that ask as headings, bold or labelled lines (a page whose fences do not pair up,
    or a wrapper srs.importers.markers could not open), or a line that goes on with the
    document's numbered questions (`16.` after `15.`, srs.importers.seriesfences)."""
    if not has_fences(text):
        return doc
    lines = text.split("\n")
    blocks = [b for b in _prose_blocks(lines) if len(b.asking) >= 2 or (b.broken and b.asking)]
    found = [_in_code(line, block.opened) for block in blocks for line in block.asking]
    named = {s.line for s in found}
    # a numbered question the series' stray fences hide (srs.importers.seriesfences)
    found += [_series_in_code(lines, k, o) for k, o in series_in_code(lines) if k + 1 not in named]
    if not found:
        return doc
    # a card that only sets out such a block's questions (a scenario's heading over them)
    cards, prompts = without_code_prompts(
        doc.cards,
        [(b.opened, "\n".join(lines[b.opened - 1 : b.closed])) for b in blocks if not b.broken],
    )
    found = list(prompts) + found
    warnings = tuple(f"{source}:{s.line}: {s.reason}" for s in found)
    return replace(
        doc, cards=cards, warnings=doc.warnings + warnings, skipped=doc.skipped + tuple(found)
    )


def _open_prose_blocks(text: str) -> str:
    """The text with the fence lines of each block of prose or untagged code that holds at
    least two questions blank, so that what they hold is read as the page (for a page none
    of whose questions is outside such blocks: its author fenced the page whole)."""
    if not has_fences(text):
        return text
    lines = text.split("\n")
    for block in list(_prose_blocks(lines)):
        if len(block.asking) >= 2:
            lines[block.opened - 1] = lines[block.closed - 1] = ""
    return "\n".join(lines)


class _ProseBlock(NamedTuple):
    """A fenced block of prose or untagged code (lines 1-based)."""

    opened: int
    closed: int
    asking: list[int]
    """Its lines that ask as questions (headings, bold, labelled or numbered lines)."""
    broken: bool
    """It holds a tagged fence line (```` ```sh ````): its author meant the fences to pair
    otherwise, so even one question inside is one the page lost."""


def _prose_blocks(lines: list[str]) -> Iterator[_ProseBlock]:
    """Each closed fenced block of prose or untagged code (one never closed is no block)."""
    fence: str | None = None
    opened = 0
    asking: list[int] = []
    broken = False
    for no, line in enumerate(lines, start=1):
        was_open = fence is not None
        fence, is_fence = fence_after(fence, line)
        if is_fence and not was_open:
            opened, asking, broken = (no if prose_info(fence_info(line)) else 0), [], False
        elif is_fence and fence is None:
            if opened:
                yield _ProseBlock(opened, no, asking, broken)
            opened = 0
        elif is_fence:
            broken = True  # a tagged fence inside: an inner block, to its author
        elif fence is not None and opened and asks_in_structure(line):
            asking.append(no)
    # a block never closed is read as text (and warned about) by the readers: not code here


def _in_code(line: int, opened: int) -> Skipped:
    return Skipped(line, f"skipped: a question inside the code block that starts at line {opened}")


def _series_in_code(lines: list[str], k: int, opened: int) -> Skipped:
    """A numbered question hidden in code (0-based line `k`, its block's opener), named."""
    return Skipped(
        k + 1,
        f"'{short(lines[k])}' looks like a question, but it is inside the code block that "
        f"starts at line {opened + 1}; not imported",
    )


def read(text: str, source: str) -> ParsedDocument:
    """Read a document in the layout that fits it best (see the module docstring).

    Raises:
        DocumentError: empty, binary or too large text (from the first reader), or no
            layout made a card (naming the layouts tried and the nearest miss).
    """
    text = unicode_blanks(text)  # no-break spaces where the readers expect a blank
    bank = tab_records(text, source)  # `Q<TAB>...` / `A<TAB>...` records: fields, no page
    if bank is not None:
        return bank
    if looks_like_org(text, source):
        text = carried(text, org_to_markdown(text))  # Org headings, blocks, drill items as Markdown
    # each pass in turn (`traced`: warnings name the lines as written, srs.importers.linemap);
    # a long document is read meanwhile (srs.importers.twocores)
    passes = tuple(map(traced, PASSES))
    return ahead(text, passes, lambda rewritten: _read_rewritten(rewritten, source))


def _read_rewritten(text: str, source: str) -> ParsedDocument:
    """`read` of the text its passes wrote, its lines named as those of the text as written."""
    try:
        return read_back(text, source, _read)
    except DocumentError as exc:
        opened = _open_prose_blocks(text)
        if opened == text:  # else nothing outside code asks: code blocks wrap the questions
            task = one_task(text)  # or one task over a rule and its `Solution Steps`
            if task is None and not exc.notes:  # no question found at all:
                task = one_topic(text) or one_question(text)  # a note, or a lone question
            if task is None:
                raise
            opened = task
    return read_back(carried(text, opened), source, _read)


def _stands_alone(doc: ParsedDocument, labelled_only: bool) -> bool:
    """Whether the line reader's result needs no other reader: every question labelled,
    nothing skipped or left out, nothing else asks."""
    return labelled_only and not doc.skipped and not doc.warnings


def _read(text: str, source: str) -> ParsedDocument:
    """`read` after the markers are rewritten."""
    results: list[tuple[int, ParsedDocument]] = []  # (priority, result): ties go to the higher
    misses: list[tuple[str, NoQuestions]] = []
    tried: list[str] = []

    def attempt(name: str, priority: int, reader: Reader) -> ParsedDocument | None:
        tried.append(name)
        try:
            doc = reader(text, source)
        except NoQuestions as exc:
            misses.append((name, exc))
            return None
        results.append((priority, doc))
        return doc

    data = _whole_records(text, source)
    if data is not None:
        # a JSON or YAML file of question records: syntax, no page whose lines or notes to read
        doc = attempt("question records", 2, data)
        if doc is not None:
            return doc

    labelled_only = False

    def lines(text: str, source: str) -> ParsedDocument:
        nonlocal labelled_only
        doc, labelled_only = _lines(text, source)
        return doc

    # The Markdown reader reads the labels the line reader does, and the structure it does
    # not (and it keeps an answer's numbered points in the answer, where the line reader
    # may start questions at them): when it makes cards, its result is the one compared.
    if unlabelled_structure(text):
        if attempt("markdown", 1, _markdown) is None:
            attempt("labelled lines", 0, lines)
    else:
        first = attempt("labelled lines", 0, lines)
        if first is not None and _stands_alone(first, labelled_only):
            return _with_questions_in_code(first, text, source)
        if attempt("markdown", 1, _markdown) is not None and first is not None:
            results.remove((0, first))
    for name, reader in _specific_readers(text, source):
        if name != "question records" or data is None:
            attempt(name, 2, reader)
    if results:
        best = max(results, key=lambda result: (*_score(result[1]), result[0]))[1]
        return _with_questions_in_code(best, text, source)
    name, nearest = max(misses, key=lambda miss: miss[1].found)
    closest = f"; nearest: {name}" if nearest.found else ""
    message = f"{nearest.message} (layouts tried: {', '.join(tried)}{closest})"
    raise DocumentError(source, nearest.line, message, notes=nearest.notes)
