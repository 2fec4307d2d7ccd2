"""Importer layouts met in round Z207: each test is the shape of a real document the importer
misread, written small.

None of these is a copy of a document; each is the layout that a real file used.
"""

from __future__ import annotations

from tests.importing import result

_TOC = (
    "# Build Tool FAQ\n"
    "- [What does the build tool do?](#what-does-the-build-tool-do)\n"
    "- [How do I clean the cache?](#how-do-i-clean-the-cache)\n"
    "- [Where do artifacts go?](#where-do-artifacts-go)\n\n"
    "## What does the build tool do?\nIt compiles sources and packs them.\n\n"
    "[Back to contents](#build-tool-faq)\n\n"
)
_REST = (
    "## How do I clean the cache?\nRun the clean command.\n\n"
    "[Back to contents](#build-tool-faq)\n\n"
    "## Where do artifacts go?\nInto the out folder.\n\n"
    "[Back to contents](#build-tool-faq)\n"
)


def _cards(text: str) -> list[tuple[str, str, str]]:
    res = result(text)
    assert not res.warnings
    return [(c.id, c.question, c.answer) for c in res.deck.cards]


def test_note_headings_after_a_linked_answer_are_parts_of_it() -> None:
    """A contents list links the questions and every answer ends with a link back to it; an
    explainer after one answer, under `##` headings of its own that the list leaves out and
    no link back closes, is that answer's: its headings that do not ask are held as parts
    of the answer above them, one that asks stays a question (the parts after it its own)."""
    text = (
        _TOC + "## Dependency Graph Notes\nTargets form a graph; each edge is a dependency.\n\n"
        "## Is The Graph Checked For Cycles?\nYes, a cycle stops the build.\n\n"
        "## Worked Example\n- app depends on lib, lib on core.\n\n" + _REST
    )
    assert _cards(text) == [
        (
            "q01",
            "What does the build tool do?",
            "It compiles sources and packs them.\n\n"
            "## Dependency Graph Notes\nTargets form a graph; each edge is a dependency.",
        ),
        (
            "q02",
            "Is The Graph Checked For Cycles?",
            "Yes, a cycle stops the build.\n\n## Worked Example\n- app depends on lib, lib on core.",
        ),
        ("q03", "How do I clean the cache?", "Run the clean command."),
        ("q04", "Where do artifacts go?", "Into the out folder."),
    ]


def test_an_unlisted_heading_with_its_own_link_back_stays_a_card() -> None:
    """Guard: a heading the list leaves out whose section ends with its own link back to the
    contents is an answer like the others (a topic the author forgot to list): its card."""
    text = (
        _TOC + "## Incremental builds\nOnly changed targets are rebuilt.\n\n"
        "[Back to contents](#build-tool-faq)\n\n" + _REST
    )
    assert _cards(text) == [
        ("q01", "What does the build tool do?", "It compiles sources and packs them."),
        ("q02", "Incremental builds", "Only changed targets are rebuilt."),
        ("q03", "How do I clean the cache?", "Run the clean command."),
        ("q04", "Where do artifacts go?", "Into the out folder."),
    ]


def test_a_heading_after_the_last_linked_answer_is_not_folded() -> None:
    """Guard: what follows the last answer's link back is the page's, not a note to that
    answer (`## Closures` read as a topic card, as before)."""
    text = _TOC + _REST + "\n## Closures\nA closure keeps the variables of its scope.\n"
    assert _cards(text) == [
        ("q01", "What does the build tool do?", "It compiles sources and packs them."),
        ("q02", "How do I clean the cache?", "Run the clean command."),
        ("q03", "Where do artifacts go?", "Into the out folder."),
        ("q04", "Closures", "A closure keeps the variables of its scope."),
    ]


def test_a_section_heading_between_linked_answers_is_not_folded() -> None:
    """Guard: a heading with no prose of its own before the next linked question is a
    section over it (`## Maintenance`), not a note to the answer above: read as before."""
    text = _TOC + "## Maintenance\n\n" + _REST
    res = result(text)
    assert [(c.id, c.question, c.answer) for c in res.deck.cards] == [
        ("q01", "What does the build tool do?", "It compiles sources and packs them."),
        ("q03", "How do I clean the cache?", "Run the clean command."),
        ("q04", "Where do artifacts go?", "Into the out folder."),
    ]
    assert [s.line for s in res.skipped] == [11]


