"""SVG snapshots of what the main screens show, with fixed data, a fixed day and a still clock.

Look at the report (snapshot_report.html) before running with --snapshot-update.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tui.app import SrsApp

SIZE = (100, 32)


def keys(*presses: str) -> Callable[[Any], Any]:
    """Press the keys, then let async work (Markdown updates) settle before the screenshot."""

    async def run_before(pilot: Any) -> None:
        for key in presses:
            await pilot.press(key)
            await pilot.pause()
        await pilot.pause(0.05)
        await pilot.wait_for_scheduled_animations()

    return run_before


def chars(text: str) -> Sequence[str]:
    return ["space" if c == " " else c for c in text]


def test_home(snap_compare, make_app: Callable[..., SrsApp]) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(), terminal_size=SIZE, run_before=keys())


def test_review_question(snap_compare, make_app: Callable[..., SrsApp]) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(
        make_app(), terminal_size=SIZE, run_before=keys("enter", *chars("scatter reduce, then"))
    )


def test_review_feedback(snap_compare, make_app: Callable[..., SrsApp]) -> None:  # type: ignore[no-untyped-def]
    run = keys("enter", *chars("scatter reduce then all gather"), "ctrl+s")
    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run)


def test_review_choice(snap_compare, make_app: Callable[..., SrsApp]) -> None:  # type: ignore[no-untyped-def]
    assert snap_compare(make_app(), terminal_size=SIZE, run_before=keys("enter", "ctrl+r", "4"))


def test_summary(snap_compare, make_app: Callable[..., SrsApp]) -> None:  # type: ignore[no-untyped-def]
    run = keys("enter", "ctrl+r", "5", "b", "5", "ctrl+r", "2", "escape")
    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run)
