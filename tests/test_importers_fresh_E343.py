"""Importer layouts met in round Z210: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


def test_follow_up_pairs_listed_under_a_follow_up_heading_are_cards() -> None:
    """`### Question` / `### Suggested Answer`, then `### Follow-up Q&A` over numbered
    `**Q: ...**` items each with a nested `- **A**: ...`: each follow-up is a card, and the
    main answer ends before the heading."""
    text = (
        "# Core Notes\n\n"
        "## 1. Records\n\n"
        "### Question\nWhat is a record type?\n\n"
        "### Suggested Answer\nA reference type with value-based equality.\n\n"
        "```csharp\npublic record Point(int X, int Y);\n```\n\n"
        "### Follow-up Q&A\n\n"
        "1. **Q: Can records be mutable?**\n"
        "   - **A**: Yes, with ordinary set accessors.\n\n"
        "2. **Q: What does `with` do?**\n"
        "   - **A**: It copies a record and changes some properties.\n\n"
        "## 2. Spans\n\n"
        "### Question\nWhat is a span?\n\n"
        "### Suggested Answer\nA view over contiguous memory.\n\n"
        "### Follow-up Q&A\n\n"
        "1. **Q: Can a span live on the heap?**\n"
        "   - **A**: No, it is a ref struct.\n"
    )
    res = result(text)
    assert _cards(text) == [
        (
            "q01",
            "What is a record type?",
            "A reference type with value-based equality.\n\n"
            "```csharp\npublic record Point(int X, int Y);\n```",
        ),
        ("q02", "Can records be mutable?", "Yes, with ordinary set accessors."),
        ("q03", "What does `with` do?", "It copies a record and changes some properties."),
        ("q04", "What is a span?", "A view over contiguous memory."),
        ("q05", "Can a span live on the heap?", "No, it is a ref struct."),
    ]
    assert not res.warnings


def test_a_run_of_listed_pairs_after_an_answer_are_cards() -> None:
    """Two `- Q:` items each over an indented `A:` line, right after an answer's own text
    under a question heading: follow-ups, cards of their own."""
    text = (
        "# Kotlin notes\n\n"
        "## What is a data class?\n\n"
        "A class whose equals, hashCode and toString come from its properties.\n\n"
        "- Q: Can a data class be open?\n"
        "  A: No, data classes are final.\n"
        "- Q: Which function copies one?\n"
        "  A: `copy`, with named arguments for the changes.\n\n"
        "## What is a sealed class?\n\n"
        "A class whose subclasses are all known at compile time.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a data class?",
            "A class whose equals, hashCode and toString come from its properties.",
        ),
        ("q02", "Can a data class be open?", "No, data classes are final."),
        ("q03", "Which function copies one?", "`copy`, with named arguments for the changes."),
        (
            "q04",
            "What is a sealed class?",
            "A class whose subclasses are all known at compile time.",
        ),
    ]
    assert not result(text).warnings


def test_one_labelled_pair_under_a_related_questions_heading_in_spanish() -> None:
    """`### Preguntas relacionadas` over one `- **Pregunta:**` item answered by its nested
    `**Respuesta:**` line: under a heading that names follow-ups, one pair is enough."""
    text = (
        "# Notas de Go\n\n"
        "## ¿Qué es una goroutine?\n\n"
        "Un hilo ligero que gestiona el runtime de Go.\n\n"
        "### Preguntas relacionadas\n\n"
        "- **Pregunta:** ¿Cuánto pesa su pila al empezar?\n"
        "  **Respuesta:** Unos pocos kilobytes, y crece cuando hace falta.\n\n"
        "## ¿Qué es un canal?\n\n"
        "Un conducto tipado entre goroutines.\n"
    )
    assert _cards(text) == [
        ("q01", "¿Qué es una goroutine?", "Un hilo ligero que gestiona el runtime de Go."),
        (
            "q02",
            "¿Cuánto pesa su pila al empezar?",
            "Unos pocos kilobytes, y crece cuando hace falta.",
        ),
        ("q03", "¿Qué es un canal?", "Un conducto tipado entre goroutines."),
    ]


def test_a_dialogue_quoted_in_code_stays_in_the_answer() -> None:
    """Guard: `Q:` / `A:` lines inside a code block are an example the answer quotes."""
    text = (
        "## How do you test a chatbot?\n\n"
        "Write sample dialogues and check each reply:\n\n"
        "```text\n- Q: What time is it?\n  A: It is noon.\n- Q: Where am I?\n  A: Home.\n```\n\n"
        "## What is intent detection?\n\nMapping an utterance to what the user wants.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "How do you test a chatbot?",
            "Write sample dialogues and check each reply:\n\n"
            "```text\n- Q: What time is it?\n  A: It is noon.\n- Q: Where am I?\n  A: Home.\n```",
        ),
        ("q02", "What is intent detection?", "Mapping an utterance to what the user wants."),
    ]


def test_bullets_that_start_with_q_words_stay_in_the_answer() -> None:
    """Guard: `- Queue depth: ...`, `- Quotas: ...` are points of the answer, no labels."""
    text = (
        "## What is a message queue?\n\n"
        "A buffer between producers and consumers.\n\n"
        "- Queue depth: how many messages wait.\n"
        "- Quotas: how many a client may send.\n\n"
        "## What is a dead-letter queue?\n\nWhere messages go that failed too often.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a message queue?",
            "A buffer between producers and consumers.\n\n"
            "- Queue depth: how many messages wait.\n- Quotas: how many a client may send.",
        ),
        ("q02", "What is a dead-letter queue?", "Where messages go that failed too often."),
    ]


def test_a_lone_question_label_with_no_answer_label_stays_in_the_answer() -> None:
    """Guard: one `**Q:**` item with no answer label under it is the answer's text."""
    text = (
        "## What is a code review?\n\n"
        "Another engineer reads the change before it merges.\n\n"
        "- **Q: What should a reviewer look for first?**\n"
        "- Tests, then naming, then style.\n\n"
        "## What is pair programming?\n\nTwo people write the code together.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a code review?",
            "Another engineer reads the change before it merges.\n\n"
            "- **Q: What should a reviewer look for first?**\n- Tests, then naming, then style.",
        ),
        ("q02", "What is pair programming?", "Two people write the code together."),
    ]


