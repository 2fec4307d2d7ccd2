"""Layouts met in the fifteenth (2026-11-30) session's rounds, on made-up documents: numbered
question headings whose answers count their own points again from 1 at the questions' level
(`### 1. **Parser**` under `### 2. What ...?`), title those points with an empty heading of
that level (`### Key Steps:` over `#### 1. ...`) and close each answer with the same heading
(`### Answer Summary:`), the last question's too."""

from __future__ import annotations

from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, str]]:
    deck = result(text).deck
    return [(c.id, c.question, c.answer) for c in deck.cards]


_GARDEN = """# Garden tools

## Basics

### 1. What is a trowel?
A small hand shovel.

### 2. What are the main kinds of rake?
There are three kinds.

### 1. **Leaf rake**
- Wide and springy.

### 2. **Bow rake**
- Stiff steel tines.

### 3. **Hand rake**
- Small, for beds.

### 3. How do you sharpen a hoe?
Use a flat file.

### Key Steps:

#### 1. **Clean the blade:**
Scrub off the soil.

#### 2. **File the edge:**
Push the file away from you.

### 4. Why oil wooden handles?
Oil keeps the wood from cracking.

---

### Answer Summary:
- Oil stops cracks.

### 5. When should you replace a spade?
When the blade is bent.

---

### Answer Summary:
- Bent: replace.

### 6. What is a dibber used for?
### Purpose of a dibber

It makes holes for bulbs.

### 1. **Use Case: Bulbs**

Push it in to the right depth.

### 2. **Use Case: Seedlings**

Drop the seedling in.

---

### Answer Summary:
- Makes planting holes.
"""


def test_points_counted_again_at_the_questions_level_stay_in_the_answer() -> None:
    """`### 1.`..`### 3.` under `### 2. What ...?`, closed by `### 3. How ...?`: the
    answer's points, not cards with repeated ids; so are the last question's points, the
    empty `### Key Steps:` over deeper points and every `### Answer Summary:`."""
    assert _cards(_GARDEN) == [
        ("q01", "What is a trowel?", "A small hand shovel."),
        (
            "q02",
            "What are the main kinds of rake?",
            "There are three kinds.\n\n### 1. **Leaf rake**\n- Wide and springy.\n\n"
            "### 2. **Bow rake**\n- Stiff steel tines.\n\n### 3. **Hand rake**\n- Small, for beds.",
        ),
        (
            "q03",
            "How do you sharpen a hoe?",
            "Use a flat file.\n\n### Key Steps:\n\n#### 1. **Clean the blade:**\n"
            "Scrub off the soil.\n\n#### 2. **File the edge:**\nPush the file away from you.",
        ),
        (
            "q04",
            "Why oil wooden handles?",
            "Oil keeps the wood from cracking.\n\n### Answer Summary:\n- Oil stops cracks.",
        ),
        (
            "q05",
            "When should you replace a spade?",
            "When the blade is bent.\n\n### Answer Summary:\n- Bent: replace.",
        ),
        (
            "q06",
            "What is a dibber used for?",
            "### Purpose of a dibber\n\nIt makes holes for bulbs.\n\n"
            "### 1. **Use Case: Bulbs**\n\nPush it in to the right depth.\n\n"
            "### 2. **Use Case: Seedlings**\n\nDrop the seedling in.\n\n"
            "### Answer Summary:\n- Makes planting holes.",
        ),
    ]
    assert result(_GARDEN).warnings == ()
    assert result(_GARDEN).skipped == ()


def test_two_questions_with_a_restarted_count_between() -> None:
    """Two questions are proof enough when the count between them starts again at 1 and the
    next question goes on from the first (2 after 1)."""
    text = (
        "## Basics\n\n### 1. What is a widget?\nA small gadget.\n\n"
        "### 1. **Size**\n- It is small.\n\n### 2. **Use**\n- It does one job.\n\n"
        "### 2. What is a gizmo?\nA bigger gadget.\n"
    )
    assert _cards(text) == [
        (
            "q01",
            "What is a widget?",
            "A small gadget.\n\n### 1. **Size**\n- It is small.\n\n### 2. **Use**\n- It does one job.",
        ),
        ("q02", "What is a gizmo?", "A bigger gadget."),
    ]
    assert result(text).warnings == ()


