"""What the queue reads again and again, kept between calls in one object.

Everything here is dropped at once (`forget`) when this connection commits a write (an answer
keeps it, brought up to date, see `Answers.record_review`) and when another connection has
committed (PRAGMA data_version moved, see `StoreBase._check_foreign_writes`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from srs.scheduling import StoredState

QueueBuffers = dict[str, dict[str, tuple[list[tuple[tuple[str, int], Any]], bool]]]
"""{queue: {deck: (the deck's next rows of that queue ("due" or "new") in order, each with its
`_queue_order` key, whether that is all of them)}}."""


@dataclass
class QueueCache:
    """The queue's memory between calls (one per store)."""

    data_version: int = -1
    """PRAGMA data_version when last looked at: another connection's commit moves it."""
    done: tuple[date, dict[str, tuple[int, int, int]]] | None = None
    """(day, per-deck counts) behind `_done_today`."""
    deck_ids: list[str] | None = None
    shown: tuple[int, int, str, StoredState] | None = None
    """(pk, data_version, deck, parsed state) of the last card read: record_review takes the
    state from here when no write has happened since (see there)."""
    left: tuple[Any, Any, dict[str, int], dict[str, int]] | None = None
    """((day, deck ids), the counts they were read from, new left, reviews left)."""
    redrill: tuple[date, bool] | None = None
    """(day, whether any card may be in that day's re-drill): False skips the re-drill queries
    of next_card, the common case."""
    queue: tuple[date, QueueBuffers] | None = None
    """(day, buffers): next_card reads each deck's queues QUEUE_BATCH rows at a time."""
    limits: tuple[dict[str, str], dict[str, tuple[int, int]]] | None = None
    """(the settings they were read from, {deck: (new_per_day, reviews_per_day)})."""

    def forget(self) -> None:
        """Drop what a write may have made wrong (the limits follow the settings by identity)."""
        self.shown = None
        self.done = None
        self.deck_ids = None
        self.redrill = None
        self.queue = None

    def kept(self) -> tuple[Any, ...]:
        """What an answer leaves right (but for the card answered and the day's count)."""
        return self.done, self.deck_ids, self.redrill, self.queue

    def restore(self, kept: tuple[Any, ...]) -> None:
        self.done, self.deck_ids, self.redrill, self.queue = kept
