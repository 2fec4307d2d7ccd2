"""A question block's lines written one way before they are read (srs.importers.blocks).

What an author writes around a block's text rather than in it: the indent of a list item's
answer, code fenced deeper than the document's own fences, HTML and admonition markup
(`<details>`, `<summary>Answer</summary>`, `??? "Show Answer"`), page furniture (back-to-top
links, `&nbsp;` spacers, "Reader's blank" lines) and labels inside block quotes. Kept apart
from the reading itself so that each of these rules sits in one small place.
"""

from __future__ import annotations

import re

from srs.importers import itemtail
from srs.importers.common import (
    ANSWER_RE,
    ANSWER_WORD_RE,
    DETAILS_CLOSE_RE,
    DETAILS_TAG_RE,
    EXPLANATION_RE,
    HEADING_RE,
    OPTION_RE,
    SUMMARY_RE,
    TOP_LINK_TEXT_RE,
    heading_of,
    indent_of,
)
from srs.importers.fences import FENCE_RE
from srs.importers.headings import EXPLANATION_HEADING_RE
from srs.importers.hiddenanswers import numbers_its_answer
from srs.importers.html import BREAKS_RE, names_tag
from srs.importers.labeltext import tidy_label
from srs.importers.lazyre import lazy
from srs.importers.linkfooters import footer_label
from srs.importers.marks import drop_scores
from srs.importers.openitemfences import ends_item, item_indent
from srs.importers.ownattempts import OWN_ATTEMPT_RE, may_hold_own_attempt, slashed_options
from srs.importers.soleexplanation import names_explanation
from srs.importers.values import Line

_SENTENCE_RE = lazy(
    r"^[ \t]*(?:[A-Za-z][\w'’]*(?:[ \t]+[A-Za-z][\w'’]*){0,2}:[ \t]+(?=[A-Z]))?"
    r"[A-Za-z][\w'’,]*(?:[ \t]+\S+){3,}"
)
"""A sentence, or one after a label of a few words (`Variance: In statistics, variance is
...`, `Example:  A simple example ...`: a term and its definition, prose as well)."""


_ITEM_LINE_RE = lazy(r"^[ \t]*(?:(?:[-*+]|\d{1,4}[.)])[ \t]+\S|\d{1,4}[.)](?=[A-Za-z])|-(?=[A-Z]))")
"""A list item (`-   a) Reverse Engineering`, `-   Answer: b)`): options and a key indented
under their question's item, never an indented code block; typed in haste too, with no blank
after its number or dash (`2.Load - less work`, `-SOA is ...`)."""


def _prose_lines(lines: list[Line]) -> bool:
    """Whether most text lines are sentences (`In Go, panic is ...`): an answer indented under
    its item by a tab, not an indented code block."""
    texts = [line.text for line in lines if not line.code and line.text.strip()]
    prose = sum(1 for text in texts if _SENTENCE_RE.match(text) or _ITEM_LINE_RE.match(text))
    return bool(texts) and 2 * prose > len(texts)


_BREAKS_ONLY_RE = lazy(r"^[ \t]*(?:<br[ \t]*/?>[ \t]*)+$", re.IGNORECASE)


def _blank(line: Line) -> bool:
    """Code, or a line blank to the outdent (`<br/>` left of `1. **What ...?**<br/>` too)."""
    return line.code or not line.text.strip() or _BREAKS_ONLY_RE.match(line.text) is not None


def outdent(lines: list[Line]) -> list[Line]:
    """The block's lines less the indent they all share (outside code), up to the first line
    at the margin; a first line at the margin that the item's own options and answer follow
    indented is the rest of the question's line (`30. **Valid SQL?** `SELECT 1;`` over
    `    A) Yes`), and the lines below it are cut all the same.

    A question in a list item (`10. **Q**: ...`) has its options and answer indented by the
    item's width, four columns and more from item 10 on; read at that depth, `**Correct
    Answer**: A` would be code to Markdown and no label to us. An answer begun indented under
    its item and gone on at the margin (srs.importers.runon) loses the indent of its first
    lines only, when it is less than an indented code block's four columns or the lines are
    sentences (a tab under `24. What is panic?`) or the item's options and key, not code
    (`_read_indented`).
    """
    if _question_tail(lines):
        return lines[:1] + outdent(lines[1:])
    cut: int | None = None
    upto = len(lines)
    for k, line in enumerate(lines):
        text = line.text
        if _margin_fence(lines, k):
            upto = k  # a fence opened at the margin, out of the item: its code keeps its indent
            break
        if _blank(line):
            continue
        if text[0] not in " \t":
            upto = k  # a line at the margin (most blocks' first): nothing to cut from here
            break
        indent = indent_of(text)
        cut = indent if cut is None or indent < cut else cut
    if not cut or (upto < len(lines) and cut > 3 and not _read_indented(lines[:upto])):
        return lines  # four columns over text at the margin: an indented code block's
    if cut > 3 and _lazy_prose(lines[upto:], cut):
        return _cut(lines, cut)
    return _cut(lines[:upto], cut) + lines[upto:]


