"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents
(`### Q : ...` headings over `A : ...` answers, a blank before each colon as French typing
has it, and one question heading its author forgot to label; a web quiz keyed in "View
answer" dropdowns): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file
from tests.importing import result


def _file(tmp_path: Path, name: str, text: str) -> ImportResult:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return import_file(path)


def _pairs(res: ImportResult) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in res.deck.cards]


def _cards(text: str, source: str = "doc.md") -> list[tuple[str, str]]:
    return _pairs(result(text, source))


# -- `### Q : ...` over `A : ...`: the answer label with a blank before its colon -------------

_SPACED_COLONS = """## Storage

### Q : What is a heap file?
A : Rows kept in no particular order.

### Q : What does a vacuum do?
A :
* It frees dead rows.
* It refreshes the planner's counts.

### Difference between drop and purge
* DROP: moves the table to a bin.
* PURGE: removes it for good.

### Q : What is a sequence?
A : A counter that hands out numbers.

### Q : What is a tablespace?
A place on disk for a database's files.
"""


def test_spaced_colon_answer_labels_and_an_unlabelled_sibling_question() -> None:
    assert _cards(_SPACED_COLONS) == [
        ("What is a heap file?", "Rows kept in no particular order."),
        ("What does a vacuum do?", "* It frees dead rows.\n* It refreshes the planner's counts."),
        (
            "Difference between drop and purge",
            "* DROP: moves the table to a bin.\n* PURGE: removes it for good.",
        ),
        ("What is a sequence?", "A counter that hands out numbers."),
        ("What is a tablespace?", "A place on disk for a database's files."),
    ]


def test_spaced_colon_options_of_a_q_labelled_quiz_stay_options() -> None:
    """`A : 21` over `B : 22`: options typed with the blank, never `A:` the answer label."""
    text = (
        "# Ports\n\nQ: Which port does SSH use?\nA : 21\nB : 22\nC : 80\n\n"
        "Q: Which port does HTTP use?\nA : 80\nB : 443\n"
    )
    assert _cards(text) == [
        ("Which port does SSH use?", "A : 21\nB : 22\nC : 80"),
        ("Which port does HTTP use?", "A : 80\nB : 443"),
    ]


def test_spaced_colon_answer_without_question_labels_is_text() -> None:
    """No `Q:` label in the page: `A : ...` is the author's text, kept as written."""
    text = "# Notes\n\n## What is a heap?\nA : tree with ordered parents.\n\n## What is a trie?\nA prefix tree.\n"
    assert _cards(text) == [
        ("What is a heap?", "A : tree with ordered parents."),
        ("What is a trie?", "A prefix tree."),
    ]


def test_lead_in_heading_among_numbered_question_labels_is_no_question() -> None:
    """`## Information` among `## Question N` headings (the question below each) leads in to
    the next questions: reported as text in no card, not made a question."""
    text = (
        "# Exam\n\n## Question 1\nWhat is a stack?\n\nA last-in first-out list.\n\n"
        "## Question 2\nWhat is a queue?\n\nA first-in first-out list.\n\n"
        "## Information\nThe next questions consider the method below.\n\n"
        "## Question 3\nWhat does it return?\n\nMinus one.\n\n"
        "## Question 4\nIs it fast?\n\nYes.\n"
    )
    res = result(text, "doc.md")
    assert [q for q, _ in _pairs(res)] == [
        "What is a stack?",
        "What is a queue?",
        "What does it return?",
        "Is it fast?",
    ]
    assert any("between questions" in w for w in res.warnings)


def test_heading_after_the_last_labelled_question_stays_out() -> None:
    """A plain heading after the last `Q :` heading is the page's closing notes, not a question."""
    text = (
        "# Db\n\n### Q : What is an index?\nA : A lookup structure.\n\n"
        "### Q : What is a view?\nA : A stored query.\n\n"
        "### Q : What is a trigger?\nA : Code run on a change.\n\n"
        "### My revision plan\nRead the manual twice before the interview.\n"
    )
    res = result(text, "doc.md")
    assert [q for q, _ in _pairs(res)] == [
        "What is an index?",
        "What is a view?",
        "What is a trigger?",
    ]
    assert res.deck.cards[-1].answer == "Code run on a change."


# -- a web quiz: `<b>N.</b>` glued to the question, the key in a "View answer" dropdown -------

