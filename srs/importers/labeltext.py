"""A question's or title's text as the reader should see it: emphasis around it, the
pictographs and highlights it opens with, a plugin's card tag, all taken off (`**What is
X?**`, `❓ What is X?`, `==What is X?==`, `What is X? #card` -> `What is X?`).

Kept apart from srs.importers.common, which re-exports these, so that the rules for a label's
text sit in one small place.
"""

from __future__ import annotations

import functools
import itertools
import re
import textwrap
import unicodedata
from typing import TYPE_CHECKING

from srs.importers.chatpaste import without_chat_words
from srs.importers.labelwords import EXPLANATION_WORDS, QUESTION_LABELS
from srs.importers.lazyre import lazy
from srs.importers.placeholders import LEAD_PICTOGRAPHS_RE

if TYPE_CHECKING:
    from markdown_it import MarkdownIt


WRAPPED_RE = lazy(r"(\*\*|__|\*|_)(?=\S)(.*?\S)\1", re.DOTALL)


def unwrap(text: str) -> str:
    """Remove emphasis around the whole text (`**What is X?**` -> `What is X?`)."""
    text = text.strip()
    while True:
        if not text or text[0] not in "*_" or text[-1] not in "*_":  # cheap test: is it wrapped?
            return text
        m = WRAPPED_RE.fullmatch(text)
        if not m or (m.group(1) in "*_" and m.group(1) in m.group(2)):
            return text
        text = m.group(2).strip()


def option_words(text: str) -> str:
    """An option's or a key's words for comparing the two, the one reading every key reader
    uses (a spelling one reader forgave and another did not was a key read by one and missed
    by the other): no emphasis, around the words or inside them (`**B)** temperature`), no
    code span marks (`` `2ndPlace` `` as the option, `2ndPlace` in the key), blanks
    collapsed, no closing full stop, no case."""
    if "**" in text or "__" in text or "`" in text:
        text = text.replace("**", " ").replace("__", " ").replace("`", " ")
    return " ".join(unwrap(text).split()).rstrip(".").strip().casefold()


CARD_TAG_RE = lazy(r"[ \t]+#(?:flashcards?|cards?|srs|anki)(?:/[\w/-]+)?(?=[ \t*_]|$)", re.I)
"""A tag that marks a line as a card for a plugin (`What is X? #card`, `#flashcards/go`):
not the question's text."""


def _undecorated(text: str) -> str:
    """A label without the pictographs it opens with (`❓ Question 1.`, `🔥 Architecture`,
    `✅ What is X?`) and without a highlight around it (`==What is X?==`, Obsidian's)."""
    k = 0
    while k < len(text) and (
        text[k] == " "
        or (
            text[k] > "\x7f"
            and text[k] not in KEY_SIGNS
            and unicodedata.category(text[k]) in _DECORATION
        )
    ):
        k += 1
    if k:
        text = text[k:]
    if _highlighted(text):
        text = text[2:-2].strip()
    return text


def _highlighted(text: str) -> bool:
    """Whether a highlight wraps the whole text (`==What is X?==`): as for emphasis, its text
    starts and ends at a character that is no blank and no `=`, so a question made of the
    operators themselves (`== Vs ===`) keeps them."""
    return (
        len(text) > 4
        and text.startswith("==")
        and text.endswith("==")
        and text[2] not in " \t="
        and text[-3] not in " \t="
    )


KEY_SIGNS = frozenset("\u2318\u2325\u21e7\u2303\u238b\u23ce\u232b\u2326\u21e5\u21e4\u21ea\u23cf")
"""The signs of keyboard keys (Command, Option, Shift, Control, Escape, Return, Delete, Tab,
Caps Lock, Eject): symbols too, but they name the keys of a shortcut (`\u2318 + T`,
`\u2325\u21e7F`), so they are the text, never a pictograph that decorates it."""

_DECORATION = frozenset({"So", "Mn", "Cf", "Sk"})
"""Unicode categories of the marks a title or question may open with: emoji and other
symbols, variation selectors and joiners; never an ASCII character (a backtick is a modifier
symbol too, and opens code: `` `null` is ... ``)."""