def _lazy_prose(rest: list[Line], cut: int) -> bool:
    """Whether the lines after the first one at the margin, in an answer begun indented by a
    tab (or four columns) as prose, are that answer gone on: prose at the margin (a wrapped
    line the author did not indent, a `Similarities:` line over more points) and lines
    indented as deep as its first lines, no code among them. Their indent goes too: left,
    those points read as an indented code block, and the answer showed as code. An indented
    line after a blank one there is the code block Markdown reads it as (`Run it so:`, a
    blank line, `    SELECT 1;`): its indent stays."""
    if not rest or not itemtail.prose(rest[0]):
        return False
    after_blank = False
    for line in rest:
        if line.code or FENCE_RE.match(line.text):
            return False
        indent = indent_of(line.text) if line.text.strip() else -1
        if (indent >= cut and after_blank) or (0 <= indent < cut and not itemtail.prose(line)):
            return False
        after_blank = indent < 0
    return indent_of(rest[0].text) == 0 and _prose_lines(rest)


def _cut(lines: list[Line], cut: int) -> list[Line]:
    """The lines less `cut` blanks each (a line with fewer loses them all). The code of a
    block whose opening fence stands less deep than the cut (`   ```` under an answer four
    columns in) loses only the fence's indent: it keeps its indent under its fence."""
    out: list[Line] = []
    depth = cut  # how much the code of the block open loses
    for k, line in enumerate(lines):
        text = line.text
        if line.code and (k == 0 or not lines[k - 1].code):
            depth = min(cut, indent_of(text))  # an opening fence
        n = depth if line.code else cut
        kept = text[n:] if not n or text[:n].isspace() else text.lstrip()
        out.append(Line(line.no, kept, line.code))
    return out


def _read_indented(lines: list[Line]) -> bool:
    """Whether the indented lines above a block's first line at the margin are read as text,
    not as an indented code block: sentences (`_prose_lines`), or the item's options and its
    key (`_choices_and_key`). A line at the margin right under `    **Explanation:** ...`
    (a wrapped line its author did not indent, a pasted aside) left `    **Correct Answer:**
    B` indented four columns, no label, and the keyed question an open card."""
    return _prose_lines(lines) or _choices_and_key(_indented_texts(lines))


def _question_tail(lines: list[Line]) -> bool:
    """Whether the block opens with one line at the margin (the rest of its question's line)
    over an indented run that holds an option and an answer label: an item's choices and
    key, never an indented code block."""
    if len(lines) < 3 or not _at_margin(lines[0]):
        return False
    return _choices_and_key(_indented_texts(lines[1:]))


def _choices_and_key(texts: list[str]) -> bool:
    """Whether indented lines hold an option and an answer label: an item's choices and key."""
    return any(map(OPTION_RE.match, texts)) and any(ANSWER_RE.match(t.lstrip()) for t in texts)


def _indented_texts(lines: list[Line]) -> list[str]:
    """The lines' texts when every one is indented text (blank lines aside), else []."""
    texts: list[str] = []
    for line in lines:  # one pass, out at the first code or margin line (most blocks' second)
        if line.code or _at_margin(line):
            return []
        if line.text.strip():
            texts.append(line.text)
    return texts


def _at_margin(line: Line) -> bool:
    """A line of text (not code) that starts at the margin."""
    return not line.code and line.text.strip() != "" and line.text[0] not in " \t"


def _margin_fence(lines: list[Line], k: int) -> bool:
    """Whether line k opens a fenced block at the margin (not one closing at it)."""
    text = lines[k].text
    if not lines[k].code or text[:1] in ("", " ", "\t") or not FENCE_RE.match(text):
        return False
    return k == 0 or not lines[k - 1].code


_DEEP_FENCE_RE = lazy(r"^[ \t]*(`{3,}(?=[^`]*$)|~{3,})")


