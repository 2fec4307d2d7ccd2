"""Importer layouts from judged round Z131 (fix session X4): each test is the shape of a real
document the importer misread, written small, with a guard where the rule must not fire.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result


def _pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_request_headings_among_question_headings_are_questions() -> None:
    """`####` questions under `##` sections, most ending with `?`, some set as requests or
    asked without the mark (`Popiš ...`, `Vyjmenuj ...`, `Vysvětli ... .`): every one is a
    question; none is glued into the answer above."""
    text = """\
## Kontejnery
#### Co je to Docker?
Nástroj, který balí aplikace do kontejnerů.

#### Popiš rozdíl mezi obrazem a kontejnerem
Obraz je šablona, kontejner je její běžící instance.

#### Jak se liší volume od bind mountu?
Volume spravuje Docker, bind mount ukazuje na složku hostitele.

#### Vyjmenuj tři základní příkazy Dockeru
run, build, ps.

## Orchestrace
#### Co je to pod?
Nejmenší jednotka nasazení v Kubernetes.

#### Vysvětli roli kubeletu.
Spouští pody na uzlu a hlásí jejich stav.

#### K čemu slouží Service?
Dává podům stálou adresu.
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Co je to Docker?", "Nástroj, který balí aplikace do kontejnerů."),
        (
            "Popiš rozdíl mezi obrazem a kontejnerem",
            "Obraz je šablona, kontejner je její běžící instance.",
        ),
        (
            "Jak se liší volume od bind mountu?",
            "Volume spravuje Docker, bind mount ukazuje na složku hostitele.",
        ),
        ("Vyjmenuj tři základní příkazy Dockeru", "run, build, ps."),
        ("Co je to pod?", "Nejmenší jednotka nasazení v Kubernetes."),
        ("Vysvětli roli kubeletu.", "Spouští pody na uzlu a hlásí jejich stav."),
        ("K čemu slouží Service?", "Dává podům stálou adresu."),
    ]
    assert [c.id for c in res.deck.cards] == [f"q{n:02d}" for n in range(1, 8)]
    assert res.warnings == ()
    assert res.skipped == ()


def test_as_many_request_headings_as_asking_ones_are_questions_too() -> None:
    """Three headings ask and three do not (one of two words and a full stop): the count no
    longer decides; all six are questions, with no text left over."""
    text = """\
# Bazy danych

## Podstawy
#### Czym jest indeks?
Struktura przyspieszająca wyszukiwanie.

#### Wyjaśnij normalizację.
Podział danych na tabele bez powtórzeń.

#### Czym jest transakcja?
Grupa operacji wykonana w całości albo wcale.

#### Porównaj klucze główne i obce
Główny identyfikuje wiersz, obcy wskazuje wiersz innej tabeli.

## Zapytania
#### Czym jest widok?
Zapisane zapytanie, czytane jak tabela.

#### Omów poziomy izolacji transakcji
Od READ UNCOMMITTED do SERIALIZABLE.
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Czym jest indeks?", "Struktura przyspieszająca wyszukiwanie."),
        ("Wyjaśnij normalizację.", "Podział danych na tabele bez powtórzeń."),
        ("Czym jest transakcja?", "Grupa operacji wykonana w całości albo wcale."),
        (
            "Porównaj klucze główne i obce",
            "Główny identyfikuje wiersz, obcy wskazuje wiersz innej tabeli.",
        ),
        ("Czym jest widok?", "Zapisane zapytanie, czytane jak tabela."),
        ("Omów poziomy izolacji transakcji", "Od READ UNCOMMITTED do SERIALIZABLE."),
    ]
    assert res.warnings == ()


def test_titles_at_the_question_level_stay_in_the_answer_above() -> None:
    """Guard: a short title (`### Trade-offs`), a guide's `### How to ...` title, and a
    sentence heading under a question with no text of its own are parts of an answer, not
    questions, among headings that mostly ask."""
    text = """\
# Caching notes

### What is a cache?
A fast store in front of a slow one.

### How to say it in an interview
Lead with the hit ratio.

### What is a TTL?
How long an entry lives.

### Trade-offs
Freshness against speed.

### What is cache stampede?
Many misses for one key at once.

### Explain write-through caching.

### Write-Through Caching in Plain Words
Every write goes to the cache and the store together.

### Why warm a cache?
To avoid a cold start.
"""
    assert _pairs(text) == [
        (
            "What is a cache?",
            "A fast store in front of a slow one.\n\n"
            "### How to say it in an interview\nLead with the hit ratio.",
        ),
        ("What is a TTL?", "How long an entry lives.\n\n### Trade-offs\nFreshness against speed."),
        ("What is cache stampede?", "Many misses for one key at once."),
        (
            "Explain write-through caching.",
            "### Write-Through Caching in Plain Words\n"
            "Every write goes to the cache and the store together.",
        ),
        ("Why warm a cache?", "To avoid a cold start."),
    ]


def test_an_unanswered_question_heading_over_the_next_one_is_reported() -> None:
    """`#### Omów model OSI?` with nothing under it, right over `#### Czym jest NAT?` and its
    answer: two questions, the first reported unanswered, never one merged question."""
    text = """\
