"""A question's lines made its text: the bold that marks a question line, a `**Question**`
label over it and its metadata fields (`**Difficulty:** Easy | **Tags:** ...`) dropped.

Kept apart from the block reader (srs.importers.blocks), which calls it on every question
it reads, so that these rules about a question's own lines sit in one place; so is whether
a label met under an open question names that question (srs.importers.segment).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    BARE_QUESTION_LABEL_RE,
    BOLD_LINE_RE,
    SEPARATOR_RE,
    heading_of,
    slugify,
    trim,
)
from srs.importers.fieldquestion import field_question
from srs.importers.labelstart import label_start
from srs.importers.labeltext import unwrap, without_stray_close
from srs.importers.labelwords import (
    KEYWORD_LABELS,
    QUESTION_STATEMENT_LABELS,
    QUESTION_TEXT_LABELS,
)
from srs.importers.lazyre import lazy
from srs.importers.levelfields import without_level_line
from srs.importers.linkonly import names_a_file
from srs.importers.questiondetails import details_label
from srs.importers.tagfields import FOREIGN_SORT_WORDS, TAG_FIELD_RE
from srs.importers.values import Block, Start

__all__ = [
    "is_field_line",
    "may_hold_tag_fields",
    "metadata_only",
    "question_tags",
    "short_lines_only",
    "unwrapped_question",
    "without_closing_fields",
]


def unwrapped_question(question_lines: list[str]) -> list[str]:
    """A question on one line wholly in bold (`**What is a gold dataset?**` under `### Question
    1`), or one paragraph wrapped over several, as its text: the emphasis marks the line as
    the question, it is not part of it. A `**Question**` label over it goes too."""
    question_lines = _without_question_label(_without_metadata(without_level_line(question_lines)))
    question_lines = _without_statement_label(question_lines)
    question_lines = _without_details_label(question_lines)
    fielded = field_question(question_lines)  # `**ID**: x-7` / `**Title**: Why ...?`
    if fielded is not None:
        return fielded
    text = [line for line in question_lines if line.strip()]
    if not text:
        return question_lines
    italic = _in_italics(text)
    if italic is not None:
        return [italic]
    if text[0].lstrip()[:2] not in ("**", "__"):
        return _titled_bold(without_stray_close(question_lines))
    if len(text) == 1:
        return [unwrap(text[0])]
    if any(line.lstrip().startswith(("```", "~~~")) for line in text):
        bold_around_code = _bold_around_code(question_lines)
        if bold_around_code is not None:
            return bold_around_code
    joined = unwrap(" ".join(line.strip() for line in text))  # a bold question, wrapped
    one_paragraph = len(text) == len(trim(question_lines))
    return [joined] if one_paragraph and joined[:2] not in ("**", "__") else question_lines


def _in_italics(text: list[str]) -> str | None:
    """A one-line question wholly in italics (`_What is clearfix?_`), a sentence: its words."""
    line = text[0].strip()
    if len(text) != 1 or line[:1] not in ("*", "_") or line[1:2] in ("*", "_"):
        return None
    italic = unwrap(line)
    return italic if italic != line and " " in italic else None


def _bold_around_code(question_lines: list[str]) -> list[str] | None:
    """A question told in bold lines with a code block between them (`**Consider the code:**`,
    the fence, `**What does it print?**`): each line's own bold goes, the code stays as
    written. Joined as one wrapped paragraph, the code would be flattened into the text with
    the inner `**` left. None when a line outside the fence is not wholly bold."""
    out: list[str] = []
    fence = ""
    for line in question_lines:
        stripped = line.strip()
        if fence or stripped.startswith(("```", "~~~")):
            if not fence:
                fence = stripped[:3]
            elif stripped.startswith(fence):
                fence = ""
            out.append(line)
        elif not stripped or BOLD_LINE_RE.match(stripped):
            out.append(unwrap(stripped) if stripped else line)
        else:
            return None
    return out if not fence else None


def _titled_bold(question_lines: list[str]) -> list[str]:
    """A question under its title (`### Question 1: System Requirements` over `**What is the
    minimum RAM?**`): the title, then the question, its bold dropped as `unwrapped_question` drops it
    from a question alone. Only a title over one line all in bold (code or a second
    paragraph: left as written)."""
    text = [line for line in question_lines if line.strip()]
    if len(text) != 2 or BOLD_LINE_RE.match(text[1].strip()) is None:
        return question_lines
    return [text[0], unwrap(text[1])]


_METADATA_RE = lazy(
    r"^[ \t]*(?:\*\*|__)[^*_|\n]{1,30}:(?:\*\*|__)[^|\n]*(?:\|[ \t]*(?:\*\*|__)[^*_|\n]{1,30}:"
    r"(?:\*\*|__)[^|\n]*)+$"
)
"""`**Difficulty:** Easy | **Tags:** `GroupBy` | **Asked by:** Google`: a question's metadata."""


