"""Importer layouts met in the 2026-12-04 thirty-fifth session: each test is the shape of one
real document, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

_STRAY = (
    "// Input - Pune\n// Output - [IL, Maharashtra]\n\nlet obj = {\n"
    "India: {\nKarnataka: [1],\n},\n};\n"
)


def _problem(n: int) -> str:
    return f"### {n}. Top customers by revenue, part {n}\n\n```sql\nSELECT {n};\n```\n\n---\n\n"


def test_text_of_any_length_after_the_last_cards_rule_is_no_part_of_its_answer() -> None:
    """Every card closed by `---`, then a stray snippet of eight lines after the last one:
    up to three lines were reported as a closing note, more were glued onto the last
    answer in silence."""
    imported = result("".join(_problem(n) for n in (1, 2, 3)) + _STRAY)
    cards = imported.deck.cards
    assert len(cards) == 3
    assert cards[-1].answer == "```sql\nSELECT 3;\n```"
    assert any("in no card ('// Input - Pune')" in w for w in imported.warnings)


def test_text_after_one_cards_rule_between_two_cards_is_reported() -> None:
    """The same stray text between cards 2 and 3, with or without a rule under it: no
    part of card 2, whose rule ended it as every other card's did."""
    for under in ("\n---\n\n", "\n"):
        text = _problem(1) + _problem(2) + _STRAY + under + _problem(3) + _problem(4)
        imported = result(text)
        cards = imported.deck.cards
        assert [c.answer for c in cards] == [f"```sql\nSELECT {n};\n```" for n in (1, 2, 3, 4)]
        assert any("'// Input - Pune'" in w for w in imported.warnings)


def test_answers_that_go_on_past_their_rules_keep_what_follows() -> None:
    """Several answers part their paragraphs with `---`: rules inside answers, so the
    text after each rule is still its answer's, as before."""
    text = "".join(
        f"## Q{n}. What is thing {n}?\n\nThing {n} is a tool.\n\n---\n\n"
        f"It also does more ({n}).\n\n---\n\n"
        for n in (1, 2, 3, 4)
    )
    imported = result(text)
    assert [c.answer for c in imported.deck.cards] == [
        f"Thing {n} is a tool.\n\nIt also does more ({n})." for n in (1, 2, 3, 4)
    ]
    assert imported.warnings == ()


def test_a_page_that_rules_off_only_some_cards_keeps_text_past_a_rule() -> None:
    """Two cards ruled off, two not: the rule is no separator of that page, and prose
    after the one rule under an answer goes on with it, as before."""
    text = (
        "## Q1. What is A?\n\nA is one.\n\n---\n\n"
        "## Q2. What is B?\n\nB is two.\n\n---\n\nB also has more to say.\n\n"
        "## Q3. What is C?\n\nC is three.\n\n"
        "## Q4. What is D?\n\nD is four.\n"
    )
    cards = result(text).deck.cards
    assert cards[1].answer == "B is two.\n\nB also has more to say."


def _zh_problem(n: int, title: str) -> str:
    return (
        f"# {n}. {title}\n## {n}.🎨题目描述\n请实现一个函数：{title}（{n}）。\n"
        f"## 2. 🧠解题思路\n双指针，第 {n} 种思路。\n"
        f"## 3. 🍭复杂度与代码\n**时间复杂度** O(N)\n```\nfunction f{n}() {{}}\n```\n\n"
    )


def test_a_page_of_many_problems_written_up_in_sections_is_one_card_each() -> None:
    """`# 1. title` over `## 1.🎨题目描述`, `## 2. 🧠解题思路`, `## 3. 🍭复杂度与代码`, for each
    of many problems: each section was a card of its own (three per problem)."""
    titles = ["替换空格", "二维数组中的查找", "回文链表"]
    intro = "---\ntitle: 剑指offer\n---\n>本文题目源自牛客网\n\n"
    doc = intro + "".join(_zh_problem(n, t) for n, t in enumerate(titles, start=1))
    cards = result(doc).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == titles
    assert [c.id for c in cards] == ["q01", "q02", "q03"]
    second = cards[1]
    assert second.question == "二维数组中的查找\n\n请实现一个函数：二维数组中的查找（2）。"
    assert second.answer.startswith("### 2. 🧠解题思路\n双指针，第 2 种思路。")
    assert "function f2()" in second.answer and "f3" not in second.answer


