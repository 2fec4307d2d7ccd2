"""Importer layouts met in the twenty-fourth (2026-12-01) session's rounds (fresh public
documents a judge imported, the lead mending what they misread).

Each test is the shape of one real document, written small; none is a copy of one.
"""

from __future__ import annotations

from srs.importers.fencedbullets import fenced_bullets
from tests.importing import result


def _cards(text: str) -> list[tuple[str, str, dict[str, str]]]:
    return [(c.question, c.answer, dict(c.choices)) for c in result(text).deck.cards]


# -- `- topic` items at the margin, each answered by the lines or the fence glued under it ----

_GLUED_DOC = """\
- Cache kinds
Write-through and write-back
- Write an LRU cache
```
class LRU:
    pass
```
- TLB
Translation lookaside buffer
- Paging
Fixed-size frames
"""


def test_items_glued_to_their_answers_are_questions() -> None:
    """Every item is a question, whatever it asks, its answer the text or the fence right
    under it: the fence no longer ends the list so that the topics after it fall into its
    answer, and the first item is not lost."""
    r = result(_GLUED_DOC)
    assert _cards(_GLUED_DOC) == [
        ("Cache kinds", "Write-through and write-back", {}),
        ("Write an LRU cache", "```\nclass LRU:\n    pass\n```", {}),
        ("TLB", "Translation lookaside buffer", {}),
        ("Paging", "Fixed-size frames", {}),
    ]
    assert not r.warnings
    assert not r.skipped


def test_the_glued_items_are_labelled_line_for_line() -> None:
    """The rewrite labels each item `Q:` and its first text line `A:`, the fence as it is."""
    assert fenced_bullets(_GLUED_DOC) == (
        "Q: Cache kinds\nA: Write-through and write-back\nQ: Write an LRU cache\n"
        "```\nclass LRU:\n    pass\n```\nQ: TLB\nA: Translation lookaside buffer\n"
        "Q: Paging\nA: Fixed-size frames\n"
    )


_CJK_DOC = """\
# 网络

- 三次握手\x20\x20
建立连接要交换三个报文\x20\x20
确认双方收发正常
- 写一个回显服务
```python
serve(echo)
```

## 进阶

- 拥塞控制
慢启动、拥塞避免
- 滑动窗口
```
window = 4
```
"""


def test_glued_items_in_sections_with_hard_breaks_and_fences_last() -> None:
    """Hard-break blanks after a topic, several answer lines, headings between runs of items
    and a fenced item last: one card an item, the answer every line under it."""
    r = result(_CJK_DOC)
    assert [(q, a) for q, a, _ in _cards(_CJK_DOC)] == [
        ("三次握手", "建立连接要交换三个报文\n确认双方收发正常"),
        ("写一个回显服务", "```python\nserve(echo)\n```"),
        ("拥塞控制", "慢启动、拥塞避免"),
        ("滑动窗口", "```\nwindow = 4\n```"),
    ]
    assert not r.warnings
    assert not r.skipped


_LAST_FENCED_DOC = """\
- Alpha
the first letter
- Beta
the second letter
- Print a letter
```
print("g")
```
"""


def test_a_page_whose_fenced_item_comes_last_has_its_questions() -> None:
    """It was `no questions found`: the fence under the last item ended the list of topics."""
    assert _cards(_LAST_FENCED_DOC) == [
        ("Alpha", "the first letter", {}),
        ("Beta", "the second letter", {}),
        ("Print a letter", '```\nprint("g")\n```', {}),
    ]


_BARE_ITEM_DOC = """\
- Stack
last in, first out
- Queue
- Reverse a list
```
xs[::-1]
```
- Heap
a tree kept in order
"""


def test_an_item_with_nothing_under_it_is_reported_not_lost() -> None:
    """`- Queue` right over the next item has no answer: reported, the others still cards."""
    r = result(_BARE_ITEM_DOC)
    assert [q for q, _, _ in _cards(_BARE_ITEM_DOC)] == ["Stack", "Reverse a list", "Heap"]
    assert [(s.line, s.reason) for s in r.skipped] == [(3, "question #2 has no answer; skipped")]
    assert [w.split(": ", 1)[1] for w in r.warnings] == ["question #2 has no answer; skipped"]


# -- near misses: pages the glued layout must leave as they were ----------------------------

_WRAPPED_NOTES = """\
- A long point that the author wrapped at the edge of the
screen and kept going on the next line.
- Another point wrapped at the edge of the screen without
any indent at all on this line.
- Show the setting
```
x = 1
```
"""


def test_wrapped_points_with_a_fence_are_no_glued_items() -> None:
    """A long item line going on under it, no break or closing mark at its end, is a note's
    sentence wrapped by its author, not a topic over its answer."""
    assert fenced_bullets(_WRAPPED_NOTES) == _WRAPPED_NOTES


_STEPS_PAGE = """\
Set-up notes.

- Install the tool
```
pip install tool
```
- Start it
```
tool run
```
- Check it
```
tool status
```

## License

MIT
"""


def test_items_with_text_after_them_that_is_no_items_are_left_alone() -> None:
    """A heading over text that no item holds: the page is not made of such items."""
    assert fenced_bullets(_STEPS_PAGE) == _STEPS_PAGE


_TEXT_ONLY = """\
- 什么是进程
资源分配的最小单位
- 线程
调度的最小单位
- 为什么用协程
更轻量
- 进程和线程的区别
是否共享内存
"""


def test_glued_items_with_no_fence_are_read_as_before() -> None:
    """With no fence, CommonMark keeps the items one list, which the Markdown reader reads:
    the layout is not rewritten, and the cards are as they were."""
    assert fenced_bullets(_TEXT_ONLY) == _TEXT_ONLY
    assert [(q, a) for q, a, _ in _cards(_TEXT_ONLY)] == [
        ("什么是进程", "资源分配的最小单位"),
        ("线程", "调度的最小单位"),
        ("为什么用协程", "更轻量"),
        ("进程和线程的区别", "是否共享内存"),
    ]


_BLANK_SEPARATED = """\
* What does this print?

```
print(1)
```

* What does that print?

```
print(2)
```

* Which one is longer?

```
the second
```
"""


def test_items_over_a_blank_and_a_fence_are_still_the_spaced_layout() -> None:
    """Items set off from their block by a blank line are fenced_bullets' first layout: `A:`
    goes on the blank line over each block, as before."""
    assert fenced_bullets(_BLANK_SEPARATED) == _BLANK_SEPARATED.replace("* ", "Q: ").replace(
        "?\n\n```", "?\nA:\n```"
    )
