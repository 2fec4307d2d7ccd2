"""`srs decks`: the decks with their new / due / re-drill counts."""

from __future__ import annotations

import json

import click

from tui.commands.output import json_option, table
from tui.env import Env, handles_errors, pass_env


@click.command()
@json_option()
@pass_env
@handles_errors
def decks(env: Env, as_json: bool) -> None:
    """Decks with new / due / re-drill counts."""
    with env.store() as store:
        today = store.today()
        counts = store.counts(today)
    if as_json:
        click.echo(
            json.dumps(
                {
                    "today": today.isoformat(),
                    "decks": [
                        {
                            "id": c.deck_id,
                            "name": c.name,
                            "cards": c.cards,
                            "new": c.new,
                            "due": c.due,
                            "redrill": c.redrill,
                        }
                        for c in counts
                    ],
                    "total": {
                        "cards": sum(c.cards for c in counts),
                        "new": sum(c.new for c in counts),
                        "due": sum(c.due for c in counts),
                        "redrill": sum(c.redrill for c in counts),
                    },
                },
                indent=2,
                ensure_ascii=False,
            )
        )
        return
    if not counts:
        click.echo("No decks. Add YAML decks with `srs import FILE` or --decks DIR.")
        return
    rows = [[c.name, c.deck_id, c.cards, c.new, c.due, c.redrill] for c in counts]
    rows.append(["all", "", *(sum(int(str(r[i])) for r in rows) for i in range(2, 6))])
    click.echo(table(["Deck", "Id", "Cards", "New", "Due", "Re-drill"], rows, numeric={2, 3, 4, 5}))
