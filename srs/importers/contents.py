"""Tables of contents among a document's unanswered questions: a run of questions listed back
to back that the document answers further on names them; it leaves none unanswered."""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass, field

from srs.importers.abilities import states_ability
from srs.importers.asking import asks, asks_alone, plain_question
from srs.importers.common import HEADING_RE, LIST_ITEM_RE
from srs.importers.html import END_BREAKS_RE
from srs.importers.inpagelinks import LINK_ITEM_RE, title_words
from srs.importers.lazyre import lazy
from srs.importers.tipruns import names_advice
from srs.importers.values import Block, Draft


def contents_lists(loose: list[tuple[int, str]], asked: set[str], text: dict[int, str]) -> set[int]:
    """The lines of the tables of contents among the unanswered questions: runs of them
    written back to back, with nothing but other list items, wrapped lines and short titles
    (`Section E:  The basics`) between them, at least two of which the document answers
    further on. Such a list names questions; it does not leave them unanswered (a FAQ's
    contents list that covers more sections than an excerpt answers)."""
    runs: list[list[tuple[int, str]]] = []
    for item in sorted(loose):
        if runs and _listing_between(text, runs[-1][-1][0], item[0]):
            runs[-1].append(item)
        else:
            runs.append([item])
    return {
        no
        for run in runs
        if len(run) >= 3 and sum(1 for _, question in run if plain_question(question) in asked) >= 2
        for no, _ in run
    }


def _listing_between(text: dict[int, str], first: int, last: int) -> bool:
    """Whether the lines between two listed questions are more of the list: blank,
    indented (wrapped), numbered, or at most two short lines (section titles)."""
    titles = 0
    for no in range(first + 1, last):
        line = text.get(no, "")
        if not line.strip() or line[:1] in (" ", "\t") or LIST_ITEM_RE.match(line):
            continue
        if len(line) > 80:
            return False  # a paragraph of prose: the list has ended
        titles += 1
        if titles > 2:
            return False
    return True


def points_lists(loose: list[tuple[int, str]], text: dict[int, str]) -> set[int]:
    """The unanswered "questions" that are points of a list of statements: an item asking
    only by its first word (`When writing code on the board, write it exactly`, `Give the
    first question to team one`), in a list whose items mostly do not ask (an instructor's
    notes above a quiz). A list of questions asks in most of its items."""
    points: set[int] = set()
    known: dict[int, _List] = {}  # each list read once, however many of its items are loose
    outline = _Outline(text)
    for no, line in loose:
        if line.rstrip(" *_").endswith("?") and not _BULLET_RE.match(line):
            continue
        if no not in known:
            found = _list_around(text, no)
            known.update(dict.fromkeys(found.nos, found))
        items, asking = known[no].items, known[no].asking
        if _BULLET_RE.match(line) and _advised(text, no, known[no], outline):
            points.add(no)
        elif asking == 1 and len(items) >= _STEPS and all(_sentence(item) for item in items):
            points.add(no)  # `2. Create a new branch.` among `1. Fork it.`, `3. Add ...`
        elif 2 * asking <= len(items) and outline.advises(known[no].above):
            points.add(no)  # `3. **Explain your approach**` under `## Key Interview Tips`
    return points


@dataclass
class _List:
    """A list's items, their line numbers, how many ask (a point saying what someone can
    do asks nothing), and the line right above it."""

    items: list[str]
    nos: list[int]
    above: int
    asking: int = field(init=False)

    def __post_init__(self) -> None:
        # `- Can discuss trade-offs` in a rubric's list says what a candidate can do: no
        # question, so a list of such points is one of statements (srs.importers.abilities)
        self.asking = sum(1 for item in self.items if asks_alone(item) and not states_ability(item))


def _advised(text: dict[int, str], no: int, found: _List, outline: _Outline) -> bool:
    """Whether a bulleted item that asks is a point of a list of statements: most of the
    list's items do not ask, and it asks only by its first word. Under a title that names
    advice (`## How to Study These`, `## Tips for Interview`) the list is the author's
    advice even where half its items ask (`- Explain your pipeline clearly.`, `- Discuss
    trade-offs.`) or one ends in a question mark (`- Can you explain it simply?`): a
    reader's study hints, no questions left unanswered. A list of questions under such a
    title (most items ask) stays asked."""
    if 2 * found.asking < len(found.items) and not _marked(text[no]):
        return True
    above = text.get(found.above, "")
    if _checklist_title(above) and not any(_marked(item) for item in found.items):
        return True  # `- Explain sharding without notes` under `## You're ready if you can:`
    if 2 * found.asking <= len(found.items) and _leads_in(above) and not _marked(text[no]):
        return True  # `..., they have the ability to:` over `- **Create and manage cases.**`
    return 2 * found.asking <= len(found.items) and (
        _advice_title(above) or outline.advises(found.above)
    )


