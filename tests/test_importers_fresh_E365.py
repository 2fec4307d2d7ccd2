"""Findings of a judge's round (Z215): layouts the importer read wrong.

- A `- question` bullet over its fenced answer that opens with a lower-case name (`- scene
  delegate에 대해 설명하시오.`) was glued with its answer onto the card above it.
- A bold `**Difference between X and Y**` with only a link to its answer was text in no card,
  while the other link-only bullets were each named unanswered.
- In a bank of questions with no answers under `## N. Topic` headings, a section whose list
  follows an italic note, or that holds only prose, was a card of its heading.
- Plain-text notes numbered high (`56 . What ...?`, a space before the dot) whose answer
  lists its steps from `1.` under `Ans: ...:`, one step opening like a question (`2. Will
  ...`): the steps after it became junk questions and the answer was cut.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

_FENCED_BULLETS = (
    "## Web\n\n"
    "- What is a service worker?\n\n"
    "```\nA script the browser runs apart from the page.\n```\n\n"
    "- {middle}\n\n"
    "```\nIt is parsed, then rendered in stages.\n```\n\n"
    "- Explain the event loop.\n\n"
    "```\nOne task at a time, then the microtasks.\n```\n"
)


def _fenced(text: str) -> str:
    return f"```\n{text}\n```"


def test_a_lower_case_bullet_over_its_fenced_answer_is_its_own_question() -> None:
    """`- explain how ...` among `- What is X?` bullets, each over a fenced answer: a card of
    its own, whatever its first letter's case (in any language: `- webview를 설명하시오.`)."""
    for middle in ("explain how a page loads.", "webview 렌더링 과정을 설명하시오."):
        imported = result(_FENCED_BULLETS.format(middle=middle))
        cards = imported.deck.cards
        assert [(c.question, c.answer) for c in cards] == [
            (
                "What is a service worker?",
                _fenced("A script the browser runs apart from the page."),
            ),
            (middle, _fenced("It is parsed, then rendered in stages.")),
            ("Explain the event loop.", _fenced("One task at a time, then the microtasks.")),
        ]
        assert [c.id for c in cards] == ["q01", "q02", "q03"]
        assert imported.warnings == ()


def test_a_lower_case_bullet_that_does_not_ask_stays_in_the_answer_above() -> None:
    """Guard: a lower-case bullet that asks nothing (`- install it with pip:` over its
    command) is a step of the answer above, as before."""
    text = _FENCED_BULLETS.format(middle="then install it with pip:")
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is a service worker?", "Explain the event loop."]
    assert "then install it with pip:" in cards[0].answer


_LINKED_SHEET = (
    "# Go questions\n\n"
    "* **What is a goroutine?**\n"
    "\t- A function running concurrently with others.\n\n"
    "* **{middle}** [Answer](https://example.org/go/middle.md)\n\n"
    "* **What is a channel?** [Answer](https://example.org/go/channel.md)\n\n"
    "* **Explain defer.**\n"
    "\t- It runs a call when the function returns.\n"
)


def test_a_bold_difference_with_a_link_to_its_answer_is_reported_unanswered() -> None:
    """`* **Difference between X and Y** [Answer](url)` among link-only bullets: a question
    with no answer, named as such, with a full stop or none (not text in no card)."""
    for middle in ("Difference between arrays and slices", "Difference between new and make."):
        imported = result(_LINKED_SHEET.format(middle=middle))
        cards = imported.deck.cards
        assert [(c.id, c.question) for c in cards] == [
            ("q01", "What is a goroutine?"),
            ("q03", "Explain defer."),
        ]
        assert cards[0].answer == "A function running concurrently with others."
        assert len(imported.warnings) == 2
        assert "question #2 has no answer" in imported.warnings[0]
        assert f"'* **{middle}** [Answer]" in imported.warnings[1]
        assert "looks like a question, but no answer was found" in imported.warnings[1]


def test_a_bold_topic_with_a_link_is_still_text_in_no_card() -> None:
    """Guard: a bold topic that names no difference (`**Go memory model** [Read](url)`)
    stays text between questions, as before."""
    imported = result(_LINKED_SHEET.format(middle="Go memory model"))
    assert [c.question for c in imported.deck.cards] == ["What is a goroutine?", "Explain defer."]
    assert any("of text between questions in no card" in w for w in imported.warnings)
    assert not any("looks like a question" in w for w in imported.warnings)


_BANK = (
    "Questions from my data engineering interviews, by round.\n\n"
    "## 1. Warm-up\n\n"
    "1. Walk me through your resume.\n"
    "2. Why do you want this role?\n\n"
    "## 2. Pipelines\n\n"
    "*Asked about my own work:*\n\n"
    "1. Describe the largest pipeline you built.\n"
    "2. How did you handle late data?\n\n"
    "## 3. Streaming\n"
    "{third}\n\n"
    "## 4. SQL\n\n"
    "1. How do you find duplicate rows?\n"
    "2. When would you use a window function?\n"
)


def test_section_headings_of_a_question_bank_with_no_answers_are_no_cards() -> None:
    """`## N. Topic` sections over numbered questions, none answered: a section whose list
    follows an italic note, and one holding only prose, are sections too; every question is
    reported unanswered and the note and prose are text in no card."""
    text = _BANK.format(third="No interviewer ever asked me about streaming.")
    with pytest.raises(DocumentError, match="6 questions found, none with an answer"):
        result(text)


