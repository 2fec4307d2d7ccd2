"""Layouts met in the 2026-11-29 (fourth) session's measurement rounds: each test builds a
small document of the shape met in a real one (never its text) and checks what the importer
makes of it."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def test_a_comment_after_an_answer_label_is_a_hint_the_card_does_not_show() -> None:
    """`**Answer 1:** <!-- <Write your answer here> -->` over the answer: a template's hint,
    hidden on the page, is no part of the answer."""
    got = result(
        "# Questions\n"
        "**Question 1:** What does a tester do?\n"
        "**Answer 1:** <!-- <Write your answer here> -->\n"
        "Finds and prevents defects.\n"
        "Checks the requirements are met.\n\n"
        "**Question 2:** What is a regression?\n"
        "**Answer 2:** <!-- <Write your answer here> --> A bug in what used to work.\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What does a tester do?", "Finds and prevents defects.\nChecks the requirements are met."),
        ("What is a regression?", "A bug in what used to work."),
    ]


def test_comments_that_key_an_option_or_are_an_option_stay() -> None:
    """`- 0s <!-- Correct -->` keys its option; `- <!-- a comment -->` is the option's text
    (a question on comment syntax)."""
    got = result(
        "### 1. How long does the cache live?\n\n"
        "- 0s <!-- Correct -->\n- 5s\n- 60s\n\n"
        "### 2. Which is an HTML comment?\n\n"
        "- // note\n- <!-- note -->\n- # note\n\n**Answer:** B\n"
    )
    first, second = got.deck.cards
    assert first.choices == {"A": "0s", "B": "5s", "C": "60s"} and first.answer == "A"
    assert second.choices["B"] == "<!-- note -->" and second.answer == "B"


def test_a_numbered_topic_among_questions_lets_the_last_item_take_the_bullets_below() -> None:
    """`8. Use of !important` (a topic, no question) answered under it, among numbered
    questions: the list's last item still takes the bullets after the list as its answer."""
    got = result(
        "8. `x` usage\nOverrides it.\n\n"
        "9. What does X do?\nControls it.\n\n"
        "10.  Can Y be negative?  \n- `pad`: no.  \n- `mar`: yes.\n\n"
        "11.  How to center Z? \n- use auto.\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("`x` usage", "Overrides it."),
        ("What does X do?", "Controls it."),
        ("Can Y be negative?", "- `pad`: no.\n- `mar`: yes."),
        ("How to center Z?", "use auto."),
    ]
    assert got.warnings == ()


def test_a_line_of_quote_marks_is_a_rule_between_sets_not_answer_text() -> None:
    """`>>>>>>>>>>>>` alone on a line between two sets of questions: a rule drawn with the
    quote mark, no part of the answer above it (a code block keeps such a line)."""
    got = result(
        "### 1. **What is grep?**\n- **Answer:** A search tool.\n\n"
        "### 2. **What is sed?**\n- **Answer:** A stream editor.\n  ```\n  >>>>>>>>>>\n  ```\n\n"
        ">>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>\n\n"
        "### 1. **What is a pipe?**\n- **Answer:** A channel between two processes.\n"
    )
    assert [c.answer for c in got.deck.cards] == [
        "A search tool.",
        "A stream editor.\n```\n>>>>>>>>>>\n```",
        "A channel between two processes.",
    ]


def test_an_answer_word_without_its_colon_before_a_lettered_option_is_the_answer_label() -> None:
    """`answer d) on-demand resourcing` (no colon) in a quiz whose other answers have one, the
    options never listed: the label goes, the option's letter and text stay, under a
    question's last line as under its number."""
    got = result(
        "1. What model?\n   answer: d) public\n   The shared one.\n\n"
        "2. When you provision, what makes it available at once?\n"
        "   answer d) on-demand resourcing.\n   It is there when needed.\n\n"
        "3. A chain grows fast.\n   What do you recommend?\n"
        "   answer b) Implement a public cloud.\n   No upkeep.\n"
    )
    assert [c.answer.split("\n")[0] for c in got.deck.cards] == [
        "d) public",
        "d) on-demand resourcing.",
        "b) Implement a public cloud.",
    ]


def test_a_blank_to_fill_set_in_stars_shows_as_underscores() -> None:
    """`****\\_****` and `**\\_\\_\\_\\_**`: a blank an editor saved in bold, escaped."""
    got = result(
        "1. When you provision, ****\\_**** makes it available.\n   answer: d) on-demand\n\n"
        "2. A **\\_\\_\\_\\_** cloud is shared.\n   answer: d) public\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "When you provision, ___ makes it available.",
        "A ____ cloud is shared.",
    ]


