"""Mock interviews as kept: begun, answered one by one, saved with their report."""

from __future__ import annotations

import json
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from srs.scheduling import QueueKind
from srs.store.cards import Cards
from srs.store.rows import InterviewAnswerRow, InterviewRow, QueuedCard, _marks


class Interviews(Cards):
    """Interviews."""

    # ---- mock interviews -------------------------------------------------------------------

    def interview_cards(self, deck_ids: Sequence[str] | None = None) -> list[QueuedCard]:
        """Every active, unsuspended card of the decks (all decks when None), for planning."""
        sql = (
            f"SELECT {self._CARD_COLS} FROM cards c JOIN card_state s ON s.card_pk = c.pk "
            "JOIN decks d ON d.id = c.deck_id WHERE c.retired = 0 AND d.retired = 0 "
            "AND s.suspended = 0"
        )
        params: list[Any] = []
        if deck_ids:
            sql += f" AND c.deck_id IN ({_marks(len(deck_ids))})"
            params.extend(deck_ids)
        return [
            self._queued(r, QueueKind.REVIEW)
            for r in self.conn.execute(sql + " ORDER BY c.pk", params)
        ]

    def begin_interview(
        self,
        *,
        started: datetime,
        seed: int | None,
        deck_ids: Sequence[str],
        settings: dict[str, Any],
    ) -> int:
        """Keep an interview as it starts (unfinished until `save_interview`); returns its id."""
        with self._write():
            cursor = self.conn.execute(
                "INSERT INTO interviews (started_at, seed, decks, settings) VALUES (?, ?, ?, ?)",
                (
                    started.astimezone(UTC).isoformat(timespec="seconds"),
                    seed,
                    json.dumps(list(deck_ids)),
                    json.dumps(settings, sort_keys=True),
                ),
            )
        return int(cursor.lastrowid or 0)

    def forget_interview(self, interview_id: int | None) -> None:
        """Drop an interview that ended before its first answer (nothing to grade or keep)."""
        if interview_id is None:
            return
        with self._write():
            self.conn.execute(
                "DELETE FROM interview_answers WHERE interview_id = ?", (interview_id,)
            )
            self.conn.execute("DELETE FROM interviews WHERE id = ?", (interview_id,))

    def save_interview_answer(self, interview_id: int, answer: InterviewAnswerRow) -> None:
        """Keep one answer as it is given, so a crash mid-interview loses none of them."""
        with self._write():
            self.conn.execute(
                _INSERT_INTERVIEW_ANSWER, _interview_answer_values(interview_id, answer)
            )

    def save_interview(
        self,
        *,
        started: datetime,
        finished: datetime,
        seed: int | None,
        deck_ids: Sequence[str],
        settings: dict[str, Any],
        score: float,
        verdict: str,
        answers: Sequence[InterviewAnswerRow],
        interview_id: int | None = None,
    ) -> int:
        """Keep a finished interview and its graded answers (one transaction); returns its id.
        With `interview_id`, completes the interview kept by `begin_interview`."""
        with self._write():
            row = (
                started.astimezone(UTC).isoformat(timespec="seconds"),
                finished.astimezone(UTC).isoformat(timespec="seconds"),
                seed,
                json.dumps(list(deck_ids)),
                json.dumps(settings, sort_keys=True),
                score,
                verdict,
            )
            if interview_id is None:
                cursor = self.conn.execute(
                    """INSERT INTO interviews (started_at, finished_at, seed, decks, settings, score, verdict)
                       VALUES (?, ?, ?, ?, ?, ?, ?)""",
                    row,
                )
                interview_id = int(cursor.lastrowid or 0)
            else:
                self.conn.execute(
                    """UPDATE interviews SET started_at = ?, finished_at = ?, seed = ?, decks = ?,
                           settings = ?, score = ?, verdict = ? WHERE id = ?""",
                    (*row, interview_id),
                )
            self.conn.executemany(
                _INSERT_INTERVIEW_ANSWER,
                [_interview_answer_values(interview_id, a) for a in answers],
            )
        return interview_id

    def interviews(self) -> list[InterviewRow]:
        """Past interviews, oldest first, with their scores (progress over time)."""
        return [
            InterviewRow(
                id=r[0],
                started=datetime.fromisoformat(r[1]),
                finished=datetime.fromisoformat(r[2]) if r[2] else None,
                seed=r[3],
                deck_ids=tuple(json.loads(r[4])),
                settings=json.loads(r[5]),
                score=r[6],
                verdict=r[7],
                questions=r[8],
            )
            for r in self.conn.execute(
                """SELECT i.id, i.started_at, i.finished_at, i.seed, i.decks, i.settings, i.score,
                          i.verdict, (SELECT COUNT(*) FROM interview_answers a WHERE a.interview_id = i.id)
                   FROM interviews i ORDER BY i.id"""
            )
        ]

    def interview_answers(self, interview_id: int) -> list[InterviewAnswerRow]:
        rows = self.conn.execute(
            """SELECT position, card_pk, answer, time_ms, timed_out, skipped, score, suggested,
                      matched, missed FROM interview_answers WHERE interview_id = ? ORDER BY position""",
            (interview_id,),
        )
        return [
            InterviewAnswerRow(
                position=r[0],
                card_pk=r[1],
                answer=r[2],
                time_ms=r[3],
                timed_out=bool(r[4]),
                skipped=bool(r[5]),
                score=r[6],
                suggested=r[7],
                matched={k: tuple(v) for k, v in json.loads(r[8]).items()},
                missed=tuple(json.loads(r[9])),
            )
            for r in rows
        ]


_INSERT_INTERVIEW_ANSWER = """INSERT OR REPLACE INTO interview_answers (interview_id, position,
    card_pk, answer, time_ms, timed_out, skipped, score, suggested, matched, missed)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"""


def _interview_answer_values(interview_id: int, a: InterviewAnswerRow) -> tuple[Any, ...]:
    return (
        interview_id,
        a.position,
        a.card_pk,
        a.answer,
        a.time_ms,
        int(a.timed_out),
        int(a.skipped),
        a.score,
        a.suggested,
        json.dumps({k: list(v) for k, v in a.matched.items()}),
        json.dumps(list(a.missed)),
    )