def _leads_in(line: str) -> bool:
    """Whether the line right over a list is a sentence of prose that the list completes
    (`If a user holds the role, they have the ability to:`): at the margin, no heading, item
    or table row, ended by a colon, asking nothing. Its items are the sentence's points,
    where at most half of them open with a task's verb (`- **Create and manage cases.**`)."""
    text = line.rstrip(" *_")
    if not text.endswith((":", "：")) or line[:1] in ("#", "|", " ", "\t", ">"):
        return False
    return LIST_ITEM_RE.match(line) is None and not asks(text)


def _marked(line: str) -> bool:
    """Whether an item ends with a question mark, as it renders: before the HTML break that
    ends its line too (`- What do these commands do?<br>` over its commands)."""
    if line.endswith(">"):
        line = END_BREAKS_RE.sub("", line)
    return line.rstrip(" *_").endswith("?")


_CHECKLIST_TITLE_RE = lazy(
    r"\b(?:(?:if|when|once)\s+you\s+can|you\s+can\s+now|(?:should|will)\s+be\s+able\s+to)"
    r"[\s*_]*:?[\s*_]*$",
    re.I,
)
"""`## ✅ You're ready if you can:`, `### You should be able to:`: a title over the skills a
reader checks himself against. Its items open with the verbs a task does (`Explain ...`,
`Discuss ...`) but ask nothing: none of them ends with a question mark."""


def _checklist_title(line: str) -> bool:
    """Whether a line is a heading whose title sets out a checklist of skills (see
    `_CHECKLIST_TITLE_RE`), the line right over a list."""
    if "#" not in line[:4] or ("can" not in line.lower() and "able" not in line.lower()):
        return False
    m = HEADING_RE.match(line)
    return m is not None and _CHECKLIST_TITLE_RE.search(m.group("text") or "") is not None


def _advice_title(line: str) -> bool:
    """Whether a line is a heading whose title names advice (the line right over a list)."""
    if "#" not in line[:4]:
        return False
    m = HEADING_RE.match(line)
    return m is not None and names_advice(m.group("text") or "")


class _Outline:
    """The headings of a document's lines (`text`), read once and only when asked: which
    sections a line is in. A list of tips under `## 💡 Key Interview Tips` / `### During the
    Interview` (`3. **Explain your approach before coding**`, `4. **Discuss trade-offs**`,
    no question mark) is the author's advice, numbered or not, as it is right under the
    title: its items asking by their first word are no questions left unanswered, where at
    most half of them ask. The document's title (a first heading at level 1) names the
    whole page (`# Interview Questions and Tips`), no section of it."""

    def __init__(self, text: dict[int, str]) -> None:
        self._text = text
        self._heads: list[tuple[int, int, str]] | None = None

    def _headings(self) -> list[tuple[int, int, str]]:
        """(line number, level, title) of each heading, in order."""
        if self._heads is None:
            found = [
                (no, len(m.group("hashes")), m.group("text") or "")
                for no, line in self._text.items()
                if "#" in line[:4] and (m := HEADING_RE.match(line)) is not None
            ]
            self._heads = sorted(found)
            if self._heads and self._heads[0][1] == 1:
                del self._heads[0]  # the page's title
        return self._heads

    def advises(self, no: int) -> bool:
        """Whether line `no` is in a section (or a sub-section of one) whose title names
        advice (`names_advice`)."""
        heads = self._headings()
        k = bisect.bisect_right(heads, (no, 7, "")) - 1
        level = 7
        while k >= 0 and level > 1:
            if heads[k][1] < level:
                if names_advice(heads[k][2]):
                    return True
                level = heads[k][1]
            k -= 1
        return False


_STEPS = 3
"""A numbered item numbers a question, whatever its wording; but the one item that asks by
its first word in a numbered list of three or more that do not (`1. Fork the repository.`,
`2. Create a new branch for your contribution.`, `3. Submit a pull request.`) is a step of
the list, as its neighbours are. Each item is a sentence (a step): a list of questions
answered but for one (`1. Django select related` among answered items) keeps it asked."""


def _sentence(item: str) -> bool:
    """Whether a list item ends as a sentence (`1. Fork the repository.`)."""
    return item.rstrip().endswith(".")


def _list_around(text: dict[int, str], no: int) -> _List:
    """The list that line `no` is an item of: its sibling items (at its indent, with its kind
    of marker, as CommonMark reads one list), with blank lines and deeper ones (an item's own
    text, its nested bullets) between them.

    A nested bullet is an item's answer or its follow-up (`- **Fale sobre X.**` over
    `    - Quais você já usou?`), no sibling of it: counted among the list's items, the
    answers' bullets made a list of questions look like one of statements, and its
    unanswered question was taken for a point of it."""
    item = (_indent(text[no]), _marker(text[no]))
    items, nos, above = [text[no]], [no], no
    for step in (-1, 1):
        k = no + step
        while k in text and _in_list(text[k], item):
            if (_indent(text[k]), _marker(text[k])) == item:
                items.append(text[k])
                nos.append(k)
            k += step
        above = k if step == -1 else above
    return _List(items, nos, above)


