"""Importer layouts met in the 2026-12-01 rounds (Z186, Z188): each test is the shape of a
real document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from srs.importers import import_text
from srs.importers.boldquestionruns import bold_question_run
from tests.importing import result

_GARDEN = (
    "# Garden drill\n\n"
    "1. Which tool loosens soil best?\nA) Rake\nB) Fork\nC) Broom\n{k1}\n"
    "2. Think about the autumn tasks below:\nWhich bulb is planted before frost?\n"
    "A) Tulip\nB) Tomato\nC) Basil\n{k2}\n"
    "3. Which insect pollinates most fruit trees?\nA) Bee\nB) Ant\n{k3}"
)


def test_a_lead_in_ending_in_a_colon_over_a_keyless_question_is_a_question() -> None:
    """A keyless choice quiz whose second question opens with a lead-in ending in `:`, its
    question on the next line: it is a question (reported like the others), never the
    answer of the question above (which was an open card holding all of it)."""
    text = _GARDEN.format(k1="", k2="", k3="")
    with pytest.raises(DocumentError, match="3 questions found, none with an answer") as err:
        import_text(text, source="garden.md")
    assert "3 have options but no answer letter" in str(err.value)


def test_a_lead_in_ending_in_a_colon_joins_its_keyed_question() -> None:
    """Keyed, the lead-in and the question line are the card's question."""
    text = _GARDEN.format(k1="Answer: B\n", k2="Answer: A\n", k3="Answer: A\n")
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Which tool loosens soil best?", "B"),
        ("Think about the autumn tasks below: Which bulb is planted before frost?", "A"),
        ("Which insect pollinates most fruit trees?", "A"),
    ]
    assert not res.skipped


def test_a_lead_in_over_a_question_with_no_options_reads_as_before() -> None:
    """Guard: a numbered lead-in ending in `:` over its question line and an answer, no
    options under it, is the open card it was; the keyless questions around it reported."""
    text = (
        "# Garden drill\n\n"
        "1. Which tool loosens soil best?\nA) Rake\nB) Fork\nC) Broom\n\n"
        "2. Think about the autumn tasks below:\nWhich bulb is planted before frost?\n"
        "Tulips go in before the first frost.\n\n"
        "3. Which insect pollinates most fruit trees?\nA) Bee\nB) Ant\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "Think about the autumn tasks below: Which bulb is planted before frost?",
            "Tulips go in before the first frost.",
        )
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (3, "question 1 has options but no answer letter; skipped"),
        (12, "question 3 has options but no answer letter; skipped"),
    ]


_BOLD_RUNS = (
    "## Revisão de jardinagem\r\n\r\n"
    "**Perguntas gerais:**\r\n\r\n"
    "**Quando se poda uma roseira?** Explique o motivo.\r\n"
    "**Qual adubo serve para tomates?**\r\n"
    "**Como se rega um cacto?**\r\n\r\n"
    "**Perguntas avançadas:**\r\n\r\n"
    "**Por que as folhas amarelam?**\r\n"
    "1**O que é compostagem?**\r\n"
    "**Observação:** responda em grupo.\r\n"
)


def test_consecutive_bold_questions_with_no_answers_are_siblings() -> None:
    """CRLF, bold group labels, one bold question a line with no blank line between, no
    answers anywhere: every line is a question (a stray number before the bold too), none
    another's answer, all reported; the closing labelled note is no answer either."""
    with pytest.raises(DocumentError, match="5 questions found, none with an answer") as err:
        import_text(_BOLD_RUNS, source="jardim.md")
    assert "Perguntas" not in str(err.value)


def test_a_bold_question_run_over_an_answered_question_is_reported() -> None:
    """An answered bold question after the runs: it is the one card, and each line of the
    runs is a question of its own, reported unanswered."""
    text = _BOLD_RUNS.replace(
        "**Observação:** responda em grupo.\r\n",
        "\r\n**O que é uma muda?**\r\nUma planta jovem pronta para o transplante.\r\n",
    )
    res = result(text, source="jardim.md")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("O que é uma muda?", "Uma planta jovem pronta para o transplante."),
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (5, "question #1 has no answer; skipped"),
        (6, "question #2 has no answer; skipped"),
        (7, "question #3 has no answer; skipped"),
        (11, "question #4 has no answer; skipped"),
        (12, "question #5 has no answer; skipped"),
    ]


def test_bold_questions_answered_on_their_lines_are_no_run() -> None:
    """Guard: bold questions each answered after the bold on its line (`**Q?** A.`), or
    each over a plain answer line, are not a run of unanswered siblings."""
    answered = [
        "**Quando se poda uma roseira?** No fim do inverno.",
        "**Qual adubo serve para tomates?** Um adubo rico em potássio.",
    ]
    assert bold_question_run(answered) is None
    assert bold_question_run(["**When do you prune a rose?**", "At the end of winter."]) is None
    res = result("## Garden\n\n**When do you prune a rose?**\nAt the end of winter.\n")
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("When do you prune a rose?", "At the end of winter.")
    ]


def test_a_stem_ending_in_a_colon_over_marked_options_is_a_choice_question() -> None:
    """No numbers, no letters: stems that ask (`...?`) and stems their options complete
    (`... is used for:`), each over bullets with the right one marked `(Correct)`: every
    stem is a choice question, none dropped or glued into the card above."""
    text = (
        "# Garden review\n\n"
        "Which tool loosens clay soil?\n\n- Rake\n- Fork (Correct)\n\n"
        "A cold frame is used for:\n\n- hardening off seedlings (Correct)\n- storing tools\n\n"
        "Which bulb flowers first in spring?\n\n- Snowdrop (Correct)\n- Dahlia\n\n"
        "A compost heap needs:\n\n- only kitchen scraps\n- a mix of greens and browns (Correct)\n"
    )
    res = result(text)
    assert [(c.question, c.choices, c.answer) for c in res.deck.cards] == [
        ("Which tool loosens clay soil?", {"A": "Rake", "B": "Fork"}, "B"),
        ("A cold frame is used for:", {"A": "hardening off seedlings", "B": "storing tools"}, "A"),
        ("Which bulb flowers first in spring?", {"A": "Snowdrop", "B": "Dahlia"}, "A"),
        (
            "A compost heap needs:",
            {"A": "only kitchen scraps", "B": "a mix of greens and browns"},
            "B",
        ),
    ]
    assert not res.skipped
    assert not res.warnings


def test_a_colon_over_unmarked_bullets_stays_in_its_answer() -> None:
    """Guard: a line ending in a colon over bullets none of which is marked (an answer's
    points) is no stem: it stays in the answer of the question above."""
    text = (
        "# Garden notes\n\n"
        "Why mulch a bed?\n\nMulch keeps the soil moist.\n\nIts benefits include:\n\n"
        "- fewer weeds\n- steadier soil temperature\n\n"
        "Why rotate crops?\n\nRotation keeps soil pests from building up.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "Why mulch a bed?",
            "Mulch keeps the soil moist.\n\nIts benefits include:\n\n"
            "- fewer weeds\n- steadier soil temperature",
        ),
        ("Why rotate crops?", "Rotation keeps soil pests from building up."),
    ]
