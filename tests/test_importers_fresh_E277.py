"""Importer layouts met in round Z197: options whose HTML tags are what the question asks
about (srs.importers.tagoptions), written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    res = result(text)
    assert not res.warnings
    assert not res.skipped
    return [(c.question, c.answer, dict(c.choices)) for c in res.deck.cards]


def test_options_made_of_markup_stay_as_written() -> None:
    """A web exam's options are tags around the same word: converted, two read alike and
    the card could not be answered; as code each shows its tags, the key mark outside."""
    text = (
        "### Q1. Which markup puts the word in italics on an old page?\n"
        "- **A.** <u> LEMON </u>\n"
        '- **B.** <font face="serif"> LEMON </font>\n'
        "- **C.** <i> LEMON </i> ✅\n"
        '- **D.** <font size="2"> LEMON </font>\n\n'
        "### Q2. Which element holds a header cell?\n"
        "- **A.** <td> name </td>\n"
        "- **B.** <th> name </th> ✅\n"
        "- **C.** <caption> name </caption>\n"
    )
    assert _cards(text) == [
        (
            "Which markup puts the word in italics on an old page?",
            "C",
            {
                "A": "`<u> LEMON </u>`",
                "B": '`<font face="serif"> LEMON </font>`',
                "C": "`<i> LEMON </i>`",
                "D": '`<font size="2"> LEMON </font>`',
            },
        ),
        (
            "Which element holds a header cell?",
            "B",
            {
                "A": "`<td> name </td>`",
                "B": "`<th> name </th>`",
                "C": "`<caption> name </caption>`",
            },
        ),
    ]


def test_options_that_conversion_would_make_alike_stay_as_written() -> None:
    """Only emphasis tags, but `<b>` and `<strong>` around the same word convert alike: the
    options holding them are kept as code, the plain one as it is."""
    text = (
        "Q: Which tag did HTML 4 add to mean strong importance?\n"
        "A) <b>KIWI</b>\n"
        "B) <strong>KIWI</strong>\n"
        "C) none of them\n\n"
        "Answer: B\n"
    )
    assert _cards(text) == [
        (
            "Which tag did HTML 4 add to mean strong importance?",
            "B",
            {"A": "`<b>KIWI</b>`", "B": "`<strong>KIWI</strong>`", "C": "none of them"},
        )
    ]


def test_emphasis_in_a_normal_quiz_is_still_converted() -> None:
    """Guard: options that only use emphasis and stay distinct, a single option coloured, or
    every option in the same `<p>` (an HTML export) import as before: the tags are the
    document's markup, not its subject."""
    text = (
        "### Q1. Which protocol keeps a connection?\n"
        "- A) <b>TCP</b> ✅\n"
        "- B) <b>UDP</b>\n"
        "- C) ICMP\n\n"
        "### Q2. Which number is a port?\n"
        "- A) <i>443</i> ✅\n"
        "- B) HTTPS\n\n"
        "### Q3. Which city is the capital of Peru?\n"
        '- A) <font color="green">Lima</font> ✅\n'
        "- B) Cusco\n\n"
        "### Q4. Which planet is the largest?\n"
        "- A) <p>Jupiter</p> ✅\n"
        "- B) <p>Saturn</p>\n"
    )
    assert _cards(text) == [
        ("Which protocol keeps a connection?", "A", {"A": "TCP", "B": "UDP", "C": "ICMP"}),
        ("Which number is a port?", "A", {"A": "*443*", "B": "HTTPS"}),
        ("Which city is the capital of Peru?", "A", {"A": "Lima", "B": "Cusco"}),
        ("Which planet is the largest?", "A", {"A": "Jupiter", "B": "Saturn"}),
    ]


def test_a_key_repeating_a_markup_option_names_it() -> None:
    """A key that repeats a markup option, whole or after its letter, names that option
    (compared with it as written), and leaves no converted scrap as the explanation."""
    text = (
        "Q1. Which markup paints the word blue?\n"
        '- A) <font color="red"> MANGO </font>\n'
        '- B) <font color="blue"> MANGO </font>\n\n'
        'Answer: <font color="blue"> MANGO </font>\n\n'
        "Q2. Which element is a block?\n"
        "- A) <em> y </em>\n"
        "- B) <div> y </div>\n"
        "- C) <code> y </code>\n\n"
        "Answer: B) <div> y </div>\n"
    )
    res = result(text)
    assert not res.warnings
    assert [(c.question, c.answer, c.explanation, dict(c.choices)) for c in res.deck.cards] == [
        (
            "Which markup paints the word blue?",
            "B",
            "",
            {"A": '`<font color="red"> MANGO </font>`', "B": '`<font color="blue"> MANGO </font>`'},
        ),
        (
            "Which element is a block?",
            "B",
            "",
            {"A": "`<em> y </em>`", "B": "`<div> y </div>`", "C": "`<code> y </code>`"},
        ),
    ]
