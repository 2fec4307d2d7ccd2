"""Round Z279 (2026-12-03): an exam pasted from a chat marks options with emoji boxes (`⬜ hub`
/ `✅ router`, bare lines or bullets; or all `⬜` with the right one checked again under
`**Answer:**`). None became a choice card: the options were the answer, the key an emoji.

Made up in the shape of the real page (a CCNA final exam).
"""

from __future__ import annotations

from srs.importers.emojiboxes import emoji_boxes
from tests.importing import result

_EXAM = """\
# Practice Exam

### Question 1

**Which device joins two IP networks?**

⬜ hub
⬜ repeater
✅ router

### Question 2

**Which two OSI layers match TCP/IP's transport and internet layers? (Choose two.)**

✅ transport
✅ network

⬜ physical
⬜ session

### Question 3

Which port does SSH listen on by default?

* ⬜ 21
* ⬜ 22
* ⬜ 23

**Answer:**

* ✅ **22**
  **Explanation:** SSH uses TCP port 22; Telnet uses 23.
"""


def test_emoji_boxes_are_options_and_checks_their_key() -> None:
    r = result(_EXAM)
    first, second, third = r.deck.cards
    assert (first.answer, dict(first.choices or {})) == (
        "C",
        {"A": "hub", "B": "repeater", "C": "router"},
    )
    assert not second.choices and "transport" in second.answer and "network" in second.answer
    assert (third.answer, third.explanation) == ("B", "SSH uses TCP port 22; Telnet uses 23.")
    assert dict(third.choices or {}) == {"A": "21", "B": "22", "C": "23"}
    assert [w.split(": ", 1)[1] for w in r.warnings] == [
        "question 2 has 2 right options (A, B); made an open card"
    ]


def test_checks_and_crosses_without_a_box_are_an_answers_points() -> None:
    text = "## Do\n\n✅ Use indexes\n❌ Scan whole tables\n"
    assert emoji_boxes(text) is text
