"""The review queue: what comes next, and how many are left today."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any, ClassVar

from srs.scheduling import QueueKind, StoredState
from srs.store.base import REDRILL_GAP
from srs.store.cards import Cards
from srs.store.rows import (
    _NOT_RETIRED,
    REDRILL_CODE,
    DeckCounts,
    QueuedCard,
    RowMapping,
    _decks_sql,
    _marks,
    _queue_order,
    unix_day,
)


class Queue(Cards):
    """The queues."""

    # ---- queues ---------------------------------------------------------------------------

    def _done_today(self, today: date) -> dict[str, tuple[int, int, int]]:
        """Per deck: new cards introduced today, reviews of non-new cards today (re-drills not
        counted in either), and every answer of today.

        Kept between calls and brought up to date by this connection's own answers, so the
        queue does not re-read today's log for every card; any other write, by this
        connection or another, makes it read the log again (callers run
        `_check_foreign_writes` first).
        """
        cached = self._cache.done
        if cached is not None and cached[0] == today:
            return cached[1]
        done: dict[str, tuple[int, int, int]] = {}
        for deck_id, new, reviews, answers in self.conn.execute(
            """SELECT s.deck_id, SUM(l.mode != ? AND l.was_new),
                      SUM(l.mode != ? AND NOT l.was_new), COUNT(*)
               FROM review_log l JOIN card_state s ON s.card_pk = l.card_pk
               WHERE l.day = ? GROUP BY s.deck_id""",
            (REDRILL_CODE, REDRILL_CODE, unix_day(today)),
        ):
            done[deck_id] = (int(new), int(reviews), int(answers))
        self._cache.done = (today, done)
        return done

    def _count_answer(self, deck_id: str, day: date, mode: str, was_new: bool) -> None:
        """Add this connection's own answer to the cached counts of the day."""
        cached = self._cache.done
        if cached is None or cached[0] != day:
            return
        new, reviews, answers = cached[1].get(deck_id, (0, 0, 0))
        counted = mode != "redrill"
        new, reviews = new + int(counted and was_new), reviews + int(counted and not was_new)
        cached[1][deck_id] = (new, reviews, answers + 1)
        memo = self._cache.left
        if memo is not None and memo[1] is cached and deck_id in memo[2]:
            new_limit, rev_limit = self._daily_limits(deck_id)
            memo[2][deck_id] = max(0, new_limit - new)
            memo[3][deck_id] = max(0, rev_limit - reviews)

    def _daily_limits(self, deck_id: str) -> tuple[int, int]:
        """(new_per_day, reviews_per_day) of a deck, kept as long as the settings they come from."""
        values = self._settings()
        if self._cache.limits is None or self._cache.limits[0] is not values:
            self._cache.limits = (values, {})
        memo = self._cache.limits[1]
        if deck_id not in memo:
            memo[deck_id] = (
                self.setting("new_per_day", deck_id),
                self.setting("reviews_per_day", deck_id),
            )
        return memo[deck_id]

    def _remaining(
        self, today: date, deck_ids: Sequence[str]
    ) -> tuple[dict[str, int], dict[str, int]]:
        """Per deck: new cards and reviews left today under the daily limits (read-only dicts,
        kept while the day's counts are: _count_answer brings them up to date)."""
        key = (today, tuple(deck_ids))
        memo = self._cache.left
        if memo is not None and memo[0] == key and memo[1] is self._cache.done:
            return memo[2], memo[3]
        done = self._done_today(today)
        new_left: dict[str, int] = {}
        rev_left: dict[str, int] = {}
        for d in deck_ids:
            new_limit, rev_limit = self._daily_limits(d)
            new_done, rev_done, _ = done.get(d, (0, 0, 0))
            new_left[d] = max(0, new_limit - new_done)
            rev_left[d] = max(0, rev_limit - rev_done)
        self._cache.left = (key, self._cache.done, new_left, rev_left)
        return new_left, rev_left

    def queue_counts(
        self, today: date, deck_ids: Sequence[str] | None = None
    ) -> dict[str, tuple[int, int, int]]:
        """Per deck (every active deck when None): (new, due, re-drill) available today, the
        daily limits applied, as `counts` gives them.

        Each count reads at most the deck's limit from its own index range, so it costs the same
        in a deck of a hundred cards as in one of a hundred thousand.
        """
        self._check_foreign_writes()
        ids = list(deck_ids) if deck_ids is not None else list(self._active_deck_ids())
        day = today.isoformat()
        new_left, rev_left = self._remaining(today, ids)
        bounded = (
            "SELECT COUNT(*) FROM (SELECT 1 FROM card_state s WHERE s.deck_id = ? "
            f"AND s.suspended = 0 AND {_NOT_RETIRED} AND {{}} LIMIT ?)"
        )
        due_sql = bounded.format("s.due <= ? AND (s.redrill_day IS NULL OR s.redrill_day != ?)")
        new_sql = bounded.format("s.due IS NULL")
        redrill = dict(
            self.conn.execute(
                f"""SELECT s.deck_id, COUNT(*) FROM card_state s
                   WHERE s.redrill_day = ? AND s.suspended = 0 AND {_NOT_RETIRED}
                   GROUP BY s.deck_id""",
                (day,),
            )
        )
        out: dict[str, tuple[int, int, int]] = {}
        for d in ids:
            due = (
                self.conn.execute(due_sql, (d, day, day, rev_left[d])).fetchone()[0]
                if rev_left[d]
                else 0
            )
            new = self.conn.execute(new_sql, (d, new_left[d])).fetchone()[0] if new_left[d] else 0
            out[d] = (new, due, redrill.get(d, 0))
        return out

    def counts(self, today: date) -> list[DeckCounts]:
        """Per active deck: cards, and new / due / re-drill available today (limits applied)."""
        self._check_foreign_writes()
        decks = list(
            self.conn.execute(
                "SELECT id, name, active_cards FROM decks WHERE retired = 0 ORDER BY name"
            )
        )
        queues = self.queue_counts(today, [d for d, _, _ in decks])
        done = self._done_today(today)
        return [
            DeckCounts(
                deck_id=deck_id,
                name=name,
                cards=active,
                new=queues[deck_id][0],
                due=queues[deck_id][1],
                redrill=queues[deck_id][2],
                reviewed_today=done.get(deck_id, (0, 0, 0))[2],
            )
            for deck_id, name, active in decks
        ]

    def next_card(
        self, today: date, deck_id: str | None = None, *, exclude: Sequence[int] = ()
    ) -> QueuedCard | None:
        """The next card to show: due reviews (oldest first), then new cards up to the daily
        limit, then today's re-drills (a re-drill waits REDRILL_GAP answers unless nothing
        else is left). None when the session is done.

        Each query walks an index in the order it returns (one deck's range, or for several
        decks the due index from the oldest card), so it stops at the first card that fits.
        """
        day = today.isoformat()
        self._check_foreign_writes()
        ids = [deck_id] if deck_id else self._active_deck_ids()
        if not ids:
            return None
        new_left, rev_left = self._remaining(today, ids)
        skip = f" AND c.pk NOT IN ({_marks(len(exclude))})" if exclude else ""
        redrills = self._may_have_redrill(today)
        redrill_sql = (
            " AND s.redrill_day = ?" + _decks_sql(ids) + skip + " ORDER BY s.redrill_after LIMIT 1"
            if redrills
            else ""
        )
        ready = (
            redrills
            and self.conn.execute(
                self._QUEUE_BASE
                + " AND s.redrill_after <= (SELECT COALESCE(MAX(id), 0) FROM review_log) - ?"
                + redrill_sql,
                [REDRILL_GAP, day, *ids, *exclude],
            ).fetchone()
        )
        if ready:
            return self._queued(ready, QueueKind.REDRILL)
        queued = self._from_queues(today, ids, exclude, rev_left, new_left)
        if queued is not None:
            return queued
        if not redrills:
            return None
        row = self.conn.execute(self._QUEUE_BASE + redrill_sql, [day, *ids, *exclude]).fetchone()
        return self._queued(row, QueueKind.REDRILL) if row is not None else None

    def _from_queues(
        self,
        today: date,
        ids: Sequence[str],
        exclude: Sequence[int],
        rev_left: dict[str, int],
        new_left: dict[str, int],
    ) -> QueuedCard | None:
        """The first due card, else the first new one, of the decks with some of their daily
        limit left."""
        for queue, left, kind in (
            ("due", rev_left, QueueKind.REVIEW),
            ("new", new_left, QueueKind.NEW),
        ):
            allowed = [d for d in ids if left[d] > 0]
            row = self._first_queued(queue, today, allowed, exclude) if allowed else None
            if row is not None:
                return self._queued(row, kind)
        return None

    _QUEUE_BASE = (
        f"SELECT {RowMapping._CARD_COLS} FROM card_state s CROSS JOIN cards c ON c.pk = s.card_pk "
        "WHERE c.retired = 0 AND s.suspended = 0"
    )
    _QUEUE_SQL: ClassVar[dict[str, str]] = {
        # One deck's range of idx_state_deck_due, in the queue's order: oldest due first; new
        # cards (due NULL) in the order they were added.
        "due": _QUEUE_BASE
        + " AND s.deck_id = ? AND s.due <= ? AND (s.redrill_day IS NULL OR s.redrill_day != ?)",
        "new": _QUEUE_BASE + " AND s.deck_id = ? AND s.due IS NULL",
    }
    QUEUE_BATCH = 16

    def _first_queued(
        self, queue: str, today: date, allowed: Sequence[str], exclude: Sequence[int]
    ) -> Any:
        """The first card (its row) of the allowed decks' due or new queue, in queue order:
        due cards oldest first, new cards in the order they were added (by pk).

        There is one due index per deck, (deck_id, due, card_pk); the decks' queues are
        merged here, each deck's read ahead QUEUE_BATCH rows at a time. (A second index in
        global due order would save the merge, but every answer moves a card in each due
        index, and its two extra pages per commit cost more than the merge.) The rows read
        ahead stay valid while only this connection's answers change the store: each answered
        card leaves them (see _answered), and any other write drops them all.
        """
        day = today.isoformat()
        params = (day, day) if queue == "due" else ()
        sql = self._QUEUE_SQL[queue]
        if exclude:  # rare (a card put aside): read directly
            return self._first_excluded(sql, params, allowed, exclude)
        cached = self._cache.queue
        if cached is None or cached[0] != today:
            cached = self._cache.queue = (today, {"due": {}, "new": {}})
        buffers = cached[1][queue]
        best = None
        for deck in allowed:
            buffer = buffers.get(deck)
            if buffer is None or (not buffer[0] and not buffer[1]):
                buffer = buffers[deck] = self._read_ahead(sql, deck, params)
            if buffer[0] and (best is None or buffer[0][0][0] < best[0]):
                best = buffer[0][0]
        return best[1] if best is not None else None

    def _first_excluded(
        self, sql: str, params: tuple[str, ...], allowed: Sequence[str], exclude: Sequence[int]
    ) -> Any:
        """`_first_queued` with cards put aside, read directly (rare: no read-ahead)."""
        sql += f" AND c.pk NOT IN ({_marks(len(exclude))}) ORDER BY s.due, s.card_pk LIMIT 1"
        heads = [self.conn.execute(sql, (deck, *params, *exclude)).fetchone() for deck in allowed]
        return min((r for r in heads if r is not None), key=_queue_order, default=None)

    def _read_ahead(
        self, sql: str, deck: str, params: tuple[str, ...]
    ) -> tuple[list[tuple[tuple[str, int], Any]], bool]:
        """A deck's next QUEUE_BATCH rows of a queue, each with its place in the queue (worked
        out once, as it is read), and whether that is all of them."""
        rows = self.conn.execute(
            sql + " ORDER BY s.due, s.card_pk LIMIT ?", (deck, *params, self.QUEUE_BATCH)
        ).fetchall()
        return [(_queue_order(row), row) for row in rows], len(rows) < self.QUEUE_BATCH

    def _may_have_redrill(self, today: date) -> bool:
        """False when no card is in today's re-drill (a cheap probe, then kept)."""
        cached = self._cache.redrill
        if cached is None or cached[0] != today:
            found = self.conn.execute(
                "SELECT 1 FROM card_state WHERE redrill_day = ? LIMIT 1", (today.isoformat(),)
            ).fetchone()
            cached = self._cache.redrill = (today, found is not None)
        return cached[1]

    def _answered(self, card_pk: int, deck_id: str, today: date, after: StoredState) -> None:
        """Keep the queue caches right after this connection's own answer to a card."""
        if after.redrill_day == today and self._cache.redrill is not None:
            self._cache.redrill = (self._cache.redrill[0], True)
        cached = self._cache.queue
        if cached is None:
            return
        due = after.sm2.due
        if due is not None and due <= today and after.redrill_day != today:
            self._cache.queue = None  # still due today: its place in the queue changed
            return
        for queue in cached[1].values():
            buffer = queue.get(deck_id)
            if buffer and buffer[0] and buffer[0][0][1][0] == card_pk:  # the usual: a head
                del buffer[0][0]
                return
        for queue in cached[1].values():
            for rows, _ in queue.values():
                for i, (_, row) in enumerate(rows):
                    if row[0] == card_pk:
                        del rows[i]
                        return
