"""Progress figures: reviews, retention, streak, the due forecast and the hardest cards."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

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


def streak(days_with_reviews: set[date], today: date) -> int:
    """Consecutive days with a review ending today; a streak still counts until today ends."""
    day = today if today in days_with_reviews else today - timedelta(days=1)
    count = 0
    while day in days_with_reviews:
        count += 1
        day -= timedelta(days=1)
    return count


def compute(store: Store, today: date) -> Stats:
    since = today - timedelta(days=RETENTION_DAYS - 1)
    per_day = store.reviews_per_day()
    by_deck = store.quality_counts(since)
    ok = sum(v[0] for v in by_deck.values())
    total = sum(v[1] for v in by_deck.values())
    return Stats(
        today=today,
        reviews_today=per_day.get(today, 0),
        total_reviews=store.total_reviews(),
        retention_30d=round(ok / total, 4) if total else None,
        streak=streak(set(per_day), today),
        due_next_7_days=store.due_per_day(today, 7),
        retention_by_deck={
            deck: (round(v[0] / v[1], 4) if v[1] else None) for deck, v in sorted(by_deck.items())
        },
    )
