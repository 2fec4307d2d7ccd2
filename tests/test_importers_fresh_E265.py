"""Layouts met in round Z193, on made-up documents: among heading questions numbered in
sequence (`##### 1.什么是死锁？`), one question typed as a plain paragraph with no heading
marks (`3.怎样避免死锁？`) over its answer; heading numbers glued to punctuation, a bracket or
CJK text (`##### 2.&与&&...`, `##### 6.（未掌握）...`, `##### 5为什么...`)."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer) for c in deck.cards]


_LOST_MARKS_ZH = (
    "##### 1.什么是死锁？\n\n两个线程互相等待对方持有的锁。\n\n"
    "##### 2.怎样排查死锁？\n\n用 jstack 导出线程栈。\n\n1.先找到进程号\n2.再导出线程栈\n\n"
    "3.怎样避免死锁？\n\n按固定顺序获取锁。\n\n"
    "##### 4.什么是活锁？\n\n线程不断重试却没有进展。\n"
)


def test_a_numbered_paragraph_that_fills_the_headings_count_is_a_question() -> None:
    """`3.怎样避免死锁？` typed with no `#####` between questions 2 and 4: question 3, not a
    paragraph of answer 2; the step list numbered from 1 in answer 2 stays its text."""
    imported = result(_LOST_MARKS_ZH)
    assert _cards(_LOST_MARKS_ZH) == [
        ("q01", "什么是死锁？", "两个线程互相等待对方持有的锁。"),
        ("q02", "怎样排查死锁？", "用 jstack 导出线程栈。\n\n1. 先找到进程号\n2. 再导出线程栈"),
        ("q03", "怎样避免死锁？", "按固定顺序获取锁。"),
        ("q04", "什么是活锁？", "线程不断重试却没有进展。"),
    ]
    assert imported.warnings == ()
    assert imported.skipped == ()


def test_a_lower_case_numbered_paragraph_in_an_english_count() -> None:
    """The same slip in English, the line glued to its number and in lower case."""
    text = (
        "### 1. What is a mutex?\n\nA lock only one thread holds at a time.\n\n"
        "### 2. What is a semaphore?\n\nA counter that lets up to N threads in.\n\n"
        "3.why would a spinlock be a bad idea on one core?\n\n"
        "The spinning thread keeps the holder from running.\n\n"
        "### 4. What is a condition variable?\n\nA queue that threads wait on.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a mutex?", "A lock only one thread holds at a time."),
        ("q02", "What is a semaphore?", "A counter that lets up to N threads in."),
        (
            "q03",
            "why would a spinlock be a bad idea on one core?",
            "The spinning thread keeps the holder from running.",
        ),
        ("q04", "What is a condition variable?", "A queue that threads wait on."),
    ]


def test_the_last_question_typed_as_a_numbered_paragraph() -> None:
    """The count's last question typed with no heading marks, after its last heading."""
    text = (
        "##### 1.什么是死锁？\n\n两个线程互相等待对方持有的锁。\n\n"
        "##### 2.什么是活锁？\n\n线程不断重试却没有进展。\n\n"
        "3.怎样避免死锁？\n\n按固定顺序获取锁。\n"
    )
    assert _cards(text) == [
        ("q01", "什么是死锁？", "两个线程互相等待对方持有的锁。"),
        ("q02", "什么是活锁？", "线程不断重试却没有进展。"),
        ("q03", "怎样避免死锁？", "按固定顺序获取锁。"),
    ]


def test_numbered_lines_in_an_answer_that_do_not_continue_the_count_stay() -> None:
    """Guard: in an answer, a step numbered `3.` that does not ask, and a `7. ...?` that does
    not continue the count (3 is next), stay answer text; no card, no warning."""
    text = (
        "### 1. What does `git stash` do?\n\nIt shelves uncommitted changes.\n\n"
        "### 2. How do you undo the last commit?\n\nTwo steps:\n\n"
        "1. Run `git reset --soft HEAD~1`.\n2. Check `git status`.\n\n"
        "3. Fix the message, then commit again.\n\n"
        "### 3. What does `git bisect` find?\n\nThe commit that brought in a bug.\n\n"
        "7. Is that all?\n\nYes, unless the history is merged.\n"
    )
    imported = result(text)
    assert _cards(text) == [
        ("q01", "What does `git stash` do?", "It shelves uncommitted changes."),
        (
            "q02",
            "How do you undo the last commit?",
            "Two steps:\n\n1. Run `git reset --soft HEAD~1`.\n2. Check `git status`.\n\n"
            "3. Fix the message, then commit again.",
        ),
        (
            "q03",
            "What does `git bisect` find?",
            "The commit that brought in a bug.\n\n7. Is that all?\n\nYes, unless the history is merged.",
        ),
    ]
    assert imported.warnings == ()


