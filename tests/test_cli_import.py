"""`srs import` through click's CliRunner: the summary, --out/--id/--name, refusals, errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from srs import decks
from srs.importers import import_file
from tui.cli import main

SEEDS = Path(__file__).resolve().parent / "data" / "seeds"


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SRS_DB", str(tmp_path / "srs.db"))
    monkeypatch.setenv("SRS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


def test_import_writes_the_deck_into_the_data_folder_and_prints_a_summary(here: Path) -> None:
    seed = SEEDS / "module-202-quiz.md"
    assert not (here / "data").exists()
    result = CliRunner().invoke(main, ["import", str(seed), "--id", "module-202-quiz"])
    assert result.exit_code == 0, result.output
    target = here / "data" / "decks" / "module-202-quiz.yaml"  # decks/ is created
    # the quiz's scoring guide is in no card: said so
    assert result.stdout == (f"Imported 25 cards (25 choice, 0 open) into {target} · 1 warning\n")
    assert result.stderr.count("warning: module-202-quiz.md:") == 1
    written = decks.load(target)
    assert written == import_file(seed, deck_id="module-202-quiz").deck
    # the app sees it at once
    listed = CliRunner().invoke(main, ["decks", "--json"])
    assert listed.exit_code == 0, listed.output
    assert "module-202-quiz" in [d["id"] for d in json.loads(listed.stdout)["decks"]]


def test_dry_run_prints_the_cards_and_the_skipped_and_writes_nothing(here: Path) -> None:
    source = here / "quiz.md"
    source.write_text(
        "# Quiz\n\n### Question 1\nWhich?\nA) x\nB) y\n\n**Answer**: B\n\n"
        "### Question 2\nWhat is X?\n\nTODO\n\n### Question 3\nWhat is Y?\n\nY is y.\n",
        encoding="utf-8",
    )
    result = CliRunner().invoke(main, ["import", str(source), "--dry-run"])
    assert result.exit_code == 0, result.output
    target = here / "data" / "decks" / "quiz.yaml"
    assert result.stdout.splitlines() == [
        f"Would import 2 cards into {target} (read as markdown):",
        "  q01      Which?  [choice, answer B]",
        "  q03      What is Y?  [open]",
        "Would skip 1 item:",
        "  line 10  question 2 has no answer (only 'TODO'); skipped",
    ]
    assert result.stderr == "warning: quiz.md:10: question 2 has no answer (only 'TODO'); skipped\n"
    assert not (here / "data").exists()


def test_the_garbage_collector_runs_again_after_an_import(here: Path) -> None:
    import gc

    seed = SEEDS / "module-202-quiz.md"
    assert gc.isenabled()
    assert CliRunner().invoke(main, ["import", str(seed), "-o", "d.yaml"]).exit_code == 0
    assert CliRunner().invoke(main, ["import", str(seed), "-o", "d.yaml"]).exit_code == 2
    assert gc.isenabled()


def test_default_id_out_and_name(here: Path) -> None:
    seed = SEEDS / "chapter-35-quiz.txt"
    result = CliRunner().invoke(main, ["import", str(seed)])
    assert result.exit_code == 0, result.output
    default = here / "data" / "decks" / "chapter-35-quiz-distributed-training-and-scaling.yaml"
    assert f"into {default} ·" in result.stdout
    assert decks.load(default).id == "chapter-35-quiz-distributed-training-and-scaling"
    out = here / "sub" / "c35.yaml"
    out.parent.mkdir()
    result = CliRunner().invoke(main, ["import", str(seed), "--out", str(out), "--name", "Ch 35"])
    assert result.exit_code == 0, result.output
    deck = decks.load(out)
    assert (deck.name, deck.source, len(deck.cards)) == ("Ch 35", "chapter-35-quiz.txt", 15)


def test_warnings_go_to_stderr(here: Path) -> None:
    seed = SEEDS / "distributed-training-questions.txt"
    result = CliRunner().invoke(main, ["import", str(seed), "-o", "d.yaml"])
    assert result.exit_code == 0, result.output
    assert result.stdout.endswith("into d.yaml · 2 warnings\n")
    intro, footer = result.stderr.splitlines()
    assert intro.startswith("warning: distributed-training-questions.txt:2: 1 line of introduction")
    assert footer.startswith(
        "warning: distributed-training-questions.txt:125: ignored the last line 'Lilly Tech Systems'"
    )


def test_refuses_to_overwrite_without_force(here: Path) -> None:
    seed = SEEDS / "day-24-model-training.md"
    target = here / "deck.yaml"
    target.write_text("keep me\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["import", str(seed), "--out", str(target)])
    assert result.exit_code == 2
    assert "already exists" in result.stderr and "--force" in result.stderr
    assert target.read_text(encoding="utf-8") == "keep me\n"
    result = CliRunner().invoke(main, ["import", str(seed), "--out", str(target), "--force"])
    assert result.exit_code == 0, result.output
    assert len(decks.load(target).cards) == 20


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"", "empty document"),
        (b"# Notes\n\nNo questions.\n", "no questions found"),
        (b"\xff\xfe\x00", "not UTF-8"),
    ],
)
def test_a_bad_document_is_one_error_line_and_writes_nothing(
    here: Path, content: bytes, message: str
) -> None:
    source = here / "bad.md"
    source.write_bytes(content)
    result = CliRunner().invoke(main, ["import", str(source), "--id", "bad"])
    assert result.exit_code == 2
    assert result.stdout == ""
    assert result.stderr.startswith("error: ") and message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1
    assert sorted(p.name for p in here.iterdir()) == ["bad.md"]


def test_missing_file_and_bad_id(here: Path) -> None:
    result = CliRunner().invoke(main, ["import", "nope.md"])
    assert result.exit_code == 2 and "error: nope.md: cannot read" in result.stderr
    seed = SEEDS / "module-202-quiz.md"
    result = CliRunner().invoke(main, ["import", str(seed), "--id", "Not A Slug"])
    assert result.exit_code == 2 and "not a slug" in result.stderr
    assert sorted(p.name for p in here.iterdir()) == []


def test_a_huge_question_number_is_a_question_not_the_title(tmp_path: Path) -> None:
    """Issue 13: `### Question 99999999999999999999` became the deck's name and its card was
    dropped without a warning."""
    doc = tmp_path / "q.md"
    doc.write_text(
        "### Question 99999999999999999999\nWhat is X?\n\n**Answer:** Y\n\n"
        "### Question 2\nWhat is Z?\n\n**Answer:** W\n"
    )
    result = import_file(doc)
    assert [c.question for c in result.deck.cards] == ["What is X?", "What is Z?"]
    assert "99999" not in result.deck.name


def test_a_deck_over_the_load_limit_is_not_written(tmp_path: Path) -> None:
    """Issue 13: a CSV with one 40 MB field was written as a deck the app then refuses."""
    source = tmp_path / "big.csv"
    source.write_text('"What?","' + "x" * (decks.MAX_DECK_BYTES + 1000) + '"\n')
    out = tmp_path / "big.yaml"
    result = CliRunner().invoke(main, ["import", str(source), "--out", str(out)])
    assert result.exit_code == 2 and "over the 20 MB" in result.stderr
    assert not out.exists()
