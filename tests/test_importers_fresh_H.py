"""Importer layouts met on fresh public documents (front-end topics: JavaScript, TypeScript,
React, Angular, HTML/CSS, web performance): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a key heading in a `<details>` block ----------------------------------------------------


def test_a_key_heading_holding_a_tag_in_code_is_still_the_key() -> None:
    text = """\
**Question 1: Blocking**

Which of these blocks the first render?

a) A script loaded with `async`.

b) A stylesheet linked in the `<head>` element.

c) An image loaded lazily.

<details>
<summary><b>Answer</b></summary>
<p>

#### Answer: b) A stylesheet linked in the `<head>` element.

</p>
</details>

**Question 2: Metrics**

Which metric measures layout shift?

a) LCP

b) CLS

<details>
<summary><b>Answer</b></summary>
<p>

#### Answer: b) CLS

</p>
</details>
"""
    imported = result(text)
    assert [(c.answer, len(c.choices)) for c in imported.deck.cards] == [("B", 3), ("B", 2)]
    assert imported.deck.cards[0].choices["B"] == "A stylesheet linked in the `<head>` element."
    assert not imported.warnings
