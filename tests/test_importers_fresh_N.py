"""Importer layouts met on fresh public documents (round N, the lead's own sweep): each test
is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from srs.errors import DocumentError
from srs.importers import import_file
from tests.importing import result


def _pairs(text: str, source: str = "doc.md") -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text, source).deck.cards]


def _keys(text: str) -> list[tuple[dict[str, str], str]]:
    return [(dict(c.choices), c.answer) for c in result(text).deck.cards]


def test_a_bold_option_with_a_dash_after_its_letter_is_the_key() -> None:
    """`**C - text**<br>`: a quiz typed for a web page, each option ending in an HTML line
    break, the right one in bold, no key line anywhere."""
    text = """\
_Q1: What is Docker?_<br>
A - A container orchestrator<br>
B - A serverless service<br>
**C - A containerization platform**<br>
D - A virtual machine

_Q2: Which command runs a container?_<br>
**A - docker run**<br>
B - docker start<br>
C - docker exec<br>
D - docker deploy
"""
    cards = result(text).deck.cards
    assert [c.question for c in cards] == ["What is Docker?", "Which command runs a container?"]
    assert [c.answer for c in cards] == ["C", "A"]
    assert cards[0].choices["C"] == "A containerization platform"
    assert cards[1].choices["D"] == "docker deploy"


def test_an_html_break_ending_an_option_line_is_a_hard_break() -> None:
    """`- C: <br>99, 2, 3<br>` over an indented line: the option's two lines stay two."""
    text = """\
### 1. What does it print?

- A: <br>1, 2<br>
     1, 2
- B: <br>9, 2<br>
     0, 0

#### Answer: B
"""
    (card,) = result(text).deck.cards
    assert card.choices == {"A": "1, 2\n1, 2", "B": "9, 2\n0, 0"}
    assert card.answer == "B"


def test_questions_one_per_paragraph_with_no_answers_are_all_reported() -> None:
    """A list of questions to prepare, one per paragraph, under titles led by a pictograph
    and naming their range (`🌍 DNS (Q3–Q4)`, set right over the first question): every
    question is counted, none answers the one before it."""
    text = """\
## Networking

❓ 4 Networking Questions
🌐 HTTP (Q1–Q2)
What happens when you type a URL?

What is the difference between HTTP and HTTPS?

🌍 DNS (Q3–Q4)
What is DNS and how does it work?

What is a CNAME record?

💡 Visual Example
Client -> Server SYN
"""
    with pytest.raises(DocumentError, match="4 questions found, none with an answer"):
        result(text)


def test_three_question_paragraphs_in_a_row_are_unanswered_not_an_answer() -> None:
    text = """\
What is a process?

A program in execution.

What is a thread?

What is a fiber?

What is a coroutine?

A function that can suspend itself.
"""
    doc = result(text)
    assert [(c.question, c.answer) for c in doc.deck.cards] == [
        ("What is a process?", "A program in execution."),
        ("What is a coroutine?", "A function that can suspend itself."),
    ]
    reported = " ".join(s.reason for s in doc.skipped) + " ".join(doc.warnings)
    assert "What is a thread?" in reported or "question #2" in reported
    assert len(doc.skipped) == 2


def test_a_question_label_after_the_number_is_no_part_of_the_question() -> None:
    """`### 37. Question: What ...?` (once typed twice) and a number with no blank after it
    (`#### 3.What is ...?`, `### 49 .How ...?`)."""
    text = """\
### 1. Question: What is an optional?
*Answer:* A value or nil.

### 2. Question: Question: What is a closure?
*Answer:* A block that captures its context.

### 3.What is a computed property?
*Answer:* A property computed on read.

### 4 .How does ARC work?
*Answer:* By counting references.
"""
    assert [q for q, _ in _pairs(text)] == [
        "What is an optional?",
        "What is a closure?",
        "What is a computed property?",
        "How does ARC work?",
    ]


def test_a_question_set_wholly_as_a_link_keeps_its_words_and_the_address_apart() -> None:
    """`- 🟩 [What is X?](https://...)` over a folded answer, and a heading that is a link:
    the question is the link's words; the address goes to the explanation."""
    text = """\
## Data

- 🟩 [How is a dictionary different from an array?](https://example.com/q/dict-vs-array)
  <details>
    <summary>Answer</summary>

  A dictionary maps keys to values.
  </details>

- 🟧 [What is a UUID?](https://example.com/q/uuid)
  <details>
    <summary>Answer</summary>

  A universally unique identifier.
  </details>

<p align="right">(<a href="#top">back to top</a>)</p>
"""
    doc = result(text)
    cards = doc.deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("How is a dictionary different from an array?", "A dictionary maps keys to values."),
        ("What is a UUID?", "A universally unique identifier."),
    ]
    assert cards[1].explanation == "Source: https://example.com/q/uuid"
    assert doc.warnings == ()  # the back-to-top line is page furniture


