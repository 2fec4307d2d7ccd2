"""Importer layouts met on fresh public documents (helper U's sweep: algorithms, C and C++,
Rust, HR questions, HTML/CSS, PHP and Ruby pages, certification practice exams): each test
is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a page fenced whole, its title on the fence; section labels between the questions ----------

_FENCED_PAGE = """\
``` Go Interview Questions and Answers

Basic Questions:
1. What is a goroutine?
   - A function running concurrently with others.

2. What is a channel?
   - A typed pipe between goroutines.

Advanced Questions:
3. What does select do?
   - It waits on several channel operations.
```
"""


def test_a_page_fenced_whole_under_a_title_on_its_fence_is_read() -> None:
    cards = result(_FENCED_PAGE).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a goroutine?", "A function running concurrently with others."),
        ("What is a channel?", "A typed pipe between goroutines."),
        ("What does select do?", "It waits on several channel operations."),
    ]


def test_a_fence_tagged_with_a_language_and_options_stays_code() -> None:
    text = (
        "## What does the script print?\n\n"
        "Nothing: its lines are comments.\n\n"
        '```python title="demo.py" linenums="1"\n'
        "# 1. What is x?\n"
        "# 2. What is y?\n"
        "```\n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What does the script print?"]
    assert "# 2. What is y?" in cards[0].answer