_KEYCAP_RE = lazy(r"^\d{0,3}(?:[0-9#*]\ufe0f?\u20e3)+[ \t]*|^\U0001f51f[ \t]*")
"""Keycap emoji (`1️⃣`, `🔟`) that number a heading as pictographs: decoration, as they render;
a number's digits before its last keycap too (`11️⃣`: a `1`, then the keycap `1️⃣`)."""


def _without_keycaps(text: str) -> str:
    return _KEYCAP_RE.sub("", text) if "\u20e3" in text[:8] else text


_MARKUP_RE = lazy(r"[*_#`]")
"""The marks tidying reads (emphasis, a tag, a code span): a label without any is plain."""


_ESCAPED_WRAP_RE = lazy(r"(?P<m>(?:\\\*){1,2})(?P<text>[^\s\\*](?:.*?[^\s\\])?)(?P=m)")
r"""A label wrapped in emphasis marks a converter escaped (`\*\*What is X?\*\*`): shown as
stars, meant as bold."""


def tidy_label(text: str, *, opened: bool = True) -> str:
    """Strip a label's text, the pictographs it opens with (keycap numbers too), and the
    emphasis left unbalanced by cutting off its marker. An option whose line opened with no
    mark (`a. git tag -l v1.*`, not `*a. Done.*`) had none cut off: its last star (`opened`
    False) is its own text, a glob's or a query's."""
    text = text.strip()
    if text.isascii() and text[:1] != "=" and not _MARKUP_RE.search(text):
        return text  # most labels: plain words, nothing below applies (a cheap test first)
    if text[:2] == "\\*":
        text = _escaped_marks_off(text)
    if text and (text[0] == "=" or ord(text[0]) > 0x2000):
        text = _undecorated(text)
    if "#" in text:
        text = CARD_TAG_RE.sub("", text)
    text = _strong_italic_closer_off(text)
    for mark in ("**", "__"):
        text = _unbalanced_off(text, mark)
    text = _without_keycaps(unwrap(_single_mark_cut(text) if opened else text))  # `**1️⃣ X?**`
    return _unwrapped_whole(text) if text[:1] in ("`", "*") else text


def tidy_options(texts: list[str], opened: list[bool]) -> list[str]:
    """Each option's text tidied like a label; an option that is only marks (`a) *`, `a) **`:
    operators) keeps them as its text. `opened` says whether each option's line opened with
    an emphasis mark (tidy_label's `opened`)."""
    tidied = [tidy_label(t, opened=o) for t, o in zip(texts, opened, strict=True)]
    return [tidy or t.strip() for tidy, t in zip(tidied, texts, strict=True)]


def _escaped_marks_off(text: str) -> str:
    """A label without the emphasis marks a converter escaped: wrapping it whole
    (`\\*\\*Explain X.\\*\\*`, meant as bold), or opening it with no closer
    (`\\*\\*What is X?`: an editor escaped the stars a typist left unclosed, so the page
    shows them)."""
    escaped = _ESCAPED_WRAP_RE.fullmatch(text)
    if escaped is not None:
        return escaped.group("text")
    opener = _ESCAPED_OPEN_RE.match(text)
    if opener is not None and "\\*" not in text[opener.end() :]:
        return text[opener.end() :]
    return text


_ESCAPED_OPEN_RE = lazy(r"(?:\\\*){2}(?=[^\s\\*])")


_STRONG_ITALIC_OPENERS = {"***": "***", "___": "___", "**_": "_**", "_**": "**_"}
"""Bold and italic together closing a label, each with the opener that pairs it."""


def _strong_italic_closer_off(text: str) -> str:
    """The text without the bold-italic closer left unpaired by cutting off its label
    (`***Question: Explain X***` -> `Explain X***` -> `Explain X`), which the strong and
    single mark rules would each take off only in part. The closer must touch the text's
    last character: a blank to fill (`The capital is ___`) stays; so does emphasis the text
    still opens with (`*What is X?***`), or whose opener it holds (`Q. ***What is X?***`, a
    whole label: the strong and single mark rules pair those)."""
    opener = _STRONG_ITALIC_OPENERS.get(text[-3:])
    if opener is None or text[:1] in "*_" or text[-4:-3] in " \t*_" or opener in text[:-3]:
        return text
    return text[:-3].rstrip()


