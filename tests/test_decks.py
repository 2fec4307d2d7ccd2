"""The deck format: every validation error names file, line and field; dump round-trips."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from srs import decks, sync
from srs.errors import DeckError
from srs.model import Card, Deck
from srs.text import strip_controls

GOOD = """\
id: ring
name: "Ring quiz"
aliases:
  DDP: DistributedDataParallel
cards:
  - id: q01
    question: "In Ring AllReduce, how many times is data transferred?"
    choices: {A: "N times", B: "N-1 times", C: "2(N-1) times"}
    answer: C
    explanation: |
      Two phases.
    tags: [fundamentals]
  - id: q02
    question: What is DDP?
    answer: One process per GPU.
    keywords: [process, gradient]
"""


def test_good_deck_loads() -> None:
    deck = decks.loads(GOOD, "decks/ring.yaml")
    assert deck.id == "ring" and deck.name == "Ring quiz"
    assert [c.id for c in deck.cards] == ["q01", "q02"]
    q1, q2 = deck.cards
    assert q1.is_choice and q1.correct_choice == "2(N-1) times" and q1.line == 6
    assert q1.explanation == "Two phases.\n" and q1.tags == ("fundamentals",)
    assert not q2.is_choice and q2.keywords == ("process", "gradient") and q2.line == 13
    assert deck.aliases == {"DDP": "DistributedDataParallel"}


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("name: x\ncards: []\n", 1, "missing deck 'id'"),
        ("id: Bad Id\ncards: []\n", 1, "must be a slug"),
        ("id: x\nname: y\n", 1, "missing 'cards'"),
        ("id: x\ncards: {a: 1}\n", 2, "'cards' must be a list"),
        ("id: x\ncards:\n  - question: q\n    answer: a\n", 3, "card #1: missing 'id'"),
        (
            "id: x\ncards:\n  - id: q1\n    question: a\n    answer: b\n  - id: q1\n    question: c\n    answer: d\n",
            6,
            "duplicate card id 'q1' (first at line 3)",
        ),
        (
            "id: x\ncards:\n  - id: q1\n    question: ''\n    answer: b\n",
            4,
            "card 'q1': empty question",
        ),
        (
            "id: x\ncards:\n  - id: q1\n    question: '   '\n    answer: b\n",
            4,
            "card 'q1': empty question",
        ),
        ("id: x\ncards:\n  - id: q1\n    answer: b\n", 3, "card 'q1': empty question"),
        (
            "id: x\ncards:\n  - id: q07\n    question: a\n    choices: {A: a, B: b, C: c, D: d}\n    answer: E\n",
            6,
            "card 'q07': choice card answer 'E' is not one of A, B, C, D",
        ),
        (
            "id: x\ncards:\n  - id: q1\n    question: a\n    choices: {A: a}\n",
            3,
            "card 'q1': missing 'answer'",
        ),
        ("id: x\ncards:\n  - id: q1\n    question: a\n", 3, "card 'q1': missing 'answer'"),
        (
            "id: x\ncards:\n  - id: q1\n    question: a\n    answer: b\n    explanaton: c\n",
            6,
            "unknown key 'explanaton' (did you mean 'explanation'?)",
        ),
        ("id: x\nnmae: y\ncards: []\n", 2, "unknown key 'nmae' (did you mean 'name'?)"),
        (
            "id: x\ncards:\n  - id: q1\n    question: [a, b]\n    answer: b\n",
            4,
            "card 'q1': 'question' must be text, not a list",
        ),
        (
            "id: x\ncards:\n  - id: q1\n    question: a\n    answer: b\n    tags: {a: 1}\n",
            6,
            "'tags' must be a list",
        ),
        (
            "id: x\ncards:\n  - id: q1\n    question: a\n    answer: true\n",
            5,
            "'answer' must be text, not true/false",
        ),
        ("id: x\ncards:\n  - just a string\n", 3, "card #1 must be a mapping"),
        ("id: x\nid: y\ncards: []\n", 2, "duplicate key 'id' (first at line 1)"),
        ("- a\n- b\n", 1, "a deck must be a mapping"),
        ("id: x\ncards: [\n", 3, "not valid YAML"),
        ("id: x\n\tcards: []\n", 2, "not valid YAML"),
        (
            "id: x\ncards:\n  - !!python/object/apply:os.system [echo hi]\n",
            3,
            "not allowed in a deck",
        ),
        ("id: x\nname: !!python/name:os.system\ncards: []\n", 2, "not allowed in a deck"),
    ],
)
def test_validation_errors_are_located(text: str, line: int, message: str) -> None:
    with pytest.raises(DeckError) as info:
        decks.loads(text, "decks/foo.yaml")
    error = info.value
    assert str(error).startswith(f"decks/foo.yaml:{line}: "), str(error)
    assert message in str(error)


def test_not_yaml_at_all() -> None:
    with pytest.raises(DeckError, match=r"decks/foo.yaml:\d+: not valid YAML"):
        decks.loads("{{{{ :: ]]\n\x07", "decks/foo.yaml")
    with pytest.raises(DeckError, match="empty file"):
        decks.loads("", "decks/foo.yaml")
    with pytest.raises(DeckError, match="not UTF-8"):
        decks.loads(b"id: x\n\xff\xfe", "decks/foo.yaml")
    with pytest.raises(DeckError, match="NUL byte"):
        decks.loads("id: x\x00\n", "decks/foo.yaml")


def test_alias_bomb_is_refused_quickly() -> None:
    levels = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 9):
        levels.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    with pytest.raises(DeckError, match="alias bomb"):
        decks.loads("\n".join(levels) + "\n")


def test_one_broken_deck_does_not_stop_the_others(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "b.yaml").write_text(
        "id: b\ncards:\n  - id: q1\n    question: x\n    answer: E\n    choices: {A: a}\n"
    )
    (tmp_path / "c.yaml").write_text(GOOD.replace("id: ring", "id: other"))
    (tmp_path / "d.yaml").write_text(GOOD)  # same deck id as a.yaml
    (tmp_path / "notes.txt").write_text("not a deck")
    loaded, problems = decks.load_decks([tmp_path, tmp_path / "missing"])
    assert [d.id for d in loaded] == ["ring", "other"]
    assert [str(p).split(":")[0] for p in problems] == [
        str(tmp_path / "b.yaml"),
        str(tmp_path / "d.yaml"),
    ]
    assert "already used by" in str(problems[1])


def test_control_characters_are_stripped() -> None:
    text = 'id: x\ncards:\n  - id: q1\n    question: "Clear \\e[2J screen \\x07 bell\\r\\nnext"\n    answer: "a\\tb"\n'
    card = decks.loads(text).cards[0]
    assert card.question == "Clear [2J screen  bell\nnext" and card.answer == "a\tb"


def test_dump_round_trips_and_reads_well(tmp_path: Path) -> None:
    deck = decks.loads(GOOD)
    text = decks.dumps(deck)
    assert decks.loads(text) == deck
    assert "explanation: |" in text  # multi-line text as a literal block
    decks.dump(deck, tmp_path / "ring.yaml")
    assert decks.load(tmp_path / "ring.yaml") == deck
    assert [p.name for p in tmp_path.iterdir()] == ["ring.yaml"]  # no temp file left


@pytest.mark.parametrize(
    "text",
    ["yes", "No", "ON", "off", "y", "n", "True", "false", "null", "Null", "~", "0", "12", "-1",
     "+1.5", ".5", ".inf", "0x1F", "0o17", "1_000", "1:20", "2024-01-01", "2024-01-01 10:00:00",
     "<<", "=", "Y2K", "Nothing", "offset", "2nd", "(A) x"],
)  # fmt: skip
def test_dump_writes_exactly_the_data_even_for_text_yaml_would_type(text: str) -> None:
    """`dumps` writes `to_data(deck)`, which the check after an import relies on: text that a
    plain scalar would turn into a bool, a null, a number or a date is quoted."""
    import yaml

    card = Card("q1", text, text, text, tags=(text,))
    choice = Card("q2", text, "A", choices={"A": text, "B": "b"})
    deck = Deck("d", text, (card, choice), source=text, aliases={"X": text})
    written = decks.dumps(deck)
    assert yaml.safe_load(written) == decks.to_data(deck)
    assert decks.loads(written) == deck == decks.revalidate(deck)


# Control characters are stripped on load (see test_control_characters_are_stripped).
text_st = st.text(
    st.characters(exclude_categories=("Cs", "Cc"), include_characters="\n\t"), max_size=60
)


@settings(max_examples=150, deadline=None)
@given(
    st.lists(
        st.tuples(
            text_st.filter(lambda s: s.strip()),
            text_st.filter(lambda s: s.strip()),
            text_st,
            st.booleans(),
        ),
        min_size=1,
        max_size=5,
    ),
    st.dictionaries(
        st.from_regex(r"[A-Z]{2,5}", fullmatch=True),
        text_st.filter(lambda s: s.strip()),
        max_size=2,
    ),
)
def test_dump_load_round_trip_property(
    items: list[tuple[str, str, str, bool]], aliases: dict[str, str]
) -> None:
    cards = []
    for i, (question, answer, explanation, choice) in enumerate(items):
        if choice:
            cards.append(Card(f"q{i}", question, "B", explanation, {"A": answer, "B": question}))
        else:
            cards.append(Card(f"q{i}", question, answer, explanation))
    deck = Deck("d", "Deck [x]", tuple(cards), aliases=aliases)
    assert decks.loads(decks.dumps(deck)) == deck


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.text(),
        st.binary(),
        st.builds(
            lambda a, b: GOOD[:a] + b + GOOD[a:], st.integers(0, len(GOOD)), st.text(max_size=20)
        ),
    )
)
def test_loader_never_crashes(data: str | bytes) -> None:
    try:
        deck = decks.loads(data, "decks/fuzz.yaml")
    except DeckError as error:
        assert str(error).startswith("decks/fuzz.yaml")
    else:
        assert decks.loads(decks.dumps(deck)) == deck


def test_huge_file_is_refused_before_parsing(tmp_path: Path) -> None:
    import resource
    import time

    path = tmp_path / "huge.yaml"
    with path.open("w") as handle:
        handle.write("id: huge\ncards:\n")
        chunk = "  - {id: q, question: " + "x" * 1000 + ", answer: y}\n"
        for _ in range(50 * 1024):  # ~50 MB
            handle.write(chunk)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    start = time.monotonic()
    with pytest.raises(DeckError, match=r"huge.yaml: file is larger than 20 MB"):
        decks.load(path)
    assert time.monotonic() - start < 30  # generous: it must not parse 50 MB of YAML
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert grown_mb < 200  # read once, never expanded into objects


def test_huge_file_does_not_stop_other_decks(tmp_path: Path) -> None:
    (tmp_path / "a.yaml").write_text(GOOD)
    (tmp_path / "z.yaml").write_bytes(b"id: z\n" + b"#" * (21 * 1024 * 1024))
    loaded, problems = decks.load_decks([tmp_path])
    assert [d.id for d in loaded] == ["ring"] and "larger than" in str(problems[0])


# -- hostile input: nesting, numbers, sizes (issue 13, section 5) -----------------------------

DEEP_DECKS = {
    "flow": "id: deep\nname: x\ncards: " + "[" * 25_000 + "]" * 25_000 + "\n",
    "flow-maps": "id: deep\nname: x\ncards: " + "{a: " * 25_000 + "x" + "}" * 25_000 + "\n",
    "block": "id: deep\nname: x\ncards:\n" + "- " * 25_000 + "x\n",
}


@pytest.mark.parametrize("kind", sorted(DEEP_DECKS))
def test_deep_nesting_is_refused_with_a_line_not_a_crash(tmp_path: Path, kind: str) -> None:
    """25,000 nested collections crashed libyaml's composer (recursive, in C: a segfault that
    took every command down, `doctor` included). Run in a child so a crash fails the test."""
    import subprocess
    import sys

    path = tmp_path / "deep.yaml"
    path.write_text(DEEP_DECKS[kind])
    code = (
        "import sys; from pathlib import Path; from srs import decks\n"
        "from srs.errors import DeckError\n"
        "try:\n    decks.load(Path(sys.argv[1]))\n"
        "except DeckError as e:\n    print(e)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, str(path)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    line = 4 if kind == "block" else 3
    out = done.stdout.strip()
    # Our own guard, or (newer PyYAML releases) the parser's own depth limit: either way the
    # deck is refused with its file and line, and nothing crashes.
    assert out.startswith(f"{path}:{line}: "), out
    assert "YAML nested more than" in out or "maximum nesting depth" in out, out


def test_nesting_just_within_the_limit_loads_and_beyond_is_refused() -> None:
    n = decks.MAX_DEPTH - 3  # under the root mapping, the cards list and the card's mapping
    ok = "id: d\ncards:\n  - id: q1\n    question: q\n    answer: a\n    tags: " + "[" * n + "]" * n
    with pytest.raises(DeckError, match="<deck>:6: card 'q1': 'tags' must be text, not a list"):
        decks.loads(ok + "\n")  # composed and validated: this deep is allowed
    deep = f"id: d\ncards: {'[' * (decks.MAX_DEPTH + 1)}{']' * (decks.MAX_DEPTH + 1)}\n"
    with pytest.raises(DeckError, match=r"<deck>:2: YAML nested more than 200 levels"):
        decks.loads(deep)


@pytest.mark.parametrize(
    ("value", "kind"),
    [("9" * 100_000, "a number"), ("2024-02-31", "a date")],
    ids=["100000-digits", "feb-31"],
)
def test_a_value_python_cannot_convert_is_a_located_deck_error(value: str, kind: str) -> None:
    text = f"id: d\ncards:\n  - id: q1\n    question: {value}\n    answer: a\n"
    with pytest.raises(DeckError, match=rf"^decks/n.yaml:4: cannot read '.*' as {kind}"):
        decks.loads(text, "decks/n.yaml")
    with pytest.raises(DeckError, match=r"^decks/n.yaml:1: cannot read"):
        decks.loads(f"id: {value}\ncards: []\n", "decks/n.yaml")


def test_node_count_is_not_limited_only_alias_expansion(monkeypatch: pytest.MonkeyPatch) -> None:
    """A real deck near the size limit has millions of nodes (a 20 MB deck of 460k short cards
    was refused as an 'alias bomb?'); only what aliases repeat is bounded."""
    monkeypatch.setattr(decks, "MAX_ALIAS_NODES", 500)
    cards = "".join(f"  - {{id: q{i}, question: q {i}, answer: a}}\n" for i in range(300))
    deck = decks.loads("id: d\ncards:\n" + cards)  # 300 cards: ~2,100 nodes, none aliased
    assert len(deck.cards) == 300
    shared = "id: d\nx: &x [a, b, c, d, e, f, g, h, i, j]\ncards: [" + ", ".join(["*x"] * 60) + "]"
    with pytest.raises(DeckError, match=r"<deck>:2: aliases repeat too much \(alias bomb\?\)"):
        decks.loads(shared)


def test_aliases_repeating_long_text_are_a_bomb_too() -> None:
    """`[*big, *big, ...]` over a megabyte of text: few nodes, a gigabyte once stored."""
    big = "x" * 1_000_000
    text = (
        f"id: d\nname: &big {big}\ncards:\n  - id: q1\n    question: q\n    answer: a\n"
        f"    keywords: [{', '.join(['*big'] * 30)}]\n"
    )
    with pytest.raises(DeckError, match="alias bomb"):
        decks.loads(text)
    few = text.replace(", ".join(["*big"] * 30), "*big, *big")
    assert decks.loads(few).cards[0].keywords == (big, big)


def test_an_ampersand_in_text_is_no_anchor_and_aliases_still_work() -> None:
    text = (
        "id: d\ncards:\n  - id: q1\n    question: Q&A & more\n    answer: &a shared answer\n"
        "  - id: q2\n    question: again\n    answer: *a\n"
    )
    deck = decks.loads(text)
    assert [c.answer for c in deck.cards] == ["shared answer", "shared answer"]
    assert deck.cards[0].question == "Q&A & more"


def test_a_broken_file_is_not_parsed_again_until_it_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Failures are remembered by (path, size, mtime_ns), across processes (a memo file)."""
    import os

    from srs.store import Store

    folder = tmp_path / "decks"
    folder.mkdir()
    broken = folder / "broken.yaml"
    broken.write_text("id: b\ncards:\n  - id: q1\n    question: x\n")
    parsed: list[str] = []
    real_loads = decks.loads

    def counting_loads(text: str | bytes, path: str = "<deck>") -> Deck:
        parsed.append(path)
        return real_loads(text, path)

    monkeypatch.setattr(decks, "loads", counting_loads)
    for _ in range(3):
        with Store.memory() as store:  # a new store each time, as a new process would open
            problems = [str(p) for p in sync.sync_decks(store, [folder])]
        assert problems == [f"{broken}:3: card 'q1': missing 'answer' (the model answer text)"]
    assert parsed == [str(broken)]  # parsed once, then reported from the memo
    broken.write_text("id: b\ncards:\n  - id: q1\n    question: x\n    answer: y\n")
    os.utime(broken, ns=(1, 2))  # a different stat, whatever the clock's resolution
    with Store.memory() as store:
        report = sync.sync_decks(store, [folder])
    assert report.synced == ["b"] and not report.problems and len(parsed) == 2


