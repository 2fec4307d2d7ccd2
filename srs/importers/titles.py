"""What the readers need to find a document's own title above its questions."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

from srs.importers.asking import asks, asks_alone, asks_as_task
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    BARE_QUESTION_LABEL_RE,
    FRONT_MATTER_RE,
    ITEM_NUMBER_RE,
    LIST_ITEM_RE,
    LIST_QUESTION_RE,
    NUMBERED_TEXT_RE,
    OPTION_RE,
    SENTENCE_END_RE,
    SEPARATOR_RE,
    heading_of,
)
from srs.importers.headingprose import has_prose
from srs.importers.intros import ANNOUNCES_RE
from srs.importers.labelstart import label_start
from srs.importers.labeltext import unwrap
from srs.importers.labelwords import NUMBERING_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy
from srs.importers.stems import plain_stem
from srs.importers.subnumbers import bold_sub_numbered
from srs.importers.values import Line

IMAGES_ONLY_RE = lazy(
    r"^[ \t]*(?:(?:\[[ \t]*)?!\[[^\]\n]*\]\([^)\n]*\)(?:\][ \t]*\([^)\n]*\))?[ \t]*)+$"
)
"""A line of Markdown images only (`![logo](logo.png)`, `[![badge](b.svg)](link)`)."""
_HTML_HEADING_RE = lazy(r"<h[1-3]\b[^>]*>(?P<text>.*?)</h[1-3]\s*>", re.I | re.S)
_HTML_OPEN_RE = lazy(
    r"^[ \t]*<(?:div|p|h[1-6]|center|img|a|picture|table|style|script|link|meta|br|hr)\b", re.I
)
"""An HTML block over a document's content: a banner, or a `<style>` line (no title in it)."""

FOOTER_RE = lazy(
    r"^(?:(?:version|v\d[\d.]*|last\s+updated|updated|last\s+modified|revision|date|generated(?:\s+on)?"
    r"|author|maintainer)\s*[:\-–—].*"
    r"|.*(?:©|\(c\)\s*\d{4}|\bcopyright\b|all\s+rights\s+reserved).*"
    r"|page\s+\d+(?:\s*(?:of|/)\s*\d+)?"
    r"|end\s+of\b.*|.*\b(?:quiz|test|exam|module|chapter|document|lesson)\s+complete[d!.]*"
    r"|the\s+end|good\s+luck.*|thank\s+you.*|happy\s+(?:learning|studying).*)$",
    re.IGNORECASE,
)
"""Lines at the very end of a document that are page furniture, never part of an answer."""
BRAND_WORD_RE = lazy(r"^[A-Z][A-Za-z&'’-]*$")
_HEADS_QUESTION_RE = lazy(r"^ {0,3}(?:#{1,6}[ \t]|(?:\*\*|__)\d{1,4}(?:\*\*|__)?[ \t]*[.)])")
"""A heading, or a line opening with a bold number (`**18)(Exam – 2021)** text`): a question's
first line in a quiz's shape. The short line right under it is its one-line answer
(`Resposta Verdadeira`, a true/false item's), however like a brand's words, never a footer."""
_ASKS_RE = lazy(r"[?？][\"'”’)\]*_`]*$")
"""A line that ends on a question mark (`- How do coroutines work?`, `> ... werden?`): the
short line right under it answers it (`Generators`), never a page's footer."""


def html_title(lines: list[Line], first: int) -> tuple[int, str | None] | None:
    """A document that opens with an HTML block (`<div align="center"><h1>Title</h1>`):
    the index after the block and the text of its first `<h1>`-`<h3>`, if any."""
    if not _HTML_OPEN_RE.match(lines[first].text) or re.match(
        r"[ \t]*<(?:details|summary|dl)\b", lines[first].text, re.I
    ):
        return None  # a `<details>` question (or a definition list) first is no banner
    end = first
    m = None
    while m is None and end < min(len(lines), first + 60) and _HTML_OPEN_RE.match(lines[end].text):
        block_start = end
        while end < len(lines) and lines[end].text.strip() and lines[end].text[:1] != "#":
            end += 1  # (a heading glued under the banner is no part of it)
        m = _HTML_HEADING_RE.search("\n".join(line.text for line in lines[block_start:end]))
        while end < len(lines) and not lines[end].text.strip():
            end += 1  # the next HTML block may hold the title (`<a><img></a>` then `<h1>`)
    if m is None:
        return first + 1 if end == first else end, None
    text = " ".join(re.sub(r"<[^<>]*>", " ", m.group("text")).split())
    return end, unwrap(text) or None