def _unbalanced_off(text: str, mark: str) -> str:
    """The text without a strong mark left unpaired by cutting off its label (at either end,
    or a lone closer inside); a blank to fill (`______`) and `__init__` keep theirs."""
    if not text.count(mark) % 2 or (mark == "__" and _blank_run(text)):
        return text
    if _wrapped_round_literal(text, mark):
        return text[len(mark) : -len(mark)].strip()
    if text.endswith(mark):
        return text[: -len(mark)].rstrip()
    if text.startswith(mark) and not (mark == "__" and _DUNDER_RE.match(text)):
        return text[len(mark) :].lstrip()
    return _without_lone_closer(text, mark)


def _wrapped_round_literal(text: str, mark: str) -> bool:
    """Whether the text is wrapped whole in the mark and every mark inside stands between
    blanks, no emphasis but the typed characters (`**What do * args and ** kwargs mean?**`:
    its opener was kept, as if the inner pair had closed it)."""
    if len(text) <= 2 * len(mark) or not (text.startswith(mark) and text.endswith(mark)):
        return False
    inner = text[len(mark) : -len(mark)]
    return mark not in inner.replace(f" {mark} ", "  ")


def _unwrapped_whole(text: str) -> str:
    """A label wrapped whole in a code span that is prose, or in stars left broken."""
    if text[:1] == "`" == text[-1:]:
        return _prose_in_code(text)
    return _without_broken_stars(text) if text[:1] == "*" == text[-1:] else text


_PROSE_CODE_RE = lazy(
    r"(?P<ticks>`{1,2})[ \t]*(?P<text>[A-Z][a-z]+[ \t]+[a-z][^`{};:=<>$|\\]*?)[ \t]*(?P=ticks)"
)
"""A whole label set in a code span: `` ``Design a system to ...`` ``."""


def _prose_in_code(text: str) -> str:
    """A label set wholly in a code span when it is a sentence (a capitalised word then
    lower case, four words or more, no code's punctuation): the span styles the prompt, it is no code (`` ``Design a
    system to distribute a patch`` ``). A command (`` `git rebase -i` ``) keeps its ticks."""
    m = _PROSE_CODE_RE.fullmatch(text)
    if m is None or len(m.group("text").split()) < 4:
        return text
    return m.group("text")


_DUNDER_RE = lazy(r"__[a-z][a-z0-9]*(?:_[a-z0-9]+)*(?![\w*])")
"""`__balance should be _balance`: a private name (Python's `__balance`, `__dict`) opening the
text, not a bold run left open by a cut label; its underscores are the name's."""

_FILL_BLANK_RE = lazy(r"_{3,}")
"""A run of underscores a reader writes in (`... is called ______`): a blank, no emphasis."""


_ESCAPED_BLANK_RE = lazy(r"\*{2,}(?:\\_)+\*{2,}|(?:\\_){2,}")
"""A blank to fill written with escaped underscores (`\\_\\_\\_`), Markdown's way to keep
them from reading as emphasis, or an escaped one set in stars (`****\\_****`, as an editor
saved a bold blank)."""


def shown_blanks(text: str) -> str:
    """The text with its escaped blanks to fill as the page shows them: underscores, three
    at least for one set in stars."""
    if "\\_" not in text:
        return text
    return _ESCAPED_BLANK_RE.sub(
        lambda m: (
            "_" * max(3, m.group(0).count("_"))
            if m.group(0)[0] == "*"
            else m.group(0).replace("\\", "")
        ),
        text,
    )


def _blank_run(text: str) -> bool:
    """Whether the text's `__` marks are odd only for a blank to fill (`is called ______`),
    which keeps all its underscores."""
    return "___" in text and _FILL_BLANK_RE.sub("", text).count("__") % 2 == 0


