"""The first sync of a new deck, side by side with Anki's `import_csv` of the same notes.

One deck file of N cards (the synthetic collection's cards, all in one deck) joins an empty
database in a fresh process: we time `sync_decks` inside that process (read, parse, validate,
insert, and the grader's statistics as the sync leaves them), Anki times `import_csv` of the
same cards (our Anki export of the deck) into an empty collection, also inside its process.
"""

from __future__ import annotations

import random
import shutil
import sys
import time
from datetime import date
from pathlib import Path

from tests.benchmarks import anki_side, measure, synth

SYNC_SCRIPT = """
import sys, time
from pathlib import Path
from srs.store import Store
store = Store.open(Path(sys.argv[1]))
start = time.perf_counter()
try:
    from srs import sync
except ImportError:  # before srs/sync.py: the store synced
    report = store.sync_decks([Path(sys.argv[2])])
else:
    report = sync.sync_decks(store, [Path(sys.argv[2])])
elapsed = (time.perf_counter() - start) * 1000
assert report.synced and not report.problems, report.problems
print(elapsed, store.card_count())
store.close()
"""


PER_FILE = 20_000
"""Cards per deck file: a larger file would pass the 20 MB limit of a deck file."""


def write_deck(size: int, folder: Path) -> list[Path]:
    """Deck files of `size` cards in all (the synthetic collection's text) in `folder`, one
    per PER_FILE cards."""
    from srs import decks

    folder.mkdir(parents=True, exist_ok=True)
    cards = [c for deck in synth._plan(size, date(2026, 1, 1), random.Random(size)) for c in deck]
    paths = []
    for start in range(0, len(cards), PER_FILE):
        deck_id = f"newdeck-{start // PER_FILE + 1}"
        part = cards[start : start + PER_FILE]
        for i, card in enumerate(part):
            card.deck_id, card.card_id = deck_id, f"n{i + 1:06d}"
        path = folder / f"{deck_id}.yaml"
        # as `srs import` writes a deck (srs.decks.dumps), the file a new deck arrives in
        written = decks.dumps(decks.loads(synth.deck_yaml(deck_id, deck_id, part)))
        path.write_text(written, encoding="utf-8")
        paths.append(path)
    return paths


def export_of(deck_files: list[Path], out: Path) -> Path:
    from srs import anki, decks

    out.write_text(anki.export_csv([decks.load(p) for p in deck_files]), encoding="utf-8")
    return out


def ours(folder: Path, work: Path) -> tuple[float, int]:
    """(milliseconds of the sync inside a fresh process, cards in the database)."""
    db = work / "newdeck.db"
    for suffix in ("", "-wal", "-shm"):
        Path(str(db) + suffix).unlink(missing_ok=True)
    env = measure.bench_env({"SRS_DATA_DIR": str(work / "data")})
    _, out = measure.run_process(
        [measure.python(), "-c", SYNC_SCRIPT, str(db), str(folder)], env=env
    )
    elapsed, cards = out.split()
    return float(elapsed), int(cards)


def main(size: int, repeat: int) -> None:
    work = Path(f"/tmp/srs-newdeck-{size}")
    shutil.rmtree(work, ignore_errors=True)
    folder = work / "decks"
    files = write_deck(size, folder)
    csv = export_of(files, work / "newdeck.csv")
    for _ in range(repeat):
        t0 = time.perf_counter()
        mine, cards = ours(folder, work)
        theirs = anki_side.import_csv(csv, work)[0] if anki_side.available() else float("nan")
        print(
            f"first sync of new decks, {cards} cards: ours {mine:.0f} ms, Anki import_csv "
            f"{theirs:.0f} ms, ratio {mine / theirs:.2f} (run {time.perf_counter() - t0:.1f} s)",
            flush=True,
        )
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main(
        int(sys.argv[1]) if len(sys.argv) > 1 else 20_000,
        int(sys.argv[2]) if len(sys.argv) > 2 else 3,
    )
