"""The values the store hands out, and how a row of SQL becomes one."""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from decimal import Decimal
from typing import Any

from srs import sm2
from srs.errors import DeckError
from srs.model import Card
from srs.scheduling import LogMode, QueueKind, StoredState, parse_day
from srs.store.schema import LOG_MODE_CODES

# -- values -------------------------------------------------------------------------------------


@dataclass(frozen=True)
class QueuedCard:
    """A card to show, with everything the review screen needs about it."""

    pk: int
    deck_id: str
    card: Card
    state: StoredState
    kind: QueueKind
    """review (due), new, or redrill (answered below sm2.REDRILL_BELOW today)."""

    @property
    def preview(self) -> dict[int, int]:
        return sm2.preview(self.state.sm2)


@dataclass(frozen=True)
class DeckCounts:
    deck_id: str
    name: str
    cards: int
    new: int
    """New cards available today (after the daily limit)."""
    due: int
    """Reviews due today (after the daily limit)."""
    redrill: int
    reviewed_today: int = 0


@dataclass(frozen=True)
class Recorded:
    """What record_review wrote: the log row and the card's state before and after."""

    log_id: int
    mode: LogMode
    quality: int
    before: StoredState
    after: StoredState


@dataclass(frozen=True)
class LogEntry:
    id: int
    card_pk: int
    deck_id: str
    card_id: str
    reviewed_at: datetime
    day: date
    mode: LogMode
    answer: str | None
    score: float | None
    suggested: int | None
    quality: int
    response_ms: int | None
    was_new: bool
    interval_after: int | None = None
    """Days to the next review this answer gave (a re-drill leaves the schedule: the same)."""
    ef_after: Decimal | None = None
    """SM-2's E-Factor after this answer."""


@dataclass(frozen=True)
class InterviewAnswerRow:
    """One stored interview answer with its grade (kept so reports can be rebuilt and exported)."""

    position: int
    card_pk: int
    answer: str
    time_ms: int | None
    timed_out: bool
    skipped: bool
    score: float | None
    suggested: int | None
    matched: dict[str, tuple[str, ...]]
    missed: tuple[str, ...]


@dataclass(frozen=True)
class InterviewRow:
    id: int
    started: datetime
    finished: datetime | None
    seed: int | None
    deck_ids: tuple[str, ...]
    settings: dict[str, Any]
    score: float | None
    verdict: str | None
    questions: int


@dataclass
class SyncReport:
    """What a deck sync did: files skipped as unchanged, decks synced, problems."""

    unchanged: int = 0
    synced: list[str] = field(default_factory=list)
    problems: list[DeckError] = field(default_factory=list)

    def __iter__(self) -> Iterator[DeckError]:
        return iter(self.problems)


def _marks(n: int) -> str:
    """`?, ?, ?` placeholders for an IN (...) list of n values."""
    return ", ".join("?" * n)


_NOT_RETIRED = "s.card_pk NOT IN (SELECT pk FROM cards WHERE retired = 1)"
"""`c.retired = 0` for a query on card_state alone: the retired cards are read once from
their partial index, not each card's row from `cards`."""


def _queue_order(row: Sequence[Any]) -> tuple[str, int]:
    """A queue row's place in the queue: (due, pk), new cards (due NULL) by pk alone."""
    return (row[13] or "", row[0])


def _decks_sql(deck_ids: Sequence[str]) -> str:
    """The re-drill queue's deck filter: one deck, or for several a filter the planner cannot
    take an index for (`+`), so the query stays on idx_state_redrill, which holds only the
    day's few re-drills."""
    if len(deck_ids) == 1:
        return " AND s.deck_id = ?"
    return f" AND +s.deck_id IN ({_marks(len(deck_ids))})"


_date = parse_day

_EPOCH_DAY = date(1970, 1, 1)
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def unix_day(day: date | None) -> int | None:
    """A day as the log keeps it: days since 1970-01-01."""
    return None if day is None else (day - _EPOCH_DAY).days


def from_unix_day(days: int | None) -> date | None:
    return None if days is None else log_day(days)


