"""`srs plan`: an interview-date target, the plan that gets you ready by then, and readiness.

srs plan --date 2026-12-15 [--deck ID]... [--tag T]... [--minutes-per-day N]
srs plan --status [--json]      every target: readiness, at-risk topics, the days ahead
srs plan --list                 the targets
srs plan --remove ID
"""

from __future__ import annotations

import json
from datetime import date

import click

from srs import planning, planview
from srs.errors import UsageError
from srs.plan import status_json
from tui.commands.output import safe
from tui.env import Env, handles_errors, pass_env


def _date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise UsageError(f"--date takes YYYY-MM-DD, not '{text}'") from None


@click.command("plan")
@click.option("--date", "on", metavar="YYYY-MM-DD", help="Set a target: your interview's date.")
@click.option(
    "--deck", "decks", multiple=True, metavar="ID", help="A deck of the target (all when none)."
)
@click.option("--tag", "tags", multiple=True, metavar="T", help="Only cards with this tag.")
@click.option(
    "--minutes-per-day",
    "minutes",
    type=float,
    default=planning.DEFAULT_MINUTES,
    show_default=True,
    help="The time you can give each day.",
)
@click.option("--status", is_flag=True, help="Readiness and the days ahead of every target.")
@click.option("--list", "list_", is_flag=True, help="The targets.")
@click.option("--remove", "remove_id", type=int, metavar="ID", help="Remove a target.")
@click.option("--json", "as_json", is_flag=True, help="With --status: JSON (keys in the README).")
@pass_env
@handles_errors
def plan_cmd(
    env: Env,
    on: str | None,
    decks: tuple[str, ...],
    tags: tuple[str, ...],
    minutes: float,
    status: bool,
    list_: bool,
    remove_id: int | None,
    as_json: bool,
) -> None:
    """Get ready by your interview date: a daily plan within your time, and how ready you are."""
    with env.store() as store:
        today = store.today()
        if remove_id is not None:
            if not store.remove_target(remove_id):
                raise UsageError(f"no target {remove_id} (see 'srs plan --list')")
            click.echo(f"removed target {remove_id}")
            return
        if on is not None:
            target_id = planning.set_target(
                store, on=_date(on), today=today, decks=decks, tags=tags, minutes=minutes
            )
            target = next(t for t in store.targets() if t.id == target_id)
            result = planning.plan_for(store, target, today)
            click.echo(f"target {target_id}: {_describe(target.decks, target.tags)} by {target.on}")
            _print_plan(result, today, days=7)
            return
        targets = store.targets()
        if list_:
            if not targets:
                click.echo("no targets: set one with 'srs plan --date YYYY-MM-DD'")
            for t in targets:
                click.echo(
                    f"{t.id:>4}  {t.on}  {_describe(t.decks, t.tags)}  {t.minutes:g} min/day"
                )
            return
        results = planning.plans(store, today)
    if as_json:
        click.echo(
            json.dumps(
                {"targets": [status_json(r.target.id, r.plan, today) for r in results]}, indent=2
            )
        )
        return
    if not status and not results:
        click.echo("no target ahead: set one with 'srs plan --date YYYY-MM-DD [--deck ID]'")
        return
    for r in results:
        click.echo(
            f"target {r.target.id}: {_describe(r.target.decks, r.target.tags)} by {r.target.on}"
        )
        _print_plan(r, today, days=None)


def _describe(decks: tuple[str, ...], tags: tuple[str, ...]) -> str:
    return safe(planview.describe(decks, tags))


def _print_plan(result: planning.TargetPlan, today: date, days: int | None) -> None:
    for line in planview.status_lines(result, today, days):
        click.echo("  " + safe(line))
