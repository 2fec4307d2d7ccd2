"""Fresh-process probes: run the real `srs` entry point headless and report when the home
screen has its data on screen (and the peak memory), or start an empty Textual app the same way.

Run by the suite as `python -m tests.benchmarks.probes tui|empty [options]`. Each prints
`READY <time.time()>` once its first screen is painted, then exits.
"""

from __future__ import annotations

import argparse
import resource
import sys
import time
from pathlib import Path


def _ready() -> None:
    print(f"READY {time.time():.6f}", flush=True)


def _memory() -> str:
    """Peak and current resident set size in MB (VmHWM, VmRSS; ru_maxrss where /proc is absent)."""
    fields = {}
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                key, _, value = line.partition(":")
                if key in ("VmHWM", "VmRSS"):
                    fields[key] = int(value.split()[0]) / 1024
    except OSError:
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        fields = {"VmHWM": peak, "VmRSS": peak}
    return f"{fields['VmHWM']:.1f} {fields['VmRSS']:.1f}"


def empty() -> int:
    """The floor: an app with one Static, run headless like the probe below."""
    from textual.app import App, ComposeResult
    from textual.widgets import Static

    class EmptyApp(App[None]):
        def compose(self) -> ComposeResult:
            yield Static("empty")

        def on_mount(self) -> None:
            self.call_after_refresh(self.done)

        def done(self) -> None:
            _ready()
            self.exit()

    EmptyApp().run(headless=True, size=(100, 32))
    return 0


def tui(argv: list[str], *, browse: bool, memory: bool) -> int:
    """`srs [argv]` through the real CLI, with the app run headless and a hook on the home screen."""
    import tui.app
    from tui.cli import main
    from tui.screens.home import HomeScreen

    original_mount = HomeScreen.on_mount

    def on_mount(self: HomeScreen) -> None:
        original_mount(self)
        self.call_after_refresh(home_shown, self)

    def home_shown(screen: HomeScreen) -> None:
        _ready()
        app = screen.app
        if memory:
            print(f"MEMORY home {_memory()}", flush=True)
        if not browse:
            app.exit()
            return
        app.open_screen("browse")  # type: ignore[attr-defined]
        started = time.perf_counter()

        def check() -> None:
            from textual.widgets import DataTable

            from tui.screens.browse import BrowseScreen

            current = app.screen
            if isinstance(current, BrowseScreen):
                table = current.query_one("#browse-table", DataTable)
                if table.row_count:
                    timer.stop()
                    current.call_after_refresh(browse_shown, started)

        timer = app.set_interval(0.005, check)

        def browse_shown(since: float) -> None:
            print(f"BROWSE {(time.perf_counter() - since) * 1000:.1f}", flush=True)
            if memory:
                print(f"MEMORY browse {_memory()}", flush=True)
            app.exit()

    HomeScreen.on_mount = on_mount  # type: ignore[method-assign]

    class HeadlessApp(tui.app.SrsApp):
        CSS_PATH = str(Path(tui.app.__file__).with_name("app.tcss"))  # relative to tui/, not here

        def run(self, *args: object, **kwargs: object) -> None:  # type: ignore[override]
            super().run(headless=True, size=(100, 32))

    tui.app.SrsApp = HeadlessApp  # type: ignore[misc]  # run_app builds the app by this name
    try:
        main(argv, standalone_mode=False)
    except SystemExit as exc:  # click's exit after the command
        return int(exc.code or 0)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.probes")
    parser.add_argument("probe", choices=("tui", "empty"))
    parser.add_argument("--browse", action="store_true", help="also open the browse screen")
    parser.add_argument("--memory", action="store_true", help="print peak RSS (MB)")
    argv = sys.argv[1:]
    cut = argv.index("--") if "--" in argv else len(argv)
    args = parser.parse_args(argv[:cut])  # after `--`: the arguments for `srs`
    if args.probe == "empty":
        return empty()
    return tui(argv[cut + 1 :], browse=args.browse, memory=args.memory)


if __name__ == "__main__":
    sys.exit(main())
