"""The stats screen's figures: heatmap bucketing, quartile shades, forecast, hardest cards, decks.

Every expectation is worked out by hand from fixed dates (2026-11-21 is a Saturday).
"""

from __future__ import annotations

from datetime import date, timedelta
from decimal import Decimal
from pathlib import Path

import pytest

from srs import stats, sync
from srs.decks import dump
from srs.model import Card, Deck
from srs.store import Store

TODAY = date(2026, 11, 21)


def _store(tmp_path: Path, decks: dict[str, int]) -> Store:
    """A store with the given decks (id -> number of open cards), synced from YAML files."""
    folder = tmp_path / "decks"
    folder.mkdir()
    for deck_id, n in decks.items():
        cards = tuple(
            Card(id=f"q{i:02d}", question=f"{deck_id} question {i}?", answer=f"answer {i}")
            for i in range(1, n + 1)
        )
        dump(Deck(id=deck_id, name=f"Deck {deck_id}", cards=cards), folder / f"{deck_id}.yaml")
    store = Store.open(tmp_path / "x.db")
    sync.sync_decks(store, [folder])
    return store


def _pk(store: Store, deck_id: str, card_id: str) -> int:
    return store.find_card(deck_id, card_id).pk


# ---- quartiles and shades ---------------------------------------------------------------------


def test_quartiles_are_nearest_rank_over_days_with_reviews() -> None:
    assert stats.quartile_thresholds([0, 0, 1, 2, 3, 4, 5, 6, 7, 8]) == (2, 4, 6)
    assert stats.quartile_thresholds([5]) == (5, 5, 5)
    assert stats.quartile_thresholds([0, 0]) == (0, 0, 0)
    assert stats.quartile_thresholds([]) == (0, 0, 0)


@pytest.mark.parametrize(
    ("count", "level"), [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (8, 4)]
)
def test_shade_level_by_quartile(count: int, level: int) -> None:
    assert stats.shade_level(count, (2, 4, 6), peak=8) == level


def test_a_uniform_history_is_drawn_darkest_not_palest() -> None:
    grid = stats.heatmap({TODAY - timedelta(days=i): 5 for i in range(10)}, TODAY, weeks=2)
    assert {grid.level(c) for col in grid.columns for c in col if c} == {4}


# ---- the heatmap grid -------------------------------------------------------------------------


def test_heatmap_weeks_are_columns_monday_first_and_future_days_empty() -> None:
    per_day = {
        date(2026, 11, 16): 2,  # Monday of today's week
        date(2026, 11, 20): 1,  # Friday
        TODAY: 3,  # Saturday
        date(2026, 11, 9): 4,  # Monday of the week before
        date(2026, 11, 8): 99,  # Sunday before the window: not shown, not counted
    }
    grid = stats.heatmap(per_day, TODAY, weeks=2)
    assert grid.start == date(2026, 11, 9)
    assert grid.start.weekday() == 0
    assert grid.columns == ((4, 0, 0, 0, 0, 0, 0), (2, 0, 0, 0, 1, 3, None))
    assert grid.total == 10
    assert grid.active_days == 4
    assert grid.peak == 4
    assert grid.level(None) == 0


def test_a_year_of_weeks_covers_the_last_365_days() -> None:
    grid = stats.heatmap({}, TODAY)
    assert len(grid.columns) == 53
    assert grid.start <= TODAY - timedelta(days=364)
    assert grid.total == 0
    assert grid.thresholds == (0, 0, 0)


def test_month_labels_sit_on_the_week_holding_the_first() -> None:
    grid = stats.heatmap({}, TODAY)
    labels = grid.month_labels()
    assert len(labels) == 12
    for col, name in labels:
        week = [grid.start + timedelta(weeks=col, days=d) for d in range(7)]
        firsts = [d for d in week if d.day == 1]
        assert len(firsts) == 1
        assert stats.MONTHS[firsts[0].month - 1] == name
    # 1 Nov 2026 is a Sunday: its label goes on the week starting Monday 26 Oct.
    assert (grid.start + timedelta(weeks=labels[-1][0]), labels[-1][1]) == (
        date(2026, 10, 26),
        "Nov",
    )


def test_heatmap_for_reads_the_store_log(tmp_path: Path) -> None:
    store = _store(tmp_path, {"a": 3})
    for day, card in ((TODAY, "q01"), (TODAY, "q02"), (TODAY - timedelta(days=7), "q03")):
        store.record_review(_pk(store, "a", card), 5, day)
    grid = stats.heatmap_for(store, TODAY, weeks=2)
    assert grid.columns[1][5] == 2
    assert grid.columns[0][5] == 1
    assert grid.total == 3


