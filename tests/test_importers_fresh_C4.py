"""Layouts met in the 2026-11-29 (third) session's measurement rounds: each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

from pathlib import Path

from srs.importers import ImportResult, import_file, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_a_text_file_of_pipe_separated_notes_is_read_as_anki_notes(tmp_path: Path) -> None:
    """`What is X? |X is ...` on each line of a `.txt`: notes typed for Anki's importer with
    its pipe separator (no question was found in them)."""
    doc = tmp_path / "java.txt"
    doc.write_text(
        "What is a JVM? |The machine that runs bytecode.\n"
        "Explain the final keyword |A final variable cannot be reassigned; a final class cannot be extended.\n"
        "What is a thread? |An independent flow of execution.\n",
        encoding="utf-8",
    )
    got = import_file(doc)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a JVM?", "The machine that runs bytecode."),
        (
            "Explain the final keyword",
            "A final variable cannot be reassigned; a final class cannot be extended.",
        ),
        ("What is a thread?", "An independent flow of execution."),
    ]
    assert got.warnings == () and got.skipped == ()


def test_a_text_file_holding_a_table_without_outer_pipes_is_no_pipe_notes(tmp_path: Path) -> None:
    """A table written without its outer pipes (`a | b` over `---|---`) in a `.txt` is a table,
    its rule no note."""
    doc = tmp_path / "notes.txt"
    doc.write_text(
        "Question 1: What is a JVM?\nAnswer: The machine that runs bytecode.\n\n"
        "Term | Meaning\n---|---\nJRE | The runtime\nJDK | The kit\n",
        encoding="utf-8",
    )
    cards = import_file(doc).deck.cards
    assert cards[0].question == "What is a JVM?"
    assert all(c.question != "---" for c in cards)


def _task_quiz(n: int, ask: str, options: list[str], key: str) -> str:
    boxes = "".join(f"- [ ] {option}\n" for option in options)
    return f"{n}. {ask}\n{boxes}\n**Answer:** {key}\n\n**Explanation:** Because.\n\n"


def test_a_key_naming_several_options_by_their_texts_keys_them_all() -> None:
    """`**Answer:** Acks on writes, More replicas` under empty task-list boxes (`(Select
    two)`): both options are right, one named with a typo; an option's own comma is no cut.
    The question was reported unanswered and its options as text between questions."""
    options = ["One partition", "Storage, but no streaming", "Acks on writes", "More replicas"]
    text = "### Brokers\n\n" + "".join(
        [
            _task_quiz(1, "Which one is durable?", options, "More replicas"),
            _task_quiz(
                2,
                "Which make writes durable? (Select two)",
                options,
                "Acks on writes, More replicas",
            ),
            _task_quiz(
                3,
                "Which two are wrong? (Select two)",
                options,
                "One partition, Storage, but no streaming",
            ),
            _task_quiz(4, "Which two help? (Select two)", options, "Acks on writs, More replicas"),
        ]
    )
    got = result(text)
    cards = got.deck.cards
    assert len(cards) == 4 and got.skipped == ()
    assert cards[0].answer == "D"
    for card, right in zip(cards[1:], [(2, 3), (0, 1), (2, 3)], strict=True):
        assert not card.choices  # several right options: an open card, its options listed
        assert [ln.lstrip("- ") for ln in card.answer.splitlines()] == [options[k] for k in right]
        assert all(option in card.question for option in options)
    assert not any("between questions" in w for w in got.warnings)


def _details_quiz(n: int, ask: str, options: list[str], right: str) -> str:
    items = "".join(
        f'    <li><a href="javascript:void(0);" onclick="pick({int(o == right)})">{o}</a></li>\n'
        for o in options
    )
    return (
        f"<details>\n  <summary>Question {n}</summary>\n  <p>{ask}</p>\n  <ul>\n{items}  </ul>\n"
        f'  <p id="answer{n}" style="display: none;"><strong>Correct Answer:</strong> {right}</p>\n'
        "</details>\n\n"
    )


def test_a_details_quiz_named_by_number_asks_in_its_body_and_keys_an_html_list() -> None:
    """`<summary>Question 1</summary>` over `<p>What ...?</p>`, an HTML `<ul>` of options and
    `<p><strong>Correct Answer:</strong> Paris</p>`: the paragraph is the question and the list
    its options, keyed (the cards asked "Question 1" and answered with the whole list)."""
    options = ["Paris", "London", "Berlin"]
    text = "# Quiz\n\n" + "".join(
        [
            _details_quiz(1, "What is the capital of France?", options, "Paris"),
            _details_quiz(2, "Which city is on the Thames?", options, "London"),
        ]
    )
    cards = result(text).deck.cards
    assert [(c.question, c.choices, c.answer) for c in cards] == [
        ("What is the capital of France?", dict(zip("ABC", options, strict=True)), "A"),
        ("Which city is on the Thames?", dict(zip("ABC", options, strict=True)), "B"),
    ]


def test_a_details_block_named_by_number_takes_its_first_paragraph_as_the_question() -> None:
    """`<summary>Question 2</summary>` over a Markdown paragraph and code, the answer in a
    nested `<details>`: the question is the paragraph (with its code), not `Question 2`."""
    block = (
        "<details>\n<summary>Question {n}</summary>\n\n{ask}\n\n```js\nrun({n})\n```\n\n"
        "<details>\n<summary>Answer</summary>\n\n{answer}\n\n</details>\n</details>\n\n"
    )
    text = "## JavaScript\n\n" + "".join(
        block.format(n=n, ask=ask, answer=answer)
        for n, ask, answer in [
            (1, "What will the following code print?", "It prints 3 three times."),
            (2, "Write a function that runs this.", "Use a closure."),
        ]
    )
    cards = result(text).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "What will the following code print?",
        "Write a function that runs this.",
    ]
    assert "run(1)" in cards[0].question and cards[0].answer == "It prints 3 three times."


def test_a_follow_up_heading_with_its_own_answer_label_is_a_question() -> None:
    """`### Follow-up Q: ...?` under `## Q: ...?`, over its own `**A:**`: a question of its
    own (it was the answer's tail, with a warning of a second `**A:**`)."""
    text = (
        "# Notes\n\n## Q: What are the benefits of Markdown?\n**A:**\n- Easy to read.\n"
        "- Converts to HTML.\n\n### Follow-up Q: Can I use it for documentation?\n"
        "**A:** Yes, many platforms render it.\n\n## Q: What is a heading?\n**A:** A line with `#`.\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What are the benefits of Markdown?", "- Easy to read.\n- Converts to HTML."),
        ("Can I use it for documentation?", "Yes, many platforms render it."),
        ("What is a heading?", "A line with `#`."),
    ]
    assert got.warnings == ()