def test_a_heading_that_is_a_link_is_a_question() -> None:
    text = """\
# Go

## [What is a slice?](https://example.com/slice)

A view into an array.

## [What is a channel?](https://example.com/chan)

A typed conduit between goroutines.
"""
    assert _pairs(text) == [
        ("What is a slice?", "A view into an array."),
        ("What is a channel?", "A typed conduit between goroutines."),
    ]


def test_options_listed_out_of_letter_order_keep_their_letters() -> None:
    """`- a. ADD`, `- **d. Both** ✅`, `- b. COPY`, `- c. MOVE`: the letters name the
    options, so option D is the one lettered d, wherever it was listed."""
    text = """\
### Question 1
**Which instruction copies files into an image?**
- a. ADD
- **d. Both COPY and ADD** ✅
- b. COPY
- c. MOVE

### Question 2
**Which command lists running containers?**
- **a. docker ps** ✅
- b. docker images
- c. docker show
- d. docker list
"""
    assert _keys(text) == [
        ({"A": "ADD", "B": "COPY", "C": "MOVE", "D": "Both COPY and ADD"}, "D"),
        (
            {"A": "docker ps", "B": "docker images", "C": "docker show", "D": "docker list"},
            "A",
        ),
    ]


def test_bullets_with_no_answer_after_answered_ones_are_unanswered_questions() -> None:
    """`- Difference between a crash and an exception.` after bullets answered on indented
    lines: a question not answered yet (reported as such), not text in no card; a bullet
    that does not ask is reported as text."""
    text = """\
- What is deadlock?
\tTwo processes wait for each other forever.

- What is thrashing?
\tPaging so much that no work gets done.

- Difference between a crash and an exception.

- Mfc: message maps.
"""
    doc = result(text, "notes.txt")
    assert [c.question for c in doc.deck.cards] == ["What is deadlock?", "What is thrashing?"]
    assert any("Difference between a crash" in s.reason for s in doc.skipped)
    assert any("Mfc: message maps" in w for w in doc.warnings)


def test_an_empty_heading_inside_an_answer_is_no_text() -> None:
    """`####` with nothing after it, a spacer between an answer's parts: not shown."""
    text = """\
### 1. What does swapcase do?
  It swaps the case of every letter.
  ####
  Example:
  ```python
  "Hi".swapcase()
  ```

### 2. What is a generator?
  A function that yields.
"""
    (first, _) = result(text).deck.cards
    assert "#" not in first.answer.replace('"Hi"', "")
    assert first.answer.startswith("It swaps the case of every letter.")
    assert "Example:" in first.answer and '"Hi".swapcase()' in first.answer


def test_unlettered_options_keyed_by_a_courses_correct_feedback() -> None:
    """Quiz answers copied from a course: bullets with no letters, the right ones in bold
    with the course's `That's correct!` nested under them (the feedback, not the bold,
    marks the key: a bold term in an answer's list is none)."""
    text = """\
# Module quiz

1. Which model lets clients receive updates but not send requests?

- Peer-to-peer model
- Request-response model
- **Publish-subscribe model**
  - That’s correct! Clients subscribe to events.

2. Which word completes: components form firewall ___?

- Blockages
- **Rules**
  - That’s correct! Components form rules.
- Access

3. What is an index for?

- **Speed**: lookups get faster
- Space: it costs storage
"""
    cards = result(text).deck.cards
    assert [(dict(c.choices), c.answer) for c in cards[:2]] == [
        (
            {
                "A": "Peer-to-peer model",
                "B": "Request-response model",
                "C": "Publish-subscribe model",
            },
            "C",
        ),
        ({"A": "Blockages", "B": "Rules", "C": "Access"}, "B"),
    ]
    assert "Clients subscribe to events." in cards[0].explanation
    assert not cards[2].choices  # bold with no feedback under it: an answer's points
    assert "**Speed**" in cards[2].answer


def test_a_numbered_item_holding_only_a_question_label_takes_the_question_below() -> None:
    """`1.  Question 1` with the question on the item's next line, then the options."""
    text = """\
# Module quiz

1.  Question 1
    Which model lets clients receive updates but not send requests?

- Peer-to-peer model
- **Publish-subscribe model**
  - That’s correct! Clients subscribe to events.

2. Question 2
   Which port does HTTPS use by default?

- 80
- **443**
  - That’s correct! HTTPS listens on 443.
"""
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which model lets clients receive updates but not send requests?", "B"),
        ("Which port does HTTPS use by default?", "B"),
    ]


def test_a_level_title_under_an_answer_starts_a_section() -> None:
    """`Advanced Questions` typed on the line right under an answer (no blank between): the
    title of the questions after it, no part of that answer."""
    text = """\
1. What is a coroutine?

A function that can suspend and resume.
Advanced Questions

2. What is a channel?

A pipe between coroutines.
"""
    assert _pairs(text) == [
        ("What is a coroutine?", "A function that can suspend and resume."),
        ("What is a channel?", "A pipe between coroutines."),
    ]


