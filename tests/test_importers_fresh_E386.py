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


_TEMPLATE_THEN_ANSWERED = """\
## 1. Tell me about a time you missed a deadline
  - Situation -
  - Task -
  - Action -
  - Result -

## 2. Tell me about a time you missed a deadline
  - Situation - A release slipped by a week
  - Task - Ship the fix
  - Action - Cut the scope
  - Result - Shipped on the new date
"""


def test_an_empty_template_asked_again_and_answered_later_is_still_reported() -> None:
    """Merging two fixes, the empty draft was taken for a contents entry of the answered one
    below it and dropped with no word (a STAR notes page asks some questions twice)."""
    got = result(_TEMPLATE_THEN_ANSWERED, "star.md")
    assert [c.question for c in got.deck.cards] == ["Tell me about a time you missed a deadline"]
    assert [s.line for s in got.skipped] == [1]
