"""Importer layouts met in judge round Z199 (an Indonesian data-structures revision sheet):
each test is the shape of a real document the importer misread, written small.

None of these is a copy of a document; each is a made-up file of the same layout: a question
stated over its code (`**Soal 2.** Perhatikan kode berikut:`, the code), asked in the line
after the code (`Tuliskan ...`, `List the nodes ...`), then answered under an explanation
label alone (`**Pembahasan:**`, `<summary>Pembahasan</summary>`, `*Explanation*`). The
asking line became the answer, or the answer's first line, and the label stayed in it.
"""

from __future__ import annotations

import pytest

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    res = result(text)
    assert not res.warnings and not res.skipped
    return [(c.question, c.answer, c.explanation) for c in res.deck.cards]


def _code(lang: str, *lines: str) -> str:
    return "\n".join([f"```{lang}", *lines, "```"])


_TREE_ID = _code("", "    K", "   / \\", "  B   T")
_TREE_EN = _code("", "    m", "   / \\", "  c   x")
_LOOP = _code("c", "for (int i = 0; i < 4; i++) putchar('z');")
_REPEAT = _code("python", 'print("a" * 3)')


_INDONESIAN = f"""# Latihan Membaca Kode

**Soal 1.** Perhatikan kode berikut:

{_code("python", "def gandakan(n):", "    return n * 2")}

Tuliskan keluaran dari pemanggilan `gandakan(3)`.

**Pembahasan:** Keluarannya 6, karena 3 dikali 2.

**Soal 2.** Diberikan pohon biner berikut:

{_TREE_ID}

Sebutkan urutan traversal preorder pohon tersebut.

<details><summary>Pembahasan</summary>
Preorder: K B T.
</details>

**Soal 3.** Perhatikan potongan program berikut:

{_code("c", "int x = 9 / 4;")}

Berapa nilai `x` setelah baris itu dijalankan?

*Pembahasan*

Nilai `x` adalah 2 karena pembagian bilangan bulat.

**Soal 4.** Amati fungsi berikut:

{_code("js", "const panjang = (s) => s.length;")}

Jelaskan apa yang dikembalikan `panjang("kopi")`.

**Penjelasan:** Fungsi itu mengembalikan 4, jumlah huruf kata "kopi".

**Soal 5.** Perhatikan kueri berikut:

{_code("sql", "SELECT COUNT(*) FROM buku;")}

Apa yang dihasilkan kueri tersebut?

**Pembahasan:**

Jumlah baris pada tabel `buku`.
"""


def test_an_indonesian_sheet_asks_after_its_code_and_answers_under_pembahasan() -> None:
    """`**Pembahasan:**` ("discussion"), `<summary>Pembahasan</summary>` (a fold with no
    number), `*Pembahasan*` alone on its line, `**Penjelasan:**` ("explanation"): the only
    label under each question, so what it labels is the answer, and the line that asks
    between the code and it (`Tuliskan ...`, `Sebutkan ...`, `Berapa ...?`) the question's."""
    assert _cards(_INDONESIAN) == [
        (
            "Perhatikan kode berikut:\n\n"
            f"{_code('python', 'def gandakan(n):', '    return n * 2')}\n\n"
            "Tuliskan keluaran dari pemanggilan `gandakan(3)`.",
            "Keluarannya 6, karena 3 dikali 2.",
            "",
        ),
        (
            "Diberikan pohon biner berikut:\n\n"
            f"{_TREE_ID}\n\n"
            "Sebutkan urutan traversal preorder pohon tersebut.",
            "Preorder: K B T.",
            "",
        ),
        (
            "Perhatikan potongan program berikut:\n\n"
            f"{_code('c', 'int x = 9 / 4;')}\n\n"
            "Berapa nilai `x` setelah baris itu dijalankan?",
            "Nilai `x` adalah 2 karena pembagian bilangan bulat.",
            "",
        ),
        (
            "Amati fungsi berikut:\n\n"
            f"{_code('js', 'const panjang = (s) => s.length;')}\n\n"
            'Jelaskan apa yang dikembalikan `panjang("kopi")`.',
            'Fungsi itu mengembalikan 4, jumlah huruf kata "kopi".',
            "",
        ),
        (
            "Perhatikan kueri berikut:\n\n"
            f"{_code('sql', 'SELECT COUNT(*) FROM buku;')}\n\n"
            "Apa yang dihasilkan kueri tersebut?",
            "Jumlah baris pada tabel `buku`.",
            "",
        ),
    ]


_ENGLISH = f"""# Code reading warm-up

**Question 1.** Look at the function below:

{_code("python", "def twice(n):", "    return n + n")}

Give the value of `twice(7)`.

**Explanation:** It is 14, since 7 + 7 = 14.

**Question 2.** Consider this tree:

{_TREE_EN}

List the nodes in preorder.

**Explanation:** The root comes first: m c x.

**Question 3.** Read the loop:

{_LOOP}

How many characters does it print?

**Explanation:**

Four: the body runs for i = 0, 1, 2 and 3.

**Question 4.** Here is a query:

{_code("sql", "SELECT MIN(price) FROM items;")}

Describe what it computes.

<details><summary>Explanation</summary>
The lowest price in the items table.
</details>

**Question 5.** Given the shell line:

{_code("sh", "echo $((3 * 5))")}

State what is printed.

*Explanation*

It prints 15.
"""


