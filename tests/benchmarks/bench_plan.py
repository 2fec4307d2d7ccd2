"""The interview-date planner's speed: `python -m tests.benchmarks.bench_plan [--size N]`.

1. pure: `make_plan` for 2,000 cards (a quarter never answered, the rest with a memory), a
   30-day run-up, 60 minutes a day at 20 s a card;
2. from the store: on the synthetic collection of `--size` cards (100,000 by default, with its
   review history, see synth.py), a 2,000-card target read as `srs plan` reads it (cards, their
   answers, the FSRS replay of each) and planned.

The issue's bar: under 200 ms for a 2,000-card target in a 100k-card collection.
"""

from __future__ import annotations

import argparse
import datetime as dt
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from srs.memory import Answer, replay
from srs.plan import PlanCard, make_plan
from srs.sm2 import PASS_QUALITY
from srs.store import Store
from tests.benchmarks import synth

TARGET = 2000


def _pure_cards(n: int, today: dt.date, rng: random.Random) -> list[PlanCard]:
    cards = []
    for i in range(n):
        memory = None
        if i % 4:
            start = dt.datetime.combine(today, dt.time(9), tzinfo=dt.UTC) - dt.timedelta(days=60)
            moments = sorted(rng.sample(range(60 * 24), rng.randint(1, 6)))
            memory = replay(
                Answer(start + dt.timedelta(minutes=m * 60), rng.choice((1, 3, 4, 4, 5)))
                for m in moments
            )
        cards.append(PlanCard(f"d{i % 8}/q{i}", f"d{i % 8}", f"t{i % 20}", memory))
    return cards


def _time(fn: object, repeat: int) -> list[float]:
    assert callable(fn)
    out = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        out.append((time.perf_counter() - started) * 1000)
    return out


def _from_store(store: Store, today: dt.date) -> None:
    """As `srs plan` does (srs.planning), for the first 2,000 cards of the first deck."""
    rows = store.plan_rows([store.deck_ids()[0]])[:TARGET]
    answers = store.answers_by_card([r.pk for r in rows])
    cards = [
        PlanCard(
            f"{r.deck_id}/{r.card_id}",
            r.deck_id,
            r.tags[0] if r.tags else r.deck_id,
            replay(Answer(at, quality) for at, quality in answers.get(r.pk, [])),
            bool(answers.get(r.pk)) and answers[r.pk][-1][1] < PASS_QUALITY,
        )
        for r in rows
    ]
    make_plan(cards, today, today + dt.timedelta(days=30), 60, 20)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.bench_plan")
    parser.add_argument("--size", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args(argv)
    today = dt.date.today()
    cards = _pure_cards(TARGET, today, random.Random(7))
    pure = _time(
        lambda: make_plan(cards, today, today + dt.timedelta(days=30), 60, 20), args.repeat
    )
    print(
        f"make_plan, {TARGET} cards, 30 days: median {statistics.median(pure):.1f} ms, max {max(pure):.1f} ms"
    )
    col, built = synth.cached(args.size)
    if built is not None:
        print(f"(built the {args.size:,}-card collection in {built:.0f} s)")
    with (
        tempfile.TemporaryDirectory() as tmp,
        Store.open(synth.copy_db(col.db, Path(tmp) / "srs.db")) as store,
    ):
        stored = _time(lambda: _from_store(store, today), args.repeat)
    print(
        f"{TARGET}-card target in a {args.size:,}-card collection (read, replay, plan): "
        f"median {statistics.median(stored):.1f} ms, max {max(stored):.1f} ms (bar: 200 ms)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
