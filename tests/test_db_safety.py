"""The database file's safety rules (issue 13): a file SQLite can recover is used, a damaged one
is never written to, backups belong to their database and are checked, restore loses nothing,
files that are not ours are left alone."""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from datetime import date, timedelta
from pathlib import Path

import pytest
from click.testing import CliRunner

from srs import dbfile, doctor, sync
from srs.errors import SrsError, StoreError
from srs.store import SCHEMA_VERSION, Store
from tests.days import study_today
from tui.cli import main

ROOT = Path(__file__).resolve().parent.parent
DAY = date(2026, 11, 24)


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def used_db(path: Path, answers: int = 3, *, backups: bool = False) -> Path:
    """A database with the shipped decks and a few answers, checkpointed and closed."""
    with Store.open(path, backups_dir=dbfile.backups_dir_for(path) if backups else None) as store:
        sync.sync_decks(store, [ROOT / "decks"])
        for i in range(answers):
            card = store.next_card(DAY)
            assert card is not None
            store.record_review(card.pk, 4, DAY, answer=f"answer {i}")
        store.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path


def log_rows(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM review_log").fetchone()[0])
    finally:
        conn.close()


def page_of(path: Path, name: str) -> tuple[int, int]:
    """(offset of the root page of table or index `name`, page size)."""
    conn = sqlite3.connect(path)
    try:
        root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = ?", (name,)).fetchone()
        size = conn.execute("PRAGMA page_size").fetchone()[0]
    finally:
        conn.close()
    return (root[0] - 1) * size, size


def damage_page(path: Path, name: str) -> None:
    """Make the root page of `name` unreadable as a b-tree page (its type byte)."""
    offset, _ = page_of(path, name)
    with path.open("r+b") as handle:
        handle.seek(offset)
        handle.write(b"\x00\xff\xff\xff")


# -- 1. a file SQLite recovers from its WAL is used ------------------------------------------------


def test_header_ahead_of_the_file_with_a_wal_is_recovered_not_refused(tmp_path: Path) -> None:
    """What a crash inside a checkpoint leaves: page 1 (with the new page count) written into
    the main file, the file not yet extended, every page still in the WAL."""
    db = used_db(tmp_path / "srs.db")
    decks = tmp_path / "decks"
    decks.mkdir()
    (decks / "big.yaml").write_text(
        "id: big\nname: Big\ncards:\n"
        + "".join(
            f"- id: c{i}\n  question: What is concept {i}?\n  answer: variant {i}.\n"
            for i in range(3000)
        )
    )
    crashed = tmp_path / "crashed"
    crashed.mkdir()
    with Store.open(db) as store:  # the new deck lives only in the WAL
        store.conn.execute("PRAGMA wal_autocheckpoint = 0")
        sync.sync_decks(store, [decks])
        for suffix in ("", "-wal"):  # the files as a kill would leave them
            shutil.copyfile(str(db) + suffix, str(crashed / "srs.db") + suffix)
    checkpointed = db.read_bytes()  # closing checkpointed the whole WAL into the main file
    target = crashed / "srs.db"
    page_size = int.from_bytes(checkpointed[16:18], "big")
    main_file = bytearray(target.read_bytes())
    main_file[:page_size] = checkpointed[:page_size]  # the checkpoint's first write
    target.write_bytes(bytes(main_file))
    assert len(main_file) < len(checkpointed)
    assert dbfile.header_looks_short(target, bytes(main_file[:100]))
    with Store.open(target) as store:
        assert store.integrity_check() == "ok" and store.card_count("big") == 3000


def test_a_file_cut_short_without_a_wal_is_still_refused(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db")
    data = db.read_bytes()
    db.write_bytes(data[: len(data) // 2])
    with pytest.raises(StoreError, match="truncated or damaged"):
        Store.open(db)
    assert len(db.read_bytes()) == len(data) // 2


# -- 3. damage is found before a write, and nothing is written -------------------------------------


def test_damage_is_found_before_the_first_write_of_a_day(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db", backups=True)  # makes today's backup (a good one)
    good = dbfile.backups_dir_for(db) / dbfile.daily_backup_name(db, DAY)
    assert good.exists()
    damage_page(db, "corpus_terms")  # a page no answer touches
    rows = log_rows(db)
    store = Store.open(db, backups_dir=dbfile.backups_dir_for(db))
    with store:
        card = store.next_card(DAY + timedelta(days=1))
        assert card is not None
        with pytest.raises(StoreError, match="is damaged") as caught:
            store.record_review(card.pk, 5, DAY + timedelta(days=1))
        assert good.name in str(caught.value)  # the newest good backup is named
        with pytest.raises(StoreError, match="is damaged"):  # and it stays refused
            store.set_setting("new_per_day", 3)
    assert log_rows(db) == rows
    backups = list((dbfile.backups_dir_for(db)).iterdir())
    assert [p.name for p in backups] == [good.name]  # the damage was not copied into a backup


def test_a_sound_file_is_checked_once_a_day(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db")
    with Store.open(db) as store:
        store.set_setting("new_per_day", 4)
        day = store.conn.execute("SELECT value FROM meta WHERE key = 'checked_day'").fetchone()[0]
        assert day == date.today().isoformat()  # settings check by the calendar day


def test_write_failure_on_a_malformed_page_refuses_further_writes(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db")
    with Store.open(db) as store:
        store.set_setting("new_per_day", 4)  # today's check done while the file was sound
    damage_page(db, "review_log")
    with Store.open(db) as store:
        card_pk = store.conn.execute("SELECT pk FROM cards LIMIT 1").fetchone()[0]
        with pytest.raises(StoreError, match="damaged"):
            store.record_review(card_pk, 5, study_today())
        with pytest.raises(StoreError, match="damaged"):
            store.set_setting("new_per_day", 5)


# -- 4. backups belong to their database ------------------------------------------------------


def test_backups_sit_with_their_database_and_wait_for_an_answer(
    tmp_path: Path, _isolated_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = tmp_path / "elsewhere" / "work.db"
    monkeypatch.setenv("SRS_DB", str(other))
    assert run("decks")[0] == 0
    assert not (other.parent / "backups").exists()  # open-and-quit makes no backup
    code, _, _ = CliRunner().invoke(main, ["review", "--plain"], input="x\n5\nq\n").exit_code, 0, 0
    assert code == 0
    names = [p.name for p in (other.parent / "backups").iterdir()]
    assert len(names) == 1 and names[0].startswith("work-") and names[0].endswith(".db")
    assert not (_isolated_data / "backups").exists()  # the default database's folder untouched
    code, out, _ = run("backup", "--list")
    assert code == 0 and names[0] in out


def test_pruning_keeps_the_newest_seven_checked_backups(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db")
    folder = dbfile.backups_dir_for(db)
    with Store.open(db, backups_dir=folder) as store:
        for i in range(10):
            day = DAY + timedelta(days=i)
            card = store.next_card(day)
            assert card is not None
            store.record_review(card.pk, 5, day)
        names = [p.name for p in store.backups()]
    assert len(names) == 7 and names[-1] == dbfile.daily_backup_name(db, DAY + timedelta(days=9))
    assert all(dbfile.check_copy(folder / n, newest_schema=SCHEMA_VERSION) is None for n in names)
    assert not list(folder.glob(".*.tmp"))


# -- 2. restore --------------------------------------------------------------------------------


def test_restore_goes_through_sqlite_and_keeps_the_wal_answers_aside(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db", answers=2)
    folder = dbfile.backups_dir_for(db)
    with Store.open(db) as store:
        backup = store.backup_to(folder / "srs-manual-x.db")
    keeper = sqlite3.connect(db)  # this process keeps the WAL alive, as an open app would
    keeper.execute("SELECT COUNT(*) FROM cards").fetchone()
    with Store.open(db) as store:
        store.conn.execute("PRAGMA wal_autocheckpoint = 0")
        for _ in range(3):
            card = store.next_card(DAY)
            assert card is not None
            store.record_review(card.pk, 5, DAY)
    assert dbfile.wal_holds_data(db)
    aside = doctor.restore(db, backup)
    keeper.close()
    assert log_rows(aside) == 5  # the answers that lived only in the WAL are kept aside
    assert log_rows(db) == 2
    with Store.open(db) as store:
        assert store.integrity_check() == "ok" and store.journal_mode() == "wal"


def test_restore_is_refused_while_another_process_has_the_database_open(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db")
    with Store.open(db) as store:
        backup = store.backup_to(dbfile.backups_dir_for(db) / "srs-manual-x.db")
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sqlite3, sys, time; c = sqlite3.connect(sys.argv[1]); "
            "c.execute('SELECT COUNT(*) FROM review_log').fetchone(); print('open', flush=True); "
            "time.sleep(60)",
            str(db),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "open"
        before = db.read_bytes()
        with pytest.raises(SrsError, match="open in another program"):
            doctor.restore(db, backup)
        assert db.read_bytes() == before
    finally:
        holder.kill()
        holder.wait()
    assert not dbfile.others_have_it_open(db)


@pytest.mark.parametrize("kind", ["foreign", "damaged", "newer", "not-sqlite"])
def test_restore_checks_the_backup_first(tmp_path: Path, kind: str) -> None:
    db = used_db(tmp_path / "srs.db")
    before = db.read_bytes()
    candidate = tmp_path / "candidate.db"
    if kind == "foreign":
        conn = sqlite3.connect(candidate)
        conn.execute("CREATE TABLE notes (body TEXT)")
        conn.commit()
        conn.close()
    elif kind == "not-sqlite":
        candidate.write_bytes(b"hello" * 100)
    else:
        shutil.copyfile(db, candidate)
        if kind == "damaged":
            damage_page(candidate, "cards")
        else:
            conn = sqlite3.connect(candidate)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
            conn.commit()
            conn.close()
    with pytest.raises(SrsError, match="not a usable backup"):
        doctor.restore(db, candidate)
    assert db.read_bytes() == before


def test_restore_of_an_unreadable_database_moves_its_files_aside(tmp_path: Path) -> None:
    db = used_db(tmp_path / "srs.db")
    with Store.open(db) as store:
        backup = store.backup_to(tmp_path / "copy.db")
    db.write_bytes(b"garbage")
    Path(str(db) + "-wal").write_bytes(b"w" * 100)
    aside = doctor.restore(db, backup)
    assert aside.read_bytes() == b"garbage"
    assert Path(str(aside) + "-wal").read_bytes() == b"w" * 100  # never deleted
    assert not Path(str(db) + "-wal").exists()
    assert log_rows(db) == 3


# -- 7. files that are not ours ------------------------------------------------------------------


def test_another_programs_sqlite_file_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "app.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE things (x)")
    conn.execute("PRAGMA user_version = 3")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(StoreError, match="belongs to another program"):
        Store.open(path)
    assert path.read_bytes() == before and not Path(str(path) + "-wal").exists()


def test_our_files_are_marked_and_old_ones_are_marked_on_upgrade(tmp_path: Path) -> None:
    with Store.open(tmp_path / "new.db") as store:
        assert store.conn.execute("PRAGMA application_id").fetchone()[0] == dbfile.APPLICATION_ID
    old = tmp_path / "old.db"
    shutil.copyfile(ROOT / "tests" / "data" / "schema-v1.db", old)
    with Store.open(old) as store:
        assert store.conn.execute("PRAGMA application_id").fetchone()[0] == dbfile.APPLICATION_ID


def test_an_empty_file_is_a_new_database(tmp_path: Path) -> None:
    """Documented: a 0-byte file holds nothing to lose, so it is taken as a new database."""
    path = tmp_path / "srs.db"
    path.write_bytes(b"")
    with Store.open(path) as store:
        assert store.schema_version() == SCHEMA_VERSION


def test_a_fifo_as_database_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.db"
    os.mkfifo(fifo)
    with pytest.raises(StoreError, match="not a regular file"):
        Store.open(fifo)


# -- doctor ---------------------------------------------------------------------------------------


def test_doctor_checks_every_backup_and_finds_leftovers(
    _isolated_data: Path, tmp_path: Path
) -> None:
    assert run("backup")[0] == 1  # no database yet: nothing to back up
    assert run("decks")[0] == 0
    assert run("backup")[0] == 0
    folder = _isolated_data / "backups"
    (good,) = list(folder.iterdir())
    bad = folder / "srs-2026-01-01.db"
    shutil.copyfile(good, bad)
    damage_page(bad, "cards")
    (folder / ".srs-2026-01-02.db.tmp").write_bytes(b"x" * 10)
    code, out, _ = run("doctor")
    assert code == 1
    assert "srs-2026-01-01.db: damaged" in out and f"newest {good.name}" in out
    assert ".srs-2026-01-02.db.tmp" in out and "doctor --clean" in out
    code, out, _ = run("doctor", "--clean")
    assert "removed" in out and not (folder / ".srs-2026-01-02.db.tmp").exists()


def test_doctor_reports_read_only_and_unreadable_values(
    _isolated_data: Path, tmp_path: Path
) -> None:
    assert run("decks")[0] == 0
    db = _isolated_data / "srs.db"
    conn = sqlite3.connect(db)
    conn.execute("UPDATE cards SET tags = '{not json' WHERE pk = (SELECT MIN(pk) FROM cards)")
    conn.commit()
    conn.close()
    code, out, _ = run("doctor")
    assert code == 1 and "not valid JSON in cards.tags: 1 row(s)" in out
    if os.geteuid() != 0:  # root writes whatever the permissions say
        db.chmod(0o444)
        code, out, _ = run("doctor")
        assert code == 1 and "read-only" in out


def test_doctor_reports_a_database_it_cannot_open(_isolated_data: Path) -> None:
    _isolated_data.mkdir(parents=True)
    (_isolated_data / "srs.db").write_bytes(b"SQLite format 3\x00" + b"\x01" * 50)
    code, out, _ = run("doctor")
    assert code == 1 and "database" in out and "decks" in out and "backups" in out


def test_an_unreadable_file_gets_permission_advice_not_restore_advice(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = used_db(tmp_path / "srs.db")
    real_open = open

    def denied(file: object, *args: object, **kwargs: object) -> object:
        if str(file) == str(db):
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr("builtins.open", denied)
    with pytest.raises(StoreError) as caught:
        Store.open(db)
    message = str(caught.value)
    assert "Permission denied" in message and "permissions" in message
    assert "restore" not in message


def test_a_copy_breaking_a_check_constraint_is_not_a_good_backup(tmp_path: Path) -> None:
    """SQLite's integrity_check skips CHECK constraints on a read-only connection: a flipped
    byte that turns a logged grade into 9 passed there, and was copied into the day's backup."""
    db = used_db(tmp_path / "srs.db")
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute("UPDATE review_log SET quality = 9 WHERE id = (SELECT MIN(id) FROM review_log)")
    conn.commit()
    conn.close()
    problem = dbfile.check_copy(db, newest_schema=SCHEMA_VERSION)
    assert problem is not None and "CHECK constraint failed" in problem
    store = Store.open(db, backups_dir=dbfile.backups_dir_for(db))
    with store:
        card = store.next_card(DAY + timedelta(days=3))
        assert card is not None
        with pytest.raises(StoreError, match="CHECK constraint failed"):
            store.record_review(card.pk, 5, DAY + timedelta(days=3))
    assert not list(dbfile.backups_dir_for(db).glob("*.db"))
