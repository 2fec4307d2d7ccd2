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
    if not holds(text, "**A:**", "**A**:", "A: </", "A:</"):
        return text  # cheap test first
    lines = text.split("\n")
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
    return "\n".join(lines) if changed else text


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
