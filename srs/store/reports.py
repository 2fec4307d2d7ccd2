"""Reports: the review log and the statistics read from it and from the schedules."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from typing import Any

from srs import sm2
from srs.store.base import StoreBase
from srs.store.rows import (
    _NOT_RETIRED,
    LOG_MODE_NAMES,
    REDRILL_CODE,
    LogEntry,
    from_unix_ms,
    log_day,
    unix_day,
)


class Reports(StoreBase):
    """Log and stats queries."""

    # ---- the log --------------------------------------------------------------------------

    _LOG_COLS = (
        "l.id, l.card_pk, c.deck_id, c.card_id, l.reviewed_ms, l.day, l.mode, l.answer, l.score, "
        "l.suggested, l.quality, l.response_ms, l.was_new, l.interval_after, l.ef_after"
    )

    @staticmethod
    def _row_log(r: Sequence[Any]) -> LogEntry:
        return LogEntry(
            id=r[0],
            card_pk=r[1],
            deck_id=r[2],
            card_id=r[3],
            reviewed_at=from_unix_ms(r[4]),
            day=log_day(r[5]),
            mode=LOG_MODE_NAMES[r[6]],
            answer=r[7],
            score=r[8],
            suggested=r[9],
            quality=r[10],
            response_ms=r[11],
            was_new=bool(r[12]),
            interval_after=r[13],
            ef_after=sm2.ef_from_hundredths(r[14]) if r[14] is not None else None,
        )

    def log_entry(self, log_id: int) -> LogEntry | None:
        row = self.conn.execute(
            f"SELECT {self._LOG_COLS} FROM review_log l JOIN cards c ON c.pk = l.card_pk "
            "WHERE l.id = ?",
            (log_id,),
        ).fetchone()
        return self._row_log(row) if row else None

    def history(self, card_pk: int) -> list[LogEntry]:
        """A card's answers, oldest first."""
        return [
            self._row_log(r)
            for r in self.conn.execute(
                f"SELECT {self._LOG_COLS} FROM review_log l JOIN cards c ON c.pk = l.card_pk "
                "WHERE l.card_pk = ? ORDER BY l.id",
                (card_pk,),
            )
        ]

    def log(self, *, since: date | None = None, limit: int | None = None) -> list[LogEntry]:
        sql = f"SELECT {self._LOG_COLS} FROM review_log l JOIN cards c ON c.pk = l.card_pk"
        params: list[Any] = []
        if since is not None:
            sql += " WHERE l.day >= ?"
            params.append(unix_day(since))
        sql += " ORDER BY l.id"
        if limit is not None:
            sql += " LIMIT ?"
            params.append(limit)
        return [self._row_log(r) for r in self.conn.execute(sql, params)]

    def reviews_per_day(self, since: date | None = None) -> dict[date, int]:
        sql = "SELECT day, COUNT(*) FROM review_log"
        params: list[Any] = []
        if since is not None:
            sql += " WHERE day >= ?"
            params.append(unix_day(since))
        sql += " GROUP BY day"
        return {log_day(d): n for d, n in self.conn.execute(sql, params)}

    def reviews_on(self, day: date) -> int:
        """Answers logged on a study day (every mode), counted in that day's index range."""
        return int(
            self.conn.execute(
                "SELECT COUNT(*) FROM review_log WHERE day = ?", (unix_day(day),)
            ).fetchone()[0]
        )

    def streak_days(self, today: date) -> set[date]:
        """The days with a review in the unbroken run ending today or yesterday (a streak
        still counts until today ends): their number is the streak. Found with one index
        probe per day of the run, all inside SQLite: the log itself is never read."""
        yesterday = unix_day(today - timedelta(days=1))
        days = {
            log_day(d)
            for (d,) in self.conn.execute(
                """WITH RECURSIVE run(day) AS (
                       SELECT ? WHERE EXISTS (SELECT 1 FROM review_log WHERE day = ?)
                       UNION ALL
                       SELECT day - 1 FROM run WHERE EXISTS
                           (SELECT 1 FROM review_log WHERE day = run.day - 1)
                   ) SELECT day FROM run""",
                (yesterday, yesterday),
            )
        }
        if self.conn.execute(
            "SELECT 1 FROM review_log WHERE day = ? LIMIT 1", (unix_day(today),)
        ).fetchone():
            days.add(today)
        return days

    def quality_counts(self, since: date, deck_id: str | None = None) -> dict[str, tuple[int, int]]:
        """Per deck: (passed answers, quality >= sm2.PASS_QUALITY; all answers) since the day, re-drills excluded."""
        sql = (  # the deck from card_state: its rows are small, a card's row is all its text
            "SELECT s.deck_id, SUM(l.quality >= ?), COUNT(*) FROM review_log l "
            "JOIN card_state s ON s.card_pk = l.card_pk WHERE l.day >= ? AND l.mode != ?"
        )
        params: list[Any] = [sm2.PASS_QUALITY, unix_day(since), REDRILL_CODE]
        if deck_id:
            sql += " AND s.deck_id = ?"
            params.append(deck_id)
        sql += " GROUP BY s.deck_id"
        return {d: (int(ok or 0), int(n)) for d, ok, n in self.conn.execute(sql, params)}

    def total_reviews(self) -> int:
        return int(self.conn.execute("SELECT COUNT(*) FROM review_log").fetchone()[0])

    def due_per_day(self, start: date, days: int) -> dict[date, int]:
        """Cards falling due on each day of [start, start+days); overdue ones count on start."""
        end = start + timedelta(days=days - 1)
        out = {start + timedelta(days=i): 0 for i in range(days)}
        for due, n in self.conn.execute(  # each deck's range of idx_state_deck_due in turn
            f"""SELECT MAX(s.due, ?), COUNT(*) FROM decks d CROSS JOIN card_state s
                 ON s.deck_id = d.id
               WHERE d.retired = 0 AND s.due IS NOT NULL AND s.due <= ? AND {_NOT_RETIRED}
                 AND s.suspended = 0
               GROUP BY MAX(s.due, ?)""",
            (start.isoformat(), end.isoformat(), start.isoformat()),
        ):
            out[date.fromisoformat(due)] = n
        return out

    def first_due_day(self, start: date, days: int) -> date | None:
        """The first day of [start, start+days) with a card falling due, overdue cards counting
        on `start`: `next(d for d, n in due_per_day(start, days).items() if n)`, found by
        reading the first card of the due index instead of counting a year of them."""
        row = self.conn.execute(  # the first card of each deck's due range, then the least
            f"""SELECT MIN((SELECT s.due FROM card_state s
                           WHERE s.deck_id = d.id AND s.due IS NOT NULL AND {_NOT_RETIRED}
                             AND s.suspended = 0
                           ORDER BY s.due LIMIT 1))
               FROM decks d WHERE d.retired = 0"""
        ).fetchone()
        if row is None or row[0] is None:
            return None
        first = max(date.fromisoformat(row[0]), start)
        return first if first < start + timedelta(days=days) else None

    def maturity_counts(self, mature_days: int = 21) -> dict[str, tuple[int, int, int]]:
        """Per active deck: (new, young, mature) active cards. New = never reviewed; mature =
        interval >= mature_days (Anki's notion, 21 days). Suspended cards count where they stand."""
        return {
            deck_id: (int(new or 0), int(young or 0), int(mature or 0))
            for deck_id, new, young, mature in self.conn.execute(
                """SELECT c.deck_id, SUM(s.reviews = 0),
                          SUM(s.reviews > 0 AND s.interval < ?), SUM(s.reviews > 0 AND s.interval >= ?)
                   FROM cards c JOIN card_state s ON s.card_pk = c.pk
                   JOIN decks d ON d.id = c.deck_id
                   WHERE c.retired = 0 AND d.retired = 0 GROUP BY c.deck_id""",
                (mature_days, mature_days),
            )
        }