def test_a_list_item_after_the_last_heading_that_asks_stays_in_its_list() -> None:
    """Guard: after the last heading, `3. ...?` that goes on from a `1.`, `2.` step list in
    its answer is the list's third item, not question 3."""
    text = (
        "### 1. What does `git stash` do?\n\nIt shelves uncommitted changes.\n\n"
        "### 2. How do you undo the last commit?\n\nFollow these steps:\n\n"
        "1. Stop the build.\n2. Reset the branch.\n\n"
        "3. Does the remote need a force push?\n\nOnly when the commit was pushed.\n"
    )
    assert _cards(text) == [
        ("q01", "What does `git stash` do?", "It shelves uncommitted changes."),
        (
            "q02",
            "How do you undo the last commit?",
            "Follow these steps:\n\n1. Stop the build.\n2. Reset the branch.\n\n"
            "3. Does the remote need a force push?\n\nOnly when the commit was pushed.",
        ),
    ]


def test_a_numbered_list_of_questions_after_the_last_heading_stays_a_list() -> None:
    """Guard: `3. ...?` over `4. ...?` after the last heading (`#### 2.`) is a list of
    questions, each over its nested answer, not a heading over the rest of the list."""
    text = (
        "#### 1. What is a process?\n\nA running program.\n\n"
        "#### 2. What is a thread?\n\nA path of execution inside a process.\n\n"
        "#### Harder ones\n\n"
        "3. What is a zombie process?\n   - A child whose exit status nobody has read.\n\n"
        "4. What is an orphan process?\n   - A child whose parent has exited.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a process?", "A running program."),
        ("q02", "What is a thread?", "A path of execution inside a process."),
        ("q03", "What is a zombie process?", "A child whose exit status nobody has read."),
        ("q04", "What is an orphan process?", "A child whose parent has exited."),
    ]


_GLUED_NUMBERS = (
    "##### 1.什么是索引？\n\n加快查询的数据结构。\n\n"
    "##### 2.&与&&有什么不同？\n\n&总是计算两边，&&会短路。\n\n"
    "##### 3（易错）什么是回表？\n\n先查二级索引，再回主键索引取整行。\n\n"
    "##### 4“覆盖索引”指什么？\n\n查询的列都在索引里。\n\n"
    "##### 5为什么要用连接池？\n\n复用连接，省去握手开销。\n\n"
    "##### 6.（未掌握）什么是MVCC？\n\n多版本并发控制。\n\n"
    "##### 7.【重点】什么是间隙锁？\n\n锁住索引记录之间的间隙。\n"
)


def test_a_counts_heading_number_goes_whatever_follows_it() -> None:
    """In a count of heading questions, the number goes from the question before
    punctuation (`2.&`), a full-width bracket (`3（`, `6.（`, `7.【`), a curly quote (`4“`)
    or CJK text glued to it with no dot (`5为什么`); each card keeps its number's id."""
    imported = result(_GLUED_NUMBERS)
    assert _cards(_GLUED_NUMBERS) == [
        ("q01", "什么是索引？", "加快查询的数据结构。"),
        ("q02", "&与&&有什么不同？", "&总是计算两边，&&会短路。"),
        ("q03", "（易错）什么是回表？", "先查二级索引，再回主键索引取整行。"),
        ("q04", "“覆盖索引”指什么？", "查询的列都在索引里。"),
        ("q05", "为什么要用连接池？", "复用连接，省去握手开销。"),
        ("q06", "（未掌握）什么是MVCC？", "多版本并发控制。"),
        ("q07", "【重点】什么是间隙锁？", "锁住索引记录之间的间隙。"),
    ]
    assert imported.warnings == ()


