"""Importer layouts met on fresh public documents (helper I2's sweep: campus-placement
computer-science fundamentals, OS, DBMS, OOP, networks and aptitude, and data-science notes):
each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs import decks
from srs.importers import ImportResult, import_file
from tests.importing import result


def _page(tmp_path: Path, text: str) -> ImportResult:
    """Import `text` saved as a web page (`bank.html`), as `srs import` reads a file."""
    page = tmp_path / "bank.html"
    page.write_text(text, encoding="utf-8")
    imported = import_file(page)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported


# -- a page of question and answer blocks told apart by their class -----------------------------

_CLASS_PAIRS = """\
<!DOCTYPE html>
<html>
<head><title>Question bank</title></head>
<body>
<h1>Question bank</h1>
<div id="db" class="section">
  <h2>Databases</h2>
  <div class="question">Easy: What is a primary key?</div>
  <div class="answer">A column that identifies each row. Hint: a student's ID.</div>

  <div class="question">Easy: Delete vs truncate?</div>
  <div class="answer">Delete removes chosen rows; truncate empties the table.</div>

  <div class="question">Medium: What is an index?</div>
  <div class="answer">A lookup structure that speeds up reads. Follow-up: clustered or not?</div>
</div>
<div id="os" class="section">
  <h2>Systems</h2>
  <div class="faq-question">
    Medium: Process vs thread
  </div>
  <div class="faq-answer">A thread shares its process's memory.</div>
</div>
<script>document.querySelectorAll('.question').forEach(q => q.onclick = null);</script>
</body>
</html>
"""


def test_blocks_classed_question_and_answer_are_one_card_each(tmp_path: Path) -> None:
    cards = _page(tmp_path, _CLASS_PAIRS).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "Easy: What is a primary key?",
            "A column that identifies each row. Hint: a student's ID.",
        ),
        ("Easy: Delete vs truncate?", "Delete removes chosen rows; truncate empties the table."),
        (
            "Medium: What is an index?",
            "A lookup structure that speeds up reads. Follow-up: clustered or not?",
        ),
        ("Medium: Process vs thread", "A thread shares its process's memory."),
    ]


_QUESTION_BOX = """\
<html><body>
<div class="question">
  <p>1. Which layer routes packets?</p>
  <ul><li>Transport</li><li>Network</li></ul>
</div>
<p>Answer: Network</p>
<div class="question">
  <p>2. Which layer carries frames?</p>
  <ul><li>Data link</li><li>Session</li></ul>
</div>
<p>Answer: Data link</p>
</body></html>
"""


def test_a_question_block_holding_its_options_is_left_as_it_was(tmp_path: Path) -> None:
    cards = _page(tmp_path, _QUESTION_BOX).deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("Which layer routes packets?", {"A": "Transport", "B": "Network"}, "B"),
        ("Which layer carries frames?", {"A": "Data link", "B": "Session"}, "A"),
    ]


# -- a coaching answer that says what to describe, over a labelled follow-up ---------------------

_COACHING = """\
## Projects

### Explain your project's architecture

Describe the front-end, the service and the database.
Follow-up: Why that database?

### How do you test it?

Unit tests first, then end-to-end runs.
Follow-up: What coverage do you aim for?
"""


def test_a_told_answer_over_a_labelled_follow_up_is_the_answer() -> None:
    imported = result(_COACHING)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "Explain your project's architecture",
            "Describe the front-end, the service and the database.\nFollow-up: Why that database?",
        ),
        (
            "How do you test it?",
            "Unit tests first, then end-to-end runs.\nFollow-up: What coverage do you aim for?",
        ),
    ]
    assert imported.warnings == ()


# -- a choice that opens with a private name -----------------------------------------------------

_DUNDER_CHOICE = """\
### Question 7: Debugging
**What is wrong with this class?**

A) `get()` should read `self.__total`
B) add() should check its amount
C) __total should be _total
D) Both A and B

**Answer: D**
"""


def test_a_choice_opening_with_a_private_name_keeps_its_underscores() -> None:
    card = result(_DUNDER_CHOICE).deck.cards[0]
    assert card.choices == {
        "A": "`get()` should read `self.__total`",
        "B": "add() should check its amount",
        "C": "__total should be _total",
        "D": "Both A and B",
    }
    assert card.answer == "D"
