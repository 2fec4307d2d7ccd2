"""The review log for FSRS's optimiser: the standard CSV (`srs export revlog`), and fitting the
user's own parameters from it (`srs optimize`).

The CSV is fsrs-optimizer's schema (its README): `card_id,review_time,review_rating,
review_state,review_duration`, with the time in UTC milliseconds, the rating 1-4 (our grades
mapped as srs/memory.py maps them), the state 0 New / 1 Learning / 2 Review / 3 Relearning and
the duration in milliseconds. Rows that must not train the optimiser (`train = 0`: interview
answers the grader graded) are left out.

Fitting uses fsrs-rs-python, the FSRS authors' Rust optimiser with Python bindings: a 0.6 MB
wheel with no dependencies, where fsrs-optimizer needs PyTorch (gigabytes). It is an optional
extra (`pip install -e '.[optimize]'`, in the test extra too); `srs optimize` says so when it is
missing. Its FSRS-6 parameters are the ones py-fsrs schedules with.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from srs.errors import SrsError
from srs.memory import rating_for
from srs.store import Store
from srs.store.answers import FSRS_PARAMETERS_KEY

if TYPE_CHECKING:
    from fsrs_rs_python import FSRSItem

HEADER = "card_id,review_time,review_rating,review_state,review_duration"
MIN_REVIEWS = 400
"""Answers (after a card's first) below which a fit says nothing reliable (FSRS's own advice
is a few hundred reviews)."""


class NotEnoughReviews(SrsError):
    """Too few answers in the log to fit parameters to."""


class OptimiserMissing(SrsError):
    """fsrs-rs-python is not installed."""


@dataclass(frozen=True)
class Review:
    """One row of the optimiser's log."""

    card_id: int
    review_time: int
    rating: int
    state: int
    duration: int

    def csv(self) -> str:
        return f"{self.card_id},{self.review_time},{self.rating},{self.state},{self.duration}\n"


def reviews(rows: Iterable[tuple[int, int, int, int | None]]) -> Iterator[Review]:
    """The optimiser's rows from the log's (card, UTC ms, quality, response ms), in card then
    time order: a card's first answer is New; one after a failed answer Relearning (Learning
    when it is a second answer on the day of the first); any other Review."""
    card: int | None = None
    first_day = last_rating = 0
    for pk, ms, quality, response_ms in rows:
        rating = int(rating_for(quality))
        day = ms // 86_400_000
        if pk != card:
            state, card, first_day = 0, pk, day
        elif last_rating == 1:
            state = 3
        elif day == first_day:
            state = 1
        else:
            state = 2
        last_rating = rating
        yield Review(pk, ms, rating, state, max(0, response_ms or 0))


def export(store: Store, path: Path, *, overwrite: bool = False) -> int:
    """Write the CSV whole or not at all; returns the number of rows written."""
    from srs.anki import write_export  # the one exporter's writer: never half a file

    rows = list(reviews(store.optimiser_rows()))
    write_export(path, [HEADER + "\n", *(r.csv() for r in rows)], overwrite=overwrite)
    return len(rows)


@dataclass(frozen=True)
class Fit:
    parameters: tuple[float, ...]
    log_loss_before: float
    log_loss_after: float
    reviews: int


def optimize(store: Store) -> Fit:
    """Fit FSRS parameters to the user's log, keep them, and say how much better they predict.

    Raises:
        OptimiserMissing: fsrs-rs-python is not installed.
        NotEnoughReviews: fewer than MIN_REVIEWS answers follow a card's first.
    """
    try:
        import fsrs_rs_python as rs
    except ImportError:
        raise OptimiserMissing(
            "fitting needs fsrs-rs-python: pip install -e '.[optimize]' (or pip install "
            "fsrs-rs-python)"
        ) from None
    items = _items(reviews(store.optimiser_rows()))
    if len(items) < MIN_REVIEWS:
        raise NotEnoughReviews(
            f"{len(items)} reviews after a card's first answer; fitting needs at least "
            f"{MIN_REVIEWS} (keep reviewing, then run srs optimize again)"
        )
    before = rs.FSRS(rs.DEFAULT_PARAMETERS).evaluate(items).log_loss
    fitted = tuple(float(x) for x in rs.FSRS(rs.DEFAULT_PARAMETERS).compute_parameters(items))
    after = rs.FSRS(list(fitted)).evaluate(items).log_loss
    store.set_ui_pref(FSRS_PARAMETERS_KEY, json.dumps(fitted))
    return Fit(fitted, float(before), float(after), len(items))


def _items(rows: Iterable[Review]) -> list[FSRSItem]:
    """fsrs-rs's training items: for each answer after a card's first, the card's answers up
    to it, each with the whole days since the one before (the first: 0); only histories with
    a day between two answers (same-day answers alone teach no long-term memory)."""
    from fsrs_rs_python import FSRSItem, FSRSReview

    by_card: dict[int, list[Review]] = {}
    for row in rows:
        by_card.setdefault(row.card_id, []).append(row)
    items: list[FSRSItem] = []
    for answers in by_card.values():
        history: list[FSRSReview] = []
        last_day: int | None = None
        spaced = False
        for row in answers:
            day = datetime.fromtimestamp(row.review_time / 1000, UTC).date().toordinal()
            gap = 0 if last_day is None else day - last_day
            spaced = spaced or gap > 0
            history.append(FSRSReview(row.rating, gap))
            last_day = day
            if len(history) > 1 and spaced:
                items.append(FSRSItem(list(history)))
    return items