def test_a_follow_up_answered_on_the_very_next_line_is_a_card_of_its_own() -> None:
    """`**Follow-up:** ...?␣␣` with `**A:** ...` on the line right under it (a hard break, no
    blank line): the follow-up is a question, as with a blank line between."""
    got = result(
        "**Q:** What is a kernel?  \n**A:** The core of the OS.\n\n"
        "**Explanation:** It runs in privileged mode.\n\n"
        "**Follow-up:** Name a microkernel OS?  \n**A:** QNX and Minix.\n\n---\n\n"
        "**Q:** What is a process?  \n**A:** A program running.\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is a kernel?", "The core of the OS."),
        ("Name a microkernel OS?", "QNX and Minix."),
        ("What is a process?", "A program running."),
    ]
    assert got.deck.cards[0].explanation == "It runs in privileged mode."


def test_numbered_bold_titles_inside_an_answer_fold_are_points_of_that_answer() -> None:
    """`Q. What are the three artifacts?` over `<details><summary>Answer</summary>` holding
    `1. **Product Backlog**` and its text (two such folds): the titles are the answer's
    points, no questions, and the question keeps its answer."""
    got = result(
        "Q. What is Agile?\n\n<details><summary>Answer</summary>\n\nAn approach.\n\n</details>\n\n"
        "---\n\nQ. What are the three artifacts?\n\n<details><summary>Answer</summary>\n\n"
        "1. **Product Backlog**  \nAn ordered list.\n\n2. **Sprint Backlog**  \nThe sprint's list.\n\n"
        "3. **Increment**  \nWhat is done.\n\n![image](a.png)\n\n</details>\n\n---\n\n"
        "Q. What are the four events?\n\n<details><summary>Answer</summary>\n\n"
        "1. **Planning**  \nThe team plans.\n\n2. **Daily Scrum**  \nA daily meeting.\n\n"
        "3. **Review**  \nThe product shown.\n\n4. **Retrospective**  \nThe process.\n\n"
        "</details>\n\n---\n\n"
        "Q. What is a sprint?\n\n<details><summary>Answer</summary>\n\nA time-box.\n\n</details>\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "What is Agile?",
        "What are the three artifacts?",
        "What are the four events?",
        "What is a sprint?",
    ]
    assert got.deck.cards[1].answer.startswith("1. **Product Backlog**")
    assert got.deck.cards[1].answer.endswith("![image](a.png)")
    assert got.warnings == ()


def test_numbered_bold_titles_after_a_labelled_answer_are_its_points() -> None:
    """`**Question 2:**` / `**Answer 2:**` with `**1. Gantt Chart**` over its part: the bold
    titles that ask nothing are the answer's sections, no questions."""
    got = result(
        "**Question 1:**\nWhat is a process?\n\n**Answer 1:**\nA program running.\n\n-----\n\n"
        "**Question 2:**\nFind the waiting time for this schedule.\n\n**Answer 2:**\n"
        "Work it out in steps.\n\n**1. Gantt Chart**\n\nP1 then P2.\n\n"
        "**2. Final Averages**\n\nThe average is 4.\n\n-----\n\n"
        "**Question 3:**\nWhat is a thread?\n\n**Answer 3:**\nA unit of execution.\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "What is a process?",
        "Find the waiting time for this schedule.",
        "What is a thread?",
    ]
    assert "**2. Final Averages**" in got.deck.cards[1].answer
    assert got.deck.cards[1].answer.endswith("The average is 4.")


def test_parts_answered_in_turn_under_the_label_are_one_open_question() -> None:
    """`a) ...?` / `b) ...?` under a question, then `**Answer 4:**` over `a) For desktops:
    ...` and `b) For the server: ...`: the parts of one question, each answered; `a)` is no
    key."""
    got = result(
        "**Question 4:**\nYou set up an office network.\n"
        "a) Which OS for the desktops, and why?\nb) Which OS for the server, and why?\n\n"
        "**Answer 4:**\na) **For desktops:** a desktop OS.\n\nb) **For the server:** a network OS.\n\n"
        "-----\n\n**Question 5:**\nWhat is a kernel?\n\n**Answer 5:**\nThe core.\n"
    )
    first = got.deck.cards[0]
    assert not first.choices
    assert first.question == (
        "You set up an office network.\n"
        "a) Which OS for the desktops, and why?\nb) Which OS for the server, and why?"
    )
    assert (
        first.answer == "a) **For desktops:** a desktop OS.\n\nb) **For the server:** a network OS."
    )
    assert got.warnings == ()