def numbered_text(text: str) -> str:
    """The text after a question's number (`### 37. Question: What is X?`), tidied as a
    label's, without a `Question:` label typed after the number (twice at times)."""
    text = tidy_label(text)
    if text[:1] in "Qq*_" and (label := _INNER_LABEL_RE.match(text)) is not None:
        return text[label.end() :]
    return text


_INNER_LABEL_RE = lazy(
    r"^(?:(?:(?P<e>\*\*|__)(?:question|q)[ \t]*[:：][ \t]*(?P=e)|(?:question|q)[ \t]*[:：]"
    rf"|(?P<b>\*\*|__)[ \t]*(?:{'|'.join(QUESTION_LABELS)}|q)[ \t]*(?:no\.?[ \t]*|#[ \t]*)?\d{{1,4}}"
    r"[ \t]*(?:[:：.)][ \t]*(?P=b)|(?P=b)(?:[ \t]*[:：.)])?))"
    r"[ \t]*)+(?=\S)",
    re.IGNORECASE,
)
"""`Question: What is X?` after the number that already marks the question (`### 37.
Question: What is X?`, typed twice at times; `### 12. **Q:** What is X?`, in bold), or a
bold label with the number again (`## 1. **Question 1**: What is X?`, `**Frage 2:**`,
`**Q3.**`, a graded quiz's): a label, not the question's words."""


def _without_lone_closer(text: str, mark: str) -> str:
    """The text without the closing `mark` of a bold run its label opened (`**Q3. TRUE or
    FALSE:** The sky is green.` leaves `TRUE or FALSE:** The sky ...` after the label): the
    first mark, closing a word and not opening one, would show as stars."""
    i = text.find(mark)
    after = text[i + len(mark) : i + len(mark) + 1]
    if i <= 0 or text[i - 1] in " \t" or after not in ("", " ", "\t"):
        return text
    return text[:i] + text[i + len(mark) :]


WHOLE_LINK_RE = lazy(r"^\[(?P<text>[^\[\]\n]+)\]\((?P<url>[^()\s]+(?:\([^()\s]*\)[^()\s]*)*)\)$")
"""`[What is a slice?](https://...)`: a question set wholly as a link to where it comes from."""


def unlinked(text: str) -> tuple[str, str | None]:
    """A question wholly a link (a list of questions, each linked to its source page): its
    words, and the address, which the card keeps apart from the question (None: no link, or
    a link to an anchor of the page itself, `[What is YAML?](#what-is-yaml)`: navigation)."""
    if text[:1] != "[" or text[-1:] != ")":
        return text, None
    m = WHOLE_LINK_RE.match(text)
    if m is None:
        return text, None
    url = m.group("url")
    return m.group("text").strip(), None if url.startswith("#") else url


def unquoted(text: str) -> str:
    """A question wholly in quotes (`"Explain ACID properties."`, a spoken-format question as
    the interviewer says it): its words; quotes inside it (`"a" vs "b"`) keep them all. (An
    option's quotes stay: `a) "undefined"` is a string.)"""
    if text[:1] not in '"“' or text[-1:] not in '"”':
        return text
    inner = text[1:-1]
    if len(inner) < 2 or any(q in inner for q in '"“”'):
        return text
    return inner.strip()


def _single_mark_cut(text: str) -> str:
    """The text without the one `*` (or `_`) left at its end when its label cut off the
    other (`*Q: What is X?*` -> `What is X?*`): a lone mark after the question's last
    punctuation, not one of a pair (`a_b_`, `__init__`) nor part of a strong one (`**`)."""
    for mark in ("*", "_"):
        if not text.endswith(mark) or text.endswith(mark * 2) or text[-2:-1] not in "?.!:)":
            continue
        if text.replace(mark * 2, "").count(mark) % 2:
            return text[:-1].rstrip()
    return text


@functools.cache
def _inline_parser() -> MarkdownIt:
    """Made on first use: a quiz whose labels all pair their stars never loads markdown-it."""
    from markdown_it import MarkdownIt

    return MarkdownIt("commonmark")


_WORD_STAR_RE = lazy(r"\*\w|\w\*")
"""A star against a word: what emphasis, garbled or not, is written with."""


