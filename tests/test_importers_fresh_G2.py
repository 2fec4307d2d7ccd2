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


# -- questions numbered `1、` (the CJK ordinal comma) or `1 - ` ------------------------------------

_ORDINAL_COMMA = """\
# 前端

### 1、什么是闭包？

> 闭包是能读取外部函数变量的函数。

### 2、请描述事件循环。

> 先执行同步任务，再执行微任务。

### 3、简述 HTTP 缓存。

> 强缓存与协商缓存。
"""

_DASH_NUMBERED = """\
# Perguntas de Java

## 1 - Como o Java é independente de plataforma?

O bytecode roda em qualquer JVM.

## 2 - Escreva um programa que diga se um número é par

```java
boolean par = n % 2 == 0;
```

## 3 - O que é ClassLoader?

Carrega classes em tempo de execução.
"""


def test_a_cjk_ordinal_comma_numbers_the_question_and_is_no_part_of_it() -> None:
    cards = result(_ORDINAL_COMMA).deck.cards
    assert [c.question for c in cards] == ["什么是闭包？", "请描述事件循环。", "简述 HTTP 缓存。"]
    assert cards[1].answer == "先执行同步任务，再执行微任务。"


def test_a_number_set_off_by_a_dash_numbers_a_heading_question() -> None:
    cards = result(_DASH_NUMBERED).deck.cards
    assert [c.question for c in cards] == [
        "Como o Java é independente de plataforma?",
        "Escreva um programa que diga se um número é par",
        "O que é ClassLoader?",
    ]
    assert "n % 2 == 0" in cards[1].answer
