"""`srs aliases [--deck ID] [--remove ID] [--add WORD=CONCEPT]`: the words taught to the grader."""

from __future__ import annotations

import click

from srs import taught
from srs.errors import UsageError
from tui.commands.output import safe
from tui.env import Env, handles_errors, pass_env


@click.command("aliases")
@click.option("--deck", "deck_id", help="Only the words taught for this deck (and for every deck).")
@click.option("--remove", "remove_id", type=int, help="Forget the taught word with this id.")
@click.option(
    "--add",
    "add",
    metavar="WORD=CONCEPT",
    help="Teach a word for --deck (or for every deck without --deck).",
)
@pass_env
@handles_errors
def aliases_cmd(env: Env, deck_id: str | None, remove_id: int | None, add: str | None) -> None:
    """List the words you taught the grader ("count backprop as backpropagation"), or remove one."""
    with env.store(sync=deck_id is not None) as store:
        if deck_id is not None and deck_id not in store.deck_ids():
            raise UsageError(f"no deck '{deck_id}' (known: {', '.join(store.deck_ids())})")
        if remove_id is not None:
            if not taught.forget(store, remove_id):
                raise UsageError(f"no taught word with id {remove_id} (see 'srs aliases')")
            click.echo(f"removed taught word {remove_id}")
            return
        if add is not None:
            word, sep, concept = add.partition("=")
            if not sep or not word.strip() or not concept.strip():
                raise UsageError("--add takes WORD=CONCEPT, e.g. --add backprop=backpropagation")
            t = taught.teach(store, deck_id or taught.ALL_DECKS, word, concept)
            click.echo(f"{t.id}: {safe(t.word)} counts as {safe(t.concept)} in {_scope(t)}")
            return
        rows = taught.list_taught(store, deck_id)
    if not rows:
        click.echo("nothing taught yet: raise a suggested grade in a review to teach a word")
        return
    for t in rows:
        click.echo(
            f"{t.id:>4}  {safe(t.word)} = {safe(t.concept)}  ({_scope(t)}, {t.created[:10]})"
        )


def _scope(t: taught.Taught) -> str:
    return "every deck" if t.deck_id == taught.ALL_DECKS else f"deck {t.deck_id}"
