"""`srs doctor` and `srs backup`: honest reports, restores that keep the current file aside."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from srs.store import Store
from tui.cli import main


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.stdout, result.stderr


def test_doctor_on_a_fresh_and_a_used_database(_isolated_data: Path) -> None:
    code, out, _ = run("doctor")
    assert code == 0 and "not created yet" in out and "5 loaded, 90 cards" in out
    run("decks")
    code, out, _ = run("doctor")
    assert code == 0 and "integrity    ok" in out and "wal mode" in out and "All good." in out


def test_doctor_reports_bad_database_and_deck(_isolated_data: Path, tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "bad.yaml").write_text("id: bad\ncards:\n  - id: q1\n    question: x\n")
    _isolated_data.mkdir(parents=True, exist_ok=True)
    (_isolated_data / "srs.db").write_text("not a database")
    code, out, _ = run("--decks", str(folder), "doctor")
    assert code == 1
    assert (
        "not an interview-srs database" in out and "bad.yaml:3: card 'q1': missing 'answer'" in out
    )
    assert (_isolated_data / "srs.db").read_text() == "not a database"  # untouched


def test_backup_list_and_restore_keeps_current_aside(_isolated_data: Path) -> None:
    run("decks")
    code, out, _ = run("backup")
    assert code == 0 and "Backed up to" in out
    name = out.strip().rsplit("/", 1)[1]
    with Store.open(_isolated_data / "srs.db") as store:  # an answer after the backup
        card = store.next_card(store.today())
        store.record_review(card.pk, 5, store.today())
    code, out, _ = run("backup", "--list")
    assert code == 0 and name in out
    code, out, _ = run("backup", "--restore", name)
    assert code == 0 and "kept at" in out
    aside = Path(out.strip().rsplit("kept at ", 1)[1].rstrip("."))
    with Store.open(_isolated_data / "srs.db") as store:
        assert store.total_reviews() == 0  # as in the backup
    with Store.open(aside) as old:
        assert old.total_reviews() == 1  # nothing lost: the file as it was
    code, _, err = run("backup", "--restore", "nope.db")
    assert code == 2 and "no backup nope.db" in err
