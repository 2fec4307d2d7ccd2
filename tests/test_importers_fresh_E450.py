"""Importer layouts met in the tenth (2026-12-02) session's rounds (fresh public documents a
judge imported, the lead mending what they misread): HTML written as the answer's text.

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    return [(c.id, c.question, c.answer) for c in result(text).deck.cards]


# -- plain-text notes: `N、question？` lines, answers indented, HTML written as text -------------

_NOTES_DOC = """\
1、换行标签有什么作用？
    文字遇到换行标签（<br />）就从下一行开始；
    它不需要闭合标签。

2、如何给响应式图片一个兜底？
    把 source 写在前面，普通图片写在最后：
        <picture>
            <source srcset="wide.jpg" media="(min-width: 900px)" />
            <img srcset="narrow.jpg" />
        </picture>

3、分割线怎么写？
"""


def test_html_written_in_indented_plain_answers_is_kept_as_written() -> None:
    """A tag alone between brackets names the tag (`（<br />）`): shown as code, not read as
    a line break that cut the sentence around an empty pair of brackets. An example of HTML
    the importer does not convert (`<picture>`, closed below) keeps every tag inside it,
    the `<img>` with no `src` too (converted, it vanished and the example lost a line).
    The unanswered question is still reported."""
    imported = result(_NOTES_DOC)
    assert _cards(_NOTES_DOC) == [
        (
            "q01",
            "换行标签有什么作用？",
            "文字遇到换行标签（`<br />`）就从下一行开始；\n它不需要闭合标签。",
        ),
        (
            "q02",
            "如何给响应式图片一个兜底？",
            "把 source 写在前面，普通图片写在最后：\n"
            "    <picture>\n"
            '        <source srcset="wide.jpg" media="(min-width: 900px)" />\n'
            '        <img srcset="narrow.jpg" />\n'
            "    </picture>",
        ),
    ]
    assert [s.line for s in imported.skipped] == [12]
    assert list(imported.warnings) == [
        "doc.md:12: '3. 分割线怎么写？' looks like a question, but no answer was found for it; "
        "not imported"
    ]


# -- Markdown headings, answers naming tags in quotes and brackets ------------------------------

_NAMING_DOC = """\
# HTML basics

## What draws a horizontal rule?

The "<hr>" element draws it; a line break (<br/>) only starts a new line.

## How does a video show a fallback?

Write the fallback inside the element:

    <video controls>
      <source src="clip.webm" type="video/webm">
      <p>Your browser <b>cannot</b> play it: <a href="clip.webm">download</a>.</p>
    </video>
"""


def test_tags_named_in_quotes_and_inside_an_unconverted_example_stay_text() -> None:
    """`"<hr>"` and `(<br/>)` are the tags a sentence is about; the `<p>`, `<b>` and `<a>`
    inside a `<video>` example are part of the example, not the answer's own markup."""
    assert _cards(_NAMING_DOC) == [
        (
            "q01",
            "What draws a horizontal rule?",
            'The "`<hr>`" element draws it; a line break (`<br/>`) only starts a new line.',
        ),
        (
            "q02",
            "How does a video show a fallback?",
            "Write the fallback inside the element:\n\n"
            "    <video controls>\n"
            '      <source src="clip.webm" type="video/webm">\n'
            '      <p>Your browser <b>cannot</b> play it: <a href="clip.webm">download</a>.</p>\n'
            "    </video>",
        ),
    ]


# -- near misses: HTML that lays out the answer is still converted -----------------------------

_LAYOUT_DOC = """\
# Cheat sheet

## Which units are relative?

| Unit | Relative to |
|------|-------------|
| em | the parent's font size<br>(inherited) |
| rem | the root's font size |

## What does the box model add up?

Content, then padding<br>then border<br/>then margin.

## What does a figure show?

<div>
<p>A <b>diagram</b> of the layers:</p>
<img src="layers.png" alt="layers">
</div>

## How are generics written?

As `List<String>` in prose, or List<String> bare, with <b>angle</b> brackets.
"""


def test_breaks_in_cells_and_lines_and_html_answer_blocks_convert_as_before() -> None:
    """A `<br>` between the lines of a table cell or of a paragraph is a line break (not
    bracketed, not inside an example); a `<div>`/`<p>` wrapper with its `<img src>` is the
    answer's layout; an unknown tag never closed (`List<String>`) does not hold the markup
    after it as an example."""
    cards = _cards(_LAYOUT_DOC)
    assert [c[0] for c in cards] == ["q01", "q02", "q03", "q04"]
    assert cards[0][2] == (
        "| Unit | Relative to |\n|------|-------------|\n"
        "| em | the parent's font size (inherited) |\n| rem | the root's font size |"
    )
    assert cards[1][2] == "Content, then padding\nthen border\nthen margin."
    assert cards[2][2] == "A **diagram** of the layers:\n\n![layers](layers.png)"
    assert (
        cards[3][2] == "As `List<String>` in prose, or List<String> bare, with **angle** brackets."
    )