def banner_title(
    lines: list[Line], first: int, fm_title: str | None
) -> tuple[int, str | None] | int:
    """For a document whose first content (line `first`) is HTML: the index after its banner
    and its title (see `html_title`, a front-matter title first), or the index of the line to
    read the title from: the Markdown heading right under a banner holding no title (a logo's
    `<a><img></a>` over `# Quiz`, once left untitled), else `first` (no banner)."""
    found = html_title(lines, first)
    if found is None:
        return first
    if found[1] is None and fm_title is None:
        k = first_content(lines, found[0])
        if k is not None and heading_of(lines[k]) is not None:
            return k
    return found[0], fm_title or found[1]


_FRONT_MATTER_LINE_RE = lazy(r"^(?:[A-Za-z_][\w-]*[ \t]*:.*|-?[ \t]+.*|[ \t]*#.*|)$")
"""A line of YAML front matter: `key: value`, an indented line, a `- item` of a list, a comment."""
_TOML_LINE_RE = lazy(
    r"^(?:[A-Za-z_][\w.-]*[ \t]*=.*|\[[^\]\n]+\][ \t]*|[ \t]*#.*|[ \t]+.*|[\]}),]*|)$"
)
"""A line of TOML front matter: `key = value`, a `[table]`, a comment, an indented line or
the brackets closing a value written over several lines."""
_FRONT_MATTER_TITLE_RE = lazy(r"^[ \t]*title[ \t]*[:=][ \t]*(?P<v>.+)$", re.I)
_YAML_FENCES = ("```yaml", "```yml")
"""The fences of a YAML code block a note app keeps a page's metadata in, at its top."""
_FRONT_MATTER_LOOKAHEAD = 60
"""A front matter closes within this many lines, or the `---` is a rule."""


def front_matter(lines: list[Line]) -> tuple[int, str | None]:
    """The index of the first line after a YAML front matter (0: none) and its `title:`;
    or after a TOML one between `+++` lines (Hugo's and Zola's pages) and its `title =`.

    Only a block of `key: value` lines (indented or comment lines among them) is front
    matter: `---` over prose is a rule. A note app's metadata in a YAML code block at the
    page's top (```` ```yaml ```` / `title: AI Infra Quiz` / ```` ``` ````) is one too, when
    it names the page's title: read as code, it was the introduction, reported as lost.
    """
    opening = lines[0].text.strip() if lines else ""
    fenced = opening.lower() in _YAML_FENCES
    if opening not in ("---", "+++") and not fenced:
        return 0, None
    ends = ("```",) if fenced else ("---", "...") if opening == "---" else ("+++",)
    close = next(
        (
            j
            for j in range(1, min(len(lines), _FRONT_MATTER_LOOKAHEAD))
            if lines[j].text.strip() in ends
        ),
        None,
    )
    if close is None:
        return 0, None
    block = [line.text for line in lines[1:close]]
    line_re = _TOML_LINE_RE if opening == "+++" else _FRONT_MATTER_LINE_RE
    if not block or not all(line_re.match(t) for t in block) or block[0][:1] == "-":
        return 0, None
    title = _front_matter_title(block)
    if fenced and title is None:
        return 0, None  # a YAML example the page opens with: code, not its metadata
    return close + 1, title


def front_matter_end(lines: list[str]) -> int:
    """`front_matter` for a text's raw lines (a line-for-line rewrite's): the index of the
    first line after its YAML front matter (0: none)."""
    if not lines or (lines[0].strip() not in ("---", "+++") and lines[0][:4] != "```y"):
        return 0  # (a cheap test first: most texts open otherwise)
    head = lines[:_FRONT_MATTER_LOOKAHEAD]
    return front_matter([Line(k + 1, text) for k, text in enumerate(head)])[0]


