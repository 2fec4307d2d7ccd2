"""Quiz-plugin blocks with a figure between them: what stands between one closed `<quiz>` block
and the next (a screenshot in `<example>` tags, a snippet) is the illustration the next
question asks about, never the earlier card's explanation.

None of these is a copy of a document; each is the layout that a real file used (App Academy's
`<quiz><question><p>...</p><answer correct>...` quizzes with `<example>` pictures between
them) and the importer once misread: every picture ran on from the card before it.
"""

from __future__ import annotations

from srs.importers import ImportResult
from tests.importing import result


def cards_of(imported: ImportResult) -> list[tuple[str, str, dict[str, str], str]]:
    return [(c.question, c.answer, dict(c.choices), c.explanation) for c in imported.deck.cards]


_PICTURED = """\
<quiz>
  <question>
    <p>Which property sets the text colour?</p>
    <answer correct>`color`</answer>
    <answer>`font-color`</answer>
    <explanation>`color` paints the glyphs.</explanation>
  </question>
</quiz>

<example>![shot-1](https://example.org/shot-1.png)</example>

<quiz>
  <question>
    <p>Which tag suits the title in the picture?</p>
    <answer>`p`</answer>
    <answer correct>`h1`</answer>
    <explanation>A page title is an `h1`.</explanation>
  </question>
</quiz>

<example>![shot-2](https://example.org/shot-2.png)</example>

<quiz>
  <question>
    <p>Which tag suits the list in the picture?</p>
    <answer correct>`ul`</answer>
    <answer>`ol`</answer>
    <answer>`dl`</answer>
  </question>
</quiz>
"""


def test_a_picture_between_two_quiz_blocks_illustrates_the_next_question() -> None:
    imported = result(_PICTURED)
    assert cards_of(imported) == [
        (
            "Which property sets the text colour?",
            "A",
            {"A": "`color`", "B": "`font-color`"},
            "`color` paints the glyphs.",
        ),
        (
            "Which tag suits the title in the picture?\n"
            "<example>![shot-1](https://example.org/shot-1.png)</example>",
            "B",
            {"A": "`p`", "B": "`h1`"},
            "A page title is an `h1`.",
        ),
        (
            "Which tag suits the list in the picture?\n"
            "<example>![shot-2](https://example.org/shot-2.png)</example>",
            "A",
            {"A": "`ul`", "B": "`ol`", "C": "`dl`"},
            "",
        ),
    ]
    assert [c.id for c in imported.deck.cards] == ["q01", "q02", "q03"]
    assert not imported.warnings and not imported.skipped


def test_a_snippet_between_mkdocs_quiz_blocks_goes_to_the_question_after_it() -> None:
    text = """\
# Git quiz

<quiz>
Which command lists the commits?
- [x] git log
- [ ] git list

`git log` walks the history.
</quiz>

Given this output:

```
* main
  topic
```

<quiz>
Which branch is checked out?
- [ ] topic
- [x] main

The star marks the current branch.
</quiz>
"""
    imported = result(text)
    assert cards_of(imported) == [
        (
            "Which command lists the commits?",
            "A",
            {"A": "git log", "B": "git list"},
            "`git log` walks the history.",
        ),
        (
            "Which branch is checked out?\nGiven this output:\n\n```\n* main\n  topic\n```",
            "B",
            {"A": "topic", "B": "main"},
            "The star marks the current branch.",
        ),
    ]
    assert not imported.warnings


def test_a_pictured_question_with_several_right_options_stays_the_warned_open_card() -> None:
    """Several right options make the open card naming them (reported), as everywhere else in
    the importer; the picture before the block is still that question's."""
    text = """\
<quiz>
  <question>
    <p>Which selector picks an id?</p>
    <answer correct>`#main`</answer>
    <answer>`.main`</answer>
  </question>
</quiz>

<example>![fonts](https://example.org/fonts.png)</example>

<quiz>
  <question multiple>
    <p>Which of the shown fonts are serif?</p>
    <answer correct>Font A</answer>
    <answer>Font B</answer>
    <answer correct>Font C</answer>
    <explanation>A and C have serifs.</explanation>
  </question>
</quiz>
"""
    imported = result(text)
    first, second = imported.deck.cards
    assert (first.question, first.answer, first.explanation) == (
        "Which selector picks an id?",
        "A",
        "",
    )
    assert second.question.startswith(
        "Which of the shown fonts are serif?\n<example>![fonts](https://example.org/fonts.png)"
        "</example>"
    )
    assert not second.choices
    assert (second.answer, second.explanation) == ("- Font A\n- Font C", "A and C have serifs.")
    assert list(imported.warnings) == [
        "doc.md:16: question #2 has 2 right options (A, C); made an open card"
    ]


def test_text_under_a_heading_between_blocks_and_after_the_last_block_stays_put() -> None:
    """The near miss: an introduction before the first block, a section heading with its own
    line between two blocks, and a picture after the last block are nobody's lead-in; they
    import as they did (the intro and the section line reported, the closing picture in the
    last card's explanation)."""
    text = """\
# Colours quiz

Answer each question below.

<quiz>
  <question>
    <p>Which property sets the background colour?</p>
    <answer correct>`background-color`</answer>
    <answer>`bg-color`</answer>
    <explanation>`background-color` paints the box.</explanation>
  </question>
</quiz>

## Part two: units

The next questions are about lengths.

<quiz>
  <question>
    <p>Which unit follows the root font size?</p>
    <answer>`em`</answer>
    <answer correct>`rem`</answer>
  </question>
</quiz>

![footer](https://example.org/footer.png)
"""
    imported = result(text)
    assert cards_of(imported) == [
        (
            "Which property sets the background colour?",
            "A",
            {"A": "`background-color`", "B": "`bg-color`"},
            "`background-color` paints the box.",
        ),
        (
            "Which unit follows the root font size?",
            "B",
            {"A": "`em`", "B": "`rem`"},
            "![footer](https://example.org/footer.png)",
        ),
    ]
    assert list(imported.warnings) == [
        "doc.md:16: 1 line of text between questions in no card "
        "('The next questions are about lengths.'); not imported"
    ]
