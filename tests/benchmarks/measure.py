"""Timing helpers: samples with their median, p99 and spread, and fresh-process runs."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
"""The repository (fresh processes run from here, so `tests.benchmarks` imports)."""


@dataclass
class Samples:
    """Timings of one thing, in milliseconds, pooled over every run."""

    values: list[float] = field(default_factory=list)
    runs: list[float] = field(default_factory=list)
    """One figure per repeated run (the run's median for per-iteration samples)."""

    def add_run(self, values: Sequence[float]) -> None:
        self.values.extend(values)
        self.runs.append(statistics.median(values))

    @property
    def median(self) -> float:
        return statistics.median(self.values)

    @property
    def p99(self) -> float:
        ordered = sorted(self.values)
        return ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]

    @property
    def iqr(self) -> tuple[float, float]:
        if len(self.values) < 4:
            return min(self.values), max(self.values)
        q = statistics.quantiles(self.values, n=4)
        return q[0], q[2]

    @property
    def spread(self) -> str:
        """The run-to-run spread: min-max of the per-run medians (or of the values for one run)."""
        source = self.runs if len(self.runs) > 1 else self.values
        return f"{fmt(min(source))}-{fmt(max(source))}"

    def to_json(self) -> dict[str, float | int | list[float]]:
        low, high = self.iqr
        return {
            "median_ms": round(self.median, 4),
            "p99_ms": round(self.p99, 4),
            "iqr_ms": [round(low, 4), round(high, 4)],
            "run_medians_ms": [round(r, 4) for r in self.runs],
            "n": len(self.values),
        }


def fmt(value: float) -> str:
    """A figure with the precision it deserves: 0.273, 27.3, 2731."""
    return f"{value:.3f}" if value < 10 else f"{value:.1f}" if value < 1000 else f"{value:.0f}"


def timed(fn: Callable[[], object]) -> float:
    """Milliseconds fn takes."""
    start = time.perf_counter()
    fn()
    return (time.perf_counter() - start) * 1000


def python() -> str:
    return sys.executable


def run_process(
    args: Sequence[str], *, env: dict[str, str] | None = None, cwd: Path | None = None
) -> tuple[float, str]:
    """Run a fresh process to its end; (wall milliseconds, stdout). Raises on failure."""
    start = time.perf_counter()
    proc = subprocess.run(
        list(args),
        env=env if env is not None else bench_env(),
        cwd=cwd or ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    elapsed = (time.perf_counter() - start) * 1000
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} exited {proc.returncode}:\n{proc.stderr[-2000:]}")
    return elapsed, proc.stdout


def run_probe(
    args: Sequence[str], *, env: dict[str, str] | None = None
) -> tuple[float, float, str]:
    """Run a probe that prints `READY <time.time()>` when its screen is up.

    Returns:
        (milliseconds from spawn to READY, milliseconds to exit, the rest of stdout).
    """
    start_wall = time.time()
    start = time.perf_counter()
    proc = subprocess.run(
        list(args),
        env=env if env is not None else bench_env(),
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    total = (time.perf_counter() - start) * 1000
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(args)} exited {proc.returncode}:\n{proc.stderr[-3000:]}")
    ready = None
    rest = []
    for line in proc.stdout.splitlines():
        if line.startswith("READY "):
            ready = (float(line.split()[1]) - start_wall) * 1000
        else:
            rest.append(line)
    if ready is None:
        raise RuntimeError(f"{' '.join(args)} never printed READY:\n{proc.stdout[-2000:]}")
    return ready, total, "\n".join(rest)


def srs_command() -> list[str]:
    """`srs` as a fresh process (the installed console script, as a user runs it)."""
    script = Path(sys.executable).with_name("srs")
    if script.exists():
        return [str(script)]
    return [sys.executable, "-c", "from tui.cli import main; main()"]


PYCACHE = Path(tempfile.gettempdir()) / "srs-bench-pycache"


def bench_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment of a fresh process: bytecode compiled once and reused, as an installed
    package has it (pip compiles on install), kept outside the tree.

    This tree goes first on PYTHONPATH: the console script imports whichever `srs` the venv was
    installed from, so a benchmark run from a second checkout (a worktree sharing the venv)
    would otherwise time the other checkout's code and compare it with itself."""
    env = dict(os.environ)
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    env["PYTHONPATH"] = os.pathsep.join(
        part for part in (str(ROOT), os.environ.get("PYTHONPATH", "")) if part
    )
    if extra:
        env.update(extra)
    return env
