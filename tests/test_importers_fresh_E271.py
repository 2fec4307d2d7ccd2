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
    res = result(_quiz("Answer: 2 steps are needed.", "Answer: 2-3 records."))
    assert [c.choices for c in res.deck.cards] == [{}, {}]
    assert [c.answer.split("\n")[0] for c in res.deck.cards] == [
        "2 steps are needed.",
        "2-3 records.",
    ]
