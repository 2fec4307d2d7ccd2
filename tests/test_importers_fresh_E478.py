"""A layout met in the judge's round Z265, on made-up documents: a concept quiz whose options
are labels alone on their lines (`Option A`), each over a block holding the option's text (a
fenced block, or a paragraph), inside `<dl><dd>` wrappers, the key a label of the same kind in
a `<details>` answer (`Option B` over the right option's block again); an author's slip that
labels two options alike; and near misses that stay as they were."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str], str]]:
    deck = result(text).deck
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in deck.cards]


def _warnings(text: str) -> list[str]:
    return list(result(text).warnings)


def _answer(label: str, block: str = "") -> str:
    return (
        "<details>\n<summary>Answer</summary>\n\n"
        + label
        + "\n\n"
        + (f"```\n{block}\n```\n\n" if block else "")
        + "</details>\n"
    )


_FENCED = (
    "## 1. Which port does plain HTTP use by default?\n\n"
    "<dl>\n<dd>\n"
    "Option A\n\n```\n21\n```\n\n"
    "Option B\n\n```\n80\n```\n\n"
    "Option C\n\n```\n443\n```\n\n"
    "</dd>\n\n" + _answer("Option B", "80") + "</dl>\n\n"
    "## 2. Which verb replaces a whole resource?\n\n"
    "<dl>\n<dd>\n"
    "Option A\n\n```\nPUT\n```\n\n"
    "Option B\n\n```\nPATCH\n```\n\n"
    "</dd>\n\n" + _answer("Option A", "PUT") + "</dl>\n"
)


def test_labels_over_fenced_blocks_are_options_keyed_by_the_answer_label() -> None:
    """`Option A` over a fenced block is option A holding the block's text; the `<details>`
    answer's `Option B` keys it; no `<dl>` debris is left in the question."""
    assert _cards(_FENCED) == [
        ("Which port does plain HTTP use by default?", "B",
         {"A": "`21`", "B": "`80`", "C": "`443`"}, "```\n80\n```"),
        ("Which verb replaces a whole resource?", "A",
         {"A": "`PUT`", "B": "`PATCH`"}, "```\nPUT\n```"),
    ]  # fmt: skip
    assert _warnings(_FENCED) == []


def test_labels_over_paragraphs_in_another_language_are_options() -> None:
    """`Opción A` over a paragraph is option A holding the paragraph."""
    text = (
        "## 1. ¿Qué protocolo no abre conexión?\n\n"
        "Opción A\n\nTCP, con su saludo\n\n"
        "Opción B\n\nUDP, solo datagramas\n\n" + _answer("Opción B")
    )
    assert _cards(text) == [
        ("¿Qué protocolo no abre conexión?", "B",
         {"A": "TCP, con su saludo", "B": "UDP, solo datagramas"}, ""),
    ]  # fmt: skip


def test_two_options_labelled_alike_are_keyed_by_the_answer_text() -> None:
    """The author labels two options `Option B`: the second is C by its place, and the answer
    naming `Option B` over the second one's text keys C, never the first B."""
    text = (
        "## 1. How much is 2 * 4?\n\n"
        "Option A\n\n```\n6\n```\n\n"
        "Option B\n\n```\n7\n```\n\n"
        "Option B\n\n```\n8\n```\n\n" + _answer("Option B", "8")
    )
    assert _cards(text) == [
        ("How much is 2 * 4?", "C", {"A": "`6`", "B": "`7`", "C": "`8`"}, "```\n8\n```"),
    ]
    first = text.replace(_answer("Option B", "8"), _answer("Option B", "7"))
    assert [card[1] for card in _cards(first)] == ["B"]


def test_two_options_labelled_alike_and_a_bare_answer_label_warn() -> None:
    """The answer names the shared label and nothing else: no option is keyed on a guess, the
    card is open and a warning says the key names two options."""
    text = (
        "## 1. How much is 2 * 4?\n\n"
        "Option A\n\n```\n7\n```\n\n"
        "Option A\n\n```\n8\n```\n\n" + _answer("Option A")
    )
    assert [card[2] for card in _cards(text)] == [{}]
    assert _warnings(text) == [
        "doc.md:18: question 1 has 2 right options (A, B); made an open card"
    ]


def test_option_labels_in_prose_stay() -> None:
    """Near miss: `Option A is ...` in a question's prose and `Option B is better because ...`
    opening an open answer are no options: the card imports as before."""
    text = (
        "## 1. Which cache would you pick?\n\n"
        "Option A is a local map; option B is Redis.\n\n"
        + _answer("Option B is better because every server shares it.")
    )
    assert _cards(text) == [
        (
            "Which cache would you pick?\n\nOption A is a local map; option B is Redis.",
            "Option B is better because every server shares it.",
            {},
            "",
        )
    ]


def test_a_lone_label_over_a_block_stays() -> None:
    """Near miss: one `Option A` heading a block, with no `Option B` after it, is no option."""
    text = "## 1. Show option A of the config.\n\nOption A\n\n```\nretries: 3\n```\n"
    assert [card[2] for card in _cards(text)] == [{}]
    assert "Option A" in _cards(text)[0][1]


def test_labelled_option_lines_apart_keyed_by_the_answer_label() -> None:
    """`Option A: 404` lines a blank line apart, the `<details>` answer naming `Option B`
    (alone, or with its text), are options keyed B."""
    text = (
        "## 1. Which status means Not Found?\n\n"
        "Option A: 404\n\nOption B: 500\n\n" + _answer("Option A") + "\n"
        "## 2. Which status means Created?\n\n"
        "Option A: 200\n\nOption B: 201\n\n" + _answer("Option B: 201")
    )
    assert _cards(text) == [
        ("Which status means Not Found?", "A", {"A": "404", "B": "500"}, ""),
        ("Which status means Created?", "B", {"A": "200", "B": "201"}, ""),
    ]


def test_labelled_points_of_an_open_answer_stay() -> None:
    """Near miss: `Option A: ...` paragraphs in an answer with no label naming one below them
    are the answer's points, not options: the card stays open, its answer as written."""
    text = (
        "## 1. How would you scale the service?\n\n"
        "Option A: scale up, a bigger machine.\n\n"
        "Option B: scale out, more machines.\n\n"
        "Both work; B is cheaper at size.\n"
    )
    assert _cards(text) == [
        (
            "How would you scale the service?",
            "Option A: scale up, a bigger machine.\n\nOption B: scale out, more machines.\n\n"
            "Both work; B is cheaper at size.",
            {},
            "",
        )
    ]
