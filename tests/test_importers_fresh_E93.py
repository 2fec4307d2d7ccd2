"""Layouts met in judge round Z127, on made-up documents: a heading question answered in
prose over a lettered list whose items hold paragraphs (`a. HOT:` / its text / `b. COLD:`);
a tips list of bold numbered imperatives after `**Q:**`-labelled questions; a chat
assistant's closing sentences glued to the last answer of a section."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _skipped(text: str) -> list[str]:
    return [s.reason for s in result(text).skipped]


_TIERS = (
    "# Storage Questions\n\n"
    "#### 1) How do tiers differ?\n\n"
    "Tiers trade cost against speed. Each tier keeps data in a different place.\n\n"
    "Let us go through them one by one-\n\n"
    "a. HOT:\nKept on fast disks, costly.\n\n"
    "b. COLD:\nKept on slow disks, cheap.\n\n"
    "So pick the tier by how often the data is read.\n\n"
    "#### 2) What is a snapshot?\n\n"
    "A point-in-time copy of a volume.\n"
)


def test_a_lettered_list_with_paragraphs_stays_in_the_answer() -> None:
    """`a. HOT:` over its text, then `b. COLD:` over its own, under prose that answers the
    question: a list in the answer, its `a.` no `A.` answer label; the prose stays in the
    answer and the marker is kept."""
    assert _cards(_TIERS) == [
        (
            "How do tiers differ?",
            "Tiers trade cost against speed. Each tier keeps data in a different place.\n\n"
            "Let us go through them one by one-\n\n"
            "a. HOT:\nKept on fast disks, costly.\n\n"
            "b. COLD:\nKept on slow disks, cheap.\n\n"
            "So pick the tier by how often the data is read.",
            {},
        ),
        ("What is a snapshot?", "A point-in-time copy of a volume.", {}),
    ]
    assert not result(_TIERS).warnings


def test_consecutive_lettered_statements_after_prose_answer() -> None:
    """The same list written one item to a line, under two paragraphs of prose: the prose
    and the lines are the answer, not a choice question without a key."""
    text = (
        "# Storage Questions\n\n"
        "#### 1) How do tiers differ?\n\n"
        "Tiers trade cost against speed.\n\n"
        "Here they are in turn:\n\n"
        "a. HOT: kept on fast disks, costly.\n"
        "b. COLD: kept on slow disks, cheap.\n\n"
        "#### 2) What is a snapshot?\n\n"
        "A point-in-time copy of a volume.\n"
    )
    assert _cards(text) == [
        (
            "How do tiers differ?",
            "Tiers trade cost against speed.\n\nHere they are in turn:\n\n"
            "a. HOT: kept on fast disks, costly.\nb. COLD: kept on slow disks, cheap.",
            {},
        ),
        ("What is a snapshot?", "A point-in-time copy of a volume.", {}),
    ]


def test_a_dot_answer_labels_still_answer() -> None:
    """Guard: `Q.` / `A.` notes keep their `A.` as the answer's label."""
    text = (
        "# Notes\n\n"
        "Q. What is a subnet?\nA. A slice of an address range.\n\n"
        "Q. What is NAT?\nA. Rewriting addresses at a gateway.\nIt happens at the edge.\n"
    )
    assert _cards(text) == [
        ("What is a subnet?", "A slice of an address range.", {}),
        ("What is NAT?", "Rewriting addresses at a gateway.\nIt happens at the edge.", {}),
    ]


def test_short_unkeyed_options_after_a_stem_stay_a_choice_question() -> None:
    """Guard: short lettered options under a question and two lines of its stem, with no key,
    are still a choice question without a key (skipped and reported), not an answer."""
    text = (
        "# Quiz\n\n"
        "#### 1) What does this print?\n\n"
        "The code runs under Python 3.\n\n"
        "Assume no imports:\n\n"
        "a. 1\nb. 2\n\n"
        "#### 2) What is a snapshot?\n\n"
        "A point-in-time copy of a volume.\n"
    )
    assert _cards(text) == [("What is a snapshot?", "A point-in-time copy of a volume.", {})]
    assert any("has options but no answer letter" in r for r in _skipped(text))


_QA = (
    "# Game Dev Prep\n\n"
    "**Q: What is a prefab?**\n- A reusable template object.\n\n"
    "**Q: What is a scene?**\n- A level or screen holding objects.\n\n"
)
_QA_CARDS = [
    ("What is a prefab?", "- A reusable template object.", {}),
    ("What is a scene?", "- A level or screen holding objects.", {}),
]


