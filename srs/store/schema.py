"""The schema: its migrations in order, and which of them a file has."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING

from srs import dbfile

if TYPE_CHECKING:
    # sqlite-utils is imported only to migrate (~65 ms): `srs decks` and the TUI's start skip it.
    from sqlite_utils import Database
    from sqlite_utils.migrations import Migrations

# -- schema -------------------------------------------------------------------------------------

MIGRATION_SET = "interview-srs"
_MIGRATIONS: list[Callable[[Database], None]] = []
"""The schema's migrations in order; registered with sqlite-utils' `Migrations` (which records
them in `_sqlite_migrations`) only when one is pending."""


def _migration(fn: Callable[[Database], None]) -> Callable[[Database], None]:
    _MIGRATIONS.append(fn)
    return fn


def migration_set() -> Migrations:
    """sqlite-utils' `Migrations` holding every migration of the schema."""
    from sqlite_utils.migrations import Migrations

    migrations = Migrations(MIGRATION_SET)
    for fn in _MIGRATIONS:
        migrations()(fn)
    return migrations


@_migration
def m001_initial(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE decks (
            id TEXT PRIMARY KEY,
            name TEXT NOT NULL,
            source TEXT,
            path TEXT,
            tags TEXT NOT NULL DEFAULT '[]',
            aliases TEXT NOT NULL DEFAULT '{}',
            content_hash TEXT,
            file_mtime_ns INTEGER,
            file_size INTEGER,
            retired INTEGER NOT NULL DEFAULT 0,
            synced_at TEXT
        );
        CREATE TABLE cards (
            pk INTEGER PRIMARY KEY,
            deck_id TEXT NOT NULL REFERENCES decks(id),
            card_id TEXT NOT NULL,
            position INTEGER NOT NULL,
            question TEXT NOT NULL,
            answer TEXT NOT NULL,
            explanation TEXT NOT NULL DEFAULT '',
            choices TEXT NOT NULL DEFAULT '{}',
            keywords TEXT NOT NULL DEFAULT '[]',
            tags TEXT NOT NULL DEFAULT '[]',
            line INTEGER,
            retired INTEGER NOT NULL DEFAULT 0,
            added_at TEXT NOT NULL,
            UNIQUE (deck_id, card_id)
        );
        CREATE TABLE card_state (
            card_pk INTEGER PRIMARY KEY REFERENCES cards(pk),
            ef INTEGER NOT NULL DEFAULT 250,
            repetitions INTEGER NOT NULL DEFAULT 0,
            interval INTEGER NOT NULL DEFAULT 0,
            due TEXT,
            lapses INTEGER NOT NULL DEFAULT 0,
            reviews INTEGER NOT NULL DEFAULT 0,
            last_review TEXT,
            suspended INTEGER NOT NULL DEFAULT 0,
            redrill_day TEXT,
            redrill_after INTEGER
        );
        CREATE INDEX idx_state_due ON card_state (due, card_pk);
        CREATE INDEX idx_state_redrill ON card_state (redrill_day) WHERE redrill_day IS NOT NULL;
        CREATE TABLE review_log (
            id INTEGER PRIMARY KEY,
            card_pk INTEGER NOT NULL REFERENCES cards(pk),
            reviewed_at TEXT NOT NULL,
            day TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('review', 'redrill', 'interview')),
            was_new INTEGER NOT NULL DEFAULT 0,
            answer TEXT,
            score REAL,
            suggested INTEGER,
            quality INTEGER NOT NULL CHECK (quality BETWEEN 0 AND 5),
            response_ms INTEGER,
            state_before TEXT NOT NULL,
            state_after TEXT NOT NULL
        );
        CREATE INDEX idx_log_day ON review_log (day);
        CREATE INDEX idx_log_card ON review_log (card_pk, id);
        CREATE TABLE settings (
            key TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );
        """
    )


@_migration
def m002_interviews(db: Database) -> None:
    db.executescript(
        """
        CREATE TABLE interviews (
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            finished_at TEXT,
            seed INTEGER,
            decks TEXT NOT NULL DEFAULT '[]',
            settings TEXT NOT NULL DEFAULT '{}',
            score REAL,
            verdict TEXT
        );
        CREATE TABLE interview_answers (
            id INTEGER PRIMARY KEY,
            interview_id INTEGER NOT NULL REFERENCES interviews(id),
            position INTEGER NOT NULL,
            card_pk INTEGER NOT NULL REFERENCES cards(pk),
            answer TEXT NOT NULL DEFAULT '',
            time_ms INTEGER,
            timed_out INTEGER NOT NULL DEFAULT 0,
            skipped INTEGER NOT NULL DEFAULT 0,
            score REAL,
            suggested INTEGER,
            matched TEXT NOT NULL DEFAULT '{}',
            missed TEXT NOT NULL DEFAULT '[]',
            UNIQUE (interview_id, position)
        );
        """
    )


@_migration
def m003_queue_indexes(db: Database) -> None:
    """Indexes that let the queues and counts read only what they return.

    Each card's deck sits beside its schedule (a card never changes deck: (deck_id, card_id)
    is its identity), so one deck's due or new cards are one range of idx_state_deck_due, and
    both queue indexes carry `suspended` and the deck, so counting them needs no table row.
    The few retired cards are their own partial index, to leave them out without reading
    `cards`, and each deck keeps its number of active cards, kept right by triggers whatever
    writes `cards` (the insert trigger was replaced by one update per sync in m013). Statement by statement, inside the migration's transaction (executescript
    would commit first).
    """
    for sql in (
        "ALTER TABLE card_state ADD COLUMN deck_id TEXT",
        "UPDATE card_state SET deck_id = (SELECT c.deck_id FROM cards c WHERE c.pk = card_pk)",
        "DROP INDEX idx_state_due",
        "CREATE INDEX idx_state_queue ON card_state (due, card_pk, suspended, deck_id)",
        "CREATE INDEX idx_state_deck_due ON card_state (deck_id, due, card_pk, suspended)",
        "CREATE INDEX idx_cards_retired ON cards (pk) WHERE retired = 1",
        "ALTER TABLE decks ADD COLUMN active_cards INTEGER NOT NULL DEFAULT 0",
        """UPDATE decks SET active_cards =
               (SELECT COUNT(*) FROM cards c WHERE c.deck_id = decks.id AND c.retired = 0)""",
        """CREATE TRIGGER cards_active_insert AFTER INSERT ON cards WHEN NEW.retired = 0
           BEGIN
               UPDATE decks SET active_cards = active_cards + 1 WHERE id = NEW.deck_id;
           END""",
        """CREATE TRIGGER cards_active_update AFTER UPDATE OF retired, deck_id ON cards
           WHEN OLD.retired != NEW.retired OR OLD.deck_id != NEW.deck_id
           BEGIN
               UPDATE decks SET active_cards = active_cards - (OLD.retired = 0)
               WHERE id = OLD.deck_id;
               UPDATE decks SET active_cards = active_cards + (NEW.retired = 0)
               WHERE id = NEW.deck_id;
           END""",
        """CREATE TRIGGER cards_active_delete AFTER DELETE ON cards WHEN OLD.retired = 0
           BEGIN
               UPDATE decks SET active_cards = active_cards - 1 WHERE id = OLD.deck_id;
           END""",
        # A state row written without its deck (by any code path) still gets it.
        """CREATE TRIGGER card_state_deck AFTER INSERT ON card_state WHEN NEW.deck_id IS NULL
           BEGIN
               UPDATE card_state SET deck_id = (SELECT deck_id FROM cards WHERE pk = NEW.card_pk)
               WHERE card_pk = NEW.card_pk;
           END""",
    ):
        db.execute(sql)


@_migration
def m004_grading_corpus(db: Database) -> None:
    """The grader's word rarity over every active card, kept up to date by deck sync, so a
    session's first grade does not read every card (see Store.corpus)."""
    for sql in (
        """CREATE TABLE corpus_terms (
               key TEXT PRIMARY KEY,
               docs INTEGER NOT NULL
           ) WITHOUT ROWID""",
        """CREATE TABLE corpus_state (
               id INTEGER PRIMARY KEY CHECK (id = 1),
               version TEXT NOT NULL,
               docs INTEGER NOT NULL
           )""",
    ):
        db.execute(sql)


