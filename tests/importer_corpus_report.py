"""Import every document of the real-document corpus and compare with the hand-worked manifest.

The corpus (tests/data/importer_corpus/) holds real public quiz and interview Q&A documents;
MANIFEST.yaml says, for each, what a faithful import makes: the number of cards, how many are
choice questions, each choice question's key, which questions are unanswered (reported, not
made into cards), and three spot checks. Those values were worked out by reading each document,
never by running an importer, so they measure the importer rather than describe it.

`python -m tests.importer_corpus_report` prints the table for the corpus; `--heldout` does the
same for the held-back set (tests/data/importer_heldout/), which is kept out of the test suite
so that the importer is not tuned to it.
"""

from __future__ import annotations

import html
import re
import sqlite3
import sys
import tempfile
import zipfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from srs.errors import DocumentError
from srs.importers import import_file
from srs.model import Card

DATA = Path(__file__).resolve().parent / "data"
CORPUS = DATA / "importer_corpus"
HELDOUT = DATA / "importer_heldout"

DOCUMENT_FIELDS = ("file", "source", "path", "commit", "licence", "layout", "excerpt", "expected")
EXPECTED_FIELDS = ("count", "choice", "keys", "unanswered", "spot_checks")
SPOT_FIELDS = ("ordinal", "question_contains", "answer_contains")


def document_text(path: Path) -> str:
    """A document's text, for checking the manifest against it: an Anki package's note fields
    (read straight from its SQLite collection), any other file as UTF-8."""
    if path.suffix != ".apkg":
        return path.read_text(encoding="utf-8")
    with zipfile.ZipFile(path) as package, tempfile.TemporaryDirectory() as tmp:
        names = package.namelist()
        if "collection.anki21b" in names:  # the current, zstd-compressed format
            return _current_package_text(path, Path(tmp))
        name = next(n for n in ("collection.anki21", "collection.anki2") if n in names)
        database = Path(package.extract(name, tmp))
        connection = sqlite3.connect(database)
        try:
            rows = connection.execute("SELECT flds FROM notes ORDER BY id").fetchall()
        finally:
            connection.close()
    return "\n".join(str(row[0]).replace("\x1f", "\n") for row in rows)


def _current_package_text(path: Path, tmp: Path) -> str:
    """The note fields of a current-format package, read through Anki itself (the `anki`
    package of the test extra): its collection is zstd-compressed, which the stdlib cannot
    read before Python 3.14."""
    from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest

    collection = Collection(str(tmp / "collection.anki2"))
    try:
        options = ImportAnkiPackageOptions(with_scheduling=False)
        collection.import_anki_package(
            ImportAnkiPackageRequest(package_path=str(path), options=options)
        )
        notes = [collection.get_note(nid) for nid in sorted(collection.find_notes(""))]
        return "\n".join("\n".join(note.fields) for note in notes)
    finally:
        collection.close()


def load_manifest(folder: Path) -> list[dict[str, Any]]:
    """The manifest's documents, in file order."""
    data = yaml.safe_load((folder / "MANIFEST.yaml").read_text(encoding="utf-8"))
    documents: list[dict[str, Any]] = data["documents"]
    return documents


_MARKUP = re.compile(r"[*`\\]")
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


def loose(text: str) -> str:
    """Text for a loose comparison: case-folded, whitespace folded, emphasis and code marks,
    HTML entities and curly quotes undone, so that a card keeping Markdown and one turned to
    plain text compare the same."""
    text = html.unescape(text).translate(_QUOTES)
    return " ".join(_MARKUP.sub("", text).split()).casefold()


def card_answer_text(card: Card) -> str:
    """Everything a spot check's answer may be found in: the model answer and explanation."""
    return "\n".join((card.model_answer, card.explanation, card.reference))


@dataclass
class Outcome:
    """What the importer made of one document, against the manifest."""

    file: str
    layout: str
    expected: str
    got: str
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