def test_a_deck_listed_as_pairs_under_a_heading_is_read_as_before() -> None:
    """Guard: a list of `- Q:` / `A:` pairs that is all its heading holds, or a numbered
    list of labelled questions going on past one whose answer is not right under it, is
    the deck itself: each pair one card, as before."""
    text = (
        "## Networking\n\n"
        "- Q: What is TCP?\n  A: A reliable stream protocol.\n"
        "- Q: What is UDP?\n  A: A datagram protocol.\n\n"
        "## Hashing\n\n"
        "1. Question: Does this code chain entries?\n"
        "   ```python\n   table.setdefault(key, []).append(value)\n   ```\n"
        "   True or false?\n"
        "   Answer: True.\n\n"
        "2. Question: Is SHA-256 reversible? True or false?\n"
        "   Answer: False.\n\n"
        "3. Question: Is MD5 still safe for passwords? True or false?\n"
        "   Answer: False.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        ("What is TCP?", "A reliable stream protocol."),
        ("What is UDP?", "A datagram protocol."),
        (
            "Does this code chain entries?\n"
            "```python\ntable.setdefault(key, []).append(value)\n```\nTrue or false?",
            "True.",
        ),
        ("Is SHA-256 reversible? True or false?", "False."),
        ("Is MD5 still safe for passwords? True or false?", "False."),
    ]


def test_an_italic_explanation_loses_its_closing_mark_past_code_spans() -> None:
    """`_Explanation: ..._` set in italics whole: the closing `_` goes even when a code span
    inside holds an underscore (`OUTER_LOOP`), or the options in a fence above hold some."""
    text = (
        "## Q1\n\n**Question:**  \nWhat does `continue OUTER;` do?\n\n"
        "**Options:**  \nA. Jumps to the next OUTER_LOOP pass  \nB. Leaves the method  \n\n"
        "**Answer:** A  \n"
        "_Explanation: The `continue OUTER_LOOP;` line goes on with the outer loop._\n\n"
        "## Q2\n\n**Question:**  \nWhich line does not compile?\n\n"
        "```java\nA. int n = 999;\nB. int n = 9_9_9;\nC. int n = _9_99;\n```\n\n"
        "**Answer:** C  \n"
        "_Explanation: A numeric literal cannot open with an underscore._\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        (
            "What does `continue OUTER;` do?",
            "A",
            "The `continue OUTER_LOOP;` line goes on with the outer loop.",
        ),
        (
            "Which line does not compile?",
            "C",
            "A numeric literal cannot open with an underscore.",
        ),
    ]
    assert dict(cards[1].choices) == {
        "A": "int n = 999;",
        "B": "int n = 9_9_9;",
        "C": "int n = _9_99;",
    }


def test_an_italic_explanation_with_no_code_span_reads_as_before() -> None:
    """Guard: `_Explanation: ..._` with no code span and no fence: its closing `_` goes, as
    it did before."""
    text = (
        "## Q1\n\n**Question:**  \nWhat does `break` do?\n\n"
        "**Options:**  \nA. Leaves the loop  \nB. Skips a pass  \n\n"
        "**Answer:** A  \n"
        "_Explanation: It ends the innermost loop at once._\n"
    )
    assert [c.explanation for c in result(text).deck.cards] == [
        "It ends the innermost loop at once."
    ]
