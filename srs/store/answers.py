"""Answers: recording one (state and log row in one transaction), undo, suspend."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime, timedelta

from srs import scheduling, sm2
from srs.errors import SrsError
from srs.scheduling import LogMode, StoredState
from srs.store.backups import Backups
from srs.store.base import MODES
from srs.store.queue import Queue
from srs.store.reports import Reports
from srs.store.rows import (
    LogEntry,
    Recorded,
    _marks,
    from_unix_ms,
    log_mode_code,
    pack_undo,
    unix_day,
    unix_ms,
    unpack_undo,
)

UNDO_DAYS = 2
"""How many study days back undo can reach (today and yesterday): the states before older
answers are not kept (schema.m012)."""

FSRS_PARAMETERS_KEY = "fsrs.parameters"
"""Where `srs optimize` keeps the user's own FSRS parameters (JSON list of floats)."""


class Answers(Queue, Backups, Reports):
    """Answers."""

    def fsrs_parameters(self) -> tuple[float, ...] | None:
        """The FSRS parameters `srs optimize` fitted to the user's log; None: the defaults."""
        import json

        kept = self.ui_pref(FSRS_PARAMETERS_KEY)
        return tuple(float(x) for x in json.loads(kept)) if kept else None

    def fsrs_for(self, card_pk: int, deck_id: str, now: datetime) -> scheduling.Fsrs:
        """What FSRS needs to schedule an answer to the card now: its past answers, the
        desired retention in force for its deck and the user's parameters."""
        from srs.memory import Answer

        rows = self.conn.execute(
            "SELECT reviewed_ms, quality FROM review_log WHERE card_pk = ? ORDER BY id", (card_pk,)
        )
        history = tuple(Answer(from_unix_ms(int(ms)), int(q)) for ms, q in rows)
        retention = self.setting("desired_retention", deck_id) / 100
        return scheduling.Fsrs(history, now, retention, self.fsrs_parameters())

    def optimiser_rows(self) -> Iterator[tuple[int, int, int, int | None]]:
        """(card, UTC ms, quality, response ms) of every answer that may train FSRS's
        optimiser, by card then time (srs/revlog.py)."""
        yield from self.conn.execute(
            "SELECT card_pk, reviewed_ms, quality, response_ms FROM review_log "
            "WHERE train = 1 ORDER BY card_pk, id"
        )

    def scheduler(self, deck_id: str | None = None) -> scheduling.Scheduler:
        return scheduling.Scheduler(self.setting("scheduler", deck_id))

    # ---- answering ------------------------------------------------------------------------

    def record_review(
        self,
        card_pk: int,
        quality: int,
        today: date,
        *,
        answer: str | None = None,
        score: float | None = None,
        suggested: int | None = None,
        response_ms: int | None = None,
        mode: str | None = None,
        now: datetime | None = None,
    ) -> Recorded:
        """Apply one answer: the new state and its log row are written in one transaction.

        The mode is 'redrill' when the card is in today's re-drill (then the schedule does not
        change), else 'review'; pass mode='interview' for a mock-interview answer that counts.
        """
        scheduling.check_quality(quality)
        if mode is not None and mode not in MODES:
            raise ValueError(f"mode must be one of {MODES}")
        now = now or datetime.now(UTC)
        if now.tzinfo is None:
            now = now.astimezone()  # a naive moment is local time, as isoformat took it
        self._backup_if_due(today)
        # An answer leaves these right but for the card answered and the count (below).
        kept = self._cache.kept()
        with self._write(today):
            # The card as it was shown, if nothing was written since: not by this connection
            # (any write but an answer forgets it; an answer is to the card shown) nor by
            # another (PRAGMA data_version would have moved). Else read again.
            shown = self._cache.shown
            if (
                shown is not None
                and shown[0] == card_pk
                and self.conn.execute("PRAGMA data_version").fetchone()[0] == shown[1]
            ):
                deck_id, before = shown[2], shown[3]
            else:
                row = self.conn.execute(
                    f"SELECT s.deck_id, {self._STATE_COLS} FROM card_state s WHERE s.card_pk = ?",
                    (card_pk,),
                ).fetchone()
                if row is None:
                    raise KeyError(card_pk)
                deck_id, before = row[0], self._row_state(row, 1)
            chosen = self.scheduler(deck_id)
            fsrs = (
                self.fsrs_for(card_pk, deck_id, now)
                if chosen is scheduling.Scheduler.FSRS
                else None
            )
            outcome = scheduling.apply_answer(before, quality, today, mode, fsrs=fsrs)
            offset = now.astimezone().utcoffset()
            # The log keeps the answer, EF and interval after, and the state before packed
            # (for undo, let go of after two days); a re-drill's place (redrill_after = this
            # row's id) goes to the card's state only.
            self._let_go_of_old_undo(today)
            cursor = self.conn.execute(
                """INSERT INTO review_log (card_pk, reviewed_ms, day, mode, was_new, answer,
                       score, suggested, quality, response_ms, ef_after, interval_after,
                       scheduler, day_start, utc_offset, train, undo)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
                (
                    card_pk,
                    unix_ms(now),
                    unix_day(today),
                    log_mode_code(outcome.mode),
                    int(outcome.was_new),
                    answer,
                    score,
                    suggested,
                    quality,
                    response_ms,
                    sm2.ef_to_hundredths(outcome.after.sm2.ef),
                    outcome.after.sm2.interval,
                    None if chosen is scheduling.Scheduler.SM2 else chosen.label,
                    self.setting("day_start_hour"),
                    int(offset.total_seconds() // 60) if offset is not None else None,
                    int(outcome.mode != LogMode.INTERVIEW),
                    pack_undo(before),
                ),
            )
            log_id = int(cursor.lastrowid or 0)
            after = outcome.with_log_id(log_id)
            self._write_state(card_pk, after)
        self._cache.restore(kept)
        self._count_answer(deck_id, today, outcome.mode, outcome.was_new)
        self._answered(card_pk, deck_id, today, after)
        return Recorded(
            log_id=log_id, mode=outcome.mode, quality=quality, before=before, after=after
        )

    def _let_go_of_old_undo(self, today: date) -> None:
        """Once a study day for this connection: the states before answers older than
        UNDO_DAYS study days go (one pass over the log, beside the day's backup and check)."""
        if self._undo_pruned == today:
            return
        oldest = unix_day(today - timedelta(days=UNDO_DAYS - 1))
        self.conn.execute(
            "UPDATE review_log SET undo = NULL WHERE undo IS NOT NULL AND day < ?", (oldest,)
        )
        self._undo_pruned = today

    def prepare_answers(self, today: date) -> None:
        """What the first answer of a day does before its transaction (the day's verified
        backup), for a caller that records several answers in one transaction of its own: a
        backup taken inside it would copy what is not committed yet."""
        self._backup_if_due(today)

    def _write_state(self, card_pk: int, state: StoredState) -> None:
        s = state.sm2
        self.conn.execute(
            """UPDATE card_state SET ef = ?, repetitions = ?, interval = ?, due = ?, lapses = ?,
                   reviews = ?, last_review = ?, suspended = ?, redrill_day = ?, redrill_after = ?
               WHERE card_pk = ?""",
            (
                sm2.ef_to_hundredths(s.ef),
                s.repetitions,
                s.interval,
                s.due.isoformat() if s.due else None,
                s.lapses,
                s.reviews,
                s.last_review.isoformat() if s.last_review else None,
                int(state.suspended),
                state.redrill_day.isoformat() if state.redrill_day else None,
                state.redrill_after,
                card_pk,
            ),
        )

    def undo(self, log_id: int | None = None) -> LogEntry | None:
        """Undo the latest answer (or the given one, which must be the card's latest): restore
        the card's exact previous state and delete the log row. None when there is nothing."""
        with self._write_lock():
            if log_id is None:
                row = self.conn.execute(
                    "SELECT id FROM review_log ORDER BY id DESC LIMIT 1"
                ).fetchone()
                if row is None:
                    return None
                log_id = int(row[0])
            entry = self.log_entry(log_id)
            if entry is None:
                return None
            latest = self.conn.execute(
                "SELECT MAX(id) FROM review_log WHERE card_pk = ?", (entry.card_pk,)
            ).fetchone()[0]
            if latest != log_id:
                raise SrsError("only a card's latest answer can be undone")
            (before,) = self.conn.execute(
                "SELECT undo FROM review_log WHERE id = ?", (log_id,)
            ).fetchone()
            if before is None:
                raise SrsError(
                    f"that answer ({entry.day}) is too old to undo: only the answers of the "
                    f"last {UNDO_DAYS} study days can be taken back"
                )
            self._write_state(entry.card_pk, unpack_undo(before))
            self.conn.execute("DELETE FROM review_log WHERE id = ?", (log_id,))
        return entry

    def bring_forward(self, card_pks: Sequence[int], today: date) -> int:
        """Make reviewed cards due today (new cards are already in the new queue); returns how
        many moved. The review log is untouched: only the due date changes."""
        if not card_pks:
            return 0
        with self._write(today):
            cursor = self.conn.execute(
                f"UPDATE card_state SET due = ? WHERE due > ? AND card_pk IN ({_marks(len(card_pks))})",
                [today.isoformat(), today.isoformat(), *card_pks],
            )
        return int(cursor.rowcount)

    def suspend(self, card_pk: int, suspended: bool = True) -> None:
        self._execute_write(
            "UPDATE card_state SET suspended = ? WHERE card_pk = ?", (int(suspended), card_pk)
        )
