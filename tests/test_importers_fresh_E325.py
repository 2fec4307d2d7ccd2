"""Importer layouts met in rounds Z204 and Z206: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_FOLDED_QUIZ = (
    "# Quiz\n\n"
    "### Question 1 : Which shell builtin changes the working directory?\n"
    "- [ ] A) ls\n- [ ] B) cd\n- [ ] C) pwd\n\n"
    "<details>\n<summary>💡 Solution</summary>\n\n"
    "{k1} Only a builtin can change the shell's own directory.\n</details>\n\n"
    "### Question 2 : Which signal cannot be caught?\n"
    "- [ ] A) SIGTERM\n- [ ] B) SIGINT\n- [ ] C) SIGKILL\n\n"
    "<details>\n<summary>💡 Solution</summary>\n\n"
    "{k2} The kernel ends the process without asking it.\n</details>\n"
)


def _keyed(k1: str, k2: str) -> list[tuple[str, str, str, dict[str, str]]]:
    res = result(_FOLDED_QUIZ.format(k1=k1, k2=k2))
    assert not res.skipped
    assert not res.warnings
    return [(c.question, c.answer, c.explanation, c.choices) for c in res.deck.cards]


def test_a_colonless_key_in_a_fold_names_the_option() -> None:
    """`**Réponse B**.` (label and letter bold together, no colon), `**Answer B**`, `Antwort
    C.` under a fold's `<summary>` below `- [ ] A)` options: each is the question's key."""
    expected = [
        (
            "Which shell builtin changes the working directory?",
            "B",
            "Only a builtin can change the shell's own directory.",
            {"A": "ls", "B": "cd", "C": "pwd"},
        ),
        (
            "Which signal cannot be caught?",
            "C",
            "The kernel ends the process without asking it.",
            {"A": "SIGTERM", "B": "SIGINT", "C": "SIGKILL"},
        ),
    ]
    assert _keyed("**Réponse B**.", "**Réponse C**.") == expected
    assert _keyed("**Answer B**", "**Answer C**") == expected
    assert _keyed("Antwort B.", "Antwort C.") == expected
    assert _keyed("**Respuesta: B**", "**Respuesta: C**") == expected


def test_an_answer_word_before_prose_in_a_fold_is_no_key() -> None:
    """Guard: `Answer a question ...` / `Réponse à la question ...` in the fold is prose (a
    word, not a letter, follows the label): the questions stay open cards, warned as before."""
    text = _FOLDED_QUIZ.format(
        k1="Answer a question about builtins.", k2="Réponse à la question sur les signaux."
    )
    res = result(text)
    assert [(c.answer, c.choices) for c in res.deck.cards] == [
        (
            "Answer a question about builtins. Only a builtin can change the shell's own directory.",
            {},
        ),
        (
            "Réponse à la question sur les signaux. The kernel ends the process without asking it.",
            {},
        ),
    ]
    assert [w.split(": ", 1)[1] for w in res.warnings] == [
        "question 1 has options but no answer letter; made an open card (its explanation is the answer)",
        "question 2 has options but no answer letter; made an open card (its explanation is the answer)",
    ]


def test_a_bold_key_naming_no_option_is_no_key() -> None:
    """Guard: a bold `**Answer D**.` where the options above stop at C names no option: the
    line is left as written and the questions are warned as before."""
    res = result(_FOLDED_QUIZ.format(k1="**Answer D**.", k2="**Answer E**."))
    assert all(not c.choices for c in res.deck.cards)
    assert len(res.warnings) == 2
    assert all("no answer letter" in w for w in res.warnings)


def test_options_whose_code_opens_on_the_letter_line_are_options() -> None:
    """`A) ```hcl` over the code and its closing fence, a blank line above: the option holds
    the code (read as written, the fences ran on and the options went into the question)."""
    text = (
        "# Infra Quiz\n\n## Question 1\n### Question\nWhich block declares a list of ports?\n\n"
        "### Answer Options\n\n"
        'A) ```hcl\nvariable "ports" { type = list(number) }\n```\n\n'
        'B) ```hcl\nvariable "ports" { type = string }\n```\n\n'
        "**Correct Answer: A**\n\n### Explanation\nA list type holds many numbers.\n\n"
        "## Question 2\n### Question\nWhich block reads an existing network?\n\n"
        "### Answer Options\n\n"
        'A) ```hcl\nresource "net" "x" {}\n```\n\n'
        'B) ```hcl\ndata "net" "x" {}\n```\n\n'
        "**Correct Answer: B**\n\n### Explanation\nA data block reads without managing.\n"
    )
    res = result(text)
    assert not res.warnings
    assert [(c.question, c.answer, c.explanation, c.choices) for c in res.deck.cards] == [
        (
            "Which block declares a list of ports?",
            "A",
            "A list type holds many numbers.",
            {
                "A": '`variable "ports" { type = list(number) }`',
                "B": '`variable "ports" { type = string }`',
            },
        ),
        (
            "Which block reads an existing network?",
            "B",
            "A data block reads without managing.",
            {"A": '`resource "net" "x" {}`', "B": '`data "net" "x" {}`'},
        ),
    ]


def test_numbered_steps_opening_code_stay_the_answer() -> None:
    """Guard: `1) ```bash` steps in an answer are numbered, not lettered options: the answer
    keeps them as written."""
    text = (
        "# Shell Notes\n\n## How do you make a script runnable?\n\nTwo steps:\n\n"
        "1) ```bash\nchmod +x run.sh\n```\n\n2) ```bash\n./run.sh\n```\n\n"
        "## What does chmod do?\n\nIt changes a file's mode bits.\n"
    )
    res = result(text)
    assert [(c.question, c.answer, c.choices) for c in res.deck.cards] == [
        (
            "How do you make a script runnable?",
            "Two steps:\n\n1) ```bash\nchmod +x run.sh\n```\n\n2) ```bash\n./run.sh\n```",
            {},
        ),
        ("What does chmod do?", "It changes a file's mode bits.", {}),
    ]


def test_a_question_label_heading_under_a_linked_numbered_heading_is_no_question_text() -> None:
    """A contents list linking `## Question N` headings, each over `**Topic:**` and a bare
    `### Question` label: the text under the label is the question, not the label."""
    text = (
        "# Cloud Quiz\n\n"
        "- [Question 1: Blobs](#question-1)\n- [Question 2: Machines](#question-2)\n"
        "- [Question 3: Networks](#question-3)\n\n"
        "## Question 1\n**Topic:** Blobs\n\n### Question\nWhich service keeps blobs?\n\n"
        "A) Queue\n\nB) Bucket\n\n**Correct Answer: B**\n\n"
        "## Question 2\n**Topic:** Machines\n\n### Question\nWhich service runs a VM?\n\n"
        "A) Instance\n\nB) Table\n\n**Correct Answer: A**\n\n"
        "## Question 3\n**Topic:** Networks\n\n### Question\nWhich joins two networks?\n\n"
        "A) Peering\n\nB) Disk\n\n**Correct Answer: A**\n"
    )
    res = result(text)
    assert not res.warnings
    assert [(c.question, c.answer, c.choices) for c in res.deck.cards] == [
        ("Which service keeps blobs?", "B", {"A": "Queue", "B": "Bucket"}),
        ("Which service runs a VM?", "A", {"A": "Instance", "B": "Table"}),
        ("Which joins two networks?", "A", {"A": "Peering", "B": "Disk"}),
    ]


def test_sub_headings_under_linked_questions_stay_parts_of_the_answer() -> None:
    """Guard: a contents list's linked questions keep their `### Example` sub-headings as
    parts of their answers."""
    text = (
        "# Cache Notes\n\n"
        "- [What is a cache?](#what-is-a-cache)\n- [What is eviction?](#what-is-eviction)\n"
        "- [What is a TTL?](#what-is-a-ttl)\n\n"
        "## What is a cache?\nA fast store in front of a slow one.\n\n"
        "### Example\nA CDN keeps copies of pages.\n\n"
        "## What is eviction?\nDropping entries when the cache is full.\n\n"
        "### Example\nLRU drops the least recently used entry.\n\n"
        "## What is a TTL?\nHow long an entry stays valid.\n"
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        (
            "What is a cache?",
            "A fast store in front of a slow one.\n\n### Example\nA CDN keeps copies of pages.",
        ),
        (
            "What is eviction?",
            "Dropping entries when the cache is full.\n\n### Example\nLRU drops the least recently used entry.",
        ),
        ("What is a TTL?", "How long an entry stays valid."),
    ]
