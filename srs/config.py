"""Where things live (data dir, database, deck folders) and the settings users can change."""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "interview-srs"


def data_dir() -> Path:
    """The user's data folder: `SRS_DATA_DIR` if set (tests, portable installs), else platformdirs."""
    env = os.environ.get("SRS_DATA_DIR")
    if env:
        return Path(env).expanduser()
    import platformdirs  # deferred: only commands that touch data need it

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def db_path(override: str | os.PathLike[str] | None = None) -> Path:
    """The database: `--db PATH`, else `SRS_DB`, else `srs.db` in the data dir."""
    if override:
        return Path(override).expanduser()
    env = os.environ.get("SRS_DB")
    if env:
        return Path(env).expanduser()
    return data_dir() / "srs.db"


def shipped_decks_dir() -> Path:
    """The decks that come with the app, in an installed wheel or in a source checkout."""
    here = Path(__file__).resolve().parent
    installed = here / "shipped_decks"
    if installed.is_dir():
        return installed
    return here.parent / "decks"


def backups_dir(db: Path | None = None) -> Path:
    """Where the backups of a database live: beside it (see srs.dbfile.backups_dir_for)."""
    return (db or db_path()).parent / "backups"


def user_decks_dir() -> Path:
    return data_dir() / "decks"


def deck_files(dirs: Iterable[Path]) -> list[Path]:
    """The *.yaml / *.yml files of the given folders, in a stable order.

    Here, beside the folders, rather than in srs.decks: a deck sync that finds every file
    unchanged (each start of the app) lists them without importing the YAML parser.
    """
    files: list[Path] = []
    for folder in dirs:
        if folder.is_dir():
            files.extend(
                sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml") and p.is_file())
            )
    return files


def deck_dirs(extra: Sequence[str | os.PathLike[str]] = ()) -> list[Path]:
    """Every folder decks are read from: shipped, the user's, then each `--decks DIR`."""
    dirs = [shipped_decks_dir(), user_decks_dir()]
    dirs.extend(Path(d).expanduser() for d in extra)
    return dirs


@dataclass(frozen=True)
class Setting:
    """A user setting kept in the database, with its default and how to read it from text."""

    key: str
    default: int
    help: str
    low: int
    high: int
    choices: tuple[str, ...] = ()
    """Names of the values low..high, when the setting is one of a few words."""
    scale: int = 1
    """Kept as value x scale: a fraction the user writes as 0.90 is kept as 90 (scale 100)."""

    def show(self, value: int) -> str:
        """The value as the user writes it."""
        if self.choices and 0 <= value < len(self.choices):
            return self.choices[value]
        if self.scale != 1:
            return f"{value / self.scale:.2f}"
        return str(value)

    def parse(self, text: str) -> int:
        if self.choices:
            if text in self.choices:
                return self.choices.index(text)
            raise ValueError(f"{self.key} takes one of {', '.join(self.choices)}, not '{text}'")
        if self.scale != 1:
            return self._parse_fraction(text)
        try:
            value = int(text)
        except ValueError:
            raise ValueError(f"{self.key} takes a whole number, not '{text}'") from None
        if not self.low <= value <= self.high:
            raise ValueError(f"{self.key} must be between {self.low} and {self.high}")
        return value

    def _parse_fraction(self, text: str) -> int:
        low, high = self.low / self.scale, self.high / self.scale
        try:
            number = float(text)
        except ValueError:
            raise ValueError(
                f"{self.key} takes a number such as {high:.2f}, not '{text}'"
            ) from None
        if not low <= number <= high:  # nan fails this too
            raise ValueError(f"{self.key} must be between {low:.2f} and {high:.2f}")
        return round(number * self.scale)


SETTINGS: dict[str, Setting] = {
    s.key: s
    for s in (
        Setting("new_per_day", 20, "new cards introduced per day (per deck)", 0, 10_000),
        Setting("reviews_per_day", 200, "reviews shown per day (per deck)", 0, 100_000),
        Setting("day_start_hour", 4, "hour (0-23, local) at which a new study day begins", 0, 23),
        Setting(
            "slow_answer_seconds",
            20,
            "a right choice answer slower than this is a 4, not a 5",
            1,
            3600,
        ),
        Setting(
            "grading",
            1,
            "how strictly typed answers are graded: lenient, normal or strict",
            0,
            2,
            choices=("lenient", "normal", "strict"),
        ),
        Setting(
            "scheduler",
            0,
            "what schedules reviews: sm2 (the default) or fsrs (FSRS-6); history is kept",
            0,
            1,
            choices=("sm2", "fsrs"),
        ),
        Setting(
            "desired_retention",
            90,
            "with the fsrs scheduler: the recall probability at which a card comes due",
            70,
            99,
            scale=100,
        ),
    )
}