def test_problems_under_a_page_title_in_english_are_one_card_each() -> None:
    """`# My LeetCode notes` over `## 1. Two Sum` / `### Problem` / `### Examples` /
    `### Approach`: each problem a card, its examples the question's."""
    doc = "# My LeetCode notes\n\n" + "".join(
        f"## {n}. {name}\n\n### Problem\n\nGiven nums, find {name.lower()}.\n\n"
        f"### Examples\n\nInput: [1, 2] ({n})\n\n### Approach\n\nUse a hash map ({n}).\n\n"
        for n, name in ((1, "Two Sum"), (2, "Three Sum"))
    )
    cards = result(doc).deck.cards
    assert [c.question.split("\n")[0] for c in cards] == ["Two Sum", "Three Sum"]
    assert "Input: [1, 2] (1)" in cards[0].question
    assert cards[0].answer == "### Approach\n\nUse a hash map (1)."


def test_titles_not_all_written_up_as_problems_keep_their_sections() -> None:
    """One title of the page has no section that sets a problem: the page is no set of
    problems, and its sections are read as before (a question each that asks)."""
    doc = (
        "# 1. Two Sum\n\n## Problem\n\nFind two numbers.\n\n## Solution\n\nA hash map.\n\n"
        "# 2. Trees\n\n## What is a binary tree?\n\nA tree of two children at most.\n\n"
        "## Why balance one?\n\nTo keep it shallow.\n"
    )
    questions = [c.question for c in result(doc).deck.cards]
    assert "What is a binary tree?" in questions and "Why balance one?" in questions


def test_a_card_commented_out_is_no_card() -> None:
    """`<!--` / `question: Old text` / `answer: Old answer` / `-->`: a card its author hid
    from the page; it was read as a card, a labelled answer in a comment being the key a
    quiz hides under its question."""
    doc = (
        "# Deck\n\n<!--\nquestion: Old text\nanswer: Old answer\n-->\n\n"
        "## What is X?\n\nX is a thing.\n\n## What is Y?\n\nY is a thing.\n"
    )
    assert [c.question for c in result(doc).deck.cards] == ["What is X?", "What is Y?"]


def test_an_answer_hidden_in_a_comment_under_its_question_is_still_its_key() -> None:
    """The quiz's own use of a comment, unchanged: the key under the question above it."""
    doc = (
        "1. Which port does HTTPS use?\n   a. 80\n   b. 443\n<!--\nAnswer: b\n-->\n\n"
        "2. Which port does SSH use?\n   a. 22\n   b. 25\n<!--\nAnswer: a\n-->\n"
    )
    cards = result(doc).deck.cards
    assert [(c.answer, c.choices[c.answer]) for c in cards] == [("B", "443"), ("A", "22")]


def test_headings_numbered_with_a_bare_number_are_questions_asking_or_not() -> None:
    """`## 2 Describe the thing` among `## 1 What is X?` and `## 3 ...`: a numbered heading
    is a question whether it asks or not; numbered with a bare number, one that did not ask
    was merged into the answer above it in silence (and `## 4 Explain W` lost)."""
    doc = (
        "## 1 What is X?\n\nX.\n\n## 2 Describe the thing\n\nY.\n\n"
        "## 3 What is Z?\n\nZ.\n\n## 4 Explain W\n\nW.\n"
    )
    cards = result(doc).deck.cards
    assert [(c.id, c.question, c.answer) for c in cards] == [
        ("q01", "What is X?", "X."),
        ("q02", "Describe the thing", "Y."),
        ("q03", "What is Z?", "Z."),
        ("q04", "Explain W", "W."),
    ]


