"""A long document's import on two cores, with exactly the one-core result.

A 10,000-question document spends its time in three kinds of work, each on one core of the
two or more most machines have: some 140 rewriting passes over the whole text, reading each
question block and building its card, and checking the written deck. So a forked copy of the
process takes a share of each, while this process does the rest:

- `ahead`: the child runs the passes while this process reads the text as it came; when the
  passes leave it as it is (a pass returns the very text it was given when it changes
  nothing: most documents), that reading stands. When one changes it, the reading stops at
  its next `checkpoint` and the rewritten text is read (`through`: the passes in halves).
- `map_halves`: the child does the later half of the blocks (of the cards, of the lines);
  its results come back with the reader's warnings and skipped items in order, after this
  process's; the blocks and sections they point at are sent as their place in the input and
  become this process's own objects again (rules compare them by identity).
- `alongside`: the child checks that the deck loads back while this process writes it.

Anything else a child changed, or any failure of one (an exception, a kill, a short pipe),
and this process does that share itself. Only where forking is safe and pays: Linux, one
thread, two cores or more, enough work (`SRS_IMPORT_FORK_MIN` sets the threshold, for tests;
0 turns forking off).
"""

from __future__ import annotations

import contextlib
import functools
import gc
import io
import os
import pickle
import select
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar, cast

from srs.importers.values import Block, Section

__all__ = ["ahead", "alongside", "checkpoint", "map_halves", "meanwhile", "through"]

T = TypeVar("T")
R = TypeVar("R")

LINES_PER_BLOCK = 7
"""Lines to a question block, on average in a quiz: `map_halves` over lines counts them so."""
FORK_MIN = 1000
"""Items below which one core does it all: forking and sending the results back cost some
20 ms, what a few hundred blocks take to read."""


