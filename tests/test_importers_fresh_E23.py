"""Importer layouts met in the 2026-11-29 eighth session's rounds of fresh public documents
(a certification practice set pasted whole inside a ```` ```markdown ```` fence, its
numbered scenarios asking in a paragraph of their own over lettered options, keyed in an
answers section at the end): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from srs.model import Card
from tests.importing import result

_QUESTIONS = """\
## Garden Practice Questions (Questions Only)

**Purpose:** Test yourself first.

---

### Area 1: Planting (~60%)

*   Covers soil and seeds.

1.  A gardener has clay soil that stays wet after rain. Her beds are flat.

    Which change drains the beds best?

    a) Water more often
    b) Raise the beds and add grit
    c) Plant deeper
    d) Add a plastic cover

2.  A seed tray sits on a cold windowsill. Few seeds come up.

    What should be changed first?

    a) The warmth of the tray
    b) The colour of the tray
    c) The brand of compost
    d) The label

---

### Area 2: Pruning (~40%)

*   Covers cuts and timing.

3.  An apple tree is crowded in its middle.

    Which cut opens it up?

    a) Tipping every shoot
    b) Removing crossing branches from the centre

---
"""

_ANSWERS = """\
## Garden Practice Questions (Answers and Explanations)

**Purpose:** Check your work here.

---

### Area 1: Planting (~60%)

1.  **Answer:** b) Raise the beds and add grit
    *Explanation: Raised beds shed water and grit opens clay.*

2.  **Answer:** a) The warmth of the tray
    *Explanation: Most seeds need warmth to sprout.*

---

### Area 2: Pruning (~40%)

3.  **Answer:** b) Removing crossing branches from the centre
    *Explanation: Thinning the centre lets light in.*

---

### Conclusion

Keep a notebook of what worked in your garden.
"""

_EXPECTED = [
    (
        "A gardener has clay soil that stays wet after rain. Her beds are flat.\n\n"
        "Which change drains the beds best?",
        "B",
        "Raised beds shed water and grit opens clay.",
    ),
    (
        "A seed tray sits on a cold windowsill. Few seeds come up.\n\n"
        "What should be changed first?",
        "A",
        "Most seeds need warmth to sprout.",
    ),
    (
        "An apple tree is crowded in its middle.\n\nWhich cut opens it up?",
        "B",
        "Thinning the centre lets light in.",
    ),
]


def _fields(cards: list[Card]) -> list[tuple[str, str, str]]:
    return [(c.question, c.answer, c.explanation or "") for c in cards]


def test_an_explanation_set_in_underscore_italics_loses_its_closing_mark() -> None:
    """`_Explanation: because x._` under a question's key: the closing `_` stayed at the
    explanation's end (the `*` form was already read)."""
    text = (
        "# Quiz\n\n1. Which one holds water?\n\n   a) Sieve\n   b) Bucket\n\n"
        "   **Answer:** b\n\n   _Explanation: a bucket has no holes._\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [("B", "a bucket has no holes.")]


def test_an_italic_explanation_under_an_answer_key_entry_loses_its_closing_mark() -> None:
    """`1.  **Answer:** b) Bar` over `    *Explanation: because.*` in the answers section: the
    explanation kept the `*` that closed its italics."""
    text = (
        "# Quiz\n\n1. Which one holds water?\n\n   a) Sieve\n   b) Bucket\n\n"
        "2. Which one cuts grass?\n\n   a) Mower\n   b) Broom\n\n## Answers\n\n"
        "1.  **Answer:** b) Bucket\n    *Explanation: A bucket has no holes.*\n\n"
        "2.  **Answer:** a) Mower\n    *Explanation: Its blades cut.*\n"
    )
    cards = result(text).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "A bucket has no holes."),
        ("A", "Its blades cut."),
    ]


def test_numbered_statements_asking_below_them_over_an_answer_label_are_questions() -> None:
    """`1. Soil can be clay or sand.` / `   Which drains faster?` / `   **Answer:** Sand.`:
    the same scenario over its ask, answered in the item: no question was found."""
    text = (
        "# Soil\n\n1. Soil can be clay or sand.\n\n   Which drains faster?\n\n"
        "   **Answer:** Sand.\n\n2. Roots need air.\n\n   Why does wet clay harm them?\n\n"
        "   **Answer:** It holds no air.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Soil can be clay or sand.\n\nWhich drains faster?", "Sand."),
        ("Roots need air.\n\nWhy does wet clay harm them?", "It holds no air."),
    ]


