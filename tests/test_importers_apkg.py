"""`srs import deck.apkg`: packages built by a real Anki (the `anki` package), in the current
(zstd-compressed collection.anki21b), the 2.1 (collection.anki21) and the legacy
(collection.anki2 only) forms."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest
from anki.collection import Collection, ExportAnkiPackageOptions

from srs import decks
from srs.errors import DocumentError
from srs.importers import import_file

pytestmark = pytest.mark.anki

NOTES = [
    ("What is <b>DDP</b>?", "Distributed data parallel.<br>One process per GPU.", ["gpu"]),
    ("What does <code>all_reduce</code> do?", "Sums a tensor across ranks.", ["gpu", "nccl"]),
    ("Empty back", "", []),
]


def build_package(tmp_path: Path, *, legacy: bool) -> Path:
    """A package with three Basic notes (one without a back) and one cloze note."""
    col = Collection(str(tmp_path / "build.anki2"))
    try:
        deck = col.decks.id("Prep::Distributed")
        assert deck is not None
        basic = col.models.by_name("Basic")
        assert basic is not None
        for front, back, tags in NOTES:
            note = col.new_note(basic)
            note["Front"], note["Back"] = front, back
            note.tags = tags
            col.add_note(note, deck)
        cloze = col.models.by_name("Cloze")
        assert cloze is not None
        note = col.new_note(cloze)
        note["Text"] = "{{c1::NCCL}} is NVIDIA's collective library"
        col.add_note(note, deck)
        return _export(col, tmp_path / f"deck-{'legacy' if legacy else 'current'}.apkg", legacy)
    finally:
        col.close()


def _export(col: Collection, out: Path, legacy: bool) -> Path:
    """The collection as a package without scheduling, deck options or media, in the legacy
    (collection.anki21) or the current (zstd collection.anki21b) form."""
    options = ExportAnkiPackageOptions(
        with_scheduling=False, with_deck_configs=False, with_media=False, legacy=legacy
    )
    col.export_anki_package(out_path=str(out), options=options, limit=None)
    return out


@pytest.mark.parametrize("legacy", [False, True], ids=["anki21b-zstd", "anki21"])
def test_package_notes_become_cards(tmp_path: Path, legacy: bool) -> None:
    path = build_package(tmp_path, legacy=legacy)
    names = zipfile.ZipFile(path).namelist()
    assert ("collection.anki21" if legacy else "collection.anki21b") in names
    result = import_file(path)
    deck = result.deck
    assert result.layout == "anki package"
    assert (deck.id, deck.name, deck.source) == ("prep-distributed", "Prep::Distributed", path.name)
    assert [(c.question, c.answer) for c in deck.cards] == [
        ("What is **DDP**?", "Distributed data parallel.\nOne process per GPU."),
        ("What does `all_reduce` do?", "Sums a tensor across ranks."),
        ("[...] is NVIDIA's collective library", "NCCL"),  # the cloze note, its deletion hidden
    ]
    assert deck.cards[1].tags == ("gpu", "nccl") and deck.cards[2].tags == ()
    assert all(card.id.startswith("n-") for card in deck.cards)  # from the notes' GUIDs
    assert [s.reason for s in result.skipped] == ["skipped: empty back (no answer)"]
    assert len(result.warnings) == 1 and all(w.startswith(str(path)) for w in result.warnings)
    assert decks.loads(decks.dumps(deck)) == deck
    # ids are stable: the same package imports to the same ids
    assert [c.id for c in import_file(path).deck.cards] == [c.id for c in deck.cards]


def test_a_package_of_subdecks_comes_back_whole(tmp_path: Path) -> None:
    """Shared decks keep their notes in subdecks; every note arrives, tagged by subdeck."""
    col = Collection(str(tmp_path / "shared.anki2"))
    try:
        basic = col.models.by_name("Basic")
        assert basic is not None
        for deck_name, front, back in (
            ("JS::Chapter 1", "What is a closure?", "A function with its scope."),
            ("JS::Chapter 2", "What is hoisting?", "Declarations move up."),
            ("JS::Chapter 2", "What is NaN?", "Not a number."),
        ):
            deck = col.decks.id(deck_name)
            assert deck is not None
            note = col.new_note(basic)
            note["Front"], note["Back"] = front, back
            col.add_note(note, deck)
        out = tmp_path / "shared.apkg"
        options = ExportAnkiPackageOptions(
            with_scheduling=False, with_deck_configs=False, with_media=False, legacy=False
        )
        col.export_anki_package(out_path=str(out), options=options, limit=None)
    finally:
        col.close()
    result = import_file(out)
    assert (result.deck.id, result.deck.name) == ("js", "JS")
    got = sorted((c.question, c.tags) for c in result.deck.cards)
    assert got == [
        ("What is NaN?", ("chapter-2",)),
        ("What is a closure?", ("chapter-1",)),
        ("What is hoisting?", ("chapter-2",)),
    ]
    assert result.warnings == ()


def test_legacy_collection_anki2_alone(tmp_path: Path) -> None:
    modern = build_package(tmp_path, legacy=True)
    data = zipfile.ZipFile(modern).read("collection.anki21")
    old = tmp_path / "old.apkg"
    with zipfile.ZipFile(old, "w") as package:
        package.writestr("collection.anki2", data)
        package.writestr("media", "{}")
    deck = import_file(old, deck_id="old", name="Old deck").deck
    assert (deck.id, deck.name, len(deck.cards)) == ("old", "Old deck", 3)


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (b"PK\x03\x04 not really a zip", "cannot read the Anki package"),
        (None, "no collection inside"),
    ],
)
def test_broken_packages(tmp_path: Path, content: bytes | None, message: str) -> None:
    path = tmp_path / "broken.apkg"
    if content is None:
        with zipfile.ZipFile(path, "w") as package:
            package.writestr("media", "{}")
    else:
        path.write_bytes(content)
    with pytest.raises(DocumentError, match=message):
        import_file(path)


def _custom_note_type_package(tmp_path: Path, *, legacy: bool) -> Path:
    """A shared deck's own note type: six fields, the question third, its front showing a
    category above the question, its back the answer and an explanation (a difficulty and an
    id shown nowhere)."""
    col = Collection(str(tmp_path / "custom.anki2"))
    try:
        models = col.models
        model = models.new("Interview (custom)")
        for name in ("Category", "ID", "Question", "Answer", "Explanation", "Difficulty"):
            models.add_field(model, models.new_field(name))
        template = models.new_template("Card 1")
        template["qfmt"] = "<div class=cat>{{Category}}</div>\n{{Question}}"
        template["afmt"] = "{{FrontSide}}<hr id=answer>{{Answer}}<br><i>{{Explanation}}</i>"
        models.add_template(model, template)
        models.add(model)
        deck = col.decks.id("Networking")
        assert deck is not None
        for fields in (
            (
                "Transport",
                "n1",
                "What does TCP add over IP?",
                "Ordered, reliable delivery.",
                "Sequence numbers and retransmission.",
                "easy",
            ),
            ("DNS", "n2", "What is a CNAME record?", "An alias to another name.", "", "medium"),
        ):
            note = col.new_note(models.by_name("Interview (custom)"))  # type: ignore[arg-type]
            for name, value in zip(
                ("Category", "ID", "Question", "Answer", "Explanation", "Difficulty"),
                fields,
                strict=True,
            ):
                note[name] = value
            col.add_note(note, deck)
        return _export(col, tmp_path / f"custom-{'legacy' if legacy else 'current'}.apkg", legacy)
    finally:
        col.close()


@pytest.mark.parametrize("legacy", [False, True], ids=["anki21b-zstd", "anki21"])
def test_a_custom_note_type_is_read_by_its_templates(tmp_path: Path, legacy: bool) -> None:
    """The question and answer are the fields the card shows, not the first two; a category
    shown above the question is a tag, not the question."""
    result = import_file(_custom_note_type_package(tmp_path, legacy=legacy))
    got = [(c.question, c.answer, c.explanation, c.tags) for c in result.deck.cards]
    assert got == [
        (
            "What does TCP add over IP?",
            "Ordered, reliable delivery.",
            "Sequence numbers and retransmission.",
            ("Transport",),
        ),
        ("What is a CNAME record?", "An alias to another name.", "", ("DNS",)),
    ]
    assert result.warnings == ()
