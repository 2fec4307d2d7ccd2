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
