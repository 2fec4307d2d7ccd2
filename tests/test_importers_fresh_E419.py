"""Layouts met in the fresh sweep Z243 (a Jekyll post's bank of Go questions, each a numbered
item `1. [topic] question？answer` on one line): each test builds a small document of that
shape (never its text) and checks what the importer makes of it. Three things were lost: an
answer that is a lone `_` (the blank identifier) was read as a placeholder; an item that is a
bold topic, a colon and its answer (`**topic**：answer`) was reported "no answer" though its
neighbours split at `？`; and a bank of fewer than eight such items was read as no questions."""

from __future__ import annotations

from srs.importers import ImportResult, import_text


def result(text: str) -> ImportResult:
    return import_text(text, source="doc.md")


def pairs(got: ImportResult) -> list[tuple[str, str]]:
    return [(c.question, c.answer) for c in got.deck.cards]


def _bank(items: list[str]) -> str:
    """A bank's section: a heading over items each renumbered `1.`, blank lines between."""
    return "## 语法\n\n" + "\n\n".join(f"1. {item}" for item in items) + "\n"


_EIGHT = [
    "[变量] **空接口可以保存什么**？任何类型的值",
    "[变量] 忽略 range 的下标用什么？_",
    "[变量] **常用的测试工具**：go test，go vet",
    "[函数] 函数可以返回几个值？多个",
    "[函数] **Options:** functional options, config structs",
    "[并发] 怎么启动一个协程？在调用前写 go",
    "[并发] **select 没有 case 会怎样**？永远阻塞",
    "[包] 包的初始化函数叫什么？init",
]


def test_a_bank_carries_a_lone_underscore_and_bold_topics_as_cards() -> None:
    """`？_`: the blank identifier is the answer; `**topic**：answer` and `**Topic:** answer`
    are a topic asked without words, split at the colon after the bold, the tag dropped."""
    got = result(_bank(_EIGHT))
    assert pairs(got) == [
        ("空接口可以保存什么？", "任何类型的值"),
        ("忽略 range 的下标用什么？", "_"),
        ("常用的测试工具", "go test，go vet"),
        ("函数可以返回几个值？", "多个"),
        ("Options", "functional options, config structs"),
        ("怎么启动一个协程？", "在调用前写 go"),
        ("select 没有 case 会怎样？", "永远阻塞"),
        ("包的初始化函数叫什么？", "init"),
    ]
    assert not got.warnings and not got.skipped


def test_a_short_tagged_bank_is_read_as_one() -> None:
    """Six items, each under a topic tag, answered after `？` (one a bold topic and a colon):
    a bank however short, not the points of one answer; the unanswered one reported."""
    got = result(
        _bank(
            [
                "[基础] 切片的零值是什么？nil",
                "[基础] **推荐的格式化工具**：gofmt",
                "[基础] 如何比较两个结构体？用 == 比较可比较的字段",
                "[基础] **接口的零值是什么**？",
                "[基础] 字符串可以修改吗？不可以",
                "[基础] 丢弃一个返回值写什么？_",
            ]
        )
    )
    assert pairs(got) == [
        ("切片的零值是什么？", "nil"),
        ("推荐的格式化工具", "gofmt"),
        ("如何比较两个结构体？", "用 == 比较可比较的字段"),
        ("字符串可以修改吗？", "不可以"),
        ("丢弃一个返回值写什么？", "_"),
    ]
    assert [s.line for s in got.skipped] == [9]
    assert "no answer was found" in got.skipped[0].reason
    assert got.warnings == (
        "doc.md:9: '1. [基础] **接口的零值是什么**？' looks like a question, but no answer "
        "was found for it; not imported",
    )


def test_a_lone_underscore_under_a_heading_is_an_answer() -> None:
    """`_` (bare or as code) answers a heading question; `-`, `?` and `TODO` stay blanks."""
    got = result(
        "# Go\n\n## Which name discards a value?\n\n_\n\n"
        "## Which name skips a range index?\n\n`_`\n\n"
        "## What does a nil map read give?\n\n-\n\n"
        "## What does recover return outside a panic?\n\n?\n\n"
        "## What is a goroutine leak?\n\nTODO\n"
    )
    assert pairs(got) == [
        ("Which name discards a value?", "_"),
        ("Which name skips a range index?", "`_`"),
    ]
    assert [s.line for s in got.skipped] == [11, 15, 19]
    assert all("has no answer" in s.reason for s in got.skipped)


