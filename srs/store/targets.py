"""Interview-date targets as kept, and what a plan reads of the review log."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime

from srs.store.cards import Cards
from srs.store.rows import _marks, from_unix_ms


@dataclass(frozen=True)
class TargetRow:
    """One interview-date target as kept."""

    id: int
    on: date
    """The interview's date."""
    start: date
    """The day it was set: the plan sizes its final days from the whole run-up."""
    decks: tuple[str, ...]
    """Empty: every deck."""
    tags: tuple[str, ...]
    minutes: float


SECONDS_SAMPLE = 500
"""How many recent answers the measured time per card is taken from."""


@dataclass(frozen=True)
class PlanRow:
    """What a plan needs of a card: no text, so a large target reads fast."""

    pk: int
    deck_id: str
    card_id: str
    tags: tuple[str, ...]


class Targets(Cards):
    """Targets."""

    def plan_rows(self, deck_ids: Sequence[str] = ()) -> list[PlanRow]:
        """Every active, unsuspended card of these decks (all decks when none), in order."""
        sql = (
            "SELECT c.pk, c.deck_id, c.card_id, c.tags FROM cards c "
            "JOIN card_state s ON s.card_pk = c.pk JOIN decks d ON d.id = c.deck_id "
            "WHERE c.retired = 0 AND d.retired = 0 AND s.suspended = 0"
        )
        params: list[str] = list(deck_ids)
        if deck_ids:
            sql += f" AND c.deck_id IN ({_marks(len(deck_ids))})"
        return [
            PlanRow(int(r[0]), r[1], r[2], tuple(_str_list(r[3])))
            for r in self.conn.execute(sql + " ORDER BY c.pk", params)
        ]

    def add_target(
        self,
        *,
        on: date,
        start: date,
        decks: Sequence[str] = (),
        tags: Sequence[str] = (),
        minutes: float,
    ) -> int:
        with self._write():
            cursor = self.conn.execute(
                "INSERT INTO plan_targets (date, start, decks, tags, minutes) "
                "VALUES (?, ?, ?, ?, ?)",
                (
                    on.isoformat(),
                    start.isoformat(),
                    json.dumps(list(decks)),
                    json.dumps(list(tags)),
                    minutes,
                ),
            )
        return int(cursor.lastrowid or 0)

    def targets(self) -> list[TargetRow]:
        """Every target, the nearest date first."""
        rows = self.conn.execute(
            "SELECT id, date, start, decks, tags, minutes FROM plan_targets ORDER BY date, id"
        )
        return [
            TargetRow(
                int(r[0]),
                date.fromisoformat(r[1]),
                date.fromisoformat(r[2]),
                tuple(_str_list(r[3])),
                tuple(_str_list(r[4])),
                float(r[5]),
            )
            for r in rows
        ]

    def remove_target(self, target_id: int) -> bool:
        with self._write():
            cursor = self.conn.execute("DELETE FROM plan_targets WHERE id = ?", (target_id,))
        return cursor.rowcount > 0

    def answers_by_card(self, card_pks: Sequence[int]) -> dict[int, list[tuple[datetime, int]]]:
        """Each card's answers (moment, quality), oldest first: what FSRS replays."""
        out: dict[int, list[tuple[datetime, int]]] = {}
        for start in range(0, len(card_pks), 900):  # below SQLite's bound-parameter limit
            chunk = card_pks[start : start + 900]
            rows = self.conn.execute(
                "SELECT card_pk, reviewed_ms, quality FROM review_log "
                f"WHERE card_pk IN ({_marks(len(chunk))}) ORDER BY card_pk, id",
                list(chunk),
            )
            for pk, ms, quality in rows:
                out.setdefault(int(pk), []).append((from_unix_ms(int(ms)), int(quality)))
        return out

    def seconds_per_card(self, default: float = 30.0) -> float:
        """The median time the user takes per answer, from the last answers (`default` when
        there are too few to say)."""
        rows = self.conn.execute(
            "SELECT response_ms FROM review_log WHERE response_ms > 0 ORDER BY id DESC LIMIT ?",
            (SECONDS_SAMPLE,),
        ).fetchall()
        if len(rows) < 10:
            return default
        import statistics  # here: the module (and its C part) costs every start ~1 ms

        return max(1.0, float(statistics.median(r[0] for r in rows)) / 1000)


def _str_list(text: str) -> list[str]:
    try:
        value = json.loads(text)
    except ValueError:
        return []
    return [str(v) for v in value] if isinstance(value, list) else []
