"""Synthetic collections for the benchmarks: N realistic cards in YAML decks, already synced into
a database with a review history, built fast and cached by size.

Shape (the same for every N, so sizes compare): `DECKS` decks of N/DECKS cards; questions of
~200 characters, answers of ~300 (a quarter are choice cards with four options and a ~300
character explanation); 5% of the cards due today or overdue by up to 30 days, 10% new, the rest
scheduled up to a year ahead; every reviewed card carries 5-15 log rows (~10), spread over the
last two years with a review on every day, so 100k cards carry ~900k log rows and a streak as
long as the history.

The deck files are written as YAML directly (JSON strings are YAML scalars) and the database rows
with `executemany` in one transaction through a `Store` (so the schema and migrations are the
real ones), with the deck rows' path, size, mtime and content hash exactly as `sync_decks`
records them: the first `srs decks` finds every file unchanged.
"""

from __future__ import annotations

import hashlib
import json
import os
import random
import shutil
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from srs import config, sync
from srs.store import Store, study_day

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def _unix_day(day: date) -> int:
    return (day - date(1970, 1, 1)).days


BUILDER_VERSION = 11
"""Bumped when the shape changes, so cached collections are rebuilt."""
DECKS = 10
DUE_SHARE = 0.05
NEW_SHARE = 0.10
CHOICE_SHARE = 0.25
HISTORY_DAYS = 730
SEED = 20261121

_DOMAIN = (
    "gradient all-reduce reduce-scatter allgather pipeline bubble micro-batch tensor parallelism "
    "ZeRO-3 FSDP DDP NCCL InfiniBand NVLink bandwidth latency optimizer states parameters shard "
    "checkpoint elastic worker straggler learning rate warmup batch size mixed precision FP16 BF16 "
    "loss scaling underflow activation recompute memory throughput topology ring tree node rank "
    "world_size MASTER_ADDR torch.cuda.amp.autocast 2(N-1) overlap backward forward communication "
    "scheduler embedding attention transformer layer norm dropout convergence variance momentum "
    "Adam SGD weight decay quantization kernel fusion cache locality sharding replica consistency"
).split()
_FUNCTION = (
    "the a of to in and is for with on that each every across when while by it this as are be "
    "from at which so than then only more most can will"
).split()
_SYLLABLES = (
    "ka lo mi ne ru sa te vo zi pa do fe gu hi ja ki lu ma no pe qu ri so tu va we xi yo".split()
)


def _vocabulary(rng: random.Random, size: int = 6000) -> list[str]:
    """Domain words first (frequent), then invented ones (rare): a long tail like real text."""
    made = {"".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))) for _ in range(size)}
    return _DOMAIN + sorted(made)


class _Text:
    """Sentences of Zipf-ish words; a fixed seed gives the same collection every time."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.vocab = _vocabulary(rng)
        weights = [1.0 / (rank + 8) for rank in range(len(self.vocab))]
        self.cum = []
        total = 0.0
        for w in weights:
            total += w
            self.cum.append(total)

    def sentence(self, chars: int) -> str:
        rng = self.rng
        out: list[str] = []
        length = 0
        picks = rng.choices(self.vocab, cum_weights=self.cum, k=chars // 4)
        fillers = rng.choices(_FUNCTION, k=chars // 4)
        for i in range(chars // 4):
            word = fillers[i] if i % 3 == 1 else picks[i]
            out.append(word)
            length += len(word) + 1
            if length >= chars:
                break
        text = " ".join(out)
        return text[0].upper() + text[1:]


@dataclass(frozen=True)
class Collection:
    """A built collection: the database, the deck folder and what the builder put in them."""

    size: int
    root: Path
    db: Path
    decks_dir: Path
    data_dir: Path
    """SRS_DATA_DIR for processes run against it (its own, empty: no user decks, no backups)."""
    today: date
    deck_ids: tuple[str, ...]
    log_rows: int
    due: int
    new: int
    corpus_count_s: float | None = None
    """How long counting the grader's corpus over every card took (once per database)."""

    def env(self) -> dict[str, str]:
        """Environment for a fresh `srs` process on this collection."""
        env = dict(os.environ)
        env["SRS_DATA_DIR"] = str(self.data_dir)
        env["SRS_DB"] = str(self.db)
        env.pop("SRS_DECKS", None)
        return env

    def deck_file(self, deck_id: str) -> Path:
        return self.decks_dir / f"{deck_id}.yaml"