_BOLD_LEAD_RE = lazy(r"^[ \t]*(\*\*|__)(?P<bold>[^*_\n]+?)\1[ \t]*[,;:.\-–—][ \t]*\S")
"""A first line led by a bold title and going on as prose (`**50 AWS Interview Questions**,
grouped into categories ...`)."""


def titled_from(text: str, first: int, after: int) -> tuple[int, str | None]:
    """A first plain line's title and the first line after it; a line that is no title
    (see `plain_title`) is the introduction's, reported with it, unless it is a rule."""
    title = plain_title(text)
    if title is None and not SEPARATOR_RE.match(text):
        return first, None
    return after, title


def plain_title(text: str) -> str | None:
    """A document's title from its first plain line: the line, unwrapped; only its bold lead
    when it opens with one and goes on as prose (the deck was named by the whole sentence,
    its `**` kept); none for a rule (`---` opening a page whose `---` pairs hold no front
    matter: the deck was named `---`), nor for a sentence that introduces the questions
    (`Here are some basic interview questions and answers:` named a deck) or one that is no
    title (`_TITLE_LIKE_RE`); hashes typed without their blank are no part of one."""
    if SEPARATOR_RE.match(text):
        return None
    m = _BOLD_LEAD_RE.match(text)
    if m is not None and len(m.group("bold").split()) >= 2 and not m.group("bold").endswith(":"):
        return m.group("bold").strip()
    plain = unwrap(text.lstrip("#") if text[:1] == "#" else text).strip()  # `#Mostly Asked`
    if ANNOUNCES_RE.match(plain) or not _TITLE_LIKE_RE.fullmatch(plain):
        return None
    return plain or None


def names_contents(title: str) -> bool:
    """Whether a document's first heading only heads its table of contents or other front
    matter (`## Mục Lục`, `## Table of Contents`, `# Introduction`): the deck was named "Table
    of Contents"; the file names it better."""
    return FRONT_MATTER_RE.match(unwrap(title).strip(" \t:*_📑📚📖🔖#")) is not None


_TITLE_LIKE_RE = lazy(r"[^\n]{1,80}(?<![:：])")
"""A first line short enough to name a deck, and not ending with a colon: `Format:`,
`Resources:`, `Basic PHP Questions:` label what follows, and a chat's opening sentence (`Sure,
here are the 100 essential MCQs with answers in bold:`) introduces it; the file names those
decks."""


def _front_matter_title(block: list[str]) -> str | None:
    """The front matter's last `title:` (quotes removed); None when it has none, or it is empty."""
    title: str | None = None
    for text in block:
        m = _FRONT_MATTER_TITLE_RE.match(text)
        if m:
            title = m.group("v").strip().strip("'\"").strip() or None
    return title


def first_content(lines: list[Line], start: int) -> int | None:
    """The first line from `start` with text: a logo or a row of badges above the title is
    not the title."""
    return next(
        (
            k
            for k in range(start, len(lines))
            if lines[k].text.strip() and not IMAGES_ONLY_RE.match(lines[k].text)
        ),
        None,
    )


def cut_furniture(lines: list[Line], start: int, end: int) -> int:
    """`end` moved up past the blank lines, rules and footers (version, date, copyright)."""
    while end > start and is_furniture(lines[end - 1]):
        end -= 1
    return end


def is_furniture(line: Line) -> bool:
    if line.code:
        return False
    text = line.text.strip()
    return not text or bool(
        SEPARATOR_RE.match(line.text) or FOOTER_RE.match(unwrap(text).replace("**", ""))
    )


def looks_like_brand(text: str, prev: str) -> bool:
    """A short line of Title-Case words (`Lilly Tech Systems`) after a finished sentence or a
    list item (`prev`, not a table row nor a question's first line, nor a line that asks)."""
    words = text.split()
    return (
        1 <= len(words) <= 5
        and len(text) <= 40
        and all(BRAND_WORD_RE.match(w) for w in words)
        and any(c.islower() for c in text)
        and bool(SENTENCE_END_RE.search(prev) or LIST_ITEM_RE.match(prev))
        and not prev.startswith("|")
        and not _HEADS_QUESTION_RE.match(prev)
        and not _ASKS_RE.search(prev)
    )


