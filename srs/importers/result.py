"""What an import gives back, in a module of its own so that every reader (documents, Anki
CSV, Anki packages) can return it without importing the package that chooses among them."""

from __future__ import annotations

from dataclasses import dataclass

from srs.importers.values import Skipped
from srs.model import Deck


@dataclass(frozen=True)
class ImportResult:
    """A deck built from a file, and what the importer had to say about it."""

    deck: Deck
    warnings: tuple[str, ...]
    """Each `path:line: message`: a skipped question, an answer-key mismatch, ..."""
    skipped: tuple[Skipped, ...] = ()
    """The question-like items that did not become cards, each with its line and reason."""
    layout: str = ""
    """The layout the file was read as (`markdown`, `labelled lines`, `anki notes` ...)."""


def short(text: str, width: int = 60) -> str:
    """A text on one line, cut to `width` for a message."""
    text = " ".join(text.split())
    return text if len(text) <= width else text[: width - 1] + "…"


def unanswered_line(text: str) -> str:
    """The report of a line that asks but has no answer (the one wording for every reader)."""
    return f"'{short(text)}' looks like a question, but no answer was found for it; not imported"
