"""`srs stats`: reviews, retention, streak and what falls due this week."""

from __future__ import annotations

import json

import click

from tui.commands.output import json_option
from tui.env import Env, handles_errors, pass_env


@click.command()
@json_option()
@pass_env
@handles_errors
def stats(env: Env, as_json: bool) -> None:
    """Reviews today and in all, 30-day retention, streak, due in the next 7 days."""
    from srs import stats as stats_mod

    with env.store() as store:
        figures = stats_mod.compute(store, store.today())
    if as_json:
        click.echo(json.dumps(figures.to_json(), indent=2))
        return
    retention = "—" if figures.retention_30d is None else f"{figures.retention_30d:.0%}"
    click.echo(f"Reviews today:   {figures.reviews_today}")
    click.echo(f"Reviews in all:  {figures.total_reviews}")
    click.echo(f"Retention (30d): {retention}  (answers graded 3 or better)")
    click.echo(f"Streak:          {figures.streak} day{'s' if figures.streak != 1 else ''}")
    click.echo("Due, next 7 days:")
    for day, n in figures.due_next_7_days.items():
        click.echo(f"  {day:%a %d %b}  {n:4d}  {'▇' * min(n, 50)}")
