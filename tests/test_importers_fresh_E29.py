"""Layouts met in the 2026-11-29 eighth session's rounds (judges' documents Z89, Z90): made-up
documents of the same shape, each asserting the exact cards."""

from pathlib import Path

from srs.importers import import_file


def _cards(tmp_path: Path, text: str) -> list[tuple[str, str]]:
    path = tmp_path / "doc.md"
    path.write_text(text, encoding="utf-8")
    return [(c.question, c.answer) for c in import_file(path).deck.cards]


def test_fence_opening_a_list_item_keeps_its_html_literal(tmp_path: Path) -> None:
    """`- ```js` opens code in the item (CommonMark): `<h2>` inside is code, no heading."""
    doc = (
        "1. What does Banner render?\n"
        "   - A greeting:\n"
        "   - ```js\n"
        "         const Banner = () => (\n"
        "           <h2>Hey</h2>\n"
        "         );\n"
        "     ```\n"
        "\n"
        "1. What is a prop?\n"
        "   - Data a parent hands down.\n"
    )
    assert _cards(tmp_path, doc) == [
        (
            "What does Banner render?",
            "- A greeting:\n- ```js\n      const Banner = () => (\n        <h2>Hey</h2>\n"
            "      );\n  ```",
        ),
        ("What is a prop?", "Data a parent hands down."),
    ]


def test_html_in_a_list_item_without_a_fence_is_still_converted(tmp_path: Path) -> None:
    """Guard: only a fence mark opens code; a bullet holding a tag (no backticks) is markup."""
    doc = (
        "1. What does bold look like?\n"
        "   - <b>Strong</b> text.\n"
        "\n"
        "1. What is a prop?\n"
        "   - Data a parent hands down.\n"
    )
    assert _cards(tmp_path, doc) == [
        ("What does bold look like?", "**Strong** text."),
        ("What is a prop?", "Data a parent hands down."),
    ]
