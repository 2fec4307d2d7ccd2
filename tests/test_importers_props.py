"""Properties of the document importer: it never crashes, and what it builds is a valid deck.

Whatever the text, `import_text` either returns a deck that survives a round trip through the
deck YAML (`loads(dumps(deck)) == deck`) or raises our own DocumentError, never anything else.
"""

from __future__ import annotations

import re

import pytest
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
    # the other layouts' marks, so their readers run too
    st.builds("{}?::".format, PHRASE),
    st.builds("{}:: {}".format, PHRASE, PHRASE),
    st.sampled_from(["+", "----", "== Section", "[source,python]", "[qanda]", "Title\n====="]),
    st.builds("+ {}".format, PHRASE),
    st.builds("- [{}] {}".format, st.sampled_from(" xX"), PHRASE),
    st.builds("<details><summary>{}?</summary>".format, PHRASE),
    st.builds("1. **{}?**".format, PHRASE),
    st.builds("   {}".format, PHRASE),
    st.just("| Question | Answer |\n|---|---|"),
    st.builds("| {}? | {} |".format, PHRASE, PHRASE),
    st.builds("> **Answer:** {}".format, PHRASE),
    st.just("<br/>"),
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
        # separators close cards (`---` right under a line of text underlines a heading)
        assert not re.search(r"(?:\A|\n[ \t]*\n)---$", outside_code, re.M)
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


LABEL_LEADS = st.text(alphabet=" \t-*+_", max_size=4)
LABEL_TAILS = st.text(
    alphabet="abcdefghijklmnopqrstuvwxyzAQ0123456789 \t*_.:：()-–—éø答", max_size=14
)


@settings(max_examples=400, deadline=None)
@given(
    LABEL_LEADS,
    st.sampled_from(
        [
            *("answer", "Ans", "A", "a", "Correct", "the", "Solution", "sol", "Back", "Expected"),
            *("Examples of", "Model", "Your", "short", "sample", "final", "Réponse", "Lösung"),
            *("Respuesta", "ответ", "答案", "Ideal", "Typical", "Brief", "Suggested", "Acceptable"),
        ]
    ),
    LABEL_TAILS,
    st.text(max_size=20),
)
def test_answer_label_test_never_turns_a_label_away(
    lead: str, word: str, tail: str, rest: str
) -> None:
    """The answer label's cheap first-letters test says no only where its pattern does."""
    from srs.importers.common import ANSWER_RE

    for text in (lead + word + tail + rest, lead + tail + rest, lead + word[:1] + tail):
        assert (ANSWER_RE.match(text) is None) == (ANSWER_RE.pattern.match(text) is None), text


# -- generative round trips: a random deck, written in each layout, reads back the same -------

WORD_LIST = [
    "data", "parallel", "gradient", "shard", "rank", "ring", "buffer", "cache", "node",
    "latency", "commit", "index", "`x = 1`", "tensor", "queue", "2", "fast", "stream",
]  # fmt: skip
GEN_WORD = st.sampled_from(WORD_LIST)


def _sentence(words: list[str]) -> str:
    text = " ".join(words)
    return text[0].upper() + text[1:] + "."


SENTENCE = st.lists(GEN_WORD, min_size=2, max_size=8).map(_sentence)
QUESTION_TEXT = st.builds(
    lambda start, words: f"{start} {' '.join(words)}?",
    st.sampled_from(["What is the", "How does the", "Why is the", "Which"]),
    st.lists(GEN_WORD, min_size=1, max_size=6),
)
OPTION_TEXT = st.lists(GEN_WORD, min_size=1, max_size=4).map(" ".join)
TOPIC = st.lists(
    st.sampled_from([w for w in WORD_LIST if w.isalpha()]), min_size=2, max_size=4
).map(lambda words: " ".join(words).capitalize())
PARAGRAPH = SENTENCE
BULLETS = st.lists(
    st.lists(GEN_WORD, min_size=1, max_size=4).map(" ".join), min_size=2, max_size=3
).map(lambda items: "\n".join(f"- {item}" for item in items))
CODE = st.lists(GEN_WORD, min_size=1, max_size=4).map(
    lambda words: "```python\nresult = compute(" + ", ".join(repr(w) for w in words) + ")\n```"
)
TABLE = st.tuples(GEN_WORD, GEN_WORD, GEN_WORD, GEN_WORD).map(
    lambda c: f"| {c[0]} | {c[1]} |\n|---|---|\n| {c[2]} | {c[3]} |"
)