def test_a_first_topic_heading_numbered_so_is_no_title() -> None:
    """`## 1 Hash maps` over `## 2 Linked lists` ...: the first was taken for the page's
    title, and its answer lost."""
    doc = "".join(f"## {n} {t}\n\n{t} answer.\n\n" for n, t in enumerate(["Maps", "Lists"], 1))
    assert [c.question for c in result(doc).deck.cards] == ["Maps", "Lists"]


def test_counts_in_headings_are_no_numbers() -> None:
    """`## 3 Ways to cache` and `## 5 Rules of REST`: counts in the words, kept."""
    doc = (
        "## 3 Ways to cache things?\n\nX.\n\n## 5 Rules of REST APIs?\n\nY.\n\n"
        "## 9 Habits of good teams?\n\nZ.\n"
    )
    assert [c.question for c in result(doc).deck.cards] == [
        "3 Ways to cache things?",
        "5 Rules of REST APIs?",
        "9 Habits of good teams?",
    ]


def _fenced_choice(n: int, key: str, first: str = "A 1") -> str:
    return (
        f"> 不注意细节的程序员不是好的程序员。\n\n#### {n} 求输出\n\n```\n{first}\nB 2\nC 3\nD 4\n```\n\n"
        f"<details><summary><b>Answer</b></summary>\n<p>\n\n{key}\n\n</p>\n</details>\n\n"
    )


def test_a_key_letter_with_blanks_inside_its_code_span_keys_the_question() -> None:
    """`` `A  ` `` in the fold under options set in a code block: the blanks typed inside the
    code span made it no key, and the question an open card with its options in it."""
    cards = result(_fenced_choice(40, "`A  `") + _fenced_choice(41, "`B`")).deck.cards
    assert [(c.answer, dict(c.choices)) for c in cards] == [
        ("A", {"A": "1", "B": "2", "C": "3", "D": "4"}),
        ("B", {"A": "1", "B": "2", "C": "3", "D": "4"}),
    ]


def test_an_option_letter_typed_against_its_expression_is_still_an_option() -> None:
    """`A(((a+i)+j)+k)+l)` over `B *(*(a+i)+j)`: the one line without a blank after its
    letter made the lines no options."""
    (card,) = result(_fenced_choice(18, "`B`", first="A(((a+i)+j)+k)+l)")).deck.cards
    assert card.answer == "B" and card.choices["A"] == "(((a+i)+j)+k)+l)"


def test_a_gift_questions_warning_names_a_line_of_that_question() -> None:
    """A Moodle GIFT export, each question over a line per option and its closing brace:
    the rewritten question took one line more than the source's, and the warnings of later
    questions named lines of other questions (two of them the same line)."""
    question = "// question: {n}\n::Q{n}::[html]<p>Which are right ({n})?</p>{{\n\t~%50%<p>one</p>\n\t~%50%<p>two</p>\n\t~<p>three</p>\n}}\n\n"
    doc = "".join(question.format(n=n) for n in (1, 2, 3))
    warned = [w for w in result(doc, "quiz.txt").warnings if "right options" in w]
    assert [w.split(":")[1] for w in warned] == ["6", "13", "20"]  # each closing brace


def test_metadata_in_a_yaml_block_at_the_top_is_the_pages_front_matter() -> None:
    """A note app's page opens with its metadata in a ```yaml block (`title: ...`): the
    deck is named by it, and the block is no introduction reported as lost."""
    doc = (
        "```yaml\ntitle: AI Infra Quiz\ntype: quiz\ntags: [gpu]\n```\n\n# AI Infra Quiz\n\n"
        "**Q1.** What is a warp?\n\n32 threads scheduled together.\n\n"
        "**Q2.** What is occupancy?\n\nResident warps over the most there can be.\n"
    )
    imported = result(doc, "quiz.md")
    assert imported.deck.name == "AI Infra Quiz"
    assert [c.question for c in imported.deck.cards] == ["What is a warp?", "What is occupancy?"]
    assert not any("introduction" in w for w in imported.warnings)


