"""Files the user names: checked before anything opens them, and shown safely in messages.

Reading a device (`srs import /dev/zero`) never ends, opening a FIFO blocks until a writer
comes, and replacing a symlink or a device node by a rename is not what `--force` asks for.
"""

from __future__ import annotations

import os
import stat as st
import time
from collections.abc import Iterable
from pathlib import Path

from srs.errors import UsageError
from srs.text import literal


def shown(path: str | os.PathLike[str]) -> str:
    """A path as a message shows it, control and bidi characters escaped (`srs.text.literal`)."""
    return literal(os.fspath(path))


def _kind(mode: int) -> str:
    if st.S_ISDIR(mode):
        return "a folder"
    if st.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if st.S_ISCHR(mode) or st.S_ISBLK(mode):
        return "a device"
    if st.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def check_regular_file(path: Path, what: str, max_bytes: int | None = None) -> int | None:
    """Refuse, before anything opens it, a path that is not a regular file (or too large).

    Returns:
        The file's size, or None when it does not exist (or cannot be looked at).

    Raises:
        UsageError: naming the path and what it is instead.
    """
    try:
        info = os.stat(path)
    except OSError:  # missing, or a folder on the way that is a file: the opener says so
        return None
    if not st.S_ISREG(info.st_mode):
        raise UsageError(f"{what} {shown(path)} is {_kind(info.st_mode)}, not a regular file")
    if max_bytes is not None and info.st_size > max_bytes:
        raise UsageError(
            f"{what} {shown(path)} is too large ({info.st_size / 2**20:.0f} MB; "
            f"at most {max_bytes // 2**20} MB)"
        )
    return info.st_size


def output_target(path: Path) -> Path:
    """The file an atomic write (temp file, then rename) should replace for `path`.

    A symlink is written through: the file it points to is replaced, next to itself, and the
    link stays. A device, FIFO, socket or folder is refused: a rename would swap the node
    itself for a plain file.

    Raises:
        UsageError: the path (or the symlink's target) is not a regular file.
    """
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return path
    if st.S_ISLNK(info.st_mode):
        real = Path(os.path.realpath(path))
        try:
            info = os.stat(real)
        except FileNotFoundError:  # a dangling link: writing creates its target, as `>` does
            return real
        if not st.S_ISREG(info.st_mode):
            raise UsageError(
                f"{shown(path)} links to {shown(real)}, which is {_kind(info.st_mode)}: "
                "not replaced (write to a regular file)"
            )
        return real
    if not st.S_ISREG(info.st_mode):
        raise UsageError(
            f"{shown(path)} is {_kind(info.st_mode)}: not replaced (write to a regular file)"
        )
    return path


STALE_TEMP_SECONDS = 600
"""A temp file of ours older than this was left by a killed write (a live one is seconds old)."""


def write_atomic(
    path: Path, text: str | Iterable[str], *, replace: bool = True, newline: str = "\n"
) -> Path:
    """The one way files are written: whole or not at all (a temp file beside the target,
    fsync, then rename), with the mode a plain open() would give. Returns the path written.

    A symlink is written through (its target is replaced); a device or FIFO is refused with a
    UsageError (see `output_target`). With replace=False an existing file is never replaced,
    not even one that appears while writing.

    Raises:
        FileExistsError: replace is False and the file exists.
        OSError: the folder is missing or not writable.
    """
    import tempfile  # here: ~5 ms to import, and most commands write no file

    path = output_target(Path(path))
    if not replace and path.exists():
        raise FileExistsError(str(path))
    _remove_stale_temps(path)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent or ".")
    try:
        umask = os.umask(0)
        os.umask(umask)
        os.fchmod(fd, 0o666 & ~umask)  # mkstemp makes the file private (0600)
        with os.fdopen(fd, "w", encoding="utf-8", newline=newline) as handle:
            if isinstance(text, str):
                handle.write(text)
            else:
                handle.writelines(text)
            handle.flush()
            os.fsync(handle.fileno())
        if replace:
            os.replace(tmp, path)
        else:
            _link_new(tmp, path)
    finally:
        Path(tmp).unlink(missing_ok=True)
    return path


def _link_new(tmp: str, path: Path) -> None:
    """Give the written temp file the name `path` only if no file holds it yet."""
    try:
        os.link(tmp, path)  # atomic, and fails if the file appeared meanwhile
    except FileExistsError:
        raise
    except OSError:  # no hard links on this file system
        if path.exists():
            raise FileExistsError(str(path)) from None
        os.replace(tmp, path)


def _remove_stale_temps(path: Path) -> None:
    """Remove what killed writes of this same file left beside it (`.name.XXXX.tmp`, up to the
    size of a whole export), so they do not pile up; `srs doctor` finds those in the data folder."""
    import glob

    folder = path.parent if str(path.parent) else Path(".")
    cutoff = time.time() - STALE_TEMP_SECONDS
    try:
        stale = [
            p
            for p in folder.glob(f".{glob.escape(path.name)}.*.tmp")
            if p.is_file() and p.stat().st_mtime < cutoff
        ]
    except OSError:
        return
    for old in stale:
        old.unlink(missing_ok=True)
