"""Progress figures: reviews, retention, streak, the due forecast and the hardest cards."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal
from typing import Any

from srs import sm2
from srs.store import Store

RETENTION_DAYS = 30


@dataclass(frozen=True)
class Stats:
    """What `srs stats` prints and the stats screen draws; keys of to_json are stable."""

    today: date
    reviews_today: int
    total_reviews: int
    retention_30d: float | None
    """Share of answers with quality >= 3 over the last 30 days (re-drills excluded)."""
    streak: int
    """Days in a row, ending today (or yesterday, if today has none yet), with a review."""
    due_next_7_days: dict[date, int]
    retention_by_deck: dict[str, float | None]

    def to_json(self) -> dict[str, Any]:
        return {
            "today": self.today.isoformat(),
            "reviews_today": self.reviews_today,
            "total_reviews": self.total_reviews,
            "retention_30d": self.retention_30d,
            "streak": self.streak,
            "due_next_7_days": {d.isoformat(): n for d, n in self.due_next_7_days.items()},
            "retention_by_deck": self.retention_by_deck,
        }


def compute(store: Store, today: date) -> Stats:
    since = today - timedelta(days=RETENTION_DAYS - 1)
    by_deck = store.quality_counts(since)
    ok = sum(v[0] for v in by_deck.values())
    total = sum(v[1] for v in by_deck.values())
    return Stats(
        today=today,
        reviews_today=store.reviews_on(today),
        total_reviews=store.total_reviews(),
        retention_30d=round(ok / total, 4) if total else None,
        # The days of the run alone, read from the day index: not every day of the log.
        streak=len(store.streak_days(today)),
        due_next_7_days=store.due_per_day(today, 7),
        retention_by_deck={
            deck: (round(v[0] / v[1], 4) if v[1] else None) for deck, v in sorted(by_deck.items())
        },
    )


# ---- the stats screen: heatmap, forecast, per-deck progress, hardest cards --------------------

MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
"""Fixed English abbreviations: strftime('%b') follows the locale and would shift the layout."""
HEATMAP_WEEKS = 53
"""A year of weeks, as GitHub's contribution graph: 53 columns always cover 365 days."""
FORECAST_DAYS = 30
MATURE_DAYS = 21
"""A card is mature once its interval reaches three weeks (Anki's definition)."""
HARDEST = 10


def quartile_thresholds(counts: Iterable[int]) -> tuple[int, int, int]:
    """Upper bounds of shade levels 1-3 over the days that have reviews (nearest-rank quartiles).

    Args:
        counts: reviews per day; zeros are ignored (they get level 0, no shade).

    Returns:
        (q1, q2, q3); (0, 0, 0) when no day has a review.
    """
    values = sorted(c for c in counts if c > 0)
    if not values:
        return (0, 0, 0)
    n = len(values)
    q1, q2, q3 = (values[max(0, math.ceil(p * n) - 1)] for p in (0.25, 0.5, 0.75))
    return (q1, q2, q3)


def shade_level(count: int, thresholds: tuple[int, int, int], peak: int) -> int:
    """0 for no reviews, else 1-4 by quartile; the busiest day is always 4, so a uniform
    history reads as "every day, fully" rather than as the palest shade."""
    if count <= 0:
        return 0
    if count >= peak:
        return 4
    q1, q2, q3 = thresholds
    return 1 if count <= q1 else 2 if count <= q2 else 3 if count <= q3 else 4


@dataclass(frozen=True)
class Heatmap:
    """Reviews per day laid out as GitHub does: one column per week, Monday on top."""

    start: date
    """The Monday of the first column."""
    end: date
    """The last day shown (today); later days of its week are None."""
    columns: tuple[tuple[int | None, ...], ...]
    """One tuple of 7 counts (Mon..Sun) per week, oldest first; None after `end`."""
    thresholds: tuple[int, int, int]
    peak: int
    """The most reviews on one shown day (0 when none)."""

    @property
    def total(self) -> int:
        return sum(c or 0 for col in self.columns for c in col)

    @property
    def active_days(self) -> int:
        return sum(1 for col in self.columns for c in col if c)

    def level(self, count: int | None) -> int:
        """The shade (0-4) of a day's count; a day after `end` is 0."""
        return shade_level(count or 0, self.thresholds, self.peak)

    def month_labels(self) -> list[tuple[int, str]]:
        """(column, month) for each column whose week holds the 1st of a month."""
        labels = []
        for col in range(len(self.columns)):
            monday = self.start + timedelta(weeks=col)
            sunday = monday + timedelta(days=6)
            if monday.day == 1 or sunday.month != monday.month:
                labels.append((col, MONTHS[sunday.month - 1]))
        return labels