def question_first(lines: list[Line], first: int, level: int, text: str) -> bool:
    """Whether the first heading, `text`, is the document's first question rather than its
    title: it asks and another heading at its level asks too, or an answer's heading comes
    next; or it asks or sets a task (`Explique por que ...`: no question mark, no full stop,
    so `asks` alone cannot tell it from a title), has text of its own under it, and the
    headings at its level are labelled questions (`### Questão 76`, `### Question 2`): a
    title is never at the level of the questions it titles and worded as a task over an
    answer (`### Explique os conceitos abaixo` right over `### Questão 1`, nothing under
    it, stays the page's title)."""
    asking = asks(text)
    if asking and (_asking_sibling(lines, first, level) or _answered_below(lines, first)):
        return True
    return (
        (asking or asks_as_task(text))
        and _text_under(lines, first)
        and _asking_sibling(lines, first, level, labelled=True)
    )


def _text_under(lines: list[Line], first: int) -> bool:
    """Whether text comes under the first heading before the next heading."""
    for line in itertools.islice(lines, first + 1, None):
        if line.text.strip():
            return line.code or heading_of(line) is None
    return False


_TOPIC_SIBLINGS = 2
"""How many other headings at the first heading's level, over text of their own, make the
page a sheet of topics that the first heading opens."""


def topic_first(lines: list[Line], first: int, level: int) -> bool:
    """Whether the first heading, at `###` or deeper, is the first of the page's topics rather
    than its title: no heading anywhere sits above its level, and it is over text of its own,
    as two or more of its siblings are (`### 三大范式` over three paragraphs, `### 什么是MVCC`
    over its answer, ...). A title stands above the headings it names, at `#` or `##`; a
    first heading at the level of the page's questions, over text as they are, is one of
    them, and read as the title it took its answer with it."""
    if level < 3:
        return False
    rows = [k for k in range(first, len(lines)) if _heading_line(lines[k])]
    levels = [heading_of(lines[k]) for k in rows]
    if any(h is not None and h[0] < level for h in levels):
        return False
    ends = [*rows[1:], len(lines)]
    over_text = [
        has_prose(lines[k + 1 : end])
        for k, end, h in zip(rows, ends, levels, strict=True)
        if h is not None and h[0] == level
    ]
    return bool(over_text) and over_text[0] and sum(over_text[1:]) >= _TOPIC_SIBLINGS


def _heading_line(line: Line) -> bool:
    """Whether a line may be a heading: `#` first, outside code (the cheap test)."""
    return not line.code and line.text.lstrip(" ")[:1] == "#"


def _answered_below(lines: list[Line], first: int) -> bool:
    """Whether the next heading after the first is an answer's (`# What are inodes?` over
    `## Answer`): a page of one question, answered in its section, not a page's title."""
    for line in itertools.islice(lines, first + 1, None):
        if not line.code and line.text.lstrip(" ").startswith("#"):
            heading = heading_of(line)
            if heading is not None:
                return ANSWER_WORD_RE.match(heading[1]) is not None
    return False


def _asking_sibling(lines: list[Line], first: int, level: int, *, labelled: bool = False) -> bool:
    """Whether a heading at the first heading's level further down asks too (or, when
    `labelled`, is labelled a question: `### Question 2`): then the first, asking as well
    (`### Tell me about a conflict at work.`), is the first of the document's questions,
    not its title."""
    for line in itertools.islice(lines, first + 1, None):
        if line.code or not line.text.lstrip(" ").startswith("#"):
            continue
        heading = heading_of(line)
        if heading is None or heading[0] != level:
            continue
        if labelled and label_start(heading[1], in_heading=True) is not None:
            return True
        if not labelled and asks(heading[1]):
            return True
    return False


