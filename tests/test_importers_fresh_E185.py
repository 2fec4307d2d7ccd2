"""Layouts met in judge rounds Z172 and Z173, on made-up documents: an exam bank whose right
option ends with a degree sign (`4. 's'[0].isupper() °`), or `(x)`; lettered options one to
a paragraph, one typed with no space after its letter (`c)guard`); bold numbered questions
with a note in parentheses after them on their line (`1. **What is X?** (basics)`); and
answers indented by a tab that go on at the margin in prose (a wrapped line, `Similarities:`
over more points)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_DEGREE = (
    "**Domanda 1:**\n"
    "Quale animale depone le uova? Scegli un'alternativa:\n"
    "1. il gatto\n"
    "2. la gallina °\n"
    "3. il cane\n\n"
    "------------\n\n"
    "**Domanda 2:**\n"
    "Il sole è una stella. Scegli un'alternativa:\n"
    "1. Falso\n"
    "2. Vero °\n\n"
    "------------\n\n"
    "**Domanda 3:**\n"
    "Which planet is the largest?\n"
    "1. Mars\n"
    "2. Jupiter  °\n"
    "3. Venus\n"
    "4. none of the others\n"
)


def test_a_degree_sign_after_one_option_is_its_key() -> None:
    """`2. la gallina °`: the one option of a run ending with a degree sign set apart by
    blanks is the key, the sign gone; two numbered options right under their stem (a
    true-or-false question) are keyed the same way."""
    assert _cards(_DEGREE) == [
        (
            "Quale animale depone le uova?",  # `Scegli un'alternativa:` is furniture
            "B",
            {"A": "il gatto", "B": "la gallina", "C": "il cane"},
        ),
        ("Il sole è una stella.", "B", {"A": "Falso", "B": "Vero"}),
        (
            "Which planet is the largest?",
            "B",
            {"A": "Mars", "B": "Jupiter", "C": "Venus", "D": "none of the others"},
        ),
    ]
    assert not result(_DEGREE).warnings


def test_an_x_in_parentheses_after_one_option_is_its_key() -> None:
    text = (
        "### 1. Which tool formats Python code?\n\n"
        "- a) pylint\n- b) black (x)\n- c) mypy\n\n"
        "### 2. Which file lists Python dependencies?\n\n"
        "- a) setup.cfg\n- b) Makefile\n- c) requirements.txt (x)\n"
    )
    assert _cards(text) == [
        ("Which tool formats Python code?", "B", {"A": "pylint", "B": "black", "C": "mypy"}),
        (
            "Which file lists Python dependencies?",
            "C",
            {"A": "setup.cfg", "B": "Makefile", "C": "requirements.txt"},
        ),
    ]


def test_degree_signs_on_several_options_are_angles() -> None:
    """Guard: every option ending in ` °` (angles), or `90°` with no blank, keys nothing; the
    key stays the one the `Answer:` line names and the signs stay in the options."""
    text = (
        "### 1. What is the sum of a triangle's angles?\n\n"
        "1. 90 °\n2. 180 °\n3. 360 °\n\nAnswer: 2\n\n"
        "### 2. What is a right angle?\n\n"
        "1. 45°\n2. 90°\n3. 120°\n\nAnswer: 2\n"
    )
    assert _cards(text) == [
        ("What is the sum of a triangle's angles?", "B", {"A": "90 °", "B": "180 °", "C": "360 °"}),
        ("What is a right angle?", "B", {"A": "45°", "B": "90°", "C": "120°"}),
    ]


def test_a_tick_on_one_of_two_steps_is_no_key() -> None:
    """Guard: two numbered steps under a line of the answer, one ticked, are the answer's
    checklist: only a weak mark (`°`, `(x)`) keys two numbered options."""
    text = (
        "### 1. How do you ship a release?\n\n"
        "Do these two things:\n1. Build the image ✓\n2. Push it to the registry\n"
    )
    assert _cards(text) == [
        (
            "How do you ship a release?",
            "Do these two things:\n1. Build the image ✓\n2. Push it to the registry",
            {},
        )
    ]


_GLUED = (
    "**Question 1: A queue is used to**\n\n"
    "a) sort numbers\n\n"
    "b) serve requests in arrival order\n\n"
    "c)count bytes\n\n"
    "d) encrypt data\n\n"
    "**Question 2: Which port does HTTPS use by default?**\n\n"
    "a) 80\n\nb) 443\n\nc)22\n\nd) 21\n\n"
    "Answer: b\n"
)


def test_an_option_letter_with_no_space_stays_in_its_run() -> None:
    """`c)count bytes` among `a)` ... `d)` options one to a paragraph is an option: the
    unanswered question is reported, never an open card answered by `c)` and `d)`."""
    assert _cards(_GLUED) == [
        (
            "Which port does HTTPS use by default?",
            "B",
            {"A": "80", "B": "443", "C": "22", "D": "21"},
        )
    ]
    assert _skipped(_GLUED) == ["question 1 has options but no answer letter; skipped"]


def test_the_rest_of_an_option_list_is_no_answer() -> None:
    """Options the option reader stops short of (`C.DNS`, no space, in a document with no
    other such letter) are the rest of the list, no explanation: with no key the question
    is reported."""
    text = (
        "### Question 1\nWhich protocol sends mail?\n\n"
        "A. FTP\nB. SMTP\nC.DNS\nD. NTP\n\n"
        "### Question 2\nWhich protocol resolves names?\n\n"
        "A. FTP\nB. DNS\n\nAnswer: B\n"
    )
    assert _cards(text) == [("Which protocol resolves names?", "B", {"A": "FTP", "B": "DNS"})]
    assert _skipped(text) == ["question 1 has options but no answer letter; skipped"]


def test_a_keyless_question_that_explains_is_still_an_open_card() -> None:
    """Guard: a keyless question over an explanation of its own keeps its open card."""
    text = (
        "### Question 1\nWhich protocol resolves names?\n\n"
        "A) FTP\nB) SMTP\n\n"
        "Explanation: DNS resolves names; neither of these does.\n"
    )
    assert _cards(text) == [
        (
            "Which protocol resolves names?\n\n- A) FTP\n- B) SMTP",
            "DNS resolves names; neither of these does.",
            {},
        )
    ]


_NOTED = (
    "# Cooking Questions\n\n"
    "## Basics\n"
    "1. **What is a roux?** (A classic every cook learns).\n"
    "2. **Why rest dough?** How long should it rest?\n"
    "3. **What is blanching?** A brief boil, then an ice bath.\n\n"
    "## Sauces\n"
    "1. **What is an emulsion?** (Think mayonnaise.)\n"
    "2. **Which sauces are mother sauces?**\n"
)


def test_a_note_in_parentheses_after_a_bold_question_is_no_answer() -> None:
    """`1. **What is a roux?** (A classic every cook learns).`: the note tells something of
    the question; the question is reported unanswered, no card answered by its note."""
    assert _cards(_NOTED) == [("What is blanching?", "A brief boil, then an ice bath.", {})]
    skipped = " | ".join(_skipped(_NOTED))
    assert "What is a roux?** (A classic" in skipped
    assert "What is an emulsion?** (Think" in skipped


def test_a_noted_bold_question_takes_the_answer_below_it() -> None:
    """The note stays with the question over an answer below it, in a list or a paragraph;
    a tail that opens in parentheses and goes on is the answer, as before (guard)."""
    listed = (
        "# Cooking\n\n"
        "1. **What is a roux?** (In short) flour cooked in fat to thicken sauces.\n"
        "2. **Why rest dough?** It lets the gluten relax.\n"
        "3. **What is blanching?** (core skill)\n"
        "   A brief boil, then an ice bath.\n"
    )
    assert _cards(listed) == [
        ("What is a roux?", "(In short) flour cooked in fat to thicken sauces.", {}),
        ("Why rest dough?", "It lets the gluten relax.", {}),
        ("What is blanching? (core skill)", "A brief boil, then an ice bath.", {}),
    ]
    paragraphs = (
        "# Cooking\n\n"
        "**What is a roux?** (basics)\nFlour cooked in fat.\n\n"
        "**Why rest dough?** (often asked)\n\nIt lets the gluten relax.\n"
    )
    assert _cards(paragraphs) == [
        ("What is a roux? (basics)", "Flour cooked in fat.", {}),
        ("Why rest dough? (often asked)", "It lets the gluten relax.", {}),
    ]


def test_a_tab_indented_answer_gone_on_at_the_margin_loses_its_indent() -> None:
    """Answers indented by a tab with a wrapped line, or a `Shared traits:` line, at the
    margin: every indented line loses the tab, so no point reads as an indented code block."""
    text = (
        "## Networking\n### **1. Define latency.**\n\n"
        "\tLatency is the time a packet takes to arrive.\n\n"
        "### **2. List ways to cut latency.**\n\n"
        "\t1. Caching - keep data near the user.\n"
        "\t2.Batching - fewer round trips overall.\n"
        "This also saves bandwidth.\n"
        "\t3. Compression - smaller payloads travel faster.\n\n"
        "### **3. Compare TCP and UDP.**\n\n"
        "\t-TCP is reliable and ordered, UDP is neither.\n\n"
        "Shared traits:\n"
        "\t1.Ports - both address processes by port.\n"
        "\t2. Checksums - both detect corrupted segments.\n"
    )
    assert _cards(text) == [
        ("Define latency.", "Latency is the time a packet takes to arrive.", {}),
        (
            "List ways to cut latency.",
            "1. Caching - keep data near the user.\n2.Batching - fewer round trips overall.\n"
            "This also saves bandwidth.\n3. Compression - smaller payloads travel faster.",
            {},
        ),
        (
            "Compare TCP and UDP.",
            "-TCP is reliable and ordered, UDP is neither.\n\nShared traits:\n"
            "1.Ports - both address processes by port.\n"
            "2. Checksums - both detect corrupted segments.",
            {},
        ),
    ]


def test_code_indented_after_a_blank_line_keeps_its_indent() -> None:
    """Guard: under an answer begun indented and gone on at the margin, a line indented
    after a blank line is an indented code block, as Markdown reads it: it keeps its indent."""
    text = (
        "## Queries\n### **1. Show how to list users.**\n\n"
        "\tA query lists every user by name.\n"
        "Run it from the shell like this:\n\n"
        "    SELECT name FROM users ORDER BY name;\n\n"
        "### **2. Define an index.**\n\n"
        "\tAn index speeds up reads on a column.\n"
    )
    assert _cards(text) == [
        (
            "Show how to list users.",
            "A query lists every user by name.\nRun it from the shell like this:\n\n"
            "    SELECT name FROM users ORDER BY name;",
            {},
        ),
        ("Define an index.", "An index speeds up reads on a column.", {}),
    ]