def map_halves(
    owner: object, fn: Callable[[T], R], items: Sequence[T], *, per_block: int = 1
) -> list[R]:
    """`[fn(item) for item in items]`, the later items (`_CHILD_SHARE`) in a forked child
    when it pays.

    `owner` is the object `fn` records its side effects on (a reader's `warnings` and
    `skipped` lists; None when it has none): the child's appends to its lists come back in
    order. `per_block`: how many items make a question block's work (lines: some seven)."""
    if not _may_fork(len(items) // per_block):
        return [fn(item) for item in items]
    # the first items before the fork: what any item needs once (patterns compiled, facts
    # about the document worked out) is then the child's as well, not done twice
    warm = min(len(items) // _WARM_SHARE, _WARM_MOST * per_block)
    first = [fn(item) for item in items[:warm]]
    done = _alone_while_busy(fn, items, first, _WARM_MOST * per_block)
    half = len(items) - int((len(items) - done) * _CHILD_SHARE)
    rest = (len(items) - done) // per_block
    child = _Child.start(owner, fn, items[half:], items) if _may_fork(rest) else None
    if child is None:
        return first + [fn(item) for item in items[done:]]
    try:
        first += [fn(item) for item in items[done:half]]
        second = child.result(owner)
    finally:
        child.reap()
    return first + (second if second is not None else [fn(item) for item in items[half:]])


_CHILD_SHARE = 0.47
"""The child's share of the items left: a little under half, as its results are then pickled
there and unpickled here, both while the other process waits (a 10,000-question quiz: its
drafts and cards cost some 8% of their making to send back), so both halves end together."""
_WARM_SHARE = 20
_WARM_MOST = 100
"""`map_halves` does a twentieth of the items, at most a hundred blocks' worth, before it
forks."""


def _alone_while_busy(fn: Callable[[T], R], items: Sequence[T], done: list[R], step: int) -> int:
    """While a reading ahead's passes hold the other core (`_core_free`), this process does
    the items after `done` itself, `step` at a time, adding their results to `done`; returns
    how many items are done. The halves are then those of the items left: a stage reached
    while the passes still run (the blocks of a long quiz, about when the passes end) is no
    longer done wholly on one core for want of a free core at its first item. The results
    are the same ones, in the same order, as the items are done in order either way."""
    while len(done) < len(items) and not _core_free():
        done += [fn(item) for item in items[len(done) : len(done) + step]]
    return len(done)


def through(text: str, passes: Sequence[Callable[[str], str]]) -> str:
    """The text through each pass in turn; a long text's later passes run in a forked child
    meanwhile, on the text as it came in, which holds for a text the earlier passes leave as
    it is (a pass returns the very text it was given when it changes nothing, most
    documents' case); else the child's work is dropped and this process does the rest."""
    earlier, later = passes[: len(passes) // 2], passes[len(passes) // 2 :]
    fork = _may_fork(len(text) // CHARS_PER_BLOCK)
    child = (
        _Child.start(None, lambda _: _changed(text, _run(later, text)), [None], ())
        if fork
        else None
    )
    if child is None:
        return _run(passes, text)
    try:
        first = _run(earlier, text)
        sent = child.result(None) if first is text else None
    finally:
        child.reap()
    if sent is None:
        return _run(later, first)
    return text if sent[0] is None else cast(str, sent[0])


def ahead(text: str, passes: Sequence[Callable[[str], str]], read: Callable[[str], R]) -> R:
    """`read(through(text, passes))`, with a long text read at once while a forked child
    runs the passes: when they leave the text as it is (most documents), that reading is
    the one; when one changes it, the child says so at once, the reading is dropped at its
    next `checkpoint` and the rewritten text is read. An exception the reading raises is
    raised only when the reading stands."""
    fork = _may_fork(len(text) // CHARS_PER_BLOCK)
    child = (
        _Child.start(None, lambda _: _run(passes, text, stop=True) is text, [None], ())
        if fork
        else None
    )
    if child is None:
        return read(through(text, passes))
    global _watched
    watched, _watched = _watched, child
    try:
        outcome = _outcome(read, text)
        same = child.verdict()
    finally:
        _watched = watched
        child.reap()
    if same is None:  # the child failed: the passes' verdict from this process
        same = _run(passes, text, stop=True) is text
    if same and outcome is not None:
        return outcome()
    return read(through(text, passes))


def _outcome(read: Callable[[str], R], text: str) -> Callable[[], R] | None:
    """The reading, as what gives its result or raises its exception; None when dropped."""
    try:
        result = read(text)
    except _Dropped:
        return None
    except Exception as exc:
        error = exc

        def raised() -> R:
            raise error

        return raised
    return lambda: result


class _Dropped(BaseException):
    """A reading ahead whose text the passes changed (no `except Exception` may keep it)."""


_watched: _Child | None = None
"""The child running the passes of a text read ahead (`ahead`), while there is one."""


def checkpoint() -> None:
    """Between a reader's stages: stop a reading ahead whose text the passes changed."""
    child = _watched
    if child is not None and child.ready() and child.verdict() is False:
        raise _Dropped


def _core_free() -> bool:
    """Whether no child runs the passes of a reading ahead: a stage that would fork does its
    work itself meanwhile (two forked children would take turns at one core)."""
    checkpoint()
    return _watched is None or _watched.ready()


def _run(passes: Sequence[Callable[[str], str]], text: str, *, stop: bool = False) -> str:
    """The text through the passes; `stop`: up to the first that changes it."""
    out = text
    for rewrite in passes:
        out = rewrite(out)
        if stop and out is not text:
            break
    return out


def _changed(text: str, out: str) -> str | None:
    """The passes' output, or None when it is the text they were given (nothing to send)."""
    return None if out is text else out


CHARS_PER_BLOCK = 500
"""A text's length counted as blocks for `FORK_MIN` (a question of a quiz takes ~500)."""


def alongside(size: int, first: Callable[[], R], second: Callable[[], T]) -> tuple[R, T]:
    """`(first(), second())`, the second in a forked child meanwhile when `size` (the items
    each goes through) makes it pay; its result must pickle. Should the child fail, this
    process calls `second` itself: an exception it raises is raised here as it would be."""
    child = _Child.start(None, lambda _: second(), [None], ()) if _may_fork(size) else None
    if child is None:
        return first(), second()
    try:
        done = first()
        other = child.result(None)
    finally:
        child.reap()
    return done, (other[0] if other is not None else second())


@contextlib.contextmanager
def meanwhile(owner: object, names: Sequence[str], size: int) -> Iterator[None]:
    """The owner's `names`, each a `functools.cached_property` worked out from the document
    alone, computed in a forked child while this process does the block's work (a stage the
    second core otherwise idles through: the segmenting of a long quiz); at the block's end
    the child's values are put in place, as the property puts its own at first use. The
    same values either way: the child computes them from the same document, and one this
    process computed meanwhile is kept. No child (no free core, too small a `size` in
    blocks), a failed one or an exception in the block: each is computed when first asked,
    as before."""
    kind = type(owner)
    for name in names:
        assert isinstance(getattr(kind, name, None), functools.cached_property), name
    fork = _may_fork(size)
    child = (
        _Child.start(None, lambda _: [getattr(owner, n) for n in names], [None], ())
        if fork
        else None
    )
    if child is None:
        yield
        return
    try:
        yield
        sent = child.result(None)
    finally:
        child.reap()
    if sent is not None:
        for name, value in zip(names, sent[0], strict=True):
            vars(owner).setdefault(name, value)


def _may_fork(count: int) -> bool:
    threshold = int(os.environ.get("SRS_IMPORT_FORK_MIN", FORK_MIN) or 0)
    return (
        threshold > 0
        and count >= max(threshold, 2)
        and sys.platform == "linux"
        and threading.active_count() == 1
        and len(os.sched_getaffinity(0)) >= 2  # one core: the child would only take turns
    )


def _anchors(items: Sequence[Any]) -> list[object]:
    """The objects the results keep pointing at by identity: the input's blocks and their
    sections, in an order both processes compute alike (they are the same objects). A range
    (of line indexes) holds none: its hundred thousand items are not looked through."""
    if isinstance(items, range):
        return []
    anchors: dict[int, object] = {}
    for item in items:
        for obj in (item, getattr(item, "section", None)):
            if isinstance(obj, (Block, Section)):
                anchors.setdefault(id(obj), obj)
    return list(anchors.values())


class _Child:
    """The forked process doing the second half, seen from the parent."""

    def __init__(self, pid: int, read_end: int, anchors: list[object]) -> None:
        self.pid = pid
        self.read_end = read_end
        self.anchors = anchors
        self.reaped = False
        self.answered: tuple[bool | None] | None = None  # `verdict`, once read

    def ready(self) -> bool:
        """Whether the child has sent what it sends (reading it will not wait)."""
        return self.answered is not None or bool(select.select([self.read_end], [], [], 0)[0])

    def verdict(self) -> bool | None:
        """A child sending one truth value: it (waiting for it), None if the child failed."""
        if self.answered is None:
            sent = self.result(None)
            self.answered = (bool(sent[0]) if sent else None,)
        return self.answered[0]

    @classmethod
    def start(
        cls, owner: object, fn: Callable[[Any], Any], items: Sequence[Any], anchored: Sequence[Any]
    ) -> _Child | None:
        """The child doing `fn` of each item, or None (no core free, or no fork). `anchored`:
        the items whose blocks and sections the results point at (`_anchors`), looked through
        only once the child is sure to start."""
        if not _core_free():
            return None
        anchors = _anchors(anchored)
        try:
            read_end, write_end = os.pipe()
        except OSError:
            return None
        # the collector, which writes to every object it visits, leaves the objects of
        # before the fork alone: else their pages are copied, by both processes, at its
        # first full pass (some 0.1 s of a 10,000-question import)
        gc.freeze()
        try:
            pid = os.fork()
        except OSError:
            gc.unfreeze()
            os.close(read_end)
            os.close(write_end)
            return None
        if pid == 0:  # pragma: no cover - the child; its work is checked by the parent's result
            gc.disable()  # short-lived: its garbage goes with it
            os.close(read_end)
            _run_child(write_end, owner, fn, items, anchors)
        os.close(write_end)
        return cls(pid, read_end, anchors)

    def result(self, owner: object) -> list[Any] | None:
        """The child's results, its appends made to the owner's lists; None on any failure."""
        with open(self.read_end, "rb", closefd=True) as pipe:
            data = pipe.read()
        self.read_end = -1
        try:
            sent = _Unpickler(io.BytesIO(data), self.anchors).load()
        except Exception:
            return None
        if not isinstance(sent, tuple) or sent[0] != "ok":
            return None
        _, results, appended = sent
        for name, items in appended.items():
            getattr(owner, name).extend(items)
        return list(results)

    def reap(self) -> None:
        if self.read_end >= 0:
            os.close(self.read_end)
            self.read_end = -1
        if not self.reaped:
            try:
                if os.waitpid(self.pid, os.WNOHANG) == (0, 0):
                    os.kill(self.pid, 9)  # interrupted before its result was read
                    os.waitpid(self.pid, 0)
            except ChildProcessError:
                pass
            self.reaped = True
            gc.unfreeze()


def _run_child(
    write_end: int,
    owner: object,
    fn: Callable[[Any], Any],
    items: Sequence[Any],
    anchors: list[object],
) -> None:  # pragma: no cover - runs in the child only
    """Do the items, send ("ok", results, appended lists) or ("failed",), and exit without
    running anything of the parent's (no atexit, no buffered output flushed twice)."""
    code = 0
    try:
        before = _lists(owner)
        results = [fn(item) for item in items]
        appended = _appended(owner, before)
        payload: tuple[Any, ...] = ("failed",) if appended is None else ("ok", results, appended)
        buffer = io.BytesIO()
        _Pickler(buffer, anchors).dump(payload)
        data = buffer.getvalue()
    except BaseException:
        data, code = pickle.dumps(("failed",)), 1
    try:
        with open(write_end, "wb", closefd=True) as pipe:
            pipe.write(data)
    finally:
        os._exit(code)


def _lists(owner: object) -> dict[str, tuple[object, int, Any]]:
    """Each attribute of the owner: its object, and a list's length or a copy of anything
    else's value, to tell afterwards what the work changed."""
    snapshot: dict[str, tuple[object, int, Any]] = {}
    for name, value in _attributes(owner):
        if isinstance(value, list):
            snapshot[name] = (value, len(value), None)
        else:
            snapshot[name] = (value, -1, _copy(value))
    return snapshot


def _attributes(owner: object) -> list[tuple[str, Any]]:
    return [] if owner is None else list(vars(owner).items())


def _copy(value: object) -> object:
    if isinstance(value, (set, dict)):
        return value.copy()
    return value


def _appended(
    owner: object, before: dict[str, tuple[object, int, Any]]
) -> dict[str, list[Any]] | None:
    """What the work appended to each of the owner's lists; None when it changed anything
    else (then the parent does the work itself). Attributes it added that the class computes
    once from the document (`functools.cached_property`) are the parent's to compute too."""
    appended: dict[str, list[Any]] = {}
    for name, value in _attributes(owner):
        if name not in before:
            if _is_cached_property(owner, name):
                continue
            return None
        obj, length, copy = before[name]
        if value is not obj:
            return None
        if length >= 0:
            assert isinstance(value, list)
            if len(value) < length:
                return None
            if len(value) > length:
                appended[name] = value[length:]
        elif isinstance(value, (set, dict)) and value != copy:
            return None
    return appended


def _is_cached_property(owner: object, name: str) -> bool:
    import functools

    return isinstance(getattr(type(owner), name, None), functools.cached_property)


class _Pickler(pickle.Pickler):
    def __init__(self, file: io.BytesIO, anchors: list[object]) -> None:
        super().__init__(file, protocol=pickle.HIGHEST_PROTOCOL)
        self.places = {id(obj): place for place, obj in enumerate(anchors)}

    def persistent_id(self, obj: object) -> int | None:
        return self.places.get(id(obj)) if isinstance(obj, (Block, Section)) else None


class _Unpickler(pickle.Unpickler):
    def __init__(self, file: io.BytesIO, anchors: list[object]) -> None:
        super().__init__(file)
        self.anchors = anchors

    def persistent_load(self, pid: object) -> object:
        assert isinstance(pid, int)
        return self.anchors[pid]
