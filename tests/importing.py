"""The check every importer test makes of what it imports: the deck survives its own YAML."""

from __future__ import annotations

from srs import decks
from srs.importers import ImportResult, import_text


def result(text: str, source: str = "doc.md") -> ImportResult:
    """Import `text` as the file `source` and check the deck reads back from its YAML."""
    imported = import_text(text, source=source)
    assert decks.loads(decks.dumps(imported.deck)) == imported.deck
    return imported