def test_advice_between_a_question_and_its_sample_answer_opens_the_answer() -> None:
    """`## Q2. What is your greatest strength?`, a paragraph on what employers look for, then
    `**Sample answer**:` over the sample: the advice is the answer's, not more question; a
    stem that asks on (`Consider this code:`) stays the question's."""
    got = result(
        "## Q1. What is your greatest strength?\n"
        "Employers want to see balance and honesty.\n\n"
        "**Sample answer**:\n\n```\nI build relationships.\n```\n\n"
        "## Q2. What does this print?\nConsider this code:\n\n```\nprint(1)\n```\n\n"
        "**Sample answer**: It prints 1.\n"
    )
    first, second = got.deck.cards
    assert first.question == "What is your greatest strength?"
    assert first.answer.startswith(
        "Employers want to see balance and honesty.\n\n**Sample answer**:"
    )
    assert first.answer.endswith("```\nI build relationships.\n```")
    assert second.question.startswith("What does this print?\nConsider this code:")
    assert second.answer == "It prints 1."


def test_a_quiz_quoted_whole_under_problem_headings_with_bold_letter_keys() -> None:
    """`## Problem 1`, then the stem and `1.`-numbered options in a block quote (a stem may
    wrap onto a line without its `>`), then `**C.** log` under the quote: choice questions,
    lettered by position, keyed by the bold letter."""
    got = result(
        "# Quiz 3\n\n## Problem 1\n\n> Which command shows the history?\n>\n"
        "> 1.  init\n> 1.  status\n> 1.  log\n\n**C.** log\n\n"
        "## Problem 2\n\n> In HTML an attribute value never needs quote marks\n  around it.\n>\n"
        "> 1.  True\n> 1.  False\n\n**B.** False\n"
    )
    assert [(c.question, c.choices, c.answer) for c in got.deck.cards] == [
        ("Which command shows the history?", {"A": "init", "B": "status", "C": "log"}, "C"),
        (
            "In HTML an attribute value never needs quote marks\naround it.",
            {"A": "True", "B": "False"},
            "B",
        ),
    ]
    assert got.warnings == ()


def test_a_bold_letter_under_options_is_the_key_only_when_its_words_are_that_option() -> None:
    """`**B.** main` under options whose B is `main` keys B; `**B.** Note` (another option's
    words, or none of them) is no key."""
    keyed = result(
        "## Problem 1\n\nWhich element wraps the main content?\n\n1. article\n1. main\n\n**B.** main\n"
    )
    assert keyed.deck.cards[0].answer == "B"
    assert keyed.deck.cards[0].choices == {"A": "article", "B": "main"}
    other = result(
        "## Problem 1\n\nWhich element wraps the main content?\n\n1. article\n1. main\n\n"
        "**B.** article is wrong here\n"
    )
    assert not other.deck.cards or other.deck.cards[0].answer != "B"


def test_notes_kept_as_a_line_over_its_indented_answer_are_pairs() -> None:
    """An answer sheet: a question cut short at the margin, its answer on the line below
    indented by a tab, a blank line between pairs; no label, number or question mark."""
    pairs = [
        ("c2 142 Louis is investigating a malware incident", "A. This is a remote-access Trojan."),
        ("c2 133 Tyler discovers that software", "D. Tyler has met spyware."),
        ("c2 121 John is a network administrator.", "C. This is typo squatting."),
        ("c2 107 What phishing attack occurs via text?", "B. Smishing."),
    ]
    got = result("\n\n" + "".join(f"{q}  \n\t{a} \n\t\n" for q, a in pairs))
    assert [(c.question, c.answer) for c in got.deck.cards] == pairs
    assert got.warnings == ()


def test_prose_with_a_few_indented_lines_is_no_set_of_pairs() -> None:
    """Paragraphs whose second line is indented, but fewer than two thirds of them: prose."""
    got = result(
        "## What is X?\n\nX is a thing.\n  It has parts.\n\nIt is old.\n\nIt is used.\n\n"
        "It is known.\n\nIt is loved.\n\n## What is Y?\n\nY is another.\n"
    )
    assert [c.question for c in got.deck.cards] == ["What is X?", "What is Y?"]


