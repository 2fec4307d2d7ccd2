"""A web quiz's radio buttons and checkboxes -> task-list options, the right ones ticked.

Quiz pages write each option as a `<label>` around (or beside) an `<input type="radio">` or
`type="checkbox"`, and mark the right one for their script or style sheet: a class on the
label, the input or a span inside (`<span class="checkmark">` against `crossmark`,
`class="correct"`), or a data attribute (`data-correct="true"`). Turned into Markdown as
they were, the tags vanished with their marks and the options ran together as loose text, so
no question was found. Here each option becomes its own task-list line (`- [x] right`,
`- [ ] wrong`), which the choice readers take as options and key; a quiz that marks nothing
keeps its options unticked (then reported as having no key).

Used by srs.importers.html before its tags are converted.
"""

from __future__ import annotations

import re

from srs.importers.lazyre import lazy

__all__ = ["has_choice_inputs", "marked_right", "option_line", "radio_options"]

_INPUT_RE = lazy(
    r"<input\b[^<>]*\btype[ \t]*=[ \t]*[\"']?(?:radio|checkbox)\b[^<>]*>", re.IGNORECASE
)
_LABEL_RE = lazy(r"<label\b(?P<attrs>[^<>]*)>(?P<inner>.*?)</label[ \t]*>", re.I | re.S)
_INPUT_THEN_LABEL_RE = lazy(
    r"(?P<input><input\b[^<>]*>)[ \t\r\n]*" + _LABEL_RE.pattern, re.IGNORECASE | re.DOTALL
)
_TAG_RE = lazy(r"<(?P<end>/?)(?P<name>[a-zA-Z][\w-]*)\b(?P<attrs>[^<>]*)>")
_ITEM_INPUT_RE = lazy(
    r"<li\b[^<>]*>(?P<said>[^<]*)(?P<input>" + _INPUT_RE.pattern + r")(?:[ \t]*</input[ \t]*>)?"
    r"(?P<inner>(?:(?!<li\b|</[ou]l\b).)*?)(?:</li[ \t]*>|(?=<li\b|</[ou]l\b))",
    re.IGNORECASE | re.DOTALL,
)
"""A list item holding an input before its text and no label (`<li><input type="radio">
<p>text</p></li>`), with what it says before the input (`(correct answer)`)."""
_SAID_RIGHT_RE = lazy(r"\((?:correct|right)(?:[ \t]+answer)?\)", re.I)
_CHECKED_RE = lazy(r"\bchecked\b", re.I)
_CLASS_RE = lazy(r"\bclass[ \t]*=[ \t]*(?:\"([^\"]*)\"|'([^']*)'|(\S+))", re.IGNORECASE)
_DATA_RIGHT_RE = lazy(
    r"\bdata-(?:correct|right|answer|is-correct)[ \t]*=[ \t]*[\"']?(?:true|1|yes)\b", re.I
)
_BETWEEN_OPTIONS_RE = lazy(r"(?<=\n)(?:[ \t]*(?:<br\b[^<>]*>)?[ \t]*\n)+(?=- \[[ x]\] )", re.I)
"""The blanks (and `<br>`s) between two option lines: one list, so one block of options."""
_RIGHT = frozenset({"correct", "right", "checkmark", "tick", "ticked"})
_WRONG = frozenset({"incorrect", "wrong", "crossmark", "cross", "false"})
"""Class words that mark an option right, and those that mark one wrong (never right)."""


def has_choice_inputs(text: str) -> bool:
    """Whether the text holds a radio button or a checkbox (a cheap test first)."""
    return ("nput" in text or "NPUT" in text) and _INPUT_RE.search(text) is not None


def radio_options(text: str) -> str:
    """The text with each radio or checkbox option (a `<label>` holding its input, or an
    input followed by its `<label>`) on a task-list line of its own; a text with no such input
    is returned as it is."""
    if not has_choice_inputs(text):
        return text
    text = _LABEL_RE.sub(_around, _INPUT_THEN_LABEL_RE.sub(_beside, text))
    if "<li" in text or "<LI" in text:
        text = _ITEM_INPUT_RE.sub(_in_item, text)
    return _BETWEEN_OPTIONS_RE.sub("", text)


