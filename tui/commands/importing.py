"""`srs import`: turn a quiz or Q&A document, an Anki text export or package into a deck YAML."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import click

from srs.model import SLUG_RE, Deck
from tui.cli import collector_paused, handles_errors
from tui.commands.output import one_line

MAX_INPUT_BYTES = 64 * 2**20
"""A larger file is refused before it is read: the document reader takes at most 10 million
characters (40 MB of UTF-8), and no Anki export of a deck comes close either."""

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
    from dataclasses import replace

    from srs import config, decks
    from srs.files import check_regular_file, output_target, shown
    from srs.importers import import_file
    from srs.text import strip_controls

    # Before anything reads it: a device (/dev/zero) or a FIFO would be read for ever.
    check_regular_file(file, "the file", MAX_INPUT_BYTES)
    if out is not None:
        output_target(out)  # a device or FIFO is refused before the work, not after
    result = import_file(file, deck_id=deck_id, name=name)
    deck = result.deck
    # A control character in --name or in the file's name (the deck's source) is dropped, as
    # the deck loader would drop it (it used to stop the import as a failed "round trip").
    deck = replace(
        deck,
        name=" ".join(strip_controls(deck.name).split()) or deck.id,
        source=strip_controls(deck.source) if deck.source else deck.source,
    )
    for warning in result.warnings:
        click.echo(f"warning: {one_line(warning)}", err=True)
    target = out if out is not None else config.user_decks_dir() / f"{deck.id}.yaml"
    if dry_run:
        _print_plan(deck, result.layout or "a document", target, result.skipped)
        return
    if target.exists() and not force:
        click.echo(f"error: {shown(target)} already exists (use --force to overwrite it)", err=True)
        sys.exit(2)
    # Refuse to write a deck the app could not load back the same (a DeckError exits here):
    # `dumps` writes exactly `to_data(deck)`, so validating that data is the round trip.
    text = decks.dumps(deck)
    size = len(text.encode("utf-8"))
    if size > decks.MAX_DECK_BYTES:  # the app would refuse to load it: say so now, write nothing
        click.echo(
            f"error: {shown(file)}: the deck would be {size / 2**20:.0f} MB, over the "
            f"{decks.MAX_DECK_BYTES // 2**20} MB a deck file may have; split the document "
            "(nothing was written)",
            err=True,
        )
        sys.exit(2)
    if decks.revalidate(deck, str(target)) != deck:  # pragma: no cover - a bug guard
        click.echo(
            f"error: {shown(file)}: the deck does not survive a round trip to YAML", err=True
        )
        sys.exit(1)
    try:
        if out is None:
            target.parent.mkdir(parents=True, exist_ok=True)
        decks.write_atomic(target, text)
    except OSError as exc:
        click.echo(f"error: cannot write {shown(target)}: {exc.strerror or exc}", err=True)
        sys.exit(1)
    choice = sum(1 for card in deck.cards if card.is_choice)
    click.echo(
        f"Imported {_plural(len(deck.cards), 'card')} ({choice} choice, "
        f"{len(deck.cards) - choice} open) into {shown(target)} · "
        f"{_plural(len(result.warnings), 'warning')}"
    )