def test_a_serial_label_typed_with_a_blank_is_a_label_as_without() -> None:
    """`S. No 1:` (a blank after the dot) numbers its question as `S.No 1:` does; the cheap
    test before the label's pattern missed it, and the label stayed in the question."""
    for lead in ("## ", ""):
        got = result(
            f"{lead}S. No 1: What is a closure?\n\nA function with its scope.\n\n"
            f"{lead}S. No 2: What is hoisting?\n\nDeclarations move up.\n"
        )
        assert [c.question for c in got.deck.cards] == ["What is a closure?", "What is hoisting?"]


def test_stems_that_set_a_blank_to_fill_over_task_list_options_are_choice_questions() -> None:
    """An exam in Chinese: each stem sets its gap in brackets (`...的接口是（  ）`, `（）`), in
    underscores (`____`) or tags the choice (`（单选）`), no question mark, over `- [ ]` / `- [x]`
    options and a quoted explanation."""
    stems = [
        "提供给应用程序的接口是（  ）",
        "不属于操作系统的功能是（）",
        "多道程序设计用于提高____",
        "以下哪个描述操作系统（单选）",
    ]
    text = "# 操作系统\n\n" + "".join(
        f"{stem}\n- [ ] 甲\n- [x] 乙\n- [ ] 丙\n\n> 解释：第{k}题。\n\n"
        for k, stem in enumerate(stems)
    )
    got = result(text)
    assert [(c.question, c.answer) for c in got.deck.cards] == [(stem, "B") for stem in stems]
    assert [c.choices["B"] for c in got.deck.cards] == ["乙"] * 4
    assert got.deck.cards[0].explanation == "第0题。"  # its label (`解释：`) goes


def test_a_call_with_empty_brackets_sets_no_blank() -> None:
    """`Call init()` ends with empty brackets: code, no gap to fill; it asks nothing."""
    from srs.importers.asking import asks_to_fill

    assert not asks_to_fill("Call the init()")
    assert asks_to_fill("The result is ( ).") and asks_to_fill("结果是（）")


def test_a_bold_lead_in_asking_why_is_no_explanation_label() -> None:
    """`**Why -2?** One address is the network's.` in an answer: a point that asks, its dash
    part of its words; read as the label `Why -` its words were cut and the rest became the
    explanation (`2?** One ...`)."""
    got = result(
        "### Q1. What is CIDR?\n\n**Answer:** A notation.\n\n- /24 gives 254 hosts\n\n"
        "**Why -2?** One is the network address.\n\n### Q2. What is NAT?\n\n**Answer:** Translation.\n"
    )
    first = got.deck.cards[0]
    assert first.answer.endswith("**Why -2?** One is the network address.")
    assert first.explanation == ""
    labelled = result("### Q1. What is X?\n\n**Answer:** Y.\n\n**Why** - because of Z.\n")
    assert labelled.deck.cards[0].explanation == "because of Z."


def test_references_under_an_answer_stay_with_it() -> None:
    """`References :` on a plain line over a list of links, under each answer: the answer's
    sources, kept in its card as a `#### References` heading's are (they were dropped, in
    silence, as the document's end matter)."""
    got = result(
        "### 1. Is HTML case sensitive?\n\nHTML is not.\n\nReferences :\n"
        "* [http://w3.org/a](http://w3.org/a)\n\n"
        "### 2. What is doctype?\n\nIt names the HTML.\n\nReferences :\n"
        "* [http://w3.org/b](http://w3.org/b)\n"
    )
    assert [c.answer for c in got.deck.cards] == [
        "HTML is not.\n\nReferences :\n* [http://w3.org/a](http://w3.org/a)",
        "It names the HTML.\n\nReferences :\n* [http://w3.org/b](http://w3.org/b)",
    ]


def test_a_question_numbered_in_sequence_at_another_heading_level_is_a_question() -> None:
    """`### 12 Difference ...` between `# 11. What ...?` and `# 13. What ...?`: the missing
    number of the sequence, a question, though set two levels deeper (it was a sub-heading
    of question 11's answer)."""
    got = result(
        "# Docker questions\n\n# 10. What is a layer?\n\nA diff.\n\n# 11. What are dangling images?\n\n"
        "Untagged ones.\n\n### 12 Difference between dangling and unused images\n\nUnused have tags.\n\n"
        "# 13. What is distroless?\n\nNo shell.\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "What is a layer?",
        "What are dangling images?",
        "Difference between dangling and unused images",
        "What is distroless?",
    ]
    assert got.deck.cards[1].answer == "Untagged ones."


