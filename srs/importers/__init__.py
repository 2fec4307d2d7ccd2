"""Importers: quiz and Q&A documents (Markdown, plain text) and Anki CSV files -> a Deck.

Pure functions: they read the file they are given and return values; printing and writing the
deck file are the CLI's business (`srs import`).
"""

from __future__ import annotations

import importlib
import re
from pathlib import Path, PurePath

from srs.collector import paused as collector_paused
from srs.errors import DocumentError
from srs.importers.anki_records import hand_separator
from srs.importers.choose import read
from srs.importers.common import MAX_DOCUMENT_CHARS, slugify
from srs.importers.crowdanki import import_crowdanki, looks_like_crowdanki
from srs.importers.encoding import decode, noted
from srs.importers.htmlblocks import looks_like_page, page_to_markdown
from srs.importers.keyednotes import keyed_option_notes
from srs.importers.lazyre import lazy
from srs.importers.notebook import looks_like_notebook, notebook_to_markdown
from srs.importers.result import ImportResult
from srs.importers.tabrecords import looks_like_tab_records
from srs.importers.titles import names_contents
from srs.importers.values import Skipped
from srs.model import SLUG_RE, Deck
from srs.text import strip_controls

__all__ = ["ImportResult", "Skipped", "import_file", "import_text", "slugify"]

DEFAULT_SOURCE = "<document>"
"""The source of a text that came from nowhere in particular; not stored in the deck."""

CSV_SUFFIXES = frozenset({".csv", ".tsv"})
"""Files read by the Anki CSV importer; every other file is read as a document."""


@collector_paused()  # its lines, blocks and cards hold no cycle (srs/collector.py)
def import_text(
    text: str,
    *,
    source: str = DEFAULT_SOURCE,
    deck_id: str | None = None,
    name: str | None = None,
) -> ImportResult:
    """Turn a quiz or interview Q&A document into a deck.

    Args:
        text: the document, Markdown or plain text.
        source: the document's file name: stored as the deck's `source`, used in messages.
        deck_id: the deck's id; default the slug of its name.
        name: the deck's name; default the document's own title (else the file's stem).

    Returns:
        The deck and the warnings.

    Raises:
        DocumentError: empty or binary text, no question found, or a `deck_id` that is not a
            slug.
    """
    if deck_id is not None and not SLUG_RE.match(deck_id):
        raise DocumentError(source, None, f"deck id '{deck_id}' must be a slug (a-z, 0-9, -, _)")
    # Control characters never reach a card (a NUL is left for the reader to refuse as binary).
    document = read(text if "\x00" in text else strip_controls(text), source)
    stem = PurePath(source).stem if source != DEFAULT_SOURCE else ""
    deck_name = (name or "").strip() or _own_title(document.title) or stem or "Imported deck"
    deck = Deck(
        id=deck_id if deck_id is not None else (slugify(deck_name) or slugify(stem) or "deck"),
        name=deck_name,
        cards=document.cards,
        source=source if source != DEFAULT_SOURCE else None,
    )
    intro = () if document.introduction is None else (document.introduction,)
    return ImportResult(
        deck=deck,
        warnings=intro + document.warnings,
        skipped=document.skipped,
        layout=document.layout,
    )


def _own_title(title: str | None) -> str | None:
    """The document's title as a deck's name: none when it only heads the table of contents
    (see srs.importers.titles.names_contents)."""
    return None if title is None or names_contents(title) else title


@collector_paused()  # whichever caller: the CLI, the app's Import tool, a test
def import_file(path: Path, *, deck_id: str | None = None, name: str | None = None) -> ImportResult:
    """Import a file: `.csv`/`.tsv` as an Anki export, a package, a CrowdAnki deck (JSON),
    anything else as a document.

    The deck's `source` is the file's name (without its folder).

    Raises:
        DocumentError: the file cannot be read, is not UTF-8, or holds no usable question.
    """
    path = Path(path)
    if path.suffix.lower() in CSV_SUFFIXES:
        return _import_anki_csv(path, deck_id=deck_id, name=name)
    if path.suffix.lower() in APKG_SUFFIXES or _is_zip(path):
        from srs.importers.apkg import import_apkg

        return import_apkg(path, deck_id=deck_id, name=name)
    text, encoding = read_text(path)
    return noted(_import_document(path, text, deck_id=deck_id, name=name), path.name, encoding)


