"""`srs import`: turn a quiz or Q&A document, an Anki text export or package into a deck YAML."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from srs.model import SLUG_RE, Deck
from tui.cli import collector_paused, handles_errors

if TYPE_CHECKING:
    from srs.importers import Skipped


def _check_slug(ctx: click.Context, param: click.Parameter, value: str | None) -> str | None:
    if value is not None and not SLUG_RE.match(value):
        raise click.BadParameter(f"'{value}' is not a slug (use a-z, 0-9, - and _)")
    return value


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def _first_line(text: str, width: int = 72) -> str:
    line = next((part.strip() for part in text.splitlines() if part.strip()), "")
    return line if len(line) <= width else line[: width - 1] + "…"


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
    from srs import config, decks
    from srs.importers import import_file

    result = import_file(file, deck_id=deck_id, name=name)
    deck = result.deck
    for warning in result.warnings:
        click.echo(f"warning: {warning}", err=True)
    target = out if out is not None else config.user_decks_dir() / f"{deck.id}.yaml"
    if dry_run:
        _print_plan(deck, result.layout or "a document", target, result.skipped)
        return
    if target.exists() and not force:
        click.echo(f"error: {target} already exists (use --force to overwrite it)", err=True)
        sys.exit(2)
    # Refuse to write a deck the app could not load back the same (a DeckError exits here):
    # `dumps` writes exactly `to_data(deck)`, so validating that data is the round trip.
    text = decks.dumps(deck)
    if decks.revalidate(deck, str(target)) != deck:  # pragma: no cover - a bug guard
        click.echo(f"error: {file}: the deck does not survive a round trip to YAML", err=True)
        sys.exit(1)
    try:
        if out is None:
            target.parent.mkdir(parents=True, exist_ok=True)
        decks.write_atomic(target, text)
    except OSError as exc:
        click.echo(f"error: cannot write {target}: {exc.strerror or exc}", err=True)
        sys.exit(1)
    choice = sum(1 for card in deck.cards if card.is_choice)
    click.echo(
        f"Imported {_plural(len(deck.cards), 'card')} ({choice} choice, "
        f"{len(deck.cards) - choice} open) into {target} · "
        f"{_plural(len(result.warnings), 'warning')}"
    )