def test_a_count_started_again_with_no_proof_stays_questions() -> None:
    """Guard: a second list numbered from 1 after the last question, in a document where no
    count between two questions shows the habit, is questions titled by topic, as before."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### 2. What is a tuple?\nAn immutable sequence.\n\n"
        "### 1. Closures\nA function with its scope.\n\n### 2. Generators\nA function that yields.\n"
    )
    assert [(q, a) for _, q, a in _cards(text)] == [
        ("What is a list?", "An ordered sequence."),
        ("What is a tuple?", "An immutable sequence."),
        ("Closures", "A function with its scope."),
        ("Generators", "A function that yields."),
    ]


def test_a_titled_question_that_goes_on_with_the_count_stays_a_question() -> None:
    """Guard: `### 3. Closures` between `### 2.` and `### 4.` asks nothing but goes on with
    the questions' count: a question titled by its topic, no point of an answer."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### 2. What is a tuple?\nAn immutable sequence.\n\n"
        "### 3. Closures\nA function with its scope.\n\n"
        "### 4. What is a set?\nAn unordered collection.\n\n### 5. What is a dict?\nA mapping.\n"
    )
    assert [(i, q) for i, q, _ in _cards(text)] == [
        ("q01", "What is a list?"),
        ("q02", "What is a tuple?"),
        ("q03", "Closures"),
        ("q04", "What is a set?"),
        ("q05", "What is a dict?"),
    ]


def test_a_count_that_skips_a_number_is_left_alone() -> None:
    """Guard: `### 1.` then `### 3.` under question 1 count nothing: read as before."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### 1. Slicing\nTake a part.\n\n### 3. Copying\nCopy it.\n\n"
        "### 2. What is a tuple?\nAn immutable sequence.\n"
    )
    assert [(i, q) for i, q, _ in _cards(text)] == [
        ("q01", "What is a list?"),
        ("q01-2", "Slicing"),
        ("q03", "Copying"),
        ("q02", "What is a tuple?"),
    ]


def test_a_summary_heading_met_once_stays_end_matter() -> None:
    """Guard: `### Answer Summary:` under the last question, seen only once above, is no
    habit of the page: reported as end matter, as before."""
    text = (
        "# Notes\n\n### 1. What is a list?\nAn ordered sequence.\n\n"
        "### Answer Summary:\n- Ordered.\n\n### 2. What is a tuple?\nAn immutable sequence.\n\n"
        "### 3. What is a set?\nA bag of unique items.\n\n### Answer Summary:\n- Unique items.\n"
    )
    assert [a for _, _, a in _cards(text)] == [
        "An ordered sequence.",
        "An immutable sequence.",
        "A bag of unique items.",
    ]
    assert any("end matter" in w and ":15:" in w for w in result(text).warnings)


_DRILL = """# Hook drills

# 🔹 Drill 1: A counter that copies its props

## Situation

```js
useEffect(() => setN(items.length), [items]);
```

## Task

- Is the effect needed?
- How would you rewrite it?

<details>
<summary>Model answer</summary>

No. Compute `items.length` while rendering.

</details>

---

# 🔹 Drill 2: A timer left running

## Situation

```js
useEffect(() => { setInterval(tick, 1000); }, []);
```

## Task

- What leaks here?

<details>
<summary>Model answer</summary>

The interval is never cleared.

</details>
"""


def test_a_title_over_its_situation_and_task_is_one_question() -> None:
    """`# Drill N: title` over `## Situation` and `## Task`, the answer in a fold: one card,
    its question the title, the scene and the task, its answer the fold."""
    assert _cards(_DRILL) == [
        (
            "q01",
            "A counter that copies its props\n\n*Situation*\n\n"
            "```js\nuseEffect(() => setN(items.length), [items]);\n```\n\n"
            "*Task*\n\n- Is the effect needed?\n- How would you rewrite it?",
            "No. Compute `items.length` while rendering.",
        ),
        (
            "q02",
            "A timer left running\n\n*Situation*\n\n"
            "```js\nuseEffect(() => { setInterval(tick, 1000); }, []);\n```\n\n"
            "*Task*\n\n- What leaks here?",
            "The interval is never cleared.",
        ),
    ]
    assert result(_DRILL).warnings == ()


_JA_DRILL = """# フック練習

# 🔹 問題 1：props をコピーするカウンター

## 状況

```js
useEffect(() => setN(items.length), [items]);
```

## 問題

- この effect は必要ですか？

