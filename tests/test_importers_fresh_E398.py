"""Importer layouts met on fresh public documents (the held-out round Z230, mended in E398):
a sheet whose parts each number from 1, keyed by ONE list at the end holding a run per
part, each run restarting at 1 (srs.importers.keyruns, keymatch `by_runs`).

None of these is a copy of a document; each is the layout a real file used, written small.
"""

from __future__ import annotations

from tests.importing import result

_CHOICES = (
    "1. Which planet is largest?\n    A. Mars\n    B. Jupiter\n    C. Venus\n\n"
    "2. Which gas do plants absorb?\n    A. Oxygen\n    B. Helium\n    C. Carbon dioxide\n\n"
)
_VERDICTS = (
    "yes or no\n"
    "___ 1. Water boils at 100 C at sea level.\n"
    "___ 2. The moon makes its own light.\n"
    "___ 3. Bats are mammals.\n\n"
)
_BLANKS = (
    "complete the line\n"
    "1. The chemical symbol of gold is ___.\n"
    "2. In C, the value a pointer p points to is ___.\n"
    "3. The closest star to Earth is the ___.\n\n"
)
_KEY = "Answers\n1. B\n2. C\n\n1. T\n2. F\n3. T\n\n1. Au\n2. *p\n3. .Sun\n"


def test_a_key_in_runs_keys_each_part_in_order() -> None:
    """Choice questions, `___ N.` statements and a list of blanks to fill, each numbered
    from 1, keyed by one list of three runs: the runs key the parts in order. The key's
    second run was question 1 and 2 keyed twice (its plain lines glued onto choice
    question 2 as an explanation), and the blanks to fill were the last statement's
    "answer", lost without a word."""
    text = _CHOICES + _VERDICTS + _BLANKS + "Spell each word in full.\n\n" + _KEY
    r = result(text)
    cards = r.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Which planet is largest?", "B", ""),
        ("Which gas do plants absorb?", "C", ""),
        ("Water boils at 100 C at sea level.", "True", ""),
        ("The moon makes its own light.", "False", ""),
        ("Bats are mammals.", "True", ""),
        ("The chemical symbol of gold is ___.", "Au", ""),
        ("In C, the value a pointer p points to is ___.", "*p", ""),
        ("The closest star to Earth is the ___.", ".Sun", ""),
    ]
    assert cards[1].choices["C"] == "Carbon dioxide"
    assert not r.skipped
    assert not [w for w in r.warnings if "twice" in w]
    assert [w for w in r.warnings if "no card" in w] == [
        "doc.md:21: 1 line of text between questions in no card ('Spell each word in full.'); "
        "not imported"
    ]


def test_the_line_over_a_listed_part_is_its_section() -> None:
    """`complete the line` over the listed blanks: the part's title, its cards' tag."""
    cards = result(_CHOICES + _VERDICTS + _BLANKS + _KEY).deck.cards
    assert [c.tags for c in cards[-3:]] == [("complete-the-line",)] * 3
    assert [c.tags for c in cards[:5]] == [()] * 5


def test_two_choice_parts_each_keyed_by_its_run() -> None:
    """Two parts of choice questions both numbered from 1, keyed by two runs: the key was
    not used at all ("question numbers repeat") and every question was skipped."""
    second = _CHOICES.replace("planet", "moon").replace("gas", "liquid")
    text = _CHOICES + "Part two\n\n" + second + "Answers\n1. B\n2. C\n\n1. A\n2. B\n"
    r = result(text)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Which planet is largest?", "B"),
        ("Which gas do plants absorb?", "C"),
        ("Which moon is largest?", "A"),
        ("Which liquid do plants absorb?", "B"),
    ]
    assert not r.skipped


def test_true_false_words_in_a_run_answer_statements() -> None:
    """A run of `True` / `False` words keys the statements as written."""
    text = _CHOICES + _VERDICTS + "Answers\n1. B\n2. C\n\n1. True\n2. False\n3. True\n"
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["B", "C", "True", "False", "True"]


def test_a_run_that_does_not_match_the_listed_steps_leaves_them_in_the_answer() -> None:
    """Near miss: the last answer holds steps `1.`, `2.`, and the key's last run has three
    entries: no part is listed there, the steps stay the answer's, as before."""
    text = (
        "1. Which planet is largest?\n    A. Mars\n    B. Jupiter\n    C. Venus\n\n"
        "2. How do you make tea?\n\nBoil the water, then:\n\n1. Warm the pot\n2. Add the leaves\n\n"
        "Answers\n1. B\n2. See the steps.\n\n1. Warm\n2. Add\n3. Pour\n"
    )
    cards = result(text).deck.cards
    assert len(cards) == 2
    assert cards[0].answer == "B"
    assert "1. Warm the pot\n2. Add the leaves" in cards[1].answer


def test_an_indented_list_under_a_key_entry_stays_its_explanation() -> None:
    """Near miss: `   1. ...` indented under entry 2 of a one-run key is that entry's
    explanation, no restarted run; the numbering does not repeat in the questions."""
    text = _CHOICES + "Answers\n1. B\n2. C\n   1. plants take it in\n   2. and give out oxygen\n"
    r = result(text)
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("Which planet is largest?", "B"),
        ("Which gas do plants absorb?", "C"),
    ]
    assert r.deck.cards[1].explanation == "and give out oxygen"  # as before E398
