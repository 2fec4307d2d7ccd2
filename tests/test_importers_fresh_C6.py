"""Layouts met in the 2026-11-29 (fifth) session's measurement rounds: each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text
from srs.importers.asking import ends_asking


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def pairs(text: str) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in result(text).deck.cards]


def test_a_numbered_question_its_code_then_a_quoted_answer() -> None:
    """`5. What does this print?`, its code fenced at the margin, then `> 5`: the code is the
    question's and the quote its answer (it was reported unanswered, the quote lost)."""
    got = result(
        "1. Which call reads a whole line?\n\n> `readLine()`\n\n"
        "2. What does this print?\n\n```java\nint a = 7;\nprint(a / 2);\n```\n\n> 3\n\n"
        "3. What type holds yes or no?\n\n> boolean\n\n"
        "4. Fix the following line so that it compiles.\n\n```java\nint n = 2.5;\n```\n\n"
        "> `int n = (int) 2.5;`\n\n"
        "5. Which name is legal?\n\n> `nameOne`\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which call reads a whole line?", "`readLine()`"),
        ("What does this print?\n\n```java\nint a = 7;\nprint(a / 2);\n```", "3"),
        ("What type holds yes or no?", "boolean"),
        (
            "Fix the following line so that it compiles.\n\n```java\nint n = 2.5;\n```",
            "`int n = (int) 2.5;`",
        ),
        ("Which name is legal?", "`nameOne`"),
    ]
    assert got.warnings == ()


def test_a_question_set_out_after_its_code_may_end_with_a_blank_to_fill() -> None:
    """`Consider this declaration:`, the code, then `Is a cast needed? `____``: the line after
    the code asks though a blank, not a question mark, ends it."""
    got = pairs(
        "1. What is `7 % 2`?\n\n> 1\n\n"
        "2. Consider this declaration:\n\n```java\ndouble d = 4;\n```\n\n"
        "Is a cast needed here? `____`. If so, which? `____`\n\n> no\n\n"
        "3. What is `5 % 3`?\n\n> 2\n"
    )
    assert got == [
        ("What is `7 % 2`?", "1"),
        (
            "Consider this declaration:\n\n```java\ndouble d = 4;\n```\n\n"
            "Is a cast needed here? `____`. If so, which? `____`",
            "no",
        ),
        ("What is `5 % 3`?", "2"),
    ]


def test_an_english_blank_ends_a_line_that_asks() -> None:
    assert ends_asking("The default HTTP port is ____.")
    assert ends_asking("Which cast is needed? `______`")
    assert not ends_asking("Call __init__ first")
    assert not ends_asking("___")


def test_plain_notes_mix_questions_asked_with_those_told_with_a_full_stop() -> None:
    """Plain notes, a prompt over its answer in each paragraph: `What is X?`, but as often
    `Difference between X and Y.` or `Write a query to ...` (as many told as asked). Each
    is a card; the told ones were merged into the answers above them."""
    got = pairs(
        "What is a cache?\nFast storage near the CPU.\n\n"
        "Difference between L1, L2 and L3.\nL1: smallest, fastest.\nL3: largest, shared.\n\n"
        "What is a miss?\nA lookup the cache cannot serve.\n\n"
        "Difference between write-back and write-through.\n"
        "Write-back defers the write; write-through does it at once.\n\n"
        "Write a loop to warm the cache.\nfor k in keys: get(k)\n\n"
        "What is eviction?\nRemoving an entry to make room.\n"
    )
    assert got == [
        ("What is a cache?", "Fast storage near the CPU."),
        ("Difference between L1, L2 and L3.", "L1: smallest, fastest.\n\nL3: largest, shared."),
        ("What is a miss?", "A lookup the cache cannot serve."),
        (
            "Difference between write-back and write-through.",
            "Write-back defers the write; write-through does it at once.",
        ),
        ("Write a loop to warm the cache.", "for k in keys: get(k)"),
        ("What is eviction?", "Removing an entry to make room."),
    ]


def test_a_told_prompt_alone_over_its_answer_paragraph() -> None:
    """`Difference between TCP and UDP.` on a line of its own, its answer the paragraph
    below it, among questions that ask with `?` over theirs."""
    got = pairs(
        "What is TCP?\nA reliable stream protocol.\n\n"
        "Difference between TCP and UDP.\n\nUDP sends datagrams with no delivery promise.\n\n"
        "What is a port?\nA number naming a service on a host.\n"
    )
    assert got == [
        ("What is TCP?", "A reliable stream protocol."),
        ("Difference between TCP and UDP.", "UDP sends datagrams with no delivery promise."),
        ("What is a port?", "A number naming a service on a host."),
    ]


