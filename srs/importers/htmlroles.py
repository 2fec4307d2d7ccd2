"""HTML blocks whose class names them the question: `<div class="question">What is X?</div>`.

Hand-made interview pages and FAQ pages often write each pair as two sibling blocks, told
apart only by their class, which a style sheet shows and a script folds open:

    <div class="question">Easy: What is a primary key?</div>
    <div class="answer">
    Uniquely identifies a record.
    Hint: a student's ID.
    </div>

Converted as bare blocks, both are paragraphs: nothing says where one question ends and the
next begins, so the questions ran into the answers above them. A one-paragraph block whose
class names a question (`question`, `faq-question`, `q`) is the question of the text after
it, and becomes a `######` heading over it (a heading is one question for the Markdown
readers, whatever its words: `Medium: Java memory model` asks nothing, but is one). A block
holding more than a paragraph (the question with its options, a whole question-and-answer
box) is left as it was.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

_QUESTION_CLASS_RE = lazy(r"[a-z0-9_-]*question|q|ques|qstn", re.I)
"""A class token that names a question: `question`, `faq-question`, `faqQuestion`, `q`
(not `questions`, the box around them all)."""


def names_question(attrs: list[tuple[str, str | None]]) -> bool:
    """Whether a tag's class names it a question (see the module docstring)."""
    for key, value in attrs:
        if key == "class" and value and "q" in value.lower():
            return any(_QUESTION_CLASS_RE.fullmatch(token) for token in value.split())
    return False


_ANSWER_CLASS_RE = lazy(r"[a-z0-9_-]*answer|a|ans", re.I)
"""A class token that names an answer: `answer`, `faq-answer`, `a` (not `answers`)."""


def names_answer(attrs: list[tuple[str, str | None]]) -> bool:
    """Whether a tag's class names it an answer (`<div class="answer">`)."""
    for key, value in attrs:
        if key == "class" and value and "a" in value.lower():
            return any(_ANSWER_CLASS_RE.fullmatch(token) for token in value.split())
    return False


ANSWER_END = "\ue000"
"""Where an answer block under a question block closed, in the converted text (a character
of the private use area, which no page shows): see `ended_answers`."""
_ANSWER_END_RE = lazy(rf"{ANSWER_END}(?=\s*(?:#{{1,6}}[ \t]|{ANSWER_END}|\Z))")
ANSWER_BREAK = "\n\n######\n\n"
"""An empty heading at the questions' level: a break that closes the card above and names
no section (srs.importers.segment), so the text after it is reported as between questions."""


def answer_break(level: int, text: str) -> bool:
    """Whether a heading is the `ANSWER_BREAK` (an empty `######`): it only closes the card
    above (srs.importers.segment). An empty heading a Markdown author writes as a spacer
    (`####`) is no break."""
    return level == 6 and not text.strip(" \t#")


def ended_answers(text: str) -> str:
    """The converted page with each answer's end (`ANSWER_END`) as a break where text that no
    question or answer block holds follows it (`<div class="success-box">` after a group's
    last answer, a tip between two pairs), else as nothing: on a page whose questions are
    marked up as question and answer blocks, the text outside them answers nothing, and ran
    on as the last answer's. A heading after the answer closes the card anyway."""
    if ANSWER_END not in text:
        return text
    return _ANSWER_END_RE.sub("", text).replace(ANSWER_END, ANSWER_BREAK)


_CLASSED_RE = lazy(r"<(?P<tag>div|p|dt)\b[^<>]*?\bclass[ \t]*=[ \t]*[\"']?(?P<cls>[^\"'<>]*)", re.I)
_PAIRS_AT_LEAST = 2
"""How many question blocks and answer blocks mark a page's questions up as such."""


def answer_blocks(page: str) -> list[tuple[int, str]]:
    """Where each answer block of a page opens, and its tag, when the page marks its
    questions up as question and answer blocks (two of each at least); else []. On such a
    page a table outside the answers (a `Concept | Meaning | Example` comparison between the
    pairs) answers nothing: its rows are no questions (srs.importers.htmlblocks)."""
    if "class" not in page:
        return []  # a cheap test first
    questions, answers = 0, []
    for m in _CLASSED_RE.finditer(page):
        attrs: list[tuple[str, str | None]] = [("class", m.group("cls"))]
        if names_question(attrs):
            questions += 1
        elif names_answer(attrs):
            answers.append((m.start(), m.group("tag").lower()))
    return answers if min(questions, len(answers)) >= _PAIRS_AT_LEAST else []


def in_answer(page: str, at: int, answers: list[tuple[int, str]]) -> str | None:
    """The opening tag of the answer block (of the page's `answers`, see `answer_blocks`)
    that the place `at` of the page lies inside, or None: the last one opened before it is
    not closed yet."""
    opened = [(k, tag) for k, tag in answers if k < at]
    if not opened:
        return None
    k, tag = opened[-1]
    span = page[k:at]
    inside = len(re.findall(rf"<{tag}\b", span, re.I)) > len(re.findall(rf"</{tag}\b", span, re.I))
    return f'<{tag} class="answer">' if inside else None


def question_heading(inner: str) -> str | None:
    """The `######` heading for a question block's converted text, or None when the block is
    not one paragraph (it holds a list, a table or paragraphs: options, a whole box)."""
    text = inner.strip()
    if not text or "\n\n" in text or "\n-" in text or "\n|" in text or "```" in text:
        return None
    if re.search(r"\n[ \t]*(?:\d{1,3}[.)]|[a-zA-Z]\))[ \t]", text):
        return None  # numbered or lettered items: options
    return "\n\n###### " + " ".join(text.split()) + "\n\n"


_CUSTOM_ROLE_RE = lazy(r"(?:^|-)(?P<role>question|q|answer|a|solution)(?:$|-)", re.I)


def custom_element(tag: str, *, closing: bool) -> str:
    """What a custom element's tag (a web component's: `<my-question>`, `<faq-answer>`)
    becomes: the label of the part it names (`Q: `, `A: `) where it opens, else a block
    break, as a `<div>`'s. Kept as written, the tags stood in the text and the pairs they
    hold (`<my-pair><my-question>...</my-question><my-answer>...`) were no questions."""
    if closing:
        return "\n\n"
    m = _CUSTOM_ROLE_RE.search(tag)
    if m is None:
        return "\n\n"
    return "\n\nQ: " if m.group("role").lower() in ("question", "q") else "\n\nA: "
