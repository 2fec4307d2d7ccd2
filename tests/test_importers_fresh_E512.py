"""Round Z279 (2026-12-03): Chinese notes number headings `10。` or `16，` (as an input method
types the dot) among `1.` ones: such a heading was glued into the answer above or lost. And
a fold's tip indented under its `<p>` (`  <p>` over `    <strong>Map</strong> ...`) became a
Markdown code block on the card, shown raw.

Made up in the shapes of the real pages (Org-mode ML notes; Ruby drills).
"""

from __future__ import annotations

from tests.importing import result

_ORG = """\
* Data structures
** 1.What is a hash map
A table of key/value pairs found by a hash.
** 2.What is a queue
First in, first out.
** 3。What is a stack
Last in, first out.
** 4，What is a trie
A tree of prefixes.
"""


def test_full_width_stops_after_a_heading_number_number_it() -> None:
    r = result(_ORG, source="notes.org")
    assert [(c.question, c.answer) for c in r.deck.cards] == [
        ("What is a hash map", "A table of key/value pairs found by a hash."),
        ("What is a queue", "First in, first out."),
        ("What is a stack", "Last in, first out."),
        ("What is a trie", "A tree of prefixes."),
    ]


_DRILLS = """\
# Array drills

##### 1. Double every number in the list

<details><summary><b>Tips</b></summary>
  <p>
    <strong>Map</strong> method, see the <a href="https://example.com/map">guide</a>.
  </p>

  <details><summary><b>Answer</b></summary>
  <p>

```ruby
numbers.map { |n| n * 2 }
```

  </p>
  </details>
</details>

---

##### 2. Keep only the even numbers

<details><summary><b>Tips</b></summary>
  <p>
    <strong>Select</strong> method.
  </p>

  <details><summary><b>Answer</b></summary>
  <p>

```ruby
numbers.select(&:even?)
```

  </p>
  </details>
</details>
"""


def test_text_indented_under_a_paragraph_tag_is_no_code_block() -> None:
    r = result(_DRILLS)
    first, second = r.deck.cards
    assert first.question.endswith("\n\n**Map** method, see the [guide](https://example.com/map).")
    assert second.question.endswith("\n\n**Select** method.")
    assert (first.answer, second.answer) == (
        "```ruby\nnumbers.map { |n| n * 2 }\n```",
        "```ruby\nnumbers.select(&:even?)\n```",
    )
