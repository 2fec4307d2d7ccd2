"""Warnings name the line the user wrote, after a rewriting pass added lines above it.

Each document is a shape some pass turns one line into two for (a verdict ending a
statement, a question answered on its own line in plain notes), followed by a question left
unanswered or stray text: its warning must name its line in the document as written, not
in the text the passes made of it (srs.importers.linemap). Made-up documents, none a copy.
"""

from __future__ import annotations

from srs.importers.linemap import Rewritten, line_origins, traced
from tests.importing import result

# -- a pass that adds a line (`1. X. **True**` -> `1. X.` over `Answer: True`) ---------------

VERDICTS = """\
# Quiz

1. The sky is blue. **True**
2. Water is dry. **False**
3. Fire is cold. **False**

Stray text here about nothing at all.

4. What is the capital of France?
"""


def test_warnings_after_verdict_lines_name_the_written_lines() -> None:
    imported = result(VERDICTS)
    assert [c.answer for c in imported.deck.cards] == ["True", "False", "False"]
    assert imported.warnings == (
        "doc.md:9: '4. What is the capital of France?' looks like a question, but no answer "
        "was found for it; not imported",
        "doc.md:7: 1 line of text between questions in no card ('Stray text here about "
        "nothing at all.'); not imported",
    )
    assert [s.line for s in imported.skipped] == [9]


# -- a line cut in two (`What is X? An X.` in plain notes -> heading over answer) ------------

PLAIN_NOTES = """\
What is a class?
A blueprint for objects.
What is an object?
An instance of a class.
What is inheritance? A class taking the members of another one.
What is a method?
A function defined on a class.
What is polymorphism?
One interface over many types.

What is encapsulation?
"""


def test_a_question_after_one_cut_from_its_answer_keeps_its_line() -> None:
    imported = result(PLAIN_NOTES, source="notes.txt")
    assert len(imported.deck.cards) == 5
    assert imported.warnings == ("notes.txt:11: question #6 has no answer; skipped",)
    assert [s.line for s in imported.skipped] == [11]


# -- a pass that adds lines, and one that joins lines and pads blanks after them --------------

MIXED = """\
# Quiz

1. The sky is blue. **True**
2. Water is dry. **False**
3. Fire is cold. **False**

4. **[Practical]**
   Write a command that shows free disk space.
   *(2 Marks)*

5. **[Practical]**
   Write a command that counts lines.
   *(2 Marks)*

wc -l notes.txt
"""


def test_a_joined_item_below_added_lines_names_its_own_first_line() -> None:
    """The join keeps the line count (its item's line, blanks after it): taken as line for
    line, never read as lines moving; only the verdicts' added lines are aligned."""
    imported = result(MIXED)
    assert len(imported.deck.cards) == 4
    assert imported.warnings[0].startswith("doc.md:7: '4. [Practical] Write a command that")


# -- near miss: a pass that rewrites line for line changes no line --------------------------

CALLOUTS = """\
## Aufgabe 1 – Netzwerk (20 Punkte)

**a) (5 P)** Nenne zwei Vorteile von VLANs.
> [!success]- Lösung a
> Weniger Broadcasts · mehr Sicherheit

**b) (5 P)** Was macht DHCP?
> [!success]- Lösung b
> Vergibt IP-Adressen automatisch.

**c) (5 P)** Erkläre NAT.
Some text under it.

## What is a subnet mask?
"""


def test_callout_answers_rewritten_line_for_line_keep_every_line() -> None:
    imported = result(CALLOUTS)
    assert len(imported.deck.cards) == 2
    assert imported.warnings == (
        "doc.md:11: question 3 has no answer; skipped",
        "doc.md:14: question #4 has no answer; skipped",
    )


def test_a_question_its_author_set_over_its_answer_adds_no_line() -> None:
    """The plain notes with no line cut: the headings are written in place, no line added."""
    text = PLAIN_NOTES.replace("inheritance? A class", "inheritance?\nA class")
    imported = result(text, source="notes.txt")
    assert len(imported.deck.cards) == 5
    assert imported.warnings == ("notes.txt:12: question #6 has no answer; skipped",)


# -- the alignment itself -------------------------------------------------------------------


def test_line_origins_of_a_line_cut_in_two_and_a_line_dropped() -> None:
    before = "# T\nQ? A.\nx\n\nz"
    assert line_origins(before, "# T\nQ?\nA.\nx\n\nz") == [0, 1, 1, 2, 3, 4]  # cut in two
    assert line_origins(before, "# T\nQ? A.\n\nz") == [0, 1, 3, 4]  # `x` dropped
    assert (
        line_origins("a\nb", "new\na\nb") == [0, 0, 1]
    )  # inserted first: the first line    assert line_origins(before, before.upper()) is None  # as many lines: line for line


def test_traced_rewrites_compose_their_origins() -> None:
    def split(text: str) -> str:
        return text.replace("? ", "?\n", 1)

    def head(text: str) -> str:
        return "intro\n" + text

    written = "a\nQ? A.\nb\nR? B."
    once = traced(split)(written)
    twice = traced(split)(once)
    last = traced(head)(twice)
    assert isinstance(last, Rewritten)
    assert last.splitlines() == ["intro", "a", "Q?", "A.", "b", "R?", "B."]
    assert last.origins == [0, 0, 1, 1, 2, 3, 3]
    assert traced(str.strip)(written) is written  # unchanged: the very text
