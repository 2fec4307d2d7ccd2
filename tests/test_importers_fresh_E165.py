"""Importer layouts met in judge round Z166: each test is the shape of a real document the
importer misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from srs.importers.verdictanswers import verdict_answers
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer) for c in deck.cards]


# -- a true/false sheet: statements over their verdicts ----------------------------------------


def test_numbered_bold_statements_over_a_verdict_label_are_answered_by_it() -> None:
    """`1.  **a) Statement.**` over `    **Falsch**: reason` (a German true/false sheet): each
    statement is a card answered by its verdict and the reason, no `**` left; the `a)` is the
    sheet's own sub-item letter, no option. It was refused as holding no question."""
    text = (
        "1.  **a) Ein Switch leitet Rahmen nach MAC-Adresse weiter.**  \n"
        "    **Richtig**: Er lernt die Adressen an seinen Ports.\n\n"
        "2.  **b) Ein Router arbeitet nur auf Schicht 1.**  \n"
        "    **Falsch**: Ein Router arbeitet auf Schicht 3.\n\n"
        "3.  **c) DNS löst Namen in Adressen auf.**  \n"
        "    **Richtig**: Dafür ist DNS da.\n"
    )
    imported = result(text)
    assert [(c.id, c.question, c.answer, c.choices) for c in imported.deck.cards] == [
        (
            "q01",
            "a) Ein Switch leitet Rahmen nach MAC-Adresse weiter.",
            "Richtig: Er lernt die Adressen an seinen Ports.",
            {},
        ),
        (
            "q02",
            "b) Ein Router arbeitet nur auf Schicht 1.",
            "Falsch: Ein Router arbeitet auf Schicht 3.",
            {},
        ),
        ("q03", "c) DNS löst Namen in Adressen auf.", "Richtig: Dafür ist DNS da.", {}),
    ]
    assert imported.skipped == ()
    assert imported.warnings == ()


def test_verdicts_in_other_languages_and_shapes_answer_their_statements() -> None:
    """Bold statements a blank line over `**Vrai.**` / `**Faux.**` (French), bullets over
    `Ложь:` (Russian, a plain label and its colon), and numbered items over `错误：` (Chinese,
    a full-width colon): each statement a card, its verdict and reason the answer."""
    french = (
        "**Le TCP garantit la livraison.**\n\n**Vrai.** Il retransmet les segments perdus.\n\n"
        "**UDP ouvre une connexion.**\n\n**Faux.** UDP n'en ouvre aucune.\n"
    )
    assert _cards(french) == [
        ("q01", "Le TCP garantit la livraison.", "Vrai. Il retransmet les segments perdus."),
        ("q02", "UDP ouvre une connexion.", "Faux. UDP n'en ouvre aucune."),
    ]
    russian = (
        "- Кэш хранит данные на диске.\n  Ложь: кэш хранит их в памяти.\n"
        "- Очередь работает по FIFO.\n  Правда: первым пришёл, первым ушёл.\n"
    )
    assert _cards(russian) == [
        ("q01", "Кэш хранит данные на диске.", "Ложь: кэш хранит их в памяти."),
        ("q02", "Очередь работает по FIFO.", "Правда: первым пришёл, первым ушёл."),
    ]
    chinese = "1. 栈是先进先出的。\n   错误：栈是后进先出的。\n2. 队列是先进先出的。\n   正确：队列先进先出。\n"
    assert _cards(chinese) == [
        ("q01", "栈是先进先出的。", "错误：栈是后进先出的。"),
        ("q02", "队列是先进先出的。", "正确：队列先进先出。"),
    ]


def test_a_question_answered_by_a_bold_verdict_loses_the_bold_marks() -> None:
    """`1. Is X? ` over `   **False**: reason`: the question read as before, its answer the
    verdict and reason without the `**` the label was set in."""
    text = (
        "1. Is a hash map ordered?\n   **False**: it keeps no order.\n"
        "2. Is a list ordered?\n   **True**: items keep their place.\n"
    )
    assert _cards(text) == [
        ("q01", "Is a hash map ordered?", "False: it keeps no order."),
        ("q02", "Is a list ordered?", "True: items keep their place."),
    ]