@st.composite
def answers(draw: st.DrawFn, kinds: tuple[str, ...]) -> str:
    """A Markdown answer: a paragraph first, then blocks of the given kinds."""
    blocks = {"paragraph": PARAGRAPH, "list": BULLETS, "code": CODE, "table": TABLE}
    parts = [draw(PARAGRAPH)]
    for _ in range(draw(st.integers(0, 2))):
        parts.append(draw(blocks[draw(st.sampled_from(kinds))]))
    return "\n\n".join(parts)


@st.composite
def gen_cards(
    draw: st.DrawFn,
    *,
    choice: bool,
    open_: bool,
    kinds: tuple[str, ...],
    explained: bool = True,
    topics: bool = False,
    minimum: int = 1,
) -> list[dict[str, object]]:
    """Random cards: open ones (a question and a Markdown answer) and choice ones (2-5
    distinct options, a key, and maybe a one-paragraph explanation). With `topics`, three or
    more cards whose questions are topics (`Ring buffer latency`), not questions."""
    count = draw(st.integers(3, 6) if topics else st.integers(minimum, 5))
    cards: list[dict[str, object]] = []
    questions = draw(
        st.lists(TOPIC if topics else QUESTION_TEXT, min_size=count, max_size=count, unique=True)
    )
    for question in questions:
        is_choice = choice and (not open_ or draw(st.booleans()))
        if is_choice:
            options = draw(st.lists(OPTION_TEXT, min_size=2, max_size=5, unique=True))
            letters = "ABCDE"[: len(options)]
            cards.append(
                {
                    "question": question,
                    "choices": dict(zip(letters, options, strict=True)),
                    "answer": draw(st.sampled_from(letters)),
                    "explanation": draw(st.one_of(st.just(""), SENTENCE)) if explained else "",
                }
            )
        else:
            cards.append({"question": question, "answer": draw(answers(kinds)), "choices": {}})
    return cards


def _indent(text: str, by: str) -> str:
    return "\n".join(by + line if line else "" for line in text.split("\n"))


def _options(card: dict[str, object], style: str = "{letter}) {text}") -> str:
    choices = card["choices"]
    assert isinstance(choices, dict)
    return "\n".join(style.format(letter=k, text=v) for k, v in choices.items())


def render_heading_quiz(cards: list[dict[str, object]]) -> str:
    out = ["# Generated quiz", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"### Question {n}", str(card["question"]), ""]
        if card["choices"]:
            out += [_options(card), "", f"**Answer**: {card['answer']}", ""]
            if card["explanation"]:
                out += [f"**Explanation**: {card['explanation']}", ""]
        else:
            out += ["**Answer:**", "", str(card["answer"]), ""]
        out += ["---", ""]
    return "\n".join(out)


def render_numbered_headings(cards: list[dict[str, object]]) -> str:
    out = ["# Generated questions", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"## {n}. {card['question']}", ""]
        if card["choices"]:
            out += [_options(card, "- {letter}: {text}"), "", f"**Answer:** {card['answer']}", ""]
            if card["explanation"]:
                out += [f"Explanation: {card['explanation']}", ""]
        else:
            out += [str(card["answer"]), ""]
    return "\n".join(out)


def render_q_a(cards: list[dict[str, object]]) -> str:
    out = ["Generated pairs", ""]
    for card in cards:
        answer = str(card["answer"])
        first, _, rest = answer.partition("\n\n")
        out += [f"Q: {card['question']}", f"A: {first}"]
        out += (["", rest] if rest else []) + [""]
    return "\n".join(out)


def render_list_items(cards: list[dict[str, object]]) -> str:
    out = ["# Generated list", "", "## Section", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"{n}. **{card['question']}**", ""]
        if card["choices"]:
            out += [_indent(_options(card), "   "), "", f"   Answer: {card['answer']}", ""]
            if card["explanation"]:
                out += [f"   {card['explanation']}", ""]
        else:
            out += [_indent(str(card["answer"]), "   "), ""]
    return "\n".join(out)


def render_bold(cards: list[dict[str, object]]) -> str:
    out = ["# Generated bold", ""]
    for card in cards:
        out += [f"**{card['question']}**", "", str(card["answer"]), ""]
    return "\n".join(out)


def render_details(cards: list[dict[str, object]]) -> str:
    out = ["# Generated details", ""]
    for n, card in enumerate(cards, start=1):
        if card["choices"]:
            out += [f"#### {n}. {card['question']}", "", _options(card), ""]
            out += ["<details><summary>Answer</summary>", "", f"#### Answer: {card['answer']}", ""]
            if card["explanation"]:
                out += [str(card["explanation"]), ""]
            out += ["</details>", ""]
        else:
            out += ["<details>", f"<summary>{n}. {card['question']}</summary>", ""]
            out += [str(card["answer"]), "", "</details>", ""]
    return "\n".join(out)


