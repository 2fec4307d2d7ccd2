"""Importer layouts met in rounds Z217 and Z219: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_NUMBERED = "".join(
    f"### {n}. {q}\n\n**Answer:** {a}\n\n"
    for n, (q, a) in enumerate(
        [
            ("What is loam?", "A mix of sand, silt and clay."),
            ("Why test soil pH?", "Plants take up nutrients best in a range."),
            ("What is compost?", "Decayed organic matter."),
            ("How deep should you dig?", "One spade's depth."),
            ("When should you water?", "Early in the morning."),
            ("What is mulch for?", "It keeps the moisture in."),
            ("What is drip irrigation?", "Water delivered slowly at the roots."),
            ("How do you spot overwatering?", "Yellow leaves and soggy soil."),
        ],
        start=1,
    )
)

_INTRO = (
    "# Garden questions\n\n## Introduction\n\n"
    "This page gathers the questions people ask at the allotment, with short answers that a "
    "beginner can act on straight away, and a few notes on where each comes from.\n"
    "Read it in order or jump to a section.\n\n"
    "### What is gardening?\n\nGrowing plants on purpose, for food or for joy.\n\n"
    "### Who is this for?\n\n- Beginners\n- Allotment holders\n\n"
    "## Contents\n\n1. [Soil](#soil)\n2. [Water](#water)\n\n## Soil\n\n"
)


def test_asking_headings_above_numbered_question_headings_are_the_introduction() -> None:
    """`### 1. Q` headings with `**Answer:**` labels, above them an introduction whose own
    headings ask (`### What is X?`, `### Who is this for?`): the introduction, in no card."""
    res = result(_INTRO + _NUMBERED)
    cards = res.deck.cards
    assert len(cards) == 8
    assert [c.id for c in cards] == [f"q{n:02d}" for n in range(1, 9)]
    assert (cards[0].question, cards[0].answer) == (
        "What is loam?",
        "A mix of sand, silt and clay.",
    )
    assert (cards[-1].question, cards[-1].answer) == (
        "How do you spot overwatering?",
        "Yellow leaves and soggy soil.",
    )
    assert not any(c.question.startswith(("What is gardening", "Who is")) for c in cards)
    assert not res.skipped
    assert res.warnings == (
        "doc.md:5: 5 lines of introduction before the first question ('This page gathers the "
        "questions people ask at the allotme...'); not imported",
    )


def test_a_part_of_unnumbered_questions_before_the_numbered_part_stays() -> None:
    """Guard: three asking headings with answers above eight numbered ones are a part of
    the page's questions (a warm-up), not a preface of two or so headings."""
    warm_up = (
        "# Garden questions\n\n## Warm-up\n\n"
        "### What is a seed?\n\nA plant's start.\n\n"
        "### What is a bulb?\n\nA stored plant underground.\n\n"
        "### What is a weed?\n\nA plant where you do not want it.\n\n## Soil\n\n"
    )
    questions = [c.question for c in result(warm_up + _NUMBERED).deck.cards]
    assert questions[:3] == ["What is a seed?", "What is a bulb?", "What is a weed?"]
    assert len(questions) == 11


def test_asking_headings_above_too_few_numbered_questions_stay_cards() -> None:
    """Guard: with fewer than eight numbered questions the numbers may be a short list inside
    the page, and the asking headings above them are questions as before."""
    seven = _NUMBERED.split("### 8.")[0]
    res = result(_INTRO + seven)
    questions = [c.question for c in res.deck.cards]
    assert questions[:2] == ["What is gardening?", "Who is this for?"]
    assert len(questions) == 9