def cache_root() -> Path:
    return Path(os.environ.get("SRS_BENCH_CACHE", Path(tempfile.gettempdir()) / "srs-bench-cache"))


def _today() -> date:
    return study_day(datetime.now().astimezone(), 4)


def _yaml_str(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


@dataclass
class _CardPlan:
    deck_id: str
    card_id: str
    question: str
    answer: str
    explanation: str
    choices: dict[str, str]
    line: int
    due: date | None
    interval: int
    ef: int
    repetitions: int
    lapses: int
    reviews: int
    last_review: date | None


def _plan(size: int, today: date, rng: random.Random) -> Iterator[list[_CardPlan]]:
    """The cards, deck by deck, with their schedule."""
    text = _Text(rng)
    per_deck = [size // DECKS + (1 if i < size % DECKS else 0) for i in range(DECKS)]
    for d, count in enumerate(per_deck):
        deck_id = f"bench-{d:02d}"
        cards: list[_CardPlan] = []
        line = 5
        for i in range(count):
            question = text.sentence(rng.randint(170, 230)) + "?"
            if rng.random() < CHOICE_SHARE:
                choices = {letter: text.sentence(rng.randint(30, 60)) for letter in "ABCD"}
                answer = rng.choice("ABCD")
                explanation = text.sentence(rng.randint(250, 350)) + "."
            else:
                choices = {}
                answer = text.sentence(rng.randint(250, 350)) + "."
                explanation = (
                    text.sentence(rng.randint(100, 250)) + "." if rng.random() < 0.7 else ""
                )
            roll = rng.random()
            if roll < NEW_SHARE:
                due, interval, reviews, last = None, 0, 0, None
            elif roll < NEW_SHARE + DUE_SHARE:
                due = today - timedelta(days=rng.randint(0, 30))
                interval = rng.randint(1, 60)
                last = due - timedelta(days=interval)
                reviews = rng.randint(5, 15)
            else:
                interval = rng.randint(2, 400)
                due = today + timedelta(days=rng.randint(1, interval - 1))
                last = due - timedelta(days=interval)
                reviews = rng.randint(5, 15)
            lapses = rng.choice((0, 0, 0, 1, 2)) if reviews else 0
            cards.append(
                _CardPlan(
                    deck_id=deck_id,
                    card_id=f"c{i + 1:06d}",
                    question=question,
                    answer=answer,
                    explanation=explanation,
                    choices=choices,
                    line=line,
                    due=due,
                    interval=interval,
                    ef=rng.randint(130, 280) if reviews else 250,
                    repetitions=max(0, reviews - lapses),
                    lapses=lapses,
                    reviews=reviews,
                    last_review=last,
                )
            )
            line += 3 + (5 if choices else 0) + (1 if explanation else 0)
        yield cards


def deck_yaml(deck_id: str, name: str, cards: list[_CardPlan]) -> str:
    """The deck file, written as `srs.decks.dumps` would read back (strings JSON-quoted)."""
    out = [f"id: {deck_id}", f"name: {_yaml_str(name)}", "tags: [benchmark]", "cards:"]
    for card in cards:
        out.append(f"  - id: {card.card_id}")
        out.append(f"    question: {_yaml_str(card.question)}")
        if card.choices:
            out.append("    choices:")
            for letter, option in card.choices.items():
                out.append(f"      {letter}: {_yaml_str(option)}")
        out.append(f"    answer: {_yaml_str(card.answer)}")
        if card.explanation:
            out.append(f"    explanation: {_yaml_str(card.explanation)}")
    return "\n".join(out) + "\n"


def _packed(*values: int | None) -> str:
    """A state as the log's `undo` column keeps it (srs.store.rows.pack_undo)."""
    return ",".join("" if v is None else str(v) for v in values)


def _log_rows(c: _CardPlan, pk: int, today: date, rng: random.Random, text: _Text) -> list[tuple]:
    """The card's past answers, oldest first, ending on its last review."""
    if not c.reviews or c.last_review is None:
        return []
    days = [c.last_review]
    for _ in range(c.reviews - 1):
        gap = rng.randint(1, max(1, min(60, HISTORY_DAYS // c.reviews)))
        days.append(max(today - timedelta(days=HISTORY_DAYS), days[-1] - timedelta(days=gap)))
    days.reverse()
    rows = []
    prev_interval = 0
    for n, day in enumerate(days):
        quality = rng.choice((2, 3, 4, 4, 4, 5, 5))
        interval = c.interval if n == len(days) - 1 else rng.randint(1, 60)
        typed = rng.random() < 0.5
        hour, minute = rng.randint(8, 22), rng.randint(0, 59)
        moment = datetime(day.year, day.month, day.day, hour, minute, tzinfo=UTC)
        reps = max(0, n - c.lapses)
        rows.append(
            (
                pk,
                (moment - _EPOCH) // timedelta(milliseconds=1),
                _unix_day(day),
                1 if quality < 3 and rng.random() < 0.3 else 0,  # a re-drill, else a review
                int(n == 0),
                text.sentence(rng.randint(40, 120)) if typed else None,
                round(rng.random(), 4) if typed else None,
                quality if typed else None,
                quality,
                rng.randint(2000, 40000),
                c.ef,  # EF and interval after (schema m012)
                interval,
                # the state before, which the log keeps (packed) for the last two days' answers
                _packed(
                    c.ef,
                    reps,
                    prev_interval,
                    _unix_day(day),
                    c.lapses,
                    n,
                    None if n == 0 else _unix_day(day),
                    0,
                    None,
                    None,
                ),
            )
        )
        prev_interval = interval
    return rows


def build(size: int, root: Path, today: date | None = None) -> Collection:
    """Write the deck files and the database of a collection of `size` cards under `root`."""
    today = today or _today()
    rng = random.Random(SEED + size)
    text = _Text(random.Random(SEED))
    if root.exists():
        shutil.rmtree(root)
    decks_dir = root / "decks"
    data_dir = root / "data"
    decks_dir.mkdir(parents=True)
    data_dir.mkdir()
    db_path = root / "srs.db"
    store = Store.open(db_path)
    conn = store.conn
    # Schema 3 keeps each card's deck beside its state; fill it when the schema has it.
    with_deck = "deck_id" in {r[1] for r in conn.execute("PRAGMA table_info(card_state)")}
    stamp = int(datetime.now(UTC).timestamp())  # a card's added_at (schema m012)
    deck_ids: list[str] = []
    log_total = due_total = new_total = 0
    plans: list[tuple[str, str, list[_CardPlan]]] = []
    for cards in _plan(size, today, rng):
        deck_id = cards[0].deck_id if cards else f"bench-{len(plans):02d}"
        name = f"Benchmark deck {len(plans) + 1:02d}"
        plans.append((deck_id, name, cards))
    conn.execute("BEGIN IMMEDIATE")
    pk = 0
    for deck_id, name, cards in plans:
        path = decks_dir / f"{deck_id}.yaml"
        data = deck_yaml(deck_id, name, cards).encode("utf-8")
        path.write_bytes(data)
        st = path.stat()
        conn.execute(
            """INSERT INTO decks (id, name, source, path, tags, aliases, content_hash,
                   file_mtime_ns, file_size, retired, synced_at)
               VALUES (?, ?, NULL, ?, '["benchmark"]', '{}', ?, ?, ?, 0, ?)""",
            (
                deck_id,
                name,
                str(path),
                hashlib.sha256(data).hexdigest(),
                st.st_mtime_ns,
                st.st_size,
                stamp,
            ),
        )
        deck_ids.append(deck_id)
        card_rows = []
        state_rows = []
        log_rows: list[tuple] = []
        for position, c in enumerate(cards):
            pk += 1
            card_rows.append(
                (
                    pk,
                    deck_id,
                    c.card_id,
                    position,
                    c.question,
                    c.answer,
                    c.explanation,
                    json.dumps(c.choices, separators=(",", ":")),
                    "[]",
                    "[]",
                    c.line,
                    stamp,
                )
            )
            state_rows.append(
                (
                    pk,
                    c.ef,
                    c.repetitions,
                    c.interval,
                    c.due.isoformat() if c.due else None,
                    c.lapses,
                    c.reviews,
                    c.last_review.isoformat() if c.last_review else None,
                    *((deck_id,) if with_deck else ()),
                )
            )
            if c.due is None:
                new_total += 1
            elif c.due <= today:
                due_total += 1
            log_rows.extend(_log_rows(c, pk, today, rng, text))
        conn.executemany(
            """INSERT INTO cards (pk, deck_id, card_id, position, question, answer, explanation,
                   choices, keywords, tags, line, retired, added_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?)""",
            card_rows,
        )
        state_cols = "card_pk, ef, repetitions, interval, due, lapses, reviews, last_review"
        state_cols += ", deck_id" if with_deck else ""
        conn.executemany(
            f"INSERT INTO card_state ({state_cols}) VALUES ({', '.join('?' * len(state_rows[0]))})",
            state_rows,
        )
        log_rows.sort(key=lambda r: r[1])  # within a deck the log grows in time order
        log_total += len(log_rows)
        recent = _unix_day(today - timedelta(days=1))
        conn.executemany(
            """INSERT INTO review_log (card_pk, reviewed_ms, day, mode, was_new, answer, score,
                   suggested, quality, response_ms, ef_after, interval_after, undo)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""",
            [(*r[:-1], r[-1] if r[2] >= recent else None) for r in log_rows],
        )
    # Cards inserted here, not by a sync: each deck's count of them as a sync leaves it
    # (schema.m013: the store raises it once per sync, no trigger per row).
    conn.execute(
        """UPDATE decks SET active_cards =
               (SELECT COUNT(*) FROM cards c WHERE c.deck_id = decks.id AND c.retired = 0)"""
    )
    conn.execute("COMMIT")
    # As on a user's machine: the grader's corpus counted (once per database), and the shipped
    # decks synced beside the benchmark decks (the data dir's own decks folder is empty).
    corpus_s = None
    started = time.perf_counter()
    sync.keep_corpus(store)
    corpus_s = time.perf_counter() - started
    sync.sync_decks(store, [config.shipped_decks_dir(), data_dir / "decks", decks_dir])
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    store.close()
    meta = {
        "corpus_count_s": corpus_s,
        "version": BUILDER_VERSION,
        "size": size,
        "today": today.isoformat(),
        "deck_ids": deck_ids,
        "log_rows": log_total,
        "due": due_total,
        "new": new_total,
    }
    (root / "meta.json").write_text(json.dumps(meta))
    return _collection(root, meta)


def _collection(root: Path, meta: dict) -> Collection:
    return Collection(
        size=meta["size"],
        root=root,
        db=root / "srs.db",
        decks_dir=root / "decks",
        data_dir=root / "data",
        today=date.fromisoformat(meta["today"]),
        deck_ids=tuple(meta["deck_ids"]),
        log_rows=meta["log_rows"],
        due=meta["due"],
        new=meta["new"],
        corpus_count_s=meta.get("corpus_count_s"),
    )


def cached(size: int, *, rebuild: bool = False) -> tuple[Collection, float | None]:
    """The collection of `size` cards from the cache, built when missing or stale.

    Returns:
        The collection and the seconds the build took (None when it came from the cache).
    """
    import time

    today = _today()
    root = cache_root() / f"n{size}"
    meta_path = root / "meta.json"
    if not rebuild and meta_path.exists():
        meta = json.loads(meta_path.read_text())
        if meta.get("version") == BUILDER_VERSION and meta.get("today") == today.isoformat():
            col = _collection(root, meta)
            if _files_unchanged(col):
                return col, None
    started = time.perf_counter()
    col = build(size, root, today)
    return col, time.perf_counter() - started


def _files_unchanged(col: Collection) -> bool:
    """The deck files are still as the database recorded them (a crashed run may have left an edit)."""
    import sqlite3

    conn = sqlite3.connect(f"file:{col.db}?mode=ro", uri=True)
    try:
        rows = dict(conn.execute("SELECT path, file_size FROM decks WHERE id LIKE 'bench-%'"))
    finally:
        conn.close()
    return (
        all(Path(p).exists() and Path(p).stat().st_size == size for p, size in rows.items())
        and len(rows) == DECKS
    )


def copy_db(src: Path, dest: Path) -> Path:
    """A copy of a database file (checkpointed: no -wal beside it) for a run that writes."""
    dest.parent.mkdir(parents=True, exist_ok=True)
    for suffix in ("-wal", "-shm"):
        Path(str(dest) + suffix).unlink(missing_ok=True)
    shutil.copyfile(src, dest)
    return dest


def working_copy(col: Collection, dest: Path) -> Collection:
    """A copy of the collection (database, deck files with their mtimes, an empty data dir) that
    a run may change; the deck rows point at the copied files, so nothing needs a re-sync."""
    import sqlite3

    if dest.exists():
        shutil.rmtree(dest)
    (dest / "data" / "backups").mkdir(parents=True)
    shutil.copytree(col.decks_dir, dest / "decks", copy_function=shutil.copy2)
    copy_db(col.db, dest / "srs.db")
    conn = sqlite3.connect(str(dest / "srs.db"))
    try:
        with conn:
            conn.execute(
                "UPDATE decks SET path = ? || substr(path, ?) WHERE path LIKE ? || '%'",
                (str(dest / "decks"), len(str(col.decks_dir)) + 1, str(col.decks_dir)),
            )
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        conn.close()
    meta = json.loads((col.root / "meta.json").read_text())
    (dest / "meta.json").write_text(json.dumps(meta))
    return _collection(dest, meta)


def mark_backed_up(col: Collection, today: date) -> None:
    """Today's daily backup exists: runs measure the steady state, not the once-a-day copy
    (measured on its own)."""
    from srs import dbfile

    folder = dbfile.backups_dir_for(col.db)
    folder.mkdir(parents=True, exist_ok=True)
    (folder / dbfile.daily_backup_name(col.db, today)).touch()
    with Store.open(col.db) as store:
        store.mark_checked(today)


def edit_deck(col: Collection, deck_id: str, stamp: str) -> None:
    """Change one card's question in a deck file (a real content change: the hash differs)."""
    path = col.deck_file(deck_id)
    text = path.read_text(encoding="utf-8")
    marker = '    question: "'
    at = text.index(marker) + len(marker)
    end = text.index('"\n', at)
    path.write_text(
        text[:at] + text[at:end].split(" [edit")[0] + f" [edit {stamp}]" + text[end:],
        encoding="utf-8",
    )


def quiz_document(questions: int, seed: int = 7) -> str:
    """A Markdown quiz in the layout of tests/data/seeds/module-202-quiz.md: `### Question N`,
    choice questions (60%) with `A)`-`D)` options, `**Answer**:` and `**Explanation**:`, open
    questions with a written answer; a section heading every 50 questions, `---` between questions."""
    rng = random.Random(seed)
    text = _Text(rng)
    out = [
        f"# Benchmark Quiz: {questions} questions",
        "",
        f"**Total Questions**: {questions}  ",
        "",
    ]
    for n in range(1, questions + 1):
        if n % 50 == 1:
            out += [f"## Section {n // 50 + 1}: Topic {n // 50 + 1} (Questions {n}-{n + 49})", ""]
        out += [f"### Question {n}", text.sentence(rng.randint(80, 200)) + "?", ""]
        if rng.random() < 0.6:
            for letter in "ABCD":
                out.append(f"{letter}) {text.sentence(rng.randint(20, 50))}  ")
            out += ["", f"**Answer**: {rng.choice('ABCD')}", ""]
            out += [f"**Explanation**: {text.sentence(rng.randint(150, 300))}.", ""]
        else:
            out += [f"**Answer**: {text.sentence(rng.randint(150, 300))}.", ""]
        out += ["---", ""]
    return "\n".join(out)
