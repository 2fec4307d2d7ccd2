"""`srs config [KEY [VALUE]] [--deck ID]`: show or change the settings kept in the database."""

from __future__ import annotations

import click

from srs.config import SETTINGS
from srs.errors import UsageError
from srs.store import Store
from tui.env import Env, handles_errors, pass_env


@click.command("config")
@click.argument("key", required=False)
@click.argument("value", required=False)
@click.option("--deck", "deck_id", help="Set or show the value for one deck only.")
@pass_env
@handles_errors
def config_cmd(env: Env, key: str | None, value: str | None, deck_id: str | None) -> None:
    """Show the settings, one setting, or set one (new_per_day, reviews_per_day, ...)."""
    if key is not None and key not in SETTINGS:
        raise UsageError(f"unknown setting '{key}' (known: {', '.join(SETTINGS)})")
    with env.store(sync=deck_id is not None) as store:
        if deck_id is not None and deck_id not in store.deck_ids():
            raise UsageError(f"no deck '{deck_id}' (known: {', '.join(store.deck_ids())})")
        if key is not None and value is not None:
            _set(store, key, value, deck_id)
        else:
            _show(store, key, deck_id)


def _set(store: Store, key: str, value: str, deck_id: str | None) -> None:
    try:
        parsed = SETTINGS[key].parse(value)
    except ValueError as exc:
        raise UsageError(str(exc)) from None
    store.set_setting(key, parsed, deck_id)
    scope = f" for deck {deck_id}" if deck_id else ""
    click.echo(f"{key} = {SETTINGS[key].show(parsed)}{scope}")


def _show(store: Store, key: str | None, deck_id: str | None) -> None:
    """One setting or all, then (for all, with no deck named) the per-deck overrides."""
    for k in [key] if key else list(SETTINGS):
        shown = SETTINGS[k].show(store.setting(k, deck_id))
        click.echo(f"{k:<20} {shown:>6}   {SETTINGS[k].help}")
    overrides = {k: v for k, v in store.settings().items() if "@" in k}
    if overrides and key is None and deck_id is None:
        click.echo("per deck:")
        for k, v in sorted(overrides.items()):
            name, _, deck = k.partition("@")
            shown_v = SETTINGS[name].show(int(v)) if name in SETTINGS else v
            click.echo(f"  {deck}: {name} = {shown_v}")