def _without_broken_stars(text: str) -> str:
    """A label wrapped in emphasis that Markdown cannot pair (`*What is **1NF?*`, bold
    marks garbled by a chat app's copy): its stars would show as such, so they are dropped.
    Emphasis that pairs up (`*Paxos* vs *Raft*`) is kept. So are stars Markdown can pair
    only as italics opened straight inside italics (`*What is **X* in Y?**`: a bold span
    opened inside the italic question and closed after it): nobody writes italics in
    italics, so the stars are as garbled, and would show in a card that keeps its text.
    Stars that touch no word (`*/15 * * * *`, a cron schedule; `* / *`) are the text's own
    characters, no garbled emphasis: kept."""
    if _WORD_STAR_RE.search(text) is None:
        return text
    tokens = _inline_parser().parseInline(text)[0].children or []
    if any(token.type == "text" and "*" in token.content for token in tokens) or any(
        a.type == b.type == "em_open" for a, b in itertools.pairwise(tokens)
    ):
        return " ".join(text.replace("*", "").split())
    return text


_GRADES = r"easy|medium|hard|difficult|beginner|intermediate|advanced|expert|basic|moderate"
_GRADE_TAG_RE = lazy(
    rf"(?<=\S)[ \t]+(?:(?P<e>[*_]{{1,2}})?[\[(](?:{_GRADES}|(?:[\u2b50\u2605\u2606]\ufe0f?){{1,5}})[\])](?(e)(?P=e))"
    rf"|(?:[\u2b50\u2605\u2606]\ufe0f?){{1,5}})[ \t]*$",
    re.IGNORECASE,
)
"""`What is a slice? [Easy]`, `What is SQL injection? ⭐⭐`, `[⭐⭐]`: the grade a question set
gives each question, in words or in stars; in emphasis too (`## Question 1 *(Medium)*`)."""
_GRADE_TAG_LAST = frozenset(")]*_\u2b50\u2605\u2606\ufe0f")
_GRADE_LINE_RE = lazy(
    rf"^[ \t]*(?:\*\*|__)?(?:difficulty|level)[ \t]*(?:\*\*|__)?[ \t]*:[ \t]*(?:\*\*|__)?[ \t]*"
    rf"(?:{_GRADES})[ \t]*(?:\*\*|__)?[ \t]*$",
    re.IGNORECASE,
)
"""`**Difficulty**: Beginner` on a line of its own."""


_GRADE_BADGE_RE = lazy(
    rf"^[ \t]*!\[[ \t]*(?:{_GRADES}|simple|complex)[ \t]*\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*\)[ \t]*$",
    re.IGNORECASE,
)
"""`![Medium](https://.../Medium%20(2).svg)` on a line of its own: a badge that grades the
question (its picture's alt text a grade), not its words."""


def drop_grade_tag(question: str) -> str:
    """The question without a grade tag ending its first line (`... in Go? [Easy]`, `⭐⭐`),
    nor a grade badge on a line of its own (`![Simple](.../simple.svg)` under it): the
    question set's rating of it, not its words."""
    first, sep, rest = question.partition("\n")
    if first.rstrip()[-1:] in _GRADE_TAG_LAST:  # `[Easy]`, `(Hard)`, `⭐`: a cheap test first
        question = _GRADE_TAG_RE.sub("", first) + sep + rest
    if "![" not in question:
        return question  # cheap test first
    lines = [line for line in question.split("\n") if not _GRADE_BADGE_RE.match(line)]
    return "\n".join(lines).strip("\n") if len(lines) > 0 else question


_TAGS_LINE_RE = lazy(
    r"^[ \t]*(?:\*\*|__)tags?(?:[ \t]*:[ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*:)[ \t]*\S", re.I
)
"""`**Tags:** Python, GIL` on a line of its own: the question's tags, which the card keeps
as its tags (questionlines.question_tags), not its answer's first line."""


def drop_grade_line(answer: str) -> str:
    """The answer without a `**Difficulty**: Beginner` line at its top (the question set
    rates each question there, above the answer): about the question, not its answer."""
    lines = answer.split("\n")
    k = 0
    while k < len(lines) and not lines[k].strip():
        k += 1
    if k == len(lines) or not (_GRADE_LINE_RE.match(lines[k]) or _TAGS_LINE_RE.match(lines[k])):
        return answer
    return textwrap.dedent("\n".join(lines[k + 1 :])).strip("\n")  # (its indent went with it)


