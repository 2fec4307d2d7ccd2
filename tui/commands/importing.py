"""`srs import`: turn a quiz or Q&A document, an Anki text export or package into a deck YAML."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from srs.collector import paused as collector_paused
from srs.errors import DocumentError
from srs.model import SLUG_RE, Deck
from tui.commands.output import fit, one_line
from tui.env import handles_errors

if TYPE_CHECKING:
    from srs.importers import Skipped


def _check_slug(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not SLUG_RE.match(value):
        raise click.BadParameter(f"'{value}' is not a slug (use a-z, 0-9, - and _)")
    return value


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _first_line(text: str, width: int = 72) -> str:
    return fit(next((part.strip() for part in text.splitlines() if part.strip()), ""), width)


def _print_plan(deck: Deck, layout: str, target: Path, skipped: Sequence[Skipped]) -> None:
    """--dry-run: the cards that would be written and the items skipped, one line each."""
    click.echo(f"Would import {_plural(len(deck.cards), 'card')} into {target} (read as {layout}):")
    for card in deck.cards:
        kind = f"choice, answer {card.answer}" if card.is_choice else "open"
        click.echo(f"  {card.id:<8} {_first_line(card.question)}  [{kind}]")
    if skipped:
        click.echo(f"Would skip {_plural(len(skipped), 'item')}:")
        for item in skipped:
            where = f"line {item.line}" if item.line else "-"
            click.echo(f"  {where:<8} {item.reason}")


@click.command("import")
@click.argument("file", type=click.Path(path_type=Path, dir_okay=False))
@click.option(
    "--out",
    "-o",
    type=click.Path(path_type=Path, dir_okay=False),
    help="Deck file to write (default: <deck id>.yaml in the data folder's decks/).",
)
@click.option(
    "--id",
    "deck_id",
    metavar="SLUG",
    callback=_check_slug,
    help="Deck id (default: the slug of the deck's name).",
)
@click.option("--name", metavar="TEXT", help="Deck name (default: the document's title).")
@click.option("--force", is_flag=True, help="Overwrite the deck file if it exists.")
@click.option(
    "--dry-run",
    is_flag=True,
    help="Show the cards that would be made and what is skipped; write nothing.",
)
@handles_errors
@collector_paused()
def import_cmd(
    file: Path,
    out: Path | None,
    deck_id: str | None,
    name: str | None,
    force: bool,
    dry_run: bool,
) -> None:
    """Turn a quiz or Q&A document (md, txt, adoc, rst, ipynb), an Anki text export or an
    Anki package (.apkg) into a deck YAML.

    By default the deck goes into the data folder's decks/, where the app finds it. Warnings
    (a question skipped and why, an answer key that disagrees) go to stderr; the deck is
    written whole or not at all, and an existing file is kept unless --force.
    """
    from srs import importing

    try:
        prepared = importing.prepare(file, out=out, deck_id=deck_id, name=name)
    except DocumentError as exc:  # no deck: what was skipped on the way, then why
        for note in exc.notes:
            click.echo(f"warning: {one_line(note)}", err=True)
        raise
    for warning in prepared.result.warnings:
        click.echo(f"warning: {one_line(warning)}", err=True)
    if dry_run:
        _print_plan(
            prepared.deck,
            prepared.result.layout or "a document",
            prepared.target,
            prepared.result.skipped,
        )
        return
    importing.write(prepared, file, force=force)
    click.echo(importing.summary(prepared))
