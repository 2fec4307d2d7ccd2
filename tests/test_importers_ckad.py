"""Hands-on exam tasks: a numbered heading (`### 01-01. Docker Question`) over the task's
steps in bullets and the folds that hide its solution (srs.importers.headedsteps,
srs.importers.banksections, srs.importers.dashedchapters)."""

from __future__ import annotations

from tests.importing import result


def _task(number: str, title: str, steps: list[str], folds: tuple[str, ...] = ("Solution",)) -> str:
    bullets = "\n".join(f"* {step}" for step in steps)
    hidden = "".join(
        f'<details class="faq box"><summary>{summary}</summary>\n<p>\n\n'
        f"```bash\necho {number} {k}\n```\n\n</p>\n</details>\n\n"
        for k, summary in enumerate(folds)
    )
    return f"### {number}. {title}\n{bullets}\n\n{hidden}"


_STEPS = (
    "# CKAD\n\n"
    + _task(
        "01-01",
        "Task 1 Question",
        [
            "Create a container from the attached `Dockerfile`.",
            "Name the image `my-image`.",
            "Run the container on port `8080`.",
            "Name the container `c`. Stop the container.",
        ],
    )
    + _task("01-02", "Task 2 Question", ["Create a namespace called `ns`.", "Create a pod."])
    + _task("01-03", "Task 3 Question", ["Create a namespace `x`.", "Mount the claim."])
)


def test_a_fold_after_a_headings_steps_answers_the_heading_not_the_last_step() -> None:
    imported = result(_STEPS)
    cards = imported.deck.cards
    assert [card.question.split("\n")[0] for card in cards] == [
        "Task 1 Question",
        "Task 2 Question",
        "Task 3 Question",
    ]
    assert cards[0].question.endswith(
        "* Run the container on port `8080`.\n* Name the container `c`. Stop the container."
    )
    assert cards[1].question == (
        "Task 2 Question\n* Create a namespace called `ns`.\n* Create a pod."
    )
    assert [card.answer for card in cards] == [
        "```bash\necho 01-01 0\n```",
        "```bash\necho 01-02 0\n```",
        "```bash\necho 01-03 0\n```",
    ]
    assert [card.id for card in cards] == ["q01", "q02", "q03"]
    assert imported.warnings == ()


def test_several_step_folds_under_a_task_are_its_one_answer() -> None:
    text = "# CKAD\n\n" + "".join(
        _task(
            f"03-0{n}",
            f"Deploy {n} Question",
            ["Create a namespace called `app`.", f"Create a deployment with `{n}` replicas."],
            ("Prerequisites", "Solution"),
        )
        for n in (1, 2)
    )
    imported = result(text)
    cards = imported.deck.cards
    assert [card.id for card in cards] == ["q01", "q02"]
    assert cards[1].question == (
        "Deploy 2 Question\n* Create a namespace called `app`.\n"
        "* Create a deployment with `2` replicas."
    )
    assert cards[1].answer == (
        "**Prerequisites**\n\n```bash\necho 03-02 0\n```\n\n"
        "**Solution**\n\n```bash\necho 03-02 1\n```"
    )
    assert imported.warnings == ()


def test_dashed_chapter_numbers_keep_ids_unique_across_chapters() -> None:
    text = "# CKAD\n\n" + "".join(
        _task(number, f"Task {number} Question", ["Create a namespace.", "Create a pod."])
        for number in ("01-01", "01-02", "02-01", "02-02")
    )
    cards = result(text).deck.cards
    assert [card.id for card in cards] == ["q101", "q102", "q201", "q202"]
    assert cards[2].question.startswith("Task 02-01 Question\n")


def test_dashed_numbers_that_do_not_count_from_1_stay_in_the_question() -> None:
    text = (
        "# Kids\n\n## 10-12. Which games suit these ages?\n\nBoard games.\n\n"
        "## 13-15. Which games suit these ages?\n\nVideo games.\n\n"
        "```\n# 01-01. a comment\n# 01-02. another\n```\n"
    )
    cards = result(text).deck.cards
    assert [card.question for card in cards] == [
        "10-12. Which games suit these ages?",
        "13-15. Which games suit these ages?",
    ]
    assert "# 01-01. a comment" in cards[1].answer


def test_a_dashed_number_closed_by_a_bracket_numbers_its_heading() -> None:
    text = "# Quiz\n\n### 2-1) Why X?\n\nBecause.\n\n### 2-2) Why Y?\n\nSo.\n"
    cards = result(text).deck.cards
    assert [(card.id, card.question) for card in cards] == [("q01", "Why X?"), ("q02", "Why Y?")]


def test_questions_each_over_a_fold_of_their_own_stay_one_card_each() -> None:
    text = (
        "# Notes\n\n## Basics\n\n"
        "- What is a pod?\n\n<details><summary>Answer</summary>\n\nThe smallest unit.\n\n"
        "</details>\n\n"
        "- What is a node?\n\n<details><summary>Answer</summary>\n\nA machine.\n\n</details>\n"
    )
    cards = result(text).deck.cards
    assert [(card.question, card.answer) for card in cards] == [
        ("What is a pod?", "The smallest unit."),
        ("What is a node?", "A machine."),
    ]