@_migration
def m005_one_due_index(db: Database) -> None:
    """One due index, per deck, instead of two: every answer moves its card in each due index,
    and the global one cost two more pages written and synced per answer than the queue gains
    from it (next_card merges the decks' queues instead; see Store._first_queued)."""
    db.execute("DROP INDEX IF EXISTS idx_state_queue")


@_migration
def m006_marks_and_checks(db: Database) -> None:
    """Mark the file as ours (`PRAGMA application_id`: a file without the mark is another
    program's and never written to) and keep the day of the last soundness check (`meta`)."""
    db.execute(f"PRAGMA application_id = {dbfile.APPLICATION_ID}")
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)")


@_migration
def m007_taught_aliases(db: Database) -> None:
    """Words the user taught the grader (srs/taught.py): in one deck (or every deck, deck '*'),
    `word` counts as the concept `concept` from then on."""
    db.execute(
        """CREATE TABLE taught_aliases (
               id INTEGER PRIMARY KEY,
               deck_id TEXT NOT NULL,
               word TEXT NOT NULL,
               concept TEXT NOT NULL,
               created TEXT NOT NULL,
               UNIQUE (deck_id, word, concept)
           )"""
    )


def _applied_migrations(conn: sqlite3.Connection) -> set[str]:
    """The migrations of our set recorded in the database (none in a new file)."""
    if not conn.execute("SELECT 1 FROM sqlite_master WHERE name = '_sqlite_migrations'").fetchone():
        return set()
    return {
        r[0]
        for r in conn.execute(
            "SELECT name FROM _sqlite_migrations WHERE migration_set = ?", (MIGRATION_SET,)
        )
    }