def test_a_long_told_line_under_a_bullet_question_is_its_answer() -> None:
    """`* What is Linux?` over `Discuss the basics of Linux as ...` (no bullet, no blank): the
    line tells what to say, the answer; a short listed prompt would be a follow-up."""
    text = """\
* What is Linux?
Discuss the basics of Linux as an open-source operating system, its kernel, and its advantages.
* How do you list running processes?
Mention commands such as ps aux or top to view active processes and their resource usage.
* How do you check disk usage?
Explain using df -h for file systems and du -sh for the size of specific directories.
"""
    assert [q for q, a in _pairs(text) if a] == [
        "What is Linux?",
        "How do you list running processes?",
        "How do you check disk usage?",
    ]


def test_answered_correctly_keys_and_the_takers_own_wrong_pick_goes() -> None:
    """A graded quiz's record: `**Answered Correctly: C. text**` under the options, or the
    taker's `**Your Answer: D. ...**` over `**Correct Answer: C. ...**`."""
    text = """\
#### 1. Which zone sits between an internal network and the internet?
- A. A trusted internal network
- B. A VPN zone
- C. A DMZ
**Answered Correctly: C. A DMZ**

---

#### 2. What does SaaS deliver?
- A. Full control over infrastructure
- B. Networking on demand
- C. Applications over the internet
- D. Custom runtimes
**Your Answer: D. Custom runtimes**
**Correct Answer: C. Applications over the internet**
"""
    cards = result(text).deck.cards
    assert [c.answer for c in cards] == ["C", "C"]
    assert all("Your Answer" not in c.question for c in cards)


def test_html_breaks_ending_prose_lines_keep_them_apart() -> None:
    """`**Answer**: text<br/>` over `**Seen in**: X <br/>`: the breaks end lines of prose,
    which stay paragraphs of their own (only an option's or a wholly emphasised line's break
    is read as Markdown's). (`**Company**: X`, the colon after the bold, is a question's
    field since the ninth session's round: dropped from the answer, as `**Company:** X` is.)"""
    text = """\
**Question**: What is NaN?<br/>
**Answer**: A value that is not a legal number.<br/>
**Seen in**: Avibird <br/>

<hr/>

**Question**: What is a closure?<br/>
**Answer**: A function with the scope it was made in.<br/>
**Seen in**: BD <br/>
"""
    (first, _) = result(text).deck.cards
    assert first.answer == "A value that is not a legal number.\n\n**Seen in**: Avibird"


def test_a_word_pages_wrapped_lines_are_one_line(tmp_path: Path) -> None:
    """Word's HTML wraps its text at any blank (`<b>11. Tell me about something you` /
    `are proud of.</b>`): in HTML that break is a blank, never a line of its own."""
    text = """\
<html><head><title>HR</title></head><body>
<p class=MsoNormal><b>1. Tell me about something you
are proud of.</b></p>
<ul><li>I built a deployment pipeline that cut
release time by a third.</li></ul>
<p class=MsoNormal><b>2. Why do you want to work here?</b></p>
<ul><li>The team ships often.</li></ul>
<pre>keep
these lines</pre>
</body></html>
"""
    page = tmp_path / "hr.html"
    page.write_text(text, encoding="utf-8")
    cards = import_file(page).deck.cards
    assert cards[0].question == "Tell me about something you are proud of."
    assert "I built a deployment pipeline that cut release time by a third." in cards[0].answer


def test_a_quoted_question_over_a_bullet_list_is_answered_by_it() -> None:
    """Notes that quote each question and answer it in points right under it (`> What is a
    stack?` / `- A list you push to ...`, no blank line between)."""
    text = """\
# Data structures

> what is a data structure? what is the advantage ?
- A way of organising and storing data
- Used to make programs faster

> ADT [Abstract Data type]
- Data combined with the operations on it

> What is a stack?
- A list you push to and pop from at one end

> What is a queue?
"""
    doc = result(text, "notes.txt")
    assert [(c.question, c.answer.split("\n")[0]) for c in doc.deck.cards] == [
        (
            "what is a data structure? what is the advantage ?",
            "- A way of organising and storing data",
        ),
        ("ADT [Abstract Data type]", "- Data combined with the operations on it"),
        ("What is a stack?", "- A list you push to and pop from at one end"),
    ]
    assert len(doc.skipped) == 1


def test_tags_named_in_prose_stay_words() -> None:
    """`What is the difference between <div> and <span>?`, `headings <h1> to <h6>`: bare
    tags the text never closes are words about HTML (shown as code), not markup that would
    vanish or open a heading; real markup still converts."""
    text = """\
### 1. What is the difference between <div> and <span>?

`<div>` is a block; <b>span</b> is inline.

### 2. How many heading levels are there?

Six, from <h1> to <h6>. Use them in order.
"""
    cards = result(text).deck.cards
    assert cards[0].question == "What is the difference between `<div>` and `<span>`?"
    assert cards[0].answer == "`<div>` is a block; **span** is inline."
    assert cards[1].answer == "Six, from `<h1>` to `<h6>`. Use them in order."
