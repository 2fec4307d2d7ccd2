"""A list of links under a label that names it (`###### Relative links:`, `**References:**`,
`Further reading`), closing an answer: the sources a Q&A page puts under each of its
answers, never the answer itself.

Under a real answer the links stay, as reading beside it, but a label set as a heading
(`###### Relative links:` over `+ https://...`) loses its hashes: in a card it is no section,
and the raw heading markup showed as debris in every answer of a judged document. An answer
that is only such a list (`only_links`) answers nothing: its question is reported
unanswered (srs.importers.placeholders), never carded with the links as its answer.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["LINK", "READING_LABELS", "footer_label", "only_links"]

READING_LABELS = (
    r"(?:more|further|additional|extra|recommended|suggested)[ \t]+reading|read(?:[ \t]+more)?"
    r"|reading|see[ \t]+also|learn[ \t]+more|more[ \t]+(?:info(?:rmation)?|details|on[ \t]+this)",
    r"延伸阅读|扩展阅读|拓展阅读|相关阅读|参考(?:资料|链接|文献|文章|阅读)?|更多(?:阅读|资料|内容)?|参考文献|関連(?:記事|リンク)|もっと読む",
    r"más[ \t]+información|lecturas?[ \t]+(?:adicional|recomendada|complementaria)s?|ver[ \t]+también"
    r"|leia[ \t]+mais|saiba[ \t]+mais|veja[ \t]+também|leituras?[ \t]+(?:adiciona(?:l|is)|recomendadas?)",
    r"weiterführende[ \t]+(?:literatur|links?|lektüre)|mehr[ \t]+dazu|siehe[ \t]+auch|weiterlesen"
    r"|pour[ \t]+en[ \t]+savoir[ \t]+plus|voir[ \t]+aussi|lectures?[ \t]+complémentaires?|en[ \t]+savoir[ \t]+plus",
    r"подробнее|см\.?[ \t]+также|читать[ \t]+(?:далее|дальше)|дополнительно",
)
"""Labels that send the reader on for more (`More reading:`, `See also:`, `延伸阅读：`, `Leia
mais:`, `Siehe auch:`, `Подробнее:`), one language a line: a link under one is reading beside an
answer, never the answer itself (a question left unanswered but for it has no answer)."""

_SOURCE_WORDS = (
    r"ref(?:erence)?s?\.?(?:[ \t]+links?)?|sources?|citations?|links?|resources?"
    r"|(?:useful|relative|related|helpful|external|additional|other)[ \t]+(?:links?|resources?)"
    r"|referenzen|quellen|fuentes|referencias|références|liens|источники|ссылки|참고(?:\s*자료|\s*링크)?"
)
"""Labels naming an answer's sources (`References`, `Citations`, `Relative links`, `Quellen`,
`참고`)."""

LINK = r"(?:<?https?://[^\s<>]+>?|\[[^\]]*\]\((?:[^()\s]|\([^()\s]*\))*\))"
"""A bare URL or a Markdown link (its URL may hold one pair of brackets: `wiki/Tree_(graph)`)."""

_LABEL_RE = lazy(
    r"^[ \t]{0,3}(?P<hashes>#{1,6}[ \t]+)?(?P<label>(?:\*\*|__)?[ \t]*"
    rf"(?:{_SOURCE_WORDS}|{'|'.join(READING_LABELS)})"
    r"[ \t]*(?:\*\*|__)?[ \t]*[:：]?[ \t]*(?:\*\*|__)?)[ \t]*$",
    re.I,
)
"""A line that only names a list of links: a heading, a bold label or a plain one."""
_LINK_LINE_RE = lazy(
    rf"^[ \t]*(?:(?:[-*+]|\d{{1,3}}[.)]|\[\d{{1,3}}\])[ \t]+)?(?:\*\*|__)?{LINK}(?:\*\*|__)?[ \t.]*$"
)
"""A line holding one link and nothing else, bulleted, numbered (`[1] https://...`, as a
chat assistant numbers its citations) or not."""


def _links_below(texts: list[str]) -> bool:
    """Whether the lines hold one link or more and nothing else (blank lines aside)."""
    rest = [text for text in texts if text.strip()]
    return bool(rest) and all(_LINK_LINE_RE.match(text) for text in rest)


def footer_label(text: str, below: list[str]) -> str | None:
    """The plain label a links label set as a heading stands for, when only links follow it
    (`below`, to the answer's end): `###### Relative links:` -> `Relative links:`. None for
    any other line. (The leaf the placeholders read: the walk over a block's lines is
    srs.importers.blocklines.link_footers.)"""
    m = _LABEL_RE.match(text) if text.lstrip()[:1] == "#" else None
    if m is None or not m.group("hashes") or not _links_below(below):
        return None
    return m.group("label").strip()


def only_links(text: str) -> bool:
    """Whether an answer is only a links label over a list of links (`###### Relative
    links:` over `- https://...`), or opens with one (`Citations:` over `[1] https://...`,
    then the page's closing notes), the answer not written below it (`_says_more`): the
    sources of an answer never written."""
    first, _, rest = text.strip().partition("\n\n")
    lines = [line for line in first.split("\n") if line.strip()]
    if len(lines) < 2 or _LABEL_RE.match(lines[0]) is None or not _links_below(lines[1:]):
        return False
    return not _says_more(rest)


_SENTENCE_ENDS = (".", "。", "．", "：")
_FIRST_LINES = 3


def _says_more(rest: str) -> bool:
    """Whether the text after a list of sources opening an answer is the answer itself (the
    sources put first, `参考：` over its links, then what it explains): a sentence, or a line
    that opens a list (`...两种方式：`), among its first lines, links and their labels aside.
    The closing notes a page sets under a chat's citations are no sentence (`Total Questions:
    3`, `Sections and Subsections:` over counts per section)."""
    said = [
        line.strip()
        for line in rest.split("\n")
        if line.strip() and not _LINK_LINE_RE.match(line) and not _LABEL_RE.match(line)
    ]
    return any(line.endswith(_SENTENCE_ENDS) for line in said[:_FIRST_LINES])
