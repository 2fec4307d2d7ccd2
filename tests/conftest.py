"""Shared fixtures: every test runs against its own data dir and database, never the user's."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _isolated_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    data = tmp_path / "data"
    monkeypatch.setenv("SRS_DATA_DIR", str(data))
    monkeypatch.setenv("SRS_DB", str(data / "srs.db"))
    monkeypatch.delenv("EDITOR", raising=False)
    return data