def test_follow_up_headings_under_a_question_that_tells_are_questions_too() -> None:
    """`## 6. Explain virtual memory.` (a task, no `?`) over its answer and a `### Follow-up:
    ...?` heading over its own: the follow-up is a card, as under `## 5. What is ...?`."""
    got = result(
        "## 5. What is a scheduler?\n- It picks the next process.\n\n"
        "### Follow-up: How does round-robin differ from FCFS?\n- Time slices.\n\n---\n\n"
        "## 6. Explain virtual memory.\n- Pages backed by disk.\n\n"
        "### Follow-up: What is a page fault?\n- A miss in memory.\n"
    )
    assert len(got.deck.cards) == 4
    assert got.deck.cards[2].answer == "- Pages backed by disk."
    assert got.deck.cards[3].question.endswith("What is a page fault?")


def test_a_table_of_questions_whose_cells_hold_their_answers_after_a_double_break() -> None:
    """`| No. | Questions |` whose cells read `What is X? <br><br> X is ...`: each row a card,
    split at the double break (they were all reported unanswered); a row with no break is
    still a question without an answer."""
    got = result(
        "# TypeScript\n\n| No. | Questions |\n| --- | --- |\n"
        "| 1 | What is TypeScript? <br><br> A typed superset of <strong>JavaScript</strong>. |\n"
        "| 2 | What is never? <br/><br/> The type of no value. |\n"
        "| 3 | What is a tuple? |\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is TypeScript?", "A typed superset of **JavaScript**."),
        ("What is never?", "The type of no value."),
    ]
    assert got.warnings == ("doc.md:7: question 3 has no answer; skipped",)


def test_numbered_label_lines_are_pairs_and_a_lone_t_or_f_judges_a_statement() -> None:
    """Flash cards kept as `1 Q: ...` / `1 A: ...` lines: the numbers go, the labels read; a
    `T/F:` statement answered `F` is a card (an `F` was taken for an option letter)."""
    got = result(
        "1 Q: What is the log path on Linux?\n1 A: /var/log/datadog\n\n"
        "2 Q: T/F: host is a reserved tag key.\n2 A: T\n\n"
        "3 Q: Name the reserved tags.\n3 A: env, service and version\n"
    )
    assert [(c.question, c.answer) for c in got.deck.cards] == [
        ("What is the log path on Linux?", "/var/log/datadog"),
        ("T/F: host is a reserved tag key.", "T"),
        ("Name the reserved tags.", "env, service and version"),
    ]
    assert got.warnings == ()


def test_unlettered_options_in_long_sentences_keyed_in_bold_are_read() -> None:
    """A course quiz's options are whole statements (130 characters and more), the right
    ones in bold italics: they were read as no options (over 100 characters), and the
    question dropped as text around the quiz."""
    long = "Android frameworks provide an integrated set of components that provide a reusable architecture for a family of apps"
    got = result(
        "### Question 1: Which of these is hardware (choose one):\n* Intent\n* ***Wifi***\n* Activity\n\n"
        f"### Question 2: Which of these statements about frameworks are true (choose one):\n"
        f"* ***{long}***\n* {long.replace('provide', 'hide')}\n\n"
        "### Question 3: Which is a component (choose one):\n* ***Service***\n* Kernel\n"
    )
    assert [c.answer for c in got.deck.cards] == ["B", "A", "A"]
    assert got.deck.cards[1].choices["A"] == long


def test_a_dash_after_a_labels_colon_is_part_of_the_label() -> None:
    """`Q1:- What is a JVM?`, `## Question :- ...`: some authors close a label with `:-`;
    the dash stayed at the question's start. A dash that is the text's own (`Q: -5 ...`)
    stays."""
    for text in (
        "Q1:- What is a JVM?\nAns:- The machine.\n\nQ2:- What is a JIT?\nAns:- A compiler.\n",
        "## Question :- What is a JVM?\n\n### Answer :-\nThe machine.\n\n"
        "## Question :- What is a JIT?\n\n### Answer :-\nA compiler.\n",
    ):
        got = result(text)
        assert [(c.question, c.answer) for c in got.deck.cards] == [
            ("What is a JVM?", "The machine."),
            ("What is a JIT?", "A compiler."),
        ]
    signed = result("Q: -5 plus 5 is what?\nA: Zero.\n\nQ: 2 plus 2?\nA: Four.\n")
    assert signed.deck.cards[0].question == "-5 plus 5 is what?"