@_migration
def m008_corpus_pending(db: Database) -> None:
    """Cards whose text the kept corpus does not count yet: a sync marks what it adds or
    edits, and the statistics count them when next needed (srs/sync.py), so adding a large
    deck costs no tokenizing of every card."""
    db.execute("CREATE TABLE corpus_pending (card_pk INTEGER PRIMARY KEY)")


_LOG_STATE = (
    "ef INTEGER NOT NULL, repetitions INTEGER NOT NULL, interval INTEGER NOT NULL, due INTEGER, "
    "lapses INTEGER NOT NULL, reviews INTEGER NOT NULL, last_review INTEGER, "
    "suspended INTEGER NOT NULL, redrill_day INTEGER, redrill_after INTEGER, "
    "ef_after INTEGER NOT NULL, interval_after INTEGER NOT NULL, due_after INTEGER"
)
"""The state columns of a log row: the card's whole state before the answer (what undo puts
back), then what an optimiser reads of the state after (EF, interval, due). Days are days
since 1970-01-01, EF in hundredths: a few bytes each."""


def _unix_day_sql(expr: str) -> str:
    return f"CAST(julianday({expr}) - 2440587.5 AS INTEGER)"


COMPACTING_MIGRATIONS = frozenset({"m009_compact_log", "m012_lean_log"})
"""After one of these the file is compacted: they free most of the pages of a large log."""


