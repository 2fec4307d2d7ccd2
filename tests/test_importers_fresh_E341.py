"""Importer layouts met in round Z209: a paragraph ruled off on both sides (`---`) between a
question's answer and the heading of what follows introduces that, never the answer above.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def test_a_ruled_intro_before_a_new_quiz_section_is_no_explanation() -> None:
    """`#### **N. ...**` choice questions under `### Round ...` sections; between the rounds a
    paragraph set apart by `---` on both sides speaks of the next round: reported as text
    between questions, never the last choice card's explanation."""
    text = (
        "### Round A: Storage\n\n"
        "#### **1. Which command lists block devices?**\n"
        "   - a) lsblk\n   - b) pwd\n   - c) echo\n\n"
        "   **Answer:** **a) lsblk**\n\n---\n\n"
        "#### **2. Which file lists mounts at boot?**\n"
        "   - a) /etc/hosts\n   - b) /etc/fstab\n   - c) /etc/passwd\n\n"
        "   **Answer:** **b) /etc/fstab**\n\n---\n"
        "This next round is about user accounts; each answer is shown below its question.\n\n"
        "---\n\n"
        "### Round B: Accounts\n\n"
        "#### **1. Which command adds a user?**\n"
        "   - a) useradd\n   - b) rmdir\n   - c) touch\n\n"
        "   **Answer:** **a) useradd**\n"
    )
    res = result(text)
    cards = res.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        ("Which command lists block devices?", "A", ""),
        ("Which file lists mounts at boot?", "B", ""),
        ("Which command adds a user?", "A", ""),
    ]
    assert [c.id for c in cards] == ["q01", "q02", "s1-q01"]
    assert len(res.warnings) == 1
    assert ":20: 1 line of text between questions in no card ('This next round" in res.warnings[0]


def test_a_ruled_intro_before_a_new_section_is_no_open_answer() -> None:
    """`### What ...?` open questions under `## ...` sections; a German paragraph ruled off
    before the next section's heading is reported, the answer above stays its own."""
    text = (
        "# Shell notes\n\n## Files\n\n"
        "### What does `ln -s` make?\nA symbolic link that points at another path.\n\n"
        "---\n\nDie folgenden Fragen behandeln Prozesse und Signale.\n\n---\n\n"
        "## Processes\n\n"
        "### What does `kill -9` send?\nThe SIGKILL signal, which cannot be caught.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does `ln -s` make?", "A symbolic link that points at another path."),
        ("What does `kill -9` send?", "The SIGKILL signal, which cannot be caught."),
    ]
    assert len(res.warnings) == 1
    assert ":10: 1 line of text between questions in no card ('Die folgenden" in res.warnings[0]


def test_a_ruled_intro_naming_the_next_questions_at_their_level_is_reported() -> None:
    """Questions all `###`, no section heading: a ruled-off paragraph that speaks of the
    questions after it (`Las siguientes preguntas ...`) introduces them."""
    text = (
        "# Python checks\n\n"
        "### What does `zip()` pair up?\nItems at the same position in several iterables.\n\n"
        "---\n\nLas siguientes preguntas tratan de excepciones.\n\n---\n\n"
        "### What does `raise` do?\nIt throws an exception up the stack.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("What does `zip()` pair up?", "Items at the same position in several iterables."),
        ("What does `raise` do?", "It throws an exception up the stack."),
    ]
    assert len(res.warnings) == 1
    assert "('Las siguientes preguntas" in res.warnings[0]


def test_an_answer_going_on_past_its_rules_keeps_its_paragraphs() -> None:
    """Guard: a note after a rule with no second rule before the next question, and a page
    ruling off every answer's last paragraph (even one saying `next`, naming no questions)
    before the next question of the same level: the answer's own, no warning."""
    text = (
        "# Git drills\n\n"
        "### What does `git stash` keep?\nUncommitted changes, set aside on a stack.\n\n"
        "---\n\n**Note:** untracked files stay unless you pass `-u`.\n\n"
        "### What does `git reflog` list?\nWhere HEAD and the branches pointed, in order.\n\n"
        "---\n\nThe next time HEAD moves, a new entry is written at the top.\n\n---\n\n"
        "### What does `git blame` show?\nWho last changed each line, and in which commit.\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        (
            "What does `git stash` keep?",
            "Uncommitted changes, set aside on a stack.\n\n"
            "**Note:** untracked files stay unless you pass `-u`.",
        ),
        (
            "What does `git reflog` list?",
            "Where HEAD and the branches pointed, in order.\n\n"
            "The next time HEAD moves, a new entry is written at the top.",
        ),
        ("What does `git blame` show?", "Who last changed each line, and in which commit."),
    ]
    assert not res.warnings
