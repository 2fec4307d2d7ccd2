"""A page's interactive controls written into Markdown: page furniture, never card text.

Textbooks and course pages kept as Markdown with HTML show each answer behind a widget: a
`<div>` holding the question (`<h4 class="question">`), two buttons (`<button
class="show">Show answer</button>`, `<button class="hide">Hide</button>`, in the page's
language) and the answer in a `<p>`; or a hidden checkbox (`<input type="checkbox" id="r1"
hidden>`) whose `<label for="r1">Show answer</label>` toggles the answer; or a `<script>`
that does. The readers drop the `<p>` and `<div>` lines as markup around the answer
(srs.importers.blocklines.untagged) and make the `<h4>` a heading, but the controls are
what a reader clicks, not what the card says: both buttons stayed word for word at the top
of every answer (and, there at the margin, kept the answer's own indent from being read as
the layout it is), and a toggle became a task-list option, `- [ ] Show answer`.

A widget's controls are told by what the page repeats, as a banner image is
(srs.importers.furnitureimages): the same words on a button, or on a toggle's label, under
two questions or more. A button met once is an answer's example (`<button
onClick={handleClick}>Click Me</button>` in a React answer), and one that is an option
(`<button onclick="...">A) 15</button>`, `True`) is the question's, however often its words
come. So these go, with all they hold, before any reader reads the text: a `<button>`
element so repeated (closed within a few hundred characters: one named in prose, `the
<button> tag`, is never closed there and stays); an `<input>` that is a hidden toggle (a
checkbox or radio button hidden, or whose class or id names a toggle: never a quiz's
visible option, which srs.importers.htmlchoices reads), or a button (`type="button"`)
whose value is so repeated; a `<label>` so repeated for such a toggle or around it; and,
in a document that held one of these, its `<script>` elements, the widget's behaviour (in
a document with no control, a `<script>` is an answer's example and stays:
srs.importers.scripts drops only embeds). Markup written as JSX (`onClick={...}`) is code,
and code, fenced or in a span, is never touched. Line for line: a line left with blanks
only is blank.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from srs.importers.anytags import ANY_TAG_RE
from srs.importers.common import OPTION_RE, holds
from srs.importers.fences import outside_code
from srs.importers.labelwords import VERDICT_PAIRS
from srs.importers.lazyre import lazy

__all__ = ["drop_controls"]

_CODE = r"(?P<code>(?P<ticks>`+)(?:(?!(?P=ticks)).)+?(?P=ticks))"
"""A code span, kept as it is."""
_BUTTON = r"(?P<button><button\b[^<>]*>(?:(?!</?button\b).){0,400}?</button[ \t]*>)"
_INPUT = r"(?P<input><input\b[^<>]*>)"
_LABEL = (
    r"(?P<label><label\b(?P<attrs>[^<>]*)>(?P<inner>(?:(?!</?label\b).){0,400}?)</label[ \t]*>)"
)
_PIECE_RE = lazy(rf"{_CODE}|{_BUTTON}|{_LABEL}|{_INPUT}", re.I | re.S)
_SCRIPT_RE = lazy(rf"{_CODE}|(?P<script><script\b[^<>]*>.*?</script[ \t]*>)", re.I | re.S)
_INPUT_TAG_RE = lazy(r"<input\b[^<>]*>", re.I)
_BUTTON_TYPE_RE = lazy(r"\btype[ \t]*=[ \t]*[\"']?(?:button|submit|reset)\b", re.I)
_CHOICE_TYPE_RE = lazy(r"\btype[ \t]*=[ \t]*[\"']?(?:checkbox|radio)\b", re.I)
_HIDDEN_RE = lazy(
    r"\shidden\b|\bdisplay[ \t]*:[ \t]*none\b|\bvisibility[ \t]*:[ \t]*hidden\b"
    r"|\b(?:class|id)[ \t]*=[ \t]*[\"']?[^\"'<>]*?(?:toggle|reveal|collapse|spoiler|accordion)",
    re.I,
)
"""An input no reader sees, or one whose class or id names a toggle (`class="reveal-toggle"`)."""
_ID_RE = lazy(r"\bid[ \t]*=[ \t]*[\"']?(?P<id>[^\"'\s<>]+)", re.I)
_VALUE_RE = lazy(r"\bvalue[ \t]*=[ \t]*(?:\"(?P<v>[^\"]*)\"|'(?P<w>[^']*)')", re.I)
_JSX_RE = lazy(r"=[ \t]*\{")
"""`onClick={handleClick}`: an attribute written as JSX, in code shown as text."""
_FOR_RE = lazy(r"\bfor[ \t]*=[ \t]*[\"']?(?P<id>[^\"'\s<>]+)", re.I)


def drop_controls(text: str) -> str:
    """The text with its controls, and then its scripts, gone outside code (see the module
    docstring), line for line; a text holding no `<button` or `<input` (any case) is
    returned as it is."""
    if not holds(text, "<button", "<input", "<BUTTON", "<INPUT", "<Button", "<Input"):
        return text
    lines = text.split("\n")
    runs = _prose_runs(lines)
    page = _Page(set(), Counter())
    for run in runs:
        page.read("\n".join(lines[run.start : run.stop]))
    dropped = [_without(lines, run, _PIECE_RE, page.furniture) for run in runs]
    if not any(dropped):
        return text
    for run in runs:
        _without(lines, run, _SCRIPT_RE, lambda m: m.group("script") is not None)
    return "\n".join(lines)


@dataclass
class _Page:
    """What the controls of a page have in common: the ids of its toggles, and how often
    each control's words come (see the module docstring)."""

    toggles: set[str]
    words: Counter[str]

    def read(self, text: str) -> None:
        """Count the controls of a run of text outside code."""
        for m in _PIECE_RE.finditer(text):
            if m.group("code") or _JSX_RE.search(m.group(0).split(">", 1)[0]):
                continue
            tag = m.group("input")
            if tag is None:
                self.words[_words(m)] += 1
            elif _BUTTON_TYPE_RE.search(tag):
                self.words[_value(tag)] += 1
            elif _hidden_toggle(tag) and (named := _ID_RE.search(tag)) is not None:
                self.toggles.add(named.group("id"))

    def furniture(self, m: re.Match[str]) -> bool:
        """Whether a matched button, input or label is a widget's control."""
        if _JSX_RE.search(m.group(0).split(">", 1)[0]):
            return False
        tag = m.group("input")
        if tag is not None:
            return _hidden_toggle(tag) or (
                _BUTTON_TYPE_RE.search(tag) is not None and self._repeated(_value(tag))
            )
        if not self._repeated(_words(m)):
            return False
        if m.group("button"):
            return True
        target = _FOR_RE.search(m.group("attrs"))
        return (target is not None and target.group("id") in self.toggles) or any(
            map(_hidden_toggle, _INPUT_TAG_RE.findall(m.group("inner")))
        )

    def _repeated(self, words: str) -> bool:
        """Whether a control's words come twice or more, and are no option's."""
        return bool(words) and self.words[words] >= _REPEATS and not _option(words)