def test_a_yaml_example_opening_a_page_stays_code() -> None:
    """A YAML block with no title at the page's top is an example, not its metadata."""
    doc = (
        "```yaml\napiVersion: v1\nkind: Pod\n```\n\n"
        "## What is a Pod?\n\nThe smallest unit Kubernetes schedules.\n\n"
        "## What is a Service?\n\nA stable address for a set of Pods.\n"
    )
    imported = result(doc, "k8s.md")
    assert imported.deck.name != "v1"
    assert len(imported.deck.cards) == 2


def test_an_answer_whose_letter_and_text_name_different_options_keys_nothing() -> None:
    """`Answer: A) To define lateness` where that is option D's text (options reordered
    under an old key): the letter was taken in silence, a wrong key taught."""
    q = (
        "### Question {n}\n**What is watermarking for ({n})?**\n\nA) To track lineage\n"
        "B) To add timestamps\nC) To limit memory\nD) To define lateness\n\n"
        "<details>\n<summary>Click to reveal answer</summary>\n\n**Answer: {a}**\n\n"
        "**Explanation**: it handles late data.\n</details>\n\n---\n\n"
    )
    doc = q.format(n=1, a="A) To define lateness") + q.format(n=2, a="D) To define lateness")
    imported = result(doc)
    first, second = imported.deck.cards
    assert not first.choices and first.answer.startswith("**Answer: A) To define lateness**")
    assert second.answer == "D"
    assert any("answer A is followed by option D's text" in w for w in imported.warnings)


def test_parts_answered_in_turn_on_one_line_are_no_options_missing_a_key() -> None:
    """`a) The ball goes back.` / `b) It does not.` under a question, answered `a) E = {...}
    b) E = {...}` on one line: parts of an open question, not a choice question reported
    as missing its key."""
    doc = (
        "1. Two balls are drawn from an urn. Describe the sample space when:\n"
        "a) The first ball goes back before the second is drawn.\n"
        "b) The first ball does not go back.\n\n"
        "Answer: a) E = {BB, BR, RB, RR} b) E = {BR, RB}\n\n"
        "2. What is a sample space?\n\nAnswer: The set of all outcomes.\n"
    )
    imported = result(doc)
    first = imported.deck.cards[0]
    assert not first.choices and first.answer == "a) E = {BB, BR, RB, RR} b) E = {BR, RB}"
    assert "- b) The first ball does not go back." in first.question
    assert imported.warnings == ()


def test_a_keyless_choice_question_whose_answer_names_one_option_is_still_reported() -> None:
    """`Answer: Heap sort swaps in the array.` under options and no key: a choice question
    whose key is missing, reported as before."""
    doc = (
        "1. Which sorts in place?\na) Merge sort\nb) Heap sort\n\n"
        "Explanation: heap sort swaps in the array; merge sort needs a buffer.\n\n"
        "2. What is a stable sort?\n\nAnswer: One that keeps equal keys in order.\n"
    )
    assert any("no answer letter" in w for w in result(doc).warnings)


def test_bare_numbered_headings_may_count_again_in_each_section() -> None:
    """`### 1 Describe a dynamic array` under `## Arrays`, `### 1 Describe a heap` under
    `## Trees`: each section numbers its own questions from 1."""
    doc = (
        "# Notes\n\n## Arrays\n\n### 1 Describe a dynamic array\n\nX.\n\n"
        "### 2 What is amortised cost?\n\nY.\n\n## Trees\n\n### 1 Describe a heap\n\nZ.\n\n"
        "### 2 What is a trie?\n\nW.\n"
    )
    assert [c.question for c in result(doc).deck.cards] == [
        "Describe a dynamic array",
        "What is amortised cost?",
        "Describe a heap",
        "What is a trie?",
    ]