## Sieci
#### Co to jest DNS?
System zamieniający nazwy na adresy.

#### Omów model OSI?
#### Czym jest NAT?
Tłumaczenie adresów prywatnych na publiczny.

#### Co to jest VLAN?
Wirtualna sieć w jednym przełączniku.

#### Co to jest brama domyślna?
Router, do którego trafia ruch poza siecią.

#### Czym jest MTU?
Największy rozmiar ramki.

#### Co robi traceroute?
Pokazuje kolejne routery na trasie.
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards][:3] == [
        ("Co to jest DNS?", "System zamieniający nazwy na adresy."),
        ("Czym jest NAT?", "Tłumaczenie adresów prywatnych na publiczny."),
        ("Co to jest VLAN?", "Wirtualna sieć w jednym przełączniku."),
    ]
    assert len(res.deck.cards) == 6
    assert [(s.line, s.reason) for s in res.skipped] == [(5, "question #2 has no answer; skipped")]
    assert res.warnings == ("doc.md:5: question #2 has no answer; skipped",)


def test_an_unrelated_english_question_stacked_over_the_next_is_reported() -> None:
    """The same in English: `### What is a future?` over `### What is a semaphore?` share
    only their question words; the first is reported, the answer is the second's."""
    text = """\
# Async notes

### What is a coroutine?
A function that can pause and resume.

### What is a future?
### What is a semaphore?
A counter that limits concurrent work.

### What is backpressure?
Slowing producers down to the consumers' pace.

### What is a task group?
A scope that waits for all its tasks.

### What is cancellation?
Asking a task to stop at its next await.
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards][:2] == [
        ("What is a coroutine?", "A function that can pause and resume."),
        ("What is a semaphore?", "A counter that limits concurrent work."),
    ]
    assert [(s.line, s.reason) for s in res.skipped] == [(6, "question #2 has no answer; skipped")]


def test_stacked_question_headings_about_one_thing_share_their_answer() -> None:
    """Guard: stacked headings that share a word (`event loop`), or whose answer names the
    first one's subject (`future` over `When would you await one?`), are one question."""
    head = "# Async notes\n\n### What is a coroutine?\nA function that can pause and resume.\n\n"
    tail = (
        "\n### What is backpressure?\nSlowing producers down to the consumers' pace.\n\n"
        "### What is a task group?\nA scope that waits for all its tasks.\n\n"
        "### What is cancellation?\nAsking a task to stop at its next await.\n\n"
        "### What is a semaphore?\nA counter that limits concurrent work.\n"
    )
    shared = (
        "### What is an event loop?\n### Why does an event loop need a queue?\n"
        "The event loop takes ready callbacks from its queue one at a time.\n"
    )
    assert _pairs(head + shared + tail)[1] == (
        "What is an event loop? Why does an event loop need a queue?",
        "The event loop takes ready callbacks from its queue one at a time.",
    )
    follow_up = (
        "### What is a future?\n### When would you await one?\n"
        "A future holds a result that is not ready yet; await it where you need the value.\n"
    )
    res = result(head + follow_up + tail)
    assert [(c.question, c.answer) for c in res.deck.cards][1] == (
        "What is a future? When would you await one?",
        "A future holds a result that is not ready yet; await it where you need the value.",
    )
    assert len(res.deck.cards) == 6
    assert res.skipped == ()


def test_a_bare_number_answer_at_the_margin_is_its_questions_answer() -> None:
    """Numbered questions whose answers are indented below them, two answered at the margin
    by a number and a full stop (`1991.`, a year; `4.`, a count): each is the answer above,
    not an empty list item."""
    text = """\
# Perguntas sobre Python

1. Quem criou o Python?
   Guido van Rossum.

2. Em que ano saiu a primeira versão?
1991.

3. Quantos espaços a PEP 8 recomenda por nível?
4.

4. Qual é a extensão dos arquivos?
   .py
"""
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "Quem criou o Python?", "Guido van Rossum."),
        ("q02", "Em que ano saiu a primeira versão?", "1991."),
        ("q03", "Quantos espaços a PEP 8 recomenda por nível?", "4."),
        ("q04", "Qual é a extensão dos arquivos?", ".py"),
    ]
    assert res.warnings == ()


def test_an_empty_list_item_or_a_number_apart_stays_as_it_was() -> None:
    """Guard: `2.` between `1.` and `3.` is the list's empty item, and `1991.` a blank line
    below an unanswered question is no answer of it. `1991.` is reported as before; the empty
    `2.`, going on with its list's count, asks nothing and is no question (fixA8,
    srs.importers.listopenings)."""
    text = """\
# Steps

1. Open the settings page?
2.
3. Save the form?
   Click the button.

1. What is a list?
   An ordered collection.

2. What is a tuple?

1991.
"""
    res = result(text)
    assert [(c.question, c.answer) for c in res.deck.cards] == [
        ("Save the form?", "Click the button."),
        ("What is a list?", "An ordered collection."),
    ]
    assert [s.line for s in res.skipped] == [3, 11, 13]
    assert "'1991.' looks like a question" in res.skipped[2].reason
