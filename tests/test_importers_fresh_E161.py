"""Importer layouts met in judge round Z162: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.bulletnumbers import bullet_numbers
from srs.importers.lazynumbers import lazy_numbers
from tests.importing import result

# -- options all numbered `1.`, keyed `A.2` (the answer's letter, then the option's number) ----


def test_options_numbered_lazily_under_a_short_key_line_are_a_choice_card() -> None:
    """`Q1.` questions over options all written `1.` and a key `A.2` / `A. 1` (the answer
    names the option by its place): choice cards keyed by that option's letter, an open
    `A. text` answer among them left open."""
    text = (
        "# Weekly test\n\n## Editors\n\n"
        "Q1.Which key leaves insert mode\n1. Tab\n1. Esc\n1. Enter\n\nA.2\n\n"
        "Q2.Which command saves the file\n1. :w\n1. :q\n\nA. 1 \n\n"
        "Q3.What does `dd` do\n\nA. It deletes the current line.\n"
    )
    imported = result(text)
    cards = [(c.question, c.answer, c.choices) for c in imported.deck.cards]
    assert cards == [
        ("Which key leaves insert mode", "B", {"A": "Tab", "B": "Esc", "C": "Enter"}),
        ("Which command saves the file", "A", {"A": ":w", "B": ":q"}),
        ("What does `dd` do", "It deletes the current line.", {}),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_short_key_naming_no_option_of_the_run_is_left_as_it_was() -> None:
    """Guard: `A.5` under two options, and `A. 2` under a list that is not numbered lazily
    (`1.`, `2.`: steps), name no option of a lazy run: the text is left as it is."""
    text = (
        "Q1.Which key leaves insert mode\n1. Tab\n1. Esc\n\nA.5\n\n"
        "Q2.How do you quit\n1. Press Esc\n2. Type :q\n\nA. 2\n"
    )
    assert lazy_numbers(text) == text


# -- a follow-up question folded inside its question's answer fold ----------------------------


def test_a_fold_that_asks_nested_in_an_answer_is_a_card_of_its_own() -> None:
    """A `<details>` question whose answer holds folds that ask (`Follow-up 1: ...?`, a
    request in Korean): each fold a card after its question, cut out of its answer; the
    answer's text after a fold (a `### More` section) stays the question's."""
    text = (
        "## Notes\n\n"
        "<details>\n<summary>What is a closure?</summary>\n<br/>\n"
        "A function that keeps the variables of the scope it was made in.\n\n"
        '<details style="margin-left: 20px;">\n'
        "<summary>Follow-up 1: Where do closures keep those variables?</summary>\n<br/>\n"
        "In cells the function object points to.\n</details>\n\n"
        '<details style = "margin-left: 20px;">\n'
        "<summary> 꼬리질문2: 클로저의 단점을 설명해주세요.</summary>\n\n"
        "메모리를 오래 붙잡을 수 있습니다.\n\n</details>\n\n"
        "### More\n\nSee the `nonlocal` keyword.\n\n</details>\n\n"
        "<details>\n<summary>What is a decorator?</summary>\n<br/>\n"
        "A function that wraps another.\n</details>\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "What is a closure?",
            "A function that keeps the variables of the scope it was made in.\n\n"
            "### More\n\nSee the `nonlocal` keyword.",
        ),
        (
            "Follow-up 1: Where do closures keep those variables?",
            "In cells the function object points to.",
        ),
        ("꼬리질문2: 클로저의 단점을 설명해주세요.", "메모리를 오래 붙잡을 수 있습니다."),
        ("What is a decorator?", "A function that wraps another."),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_a_nested_fold_that_hides_a_hint_or_names_a_topic_stays_in_the_answer() -> None:
    """Guard: folds nested in a question's answer that ask nothing (`Example`), or ask only
    to show what they hide (`Need a hint?`), stay the answer's, as before."""
    text = (
        "<details>\n<summary>What is a closure?</summary>\n\n"
        "A function that keeps its scope.\n\n"
        "<details>\n<summary>Example</summary>\n\n`make_counter()` returns one.\n</details>\n\n"
        "<details>\n<summary>Need a hint?</summary>\n\nThink of `nonlocal`.\n</details>\n\n"
        "</details>\n\n"
        "<details>\n<summary>What is a decorator?</summary>\n\n"
        "A function that wraps another.\n</details>\n"
    )
    imported = result(text)
    cards = [(c.question, c.answer) for c in imported.deck.cards]
    assert [q for q, _ in cards] == ["What is a closure?", "What is a decorator?"]
    assert "`make_counter()` returns one." in cards[0][1]
    assert "Think of `nonlocal`." in cards[0][1]


# -- bullets numbered `- N . question`, answers on the same line or below -----------------


def test_bullets_numbered_apart_from_their_dot_are_questions_answered_inline_or_below() -> None:
    """`- N . ` bullets: the answer after the `?` on the item's line, in sub-bullets, on the
    next line or in a table below; a question in two parts (`X? and Y?`) is not split, and
    the `N .` is no part of the question."""
    text = (
        "## Rust basics\n\n"
        "- 1 . What is ownership? Each value has one owner at a time.\n\n"
        "- 2 . Stack vs heap\n"
        "  * stack: fixed size, fast\n"
        "  * heap: grows at run time\n\n"
        "- 3 . What is a trait? what is it for?\n"
        "A set of methods a type promises to have.\n\n"
        "- 4 . Which types are Copy?\n\n"
        "Type | Copy\n--- | ---\ni32 | yes\nString | no\n\n"
        "- 5 . How do you borrow mutably?\n"
        "  ```rust\n  let r = &mut x;\n  ```\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        ("What is ownership?", "Each value has one owner at a time."),
        ("Stack vs heap", "* stack: fixed size, fast\n* heap: grows at run time"),
        ("What is a trait? what is it for?", "A set of methods a type promises to have."),
        ("Which types are Copy?", "Type | Copy\n--- | ---\ni32 | yes\nString | no"),
        ("How do you borrow mutably?", "```rust\nlet r = &mut x;\n```"),
    ]
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03", "q04", "q05"]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_bullets_numbered_apart_that_ask_nothing_or_are_too_few_are_left_as_they_were() -> None:
    """Guard: steps numbered `- 1 . build` that ask nothing, and two asking items alone, are
    left as they are (the rule writes only a run of three or more, half of them asking)."""
    steps = (
        "### How do you ship a release?\n\n- 1 . build the image\n- 2 . push it\n"
        "- 3 . roll it out\n"
    )
    two = "- 1 . What is a crate? A package.\n- 2 . What is cargo? The build tool.\n"
    assert bullet_numbers(steps) == steps
    assert bullet_numbers(two) == two
    imported = result(steps)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "How do you ship a release?",
            "- 1 . build the image\n- 2 . push it\n- 3 . roll it out",
        )
    ]