def test_headings_that_only_number_their_card_give_it_no_tag() -> None:
    """`### Card 1` over `**Q:** ...`, a heading per card: each card was tagged `card-1`,
    `card-2` ..., a tag per card that names no topic."""
    doc = "# SQL flashcards\n\n" + "".join(
        f"### Card {n}\n**Q:** What does clause {n} do?\n**A:** It filters rows ({n}).\n\n"
        for n in range(1, 5)
    )
    cards = result(doc).deck.cards
    assert len(cards) == 4 and all(card.tags == () for card in cards)


def test_topic_headings_with_digits_over_one_question_each_keep_their_tags() -> None:
    """`## HTTP/2`, `## IPv6`, `## Python 3`, one labelled question under each: topics,
    whose words differ but for their digits, so their cards keep the topics' tags."""
    doc = "".join(
        f"## {topic}\n\n**Q:** What is new in {topic}?\n**A:** Much ({n}).\n\n"
        for n, topic in enumerate(["HTTP/2", "IPv6", "Python 3"], start=1)
    )
    assert [c.tags for c in result(doc).deck.cards] == [("http-2",), ("ipv6",), ("python-3",)]


def _fold(summary: str, options: list[str], key: str) -> str:
    listed = "\n".join(
        f"- `{letter}.` {text}  " for letter, text in zip("ABCD", options, strict=False)
    )
    return (
        f"<details>  \n<summary>{summary}</summary>  \n\n**Options:**  \n\n{listed}\n\n"
        f"**Correct Answers:** {key}  \n</details>\n\n"
    )


def test_several_keys_in_code_spans_make_an_open_card_not_half_a_key() -> None:
    """`` `B, C` `` (one span) and `` `A` and `D` `` under a fold's options: each keyed
    its first letter alone, a wrong single-choice card taught in silence."""
    options = ["One thing", "Another thing", "A third thing", "The last thing"]
    doc = "# Terraform\n\n" + "".join(
        _fold(f"Which two are true ({n})? (Choose two.)", options, key)
        for n, key in enumerate(["`B, C`", "`A` and `D`", "`B`"], start=1)
    )
    imported = result(doc)
    first, second, third = imported.deck.cards
    assert not first.choices and not second.choices and third.answer == "B"
    assert sum("has 2 right options" in w for w in imported.warnings) == 2


def test_a_summary_that_states_is_a_question_whatever_its_first_word() -> None:
    """`<summary>Open source Terraform can only import public modules.</summary>`: a
    true/false statement that opens with `Open` was taken for a reveal button, and the
    question lost."""
    doc = "# Terraform\n\n" + "".join(
        _fold(summary, ["True", "False"], "`B`")
        for summary in [
            "Which of these does Terraform keep in its state?",
            "Open source Terraform can only import publicly-accessible modules.",
            "What does terraform destroy do?",
        ]
    )
    cards = result(doc).deck.cards
    assert [c.question for c in cards][1].startswith("Open source Terraform")


def test_a_congratulations_section_between_questions_is_end_matter() -> None:
    """`---` / `## 🎉 **Congratulations!**` after an exam's last question, then the next
    exam's questions on the same page: the section was read as the answer's sub-heading and
    went into that question's explanation."""

    def question(n: int) -> str:
        return (
            f"---\n\n## Question {n}\n**Topic:** Plan\n\n### Question\nIs step {n} a dry run?\n\n"
            f"### Answer Options\n\nA) Yes\n\nB) No\n\n**Correct Answer: A**\n\n"
            f"### Explanation\nStep {n} plans only.\n\n"
        )

    closing = (
        "---\n\n## 🎉 **Congratulations!**\n\nYou have completed **Practice Exam #4** with all "
        "**34 questions**, a milestone worth a break before the next exam.\n\n"
        "### **Key Topics Covered:**\n- Terraform format command scope\n\n"
    )
    doc = "# Practice Exam\n\n" + question(1) + question(2) + closing + question(3) + question(4)
    imported = result(doc)
    assert [c.explanation for c in imported.deck.cards] == [
        f"Step {n} plans only." for n in (1, 2, 3, 4)
    ]
    assert any("Congratulations" in w for w in imported.warnings)
