"""Layouts a judge found read wrongly (round Z119), on made-up documents: lettered options
keyed by a task box before one of them (`- [x] b. text` among bare `a. text` lines, set apart
by no-break spaces); plain `What is X?` paragraphs answered by bullets under three or more
topic headings, one of them asked over its own code block; and a bold key naming several
unlettered options, which must be warned about as every key naming several is."""

from __future__ import annotations

from tests.importing import result

NBSP = "\u00a0"


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


# -- a task box before the right lettered option, the others with no box -----------------


def _boxed_quiz(gap: str) -> str:
    """Two questions whose options are indented, the right one boxed; `gap` is what sets a
    bare option's letter in line with the boxed one's (spaces, or no-break spaces)."""
    bare = f"    {gap}"
    return (
        "1. Which river flows through Cairo?\n\n"
        f"{bare}a. Danube\n    \n"
        f"    - [x]{gap} b. Nile\n    \n"
        f"{bare}c. Volga\n    \n"
        f"{bare}d. Rhine\n\n  \n\n"
        "2. Which metal is liquid at room temperature?\n\n"
        f"    - [x]{gap} a. Mercury\n    \n"
        f"{bare}b. Iron\n    \n"
        f"{bare}c. Copper\n"
    )


_RIVERS = [
    (
        "Which river flows through Cairo?",
        "B",
        {"A": "Danube", "B": "Nile", "C": "Volga", "D": "Rhine"},
    ),
    (
        "Which metal is liquid at room temperature?",
        "A",
        {"A": "Mercury", "B": "Iron", "C": "Copper"},
    ),
]


def test_a_box_before_the_right_lettered_option_is_its_key() -> None:
    r = result(_boxed_quiz("   "))
    assert _cards(_boxed_quiz("   ")) == _RIVERS
    assert not r.warnings


def test_the_boxed_key_is_read_with_no_break_spaces_in_the_indents() -> None:
    """Copied from a web page: the gaps are `\u00a0 ` pairs, before the letters and after
    the box alike (every question used to be an open card, most with no warning)."""
    text = _boxed_quiz(f"{NBSP} {NBSP} {NBSP} ")
    r = result(text)
    assert _cards(text) == _RIVERS
    assert not r.warnings


def test_options_at_the_margin_keyed_by_a_bare_box_or_a_tick() -> None:
    text = "1. Which is a prime?\na. 4\n[x] b. 7\nc. 9\n\n2. Which is even?\na. 3\nb. 5\n- ✔ c. 8\n"
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("Which is a prime?", "B"),
        ("Which is even?", "C"),
    ]


def test_two_boxed_options_make_an_open_card_with_a_warning() -> None:
    text = (
        "1. Which are primes?\n\n    a. 4\n    - [x] b. 7\n    c. 9\n    - [x] d. 11\n\n"
        "2. Which is even?\n\n    a. 3\n    - [x] b. 8\n    c. 5\n"
    )
    r = result(text)
    assert _cards(text) == [
        ("Which are primes?\n\n- A) 4\n- B) 7\n- C) 9\n- D) 11", "- 7\n- 11", {}),
        ("Which is even?", "B", {"A": "3", "B": "8", "C": "5"}),
    ]
    assert len(r.warnings) == 1
    assert "has 2 right options (B, D); made an open card" in r.warnings[0]


def test_guard_a_task_list_of_lettered_steps_all_boxed_is_read_as_before() -> None:
    """Guard: every option boxed (`- [ ] a.` / `- [x] b.`) is a task-list quiz, which the
    readers already know; the rule leaves it as it is."""
    text = (
        "1. Which river flows through Cairo?\n\n    - [ ] a. Danube\n    - [x] b. Nile\n"
        "    - [ ] c. Volga\n\n2. Which is even?\n\n    - [ ] a. 3\n    - [x] b. 8\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        ("Which river flows through Cairo?", "B"),
        ("Which is even?", "B"),
    ]


def test_guard_a_ticked_box_with_no_lettered_run_around_it_is_left_alone() -> None:
    """Guard: a ticked lettered line whose neighbours do not run on from `a` with it (`c.`
    over `a.`), or that stands alone, is no run of options: the text is left as written."""
    from srs.importers.tightoptions import lead_boxes

    out_of_order = "Steps?\n\n- [x] c. tag the build\n\na. write the notes\n"
    alone = "Steps?\n\n- [x] a. tag the build\n\nThen ship.\n"
    assert lead_boxes(out_of_order) == out_of_order
    assert lead_boxes(alone) == alone
    text = (
        f"## What did the release need?\n\n{out_of_order[8:]}\n## What is a hotfix?\n\nA patch.\n"
    )
    assert _cards(text) == [  # as before the rule
        ("What did the release need?\n\n- [x] c. tag the build", "write the notes", {}),
        ("What is a hotfix?", "A patch.", {}),
    ]


# -- plain asking paragraphs answered by bullets, under topic headings ----------------------

_SECTIONS = """\
# Revision

## Sorting

Which sort keeps equal keys in order?

* Merge sort

## Searching

How fast is binary search?

* O(log n)

## Graphs

What does Dijkstra's algorithm find?

* shortest paths
* from one source
"""


