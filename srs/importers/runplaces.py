"""Where a run of marked items sits in its question's block, and so whether its marks key
options at all: past an answer label (a worked solution ticks its steps), under a
sub-heading of the block (a written answer's graded points), nested under a statement (the
statement's values), right under the stem, or under an answer label alone.

Rules on the block around a run, none on the marks themselves (srs.importers.rightmarks);
srs.importers.endmarks asks them before it rewrites a run as a task list.
"""

from __future__ import annotations

import re

from srs.importers.asking import asks
from srs.importers.common import (
    ANSWER_RE,
    HEADING_RE,
    LIST_ITEM_RE,
    indent_of,
)
from srs.importers.lazyre import lazy
from srs.importers.values import Line


def answer_label_at(lines: list[Line]) -> int:
    """The index of the block's first line that opens with an answer label with nothing after
    it (`**Answer:**`) or with the answer's own words (`**Solution:** Matrices are ...`), past
    which bullets are the answer's text, never options: a worked solution ticks the steps it
    checks (`- f(u+v) = f(u)+f(v) ✓`); else past the end. A label with a key after it
    (`Answer: B`) names the options' key, no answer of its own."""
    for k, line in enumerate(lines):
        if (
            not line.code
            and (m := ANSWER_RE.match(line.text)) is not None
            and _KEY_REST_RE.match(m.group("rest")) is None
        ):
            return k
    return len(lines)


def sub_heading_at(lines: list[Line]) -> int:
    """The index of the block's first heading below its first line with text (`### Answer:`,
    `### Behaviour:`), else past the end. A question's own options follow its stem straight;
    under a sub-heading of the block they are a written answer's sections, whose ticked and
    crossed bullets (`* flag=True → runs everything ❌`) grade the answer's own points: read
    as options, they gave an open question a key its author never wrote."""
    first = True
    for k, line in enumerate(lines):
        if line.code or not line.text.strip():
            continue
        if not first and HEADING_RE.match(line.text) is not None:
            return k
        first = False
    return len(lines)


def under_statement(lines: list[Line], run: list[int]) -> bool:
    """Whether the run is nested under a list item that is not the block's first line with
    text and asks nothing (`- Payroll processing` over `  - a) Batch ✅` / `  - b) Stream`):
    each such item is a statement the question pairs with its value, the block's answer
    text, and its sub-list no options of the question's own. An item that asks (`2. Which
    is faster?`) heads options of its own. Options set apart from the item by a blank line
    and written without a bullet (`- Login → **include**` / blank / `    A) Extend + Include`)
    are the question's own, indented as a page that indents every question's options does:
    a statement's values are its sub-list, right under it."""
    if not run or not lines[run[0]].text[:1].isspace():
        return False
    k = run[0] - 1
    while k >= 0 and not lines[k].text.strip() and not lines[k].code:
        k -= 1
    if k < 0 or lines[k].code or LIST_ITEM_RE.match(lines[k].text) is None:
        return False
    if k < run[0] - 1 and LIST_ITEM_RE.match(lines[run[0]].text) is None:
        return False
    if indent_of(lines[k].text) >= indent_of(lines[run[0]].text) or asks(lines[k].text):
        return False
    return any(line.text.strip() for line in lines[:k])


_KEY_REST_RE = lazy(
    r"[*_`]{0,2}\(?[A-Ha-h1-9]\)?(?:[).:,]|[*_`]{0,2}[ \t]*$|[ \t]*(?:,|&|and\b|or\b))",
    re.I,
)
"""What an answer label says when it only names the key: `B`, `b)`, `(c) Paris`, `B, D`,
`A and C`."""


def right_under_stem(lines: list[Line], start: int) -> bool:
    """Whether line `start` follows a line of prose straight, no blank line between (`Vero o
    falso? Scegli un'alternativa:` over `1. Falso °` / `2. Vero`): two numbered items there,
    one with a weak mark (a degree sign, `(x)`: a quiz's own, never a checklist's tick), are
    a true-or-false question's options, as a Moodle export lists them; two items after a
    blank line or under a list item are a short list's, whose mark is no key."""
    if start == 0 or lines[start - 1].code or not lines[start - 1].text.strip():
        return False
    above = lines[start - 1].text
    return LIST_ITEM_RE.match(above) is None and HEADING_RE.match(above) is None


def under_label(lines: list[Line], start: int) -> bool:
    """Whether the last line with text above line `start` is an answer label alone
    (`**Respuesta**:`, `Answer:`): what it heads is the answer."""
    k = start - 1
    while k >= 0 and not lines[k].text.strip():
        k -= 1
    if k < 0 or lines[k].code:
        return False
    m = ANSWER_RE.match(lines[k].text)
    return m is not None and not m.group("rest").strip()