def test_load_decks_reports_a_remembered_failure_without_parsing(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("id: [\n")
    memo = decks.FailureMemo(tmp_path / "memo.json")
    _, first = decks.load_decks([tmp_path], memo)
    again = decks.FailureMemo.open(tmp_path / "memo.json")
    assert str(again.get(tmp_path / "bad.yaml", (tmp_path / "bad.yaml").stat())) == str(first[0])


def test_same_deck_id_in_two_files_warns_and_the_first_file_wins(tmp_path: Path) -> None:
    """It used to flip between the two files on every run, without a word."""
    from srs.store import Store

    first, second = tmp_path / "a", tmp_path / "b"
    first.mkdir()
    second.mkdir()
    (first / "ring.yaml").write_text(GOOD)
    (second / "copy.yaml").write_text(GOOD.replace("What is DDP?", "What is DDP, again?"))
    with Store.memory() as store:
        for _ in range(4):
            problems = [str(p) for p in sync.sync_decks(store, [first, second])]
            assert problems == [
                f"{second / 'copy.yaml'}:1: deck id 'ring' is already used by "
                f"{first / 'ring.yaml'}; this file is ignored"
            ]
            assert store.deck("ring").path == first / "ring.yaml"
            assert store.find_card("ring", "q02").card.question == "What is DDP?"
        # the database held the other file (an older run): the first in folder order takes over
        sync.sync_decks(store, [second])
        assert store.deck("ring").path == second / "copy.yaml"
        problems = [str(p) for p in sync.sync_decks(store, [first, second])]
        assert store.deck("ring").path == first / "ring.yaml"
        assert problems == [
            f"{second / 'copy.yaml'}:1: deck id 'ring' is already used by "
            f"{first / 'ring.yaml'}; this file is ignored"
        ]


@pytest.mark.slow
def test_a_large_real_deck_under_the_size_limit_loads_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """300,000 short cards (2.1 million YAML nodes, 11 MB): refused as an 'alias bomb?' by
    the old budget of 2 million nodes, and parsed again at every start because it failed."""
    from srs.store import Store

    folder = tmp_path / "decks"
    folder.mkdir()
    with (folder / "big.yaml").open("w") as handle:
        handle.write("id: big\nname: Big\ncards:\n")
        for i in range(300_000):
            handle.write(f"- {{id: c{i}, question: q, answer: a}}\n")
    assert (folder / "big.yaml").stat().st_size < decks.MAX_DECK_BYTES
    with Store.memory() as store:
        report = sync.sync_decks(store, [folder])
        assert report.synced == ["big"] and not report.problems
        assert store.card_count("big") == 300_000
        monkeypatch.setattr(decks, "loads", None)  # a second parse would fail loudly
        again = sync.sync_decks(store, [folder])
        assert again.unchanged == 1 and not again.problems


def test_atomic_write_removes_what_killed_writes_left(tmp_path: Path) -> None:
    """A kill between the temp file and the rename leaves `.name.XXXX.tmp`; the next write of the
    same file removes the stale ones (a live one, seconds old, is left to its writer)."""
    import os
    import time

    from srs.decks import STALE_TEMP_SECONDS, write_atomic

    target = tmp_path / "export.csv"
    stale = tmp_path / ".export.csv.abc123.tmp"
    live = tmp_path / ".export.csv.def456.tmp"
    other = tmp_path / ".notes.csv.zzz.tmp"
    for p in (stale, live, other):
        p.write_text("partial")
    old = time.time() - STALE_TEMP_SECONDS - 60
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    write_atomic(target, "a,b\n")
    assert target.read_text() == "a,b\n"
    assert not stale.exists() and live.exists() and other.exists()


_SCALARS = st.one_of(
    st.text(max_size=12),
    st.integers(),
    st.booleans(),
    st.none(),
    st.sampled_from(["yes", "no", "~", "1e3", "0x1F", "2026-11-21", "null", "q: a", "- x"]),
)
_TREES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)


