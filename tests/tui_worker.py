"""A headless TUI session for the kill and concurrency tests.

Usage: python -m tests.tui_worker DB DECKS_DIR COUNT
Drives the real app with Pilot (reveal, grade 3: the card stays in today's re-drill, so the
supply never runs out) and prints `recorded <log id>` only after the store has committed.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

from srs import sync
from srs.store import Store
from tui.app import make_app
from tui.screens.review import ReviewScreen


async def main() -> None:
    db, deck_dir, count = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    store = Store.open(db)
    sync.sync_decks(store, [deck_dir])
    original = store.record_review

    def record_and_report(*args, **kwargs):  # type: ignore[no-untyped-def]
        recorded = original(*args, **kwargs)
        print(f"recorded {recorded.log_id}", flush=True)
        return recorded

    store.record_review = record_and_report  # type: ignore[method-assign]
    app = make_app(store, rng=random.Random(1), deck_dirs=[deck_dir])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("a")
        await pilot.pause()
        for _ in range(count):
            if not isinstance(app.screen, ReviewScreen):
                break
            await pilot.press("ctrl+r", "3")
            await pilot.pause()
    store.close()


if __name__ == "__main__":
    asyncio.run(main())