_STRAY_CLOSE_RE = lazy(r"(?<=[?.!:)\w`])(?<![*_])(?P<mark>\*\*|__)(?P<dot>[.:]?)[ \t]*$")
"""The closing bold mark a question's last line ends with (`... True/False?**`, `?**.`)."""
_FENCE_LINE_RE = lazy(r"^[ \t]{0,3}(?:```|~~~)")
_IMAGE = r"!\[[^\]]*\]\([^)]*\)"
IMAGE_LINE_RE = lazy(rf"^[ \t]*{_IMAGE}[ \t]*$")
"""A picture alone on its line (`![fig](x.png)`): no words of its own to read as text or a key."""
PICTURE_LINE_RE = lazy(rf"^[ \t]*(?:{_IMAGE}|<img\b[^>\n]*>)[ \t]*$", re.IGNORECASE)
"""A picture alone on its line in Markdown or in HTML (`<img src=...>`)."""
_CODE_SPAN_RE = lazy(r"`+[^`]*`+")


def without_stray_close(lines: list[str]) -> list[str]:
    """The question without the closing bold mark left on the line where its bold ends,
    when its label took the opening one with it (`**Q4. When an engineer ...,` / `... on the
    first try. True/False?**`): alone, the mark would show as two stars. Only when the
    question's text (its code and code spans aside) holds an odd number of such marks, and only on its last
    line of text (an image under it aside); a full stop typed after the mark goes with it
    when the question already ends a sentence (`vector?**.`)."""
    if not any("**" in line or "__" in line for line in lines):
        return lines  # cheap test first: no bold mark at all
    prose = outside_fences(lines)
    for mark in ("**", "__"):
        if sum(_marks(lines[k], mark) for k in prose) % 2 == 0:
            continue
        k = next((k for k in reversed(prose) if _is_text(lines[k])), None)
        m = _STRAY_CLOSE_RE.search(lines[k]) if k is not None else None
        if k is not None and m is not None and m.group("mark") == mark:
            lines = [*lines[:k], lines[k][: m.start()].rstrip(), *lines[k + 1 :]]
    return lines


def _marks(line: str, mark: str) -> int:
    """How many bold marks `mark` a line holds outside its code spans: runs of exactly two
    (`______`, a blank to fill in, is none)."""
    runs = re.findall(r"\*+" if mark == "**" else r"_+", _CODE_SPAN_RE.sub("", line))
    return sum(1 for run in runs if len(run) == 2)


def outside_fences(lines: list[str]) -> list[int]:
    """The indexes of the lines outside fenced code (the fences themselves too): where text
    may hold marks, labels or prose, never code."""
    out: list[int] = []
    inside = False
    for k, line in enumerate(lines):
        if _FENCE_LINE_RE.match(line):
            inside = not inside
            continue
        if not inside:
            out.append(k)
    return out


def _is_text(line: str) -> bool:
    """Whether a question's line holds text (not blank, not an image alone)."""
    return bool(line.strip()) and IMAGE_LINE_RE.match(line) is None


_LEAD_QUOTE_RE = lazy(r"^ {0,3}>[ \t]?")


def unquoted_lead(answer: str) -> str:
    """The answer with the block quote it opens with unquoted: its quoted lines (and the
    blank lines between them) up to the first line at the margin, when only code or plain
    paragraphs follow (`> X is ...` over its example). Not when headings follow (the quote
    is a note over the answer's sections: `> **Level:** Intermediate`), nor a prompt's
    `>>>` (an interpreter session, not a quote). The later quotes of such an answer, outside
    its code, are unquoted too: an answer set in quotes goes on in quotes after its example
    (`> For older browsers ...`, `>But ...` under the code)."""
    lines = answer.split("\n")
    k = 0
    while k < len(lines) and (not lines[k].strip() or _LEAD_QUOTE_RE.match(lines[k])):
        k += 1
    if lines[0].lstrip().startswith(">>") or any(
        line.lstrip().startswith("#") for line in lines[k:]
    ):
        return answer
    head = [_LEAD_QUOTE_RE.sub("", line, count=1) for line in lines[:k]]
    return "\n".join(head + _unquoted_after_code(lines[k:]))


