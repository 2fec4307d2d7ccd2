"""Importer layouts met in rounds Z204 and Z206: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_FOLDED_QUIZ = (
    "# Quiz\n\n"
    "### Question 1 : Which shell builtin changes the working directory?\n"
    "- [ ] A) ls\n- [ ] B) cd\n- [ ] C) pwd\n\n"
    "<details>\n<summary>💡 Solution</summary>\n\n"
    "{k1} Only a builtin can change the shell's own directory.\n</details>\n\n"
    "### Question 2 : Which signal cannot be caught?\n"
    "- [ ] A) SIGTERM\n- [ ] B) SIGINT\n- [ ] C) SIGKILL\n\n"
    "<details>\n<summary>💡 Solution</summary>\n\n"
    "{k2} The kernel ends the process without asking it.\n</details>\n"
)


def _keyed(k1: str, k2: str) -> list[tuple[str, str, str, dict[str, str]]]:
    res = result(_FOLDED_QUIZ.format(k1=k1, k2=k2))
    assert not res.skipped
    assert not res.warnings
    return [(c.question, c.answer, c.explanation, c.choices) for c in res.deck.cards]


def test_a_colonless_key_in_a_fold_names_the_option() -> None:
    """`**Réponse B**.` (label and letter bold together, no colon), `**Answer B**`, `Antwort
    C.` under a fold's `<summary>` below `- [ ] A)` options: each is the question's key."""
    expected = [
        (
            "Which shell builtin changes the working directory?",
            "B",
            "Only a builtin can change the shell's own directory.",
            {"A": "ls", "B": "cd", "C": "pwd"},
        ),
        (
            "Which signal cannot be caught?",
            "C",
            "The kernel ends the process without asking it.",
            {"A": "SIGTERM", "B": "SIGINT", "C": "SIGKILL"},
        ),
    ]
    assert _keyed("**Réponse B**.", "**Réponse C**.") == expected
    assert _keyed("**Answer B**", "**Answer C**") == expected
    assert _keyed("Antwort B.", "Antwort C.") == expected
    assert _keyed("**Respuesta: B**", "**Respuesta: C**") == expected


def test_an_answer_word_before_prose_in_a_fold_is_no_key() -> None:
    """Guard: `Answer a question ...` / `Réponse à la question ...` in the fold is prose (a
    word, not a letter, follows the label): the questions stay open cards, warned as before."""
    text = _FOLDED_QUIZ.format(
        k1="Answer a question about builtins.", k2="Réponse à la question sur les signaux."
    )
    res = result(text)
    assert [(c.answer, c.choices) for c in res.deck.cards] == [
        (
            "Answer a question about builtins. Only a builtin can change the shell's own directory.",
            {},
        ),
        (
            "Réponse à la question sur les signaux. The kernel ends the process without asking it.",
            {},
        ),
    ]
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "question 1 has options but no answer letter; made an open card (its explanation is the answer)",
        "question 2 has options but no answer letter; made an open card (its explanation is the answer)",
    ]


def test_a_bold_key_naming_no_option_is_no_key() -> None:
    """Guard: a bold `**Answer D**.` where the options above stop at C names no option: the
    line is left as written and the questions are warned as before."""
    res = result(_FOLDED_QUIZ.format(k1="**Answer D**.", k2="**Answer E**."))
    assert all(not c.choices for c in res.deck.cards)
    assert len(res.warnings) == 2
    assert all("no answer letter" in w for w in res.warnings)