def test_an_asking_heading_above_labelled_or_continued_numbers_stays_a_question() -> None:
    """Guard: above `## Q1:` labelled headings an asking heading is a question the author
    did not label, and above headings numbered on from 9 the questions 1 to 8 are asked
    above them: neither is an introduction."""
    labelled = _NUMBERED.replace("### ", "### Q").replace(". ", ": ", 8)
    questions = [c.question for c in result(_INTRO + labelled).deck.cards]
    assert questions[:2] == ["What is gardening?", "Who is this for?"]
    assert len(questions) == 10
    later = "".join(f"### {n + 8}.{rest}" for n, rest in _numbered_parts())
    questions = [c.question for c in result(_INTRO + later).deck.cards]
    assert questions[:2] == ["What is gardening?", "Who is this for?"]
    assert len(questions) == 10


def _numbered_parts() -> list[tuple[int, str]]:
    """The numbered questions' headings, each as its number and the text after `N.`."""
    parts = _NUMBERED.split("### ")[1:]
    return [(int(p.split(".", 1)[0]), p.split(".", 1)[1]) for p in parts]


_SECTION_FOLDS = (
    "# Queue notes\n\n"
    "<details>\n<summary>Basics</summary>\n\n"
    "**Q1: What is a message queue?**  \nA: A buffer between producers and consumers.  \n\n"
    "**Q2: What is a dead-letter queue?**  \nA: Where messages go that could not be handled.  \n\n"
    "</details>\n\n"
    "<details>\n<summary>Delivery</summary>\n\n"
    "**Q1: What is at-least-once delivery?**  \nA: Every message arrives, perhaps twice.  \n\n"
    "</details>\n\n"
)


def test_folds_with_no_question_after_the_last_questions_fold_are_end_matter() -> None:
    """`<details>` section folds holding `**Q1:**` / `A:` pairs, then folds that ask nothing
    (good habits, a commands cheat sheet): in no card, reported, not the last answer's."""
    text = _SECTION_FOLDS + (
        "<details>\n<summary>Good habits</summary>\n\n"
        "- Make consumers **idempotent**.  \n- Watch the queue depth.  \n\n</details>\n\n"
        "<details>\n<summary>Handy commands</summary>\n\n"
        "```bash\n# list queues\nrabbitmqctl list_queues\n```\n\n</details>\n"
    )
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What is a message queue?", "A buffer between producers and consumers."),
        ("q02", "What is a dead-letter queue?", "Where messages go that could not be handled."),
        ("q01-2", "What is at-least-once delivery?", "Every message arrives, perhaps twice."),
    ]
    assert res.warnings == (
        "doc.md:17: question 1 repeats an id already used (q01); this one is q01-2",
        "doc.md:25: 6 lines of text between questions in no card "
        "('- Make consumers **idempotent**.'); not imported",
    )


def test_a_fold_under_the_last_answers_own_fold_stays_the_answers() -> None:
    """Guard: under a `### Q?` heading, an `Answer` fold then an `Example` fold are both the
    answer's: the folds open under the question, not after a fold that holds questions."""
    text = (
        "### What is a message queue?\n\n<details>\n<summary>Answer</summary>\n\n"
        "A buffer between producers and consumers.\n\n</details>\n\n"
        "### What is a dead-letter queue?\n\n<details>\n<summary>Answer</summary>\n\n"
        "Where messages go that could not be handled.\n\n</details>\n\n"
        "<details>\n<summary>Example</summary>\n\n- A bad order lands there.\n\n</details>\n"
    )
    res = result(text)
    assert len(res.deck.cards) == 2
    assert "A bad order lands there." in res.deck.cards[1].answer
    assert not res.warnings


def test_a_fold_after_every_questions_fold_stays_the_answers() -> None:
    """Guard: where each section fold of questions is followed by a fold of its own (a hint
    after every one), the last such fold is that section's too, as before."""
    hint = "<details>\n<summary>Hint</summary>\n\nThink of a post office.\n\n</details>\n\n"
    text = (
        _SECTION_FOLDS.replace(
            "</details>\n\n<details>\n<summary>Delivery",
            "</details>\n\n" + hint + "<details>\n<summary>Delivery",
        )
        + hint
    )
    res = result(text)
    assert len(res.deck.cards) == 3
    assert "Think of a post office." in res.deck.cards[-1].answer