def quoted_under_label(answer: str) -> bool:
    """Whether the answer is a bold label line ending with a colon (`**How to answer:**`,
    `**Model reply**:`) right over a block quote that is all the rest of it: the quote is
    the answer, set off as a quote is under `**Answer:**`, and its `>` marks no part of it.
    Under a label that names the answer (`_answer_label`) the quote opens the answer as it
    would under `**Answer:**`, whatever follows it at the margin."""
    return _label_over_quote(answer) is not None


_LEAD_LABELS = 3
"""How many labelled lines (`**Erwartung:** Offenheit.`) may stand over the label and its quote."""


def _label_over_quote(answer: str) -> int | None:
    """The index of the bold label line over the quote that ends the answer (see
    `quoted_under_label`), its lines counted from the first written: the first line, or
    one under a few labelled lines of the answer's own (`**Expectation:** honesty.` over
    `**Example:**` over `> I ...`), the quote then all the rest. None when there is none."""
    if ">" not in answer or answer.lstrip()[:1] not in "*_":
        return None  # the cheap test most answers take: no quote, or no bold label first
    lines = answer.lstrip().split("\n")
    k = 0
    while k < min(_LEAD_LABELS, len(lines)) and _LABELLED_LINE_RE.match(lines[k]):
        k += 1
    if k >= len(lines) or _QUOTE_LABEL_LINE_RE.match(lines[k]) is None:
        return None
    rest = lines[k + 1 :]
    if "\n".join(rest).lstrip()[:1] != ">":
        return None
    if k == 0 and _answer_label(lines[k]):
        return k
    return k if all(_LEAD_QUOTE_RE.match(line) for line in rest if line.strip()) else None


def _answer_label(label: str) -> bool:
    """Whether a bold label line names the answer itself, its last word `answer` or
    `response` (`**How to answer:**`, `**Sample response:**`): a label as `**Answer:**` is,
    no words of the answer. One that ends on another word (`**How to reply:**`, `**Why
    this answer works:**`) may say something of its own and stays."""
    return _ANSWER_LABEL_WORDS_RE.search(label) is not None


_ANSWER_LABEL_WORDS_RE = lazy(
    r"^(?:\*\*|__)(?:[^\W\d_]+[ \t]+){0,4}(?:answer|response)[ \t]*[:：]?(?:\*\*|__)[ \t]*[:：]?[ \t]*$",
    re.I,
)
"""A bold label of one to five words, `answer` or `response` the last (see `_answer_label`)."""


_QUOTE_LABEL_LINE_RE = lazy(
    r"^(?:\*\*|__)[^*_\n>]{1,60}?(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*$"
)
"""A bold label alone on its line, its colon inside the bold or after it."""


_LABELLED_LINE_RE = lazy(
    r"^(?:\*\*|__)[^*_\n>]{1,60}?(?:[:：](?:\*\*|__)|(?:\*\*|__)[ \t]*[:：])[ \t]*[^\s>].*$"
)
"""A bold label and its text on one line (`**Expectation:** honesty.`), no quote after it."""


_QUOTED_LABEL_RE = lazy(
    r"^(?:[-*+][ \t]+)?(?:\*\*|__)?(?:a|ans|answer)(?:\*\*|__)?[ \t]*[:：](?:\*\*|__)?[ \t]+(?=\S)",
    re.I,
)
"""`A: `, `* A: `, `**Answer:** ` opening a quoted answer (`> * A: ...` under `## 1. What is
X?`): the label the quote hid from the reader, which strips it from an answer at the margin."""