@_migration
def m009_compact_log(db: Database) -> None:
    """The review log's states as typed columns instead of two JSON texts a row (~370 bytes a
    row, most of the file: 470 MB of 597 at 100k cards and 900k answers), and the moment of an
    answer as milliseconds since 1970 instead of ISO text. Every row is kept: each JSON state
    is read into its columns (a value that is not JSON keeps the defaults of a new card, as
    undo could not have used it either). Statement by statement, inside the migration's
    transaction; the file is compacted (VACUUM) after it commits (see StoreBase._migrate)."""
    j = "CASE WHEN json_valid({0}) THEN {0} ELSE '{{}}' END"
    b, a = j.format("state_before"), j.format("state_after")

    def field(doc: str, name: str) -> str:
        return f"json_extract(x.{doc}, '$.{name}')"

    for sql in (
        f"""CREATE TABLE review_log_compact (
               id INTEGER PRIMARY KEY,
               card_pk INTEGER NOT NULL REFERENCES cards(pk),
               reviewed_ms INTEGER NOT NULL,
               day TEXT NOT NULL,
               mode TEXT NOT NULL CHECK (mode IN ('review', 'redrill', 'interview')),
               was_new INTEGER NOT NULL DEFAULT 0,
               answer TEXT,
               score REAL,
               suggested INTEGER,
               quality INTEGER NOT NULL CHECK (quality BETWEEN 0 AND 5),
               response_ms INTEGER,
               {_LOG_STATE}
           )""",
        f"""INSERT INTO review_log_compact
           SELECT x.id, x.card_pk,
                  CAST(round((julianday(x.reviewed_at) - 2440587.5) * 86400000.0) AS INTEGER),
                  x.day, x.mode, x.was_new, x.answer, x.score, x.suggested, x.quality,
                  x.response_ms,
                  COALESCE({field("b", "ef")}, 250), COALESCE({field("b", "repetitions")}, 0),
                  COALESCE({field("b", "interval")}, 0), {_unix_day_sql(field("b", "due"))},
                  COALESCE({field("b", "lapses")}, 0), COALESCE({field("b", "reviews")}, 0),
                  {_unix_day_sql(field("b", "last_review"))},
                  COALESCE({field("b", "suspended")}, 0),
                  {_unix_day_sql(field("b", "redrill_day"))}, {field("b", "redrill_after")},
                  COALESCE({field("a", "ef")}, {field("b", "ef")}, 250),
                  COALESCE({field("a", "interval")}, {field("b", "interval")}, 0),
                  {_unix_day_sql(field("a", "due"))}
           FROM (SELECT *, {b} AS b, {a} AS a FROM review_log) x""",
        "DROP TABLE review_log",
        "ALTER TABLE review_log_compact RENAME TO review_log",
        "CREATE INDEX idx_log_day ON review_log (day)",
        "CREATE INDEX idx_log_card ON review_log (card_pk, id)",
    ):
        db.execute(sql)


@_migration
def m010_plan_targets(db: Database) -> None:
    """Interview-date targets (srs/plan.py): a date, the day it was set, the decks and tags it
    covers (empty: every deck) and the daily minutes."""
    db.execute(
        """CREATE TABLE plan_targets (
               id INTEGER PRIMARY KEY,
               date TEXT NOT NULL,
               start TEXT NOT NULL,
               decks TEXT NOT NULL DEFAULT '[]',
               tags TEXT NOT NULL DEFAULT '[]',
               minutes REAL NOT NULL CHECK (minutes > 0)
           )"""
    )


@_migration
def m011_optimiser_log(db: Database) -> None:
    """What the FSRS optimiser needs beside each answer (issue 18): the scheduler that set the
    next due day and its version (`sm2`, `fsrs-6.3.2`), the study day's start hour and the UTC
    offset in minutes in force, and whether the row may train it (0 for an interview answer
    counted as a review: the grader graded it, not the user). Every row is kept; rows from
    before have `sm2`, no known day start or offset (the export uses the settings of the day),
    and train 0 only for interview answers. Adding columns rewrites no row."""
    for sql in (
        "ALTER TABLE review_log ADD COLUMN scheduler TEXT NOT NULL DEFAULT 'sm2'",
        "ALTER TABLE review_log ADD COLUMN day_start INTEGER",
        "ALTER TABLE review_log ADD COLUMN utc_offset INTEGER",
        "ALTER TABLE review_log ADD COLUMN train INTEGER NOT NULL DEFAULT 1",
        "UPDATE review_log SET train = 0 WHERE mode = 'interview'",
    ):
        db.execute(sql)


LOG_MODE_CODES = {"review": 0, "redrill": 1, "interview": 2}
"""How the log keeps an answer's mode (srs.scheduling.LogMode): a small number, which SQLite
stores in no byte at all for 0 and 1."""

UNDO_STATE_COLS = (
    "ef, repetitions, interval, due, lapses, reviews, last_review, suspended, redrill_day, "
    "redrill_after"
)
"""The card state an answer changed (ten numbers), which the log row keeps packed in its
`undo` column (`250,1,3,20500,0,1,20490,0,,`) while undo can take the answer back."""


