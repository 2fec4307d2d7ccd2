"""Importer layouts met on fresh public documents (helper G2's sweep: interview Q&A and quizzes
written in Chinese, Japanese, Korean, Russian, Spanish, Portuguese, German and French): each
test is the shape of one, written small.

None of these is a copy of a document; each is the layout that a real file used and the
importer once misread.
"""

from __future__ import annotations

from tests.importing import result

# -- a quiz labelled in Chinese: options, key and explanation under their own words ---------------

_CHINESE_QUIZ = """\
# 第 1 章：网络 - 练习

## 第 1 题

### 题目

HTTP 默认使用哪个端口？

**选项：**
- A. 21
- B. 80
- C. 443

<details>
<summary>查看答案</summary>

### ✅ 正确答案：B

### 📖 解析

**端口**

#### 常见端口

HTTP 用 80，HTTPS 用 443。

</details>

---

## 第 2 题

### 题目

DNS 把什么翻译成 IP 地址？

**选项：**
- A. 域名
- B. 端口

<details>
<summary>查看答案</summary>

### ✅ 正确答案：A

### 📖 解析

#### 解析过程

域名经由解析器得到地址。

</details>
"""


def test_a_chinese_quiz_reads_its_key_options_and_explanation_labels() -> None:
    cards = result(_CHINESE_QUIZ).deck.cards
    assert [(c.question, c.answer) for c in cards] == [
        ("HTTP 默认使用哪个端口？", "B"),
        ("DNS 把什么翻译成 IP 地址？", "A"),
    ]
    assert cards[0].choices == {"A": "21", "B": "80", "C": "443"}
    assert "HTTP 用 80" in cards[0].explanation
    assert "域名经由解析器" in cards[1].explanation


# -- a blog post's ad scripts between its questions -----------------------------------------------

_ADS_BETWEEN = """\
## Common questions

### 1. What are your strengths?
Name one and prove it.

For example: I solve problems fast.

<script async src="https://ads.example.com/ads.js?client=1"
     crossorigin="anonymous"></script>
<ins class="ad"
     style="display:block"></ins>
<script>
     (ads = window.ads || []).push({});
</script>

### 2. How do you run JavaScript in a page?
Put it in a script element:

<script>
  alert("Hello");
</script>

```html
<script>keep();</script>
```
"""


def test_script_elements_in_a_markdown_page_are_not_answer_text() -> None:
    cards = result(_ADS_BETWEEN).deck.cards
    assert [c.question for c in cards] == [
        "What are your strengths?",
        "How do you run JavaScript in a page?",
    ]
    assert "script" not in cards[0].answer
    assert cards[0].answer.endswith("I solve problems fast.")
    # a script the answer shows as its example stays, fenced or not
    assert 'alert("Hello");' in cards[1].answer
    assert "<script>keep();</script>" in cards[1].answer