def test_a_bank_with_one_answered_question_keeps_its_sections_out_of_cards() -> None:
    """The same bank with one answered question so it imports: the sections are no cards
    (their note and prose are no answer), and their six questions are named unanswered."""
    text = _BANK.format(third="No interviewer ever asked me about streaming.").replace(
        "2. When would you use a window function?\n",
        "2. When would you use a window function?\n\n## 5. Bonus question?\n\nPartition-wise ranks.\n",
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer) for c in imported.deck.cards] == [
        ("q05", "Bonus question?", "Partition-wise ranks.")
    ]
    assert [w.split(": ", 1)[1].split("'")[1] for w in imported.warnings] == [
        "1. Walk me through your resume.",
        "2. Why do you want this role?",
        "1. Describe the largest pipeline you built.",
        "2. How did you handle late data?",
        "1. How do you find duplicate rows?",
        "2. When would you use a window function?",
    ]
    assert all("looks like a question, but no answer was found" in w for w in imported.warnings)


def test_headings_answered_in_prose_over_follow_up_questions_stay_cards() -> None:
    """Guard: `## 1. Explain closures` over a prose answer and then its follow-up questions
    is a question answered by that prose; the rule reads only notes before a list."""
    text = (
        "## 1. Explain closures\n\n"
        "A closure keeps the variables of the scope it was made in.\n\n"
        "1. What does it capture?\n2. Why use one?\n\n"
        "## 2. Explain promises\n\n"
        "A promise stands for a value that arrives later.\n\n"
        "1. What states does it have?\n2. How do you chain them?\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["Explain closures", "Explain promises"]
    assert cards[0].answer.startswith("A closure keeps the variables")


_ANSWERED = "".join(
    f"{n}. What does {word} mean?\nAns. It means {word}.\n\n"
    for n, word in enumerate(("staging", "triage", "severity", "priority", "scope"), start=26)
)
_STEPS = _ANSWERED + (
    "31. What is a hotfix?\n"
    "Ans. A small change shipped outside the release train.\n\n"
    "32. Who approves a rollback?\n"
    "33 . How would you triage a flaky suite?\n"
    "Ans: I would go about it like this:\n"
    "1. Rerun the failing tests alone.\n"
    "2. Will quarantine the ones that still flip, and keep the rest of the suite running.\n"
    "Once a flaky test is quarantined, somebody on the team should file a ticket for it.\n"
    "3. It may be that the runners share state, or that their clocks differ\n"
    "from the build server.\n"
    "{after}"
    "34. What is a canary release?\n"
)


def test_a_list_restarting_at_1_under_an_answer_label_is_the_answers_own() -> None:
    """`33. ...` / `Ans: ... like this:` / `1.` `2.` `3.` steps at the margin, some wrapped
    onto a second line, then `34.`: the steps are question 33's answer, no question of their
    own, up to where the questions' numbering resumes."""
    imported = result(_STEPS.format(after="\n"), source="notes.txt")
    cards = imported.deck.cards
    assert [(c.id, c.question) for c in cards[5:]] == [
        ("q31", "What is a hotfix?"),
        ("q33", "How would you triage a flaky suite?"),
    ]
    assert [c.id for c in cards[:5]] == ["q26", "q27", "q28", "q29", "q30"]
    assert cards[5].answer == "A small change shipped outside the release train."
    assert cards[6].answer.startswith("I would go about it like this:")
    for step in ("1. Rerun the failing tests alone.", "from the build server."):
        assert step in cards[6].answer
    assert "What is a canary release?" not in cards[6].answer
    named = [w.split(": ", 1)[1] for w in imported.warnings]
    assert len(named) == 2
    assert "32" in named[0] and "no answer" in named[0]
    assert "34. What is a canary release?" in named[1] and "no answer" in named[1]


def test_questions_restarting_at_1_under_an_answer_label_stay_questions() -> None:
    """Guard: items from `1.` under `Ans: ... these:` of which most ask are the next
    questions, numbered afresh, not the answer's list, as before."""
    text = _ANSWERED + (
        "31 . What is a smoke test?\n"
        "Ans: A quick check. Related questions are these:\n"
        "1. What is a sanity test?\n"
        "2. What is a regression test?\n"
        "3. Add a test to the suite.\n"
        "32. What is a canary release?\n"
    )
    imported = result(text, source="notes.txt")
    assert [c.question for c in imported.deck.cards[5:]] == ["What is a smoke test?"]
    assert imported.deck.cards[5].answer == "A quick check. Related questions are these:"
    named = [w.split(": ", 1)[1] for w in imported.warnings]
    assert [n.split("'")[1] for n in named] == [
        "1. What is a sanity test?",
        "2. What is a regression test?",
        "3. Add a test to the suite.",
        "32. What is a canary release?",
    ]


def test_questions_restarting_at_1_after_a_plain_answer_stay_questions() -> None:
    """Guard: `1.` after an answer that is no label with a colon (a new round of questions,
    numbered afresh) starts questions, as before."""
    text = _ANSWERED + (
        "31. What is a smoke test?\n"
        "Ans. A quick check that the build can be tested.\n\n"
        "1. What is a sanity test?\n"
        "Ans. A narrow check after a small change.\n\n"
        "2. What is a regression test?\n"
        "Ans. A rerun of old tests after a change.\n"
    )
    cards = result(text, source="notes.txt").deck.cards
    assert [c.question for c in cards[5:]] == [
        "What is a smoke test?",
        "What is a sanity test?",
        "What is a regression test?",
    ]
