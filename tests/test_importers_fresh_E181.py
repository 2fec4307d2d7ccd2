"""Layouts met in the judges' rounds Z170 and Z171, on made-up documents: numbered questions
answered by two blocks or tables at the margin (a questionnaire's `R: ...` block and an
example in code, a diagram drawn as tables), choice options numbered in a bare block with an
arrow at the right one (`2. MyClass <---`); options named by a word and their letter (`-
**Opción A:** text`) keyed by a word in brackets at the end (`(Correcta)`), a number set
inside a label's bold (`**1. Pregunta:** ...`), a quiz's closing note under the last options;
and numbered coding tasks answered by their solution over an `Output:` block."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def _warnings(text: str) -> list[str]:
    return list(result(text).warnings)


# -- numbered questions answered by blocks at the margin ---------------------------------------

_FENCED = (
    "#homework\n"
    "1. What is an interface?\n"
    "```\nR: A contract of methods.\n```\n\n"
    "2. Which name is a valid constant?\n"
    "```\n1. maxSize\n2. MAX_SIZE <---\n3. Max-Size\n```\n\n"
    "3. What does a static method belong to? Show one.\n"
    "```\nR: To the class, not to an object.\n```\n"
    "```java\nstatic int twice(int n) { return 2 * n; }\n```\n\n"
    "4. What is the state of the object after the call? Draw it.\n"
    "```\nR: Its fields hold the values set.\n```\n\n"
    "| Lamp: on |\n| -------- |\n| watts: 40 |\n\n"
    "5. Draw both objects after line 3.\n\n"
    "| Cup |\n| --- |\n| full: yes |\n\n"
    "| Mug |\n| --- |\n| full: no |\n\n"
    "6. Analise o código abaixo e diga o que falta.\n"
    "```java\nclass Door { int width }\n```\n"
    "```\nR: Falta o ponto e vírgula.\n```\n"
)


def test_answers_of_two_blocks_or_tables_at_the_margin_are_whole() -> None:
    """A numbered question answered by a block and then another block or table (each at the
    margin, CommonMark's list ended above them) keeps them all as its answer; code shown
    under a question that points at it (`abaixo`, "below") stays the question's."""
    cards = _cards(_FENCED)
    assert [c[0] for c in cards] == [
        "What is an interface?",
        "Which name is a valid constant?",
        "What does a static method belong to? Show one.",
        "What is the state of the object after the call? Draw it.",
        "Draw both objects after line 3.",
        "Analise o código abaixo e diga o que falta.\n\n```java\nclass Door { int width }\n```",
    ]
    assert cards[2][1] == (
        "```\nR: To the class, not to an object.\n```\n"
        "```java\nstatic int twice(int n) { return 2 * n; }\n```"
    )
    assert cards[3][1] == (
        "```\nR: Its fields hold the values set.\n```\n\n| Lamp: on |\n| -------- |\n| watts: 40 |"
    )
    assert cards[4][1] == "| Cup |\n| --- |\n| full: yes |\n\n| Mug |\n| --- |\n| full: no |"
    assert cards[5][1] == "```\nR: Falta o ponto e vírgula.\n```"
    assert _warnings(_FENCED) == []


def test_numbered_options_in_a_block_keyed_by_an_arrow() -> None:
    """Options numbered in a bare block under the question, one pointed at by a bare arrow
    (`<---`): a choice card keyed by it, the arrow gone."""
    cards = _cards(_FENCED)
    assert cards[1][1:3] == ("B", {"A": "maxSize", "B": "MAX_SIZE", "C": "Max-Size"})


def test_a_block_of_steps_with_no_arrow_or_two_stays_code() -> None:
    """Guard: numbered lines in a block with no arrow, or two arrows, stay the code answer."""
    text = (
        "#notes\n"
        "1. List the steps to deploy.\n"
        "```\n1. build\n2. test <---\n3. ship <---\n```\n\n"
        "2. Which step comes first?\n"
        "```\n1. build\n2. test\n3. ship\n```\n"
    )
    assert _cards(text) == [
        ("List the steps to deploy.", "```\n1. build\n2. test <---\n3. ship <---\n```", {}, ""),
        ("Which step comes first?", "```\n1. build\n2. test\n3. ship\n```", {}, ""),
    ]


def test_blocks_followed_by_more_text_are_not_taken_as_an_answer() -> None:
    """Guard: a question over its code, another block and then prose (not the next question)
    is read as before: no answer found at the margin for it."""
    text = (
        "#notes\n"
        "1. What does this snippet print?\n"
        "```\nx = 2\n```\n```\nprint(x)\n```\n"
        "It prints 2, since x holds two.\n\n"
        "2. What is a tuple?\n"
        "```\nR: A fixed sequence.\n```\n"
    )
    assert _cards(text) == [("What is a tuple?", "```\nR: A fixed sequence.\n```", {}, "")]
    assert any(
        "'1. What does this snippet print?' looks like a question" in w for w in _warnings(text)
    )


# -- options named by a word and their letter, keyed in brackets --------------------------------

_WORDED = (
    "## Web quiz\n\n"
    "**Quiz about the web**\n\n"
    "**1. Pregunta:** ¿Qué protocolo sirve páginas?\n"
    "  - **Opción A:** HTTP (Correcta)\n"
    "  - **Opción B:** SMTP\n"
    "  - **Opción C:** FTP\n\n"
    "**2. ¿Qué puerto usa HTTPS?**\n"
    "  - **Opción A:** 21\n"
    "  - **Opción B:** 443 (Respuesta correcta)\n"
    "  - **Opción C:** 25\n\n"
    "3. **Pregunta:** ¿Qué etiqueta crea un enlace?\n"
    "   - **Opción A:** <link>\n"
    "   - **Opción B:** <a> (Correcta)\n\n"
    "**4. Which tag starts a list?**\n"
    "  - Option A: <ol> (correct)\n"
    "  - Option B: the <ul> tag\n\n"
    "**5. Qual protocolo envia e-mail?**\n"
    "  - Alternativa A: SMTP (certa)\n"
    "  - Alternativa B: HTTP\n\n"
    "Feel free to reuse these questions in your own app.\n"
)


def test_options_named_by_a_word_and_letter_keyed_in_brackets() -> None:
    """`- **Opción A:** text` options are options (`Option B:`, `Alternativa C:` too), the
    word in brackets at the end of one (`(Correcta)`, `(Respuesta correcta)`, `(correct)`,
    `(certa)`) its key; an option that is a tag alone (`<a>`) shows it as code, one naming a
    tag in words as before; `**1. Pregunta:** ...` is question 1; the closing note under the
    last options, no other card having text past its options, is reported, no explanation."""
    assert _cards(_WORDED) == [
        ("¿Qué protocolo sirve páginas?", "A", {"A": "HTTP", "B": "SMTP", "C": "FTP"}, ""),
        ("¿Qué puerto usa HTTPS?", "B", {"A": "21", "B": "443", "C": "25"}, ""),
        ("¿Qué etiqueta crea un enlace?", "B", {"A": "`<link>`", "B": "`<a>`"}, ""),
        ("Which tag starts a list?", "A", {"A": "`<ol>`", "B": "the `<ul>` tag"}, ""),
        ("Qual protocolo envia e-mail?", "A", {"A": "SMTP", "B": "HTTP"}, ""),
    ]
    warnings = _warnings(_WORDED)
    assert any("Feel free to reuse" in w and "not imported" in w for w in warnings)
    assert not any("introduction" in w and "protocolo" in w for w in warnings)


def test_a_lone_worded_option_and_a_bracketed_word_that_is_no_key_stay() -> None:
    """Guard: one `Option A:` line alone is text, not an option run, and `(right)` at the end
    of an option is its own words (no key): the card stays open, as before."""
    text = (
        "## Notes\n\n"
        "### Which way does the arrow turn?\n\n"
        "- Turn (left)\n- Turn (right)\n\n"
        "### What is plan B?\n\n"
        "Option A: keep the old server running.\n"
    )
    cards = _cards(text)
    assert cards[0][2] == {}
    assert cards[1] == ("What is plan B?", "Option A: keep the old server running.", {}, "")


def test_worded_options_explained_in_paragraphs_stay() -> None:
    """Guard: `Option a) x: This is ...` paragraphs under the key, one blank line apart, are an
    explanation option by option, not options: kept as written."""
    text = (
        "## Quiz 2\n"
        "Which call reverses a list in place?\n\n"
        "a) `items.reverse()`<br>\n"
        "b) `reversed(items)`<br>\n\n"
        "**The correct answer is a) `items.reverse()`**\n\n"
        "Option a) items.reverse(): This changes the list itself.\n\n"
        "Option b) reversed(items): This gives an iterator.\n"
    )
    assert _cards(text) == [
        (
            "Which call reverses a list in place?",
            "A",
            {"A": "`items.reverse()`", "B": "`reversed(items)`"},
            "**The correct answer is a) `items.reverse()`**\n\n"
            "Option a) items.reverse(): This changes the list itself.\n\n"
            "Option b) reversed(items): This gives an iterator.",
        )
    ]


def test_a_bold_number_over_a_topic_and_an_explained_quiz_stay() -> None:
    """Guard: `**1. Basics:** notes` (no question label) is no labelled question; in a quiz
    whose cards explain their options, the last card's text past its options is its own."""
    text = (
        "## Quiz\n\n"
        "**1. Basics:** what this page covers.\n\n"
        "**2. Which port does SSH use?**\n- A) 22 ✓\n- B) 80\n\nSSH listens on 22.\n\n"
        "**3. Which port does DNS use?**\n- A) 25\n- B) 53 ✓\n\nDNS answers on 53.\n\n"
        "**4. Which port does HTTP use?**\n- A) 80 ✓\n- B) 110\n\nThe web's port.\n\n"
        "**5. Which port does IMAP use?**\n- A) 143 ✓\n- B) 21\n\nMail is read on 143.\n"
    )
    cards = _cards(text)
    assert [c[0] for c in cards] == [
        "Which port does SSH use?",
        "Which port does DNS use?",
        "Which port does HTTP use?",
        "Which port does IMAP use?",
    ]
    assert cards[-1][1:] == ("A", {"A": "143", "B": "21"}, "Mail is read on 143.")


# -- coding tasks answered by their solution over `Output:` ---------------------------------------

_TASKS = (
    "## Practice\n\n"
    "### Question 1\n\n"
    "Write a script that prints the word hello.\n\n"
    "```\nprint('hello')\n```\n\n"
    "Output:\n\n"
    "```\nhello\n```\n\n"
    "### Question 2\n\n"
    "Compute the hours in two days and print them.\n\n"
    "Note: print a number only.\n\n"
    "```\nprint(2 * 24)\n```\n\n"
    "Output:\n\n"
    "```\n48\n```\n\n"
    "### Question 3\n\n"
    "What does this code print?\n\n"
    "```\nprint(1 + 1)\n```\n\n"
    "Output:\n\n"
    "```\n2\n```\n"
)


def test_a_numbered_task_is_answered_by_its_solution_and_output() -> None:
    """A task (`Write a script ...`, its note too) over a block and `Output:` over another:
    the solution and its output are the answer; a question asking what code prints keeps
    its code, its output the answer, as before."""
    assert _cards(_TASKS) == [
        (
            "Write a script that prints the word hello.",
            "```\nprint('hello')\n```\n\nOutput:\n\n```\nhello\n```",
            {},
            "",
        ),
        (
            "Compute the hours in two days and print them.\n\nNote: print a number only.",
            "```\nprint(2 * 24)\n```\n\nOutput:\n\n```\n48\n```",
            {},
            "",
        ),
        ("What does this code print?\n\n```\nprint(1 + 1)\n```", "```\n2\n```", {}, ""),
    ]


def test_code_and_output_under_an_unnumbered_question_stay() -> None:
    """Guard: a question heading that numbers no question (`### What does a for loop do?`)
    over prose, code and `Output:` is read as before: all of it the answer, no label written
    over its code."""
    text = (
        "# Python notes\n\n"
        "### What does a for loop do?\n\n"
        "A loop repeats a block.\n\n"
        "```\nfor i in range(2): print(i)\n```\n\n"
        "Output:\n\n"
        "```\n0\n1\n```\n\n"
        "### What does print show for a list?\n\n"
        "A list holds items in order.\n\n"
        "```\nprint([1, 2])\n```\n\n"
        "Output:\n\n"
        "```\n[1, 2]\n```\n"
    )
    assert _cards(text) == [
        (
            "What does a for loop do?",
            "A loop repeats a block.\n\n```\nfor i in range(2): print(i)\n```\n\nOutput:\n\n"
            "```\n0\n1\n```",
            {},
            "",
        ),
        (
            "What does print show for a list?",
            "A list holds items in order.\n\n```\nprint([1, 2])\n```\n\nOutput:\n\n```\n[1, 2]\n```",
            {},
            "",
        ),
    ]