_DROPDOWN_PAGE = """<!DOCTYPE html>
<html><head><title>Cloud quiz</title></head>
<body>
  <h2>Questions</h2>
  <div class="question">
    <p><b>1.</b>Which service stores blobs?</p>
    <ul>
      <li>A. Queue storage</li>
      <li>B. Blob storage</li>
      <li>C. Table storage</li>
    </ul>
    <select>
      <option>View answer</option>
      <option>B</option>
    </select>
  </div>
  <div class="question">
    <p><b>2.</b>[Blank] means paying only for what you use.</p>
    <ul>
      <li>A. Consumption pricing</li>
      <li>B. Reserved capacity</li>
    </ul>
    <select>
      <option>View answer</option>
      <option>A, the meter runs only while it runs</option>
    </select>
  </div>
  <div class="question">
    <p><b>3.</b>Which tool estimates a new workload's cost?</p>
    <ul>
      <li>A. Advisor</li>
      <li>B. Pricing calculator</li>
    </ul>
    <select>
      <option>Show answer</option>
      <option>A</option>
      <option selected>B</option>
    </select>
  </div>
</body></html>
"""


def test_view_answer_dropdown_keys_and_glued_bold_numbers(tmp_path: Path) -> None:
    res = _file(tmp_path, "quiz.html", _DROPDOWN_PAGE)
    assert [(c.question, dict(c.choices), c.answer) for c in res.deck.cards] == [
        (
            "Which service stores blobs?",
            {"A": "Queue storage", "B": "Blob storage", "C": "Table storage"},
            "B",
        ),
        (
            "[Blank] means paying only for what you use.",
            {"A": "Consumption pricing", "B": "Reserved capacity"},
            "A",
        ),
        (
            "Which tool estimates a new workload's cost?",
            {"A": "Advisor", "B": "Pricing calculator"},
            "B",
        ),
    ]
    assert res.deck.cards[1].explanation == "the meter runs only while it runs"


def test_a_select_that_is_no_key_dropdown_stays(tmp_path: Path) -> None:
    """A `<select>` whose first option names no answer is the page's own choice: not a key."""
    page = _DROPDOWN_PAGE.replace("View answer", "Pick a colour")
    res = _file(tmp_path, "quiz.html", page)
    assert "Pick a colour" in res.deck.cards[0].answer
    assert not res.deck.cards[0].choices


# -- a bare question over `- option` bullets under the explanation above -------------------

_NOTES_QUIZ = """# Cluster notes

Question: Which object runs a set of identical pods?
A. ConfigMap
B. Deployment
C. Secret
Correct: B

A deployment keeps its replica count.

Which tool packs charts?
- Helm
- Kustomize
- Kubectl

Which component schedules pods?
- Scheduler
- Kubelet
- Proxy
Correct:
- Scheduler
"""


def test_bare_question_over_bullets_in_an_explanation_is_reported() -> None:
    """The unnumbered questions under an explanation stay in it, but each is reported: none
    (the one with no key least of all) may vanish without a word. One that asks over its
    options and a key (`Correct:` over `- Scheduler`) is a card of its own (fixF13:
    srs.importers.stems' listed stems)."""
    res = result(_NOTES_QUIZ, "doc.md")
    assert res.deck.cards[0].question == "Which object runs a set of identical pods?"
    assert res.deck.cards[0].answer == "B"
    asked = [w for w in res.warnings if "looks like another question" in w]
    assert len(asked) == 1
    assert "Which tool packs charts?" in asked[0]
    keyed = res.deck.cards[1]
    assert keyed.question == "Which component schedules pods?"
    assert keyed.choices == {"A": "Scheduler", "B": "Kubelet", "C": "Proxy"}
    assert keyed.answer == "A"


def test_an_explanation_asking_over_two_points_is_not_reported() -> None:
    """`Why not C?` over two bullets explains; it is no question over options."""
    text = (
        "# Quiz\n\n1. Which port does SSH use?\nA) 21\nB) 22\nC) 80\n\nAnswer: B\n\n"
        "Explanation: 22 is SSH's own port.\n\nWhy not C?\n- 80 is HTTP\n- 21 is FTP\n"
    )
    res = result(text, "doc.md")
    assert res.deck.cards[0].answer == "B"
    assert not [w for w in res.warnings if "looks like another question" in w]
