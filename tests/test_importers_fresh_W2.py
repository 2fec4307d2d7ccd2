"""Importer layouts met on fresh public documents (helper W2's sweep: placement and company
interview notes, viva questions, course quizzes with task-list keys, Spring Boot and DBMS
question lists): each test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a course quiz: numbered questions over task-list options, grouped under topic headings ----

_TICKED_QUIZ = """\
# Networking Basics

## Week 1

### Addressing

1. Which of these is a private address range? Select all that apply.
- [x] **10.0.0.0/8**
- [ ] 8.8.8.0/24
- [x] **192.168.0.0/16**

2. How many bits does an IPv4 address have?
- [ ] 16
- [x] **32**
- [ ] 64

### Transport

1. In TCP, which segment opens the handshake.
- [x] **SYN**
- [ ] FIN

2. Which protocol resends lost data?
- [x] **TCP**
- [ ] UDP

### Naming

1. Which record maps a name to an IPv6 address?
- [ ] A
- [x] **AAAA**
- [ ] MX
"""


def test_numbered_questions_over_ticked_boxes_under_topic_headings_are_the_cards() -> None:
    """CommonMark ends each one-item numbered list at the task list under it; the boxes are
    that question's options and key, not a topic heading's answer."""
    cards = result(_TICKED_QUIZ).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "Which of these is a private address range? Select all that apply.",
        "How many bits does an IPv4 address have?",
        "In TCP, which segment opens the handshake.",
        "Which protocol resends lost data?",
        "Which record maps a name to an IPv6 address?",
    ]
    assert [c.answer for c in cards[1:]] == ["B", "A", "A", "B"]
    assert cards[0].answer == "- 10.0.0.0/8\n- 192.168.0.0/16"  # options are shown plain


# -- `- **Response**:` under each numbered question: an interview list's word for the answer -----

_RESPONSE_LIST = """\
## Docker interview questions

1. **What is a container?**
   - **Response**: A process isolated by namespaces and cgroups.
   - **Example**: `docker run nginx` starts one.

2. **What is an image?**
   - **Response**: A read-only template of layers.

3. **What does `docker ps` show?**
   - **Response**: The running containers.
"""


def test_a_bold_response_label_is_the_answer_label() -> None:
    """`**Response**:` in bold labels the answer as `**Answer**:` does; it is no text of it."""
    cards = result(_RESPONSE_LIST).deck.cards
    assert [c.answer for c in cards] == [
        "A process isolated by namespaces and cgroups.\n**Example**: `docker run nginx` starts one.",
        "A read-only template of layers.",
        "The running containers.",
    ]


def test_a_plain_response_line_inside_an_answer_stays_text() -> None:
    """An API's `Response:` line is part of the answer, not a label."""
    text = (
        "1. **What does GET /users return?**\n"
        "   - **Answer:** The list of users.\n\n"
        "2. **What does GET /health return?**\n"
        "   - **Answer:** A status.\n"
        "     Response: 200 OK\n"
    )
    cards = result(text).deck.cards
    assert cards[1].answer == "A status.\nResponse: 200 OK"


# -- an answer set out as labelled bullets: answer, explanation, example ------------------------

_LABELLED_BULLETS = """\
Sure! Here are the answers with explanations:

1. **Which layer routes packets between networks?**
   - **Answer:** The network layer.
   - **Explanation:** It chooses paths by logical address.
   - **Example:** A router forwards by IP address.

2. **Choose the odd one out.**
   - **Options:** a: HTTP b: FTP c: Ethernet
   - **Answer:** c: Ethernet.
   - **Explanation:** The others are application protocols.

3. **Which port does HTTPS use?**
   - **Answer:** 443.
   - **Example:** `curl https://host:443/`
     ```sh
     curl -v https://example.org
     ```

4. **What does DNS resolve?**
   - **Answer:** Names to addresses.
   - a point of its own, not a labelled part

I hope these help in your interview!
"""


def test_labelled_bullets_under_a_question_are_its_answer_parts_not_a_list() -> None:
    """The answer and explanation labels come off their bullets; the parts after them lose
    their bullets too (no dangling `- **Example:**`), and the lines under a part move left
    with it. A bullet that is no labelled part keeps the list as it is."""
    cards = result(_LABELLED_BULLETS).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        (
            "The network layer.",
            "It chooses paths by logical address.\n**Example:** A router forwards by IP address.",
        ),
        ("c: Ethernet.", "The others are application protocols."),
        (
            "443.\n**Example:** `curl https://host:443/`\n```sh\ncurl -v https://example.org\n```",
            "",
        ),
        ("Names to addresses.\n- a point of its own, not a labelled part", ""),
    ]
    assert cards[1].question == "Choose the odd one out.\n**Options:** a: HTTP b: FTP c: Ethernet"


# -- a topic heading worded as a question, over one numbered question with task boxes ----------