def test_guard_numbered_steps_with_an_asking_paragraph_stay_an_answer() -> None:
    """`1. Dig a hole.` / `   Is the hole wide enough?` / `   Make it ...` in an answer: no
    option and no answer label follow the ask, so the steps are no questions."""
    text = (
        "# Trees\n\n## How do you plant a tree?\n\n1. Dig a hole.\n\n"
        "   Is the hole wide enough?\n\n   Make it twice the root ball.\n\n"
        "2. Set the tree in.\n\n## Why stake a young tree?\n\nTo hold it in the wind.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "How do you plant a tree?",
            "1. Dig a hole.\n\n   Is the hole wide enough?\n\n"
            "   Make it twice the root ball.\n\n2. Set the tree in.",
        ),
        ("Why stake a young tree?", "To hold it in the wind."),
    ]


def test_numbered_statements_asking_below_them_over_options_are_questions() -> None:
    """`1.  A shop sells X.` / `    Which service fits?` / `    a) ...`: the scenario asked
    nothing and its ask went to the answer (no question was found)."""
    text = (
        "# Quiz\n\n1.  A gardener has clay soil.\n\n    Which change helps?\n\n"
        "    a) Less water\n    b) Grit\n\n    **Answer:** b\n\n"
        "2.  A tray is cold.\n\n    What comes first?\n\n    a) Warmth\n    b) Labels\n\n"
        "    **Answer:** a\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.choices) for c in cards] == [
        ("A gardener has clay soil.\n\nWhich change helps?", "B", {"A": "Less water", "B": "Grit"}),
        ("A tray is cold.\n\nWhat comes first?", "A", {"A": "Warmth", "B": "Labels"}),
    ]


def test_numbered_scenarios_asking_below_them_are_keyed_by_the_answers_section() -> None:
    """`1.  A gardener has ...` / `    Which change ...?` / `    a) ...`, under `### Area`
    headings, keyed by `1.  **Answer:** b) ...` under a title ending `(Answers and
    Explanations)` with a rule under its introduction: each area heading was a card that
    swallowed its questions, and the whole answers section was dropped."""
    res = result(f"# Garden Quiz\n\n{_QUESTIONS}\n{_ANSWERS}")
    assert _fields(res.deck.cards) == _EXPECTED
    assert res.deck.cards[0].choices == {
        "A": "Water more often",
        "B": "Raise the beds and add grit",
        "C": "Plant deeper",
        "D": "Add a plastic cover",
    }
    assert [c.tags for c in res.deck.cards] == [
        ("area-1-planting-60",),
        ("area-1-planting-60",),
        ("area-2-pruning-40",),
    ]
    assert not res.skipped
    # the closing section under the key is reported, not lost in silence
    assert any("Conclusion" in warning for warning in res.warnings)


def test_guard_a_section_title_ending_with_dash_answers_heads_questions() -> None:
    """`## Section 2: Practical Questions - Answers` in a page that answers each question
    under it: a section, not an answer key (the questions there stay cards)."""
    text = (
        "# Mock Interview - Answer Key\n\n## Section 1: Core Questions - Answers\n\n"
        "### 1. What is soil?\n\nGround that plants grow in.\n\n"
        "## Section 2: Practical Questions - Answers\n\n"
        "### 2. How do you water seedlings?\n\nGently, from below.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is soil?", "Ground that plants grow in."),
        ("How do you water seedlings?", "Gently, from below."),
    ]


def test_a_page_wrapped_whole_in_a_markdown_fence_is_read_as_the_page() -> None:
    """`# Title`, a rule, then a ```` ```markdown ```` fence opened over every question and
    closed on the last line (a chat assistant's answer saved as it was shown): the importer
    said "no questions found"."""
    res = result(f"# Garden Quiz\n\n---\n\n```markdown\n{_QUESTIONS}\n{_ANSWERS}```\n")
    assert _fields(res.deck.cards) == _EXPECTED


def test_guard_a_markdown_fence_in_an_answer_stays_code() -> None:
    """A ```` ```markdown ```` block that shows Markdown as an answer's example, to the
    page's end but under text of the page's own, is code."""
    text = (
        "# Notes\n\n## How do you write a list?\n\nLike this:\n\n```markdown\n1. One\n2. Two\n```\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How do you write a list?", "Like this:\n\n```markdown\n1. One\n2. Two\n```")
    ]