def test_told_lines_outnumbering_the_questions_stay_answers() -> None:
    """Answers that tell (`Explain the plan first.` over more advice) under fewer `?`
    questions are the answers' own lines, not questions."""
    got = pairs(
        "How do you start a design interview?\nAsk about the scale.\n\n"
        "Explain the plan first.\nThen draw the boxes.\n\n"
        "Describe the data model.\nTables, keys, indexes.\n\n"
        "Explain the trade-offs.\nLatency against cost.\n\n"
        "How do you close it?\nSum up the risks.\n"
    )
    assert [q for q, _ in got] == [
        "How do you start a design interview?",
        "How do you close it?",
    ]
    assert "Describe the data model." in got[0][1]


def test_a_line_of_only_a_break_is_a_spacer_not_the_start_of_an_html_block() -> None:
    """`<br>` alone on a line between answers, the next numbered question right under it:
    the break opened an HTML block that took the question in, read as more of the answer
    above (9 of 102 questions of a Python sheet)."""
    got = pairs(
        "# Python\n\n"
        "1. What is a list?<br>\nAns: An ordered sequence.\n\n<br>\n"
        "2. What is a dict?<br>\nAns: A mapping.\n\n<br/>\n"
        "3. What is a set?<br>\nAns: Unique items.\n"
    )
    assert got == [
        ("What is a list?", "An ordered sequence."),
        ("What is a dict?", "A mapping."),
        ("What is a set?", "Unique items."),
    ]


SAMPLE = (
    "### Question 1.1: Transfers\n\n"
    "**Sample Answer:**\n"
    "```\n"
    "1. Lock ordering:\n"
    "   ```python\n"
    "   with a.lock:\n"
    "       move(a, b)\n"
    "   ```\n"
    "2. Checks:\n"
    "   - funds first\n"
    "```\n\n"
)


def test_a_block_fenced_inside_a_fenced_answer_stays_inside_it() -> None:
    """A sample answer fenced at the margin holds a block fenced three columns in: as
    CommonMark pairs them, the inner close ends the answer and the outer close opens a block
    that swallows every later question (7 of 13 merged into one card, in silence)."""
    text = (
        "# Design\n\n"
        + SAMPLE
        + "### Question 2.1: Limits\n\n**Sample Answer:**\n```\nToken bucket.\n```\n\n"
        + "### Question 3.1: Chat\n\n**Sample Answer:**\n```\nWebSockets.\n```\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "Transfers",
        "Limits",
        "Chat",
    ]
    first = got.deck.cards[0].answer
    assert "   ```python\n   with a.lock:" in first and first.rstrip().endswith(
        "- funds first\n````"
    )
    assert got.deck.cards[1].answer == "```\nToken bucket.\n```"


