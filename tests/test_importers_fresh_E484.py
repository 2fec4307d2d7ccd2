"""Importer layouts met on fresh public documents (a RESTful API page, seen at the end of the
twenty-ninth session): sixteen `<details><summary>Section</summary>` folds, each over
`**Q1: ...**` / `A: ...` questions numbered again from 1, then a fold of best practices. The
second fold's `Q1` repeated the first's id: fifteen warnings and suffixed ids (`q01-2`),
where the same page under headings gives each card its section's id (`s2-q01`).

None of these is a copy of a document; each is the layout a real file used, written small.
"""

from __future__ import annotations

from tests.importing import result

_SECTIONS = {
    "Basics": [
        ("What is REST?", "An architectural style for networked applications."),
        ("What is a resource?", "Anything named by a URI."),
    ],
    "⚡ Security": [
        ("How does OAuth 2.0 work?", "A client gets a token from an authorization server."),
        ("What is CORS?", "A browser rule for cross-origin requests."),
    ],
}


def _page(one_line: bool = False, tail: str = "", stress: str = "") -> str:
    text = "# REST interview questions\n\n"
    for title, items in _SECTIONS.items():
        opening = (
            f"<details><summary>{title}</summary>"
            if one_line
            else "<details>\n<summary>" + title + "</summary>"
        )
        text += opening + "\n\n"
        for n, (q, a) in enumerate(items, start=1):
            text += f"{stress if n == 1 else ''}**Q{n}: {q}**\nA: {a}\n\n"
        text += "</details>\n\n"
    return text + tail


def _ids(text: str) -> list[tuple[str, str]]:
    got = result(text)
    assert not any("repeats an id" in w for w in got.warnings)
    return [(c.id, c.question) for c in got.deck.cards]


def test_folds_of_questions_numbered_again_are_sections() -> None:
    expected = [
        ("s1-q01", "What is REST?"),
        ("s1-q02", "What is a resource?"),
        ("s2-q01", "How does OAuth 2.0 work?"),
        ("s2-q02", "What is CORS?"),
    ]
    assert _ids(_page()) == expected
    assert _ids(_page(one_line=True)) == expected
    assert _ids(_page(stress="⚡ ")) == expected  # a pictograph before the label


def test_a_titled_fold_of_text_after_them_is_reported_not_the_last_answer() -> None:
    tail = "<details>\n<summary>Best Practices</summary>\n\n- Keep APIs stateless.\n- Version them.\n\n</details>\n"
    got = result(_page(tail=tail))
    assert got.deck.cards[-1].answer == "A browser rule for cross-origin requests."
    assert any("Keep APIs stateless" in w for w in got.warnings)


def test_folds_whose_summary_asks_are_still_questions() -> None:
    text = "# REST\n\n"
    for q, a in _SECTIONS["Basics"]:
        text += f"<details>\n<summary>{q}</summary>\n\n{a}\n\n</details>\n\n"
    assert [(c.question, c.answer) for c in result(text).deck.cards] == _SECTIONS["Basics"]


def test_one_fold_of_questions_is_no_set_of_sections() -> None:
    text = "# REST\n\n<details>\n<summary>Basics</summary>\n\n"
    for n, (q, a) in enumerate(_SECTIONS["Basics"], start=1):
        text += f"**Q{n}: {q}**\nA: {a}\n\n"
    text += "</details>\n"
    assert [c.id for c in result(text).deck.cards] == ["q01", "q02"]
