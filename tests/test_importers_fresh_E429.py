"""Importer layouts met in judge round Z248 (fresh public documents a judge imported, the
lead mending what they misread): notes that answer each `- question` bullet with a paragraph
indented under it, until the author stops indenting (srs.importers.marginanswers).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

import pytest

from srs.errors import DocumentError
from tests.importing import result

# -- bullets answered under them, then at the margin; a run of terms over their paragraphs --

_NOTES = """\
# Networking notes

## Transport

- What does TCP guarantee?

  Ordered, reliable delivery of a byte stream.

- Explain the three-way handshake

  SYN, then SYN-ACK, then ACK.

- Describe where UDP fits

Streaming and DNS, where a late packet is worth nothing.

- Explain slow start

## Addressing kinds

- Unicast

One sender, one receiver.

- Multicast

One sender, a group of receivers.

Routers copy the packet where the paths split.

- Broadcast

Every host on the segment.
"""


def test_a_paragraph_at_the_margin_answers_the_bullet_question_over_it() -> None:
    """Among bullets answered under them, the last bullet of a list that asks (with no
    question mark) is answered by the paragraph CommonMark takes out of the list; the terms
    listed one to a list, each over its own paragraphs, are questions too. The bullet with
    only a heading under it is still reported, and no text is left in no card."""
    got = result(_NOTES)
    cards = got.deck.cards
    assert [(c.id, c.question) for c in cards] == [
        ("q01", "What does TCP guarantee?"),
        ("q02", "Explain the three-way handshake"),
        ("q03", "Describe where UDP fits"),
        ("q04", "Unicast"),
        ("q05", "Multicast"),
        ("q06", "Broadcast"),
    ]
    assert [c.answer for c in cards] == [
        "Ordered, reliable delivery of a byte stream.",
        "SYN, then SYN-ACK, then ACK.",
        "Streaming and DNS, where a late packet is worth nothing.",
        "One sender, one receiver.",
        "One sender, a group of receivers.\n\nRouters copy the packet where the paths split.",
        "Every host on the segment.",
    ]
    assert [s.line for s in got.skipped] == [17]
    assert got.warnings == (
        "doc.md:17: '- Explain slow start' looks like a question, but no answer was found for"
        " it; not imported",
    )


def test_one_question_answered_at_the_margin_after_one_answered_under_it() -> None:
    """`- What is X?` over its indented answer, then `- What is Y?` over a paragraph at the
    margin: two bullets answered, the layout of the notes, so the second is no question
    left unanswered beside a paragraph in no card."""
    text = (
        "# Networking notes\n\n- What does TCP guarantee?\n\n"
        "  Ordered, reliable delivery of a byte stream.\n\n"
        "- What does UDP guarantee?\n\nNothing beyond a checksum.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does TCP guarantee?", "Ordered, reliable delivery of a byte stream."),
        ("What does UDP guarantee?", "Nothing beyond a checksum."),
    ]
    assert got.warnings == ()
    assert got.skipped == ()


def test_cjk_bullets_that_ask_in_words_answered_at_the_margin() -> None:
    """`- 讲讲 X 的实现` asks with no question mark: answered under it by its siblings, at
    the margin by the last; the empty bullet after it stays unanswered, reported."""
    text = (
        "## 协议\n\n- 讲讲 TCP 的握手\n\n  三次握手建立连接。\n\n"
        "- 讲讲 UDP 的用途\n\n流媒体和 DNS 查询。\n\n- 讲讲 QUIC 的实现\n\n## 其他\n\n"
        "- 谈谈 HTTP 缓存\n\n  使用 ETag 和 Cache-Control。\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("讲讲 TCP 的握手", "三次握手建立连接。"),
        ("讲讲 UDP 的用途", "流媒体和 DNS 查询。"),
        ("谈谈 HTTP 缓存", "使用 ETag 和 Cache-Control。"),
    ]
    assert [s.line for s in got.skipped] == [11]
    assert len(got.warnings) == 1 and "讲讲 QUIC 的实现" in got.warnings[0]


# -- near misses: what the rule must leave as it was --


def test_terms_over_paragraphs_with_no_bullet_answered_under_them_are_no_questions() -> None:
    """A run of terms over paragraphs in a page with no question answered under a bullet:
    nothing says they are questions (as before: no questions found)."""
    text = (
        "# Addressing kinds\n\n- Unicast\n\nOne sender, one receiver.\n\n"
        "- Multicast\n\nOne sender, a group of receivers.\n"
    )
    with pytest.raises(DocumentError, match="no questions found"):
        result(text)


_ANSWERED = (
    "# Networking notes\n\n- What does TCP guarantee?\n\n"
    "  Ordered, reliable delivery of a byte stream.\n\n"
    "- Explain the three-way handshake\n\n  SYN, then SYN-ACK, then ACK.\n\n"
)


def test_one_term_over_a_paragraph_is_no_question() -> None:
    """One term bullet over a paragraph (`- Wireshark` / what it does) after the questions:
    no run of terms, a point a paragraph follows; reported as text in no card, as before."""
    got = result(_ANSWERED + "## Tools\n\n- Wireshark\n\nCaptures packets and decodes them.\n")
    assert [c.id for c in got.deck.cards] == ["q01", "q02"]
    assert got.deck.cards[1].answer == "SYN, then SYN-ACK, then ACK."
    assert got.warnings == (
        "doc.md:13: 2 lines of text between questions in no card ('- Wireshark'); not imported",
    )


def test_a_list_of_points_over_a_paragraph_is_no_question() -> None:
    """A list of statements whose last point a paragraph follows: not a term alone in its
    list, and it does not ask; its text is reported, no card made of it."""
    text = _ANSWERED + "## Habits\n\n- keep the state small\n- prefer datagrams\n\nThat is all.\n"
    got = result(text)
    assert [c.id for c in got.deck.cards] == ["q01", "q02"]
    assert got.warnings == (
        "doc.md:13: 3 lines of text between questions in no card ('- keep the state small');"
        " not imported",
    )


def test_a_paragraph_after_an_answered_last_bullet_is_not_its_answer() -> None:
    """The last bullet already holds its indented answer: the paragraph after the list is
    no answer of it, and is reported as before."""
    text = _ANSWERED + "Both run over IP.\n"
    got = result(text)
    assert [c.answer for c in got.deck.cards][-1] == "SYN, then SYN-ACK, then ACK."
    assert got.warnings == (
        "doc.md:11: 1 line of text between questions in no card ('Both run over IP.');"
        " not imported",
    )


def test_the_last_point_of_a_list_of_statements_is_no_question() -> None:
    """Points under a topic (`* Learns a compact code`), the last opening with a question
    word (`* Can be used for denoising`) over a paragraph: the list holds no question, so
    its last point asks nothing the paragraph answers; reported as text, as before."""
    text = _ANSWERED + (
        "## Autoencoders\n\n* Learns a compact code\n* Can be used for denoising\n\n"
        "The decoder rebuilds the input.\n"
    )
    got = result(text)
    assert [c.id for c in got.deck.cards] == ["q01", "q02"]
    assert got.skipped == ()
    assert len(got.warnings) == 1
    assert got.warnings[0].startswith("doc.md:13: 3 lines of text between questions in no card")
