"""The rules of one answer as pure values: the state a card is stored with, the study day, and
what an answer does to them (`apply_answer`), built on SM-2 (srs/sm2.py), or with the next
due day from FSRS-6 (srs/memory.py) when the user chose it (`srs config scheduler fsrs`).

No SQL and no I/O here: the store persists an `Outcome` in the answer's transaction.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from enum import IntEnum, StrEnum
from typing import TYPE_CHECKING

from srs import sm2

if TYPE_CHECKING:
    from srs.memory import Answer


class Quality(IntEnum):
    """The grades of SM-2 (0 blackout ... 5 perfect); plain ints compare equal to them."""

    BLACKOUT = 0
    WRONG = 1
    WRONG_FAMILIAR = 2
    HARD = 3
    GOOD = 4
    PERFECT = 5


class QueueKind(StrEnum):
    """Which queue a shown card came from (str-valued: compares equal to the old strings)."""

    REVIEW = "review"
    NEW = "new"
    REDRILL = "redrill"


class LogMode(StrEnum):
    """How an answer is logged; the value is what the `review_log.mode` column holds."""

    REVIEW = "review"
    REDRILL = "redrill"
    INTERVIEW = "interview"


MODES = tuple(m.value for m in LogMode)


def passed(quality: int) -> bool:
    """Whether a grade counts as a pass (statistics, interview reports): sm2.PASS_QUALITY up."""
    return quality >= sm2.PASS_QUALITY


def parse_day(text: str | None) -> date | None:
    return date.fromisoformat(text) if text else None


def study_day(now: datetime, day_start_hour: int) -> date:
    """The study day a moment belongs to: a review at 01:30 counts for the evening before."""
    local = now.astimezone() if now.tzinfo else now
    return (local - timedelta(hours=day_start_hour)).date()


def _json_day(day: date | None) -> str:
    return "null" if day is None else f'"{day.isoformat()}"'


@dataclass(frozen=True)
class StoredState:
    """A card's schedule plus what the store adds around SM-2 (suspension, re-drill)."""

    sm2: sm2.CardState
    suspended: bool = False
    redrill_day: date | None = None
    redrill_after: int | None = None

    def to_json(self) -> str:
        """The state as the log keeps it: `json.dumps(..., sort_keys=True)` of its fields,
        written out directly (two per answer; tests/test_store_queue.py holds them equal)."""
        s = self.sm2
        after = self.redrill_after
        return (
            f'{{"due": {_json_day(s.due)}, "ef": {sm2.ef_to_hundredths(s.ef)}, '
            f'"interval": {int(s.interval)}, "lapses": {int(s.lapses)}, '
            f'"last_review": {_json_day(s.last_review)}, '
            f'"redrill_after": {"null" if after is None else int(after)}, '
            f'"redrill_day": {_json_day(self.redrill_day)}, '
            f'"repetitions": {int(s.repetitions)}, "reviews": {int(s.reviews)}, '
            f'"suspended": {"true" if self.suspended else "false"}}}'
        )

    @classmethod
    def from_json(cls, text: str) -> StoredState:
        d = json.loads(text)
        return cls(
            sm2=sm2.CardState(
                ef=sm2.ef_from_hundredths(d["ef"]),
                repetitions=d["repetitions"],
                interval=d["interval"],
                due=parse_day(d["due"]),
                lapses=d["lapses"],
                reviews=d["reviews"],
                last_review=parse_day(d["last_review"]),
            ),
            suspended=bool(d["suspended"]),
            redrill_day=parse_day(d["redrill_day"]),
            redrill_after=d["redrill_after"],
        )


@dataclass(frozen=True)
class ScheduleInfo:
    """A card's schedule as shown outside the review screen (browse, and the export writes it
    into tags): the one definition, read by the store and written by the export."""

    due: date | None
    """The day the card is next due; None for a card never reviewed."""
    interval: int
    """Days between the last review and `due`."""
    ef: Decimal | None
    """The SM-2 E-Factor (2.5 for a new card)."""
    reviews: int
    """Graded reviews so far."""
    lapses: int = 0
    suspended: bool = False
    retired: bool = False