def test_a_chapter_that_only_links_onwards_is_reported_not_a_card() -> None:
    """`## 7. Comprehension in Python` over `[Read](...)` among chapters with their questions:
    a chapter kept in another file (it was a card answered by the link); a question answered
    by a link stays one."""
    text = (
        "# Python questions\n\n## 1. What is Python?\n\nA high-level language.\n\n"
        "## 2. Comprehension in Python\n[Read](https://example.org/comprehension.md)\n\n"
        "## 3. What is a list?\n\nA mutable sequence.\n\n"
        "## 4. What is a tuple?\n\n[Python docs on tuples](https://example.org/tuple.md)\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is Python?",
        "What is a list?",
        "What is a tuple?",
    ]
    assert any("Comprehension in Python" in w and "only links" in w for w in got.warnings)


def test_a_page_of_custom_question_and_answer_elements_reads_its_pairs(tmp_path: Path) -> None:
    """`<quiz-pair><quiz-question>What ...? <pre>code</pre></quiz-question><quiz-answer>...`: a
    web component's pairs (the page had no question); the code stays the question's, without
    the line break that follows `<pre>`."""
    pair = (
        "<quiz-pair>\n<quiz-question>{q}\n<pre>\n{code}</pre>\n</quiz-question>\n"
        "<quiz-answer>{a}\n  still the answer.</quiz-answer>\n</quiz-pair>\n"
    )
    body = "".join(
        pair.format(q=q, code=code, a=a)
        for q, code, a in [
            ("What does INNER JOIN return?", "SELECT * FROM a JOIN b;", "Only matching rows,"),
            (
                "What does HAVING filter?",
                "SELECT d FROM e GROUP BY d;",
                "Groups after aggregation,",
            ),
        ]
    )
    page = (
        "<!DOCTYPE html>\n<html><head><title>SQL questions</title></head><body>\n"
        f"<h1>SQL questions</h1>\n<quiz-box>\n{body}</quiz-box>\n</body></html>\n"
    )
    (tmp_path / "sql.html").write_text(page, encoding="utf-8")
    cards = import_file(tmp_path / "sql.html").deck.cards
    assert [c.question.split("\n")[0] for c in cards] == [
        "What does INNER JOIN return?",
        "What does HAVING filter?",
    ]
    assert "```\nSELECT * FROM a JOIN b;\n```" in cards[0].question
    assert cards[1].answer == "Groups after aggregation, still the answer."


