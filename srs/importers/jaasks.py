"""Whether a line written in Japanese asks, though it has no question mark.

Japanese study lists and interview sheets set most questions as requests, not as questions:
`プロセスとスレッドの違いについて説明してください。` (please explain the difference ...),
`TCPの特徴を述べよ。` (state ...), `インデックスの仕組みを説明しなさい`, and the others as
questions whose `？` is left off (`キャッシュとは何ですか`). No English question word opens
them and none ends with `?`, so a list of such bullets, unanswered, was one run of "text
between questions": only its first line quoted, the other questions never named. A line asks
here when, bracketed tags aside, it ends with a request made with a verb of telling (説明,
解説, 記述, 比較, 列挙, 定義, 紹介, 述べ, 教え, 答え, 挙げ) or with a question's ending (-ですか,
-ますか, -でしょうか); and it is short, no answer's sentence.
"""

from __future__ import annotations

from srs.importers.brackettails import asking_core
from srs.importers.lazyre import lazy

__all__ = ["asks_in_japanese"]

_REQUEST_RE = lazy(
    r"(?:(?:説明|解説|記述|比較|列挙|定義|紹介)[ \t]*(?:して[ \t]*(?:ください|下さい)|しなさい|せよ|してみてください)"
    r"|(?:述べ|教え|答え|挙げ)[ \t]*(?:て[ \t]*(?:ください|下さい)|なさい|よ))"
    r"$|(?:です|ます|でしょう)か$"
)


def asks_in_japanese(text: str) -> bool:
    """Whether a line ending in Japanese asks (see the module doc); False at once for a line
    whose end holds none of `い`, `よ` or `か` (the cheap test first)."""
    core = asking_core(text, "いよか", " 。.!！*_")
    if core is None:
        return False
    return _REQUEST_RE.search(core[-14:]) is not None