def test_topic_headings_over_one_asking_paragraph_each_are_no_questions() -> None:
    """Three `##` headings, each over one `What ...?` paragraph answered by bullets: the
    paragraphs are the questions (the headings were, their sections the answers)."""
    r = result(_SECTIONS)
    assert [(q, a) for q, a, _ in _cards(_SECTIONS)] == [
        ("Which sort keeps equal keys in order?", "* Merge sort"),
        ("How fast is binary search?", "* O(log n)"),
        ("What does Dijkstra's algorithm find?", "* shortest paths\n* from one source"),
    ]
    assert [c.tags for c in r.deck.cards] == [("sorting",), ("searching",), ("graphs",)]
    assert not r.warnings


def test_topic_headings_over_several_asking_paragraphs_each() -> None:
    text = _SECTIONS.replace(
        "* Merge sort\n", "* Merge sort\n\nWhich sort is in place?\n\n* Heap sort\n"
    ).replace("* O(log n)\n", "* O(log n)\n\nWhat must the list be?\n\n- sorted\n")
    assert [q for q, _, _ in _cards(text)] == [
        "Which sort keeps equal keys in order?",
        "Which sort is in place?",
        "How fast is binary search?",
        "What must the list be?",
        "What does Dijkstra's algorithm find?",
    ]


def test_guard_topic_notes_that_open_with_prose_stay_topic_cards() -> None:
    """Guard: headings whose sections open with prose are topics, whatever a question line
    later in one of them asks: each heading is still a card."""
    text = (
        "# Notes\n\n## Caching\n\nKeeps hot data close.\n\nWhy bother?\n\n* latency\n\n"
        "## Sharding\n\nSplits data by key.\n\n* scale out\n\n"
        "## Replication\n\nCopies data to replicas.\n\n* availability\n"
    )
    assert [q for q, _, _ in _cards(text)] == ["Caching", "Sharding", "Replication"]


_CODE_BETWEEN = """\
## Recursion

What stops a recursion?

* its base case

What does this call return for n = 3?

```python
def f(n):
    return 0 if n == 0 else n + f(n - 1)
```

* 6

What is tail recursion?

* the recursive call is the last step
"""


def test_a_question_over_its_own_code_then_its_bullets_is_its_own_card() -> None:
    """The code block between an asking paragraph and its bullets glued the question, its
    code and its answer into the answer above, in silence."""
    r = result(_CODE_BETWEEN)
    assert [(q, a) for q, a, _ in _cards(_CODE_BETWEEN)] == [
        ("What stops a recursion?", "* its base case"),
        (  # (the code it asks about is the question's own: srs.importers.questioncode)
            "What does this call return for n = 3?\n\n"
            "```python\ndef f(n):\n    return 0 if n == 0 else n + f(n - 1)\n```",
            "* 6",
        ),
        ("What is tail recursion?", "* the recursive call is the last step"),
    ]
    assert not r.warnings


def test_guard_a_statement_over_code_and_bullets_stays_in_the_answer_above() -> None:
    """Guard: a paragraph that does not ask, over code and bullets, is more of the answer
    above it (the answer's own example), not a question."""
    text = _CODE_BETWEEN.replace(
        "What does this call return for n = 3?", "For example, this sums down to zero:"
    )
    assert _cards(text) == [
        (
            "What stops a recursion?",
            "* its base case\n\nFor example, this sums down to zero:\n\n```python\ndef f(n):"
            "\n    return 0 if n == 0 else n + f(n - 1)\n```\n\n* 6",
            {},
        ),
        ("What is tail recursion?", "* the recursive call is the last step", {}),
    ]


# -- a bold key naming several unlettered options -------------------------------------------


def _bold_keyed(bold: str) -> str:
    return (
        "###### Q. Which TWO are fruits?\n- Apple\n- Carrot\n- Banana\n- Potato\n\n"
        f"{bold}\n\n---\n\n"
        "###### Q. Which is a colour?\n- Red\n- Table\n- Chair\n\n**Red**\n"
    )


def test_two_bold_keys_make_an_open_card_with_a_warning() -> None:
    text = _bold_keyed("**Apple** <br />\n**Banana**")
    r = result(text)
    assert _cards(text) == [
        (
            "Which TWO are fruits?\n\n- A) Apple\n- B) Carrot\n- C) Banana\n- D) Potato",
            "- Apple\n- Banana",
            {},
        ),
        ("Which is a colour?", "A", {"A": "Red", "B": "Table", "C": "Chair"}),
    ]
    assert len(r.warnings) == 1
    assert "question #1 has 2 right options (A, C); made an open card" in r.warnings[0]


def test_a_key_listing_option_texts_with_semicolons_names_them() -> None:
    text = _bold_keyed("Answer: Apple; Banana")
    r = result(text)
    assert _cards(text)[0][1] == "- Apple\n- Banana"
    assert len(r.warnings) == 1


def test_guard_a_semicolon_inside_one_option_text_is_that_option() -> None:
    """Guard: a key whose words are one option holding `; ` keys that option alone."""
    text = (
        "###### Q. Which is a Python statement?\n- x = 1; y = 2\n- int x = 1;\n- let x\n\n"
        "Answer: x = 1; y = 2\n\n---\n\n"
        "###### Q. Which is a colour?\n- Red\n- Table\n- Chair\n\n**Red**\n"
    )
    r = result(text)
    assert [(a, c.get("A")) for _, a, c in _cards(text)] == [("A", "x = 1; y = 2"), ("A", "Red")]
    assert not r.warnings