def test_a_label_whose_rest_only_tags_the_question_asks_below() -> None:
    """`## Q1 [mcq_single, 2pts]` over the question's paragraph and task-list options, and
    `**Question: (CSS)**` over the question's lines: the tags are no question text (they
    were taken for it); several boxes ticked make an open card said to have them."""
    quiz = (
        "## Q1 [mcq_single, 2pts]\n\nWhich principle guides ethics?\n\n- [ ] Hack back\n"
        "- [x] Do no harm\n\n## Q2 [mcq_multi, 3pts]\n\nWhich are IR steps? (Select all)\n\n"
        "- [x] Detection\n- [ ] Marketing\n- [x] Recovery\n"
    )
    got = result(quiz)
    first, second = got.deck.cards
    assert (first.question, first.answer) == ("Which principle guides ethics?", "B")
    assert second.question.startswith("Which are IR steps? (Select all)\n\n- A) Detection")
    assert second.answer == "- Detection\n- Recovery"
    assert any("2 right options (A, C)" in w for w in got.warnings)
    notes = (
        "# Front-end\n\n**Question: (CSS)**\nDo you know the box model?\n\nMargin, border, padding.\n\n"
        "**Question: (CSS)**\n_What is clearfix?_\n\nA fix for floats.\n"
    )
    assert [(c.question, c.answer) for c in result(notes).deck.cards] == [
        ("Do you know the box model?", "Margin, border, padding."),
        ("What is clearfix?", "A fix for floats."),
    ]


def test_numbered_bold_questions_ending_in_html_breaks_read_as_the_others() -> None:
    """`10. **Explain DHCP.**<br/>` over `    - Answer: ...<br/><br/>` (a two-digit item's
    answer indented four columns): the bold goes from a question that does not ask, and the
    label from the answer, as for a one-digit item without the break."""
    items = [
        (9, "What is NAT?", "Address translation."),
        (10, "Explain the concept of DHCP.", "Automatic addressing."),
        (11, "What is a VLAN?", "A logical LAN."),
    ]
    text = "".join(
        f"{n}. **{q}**<br/>\n{' ' * (len(str(n)) + 2)}- Answer: {a}<br/><br/>\n\n"
        for n, q, a in items
    )
    assert [(c.question, c.answer) for c in result(text).deck.cards] == [
        (q, a) for _, q, a in items
    ]


def test_a_solution_label_among_labelled_points_is_a_point_not_the_answers_label() -> None:
    """`**Q8: ...?**` over bullets `**The Question:**`, `**Beginner Solution:**`, `**Solution
    (Salting):**`, `*Solution:*`: all of them answer (the third was read as the answer's label,
    cutting the first two into the question); `- **Answer:**` under fields still is one."""
    text = (
        "**Q1: What is data skew?**\n\n* **The Question:** One task is slow. Why?\n"
        "* **Beginner Solution:** One worker got all the boxes.\n"
        "* **Solution (Salting):** Break the boxes into chunks.\n\n"
        "* **Technical Answer:** One partition holds most rows.\n* *Solution:* **Salting** the key.\n\n"
        "**Q2: Which join is fastest?**\n\n- **Difficulty:** Easy\n- **Answer:** A broadcast join.\n"
    )
    first, second = result(text).deck.cards
    assert first.question == "What is data skew?"
    assert first.answer.startswith("* **The Question:** One task is slow.")
    assert "* **Solution (Salting):** Break the boxes" in first.answer
    assert "* *Solution:* **Salting** the key." in first.answer
    assert (second.question, second.answer) == ("Which join is fastest?", "A broadcast join.")