def render_table(cards: list[dict[str, object]]) -> str:
    out = ["# Generated table", "", "| # | Question | Answer |", "|---|---|---|"]
    for n, card in enumerate(cards, start=1):
        answer = str(card["answer"]).replace("\n\n", "<br>")
        out.append(f"| {n} | {card['question']} | {answer} |")
    return "\n".join(out) + "\n"


def render_asciidoc(cards: list[dict[str, object]]) -> str:
    out = ["= Generated FAQ", ""]
    for card in cards:
        out.append(f"{card['question']}::")
        for k, block in enumerate(str(card["answer"]).split("\n\n")):
            if k:
                out.append("+")
            if block.startswith("```python"):
                out += ["[source,python]", "----", block.split("\n")[1], "----"]
            else:
                out.append(_indent(block, "  "))
        out.append("")
    return "\n".join(out)


def render_plus_minus(cards: list[dict[str, object]]) -> str:
    out = ["Generated quiz", ""]
    for n, card in enumerate(cards, start=1):
        out.append(f"{n}. {card['question']}")
        choices = card["choices"]
        assert isinstance(choices, dict)
        out += [f"{'+' if k == card['answer'] else '-'} {v}" for k, v in choices.items()]
        if card["explanation"]:
            out.append(str(card["explanation"]))
        out.append("")
    return "\n".join(out)


def render_task_list(cards: list[dict[str, object]]) -> str:
    out = ["# Generated tasks", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"### Question {n}", str(card["question"]), ""]
        choices = card["choices"]
        assert isinstance(choices, dict)
        out += [f"- [{'x' if k == card['answer'] else ' '}] {v}" for k, v in choices.items()]
        out.append("")
        if card["explanation"]:
            out += [str(card["explanation"]), ""]
    return "\n".join(out)


def render_answers_section(cards: list[dict[str, object]]) -> str:
    """A quiz, then an `## Answers` section giving each key and why (issue 14, 2nd pass)."""
    out = ["# Generated quiz", "", "## Questions", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"### {n}. {card['question']}", _options(card, "{letter}) {text}"), ""]
    out += ["## Answers", ""]
    for n, card in enumerate(cards, start=1):
        choices = card["choices"]
        assert isinstance(choices, dict)
        why = f" - {card['explanation']}" if card["explanation"] else ""
        out.append(f"{n}. {str(card['answer']).lower()}) {choices[card['answer']]}{why}")
    return "\n".join(out) + "\n"


def render_numbered_options(cards: list[dict[str, object]]) -> str:
    """A lab quiz: numbered questions in bold, their options a nested numbered list, and an
    `## Answers` list naming each right option by its number and text (issue 14, 4th pass)."""
    out = ["# Generated lab quiz", "", "## Questions", ""]
    for n, card in enumerate(cards, start=1):
        choices = card["choices"]
        assert isinstance(choices, dict)
        out.append(f"{n}. **{card['question']}**")
        out += [f"    {k}. {text}" for k, text in enumerate(choices.values(), start=1)]
    out += ["", "## Answers", ""]
    for n, card in enumerate(cards, start=1):
        choices = card["choices"]
        assert isinstance(choices, dict)
        number = list(choices).index(str(card["answer"])) + 1
        out.append(f"{n}. **{number}**. {choices[card['answer']]}")
    return "\n".join(out) + "\n"


def render_options_under_numbered(cards: list[dict[str, object]]) -> str:
    """Numbered questions with their options straight under them, no blank line: numbered
    `1)` like the questions (keyed `Answer: 2`) or lettered (keyed `Answer: B`), alternately."""
    out = ["# Generated quiz", ""]
    for n, card in enumerate(cards, start=1):
        choices = card["choices"]
        assert isinstance(choices, dict)
        out.append(f"{n}. {card['question']}")
        if n % 2:
            out += [f"{k}) {text}" for k, text in enumerate(choices.values(), start=1)]
            key = str(list(choices).index(str(card["answer"])) + 1)
        else:
            out += [f"{letter}) {text}" for letter, text in choices.items()]
            key = str(card["answer"])
        out += ["", f"Answer: {key}", ""]
    return "\n".join(out)


