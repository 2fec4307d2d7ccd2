"""The `srs` console script: what must hold before anything else is imported or opened.

- Ctrl-C from the first instant: start-up imports (click, the command, sqlite3, YAML, textual)
  take ~150 ms, and a Ctrl-C meanwhile raised KeyboardInterrupt inside some import and printed
  a traceback. SIGINT first ends the process quietly with 130 (as a shell reports it); once
  the CLI is imported, Python's usual KeyboardInterrupt is back for the commands to handle.
- Closed standard streams (`srs decks >&-`): the file descriptors 0-2 are taken by /dev/null
  before any file is opened, so the database can never become "standard output", and a
  closed stdout discards the output instead of failing with an unexpected error.

This module imports only what the interpreter has loaded already.
"""

import _signal  # the C module: `signal` builds enums on import, itself a few ms to interrupt


def _interrupted(signum: int, frame: object) -> None:
    # End at once: nothing is open or written yet. Raising SystemExit here could land inside
    # importlib's own callbacks, which print it as "Exception ignored ... Traceback".
    import os

    os._exit(130)


_signal.signal(_signal.SIGINT, _interrupted)

import os  # noqa: E402 - after the handler, though both are loaded at start-up already
import sys  # noqa: E402


def _fill_closed_std_fds() -> None:
    """Open /dev/null on whichever of fds 0, 1, 2 is closed (the lowest free fd is taken)."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            null = os.open(os.devnull, os.O_RDWR)
            if null != fd:  # pragma: no cover - a lower fd was free after all
                os.dup2(null, fd)
                os.close(null)
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 - for the process's life
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    if sys.stderr is None:
        sys.stderr = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115


def main() -> None:
    """Run the `srs` command line."""
    _fill_closed_std_fds()
    try:
        from tui.cli import main as cli

        _signal.signal(_signal.SIGINT, _signal.default_int_handler)
        cli()
    except KeyboardInterrupt:  # one that no command turned into an exit (between two steps)
        raise SystemExit(130) from None
    finally:
        # Exiting: a Ctrl-C now could only interrupt the clean-up (closing the database,
        # flushing output) and print Python's traceback from inside it.
        _signal.signal(_signal.SIGINT, _signal.SIG_IGN)


if __name__ == "__main__":  # pragma: no cover
    main()
