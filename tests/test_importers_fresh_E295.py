"""Importer layouts met in judge round Z199: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_FOLD_KEYS = (
    "# Networking drill\n\n"
    "1. Which protocol resolves names to addresses?\n\n"
    "    - (A) ARP\n    - (B) DNS\n    - (C) SMTP\n\n"
    "    <details>\n"
    "    <summary><strong>Reveal:</strong></summary>\n"
    "    <strong>B — DNS maps host names to IP addresses.</strong><br>\n"
    "    ARP maps IP to MAC addresses instead.\n"
    "    </details>\n\n"
    "2. Which layer does a switch mostly work at?\n\n"
    "    - (A) Physical\n    - (B) Network\n    - (C) Data link\n\n"
    "    <details>\n"
    "    <summary>Reveal</summary>\n"
    "    **C - Data link**\n"
    "    Switches forward frames by MAC address.\n"
    "    </details>\n\n"
    "3. Which port does SSH listen on?\n\n"
    "    - (A) 22\n    - (B) 23\n    - (C) 80\n\n"
    "    <details>\n"
    "    <summary>Reveal</summary>\n"
    "    A: 22\n"
    "    Telnet uses port 23.\n"
    "    </details>\n"
)


def test_a_fold_opening_with_a_letter_dash_and_text_is_the_key() -> None:
    """`<strong>B — text</strong>` / `**C - text**` / `A: text` opening a fold under the
    options: the key letter, the rest the explanation, with no bold and no warning."""
    res = result(_FOLD_KEYS)
    cards = res.deck.cards
    assert [(c.question, c.answer, c.explanation) for c in cards] == [
        (
            "Which protocol resolves names to addresses?",
            "B",
            "DNS maps host names to IP addresses.\nARP maps IP to MAC addresses instead.",
        ),
        (
            "Which layer does a switch mostly work at?",
            "C",
            "Switches forward frames by MAC address.",
        ),
        ("Which port does SSH listen on?", "A", "Telnet uses port 23."),
    ]
    assert cards[0].choices == {"A": "ARP", "B": "DNS", "C": "SMTP"}
    assert not res.warnings
    assert not res.skipped


def test_a_fold_opening_with_a_letter_no_option_has_stays_as_written() -> None:
    """Guard: a fold whose first line is `E — text`, a letter none of the options above has,
    is no key: the question stays an open card with its warning, as before."""
    text = _FOLD_KEYS.replace("<strong>B — DNS", "<strong>E — DNS")
    res = result(text)
    first = res.deck.cards[0]
    assert first.choices == {}
    assert first.answer.startswith("**E — DNS maps host names to IP addresses.**")
    assert any("no answer letter" in w for w in res.warnings)


def _numbered_folds(label: str, count: int = 6) -> str:
    items = [
        f"**Soal 2.{i} [Sedang].** Apa guna perintah nomor {i} di SQL?\n\n"
        f"<details><summary>{label} 2.{i}</summary>\n"
        f"Perintah {i} mengambil baris dari tabel.\n</details>\n"
        for i in range(1, count + 1)
    ]
    return "# Latihan Basis Data\n\n## 2. SQL\n\n" + "\n".join(items)


def test_a_numbered_discussion_fold_answers_the_question_above_it() -> None:
    """Six or more `**Soal N.** question` items, each over a fold titled `Pembahasan N`
    (Indonesian "discussion"), `Jawaban N`, `Lösung N` or `Penjelasan N`: the fold is the
    answer of the question above it, never a question of its own."""
    for label in ("Pembahasan", "Jawaban", "Lösung", "Penjelasan"):
        res = result(_numbered_folds(label))
        assert [(c.question, c.answer) for c in res.deck.cards] == [
            (f"Apa guna perintah nomor {i} di SQL?", f"Perintah {i} mengambil baris dari tabel.")
            for i in range(1, 7)
        ], label
        assert not res.skipped, label
        assert not res.warnings, label


def test_a_fold_titled_with_a_numbered_topic_stays_a_question() -> None:
    """Guard: a fold titled with a numbered word that names no answer (`Latihan 2.1`,
    "exercise") is not read as an answer: the import is as before, the labels questions."""
    res = result(_numbered_folds("Latihan"))
    assert [c.question for c in res.deck.cards][:1] == ["Latihan 2.1"]
    assert len(res.skipped) == 6