def render_card_notes(cards: list[dict[str, object]]) -> str:
    """Cards marked in notes: `Question::Answer` for a one-line answer, the question over
    `?` over the answer otherwise (Obsidian Spaced Repetition)."""
    out = ["# Generated notes", ""]
    for card in cards:
        answer = str(card["answer"])
        if "\n" not in answer:
            out += [f"{card['question']}::{answer}", ""]
        else:
            out += [str(card["question"]), "?", answer.replace("\n\n", "\n"), ""]
    return "\n".join(out)


def render_front_back(cards: list[dict[str, object]]) -> str:
    out = ["# Generated cards", ""]
    for card in cards:
        out += ["## Front", "", str(card["question"]), ""]
        if card["choices"]:
            out += [_options(card), ""]
        out += ["## Back", "", str(card["answer"]), ""]
        if card["choices"] and card["explanation"]:
            out += [f"Explanation: {card['explanation']}", ""]
    return "\n".join(out)


def render_definition_list(cards: list[dict[str, object]]) -> str:
    out = ["# Generated glossary", "", "## Terms", "", "<dl>"]
    for card in cards:
        out += [f"<dt>{card['question']}</dt>", f"<dd>{card['answer']}</dd>"]
    return "\n".join([*out, "</dl>", ""])


def render_foreign_labels(cards: list[dict[str, object]]) -> str:
    out = ["# Cuestionario", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"**Pregunta {n}:** {card['question']}", ""]
        if card["choices"]:
            out += [_options(card), "", f"**Respuesta:** {card['answer']}", ""]
            if card["explanation"]:
                out += [f"Explanation: {card['explanation']}", ""]
        else:
            out += [f"**Respuesta:** {card['answer']}", ""]
    return "\n".join(out)


def render_topic_headings(cards: list[dict[str, object]]) -> str:
    """Study notes: a heading per topic (no question mark), the notes below it."""
    out = ["# Generated notes", "", "## Topics", ""]
    for card in cards:
        out += [f"### {card['question']}", "", str(card["answer"]), ""]
    return "\n".join(out)


def render_asciidoc_sections(cards: list[dict[str, object]]) -> str:
    """An AsciiDoc FAQ whose questions are section titles, code in `[source]` listings."""
    out = ["= Generated FAQ", ":toc: macro", "", "toc::[]", ""]
    for card in cards:
        out += [f"== {card['question']}", ""]
        for block in str(card["answer"]).split("\n\n"):
            if block.startswith("```python"):
                out += ["[source,python]", "----", block.split("\n")[1], "----"]
            else:
                out.append(block.replace("- ", "* "))
            out.append("")
    return "\n".join(out)


def render_pasted_quiz(cards: list[dict[str, object]]) -> str:
    """A quiz pasted from a course page: `Question N` over the question as a heading, a score
    line, one paragraph per option with the right one marked `x`, a verdict and feedback."""
    out: list[str] = []
    for n, card in enumerate(cards, start=1):
        out += [f"{n}.", f"Question {n}", f"## {card['question']}", "", "1 / 1 point", ""]
        choices = card["choices"]
        assert isinstance(choices, dict)
        for letter, text in choices.items():
            out += [f"{'x ' if letter == card['answer'] else ''}{text}", "", ""]
        out += ["Correct", *([str(card["explanation"])] if card["explanation"] else []), ""]
    return "\n".join(out)


def render_bare_bold_options(cards: list[dict[str, object]]) -> str:
    """A graded course quiz copied out: `## Question N` over its stem, each option a paragraph
    of its own, the right one wholly in bold."""
    out = ["# Generated quiz", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"## Question {n}", "", str(card["question"]), ""]
        choices = card["choices"]
        assert isinstance(choices, dict)
        for letter, text in choices.items():
            out += [f"**{text}**" if letter == card["answer"] else str(text), ""]
    return "\n".join(out)


def _not_all_first(cards: list[dict[str, object]]) -> bool:
    """A quiz whose every key is its first option reads as answers with a bold summary first
    (srs.importers.bareoptions): the layout's decks key some question past A."""
    return any(card["answer"] != "A" for card in cards)


def render_lettered_faq(cards: list[dict[str, object]]) -> str:
    """A plain-text FAQ: a contents list of lettered questions (`A1) ...`), those of its first
    section answered below, the others only listed (an excerpt of a longer FAQ)."""
    out = ["The Generated FAQ", "", "----------", "Contents:", "", "Section A:  The Basics", ""]
    out += [f"A{n}) {card['question']}" for n, card in enumerate(cards, start=1)]
    out += ["", "Section B:  Later", "", "B1) Why is this section not answered here?"]
    out += ["B2) How long is the excerpt?", ""]
    out += ["----------", "Section A:  The Basics", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"A{n})  {card['question']}", "", str(card["answer"]), ""]
    return "\n".join(out)