_PLAIN_FIELDS_RE = lazy(
    r"^[ \t]*(?:difficulty|level|category|topic|type|bloom|cognitive[ \t]+level)[ \t]*:[^|\n]*"
    r"(?:\|[ \t]*[^\W\d_][^:|\n]{0,30}:[^|\n]*)+$",
    re.I,
)
"""`Difficulty: Foundational | Type: Theoretical` (`| Bloom: Apply`): a generated question
bank's fields on one line under the question, in plain words; its sort fields are the card's
tags (`question_tags`), as bold ones are."""
_PLAIN_FIELD_RE = lazy(
    r"^[ \t]*(?P<key>difficulty|level|category|topic)[ \t]*:[ \t]*(?P<value>\S.*?)[ \t]*$", re.I
)
"""One sort field of such a line (`Difficulty: Advanced`)."""


_FIELD_RE = lazy(
    r"^[ \t]*(?:\*\*|__)(?:category|categories|difficulty|level|tags?|topics?|type|asked[ \t]+(?:by|at)"
    r"|compan(?:y|ies)|source|frequency|importance|role|skills?[ \t]+tested"
    r"|knowledge[ \t]+areas?|domains?|cognitive[ \t]+level"
    r"|what[ \t]+(?:they|we|interviewers?|it|this)(?:['’]re|['’]s|[ \t]+(?:are|is))?[ \t]+"
    r"(?:testing|tests?|assessing|assesses|checking|looking[ \t]+for)"
    r"|why[ \t]+(?:it|this)(?:['’]s|[ \t]+is)[ \t]+asked)(?:[ \t]*:[ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*:)"
    r"[ \t]*\S.*$",
    re.I,
)
"""`**Category:** ML Basics`, `**Tags:** Overfitting, Regularisation`: one field of a
question's metadata on a line of its own, as a question bank's template lists them; an
interview guide's note on what the question probes (`**What they're testing:** Git's
workflow`, `**Why it's asked:**`) is such a field too, a note to the interviewer; so is a
practice test's `**Knowledge Area:** JPA and Hibernate` or `**Domain:** Networking`. The
colon may follow the bold (`**Difficulty**: medium`), as a generated quiz writes it."""
_KIND_LINE_RE = lazy(
    r"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)?(?:question[ \t]+)?type(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*"
    r"(?:multiple|single|free|short|long|true|essay|mcq|open|fill|matching|coding|numeric"
    r"|drag|hot[ \t]?spot)\b.*$",
    re.I,
)
"""`- Type: Multiple Choice (Single Correct Answer)`, `Type: Free Response`: a course quiz
spec's field naming what kind of question it is, under the question, not part of it; an exam
dump's `**Question Type:** DRAG DROP` or `HOTSPOT` too."""


def _without_metadata(question_lines: list[str]) -> list[str]:
    """The question without its lines of `**Key:** value` fields (its level, tags, who asks
    it), apart by `|` on one line or one to a line: about the question, not part of it. A
    question that would be left with no text keeps them."""
    kept = [ln for ln in question_lines if not _is_metadata(ln)]
    return kept if any(ln.strip() for ln in kept) else question_lines


