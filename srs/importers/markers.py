"""Markers the structure readers do not see, rewritten line for line into ones they do.

Run once on a document's text before the readers (srs.importers.choose), never changing its
number of lines, so every message still names the line the author wrote:

- HTML comments used as card markers (flash-card tools hide them in the rendered page):
  `<!-- front -->` / `<!-- question -->` become a `###### Front` heading (the question is the
  text below it), `<!-- back -->` / `<!-- answer -->` a `###### Back` heading (the answer
  follows); any other comment alone on a line (`<!-- card -->`, `<!--SR:...-->`) becomes
  a blank line, as it renders.
- HTML definition lists (`<dl><dt>question</dt><dd>answer</dd></dl>`, closing tags
  optional as in HTML): each `<dt>` becomes a `###### ` heading holding its term, each
  `<dd>` the answer text below it; `<dl>`/`</dl>` lines go.

- Question numbers led by their section's letter (`A1) What is it?`, `B12) Why ...?` in a
  plain-text FAQ whose sections are lettered): the number alone (`1) What is it?`), so the
  line reads as the numbered question it is; only where at least three such lines ask.
- Options numbered like questions (`1) Service`, `2) Pod` under `1. Which object runs
  containers?`, then `Answer: 2`; srs.importers.numberedruns): lettered (`A) Service`, `B) Pod`, `Answer: B`), so they
  read as one question's options rather than as questions of their own. Only a run numbered
  from 1 without a gap, none of whose items asks, straight under a line that asks, and
  followed by an answer line naming one of its numbers: without that key nothing says the
  items are options.
- A block quote that opens with a question label (`> **Q:** What is X?` then `> **A:** ...`,
  a callout per card): its `>` marks dropped.
- HTML bold (`<b>Q: What is X?</b><br>`, exported from a rich-text tool): Markdown bold, the
  line breaks at its end dropped, so the label or question inside reads as one.
- In-page anchors (`<a class="anchor" href="#q1">**Q**</a>. Why ...?`, `<a name="x"></a>`):
  their text, so a label or question inside one reads as if the anchor were not there (not
  inside a code span, which shows such a tag as an example).
- A ```` ```markdown ```` fence wrapped around questions (a chat assistant's answer pasted
  whole): its two fence lines become blank, so the questions inside are read. The wrapper
  closes at the first bare fence met while no inner block is open (inner blocks open with a
  tagged fence, ```` ```sh ````), which is how its author paired them; CommonMark would close
  it at the first inner block's end and leave the rest of the page inside code. An untagged
  (or ```` ```text ````) fence is such a wrapper too when CommonMark would close it at an inner block's end (the
  tagged blocks inside show how its author paired the fences). Only a wrapper holding at
  least two lines that ask as questions (headings, bold, labelled or numbered lines) is
  opened: one showing Markdown as an example stays code.

- A lesson's solution callout (`> ::::: solution` / `> ## Solution` / ... / `> :::::`, the
  Carpentries' fenced div in a block quote): unquoted, its markers blank, so its heading
  marks the answer of the exercise above.
- A quiz plugin's blocks (mkdocs-quiz's `<quiz>` ... `</quiz>`, a question over task-list
  options, or `<question>` with `<answer correct>` tags): the question a `######` heading,
  the options task-list items, the tags blank lines.

Code fences are left alone. A text without `<!--`, `<dt` or a lettered number is returned as
it is, at the cost of three searches.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from srs.importers.admonitions import admonition_questions
from srs.importers.answersentence import answer_sentences
from srs.importers.anytags import ANY_TAG_RE
from srs.importers.asking import asks
from srs.importers.badgelines import badge_lines, image_badges
from srs.importers.boldkeys import bold_keys
from srs.importers.boldtags import BOLD_TAG_RE, bold_tags
from srs.importers.bulletheadings import bulleted_headings
from srs.importers.chapternumbers import closed_chapter_numbers
from srs.importers.codeoptions import numbered_code_options
from srs.importers.colonlesskeys import colonless_keys
from srs.importers.colonletters import colon_lettered_options
from srs.importers.commentkeys import hidden_answer, past_comment
from srs.importers.commentrules import comment_rules
from srs.importers.common import (
    BOLD_LINE_RE,
    OPTION_RE,
    SUMMARY_RE,
    TOP_LINK_TEXT_RE,
    end_matter_kind,
    holds,
)
from srs.importers.dashedbanners import dashed_banners
from srs.importers.dashednumbers import dot_dash_numbers
from srs.importers.dashlabels import dashed_labels
from srs.importers.detailscontainers import details_containers
from srs.importers.doubledbold import single_bold
from srs.importers.equalsigns import equals_titles
from srs.importers.fencedkeys import equals_keyed_options
from srs.importers.fencedoptions import unfenced_options
from srs.importers.fencedquiz import quiz_fences_opened
from srs.importers.fenceinfo import info_as_text
from srs.importers.fences import FENCE_RE, fence_after, has_fences
from srs.importers.fixedcode import fixed_code_labels
from srs.importers.followuplabels import labelled_note_parts
from srs.importers.headingnumbers import (
    dotted_heading_numbers,
    hyphened_heading_numbers,
    lost_heading_marks,
)
from srs.importers.html import END_BREAKS_RE
from srs.importers.htmlblocks import html_structure
from srs.importers.htmllists import lettered_lists
from srs.importers.indentedfolds import indented_fold_questions
from srs.importers.indentedpairs import indented_pairs
from srs.importers.inlinecomments import without_inline_comments
from srs.importers.inlineticks import single_tick_spans
from srs.importers.labelitems import label_items
from srs.importers.labelnumbers import label_heading_numbers
from srs.importers.labelstart import label_start
from srs.importers.labelwords import ANSWER_LABELS, QUESTION_LABELS
from srs.importers.lazyre import lazy
from srs.importers.letteredasks import lettered_heading_numbers
from srs.importers.letteredheadings import lettered_headings
from srs.importers.loneletters import lone_letters
from srs.importers.nestedoptions import lettered_nested_options
from srs.importers.numberedparts import numbered_over_parts
from srs.importers.numberedqa import numbered_qa
from srs.importers.numberedruns import lettered_runs
from srs.importers.pagefence import wraps_page
from srs.importers.qalabels import one_line_pairs
from srs.importers.questiondetails import details_answers
from srs.importers.questiondivs import question_divs
from srs.importers.quizblocks import quiz_blocks
from srs.importers.quotedcards import quoted_cards
from srs.importers.quotedheadings import quoted_headings
from srs.importers.quotedstems import quoted_stems
from srs.importers.roleblocks import role_blocks
from srs.importers.shallowbullets import nested_answer_bullets
from srs.importers.shortcodes import folded_shortcodes
from srs.importers.spacednumbers import spaced_heading_numbers, spaced_numbers
from srs.importers.stackedheadings import stacked_headings
from srs.importers.starred import starred_options
from srs.importers.statuses import custom_task_lists
from srs.importers.stemstatements import stem_statements
from srs.importers.structureasks import NUMBERED_ITEM_RE, asks_in_structure
from srs.importers.tightheadings import spaced_headings
from srs.importers.tightoptions import lead_boxes, lead_stars, spaced_options
from srs.importers.verdictends import verdict_ends
from srs.importers.whylabels import why_labels

_COMMENT_LINE_RE = lazy(r"^[ \t]{0,3}<!--[ \t]*(?P<text>.*?)[ \t]*-->[ \t]*$", re.S)
_FRONT_RE = lazy(
    rf"^(?:front(?:[ \t]+side)?|{'|'.join(QUESTION_LABELS)}|q)[ \t]*[:：]?$", re.IGNORECASE
)
_BACK_RE = lazy(
    rf"^(?:back(?:[ \t]+side)?|{'|'.join(ANSWER_LABELS)}|a)[ \t]*[:：]?$", re.IGNORECASE
)
_BACK_COMMENT_RE = lazy(
    rf"<!--[ \t]*(?:back(?:[ \t]+side)?|{'|'.join(ANSWER_LABELS)}|a)[ \t]*[:：]?[ \t]*-->",
    re.IGNORECASE,
)
"""A back marker anywhere: a flash-card tool marks both sides; a document without one uses
`<!-- Question -->` as a separator above each question (a course's template), no front."""
_DL_TAG_RE = lazy(r"^[ \t]{0,3}</?dl\b[^>]*>[ \t]*$", re.IGNORECASE)
_DT_RE = lazy(r"^[ \t]{0,3}<dt\b[^>]*>(?P<text>.*?)(?:</dt>[ \t]*)?$", re.IGNORECASE)
_DD_RE = lazy(r"^[ \t]{0,3}<dd\b[^>]*>(?P<text>.*?)(?:</dd>[ \t]*)?$", re.IGNORECASE)
_DL_END_RE = lazy(r"</d[dl]>[ \t]*$", re.IGNORECASE)
_ANCHOR_RE = lazy(
    r"<a\b(?=[^<>]*\b(?:href=[\"']#|name=|id=))[^<>]*>(?P<text>[^<]*(?:<(?!/a\b)[^<]*)*)</a\s*>",
    re.IGNORECASE,
)
"""An in-page anchor (`<a class="anchor" href="#q1">**Q**</a>`, `<a name="x"></a>`): a reader
sees its text; the target means nothing in a card, and `**Q**` inside one is a label."""

MARKER_HEADING = "######"
"""The level of the headings markers become: the deepest, so they nest under any section."""


_LETTERED_RE = lazy(r"^(?P<letter>[A-PR-Z])(?P<num>\d{1,3})\)(?P<rest>[ \t]+\S.*)$", re.M)
"""`A1)  What is it?`; not `Q1)`, a question label the readers know already."""
_LETTERED_AFTER_NEWLINE_RE = lazy(r"\n[A-PR-Z]\d{1,3}\)[ \t]")
"""Where `_LETTERED_RE` may match past the first line: a search for it scans for the newline
as a literal, many times faster than trying `^` at every character of a long text."""


_DIV_RE = lazy(r"^(?:[ \t]*>)*[ \t]*:{3,}[ \t]*(?P<info>[^:\s][^:]*?)?[ \t]*:*[ \t]*$")
"""A fenced div's marker line (`:::::: solution`, `::: {.solution}`, a closing `:::::`),
quoted or not."""
_SOLUTION_INFO_RE = lazy(r"^\{?[ \t]*\.?solution\b", re.I)
_QUOTED_PREFIX_RE = lazy(r"^[ \t]*(?:>[ \t]?)+")
_MYST_ANSWER_RE = lazy(
    r"^\{(?:note|tip|hint|important|admonition|dropdown|seealso|solution)\}[ \t]+"
    r"(?:show[ \t]+)?(?:the[ \t]+)?(?:solutions?|answers?)\b",
    re.I,
)
"""A MyST directive titled as the answer (`:::{note} Solutions`, `:::{dropdown} Answer`), as
Jupyter Book question banks fold the answer under each question."""
_MYST_OPTION_RE = lazy(r"^[ \t]*:[\w-]+:(?:[ \t].*)?$")
"""A directive's option line (`:class: dropdown`): markup, never text."""


def solution_divs(text: str) -> str:
    """A lesson's solution callout (the Carpentries' `::::: solution` fenced div, often in a
    block quote under the exercise: `> ::::: solution` / `> ## Solution` / `> text` /
    `> :::::`) as the plain lines of an answer: its div markers blank, its quote marks off
    (its lines keep their indent), so its `## Solution` heading marks the answer of the
    question above it."""
    if not holds(text, ":::"):
        return text
    lines = text.split("\n")
    fence: str | None = None
    is_open = False  # inside a solution
    options = False  # right below a MyST directive's title line: its options
    for k, line in enumerate(lines):
        fence, is_fence = fence_after(fence, line)
        m = _DIV_RE.match(line) if fence is None and not is_fence else None
        if not is_open:
            is_open, options = _opened_solution(lines, k, m)
            continue
        if options and _MYST_OPTION_RE.match(line):
            lines[k] = ""
            continue
        options = False
        quote = _QUOTED_PREFIX_RE.match(line)
        if m is not None and not m.group("info"):
            is_open, lines[k] = False, ""  # its closing marker
        elif quote is not None:
            lines[k] = line[: len(line) - len(line.lstrip())] + line[quote.end() :]
    return "\n".join(lines)


def _opened_solution(lines: list[str], k: int, marker: re.Match[str] | None) -> tuple[bool, bool]:
    """Whether line k opens a solution (its marker rewritten in place: blank, or an answer
    label for a MyST directive titled as one), and whether option lines may follow it."""
    info = (marker.group("info") or "") if marker is not None else ""
    if _MYST_ANSWER_RE.match(info):
        lines[k] = "**Answer:**"  # `:::{note} Solutions`: the title says what follows
        return True, True
    if _SOLUTION_INFO_RE.match(info):
        lines[k] = ""
        return True, info.startswith("{")
    return False, False


_QUOTED_RE = lazy(r"^ {0,3}>[ \t]?")


def _quoted_question(first: str, after: str) -> bool:
    """A block quote's first line that opens a card: a question label (`**Q:** ...`), a
    question in bold on a line of its own (`> **What is X?**` over `> the answer`), or a
    numbered question quoted alone with its options right under the quote (`> 1. What is
    X?` over `- [x] ...`: the quote sets the question apart, as a heading would)."""
    start = label_start(first, in_heading=False)
    if start is not None and start.labelled:
        return True
    bold = BOLD_LINE_RE.match(first.strip())
    if bold is not None and asks(bold.group("text")):
        return True
    return (
        first.rstrip().endswith("?")
        and NUMBERED_ITEM_RE.match(first) is not None
        and _OPTION_UNDER_RE.match(after) is not None
    )


_OPTION_UNDER_RE = lazy(
    r"^[ \t]{0,3}(?:[-*+][ \t]+\[[ xX]\]|[-*+][ \t]+\(?[A-Ha-h][.)]|\(?[A-Ha-h][.)])[ \t]+\S"
)
"""An option's line: a task-list box (`- [x] text`) or a lettered item (`- a) text`)."""


def _quoted_questions(text: str) -> str:
    """Each block quote that opens with a question (`> **Q:** What is X?` then `> **A:** ...`,
    or `> **What is X?**`: a callout per card) without its `>` marks, so the card is read."""
    if not holds(text, "\n>") and not text.startswith(">"):
        return text
    lines = text.split("\n")
    fence: str | None = None
    k = 0
    while k < len(lines):
        fence, is_fence = fence_after(fence, lines[k])
        quote = _QUOTED_RE.match(lines[k]) if fence is None and not is_fence else None
        if quote is None:
            k += 1
            continue
        end = k
        while end < len(lines) and _QUOTED_RE.match(lines[end]):
            end += 1
        first = lines[k][quote.end() :]
        if _quoted_question(first, lines[end] if end < len(lines) else ""):
            for j in range(k, end):
                lines[j] = _QUOTED_RE.sub("", lines[j], count=1)
        k = end
    return "\n".join(lines)


_MARKDOWN_FENCE_RE = lazy(
    r"^ {0,3}(?:`{3,}|~{3,})[ \t]*(?:markdown|md)[ \t]*$", re.IGNORECASE | re.MULTILINE
)


def unwrap_markdown_fences(text: str) -> str:
    """The text with each ```` ```markdown ```` wrapper around questions opened (its fence
    lines blank; see the module doc), and each untagged one CommonMark would close early."""
    if not has_fences(text):
        return text
    opened = quiz_fences_opened(text)  # a quiz fenced block by block: its fences dropped
    if opened is not None:
        return opened
    markdown = _MARKDOWN_FENCE_RE.search(text) is not None
    if not markdown and (
        _PROSE_FENCE_RE.search(text) is None or _TAGGED_FENCE_RE.search(text) is None
    ):
        return text
    lines = text.split("\n")
    fence: str | None = None
    for k, line in enumerate(lines):
        if fence is None and _is_wrapper(lines, k, markdown=markdown):
            end = _wrapper_end(lines, k)
            inside = lines[k + 1 : end]
            whole = markdown and _MARKDOWN_FENCE_RE.match(line) and wraps_page(lines, k, end)
            if whole or sum(map(asks_in_structure, inside)) >= 2:
                lines[k] = ""
                if end < len(lines):
                    lines[end] = ""
                continue  # what it held is read as the page itself
        fence, _ = fence_after(fence, line)
    return "\n".join(lines)


PROSE_FENCE_INFO = frozenset({"", "markdown", "md", "text", "txt", "plain", "plaintext"})
"""Code blocks whose lines may be a page's own questions shut in by a broken fence; a block
tagged with a programming language holds code, whatever its comments ask."""
_PROSE_FENCE_RE = lazy(
    r"^ {0,3}(?:`{3,}|~{3,})[ \t]*(?:text|txt|plain|plaintext)?[ \t]*$", re.I | re.M
)
_TAGGED_FENCE_RE = lazy(r"^ {0,3}(?:`{3,}|~{3,})[ \t]*[^\s`~]", re.MULTILINE)


_LANGUAGE_RE = lazy(r"^[a-z{.]")
"""How a language tag opens (`python`, `c++`, `{r}`, `{.haskell}`): with a letter, a brace
or a dot."""


def prose_info(info: str | None) -> bool:
    """Whether a fence's info string (see `fence_info`) leaves its block prose: untagged,
    tagged as text, with a tag no language name opens as (```` ```---1/1.txt--- ````, a
    file's first line pasted onto the fence), or a title of words (```` ``` C++ Interview
    Questions and Answers ````: an author who fenced a page to keep its lines put its title
    on the fence; a language tag is one word, its attributes carry `=`, braces or digits)."""
    if info is None:
        return False
    if info in PROSE_FENCE_INFO:
        return True
    words = info.split()
    return _LANGUAGE_RE.match(words[0]) is None or (
        len(words) >= _TITLE_WORDS and all(word.isalpha() for word in words[1:])
    )


_TITLE_WORDS = 4
"""Words on a fence from which its info string is a title, not a language tag and options."""


def fence_info(line: str) -> str | None:
    """A fence line's info string, lower case ('' when untagged); None for any other line."""
    m = FENCE_RE.match(line)
    return line[m.end() :].strip().lower() if m else None


def _is_wrapper(lines: list[str], k: int, *, markdown: bool) -> bool:
    """Whether the fence that opens at `k` (outside code) may wrap a page: one tagged
    ```` ```markdown ````, or an untagged (or ```` ```text ````) one holding tagged blocks
    whose bare close CommonMark takes for its own (```` ``` ```` over ```` ```sh ````...
    ```` ``` ````; one closed where its author closed it stays code, whatever it shows)."""
    line = lines[k]
    if markdown and _MARKDOWN_FENCE_RE.match(line):
        return True
    if line.lstrip(" ")[:3] not in ("```", "~~~") or not _PROSE_FENCE_RE.match(line):
        return False
    return _commonmark_end(lines, k) < _wrapper_end(lines, k)


def _commonmark_end(lines: list[str], start: int) -> int:
    """The line that closes the fence opened at `start` as CommonMark reads it (len(lines)
    when none does): the first bare fence of its kind, at least as long."""
    fence: str | None = None
    for k in range(start, len(lines)):
        fence, is_fence = fence_after(fence, lines[k])
        if is_fence and fence is None:
            return k
    return len(lines)


def _wrapper_end(lines: list[str], start: int) -> int:
    """The line that closes the wrapper opened at `start` (len(lines) when none does): the
    first bare fence of its kind met while no tagged inner block is open."""
    wrapper = FENCE_RE.match(lines[start])
    assert wrapper is not None
    mark = wrapper.group("fence")
    inner: str | None = None
    for k in range(start + 1, len(lines)):
        m = FENCE_RE.match(lines[k])
        if m is None:
            continue
        found, tagged = m.group("fence"), bool(lines[k][m.end() :].strip())
        if inner is not None:
            if not tagged and found[0] == inner[0] and len(found) >= len(inner):
                inner = None
        elif tagged:
            inner = found
        elif found[0] == mark[0] and len(found) >= len(mark):
            return k
    return len(lines)


def _lettered_numbers(text: str) -> str:
    if _LETTERED_RE.match(text) is None and _LETTERED_AFTER_NEWLINE_RE.search(text) is None:
        return text
    found = _LETTERED_RE.findall(text)
    if sum(1 for _, _, rest in found if asks(rest.strip())) < 3:
        return text
    return _LETTERED_RE.sub(r"\g<num>)\g<rest>", text)


def _markers(text: str) -> str:
    if "<" not in text:
        return text  # every marker opens with `<`
    found = _Found(
        comment="<!--" in text,
        paired="<!--" in text and _BACK_COMMENT_RE.search(text) is not None,
        dl="<dt" in text or "<DT" in text,
        anchor="<a" in text and _ANCHOR_RE.search(text) is not None,
        bold=BOLD_TAG_RE.search(text) is not None,
        summary=_one_key_summary(text),
        br="<br" in text or "<BR" in text,
    )
    if not found.any():
        return text
    lines = text.split("\n")
    fence: str | None = None
    k = 0
    while k < len(lines):
        fence, is_fence = fence_after(fence, lines[k], nested=True)  # tags in code are code
        if not is_fence and fence is None:
            after = past_comment(lines, k) if found.comment else None
            if after is not None:
                k = after
                continue
            lines[k] = _marked_line(lines[k], found, k > 0 and bool(lines[k - 1].strip()))
        k += 1
    return "\n".join(lines)


@dataclass(frozen=True)
class _Found:
    """Which markers the text holds (each rewrite runs only where its mark is found)."""

    comment: bool
    paired: bool
    dl: bool
    anchor: bool
    bold: bool
    summary: bool
    br: bool

    def any(self) -> bool:
        return self.comment or self.dl or self.anchor or self.bold or self.summary or self.br


def _marked_line(line: str, found: _Found, follows_text: bool = False) -> str:
    """One line outside code with its markers rewritten (see the module doc); `follows_text`:
    the line above is not blank."""
    marker = _comment_marker(line, follows_text, found.paired) if found.comment else None
    if marker is not None:
        return marker
    if found.comment and "<!--" in line:
        line = without_inline_comments(line)
    if found.anchor and "<a" in line:
        line = _unwrap_anchors(line)
    if found.dl:
        line = _definition_line(line)
    if found.bold:
        line = bold_tags(line)
    if found.summary and "<summary" in line.lower():
        line = _key_summary(line)
    if found.br and line.endswith(">"):
        line = _without_end_break(line)
    return line


def _without_end_break(line: str) -> str:
    """`**C - text**<br>` as `**C - text**␣␣`: a line break written in HTML at the end of an
    option or of a line wholly in emphasis is Markdown's hard break (two blanks), which the
    readers know (a quiz typed for a page that would join its lines), so the option and the
    key read as every quiz's. A `<br>` alone on a line, spacing, or ending a line of prose
    is left as it is."""
    m = END_BREAKS_RE.search(line)
    if m is None or not (head := line[: m.start()]).strip():
        return line
    if OPTION_RE.match(head) or _WRAPPED_LINE_RE.match(head):
        return head + "  "
    return line  # a line of prose: its break stays for the HTML reading (a paragraph's end)


_WRAPPED_LINE_RE = lazy(r"^[ \t]*(\*\*|__|\*|_)\S(?:.*\S)?\1[ \t]*$")
"""`_Q1: What is Docker?_`, `**C - text**`: a line wholly in emphasis, as quizzes set their
questions and keys."""


_SUMMARY_TEXT_RE = lazy(r"<summary\b[^>]*>(.*?)</summary>", re.IGNORECASE)


def _one_key_summary(text: str) -> bool:
    """Whether one `<summary>` of the text, and only one, names an answer key: a key folded
    away at a quiz's end. Many (`<summary>Answers</summary>` under each question) are each
    question's own answer."""
    if "<summary" not in text and "<SUMMARY" not in text:
        return False
    named = (ANY_TAG_RE.sub("", m).strip() for m in _SUMMARY_TEXT_RE.findall(text))
    return sum(end_matter_kind(name) == "key" for name in named) == 1


def _key_summary(line: str) -> str:
    """`<details><summary>Answers</summary>` as a heading `Answers`: a quiz's answer key
    folded away at its end is read as a key, like one under an `## Answers` heading."""
    m = SUMMARY_RE.match(line)
    if m is None or m.group("rest").strip():
        return line
    text = ANY_TAG_RE.sub("", m.group("summary")).strip()
    return f"{MARKER_HEADING} {text}" if end_matter_kind(text) == "key" else line


def _comment_marker(line: str, follows_text: bool = False, paired: bool = True) -> str | None:
    """A comment alone on its line as the heading it marks (`###### Front` / `Back`; a front
    only where the document marks a back too, `paired`) or a blank line; None for any other
    line. A hidden answer right under a line of text may be
    indented deeper (`10. **Which ...?**` / `    a. ...` / `    <!-- Answer: a -->`: a
    two-digit item's lines sit four spaces in), as no code block starts without a blank line
    above it."""
    comment = _COMMENT_LINE_RE.match(line)
    if comment is None and follows_text and line[:1] in (" ", "\t"):
        deeper = _COMMENT_LINE_RE.match(line.lstrip(" \t"))
        if deeper is not None and hidden_answer(deeper.group("text")):
            return deeper.group("text")  # only a hidden answer: other comments stay as they were
    if comment is None or "-->" in comment.group("text"):
        return None
    word = comment.group("text")
    if hidden_answer(word):
        return word  # `<!-- Answer: c -->`: the answer, hidden from the rendered page
    if paired and _FRONT_RE.match(word):
        return f"{MARKER_HEADING} Front"
    if _BACK_RE.match(word):
        return f"{MARKER_HEADING} Back"
    return ""


def _unwrap_anchors(line: str) -> str:
    """The line with its in-page anchors replaced by their text, but not one inside a code
    span (an odd number of backticks before it), which shows such a tag as an example."""

    def text(m: re.Match[str]) -> str:
        in_code = line.count("`", 0, m.start()) % 2 == 1
        inner = m.group("text").strip()
        back_to_top = TOP_LINK_TEXT_RE.fullmatch(re.sub(r"<[^<>]*>|[*_]", "", inner))
        return m.group(0) if in_code or back_to_top else inner

    return _ANCHOR_RE.sub(text, line)


def _definition_line(line: str) -> str:
    """One line of a definition list in Markdown: `<dt>` a heading, `<dd>` its answer."""
    if _DL_TAG_RE.match(line):
        return ""
    dt = _DT_RE.match(line)
    if dt is not None:
        term = _DL_END_RE.sub("", dt.group("text")).strip()
        return f"{MARKER_HEADING} {term}" if term else ""
    dd = _DD_RE.match(line)
    if dd is not None:
        return _DL_END_RE.sub("", dd.group("text")).strip()
    if _DL_END_RE.search(line):
        return _DL_END_RE.sub("", line)
    return line


MARKER_PASSES: tuple[Callable[[str], str], ...] = (
    badge_lines,
    image_badges,
    details_answers,
    numbered_qa,
    indented_pairs,
    quoted_stems,
    indented_fold_questions,
    dashed_labels,
    nested_answer_bullets,
    details_containers,
    folded_shortcodes,
    colon_lettered_options,
    single_bold,
    lone_letters,  # `a.` alone over its option's text: `a. text`
    spaced_options,
    spaced_headings,
    lead_stars,
    lead_boxes,
    bold_keys,
    fixed_code_labels,
    info_as_text,
    dot_dash_numbers,
    spaced_numbers,
    colonless_keys,  # after the numbers' slips are mended: `1.UDP` over `Выбран 2 ответ.`
    one_line_pairs,
    verdict_ends,
    single_tick_spans,
    labelled_note_parts,
    why_labels,  # a `Why?` alone under each `Qn:` question's text: `Why:`
    numbered_over_parts,
    bulleted_headings,
    stacked_headings,
    label_heading_numbers,
    label_items,
    comment_rules,
    equals_titles,
    dashed_banners,
    starred_options,
    custom_task_lists,
    admonition_questions,
    unwrap_markdown_fences,
    equals_keyed_options,
    unfenced_options,
    hyphened_heading_numbers,  # `# 3-Q`: `# 3. Q`
    lost_heading_marks,  # `27.Q？` between `##### 26.` and `##### 28.`: `##### 27.Q？`
    spaced_heading_numbers,
    dotted_heading_numbers,
    closed_chapter_numbers,  # `### 1. 4 How ...?`: chapter 1's question 4
    lettered_lists,
    quoted_headings,
    quoted_stems,
    quoted_cards,
    role_blocks,
    html_structure,
    lettered_headings,
    quiz_blocks,
    question_divs,
    solution_divs,
    _markers,
    lettered_heading_numbers,
    _lettered_numbers,
    _quoted_questions,
    answer_sentences,
    numbered_code_options,
    lettered_nested_options,
    lettered_runs,
    stem_statements,
)
"""The passes that write the markers every reader knows, in the order they run (each reads
what the ones before it wrote): HTML headings, tables and lettered lists as Markdown, comment
markers, definition lists, admonitions and quiz-plugin blocks as headings, quoted questions
unquoted, labels and numbers typed loosely written one way, folds written as `<details>`.
Each pass's own module says what it rewrites and why; `choose` runs them among its passes."""