@given(_TREES, st.booleans())
def test_the_event_reader_builds_the_composed_tree_or_steps_aside(data: object, flow: bool) -> None:
    """decks._fast_tree (libyaml's events) gives exactly the tree of the careful builder, or
    None, and then the careful builder decides; never a different tree."""
    import yaml

    text = yaml.safe_dump(data, default_flow_style=flow, allow_unicode=True)
    fast = decks._fast_tree(text)
    if fast is not None:
        node = yaml.compose(text, Loader=decks._Loader)
        assert fast == decks._Builder("<t>", track=False).build(node)


@pytest.mark.parametrize(
    "text",
    [
        "a: &x 1\nb: *x\n",
        "a: !!str 1\n",
        "a: 1\na: 2\n",
        "a: 1\n",
        "--- a\n--- b\n",
        "a: [1, {b: c}]\n",
        "",
        "a: b: c\n",
    ],
)
def test_the_event_reader_steps_aside_for_what_the_builder_must_judge(text: str) -> None:
    assert decks._fast_tree(text) is None


@pytest.mark.parametrize(
    "scalar", ['"a\\u001b[31mb"', '"a\\x07b"', "'a\rb'", '"a\\r\\nb"', "a\tb", "plain"]
)
def test_control_characters_are_stripped_on_the_quick_path_too(scalar: str) -> None:
    text = f"id: d\nname: D\ncards:\n  - id: q1\n    question: {scalar}\n    answer: x\n"
    card = decks.loads(text).cards[0]
    assert card.question == strip_controls(card.question)
    assert "\x1b" not in card.question and "\x07" not in card.question