def test_near_miss_short_untagged_whys_stay_one_answer() -> None:
    """Three whys asked and answered in line, numbered, under a heading question and with
    no topic tags: the points of that answer, as before."""
    got = result(
        "## Why did the release slip?\n\nWe asked why:\n\n"
        "1. Why was it late? the build broke\n"
        "2. Why did it break? a flag was renamed\n"
        "3. Why was it renamed? nobody checked the callers\n"
    )
    assert [c.question for c in got.deck.cards] == ["Why did the release slip?"]
    assert "nobody checked the callers" in got.deck.cards[0].answer
    assert not got.warnings


_EXAM = "\n".join(
    [
        "### **Lab Quiz**",
        "",
        "1. **[Choice]**  ",
        "   Which command shows the kernel version?  ",
        "   A. `uname -r`  ",
        "   B. `uptime`  ",
        "   *(1 Mark)*  ",
        "A",
        "",
        "2. **[Lab]**  ",
        "   Write a command that shows the uptime.  ",
        "   *(2 Marks)*  ",
        "- uptime",
        "",
        "3. **[Lab]**  ",
        "   Write a command that shows free memory.  ",
        "   *(2 Marks)*  ",
        "",
        "4. **[Lab]**  ",
        "   Write a command that lists logged-in users.  ",
        "   *(2 Marks)*  ",
        "",
        "who",
        "",
        "5. **[Theory]**  ",
        "   Explain what a pipe is.  ",
        "   *(3 Marks)*  ",
        "",
        "It passes one command's output to the next.",
        "",
    ]
)


def test_near_miss_tagged_exam_tasks_keep_their_marks_out_of_the_answers() -> None:
    """Tagged tasks told with a full stop and their marks (`[Lab] Write a command ...
    *(2 Marks)*`), three in a list of their own: an exam's, not a bank answered in line. The
    one with no answer is reported, never carded with its marks as its answer."""
    got = result(_EXAM)
    assert [c.answer for c in got.deck.cards] == [
        "A",
        "uptime",
        "who",
        "It passes one command's output to the next.",
    ]
    assert [s.line for s in got.skipped] == [15]
    assert "no answer was found" in got.skipped[0].reason


def test_near_miss_bold_labels_in_a_readme_list_stay_text() -> None:
    """`- **Install**: ...` points of a README (no questions answered in line around them):
    no cards, though each is a bold term, a colon and text."""
    got = result(
        "# Tool\n\n## How do I set it up?\n\n"
        "- **Install**: run the installer\n- **Configure**: edit the file\n"
        "- **Run**: start the service\n"
    )
    assert [c.question for c in got.deck.cards] == ["How do I set it up?"]
    assert "**Configure**: edit the file" in got.deck.cards[0].answer


def test_near_miss_a_bold_remark_among_notes_stays_text() -> None:
    """`- **Note:** ...` among bullets asked and answered in line: a remark on the notes, no
    topic; it stays text in no card, reported as before."""
    got = result(
        "# Notes\n\n- What is a pod? the smallest unit\n- What is a node? a worker machine\n"
        "- **Note:** these change often\n- What is a service? a stable address\n"
    )
    assert [c.question for c in got.deck.cards] == [
        "What is a pod?",
        "What is a node?",
        "What is a service?",
    ]
    assert got.warnings == (
        "doc.md:5: 1 line of text between questions in no card ('- **Note:** these change "
        "often'); not imported",
    )


def test_a_short_bank_tagged_with_digits_in_its_tags() -> None:
    """`[k8s]`, `[s3]`: a tag with a digit in it is a topic tag all the same."""
    got = result(
        "# Cloud\n\n1. [k8s] What is a pod? the smallest unit\n"
        "1. [k8s] What is a node? a worker machine\n1. [s3] What is a bucket? a store of objects\n"
    )
    assert pairs(got) == [
        ("What is a pod?", "the smallest unit"),
        ("What is a node?", "a worker machine"),
        ("What is a bucket?", "a store of objects"),
    ]
    assert not got.warnings
