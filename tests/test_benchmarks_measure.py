"""The benchmark harness times this checkout's code, not whichever one the venv was installed from."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.benchmarks import measure


def test_bench_env_puts_this_tree_first_on_the_path(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTHONPATH", "elsewhere")
    parts = measure.bench_env()["PYTHONPATH"].split(os.pathsep)
    assert parts == [str(measure.ROOT), "elsewhere"]


def test_a_fresh_process_imports_srs_from_this_tree() -> None:
    out = subprocess.run(
        [sys.executable, "-c", "import srs; print(srs.__file__)"],
        env=measure.bench_env(),
        cwd="/",
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert out.strip().startswith(str(measure.ROOT / "srs"))
