"""Properties of the document importer: it never crashes, and what it builds is a valid deck.

Whatever the text, `import_text` either returns a deck that survives a round trip through the
deck YAML (`loads(dumps(deck)) == deck`) or raises our own DocumentError, never anything else.
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from srs import decks
from srs.errors import DocumentError
from srs.importers import ImportResult, import_text, slugify
from srs.model import SLUG_RE

SETTINGS = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)

# Pieces real documents are made of, so the generator reaches the reader's every branch.
WORDS = st.sampled_from(
    [
        "What", "is", "DDP", "all-reduce", "GPU", "$k$", "`code`", "**bold**", "the", "N²",
        "2(N-1)", "—", "é", "ZeRO", "(A)", "B)", "x", "?", ":", "|", "*", "-", "#", "1.", "Q:",
    ]
)  # fmt: skip
PHRASE = st.lists(WORDS, min_size=1, max_size=8).map(" ".join)
NUMBER = st.integers(min_value=0, max_value=120)
LETTER = st.sampled_from("ABCDEFabcdZ")

QUESTION_START = st.one_of(
    st.builds("### Question {}".format, NUMBER),
    st.builds("Question {}".format, NUMBER),
    st.builds("## {}. {}?".format, NUMBER, PHRASE),
    st.builds("#### {}?".format, PHRASE),
    st.builds("Q{}: {}?".format, NUMBER, PHRASE),
    st.builds("**Q{}.** {}".format, NUMBER, PHRASE),
    st.builds("Q: {}?".format, PHRASE),
    st.builds("{}. {}?".format, NUMBER, PHRASE),
    st.builds("**{}?**".format, PHRASE),
)
OPTION = st.one_of(
    st.builds("{}) {}".format, LETTER, PHRASE),
    st.builds("({}) {}".format, LETTER, PHRASE),
    st.builds("- {}: {}".format, LETTER, PHRASE),
    st.builds("{}. {}".format, LETTER, PHRASE),
)
INLINE_OPTIONS = st.builds("A) {} B) {} C) {}".format, PHRASE, PHRASE, PHRASE)
ANSWER = st.one_of(
    st.builds("**Answer**: {}".format, LETTER),
    st.builds("Answer: ({})".format, LETTER),
    st.builds("Correct answer: {}".format, LETTER),
    st.builds("Answer: {} Explanation: {}".format, LETTER, PHRASE),
    st.builds("**Answer:** {}".format, PHRASE),
    st.just("**Answer:**"),
    st.builds("A: {}".format, PHRASE),
    st.builds("<details><summary>Answer</summary>{}</details>".format, PHRASE),
    st.just("<details>"),
    st.just("</details>"),
    st.builds("**Explanation**: {}".format, PHRASE),
)
OTHER = st.one_of(
    PHRASE,
    st.just(""),
    st.just("---"),
    st.just("```"),
    st.builds("- {}".format, PHRASE),
    st.builds("| {} | {} |".format, NUMBER, LETTER),
    st.builds("## Section {}: {}".format, NUMBER, PHRASE),
    st.sampled_from(
        ["## Scoring Guide", "## Answer Key Summary", "Answer key: 1-C, 2-A", "Scoring Guide"]
    ),
    st.builds("{}. {}  {}. {}".format, NUMBER, LETTER, NUMBER, LETTER),
    st.just("**Version**: 1.0"),
    st.just("Lilly Tech Systems"),
    st.just("> **Topic**: x"),
    st.just("\t- tabbed"),
)
LINE = st.one_of(QUESTION_START, OPTION, INLINE_OPTIONS, ANSWER, OTHER)
NEWLINE = st.sampled_from(["\n", "\r\n", "\r"])


@st.composite
def question_documents(draw: st.DrawFn) -> str:
    """A title, then question-like lines in any order, with any line ending and maybe a BOM."""
    title = draw(st.one_of(st.builds("# {}".format, PHRASE), PHRASE, st.just("")))
    lines = [title, *draw(st.lists(LINE, max_size=40))]
    text = draw(NEWLINE).join(lines)
    return ("\ufeff" if draw(st.booleans()) else "") + text


@st.composite
def quizzes(draw: st.DrawFn) -> str:
    """Well-formed quizzes with mutations: the reader must keep its promises on near-misses."""
    parts = [draw(st.builds("# {}".format, PHRASE))]
    for number in range(1, draw(st.integers(1, 6)) + 1):
        parts.append(f"### Question {number}\n{draw(PHRASE)}?\n")
        count = draw(st.integers(0, 5))
        parts.extend(f"{'ABCDE'[k]}) {draw(PHRASE)}" for k in range(count))
        parts.append(draw(ANSWER))
        parts.append(draw(st.sampled_from(["", "---", "\n---\n"])))
    if draw(st.booleans()):
        parts.append(
            "## Answer Key Summary\n" + draw(st.builds("1. {}  2. {}".format, LETTER, LETTER))
        )
    text = "\n".join(parts)
    if draw(st.booleans()) and text:
        cut = draw(st.integers(0, len(text)))
        text = (
            text[:cut]
            + draw(st.sampled_from(["", "\n", "A) ", "**", "?", "\x0c", "\x85"]))
            + text[cut:]
        )
    return text


def check(text: str) -> None:
    try:
        result = import_text(text, source="doc.md")
    except DocumentError as exc:
        assert str(exc).startswith("doc.md")
        return
    assert isinstance(result, ImportResult)
    deck = result.deck
    assert deck.cards
    assert SLUG_RE.match(deck.id)
    assert len({card.id for card in deck.cards}) == len(deck.cards)
    for card in deck.cards:
        assert card.question.strip() and card.answer.strip()
        outside_code = re.sub(
            r"^```.*?^```", "", f"{card.answer}\n{card.explanation}", flags=re.M | re.S
        )
        assert not re.search(r"^---$", outside_code, re.M)  # separators close cards
        if card.choices:
            assert card.answer in card.choices
    for warning in result.warnings:
        assert warning.startswith("doc.md")
    assert decks.loads(decks.dumps(deck)) == deck


@SETTINGS
@given(st.text(max_size=400))
def test_arbitrary_text_never_crashes(text: str) -> None:
    check(text)


@SETTINGS
@given(question_documents())
def test_question_like_documents_never_crash(text: str) -> None:
    check(text)


@SETTINGS
@given(quizzes())
def test_mutated_quizzes_never_crash(text: str) -> None:
    check(text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=120), st.integers(min_value=1, max_value=60))
def test_slugify_is_a_bounded_slug(text: str, max_len: int) -> None:
    slug = slugify(text, max_len)
    assert len(slug) <= max_len
    assert slug == "" or SLUG_RE.match(slug)
    assert not slug.endswith("-")