def log_day(days: int) -> date:
    """A study day of the log (days since 1970) as a date."""
    return _EPOCH_DAY + timedelta(days=days)


def unix_ms(moment: datetime) -> int:
    """A moment as the log keeps it: milliseconds since 1970 (UTC), exactly."""
    return (moment - _EPOCH) // timedelta(milliseconds=1)


def from_unix_ms(ms: int) -> datetime:
    return _EPOCH + timedelta(milliseconds=ms)


def pack_undo(before: StoredState) -> str:
    """The state before an answer as the log row's `undo` column keeps it (schema.m012):
    ten numbers, an empty field for none."""
    s = before.sm2
    values = (
        sm2.ef_to_hundredths(s.ef),
        s.repetitions,
        s.interval,
        unix_day(s.due),
        s.lapses,
        s.reviews,
        unix_day(s.last_review),
        int(before.suspended),
        unix_day(before.redrill_day),
        before.redrill_after,
    )
    return ",".join("" if v is None else str(v) for v in values)


def unpack_undo(packed: str) -> StoredState:
    """The state `pack_undo` kept, as undo restores it."""
    v = [int(x) if x else None for x in packed.split(",")]
    return StoredState(
        sm2=sm2.CardState(
            ef=sm2.ef_from_hundredths(v[0] if v[0] is not None else 250),
            repetitions=v[1] or 0,
            interval=v[2] or 0,
            due=from_unix_day(v[3]),
            lapses=v[4] or 0,
            reviews=v[5] or 0,
            last_review=from_unix_day(v[6]),
        ),
        suspended=bool(v[7]),
        redrill_day=from_unix_day(v[8]),
        redrill_after=v[9],
    )


LOG_MODE_NAMES = {code: LogMode(name) for name, code in LOG_MODE_CODES.items()}
"""The mode of a log row from the number the log keeps (schema.LOG_MODE_CODES)."""


REDRILL_CODE = LOG_MODE_CODES[LogMode.REDRILL.value]


def log_mode_code(mode: LogMode) -> int:
    return LOG_MODE_CODES[mode.value]


class RowMapping:
    """The columns the card queries select, and the values made of them."""

    _STATE_COLS = (
        "s.ef, s.repetitions, s.interval, s.due, s.lapses, s.reviews, s.last_review, "
        "s.suspended, s.redrill_day, s.redrill_after"
    )
    _CARD_ONLY_COLS = (
        "c.pk, c.deck_id, c.card_id, c.question, c.answer, c.explanation, c.choices, "
        "c.keywords, c.tags, c.line"
    )
    _CARD_COLS = _CARD_ONLY_COLS + ", " + _STATE_COLS

    @staticmethod
    def _card(row: Sequence[Any]) -> Card:
        """The card from the `_CARD_ONLY_COLS` columns of a row."""
        return Card.from_stored(
            row[2],
            row[3],
            row[4],
            row[5],
            {} if row[6] == "{}" else json.loads(row[6]),
            () if row[7] == "[]" else tuple(json.loads(row[7])),
            () if row[8] == "[]" else tuple(json.loads(row[8])),
            row[9],
        )

    @staticmethod
    def _row_card(row: Sequence[Any]) -> tuple[int, str, Card, StoredState]:
        return row[0], row[1], RowMapping._card(row), RowMapping._row_state(row, 10)

    @staticmethod
    def _row_state(row: Sequence[Any], at: int) -> StoredState:
        """The state from the `_STATE_COLS` columns of a row, starting at index `at`."""
        return StoredState(
            sm2=sm2.CardState(
                ef=sm2.ef_from_hundredths(row[at]),
                repetitions=row[at + 1],
                interval=row[at + 2],
                due=_date(row[at + 3]),
                lapses=row[at + 4],
                reviews=row[at + 5],
                last_review=_date(row[at + 6]),
            ),
            suspended=bool(row[at + 7]),
            redrill_day=_date(row[at + 8]),
            redrill_after=row[at + 9],
        )
