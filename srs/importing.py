"""Importing a document into the user's decks: the use case `srs import` and the app's
"Import a document" share (reading, the checks before writing, the atomic write).

The readers are srs.importers; this adds what both front doors must do the same way: refuse a
device or a huge file before reading it, drop control characters from the deck's name, refuse
a deck the app could not load back, and write it whole or not at all.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from srs import config, decks
from srs.errors import SrsError, UsageError
from srs.files import check_regular_file, output_target, shown
from srs.importers import ImportResult, import_file
from srs.importers.twocores import alongside
from srs.model import Deck
from srs.text import strip_controls

MAX_INPUT_BYTES = 64 * 2**20
"""A larger file is refused before it is read: the document reader takes at most 10 million
characters (40 MB of UTF-8), and no Anki export of a deck comes close either."""


class DeckExists(UsageError):
    """The deck file exists and --force was not given."""


@dataclass(frozen=True)
class Prepared:
    """A document read into a deck, not yet written."""

    result: ImportResult
    target: Path
    """Where the deck goes: the data folder's decks/, or the path asked for."""

    @property
    def deck(self) -> Deck:
        return self.result.deck


def prepare(
    file: Path, *, out: Path | None = None, deck_id: str | None = None, name: str | None = None
) -> Prepared:
    """Read the document into a deck and decide where it goes (nothing is written)."""
    check_regular_file(file, "the file", MAX_INPUT_BYTES)  # a device or FIFO: never read
    if out is not None:
        output_target(out)
    result = import_file(file, deck_id=deck_id, name=name)
    deck = result.deck
    # A control character in the name or the file's name is dropped, as the loader would.
    deck = replace(
        deck,
        name=" ".join(strip_controls(deck.name).split()) or deck.id,
        source=strip_controls(deck.source) if deck.source else deck.source,
    )
    target = out if out is not None else config.user_decks_dir() / f"{deck.id}.yaml"
    return Prepared(replace(result, deck=deck), target)


def write(prepared: Prepared, source: Path, *, force: bool = False) -> None:
    """Write the deck whole or not at all.

    Raises:
        DeckExists: the file exists and not `force`.
        UsageError: the deck would be larger than a deck file may be.
        SrsError: the folder cannot be written.
    """
    deck, target = prepared.deck, prepared.target
    if target.exists() and not force:
        raise DeckExists(f"{shown(target)} already exists (use --force to overwrite it)")
    # the check that the app loads back exactly this deck runs alongside the writing of it
    text, survives = alongside(
        len(deck.cards),
        lambda: decks.dumps(deck),
        lambda: decks.revalidate(deck, str(target)) == deck,
    )
    size = len(text.encode("utf-8"))
    if size > decks.MAX_DECK_BYTES:
        raise UsageError(
            f"{shown(source)}: the deck would be {size / 2**20:.0f} MB, over the "
            f"{decks.MAX_DECK_BYTES // 2**20} MB a deck file may have; split the document "
            "(nothing was written)"
        )
    if not survives:  # pragma: no cover - a bug guard
        raise SrsError(f"{shown(source)}: the deck does not survive a round trip to YAML")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        decks.write_atomic(target, text)
    except OSError as exc:
        raise SrsError(f"cannot write {shown(target)}: {exc.strerror or exc}") from None


def summary(prepared: Prepared) -> str:
    """`Imported 12 cards (3 choice, 9 open) into PATH · 1 warning`."""
    deck = prepared.deck
    choice = sum(1 for card in deck.cards if card.is_choice)
    warnings = len(prepared.result.warnings)
    return (
        f"Imported {_plural(len(deck.cards), 'card')} ({choice} choice, "
        f"{len(deck.cards) - choice} open) into {shown(prepared.target)} · "
        f"{_plural(warnings, 'warning')}"
    )


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"
