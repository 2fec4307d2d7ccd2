"""The one definition of a rule line (a thematic break: `---`, `***`, `___`), for every pass.

Many passes stop at a rule, skip one or take it for a section's edge. Each used to carry its
own copy of the pattern, and the copies drifted apart (one took a tab before the marks,
another `===`, a third any character repeated), so the same line was a rule to one pass and
text to the next. The shapes live here, built on one string of marks:

- `RULE_RE`: CommonMark's thematic break, up to three spaces in, three or more of one of
  `-`, `*`, `_`, blanks between them allowed and nothing else.
- `SEPARATOR_RE`: a rule, or a row that plain-text notes draw as one (`===`, eight dots).
- `drawn_rule`: any one mark repeated on a line of its own, for the list of questions
  whose sections are drawn with any row of marks (see its docstring).
- `TABLE_RULE_RE`: a Markdown table's delimiter row (`|---|:---:|`), the rule under a header.
"""

from __future__ import annotations

from srs.importers.lazyre import lazy

__all__ = ["RULE_FIRST", "RULE_RE", "SEPARATOR_RE", "TABLE_RULE_RE", "drawn_rule", "is_rule"]

_MARKS = r"(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})"
"""Three or more of one rule mark, blanks between and after them allowed (`- - -`, `***  `)."""

RULE_RE = lazy(rf"^ {{0,3}}{_MARKS}$")
"""A thematic break (`---`, `***`, `___`, `* * *`): a separator, never content. Use with
`match` (anchored) on one line; a line of the document has its leading tabs expanded already,
so a tab before the marks is an indent of four: code, as CommonMark reads it."""

RULE_FIRST = frozenset(" -*_")
"""What a rule's line opens with: the cheap test before `RULE_RE` on a pass's every line."""

SEPARATOR_RE = lazy(rf"^ {{0,3}}(?:{_MARKS}|(?:=[ \t]*){{3,}}|\.{{8,}})$")
"""A rule, or a row plain notes rule a page with: `===`, eight dots or more (`...` is an
ellipsis, no rule)."""

TABLE_RULE_RE = lazy(r"^[ \t]*\|?[ \t]*:?-{3,}:?[ \t]*\|")
"""The delimiter row under a Markdown table's header (`|---|---|`, `:--- | ---:`), its first
cell and the pipe after it: a line no rule alone, as it goes on with a pipe."""


def is_rule(text: str) -> bool:
    """Whether a line is a thematic break (`RULE_RE`), with the cheap test on its first
    character first."""
    return text[:1] in RULE_FIRST and RULE_RE.match(text) is not None


def drawn_rule(text: str) -> bool:
    """Whether a line is a rule (`is_rule`) or a row of any one other mark, three or more,
    at any indent (`===`, `###`, `...`, `~~~~`).

    Looser than a rule on purpose: a list of questions with no answers is parted into
    sections by whatever row its writer drew, and CommonMark's strict rule would miss the
    `===` or `###` row over a section's first question, taking that question for no
    section's (srs.importers.ruledquestions). A caller that needs a Markdown rule (the rule
    closing a section, which CommonMark may read as an underline) tests `is_rule`."""
    if is_rule(text):
        return True
    bare = text.strip()
    return len(bare) >= 3 and not bare.replace(" ", "").strip(bare[0])
