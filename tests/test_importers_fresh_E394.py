"""Importer layouts met in judge round Z229's fix (fixE11): steps numbered inside an answer
were split off as questions of their own. Each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result


def _fold(answer: str) -> str:
    return f"<details>\n  <summary>Answer</summary>\n\n{answer}\n\n</details>\n\n"


_SOCKET = "1. What is a socket?\n\n" + _fold("An endpoint of a connection.")
_LOCK = "3. What does a lock file hold?\n\n" + _fold("The exact versions.")
_STEPS = (
    "1. It reads the index.\n\n"
    "2. It resolves the dependencies:\n - the direct ones,\n - the transitive ones.\n\n"
    "3. It downloads the archives:\n - from the nearest mirror."
)


def _cards(res: ImportResult) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in res.deck.cards]


def test_steps_numbered_inside_an_answer_fold_stay_that_answer() -> None:
    """`N. question` lines each over a `<details>` answer fold, one fold holding numbered
    steps with ` - ` points under them: the steps `2.` and `3.` go on from no question (the
    fold answers the question above it and numbers its steps on its own), so they stay in
    its answer; before, they were cards `q02-2` and `q03` with two id warnings."""
    text = (
        _SOCKET
        + "2. Describe how a package manager installs a package.\n\n"
        + _fold(_STEPS)
        + _LOCK
    )
    res = result(text, "net.md")
    assert _cards(res) == [
        ("q01", "What is a socket?", "An endpoint of a connection."),
        (
            "q02",
            "Describe how a package manager installs a package.",
            "1. It reads the index.\n\n"
            "2. It resolves the dependencies:\n   - the direct ones,\n   - the transitive ones.\n\n"
            "3. It downloads the archives:\n   - from the nearest mirror.",
        ),
        ("q03", "What does a lock file hold?", "The exact versions."),
    ]
    assert res.warnings == ()
    assert res.skipped == ()


def test_a_topic_item_between_folded_questions_still_goes_on_from_them() -> None:
    """Near miss: `2. Port ranges` over its points sits outside any fold, between questions
    `1.` and `3.` answered in folds: its number goes on from theirs, a question as before."""
    text = _SOCKET + "2. Port ranges\n - well-known: 0 to 1023,\n - ephemeral: above.\n\n" + _LOCK
    res = result(text, "net.md")
    assert _cards(res) == [
        ("q01", "What is a socket?", "An endpoint of a connection."),
        ("q02", "Port ranges", "- well-known: 0 to 1023,\n- ephemeral: above."),
        ("q03", "What does a lock file hold?", "The exact versions."),
    ]
    assert res.warnings == ()


def _heading_question(n: int, topic: str, statement: str, answer: str) -> str:
    return (
        f"## Question {n} - {topic}\n\n**Statement** : {statement}\n\n"
        f"**Model answer** :\n\n{answer}\n\n---\n\n"
    )


_LOOKUP = (
    "**1. Local cache** :\n- The laptop looks in its own cache\n\n"
    "**2. Recursive lookup** :\n\n"
    "a) **Root server** :\n- The resolver asks a root server\n"
    "- Answer : the servers of the TLD\n\n"
    "b) **TLD server** :\n- Answer : the authoritative server\n\n"
    "**3. Back to the laptop** :\n- The resolver returns the address"
)


def test_a_bold_step_over_lettered_sub_steps_stays_in_the_answer() -> None:
    """Heading questions with a `**Model answer** :` made of bold numbered steps, one over
    `a) **Root server** :` sub-steps with `- Answer : x` points: a lettered line ending in a
    colon titles the points below it, no option, so the step is no quiz question inside the
    answer (before: a card `s2-q02 Recursive lookup :` took the rest of the answer, warned
    'a second - Answer :')."""
    text = "# Answers - open questions\n\n"
    text += _heading_question(1, "Caching", "Explain what a cache does.", "It keeps results.")
    text += _heading_question(2, "Name lookup", "Describe how a laptop finds an address.", _LOOKUP)
    text += _heading_question(3, "Routing", "Name two routing protocols.", "RIP and OSPF.")
    res = result(text.removesuffix("---\n\n"), "answers.md")
    assert _cards(res) == [
        ("q01", "Caching\n\nExplain what a cache does.", "It keeps results."),
        ("q02", "Name lookup\n\nDescribe how a laptop finds an address.", _LOOKUP),
        ("q03", "Routing\n\nName two routing protocols.", "RIP and OSPF."),
    ]
    assert res.warnings == ()
    assert res.skipped == ()


def test_a_numbered_stem_over_plain_lettered_options_is_still_a_quiz_question() -> None:
    """Near miss: a bold numbered line ending in a colon inside a heading question's answer,
    over lettered options that do not end in one (`a) /24`) and a key: a quiz question of its
    own after the topic, as before."""
    text = (
        "# Networking notes\n\n## What is a subnet?\n\nA slice of an address range.\n\n"
        "**1. Pick the mask that holds 254 hosts** :\n\na) /24\nb) /30\n\n**Answer:** a\n\n"
        "## What is a gateway?\n\nThe router a host sends foreign traffic to.\n"
    )
    res = result(text, "notes.md")
    cards = res.deck.cards
    assert [(c.id, c.question, c.answer, dict(c.choices)) for c in cards] == [
        ("q01", "What is a subnet?", "A slice of an address range.", {}),
        ("q01-2", "Pick the mask that holds 254 hosts :", "A", {"A": "/24", "B": "/30"}),
        ("q03", "What is a gateway?", "The router a host sends foreign traffic to.", {}),
    ]