_ASKING_TOPIC = """\
# Week 2

### Addressing

1. Which of these is a private address range?
- [x] **10.0.0.0/8**
- [ ] 8.8.8.0/24

2. How many bits does an IPv4 address have?
- [ ] 16
- [x] **32**

### What happens in the background?

1. Which tool shows the packets on a wire?
- [ ] ping
- [x] **Wireshark**

### Transport

1. Which protocol resends lost data?
- [x] **TCP**
- [ ] UDP
"""


def test_a_topic_heading_that_asks_over_a_numbered_question_with_boxes_is_its_section() -> None:
    """The heading names the topic; the numbered question under it with its own boxes is the
    card, not text of the heading's answer."""
    cards = result(_ASKING_TOPIC).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("Which of these is a private address range?", "A"),
        ("How many bits does an IPv4 address have?", "B"),
        ("Which tool shows the packets on a wire?", "B"),
        ("Which protocol resends lost data?", "A"),
    ]


# -- a docs site's note inside an answer written in the open ------------------------------------

_NOTED_ANSWERS = """\
# Networking interview questions

## Question 1: What does a switch do?

It forwards frames inside one network by MAC address.

!!! note "Layer"
    It works at the data link layer.

---

## Question 2: What does a router do?

It forwards packets between networks.

1. **Lookup:**

    It reads the destination address.

    !!! note
        The longest matching prefix wins.

---

## Question 3: What is a hop?

One step from one router to the next.
"""


def test_a_note_in_an_open_answer_keeps_its_title_and_its_body_moves_left() -> None:
    """`!!! note "Layer"` shows as a titled box: its title stays, in bold (its kind when it
    has none), and its body is no longer indented as code under it."""
    cards = result(_NOTED_ANSWERS).deck.cards
    assert [c.answer for c in cards] == [
        "It forwards frames inside one network by MAC address.\n\n**Layer**\n"
        "It works at the data link layer.",
        "It forwards packets between networks.\n\n1. **Lookup:**\n\n"
        "    It reads the destination address.\n\n    **Note**\n"
        "    The longest matching prefix wins.",
        "One step from one router to the next.",
    ]


# -- a numbered item that sets out code, then asks below it, over ticked boxes -------------------

_SET_OUT_THEN_ASKED = """\
### Shell

1. You have this directory tree:

```
/
|-- home
|   |-- ana
```

If you are in /home/ana, which commands take you to /home? Check all that apply.

- [x] **cd ..**
- [ ] cd ana
- [x] **cd /home**

2. Which command prints the working directory?
- [x] **pwd**
- [ ] cd

3. Which command lists hidden files too?
- [ ] ls
- [x] **ls -a**
"""


def test_an_item_setting_out_code_then_asking_over_boxes_is_one_question() -> None:
    """The item, its code and the line that asks are the question; the boxes its options."""
    cards = result(_SET_OUT_THEN_ASKED).deck.cards
    assert len(cards) == 3
    assert cards[0].question.startswith("You have this directory tree:\n\n```\n/\n")
    assert "which commands take you to /home? Check all that apply." in cards[0].question
    assert cards[0].answer == "- cd ..\n- cd /home"  # options are shown plain
    assert [c.answer for c in cards[1:]] == ["A", "B"]


_CODE_THEN_PARTS = """\
1. **Which layer routes packets between networks?**
   - **Answer:** The network layer.
   - **Explanation:** It chooses paths by logical address.

2. **Write a class that wraps a file:**
    ```java
    public class FileBox {
        private File file;
    }
    ```
    - **Explanation:** It keeps the file in one field.
    - **Example:** Backup tools wrap files this way.
"""


def test_labelled_bullets_after_an_answer_in_code_lose_their_bullets_too() -> None:
    """The answer is the code; the labelled parts after it are its notes, not a list."""
    cards = result(_CODE_THEN_PARTS).deck.cards
    assert "- **" not in cards[1].answer + cards[1].explanation
    assert (
        "**Example:** Backup tools wrap files this way." in cards[1].answer + cards[1].explanation
    )


def test_a_bold_response_inside_an_answer_stays_text() -> None:
    """`**Response**:` opens an answer only where it opens it: under `**Request**:` in the
    answer's body it is the API's response, part of that answer."""
    text = (
        "## 1. What does GET /users do?\n\nIt lists users.\n\n"
        "**Request**: GET /users\n**Response**: 200 OK\n\n"
        "## 2. What does DELETE /users/1 do?\n\nIt removes user 1.\n\n"
        "**Request**: DELETE /users/1\n**Response**: 204 No Content\n\n"
        "## 3. What is idempotency?\n\nRepeating a call changes nothing more.\n"
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        (
            "What does GET /users do?",
            "It lists users.\n\n**Request**: GET /users\n**Response**: 200 OK",
        ),
        (
            "What does DELETE /users/1 do?",
            "It removes user 1.\n\n**Request**: DELETE /users/1\n**Response**: 204 No Content",
        ),
        ("What is idempotency?", "Repeating a call changes nothing more."),
    ]