def test_numbers_that_are_the_headings_own_words_stay() -> None:
    """Guard: among numbered questions, `## 3D graphics?` (its number where 3 goes on from
    2), `## 404 errors?` and `## 2FA?` keep their digits."""
    text = (
        "## 1. What is a GPU?\n\nA processor built for parallel work.\n\n"
        "## 2. What is a shader?\n\nA small program that runs on the GPU.\n\n"
        "## 3D graphics?\n\nDrawing scenes with depth, projected onto the screen.\n\n"
        "## 4. What does 404 mean?\n\nThe server found nothing at that address.\n\n"
        "## 404 errors?\n\nPages that cannot be found.\n\n"
        "## 2FA?\n\nA second proof of identity at sign-in.\n"
    )
    assert _cards(text) == [
        ("q01", "What is a GPU?", "A processor built for parallel work."),
        ("q02", "What is a shader?", "A small program that runs on the GPU."),
        ("q03", "3D graphics?", "Drawing scenes with depth, projected onto the screen."),
        ("q04", "What does 404 mean?", "The server found nothing at that address."),
        ("q05", "404 errors?", "Pages that cannot be found."),
        ("q06", "2FA?", "A second proof of identity at sign-in."),
    ]


def test_a_number_before_a_cjk_counter_stays_the_questions_word() -> None:
    """Guard: `## 3个线程如何交替打印？` ("how do three threads print in turn?") after `## 2.`
    keeps its number: before a counter it is the question's own."""
    text = (
        "## 1.什么是死锁？\n\n两个线程互相等待。\n\n"
        "## 2.什么是活锁？\n\n线程一直重试。\n\n"
        "## 3个线程如何交替打印？\n\n用一把锁和条件变量轮流唤醒。\n"
    )
    assert _cards(text) == [
        ("q01", "什么是死锁？", "两个线程互相等待。"),
        ("q02", "什么是活锁？", "线程一直重试。"),
        ("q03", "3个线程如何交替打印？", "用一把锁和条件变量轮流唤醒。"),
    ]


_INDENTED_FIRST_LINES = (
    "##### 1.什么是幂等？\n\n\t同一请求执行多次，结果相同。\n\n"
    "例如按主键更新同一个值，执行几次都一样。\n\n"
    "##### 2.GET请求是幂等的吗？\n\n\t是的\n\n"
    "##### 3.POST请求呢？\n\n 一般不是。\n\n每次调用都可能新建一条记录。\n"
)


def test_a_paragraph_after_an_answers_indented_first_line_is_the_answers() -> None:
    """Under a heading question, an answer opening with a tab- or space-indented line (read
    as an indented code block) goes on in the paragraph after it, up to the next question:
    nothing reported as text in no card."""
    imported = result(_INDENTED_FIRST_LINES)
    assert _cards(_INDENTED_FIRST_LINES) == [
        (
            "q01",
            "什么是幂等？",
            "    同一请求执行多次，结果相同。\n\n例如按主键更新同一个值，执行几次都一样。",
        ),
        ("q02", "GET请求是幂等的吗？", "是的"),
        ("q03", "POST请求呢？", "一般不是。\n\n每次调用都可能新建一条记录。"),
    ]
    assert imported.warnings == ()


def test_a_title_after_an_items_nested_answer_still_ends_it() -> None:
    """Guard: a labelled list item's answer nested under it still ends at a short title back
    at the margin (`` `Round 2` 75% ``), which is no part of the answer."""
    text = (
        "`Round 1` 90%\n"
        "* Question 2: What does HTTP 201 mean?\n    * Created\n\n"
        "* Question 5: What does HTTP 204 mean?\n    * No content\n\n"
        "`Round 2` 75%\n\n"
        "* Question 1: What does HTTP 301 mean?\n    * Moved permanently\n"
    )
    assert _cards(text) == [
        ("q02", "What does HTTP 201 mean?", "Created"),
        ("q05", "What does HTTP 204 mean?", "No content"),
        ("q01", "What does HTTP 301 mean?", "Moved permanently"),
    ]