def test_a_glossary_table_after_the_questions_is_its_terms_cards() -> None:
    """`| Term | Use Case |` with bold terms, closing a page of questions: each term over what
    it is for (the rows were reported as unanswered questions, their second column lost)."""
    text = (
        '## 1. "What is A?"\n\nAlpha.\n\n## 2. "What is B?"\n\nBeta.\n\n---\n\n'
        "## Keywords to use\n\n| Term | Use Case |\n| --- | --- |\n| **Pushdown** | Filtering at the source. |\n"
        "| **AQE** | Re-optimizes plans at runtime. |\n"
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards][2:] == [
        ("Pushdown", "Filtering at the source."),
        ("AQE", "Re-optimizes plans at runtime."),
    ]
    assert got.skipped == ()


def test_cards_as_ruled_stretches_pair_each_question_with_the_next_stretch() -> None:
    """A card app's Markdown deck: `---` / `card_id: x` / `---` / question / `---` / answer,
    no blank lines (each question and answer was a setext heading, most reported as
    unanswered); the answers keep their lists."""
    cards = [
        ("What are siamese networks?", "Networks with shared weights."),
        ("When should you use them?", "- Few-shot learning\n- Face verification"),
        ("How do they compare inputs?", "By the distance between embeddings."),
        ("What is a triplet loss?", "A loss over anchor, positive and negative."),
    ]
    text = "".join(f"---\ncard_id: id{k}x\n---\n{q}\n---\n{a}\n" for k, (q, a) in enumerate(cards))
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == cards
    assert got.warnings == ()


def test_a_key_quoted_under_a_bare_answer_label_is_read() -> None:
    """`**Answer:**` over `> **D) text**` (one right option, or two quoted lines), and options
    set as `**A)**` over fenced code: each key read (the cards became open ones, 'no answer
    letter', and the second right option an explanation)."""
    text = (
        "### 1. When are handlers used?\n- **A)** To deploy\n- **B)** For business logic\n\n"
        "**Answer:**\n> **B) For business logic**\n\n---\n\n"
        "### 2. Which two help? (Choose 2)\n- **A)** Blue-green\n- **B)** A build tool\n- **C)** Passwords\n\n"
        "**Answer:**  \n> **A) Blue-green**  \n> **B) A build tool**\n\n---\n\n"
        "### 3. Which is valid?\n\n**A)**\n```cds\nentity A {}\n```\n\n**B)**\n```cds\nentity B {}\n```\n\n"
        "**Answer:**\n> **B)**\n"
    )
    got = result(text)
    first, second, third = got.deck.cards
    assert (first.answer, first.choices["B"]) == ("B", "For business logic")
    assert second.answer == "- Blue-green\n- A build tool" and not second.choices
    assert third.answer == "B" and "entity B {}" in third.choices["B"]
    assert any("2 right options (A, B)" in w for w in got.warnings)


def test_closing_words_past_two_rules_under_the_last_answer_are_reported() -> None:
    """`---` / `🔥 This set is ...` / `---` / `👉 Do you want me to ...?` under the last answer
    of a chat-written page: the page's closing words, reported (they ran on in that answer)."""
    text = "".join(
        f"### **Q{n}. What is {w}?**\n\n**Ans:** {w} is a thing.\n\n---\n\n"
        for n, w in enumerate(["a slot", "a shadow root", "a template"], start=1)
    ) + (
        "🔥 This set is exactly what interviewers expect.\n\n---\n\n"
        "👉 Do you want me to also make a diagram you can memorize?\n"
    )
    got = result(text)
    assert got.deck.cards[-1].answer == "a template is a thing."
    assert any("This set is exactly" in w for w in got.warnings)


def test_an_empty_numbered_item_ending_the_document_is_no_part_of_the_last_answer() -> None:
    """`4. ` with nothing after it under question 3's answer: the author's next question, never
    written (it was the last line of that answer)."""
    text = (
        "1. What is a closure?\n\nA function with its scope.\n\n2. What is hoisting?\n\nDeclarations move up.\n\n"
        "3. Types of functions?\n\n- Named\n- Anonymous\n\n4. \n"
    )
    cards = result(text).deck.cards
    assert [c.question for c in cards][-1] == "Types of functions?"
    assert cards[-1].answer == "- Named\n- Anonymous"