def heatmap(per_day: Mapping[date, int], end: date, weeks: int = HEATMAP_WEEKS) -> Heatmap:
    """The last `weeks` weeks of reviews ending with `end`'s week, shaded by quartile.

    Args:
        per_day: reviews per day (e.g. `Store.reviews_per_day(since)`); other days count 0.
        end: the last day to show (today).
        weeks: how many week columns (at least 1).

    Returns:
        The grid; quartiles are taken over the shown days only.
    """
    weeks = max(1, weeks)
    start = end - timedelta(days=end.weekday()) - timedelta(weeks=weeks - 1)
    columns = tuple(
        tuple(
            None if day > end else per_day.get(day, 0)
            for day in (start + timedelta(weeks=w, days=d) for d in range(7))
        )
        for w in range(weeks)
    )
    shown = [c for col in columns for c in col if c]
    return Heatmap(
        start=start,
        end=end,
        columns=columns,
        thresholds=quartile_thresholds(shown),
        peak=max(shown, default=0),
    )


def heatmap_for(store: Store, today: date, weeks: int = HEATMAP_WEEKS) -> Heatmap:
    """`heatmap` over the store's log, reading only the shown weeks."""
    since = today - timedelta(days=today.weekday()) - timedelta(weeks=max(1, weeks) - 1)
    return heatmap(store.reviews_per_day(since), today, weeks)


@dataclass(frozen=True)
class Forecast:
    """Cards falling due on each of the next days; overdue cards count on the first day."""

    start: date
    counts: tuple[int, ...]

    @property
    def total(self) -> int:
        return sum(self.counts)

    @property
    def peak(self) -> int:
        return max(self.counts, default=0)

    def day(self, index: int) -> date:
        return self.start + timedelta(days=index)


def forecast(store: Store, today: date, days: int = FORECAST_DAYS) -> Forecast:
    """The due forecast from today (included) for `days` days; suspended cards excluded."""
    per_day = store.due_per_day(today, days)
    return Forecast(
        start=today, counts=tuple(per_day[today + timedelta(days=i)] for i in range(days))
    )


@dataclass(frozen=True)
class DeckProgress:
    """One deck's line on the stats screen."""

    deck_id: str
    name: str
    passed: int
    """Answers with quality >= 3 in the window (re-drills excluded)."""
    answered: int
    new: int
    young: int
    mature: int
    """Reviewed cards with an interval of MATURE_DAYS or more."""

    @property
    def retention(self) -> float | None:
        return self.passed / self.answered if self.answered else None

    @property
    def cards(self) -> int:
        return self.new + self.young + self.mature


def deck_progress(store: Store, today: date, days: int = RETENTION_DAYS) -> list[DeckProgress]:
    """Per active deck (by name): retention over the last `days` days and card maturity."""
    answers = store.quality_counts(today - timedelta(days=days - 1))
    maturity = store.maturity_counts(MATURE_DAYS)
    rows = []
    for deck_id in store.deck_ids():
        passed, answered = answers.get(deck_id, (0, 0))
        new, young, mature = maturity.get(deck_id, (0, 0, 0))
        rows.append(
            DeckProgress(
                deck_id=deck_id,
                name=store.deck_name(deck_id),
                passed=passed,
                answered=answered,
                new=new,
                young=young,
                mature=mature,
            )
        )
    return rows


@dataclass(frozen=True)
class HardCard:
    """A card the user struggles with: its EF fell below the start, or it lapsed."""

    pk: int
    deck_id: str
    card_id: str
    question: str
    ef: Decimal
    lapses: int
    reviews: int
    suspended: bool


def is_struggling(ef: Decimal, lapses: int) -> bool:
    """Below the starting EF or lapsed at least once: a new or easy card is not "hard"."""
    return ef < sm2.INITIAL_EF or lapses > 0


def hardest_cards(store: Store, limit: int = HARDEST) -> list[HardCard]:
    """The `limit` hardest active cards: lowest EF first, then most lapses.

    `cards_page(order="ef")` already sorts that way, and every card below the starting EF
    (or at it with lapses) sorts before the untouched ones, so one page is enough.
    """
    out = []
    for q in store.cards_page(offset=0, limit=limit, order="ef"):
        s = q.state.sm2
        if is_struggling(s.ef, s.lapses):
            out.append(
                HardCard(
                    pk=q.pk,
                    deck_id=q.deck_id,
                    card_id=q.card.id,
                    question=q.card.question,
                    ef=s.ef,
                    lapses=s.lapses,
                    reviews=s.reviews,
                    suspended=q.state.suspended,
                )
            )
    return out