ALL_BLOCKS = ("paragraph", "list", "code", "table")


def render_markdown_wrapper(cards: list[dict[str, object]]) -> str:
    """A chat assistant's answer pasted whole: numbered question headings inside a
    ```` ```markdown ```` fence, the answers' own code blocks tagged inside it."""
    inner = render_numbered_headings(cards).rstrip("\n")
    return f"Sure! Here is the quiz in Markdown:\n\n```markdown\n{inner}\n```\n\nGood luck!\n"


def render_untagged_wrapper(cards: list[dict[str, object]]) -> str:
    """The same pasted whole inside a bare ```` ``` ````: CommonMark closes it at the first
    tagged block's end when an answer holds code, and holds every question in code when none
    does; either way the page is what it wraps."""
    inner = render_numbered_headings(cards).rstrip("\n")
    return f"Here are the questions:\n\n```\n{inner}\n```\n"


def render_question_lines(cards: list[dict[str, object]]) -> str:
    """Plain notes: each question on a line of its own, its answer on the lines below."""
    return "\n\n".join(f"{card['question']}\n{card['answer']}" for card in cards) + "\n"


def render_html_headings(cards: list[dict[str, object]]) -> str:
    """A README that writes its question headings in HTML (`<h3>2. What ...?</h3>`)."""
    out = ['<h1 align="center">Generated questions</h1>', ""]
    for n, card in enumerate(cards, start=1):
        out += [f"<h3>{n}. {card['question']}</h3>", "", str(card["answer"]), ""]
    return "\n".join(out)


def render_html_table(cards: list[dict[str, object]]) -> str:
    """A Q&A kept in an HTML table, one row to a question, a row over several lines."""
    out = ["# Generated table", "", "<table>", "<tr><th>Question</th><th>Answer</th></tr>"]
    for card in cards:
        answer = str(card["answer"]).replace("\n\n", "<br>")
        out += ["<tr>", f"  <td>{card['question']}</td>", f"  <td>{answer}</td>", "</tr>"]
    return "\n".join([*out, "</table>", ""])


def render_hidden_keys(cards: list[dict[str, object]]) -> str:
    """A numbered quiz whose keys are hidden in HTML comments (one comment over lines)."""
    out = ["# Generated quiz", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"{n}. {card['question']}", _indent(_options(card, "- {letter}) {text}"), "   ")]
        out += ["", "<!--", f"Answer: {card['answer']}"]
        if card["explanation"]:
            out.append(str(card["explanation"]))
        out += ["-->", ""]
    return "\n".join(out)


def render_suggested_answers(cards: list[dict[str, object]]) -> str:
    """A course tool's export: the options' letters listed again, the right one marked."""
    out: list[str] = []
    for card in cards:
        choices = card["choices"]
        assert isinstance(choices, dict)
        out += ["__Practice Question__", "", str(card["question"]), ""]
        out += [_options(card, "{letter}. {text}"), "", "__Suggested Answers__", ""]
        out += [f"- {k}{' - Correct' if k == card['answer'] else ''}" for k in choices]
        out.append("")
    return "\n".join(out)


def render_org(cards: list[dict[str, object]]) -> str:
    """An Org outline: a question heading over its answer, under a topic heading."""
    out = ["#+TITLE: Generated notes", "", "* Topic", ""]
    for card in cards:
        out += [f"** {card['question']}", str(card["answer"]), ""]
    return "\n".join(out)


def render_org_drill(cards: list[dict[str, object]]) -> str:
    """org-drill items: the question in the item's body, the answer under its sub-heading."""
    out = ["#+STARTUP: overview", "* Deck", ""]
    for n, card in enumerate(cards, start=1):
        out += [f"** Item {n}                                   :drill:", ":PROPERTIES:"]
        out += [":ID: abc", ":END:", str(card["question"]), "*** Answer", str(card["answer"]), ""]
    return "\n".join(out)


