"""Importer layouts met on fresh public documents (round E452): a plain-text exam bank that
marks the right option with its word in square brackets at the end (`C. 80 [correct]`).

None of these is a copy of a document; each is the layout a real file used and the importer
once misread: every question was "options but no answer letter" and nothing was imported.
"""

from __future__ import annotations

import pytest

from tests.importing import result

_PORTS = "Q{n}. Which port does plain HTTP use?\nA. 21\nB. 22\nC. 80{mark}\nD. 25\n"
_TAGS = "Q{n}. Which tag breaks a line?\nA. <p>{mark}\nB. <br>\nC. <hr>\nD. <b>\n"


def _bank(*questions: str) -> str:
    """A plain-text bank: `Qn.` lines, `A.`-`D.` options under each, blank lines between."""
    return "\n".join(questions)


def test_a_bracketed_word_after_an_option_keys_it() -> None:
    """`C. 80 [correct]`: the bank's mark of the key, dropped from the option's text; every
    question a choice card keyed where its author marked it, no warning."""
    got = result(
        _bank(
            _PORTS.format(n=1, mark=" [correct]"),
            "Q2. Which format keeps a transparent background?\n"
            "A. GIF [correct]\nB. BMP\nC. RAW\nD. JPEG\n",
        ),
        source="bank.txt",
    )
    assert [(c.question, dict(c.choices), c.answer) for c in got.deck.cards] == [
        ("Which port does plain HTTP use?", {"A": "21", "B": "22", "C": "80", "D": "25"}, "C"),
        (
            "Which format keeps a transparent background?",
            {"A": "GIF", "B": "BMP", "C": "RAW", "D": "JPEG"},
            "A",
        ),
    ]
    assert got.warnings == ()
    assert got.skipped == ()


@pytest.mark.parametrize(
    "mark",
    [" [right]", " [Correct answer]", " [CORRECT]", " [poprawna]", " [correcta]", " [richtig]"],
)
def test_the_mark_words_of_other_end_marks_key_in_square_brackets(mark: str) -> None:
    """`[right]`, `[poprawna]`, `[richtig]`: the words the bracketed and dashed end marks know,
    in their languages and any case, key the option in square brackets too."""
    got = result(_bank(_PORTS.format(n=1, mark=mark), _TAGS.format(n=2, mark=mark)), "b.txt")
    assert [(c.answer, c.choices["A"], c.choices["C"]) for c in got.deck.cards] == [
        ("C", "21", "80"),
        ("A", "`<p>`", "`<hr>`"),
    ]
    assert got.warnings == ()


def test_a_question_with_no_marked_option_is_reported_the_rest_imported() -> None:
    """One question of the bank left unmarked: reported as skipped, the marked ones carded."""
    got = result(
        _bank(_PORTS.format(n=1, mark=" [correct]"), _TAGS.format(n=2, mark="")), "bank.txt"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which port does plain HTTP use?", "C")
    ]
    assert got.warnings == ("bank.txt:7: question 2 has options but no answer letter; skipped",)
    assert [s.line for s in got.skipped] == [7]


def test_a_bracketed_mark_keys_a_bulleted_run_in_markdown() -> None:
    """`- 80 [correcta]` under a heading: the same mark on a bulleted run, as `(correcta)`."""
    text = "## Which port does plain HTTP use?\n\n- 21\n- 80 [correcta]\n- 25\n"
    (card,) = result(text).deck.cards
    assert (dict(card.choices), card.answer) == ({"A": "21", "B": "80", "C": "25"}, "B")


def test_citations_and_code_in_square_brackets_are_no_mark() -> None:
    """`Knuth [1]`, `item [i]`, `list[int]`, `xs[correct]` (no blank before it): a citation's
    number or the option's own code. The options keep them and the key is the answer line's,
    as before."""
    got = result(
        _bank(
            "Q1. Which source says so?\nA. Knuth [1]\nB. Dijkstra [2]\nC. Hoare [3]\n"
            "D. Wirth [4]\nAnswer: B\n",
            "Q2. Which hint is a list of ints?\nA. list[int]\nB. dict[str]\nC. set[int]\n"
            "D. xs[correct]\nAnswer: A\n",
            "Q3. Which item is first?\nA. item [i]\nB. item [ii]\nC. item [iii]\n"
            "D. item [iv]\nAnswer: A\n",
        ),
        source="bank.txt",
    )
    assert [(dict(c.choices), c.answer) for c in got.deck.cards] == [
        ({"A": "Knuth [1]", "B": "Dijkstra [2]", "C": "Hoare [3]", "D": "Wirth [4]"}, "B"),
        ({"A": "list[int]", "B": "dict[str]", "C": "set[int]", "D": "xs[correct]"}, "A"),
        ({"A": "item [i]", "B": "item [ii]", "C": "item [iii]", "D": "item [iv]"}, "A"),
    ]
    assert got.warnings == ()


def test_cited_options_with_no_key_stay_unanswered() -> None:
    """`A. Knuth [1]` ... beside a question keyed by its answer line: no option of the first is
    read as marked, so it is still reported, the other carded."""
    got = result(
        _bank(
            "Q1. Which source says so?\nA. Knuth [1]\nB. Dijkstra [2]\nC. Hoare [3]\n"
            "D. Wirth [4]\n",
            _PORTS.format(n=2, mark="") + "Answer: C\n",
        ),
        source="bank.txt",
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which port does plain HTTP use?", "C")
    ]
    assert got.warnings == ("bank.txt:1: question 1 has options but no answer letter; skipped",)