def indented_code(lines: list[Line]) -> list[Line]:
    """A code block fenced deeper than a document's fences may sit (`200. ### Q` over a fence
    six columns in, as a list item indents its answer), left unmarked by the document's pass,
    marked as code within the block: its `a: "Good morning"` lines are code, never options.
    One left open in a list item ends with the item (srs.importers.openitemfences)."""
    if not any(_DEEP_FENCE_RE.match(line.text) for line in lines if not line.code):
        return lines
    out = list(lines)
    opened: tuple[int, str, int] | None = None  # its line, its fence, its list item's indent
    for k, line in enumerate(lines):
        if opened is not None and ends_item(line, opened[2]):  # left open, ended by its item
            for j in range(opened[0], k):
                out[j] = Line(out[j].no, out[j].text, code=True)
            opened = None
        m = _DEEP_FENCE_RE.match(line.text) if not line.code else None
        if m is None:
            continue
        if opened is None:
            opened = (k, m.group(1), item_indent(lines, k))
        elif m.group(1)[0] == opened[1][0] and len(m.group(1)) >= len(opened[1]):
            for j in range(opened[0], k + 1):
                out[j] = Line(out[j].no, out[j].text, code=True)
            opened = None
    return out


def answered_by_tag(lines: list[Line]) -> bool:
    """Whether a block's one line of text is a tag alone (`<ol>` under `3. What is the element
    for a numbered list?`, see html.names_tag): the element it answers with, not markup
    around its answer for `untagged` to drop (the question was skipped as unanswered)."""
    texts = [line for line in lines if line.text.strip()]
    return len(texts) == 1 and not texts[0].code and names_tag(texts[0].text)


_P_OPEN_RE = lazy(r"<p\b[^<>]*>", re.I)
_P_CLOSE_RE = lazy(r"</p[ \t]*>", re.I)


def paragraph_text(lines: list[Line]) -> list[Line]:
    """The lines with the text inside a `<p>` set on lines of its own at the margin: an HTML
    editor indents a paragraph's text under its tag (`  <p>` over `    <strong>Map</strong>
    method ...`), which in Markdown four blanks would make a code block, shown raw."""
    if not any("<p" in line.text or "<P" in line.text for line in lines):
        return lines
    out: list[Line] = []
    inside = False
    for line in lines:
        if line.code:
            out.append(line)
            continue
        if inside and line.text[:1] in (" ", "\t"):
            line = Line(line.no, line.text.lstrip(" \t"))
        if TAGS_ONLY_RE.match(line.text):
            opened = len(_P_OPEN_RE.findall(line.text)) - len(_P_CLOSE_RE.findall(line.text))
            inside = opened > 0 or (inside and opened == 0)
        out.append(line)
    return out


def untagged(line: Line) -> list[Line]:
    """A line with its HTML and admonition markup made plain (none: markup only)."""
    if line.code:
        return [line]
    if ("#" in line.text or "ack" in line.text or "ome" in line.text) and is_top_link(line.text):
        return []
    if line.text.lstrip()[:3] in ("???", "!!!"):
        m = _ADMONITION_RE.match(line.text)
        if m is not None:
            # mkdocs `??? question "Show Answer"`: a collapsed block, like <details>
            reveals = _REVEALS_ANSWER_RE.match(_admonition_title(m))
            return [Line(line.no, "Answer:")] if reveals else []
    if "<" not in line.text:  # every tag handled below holds a `<`
        return [_answer_heading_as_label(line)]
    if DETAILS_TAG_RE.match(line.text) or TAGS_ONLY_RE.match(line.text):
        return []  # `<details>`, `<p>`, `</div>`: markup around the answer
    m = SUMMARY_RE.match(line.text)
    if m:
        return _summary_lines(line.no, m.group("summary"), m.group("rest"))
    # a `<` that is no tag of ours (`#### Answer: b) the `<head>` section`, `a < b`): the
    # line is still a key heading when it is one
    return [_answer_heading_as_label(Line(line.no, DETAILS_CLOSE_RE.sub("", line.text).rstrip()))]


def answer_heading_runs(lines: list[Line], before: list[Line]) -> list[Line]:
    """An answer written as headings (`###### Answer: Use import.` over `######  If you
    also want ...`): each heading glued under the answer's label heading at its level is
    more of that answer's text, not a sub-heading of it. `before` holds the lines as they
    were before `untagged` made the label heading a label."""
    hashes = {
        line.no: m.group("hashes") for line in before if (m := _LABEL_HEADING_RE.match(line.text))
    }
    if not hashes:
        return lines
    out: list[Line] = []
    run: str | None = None  # the hashes of the label heading whose run goes on
    for line in lines:
        heading = HEADING_RE.match(line.text) if run is not None else None
        if heading is not None and heading.group("hashes") == run and heading.group("text"):
            out.append(Line(line.no, heading.group("text").strip()))
            continue
        run = hashes.get(line.no)
        out.append(line)
    return out


_LABEL_HEADING_RE = lazy(r"^ {0,3}(?P<hashes>#{1,6})[ \t]+(?:answers?|ans)\b[ \t]*[:：]", re.I)
"""`###### Answer: Use import.`: an answer label written as a heading, its text after it."""