LAYOUTS = {
    # name: (renderer, cards it can hold)
    "heading quiz": (render_heading_quiz, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS)),
    "numbered headings": (render_numbered_headings, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS)),
    "Q:/A: pairs": (render_q_a, gen_cards(choice=False, open_=True, kinds=ALL_BLOCKS)),
    "numbered list items": (render_list_items, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS)),
    "bold questions": (render_bold, gen_cards(choice=False, open_=True, kinds=ALL_BLOCKS)),
    "details": (render_details, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS)),
    "question|answer table": (render_table, gen_cards(choice=False, open_=True, kinds=("paragraph",))),
    "asciidoc": (render_asciidoc, gen_cards(choice=False, open_=True, kinds=("paragraph", "list", "code"))),
    "+/- quiz": (render_plus_minus, gen_cards(choice=True, open_=False, kinds=())),
    "task list": (render_task_list, gen_cards(choice=True, open_=False, kinds=())),
    "answers section": (render_answers_section, gen_cards(choice=True, open_=False, kinds=())),
    "numbered options, keyed by number": (render_numbered_options, gen_cards(choice=True, open_=False, kinds=(), explained=False)),
    "options straight under numbered questions": (render_options_under_numbered, gen_cards(choice=True, open_=False, kinds=(), explained=False)),
    "cards marked in notes": (render_card_notes, gen_cards(choice=False, open_=True, kinds=("paragraph",))),
    "front/back headings": (render_front_back, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS)),
    "definition list": (render_definition_list, gen_cards(choice=False, open_=True, kinds=("paragraph",))),
    "foreign labels": (render_foreign_labels, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS)),
    "topic headings": (render_topic_headings, gen_cards(choice=False, open_=True, kinds=ALL_BLOCKS, topics=True)),
    "asciidoc sections": (render_asciidoc_sections, gen_cards(choice=False, open_=True, kinds=("paragraph", "list", "code"))),
    "pasted quiz": (render_pasted_quiz, gen_cards(choice=True, open_=False, kinds=())),
    "lettered plain FAQ": (render_lettered_faq, gen_cards(choice=False, open_=True, kinds=("paragraph",), minimum=2)),
    "markdown fence around the page": (render_markdown_wrapper, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS, minimum=2)),
    "untagged fence around the page": (render_untagged_wrapper, gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS, minimum=2)),
    "HTML headings": (render_html_headings, gen_cards(choice=False, open_=True, kinds=ALL_BLOCKS)),
    "HTML table": (render_html_table, gen_cards(choice=False, open_=True, kinds=("paragraph",))),
    "keys hidden in comments": (render_hidden_keys, gen_cards(choice=True, open_=False, kinds=())),
    "suggested answers marked": (render_suggested_answers, gen_cards(choice=True, open_=False, kinds=(), explained=False, minimum=2)),
    "org outline": (render_org, gen_cards(choice=False, open_=True, kinds=("paragraph", "list"))),
    "org-drill items": (render_org_drill, gen_cards(choice=False, open_=True, kinds=("paragraph", "list"))),
    "bare option paragraphs, the right one bold": (render_bare_bold_options, gen_cards(choice=True, open_=False, kinds=(), explained=False, minimum=2).filter(_not_all_first)),
    "question lines over their answers": (render_question_lines, gen_cards(choice=False, open_=True, kinds=("paragraph",), minimum=2)),
}  # fmt: skip
SOURCES = {
    "org outline": "gen.org",
    "org-drill items": "gen.org",
    "asciidoc": "gen.adoc",
    "asciidoc sections": "gen.adoc",
    "lettered plain FAQ": "faq.txt",
}


def expected(card: dict[str, object], layout: str) -> tuple[object, ...]:
    answer = card["answer"]
    if layout in ("question|answer table", "cards marked in notes", "HTML table"):
        answer = str(answer).replace("\n\n", "\n")  # a blank line would end the card
    return (card["question"], card["choices"], answer, card.get("explanation", ""))


@pytest.mark.parametrize("layout", list(LAYOUTS))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_every_layout_reads_back_the_deck_it_was_written_from(
    layout: str, data: st.DataObject
) -> None:
    render, strategy = LAYOUTS[layout]
    cards = data.draw(strategy)
    text = render(cards)
    result = import_text(text, source=SOURCES.get(layout, "gen.md"))
    got = [(c.question, c.choices, c.answer, c.explanation) for c in result.deck.cards]
    assert got == [expected(card, layout) for card in cards], text
    assert [c.id for c in result.deck.cards] == [f"q{n:02d}" for n in range(1, len(cards) + 1)]
    assert result.warnings == ()