@dataclass(frozen=True)
class Outcome:
    """What one answer does: how it is logged, the card's state after it, and whether the card
    comes back today (then `after.redrill_day` is the day, and its `redrill_after` is to be
    set to the answer's log id, known only once the row is written: see `with_log_id`)."""

    mode: LogMode
    was_new: bool
    after: StoredState
    redrill: bool

    def with_log_id(self, log_id: int) -> StoredState:
        """The state after, with a re-drill placed after the answer's log row."""
        if not self.redrill:
            return self.after
        return StoredState(self.after.sm2, self.after.suspended, self.after.redrill_day, log_id)


class Scheduler(IntEnum):
    """What schedules reviews (the `scheduler` setting): SM-2, the product's default, or FSRS."""

    SM2 = 0
    FSRS = 1

    @property
    def label(self) -> str:
        """As the review log keeps it, with the version (the optimiser tells them apart)."""
        if self is Scheduler.SM2:
            return "sm2"
        from srs.memory import fsrs_version  # py-fsrs loads only when FSRS is in use

        return f"fsrs-{fsrs_version()}"


@dataclass(frozen=True)
class Fsrs:
    """What FSRS needs to schedule one answer: the card's past answers, the moment of this
    one, the desired retention and the user's own parameters (None: FSRS-6's defaults)."""

    history: Sequence[Answer]
    now: datetime
    retention: float = 0.9
    parameters: tuple[float, ...] | None = None

    def intervals(self) -> dict[int, int]:
        from srs.memory import next_intervals

        return next_intervals(self.history, self.now, self.retention, self.parameters)


def check_quality(quality: object) -> int:
    """The grade as an int 0..5. Raises ValueError for anything else (bools included)."""
    if not isinstance(quality, int) or isinstance(quality, bool) or not 0 <= quality <= 5:
        raise ValueError(f"quality must be 0..5, not {quality!r}")
    return quality


def apply_answer(
    before: StoredState,
    quality: int,
    today: date,
    mode: LogMode | str | None = None,
    *,
    fsrs: Fsrs | None = None,
) -> Outcome:
    """One answer of `quality` on the study day `today` to a card stored as `before`.

    The mode is redrill when the card is in today's re-drill (a re-drill is logged but leaves
    the schedule alone: DESIGN.md, SM-2 step 7), else review; an interview answer that counts
    passes mode=interview. A grade below sm2.REDRILL_BELOW puts the card in today's re-drill.

    With `fsrs`, FSRS-6 sets the interval and the due day; SM-2's E-Factor, repetitions and
    lapses are still kept up to date, so switching back to SM-2 goes on from a sensible state
    (the history itself is the log, whatever scheduled it).
    """
    check_quality(quality)
    if mode is None:
        mode = LogMode.REDRILL if before.redrill_day == today else LogMode.REVIEW
    elif mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}")
    mode = LogMode(mode)
    was_new = mode != LogMode.REDRILL and before.sm2.reviews == 0
    new_sm2 = before.sm2 if mode == LogMode.REDRILL else sm2.review(before.sm2, quality, today)
    if fsrs is not None and mode != LogMode.REDRILL:
        days = min(fsrs.intervals()[quality], sm2.MAX_INTERVAL)
        new_sm2 = dataclasses.replace(new_sm2, interval=days, due=today + timedelta(days=days))
    redrill = sm2.needs_redrill(quality)
    after = StoredState(new_sm2, before.suspended, today if redrill else None, None)
    return Outcome(mode=mode, was_new=was_new, after=after, redrill=redrill)


def preview_states(
    before: StoredState, today: date, *, fsrs: Fsrs | None = None
) -> dict[int, sm2.CardState]:
    """The state each grade 0..5 would lead to, as `apply_answer` would store it: what the
    grade bar shows (the interval of the scheduler in force, and SM-2's E-Factor change)."""
    if fsrs is None:
        return sm2.preview_states(before.sm2, today)
    days = fsrs.intervals()
    return {
        q: dataclasses.replace(
            st,
            interval=min(days[q], sm2.MAX_INTERVAL),
            due=today + timedelta(days=min(days[q], sm2.MAX_INTERVAL)),
        )
        for q, st in sm2.preview_states(before.sm2, today).items()
    }