def reveals_answer_summary(summary: str) -> bool:
    """Whether a `<summary>`'s words hide an answer (`click show answer`, `View solution`)."""
    return _REVEALS_ANSWER_RE.match(summary) is not None


def reveals_answer(text: str) -> bool:
    """Whether a line is a collapsible admonition that hides an answer (`??? success "View
    Answer"`, mkdocs-material): an answer marker, as `<summary>Answer</summary>` is."""
    m = _ADMONITION_RE.match(text) if text.lstrip()[:3] in ("???", "!!!") else None
    return m is not None and _REVEALS_ANSWER_RE.match(_admonition_title(m)) is not None


def _answer_heading_as_label(line: Line) -> Line:
    """`#### Answer: C` -> `Answer: C`, `#### Explanation:` -> `Explanation:`."""
    if line.text[:1] == "#":
        heading = heading_of(line)
        if heading is not None and ANSWER_RE.match(heading[1]):
            return Line(line.no, heading[1])
        if heading is not None and EXPLANATION_HEADING_RE.match(heading[1]):
            label = heading[1].strip("*_ ")
            return Line(line.no, label if EXPLANATION_RE.match(label) else f"{label}:")
    return line


_EXPLAINS_RE = lazy(r"explanation|rationale|why", re.I)
_HINT_RE = lazy(r"\bhint\b", re.I)
_CJK_ANSWER_RE = lazy(
    r"^(?:(?:点击|點擊)?(?:查看|显示|顯示|展开|展開|揭晓|揭曉))?"
    r"(?:(?:参考|參考|正确|正確)?答案(?:提示|要点|要點|解析|[与與及和]解析)?|解答|模範解答|正解|答え"
    r"|정답|답변|모범\s*답안)(?:を(?:見る|表示)|\s*보기|\s*확인)?[\s:：]*$"
)
"""`答案提示` ("answer hints"), `参考答案`, `모범 답안`: a fold's summary naming the answer it holds;
`查看答案` ("view the answer"), `答えを見る`, `정답 보기`: one that offers to show it."""


def _summary_lines(no: int, summary_html: str, after: str) -> list[Line]:
    """A `<summary>` line as a label: `Answer:` or `Explanation:` with the text after it; a
    hint, or a summary that is no label (`See deep-dive answer`, `See Class`), is more of the
    answer; one that asks (`Why is X O(n)?`, a fold nested in the answer) is kept, in bold:
    the question its fold's text answers. A folded `Source` (`References`) says where the
    answer comes from: it goes to the explanation under its name, never into the answer."""
    summary = tidy_label(re.sub(r"<[^>]*>", "", summary_html))  # `🎯 Answer :` too
    rest = _summary_rest(after)
    if names_explanation(summary):  # `Pembahasan`, `Erklärung`: no number, in any language
        return [Line(no, f"Explanation: {rest}")]
    if _SOURCE_RE.match(summary):
        return [Line(no, f"Explanation: Source: {rest}".rstrip())]
    if labels_answer(summary):
        if _EXPLAINS_RE.search(summary) and not _NAMES_ANSWER_RE.match(summary):
            return [Line(no, f"Explanation: {rest}")]
        # `Hint` folds more of the answer; `Answer hint`, `答案提示` name the answer they hint
        if not _HINT_RE.search(summary) or _NAMES_ANSWER_RE.match(summary):
            first, *more = BREAKS_RE.split(inner_label(rest))  # (`Answer:` said twice: once)
            return [
                Line(no, f"Answer: {first}"),
                *(Line(no, t) for part in more for t in ("", part)),
            ]
    if not rest and _FOLLOW_UP_RE.match(summary):  # `Follow-up Questions`: kept, in bold
        return [Line(no, f"{FOLLOW_UP_MARK}{summary}**")]
    if summary.rstrip(" *_").endswith(("?", "？")):  # a fold in the answer asks what it explains
        return [Line(no, f"**{summary.strip(' *_')}**"), *([Line(no, rest)] if rest else [])]
    return [Line(no, rest)] if rest else []


def labels_answer(summary: str) -> bool:
    """Whether a `<summary>`'s words label the answer its fold hides: English ones (`Show
    solution`), the answer's own word in the page's language (`Ответ`, `Respuesta`, `答案`), or
    a word that names the answer, numbered as its question (`Pembahasan 1.2`, `Lösung 3`)."""
    return bool(
        _REVEALS_ANSWER_RE.match(summary)
        or ANSWER_WORD_RE.match(summary)
        or _CJK_ANSWER_RE.match(summary)
        or numbers_its_answer(summary)
    )