def _indent(line: str) -> int:
    """How far a line is indented (a tab as one column: lines reach here tabs expanded)."""
    return len(line) - len(line.lstrip(" \t"))


def _marker(line: str) -> str:
    """A list item's kind of marker (`-`, `*`, `+`; `.` or `)` after a number), '' for a line
    that is no item."""
    m = LIST_ITEM_RE.match(line)
    return "" if m is None else m.group(0).strip()[-1]


def _in_list(line: str, item: tuple[int, str]) -> bool:
    """Whether a line goes on with a list whose items are `item` (indent, marker): blank,
    deeper (an item's own text), or a sibling item."""
    if not line.strip():
        return True
    depth = _indent(line)
    return depth > item[0] or (depth == item[0] and _marker(line) == item[1])


_BULLET_RE = lazy(r"^[ \t]*[-*+][ \t]+")


def anchor_items(loose: list[tuple[int, str]], text: dict[int, str]) -> set[int]:
    """The unanswered questions that are list items only linking to a section of this page
    (`01. [What is IHostedService?](#q-what-is-ihostedservice)`): a contents list names where
    a question is asked, it asks none (an excerpt may hold fewer sections than its contents
    list names)."""
    return {no for no, _ in loose if "](#" in text.get(no, "") and LINK_ITEM_RE.match(text[no])}


def listed_elsewhere(drafts: list[Draft]) -> set[int]:
    """The drafts with no answer whose question a later draft asks and answers (`| 1 | What
    is JavaScript? | Show answer |` in a contents table over `## 1. What is JavaScript?`):
    contents entries, neither cards nor questions to report as unanswered. (A question
    asked again after its answer, unanswered, is still reported: the author's slip; but not
    a table's row, which lists it again, as a closing table of contents does.) The
    whole question is compared, its code too: a quiz asks `What is printed?` over each of
    its programs, and those questions are no entries of each other. So is a contents list's
    item that holds its sub-entries (`1. What is DI?` over `   1. Types of DI` / `   2. Which
    is better?`): answered in appearance only (see `_sub_entries`). A draft with any text
    is none, a form left to fill (`- Task -` alone) too: that is reported, never looked up."""
    answered = _written(drafts)
    entries = {id(d) for d in drafts if d.block.start.text[:1] != "#" and _sub_entries(d)}
    if len(answered) == len(drafts) and not entries:
        return set()  # every question answered: no entry to look up (the usual case)
    done = {id(block) for block in answered} - {id(d.block) for d in drafts if id(d) in entries}
    last = _asked_at(drafts, done, headings_only=False)
    headed = _asked_at(drafts, done, headings_only=True) if entries else {}
    return {
        id(d)
        for d in drafts
        if id(d.block) not in done
        and d.block.label
        and _listed_at((headed if id(d) in entries else last).get(title_words(d.question)), d.block)
    }


def _written(drafts: list[Draft]) -> list[Block]:
    """The blocks of the drafts with options or any answer text, a form to fill among them."""
    return [d.block for d in drafts if d.choices or d.answer.strip()]


def _listed_at(asked: int | None, block: Block) -> bool:
    """Whether a question without answer is listed where another block answers it (`asked`,
    that block's line; None: none does): one answered further on, or a table's row that
    lists it again (a contents table under the answers: no slip of an author asking twice)."""
    if asked is None:
        return False
    return asked > block.start.no or block.start.text.lstrip()[:1] == "|"


def _asked_at(drafts: list[Draft], done: set[int], *, headings_only: bool) -> dict[str, int]:
    """The last line each answered question is asked on (only by a heading: an entry over
    sub-entries names a section), by its words."""
    return {
        title_words(d.question): d.block.start.no
        for d in drafts
        if id(d.block) in done and (not headings_only or d.block.start.text[:1] == "#")
    }


def _sub_entries(draft: Draft) -> bool:
    """Whether a draft is a list item whose answer is only a list of two or more one-line
    items: a contents entry over its sub-entries, when a heading further on asks the
    question again (a list item that does is one more card: notes that list the same topic
    twice, `13. **Window functions**` over one bullet, answer it twice)."""
    start = draft.block.start.text.lstrip()
    if start[:1] not in "-*+0123456789" or not draft.answer or not LIST_ITEM_RE.match(start):
        return False
    items = [line for line in draft.answer.split("\n") if line.strip()]
    return len(items) >= 2 and all(
        LIST_ITEM_RE.match(line) and len(line) <= _ENTRY_LENGTH for line in items
    )


_ENTRY_LENGTH = 120
"""The longest line a contents list's sub-entry runs to; an answer's points run longer."""