_REPEATS = 2
"""How many times a page shows a control's words before they are a widget's, not text."""


def _words(m: re.Match[str]) -> str:
    """A button's or a label's words, tags gone, blanks as one."""
    inner = m.group("button") or m.group("inner")
    if m.group("button"):
        inner = inner.split(">", 1)[1].rsplit("<", 1)[0]
    return " ".join(ANY_TAG_RE.sub(" ", inner).split()).casefold()


def _value(tag: str) -> str:
    """A button input's words: its `value`."""
    found = _VALUE_RE.search(tag)
    said = (found.group("v") or found.group("w") or "") if found else ""
    return " ".join(said.split()).casefold()


def _option(words: str) -> bool:
    """Whether a control's words are an option's: lettered (`A) 15`) or a verdict (`True`)."""
    return OPTION_RE.match(words) is not None or words.rstrip(".!") in _VERDICTS


_VERDICTS = frozenset(word for pair in VERDICT_PAIRS for word in pair)


def _prose_runs(lines: list[str]) -> list[range]:
    """The runs of consecutive lines outside fenced code, as index ranges."""
    runs: list[range] = []
    start = last = -2
    for k, _ in outside_code(lines):
        if k != last + 1:
            if start >= 0:
                runs.append(range(start, last + 1))
            start = k
        last = k
    if start >= 0:
        runs.append(range(start, last + 1))
    return runs


def _without(
    lines: list[str], run: range, pattern: re.Pattern[str], goes: Callable[[re.Match[str]], bool]
) -> bool:
    """Rewrite the run's lines with each match of `pattern` for which `goes` holds gone, its
    line breaks kept (a line left with blanks only is blank); whether any went."""
    text = "\n".join(lines[run.start : run.stop])
    went = False

    def piece(m: re.Match[str]) -> str:
        nonlocal went
        if m.group("code") or not goes(m):
            return m.group(0)
        went = True
        return "\n" * m.group(0).count("\n")

    out = pattern.sub(piece, text).split("\n")
    if went:
        for k, line in zip(run, out, strict=True):
            if line != lines[k]:
                lines[k] = line if line.strip() else ""
    return went


def _hidden_toggle(tag: str) -> bool:
    """Whether an `<input>` tag is a toggle no reader sees (see the module docstring)."""
    return _CHOICE_TYPE_RE.search(tag) is not None and _HIDDEN_RE.search(tag) is not None