def option_line(html: str) -> str | None:
    """One option written alone (a `<label>` holding its input, or an input and its label),
    as its task-list line without line breaks; None for any other HTML."""
    if html.lower().count("<label") != 1:
        return None  # two labels on the line: no option alone
    m = _LABEL_RE.fullmatch(html)
    if m is not None and _INPUT_RE.search(m.group("inner")) is not None:
        line = _around(m).strip("\n")
    elif (m := _INPUT_THEN_LABEL_RE.fullmatch(html)) is not None and _beside(m) != m.group(0):
        line = _beside(m).strip("\n")
    else:
        return None
    return line if line[6:].strip() else None  # `- [ ] ` alone: an input with no text


def _in_item(m: re.Match[str]) -> str:
    """A list item holding an input and its text, no label: an option line; ticked when the
    input is checked or the item says it is the answer (`<li>(correct answer)<input ...>`,
    as a course site's key prints it)."""
    said = m.group("said")
    right = _SAID_RIGHT_RE.search(said) is not None or _CHECKED_RE.search(m.group("input"))
    mark = "x" if right else " "
    return f"\n- [{mark}] {_option_text(_SAID_RIGHT_RE.sub('', said) + ' ' + m.group('inner'))}\n"


def _around(m: re.Match[str]) -> str:
    """A `<label>` around its input: an option line; a label without one stays."""
    inner = m.group("inner")
    if _INPUT_RE.search(inner) is None:
        return m.group(0)
    return _option(m.group("attrs") + " " + inner, inner)


def _beside(m: re.Match[str]) -> str:
    """An input followed by its label: an option line; other inputs stay."""
    if _INPUT_RE.fullmatch(m.group("input")) is None or _INPUT_RE.search(m.group("inner")):
        return m.group(0)
    return _option(m.group("input") + m.group("attrs") + " " + m.group("inner"), m.group("inner"))


def _option(marks: str, inner: str) -> str:
    """`- [x] text` or `- [ ] text`: ticked when the label, its input or an element inside
    carries a right mark (`marks` holds their attributes)."""
    words = _class_words(marks)
    right = (bool(words & _RIGHT) and not words & _WRONG) or marked_right(marks)
    return f"\n- [{'x' if right else ' '}] {_option_text(inner)}\n"


def marked_right(attrs: str) -> bool:
    """Whether an element's attributes mark it the right option by a data attribute
    (`data-correct="true"`, `data-answer=1`): the one rule for a quiz page's radio buttons
    and for its option elements (srs.importers.quizdivs)."""
    return _DATA_RIGHT_RE.search(attrs) is not None


def _class_words(marks: str) -> set[str]:
    """The words of every class named in `marks` (`p-2 option is-correct` -> p, 2, option,
    is, correct)."""
    words: set[str] = set()
    for m in _CLASS_RE.finditer(marks):
        value = next(group for group in m.groups() if group is not None)
        words.update(w for w in re.split(r"[\s_-]+", value.lower()) if w)
    return words


def _option_text(inner: str) -> str:
    """The option's text on one line: its input and empty marks gone, and any end tag that
    opens nowhere in it (a page's broken markup, `Dennis Richie </stylesheet>`) too; other
    tags (`<code>`) are left for the converter."""
    opened = {m.group("name").lower() for m in _TAG_RE.finditer(inner) if not m.group("end")}

    def keep(m: re.Match[str]) -> str:
        name = m.group("name").lower()
        if name == "input" or (m.group("end") and name not in opened):
            return " "
        return m.group(0)

    text = _TAG_RE.sub(keep, inner)
    text = re.sub(r"<span\b[^<>]*>[ \t\r\n]*</span[ \t]*>", " ", text, flags=re.I)
    return " ".join(text.split())