def test_numbered_bold_tips_under_a_tips_section_are_no_questions() -> None:
    """`3. **Explain your reasoning aloud**` in a numbered list under `### On the day`, a
    sub-section of `## Tips`: advice, reported as text in no card, never as unanswered
    questions."""
    text = (
        _QA + "## Tips\n\n### On the day\n"
        "1. **Sleep well the night before**\n"
        "2. **Bring a notebook**\n"
        "3. **Explain your reasoning aloud**\n"
        "4. **Describe the edge cases you see**\n"
    )
    assert _cards(text) == _QA_CARDS
    assert not _skipped(text)
    assert result(text).warnings == (
        "doc.md:12: 4 lines of text between questions in no card "
        "('1. **Sleep well the night before**'); not imported",
    )


def test_asking_items_outside_advice_stay_unanswered_questions() -> None:
    """Guard: the same items under a section that names no advice (`## Practice on your
    own`) are questions left unanswered, each reported."""
    text = (
        _QA + "## Practice on your own\n\n"
        "1. **Sleep well the night before**\n"
        "2. **Explain the render loop**\n"
        "3. **Describe the physics step**\n"
    )
    assert _cards(text) == _QA_CARDS
    assert len([r for r in _skipped(text) if "no answer was found" in r]) == 3


def test_a_list_of_questions_under_tips_stays_asked() -> None:
    """Guard: under a tips section, a list most of whose items ask is a list of questions:
    each still reported unanswered."""
    text = (
        _QA + "## Tips\n\n### On the day\n"
        "1. **Sleep well the night before**\n"
        "2. **Explain the render loop**\n"
        "3. **Describe the physics step**\n"
    )
    reasons = _skipped(text)
    assert any("Explain the render loop" in r and "no answer was found" in r for r in reasons)
    assert any("Describe the physics step" in r and "no answer was found" in r for r in reasons)


_CHAT = (
    "# Docker and Kubernetes Interview Questions\n\n"
    "## Docker\n\n"
    "### 1. What is a container?\nA container packages an app with its dependencies.\n\n"
    "### 2. What is an image?\nA read-only template for containers.\n\n"
    "These questions cover the essentials of Docker and Kubernetes. Good luck! 🚀\n\n"
    "## Kubernetes\n\n"
    "### 3. What is a pod?\nThe smallest deployable unit.\n\n"
    "### 4. What is a service?\nA stable address for a set of pods.\n\n"
    "Alright, let's create a Markdown document with these questions.\n\n"
    "## Networking\n\n"
    "### 5. What is an ingress?\nRules that route outside traffic to services.\n"
    "This Markdown should help you prepare for your interview.\n"
)


def test_chat_words_about_the_page_close_no_answer() -> None:
    """A chat assistant's words about the page it makes, closing a section's last answer
    (a paragraph of its own, or a line of its own after the answer's sentence): cut from
    the answer and each reported as text in no card."""
    assert [(q, a) for q, a, _ in _cards(_CHAT)] == [
        ("What is a container?", "A container packages an app with its dependencies."),
        ("What is an image?", "A read-only template for containers."),
        ("What is a pod?", "The smallest deployable unit."),
        ("What is a service?", "A stable address for a set of pods."),
        ("What is an ingress?", "Rules that route outside traffic to services."),
    ]
    assert result(_CHAT).warnings == (
        "doc.md:11: 1 line of text between questions in no card ('These questions cover the "
        "essentials of Docker and Kubern...'); not imported",
        "doc.md:21: 1 line of text between questions in no card ('Alright, let's create a "
        "Markdown document with these ques...'); not imported",
        "doc.md:27: 1 line of text between questions in no card ('This Markdown should help "
        "you prepare for your interview.'); not imported",
    )


def test_an_answer_closing_a_section_in_like_words_stays() -> None:
    """Guard: an answer's own last paragraph that opens like the chat's words but speaks of
    its subject (`This document contains ...` on MongoDB, `Let's write a test for it.`)
    stays in the answer, at a section's end too."""
    text = (
        "# Databases\n\n## MongoDB\n\n"
        "### 1. What is a BSON document?\nA binary record of fields.\n\n"
        "This document contains the user's name and email.\n\n"
        "## Testing\n\n"
        "### 2. What is a unit test?\nA check of one function.\n\n"
        "Let's write a test for it.\n"
    )
    assert [(q, a) for q, a, _ in _cards(text)] == [
        (
            "What is a BSON document?",
            "A binary record of fields.\n\nThis document contains the user's name and email.",
        ),
        ("What is a unit test?", "A check of one function.\n\nLet's write a test for it."),
    ]
    assert not result(text).warnings