def test_a_still_have_questions_section_closing_a_faq_is_end_matter() -> None:
    """`## Still Have Questions?` over links, after a FAQ's questions: the page's closing
    section, reported (it was a card)."""
    text = (
        "# FAQ\n\n## Setup\n\n**Q: How do I install it?**\n\nRun pip.\n\n"
        "**Q: Which versions are supported?**\n\nAll current ones.\n\n"
        "## Still Have Questions?\n\n- Read the guide\n- Open an issue\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "How do I install it?",
        "Which versions are supported?",
    ]
    assert any("Still Have Questions?" in w for w in got.warnings)


def test_numbered_headings_inside_a_bold_answer_fold_are_the_answers_points() -> None:
    """`###### 4. What is new in HTML5?` over `<details><summary><b>Answer</b></summary>` and
    `#### 1. Semantic elements:` points (headings above the question's level): the points are
    the answer (the question was reported unanswered and the points' titles lost)."""
    q = "###### {n}. {ask}\n\n<details><summary><b>Answer</b></summary>\n\n{body}\n</details>\n\n"
    text = "".join(
        [
            q.format(n=1, ask="What is HTML?", body="A markup language."),
            q.format(
                n=2,
                ask="What is new in HTML5?",
                body="#### 1. Semantic elements:\nHeader and footer.\n\n#### 2. Canvas:\nDrawing.",
            ),
            q.format(n=3, ask="What is a doctype?", body="The document's type."),
        ]
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is HTML?",
        "What is new in HTML5?",
        "What is a doctype?",
    ]
    assert (
        "1. Semantic elements:" in got.deck.cards[1].answer
        and "Drawing." in got.deck.cards[1].answer
    )
    assert got.skipped == ()


def test_a_question_numbered_with_an_escaped_dot_loses_its_number() -> None:
    """`### ****1\\. How is ML different?****` (a scraped page, its dots escaped as a converter
    escapes them): the question without its number (it kept `1\\.`)."""
    text = "".join(
        f"### ****{n}\\. {q}****\n\n{a}\n\n"
        for n, q, a in [
            (1, "How is ML different?", "It learns."),
            (2, "What is clustering?", "Grouping."),
        ]
    )
    assert [c.question for c in result(text).deck.cards] == [
        "How is ML different?",
        "What is clustering?",
    ]


def test_a_numbered_chapter_title_over_deeper_headings_of_questions_is_no_card() -> None:
    """`## 1. SQL Basics` right over `### Basic Questions` and its numbered questions: the
    chapter's title (it was a card answered by `### Basic Questions`)."""
    text = (
        "# SQL questions\n\n## 1. SQL Basics\n\n### Basic Questions\n\n"
        "1. What is SQL?\n\n   **Answer:** A query language.\n\n2. What is a join?\n\n   **Answer:** A combination of tables.\n\n"
        "## 2. Indexes\n\n### Index Questions\n\n1. What is an index?\n\n   **Answer:** A lookup structure.\n"
    )
    got = result(text)
    assert [c.question for c in got.deck.cards] == [
        "What is SQL?",
        "What is a join?",
        "What is an index?",
    ]


def test_a_one_line_fold_saying_answer_twice_gives_the_key_and_its_explanation() -> None:
    """`<details><summary>Show Answer</summary>Answer: b) X<br><br>Explanation: why</details>`
    on one line under lettered options: the key and the explanation (no card was made:
    'options but no answer letter')."""
    quiz = "".join(
        f"{n}. **{q}**\\\n   a) {a}\\\n   b) {b}\n"
        f"   <details><summary>Show Answer</summary>Answer: b) {b}<br><br>Explanation: {why}</details>\n\n"
        for n, q, a, b, why in [
            (1, "What runs Node?", "A browser", "V8", "Node embeds V8."),
            (2, "Which modules are default?", "AMD", "CommonJS", "require is CommonJS."),
        ]
    )
    cards = result(quiz).deck.cards
    assert [(c.answer, c.explanation) for c in cards] == [
        ("B", "Node embeds V8."),
        ("B", "require is CommonJS."),
    ]


def test_a_quote_mark_opening_a_question_heading_is_no_text() -> None:
    """`### > Why are generics used?`: the `>` only decorates (it stayed in every question)."""
    text = "### > Why are generics used?\n\nType safety.\n\n### > What is a JIT?\n\nA compiler at run time.\n"
    assert [c.question for c in result(text).deck.cards] == [
        "Why are generics used?",
        "What is a JIT?",
    ]


