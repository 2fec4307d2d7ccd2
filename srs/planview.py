"""An interview-date plan in words: the lines `srs plan` prints and the Plan screen shows.

One home for the wording, so the plain CLI and the TUI say the same thing (issue 16's rule for
presentation helpers); this module knows no terminal and no textual.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from srs.planning import TargetPlan


def describe(decks: Sequence[str], tags: Sequence[str]) -> str:
    """What a target covers: `all decks`, `ring, dns (tags hard)`."""
    what = ", ".join(decks) if decks else "all decks"
    return what + (f" (tags {', '.join(tags)})" if tags else "")


def status_lines(result: TargetPlan, today: date, days: int | None) -> list[str]:
    """The target's readiness, risks, budget, feasibility and its days ahead (all of them, or
    the first `days`)."""
    plan = result.plan
    left = (plan.date - today).days
    lines = [
        f"interview in {left} day{'s' if left != 1 else ''} · "
        f"{len(plan.card_readiness)} cards · readiness {plan.readiness:.0%} "
        "(predicted recall on the day if you stopped now)"
    ]
    if plan.at_risk:
        risky = ", ".join(f"{r.topic} ({r.cards})" for r in plan.at_risk[:3])
        lines.append(f"at risk: {risky}")
    lines.append(
        f"budget: {result.target.minutes:g} min/day at {result.seconds_per_card:.0f} s a card "
        f"(your median) = {plan.capacity} cards/day"
    )
    if not plan.feasible:
        lines.append(f"NOT FEASIBLE: {plan.reason}")
        fixes = []
        if plan.needed_minutes is not None:
            fixes.append(f"{plan.needed_minutes:g} min/day")
        if plan.drop_decks:
            fixes.append(f"dropping {', '.join(plan.drop_decks)}")
        if fixes:
            lines.append(f"it fits with {' or '.join(fixes)}")
    shown = plan.days if days is None else plan.days[:days]
    for day in shown:
        mark = "  last pass" if day.final else ""
        lines.append(f"{day.date}  {day.cards:>4} cards  {day.minutes:>5.1f} min{mark}")
    if days is not None and len(plan.days) > days:
        lines.append(f"... {len(plan.days) - days} more days: 'srs plan --status'")
    return lines
