"""Options lettered in bold with a colon, `**A:** text`, as options rather than answers.

An exam dump (an ExamTopics export) letters each option in bold with a colon, one paragraph
to an option, the key on a line of its own below:

    Which solution meets these requirements?

    **A:** Use AWS Glue job bookmarks.

    **B:** Create AWS Glue Data Quality rulesets.

    **Answer: B**

`A:` is also how a Q&A page labels an answer, so the first option was read as the answer and
the others ran into it. A run of two or more such lines lettered A, B, C... in order (blank
lines between them allowed) is a list of options: this pass writes their letters as
`**A.**`, the form the option readers know. Letters in HTML bold (`<b> A: </b> text <br>`,
a page typed in HTML) are the same options: the bold tags become Markdown's further on, and
the first was read as an answer.

A plain-text exam bank letters them with no bold (`A: */15 * * * *` / `B: 0,15 * * * *` /
`C: ...` under `How do you ...?`, then `Answer is A.`): the same options, but a bare `A:` is
far more often an answer label, so a plain run counts only with three or more lines lettered
A, B, C... in order, one to a line, straight under its question's line (ending with `?` or
`:`). Its letters are written `A.`; `Q:` / `A:` pairs, or `A:` over `B:` alone, stay labels.
"""

from __future__ import annotations

from srs.importers.common import holds
from srs.importers.lazyre import lazy

__all__ = ["colon_lettered_options"]

_COLON_LETTER_RE = lazy(
    r"^(?P<lead>[ \t]*)(?:\*\*(?P<l>[A-H])(?::\*\*|\*\*:)(?=[ \t])"
    r"|<(?P<tag>[bB]|strong|STRONG)>[ \t]*(?P<hl>[A-H])[ \t]*:[ \t]*</(?P=tag)>)"
    r"(?P<rest>[ \t]*\S.*)$"
)
_STARTS = ("**a:*", "**a**", "<b>a", "<b> a", "<stro")
"""How a line opening a run starts, lower-cased past its indent: the cheap test per line."""


def colon_lettered_options(text: str) -> str:
    """The text with each run of `**A:** x` / `**B:** y` lines (see the module docstring)
    written `**A.** x` / `**B.** y`; unchanged when it has none."""
    bold = holds(text, "**A:**", "**A**:", "A: </", "A:</")
    plain = "\nA: " in text and "\nB: " in text and "\nC: " in text
    if not bold and not plain:
        return text  # cheap test first
    lines = text.split("\n")
    changed = _plain_runs(lines) if plain else False
    if bold:
        changed = _bold_runs(lines) or changed
    return "\n".join(lines) if changed else text


def _bold_runs(lines: list[str]) -> bool:
    """Each run of `**A:** x` / `**B:** y` lines written `**A.** x` / `**B.** y`, in place;
    whether any was."""
    changed = False
    i = 0
    while i < len(lines):
        if not lines[i].lstrip()[:5].lower().startswith(_STARTS):
            i += 1
            continue
        run = _run_from(lines, i)
        for j in run if len(run) >= 2 else ():
            m = _COLON_LETTER_RE.match(lines[j])
            if m is not None:
                letter, rest = m.group("l") or m.group("hl"), m.group("rest")
                gap = "" if rest[:1] in (" ", "\t") else " "  # `<b>A:</b>text`: a blank after
                lines[j] = f"{m.group('lead')}**{letter}.**{gap}{rest}"
                changed = True
        i = (run[-1] if run else i) + 1
    return changed


def _run_from(lines: list[str], first: int) -> list[int]:
    """The lines of the run of colon-lettered options starting at `first` (an `A`), in
    letter order; blank lines between them belong to no option."""
    run: list[int] = []
    want = "A"
    for j in range(first, len(lines)):
        if not lines[j].strip():
            continue
        m = _COLON_LETTER_RE.match(lines[j])
        if m is None or (m.group("l") or m.group("hl")) != want:
            break
        run.append(j)
        want = chr(ord(want) + 1)
    return run


_PLAIN_LETTER_RE = lazy(r"^(?P<lead>[ \t]*)(?P<l>[A-H]):(?P<rest>[ \t]+\S.*)$")
_PLAIN_RUN = 3


def _plain_runs(lines: list[str]) -> bool:
    """Each run of three or more plain `A: x` / `B: y` / `C: z` lines under a question's line
    (see the module doc) written `A. x`, in place; whether any was."""
    changed = False
    for i in range(1, len(lines)):
        if not lines[i].startswith("A: ") or not lines[i - 1].rstrip().endswith(("?", ":")):
            continue
        run = list(range(i, i + _plain_run_length(lines, i)))
        if len(run) < _PLAIN_RUN:
            continue
        for j in run:
            m = _PLAIN_LETTER_RE.match(lines[j])
            assert m is not None
            lines[j] = f"{m.group('lead')}{m.group('l')}.{m.group('rest')}"
        changed = True
    return changed


def _plain_run_length(lines: list[str], first: int) -> int:
    """How many lines from `first` on are plain colon-lettered options in letter order."""
    want = "A"
    for j in range(first, len(lines)):
        m = _PLAIN_LETTER_RE.match(lines[j])
        if m is None or m.group("l") != want:
            return j - first
        want = chr(ord(want) + 1)
    return len(lines) - first