_ASKED = [
    ("What is a rate limiter?", "It caps how many requests a client may send."),
    ("Why limit requests at all?", "To keep one client from starving the others."),
    ("Where does the limiter run?", "Usually at the gateway, before the services."),
    ("What is a sliding window?", "A count over the last N seconds, moved each request."),
    ("How are limits shared across nodes?", "Through a shared counter store."),
    ("What status code signals a limit?", "429 Too Many Requests."),
    ("Which header tells when to retry?", "Retry-After."),
    ("Can limits differ per user?", "Yes, each plan may have its own."),
]


def _page(note: str, after: int = 1) -> str:
    """Eight `## Question?` headings and answers, `note` written after answer `after`."""
    parts = ["# Rate Limiting Notes\n\n"]
    for k, (q, a) in enumerate(_ASKED):
        parts.append(f"## {q}\n{a}\n\n")
        if k == after:
            parts.append(note)
    return "".join(parts)


def _plain(pairs: list[tuple[str, str]]) -> list[tuple[str, str, str]]:
    return [(f"q{k:02d}", q, a) for k, (q, a) in enumerate(pairs, 1)]


def test_a_note_run_among_asking_headings_is_part_of_the_answer_above() -> None:
    """No contents list: on a page of eight asking `##` headings, a run of two headings that
    do not ask, each over prose, between two answers, is a note to the answer above it."""
    note = (
        "## Token Bucket Basics\nTokens drip into a bucket; each request takes one.\n\n"
        "## Refill Rate Table\n| rate | burst |\n|---|---|\n| 10/s | 20 |\n\n"
    )
    answer = "To keep one client from starving the others.\n\n" + note.rstrip("\n")
    expected = [*_ASKED]
    expected[1] = (expected[1][0], answer)
    assert _cards(_page(note)) == _plain(expected)


def test_a_single_titled_heading_among_asking_ones_stays_a_card() -> None:
    """Guard: one heading that does not ask among questions is a topic card (`## Closures`)."""
    note = "## Token Bucket Basics\nTokens drip into a bucket; each request takes one.\n\n"
    expected = [*_ASKED]
    expected.insert(
        2, ("Token Bucket Basics", "Tokens drip into a bucket; each request takes one.")
    )
    assert _cards(_page(note)) == _plain(expected)


def test_a_run_of_tasks_put_as_sentences_stays_cards() -> None:
    """Guard: headings that set a task (`Explain X.`, `Compare A and B`) are questions, even
    in a run between asking ones."""
    note = (
        "## Explain the token bucket.\nTokens drip into a bucket; each request takes one.\n\n"
        "## Compare fixed and sliding windows\nFixed windows reset; sliding ones move.\n\n"
    )
    expected = [*_ASKED]
    expected[2:2] = [
        ("Explain the token bucket.", "Tokens drip into a bucket; each request takes one."),
        ("Compare fixed and sliding windows", "Fixed windows reset; sliding ones move."),
    ]
    assert _cards(_page(note)) == _plain(expected)


def test_titled_headings_spread_over_the_page_stay_cards() -> None:
    """Guard: headings that do not ask in more than one place are topics among questions (a
    mixed deck), not one note: each stays a card."""
    first = (
        "## Token Bucket Basics\nTokens drip into a bucket; each request takes one.\n\n"
        "## Leaky Bucket Basics\nRequests drain out at a steady rate.\n\n"
    )
    second = "## Quota Dashboards\nThey chart each client's use against its limit.\n\n"
    text = _page(first).replace(
        "## Which header tells when to retry?", second + "## Which header tells when to retry?"
    )
    expected = [*_ASKED]
    expected[6:6] = [("Quota Dashboards", "They chart each client's use against its limit.")]
    expected[2:2] = [
        ("Token Bucket Basics", "Tokens drip into a bucket; each request takes one."),
        ("Leaky Bucket Basics", "Requests drain out at a steady rate."),
    ]
    assert _cards(text) == _plain(expected)