def _summary_rest(after: str) -> str:
    """The text after a `</summary>` on its line, without a closing `</details>`: none when it
    is only block markup (`</summary><p>`: the body opens, its text on the lines below)."""
    return "" if TAGS_ONLY_RE.match(after) else DETAILS_CLOSE_RE.sub("", after).strip()


FOLLOW_UP_MARK = "**↳ "
"""How a folded follow-up's title opens once written as a line (`**↳ Follow-up Questions**`):
the answers folded under it are labelled in bold, as more of the card's answer."""
_FOLLOW_UP_RE = lazy(
    r"^(?:follow[\s-]*ups?|further|more|bonus|extra)(?:\s+questions?)?\s*:?$", re.I
)


def follows_up(summary: str) -> bool:
    """Whether a `<summary>` titles a folded follow-up (`Follow-up Questions`, `Bonus`)."""
    return _FOLLOW_UP_RE.match(summary) is not None


def follow_up_answers(lines: list[Line]) -> list[Line]:
    """The lines with each `Answer:` label after a folded follow-up's title written as a bold
    `**Answer:**` (the follow-up's answer, more of the card's, not a second answer label)."""
    if not any(line.text[:4] == FOLLOW_UP_MARK for line in lines):
        return lines  # no folded follow-up: the cheap test every block takes
    out: list[Line] = []
    after = False
    for line in lines:
        after = after or line.text.startswith(FOLLOW_UP_MARK)
        m = ANSWER_RE.match(line.text) if after and not line.code else None
        out.append(Line(line.no, f"**Answer:** {m.group('rest')}".rstrip()) if m else line)
    return out


_NAMES_ANSWER_RE = lazy(
    r"^(?:(?:show|view|see|reveal|expand|check|toggle|display|open)\s+(?:the\s+)?)?"
    r"(?:(?:correct|right|model|sample|full|short)\s+)?(?:answers?|solutions?|key)\b",
    re.I,
)
"""A summary that leads with the answer (`Answer + Explanation`, `Show answer and why`): it
hides the answer, its explanation after it, so it is no bare `Explanation` label."""
_SOURCE_RE = lazy(r"^(?:sources?|references?|citations?|bibliography)[\s:.]*$", re.I)
"""A `<summary>` folding where an answer comes from (`Source`, `References`)."""
_REVEALS_ANSWER_RE = lazy(
    r"^(?:(?:click\s+(?:here\s+)?(?:to\s+)?)?(?:show|view|see|reveal|expand|check|toggle|display|open)"
    r"(?:\s+(?:the|an?))?\s+)?(?:(?:correct|right|model|sample|full|short)\s+)?"
    r"(?:answers?|solutions?|explanations?|rationale|why|hints?|key|results?|output"
    r"|code(?:\s+examples?)?)\b(?:[\s:.!]*(?:\S+\s*){0,3}|\s+[-–—]\s+\S.{0,80})$",
    re.I,
)
"""A `<summary>` that labels the answer it hides (`Answer`, `Show solution`, `Answer 👇`), or
titles it after a dash (`Solution - kubectl api-resources --namespaced=true`)."""
_ADMONITION_RE = lazy(
    r"^[ \t]*(?:\?\?\?\+?|!!!)[ \t]+(?:(?P<kind>[\w-]+)(?:[ \t]+\"(?P<title>[^\"]*)\")?"
    r"|\"(?P<alone>[^\"]*)\")[ \t]*$"
)
"""A collapsible admonition (`??? question "Show Answer"`, mkdocs-material; its kind may go
unsaid, `??? "Answer - Imperative"`, as pymdownx details allows)."""


def _admonition_title(m: re.Match[str]) -> str:
    """An admonition's title: its quoted one, else its kind when that names the answer
    (`??? Answer`, shown titled by its kind)."""
    if m.group("title") is not None or m.group("alone") is not None:
        return m.group("title") or m.group("alone") or ""  # `??? "Answer - Imperative"` too
    return m.group("kind") if m.group("kind").lower() in _ANSWER_KINDS else ""


