"""The one error log: where an unexpected error's traceback goes, for the CLI and the app alike.

The user sees one line (or a toast) naming this file; the traceback is kept here so a bug report
can carry it. Writing it must never raise: a full disk or a read-only data folder only means the
message cannot name a file.
"""

from __future__ import annotations

import sys
import traceback
from datetime import datetime
from pathlib import Path

FILE_NAME = "errors.log"


def append(path: Path, error: BaseException, context: str = "") -> Path | None:
    """Append the traceback of `error` with a time stamp; the path, or None if it could not be
    written."""
    heading = f"--- {datetime.now().isoformat(timespec='seconds')}"
    if context:
        heading += f" {context}"
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("a", encoding="utf-8") as log:
            log.write(heading + "\n")
            log.write("".join(traceback.format_exception(error)))
    except OSError:
        return None
    return path


def command_line() -> str:
    """The command that was running, for the log's heading."""
    return " ".join(sys.argv)
