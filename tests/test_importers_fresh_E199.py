"""Importer layouts met in judge rounds Z178 and Z166: each test is the shape of a real
document the importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

# -- a topic cheat-sheet with a few question headings and one section of bold questions -----


def test_topic_headings_among_bold_questions_and_asking_headings_are_all_cards() -> None:
    """`##` topic headings each over its notes, two asking headings among them and one
    section holding bold questions (`**...?**:` over the answer): every topic a card, each
    bold question a card of its own, nothing glued into the asking heading's answer and
    nothing dropped."""
    text = (
        "# Kitchen notes\n\n"
        "## Knives\n"
        "A chef's knife does most of the work.\n"
        "Keep it sharp.\n\n"
        "## Ovens\n"
        "**Why preheat the oven?**:\n"
        "So the food cooks evenly from the start.\n\n"
        "**Why rest the dough?**:\n"
        "The gluten relaxes.\n\n"
        "## Why salt pasta water?\n"
        "- It seasons the pasta from inside.\n\n"
        "## Stock\n"
        "Bones, water, a long simmer.\n\n"
        "```text\n"
        "simmer(bones, hours=6)\n"
        "```\n\n"
        "## Spices\n"
        "Toast them whole, then grind.\n\n"
        "## Why does bread go stale?\n"
        "Its starch crystallises again.\n\n"
        "## Pans\n"
        "Cast iron holds heat.\n"
    )
    imported = result(text)
    cards = [(c.id, c.question, c.answer) for c in imported.deck.cards]
    assert cards == [
        ("q01", "Knives", "A chef's knife does most of the work.\nKeep it sharp."),
        ("q02", "Why preheat the oven?", "So the food cooks evenly from the start."),
        ("q03", "Why rest the dough?", "The gluten relaxes."),
        ("q04", "Why salt pasta water?", "- It seasons the pasta from inside."),
        (
            "q05",
            "Stock",
            "Bones, water, a long simmer.\n\n```text\nsimmer(bones, hours=6)\n```",
        ),
        ("q06", "Spices", "Toast them whole, then grind."),
        ("q07", "Why does bread go stale?", "Its starch crystallises again."),
        ("q08", "Pans", "Cast iron holds heat."),
    ]
    assert all(c.choices == {} for c in imported.deck.cards)
    # the bold questions are their heading's; the topics after it are its siblings
    assert [c.tags for c in imported.deck.cards] == [(), ("ovens",), ("ovens",)] + [()] * 5
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_contents_list_does_not_make_the_heading_over_bold_questions_a_card() -> None:
    """A contents list linking every section, the section over bold questions among them:
    that heading stays their section (no empty card, nothing reported unanswered)."""
    text = (
        "# Garden\n\n"
        "- [Soil](#soil)\n- [Pruning](#pruning)\n- [Why mulch?](#why-mulch)\n"
        "- [Compost](#compost)\n- [Seeds](#seeds)\n\n"
        "## Soil\nLoam drains well and holds food.\n\n"
        "## Pruning\n"
        "**When should roses be pruned?**:\nIn late winter.\n\n"
        "**Why cut above a bud?**:\nThe new shoot grows from there.\n\n"
        "## Why mulch?\nIt keeps the soil moist.\n\n"
        "## Compost\nGreens and browns, turned often.\n\n"
        "## Seeds\nSow them at twice their depth.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "Soil",
        "When should roses be pruned?",
        "Why cut above a bud?",
        "Why mulch?",
        "Compost",
        "Seeds",
    ]
    assert imported.deck.cards[1].answer == "In late winter."
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_bold_questions_outnumbering_the_plain_headings_keep_them_as_sections() -> None:
    """Guard: where the bold questions are as many as the plain headings or more, the page
    is a Q&A sheet in sections: the bold questions are the cards, as before, and the text
    under a plain heading is reported, not carded."""
    text = (
        "# Shell\n\n"
        "## Pipes\n"
        "**What does | do?**\nFeeds one command's output to the next.\n\n"
        "**What does tee do?**\nCopies its input to a file and to its output.\n\n"
        "## Files\n"
        "**How do you count lines?**\nWith `wc -l`.\n\n"
        "## Notes\n"
        "Read the man pages.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "What does | do?",
        "What does tee do?",
        "How do you count lines?",
    ]


def test_list_items_that_ask_keep_the_topic_headings_no_cards() -> None:
    """Guard: the questions outside the headings are list items that ask and answer on
    their line (`- Need details? -> reviews/`), not bold lines: the plain headings stay
    the introduction, as before, and the items are the cards."""
    text = (
        "# Study folders\n\n"
        "## Notes\nShort notes for the night before.\n\n"
        "## Reviews\nLong reviews of each practice test.\n\n"
        "## Guides\nThe big picture, one page per domain.\n\n"
        "## Schedule\nOne folder a week.\n\n"
        "## Drills\nTimed sets of ten.\n\n"
        "## Errata\nFixes to the practice tests.\n\n"
        "## By place\n"
        "- Need quick facts? → `notes/`\n"
        "- Need details? → `reviews/`\n"
        "- Need the big picture? → `guides/`\n"
        "- Need a plan? → `schedule/`\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == [
        "Need quick facts?",
        "Need details?",
        "Need the big picture?",
        "Need a plan?",
    ]
    assert len(imported.warnings) == 1
    assert "lines of introduction" in imported.warnings[0]


# -- a bold question's colon after its closing `**` ------------------------------------------


def test_a_colon_after_a_bold_question_is_no_part_of_its_answer() -> None:
    """`**...?**:` (or `**...?** -`) alone on its line over the answer: the punctuation is
    the label's; the answer starts on the next line."""
    text = (
        "## Loops\n\n"
        "**Can a loop run zero times?**:\nYes, when its condition is false at once.\n\n"
        "**Can a loop have two exits?**:  \nYes, with `break`.\n\n"
        "**What ends a `while` loop?** -\nA false condition.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "Can a loop run zero times?", "Yes, when its condition is false at once."),
        ("q02", "Can a loop have two exits?", "Yes, with `break`."),
        ("q03", "What ends a `while` loop?", "A false condition."),
    ]
    assert imported.warnings == ()


