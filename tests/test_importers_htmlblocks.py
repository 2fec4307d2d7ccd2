"""HTML headings and tables written into Markdown are read as the questions they hold."""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file
from srs.importers.htmlblocks import html_structure
from tests import importing


def result(text: str) -> ImportResult:
    return importing.result(text, "readme.md")


def test_html_headings_are_question_headings() -> None:
    text = """\
<h1 align="center">Go Interview Questions</h1>

<h3>1. What is a goroutine?</h3>
<p>A lightweight thread managed by the Go runtime.</p>

<h3 id="q2">2. How does <code>select</code> work?</h3>

It waits on several channel operations.

```go
select { case v := <-ch: use(v) }
```
"""
    imported = result(text)
    assert imported.deck.name == "Go Interview Questions"
    first, second = imported.deck.cards
    assert (first.question, first.answer) == (
        "What is a goroutine?",
        "A lightweight thread managed by the Go runtime.",
    )
    assert second.question == "How does `select` work?"
    assert second.answer.endswith("```go\nselect { case v := <-ch: use(v) }\n```")


def test_an_html_table_of_questions_and_answers_is_read_like_a_pipe_table() -> None:
    text = """\
# Go

<table>
  <tr><th>Question</th><th>Answer</th></tr>
  <tr>
    <td>What is a goroutine?</td>
    <td>A lightweight thread.<br>Cheap to start.</td>
  </tr>
  <tr><td>What is a <b>channel</b>?</td><td><ul><li>A typed conduit</li><li>Blocking</li></ul></td></tr>
  <tr><td>What is a mutex?</td><td></td></tr>
</table>

## What is a WaitGroup?
"""
    imported = result(text)
    first, second = imported.deck.cards
    assert first.question == "What is a goroutine?"
    assert first.answer == "A lightweight thread.\nCheap to start."
    assert second.question == "What is a **channel**?"
    assert "A typed conduit" in second.answer and "Blocking" in second.answer
    # the mutex row is reported within its table; the lines after the table keep their number
    mutex, waitgroup = imported.skipped
    assert 3 <= mutex.line <= 11 and "#3 has no answer" in mutex.reason
    assert waitgroup.line == 13


def test_html_in_code_is_left_as_it_is() -> None:
    text = "```html\n<h3>Title</h3>\n<table><tr><td>a</td></tr><tr><td>b</td></tr></table>\n```\n"
    assert html_structure(text) == text


def test_a_saved_web_page_is_read_without_its_head_scripts_navigation_or_footer(
    tmp_path: Path,
) -> None:
    page = tmp_path / "go-questions.html"
    page.write_text(
        "<!DOCTYPE html>\n<html><head><title>Go</title><style>p{color:red}</style>"
        "<script>var questions = 3;</script></head>\n<body>\n"
        '<nav><a href="/">Home</a> | <a href="/faq">What is this site?</a></nav>\n'
        "<h1>Go Interview Questions</h1>\n"
        "<h2>1. What is a goroutine?</h2>\n<p>A lightweight thread managed by the runtime.</p>\n"
        "<h2>2. What is a channel?</h2>\n<p>A typed conduit.</p>\n"
        "<pre><code>ch := make(chan int)</code></pre>\n"
        "<footer>© 2024 · Why not subscribe?</footer>\n</body></html>\n",
        encoding="utf-8",
    )
    imported = import_file(page)
    assert imported.deck.name == "Go Interview Questions"
    first, second = imported.deck.cards
    assert (first.question, first.answer) == (
        "What is a goroutine?",
        "A lightweight thread managed by the runtime.",
    )
    assert second.answer == "A typed conduit.\n\n```\nch := make(chan int)\n```"
    assert not imported.skipped