def _is_metadata(line: str) -> bool:
    """Whether a line is one of a question's metadata fields (see `_without_metadata`)."""
    if ":" not in line:
        return False  # every field has its colon: the cheap test first (most lines have none)
    return (
        ("|" in line and (_METADATA_RE.match(line) or _PLAIN_FIELDS_RE.match(line)) is not None)
        or _FIELD_RE.match(line) is not None
        or (line.lstrip()[:1] in "-*+" and _BULLETED_FIELD_RE.match(line) is not None)
        or ("ype" in line and _KIND_LINE_RE.match(line) is not None)
        or _keyword_terms(line) is not None
    )


_KEYWORDS_RE = lazy(
    rf"^[ \t]*(?:[-*+][ \t]+)?(?:\*\*|__)[ \t]*(?:{'|'.join(KEYWORD_LABELS)})"
    r"(?:[ \t]*:[ \t]*(?:\*\*|__)|(?:\*\*|__)[ \t]*:)[ \t]*(?P<value>\S.*?)[ \t]*$",
    re.I,
)
"""`**Keywords:** hashing, base62` (`**Key terms**: ...`, `**Palabras clave:** ...`): a
question's keywords field, the colon inside the bold or after it (an ASCII one: the tag
fields' cheap test, `may_hold_tag_fields`, looks for no other)."""
_TERM_SPLIT_RE = lazy(r"[,，、;；]")
_TERM_WORDS = 4
"""The most words a keyword holds: more is a sentence, which the field does not list."""


def _keyword_terms(line: str) -> list[str] | None:
    """The terms of a question's keywords field (`**Keywords:** BFS, thread safety, ...`)
    between its words and its answer label: the terms the answer should name, about the
    question, no word of it (left there, they gave the answer away and left a bold label in
    the prompt); the card keeps them as its tags (`question_tags`). None for any other line,
    and for a field whose value is not a list of short terms (a sentence, a question: left
    as written)."""
    if line.lstrip()[:2] not in ("**", "__") and line.lstrip()[:1] not in "-*+":
        return None
    m = _KEYWORDS_RE.match(line)
    if m is None or "?" in m.group("value") or "？" in m.group("value"):
        return None
    terms = [t.strip(" *_`.") for t in _TERM_SPLIT_RE.split(m.group("value"))]
    if not all(terms) or any(len(t.split()) > _TERM_WORDS for t in terms):
        return None
    return terms


def metadata_only(lines: list[str]) -> bool:
    """Whether lines hold a question's metadata fields and nothing else (`**Type**:
    true-false` over `**Difficulty**: medium`): a paragraph about the question, never its
    words nor its answer (srs.importers.questionrest reads the question below it)."""
    text = [line for line in lines if line.strip()]
    return bool(text) and all(_is_metadata(line) for line in text)


_BULLETED_FIELD_RE = lazy(
    r"^[ \t]*[-*+][ \t]+(?:\*\*|__)(?:difficulty|level|asked[ \t]+(?:in|at|by)|compan(?:y|ies)"
    r"|frequency|importance|categor(?:y|ies)|tags?|topics?)(?:(?:\*\*|__)[ \t]*:|[ \t]*:[ \t]*(?:\*\*|__))"
    r"[ \t]*\S.*$",
    re.I,
)
"""`* **Asked in**: Qualcomm, Intel` / `* **Difficulty**: Medium` bulleted under a question
heading: its metadata, as the unbulleted fields are (the colon inside or outside the bold)."""
_FIELD_CLOSE_RE = lazy(r":[ \t]*(?:\*\*|__)|(?:\*\*|__):")
"""A bold field's colon and closing emphasis (`Tags:**`, `Tags**:`): a literal first, fast
to search."""
_TAG_WORDS = (
    *("category", "categories", "difficulty", "level", "tag", "tags", "topic", "topics"),
    *("word", "words", "terms", "concepts", "wörter", "clave", "chave", "clé", "clés"),
    *("chiave", "слова", "キーワード", "关键词", "關鍵詞", "키워드"),
    *FOREIGN_SORT_WORDS,
)
"""The words a tag field's label ends with (a keywords field's too, see `_KEYWORDS_RE`)."""
_TAG_WORD_RE = lazy(rf"(?:{'|'.join(_TAG_WORDS)})[ \t]*$", re.I)
"""The end of a tag field's label: one of `_TAG_WORDS`, then blanks."""
_TAG_WORD_ENDS = frozenset(word[-3:].lower() for word in _TAG_WORDS)
"""The last three letters of each of `_TAG_WORDS` (the shortest has three): what a label
ends with, the cheap test before `_TAG_WORD_RE` (`**Answer**:`, on every question of a quiz,
ends with none of them)."""
_TAG_WORD_REACH = 12
"""How far before a bold field's colon its tag word may start (`categories` and blanks)."""