def _import_document(
    path: Path, text: str, *, deck_id: str | None, name: str | None
) -> ImportResult:
    """`import_file` for a file read as text: whichever reader its content calls for."""
    if looks_like_crowdanki(text):
        return import_crowdanki(path, text, deck_id=deck_id, name=name)
    if looks_separated(text) or (path.suffix.lower() == ".txt" and hand_separator(text)):
        quiz = keyed_option_notes(text)  # `question;A)x B)y;B`: choice questions, no notes
        if quiz is None:
            return _import_anki_csv(path, deck_id=deck_id, name=name)
        return quiz.result(
            import_text(quiz.text, source=path.name, deck_id=deck_id, name=name), path.name
        )
    if path.suffix.lower() == ".ipynb" or looks_like_notebook(text):
        text = notebook_to_markdown(text, path.name)
    elif looks_like_page(text, path.name):
        text = page_to_markdown(text)
    return import_text(text, source=path.name, deck_id=deck_id, name=name)


APKG_SUFFIXES = frozenset({".apkg", ".colpkg"})
"""Anki packages: a zip holding the collection's SQLite database."""

_HEADER_RE = lazy(
    r"^#(?:separator|html|columns|notetype|deck|tags|guid column|notetype column|deck column|tags column):",
    re.I,
)


def _is_zip(path: Path) -> bool:
    try:
        with path.open("rb") as handle:
            return handle.read(4) == b"PK\x03\x04"
    except OSError:
        return False


def looks_separated(text: str) -> bool:
    """Anki's "Notes in Plain Text" (or any tab-separated notes), whatever the file is called.

    Its `#separator:`/`#html:` header lines say so; without them, every record of three or
    more (outside `#` comments) holds the same number of tabs, at least one, and no line is a
    Markdown heading, list or fence; or the records are fronts and backs, some fronts alone.
    A quiz bank whose lines are named fields (`Q<TAB>What ...?` over `A<TAB>...`,
    srs.importers.tabrecords) is no such notes: its first column names, the second says.
    """
    head = text.lstrip("\ufeff")[:2000]
    if _HEADER_RE.match(head):
        return True
    if "\t" not in text or looks_like_tab_records(text):
        return False  # (`Q<TAB>...` over `A<TAB>...`: named fields, not two columns)
    lines: list[str] = []
    for line in text.splitlines():  # the first 500 records tell
        if line.strip() and not line.startswith("#"):
            lines.append(line)
            if len(lines) == 500:
                break
    if len(lines) < 3:
        return False
    if any(not line.split("\t", 1)[0].strip() for line in lines[:500]):
        return False  # a line that starts with a tab: indented text, not a record
    tabs = {line.count("\t") for line in lines[:500]}
    return (len(tabs) == 1 and 0 not in tabs) or _fronts_without_backs(lines)


_MARKDOWN_LINE_RE = lazy(r"^[ \t]*(?:[-*+][ \t]|\d{1,3}[.)][ \t]|```|~~~|>)")
_MIN_PAIRS = 3


def _fronts_without_backs(lines: list[str]) -> bool:
    """Notes of two fields, some of them still only a front (`What is UCB?` with no tab, its
    back not written yet), as a hand-kept list of flashcards has: each line a note all the
    same, the fronts alone reported as unanswered rather than the file refused. Only when
    three or more lines are front-tab-back (one tab each, both sides filled), they make a
    quarter of the lines or more, and no line is Markdown (a list item, a fence, a quote)."""
    pairs = [line for line in lines if "\t" in line]
    if len(pairs) < _MIN_PAIRS or 4 * len(pairs) < len(lines):
        return False
    if any(line.count("\t") != 1 or not line.split("\t")[1].strip() for line in pairs):
        return False
    return not any(_MARKDOWN_LINE_RE.match(line) for line in lines)


def read_text(path: Path) -> tuple[str, str | None]:
    """A document file's text, and the legacy encoding it was read in (None: UTF-8, a BOM
    removed; see srs.importers.encoding).

    Raises:
        DocumentError: unreadable, too large, or no text (with the line of the first byte
            that is not UTF-8).
    """
    try:
        data = path.read_bytes()
    except OSError as exc:
        raise DocumentError(str(path), None, f"cannot read: {exc.strerror or exc}") from None
    if len(data) > MAX_DOCUMENT_CHARS * 4:
        raise DocumentError(str(path), None, "file is too large for a document")
    return decode(data, str(path))


def _import_anki_csv(path: Path, *, deck_id: str | None, name: str | None) -> ImportResult:
    """The hook for Anki CSV files: `srs.importers.anki_csv.import_anki_csv`, loaded lazily.

    Loaded only when a CSV is imported, so document imports never pay for it (and work while
    that module is absent).
    """
    module_name = f"{__name__}.anki_csv"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name != module_name:
            raise
        raise DocumentError(str(path), None, "Anki CSV import is not available yet") from None
    result: ImportResult = module.import_anki_csv(path, deck_id=deck_id, name=name)
    return result
