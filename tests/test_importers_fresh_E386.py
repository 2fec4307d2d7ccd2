"""Importer layouts met in a fresh round of public documents (a `Q:` / `A:` list whose author
held one answer's place with the ditto mark `--//--`): each test is the shape of one, small.

None of these is a copy of a document. The mark was carded as the answer, with no warning.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result


def _cards(got: ImportResult) -> list[tuple[str, str]]:
    return [(c.id, c.answer) for c in got.deck.cards]


_DITTO = """\
# Shell questions

Q: Which command prints the working directory?
A: pwd

Q: Which command shows a file's last lines?
A: {mark}

Q: Which command counts lines?
A: wc -l
"""


def test_a_ditto_mark_holds_an_answers_place_and_is_reported() -> None:
    for mark in ("--//--", "-//-", "---//---"):
        got = result(_DITTO.format(mark=mark), "shell.md")
        assert _cards(got) == [("q01", "pwd"), ("q03", "wc -l")], mark
        assert [(s.line, s.reason) for s in got.skipped] == [
            (6, f"question #2 has no answer (only '{mark}'); skipped")
        ]


def test_operators_of_slashes_or_dashes_are_still_answers() -> None:
    """`//` (floor division) answers an operator question, and a ditto mark inside code is code."""
    for mark in ("//", "a--//--b"):
        got = result(_DITTO.format(mark=f"`{mark}`"), "ops.md")
        assert _cards(got)[1] == ("q02", f"`{mark}`"), mark