def may_hold_tag_fields(text: str) -> bool:
    """Whether a document may give its questions tag fields (`**Tags:** ...`), told from
    each bold field's colon (a literal search) and the word before it: most documents hold
    none, and their questions' lines are then not walked for them (see `question_tags`)."""
    for m in _field_closes(text):
        if _may_end_tag_word(text, max(0, m.start() - _TAG_WORD_REACH), m.start()):
            return True
    return "|" in text and _PLAIN_FIELDS_AT_RE.search(text) is not None


_PLAIN_FIELDS_AT_RE = lazy(
    r"^[ \t]*(?:difficulty|level|category|topic)[ \t]*:[^|\n]*\|", re.I | re.M
)
"""A line of plain fields that gives its question tags (`_PLAIN_FIELDS_RE`), looked for."""


def _may_end_tag_word(text: str, start: int, end: int) -> bool:
    """`_TAG_WORD_RE.search(text, start, end)`, the pattern run only where the letters before
    the blanks at `end` are a tag word's last three, or are not ASCII (re.IGNORECASE folds
    no other ASCII letter to them), or a newline ends the window (`$` matches before it)."""
    if text[end - 1 : end] == "\n":
        return _TAG_WORD_RE.search(text, start, end) is not None
    word_end = end
    while word_end > start and text[word_end - 1] in " \t":
        word_end -= 1
    last = text[word_end - 3 : word_end] if word_end - start >= 3 else ""
    if last.isascii() and last.lower() not in _TAG_WORD_ENDS:
        return False  # (an empty `last`: no room for a word of three letters or more)
    return _TAG_WORD_RE.search(text, start, end) is not None


def _field_closes(text: str) -> Iterator[re.Match[str]]:
    """`_FIELD_CLOSE_RE.finditer(text)`, the pattern tried only where a match can start: at a
    colon, or two characters before one (`**:`). A scan for its three first characters
    crossed a 10,000-question quiz at 20 ns a character (0.1 s); `str.find` of the colon runs
    past the text between far faster."""
    pos = 0  # where the next match may start: past the last one, as `finditer` goes on
    colon = text.find(":")
    while colon != -1:
        for start in (colon - 2, colon):  # (`**:` starts before a `:**` could)
            if start >= pos and (m := _FIELD_CLOSE_RE.match(text, start)) is not None:
                yield m
                pos = m.end()
        colon = text.find(":", max(colon + 1, pos))


_FIELDS_WITHIN = 8
"""How many lines under a question its fields are looked for in, when no answer label ends
them first."""


def question_tags(block: Block) -> tuple[str, ...]:
    """The tags a question's own fields give it (`**Category:** Theory`, `**Tags:** A, B`),
    read from its lines before its answer label: `_without_metadata` drops these lines from
    the question, and they are kept here, as the card's tags, rather than lost."""
    if "**" not in block.start.text and not any(
        "**" in ln.text or "__" in ln.text or "|" in ln.text for ln in block.lines[:_FIELDS_WITHIN]
    ):
        return ()
    tags: list[str] = []
    for k, line in enumerate(block.lines):
        if (k >= _FIELDS_WITHIN and not tags) or ANSWER_RE.match(line.text):
            break
        if ":" in line.text:
            plain = "|" in line.text and _PLAIN_FIELDS_RE.match(line.text) is not None
            for field in line.text.split("|"):  # `**Difficulty:** Hard | **Tags:** `A``
                m = TAG_FIELD_RE.match(field) or (_PLAIN_FIELD_RE.match(field) if plain else None)
                if m is not None:
                    tags.extend(_field_tags(m.group("key"), m.group("value")))
                elif (terms := _keyword_terms(field)) is not None:
                    tags.extend(slug for term in terms if (slug := slugify(term)))
    return tuple(dict.fromkeys(tags))


