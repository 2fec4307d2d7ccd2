"""srs.importers.twocores: a long document's work on two cores gives exactly the one-core
result, and any failure of the forked child costs time, never a card or a warning."""

from __future__ import annotations

import functools
import os
import time
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
    assert where == [True] * 6  # the parent did its share only (a little over half)


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


def _same(t: str) -> str:
    return t


def _shout(t: str) -> str:
    return t.upper()


def test_ahead_keeps_the_reading_of_a_text_the_passes_leave(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "1")
    text = "x" * 2000
    read: list[str] = []

    def reader(t: str) -> int:
        read.append(t)
        return len(t)

    assert twocores.ahead(text, [_same, _same], reader) == 2000
    assert read == [text]  # read once, at once, while the child ran the passes


def test_ahead_reads_the_rewritten_text_when_a_pass_changes_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "1")
    text = "x" * 2000

    def reader(t: str) -> str:
        if t == text:
            raise ValueError("the text as it came is no document")  # dropped with the reading
        return t[:3]

    assert twocores.ahead(text, [_same, _shout, _same], reader) == "XXX"


def test_ahead_raises_what_the_reading_raises_when_it_stands(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "1")

    def reader(t: str) -> str:
        raise ValueError("no questions")

    with pytest.raises(ValueError, match="no questions"):
        twocores.ahead("x" * 2000, [_same], reader)


def test_a_checkpoint_stops_a_reading_the_passes_made_stale(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The reading of the text as it came checks between its stages: once the child says a
    pass changed the text, it stops there (not after an hour of stages)."""
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "1")
    text = "x" * 2000
    stages: list[int] = []

    def reader(t: str) -> str:
        if t == text:
            for stage in range(3000):
                stages.append(stage)
                time.sleep(0.01)
                twocores.checkpoint()
        return t[:2]

    started = time.monotonic()
    assert twocores.ahead(text, [_shout], reader) == "XX"
    assert len(stages) < 3000
    assert time.monotonic() - started < 25  # dropped long before its 30 s


def test_ahead_without_its_child_decides_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    """The child dies in its passes: this process runs them, and keeps the reading when
    they leave the text as it is."""
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "1")
    parent = os.getpid()
    text = "y" * 2000

    def fragile(t: str) -> str:
        if os.getpid() != parent:
            os._exit(3)
        return t

    read: list[str] = []
    assert twocores.ahead(text, [fragile], lambda t: read.append(t) or "done") == "done"
    assert read == [text]


class _Facts:
    """A reader's facts about its document, counted as they are worked out."""

    def __init__(self) -> None:
        self.worked: list[str] = []

    @functools.cached_property
    def words(self) -> int:
        self.worked.append("words")
        return 3

    @functools.cached_property
    def lines(self) -> int:
        self.worked.append("lines")
        return 2


def test_facts_worked_out_meanwhile_are_the_childs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SRS_IMPORT_FORK_MIN", "2")
    facts = _Facts()
    with twocores.meanwhile(facts, ("words", "lines"), 10):
        assert facts.lines == 2  # asked here meanwhile: this process's value is kept
    assert (facts.words, facts.lines) == (3, 2)
    assert facts.worked == ["lines"]  # the words came from the child
    alone = _Facts()
    with twocores.meanwhile(alone, ("words",), 1):  # too small to fork: worked out when asked
        pass
    assert (alone.words, alone.worked) == (3, ["words"])
    failed = _Facts()
    with pytest.raises(ValueError), twocores.meanwhile(failed, ("words",), 10):
        raise ValueError("the block failed")
    assert (failed.words, failed.worked) == (3, ["words"])