# ---- forecast ---------------------------------------------------------------------------------


def test_forecast_counts_overdue_today_and_skips_suspended(tmp_path: Path) -> None:
    store = _store(tmp_path, {"a": 4})
    store.record_review(_pk(store, "a", "q01"), 4, TODAY - timedelta(days=5))  # due 5 days ago
    store.record_review(_pk(store, "a", "q02"), 4, TODAY)  # due tomorrow
    store.record_review(_pk(store, "a", "q03"), 4, TODAY)  # due tomorrow, but suspended
    store.suspend(_pk(store, "a", "q03"), True)
    outlook = stats.forecast(store, TODAY)
    assert len(outlook.counts) == 30
    assert outlook.counts[:3] == (1, 1, 0)
    assert outlook.total == 2
    assert outlook.peak == 1
    assert outlook.day(29) == TODAY + timedelta(days=29)


# ---- hardest cards ----------------------------------------------------------------------------


def test_hardest_cards_lowest_ef_first_new_and_easy_cards_left_out(tmp_path: Path) -> None:
    store = _store(tmp_path, {"a": 6})
    day = TODAY - timedelta(days=30)
    store.record_review(_pk(store, "a", "q01"), 5, day)  # EF 2.60: easy
    store.record_review(_pk(store, "a", "q02"), 3, day)  # EF 2.36
    store.record_review(_pk(store, "a", "q03"), 0, day)  # EF 1.70
    store.record_review(_pk(store, "a", "q04"), 4, day)  # EF 2.50, then a lapse:
    store.record_review(_pk(store, "a", "q04"), 1, day + timedelta(days=1))  # EF 1.96, 1 lapse
    store.record_review(_pk(store, "a", "q05"), 4, day)  # EF 2.50, no lapse: not hard
    hard = stats.hardest_cards(store)
    assert [(h.card_id, h.ef, h.lapses) for h in hard] == [
        ("q03", Decimal("1.70"), 0),
        ("q04", Decimal("1.96"), 1),
        ("q02", Decimal("2.36"), 0),
    ]
    assert stats.hardest_cards(store, limit=1)[0].card_id == "q03"


def test_is_struggling() -> None:
    assert stats.is_struggling(Decimal("2.49"), 0)
    assert stats.is_struggling(Decimal("2.50"), 1)
    assert not stats.is_struggling(Decimal("2.50"), 0)
    assert not stats.is_struggling(Decimal("2.60"), 0)


# ---- per deck ---------------------------------------------------------------------------------


def test_deck_progress_retention_and_maturity(tmp_path: Path) -> None:
    store = _store(tmp_path, {"a": 3, "b": 2})
    a1 = _pk(store, "a", "q01")
    # q01 of deck a: 1, 6, 15 then 38 days -> mature (interval >= 21).
    start = TODAY - timedelta(days=60)
    for offset in (0, 1, 7, 22):
        store.record_review(a1, 4, start + timedelta(days=offset))
    store.record_review(_pk(store, "a", "q02"), 2, TODAY - timedelta(days=3))  # fail, young
    store.record_review(_pk(store, "a", "q02"), 4, TODAY - timedelta(days=3))  # re-drill: excluded
    rows = {r.deck_id: r for r in stats.deck_progress(store, TODAY)}
    a, b = rows["a"], rows["b"]
    # In the last 30 days deck a has only the failed answer (its 4th review of q01 was day -38).
    assert (a.passed, a.answered, a.retention) == (0, 1, 0.0)
    assert (a.new, a.young, a.mature, a.cards) == (1, 1, 1, 3)
    assert (b.passed, b.answered, b.retention) == (0, 0, None)
    assert (b.new, b.young, b.mature) == (2, 0, 0)
    assert a.name == "Deck a"


def test_maturity_counts_query(tmp_path: Path) -> None:
    store = _store(tmp_path, {"a": 2})
    store.record_review(_pk(store, "a", "q01"), 4, TODAY)
    assert store.maturity_counts() == {"a": (1, 1, 0)}
    assert store.maturity_counts(mature_days=1) == {"a": (1, 0, 1)}


def test_compute_json_keys_are_stable(tmp_path: Path) -> None:
    store = _store(tmp_path, {"a": 1})
    assert set(stats.compute(store, TODAY).to_json()) == {
        "today",
        "reviews_today",
        "total_reviews",
        "retention_30d",
        "streak",
        "due_next_7_days",
        "retention_by_deck",
    }