def test_an_answer_wholly_in_bold_wrapped_over_lines_loses_its_marks() -> None:
    """`**A Data Engineer transforms raw data ...` / `... decisions.**`: a bold paragraph over a
    line break, whose marks the app would show as stars; a bold word inside an answer stays."""
    text = (
        "### 1. What does a data engineer do?\n\n**Turns raw data into reliable datasets\nfor analytics.**\n\n"
        "### 2. Why this role?\n\nI like **scale** and data.\n"
    )
    first, second = result(text).deck.cards
    assert first.answer == "Turns raw data into reliable datasets\nfor analytics."
    assert second.answer == "I like **scale** and data."


def test_a_question_numbered_with_hash_and_colon_asks_below() -> None:
    """`## Question #: 01` over the bold question, options and a `<details>` fold whose
    summary says `✅ Check Answer`: the question is the bold line (the fold's summary was
    taken for it)."""
    block = (
        "## Question #: {n:02d}\n\n**{q}**\n\n- A. True\n- B. False\n\n"
        "<details>\n<summary><strong>✅ Check Answer</strong></summary>\n\n---\n\n"
        "### ✅ Correct Answer: {k}\n\n### Explanation:\n{why}\n\n</details>\n\n"
    )
    text = "".join(
        block.format(n=n, q=q, k=k, why=why)
        for n, q, k, why in [
            (
                1,
                "The state file always matches the infrastructure.",
                "B. False",
                "Manual edits drift.",
            ),
            (2, "Providers are plugins.", "A. True", "They are."),
        ]
    )
    cards = result(text).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("The state file always matches the infrastructure.", "B"),
        ("Providers are plugins.", "A"),
    ]


def test_a_numbered_question_in_escaped_bold_loses_the_escaped_marks() -> None:
    r"""`6. \*\*Explain bias vs variance.\*\*` among `5. **What is X?**` items: bold a converter
    escaped, meant as bold (it stayed as `\*\*` in the question)."""
    text = (
        "5. **What is overfitting?**\n   Fitting noise.\n\n"
        "6. \\*\\*Explain bias vs variance.\\*\\*\n   A trade-off.\n\n"
        "7. **What is a feature?**\n   An input.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "What is overfitting?",
        "Explain bias vs variance.",
        "What is a feature?",
    ]


def test_questions_numbered_as_serial_numbers_lose_the_label() -> None:
    """`## S.No 3: Explain currying?` and `## S.No 4.1: What is a promise?` (a serial-number
    label, parts numbered after their question): no `S.No` left in a question; `##S.No 5:`
    typed with no text (nor a blank after its marks) is reported, not glued to an answer."""
    text = (
        "## S.No 3: Explain currying?\n\nA function of one argument at a time.\n\n"
        "## S.No 4: What is a callback?\n\nA function passed in.\n\n"
        "## S.No 4.1: What is a promise?\n\nA value to come.\n\n##S.No 5:\n\n##S.No 6\n\n"
        "## S.No 7: What is a pipe?\n\nA transform.\n"
    )
    assert [c.question for c in result(text).deck.cards] == [
        "Explain currying?",
        "What is a callback?",
        "What is a promise?",
        "What is a pipe?",
    ]
    assert [s.line for s in result(text).skipped] == [13, 15]  # `##S.No 5:`, `##S.No 6`: empty


def test_part_labels_raised_above_numbered_question_headings_stay_in_the_answer() -> None:
    """`# Functional Components::` and an indented `  # Stateless:` between `## 3.` and `## 4.`
    (parts of the answer, set with `#`): question 3's answer keeps them (it was reported
    unanswered, its parts text in no card); a section `# Advanced` between chapters stays one."""
    text = (
        "# React\n\n## 1. What is JSX?\n\nA syntax.\n\n## 2. What is a prop?\n\nAn input.\n\n"
        "## 3. Functional vs class components?\n# Functional Components::\nA plain function.\n"
        "  # Class Components:\nA class with render.\n\n## 4. What is state?\n\nData that changes.\n\n"
        "# Advanced\n\n## 5. What is a portal?\n\nA render elsewhere.\n"
    )
    got = result(text)
    cards = got.deck.cards
    assert [c.question for c in cards] == [
        "What is JSX?",
        "What is a prop?",
        "Functional vs class components?",
        "What is state?",
        "What is a portal?",
    ]
    assert (
        "**Functional Components::**" in cards[2].answer
        and "A class with render." in cards[2].answer
    )
    assert got.skipped == ()
