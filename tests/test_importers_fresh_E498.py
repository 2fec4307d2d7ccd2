"""Two shapes met looking for documents nobody here had read (2026-12-03).

A GitBook or Jekyll page wraps questions in Liquid tags (`{% hint style="question" %}` over a
question and its fold, `{% endhint %}` under it; `{% highlight python %}` instead of a fence;
`{% tabs %}` / `{% tab title="Go" %}`): the tags were read as text, glued to the next question
and ending every answer. A quiz sheet written for a quiz converter numbers its options under
each numbered stem (`1. True` / `2. False`) and keys them by letter at the end (`Answers:` over
`1. a`): the options were each question's "answer" and the key was ignored, without a word.

Each layout below is made up in the shape the real pages had.
"""

from __future__ import annotations

from srs.importers.liquidtags import liquid_tags
from tests.importing import result

_HINTS = """\
# Indexes quiz

### Knowledge Check: Indexes

{% hint style="question" %}
**Question 1**: What does a B-tree index speed up?

A) Full table scans
B) Range queries
C) Writes

<details>
<summary>Click to reveal answer</summary>

**Correct Answer**: B - Range queries

**Explanation**: A B-tree keeps its keys sorted.
</details>
{% endhint %}

{% hint style="question" %}
**Question 2**: What is a covering index?

A) An index on every column
B) A unique index
C) An index holding every column a query needs

<details>
<summary>Click to reveal answer</summary>

**Correct Answer**: C - An index holding every column a query needs

**Explanation**: The query never reads the table.
</details>
{% endhint %}
"""


def test_hint_tags_are_markup_around_questions() -> None:
    r = result(_HINTS)
    assert [(c.question, c.answer, dict(c.choices or {})) for c in r.deck.cards] == [
        (
            "What does a B-tree index speed up?",
            "B",
            {"A": "Full table scans", "B": "Range queries", "C": "Writes"},
        ),
        (
            "What is a covering index?",
            "C",
            {
                "A": "An index on every column",
                "B": "A unique index",
                "C": "An index holding every column a query needs",
            },
        ),
    ]
    assert [c.explanation for c in r.deck.cards] == [
        "A B-tree keeps its keys sorted.",
        "The query never reads the table.",
    ]
    assert r.warnings == ()


_JEKYLL = """\
---
layout: post
title: Python interview questions
---

### 1. How do you reverse a list?

{% highlight python %}
items = [1, 2, 3]
items.reverse()
{% endhighlight %}

It reverses the list in place.

### 2. How do you swap two names?

{% tabs %}
{% tab title="Python" %}
```python
a, b = b, a
```
{% endtab %}
{% endtabs %}

### 3. How does a template show a tag literally?

```liquid
{% raw %}
{% if user %}Hi{% endif %}
{% endraw %}
```

Inside `raw`, Liquid reads nothing.
"""


def test_jekyll_highlight_is_a_fence_and_tags_in_code_stay() -> None:
    r = result(_JEKYLL)
    assert [c.question for c in r.deck.cards] == [
        "How do you reverse a list?",
        "How do you swap two names?",
        "How does a template show a tag literally?",
    ]
    first, second, third = (c.answer for c in r.deck.cards)
    assert first == (
        "```python\nitems = [1, 2, 3]\nitems.reverse()\n```\n\nIt reverses the list in place."
    )
    assert second == "**Python**\n```python\na, b = b, a\n```"
    assert "{% if user %}Hi{% endif %}" in third and "{% raw %}" in third  # code, as written
    assert r.warnings == ()


def test_a_text_without_liquid_tags_is_the_same_object() -> None:
    text = "# Q\n\n1. What is {x}?\n   A set.\n"
    assert liquid_tags(text) is text
    inline = "1. What does `{% raw %}{{ x }}{% endraw %}` print?\n   `{{ x }}`.\n"
    assert liquid_tags(inline) is inline  # tags inside a line: left as they are


_CONVERTER_SHEET = """\
# Brakes quiz

1. The symbol "Gl" represents the reference electrode:
    1. True
    2. False

2. How does organic friction material differ from semi-metallic material?
    1. It is quieter
    2. It is more fade resistant
    3. It needs higher pedal pressure
    4. It is used on front disc brakes

3. Which unit measures pressure?
    1. Joule
    2. Watt
    3. Pascal

Answers:

1. b
2. a
3. c
"""


def test_numbered_options_keyed_by_letter_at_the_end_are_choices() -> None:
    r = result(_CONVERTER_SHEET)
    assert [(c.answer, dict(c.choices or {})) for c in r.deck.cards] == [
        ("B", {"A": "True", "B": "False"}),
        (
            "A",
            {
                "A": "It is quieter",
                "B": "It is more fade resistant",
                "C": "It needs higher pedal pressure",
                "D": "It is used on front disc brakes",
            },
        ),
        ("C", {"A": "Joule", "B": "Watt", "C": "Pascal"}),
    ]
    assert r.warnings == ()


_KEY_ON_AN_OPEN_ANSWER = """\
# Networking

1. Which protocol resolves names?
    A) ARP
    B) DNS
    C) NTP

2. What does TCP add over IP?
    Ordered, reliable delivery with flow control, over many steps:
    a handshake, sequence numbers and acknowledgements.

Answers:

1. B
2. C
"""


def test_a_key_letter_for_an_answered_open_question_is_reported() -> None:
    r = result(_KEY_ON_AN_OPEN_ANSWER)
    assert [c.answer[:8] for c in r.deck.cards] == ["B", "Ordered,"]
    assert any("question 2 the letter C" in w and "not used" in w for w in r.warnings), r.warnings
