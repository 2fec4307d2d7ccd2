"""Interview-date plans from the store: which cards a target covers, their memory, the plan.

The use case between `srs plan` (and the screens that show a plan) and the pure planner
(srs/plan.py): it reads the target's cards and their answers from the store, replays each
card's answers through FSRS (srs/memory.py) and hands the planner plain values.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import TYPE_CHECKING

from srs.errors import SrsError
from srs.sm2 import PASS_QUALITY
from srs.store import Store, TargetRow

if TYPE_CHECKING:
    from srs.plan import Plan, PlanCard, Risk

# srs.memory and srs.plan (py-fsrs with them) are imported where a target is planned: the home
# screen asks `outlook` at every start, and most users have no target.

DEFAULT_MINUTES = 30.0


@dataclass(frozen=True)
class TargetPlan:
    target: TargetRow
    plan: Plan
    seconds_per_card: float
    pks: dict[str, int]
    """Card key (`deck/card`) -> the card's pk in the store."""

    def today_pks(self) -> list[int]:
        """Today's cards of the plan, in its order."""
        day = self.plan.today()
        return [self.pks[k] for k in day.keys] if day is not None else []


def set_target(
    store: Store,
    *,
    on: date,
    today: date,
    decks: Sequence[str] = (),
    tags: Sequence[str] = (),
    minutes: float = DEFAULT_MINUTES,
) -> int:
    """Keep a new target; refuses a date that is not ahead, unknown decks, no cards."""
    if on <= today:
        raise SrsError(
            f"the interview date {on.isoformat()} is not after today ({today.isoformat()})"
        )
    if minutes <= 0:
        raise SrsError("--minutes-per-day must be more than 0")
    known = set(store.deck_ids())
    unknown = [d for d in decks if d not in known]
    if unknown:
        raise SrsError(
            f"no deck {', '.join(repr(d) for d in unknown)} (decks: {', '.join(sorted(known))})"
        )
    target = TargetRow(0, on, today, tuple(decks), tuple(tags), minutes)
    if not target_cards(store, target):
        raise SrsError("no cards match these decks and tags: nothing to plan")
    return store.add_target(on=on, start=today, decks=decks, tags=tags, minutes=minutes)


def target_cards(store: Store, target: TargetRow) -> list[PlanCard]:
    """The target's active cards with their FSRS memory (None for a card never answered)."""
    return _target_cards(store, target)[0]


def _target_cards(store: Store, target: TargetRow) -> tuple[list[PlanCard], dict[str, int]]:
    from srs.memory import Answer, Projection, replay
    from srs.plan import PlanCard

    rows = store.plan_rows(target.decks)
    if target.tags:
        wanted = set(target.tags)
        deck_tags = {d: set(store.deck(d).tags) for d in {r.deck_id for r in rows}}
        rows = [r for r in rows if wanted & (set(r.tags) | deck_tags[r.deck_id])]
    answers = store.answers_by_card([r.pk for r in rows])
    model = Projection(parameters=store.fsrs_parameters())
    names: dict[str, str] = {}
    out = []
    for r in rows:
        log = answers.get(r.pk, [])
        if r.deck_id not in names:
            names[r.deck_id] = store.deck_name(r.deck_id)
        out.append(
            PlanCard(
                key=f"{r.deck_id}/{r.card_id}",
                deck=r.deck_id,
                topic=r.tags[0] if r.tags else names[r.deck_id],
                memory=replay((Answer(at, quality) for at, quality in log), model),
                failed_last=bool(log) and log[-1][1] < PASS_QUALITY,
            )
        )
    return out, {f"{r.deck_id}/{r.card_id}": r.pk for r in rows}


def plan_for(store: Store, target: TargetRow, today: date) -> TargetPlan:
    from srs.plan import make_plan

    seconds = store.seconds_per_card()
    cards, pks = _target_cards(store, target)
    plan = make_plan(
        cards,
        today,
        target.on,
        target.minutes,
        seconds,
        start=target.start,
        parameters=store.fsrs_parameters(),
    )
    return TargetPlan(target, plan, seconds, pks)


def todays_plan(store: Store, today: date) -> TargetPlan | None:
    """The nearest target's plan (what `srs review --plan` reviews today); None without one."""
    ahead = [t for t in store.targets() if t.on > today]
    return plan_for(store, ahead[0], today) if ahead else None


def plans(store: Store, today: date) -> list[TargetPlan]:
    """Every target still ahead, the nearest first."""
    return [plan_for(store, t, today) for t in store.targets() if t.on > today]


@dataclass(frozen=True)
class Outlook:
    """The nearest target at a glance (the home screen's line): no daily plan worked out."""

    target: TargetRow
    days_left: int
    readiness: float
    at_risk: tuple[Risk, ...]


def outlook(store: Store, today: date, decks: Sequence[str] = ()) -> Outlook | None:
    """The nearest target still ahead, its readiness and weakest topics; None without one.

    With `decks` (those a mock interview asked from), the nearest target they belong to: one
    over every deck, or one that names any of them; None when no target covers them.
    """
    ahead = [t for t in store.targets() if t.on > today]
    if decks:
        ahead = [t for t in ahead if not t.decks or set(t.decks) & set(decks)]
    if not ahead:
        return None
    from srs.memory import Projection
    from srs.plan import at_risk, readiness_on

    target = ahead[0]
    cards = target_cards(store, target)
    by_card = readiness_on(cards, target.on, Projection(parameters=store.fsrs_parameters()))
    mean = sum(by_card.values()) / len(by_card) if by_card else 0.0
    return Outlook(target, (target.on - today).days, mean, at_risk(cards, by_card))