def _field_tags(key: str, value: str) -> list[str]:
    """A field's value as tags: hashtags (`` `#Docker` `#Basics` ``), a list for tags, topics
    and categories (`ML Theory, Overfitting`), one value for a level (`🔴 Hard`)."""
    value = value.replace("`", "").strip(" *_")
    if "#" in value:
        parts = _HASHTAG_RE.findall(value)
    elif key[:1].lower() in "tc":
        parts = value.split(",")
    else:
        parts = [value]
    return [slug for part in parts if (slug := slugify(part.strip(" *_")))]


_HASHTAG_RE = lazy(r"#([\w-]+)")


_QUESTION_TEXT_LABEL_RE = lazy(
    rf"^(?:\*\*|__)?[ \t]*(?:{QUESTION_TEXT_LABELS})[ \t]*:?[ \t]*(?:\*\*|__)?"
    r"[ \t]*:?[ \t]*$",
    re.IGNORECASE,
)
"""`**Question Text:**` on a line of its own: an exam dump's field label over the question's
words (under `## Question 5`, after `**Question Type:**`; `**Stem:**` under `### Item 4`), no
word of it."""


def _without_details_label(question_lines: list[str]) -> list[str]:
    """The question without its `**Questions Details:**` label line (under `### Q1: ...`, over
    the rest of the question): the label says the question goes on, it is no word of it."""
    if not any("etail" in line for line in question_lines):
        return question_lines  # cheap test first
    kept = [line for line in question_lines if not details_label(line)]
    return kept if any(line.strip() for line in kept) else question_lines


def _without_question_label(question_lines: list[str]) -> list[str]:
    """The question without a `**Question**` or `**Question Text:**` label line over it
    (under `### Practice Question 3`): the label says what follows, it is not the question.
    The `**Key:** value` fields above such a label (a generated exam item's `**Objective:**`
    and `**Cognitive Level:**` over its `**Stem:**`) go with it: the label opens the question,
    so nothing above it is the question's text (a field after the question stays, as ever)."""
    text = [k for k, line in enumerate(question_lines) if line.strip()]
    fields = 0  # `**Objective:** ...` over `**Stem:**`: the item's fields, the label's too
    while fields < len(text) - 1 and is_field_line(question_lines[text[fields]]):
        fields += 1
    if len(text) - fields < 2:
        return question_lines
    first = question_lines[text[fields]].strip()
    if BARE_QUESTION_LABEL_RE.match(first) or (
        ("uestion" in first or "tem" in first) and _QUESTION_TEXT_LABEL_RE.match(first)
    ):
        return question_lines[text[fields] + 1 :]
    return question_lines


_STATEMENT_LABEL_RE = lazy(
    rf"^(?P<indent>[ \t]*)(?P<e>\*\*|__)[ \t]*(?:{'|'.join(QUESTION_STATEMENT_LABELS)})[ \t]*"
    r"(?:[:：][ \t]*(?P=e)|(?P=e)[ \t]*[:：])[ \t]*(?P<text>\S.*)?$",
    re.IGNORECASE,
)
"""`**Énoncé** : text`, `**Enunciado:** text`: a bold statement label, its colon inside the
bold or after it, then the question's words on its line, or on the lines below it
(`**Statement:**` alone over them)."""


def _without_statement_label(question_lines: list[str]) -> list[str]:
    """The question without the bold label that opens its words on their line (`**Énoncé**
    : Listez les étapes.` under `## Q1 : Ticket (6 pts)`), or alone over them
    (`**Enunciado:**` over `Qual é ...?`): the first line of a paragraph only, and once; a
    bold label in the middle of a paragraph is text, and one with no words after it stays."""
    joined = "".join(question_lines)
    if "**" not in joined and "__" not in joined:
        return question_lines  # no bold: the cheap test every question takes
    for k, line in enumerate(question_lines):
        if k and question_lines[k - 1].strip():
            continue
        m = _STATEMENT_LABEL_RE.match(line)
        if m is None:
            continue
        if m.group("text") is not None:
            return [
                *question_lines[:k],
                m.group("indent") + m.group("text"),
                *question_lines[k + 1 :],
            ]
        if any(below.strip() for below in question_lines[k + 1 :]):
            return [*question_lines[:k], *question_lines[k + 1 :]]  # the label alone: no text
        return question_lines
    return question_lines


