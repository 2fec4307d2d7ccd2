"""The SQLite store: schema and migrations, decks and cards, review queues, the review log,
undo, interviews, reports and backups, one module per job behind the `Store` facade.

The only code that knows SQL or table names. Every answer is one write transaction
(`BEGIN IMMEDIATE` ... `COMMIT`) with `synchronous=FULL` in WAL mode, so an answer reported
as recorded survives a crash or a power cut, and two processes on one file queue for the
write lock (busy timeout) instead of failing.

    base.py        the connection, write transactions, daily soundness check, settings
    schema.py      migrations and SCHEMA_VERSION
    rows.py        the values handed out and the row mapping
    cache.py       the queue's one cache object
    cards.py       decks and cards: read, page, write a synced deck
    queue.py       next card and the day's counts
    answers.py     record an answer, undo, suspend, bring forward
    reports.py     the review log and statistics queries
    interviews.py  mock interviews as kept
    corpus.py      the grader's word statistics as kept (counted by srs/sync.py)
    deckrows.py    what is recorded of each deck file; a parsed deck written as rows
    backups.py     daily and manual backups
    safety.py      checks of a file before it is written
    targets.py     interview-date targets, and the answers a plan replays
"""

from __future__ import annotations

from srs.errors import StoreError as StoreError  # re-exported: callers know it from here
from srs.scheduling import LogMode, QueueKind, ScheduleInfo, StoredState, study_day
from srs.store.answers import Answers
from srs.store.base import BACKUPS_KEPT, BUSY_TIMEOUT_MS, MODES, REDRILL_GAP
from srs.store.deckrows import DeckRows
from srs.store.interviews import Interviews
from srs.store.rows import (
    DeckCounts,
    InterviewAnswerRow,
    InterviewRow,
    LogEntry,
    QueuedCard,
    Recorded,
    SyncReport,
)
from srs.store.safety import damaged_message, newest_good_backup, write_failure
from srs.store.schema import MIGRATION_SET, SCHEMA_VERSION, migration_set
from srs.store.targets import TargetRow, Targets

__all__ = [
    "BACKUPS_KEPT",
    "BUSY_TIMEOUT_MS",
    "MIGRATION_SET",
    "MODES",
    "REDRILL_GAP",
    "SCHEMA_VERSION",
    "DeckCounts",
    "InterviewAnswerRow",
    "InterviewRow",
    "LogEntry",
    "LogMode",
    "QueueKind",
    "QueuedCard",
    "Recorded",
    "ScheduleInfo",
    "Store",
    "StoreError",
    "StoredState",
    "SyncReport",
    "TargetRow",
    "damaged_message",
    "migration_set",
    "newest_good_backup",
    "study_day",
    "write_failure",
]


class Store(Answers, Interviews, DeckRows, Targets):
    """One open database. Not thread-safe: a sqlite3 connection belongs to its thread."""