def evaluate(folder: Path, entry: Mapping[str, Any]) -> Outcome:
    """Import one manifest entry's document and list every way it differs from the manifest.

    The cards are matched to the document's questions by order: the n-th card is the n-th
    question that has an answer (unanswered ordinals are skipped).
    """
    expected = entry["expected"]
    count, choice = int(expected["count"]), int(expected["choice"])
    keys = {int(k): str(v) for k, v in (expected["keys"] or {}).items()}
    unanswered = [int(o) for o in expected["unanswered"] or []]
    outcome = Outcome(
        file=entry["file"],
        layout=entry["layout"],
        expected=f"{count} ({choice} choice, {len(unanswered)} unanswered)",
        got="",
    )
    try:
        result = import_file(folder / entry["file"])
    except DocumentError as exc:
        outcome.got = "error"
        outcome.problems.append(f"import failed: {exc}")
        return outcome
    cards = result.deck.cards
    got_choice = sum(1 for card in cards if card.is_choice)
    outcome.got = f"{len(cards)} ({got_choice} choice, {len(result.warnings)} warnings)"
    if len(cards) != count:
        outcome.problems.append(f"{len(cards)} cards, expected {count}")
    if got_choice != choice:
        outcome.problems.append(f"{got_choice} choice cards, expected {choice}")
    if len(result.warnings) < len(unanswered):
        outcome.problems.append(
            f"{len(result.warnings)} warnings for {len(unanswered)} unanswered questions"
        )
    if len(cards) != count:
        return outcome  # the order no longer lines up: keys and spot checks would mislead
    answered = _answered_ordinals(count, unanswered)
    for ordinal, letter in sorted(keys.items()):
        card = cards[answered.index(ordinal)]
        if not card.is_choice:
            outcome.problems.append(f"question {ordinal}: not a choice card")
        elif card.answer != letter:
            outcome.problems.append(f"question {ordinal}: key {card.answer}, expected {letter}")
    for spot in expected["spot_checks"]:
        ordinal = int(spot["ordinal"])
        card = cards[answered.index(ordinal)]
        if loose(spot["question_contains"]) not in loose(card.question):
            outcome.problems.append(
                f"question {ordinal}: question lacks {spot['question_contains']!r}"
            )
        if loose(spot["answer_contains"]) not in loose(card_answer_text(card)):
            outcome.problems.append(f"question {ordinal}: answer lacks {spot['answer_contains']!r}")
    return outcome


def _answered_ordinals(count: int, unanswered: Sequence[int]) -> list[int]:
    """The ordinals of the questions that become cards, in order."""
    ordinals: list[int] = []
    ordinal = 0
    while len(ordinals) < count:
        ordinal += 1
        if ordinal not in unanswered:
            ordinals.append(ordinal)
    return ordinals


def table(outcomes: Sequence[Outcome]) -> str:
    """A Markdown table: document, layout, expected, got, ok; then a tally."""
    rows = [("document", "layout", "expected", "got", "ok")]
    rows += [(o.file, o.layout, o.expected, o.got, "yes" if o.ok else "NO") for o in outcomes]
    widths = [max(len(row[i]) for row in rows) for i in range(5)]
    lines = [
        "| " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |"
        for row in rows
    ]
    lines.insert(1, "|" + "|".join("-" * (w + 2) for w in widths) + "|")
    passed = sum(1 for o in outcomes if o.ok)
    lines.append(f"\n{passed} of {len(outcomes)} documents imported faithfully")
    return "\n".join(lines)


def report(folder: Path, *, details: bool = True) -> str:
    outcomes = [evaluate(folder, entry) for entry in load_manifest(folder)]
    text = table(outcomes)
    if details:
        for o in outcomes:
            for problem in o.problems:
                text += f"\n  {o.file}: {problem}"
    return text


def main(argv: Sequence[str]) -> int:
    folder = HELDOUT if "--heldout" in argv else CORPUS
    print(report(folder, details="--brief" not in argv))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
