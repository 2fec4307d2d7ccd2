"""Files the user names: checked before anything opens them, and shown safely in messages.

Reading a device (`srs import /dev/zero`) never ends, opening a FIFO blocks until a writer
comes, and replacing a symlink or a device node by a rename is not what `--force` asks for.
"""

from __future__ import annotations

import os
import stat as st
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