def numbered_first(lines: list[Line], first: int, level: int, text: str) -> bool:
    """Whether the first heading numbers a question that the next heading at its level goes
    on from (`# 1. Syndrome associated with ...:` over `# 2. Space of Disse is in:`, an exam
    whose questions are top-level headings): the first question, not the page's title. It
    ends as a question or a stem does (`?`, `:`); `# 1. Why these questions matter` is a
    chapter, unless it heads a run of leaf sections (`numbered_leaf_run`). A heading that is
    only a number (`## 1.` over `## 2.`, each question's text in the paragraph below) is the
    first question's too: a file opening on it lost it, in silence, to the deck's name `1`."""
    alone = _NUMBER_ALONE_RE.fullmatch(text)
    m = alone or NUMBERED_TEXT_RE.match(text)
    if m is None:
        return _labelled_first(lines, first, level, text)
    if alone is None and text.rstrip(" *_")[-1:] not in (":", "?"):
        return numbered_leaf_run(lines, first, level, int(m.group("num")))
    for line in itertools.islice(lines, first + 1, None):
        if line.code or not line.text.lstrip(" ").startswith("#"):
            continue
        heading = heading_of(line)
        if heading is not None and heading[0] == level:
            after = NUMBERED_TEXT_RE.match(heading[1]) or _NUMBER_ALONE_RE.fullmatch(heading[1])
            return after is not None and int(after.group("num")) == int(m.group("num")) + 1
    return False


_LABELLED_NUMBER_RE = lazy(
    rf"^[ \t]*(?:\*\*|__)?(?P<label>q|{'|'.join(QUESTION_LABELS)}|{NUMBERING_LABELS})"
    r"[ \t]*(?P<num>\d{1,4})(?![\d.,])",
    re.I,
)
"""A heading numbered by a question label glued to its topic with no separator (`Q1 Trees`,
`Question 3 Recursion`, `Q6 SVM`): the label says what it numbers, the topic follows."""


def _labelled_first(lines: list[Line], first: int, level: int, text: str) -> bool:
    """Whether the first heading is labelled and numbered as a question (`## Q1 Trees`) and
    the next heading at its level goes on from it under the same label (`## Q2 Scaling`): the
    first of a run of sibling question headings, not the page's title (a file opening right
    on its first question lost it, the title taking its heading). A title is not numbered; a
    lone `## Q3 Roadmap`, or one over deeper headings (a part), keeps its title."""
    m = _LABELLED_NUMBER_RE.match(text)
    if m is None:
        return False
    for line in itertools.islice(lines, first + 1, None):
        if line.code or "#" not in line.text[:4]:
            continue
        heading = heading_of(line)
        if heading is not None and heading[0] > level:
            return False  # `## Q1 Basics` over `### What is X?`: a part, not a question
        if heading is not None and heading[0] == level:
            after = _LABELLED_NUMBER_RE.match(heading[1])
            return (
                after is not None
                and after.group("label").casefold() == m.group("label").casefold()
                and int(after.group("num")) == int(m.group("num")) + 1
            )
    return False


def numbered_leaf_run(lines: list[Line], first: int, level: int, num: int) -> bool:
    """Whether the first heading, numbered `num`, is the first of a run of question headings:
    the next two at its level go on from it (`# 1. Jak zainicjowac zmienna` over `# 2. ...`,
    `# 3. ...`, questions written as top-level headings with no `?`) and no heading sits deeper
    in the document. Chapters hold deeper sections (`# 1. Basics` over `## 1.1 What is X?`)
    and parts hold numbered questions (`# 1 - Warm-up` over `1. **Which ...?**`), so they stay
    as they were; a page titled `# 1. Notes` over `# Summary` keeps its title."""
    want = num + 1
    for line in itertools.islice(lines, first + 1, None):
        if line.code:
            continue
        if want == num + 1 and ITEM_NUMBER_RE.match(line.text):
            return False  # a numbered item in the first section: a part's question
        heading = None if "#" not in line.text[:4] else heading_of(line)
        if heading is None:
            continue
        if heading[0] != level:
            return False
        if want < num + 3:
            m = NUMBERED_TEXT_RE.match(heading[1])
            if m is None or int(m.group("num")) != want:
                return False
            want += 1
    return want == num + 3