_SCENE = """\
# Garden Exam

## Basics

**Q1.** Which tool digs?

A. Spade
B. Rake

**Answer:** A

## Scenario Questions

**Scenario 1: A school garden**

A school plants a garden that must:
- feed a class of thirty
- need little water

**Q2.** Which beds suit it best?

A. Raised beds with mulch
B. A lawn

**Answer:** A

---

**Q3.** When should the class sow beans?

A. In late spring
B. In midwinter

**Answer:** A

---

**Scenario 2: A roof garden**

A flat roof gets wind all day.

**Q4.** Which plants cope best?

A. Low grasses
B. Tall sunflowers

**Answer:** A
"""


def test_a_scenario_shared_by_the_questions_after_it_is_joined_to_each() -> None:
    """`**Scenario 1: A school garden**` over a paragraph and a list, then `**Q2.**` and
    `**Q3.**` about it: the scene was text between questions, dropped with a warning, and
    each question reached the learner without it."""
    res = result(_SCENE)
    school = "Scenario 1: A school garden\n\nA school plants a garden that must:\n"
    school += "- feed a class of thirty\n- need little water"
    roof = "Scenario 2: A roof garden\n\nA flat roof gets wind all day."
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Which tool digs?", "A"),
        (f"{school}\n\nWhich beds suit it best?", "A"),
        (f"{school}\n\nWhen should the class sow beans?", "A"),
        (f"{roof}\n\nWhich plants cope best?", "A"),
    ]
    assert not any("in no card" in warning for warning in res.warnings)


def test_a_scene_that_numbers_its_questions_serves_only_those() -> None:
    """`Questions 2-3 refer to the following scene.`: the scene is joined to the questions
    it numbers, not to the one after them in the same section."""
    text = (
        "# Quiz\n\n**Q1.** Which tool digs?\n\nA. Spade\nB. Rake\n\n**Answer:** A\n\n"
        "Questions 2-3 refer to the following scene. A pond freezes in winter.\n\n"
        "**Q2.** What happens to its fish?\n\nA. They rest near the bottom\nB. They fly\n\n"
        "**Answer:** A\n\n**Q3.** Should the ice be broken with a hammer?\n\nA. No\nB. Yes\n\n"
        "**Answer:** A\n\n**Q4.** Which tool rakes?\n\nA. Spade\nB. Rake\n\n**Answer:** B\n"
    )
    scene = "Questions 2-3 refer to the following scene. A pond freezes in winter."
    assert [c.question for c in result(text).deck.cards] == [
        "Which tool digs?",
        f"{scene}\n\nWhat happens to its fish?",
        f"{scene}\n\nShould the ice be broken with a hammer?",
        "Which tool rakes?",
    ]


def test_guard_a_scenario_with_a_table_and_a_sentence_on_case_studies_set_no_scene() -> None:
    """`**Scenario:**` over a table (a worked example's data, no scene a question is asked
    in) and `Case study questions test ...` (a sentence, no title) between questions: neither
    is joined to the question after it; both stay text in no card, reported."""
    text = (
        "# Quiz\n\n**Q1.** Which tool digs?\n\nA. Spade\nB. Rake\n\n**Answer:** A\n\n---\n\n"
        "**Scenario:** a cost sheet\n\n| Beds | Cost |\n|---|---|\n| 4 | 120 |\n\n"
        "**Q2.** Which tool rakes?\n\nA. Spade\nB. Rake\n\n**Answer:** B\n\n---\n\n"
        "Case study questions test practical skills.\n\n"
        "**Q3.** Which tool cuts?\n\nA. Shears\nB. Rake\n\n**Answer:** A\n"
    )
    res = result(text)
    assert [c.question for c in res.deck.cards] == [
        "Which tool digs?",
        "Which tool rakes?",
        "Which tool cuts?",
    ]
    assert len([w for w in res.warnings if "in no card" in w]) == 2


def test_an_italic_explanation_with_italic_words_inside_loses_its_closing_mark() -> None:
    """`*Explanation: Water *before* noon.*`: the words in italics inside pair up, so the
    last `*` is the one the label opened; it stayed at the end."""
    text = (
        "# Quiz\n\n1. When should seedlings be watered?\n\n   a) At night\n   b) In the morning\n\n"
        "2. Which one cuts grass?\n\n   a) Mower\n   b) Broom\n\n## Answers\n\n"
        "1.  **Answer:** b) In the morning\n    *Explanation: Water *before* noon.*\n\n"
        "2.  **Answer:** a) Mower\n    *Explanation: Its blades cut.*\n"
    )
    cards = result(text).deck.cards
    assert [c.explanation for c in cards] == ["Water *before* noon.", "Its blades cut."]