@_migration
def m012_lean_log(db: Database) -> None:
    """The review log keeps what the history, the stats and the optimiser read, in as few
    bytes as SQLite allows (a log of 900k answers was 130 MB of a 230 MB file):

    - the study day as days since 1970 instead of ISO text, the mode as a number
      (LOG_MODE_CODES), the scheduler NULL for SM-2 (the usual one);
    - the state before an answer, which only undo reads, is packed into one `undo` column
      and kept for the answers of the last two study days (undo takes back a session's
      answers, not last month's; srs/store/answers.py lets go of older ones once a day);
      the due day after an answer, which nothing read, goes;
    - the card index on the card alone: the row id is in every index entry already;
    - a card's `added_at` as seconds since 1970 instead of ISO text.

    Every row is kept, with its answer, score, grade, times, EF and interval after. The file
    is compacted (VACUUM) after it commits."""
    modes = " ".join(f"WHEN '{name}' THEN {code}" for name, code in LOG_MODE_CODES.items())
    packed = " || ',' || ".join(f"COALESCE({c.strip()}, '')" for c in UNDO_STATE_COLS.split(","))
    for sql in (
        """CREATE TABLE review_log_lean (
               id INTEGER PRIMARY KEY,
               card_pk INTEGER NOT NULL REFERENCES cards(pk),
               reviewed_ms INTEGER NOT NULL,
               day INTEGER NOT NULL,
               mode INTEGER NOT NULL CHECK (mode IN (0, 1, 2)),
               was_new INTEGER NOT NULL DEFAULT 0,
               answer TEXT,
               score REAL,
               suggested INTEGER,
               quality INTEGER NOT NULL CHECK (quality BETWEEN 0 AND 5),
               response_ms INTEGER,
               ef_after INTEGER NOT NULL,
               interval_after INTEGER NOT NULL,
               scheduler TEXT,
               day_start INTEGER,
               utc_offset INTEGER,
               train INTEGER NOT NULL DEFAULT 1,
               undo TEXT
           )""",
        f"""INSERT INTO review_log_lean
           SELECT id, card_pk, reviewed_ms, {_unix_day_sql("day")}, CASE mode {modes} END,
                  was_new, answer, score, suggested, quality, response_ms, ef_after,
                  interval_after, NULLIF(scheduler, 'sm2'), day_start, utc_offset, train,
                  CASE WHEN day >= (SELECT date(MAX(day), '-1 day') FROM review_log)
                       THEN {packed} END
           FROM review_log""",
        "DROP TABLE review_log",
        "ALTER TABLE review_log_lean RENAME TO review_log",
        "CREATE INDEX idx_log_day ON review_log (day)",
        "CREATE INDEX idx_log_card ON review_log (card_pk)",
        "ALTER TABLE cards ADD COLUMN added_s INTEGER NOT NULL DEFAULT 0",
        "UPDATE cards SET added_s = COALESCE(CAST(strftime('%s', added_at) AS INTEGER), 0)",
        "ALTER TABLE cards DROP COLUMN added_at",
        "ALTER TABLE cards RENAME COLUMN added_s TO added_at",
    ):
        db.execute(sql)


@_migration
def m013_active_cards_counted_per_sync(db: Database) -> None:
    """A deck's number of active cards is raised once for the cards a sync adds
    (srs/store/deckrows.py, the one place that inserts cards) instead of by a trigger per
    inserted row: the first sync of a new 20,000-card deck ran 20,000 updates of the deck's
    row, 60 ms of its 700. Retiring, returning and deleting cards keep their triggers (rows
    change one at a time there, by any code path), and the count is taken afresh here."""
    db.execute("DROP TRIGGER IF EXISTS cards_active_insert")
    db.execute(
        """UPDATE decks SET active_cards =
               (SELECT COUNT(*) FROM cards c WHERE c.deck_id = decks.id AND c.retired = 0)"""
    )


SCHEMA_VERSION = 13
"""Bumped with every migration; also written to PRAGMA user_version for a cheap check."""
