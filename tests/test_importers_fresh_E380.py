"""Importer layouts met on fresh public documents (judge round Z223, mended in E380): a
homework answer sheet whose numbered options are parted from their key by the author's
working (a query block, a note), and options that are figures numbered with a dash.

None of these is a copy of a document; each is the shape a real file used, written small.
"""

from __future__ import annotations

from tests.importing import result


def _sheet(*questions: tuple[str, list[str], str, str]) -> str:
    """A sheet of `<h2>Question N</h2>` items: the stem, options `N- text<br>`, then what
    stands between the options and the key, then the key line."""
    parts = []
    for n, (stem, options, between, key) in enumerate(questions, start=1):
        listed = "".join(f"{k}- {o}<br>\n" for k, o in enumerate(options, start=1))
        parts.append(f"<h2>Question {n}</h2>\n{stem}<br>\n{listed}\n{between}{key}\n")
    return "\n---------------------------------------------------------------------\n".join(parts)


_QUERY = "```sql\nselect count(*) from trips;\n```\n"


def test_a_key_below_a_query_block_names_the_dashed_options() -> None:
    """`1- Lake<br>` ... then a fenced query, then `***answer:3***`: the key is the options'
    (C), not an open answer `3*`, and the query is the card's explanation."""
    r = result(
        _sheet(
            (
                "Where do the raw files live?",
                ["Lake", "Warehouse", "Bucket"],
                _QUERY,
                "***answer:3***",
            ),
            ("Which format is columnar?", ["CSV", "Parquet"], "", "**answer:2**"),
        )
    )
    got = [(c.question, c.choices, c.answer, c.explanation) for c in r.deck.cards]
    assert got == [
        (
            "Where do the raw files live?",
            {"A": "Lake", "B": "Warehouse", "C": "Bucket"},
            "C",
            "```sql\nselect count(*) from trips;\n```",
        ),
        ("Which format is columnar?", {"A": "CSV", "B": "Parquet"}, "B", ""),
    ]
    assert r.warnings == ()


def test_a_key_below_a_note_names_the_options_and_the_note_explains() -> None:
    """A paragraph of notes between the options and `**answer:2**` is the working: the card is
    a choice keyed B, the note its explanation."""
    note = "Views keep only their query.\nThe rows are read when it runs.\n\n"
    r = result(_sheet(("A view is stored on disk:", ["True", "False"], note, "**answer:2**")))
    (card,) = r.deck.cards
    assert (card.question, card.choices, card.answer) == (
        "A view is stored on disk:",
        {"A": "True", "B": "False"},
        "B",
    )
    assert card.explanation == "Views keep only their query.\nThe rows are read when it runs."
    assert r.warnings == ()


def test_figures_numbered_with_a_dash_are_options() -> None:
    """`1- 65,623<br>` / `2- 840,402<br>`: options that are counts, the dash glued to the
    number, are a dashed series as worded options are; keyed by number right below."""
    r = result(
        _sheet(("How many rows are there?", ["65,623", "840,402", "20,332"], "", "**answer:3**"))
    )
    (card,) = r.deck.cards
    assert (card.choices, card.answer) == ({"A": "65,623", "B": "840,402", "C": "20,332"}, "C")


def test_a_markdown_list_keyed_by_letter_below_code_and_a_note() -> None:
    """Plain Markdown: a numbered list, a code block, a note, then `Answer: B`: up to one of
    each may part the list from its key (blank lines between)."""
    text = (
        "### Q1. Which command lists pods?\n\n"
        "1. kubectl get nodes\n2. kubectl get pods\n3. kubectl top\n\n"
        "```shell\n$ kubectl get pods\nNAME  READY\n```\n\n"
        "It prints one row per pod.\n\n"
        "Answer: B\n\n"
        "### Q2. Which port does HTTPS use?\n\n1. 80\n2. 443\n\nAnswer: 2\n"
    )
    r = result(text)
    got = [(c.question, c.choices, c.answer, c.explanation) for c in r.deck.cards]
    assert got == [
        (
            "Which command lists pods?",
            {"A": "kubectl get nodes", "B": "kubectl get pods", "C": "kubectl top"},
            "B",
            "```shell\n$ kubectl get pods\nNAME  READY\n```\n\nIt prints one row per pod.",
        ),
        ("Which port does HTTPS use?", {"A": "80", "B": "443"}, "B", ""),
    ]
    assert r.warnings == ()


def test_a_key_that_says_more_stays_an_open_answer() -> None:
    """Near miss: the steps of a question, a code block, then `Answer: 2 steps are enough ...`:
    the key says more than an option's number, so the list is no set of options."""
    text = (
        "### Q1. How do you deploy the app?\n\n"
        "1. Build the image\n2. Push it\n\n"
        "```shell\nmake deploy\n```\n\n"
        "Answer: 2 steps are enough for a small app.\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.answer == "2 steps are enough for a small app."
    assert "1. Build the image" in card.question


def test_a_paragraph_that_asks_between_list_and_key_is_left_alone() -> None:
    """Near miss: `Which step fails?` between the list and `Answer: 2` asks the question; the
    list is what it is about, not options of a key the rule may name."""
    text = (
        "### Q1. The release script\n\n"
        "1. Build the image\n2. Push it\n3. Restart\n\n"
        "Which step fails when the registry is down?\n\n"
        "Answer: 2\n"
    )
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.answer == "2"


def test_a_long_text_between_list_and_key_is_left_alone() -> None:
    """Near miss: more than a short note (ten lines) between the list and `Answer: 2` is an
    answer's text of its own; the list stays in the question, the key as written."""
    prose = "".join(f"Line {n} of a long write-up about the stages.\n" for n in range(10))
    text = f"### Q1. Which are the stages?\n\n1. Build\n2. Test\n\n{prose}\nAnswer: 2\n"
    (card,) = result(text).deck.cards
    assert card.choices == {}
    assert card.answer == "2"


def test_spaced_dash_sums_are_not_numbered() -> None:
    """Near miss: `5 - 3 = 2` lines (the dash spaced from the number) are sums in an answer,
    not a dashed series of options."""
    text = "### Q1. What do these give?\n\nWork them out:\n\n5 - 3 = 2\n6 - 1 = 5\n"
    (card,) = result(text).deck.cards
    assert card.answer.endswith("5 - 3 = 2\n6 - 1 = 5")
