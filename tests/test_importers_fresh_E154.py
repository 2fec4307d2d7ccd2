"""Layouts met in the fifteenth (2026-11-30) session's judging round, on made-up documents:
a worksheet whose numbered part titles (`# 3 - Pairs`) stand between the questions of one
numbered list that counts on across the parts; and follow-up questions written one heading
level under the question they follow, marked with the same pictograph as the questions."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, str, tuple[str, ...]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, c.explanation, c.tags) for c in deck.cards]


_WORKSHEET = (
    "# 1 - Warm-up\n"
    "1. **Which planet is closest to the sun?**\n"
    "   - **Answer : Mercury**\n"
    "2. **Which gas do plants take in?**\n"
    "   - **Answer : Carbon dioxide**\n"
    "# 2 - Definitions\n"
    "3. **Define photosynthesis.**\n"
    "   - **Answer :** Turning light, water and CO2 into sugar.\n"
    "# 3 - Pairs\n"
    "4. **Pair each organ with its job:**\n"
    "    - 1) Heart : **a) pumps blood**\n"
    "    - 2) Lungs : **b) exchange gases**\n"
    "5. **Pair each metal with its symbol:**\n"
    "    - 1) Iron : **a) Fe**\n"
    "    - 2) Gold : **b) Au**\n"
    "# 4 - True or false\n"
    "6. **Sound travels faster in water than in air.**\n"
    "   - **Answer : True**\n"
)


def test_numbered_part_titles_over_a_count_running_on_are_sections() -> None:
    """`# 2 - Definitions` over question 3 alone, `# 3 - Pairs` over questions 4 and 5 that
    do not ask: part titles (their count 1, 2, 3, the questions' 1 to 6 running on across
    them), never questions of the count, never glued onto the question under them."""
    imported = result(_WORKSHEET)
    assert imported.deck.name == "1 - Warm-up"
    assert _cards(_WORKSHEET) == [
        ("q01", "Which planet is closest to the sun?", "Mercury", "", ()),
        ("q02", "Which gas do plants take in?", "Carbon dioxide", "", ()),
        (
            "q03",
            "Define photosynthesis.",
            "Turning light, water and CO2 into sugar.",
            "",
            ("2-definitions",),
        ),
        (
            "q04",
            "Pair each organ with its job",
            "- 1) Heart : **a) pumps blood**\n- 2) Lungs : **b) exchange gases**",
            "",
            ("3-pairs",),
        ),
        (
            "q05",
            "Pair each metal with its symbol",
            "- 1) Iron : **a) Fe**\n- 2) Gold : **b) Au**",
            "",
            ("3-pairs",),
        ),
        (
            "q06",
            "Sound travels faster in water than in air.",
            "True",
            "",
            ("4-true-or-false",),
        ),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_numbered_headings_over_steps_numbered_again_stay_questions() -> None:
    """Guard: numbered headings over lists numbered again from 1 under each (an answer's
    steps) are the questions, their lists the answers, as before."""
    text = (
        "## 1 - Three-way handshake\n"
        "1. The client sends SYN.\n"
        "2. The server answers with SYN-ACK.\n"
        "3. The client sends ACK.\n\n"
        "## 2 - Four-way teardown\n"
        "1. One side sends FIN.\n"
        "2. The other side acknowledges it.\n\n"
        "## 3 - Keep-alive\n"
        "1. An idle probe is sent after a timeout.\n"
        "2. A missing reply closes the socket.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "Three-way handshake",
            "1. The client sends SYN.\n2. The server answers with SYN-ACK.\n"
            "3. The client sends ACK.",
            "",
            (),
        ),
        (
            "q02",
            "Four-way teardown",
            "1. One side sends FIN.\n2. The other side acknowledges it.",
            "",
            (),
        ),
        (
            "q03",
            "Keep-alive",
            "1. An idle probe is sent after a timeout.\n2. A missing reply closes the socket.",
            "",
            (),
        ),
    ]


_MARKED = (
    "### 🔹 What is a hash table?\n\n"
    "A table of buckets indexed by a hash of the key.\n\n"
    "### 🔹 What is a collision?\n\n"
    "Two keys that hash to the same bucket.\n\n"
    "#### 🔹 Describe how collisions are resolved\n\n"
    "- Chaining keeps a list per bucket.\n"
    "- Open addressing probes for the next free slot.\n\n"
    "#### Example\n\n"
    "Keys 12 and 22 in a table of ten buckets.\n\n"
    "### 🔹 What is a load factor?\n\n"
    "Entries divided by buckets.\n\n"
    "#### 🔹 Explain when a table should grow\n\n"
    "When the load factor passes a set limit, often 0.75.\n"
)


def test_follow_ups_marked_like_the_questions_a_level_down_are_cards() -> None:
    """`#### 🔹 Describe ...` under the answered `### 🔹 What is a collision?`, asking with
    an answer of its own: a question of its own, not a raw `####` in the answer above;
    the unmarked `#### Example` under it stays in its answer."""
    imported = result(_MARKED)
    assert _cards(_MARKED) == [
        (
            "q01",
            "What is a hash table?",
            "A table of buckets indexed by a hash of the key.",
            "",
            (),
        ),
        ("q02", "What is a collision?", "Two keys that hash to the same bucket.", "", ()),
        (
            "q03",
            "Describe how collisions are resolved",
            "- Chaining keeps a list per bucket.\n"
            "- Open addressing probes for the next free slot.\n\n"
            "#### Example\n\n"
            "Keys 12 and 22 in a table of ten buckets.",
            "",
            (),
        ),
        ("q04", "What is a load factor?", "Entries divided by buckets.", "", ()),
        (
            "q05",
            "Explain when a table should grow",
            "When the load factor passes a set limit, often 0.75.",
            "",
            (),
        ),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_marked_sub_heading_that_does_not_ask_stays_in_the_answer() -> None:
    """Guard: `#### 🔹 Key points` carries the questions' mark but asks nothing: a part of
    the answer above, as before."""
    text = _MARKED.replace(
        "#### 🔹 Describe how collisions are resolved", "#### 🔹 Key points"
    ).replace("#### 🔹 Explain when a table should grow", "#### 🔹 Rule of thumb")
    assert _cards(text) == [
        (
            "q01",
            "What is a hash table?",
            "A table of buckets indexed by a hash of the key.",
            "",
            (),
        ),
        (
            "q02",
            "What is a collision?",
            "Two keys that hash to the same bucket.\n\n"
            "#### 🔹 Key points\n\n"
            "- Chaining keeps a list per bucket.\n"
            "- Open addressing probes for the next free slot.\n\n"
            "#### Example\n\n"
            "Keys 12 and 22 in a table of ten buckets.",
            "",
            (),
        ),
        (
            "q03",
            "What is a load factor?",
            "Entries divided by buckets.\n\n"
            "#### 🔹 Rule of thumb\n\n"
            "When the load factor passes a set limit, often 0.75.",
            "",
            (),
        ),
    ]
