"""Importer layouts met on fresh public documents (helper O2's sweep: web frameworks, mobile and
database interview pages and quizzes): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a numbered heading item answered only by code at the margin, then a back-to-top link ------

_CODE_ONLY_ANSWER = """\
# Framework questions

1. ### What is a router?

    It maps URLs to handlers.

    **[Back to Top](#contents)**

2. ### What is the event bus?

```
bus = EventBus()
bus.publish("ready")
```

 **[Back to Top](#contents)**

3. ### What is a view?

    The page a handler renders.

    **[Back to Top](#contents)**
"""


def test_code_alone_under_a_numbered_heading_item_is_its_answer() -> None:
    imported = result(_CODE_ONLY_ANSWER)
    cards = imported.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("What is a router?", "It maps URLs to handlers."),
        ("What is the event bus?", '```\nbus = EventBus()\nbus.publish("ready")\n```'),
        ("What is a view?", "The page a handler renders."),
    ]
    assert not imported.warnings