def test_an_answer_after_the_colon_on_the_line_is_kept_as_before() -> None:
    """Guard: `**...?**: answer` on one line keeps its answer; a bold question with nothing
    after it reads as before."""
    text = (
        "## Loops\n\n"
        "**Can a loop run zero times?**: Yes, when its condition is false.\n\n"
        "**Can a loop have two exits?**\nYes, with `break`.\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("Can a loop run zero times?", "Yes, when its condition is false."),
        ("Can a loop have two exits?", "Yes, with `break`."),
    ]


# -- bold terms after a sheet's bold questions ------------------------------------------------


def test_bold_terms_after_the_last_bold_question_are_cards_of_their_own() -> None:
    """`**question?**` over `- answer` bullets, then `**Term**` over `- definition` bullets
    in the same form: each term a card (term -> its bullets), none glued into the last
    question's answer."""
    text = (
        "**What does a compiler do?**\n- It turns source code into machine code.\n\n"
        "**What does a linker do, and when\ndoes it run?**\n- It joins object files, after"
        " compiling.\n\n"
        "**Heap**\n- Memory handed out at run time.\n- Freed by hand or by a collector.\n\n"
        "**Call stack**\n- Frames for calls and their locals.\n\n\n\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q01", "What does a compiler do?", "- It turns source code into machine code."),
        (
            "q02",
            "What does a linker do, and when does it run?",
            "- It joins object files, after compiling.",
        ),
        ("q03", "Heap", "- Memory handed out at run time.\n- Freed by hand or by a collector."),
        ("q04", "Call stack", "- Frames for calls and their locals."),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_bold_answer_parts_after_the_last_question_stay_in_its_answer() -> None:
    """Guard: after the last bold question, bold lines that name parts of an answer
    (`**Example**`), a bold line that is not alone as a paragraph, and one over prose
    rather than bullets are the answer's, as before."""
    text = (
        "**What is a queue?**\n- First in, first out.\n\n"
        "**What is a stack?**\n- Last in, first out.\n\n"
        "**Example**\n- A pile of plates.\n\n"
        "**Undo history**\nThe last change is undone first.\n"
    )
    imported = result(text)
    cards = [(c.question, c.answer) for c in imported.deck.cards]
    assert cards == [
        ("What is a queue?", "- First in, first out."),
        (
            "What is a stack?",
            "- Last in, first out.\n\n**Example**\n- A pile of plates.\n\n"
            "**Undo history**\nThe last change is undone first.",
        ),
    ]


def test_a_bold_line_repeated_after_the_last_question_is_a_label_not_terms() -> None:
    """Guard: a bold line written twice after the last question (`**Tip**`) is a label the
    answer repeats: no entries are made."""
    text = (
        "**What is a queue?**\n- First in, first out.\n\n"
        "**What is a stack?**\n- Last in, first out.\n\n"
        "**Tip**\n- Draw it.\n\n**Tip**\n- Say it aloud.\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is a queue?", "What is a stack?"]
    assert imported.deck.cards[1].answer.endswith("**Tip**\n- Say it aloud.")


def test_questions_under_a_section_and_after_its_bold_questions_keep_its_tag() -> None:
    """Guard: bold questions, then heading questions deeper than their section's heading
    (`### What is a tag?` under `## Basics`): all the section's, tagged with it, as before;
    only a heading at the section's own level after bold questions is its sibling."""
    text = (
        "# Git\n\n## Basics\n\n"
        "**What is a commit?**\nA snapshot of the tree.\n\n"
        "**What is a branch?**\nA movable name for a commit.\n\n"
        "### What is a tag?\nA fixed name for a commit.\n\n"
        "## Remotes\n\n**What is a remote?**\nAnother copy of the repository.\n"
    )
    imported = result(text)
    assert [(c.question, c.tags) for c in imported.deck.cards] == [
        ("What is a commit?", ("basics",)),
        ("What is a branch?", ("basics",)),
        ("What is a tag?", ("basics",)),
        ("What is a remote?", ("remotes",)),
    ]