def test_an_inner_block_at_the_margin_closed_twice_over() -> None:
    """The answer's last inner block sits at the margin (`Example:` over ```` ``` ````), then
    its close and the answer's close on two lines in a row."""
    text = (
        "# Design\n\n"
        "### Question 1.1: Pipes\n\n**Sample Answer:**\n```\n1. Lazy:\n   ```\n   it = map(f, xs)\n"
        "   ```\nExample:\n```\nrun(it)\n```\n```\n\n"
        "### Question 2.1: Limits\n\n**Sample Answer:**\n```\nToken bucket.\n```\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == ["Pipes", "Limits"]
    assert "Example:\n```\nrun(it)\n```\n````" in got.deck.cards[0].answer
    assert got.warnings == ()


def test_fences_that_pair_as_written_are_left_alone() -> None:
    """An indented block inside a list item, with no block around it, keeps its fences."""
    from srs.importers.strayfences import nested_fences

    text = "1. Step:\n   ```\n   code\n   ```\n2. Next:\n\n```\nmore\n```\n"
    assert nested_fences(text) == text


def test_an_answer_indented_under_an_item_is_no_title_over_the_questions_after_it() -> None:
    """` 22) Which plot?` (a space before its number) over a tab-indented `Bootstrap`, then
    questions left unanswered: the indented word answers it. Read as a section's title over
    those questions, it was lost in silence."""
    got = result(
        "# Notes\n\n20) Which lib holds arrays?\n\n\tNumpy\n\n21) Which lib draws?\n\n\tSeaborn\n\n"
        " 22) Which plot resamples?\n\n\tBootstrap\n\n23) What features?\n\n24) What model?\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("Which lib holds arrays?", "Numpy"),
        ("Which lib draws?", "Seaborn"),
        ("Which plot resamples?", "Bootstrap"),
    ]
    assert [s.line for s in got.skipped] == [15, 17]


def test_an_example_answer_label_is_an_answer_label() -> None:
    """`_Example Answer:_` over a quoted answer, as `_Sample Answer:_` is: not the answer's
    first line."""
    got = pairs(
        "# Interview\n\n**1. Walk us through a reconciliation.**\n\n_Example Answer:_\n\n"
        "> I compare the ledger to the bank statement.\n\n---\n\n"
        "**2. Which tools do you use?**\n\n_Example Answer:_\n\n> Spreadsheets and an ERP.\n"
    )
    assert got == [
        ("Walk us through a reconciliation.", "I compare the ledger to the bank statement."),
        ("Which tools do you use?", "Spreadsheets and an ERP."),
    ]


def test_a_chat_assistants_assent_between_answers_is_no_part_of_them() -> None:
    """`Certainly! Here are more ... questions ...` between rules, where a page pasted from a
    chat's replies joins them: the assistant's words, not the end of the answer above."""
    got = pairs(
        "### **1. What is an index?**\n\n**Answer:** A structure that speeds up lookups.\n\n---\n\n"
        "Certainly! Here are **more database questions** to help you prepare.\n\n---\n\n"
        "### **2. What is a shard?**\n\n**Answer:** A horizontal slice of the data.\n"
    )
    assert got == [
        ("What is an index?", "A structure that speeds up lookups."),
        ("What is a shard?", "A horizontal slice of the data."),
    ]


def test_an_html_table_in_an_indented_fold_stays_in_its_answer() -> None:
    """A `<table>` indented inside a list item's `<details>` answer: written as a pipe table
    at the margin, it ended the item, its header row lost in silence and the rest of the
    answer dropped."""
    got = pairs(
        "- [What is X?](https://example.com/x)\n"
        "\t<details><summary>Answer</summary>\n\n\t\tX is a thing.\n\n"
        "\t\t<table>\n\t\t\t<tr><th>Kind</th><th>Size</th></tr>\n"
        "\t\t\t<tr><td>small</td><td>1</td></tr>\n\t\t</table>\n\n"
        "\t\tMore after it.\n\t</details>\n\n"
        "- [What is Y?](https://example.com/y)\n"
        "\t<details><summary>Answer</summary>\n\n\t\tY is another.\n\t</details>\n"
    )
    assert got == [
        (
            "What is X?",
            "X is a thing.\n\n| Kind | Size |\n| --- | --- |\n| small | 1 |\n\nMore after it.",
        ),
        ("What is Y?", "Y is another."),
    ]


def test_a_cloze_that_opens_with_its_blank_keeps_it() -> None:
    """`<summary>_____ stores cluster state.</summary>`: the blank the card asks to fill was
    read as bold marks around its third underscore and cut to `_`."""
    got = pairs(
        "<details>\n<summary>_____ stores cluster state.</summary>\netcd\n</details>\n\n"
        "<details>\n<summary>The _____ runs pods.</summary>\nkubelet\n</details>\n\n"
        "<details>\n<summary>Pods are scheduled by the _____</summary>\nscheduler\n</details>\n"
    )
    assert got == [
        ("_____ stores cluster state.", "etcd"),
        ("The _____ runs pods.", "kubelet"),
        ("Pods are scheduled by the _____", "scheduler"),
    ]


def test_a_spaced_q_label_over_a_question_tagged_with_a_word() -> None:
    """`# Q1 What is a CPU? Short` (the answer's length in marks after it): the label `Q1`
    goes as it does from `# Q2 What is ROM?`."""
    got = pairs(
        "> Short = 4 marks.\n\n# Q1 What is a CPU? Short\n\nAns: The processor.\n\n"
        "# Q2 What is ROM?\n\nAns: Read-only memory.\n\n"
        "# Q3 What is a cache? Long\n\nAns: Small fast memory.\n"
    )
    assert got == [
        ("What is a CPU? Short", "The processor."),
        ("What is ROM?", "Read-only memory."),
        ("What is a cache? Long", "Small fast memory."),
    ]


def test_a_course_pages_ready_for_the_next_chapter_heading_is_end_matter() -> None:
    """`## ⏭️ Ready for Chapter 02?` over a link to it, after the questions: the course's
    navigation, not a question."""
    got = result(
        "# Test\n\n### Question 1\nWhat is a table?\n\n**Answer:** Rows and columns.\n\n"
        "### Question 2\nWhat is a key?\n\n**Answer:** A column that identifies a row.\n\n---\n\n"
        "## ⏭️ Ready for Chapter 02?\n\nMove on to: **[Chapter 02](../02/)** - build tables!\n"
    )
    assert [c.question for c in got.deck.cards] == ["What is a table?", "What is a key?"]
    assert any("end matter" in w and "Ready for Chapter 02?" in w for w in got.warnings)


def test_a_question_typed_without_its_bullet_among_bulleted_ones() -> None:
    """`* question?` over `    * answer` notes, one question typed at the margin with no
    bullet: CommonMark reads it as a lazy line of the answer above, and it was lost there."""
    got = pairs(
        "# Notes\n\n* Which tool edits the registry?\n    * regedit\n"
        "Which port does SSH use?\n    * 22\n"
        "* Which port does HTTP use?\n    * 80\n"
    )
    assert got == [
        ("Which tool edits the registry?", "regedit"),
        ("Which port does SSH use?", "22"),
        ("Which port does HTTP use?", "80"),
    ]


def test_a_lazy_line_that_tells_stays_in_its_answer() -> None:
    """A line at the margin under a nested answer bullet that does not ask is more of it."""
    got = pairs(
        "* Which tool edits the registry?\n    * regedit\nrun as admin\n* What is DNS?\n    * names\n"
    )
    assert [q for q, _ in got] == ["Which tool edits the registry?", "What is DNS?"]
    assert "run as admin" in got[0][1]


def test_q_numbered_headings_among_labelled_ones_lose_their_label() -> None:
    """`# Q3 Types of disks` (a topic, no `?`) among `# Q1 What is a CPU?` headings: the page
    labels every question so, and the `Q3` is no part of the question."""
    got = pairs(
        "# Q1 What is a CPU?\n\nAns: The processor.\n\n# Q2 What is ROM?\n\nAns: Read-only memory.\n\n"
        "# Q3 Types of disks\n\nAns: HDD and SSD.\n\n# Q4 What is RAM?\n\nAns: Working memory.\n\n"
        "# Q5 Explain caching\n\nAns: Keeping copies close.\n"
    )
    assert [q for q, _ in got] == [
        "What is a CPU?",
        "What is ROM?",
        "Types of disks",
        "What is RAM?",
        "Explain caching",
    ]


def test_quarter_headings_stay_as_written() -> None:
    """`## Q3 Roadmap` on a page with no Q-labelled questions is a quarter, not a label."""
    from srs.importers.spacedlabels import spaced_q_labels

    text = "## Q1 Roadmap\n\nShip it.\n\n## Q2 Results\n\nGood.\n\n## Q3 Plans\n\nMore.\n"
    assert spaced_q_labels(text) == text


def test_unlettered_options_keyed_in_bold_under_an_italic_stem() -> None:
    """`*When data flows both ways, it is ____.*` (the stem in italics) over `* simplex` ...
    `* **duplex**`: the italic line is the question, not a bullet, and the bold option keys
    it (16 questions were open cards, their options the answer)."""
    got = result(
        "# Quiz\n\n<br>\n\n## Question 1\n\n*When data flows both ways, it is ____ communication.*\n\n"
        "* ethernet\n* simplex\n* **duplex**\n\n<br>\n\n## Question 2\n\n*What does MAC stand for?*\n\n"
        "* **media access control**\n* message check\n* memory controller\n"
    )
    assert [(c.question, dict(c.choices), c.answer) for c in got.deck.cards] == [
        (
            "When data flows both ways, it is ____ communication.",
            {"A": "ethernet", "B": "simplex", "C": "duplex"},
            "C",
        ),
        (
            "What does MAC stand for?",
            {"A": "media access control", "B": "message check", "C": "memory controller"},
            "A",
        ),
    ]


def test_a_summarys_number_set_as_code_is_no_part_of_the_question() -> None:
    """`<summary><code>#7</code> What is a queue?</summary>`: a blog's number badge."""
    got = pairs(
        "<details>\n<summary><code>#1</code> What is a queue?</summary>\n\nA FIFO list.\n</details>\n\n"
        "<details>\n<summary><code>#2</code> What is a stack?</summary>\n\nA LIFO list.\n</details>\n"
    )
    assert got == [("What is a queue?", "A FIFO list."), ("What is a stack?", "A LIFO list.")]


def test_a_japanese_sample_answer_label() -> None:
    """`- **回答例**：` ("sample answer") over the answer, as `**Sample answer**:` is read."""
    got = pairs(
        "# 面接\n\n### 1. キューとは何ですか？\n\n- **回答例**：\n  「FIFOのリストです。」\n\n"
        "### 2. スタックとは何ですか？\n\n- **回答例**：\n  「LIFOのリストです。」\n"
    )
    assert got == [
        ("キューとは何ですか？", "「FIFOのリストです。」"),
        ("スタックとは何ですか？", "「LIFOのリストです。」"),
    ]


def test_bold_points_under_bold_titles_stay_an_answers_points() -> None:
    """`**HTTP:**` over `- **Port 80**` / `- Unencrypted`, twice in an answer: titles over
    points with one in bold, not options keyed in bold."""
    got = result(
        "### 1. How do HTTP and HTTPS differ?\n\n**Answer:**\n\n"
        "**HTTP:**\n- **Port 80**\n- Unencrypted\n\n**HTTPS:**\n- **Port 443**\n- Encrypted\n\n"
        "### 2. What is DNS?\n\n**Answer:** Names to addresses.\n"
    )
    first = got.deck.cards[0]
    assert not first.choices
    assert first.answer == (
        "**HTTP:**\n- **Port 80**\n- Unencrypted\n\n**HTTPS:**\n- **Port 443**\n- Encrypted"
    )


def test_a_slice_in_code_marks_no_card_note() -> None:
    """`return s[::-1]` in a fenced answer: no `Question::Answer` card note. Read as one, the
    page went to the card-notes reader, which kept only its bold lines ending in `?` and
    dropped the rest in silence."""
    from srs.importers.cardnotes import looks_like_card_notes

    text = (
        "### Python\n\n**How would you reverse a string?**\n```python\ndef rev(s):\n"
        "    return s[::-1]\n```\n\n**Difference between a list and a tuple.**\n"
        "- A list is mutable\n- A tuple is not\n\n**What is the GIL?**\n- A lock around the interpreter\n"
    )
    assert not looks_like_card_notes(text)
    got = result(text)
    assert got.layout == "markdown"
    assert [c.question for c in got.deck.cards] == [
        "How would you reverse a string?",
        "Difference between a list and a tuple.",
        "What is the GIL?",
    ]


def test_questions_numbered_with_keycaps() -> None:
    """`1️⃣ **Explain X.**` ... `🔟`, `1️⃣1️⃣` (11): keycap pictures number the questions, as
    `:one:` shortcodes do; a numbered point (`1️⃣ **Think scale** → ...`) is no question, and
    a statement numbered between two questions (`Your job fails. Walk me through it.`) is."""
    got = pairs(
        "# Prep\n\n### Mindset:\n\n1️⃣ **Think scale** → partitions and shuffles.\n\n"
        "2️⃣ **Zoom out** → how would you design it end to end?\n\n### Questions:\n\n"
        "1️⃣ **Explain how Delta Lake adds ACID.**\n- A transaction log\n\n"
        "2️⃣ **Your job fails on skewed joins. Walk me through your fixes.**\n- Salting\n\n"
        "3️⃣ **How do you debug a slow stage?**\n- The Spark UI\n"
    )
    assert got == [
        ("Explain how Delta Lake adds ACID.", "- A transaction log"),
        ("Your job fails on skewed joins. Walk me through your fixes.", "- Salting"),
        ("How do you debug a slow stage?", "- The Spark UI"),
    ]


def test_keycap_lines_under_keycap_question_headings_are_their_siblings() -> None:
    """`## 1️⃣8️⃣ What ...?` headings, then `1️⃣9️⃣ What ...?` typed without its `##`: a
    question beside them, not a heading inside the answer above."""
    got = pairs(
        "# Files\n\n## 1️⃣ What is an inode?\n\nFile metadata.\n\n"
        "## 2️⃣ What is a hard link?\n\nA second name.\n\n"
        "3️⃣ What is file locking?\n\nKeeping writers apart.\n\n"
        "4️⃣ What is mmap()?\n\nA file mapped into memory.\n"
    )
    assert got == [
        ("What is an inode?", "File metadata."),
        ("What is a hard link?", "A second name."),
        ("What is file locking?", "Keeping writers apart."),
        ("What is mmap()?", "A file mapped into memory."),
    ]


def test_an_arrow_to_the_key_word_in_spanish() -> None:
    """`- [x] Un elemento raíz ← **CORRECTA**`: the arrow and the word are the key's mark in
    any of the quiz languages, pointing back as well as forward."""
    got = result(
        "## Pregunta 1\n¿Qué exige un XML bien formado?\n\n- [ ] Un DTD\n"
        "- [x] Un elemento raíz único ← **CORRECTA**\n- [ ] Un esquema\n\n"
        "## Pregunta 2\n¿Qué es PCDATA?\n\n- [x] Parsed Character Data ← **CORRECTA**\n"
        "- [ ] Un atributo\n"
    )
    assert [(dict(c.choices), c.answer) for c in got.deck.cards] == [
        ({"A": "Un DTD", "B": "Un elemento raíz único", "C": "Un esquema"}, "B"),
        ({"A": "Parsed Character Data", "B": "Un atributo"}, "A"),
    ]


def test_an_italic_key_line_loses_its_closing_star() -> None:
    """`*Answer: B (why)*`: the explanation is `(why)`, not `(why)*`."""
    got = result(
        "1. **What is 2 + 2?**\n   A) 3\n   B) 4\n   *Answer: B (two and two)*\n\n"
        "2. **What is 3 + 3?**\n   A) 6\n   B) 5\n   *Answer: A*\n"
    )
    assert [(c.answer, c.explanation) for c in got.deck.cards] == [
        ("B", "(two and two)"),
        ("A", ""),
    ]


def test_a_converted_test_bank_with_escaped_numbers_and_a_key_in_tags() -> None:
    """A word processor's test bank as a converter writes it: `1\\)` and `A\\)` escaped so
    that Markdown reads no list, and the key framed in `<sub>` tags."""
    got = result(
        "# Chapter 4\n\n---\n1\\) A rise in price of 10 percent gives a\n\nA\\) 2 percent fall.\n\n"
        "B\\) 20 percent fall.\n\n---\nAnswer: <sub><sub>B<sub><sub>\n\n---\n"
        "2\\) Elasticity is measured in\n\nA\\) units of price.\n\nB\\) no units.\n\n---\n"
        "Answer: <sub><sub>B<sub><sub>\n"
    )
    assert [(c.question, dict(c.choices), c.answer) for c in got.deck.cards] == [
        (
            "A rise in price of 10 percent gives a",
            {"A": "2 percent fall.", "B": "20 percent fall."},
            "B",
        ),
        ("Elasticity is measured in", {"A": "units of price.", "B": "no units."}, "B"),
    ]


def test_bold_questions_typed_loosely_among_numbered_ones() -> None:
    """`** What is Y ?**` (a blank after the opening stars: no emphasis to CommonMark) and
    `**15 What is Z ?**` (no dot after the number) among `**N. ...**` questions."""
    got = pairs(
        "**1. What is a val?**\n\nA read-only name.\n\n**2. What is a var?**\n\nA mutable one.\n\n"
        "**3. What is a data class?**\n\nA class for data.\n\n"
        "** What is a lambda ?**\n\nAn anonymous function.\n\n"
        "**5 What is a sealed class ?**\n\nA closed hierarchy.\n"
    )
    assert got == [
        ("What is a val?", "A read-only name."),
        ("What is a var?", "A mutable one."),
        ("What is a data class?", "A class for data."),
        ("What is a lambda ?", "An anonymous function."),
        ("What is a sealed class ?", "A closed hierarchy."),
    ]


def test_a_star_grade_in_brackets_and_an_assistants_offer_to_go_on() -> None:
    """`## 2. Difference between X and Y [⭐]`: the stars grade it. The page's last answer
    ends with the assistant's `Would you like me to continue ...?`: no part of it."""
    got = pairs(
        "## 1. What is HTML? [⭐]\n\nThe markup of the web.\n\n---\n\n"
        "## 2. Difference between HTML and XHTML [⭐⭐]\n\nXHTML is XML.\n\n---\n\n"
        "_[Continuing with the remaining questions...]_\n\n"
        "Due to length, I kept the first 2. Would you like me to continue with questions 3-5?\n"
    )
    assert got == [
        ("What is HTML?", "The markup of the web."),
        ("Difference between HTML and XHTML", "XHTML is XML."),
    ]


def test_a_first_top_level_heading_numbered_like_the_next_is_a_question() -> None:
    """`# 1. Syndrome associated with ...:` over `# 2. Space of Disse is in:`: an exam whose
    questions are top-level headings; the first is no title (it was lost as one)."""
    got = result(
        "# 1. The syndrome of artery X is:\n\na) Wallenberg\nb) Weber\n\n## Correct Answer - A\n\n"
        "# 2. The space of Disse is in the:\n\na) Spleen\nb) Liver\n\n## Correct Answer - B\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("The syndrome of artery X is:", "A"),
        ("The space of Disse is in the:", "B"),
    ]


def test_a_numbered_top_level_title_over_other_headings_stays_the_title() -> None:
    got = result(
        "# 1. Networking notes\n\n## What is TCP?\n\nA stream.\n\n## What is UDP?\n\nDatagrams.\n"
    )
    assert got.deck.name == "1. Networking notes"
    assert [c.question for c in got.deck.cards] == ["What is TCP?", "What is UDP?"]


def test_numbered_step_titles_in_a_told_headings_answer_stay_in_it() -> None:
    """`## **2. Discuss the queue system.**` (told, no `?`) over its answer, then `**Example:**`
    and `1. **Create a Job**:` steps: the steps are the answer's, not questions (`Create a
    job` reads as a task; with its colon it titles a step)."""
    got = pairs(
        "## **1. What is routing?**\n**Answer:**\nRouting maps URLs.\n\n---\n\n"
        "## **2. Discuss the queue system.**\n**Answer:**\nQueues defer work.\n\n**Example:**\n"
        "1. **Create a Job**:\n   Use the command.\n\n2. **Define the Job Logic**:\n   Implement it.\n\n"
        "---\n\n## **3. What is Eloquent?**\n**Answer:**\nAn ORM.\n"
    )
    assert [q for q, _ in got] == [
        "What is routing?",
        "Discuss the queue system.",
        "What is Eloquent?",
    ]
    assert "1. **Create a Job**:" in got[1][1] and "2. **Define the Job Logic**:" in got[1][1]


def test_empty_brackets_can_be_an_answer() -> None:
    """`37. Which operator has the highest precedence?` over `- ()`: the brackets answer it;
    they are no empty field left to fill."""
    got = pairs(
        "1. Which operator has the highest precedence?\n    - ()\n\n"
        "2. Which method starts a thread?\n    - start()\n\n"
        "3. What is the SQL operator for not equal?\n    - <>\n"
    )
    assert got == [
        ("Which operator has the highest precedence?", "()"),
        ("Which method starts a thread?", "start()"),
        ("What is the SQL operator for not equal?", "<>"),
    ]


def test_a_coachs_advice_under_a_told_question_opens_its_answer() -> None:
    """`## Q6. Tell me about a time you showed leadership.` (told, a full stop), a paragraph
    on what employers look for, then `**Sample answer**`: the paragraph is the coach's, as
    under a question with `?`, not part of the question."""
    got = pairs(
        "## Q1. What is your greatest strength?\n\nEmployers want balance.\n\n**Sample answer**\n\n"
        "I learn fast.\n\n## Q2. Tell me about a time you showed leadership.\n\n"
        "They want to see you step up.\n\n**Sample answer**\n\nI ran a release when my lead was out.\n"
    )
    assert got == [
        (
            "What is your greatest strength?",
            "Employers want balance.\n\n**Sample answer**\nI learn fast.",
        ),
        (
            "Tell me about a time you showed leadership.",
            "They want to see you step up.\n\n**Sample answer**\nI ran a release when my lead was out.",
        ),
    ]


def test_a_rule_opening_the_page_names_no_deck() -> None:
    """`---` over a level's title over `---` (no front matter in between): the deck takes the
    file's name, never `---`."""
    got = import_text(
        "---\n🟢 Beginner Level\n---\nWhat is a pod?\n\nThe smallest unit.\n\n---\n"
        "What is a node?\n---\n\nA machine of the cluster.\n",
        source="interview.md",
    )
    assert got.deck.name == "interview"