_ANSWER_KINDS = frozenset({"answer", "answers", "solution", "solutions"})
_TOP_WORDS = (
    "оглавлени|содержани|наверх|к началу|inhalt|nach oben|zurück|índice|indice|sommaire|retour"
    "|voltar|volver|目录|目錄|返回|回到顶部|목차|맨 ?위|目次|トップ|mục lục|içindekiler|başa dön"
)
"""The words of a link back in other languages (`[к оглавлению]`, `[返回目录]`, `[Voltar ao
índice]`): a page's contents or top, named as its readers name them."""
_TOP_LINK_RE = lazy(
    rf"^[ \t]*(?::[a-z_]+:[ \t]*)?(?:\*\*|__)?\[(?:\[?[^\]]*(?:top|contents|back|↑|⬆|{_TOP_WORDS})[^\]]*\]?"
    rf"|(?=[^()]*(?:top|contents|back|↑|⬆|{_TOP_WORDS}))\[[^\[\]]*\][^\[\]]*)\]"
    r"\((?:[\w./-]*\.md)?#[^)]*\)(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""An in-page link back to the top or the contents (`[⬆ Back to top](#top)`, a page's
`[[To Top]](#Top)`, `[[↑] 맨 위로](#Java)` with its arrow in brackets of its own,
`:arrow_up: [Back to Top](README.md#contents)`, the page by its file): page furniture, not
part of an answer."""
_TOP_TARGET_RE = lazy(
    r"^[ \t]*(?:(?:[\u2190-\u2bff\U0001f000-\U0001faff][\ufe0f\u200d]*|:[a-z0-9_+\-]{2,40}:)[ \t]*)*"
    r"(?:\*\*|__)?\[[^\]]*\]\((?:[\w./-]*\.md|/[\w./%-]*)?#(?:top|content|contents|toc|table-of-contents|menu)\)"
    r"(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""A link alone on its line to the page's top or contents anchor, whatever its words say and
whatever pictograph leads it (`:arrow_up_small:[Вернуться к оглавлению](#content)`), the
page named by its file or by its site path (a Jekyll post's `[⏫ Volver](/post/#menu)`)."""


