"""Options whose text is the code below an empty task-list box (`* [ ]` over an indented
fence, the fence the list item's content): a practice exam's layout, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread (an open card, the raw boxes in its answer, the key lost).
"""

from __future__ import annotations

from tests.importing import result

F = "```"
EXPLAINED = "\n### Overall explanation\nThe equality operator is `==`.\n"


def test_empty_boxes_over_indented_fences_are_the_options() -> None:
    """`  * [ ] ` over a fence six columns in: the question keeps its sentence and its own
    code, each option is its code, the ticked box the key."""
    text = (
        f"## Question 2\n\nGiven this code:\n\n{F}python\nif mode = 'init':\n    run()\n{F}\n\n"
        "Which change fixes the syntax error?\n\n"
        f"  * [ ] \n      {F}python\n      if mode := 'init':\n      {F}\n"
        f"  * [x] \n      {F}python\n      if mode == 'init':\n      {F}\n" + EXPLAINED
    )
    (card,) = result(text).deck.cards
    assert card.choices == {"A": "`if mode := 'init':`", "B": "`if mode == 'init':`"}
    assert card.answer == "B"
    assert card.question.startswith("Given this code:")
    assert "run()" in card.question
    assert card.question.endswith("Which change fixes the syntax error?")
    assert card.explanation == "The equality operator is `==`."


def test_an_option_of_several_lines_of_code_keeps_its_block() -> None:
    """Numbered boxes (`1. [ ]`) work alike; an option of two lines of code is its fenced
    block, lines and language kept."""
    text = (
        "## Which prints the path?\n\n"
        f"1. [ ]\n   {F}sh\n   ls\n   {F}\n2. [x]\n   {F}sh\n   cd /tmp\n   pwd\n   {F}\n"
        "\n### Overall explanation\n`pwd` prints it.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {"A": "`ls`", "B": f"{F}sh\ncd /tmp\npwd\n{F}"}
    assert card.answer == "B"


def test_an_empty_box_over_indented_lines_takes_them() -> None:
    """`- [ ]` over lines indented under it: the lines are the option's text."""
    text = (
        "## What does it print?\n\n- [ ]\n    inner: 1\n    outer: 2\n- [x]\n    inner: 2\n"
        "    outer: 1\n\n### Overall explanation\nThe inner scope shadows.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {"A": "inner: 1 outer: 2", "B": "inner: 2 outer: 1"}
    assert card.answer == "B"


def test_a_fence_left_open_ends_with_its_option() -> None:
    """One option's fence is never closed: the next box ends the item, and its fence with
    it (as CommonMark reads it); the options after it are options, not code."""
    text = (
        "## Which creates the table?\n\n"
        f"  - [x]\n      {F}sql\n      CREATE TABLE t\n      {F}\n"
        f"  - [ ]\n      {F}sql\n      CREATE TAB t\n"
        f"  - [ ]\n      {F}sql\n      MAKE TABLE t\n      {F}\n"
        "\n### Overall explanation\nThe keyword is TABLE.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {"A": "`CREATE TABLE t`", "B": "`CREATE TAB t`", "C": "`MAKE TABLE t`"}
    assert card.answer == "A"
    assert card.explanation == "The keyword is TABLE."


def test_a_box_with_words_over_code_of_several_lines_keeps_the_block() -> None:
    """`- [ ] Run:` over two lines of code: the words, then the block as written (its lines
    were joined with blanks, the fence marks among them)."""
    text = (
        f"## Which one?\n\n- [ ] Run:\n  {F}sh\n  ls -l\n  cd\n  {F}\n"
        f"- [x] Run:\n  {F}sh\n  pwd\n  {F}\n\n### Overall explanation\nBecause.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {"A": f"Run:\n{F}sh\nls -l\ncd\n{F}", "B": "Run: `pwd`"}


def test_an_empty_box_over_a_line_at_its_own_indent_is_still_no_option() -> None:
    """Guard: `- [ ]` over a plain line at the margin is no box over its option (the line
    ends the item): left as written, as before."""
    text = "## Which one?\n\n- [ ]\nls\n- [x]\npwd\n\n### Overall explanation\nBecause.\n"
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.answer == "- [ ]\nls\n- [x]\npwd"


def test_code_less_indented_than_its_fence_but_inside_the_item_stays_code() -> None:
    """Guard: a list in the code (`   - web1`) sits left of its fence but inside the item
    (`  - Write ...`): the item goes on, and so does the code."""
    text = (
        "## How do you list the hosts?\n\nAnswer:\n\n"
        f"  - Write the inventory:\n      {F}yaml\n   - web1\n   - web2\n      {F}\n"
        "  - Run `ansible all --list-hosts`.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert "- web1\n" in card.answer and card.answer.endswith("--list-hosts`.")
