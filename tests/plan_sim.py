"""A simulated learner following an interview-date plan, for tests and the calibration table.

The learner's memory follows FSRS-6 with per-card true stabilities scaled by a hidden factor
(0.5x to 2x), so the plan's model (default FSRS-6 parameters) is not the learner's: calibration
is measured, not assumed. Whether a card is recalled is deterministic: recalled when the true
probability of recall is above a per-(card, day) threshold drawn from a seeded hash.

`python -m tests.plan_sim` prints the calibration table (predicted recall on the interview day
against the learner's true recall, per decile) for a few deck sizes and budgets.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import sys
from dataclasses import dataclass, field

from fsrs import Rating

from srs.memory import Answer, Projection, replay
from srs.plan import Plan, PlanCard, make_plan

START = dt.date(2026, 3, 2)


def _unit(*parts: object) -> float:
    digest = hashlib.sha256("/".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2**64


@dataclass
class Learner:
    """The true memory of every card (stability scaled by a hidden per-card factor)."""

    seed: int
    truth: Projection = field(default_factory=Projection)
    state: dict[str, tuple[float, float, int]] = field(default_factory=dict)  # s, d, last day
    log: dict[str, list[Answer]] = field(default_factory=dict)

    def factor(self, key: str) -> float:
        return 0.5 * 4 ** _unit(self.seed, "factor", key)  # 0.5x .. 2x

    def true_recall(self, key: str, day: int) -> float:
        if key not in self.state:
            return 0.0
        s, _, last = self.state[key]
        return self.truth.recall(s * self.factor(key), day - last)

    def answer(self, key: str, day: int) -> bool:
        """Answer the card on `day`; a failed card is re-drilled the same day (seen again)."""
        recalled = key in self.state and self.true_recall(key, day) > _unit(self.seed, key, day)
        at = dt.datetime.combine(START + dt.timedelta(days=day), dt.time(9), tzinfo=dt.UTC)
        if key not in self.state:
            s, d = self.truth.first(Rating.Good if recalled else Rating.Again)
        else:
            s, d, last = self.state[key]
            s, d = self.truth.after(s, d, day - last, Rating.Good if recalled else Rating.Again)
        self.state[key] = (s, d, day)
        self.log.setdefault(key, []).append(Answer(at, 4 if recalled else 1))
        if not recalled:  # the same-day re-drill, answered after seeing the model answer
            s, d = self.truth.after(s, d, 0, Rating.Good)
            self.state[key] = (s, d, day)
            self.log[key].append(Answer(at + dt.timedelta(minutes=10), 4))
        return recalled

    def cards(self, keys: list[str]) -> list[PlanCard]:
        out = []
        for i, key in enumerate(keys):
            answers = self.log.get(key, [])
            out.append(
                PlanCard(
                    key=key,
                    deck=key.split("/")[0],
                    topic=f"topic-{i % 5}",
                    memory=replay(answers),
                    failed_last=bool(answers) and answers[-1].quality < 3,
                )
            )
        return out


@dataclass
class Run:
    """What happened over the days before the interview."""

    plans: list[Plan]
    reviewed: dict[str, list[int]]  # card -> days it was reviewed
    learner: Learner
    keys: list[str]
    interview_day: int


def follow(n: int, minutes: float, seconds: float = 20, days: int = 21, seed: int = 1) -> Run:
    """The learner does each day's plan, recomputed every morning, until the interview day."""
    keys = [f"deck{i % 3}/q{i:04d}" for i in range(n)]
    learner = Learner(seed)
    plans = []
    reviewed: dict[str, list[int]] = {k: [] for k in keys}
    date = START + dt.timedelta(days=days)
    for day in range(days):
        today = START + dt.timedelta(days=day)
        plan = make_plan(learner.cards(keys), today, date, minutes, seconds, start=START)
        plans.append(plan)
        first = plan.today()
        for key in first.keys if first else ():
            learner.answer(key, day)
            reviewed[key].append(day)
    return Run(plans, reviewed, learner, keys, days)


def calibration(run: Run) -> list[tuple[str, int, float, float]]:
    """Per decile of predicted recall on the interview morning: count, predicted, true."""
    day = run.interview_day
    date = START + dt.timedelta(days=day)
    cards = run.learner.cards(run.keys)
    model = Projection()
    rows: list[list[tuple[float, float]]] = [[] for _ in range(10)]
    for card in cards:
        if card.memory is None:
            continue
        predicted = model.recall(
            card.memory.stability, (date - card.memory.last_review.date()).days
        )
        rows[min(int(predicted * 10), 9)].append(
            (predicted, run.learner.true_recall(card.key, day))
        )
    out = []
    for i, pairs in enumerate(rows):
        if pairs:
            p = sum(a for a, _ in pairs) / len(pairs)
            t = sum(b for _, b in pairs) / len(pairs)
            out.append((f"{i / 10:.1f}-{(i + 1) / 10:.1f}", len(pairs), p, t))
    return out


def main(argv: list[str]) -> int:
    for n, minutes in ((60, 10), (300, 30), (1000, 60), (3000, 60)):
        run = follow(n, minutes)
        first = run.plans[0]
        print(f"\n{n} cards, {minutes} min/day, interview on day {run.interview_day}")
        print(f"  day 1: feasible={first.feasible} capacity={first.capacity}/day {first.reason}")
        if not first.feasible:
            print(f"  needs {first.needed_minutes} min/day, or drop {', '.join(first.drop_decks)}")
            continue
        loads = [p.today().cards if p.today() else 0 for p in run.plans]  # type: ignore[union-attr]
        print(f"  cards a day: {loads}")
        print(f"  readiness predicted on the last day: {run.plans[-1].readiness:.2f}")
        print("  decile     n  predicted  true")
        for name, count, p, t in calibration(run):
            print(f"  {name}  {count:>4}  {p:9.3f}  {t:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
