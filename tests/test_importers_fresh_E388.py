"""Importer layouts met on fresh public documents (the held-out round Z226, mended in fix
E388): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread: a key line opening with the crowd's pick (`Most voted: A, Answer: B`),
questions parted by empty `##` headings with their lead-in above the question sentence, and
an option ending in a glob's star.
"""

from __future__ import annotations

from tests.importing import result


def _voted(key_line: str, folded: bool = True) -> str:
    """A two-question exam page, the first keyed by `key_line` (in a fold when `folded`)."""
    first = (
        "## Question 01\n\nWhich planet is the largest?\n\n"
        "A. Mars  \nB. Jupiter  \nC. Venus  \nD. Earth\n\n"
    )
    if folded:
        first += f"<details>\n<summary>Show answer</summary>\n\n{key_line}\n\n</details>\n\n"
    else:
        first += f"{key_line}\n\n"
    second = (
        "## Question 02\n\nWhich gas do plants take in?\n\n"
        "A. Oxygen  \nB. Carbon dioxide  \nC. Helium\n\n"
        "<details>\n<summary>Show answer</summary>\n\nAnswer: B\n\n</details>\n"
    )
    return "# Practice set\n\n" + first + second


def test_a_key_line_opening_with_the_crowds_pick_is_read_after_the_answer_label() -> None:
    """`Most voted: A, Answer: B`: the letter after the answer label is the key; the pick
    before it is a remark, kept in the explanation. It was an open card warned 'no answer
    letter'."""
    got = result(_voted("Most voted: A, Answer: B"))
    first, second = got.deck.cards
    assert (first.question, first.answer) == ("Which planet is the largest?", "B")
    assert first.choices == {"A": "Mars", "B": "Jupiter", "C": "Venus", "D": "Earth"}
    assert "Most voted: A" in first.explanation
    assert (second.question, second.answer) == ("Which gas do plants take in?", "B")
    assert got.warnings == ()
    assert got.skipped == ()


def test_a_korean_key_line_after_the_pick_outside_a_fold() -> None:
    """`Most Voted: D, 정답은: C` right under the options (no fold): the key is C."""
    got = result(_voted("Most Voted: D, 정답은: C", folded=False))
    assert [c.answer for c in got.deck.cards] == ["C", "B"]
    assert got.warnings == ()


def test_several_keys_after_the_pick_make_the_open_card_of_several_right_options() -> None:
    """`Most Voted: AB (60%), Answer: B, D`: two right options, as `Answer: B, D` alone."""
    got = result(_voted("Most Voted: AB (60%), Answer: B, D"))
    first = got.deck.cards[0]
    assert first.choices == {}
    assert first.answer == "- Jupiter\n- Earth"
    assert got.warnings == ("doc.md:13: question 1 has 2 right options (B, D); made an open card",)


def test_a_remark_naming_a_letter_without_an_answer_label_is_no_key() -> None:
    """Near miss: `Note: B, as the book says, is tempting.` names no key after its letter:
    the question stays unkeyed, an open card warned as before."""
    got = result(_voted("Note: B, as the book says, is tempting."))
    first = got.deck.cards[0]
    assert first.choices == {}
    assert first.answer.startswith("Note: B, as the book says")
    assert got.warnings == (
        "doc.md:3: question 1 has options but no answer letter; made an open card "
        "(its explanation is the answer)",
    )


_DIVIDED = (
    "Which tool lists files?\n\n"
    "a. ls\\\nb. cd\\\nc. pwd\n\nAnswer: a\n\n"
    "##\n"
    "Read the settings below. Assume no other file exists.\n"
    "```yaml\nport: 9000\n```\n"
    "Which port is used?\n\n"
    "a. 80\\\nb. 9000\\\nc. 22\n\nAnswer: b\n\n"
    "##\n"
    "A build passed yesterday.\n\n"
    "Today it fails at the link step.\n\n"
    "What changed most likely?\n\n"
    "a. A library moved.\\\nb. The moon.\\\nc. Nothing.\n\nAnswer: a\n\n"
    "##\n"
    "Which pattern matches every log file?\n\n"
    "a. logs/*.log\\\nb. logs/\\\nc. log\n\nAnswer: a\n"
)


def test_empty_headings_part_questions_whose_lead_in_is_part_of_the_question() -> None:
    """`##` alone between questions, a scenario or a yaml block above the question sentence:
    everything from the divider to the options is the question. The lead-ins were dropped
    as text between questions (warned), the questions left unanswerable."""
    got = result(_DIVIDED)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "Which tool lists files?",
        "Read the settings below. Assume no other file exists.\n"
        "```yaml\nport: 9000\n```\nWhich port is used?",
        "A build passed yesterday.\n\nToday it fails at the link step.\n\n"
        "What changed most likely?",
        "Which pattern matches every log file?",
    ]
    assert [c.answer for c in cards] == ["A", "B", "A", "A"]
    assert cards[1].choices == {"A": "80", "B": "9000", "C": "22"}
    assert got.warnings == ()
    assert got.skipped == ()


def test_an_options_last_star_is_its_own_when_its_line_opens_with_no_mark() -> None:
    """`a. logs/*.log` keeps its star, and so does `a. git tag -l v1.*`: a glob's, no
    emphasis left over from a cut-off label."""
    got = result(_DIVIDED)
    assert got.deck.cards[3].choices["A"] == "logs/*.log"
    text = "Which command lists the 1.x tags?\n\na. git tag -l v1.*\\\nb. git tag\n\nAnswer: a\n"
    card = result(text).deck.cards[0]
    assert (card.choices, card.answer) == ({"A": "git tag -l v1.*", "B": "git tag"}, "A")


def test_a_labels_star_cut_off_with_its_opening_mark_still_goes() -> None:
    """Near miss: `*Q: What is a glob?*` (the label cut the opening star off): the closing
    star left after the question mark is emphasis, cut as before; the answer's `*.log` stays."""
    text = "*Q: What is a glob?*\nA: A pattern such as *.log\n\n*Q: What is a path?*\nA: A place.\n"
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a glob?", "A pattern such as *.log"),
        ("What is a path?", "A place."),
    ]


def test_empty_headings_between_prose_sections_are_left_alone() -> None:
    """Near miss: `##` dividers between notes, one section holding no options: they part
    prose, not questions; the document reads as before (its one question, its notes)."""
    text = (
        "Which tool lists files?\n\na. ls\nb. cd\n\nAnswer: a\n\n"
        "##\nSome notes on shells.\n\nWhich shell is default?\n\na. bash\nb. fish\n\nAnswer: a\n\n"
        "##\nMore notes, no question here.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "Which tool lists files?",
        "Which shell is default?",
    ]
    assert any("Some notes on shells." in w for w in got.warnings)