def test_an_english_sheet_asks_after_its_code_and_answers_under_explanation() -> None:
    """The same layout in English: `**Explanation:**` the only label (on the answer's line,
    alone over it, in a fold's summary, in italics). A task that asks with no `?` (`Give the
    value of ...`, `List the nodes in preorder.`) was the answer, the explanation beside it."""
    assert _cards(_ENGLISH) == [
        (
            "Look at the function below:\n\n"
            f"{_code('python', 'def twice(n):', '    return n + n')}\n\n"
            "Give the value of `twice(7)`.",
            "It is 14, since 7 + 7 = 14.",
            "",
        ),
        (
            f"Consider this tree:\n\n{_TREE_EN}\n\nList the nodes in preorder.",
            "The root comes first: m c x.",
            "",
        ),
        (
            f"Read the loop:\n\n{_LOOP}\n\nHow many characters does it print?",
            "Four: the body runs for i = 0, 1, 2 and 3.",
            "",
        ),
        (
            "Here is a query:\n\n"
            f"{_code('sql', 'SELECT MIN(price) FROM items;')}\n\n"
            "Describe what it computes.",
            "The lowest price in the items table.",
            "",
        ),
        (
            f"Given the shell line:\n\n{_code('sh', 'echo $((3 * 5))')}\n\nState what is printed.",
            "It prints 15.",
            "",
        ),
    ]


@pytest.mark.parametrize(
    "label",
    [
        "**Erklärung:** Die Ausgabe ist 9.",
        "<details><summary>Erklärung</summary>\nDie Ausgabe ist 9.\n</details>",
        "**Explicación:** Die Ausgabe ist 9.",
        "**Explication :** Die Ausgabe ist 9.",
    ],
)
def test_an_explanation_label_of_another_language_answers_alone(label: str) -> None:
    """The explanation words of other languages (German, Spanish, French), on the line or
    as a fold's summary: the only label, so the answer, the ask above it the question's."""
    text = (
        "# Übungen\n\n**Aufgabe 1.** Betrachte den folgenden Code:\n\n"
        f"{_code('python', 'print(3 * 3)')}\n\nNenne die Ausgabe des Programms.\n\n{label}\n\n"
        "**Aufgabe 2.** Was ist ein Stack?\n\nEin Stapelspeicher.\n"
    )
    assert _cards(text) == [
        (
            "Betrachte den folgenden Code:\n\n"
            f"{_code('python', 'print(3 * 3)')}\n\nNenne die Ausgabe des Programms.",
            "Die Ausgabe ist 9.",
            "",
        ),
        ("Was ist ein Stack?", "Ein Stapelspeicher.", ""),
    ]


_KEYED = f"""# Kuis Singkat

**Soal 1.** Perhatikan kode berikut:

{_code("python", "print(len([4, 5, 6]))")}

Apa keluarannya?

A. 2
B. 3
C. 4

**Jawaban:** B

**Pembahasan:** Daftar itu berisi tiga elemen.

**Soal 2.** Perhatikan kode berikut:

{_code("python", "print(2 ** 4)")}

Tuliskan hasilnya.

**Jawaban:** 16

**Pembahasan:** Dua pangkat empat adalah enam belas.

**Soal 3.** Perhatikan kode berikut:

{_REPEAT}

Hasilnya adalah `aaa`.

**Pembahasan:** String dikalikan tiga.
"""


def test_guard_pembahasan_beside_an_answer_label_or_an_answer_stays_as_it_was() -> None:
    """Guard: under a choice question's key, `**Pembahasan:**` is its explanation; under an
    open question's `**Jawaban:**` it stays in that answer, whole (an Indonesian quiz writes
    its `Penjelasan:` so); and a line after the code that asks nothing (`Hasilnya adalah
    ...`, "the result is") is the answer, not the question's."""
    res = result(_KEYED)
    assert not res.warnings and not res.skipped
    first, second, third = res.deck.cards
    assert first.question.endswith("```\n\nApa keluarannya?")
    assert (first.answer, dict(first.choices)) == ("B", {"A": "2", "B": "3", "C": "4"})
    assert first.explanation.endswith("Daftar itu berisi tiga elemen.")
    assert second.question.endswith("```\n\nTuliskan hasilnya.")
    assert second.answer == "16\n\n**Pembahasan:** Dua pangkat empat adalah enam belas."
    assert third.question == f"Perhatikan kode berikut:\n\n{_REPEAT}"
    assert third.answer == "Hasilnya adalah `aaa`.\n\n**Pembahasan:** String dikalikan tiga."


_ANSWERED_OVER_EXPLANATION = f"""# Output drills

**Question 1.** What does this print?

{_code("python", "print(2 + 3)")}

It prints 5.

**Explanation:** The two numbers are added first.

**Question 2.** Look at the code below:

{_code("python", "print(max(4, 9))")}

The larger one, 9.

**Explanation:** `max` returns its largest argument.
"""


def test_guard_a_line_that_answers_over_the_explanation_stays_the_answer() -> None:
    """Guard: the line between the code and `**Explanation:**` answers (`It prints 5.`):
    it stays the answer, the labelled text its explanation."""
    assert _cards(_ANSWERED_OVER_EXPLANATION) == [
        (
            f"What does this print?\n\n{_code('python', 'print(2 + 3)')}",
            "It prints 5.",
            "The two numbers are added first.",
        ),
        (
            f"Look at the code below:\n\n{_code('python', 'print(max(4, 9))')}",
            "The larger one, 9.",
            "`max` returns its largest argument.",
        ),
    ]