def test_the_last_q_a_answer_keeps_its_second_paragraph() -> None:
    """Found by the property above: four `Q:`/`A:` pairs, the last answer of two paragraphs.
    Its lone `A:` line was taken for a choice question's option, so the second paragraph was
    cut as a quiz's closing note (`optionsend`) and reported instead of kept."""
    cards: list[dict[str, object]] = [
        {"question": f"What is the data{' data' * n}?", "answer": "Data data.", "choices": {}}
        for n in range(4)
    ]
    cards[-1]["answer"] = "Data data.\n\nMore data."
    result = import_text(render_q_a(cards), source="gen.md")
    assert [c.answer for c in result.deck.cards] == [card["answer"] for card in cards]
    assert result.warnings == ()


def test_org_drill_answers_sharing_a_first_paragraph_keep_it() -> None:
    """Found by the property above: three org-drill items whose answers open with the same
    paragraph. Under three `*** Answer` headings it was read as a quiz's repeated instruction
    line (`quizfurniture`) and blanked from every answer."""
    answer = "Shard data data parallel parallel data data.\n\nData data."
    cards: list[dict[str, object]] = [
        {"question": question, "answer": answer, "choices": {}}
        for question in ("What is the data?", "What is the data data?", "What is the parallel?")
    ]
    result = import_text(render_org_drill(cards), source="gen.org")
    assert [c.answer for c in result.deck.cards] == [answer] * 3
    assert result.warnings == ()


def test_topic_answers_opening_with_the_same_sentence_keep_it() -> None:
    """Found by the property above: topic headings whose answers open with the same sentence
    over more prose, none asking. Three copies read as a quiz's repeated instruction line
    (`quizfurniture`) and the sentence was blanked from each answer."""
    shared = "Data parallel data data.\n\nData data."
    cards: list[dict[str, object]] = [
        {"question": "Data data", "answer": "Data data.", "choices": {}},
        {"question": "Data parallel", "answer": "Data data.", "choices": {}},
        *(
            {"question": q, "answer": shared, "choices": {}}
            for q in ("Data gradient", "Data data data", "Data data data data")
        ),
    ]
    result = import_text(render_topic_headings(cards), source="gen.md")
    assert [c.answer for c in result.deck.cards] == [card["answer"] for card in cards]


def test_topic_answers_sharing_a_sentence_over_a_closing_ask_keep_it() -> None:
    """Found by the property above (a random example CI could draw): three topics whose
    answers open with the same sentence, the last answer closing on `Rank data.`, which asks
    in form. That closing line was taken for the question below a quiz's repeated
    instruction line (`quizfurniture`), and the shared sentence was blanked from every
    answer; a question there would have an answer below it, and this line has none."""
    shared = "Rank data data parallel data data rank data."
    cards: list[dict[str, object]] = [
        {"question": "Data data", "answer": f"{shared}\n\nData data.", "choices": {}},
        {"question": "Data data data", "answer": f"{shared}\n\nData data.", "choices": {}},
        {"question": "Data data data data", "answer": f"{shared}\n\nRank data.", "choices": {}},
    ]
    result = import_text(render_topic_headings(cards), source="gen.md")
    assert [c.answer for c in result.deck.cards] == [card["answer"] for card in cards]
    assert result.warnings == ()


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    cards=st.lists(
        st.fixed_dictionaries({"question": QUESTION_TEXT, "answer": SENTENCE}),
        min_size=1,
        max_size=6,
        unique_by=lambda card: card["question"],
    ),
    header=st.booleans(),
)
def test_anki_notes_in_plain_text_read_back_whatever_the_extension(
    cards: list[dict[str, str]], header: bool
) -> None:
    """The separated-values layout: Anki's "Notes in Plain Text" (with or without its
    headers), in a file whose name says nothing, reads back to the same notes."""
    import tempfile
    from pathlib import Path

    from srs.importers import import_file

    head = "#separator:tab\n#html:false\n" if header else ""
    rows = "".join(f"{card['question']}\t{card['answer']}\n" for card in cards)
    if not header and len(cards) < 3:
        rows += "What is the filler?\tA third row.\n" * (3 - len(cards))  # sniffed from 3 rows
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "export.txt"
        path.write_text(head + rows, encoding="utf-8")
        result = import_file(path)
    got = [(c.question, c.answer) for c in result.deck.cards][: len(cards)]
    assert got == [(card["question"], card["answer"]) for card in cards]
    assert result.layout == "anki notes"


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    cards=gen_cards(choice=True, open_=True, kinds=ALL_BLOCKS, minimum=3),
    data=st.data(),
)
def test_no_question_is_lost_in_silence_inside_a_fence(
    cards: list[dict[str, object]], data: st.DataObject
) -> None:
    """A fence put in the wrong place around some of a page's questions: each question is
    made into a card or reported as skipped with its line, never lost without a word."""
    lines = render_numbered_headings(cards).split("\n")
    heads = [k for k, line in enumerate(lines) if re.match(r"## \d+\. ", line)]
    first = data.draw(st.integers(0, len(heads) - 2))
    last = data.draw(st.integers(first + 1, len(heads) - 1))
    close = heads[last + 1] if last + 1 < len(heads) else len(lines)
    fence = data.draw(st.sampled_from(["```", "~~~", "```text", "```markdown"]))
    lines[close:close] = [fence[:3], ""]
    lines[heads[first] : heads[first]] = [fence, ""]
    text = "\n".join(lines)
    result = import_text(text, source="gen.md")
    asked = {c.question for c in result.deck.cards}
    skipped = {s.line for s in result.skipped}
    numbered = text.split("\n")
    for card in cards:
        no = next(k for k, line in enumerate(numbered, 1) if line.endswith(f". {card['question']}"))
        assert card["question"] in asked or no in skipped, text