_ANY_FIELD_RE = lazy(r"^[ \t]*(?:\*\*|__)[A-Z][^*_:\n]{0,30}:(?:\*\*|__)[ \t]*\S[^\n]{0,100}$")


def is_field_line(text: str) -> bool:
    """Whether a line is one `**Key:** value` field (`**Topic:** State`, `**Domain:** Objective
    3 - Understand Terraform Basics`): a practice exam's metadata under its `## Question N`
    title, however long its value, never yet an answer."""
    return text.lstrip()[:2] in ("**", "__") and _ANY_FIELD_RE.match(text) is not None


def short_lines_only(block: Block) -> bool:
    """No more than a few short lines (`Level 2`) or fields (`**Topic:** ...`): no answer yet."""
    content = [line for line in block.lines if line.text.strip()]
    return len(content) <= 2 and all(
        not line.code
        and (len(line.text) <= 40 or is_field_line(line.text))
        and not ANSWER_RE.match(line.text)
        for line in content
    )


def without_closing_fields(text: str) -> str:
    """The text without the `**Key:** value` metadata lines that close it (`**Knowledge
    Area:** JPA and Hibernate` under a question's explanation, as a practice test files each
    question): about the question, not its answer. A text of nothing else stays whole, and
    so does a field glued under the text's last line, one more of its terms (`**User:** ...`
    over `**Role:** Temporary credentials`): metadata stands apart, after a blank line."""
    if "**" not in text and "__" not in text:
        return text
    lines = text.rstrip().split("\n")
    k = len(lines)
    while k > 0 and (not lines[k - 1].strip() or _FIELD_RE.match(lines[k - 1]) is not None):
        k -= 1
    if k == len(lines) or not any(line.strip() for line in lines[:k]):
        return text
    if lines[k].strip():
        return text  # glued under the answer's text (`**User:** ...` over `**Role:** ...`)
    return "\n".join(lines[:k]).rstrip()


def without_closing_rule(text: str) -> str:
    """The text without a rule that closes it past a blank line (`Un nome ...` / `` / `---`,
    the rule an author set inside each answer fold to part it from the next question): a
    line of no text. One right under a line of text underlines it (a heading) and stays."""
    lines = text.rstrip().split("\n")
    if len(lines) < 3 or lines[-2].strip() or SEPARATOR_RE.match(lines[-1]) is None:
        return text
    return "\n".join(lines[:-1]).rstrip()


def names_the_question(block: Block, start: Start) -> bool:
    """`Question: What ...?` under `### Question 3` (or a heading naming a topic) whose block
    holds no more than a few short lines such as `Level 2`: the label names the open block's
    question. A labelled question heading at the block's level or above is a sibling, never
    a name under it (`### Diff between X and Y` over two short lines, then `### Q : What is
    Z?`): the block's lines are its answer, not to be cleared. (An empty heading there is a
    group's title, which the question heading names: nothing is cleared.)"""
    if start.number is not None or not start.labelled or names_a_file(block.start.text):
        return False  # (`### Q2-C4.png` over its picture names no question: linkonly)
    if _sibling_heading(block, start) and any(line.text.strip() for line in block.lines):
        return False
    if not start.label:
        # `**Question:**` alone, the question on the lines below it (`> "Design X ..."`)
        return block.level is not None and short_lines_only(block)
    if block.label:
        # a heading that names a topic (`## 1. Mutexes`), not one labelled a question
        # (or a numbered question's title, `## Question 8 - Disk encryption`, over the
        # `**Question:**` that asks it: the title asks nothing, the label does)
        heading = heading_of(block.start)
        if heading is None or (
            block.number is None and label_start(heading[1], in_heading=True) is not None
        ):
            return False
        if asks(heading[1]):
            return False  # `#### What is NER?` has its own question: the label starts another
    return short_lines_only(block)


def _sibling_heading(block: Block, start: Start) -> bool:
    """Whether a question heading starts at the open block's heading level or above."""
    return start.level is not None and block.level is not None and start.level <= block.level
