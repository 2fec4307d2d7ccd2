"""Round Z275 (2026-12-03): a fence closed by a tab-indented mark (`\\t````) under an item's
fence opened with four blanks (`    ```go`): CommonMark and GitHub close it at the tab's
column; the importer left it open, and 20 questions of 30 went into one answer, silently.

Made up in the shape of the real page (a Portuguese Go FAQ).
"""

from __future__ import annotations

from srs.importers.tabfences import tab_fences
from tests.importing import result

_PAGE = (
    "# Fila de perguntas\n\n"
    "1. ### O que é um mutex?\n\n"
    "    Um mutex garante exclusão mútua entre goroutines.\n\n"
    "2. ### Como criar um canal com buffer?\n\n"
    "    Use make com um segundo argumento:\n\n"
    "    ```go\n"
    "\tch := make(chan int, 3)\n"
    "\t```\n\n"
    "3. ### O que faz o select?\n\n"
    "    Espera em várias operações de canal ao mesmo tempo.\n\n"
    "4. ### Como fechar um canal?\n\n"
    "    Chame close:\n\n"
    "    ```go\n"
    "    close(ch)\n"
    "    ```\n"
)


def test_a_tab_indented_closing_fence_closes_the_block() -> None:
    r = result(_PAGE)
    assert [c.question for c in r.deck.cards] == [
        "O que é um mutex?",
        "Como criar um canal com buffer?",
        "O que faz o select?",
        "Como fechar um canal?",
    ]
    second = r.deck.cards[1].answer
    assert "make(chan int, 3)" in second and "select" not in second
    assert r.warnings == ()


def test_only_fence_marks_lose_their_tabs() -> None:
    text = "    ```go\n\tch := 1\n\t```\n"
    assert tab_fences(text) == "    ```go\n\tch := 1\n    ```\n"  # the code keeps its tab
    plain = "no fence\there\n"
    assert tab_fences(plain) is plain


def test_questions_left_in_an_open_fence_are_reported() -> None:
    broken = _PAGE.replace("\t```\n", "\t``\n")  # the mark is no fence: the block stays open
    r = result(broken)
    assert len(r.deck.cards) < 4
    assert any("lines in code that read as questions" in w for w in r.warnings), r.warnings


def test_markdown_shown_in_a_fence_is_no_swallowed_question() -> None:
    page = (
        "# Notes\n\n## How do I write a heading?\n\nLike this:\n\n"
        "```markdown\n## A title\n### A smaller title\n```\n\n"
        "## How do I bold text?\n\nWith `**`.\n"
    )
    r = result(page)
    assert len(r.deck.cards) == 2 and r.warnings == ()