# Lines that each of the option passes the document's hints may leave out reads.
HINTED_LINE = st.one_of(
    st.builds("- {} ✅".format, PHRASE),
    st.builds("- {} *".format, PHRASE),
    st.builds("- {} X".format, PHRASE),
    st.builds("- [x] {}".format, PHRASE),
    st.builds("  Explanation: {}".format, PHRASE),
    st.builds("   **Why:** {}".format, PHRASE),
    st.builds("- **{}) {}**".format, LETTER, PHRASE),
    st.builds("{}. **{}**".format, LETTER, PHRASE),
    st.builds("**{}. {}*".format, LETTER, PHRASE),
    st.builds("{}) {} answer: {}".format, LETTER, PHRASE, LETTER),
    st.builds("{}) {} **Answer: {}**".format, LETTER, PHRASE, LETTER),
    st.builds("**Answer** {})".format, LETTER),
    st.just("**Description**"),
    st.builds("- {} <!-- correct -->".format, PHRASE),
    st.builds("{}\\".format, PHRASE),
    st.builds("{} X**".format, PHRASE),
)
PLAIN_OPTION = st.one_of(
    st.builds("- {}".format, PHRASE), st.builds("{}) {}".format, LETTER, PHRASE), OPTION
)
KEY_LINE = st.one_of(
    st.just(""),
    st.builds("**Answer**: {}".format, LETTER),
    st.builds("Answer: {}".format, LETTER),
    st.builds("**Explanation**: {}".format, PHRASE),
)


@st.composite
def option_run(draw: st.DrawFn) -> list[str]:
    """Options `A)` to `D)` in order, one of them maybe in bold or keyed at its line's end."""
    count = draw(st.integers(2, 4))
    texts = [f"{'ABCD'[k]}) {draw(PHRASE)}" for k in range(count)]
    marked = draw(st.integers(0, count - 1))
    form = draw(st.sampled_from(["**{}**", "{} answer: c", "{} **Answer: b**", "{}"]))
    texts[marked] = form.format(texts[marked])
    return texts


@st.composite
def hinted_quizzes(draw: st.DrawFn) -> str:
    """Questions over options, some written in the forms the option passes read."""
    parts = [draw(st.builds("# {}".format, PHRASE))]
    for number in range(1, draw(st.integers(1, 5)) + 1):
        parts.append(f"### Question {number}\n{draw(PHRASE)}?\n")
        loose = st.lists(st.one_of(PLAIN_OPTION, HINTED_LINE), min_size=1, max_size=5)
        parts.extend(draw(st.one_of(loose, option_run())))
        parts.extend(draw(st.lists(KEY_LINE, max_size=2)))
    return "\n".join(parts)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    text=st.one_of(
        hinted_quizzes(), st.lists(st.one_of(LINE, HINTED_LINE), max_size=40).map("\n".join)
    ),
    source=st.sampled_from(["doc.md", "d.txt"]),
)
def test_the_documents_option_hints_never_change_what_is_read(text: str, source: str) -> None:
    """The option passes a document's whole text rules out (optionpasses.OptionHints) would
    have changed none of its blocks: reading it with every pass run gives the same deck and
    warnings. (Each hint made always false fails this.)"""
    from unittest import mock

    from srs.importers import optionpasses

    def read() -> tuple[object, ...]:
        try:
            got = import_text(text, source=source)
        except DocumentError as exc:
            return ("error", str(exc))
        return (got.deck, got.warnings)

    hinted = read()
    with mock.patch.object(optionpasses.OptionHints, "of", lambda _: optionpasses.EVERY):
        assert read() == hinted