_LINK_ONLY_RE = lazy(
    r"^[ \t]*(?:#{1,6}[ \t]+)?(?:\*\*|__)?(?:\[(?P<md>[^\]]*)\]\([^)]*\)|<a\b[^>]*>(?P<html>.*?)</a>)"
    r"(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""A line that is one link and nothing else (Markdown or HTML), a heading's too: a footer such
as `##### [Back To Contents](./README.md)` is set as a small heading to make it stand apart."""
_BACK_LINK_TEXT_RE = lazy(
    r"[^\w]*(?:go\s+)?back\s+to\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:readme|index|home|main(?:\s+page)?|menu"
    r"|contents|top|list|questions|overview)[^\w]*",
    re.I,
)
"""`Back To README`, `⬅ Back to index`, `⬆ Back to Introductory Questions`: a link back to the
page (or the section's list) that lists the questions."""


_HOME_LINK_RE = lazy(
    r"^[ \t]*(?:\*\*|__)?\[[^\w\]]*(?:home(?:[ \t]*page)?|main[ \t]+page|start(?:seite)?|accueil"
    r"|inicio|início|首页|主页|홈|ホーム)[^\w\]]*\]\((?:\.{0,2}/)*(?:[\w.-]+/)*"
    r"(?:readme|index)\.(?:md|markdown|html?)\)(?:\*\*|__)?[ \t]*$",
    re.I,
)
"""`[Home Page](README.md)`, `[🏠 Home](../index.md)`: a link alone on its line to the
repository's front page, the navigation a page of questions ends with."""


def is_top_link(text: str) -> bool:
    """A line that only links back to the top or the contents (Markdown or HTML), or back
    to the page that lists the documents (`<a href="README.md">Back To README</a>`,
    `[Home Page](README.md)`)."""
    if "](" in text and _HOME_LINK_RE.match(text):
        return True
    if "#" in text and "](" in text and (_TOP_LINK_RE.match(text) or _TOP_TARGET_RE.match(text)):
        return True
    if "<a" in text and 'href="#' in text:
        plain = re.sub(r"<[^<>]*>", "", text).strip(" \t*_")
        return TOP_LINK_TEXT_RE.fullmatch(plain) is not None
    m = _LINK_ONLY_RE.match(text) if "back" in text.lower() else None
    if m is None:
        return False
    plain = re.sub(r"<[^<>]*>", "", m.group("md") or m.group("html") or "")
    return _BACK_LINK_TEXT_RE.fullmatch(plain.strip(" \t*_")) is not None


TAGS_ONLY_RE = lazy(
    r"^[ \t]*(?:</?(?:p|div|span|details|center|section|blockquote|br|hr|dl|dd"
    r"|article|aside|main|header|footer|nav)\b[^<>]*>[ \t]*)+$",
    re.I,
)
"""A line of block-level HTML tags and nothing else (a page's layout wrappers too: an
`<article data-difficulty="senior">` round each scenario)."""
SPACER_RE = lazy(r"^[ \t]*(?:&(?:nbsp|#160|#xa0|ensp|emsp|thinsp);[ \t]*)+$", re.I)
"""`&nbsp;` alone on a line: space made to show between blocks, no text."""


def without_filler(lines: list[Line], joined: str) -> list[Line]:
    """The block without score lines (`1 / 1 point`), with `&nbsp;` spacer lines and empty
    headings (`####`) blank, and with the blank a worksheet leaves for the reader's own answer
    (`**Your answer:** ___`) blank: it labels no answer of the author's; a taker's own pick
    (`Your answer: D`, `Selected Answer: D`) goes where a key below corrects it, the options
    listed by slashes beside it as option lines (srs.importers.ownattempts)."""
    if "point" in joined:
        lines = drop_scores(lines)
    if may_hold_own_attempt(joined):
        if "our answer" in joined or "our Answer" in joined:
            lines = _blanked(lines, _READERS_BLANK_RE)
        lines = _without_own_attempt(slashed_options(lines) if "/" in joined else lines)
    if "&" in joined:
        lines = _blanked(lines, SPACER_RE)
    if "#\n" in joined or "# \n" in joined or joined.endswith("#"):
        lines = _blanked(lines, _EMPTY_HEADING_RE)
    return lines


def _blanked(lines: list[Line], pattern: re.Pattern[str]) -> list[Line]:
    """The lines, those outside code that `pattern` matches made blank."""
    return [Line(ln.no, "") if not ln.code and pattern.match(ln.text) else ln for ln in lines]


_EMPTY_HEADING_RE = lazy(r"^ {0,3}#{1,6}[ \t]*$")
"""`####` with no text, left as a spacer between an answer's parts: it shows nothing."""


def _without_own_attempt(lines: list[Line]) -> list[Line]:
    """`**Your Answer: D. ...**` over `**Correct Answer: C. ...**` (a learning system's
    `Selected Answer: D` over `Ans: C`, `_Tu respuesta: A_` under `Respuesta correcta: C`): a
    graded quiz's record of the taker's pick, which may be wrong, no part of the question.
    Where the block has a key of its own, above the pick or below it, the pick goes and the
    key stands; a pick with no key beside it is the answer as it was."""
    picks = [k for k, line in enumerate(lines) if not line.code and OWN_ATTEMPT_RE.match(line.text)]
    if not picks or not any(
        not line.code and k not in picks and ANSWER_RE.match(line.text)
        for k, line in enumerate(lines)
    ):
        return lines
    out = list(lines)
    for k in picks:
        out[k] = Line(lines[k].no, "")
    return out


_READERS_BLANK_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?[ \t]*your[ \t]+answer[ \t]*(?:\*\*|__)?[ \t]*[:：]?"
    r"[ \t]*(?:\*\*|__)?[ \t_.…]*$",
    re.I,
)
QUOTE_START_RE = lazy(r"\n {0,3}>")
_QUOTE_RE = lazy(r"^ {0,3}>[ \t]?(?P<text>.*)$")


def unquote_labels(lines: list[Line]) -> list[Line]:
    """An answer or explanation label in a block quote: the quote's lines, unquoted, and the
    lines of the quotes after it in the block (`> **Answer:**` / `> ...` / a line outside the
    quote / `> more of the answer`): an answer written in quotes is quoted throughout."""
    if not QUOTE_START_RE.search("\n" + "\n".join(line.text for line in lines)):
        return lines  # cheap test first: no block quote
    out: list[Line] = []
    quoting = answered = False  # in the labelled quote; past one (its answer quotes on)
    for k, line in enumerate(lines):
        m = _QUOTE_RE.match(line.text) if not line.code and ">" in line.text[:4] else None
        if m is not None and (
            quoting
            or answered
            or ANSWER_RE.match(m.group("text"))
            or EXPLANATION_RE.match(m.group("text"))
        ):
            quoting = answered = True
            out.append(Line(line.no, m.group("text")))
            continue
        quoting = quoting and _lazy_line(lines, k)
        out.append(line)
    return out


def _lazy_line(lines: list[Line], k: int) -> bool:
    """Whether line k, unmarked, is a lazy line of the quote's paragraph: text right between
    two quoted lines of text (`> * a: first` / `goes on` / `> * b: second`), as CommonMark
    reads it. The quote goes on past it, so the marks after it are the quote's as well."""
    if k == 0 or k + 1 >= len(lines) or lines[k].code or not lines[k].text.strip():
        return False
    above, below = lines[k - 1], lines[k + 1]
    return (
        not above.code
        and not below.code
        and _QUOTE_RE.match(above.text) is not None
        and bool(above.text.lstrip(" >").strip())
        and _QUOTE_RE.match(below.text) is not None
        and not lines[k].text.lstrip().startswith(("#", "```", "~~~"))
    )


def inner_admonitions(lines: list[Line]) -> list[Line]:
    """An admonition inside a revealed answer (`!!! tip "Interviewer's Insight"` in the body
    of `??? success "View Answer"`) as its title in bold over its body, dedented to the
    answer's own text: the answer's last part, which would lose its title and read as
    indented code. So is one in an answer written in the open (`!!! note "Application
    Layer"`, a docs site's aside), titled by its kind (`**Note**`) when it has no title."""
    if not any(line.text.lstrip()[:3] in ("???", "!!!") for line in lines):
        return lines
    out = list(lines)
    answer: int | None = None  # the indent of the revealing block's header
    inner: int | None = None  # the indent of an open inner block's header
    for k, line in enumerate(lines):
        indent = indent_of(line.text)
        if inner is not None and (not line.text.strip() or indent > inner):
            out[k] = _dedented(line, inner)
            continue
        inner = None
        m = _ADMONITION_RE.match(line.text) if line.text.lstrip()[:3] in ("???", "!!!") else None
        if m is None or line.code:
            continue
        title = _admonition_title(m).strip()
        if _REVEALS_ANSWER_RE.match(title) and answer is None:
            answer = indent
            continue
        shown = _inner_title(m, title, indent, answer)
        if shown:
            out[k], inner = _titled(line.no, shown, indent, -1 if answer is None else answer)
    return out


def _inner_title(m: re.Match[str], title: str, indent: int, answer: int | None) -> str:
    """The title an admonition shows in bold (none: its header goes): inside a revealed
    answer (its header at column `answer`), its own title; in an answer written in the
    open, its title or else its kind (`!!! note` shows as `Note`)."""
    if answer is not None:
        return title if indent >= answer else ""
    return title or (m.group("kind") or "").capitalize()


def _titled(no: int, title: str, indent: int, answer: int) -> tuple[Line, int | None]:
    """An admonition's header under the revealed answer as its title in bold: an inner one
    at its own column over its body (dedented to it: the second value); one beside the
    answer's (`??? "Answer - Declarative"` after `??? "Answer - Imperative"`) at its body's
    column, as more of the answer, its body left where the first one's is."""
    if indent == answer:
        return Line(no, " " * (indent + 4) + f"**{title}**"), None
    return Line(no, " " * indent + f"**{title}**"), indent


def _dedented(line: Line, inner: int) -> Line:
    """A line of an inner admonition's body (its header at column `inner`) at the header's
    own column."""
    text = line.text
    if not text.strip():
        return Line(line.no, "", line.code)
    return Line(line.no, " " * inner + text[min(indent_of(text), inner + 4) :], line.code)


def inner_label(rest: str) -> str:
    """`<summary>Answer</summary>Correct Answer(s): 1, 3` on one line: the answer after both
    labels, the summary's and its body's own (one label, said twice); a body that only
    starts with a word a label could be (`Correct: a sprint never grows.`, `A1 is ...`) is
    kept whole: the inner label must name the answer and end with its colon."""
    m = ANSWER_RE.match(rest) if rest[:1].isalpha() else None
    if m is None or not m.group("rest").strip():
        return rest
    label = rest[: m.start("rest")].lower()
    return m.group("rest") if "answer" in label and ":" in label else rest


def may_hold_tags(joined: str) -> bool:
    """Whether a block's text may hold what srs.importers.blocks' `_untag` rewrites: HTML, heading marks,
    admonitions, back-to-top and home links (`[Home Page](README.md)`). The cheap test."""
    return (
        "<" in joined
        or "#" in joined
        or "???" in joined
        or "!!!" in joined
        or "ack to" in joined
        or ("](" in joined and "ome" in joined)
    )


def may_hold_footer(joined: str) -> bool:
    """Whether a block's text may hold a links footer under a heading (`link_footers`)."""
    return "#" in joined and ("://" in joined or "](" in joined)


def link_footers(lines: list[Line]) -> list[Line]:
    """The block with a links label set as a heading, over nothing but links to the block's
    end, written as the plain label it is (srs.importers.linkfooters.footer_label). Not in
    an answer written in sections (`#### Good to hear` over `##### Additional Links`): there
    the heading is one more of its sections, kept as they are."""
    headed = [k for k, line in enumerate(lines) if not line.code and HEADING_RE.match(line.text)]
    if len(headed) > 2 or not headed:
        return lines  # (the question's own heading and the footer's, at most)
    k = headed[-1]
    label = footer_label(lines[k].text, [ln.text for ln in lines[k + 1 :]])
    if label is None or (len(headed) == 2 and headed[0] != 0):
        return lines
    out = list(lines)
    out[k] = Line(lines[k].no, label)
    return out
