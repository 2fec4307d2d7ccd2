"""A reviewing process for the kill and concurrency tests: answers cards, reporting each commit.

Usage: python -m tests.store_worker DB DECKS_DIR COUNT [DECK_ID]
Prints `committed <log id>` only after record_review has returned (the answer is committed).
"""

from __future__ import annotations

import sys
from datetime import date, timedelta
from pathlib import Path

from srs import sync
from srs.store import Store


def main() -> None:
    db, deck_dir, count = sys.argv[1], Path(sys.argv[2]), int(sys.argv[3])
    deck_id = sys.argv[4] if len(sys.argv) > 4 else None
    store = Store.open(db)
    sync.sync_decks(store, [deck_dir])
    day = date(2026, 11, 21)
    done = 0
    while done < count:
        card = store.next_card(day, deck_id)
        if card is None:  # everything answered today: move on a day, as a long run would
            day += timedelta(days=1)
            continue
        recorded = store.record_review(card.pk, 3 + done % 3, day, answer=f"answer {done}")
        print(f"committed {recorded.log_id}", flush=True)
        done += 1
    store.close()


if __name__ == "__main__":
    main()
