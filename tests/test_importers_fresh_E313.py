"""Layouts met in judge round Z200 (Korean deep-learning interview notes), on made-up
documents: follow-up questions asked inside a question's answer quote (`>	- Why?`), each
answered by a deeper quote (`>> answer`); and a list of questions nobody answered, some with
tab-indented sub-questions (`- Q?` over `	- Q2?`), each of them reported."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str, dict[str, str]]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer, dict(c.choices)) for c in deck.cards]


def _warnings(text: str) -> list[str]:
    return list(result(text).warnings)


def _skipped(text: str) -> list[tuple[int | None, str]]:
    return sorted((s.line, s.reason) for s in result(text).skipped)


def _unanswered(line: int, text: str) -> tuple[int, str]:
    return (line, f"'{text}' looks like a question, but no answer was found for it; not imported")


_QUOTED_FOLLOW_UPS = (
    "## Networking\n"
    "- What does DNS do?\n"
    "> It maps names to addresses.\n"
    "\n"
    "- Why is TCP reliable?\n"
    "> It numbers and acknowledges every segment.\n"
    "<br>\n"
    ">\t- What happens when an acknowledgement is lost?\n"
    ">> The sender times out and sends the segment again.\n"
    "<br>\n"
    ">\t- How does the window grow?\n"
    ">> Slow start doubles it each round trip\n"
    "until a loss is seen.\n"
    "\n"
    "- Why use UDP at all?\n"
    "> It has no handshake and no head-of-line blocking.\n"
    ">\t- Which protocols run over it?\n"
    ">> DNS, QUIC and most game traffic.\n"
    ">> Video calls too.\n"
    ">  * Can it be made reliable?\n"
    "> > Yes, the application can retransmit itself.\n"
)


def test_follow_ups_in_an_answer_quote_are_cards_of_their_own() -> None:
    """`>	- Why Y?` over `>> answer` inside the quote answering `- What is X?`: each follow-up
    is a card, answered by its deeper quote with the marks gone (its unquoted lazy line kept),
    whether a `<br>` parts it from the parent's answer or it comes right under it; the
    parent's answer is only its own text. Each line of the deeper quote is the answer's, and an
    item marked `*` over `> >` is a follow-up as `-` over `>>` is."""
    assert _cards(_QUOTED_FOLLOW_UPS) == [
        ("q01", "What does DNS do?", "It maps names to addresses.", {}),
        ("q02", "Why is TCP reliable?", "It numbers and acknowledges every segment.", {}),
        (
            "q03",
            "What happens when an acknowledgement is lost?",
            "The sender times out and sends the segment again.",
            {},
        ),
        (
            "q04",
            "How does the window grow?",
            "Slow start doubles it each round trip\nuntil a loss is seen.",
            {},
        ),
        ("q05", "Why use UDP at all?", "It has no handshake and no head-of-line blocking.", {}),
        (
            "q06",
            "Which protocols run over it?",
            "DNS, QUIC and most game traffic.\nVideo calls too.",
            {},
        ),
        ("q07", "Can it be made reliable?", "Yes, the application can retransmit itself.", {}),
    ]
    assert _warnings(_QUOTED_FOLLOW_UPS) == []


def test_an_item_in_an_answer_quote_with_no_deeper_quote_stays_in_the_answer() -> None:
    """Guard: an item in the quote that asks but is answered at the quote's own level, and an
    item over a deeper quote that does not ask (a note), stay in the parent's answer."""
    text = (
        "- What does a load balancer do?\n"
        "> It spreads requests over servers.\n"
        ">\t- Which algorithm is simplest?\n"
        "> Round robin, one server after another.\n"
        "\n"
        "- What is a health check?\n"
        "> A probe the balancer sends to each server.\n"
        ">\t- Note on timeouts\n"
        ">> Keep them shorter than the client's.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What does a load balancer do?",
            "It spreads requests over servers.\n\n- Which algorithm is simplest?\n\n"
            "Round robin, one server after another.",
            {},
        ),
        (
            "q02",
            "What is a health check?",
            "A probe the balancer sends to each server.\n\n- Note on timeouts\n"
            "> Keep them shorter than the client's.",
            {},
        ),
    ]


_UNANSWERED_SUB_QUESTIONS = (
    "# Systems interview\n"
    "\n"
    "- What is a mutex?\n"
    "> A lock only one thread holds at a time.\n"
    "\n"
    "- What is a semaphore?\n"
    "> A counter of permits threads take and give back.\n"
    "\n"
    "\n"
    "- How does a scheduler pick the next thread?\n"
    "\t- What is a time slice?\n"
    "\t- Why do priorities invert?\n"
    "- How would you design a rate limiter?\n"
    "\t- Where does the counter live?\n"
    "\t- What happens when the store is down?\n"
    "\t- How do you test it?\n"
    "\t- Would a token bucket do?\n"
    "- What did you build last year?\n"
)


def test_unanswered_sub_questions_under_an_unanswered_question_are_each_reported() -> None:
    """`- Q?` over tab-indented `- Q2?` items, none answered: each sub-question is reported by
    its line, and so is its parent; no card, whether two sub-questions or four (four were
    the parent's answer, a junk card), and no sub-question named nowhere."""
    assert _cards(_UNANSWERED_SUB_QUESTIONS) == [
        ("q01", "What is a mutex?", "A lock only one thread holds at a time.", {}),
        ("q02", "What is a semaphore?", "A counter of permits threads take and give back.", {}),
    ]
    assert _skipped(_UNANSWERED_SUB_QUESTIONS) == [
        (10, "question #3 has no answer; skipped"),
        _unanswered(11, "- What is a time slice?"),
        _unanswered(12, "- Why do priorities invert?"),
        (13, "question #4 has no answer; skipped"),
        _unanswered(14, "- Where does the counter live?"),
        _unanswered(15, "- What happens when the store is down?"),
        _unanswered(16, "- How do you test it?"),
        _unanswered(17, "- Would a token bucket do?"),
        (18, "question #5 has no answer; skipped"),
    ]


def test_sub_items_that_tell_or_translate_are_read_as_before() -> None:
    """Guard: nested items of which one tells (`Flame graphs, then counters.`, a question
    and its answer on one line) answer their question; a nested item asking the question
    again in another script (a bilingual list's translation) is part of it, no question of
    its own: the question is reported once."""
    text = (
        "# Systems interview\n"
        "\n"
        "- What is a mutex?\n"
        "\t- A lock only one thread holds at a time.\n"
        "\t- Why not a spin lock? It burns CPU while waiting.\n"
        "- How do you profile a service?\n"
        "\t- Which tool do you start with?\n"
        "\t- Flame graphs, then counters.\n"
        "- What is a deadlock?\n"
        "\t- デッドロックとは何ですか？\n"
        "- What is a livelock?\n"
        "\t- ライブロックとは何ですか？\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a mutex?",
            "- A lock only one thread holds at a time.\n"
            "- Why not a spin lock? It burns CPU while waiting.",
            {},
        ),
        (
            "q02",
            "How do you profile a service?",
            "- Which tool do you start with?\n- Flame graphs, then counters.",
            {},
        ),
    ]
    assert _skipped(text) == [
        (9, "question #3 has no answer; skipped"),
        (11, "question #4 has no answer; skipped"),
    ]
