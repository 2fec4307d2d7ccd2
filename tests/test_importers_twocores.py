"""srs.importers.twocores: a long document's work on two cores gives exactly the one-core
result, and any failure of the forked child costs time, never a card or a warning."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from srs.importers import import_file, twocores
from tests.benchmarks import synth

DATA = Path(__file__).parent / "data"
_NOT_DOCUMENTS = {"LICENSES", "MANIFEST.yaml", "README.md"}


def _result(path: Path, fork_min: str, monkeypatch: pytest.MonkeyPatch) -> object:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", fork_min)
    try:
        result = import_file(path)
    except Exception as exc:  # a document no layout reads: the same error both ways
        return repr(exc)
    return (result.deck, result.warnings, result.skipped)


def _documents() -> list[Path]:
    folders = ("importer_corpus", "importer_heldout", "seeds")
    return [
        path
        for folder in folders
        for path in sorted((DATA / folder).iterdir())
        if path.is_file() and path.name not in _NOT_DOCUMENTS
    ]


@pytest.mark.parametrize("path", _documents(), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_forked_import_is_the_sequential_one(path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every corpus and held-out document and seed, forked at two blocks (every split of the work is
    tried on real layouts), imports to the same deck, warnings and skipped items."""
    assert _result(path, "2", monkeypatch) == _result(path, "0", monkeypatch)


def test_long_quiz_forked_is_the_sequential_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = tmp_path / "quiz.md"
    doc.write_text(synth.quiz_document(1200), encoding="utf-8")
    forked = _result(doc, str(twocores.FORK_MIN), monkeypatch)
    assert forked == _result(doc, "0", monkeypatch)
    assert len(forked[0].cards) == 1200  # type: ignore[index]


class _Owner:
    def __init__(self) -> None:
        self.warnings: list[str] = []
        self.seen: set[int] = set()


def test_map_halves_brings_back_the_childs_appends_in_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "2")
    owner = _Owner()
    parent = os.getpid()
    where: list[bool] = []

    def square(n: int) -> int:
        owner.warnings.append(f"item {n}")
        where.append(os.getpid() == parent)
        return n * n

    assert twocores.map_halves(owner, square, list(range(10))) == [n * n for n in range(10)]
    assert owner.warnings == [f"item {n}" for n in range(10)]
    assert where == [True] * 5  # the parent did the first half only: the child the rest


def test_a_failing_child_costs_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The child raises on its half (as it would if killed): this process does it itself."""
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "2")
    owner = _Owner()
    parent = os.getpid()

    def fragile(n: int) -> int:
        if os.getpid() != parent:
            raise MemoryError
        owner.warnings.append(f"item {n}")
        return n + 1

    assert twocores.map_halves(owner, fragile, list(range(8))) == list(range(1, 9))
    assert owner.warnings == [f"item {n}" for n in range(8)]


def test_a_child_changing_other_state_is_not_trusted(monkeypatch: pytest.MonkeyPatch) -> None:
    """Anything but appends to the owner's lists (a set filled, here) cannot be merged back:
    the parent redoes the child's half, and its own state is the sequential one."""
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "2")
    owner = _Owner()

    def noting(n: int) -> int:
        owner.seen.add(n)
        return -n

    assert twocores.map_halves(owner, noting, list(range(6))) == [-n for n in range(6)]
    assert owner.seen == set(range(6))


def test_through_takes_the_childs_passes_only_after_unchanged_ones(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "1")
    text = "x" * 2000

    def same(t: str) -> str:
        return t

    def shout(t: str) -> str:
        return t.upper()

    def mark(t: str) -> str:
        return t + "!"

    assert twocores.through(text, [same, same, mark]) == text + "!"
    # the first half changes the text: the later passes must read the changed text
    assert twocores.through(text, [shout, same, mark, mark]) == text.upper() + "!!"
    assert twocores.through(text, [same, same]) is text


def test_alongside_raises_what_the_second_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "2")

    def broken() -> int:
        raise ValueError("bad deck")

    assert twocores.alongside(10, lambda: 1, lambda: 2) == (1, 2)
    with pytest.raises(ValueError, match="bad deck"):
        twocores.alongside(10, lambda: 1, broken)


def test_no_fork_below_the_threshold_or_with_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "100")
    assert not twocores._may_fork(99)
    assert twocores._may_fork(100)
    monkeypatch.setattr(twocores.threading, "active_count", lambda: 2)
    assert not twocores._may_fork(100)
    monkeypatch.setattr(twocores.threading, "active_count", lambda: 1)
    monkeypatch.setattr(twocores.os, "sched_getaffinity", lambda _: {0})
    assert not twocores._may_fork(100)
    monkeypatch.setattr(twocores.os, "sched_getaffinity", lambda _: {0, 1})
    assert twocores._may_fork(100)
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "0")
    assert not twocores._may_fork(10**6)
