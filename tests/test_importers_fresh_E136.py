"""Layouts met in the fifteenth (2026-11-30) session's rounds, on made-up documents: numbered
question headings whose answers count their own points again from 1 at the questions' level
(`### 1. **Parser**` under `### 2. What ...?`), title those points with an empty heading of
that level (`### Key Steps:` over `#### 1. ...`) and close each answer with the same heading
(`### Answer Summary:`), the last question's too."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer) for c in deck.cards]


_GARDEN = """# Garden tools

## Basics

### 1. What is a trowel?
A small hand shovel.

### 2. What are the main kinds of rake?
There are three kinds.

### 1. **Leaf rake**
- Wide and springy.

### 2. **Bow rake**
- Stiff steel tines.

### 3. **Hand rake**
- Small, for beds.

### 3. How do you sharpen a hoe?
Use a flat file.

### Key Steps:

#### 1. **Clean the blade:**
Scrub off the soil.

#### 2. **File the edge:**
Push the file away from you.

### 4. Why oil wooden handles?
Oil keeps the wood from cracking.

---

### Answer Summary:
- Oil stops cracks.

### 5. When should you replace a spade?
When the blade is bent.

---

### Answer Summary:
- Bent: replace.

### 6. What is a dibber used for?
### Purpose of a dibber

It makes holes for bulbs.

### 1. **Use Case: Bulbs**

Push it in to the right depth.

### 2. **Use Case: Seedlings**

Drop the seedling in.

---

### Answer Summary:
- Makes planting holes.
"""


def test_points_counted_again_at_the_questions_level_stay_in_the_answer() -> None:
    """`### 1.`..`### 3.` under `### 2. What ...?`, closed by `### 3. How ...?`: the
    answer's points, not cards with repeated ids; so are the last question's points, the
    empty `### Key Steps:` over deeper points and every `### Answer Summary:`."""
    assert _cards(_GARDEN) == [
        ("q01", "What is a trowel?", "A small hand shovel."),
        (
            "q02",
            "What are the main kinds of rake?",
            "There are three kinds.\n\n### 1. **Leaf rake**\n- Wide and springy.\n\n"
            "### 2. **Bow rake**\n- Stiff steel tines.\n\n### 3. **Hand rake**\n- Small, for beds.",
        ),
        (
            "q03",
            "How do you sharpen a hoe?",
            "Use a flat file.\n\n### Key Steps:\n\n#### 1. **Clean the blade:**\n"
            "Scrub off the soil.\n\n#### 2. **File the edge:**\nPush the file away from you.",
        ),
        (
            "q04",
            "Why oil wooden handles?",
            "Oil keeps the wood from cracking.\n\n### Answer Summary:\n- Oil stops cracks.",
        ),
        (
            "q05",
            "When should you replace a spade?",
            "When the blade is bent.\n\n### Answer Summary:\n- Bent: replace.",
        ),
        (
            "q06",
            "What is a dibber used for?",
            "### Purpose of a dibber\n\nIt makes holes for bulbs.\n\n"
            "### 1. **Use Case: Bulbs**\n\nPush it in to the right depth.\n\n"
            "### 2. **Use Case: Seedlings**\n\nDrop the seedling in.\n\n"
            "### Answer Summary:\n- Makes planting holes.",
        ),
    ]
    assert result(_GARDEN).warnings == ()
    assert result(_GARDEN).skipped == ()


def test_two_questions_with_a_restarted_count_between() -> None:
    """Two questions are proof enough when the count between them starts again at 1 and the
    next question goes on from the first (2 after 1)."""
    text = (
        "## Basics\n\n### 1. What is a widget?\nA small gadget.\n\n"
        "### 1. **Size**\n- It is small.\n\n### 2. **Use**\n- It does one job.\n\n"
        "### 2. What is a gizmo?\nA bigger gadget.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a widget?",
            "A small gadget.\n\n### 1. **Size**\n- It is small.\n\n### 2. **Use**\n- It does one job.",
        ),
        ("q02", "What is a gizmo?", "A bigger gadget."),
    ]
    assert result(text).warnings == ()


def test_a_count_started_again_with_no_proof_stays_questions() -> None:
    """Guard: a second list numbered from 1 after the last question, in a document where no
    count between two questions shows the habit, is questions titled by topic, as before."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### 2. What is a tuple?\nAn immutable sequence.\n\n"
        "### 1. Closures\nA function with its scope.\n\n### 2. Generators\nA function that yields.\n"
    )
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("What is a list?", "An ordered sequence."),
        ("What is a tuple?", "An immutable sequence."),
        ("Closures", "A function with its scope."),
        ("Generators", "A function that yields."),
    ]


def test_a_titled_question_that_goes_on_with_the_count_stays_a_question() -> None:
    """Guard: `### 3. Closures` between `### 2.` and `### 4.` asks nothing but goes on with
    the questions' count: a question titled by its topic, no point of an answer."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### 2. What is a tuple?\nAn immutable sequence.\n\n"
        "### 3. Closures\nA function with its scope.\n\n"
        "### 4. What is a set?\nAn unordered collection.\n\n### 5. What is a dict?\nA mapping.\n"
    )
    assert [(i, q) for i, q, _ in _cards(text)] == [
        ("q01", "What is a list?"),
        ("q02", "What is a tuple?"),
        ("q03", "Closures"),
        ("q04", "What is a set?"),
        ("q05", "What is a dict?"),
    ]


def test_a_count_that_skips_a_number_is_left_alone() -> None:
    """Guard: `### 1.` then `### 3.` under question 1 count nothing: read as before."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### 1. Slicing\nTake a part.\n\n### 3. Copying\nCopy it.\n\n"
        "### 2. What is a tuple?\nAn immutable sequence.\n"
    )
    assert [(i, q) for i, q, _ in _cards(text)] == [
        ("q01", "What is a list?"),
        ("q01-2", "Slicing"),
        ("q03", "Copying"),
        ("q02", "What is a tuple?"),
    ]


def test_a_summary_heading_met_once_stays_end_matter() -> None:
    """Guard: `### Answer Summary:` under the last question, seen only once above, is no
    habit of the page: reported as end matter, as before."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### Answer Summary:\n- Ordered.\n\n### 2. What is a tuple?\nAn immutable sequence.\n\n"
        "### 3. What is a set?\nA bag of unique items.\n\n### Answer Summary:\n- Unique items.\n"
    )
    assert [a for _, _, a in _cards(text)] == [
        "An ordered sequence.",
        "An immutable sequence.",
        "A bag of unique items.",
    ]
    assert any("end matter" in w and ":15:" in w for w in result(text).warnings)
