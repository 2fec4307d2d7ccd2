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

So these go, with all they hold, before any reader reads the text: a `<button>` element
(closed within a few hundred characters: one named in prose, `the <button> tag`, is never
closed there and stays); an `<input>` that is a button (`type="button"`, `submit`,
`reset`) or a toggle (a checkbox or radio button that is hidden, or whose class or id names
a toggle: never a quiz's visible option, which srs.importers.htmlchoices reads); a
`<label>` for such a toggle or around it; and, in a document that held one of these, its
`<script>` elements, the widget's behaviour (in a document with no control, a `<script>` is
an answer's example and stays: srs.importers.scripts drops only embeds). Code, fenced or in
a span, is never touched. Line for line: a line left with blanks only is blank.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from srs.importers.common import holds, outside_code
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
_FOR_RE = lazy(r"\bfor[ \t]*=[ \t]*[\"']?(?P<id>[^\"'\s<>]+)", re.I)


def drop_controls(text: str) -> str:
    """The text with its controls, and then its scripts, gone outside code (see the module
    docstring), line for line; a text holding no `<button` or `<input` (any case) is
    returned as it is."""
    if not holds(text, "<button", "<input", "<BUTTON", "<INPUT", "<Button", "<Input"):
        return text
    lines = text.split("\n")
    runs = _prose_runs(lines)
    toggles = {
        found for run in runs for found in _toggle_ids("\n".join(lines[run.start : run.stop]))
    }
    dropped = [_without(lines, run, _PIECE_RE, lambda m: _furniture(m, toggles)) for run in runs]
    if not any(dropped):
        return text
    for run in runs:
        _without(lines, run, _SCRIPT_RE, lambda m: m.group("script") is not None)
    return "\n".join(lines)


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


def _control_input(tag: str) -> bool:
    """Whether an `<input>` tag is a control: a button, or a toggle (see the docstring)."""
    if _BUTTON_TYPE_RE.search(tag):
        return True
    return _CHOICE_TYPE_RE.search(tag) is not None and _HIDDEN_RE.search(tag) is not None


def _toggle_ids(text: str) -> set[str]:
    """The ids of the control inputs in a text, which the labels `for` them name."""
    ids: set[str] = set()
    for tag in _INPUT_TAG_RE.findall(text):
        named = _ID_RE.search(tag) if _control_input(tag) else None
        if named is not None:
            ids.add(named.group("id"))
    return ids


def _furniture(m: re.Match[str], toggles: set[str]) -> bool:
    """Whether a matched button, input or label is a control (see the module docstring)."""
    if m.group("button"):
        return True
    if m.group("input"):
        return _control_input(m.group("input"))
    target = _FOR_RE.search(m.group("attrs"))
    if target is not None and target.group("id") in toggles:
        return True
    return any(_control_input(tag) for tag in _INPUT_TAG_RE.findall(m.group("inner")))