def test_verdict_words_that_explain_a_setting_are_left_as_they_were() -> None:
    """Guard: a setting's two values explained under its question (`**True**: ...` over
    `**False**: ...`, as lines, paragraphs or bullets), a `False:` line under prose, and a
    single statement over a verdict among questions are no true/false sheet: the text is
    left as it is and every answer read as before."""
    text = (
        "# Settings\n\n### What does `strict` do?\n\n"
        "**True**: a bad row stops the import.\n**False**: a bad row is logged.\n\n"
        "### What does `verbose` do?\n\n"
        "**True**: each step is printed.\n\n**False**: only errors are printed.\n\n"
        "### What is a dry run?\n\nIt prints what would happen.\nFalse: nothing is written.\n\n"
        "### Is the cache shared?\n\n- **True**: by all workers.\n- **False**: one per worker.\n"
    )
    assert verdict_answers(text) == text
    assert [a for _, _, a in _cards(text)] == [
        "**True**: a bad row stops the import.\n**False**: a bad row is logged.",
        "**True**: each step is printed.\n\n**False**: only errors are printed.",
        "It prints what would happen.\nFalse: nothing is written.",
        "- **True**: by all workers.\n- **False**: one per worker.",
    ]
    lone = (
        "1. What is a mutex?\n   A lock one thread holds at a time.\n"
        "2. **A semaphore is a mutex.**\n   **False**: it counts.\n"
    )
    assert verdict_answers(lone) == lone


# -- a heading's back-to-top link; an answer that opens with its references ----------------------


def test_a_back_to_top_link_ending_a_question_heading_is_no_part_of_it() -> None:
    """`# <a name="0">Q?</a><a href="#index">[Top]</a>` (and the same link in Markdown, or
    `[Back to top](#top)`): the link leads back to the page's list, no word of the question.
    It stayed in every question as `[[Top]](#index)`."""
    text = (
        '# <a name="0">What is a cache?</a><a style="float:right;" href="#index">[Top]</a>\n\n'
        "    A fast store in front of a slow one.\n\n"
        "# What is a queue? [[Top]](#index)\n\n    First in, first out.\n\n"
        "# What is a heap? [Back to top](#top)\n\n    A tree kept in order.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a cache?", "A fast store in front of a slow one."),
        ("q02", "What is a queue?", "First in, first out."),
        ("q03", "What is a heap?", "A tree kept in order."),
    ]


def test_an_in_page_link_ending_a_question_that_is_no_top_link_stays() -> None:
    """Guard: a question that ends with a link to a section of the page (`[Raft](#raft)`)
    keeps it: only a link back to the top or the contents is page furniture."""
    text = (
        "## How does leader election work in [Raft](#raft)\n\nBy timeouts and votes.\n\n"
        "## What is a term?\n\nA number that grows with each election.\n"
    )
    assert [q for _, q, _ in _cards(text)] == [
        "How does leader election work in [Raft](#raft)",
        "What is a term?",
    ]


def test_an_answer_opening_with_its_references_is_the_whole_answer() -> None:
    """An indented answer whose first paragraph is a references block (`参考：` over an
    indented numbered link, `See also:` too), then the answer itself: the card's answer is
    all of it. The question was reported unanswered and its answer lost."""
    text = (
        "# How does LRU evict?\n\n"
        "    See also:\n        1. [LRU notes](http://example.org/lru)\n\n"
        "    It drops the entry used longest ago.\n    A list and a map keep it O(1).\n\n"
        "# 什么是渐进式 rehash？\n\n"
        "    参考：\n        1. [rehash](http://example.org/rehash)\n\n"
        "    把迁移分摊到每次读写操作中。\n"
    )
    imported = result(text)
    assert [(c.question, c.answer) for c in imported.deck.cards] == [
        (
            "How does LRU evict?",
            "See also:\n    1. [LRU notes](http://example.org/lru)\n\n"
            "It drops the entry used longest ago.\nA list and a map keep it O(1).",
        ),
        (
            "什么是渐进式 rehash？",
            "参考：\n    1. [rehash](http://example.org/rehash)\n\n把迁移分摊到每次读写操作中。",
        ),
    ]
    assert imported.skipped == ()


def test_references_over_no_answer_are_still_no_answer() -> None:
    """Guard: references alone, or over another list of links, or over a one-line note that
    says nothing (`Total Questions: 2`), answer nothing: the question is reported."""
    text = (
        "### What is a bloom filter?\n\nA bit array that may say yes wrongly, never no.\n\n"
        "### What is a skip list?\n\n"
        "References:\n- [Skip lists](http://example.org/a)\n\n"
        "See also:\n- [Trees](http://example.org/b)\n\n"
        "### What is a trie?\n\nSee also:\n- [Tries](http://example.org/c)\n\n"
        "Total Questions: 3\n"
    )
    imported = result(text)
    assert [c.question for c in imported.deck.cards] == ["What is a bloom filter?"]
    assert [s.reason[:33] for s in imported.skipped] == [
        "question #2 has no answer (only '",
        "question #3 has no answer (only '",
    ]
