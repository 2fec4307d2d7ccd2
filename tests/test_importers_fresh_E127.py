"""A page of questions nobody answered, some of them Spanish questions typed without their
`¿...?` (`### Qué es el hoisting en Javascript`, `### Diferencia entre == y ===`), found
refused with a wrong count and no question named in a judge's round (2026-11-30: "17
questions found, none with an answer" for 23): such questions ask, and a refusal prints each
question it met, line by line, before it says why no card was made."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from srs.importers.asking import asks
from tui.cli import main

_QUESTIONS_ONLY = """\
## Preguntas básicas

### Cuáles son los tipos de datos en JavaScript

### Qué es el hoisting en Javascript

### Para qué se usa la palabra debugger

### Diferencia entre == y ===

### ¿Qué significa NaN en JavaScript?
"""


@pytest.mark.parametrize(
    "asked",
    [
        "Qué es el hoisting en Javascript",
        "Cuáles son los tipos de datos",
        "Para qué se usa la palabra debugger",
        "Diferencia entre == y ===",
        "O que é um closure",
        "Quais são os tipos primitivos",
    ],
)
def test_a_spanish_or_portuguese_question_without_its_marks_asks(asked: str) -> None:
    assert asks(asked)


@pytest.mark.parametrize("title", ["Cómo instalar Node", "Preguntas básicas", "Que la fuerza"])
def test_a_title_in_those_languages_does_not(title: str) -> None:
    assert not asks(title)


def test_a_refusal_names_every_question_it_met(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SRS_DATA_DIR", str(tmp_path / "data"))
    source = tmp_path / "preguntas.md"
    source.write_text(_QUESTIONS_ONLY, encoding="utf-8")
    result = CliRunner().invoke(main, ["import", str(source), "--dry-run"])
    assert result.exit_code == 2
    lines = result.stderr.splitlines()
    assert lines[:-1] == [
        f"warning: preguntas.md:{no}: question #{k} has no answer; skipped"
        for k, no in enumerate((3, 5, 7, 9, 11), start=1)
    ]
    assert lines[-1].startswith("error: preguntas.md: 5 questions found, none with an answer")
