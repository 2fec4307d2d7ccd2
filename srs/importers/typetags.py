"""A question opened by its type in brackets at the line's start, the stem on the same line:
`【单选题】下列哪个是 Java 的关键字？`, `【判断题】接口可以继承多个接口。（ ）`, `[多选题] ...`,
`(填空题) ...`, `[Multiple choice] Which ...`, as Chinese exercise pages (and some quiz banks
in other languages) open every question, unnumbered.

Read as written, such a line was a question only when the reader found it another way (its
options written `A. x` right under it): one whose stem did not ask (`【单选题】以下程序执行的结果
是：` over its code) or whose options the reader did not know was text, and every question
before the first it knew went as "introduction". The tag is what says a question starts
there, whatever its options look like: each such line, at the margin and outside code, is
written as a labelled question (`Q: 下列哪个是 Java 的关键字？`), line for line, the tag gone
(it names the kind of question, which the card's options show; no text of the question).

A tag alone on its line (`【单选题】` over a section of numbered questions) heads no stem and
stays; so does a bracket at the line's start that names no question type (`【注意】`, `[1]`,
`[Multiple choice](url)`, a link), and a tag after a number or a bullet (`1. 【单选题】...`),
which the readers take for a question already.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.holding import holds
from srs.importers.lazyre import lazy

__all__ = ["type_tags"]

_CJK_KINDS = (
    r"(?:(?:单项|多项|不定项|單項|多項|不定項)?(?:选择|選擇)|单选|多选|單選|多選|判断|判斷|填空"
    r"|简答|簡答|问答|問答|论述|論述|编程|編程|计算|計算|名词解释|名詞解釋)"
)
"""A question's type in Chinese (single/multiple choice, true/false, fill in the blank, short
answer, essay, programming, calculation, definition), without the `题` that may end it."""
_OTHER_KINDS = (
    r"(?:(?:択一|選択|正誤|記述)(?:問題|式)?|객관식|주관식|단답형|서술형"
    r"|(?:single|multiple|multi)[ -](?:choice|select|answer|response)(?:[ ]questions?)?"
    r"|true[ ]?(?:/|or)[ ]?false|fill[ -]in[ -](?:the[ -])?blanks?|short[ -]answer|essay)"
)
"""A question's type in Japanese, Korean or English (`[Multiple choice]`, `[True/False]`)."""
_TAG_RE = lazy(
    r"^[ \t]{0,3}(?:【(?:" + _CJK_KINDS + r"[题題]?|" + _OTHER_KINDS + r")】"
    r"|［(?:" + _CJK_KINDS + r"[题題]?|" + _OTHER_KINDS + r")］"
    r"|[（(]" + _CJK_KINDS + r"[题題][)）]"
    r"|\[(?:" + _CJK_KINDS + r"[题題]|" + _OTHER_KINDS + r")\](?![(\[:]))"
    r"[ \t\u3000]*(?:[:：][ \t\u3000]*)?(?P<stem>\S.*?)[ \t]*$",
    re.I,
)
"""A type tag in brackets at the margin, then the stem: full-width `【】`/`［］` around any
kind, ASCII ones (or `（）`) around a Chinese kind ending in `题` (`(单选题)`; `(单选)` after a
stem is a blank's hint, srs.importers.asking), `[...]` around an English one, no link."""
_LITERALS = ("【", "［", "题)", "題)", "题）", "題）", "题]", "題]", "hoice]", "HOICE]")
_LITERALS_MORE = ("elect]", "nswer]", "esponse]", "alse]", "ALSE]", "lank]", "lanks]", "ssay]")
"""What a line with a tag holds, as literals (the cheap test of the whole document)."""
_OPENERS = "【［[（("


def type_tags(text: str) -> str:
    """The text with each line opened by a question-type tag as a labelled question, the tag
    gone (see the module doc); the text itself when no line may be one."""
    if not holds(text, *_LITERALS, *_LITERALS_MORE):
        return text
    lines = text.split("\n")
    found = False
    for k, line in outside_code(lines):
        lead = line.lstrip(" \t")[:1]
        if not lead or lead not in _OPENERS:
            continue  # (the cheap test first: the pattern runs on few lines)
        m = _TAG_RE.match(line)
        if m is not None:
            lines[k] = f"Q: {m.group('stem')}"
            found = True
    return "\n".join(lines) if found else text
