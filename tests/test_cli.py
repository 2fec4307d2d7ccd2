"""The command line as a user types it: help, decks, stats, config, grade, review --plain."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from srs import decks as deckfiles
from srs.model import Card, Deck
from srs.store import Store
from tui.cli import main

ROOT = Path(__file__).resolve().parent.parent

DECK = Deck(
    "ring",
    "Ring quiz",
    (
        Card(
            "q01",
            "How does ring all-reduce move data?",
            "Two phases: a scatter-reduce, then an all-gather.",
            explanation="Each phase takes N-1 steps.",
            keywords=("scatter-reduce", "all-gather"),
        ),
        Card(
            "q02",
            "Which collective averages gradients in DDP?",
            "B",
            choices={"A": "Broadcast", "B": "All-reduce", "C": "All-gather"},
            explanation="All-reduce sums and shares.",
        ),
        Card("q03", "What does \x1b[2J[bold]clear[/] do?", "Nothing \x1b]0;pwned\x07 here."),
    ),
)


@pytest.fixture
def deck_dir(tmp_path: Path) -> Path:
    folder = tmp_path / "mydecks"
    folder.mkdir()
    deckfiles.dump(DECK, folder / "ring.yaml")
    return folder


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = CliRunner().invoke(main, list(args), input=input, catch_exceptions=False)
    return result.exit_code, result.stdout, result.stderr


def test_help_and_version_do_not_import_textual() -> None:
    code = (
        "import sys; from tui.cli import main\n"
        "try:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
        "assert 'textual' not in sys.modules, 'textual imported'\n"
        "assert 'rich' not in sys.modules, 'rich imported'\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert "review" in out.stdout and "decks" in out.stdout
    version = subprocess.run(
        [sys.executable, "-m", "tui.cli", "--version"], cwd=ROOT, capture_output=True, text=True
    )
    assert version.stdout.startswith("srs ")


def test_output_cut_short_by_the_reader_stops_quietly(tmp_path: Path) -> None:
    """`srs decks | head -1`: the reader closes the pipe; no error line, no traceback."""
    import os

    env = {**os.environ, "SRS_DATA_DIR": str(tmp_path)}
    read, write = os.pipe()
    os.close(read)  # closed before srs writes a byte: its first write fails with EPIPE
    proc = subprocess.run(
        [sys.executable, "-m", "tui.cli", "decks"],
        cwd=ROOT,
        env=env,
        stdout=write,
        stderr=subprocess.PIPE,
        text=True,
    )
    os.close(write)
    assert proc.stderr == ""
    assert proc.returncode == 141


@pytest.mark.parametrize("args", [["import", "\x00"], ["export", "anki", "-o", "a\x00b"]])
def test_an_argument_with_a_nul_byte_is_a_usage_error(args: list[str]) -> None:
    result = CliRunner().invoke(main, args)
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit)
    assert "NUL byte" in result.output and "Traceback" not in result.output


def test_core_never_imports_the_ui() -> None:
    code = (
        "import sys, srs.store, srs.grading, srs.session, srs.interview, srs.stats, srs.decks, srs.sm2\n"
        "bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich', 'tui')]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_decks_table_and_json(deck_dir: Path) -> None:
    code, out, _ = run("--decks", str(deck_dir), "decks")
    assert code == 0
    assert "Ring quiz" in out and "all" in out
    code, out, _ = run("--decks", str(deck_dir), "decks", "--json")
    data = json.loads(out)
    ring = next(d for d in data["decks"] if d["id"] == "ring")
    assert ring == {"id": "ring", "name": "Ring quiz", "cards": 3, "new": 3, "due": 0, "redrill": 0}
    assert set(data["total"]) == {"cards", "new", "due", "redrill"}


def test_shipped_decks_listed() -> None:
    code, out, _ = run("decks", "--json")
    data = json.loads(out)
    assert code == 0 and len(data["decks"]) == 5 and data["total"]["cards"] == 90


def test_broken_deck_is_one_line_and_others_load(deck_dir: Path) -> None:
    (deck_dir / "broken.yaml").write_text(
        "id: broken\ncards:\n  - id: q1\n    question: x\n    answer: E\n    choices: {A: a, B: b}\n"
    )
    code, out, err = run("--decks", str(deck_dir), "decks", "--json")
    assert code == 0
    assert (
        f"{deck_dir / 'broken.yaml'}:5: card 'q1': choice card answer 'E' is not one of A, B" in err
    )
    assert len(err.strip().splitlines()) == 1
    assert any(d["id"] == "ring" for d in json.loads(out)["decks"])


def test_config_show_set_and_refuse(deck_dir: Path) -> None:
    assert run("config", "new_per_day", "5")[0] == 0
    code, out, _ = run("config")
    assert code == 0 and "new_per_day" in out and " 5 " in out
    code, _, err = run("config", "new_per_day", "lots")
    assert code == 2 and "whole number" in err
    code, _, err = run("config", "colour", "1")
    assert code == 2 and "unknown setting" in err
    assert run("--decks", str(deck_dir), "config", "new_per_day", "1", "--deck", "ring")[0] == 0
    code, out, _ = run("--decks", str(deck_dir), "decks", "--json")
    assert next(d for d in json.loads(out)["decks"] if d["id"] == "ring")["new"] == 1


def test_grade_json(deck_dir: Path) -> None:
    code, out, _ = run(
        "--decks",
        str(deck_dir),
        "grade",
        "--deck",
        "ring",
        "--card",
        "q01",
        "--answer",
        "scatter reduce then allgather",
        "--json",
    )
    assert code == 0
    data = json.loads(out)
    # the old keys stay; issue 15 added conflicts, strictness and taught
    assert set(data) == {"deck", "card", "score", "quality", "matched", "missed"} | {
        "conflicts",
        "strictness",
        "taught",
    }
    assert data["conflicts"] == [] and data["strictness"] == "normal" and data["taught"] == []
    assert data["quality"] >= 4 and "scatter-reduce" in data["matched"]
    code, _, err = run(
        "--decks", str(deck_dir), "grade", "--deck", "nope", "--card", "q01", "--answer", "x"
    )
    assert code == 2 and "no deck 'nope'" in err and "ring" in err


def test_plain_review_whole_session(deck_dir: Path, tmp_path: Path) -> None:
    script = "\n".join(
        [
            "scatter reduce and then all-gather",  # q01 answered
            "",  # accept the suggestion
            "B",  # q02 by letter
            "2",  # override the suggested 5 with 2 -> re-drill
            "",  # q03 revealed without typing
            "x",  # not a grade: asked again
            "u",  # undo q02's answer instead: q02 shown again
            "",  # q02 revealed... wait: u returned to q02; reveal it
            "5",
            "",  # q03 reveal
            "4",
            "q",
        ]
    )
    code, out, err = run(
        "--decks", str(deck_dir), "review", "--deck", "ring", "--plain", input=script + "\n"
    )
    assert code == 0, err
    assert "== ring · q01" in out and "matched:" in out and "Next interval per grade:" in out
    assert "of the model answer" in out  # the grade first, then the coverage behind it
    assert "right; the answer is B" in out
    assert "Undone: ring · q02 is back." in out
    assert "Session over: reviewed 3" in out
    assert "\x1b" not in out  # the card's escape sequences never reach the terminal
    with Store.open(tmp_path / "data" / "srs.db") as store:
        log = [(e.card_id, e.answer, e.suggested, e.quality) for e in store.log()]
    assert (
        log[0][0] == "q01"
        and log[0][1] == "scatter reduce and then all-gather"
        and log[0][2] == log[0][3]
    )
    assert log[1:] == [("q02", None, None, 5), ("q03", None, None, 4)]


def test_plain_review_end_of_input_is_clean(deck_dir: Path, tmp_path: Path) -> None:
    code, out, _ = run(
        "--decks", str(deck_dir), "review", "--plain", input="scatter-reduce, all-gather\n3\nB\n"
    )
    assert code == 0 and "Session over: reviewed 1" in out
    with Store.open(tmp_path / "data" / "srs.db") as store:
        assert [(e.card_id, e.quality) for e in store.log()] == [("q01", 3)]


def test_plain_review_nothing_due(deck_dir: Path) -> None:
    run("--decks", str(deck_dir), "config", "new_per_day", "0")
    code, out, _ = run("--decks", str(deck_dir), "review", "--plain", input="")
    assert code == 0 and "Nothing to review right now." in out


def test_stats_after_a_session(deck_dir: Path) -> None:
    run("--decks", str(deck_dir), "review", "--deck", "ring", "--plain", input="\n5\nA\n\n\n1\nq\n")
    code, out, _ = run("--decks", str(deck_dir), "stats", "--json")
    data = json.loads(out)
    assert code == 0
    assert data["reviews_today"] == 3 and data["total_reviews"] == 3 and data["streak"] == 1
    assert data["retention_30d"] == pytest.approx(1 / 3, abs=1e-3)
    assert sum(data["due_next_7_days"].values()) == 3


def test_unknown_deck_for_review(deck_dir: Path) -> None:
    code, _, err = run("--decks", str(deck_dir), "review", "--deck", "nope", "--plain", input="")
    assert code == 2 and "no deck 'nope' (known:" in err and "Traceback" not in err


def test_plain_review_undo_and_quit_at_the_answer_prompt(deck_dir: Path, tmp_path: Path) -> None:
    script = "\n".join(
        ["", "5", "u", "", "3", "q"]
    )  # reveal+5, undo at the next question, redo as 3
    code, out, _ = run(
        "--decks", str(deck_dir), "review", "--deck", "ring", "--plain", input=script + "\n"
    )
    assert code == 0 and "Undone: ring · q01 is back." in out and "Session over: reviewed 1" in out
    with Store.open(tmp_path / "data" / "srs.db") as store:
        assert [(e.card_id, e.quality) for e in store.log()] == [("q01", 3)]


def test_module_entry_point_keeps_global_options(tmp_path: Path) -> None:
    """`python -m tui.cli --decks DIR` (as the kill loops run it) syncs DIR: the commands see the
    same Env class as the entry point, not a __main__ copy that drops the options."""
    import os

    folder = tmp_path / "mine"
    folder.mkdir()
    (folder / "own.yaml").write_text(
        "id: own\nname: Own\ncards:\n  - id: q1\n    question: Why?\n    answer: Because.\n"
    )
    proc = subprocess.run(
        [sys.executable, "-m", "tui.cli", "--decks", str(folder), "decks", "--json"],
        cwd=Path(__file__).resolve().parent.parent,
        env=dict(os.environ),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0 and '"id": "own"' in proc.stdout


def test_plain_review_offers_to_teach_a_raised_grade_and_uses_it(
    deck_dir: Path, tmp_path: Path
) -> None:
    """Issue 15: raise the suggestion, teach the missed word, see it used and remove it."""
    script = "\n".join(["the AG phase", "5", "y", "q"])
    code, out, err = run(
        "--decks", str(deck_dir), "review", "--deck", "ring", "--plain", input=script + "\n"
    )
    assert code == 0, err
    assert "grading: normal" in out
    assert "teach the grader: count *AG* as *all-gather* in this deck? [y/N]>" in out
    assert "Taught: AG = all-gather" in out
    code, out, _ = run("--decks", str(deck_dir), "aliases", "--deck", "ring")
    assert code == 0 and "AG = all-gather  (deck ring," in out
    taught_id = out.split()[0]
    code, out, _ = run(
        "--decks",
        str(deck_dir),
        "grade",
        "--deck",
        "ring",
        "--card",
        "q01",
        "--answer",
        "scatter-reduce then AG",
        "--json",
    )
    data = json.loads(out)
    assert data["taught"] == [["AG", "all-gather"]] and "all-gather" in data["matched"]
    assert data["quality"] >= 4
    code, out, _ = run("--decks", str(deck_dir), "aliases", "--remove", taught_id)
    assert code == 0 and f"removed taught word {taught_id}" in out
    code, out, _ = run("--decks", str(deck_dir), "aliases")
    assert "nothing taught yet" in out
    code, _, err = run("--decks", str(deck_dir), "aliases", "--remove", "999")
    assert code == 2 and "no taught word with id 999" in err


def test_config_grading_strictness_is_shown_in_the_feedback(deck_dir: Path) -> None:
    code, out, _ = run("--decks", str(deck_dir), "config", "grading", "strict")
    assert code == 0 and out.strip() == "grading = strict"
    code, out, _ = run("--decks", str(deck_dir), "config", "grading")
    assert "strict" in out
    code, _, err = run("--decks", str(deck_dir), "config", "grading", "harsh")
    assert code == 2 and "lenient, normal, strict" in err
    args = ("--decks", str(deck_dir), "grade", "--deck", "ring", "--card", "q01", "--answer")
    code, out, _ = run(*args, "scatter-reduce")
    assert "grading: strict" in out
    answers = ("scatter-reduce", "all-gather", "a scatter step", "reduce then gather", "ring")
    levels = ("strict", "normal", "lenient")
    qualities: dict[str, list[int]] = {}
    for level in levels:
        run("--decks", str(deck_dir), "config", "grading", level)
        qualities[level] = [json.loads(run(*args, a, "--json")[1])["quality"] for a in answers]
    for strict, normal, lenient in zip(*(qualities[level] for level in levels), strict=True):
        assert strict <= normal <= lenient
    assert qualities["strict"] != qualities["lenient"]
