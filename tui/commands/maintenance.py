"""`srs doctor` and `srs backup`: check the data, list and restore backups."""

from __future__ import annotations

from datetime import datetime

import click

from srs import config, doctor
from srs.dbfile import manual_backup_name
from srs.errors import SrsError
from srs.files import shown
from tui.commands.output import safe
from tui.env import Env, handles_errors, pass_env


@click.command("doctor")
@click.option("--clean", is_flag=True, help="Remove files left by interrupted writes.")
@pass_env
@handles_errors
def doctor_cmd(env: Env, clean: bool) -> None:
    """Check the database, the decks, the data folder and the backups."""
    db = env.db_path()
    if clean:
        for path in doctor.leftovers(db, config.data_dir()):
            path.unlink(missing_ok=True)
            click.echo(f"removed {safe(str(path))}")
    checks = doctor.check_all(db, config.deck_dirs(env.deck_dirs), config.data_dir())
    for check in checks:
        mark = "ok " if check.ok else "!! "
        click.echo(f"{mark} {check.what:<12} {safe(check.detail)}")
    bad = [c for c in checks if not c.ok]
    click.echo("All good." if not bad else f"{len(bad)} problem(s) found.")
    if bad:
        raise SystemExit(1)


@click.command("backup")
@click.option("--list", "list_", is_flag=True, help="List the backups.")
@click.option(
    "--restore",
    "name",
    help="Replace the database with this backup (the current file is kept aside).",
)
@pass_env
@handles_errors
def backup_cmd(env: Env, list_: bool, name: str | None) -> None:
    """Make a backup now, list the backups, or restore one."""
    db = env.db_path()
    folder = config.backups_dir(db)
    if name is not None:
        aside = doctor.restore(db, doctor.resolve_backup(db, name))
        click.echo(
            f"Restored {shown(name)} into {shown(db)}.\nThe database as it was is kept at {shown(aside)}."
        )
        return
    if list_:
        backups = doctor.list_backups(db)
        if not backups:
            click.echo(f"No backups yet in {shown(folder)}.")
            return
        for path in backups:
            stat = path.stat()
            when = datetime.fromtimestamp(stat.st_mtime)
            click.echo(
                f"{shown(path.name):<34} {when:%Y-%m-%d %H:%M}  {stat.st_size / 1024:8.0f} KiB"
            )
        return
    if not db.exists():
        raise SrsError(f"no database yet at {shown(db)}: nothing to back up")
    with env.store(sync=False) as store:
        stamp = f"{datetime.now():%Y-%m-%d-%H%M%S}"
        target = store.backup_to(folder / manual_backup_name(db, stamp))
    click.echo(f"Backed up to {shown(target)}")
