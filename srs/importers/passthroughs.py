"""AsciiDoc passthrough lines of HTML (`+++ <details><summary> +++`): the HTML they pass.

An AsciiDoc quiz folds each answer in an HTML `<details>` it cannot write itself, so it hands
the tags to the page in passthroughs, one to a line, with the answer in a `----` listing
block inside the fold:

    What runs Ethereum smart contracts?

    +++ <details><summary> +++
    Answer
    +++ </summary><div> +++
    ----
    The Ethereum Virtual Machine
    ----
    +++ </div></details> +++

No pass knew the mark: the `+++` lines were read as options marked right by their plus
signs, the fold was never seen, the `== Section` titles were taken for the questions, and
every answer was lost. Here, in any document (the same text is often saved as `.md`), line
for line:

- a line that is one passthrough of HTML tags and nothing else is that HTML, at the margin;
- a summary's words between two such lines are joined to them (`<summary>Answer</summary>`);
- a `----` listing block inside a fold so opened is the answer's box: its delimiters go, its
  text is the answer (`placeholder` in it is then seen as no answer);
- the one-line paragraph above such a fold is labelled `Q:` (past a `hint:` line or a
  `[small]` listing between them), so titles and `Link:` lines above are not the questions.

The fold is then the `<details>` answer the readers know. A passthrough set in a fenced block,
or in a listing block outside any fold, is code and stays as written. Inline passthroughs and
`++++` blocks are AsciiDoc's alone: srs.importers.adoc writes those.
"""

from __future__ import annotations

import re

from srs.importers.fences import outside_code
from srs.importers.lazyre import lazy

__all__ = ["passthrough_html", "passthrough_lines"]

_LINE_RE = lazy(r"^[ \t]*\+\+\+[ \t]*(?P<html></?[A-Za-z][^+]*?>)[ \t]*\+\+\+[ \t]*$")
"""A line that is one passthrough of HTML tags: `+++ </summary><div> +++`."""
_INLINE_RE = lazy(r"\+\+\+(?P<html>.*?)\+\+\+")
"""An inline passthrough: its content is raw HTML."""
_LISTING = "----"
"""A listing block's delimiter: in a passthrough fold, the box the answer is set in."""
_DELIMITERS = (_LISTING, "....")
"""A listing or literal block's delimiters: the lines between are code."""
_ASIDES = 2
"""How many hints may stand between a question and its fold."""
_HINT_RE = lazy(r"^(?:hints?|tips?|clues?)[ \t]*:", re.I)
"""A hint's label line (`hint: ...`): help toward the answer, not the question."""
_NOT_PROSE = "<#=[-*+|>`~.:/"
"""A line's first character where it is markup (a tag, heading, title, attribute, list
item, table row, quote, fence, block delimiter, comment): no question."""


def passthrough_html(line: str) -> str:
    """The line with each inline passthrough as its raw HTML; a line that is one passthrough
    (`    +++ </summary><div> +++`) is that HTML alone at the margin, where a reader sees
    HTML, not an indented code line or a `+` bullet."""
    whole = _INLINE_RE.fullmatch(line.strip())
    if whole is not None:
        return whole.group("html").strip()
    return _INLINE_RE.sub(lambda m: m.group("html"), line)


def _join_summary(lines: list[str], k: int, passed: set[int]) -> None:
    """A summary split over passthroughs (`<details><summary>` / `Answer` / `</summary><div>`,
    the words between being text AsciiDoc shows): one line, where a reader looks for the
    summary's words; the two lines it took from blank, so the line numbers stay."""
    if k + 2 not in passed or not lines[k].lower().endswith("<summary>"):
        return
    if not lines[k + 2].lower().startswith("</summary>") or "<" in lines[k + 1]:
        return
    lines[k] = f"{lines[k]}{lines[k + 1].strip()}{lines[k + 2]}"
    lines[k + 1] = lines[k + 2] = ""


def _label_question(lines: list[str], k: int) -> None:
    """The one-line paragraph above a fold opened by a passthrough (`What is X?`, a blank,
    `+++ <details><summary> +++`) is the question the fold answers: labelled `Q:`, so the
    section titles above (`== Ethereum`, which hold several such questions) and a source's
    `Link:` line are not read as the questions instead. A hint between them (a `hint: ...`
    line, or a `----` listing block under its `[small]` attributes) is passed over."""
    if not lines[k].lower().startswith("<details"):
        return
    end = k
    for _ in range(_ASIDES + 1):
        start = _paragraph_above(lines, end)
        if start is None:
            return
        if _is_aside(lines, start, end):
            end = start
            continue
        text = lines[start]
        single = not lines[start + 1].strip()
        if single and text[:1] not in _NOT_PROSE and not text.startswith("Q:"):
            lines[start] = f"Q: {text}"
        return


def _paragraph_above(lines: list[str], end: int) -> int | None:
    """The first line of the paragraph that ends, a blank or more, above line `end`; None
    when no blank stands between (the line above belongs with it) or nothing is above."""
    above = end - 1
    while above >= 0 and not lines[above].strip():
        above -= 1
    if above == end - 1 or above < 0:
        return None
    while above > 0 and lines[above - 1].strip():
        above -= 1
    return above


def _is_aside(lines: list[str], start: int, end: int) -> bool:
    """Whether lines start..end are a hint set between a question and its fold: a `hint: ...`
    line, or a listing block (`----` ... `----`, under an optional `[small]` attribute line),
    whose delimiters are then written as the fences they are (in a `.md` file `----` under a
    line would make it a heading)."""
    body = [k for k in range(start, end) if lines[k].strip()]
    first = lines[body[0]].strip() if body else ""
    if first.startswith("[") and first.endswith("]"):
        body = body[1:]
    if len(body) >= 2 and all(lines[k].strip() == _LISTING for k in (body[0], body[-1])):
        lines[body[0]] = lines[body[-1]] = "```"
        return True
    return len(body) == 1 and _HINT_RE.match(lines[body[0]].strip()) is not None


def _is_tag_line(line: str) -> bool:
    """Whether the line is one passthrough of HTML tags (the cheap test first)."""
    return "+++" in line and _LINE_RE.match(line) is not None


def _pass_tags(lines: list[str], k: int, depth: int) -> int:
    """Line k, a passthrough of tags, written as the tags; the depth of the folds open after
    it. A body's `</summary>` opens the fold whose `<details>` line was left out."""
    lines[k] = passthrough_html(lines[k])
    lower = lines[k].lower()
    opened = lower.count("<details") or int(not depth and "</summary>" in lower)
    return max(0, depth + opened - lower.count("</details"))


def passthrough_lines(text: str) -> str:
    """The text with its passthrough lines of HTML as that HTML, and each `----` listing in
    a fold they open unboxed (see the module doc); the text itself when it has none."""
    if "+++" not in text:
        return text  # the cheap test first
    lines = text.split("\n")
    if not any(_is_tag_line(line) for _, line in outside_code(lines)):
        return text
    depth = 0  # folds opened by a passthrough and not yet closed
    listing: str | None = None  # the delimiter of a listing block outside any fold: code
    passed: list[int] = []
    for k, line in outside_code(lines):
        stripped = line.strip()
        if listing is not None or (not depth and stripped in _DELIMITERS):
            listing = None if stripped == listing else listing or stripped
        elif _is_tag_line(line):
            passed.append(k)
            depth = _pass_tags(lines, k, depth)
        elif depth and stripped == _LISTING:
            lines[k] = ""  # a listing block in the fold: the answer's box, its text the answer
    for k in passed:
        _join_summary(lines, k, set(passed))
        _label_question(lines, k)
    return "\n".join(lines)