def unquoted_answer(answer: str) -> str:
    """An open answer set in a block quote, unquoted (`unquoted_lead`), without the answer
    label its first line opens with: notes that quote each answer label it inside the quote
    (`> * A: 监督学习。`), and the label is no more part of the answer than at the margin.
    A bold label line over the quote (`**How to reply:**`, see `quoted_under_label`) stays
    the answer's first line, over the quote unquoted as the `**Answer:**` one's is; one that
    names the answer (`**How to answer:**`) goes, as `**Answer:**` does."""
    k = _label_over_quote(answer) if answer[:1] in "*_" else None
    if k is not None:
        lines = answer.lstrip().split("\n")
        label, quote = "\n".join(lines[: k + 1]), "\n".join(lines[k + 1 :])
        if k == 0 and _answer_label(label):
            return unquoted_answer(quote.strip())
        return f"{label.strip()}\n{unquoted_answer(quote.strip())}"
    answer = unquoted_lead(answer).strip()
    m = _QUOTED_LABEL_RE.match(answer) if answer[:1] in "-*+aA_" else None
    return answer[m.end() :] if m is not None else answer


_TITLE_LINE_RE = lazy(
    rf"^[ \t]*(?:#{{1,6}}[ \t]+)?(?:\*\*|__)(?:{EXPLANATION_WORDS})[ \t]*[:：]?(?:\*\*|__)[ \t]*[:：]?[ \t]*$",
    re.I,
)
"""`**Explanation**` alone on its line (bold, maybe a heading, its colon in or out of the
bold, or none): the title over the explanation's text, not a part of it."""


def explanation_text(explanation: str) -> str:
    """An explanation as its words: a quote it is set in unquoted (`> RFCs have long been
    used ...` under the options), and the bold title line it opens with dropped (`**Explanation**`
    over each quiz question's explanation, with no colon: the label pattern's colon never
    came, so every explanation kept its title); a chat assistant's preamble closing it goes
    (srs.importers.chatpaste)."""
    if explanation[:1] == ">":
        explanation = unquoted_lead(explanation).strip()
    explanation = without_chat_words(explanation)
    if explanation[:1] >= "\u2190":  # `💡 Diffusion spreads ...`: a cheap test first
        explanation = _unpictured(explanation)
    first, _, rest = explanation.partition("\n")
    if first[:1] in "#*_ " and rest.strip() and _TITLE_LINE_RE.match(first):
        return rest.strip()
    return _untitled_second(explanation)


def _unpictured(explanation: str) -> str:
    """An explanation without the pictographs opening its first line (`💡 Diffusion ...`
    under `✅ **Correct Answer:** ...`): a bulb or a pin marks the note, it is no word of it.
    Pictographs alone on their line (a divider, `⭐⭐⭐`) are left as written."""
    m = LEAD_PICTOGRAPHS_RE.match(explanation)
    if m is None or "\n" in m.group(0) or not explanation[m.end() :].partition("\n")[0].strip():
        return explanation
    return explanation[m.end() :]


def _untitled_second(explanation: str) -> str:
    """An explanation whose one-line first paragraph (a key's own words that name no option
    quite: `B. SYN count` for `Sync Count`) stands over the title line of the explanation
    proper (`**Explanation:**` alone): that title goes, as it does opening the text."""
    head, sep, body = explanation.partition("\n\n")
    if not sep or "\n" in head or body[:1] not in "#*_":
        return explanation  # a cheap test first: most explanations open with their words
    first, _, rest = body.partition("\n")
    if not rest.strip() or not _TITLE_LINE_RE.match(first):
        return explanation
    return f"{head.strip()}\n\n{rest.strip()}"


def _unquoted_after_code(lines: list[str]) -> list[str]:
    """The lines with each single-level quote outside fenced code unquoted (a cheap test
    first: most answers quote nothing after their lead)."""
    if not any(line.lstrip(" ")[:1] == ">" for line in lines):
        return lines
    out: list[str] = []
    fence = ""  # the open fence's mark (this module sits below common's fence walk)
    for line in lines:
        body = line.lstrip(" ")
        if body[:3] in ("```", "~~~"):
            mark = body[:3]
            fence = "" if fence == mark and not body[3:].strip(mark[0] + " \t") else fence or mark
        elif not fence and body[:1] == ">" and body[1:2] != ">":
            line = _LEAD_QUOTE_RE.sub("", line, count=1)
        out.append(line)
    return out