def keyed_sections_first(lines: list[Line], first: int, level: int) -> bool:
    """Whether the first heading is one of the document's question sections rather than its
    title: it and at least two more headings, all at its level with none deeper, each hold a
    key line (`Answer: 4`) in their sections, most of them one (a quiz whose questions sit
    under top-level headings, each over its stem, options and key). A title's section holds
    no key (`# Notes` over an introduction, or over `##` sections), and a chapter's holds many
    (`**Section 1**` over its twenty keyed questions): both stay titles."""
    rows = [first]
    for k in range(first + 1, len(lines)):  # the headings first: a literal test a line
        line = lines[k]
        heading = None if line.code or "#" not in line.text[:4] else heading_of(line)
        if heading is not None:
            if heading[0] != level:
                return False
            rows.append(k)
    if len(rows) < 3:
        return False
    rows.append(len(lines))
    keys = 0
    for start, end in itertools.pairwise(rows):
        keyed = sum(_keys(line.text) for line in lines[start + 1 : end] if not line.code)
        if not keyed:
            return False
        keys += keyed
    return keys <= 2 * (len(rows) - 1)


def _keys(text: str) -> bool:
    """Whether a line is a key line: an answer label with its answer (`答え：2,3`)."""
    m = ANSWER_RE.match(text)
    return m is not None and bool(m.group("rest").strip())


def sections_first(lines: list[Line], first: int, level: int, text: str) -> bool:
    """Whether the first heading opens the first of the document's question sections or
    topics, not its title: numbered as a question (`numbered_first`), keyed as each section
    is (`keyed_sections_first`), or one more of the page's topics (`topic_first`)."""
    return (
        numbered_first(lines, first, level, text)
        or keyed_sections_first(lines, first, level)
        or topic_first(lines, first, level)
    )


def past_navigation(lines: list[Line], first: int) -> int:
    """The first line after headings or lines that are only links (`## [Main title](../README.md)`
    over `# Apache Airflow`, a page's `[Back to Home](index.html)` over its `<h1>`: page
    navigation, not the title), when a heading follows them."""
    while True:
        heading = heading_of(lines[first])
        text = heading[1] if heading is not None else lines[first].text.strip()
        nxt = first_content(lines, first + 1) if _LINK_ONLY_RE.match(text) else None
        if nxt is None or heading_of(lines[nxt]) is None:
            return first
        first = nxt


_LINK_ONLY_RE = lazy(r"^\[[^\]\n]*\]\([^)\n]*\)$")
"""A heading that is nothing but a link (`## [Main title](../README.md)`): page navigation."""


DETAILS_FIRST_RE = lazy(r"[ \t]*<(?:details|summary|dl)\b", re.I)
SETEXT_UNDERLINE_RE = lazy(r" {0,3}(?:=+|-+)")
_NUMBER_ALONE_RE = lazy(r"[ \t]*(?P<num>\d{1,4})[.)]?[ \t]*")
"""A line or a heading that is only a number (`1.`): a numbered question's, its text below."""
_TABLE_ROW_RE = lazy(r"[ \t]{0,3}\|.*\|")
"""A table's row (`| Question | Answer |`): a table first is the questions, not a title."""
_BULLET_FIRST_RE = lazy(r"[-*+][ \t]+(?![-*_ \t]*$)\S")
"""A bullet item at the margin (not a `- - -` rule): a list begins, no title is a bullet."""
NOT_A_TITLE: tuple[Callable[[str], object], ...] = (
    _TABLE_ROW_RE.match,
    _BULLET_FIRST_RE.match,
    LIST_QUESTION_RE.match,
    asks_alone,
    OPTION_RE.match,
    ANSWER_RE.match,
    _NUMBER_ALONE_RE.fullmatch,
    bold_sub_numbered,
)
"""A first line that is any of these is where the questions begin, not a title."""


def opens_a_question(text: str, lines: list[Line] | None = None, first: int = 0) -> bool:
    """A first line that asks (`What is X?` over its answer) or a bare `Question:` label; or,
    given the document's `lines` and its index, the stem of the options under it, keyed
    (`Best way to find mid` over `m = l + (r - l) / 2 <- Correct`): a question that does
    not ask, whose options and key make it one (srs.importers.stems). Read as the title, it
    named the deck and its options went as an introduction."""
    ending = text.rstrip(" *_")
    if ending.endswith("?") or (
        ending.endswith(":") and BARE_QUESTION_LABEL_RE.match(text) is not None
    ):
        return True
    return lines is not None and plain_stem(text.strip(), lines, (first, first + 1))