<details>
<summary>模範解答</summary>

### 判断

不要。render 中に計算する。

</details>

# 🔹 問題 2：止まらないタイマー

## 状況

```js
useEffect(() => { setInterval(tick, 1000); }, []);
```

## 問題

- 何がリークしますか？

<details>
<summary>模範解答</summary>

interval が解除されない。

</details>

## 🎯 まとめ

- [ ] 外部と同期する？
- [ ] 計算で済む？
"""


def test_japanese_parts_and_a_model_answer_fold() -> None:
    """`## 状況` / `## 問題` ("situation" / "question") under `# 🔹 問題 N：title`, the answer
    in a `模範解答` ("model answer") fold: one card each; the closing `## まとめ` after the
    last fold is no part of its answer, and its checklist no card."""
    cards = _cards(_JA_DRILL)
    assert [(i, q.split("\n")[0], a) for i, q, a in cards] == [
        ("q01", "props をコピーするカウンター", "### 判断\n\n不要。render 中に計算する。"),
        ("q02", "止まらないタイマー", "interval が解除されない。"),
    ]
    assert cards[0][1].endswith("*問題*\n\n- この effect は必要ですか？")
    assert result(_JA_DRILL).skipped == ()


def test_one_titled_question_over_parts_is_no_layout() -> None:
    """Guard: a single title over `## Situation` / `## Task` (the other drill told without
    sub-headings) is read as before: the title answered by its scene, the task's bullets
    questions of their own."""
    text = _DRILL.replace(
        "## Situation\n\n```js\nuseEffect(() => { setInterval",
        "Meanwhile:\n\n```js\nuseEffect(() => { setInterval",
    ).replace("## Task\n\n- What leaks", "Then:\n\n- What leaks")
    assert [q.split("\n")[0] for _, q, _ in _cards(text)] == [
        "A counter that copies its props",
        "How would you rewrite it?",
        "What leaks here?",
    ]


def test_a_sub_heading_that_names_no_part_or_a_fold_that_holds_no_answer() -> None:
    """Guard: `## Hints` is no part of the question, `<summary>Hint</summary>` no answer:
    the headings are read as before."""
    for text in (_DRILL.replace("## Task", "## Hints"), _DRILL.replace("Model answer", "Hint")):
        assert all("*Situation*" not in q for _, q, _ in _cards(text))


def _accordion(title: str) -> str:
    """Two folded questions, then a fold titled `title` (an indicator span after it) over
    a table."""
    return f"""<details>
  <summary><b>Q1. 힙이란 무엇인가요?</b></summary>
  <div><p>부모가 자식보다 우선하는 트리입니다.</p></div>
</details>

<details>
  <summary><b>Q2. 트라이란 무엇인가요?</b></summary>
  <div><p>문자 단위로 나뉜 접두사 트리입니다.</p></div>
</details>

<details>
  <summary><span class="title">{title}</span> <span class="indicator">펼치기</span></summary>
  <div>
    <table>
      <tr>
        <th>구조</th><th>조회</th><th>비고</th>
      </tr>
      <tr>
        <td>배열</td><td>O(1)</td><td>끝에 넣을 때는 상환 O(1)</td>
      </tr>
    </table>
  </div>
</details>
"""


def test_an_appendix_fold_over_a_table_is_no_question() -> None:
    """`📌 부록: 비용 표` ("appendix: cost table"), an `expand` indicator after it, over a
    table: the page's end matter, reported as text in no card, not a question."""
    for title in ("📌 부록: 비용 표", "📎 Appendix: cost table"):
        text = _accordion(title)
        assert [(i, q) for i, q, _ in _cards(text)] == [
            ("q01", "힙이란 무엇인가요?"),
            ("q02", "트라이란 무엇인가요?"),
        ]
        assert [w for w in result(text).warnings if "in no card" in w] == [
            "doc.md:16: 2 lines of text between questions in no card "
            "('<th>구조</th><th>조회</th><th>비고</th>'); not imported"
        ]


def test_a_topic_fold_among_asking_folds_stays_a_question() -> None:
    """Guard: a fold titled by a topic that names no end matter (`힙 정렬`, "heap sort")
    is one more question among folds that ask, as before."""
    cards = _cards(_accordion("힙 정렬"))
    assert [q for _, q, _ in cards][2] == "힙 정렬 펼치기"
    assert len(cards) == 3
