"""The project's own errors: each says what went wrong and where, so the CLI can print one line."""

from __future__ import annotations

from dataclasses import dataclass, field


class SrsError(Exception):
    """A user-facing failure: the CLI prints `str(error)` on one line and exits non-zero."""

    exit_code = 1


class StoreError(SrsError):
    """The database cannot be used as asked (newer schema, not SQLite, unwritable ...)."""


class UsageError(SrsError):
    """The user asked for something that does not exist or cannot be (an unknown deck ...)."""

    exit_code = 2


@dataclass
class LocatedError(SrsError):
    """Bad input at a place in a file: `path:line: message` (line omitted when unknown)."""

    path: str
    line: int | None
    message: str

    def __post_init__(self) -> None:
        super().__init__(str(self))

    exit_code = 2

    def __str__(self) -> str:
        path = self.path
        if not path.isprintable():  # control or bidi characters in a file name: escaped
            from srs.text import literal

            path = literal(path)
        where = f"{path}:{self.line}" if self.line else path
        return f"{where}: {' '.join(self.message.split(chr(10)))}"  # always one line


class DeckError(LocatedError):
    """A deck file that is not valid (not YAML, a missing field, an unknown key ...)."""


@dataclass
class DocumentError(LocatedError):
    """A document the importer cannot turn into a deck (unreadable, empty, no questions)."""

    notes: tuple[str, ...] = field(default=(), kw_only=True)
    """What the reader nearest to a deck reported on the way, one `path:line: why` each (every
    question it found without an answer): `srs import` prints them before the error."""
