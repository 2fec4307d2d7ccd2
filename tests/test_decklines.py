"""The line reader of deck files (srs/decklines.py) gives exactly the tree of the careful YAML
builder, with the same lines, or steps aside; never a different tree."""

from __future__ import annotations

import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from srs import decklines, decks
from srs.deckevents import _plain_text
from srs.errors import DeckError
from srs.model import Card, Deck


def careful(text: str) -> object:
    """The tree the careful path builds, or the error it gives."""
    try:
        node = yaml.compose(text, Loader=decks._Loader)
        return decks._Builder("<t>", track=False).build(node)
    except (yaml.YAMLError, DeckError, RecursionError) as error:
        return error


def same_or_aside(text: str) -> None:
    quick = decklines.read(text)
    if quick is not None:
        assert quick == careful(text), text


_TEXT = st.text(
    st.characters(exclude_categories=("Cs",), include_characters="\n\t \"'\\:#-|>&*!%@`[]{},?"),
    max_size=30,
)


@st.composite
def deck_texts(draw: st.DrawFn) -> str:
    cards = []
    for i in range(draw(st.integers(1, 4))):
        question = draw(_TEXT.filter(lambda s: s.strip()))
        answer = draw(_TEXT.filter(lambda s: s.strip()))
        if draw(st.booleans()):
            choices = {"A": answer, "B": question}
            cards.append(Card(f"q{i}", question, "A", draw(_TEXT), choices))
        else:
            keywords = tuple(draw(st.lists(_TEXT.filter(lambda s: s.strip()), max_size=2)))
            cards.append(Card(f"q{i}", question, answer, draw(_TEXT), keywords=keywords))
    tags = tuple(draw(st.lists(_TEXT.filter(lambda s: s.strip()), max_size=2)))
    return decks.dumps(Deck("d", draw(_TEXT.filter(lambda s: s.strip())), tuple(cards), tags=tags))


@settings(max_examples=300, deadline=None)
@given(deck_texts())
def test_what_dumps_writes_is_read_here_as_the_careful_path_reads_it(text: str) -> None:
    quick = decklines.read(text)
    tree = careful(text)
    if quick is None:  # only text YAML itself refuses, or control characters, may step aside
        assert isinstance(tree, Exception) or decklines._UNSAFE_RE.search(text), text
    else:
        assert quick == tree


_MUTATIONS = st.sampled_from(
    [
        " ",
        "  ",
        "\n",
        "\n\n",
        "- ",
        ": ",
        ":",
        "#",
        " #",
        "|",
        "|-",
        "|+",
        ">",
        "'",
        '"',
        "\\",
        "\\x",
        "&a ",
        "*a",
        "!!str ",
        "[",
        "]",
        "{}",
        "[]",
        "\t",
        "---\n",
        "yes",
        "1",
        "~",
        "null",
        "2026-01-01 10:00:00",
        "\r",
        "\u2028",
        "\x85",
        "\ufeff",
        "key: v\n",
    ]
)


@settings(max_examples=600, deadline=None)
@given(deck_texts(), st.lists(st.tuples(st.floats(0, 1), _MUTATIONS), min_size=1, max_size=3))
def test_a_damaged_file_is_read_the_same_or_left_to_the_careful_path(
    text: str, edits: list[tuple[float, str]]
) -> None:
    for where, piece in edits:
        at = int(where * len(text))
        text = text[:at] + piece + text[at:]
    same_or_aside(text)


_SCALARS = st.one_of(
    _TEXT,
    st.integers(),
    st.booleans(),
    st.none(),
    st.sampled_from(["yes", "~", "1e3", "0x1F", "2026-11-21", "2026-11-21 10:00:00", "- x"]),
)
_TREES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.from_regex(r"[A-Za-z]{1,6}", fullmatch=True) | _TEXT, inner, max_size=4),
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(_TREES, st.integers(1, 4), st.sampled_from([None, "|", '"']))
def test_any_block_yaml_is_read_the_same_or_left_to_the_careful_path(
    data: object, indent: int, style: str | None
) -> None:
    text = yaml.safe_dump(
        {"id": "d", "cards": data},
        default_flow_style=False,
        indent=indent + 1,
        allow_unicode=True,
        default_style=style,
        width=40,
    )
    same_or_aside(text)


def test_the_layouts_dumps_writes_are_all_read_here() -> None:
    """Blocks, plain and quoted text, lists at the key's indentation, nested maps: no step aside."""
    text = (
        "id: d\nname: A deck (with a colon:x)\ntags:\n- one\n- two words\naliases:\n"
        "  backprop: backpropagation\ncards:\n- id: q1\n  question: |-\n    Line one\n\n"
        '    Line three\n  answer: "A \\"quoted\\" \\\\ answer\\n"\n  explanation: |\n'
        "    kept\n\n\n- id: q2\n  question: What is 2 + 2?\n  choices:\n    A: '3'\n    B: \"4\"\n"
        "  answer: B\n"
    )
    assert decklines.read(text) is None  # a single-quoted scalar: the careful path's
    text = text.replace("A: '3'", 'A: "3"')
    quick = decklines.read(text)
    assert quick is not None and quick == careful(text)
    deck = decks.loads(text)
    assert deck.cards[0].question == "Line one\n\nLine three"
    assert deck.cards[0].answer == 'A "quoted" \\ answer\n'
    assert deck.cards[0].explanation == "kept\n"
    assert deck.aliases == {"backprop": "backpropagation"}


@given(
    st.builds(
        lambda first, head, tail: first + head + " " + tail,
        st.sampled_from("yYnNtTfFoO-+.~<=_aZ"),
        st.sampled_from(["", "es", "ull", "rue", "ff", "n", ".inf", "<", "1", "0x1", ".5", "1:20"]),
        st.text(max_size=8),
    )
)
def test_text_with_a_space_not_starting_with_a_digit_is_never_typed(text: str) -> None:
    """The shortcut in `_scalar`: of YAML 1.1's implicit types only a timestamp holds a space."""
    assert _plain_text(text)


def test_a_deck_read_here_loads_as_on_the_careful_path(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    text = decks.dumps(
        Deck("d", "D", (Card("q1", "What\x07 is it?", "A\nB", "", keywords=("k",)),), tags=("t",))
    )
    quick = decks.loads(text)
    monkeypatch.setattr(decklines, "read", lambda text: None)
    assert decks.loads(text) == quick
