"""reStructuredText items asked in a directive's title -> Markdown question headings.

Sphinx extensions that track items (sphinx-needs' `.. req::`, `.. an::`, a project's own
`.. question::`) write each one as a directive whose argument is its title and whose
indented body is its text, with option fields between them:

    .. an:: What is monkey patching?
       :tags: python
       :links: python_5

       Changing a function or object after it has been defined.

A Q&A kept so titles each item with its question. Such a directive, when most of the
directives of its name in the document ask (their title ends with `?`), is rewritten in
place as a heading that asks over an `Answer:` line and its body: the fields blanked, the
body dedented, its `.. code-block::` and `::` literal blocks fenced (the Markdown reader
would read them as prose or indented text). The label says that the whole body answers,
code it opens with too. Directives that do not ask (`.. note::`, `.. figure:: x.png`, an
item list titled by names) are left to the reST reader as they were.
"""

from __future__ import annotations

from collections import Counter

from srs.importers.lazyre import lazy

_TITLED_RE = lazy(r"^\.\.[ \t]+(?P<name>[\w-]+)::[ \t]+(?P<title>\S.*?)[ \t]*$")
_FIELD_RE = lazy(r"^[ \t]+:[\w-]+:(?:[ \t].*)?$")


def titled_items_to_markdown(lines: list[str]) -> None:
    """Every asking directive among `lines` (see the module) made a question heading."""
    titled: list[tuple[int, str, str]] = []
    for k, line in enumerate(lines):
        if line[:2] == ".." and (m := _TITLED_RE.match(line)) is not None:
            titled.append((k, m.group("name"), m.group("title")))
    asking = _asking_names(titled)
    for k, name, title in titled:
        if name in asking:
            _as_heading(lines, k, title)


def _asking_names(titled: list[tuple[int, str, str]]) -> set[str]:
    """The directive names used twice or more whose titles mostly ask."""
    uses = Counter(name for _, name, _ in titled)
    asks = Counter(name for _, name, title in titled if title.endswith("?"))
    return {name for name, n in uses.items() if n >= 2 and asks[name] * 2 > n}


def _as_heading(lines: list[str], k: int, title: str) -> None:
    """The directive at line k as a heading over an `Answer:` line and its body, in place:
    option fields blanked, the body dedented, its code blocks fenced (line numbers stay the
    document's). The label says where the answer starts: the body is all answer, code it
    opens with too, and a source line in it (`Answer: https://...`) is no second answer."""
    lines[k] = f"### {title}"
    j = k + 1
    while j < len(lines) and _FIELD_RE.match(lines[j]):
        lines[j] = ""
        j += 1
    end = _block_end(lines, j)
    body = range(j, end)
    cut = min((_indent(lines[i]) for i in body if lines[i].strip()), default=0)
    for i in body:
        lines[i] = lines[i][cut:]
    _fence_code(lines, j, end)
    if j < end and not lines[j].strip():
        lines[j] = "Answer:"


def _block_end(lines: list[str], start: int) -> int:
    """The line after the directive's body: the first non-blank line at the margin."""
    end = start
    while end < len(lines) and (not lines[end].strip() or lines[end][:1] in " \t"):
        end += 1
    return end


_CODE_RE = lazy(r"^\.\.[ \t]+(?:code-block|code|sourcecode)::[ \t]*(?P<lang>\S*)[ \t]*$")


def _fence_code(lines: list[str], start: int, end: int) -> None:
    """Each `.. code-block:: lang` and `text::` literal block in lines[start:end] (a body
    already at the margin) fenced in place, its lines dedented."""
    i = start
    while i < end:
        line = lines[i]
        m = _CODE_RE.match(line) if line[:2] == ".." else None
        if m is not None:
            lines[i] = ""
            i = _fenced(lines, i, end, m.group("lang"))
        elif line.endswith("::") and line.strip() != "::":
            lines[i] = line[:-1]  # `For example::` reads `For example:`
            i = _fenced(lines, i, end, "")
        else:
            i += 1


def _fenced(lines: list[str], i: int, end: int, lang: str) -> int:
    """The indented block after line i fenced on the blank lines around it (the opener on the
    blank line before it, the closer on the one after, or after its last line when none);
    the line after the block."""
    if i + 1 >= end or lines[i + 1].strip():
        return i + 1  # no blank line, no literal block
    first = i + 2
    last = first
    while last < end and (not lines[last].strip() or _indent(lines[last]) > 0):
        last += 1
    while last > first and not lines[last - 1].strip():
        last -= 1
    if last == first:
        return first
    cut = min(_indent(lines[n]) for n in range(first, last) if lines[n].strip())
    for n in range(first, last):
        lines[n] = lines[n][cut:]
    lines[i + 1] = f"```{lang}"
    if last < end and not lines[last].strip():
        lines[last] = "```"
    else:
        lines[last - 1] += "\n```"
    return last


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


block_end = _block_end
fence_code = _fence_code
indent_of = _indent
"""The body and code helpers, shared with srs.importers.rstfolds (question and answer boxes)."""
