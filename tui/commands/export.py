"""`srs export anki`: the decks as one CSV that Anki imports (File > Import) without questions.
`srs export revlog FILE.csv`: the review log in FSRS's optimiser schema."""

from __future__ import annotations

from pathlib import Path

import click

from srs.collector import paused as collector_paused
from srs.errors import SrsError
from srs.model import Deck
from tui.commands.output import safe
from tui.env import Env, handles_errors, pass_env

DEFAULT_OUTPUT = "interview-srs-anki.csv"


@click.group()
def export() -> None:
    """Export decks to other tools."""


@export.command("anki")
@click.option(
    "--deck",
    "deck_ids",
    multiple=True,
    metavar="ID",
    help="Export only this deck (repeatable). Default: every deck.",
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, path_type=Path),
    default=DEFAULT_OUTPUT,
    show_default=True,
    help="The CSV file to write.",
)
@click.option(
    "--with-schedule",
    is_flag=True,
    help="Add each card's schedule as tags (isrs::due::YYYY-MM-DD, isrs::interval::Nd, ...).",
)
@click.option("--force", is_flag=True, help="Replace the output file if it exists.")
@pass_env
@handles_errors
def anki(
    env: Env, deck_ids: tuple[str, ...], output: Path, with_schedule: bool, force: bool
) -> None:
    """Write the decks as a CSV for Anki's importer (Anki 2.1.55 or later).

    The file's header lines tell Anki everything (note type Basic, one subdeck per deck under
    "Interview Prep", tags, and a stable id per card), so importing it again updates the
    notes instead of adding copies.
    """
    from srs import anki as anki_export
    from srs.files import output_target, shown

    output_target(output)  # a device or FIFO is refused before any work
    if output.exists() and not force:  # fail before any work; write_export checks again
        raise anki_export.ExportError(f"{shown(output)} exists; pass --force to replace it")
    # The decks as the database holds them after a sync (unchanged files cost a stat): far
    # quicker than parsing every YAML file again, and the same cards the reviews use.
    with collector_paused():
        with env.store() as store:
            loaded = store.decks()
            schedule = store.schedule_info() if with_schedule else None
        chosen = _choose(loaded, deck_ids)
        chunks = anki_export.export_chunks(chosen, schedule)  # written a deck at a time
        try:
            anki_export.write_export(output, chunks, overwrite=force)
        except OSError as exc:
            raise SrsError(f"cannot write {shown(output)}: {exc.strerror or exc}") from None
    names = anki_export.anki_deck_names(chosen)
    counts = anki_export.notes_per_deck(chosen)
    width = max(len(str(n)) for n in counts.values())
    for deck in sorted(chosen, key=lambda d: names[d.id].casefold()):
        line = f"  {_count(counts[deck.id], 'note', width)}  {names[deck.id]}  ({deck.id})"
        click.echo(safe(line))
    total = sum(counts.values())
    extra = " with schedule tags" if schedule is not None else ""
    click.echo(
        f"Wrote {_count(total, 'note')} from {_count(len(chosen), 'deck')}{extra} to "
        f"{shown(output)}"
    )
    click.echo("In Anki: File > Import and pick the file; its header lines set the options.")


@export.command("revlog")
@click.argument("output", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Replace the output file if it exists.")
@pass_env
@handles_errors
def revlog(env: Env, output: Path, force: bool) -> None:
    """Write the review log as the FSRS optimiser reads it (card_id, review_time,
    review_rating, review_state, review_duration; times in UTC ms)."""
    from srs import revlog as log
    from srs.files import shown

    with env.store() as store:
        try:
            written = log.export(store, output, overwrite=force)
        except OSError as exc:
            raise SrsError(f"cannot write {shown(output)}: {exc.strerror or exc}") from None
    click.echo(f"Wrote {_count(written, 'review')} to {shown(output)} (fsrs-optimizer's schema)")


def _count(n: int, noun: str, width: int = 0) -> str:
    return f"{n:>{width}} {noun}{'' if n == 1 else 's'}"


def _choose(loaded: list[Deck], deck_ids: tuple[str, ...]) -> list[Deck]:
    """The decks named by --deck (in the order given), or all of them."""
    from srs.anki import ExportError

    if not loaded:
        raise ExportError("no decks to export (add decks with `srs import FILE` or --decks DIR)")
    if not deck_ids:
        return loaded
    by_id = {deck.id: deck for deck in loaded}
    unknown = [deck_id for deck_id in deck_ids if deck_id not in by_id]
    if unknown:
        known = ", ".join(sorted(by_id))
        names = ", ".join(f"'{deck_id}'" for deck_id in unknown)
        raise ExportError(f"unknown deck {names}; known decks: {known}")
    return [by_id[deck_id] for deck_id in dict.fromkeys(deck_ids)]
