"""The importer on real public documents (issue 14, item 8): counts, keys, unanswered, spot checks.

The expected values in tests/data/importer_corpus/MANIFEST.yaml were worked out by hand; see
that folder's README. The held-back set (tests/data/importer_heldout/) is only checked for a
well-formed manifest here: its documents are run by `python -m tests.importer_corpus_report
--heldout`, not by the suite, so that the importer is not tuned to them.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.importer_corpus_report import (
    CORPUS,
    DOCUMENT_FIELDS,
    EXPECTED_FIELDS,
    HELDOUT,
    SPOT_FIELDS,
    document_text,
    evaluate,
    load_manifest,
    loose,
    table,
)

CORPUS_ENTRIES = load_manifest(CORPUS)


def _check_manifest(folder: Path, *, min_documents: int, min_layouts: int) -> None:
    entries = load_manifest(folder)
    assert len(entries) >= min_documents
    assert len({entry["layout"] for entry in entries}) >= min_layouts
    files = [entry["file"] for entry in entries]
    assert len(set(files)) == len(files), "a document is listed twice"
    listed = {p.name for p in folder.iterdir() if p.is_file()} - {"MANIFEST.yaml", "README.md"}
    assert listed == set(files), "every document in the folder is in the manifest, and back"
    for entry in entries:
        name = entry.get("file")
        for key in DOCUMENT_FIELDS:
            assert entry.get(key) not in (None, ""), f"{name}: no {key}"
        assert (folder / name).is_file(), name
        assert (folder / name).stat().st_size < 160_000, f"{name} is over 150 KB"
        assert len(str(entry["commit"])) == 40, f"{name}: commit is not a full hash"
        expected = entry["expected"]
        for key in EXPECTED_FIELDS:
            assert key in expected, f"{name}: no expected.{key}"
        _check_expected(name, expected)


def _check_expected(name: str, expected: dict[str, Any]) -> None:
    count, choice = expected["count"], expected["choice"]
    keys = expected["keys"] or {}
    unanswered = expected["unanswered"] or []
    total = count + len(unanswered)
    assert 0 <= choice <= count, name
    assert len(keys) == choice, f"{name}: one key per choice question"
    assert all(1 <= int(o) <= total for o in [*keys, *unanswered]), name
    assert not set(map(int, keys)) & set(map(int, unanswered)), name
    assert all(str(letter) in "ABCDEFGHIJ" and len(str(letter)) == 1 for letter in keys.values())
    spots = expected["spot_checks"]
    assert len(spots) == 3, f"{name}: three spot checks"
    for spot in spots:
        for key in SPOT_FIELDS:
            assert spot.get(key) not in (None, ""), f"{name}: spot check without {key}"
        assert 1 <= int(spot["ordinal"]) <= total, name
        assert int(spot["ordinal"]) not in unanswered, f"{name}: spot check on an unanswered one"


def test_the_corpus_manifest_is_complete() -> None:
    _check_manifest(CORPUS, min_documents=20, min_layouts=12)


def test_the_heldout_manifest_is_complete() -> None:
    _check_manifest(HELDOUT, min_documents=6, min_layouts=4)
    corpus_repos = {entry["source"] for entry in CORPUS_ENTRIES}
    heldout_repos = {entry["source"] for entry in load_manifest(HELDOUT)}
    assert not corpus_repos & heldout_repos, "the held-back set shares no repository"


def test_spot_check_text_is_in_its_document() -> None:
    """Each spot check's substrings occur in the document itself (markup aside): a typo in the
    manifest must not pass for an importer failure."""
    for folder in (CORPUS, HELDOUT):
        for entry in load_manifest(folder):
            text = loose(document_text(folder / entry["file"]))
            for spot in entry["expected"]["spot_checks"]:
                for key in ("question_contains", "answer_contains"):
                    assert loose(spot[key]) in text, f"{entry['file']}: {spot[key]!r}"


@pytest.mark.parametrize(
    "entry",
    [pytest.param(entry, id=entry["file"]) for entry in CORPUS_ENTRIES],
)
def test_document_imports_faithfully(entry: dict[str, Any]) -> None:
    outcome = evaluate(CORPUS, entry)
    assert outcome.ok, "\n".join(outcome.problems)


def test_print_the_corpus_table() -> None:
    """The table the note quotes; shown with `pytest -s` (and by tests.importer_corpus_report)."""
    outcomes = [evaluate(CORPUS, entry) for entry in CORPUS_ENTRIES]
    text = table(outcomes)
    assert len(text.splitlines()) == len(outcomes) + 4
    print("\n" + text)


def test_loose_comparison_ignores_markup_only() -> None:
    assert loose("The **SSH** daemon  and\n`ssh` client") == "the ssh daemon and ssh client"
    assert loose("it&#39;s \u2019x\u2019") == "it's 'x'"
    assert loose("user_name") == "user_name"
