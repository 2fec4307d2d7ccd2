"""The rules of one answer as pure values: the state a card is stored with, the study day, and
what an answer does to them (`apply_answer`), built on SM-2 (srs/sm2.py).

No SQL and no I/O here: the store persists an `Outcome` in the answer's transaction.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from decimal import Decimal
from enum import IntEnum, StrEnum

from srs import sm2


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


def check_quality(quality: object) -> int:
    """The grade as an int 0..5. Raises ValueError for anything else (bools included)."""
    if not isinstance(quality, int) or isinstance(quality, bool) or not 0 <= quality <= 5:
        raise ValueError(f"quality must be 0..5, not {quality!r}")
    return quality


def apply_answer(
    before: StoredState, quality: int, today: date, mode: LogMode | str | None = None
) -> Outcome:
    """One answer of `quality` on the study day `today` to a card stored as `before`.

    The mode is redrill when the card is in today's re-drill (a re-drill is logged but leaves
    the schedule alone: DESIGN.md, SM-2 step 7), else review; an interview answer that counts
    passes mode=interview. A grade below sm2.REDRILL_BELOW puts the card in today's re-drill.
    """
    check_quality(quality)
    if mode is None:
        mode = LogMode.REDRILL if before.redrill_day == today else LogMode.REVIEW
    elif mode not in MODES:
        raise ValueError(f"mode must be one of {MODES}")
    mode = LogMode(mode)
    was_new = mode != LogMode.REDRILL and before.sm2.reviews == 0
    new_sm2 = before.sm2 if mode == LogMode.REDRILL else sm2.review(before.sm2, quality, today)
    redrill = sm2.needs_redrill(quality)
    after = StoredState(new_sm2, before.suspended, today if redrill else None, None)
    return Outcome(mode=mode, was_new=was_new, after=after, redrill=redrill)
