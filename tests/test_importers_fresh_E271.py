"""Importer layouts met in the Z194 round: keys that name their option by number with a
word or a remark around it (`Ans Option 3: text`, `Ans: **Option 1: text** is the correct
answer`, `Answer: 2 - text`), under options numbered `1.` to `4.`.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_OPTIONS = "1. 21\n2. 22\n3. 80\n4. 443\n"
_RECORDS = "1. A\n2. MX\n3. AAAA\n4. CNAME\n"


def _quiz(first_key: str, second_key: str) -> str:
    return (
        "---\nQuestion: Which port does SSH listen on by default?\n" + _OPTIONS
        + f"\n{first_key}\nOption 1: 21 is FTP, not SSH.\n"
        + "---\nQuestion: Which record maps a name to an IPv6 address?\n" + _RECORDS
        + f"\n{second_key}\nOption 1: A is for IPv4.\n---\n"
    )  # fmt: skip


def _keys(text: str) -> list[tuple[str, str, str]]:
    res = result(text)
    assert res.warnings == ()
    return [(c.answer, c.choices.get("B", ""), c.explanation) for c in res.deck.cards]


def test_an_answer_word_then_the_option_word_and_number_keys_the_option() -> None:
    """`Ans Option 2: text`, no colon after `Ans`: the key, its text the explanation (the
    line was read as the answer's text, and every question became an open card)."""
    keys = _keys(
        _quiz("Ans Option 2: 22 is the default SSH port.", "Ans Option 3: AAAA is for IPv6.")
    )
    assert keys == [
        ("B", "22", "22 is the default SSH port.\n\nOption 1: 21 is FTP, not SSH."),
        ("C", "MX", "AAAA is for IPv6.\n\nOption 1: A is for IPv4."),
    ]


def test_a_bold_option_named_by_number_keys_it() -> None:
    """`Ans: **Option 2: 22** is the correct answer.`: option 2 named, bold and all; the
    restated option and the verdict are no explanation."""
    keys = _keys(
        _quiz(
            "Ans: **Option 2: 22** is the correct answer.",
            "Ans: **Option 3: AAAA** is the correct answer.",
        )
    )
    assert keys == [
        ("B", "22", "Option 1: 21 is FTP, not SSH."),
        ("C", "MX", "Option 1: A is for IPv4."),
    ]


def test_a_number_and_a_remark_set_apart_keys_the_option() -> None:
    """`Answer: 2 - text` and `Answer: 3: text`: the number names the option and the
    remark after it is the explanation (it was dropped, or the key missed)."""
    keys = _keys(_quiz("Answer: 2 - SSH uses 22.", "Answer: 3: AAAA holds IPv6."))
    assert keys == [
        ("B", "22", "SSH uses 22.\n\nOption 1: 21 is FTP, not SSH."),
        ("C", "MX", "AAAA holds IPv6.\n\nOption 1: A is for IPv4."),
    ]


def test_a_sentence_opening_with_a_number_is_no_key() -> None:
    """Guard: `Answer: 2 steps ...` and a range (`Answer: 2-3`) name no option: the cards
    stay open, their answers as written."""
    text = (
        "Question: How many steps does it take?\n" + _OPTIONS + "\nAnswer: 2 steps are needed.\n\n"
        "Question: How many records are there?\n" + _RECORDS + "\nAnswer: 2-3 records.\n"
    )  # fmt: skip
    res = result(text)
    assert [c.choices for c in res.deck.cards] == [{}, {}]
    assert [c.answer for c in res.deck.cards] == ["2 steps are needed.", "2-3 records."]


def test_a_key_line_naming_no_option_keeps_its_text_in_the_answer() -> None:
    """`Answer: probably the second one.` over more text, under lettered options: no key,
    so an open card whose answer is the explanation, reported; the key line's own text
    opens that answer (it was dropped in silence)."""
    text = (
        "Question: Which port does SSH use?\nA) 21\nB) 22\n\n"
        "Answer: probably the second one.\nPort 21 is FTP.\n\n"
        "Question: Which record holds IPv6?\nA) A\nB) AAAA\n\nAnswer: B\n"
    )
    res = result(text)
    assert res.deck.cards[0].answer == "probably the second one.\n\nPort 21 is FTP."
    assert res.deck.cards[1].answer == "B"
    assert len(res.warnings) == 1
    assert "has options but no answer letter; made an open card" in res.warnings[0]


def test_a_small_letter_before_a_bracketed_reason_keys_it() -> None:
    """`**Answer**: b (it stores strings)`: the letter, then the reason, kept (it was
    dropped: a small letter counted as a key only before `)`, `.`, `:` or the line's end)."""
    text = "".join(
        f"**{n}. Which one is right?**\na) no  \nb) yes  \nc) maybe  \n\n"
        f"**Answer**: b (reason {n})\n\n---\n\n"
        for n in range(1, 4)
    )
    res = result(text)
    assert [(c.answer, c.explanation) for c in res.deck.cards] == [
        ("B", f"(reason {n})") for n in range(1, 4)
    ]


def test_numbered_options_discussed_below_but_unkeyed_are_reported() -> None:
    """Numbered options under a question, no key line, but `Option 2: ... is correct`
    lines under them (the author discusses each option instead of keying one): the
    question is reported as having options and no key, not made an open card whose answer
    is its options in silence. Options worded as instructions (`1. Create a bucket.`) too."""
    text = (
        "---\nQuestion: Which port does SSH listen on by default?\n" + _OPTIONS
        + "\nAnswer: 2\n"
        + "---\nQuestion: How do you share a file for a day?\n"
        + "1. Create a signed URL.\n2. Make the bucket public.\n3. Email the file.\n\n"
        + "Option 1: a signed URL expires, which is what you want.\n"
        + "Option 2: public buckets never expire.\n---\n"
    )  # fmt: skip
    res = result(text)
    assert [(c.answer, len(c.choices)) for c in res.deck.cards] == [
        ("B", 4),
        (
            "Option 1: a signed URL expires, which is what you want.\n\n"
            "Option 2: public buckets never expire.",
            0,
        ),
    ]
    assert "Create a signed URL." in res.deck.cards[1].question
    assert len(res.warnings) == 1
    assert "has options but no answer letter" in res.warnings[0]


def test_a_numbered_answer_over_prose_stays_the_answer() -> None:
    """Guard: `What are the steps?` over a numbered list and a paragraph that names no
    option by number: the list is the answer, as before, with no warning."""
    text = (
        "---\nQuestion: What are the steps of a TCP handshake?\n"
        "1. SYN\n2. SYN-ACK\n3. ACK\n\nThe connection is then open.\n"
        "---\nQuestion: Which port does SSH listen on by default?\n" + _OPTIONS
        + "\nAnswer: 2\n---\n"
    )  # fmt: skip
    res = result(text)
    assert res.deck.cards[0].answer == "1. SYN\n2. SYN-ACK\n3. ACK\n\nThe connection is then open."
    assert res.deck.cards[1].answer == "B"
    assert res.warnings == ()


def test_a_key_below_lettered_options_naming_none_reports_the_question() -> None:
    """Lettered options, the author's notes on them, then `Ans 4. Keys on disks are not
    advised.` (a key by number the reader cannot map): the question is reported as having
    no key. The options were read as the points of an answer and the key line dropped, in
    silence."""
    text = (
        "---\nQuestion: Which is recommended?\nA) OS Login\nB) Keys in metadata\n"
        "C) Temporary access\nD) Keys on disks\n\nGoogle provides many ways.\n"
        "Ans 4. Keys on disks are not advised.\n"
        "---\nQuestion: Which port?\nA) 21\nB) 22\n\nAnswer: B\n---\n"
    )
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [("Which port?", "B")]
    assert [(s.line, s.reason) for s in res.skipped] == [
        (2, "question #1 has options but no answer letter; skipped")
    ]
